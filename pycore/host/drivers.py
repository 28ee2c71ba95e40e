"""The drivers the arcade runs a session through: the interface, the local driver and the online hooks.

The arcade owns every game, alone or online, through a :class:`Driver`: it feeds the local
player's pad words and clicks, draws the player's seat, and once the driver says the game
is over shows the results card and settles the player's seat into the profile. The local
driver ticks the session here (and plays the rounds it cues); ``pycore.net`` brings a
lockstep driver and a hosted driver (host side and guest side) behind the same interface,
and a :class:`Room` (the lobby and the bytes) the arcade holds while one is open.
"""

from __future__ import annotations

from typing import Any, Protocol, Sequence

from pycore.host.replay import Recording, ViewRecording
from pycore.host.rounds import RoundDriver, model_of
from pycore.kernel.plain import float_at
from pycore.kernel.session import Action, Event, Results, Seat, Session
from pycore.packs import Instance, Pack
from pycore.prims import Stage, rgb, wrap

LOCAL = "local"


class Driver(Protocol):
    """What runs the arcade's game: the session here, a lockstep peer, or either side of a hosted game."""

    @property
    def model(self) -> str:
        """Return "local", "lockstep" or "hosted"."""

    @property
    def seat(self) -> "int | None":
        """Return the seat this player plays (None: an AI-only table)."""

    @property
    def seats(self) -> Sequence[Seat]:
        """Return every seat, for the results card."""

    @property
    def purse_staked(self) -> bool:
        """True when the players' purses were handed to the game, so its stakes and settles are theirs."""

    def tick(self, words: Sequence[int], actions: Sequence[Action]) -> list[Event]:
        """Play one local frame with the local seats' pad words and the player's clicks; return its events."""

    def view(self, seat: int) -> "dict | None":
        """Return what ``seat`` sees now (None before anything is known)."""

    def draw(self, stage: Stage, seat: int) -> None:
        """Draw ``seat``'s frame of the game."""

    def is_over(self) -> bool:
        """True once the game has ended and its results (or the reason there are none) are known."""

    def results(self) -> "Results | None":
        """Return the results this player may settle from, or None (nothing to settle)."""

    def note(self) -> str:
        """Return what the results card says about settling ('' when the results settle as they are)."""

    def message(self) -> str:
        """Return the sentence shown over the game ('' while all is well)."""

    def state(self) -> dict:
        """Return the frame, state hash (hex), the cued round playing and the player's seat in it, as plain data."""

    def leave(self) -> None:
        """Leave the game (online: say goodbye; the others' AI takes the seat)."""

    def replay(self) -> "Recording | ViewRecording | None":
        """Return the game's replay so far: the whole game where it runs here (or once a hosted guest's reveal
        proved it), else what this seat was sent; None when nothing was recorded."""


class Room(Protocol):
    """An open online room as the arcade holds it: the lobby, then the driver of the game it started."""

    @property
    def instance(self) -> "Instance | None":
        """Return the instance the room plays (None until a guest hears the host's start)."""

    @property
    def closed(self) -> bool:
        """True once left: only its goodbyes are still to send."""

    def driver(self) -> "Driver | None":
        """Return the game's driver once the game has started (each call the same one), else None."""

    def status(self) -> dict:
        """Return the lobby or the game's status as plain data."""

    def leave(self) -> None:
        """Leave the room; the goodbyes wait in its outgoing messages."""

    def ready(self, flag: bool) -> None:
        """Say this guest is (not) ready; raise ValueError at the host, who starts the game instead."""


class LocalDriver:
    """The session on this machine: every seat's pad comes from here, rounds it cues are played here."""

    model = LOCAL
    purse_staked = True              # the arcade hands the player's purse to every game entered here

    def __init__(self, pack: Pack, instance: Instance, session: Session,
                 recording: "Recording | None" = None) -> None:
        self.instance = instance
        self.session = session
        self.recording = recording   # every frame's pads and clicks, with checkpoints (a replay file)
        self.rounds = RoundDriver(pack, session)
        self.seats = session.seats
        humans = [i for i, s in enumerate(session.seats) if not s.is_ai]
        self.seat: "int | None" = humans[0] if humans else None

    def tick(self, words: Sequence[int], actions: Sequence[Action]) -> list[Event]:
        """Give the local words to the human seats in order, the clicks to the player's seat, and tick."""
        local = iter(words)
        pads = [0 if s.is_ai else next(local, 0) for s in self.session.seats]
        clicks = {self.seat: list(actions)} if actions and self.seat is not None else None
        over = self.session.is_finished()
        events = self.rounds.tick(pads, clicks)
        if self.recording is not None and not over:  # the frames after the end change nothing
            self.recording.record(pads, clicks, self.rounds)
        return events

    def view(self, seat: int) -> "dict | None":
        """Return the session's (or the cued round's) view for ``seat``."""
        return self.rounds.view(seat)

    def draw(self, stage: Stage, seat: int) -> None:
        """Draw the session's screen, or the cued round's while one plays."""
        self.rounds.draw(stage, seat, self.instance.spec)

    def is_over(self) -> bool:
        """True once the session is finished."""
        return self.session.is_finished()

    def results(self) -> "Results | None":
        """Return the session's results."""
        return self.session.results()

    def note(self) -> str:
        """Return '' (a local game's results settle as they are)."""
        return ""

    def message(self) -> str:
        """Return '' (nothing goes wrong between seats at one machine)."""
        return ""

    def replay(self) -> "Recording | None":
        """Return the replay of the game so far (None when it is not recorded)."""
        return self.recording.sealed(self.rounds) if self.recording is not None else None

    def state(self) -> dict:
        """Return the session's frame, state hash, the round playing and the player's seat in it."""
        cue = self.rounds.cue
        return {"frame": self.session.frame, "hash": f"{self.session.state_hash():016x}",
                "round": cue.instance if cue else None,
                "round_seat": self.rounds.round_seat(self.seat) if self.seat is not None else None}

    def leave(self) -> None:
        """Leave: nothing to tell anyone."""


def table_view(rounds: RoundDriver, seat: int) -> dict:
    """Return what a hosted game sends ``seat``: whose screen draws it, as which seat, and the view.

    The instance is '' for the game's own screen. While a cued round plays, a seat in it gets
    the round's view under the round's instance; a seat sitting the round out gets the
    session's own view (never another seat's hand).
    """
    inner = rounds.round_seat(seat)
    if rounds.round is None or rounds.cue is None or inner is None:
        return {"instance": "", "seat": seat, "view": rounds.session.view(seat)}
    return {"instance": rounds.cue.instance, "seat": inner, "view": rounds.round.view(inner)}


def draw_table_view(stage: Stage, pack: Pack, own: Instance, table: Any, seat_count: int,
                    came: str = "over the wire") -> None:
    """Draw a table view a host sent (``own``'s screen, or a round's), or say in words why it cannot be drawn.

    It came from another machine or a file (``came`` says which, for the words), so every
    field is checked before a screen sees it (a float is refused: views hold none), and a
    screen that fails on it, or runs away past the stage's prim budget, is said, not raised.
    """
    try:
        reason = _table_view_fault(pack, own, table, seat_count)
        if reason is None:
            inst = pack.instance(table["instance"]) if table["instance"] else own
            inst.spec.draw(table["view"], table["seat"], stage)
    except (KeyError, IndexError, TypeError, ValueError, AttributeError, OverflowError) as e:
        reason = f"The host's view cannot be drawn ({type(e).__name__}, {came})."
    if reason:
        draw_words(stage, reason)


def draw_words(stage: Stage, reason: str) -> None:
    """Draw ``reason`` alone on ``stage``, over nothing: what was drawn before it is forgotten."""
    stage.clear()
    stage.rect(0, 0, stage.width, stage.height, rgb(16, 24, 40))
    for k, line in enumerate(wrap(reason, stage.width - 64, 22, lines=6)):
        stage.text(32, 32 + 30 * k, line, rgb(230, 230, 240), 22)


def _table_view_fault(pack: Pack, own: Instance, table: Any, seat_count: int) -> "str | None":
    """Return why ``table`` is not a view some screen of this game can draw, or None."""
    if table is None:
        return "Waiting for the host's first view."
    if not isinstance(table, dict) or not isinstance(table.get("view"), dict):
        return "The host's view is not a table."
    name, seat = table.get("instance"), table.get("seat")
    if not isinstance(name, str) or type(seat) is not int or not 0 <= seat < max(1, seat_count):
        return "The host's view names no screen or seat of this game."
    if name:
        try:
            pack.instance(name)
        except KeyError:
            return f"The host's view names {name!r}, which this pack lacks."
    at = float_at(table["view"])
    if at is not None:
        return f"The host's view holds a fraction (at {'.'.join(map(str, at))[:30]})."
    return None


__all__ = ["Driver", "LOCAL", "LocalDriver", "Room", "draw_table_view", "draw_words", "model_of", "table_view"]
