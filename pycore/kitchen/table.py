"""The host of a kitchen table: the log with a photo every 50 events, undo, redo, restart, replay, encounters and the summary.

The host resolves each intent into an event, applies it, and keeps the log; a screen or a
hosted driver sits on ``intent``/``undo``/``redo`` and sends each viewer ``view`` or
``patch``. Undo travels as a restore event carrying the whole game before the undone
event, so a guest that missed nothing, or joins late, follows it like any other event.
"""

from __future__ import annotations

from typing import Any

from pycore.kernel.rng import Xoshiro256ss
from pycore.kernel.session import refused

from . import catalogue, decks
from .game import Refusal, copy, fingerprint, new_game
from .resolve import resolve
from .rules import apply, model_problem
from .view import patch, view

PHOTO_EVERY = 50
MODES = ("solitaire", "local", "online")
_SALT = 0x6B69746368656E        # "kitchen": the host's stream differs from the deal's


class Table:
    """One game at the kitchen table as its host keeps it."""

    def __init__(self, config: dict, data: dict, mode: str = "local") -> None:
        if mode not in MODES:
            raise ValueError(f"unknown table mode {mode!r}: expected one of {', '.join(MODES)}")
        self.config, self.data, self.mode = config, data, mode
        self.game = new_game(config, data)
        self.game["options"]["online"] = mode == "online"
        self.rng = Xoshiro256ss((config.get("seed", 1) ^ _SALT) & ((1 << 64) - 1))
        self.start = copy(self.game)
        self.log: list = []                 # every event, in order
        self.photos: dict = {0: copy(self.game)}   # log length -> the game then
        self.undoable: list = []            # [log index, intent, actor, game before] of each undoable action
        self.redoable: list = []            # [actor, intent] undone in this timeline, latest last

    # --- acting --------------------------------------------------------------------------

    def _commit(self, event: dict, game: dict) -> None:
        self.log.append(event)
        self.game = game
        if len(self.log) % PHOTO_EVERY == 0:
            self.photos[len(self.log)] = copy(game)

    def intent(self, seat: int, intent: Any) -> list:
        """Resolve and apply ``seat``'s intent; return [event], or [refused(seat, reason)] changing nothing."""
        before = self.game
        try:
            event = resolve(before, seat, intent, self.rng)
            after = apply(before, event)
        except Refusal as e:
            return [refused(seat, str(e))]
        self._commit(event, after)
        if event["kind"] != "chat":
            self.undoable.append([len(self.log) - 1, intent, seat, before])
            self.redoable = []
        return [event]

    def receive(self, event: Any) -> list:
        """Apply an event made elsewhere (a guest following the host); return [event] or [refused]."""
        try:
            after = apply(self.game, event)
        except Refusal as e:
            return [refused(event.get("by", -1) if isinstance(event, dict) and isinstance(event.get("by"), int) else -1, str(e))]
        self._commit(event, after)
        return [event]

    def can_undo(self, seat: int) -> "str | None":
        """Return why ``seat`` may not undo now, or None (online: only your own last action, nobody acted since)."""
        if not self.undoable:
            return "There is nothing to undo."
        if self.mode == "online" and self.undoable[-1][2] != seat:
            return "Online, you undo only your own last action, and only if nobody acted since."
        return None

    def _restore(self, seat: int, game: dict, reason: str) -> list:
        event = {"kind": "restore", "seq": self.game["seq"] + 1, "by": seat, "game": copy(game), "reason": reason}
        try:
            after = apply(self.game, event)
        except Refusal as e:
            return [refused(seat, str(e))]
        self._commit(event, after)
        return [event]

    def undo(self, seat: int, steps: int = 1) -> list:
        """Undo ``steps`` actions with one restore event; return [event] or [refused]."""
        why = self.can_undo(seat)
        if why is None and self.mode == "online" and steps != 1:
            why = "Online, you undo one action at a time."
        if why is None and not 1 <= steps <= len(self.undoable):
            why = f"There are only {len(self.undoable)} actions to undo."
        if why:
            return [refused(seat, why)]
        undone = self.undoable[-steps:]
        before = copy(undone[0][3])
        before["seq"] = self.game["seq"]         # the sequence runs on: a restore is an event like any other
        out = self._restore(seat, before, "undo")
        if out[0]["kind"] == "restore":
            del self.undoable[-steps:]
            self.redoable += [[actor, intent] for _, intent, actor, _ in reversed(undone)]
        return out

    def undo_to(self, seat: int, line: int) -> list:
        """Undo every action from log line ``line`` on (solitaire and local tables)."""
        if self.mode == "online":
            return [refused(seat, "Online, you undo only your own last action.")]
        steps = sum(1 for entry in self.undoable if entry[0] >= line)
        return self.undo(seat, steps) if steps else [refused(seat, "Nothing after that line can be undone.")]

    def redo(self, seat: int) -> list:
        """Re-resolve the last undone intent (solitaire): a redone shuffle gives a new order."""
        if self.mode != "solitaire":
            return [refused(seat, "Redo is for a solitaire table.")]
        if not self.redoable:
            return [refused(seat, "There is nothing to redo.")]
        actor, intent = self.redoable[-1]
        keep = self.redoable[:-1]
        out = self.intent(actor, intent)
        if out[0]["kind"] != "refused":
            self.redoable = keep
        return out

    def restart(self, seat: int) -> list:
        """Deal again from the same decks with a new seed; clears the undo and redo stacks."""
        config = dict(self.config)
        config["seed"] = self.rng.next_u64()
        fresh = new_game(config, self.data)
        fresh["options"]["online"] = self.mode == "online"
        fresh["seq"] = self.game["seq"]
        out = self._restore(seat, fresh, "restart")
        if out[0]["kind"] == "restore":
            self.undoable, self.redoable = [], []
        return out

    def command(self, seat: Any, intent: Any) -> list:
        """Run one line from a player: an intent, or the host's undo / undo_to / redo / restart."""
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(self.game["players"]):
            return [refused(-1, f"There is no seat {seat!r} at this table.")]
        kind = intent.get("kind") if isinstance(intent, dict) else None
        if kind == "undo":
            steps = intent.get("steps", 1)
            return self.undo(seat, steps) if isinstance(steps, int) and not isinstance(steps, bool) \
                else [refused(seat, "Undo a whole number of steps.")]
        if kind == "undo_to":
            line = intent.get("line")
            return self.undo_to(seat, line) if isinstance(line, int) and not isinstance(line, bool) \
                else [refused(seat, "Undo to a line number of the log.")]
        if kind == "redo":
            return self.redo(seat)
        if kind == "restart":
            return self.restart(seat)
        return self.intent(seat, intent)

    # --- reading -------------------------------------------------------------------------

    def at(self, n: int) -> dict:
        """Return the game after the first ``n`` events, rebuilt from the nearest photo (fewer than 50 applications)."""
        if not 0 <= n <= len(self.log):
            raise ValueError(f"the log has {len(self.log)} events, not {n}")
        base = n - n % PHOTO_EVERY
        game = self.photos[base]
        for event in self.log[base:n]:
            game = apply(game, event)
        return game

    def view(self, viewer: Any) -> dict:
        """Return ``viewer``'s view of the game now."""
        return view(self.game, viewer)

    def fingerprint(self) -> str:
        """Return the game's fingerprint now."""
        return fingerprint(self.game)

    def save(self) -> dict:
        """Return the saved log: the catalogue version, the dealt game and every event since."""
        return {"catalogue": catalogue.VERSION, "start": copy(self.start), "events": copy(self.log)}

    def standing(self) -> list:
        """Return the events that still count after every undo and restart (what the game now stands on)."""
        return standing(self.start, self.log)

    def summary(self) -> dict:
        """Return the places the log tells (the last to fall ranks best; ties and teams share a place)."""
        return summary(self.game, self.log)


def read_log(saved: Any) -> tuple:
    """Return (start, events) of a saved log, each event read with the version it was written in; refuse a bad one."""
    if not isinstance(saved, dict) or sorted(saved) != ["catalogue", "events", "start"]:
        raise Refusal("A saved log holds catalogue, start and events.")
    problem = model_problem(saved["start"])
    if problem:
        raise Refusal(f"The log's first game is broken: {problem}")
    if not isinstance(saved["events"], list):
        raise Refusal("A saved log's events are a list.")
    return saved["start"], [catalogue.parse_event(e, saved["catalogue"]) for e in saved["events"]]


def replay(start: dict, events: list) -> list:
    """Return every moment of a game: ``start`` and the game after each event (raises Refusal at a bad one)."""
    moments = [start]
    for event in events:
        moments.append(apply(moments[-1], event))
    return moments


def standing(start: dict, events: list) -> list:
    """Return the events of a log that still count: not undone, not before a restart, chat left out.

    Read from the log alone (a guest or a replay can tell it too): an undo's restore carries the
    game before the undone events, so the events are struck back to the one whose game it is
    (the fingerprint leaves the sequence number out), at least one per undo.
    """
    kept: list = []                      # [event, fingerprint of the game after it]
    game = start
    for event in events:
        game = apply(game, event)
        if event["kind"] == "chat":
            continue
        if event["kind"] != "restore":
            kept.append([event, fingerprint(game)])
        elif event["reason"] == "restart":
            kept = []
        else:
            back = fingerprint(game)
            if kept:
                kept.pop()
            while kept and kept[-1][1] != back:
                kept.pop()
    return [event for event, _ in kept]


def follow(views: list) -> list:
    """Return the patches from each view in ``views`` to the next (what a viewer is sent)."""
    return [patch(a, b) for a, b in zip(views, views[1:])]


def summary(game: dict, log: list) -> dict:
    """Return {"places": [...per seat], "order": [...]} from a game and its log.

    A seat still in ranks first; among those out, the later they fell the better; seats that
    fell in the same event, and teams, share a place.
    """
    fell: dict = {}
    for event in log:
        if event["kind"] == "restore":
            fell = {}
            for p in event["game"]["players"]:
                if p["out"]:
                    fell[p["seat"]] = p["out_at"]
        elif event["kind"] in ("concede", "eliminate"):
            seat = event["by"] if event["kind"] == "concede" else event["seat"]
            fell.setdefault(seat, event["seq"])
    big = 1 << 62
    teams = [t["seats"] for t in game["teams"]]
    team_key = [max(big if s not in fell else fell[s] for s in t) for t in teams]
    ranked = sorted(team_key, reverse=True)
    places = [0] * len(game["players"])
    for t, seats in enumerate(teams):
        for s in seats:
            places[s] = ranked.index(team_key[t]) + 1
    return {"places": places, "winners": [p["seat"] for p in game["players"] if places[p["seat"]] == 1],
            "events": len(log)}


class Encounter:
    """A best-of-1, -3 or -5 encounter of two or more players: game results, the loser starts, checked sideboard swaps."""

    def __init__(self, config: dict, data: dict, best_of: int = 3) -> None:
        if best_of not in (1, 3, 5):
            raise ValueError(f"an encounter is best of 1, 3 or 5, not {best_of}")
        self.config, self.data, self.best_of = config, data, best_of
        self.decks = [decks.parse_decklist(p.get("deck", "")) for p in config["players"]]
        self.wins = [0] * len(self.decks)
        self.games: list = []
        self.next_first = config.get("first", 0)

    def needed(self) -> int:
        """Return how many game wins take the encounter."""
        return self.best_of // 2 + 1

    def winner(self) -> "int | None":
        """Return the seat that took the encounter, or None while it runs."""
        return next((s for s, w in enumerate(self.wins) if w >= self.needed()), None)

    def record(self, winners: list, losers: list) -> None:
        """Record a finished game: its winners gain a win; a loser starts the next game."""
        if self.winner() is not None:
            raise ValueError("the encounter is over")
        for s in winners:
            self.wins[s] += 1
        self.games.append({"winners": list(winners)})
        if losers:
            self.next_first = losers[0]

    def swap(self, swaps: list) -> None:
        """Apply sideboard swaps [{"seat", "out": [names], "in": [names]}], all checked before any card moves."""
        fmt = self.config.get("format", "free")
        trial = [{k: [list(r) for r in v] for k, v in d.items()} for d in self.decks]
        for sw in swaps:
            seat = sw.get("seat")
            if not isinstance(seat, int) or not 0 <= seat < len(trial):
                raise ValueError(f"no seat {seat!r} in this encounter")
            deck = trial[seat]
            for name in sw.get("out", []):
                _take(deck, "main", name, seat)
                _give(deck, "sideboard", name)
            for name in sw.get("in", []):
                _take(deck, "sideboard", name, seat)
                _give(deck, "main", name)
            blocking = decks.blockers(decks.check(deck, fmt, self.data))
            if blocking:
                raise ValueError(f"seat {seat + 1}'s swap leaves a deck that cannot be dealt: {' '.join(blocking)}")
        self.decks = trial

    def next_config(self, seed: int) -> dict:
        """Return the config of the next game: the decks as swapped, the loser of the last game first."""
        config = dict(self.config)
        config["players"] = [dict(p, deck=_decklist(d)) for p, d in zip(self.config["players"], self.decks)]
        config["seed"], config["first"] = seed, self.next_first
        return config


def _take(deck: dict, section: str, name: str, seat: int) -> None:
    for row in deck[section]:
        if row[1] == name and row[0] > 0:
            row[0] -= 1
            if row[0] == 0:
                deck[section].remove(row)
            return
    raise ValueError(f"seat {seat + 1} has no {name} in the {section} to swap")


def _give(deck: dict, section: str, name: str) -> None:
    for row in deck[section]:
        if row[1] == name:
            row[0] += 1
            return
    deck[section].append([1, name])


def _decklist(deck: dict) -> str:
    """Return decklist text that ``parse_decklist`` reads back as ``deck``."""
    lines = []
    for section in decks.SECTIONS:
        if deck[section]:
            lines.append(section.capitalize())
            lines += [f"{n} {name}" for n, name in deck[section]]
    return "\n".join(lines) + "\n"
