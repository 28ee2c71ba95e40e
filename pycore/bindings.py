"""The page's only door into the rules: flat functions of plain values.

Each returns JSON text, bytes or a plain value. A failure comes back as
``{"error": "..."}`` text, never as an exception through the Pyodide bridge.
"""

from __future__ import annotations

import functools
import json
from typing import Any, Callable

from pycore.host import profile as profiles
from pycore.host.arcade import Arcade
from pycore.host.drivers import draw_words
from pycore.host.replay import Playback, ViewPlayback
from pycore.kernel.session import parse_seats
from pycore.packs import PackError, load_pack_texts, practice_pack

_arcade: "Arcade | None" = None


def arcade() -> Arcade:
    """Return the page's arcade, made on first use with the practice set."""
    global _arcade
    if _arcade is None:
        _arcade = Arcade(practice_pack())
    return _arcade


def _error(message: str) -> str:
    return json.dumps({"error": message})


def _guarded(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Turn any exception into ``{"error": ...}`` text: the bridge must never throw."""

    @functools.wraps(fn)
    def wrapper(*args: Any) -> Any:
        try:
            return fn(*args)
        except Exception as e:  # the page shows the message; nothing crosses the bridge
            return _error(f"{type(e).__name__}: {e}" if not isinstance(e, ValueError) else str(e))

    return wrapper


def _ok(**fields: Any) -> str:
    return json.dumps({"ok": True, **fields})


@_guarded
def play_seed(seed: int) -> str:
    """Start a fresh arcade (the page does at boot, before restoring a save) whose sessions and new profile draw from ``seed``."""
    global _arcade
    _arcade = Arcade(arcade().pack, seed=int(seed))
    return _ok()


@_guarded
def play_modes_json() -> str:
    """Return every instance of the current pack for the mode select."""
    return json.dumps([inst.to_plain() for inst in arcade().pack.instances])


@_guarded
def play_pack_load(pack_id: str, modes_text: str, cards_text: str = "", rules_json: str = "") -> str:
    """Load a pack from its files' text (rules files as a JSON object of name to text); all or nothing."""
    rules = json.loads(rules_json) if rules_json else {}
    if not isinstance(rules, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in rules.items()):
        return _error("rules files come as a JSON object of file name to text")
    try:
        pack = load_pack_texts(modes_text.encode("utf-8"), cards_text.encode("utf-8") if cards_text else None,
                               str(pack_id), files={k: v.encode("utf-8") for k, v in rules.items()})
    except PackError as e:
        return _error(str(e))
    arcade().use_pack(pack)
    return _ok(pack=pack.id, name=pack.name, instances=len(pack.instances))


@_guarded
def play_pack_builtin() -> str:
    """Go back to the built-in practice set."""
    arcade().use_pack(practice_pack())
    return _ok(pack=arcade().pack.id)


@_guarded
def play_mode_enter(instance_id: str, seats: str = "", seed: int = -1) -> str:
    """Start an instance; ``seats`` like ``human,ai:expert`` (default: you and regular AI)."""
    reason = arcade().enter(str(instance_id), parse_seats(seats) if seats else None,
                            None if int(seed) < 0 else int(seed))
    return _error(reason) if reason else _ok(instance=instance_id)


@_guarded
def play_mode_leave() -> str:
    """Leave the active game (no rewards) and go back to the picker."""
    arcade().leave()
    return _ok()


@_guarded
def play_tick(pads_json: str = "[]", actions_json: str = "", pointer_json: str = "") -> str:
    """Advance one frame with the local pad words and the player's clicked actions.

    ``pointer_json`` (``[x, y]`` in stage pixels, optional) says where the last click was: a
    refusal of the move it made is shown there. It is presentation only, never in the game.
    """
    pads = json.loads(pads_json) if pads_json else []
    if not isinstance(pads, list):
        return _error("pads must be a JSON list of pad words")
    actions = json.loads(actions_json) if actions_json else []
    if not isinstance(actions, list) or not all(isinstance(a, dict) for a in actions):
        return _error("actions must be a JSON list of objects")
    if pointer_json:
        at = json.loads(pointer_json)
        if isinstance(at, list) and len(at) == 2 and all(type(v) is int and -10_000 < v < 10_000 for v in at):
            arcade().pointer = (at[0], at[1])
    return json.dumps(arcade().tick(pads, actions))


@_guarded
def play_mode_pick(instance_id: str) -> str:
    """Show ``instance_id``'s tile in the lobby with its Play button, without starting it (the page's game select)."""
    reason = arcade().pick(str(instance_id))
    return _error(reason) if reason else _ok(instance=instance_id)


@_guarded
def play_view_mode(view: str) -> str:
    """Draw games that offer a table view as ``table`` (3D) or ``board``: the player's choice, presentation only."""
    from pycore.look import scene

    reason = scene.use(str(view))
    return _error(reason) if reason else _ok(view=scene.chosen())


@_guarded
def play_keys_json(text: str) -> str:
    """Take the names of the player's buttons for the hints: ``{"scheme": "keyboard"|"gamepad"|"touch", "labels": {...}}``."""
    from pycore.look import keys

    data = json.loads(text)
    if not isinstance(data, dict) or not isinstance(data.get("labels", {}), dict):
        return _error("keys come as {\"scheme\": ..., \"labels\": {button: name}}")
    reason = keys.use(str(data.get("scheme", "keyboard")), data.get("labels") or {})
    return _error(reason) if reason else _ok(scheme=keys.scheme())


def play_frame() -> bytes:
    """Return this frame's prims in the flat export (see pycore.prims): the picker, the lobby or the game, online or not."""
    global _shown
    out, _shown = _export()
    return out


def play_frame_changed() -> bytes:
    """Return this frame's export, or empty bytes when it is the one the page was last given.

    Most frames of a card game repeat the one before (a duel's, 95 in 100): the page then keeps
    its canvas, and neither the bytes' trip nor a decode and a draw is paid for them. A frame
    that defines pictures the page has not been sent is always sent; it is compared as it
    would be once they are held.
    """
    global _shown
    out, same = _export()
    if out == same and out == _shown:
        return b""
    _shown = same
    return out


_shown = b""  # the last export the page was given, as it would be without picture definitions
_pictures_sent: set[str] = set()   # the pictures the page has been sent (it keeps them by name)


def play_pictures_reset() -> str:
    """Forget which pictures the page holds, so the next frame defines every picture it stamps (the page lost one)."""
    global _shown
    _pictures_sent.clear()
    _shown = b""
    return _ok()


_drawn: "Any" = None   # the last frame drawn (its labels' boxes are worked out only when asked: tests)


@_guarded
def play_text_boxes_json() -> str:
    """Return the last frame's labels as ``[x, y, w, h, text]`` in stage pixels, measured in the shipped fonts."""
    return json.dumps([list(b) for b in _drawn.text_boxes()] if _drawn is not None else [])


def _export() -> tuple[bytes, bytes]:
    """Return this frame's export, and the same frame as it reads once the page holds all its pictures."""
    global _drawn
    try:
        stage = _drawn = arcade().draw()
        before = len(_pictures_sent)
        out = stage.export(_pictures_sent)
        return out, (out if len(_pictures_sent) == before else stage.export(_pictures_sent))
    except Exception as e:  # draw the error instead of throwing through the bridge
        from pycore.prims import Stage, fit, rgb

        stage = Stage()
        stage.rect(0, 0, stage.width, stage.height, rgb(40, 0, 0))
        stage.text(32, 32, "This frame could not be drawn:", rgb(255, 220, 220), 24, bold=True)
        stage.text(32, 72, fit(f"{type(e).__name__}: {e}", stage.width - 64, 18), rgb(255, 220, 220), 18)
        out = stage.export()
        return out, out


@_guarded
def play_view_json() -> str:
    """Return the active session's view for the player's seat (null in the picker)."""
    return json.dumps(arcade().view())


@_guarded
def play_query(name: str, args_json: str = "") -> str:
    """Answer a call of the active game's own surface by name (its ``query``), as JSON; a game without one says so."""
    session = arcade().session
    if session is None:
        return _error("No game is on: enter one first.")
    ask = getattr(session, "query", None)
    if ask is None:
        return _error(f"{type(session).__name__} answers no queries.")
    args = json.loads(args_json) if args_json else []
    return json.dumps(ask(str(name), args))


@_guarded
def play_state_json() -> str:
    """Return where the arcade is: screen, instance, results, purse."""
    return json.dumps(arcade().state())


@_guarded
def play_save_json() -> str:
    """Return the profile as save text."""
    return profiles.dumps(arcade().profile)


@_guarded
def play_load_json(text: str) -> str:
    """Load a save; a damaged one is repaired or refused with the reason, never half-applied.

    A refusal says whether the save is at fault (``"damaged": true``: unreadable, or another
    pack's) or only the moment (a game is on), so the page sets a stored save aside only
    for the first.
    """
    try:
        profile, repairs = profiles.loads(text)
    except Exception as e:  # a save the reader cannot take, for whatever reason, is the save's fault
        reason = str(e) if isinstance(e, profiles.SaveError) else f"the save could not be read ({e!r})"
        return json.dumps({"error": reason, "damaged": True})
    playing = arcade().session is not None
    reason = arcade().use_profile(profile)
    if reason:
        return json.dumps({"error": reason, "damaged": not playing})
    return _ok(repairs=repairs)


@_guarded
def play_cards_open() -> str:
    """Open the card screens (from the picker); the first time hands over the pack's starter."""
    reason = arcade().open_cards()
    return _error(reason) if reason else _ok()


@_guarded
def play_cards_close() -> str:
    """Close the card screens and go back to the picker."""
    arcade().close_cards()
    return _ok()


@_guarded
def play_cards_json() -> str:
    """Return the card screen's state (null when closed), the gold purse and the card progress."""
    return json.dumps(arcade().cards_state())


@_guarded
def play_card_notices_json() -> str:
    """Return the card notices not yet taken ("Got card: Mist Wisp (new!)") and take them."""
    return json.dumps(arcade().take_notices())


# -- online rooms (pycore.net): the room and its bytes; the game plays through play_tick / play_frame --
# pycore.net is imported when a room opens, not at boot: most visits never play online
def _room() -> Any:
    room = arcade().room
    if room is None or room.closed:
        raise ValueError("There is no room: host one or join one first.")
    return room


def _cards() -> dict:
    return arcade().profile["cards"]


def _purse() -> dict:
    return {c: arcade().profile[c] for c in ("coins", "gold")}


@_guarded
def net_host_open(instance_id: str, name: str = "Host", seats: int = 0, now: int = 0) -> str:
    """Open a room for an instance of the current pack as its host; return the lobby."""
    from pycore.net.page import PageRoom

    if _playback is not None:
        return _error(REPLAY_OPEN)
    room = PageRoom.host(arcade().pack, str(instance_id), str(name), int(seats), int(now), _cards, _purse)
    arcade().open_room(room)
    return json.dumps(room.lobby())


@_guarded
def net_guest_join(peer: int, name: str = "Guest", now: int = 0) -> str:
    """Join a room as guest number ``peer`` (handed out by the signalling); return the lobby."""
    from pycore.net.page import PageRoom

    if _playback is not None:
        return _error(REPLAY_OPEN)
    room = PageRoom.join(arcade().pack, int(peer), str(name), int(now), _cards, _purse)
    arcade().open_room(room)
    return json.dumps(room.lobby())


@_guarded
def net_ready(flag: bool = True) -> str:
    """Say this guest is (not) ready to start."""
    _room().ready(bool(flag))
    return _ok()


@_guarded
def net_start(seed: int, salt_hex: str = "", now: int = 0) -> str:
    """Start the host's game for everyone (the seed and salt from the page's crypto random)."""
    reason = _room().start(int(seed), str(salt_hex), int(now))
    return _error(reason) if reason else _ok()


@_guarded
def net_receive(peer: int, data: Any, now: int = 0) -> str:
    """Hand over one message that arrived from ``peer`` (bytes or base64 text)."""
    reason = _room().receive(int(peer), data, int(now))
    return _error(reason) if reason else _ok()


@_guarded
def net_outgoing(now: int = 0) -> str:
    """Return the messages to send now as JSON [[peer, base64], ...] (none without a room)."""
    room = arcade().room
    return json.dumps(room.outgoing(int(now)) if room is not None else [])


@_guarded
def net_status_json() -> str:
    """Return the lobby or the game's status: state, frame, delay, waiting for, desync, verdict, message, trades."""
    room = arcade().room
    return json.dumps(room.status() if room is not None else {"state": "none", "message": ""})


@_guarded
def net_recording_json() -> str:
    """Return the recorded inputs of the lockstep game (for a desync report)."""
    return json.dumps(_room().recording())


@_guarded
def net_leave() -> str:
    """Leave the room (and its game, with no rewards); return the goodbyes to send as JSON [[peer, base64], ...]."""
    room = arcade().close_room()
    return json.dumps(room.outgoing(0) if room is not None else [])


@_guarded
def net_trade(do: str, peer: int = 0, lines_json: str = "") -> str:
    """Offer ([[side, card id, count], ...]), confirm or cancel the card trade with ``peer`` (0: the host)."""
    if do not in ("offer", "confirm", "cancel"):
        return _error(f"A trade is offered, confirmed or cancelled, not {do!r}.")
    reason = _room().trade(do, int(peer), json.loads(lines_json) if lines_json else None)
    return _error(reason) if reason else _ok()


# --- the kitchen table (kept in one block: the page calls these flat functions) -------------

_table = None
_sent: dict = {}                 # viewer -> the last view sent, for patches


def _kitchen():
    from pycore.kitchen import table as kitchen_table

    return kitchen_table


@_guarded
def table_new(config_json: str) -> str:
    """Deal a kitchen table from {"format", "variant", "options", "players": [{"name", "deck"}], "seed",
    "mode", "card_data": JSON text of the card data}; return its fingerprint."""
    global _table
    from pycore.kitchen import decks as kitchen_decks

    config = json.loads(config_json)
    if not isinstance(config, dict):
        return _error("a table's config is a JSON object")
    data = kitchen_decks.parse_card_data(config.pop("card_data", "[]"))
    mode = config.pop("mode", "local")
    _table = _kitchen().Table(config, data, mode)
    _sent.clear()
    return _ok(fingerprint=_table.fingerprint(), seats=len(_table.game["players"]))


def _the_table():
    if _table is None:
        raise ValueError("no table is dealt: call table_new first")
    return _table


@_guarded
def table_intent(intent_json: str) -> str:
    """Run {"by": n, "intent": {...}} (or the short {"seat": n, "kind": ...}): an intent or undo / redo / restart."""
    row = json.loads(intent_json)
    if not isinstance(row, dict):
        return _error("an intent is a JSON object with a seat and a kind")
    if "intent" in row:          # the actor and the intent apart: an intent keeps its own seat field
        if sorted(row) != ["by", "intent"]:
            return _error('expected {"by": seat, "intent": {...}}')
        seat, row = row["by"], row["intent"]
    else:
        seat = row.pop("seat", None)
    return json.dumps(_the_table().command(seat, row))


def _viewer_of(viewer: Any) -> Any:
    text = str(viewer)
    return int(text) if text.lstrip("-").isdigit() else text


@_guarded
def table_view_json(viewer: Any = "spectator") -> str:
    """Return what ``viewer`` (a seat, "spectator", or "all" once over) may see; later patches start from it."""
    v = _the_table().view(_viewer_of(viewer))
    _sent[str(viewer)] = v
    return json.dumps(v)


@_guarded
def table_patch_json(viewer: Any = "spectator") -> str:
    """Return the patch from the last view sent to ``viewer`` to what they may see now."""
    from pycore.kitchen.view import patch

    new = _the_table().view(_viewer_of(viewer))
    old = _sent.get(str(viewer))
    _sent[str(viewer)] = new
    return json.dumps(patch(old, new) if old is not None else {"set": {}, "cards": {}, "gone": [], "view": new})


@_guarded
def table_state_json() -> str:
    """Return the table's fingerprint, sequence number, log length and summary."""
    t = _the_table()
    return json.dumps({"fingerprint": t.fingerprint(), "seq": t.game["seq"], "events": len(t.log),
                       "summary": t.summary(), "over": t.game["end"] is not None})


@_guarded
def table_log_json() -> str:
    """Return the saved log (catalogue version, dealt game, every event) for export and replay."""
    return json.dumps(_the_table().save())


# -- the workbench page (web/workbench/) --------------------------------------------------
_bench = None


def _workbench():
    global _bench
    if _bench is None:
        from pycore.modes.tables.workbench import Workbench

        _bench = Workbench()
    return _bench


@_guarded
def bench_games_json() -> str:
    """Return the shipped table games the workbench opens on."""
    from pycore.modes.tables.workbench import built_in_games

    return json.dumps(built_in_games())


@_guarded
def bench_source(name: str) -> str:
    """Return the rules text of the shipped game ``name``."""
    from pycore.modes.tables.workbench import game_source

    return json.dumps({"source": game_source(str(name))})


@_guarded
def bench_run(source: str, opponent: str = "human") -> str:
    """Load the typed rules on a fresh table (``opponent``: human or random); the error carries its line."""
    return json.dumps(_workbench().run(str(source), str(opponent)))


@_guarded
def bench_tick(pad: int, actions_json: str = "") -> str:
    """Advance the workbench table one frame with the page's pad word and clicks (a JSON list)."""
    actions = json.loads(actions_json) if actions_json else []
    if not isinstance(actions, list):
        return _error("actions come as a JSON list")
    return json.dumps(_workbench().tick(int(pad), actions))


def bench_frame() -> bytes:
    """Return the workbench table's prims in the flat export."""
    return _workbench().frame().export()


@_guarded
def bench_export(pack_id: str, name: str) -> bytes:
    """Return the pack folder (modes.toml and the rules that ran) as zip bytes."""
    return _workbench().export(str(pack_id), str(name))


@_guarded
def bench_state_json() -> str:
    """Return the workbench table's state for the page and tests: rules title, board, turn, result, error."""
    bench = _workbench()
    if bench.session is None:
        return json.dumps({"table": None, "error": bench.error})
    t = bench.session.table
    return json.dumps({"table": {"title": t.title, "rows": t.board.rows, "columns": t.board.columns,
                                 "state": t.state, "turn": t.turn, "winner": t.winner, "reason": t.reason,
                                 "pieces": len(t.pieces)}, "seat": bench.seat(), "error": bench.error})


# -- replays ------------------------------------------------------------------------------
# The page's loop draws an open replay instead of the game and sends no room traffic meanwhile,
# so a replay and an online room are never open together: each refuses while the other is.
_playback: "Playback | ViewPlayback | None" = None
ROOM_OPEN = "Leave the online game first: a replay cannot be watched while a room is open."
REPLAY_OPEN = "Close the replay first: a room cannot be opened while one plays."


@_guarded
def play_replay_json() -> str:
    """Return the replay file of the game in play, or of the last game played here."""
    rec = arcade().replay()
    if rec is None:
        return _error("No game has been played here yet: there is nothing to replay.")
    return json.dumps(rec.to_plain(), separators=(",", ":"))


@_guarded
def play_replay_open(text: str) -> str:
    """Open a replay file (a game's, or a hosted guest's views) for playback from its first frame; answer its
    status, or why it cannot be played."""
    global _playback
    from pycore.host.replay import open_playback, read_replay

    room = arcade().room
    if room is not None and not room.closed:
        return _error(ROOM_OPEN)
    try:
        raw = json.loads(text)
    except (ValueError, RecursionError) as e:
        return _error(f"This replay is not JSON text ({type(e).__name__}).")
    rec = read_replay(raw)
    pack = arcade().pack
    if (rec.pack or "practice") != pack.id:
        return _error(f"This replay was played with the pack {rec.pack or 'practice'!r}: open that pack first.")
    try:
        pack.instance(rec.instance)
    except KeyError as e:
        return _error(str(e.args[0]))
    _playback = open_playback(rec, pack)
    return json.dumps(_playback.status())


@_guarded
def play_replay_step(count: int = 1) -> str:
    """Play ``count`` more frames of the open replay (0: paused); answer its status."""
    if _playback is None:
        return _error("No replay is open.")
    _playback.step(max(0, min(int(count), 64)))
    return json.dumps(_playback.status())


@_guarded
def play_replay_seek(frame: int) -> str:
    """Go to ``frame`` frames played of the open replay (back from a kept state or the start); answer its status."""
    if _playback is None:
        return _error("No replay is open.")
    _playback.seek(int(frame))
    return json.dumps(_playback.status())


@_guarded
def play_replay_seat(seat: int) -> str:
    """Show ``seat``'s screen in the open replay (a whole game's replay shows any seat); answer its status or why not."""
    if _playback is None:
        return _error("No replay is open.")
    reason = _playback.show(int(seat))
    return _error(reason) if reason else json.dumps(_playback.status())


def play_replay_frame() -> bytes:
    """Return the open replay's frame as the shown seat sees it (the recording seat's unless another was chosen).

    Guarded like every binding, but a frame answers with a frame: a replay that cannot be
    drawn answers the reason, drawn in words.
    """
    from pycore.prims import Stage

    if _playback is None:
        return b""
    stage = Stage(*_playback.instance.spec.frame_stage)
    try:
        _playback.draw(stage)
        return stage.export(_pictures_sent)
    except Exception as e:  # the page draws the words; nothing crosses the bridge
        draw_words(stage, f"This replay cannot be drawn ({type(e).__name__}: {e})")
        return stage.export(_pictures_sent)


@_guarded
def play_replay_close() -> str:
    """Close the open replay."""
    global _playback
    _playback = None
    return _ok()
