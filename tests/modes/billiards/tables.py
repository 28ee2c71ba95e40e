"""Billiards tables set by hand: balls where a test puts them, the shot played to rest."""

from __future__ import annotations

from pycore.book.cards import Book
from pycore.kernel import fx
from pycore.kernel.schema import Table
from pycore.kernel.session import Seat
from pycore.modes.billiards.config import BilliardsConfig, parse
from pycore.modes.billiards.physics import ONE
from pycore.modes.billiards.rules import AIM, ROLL, BilliardsSession


def config(**fields) -> BilliardsConfig:
    """Return the config of a ``[[billiards]]`` table with these fields."""
    return parse(Table({"id": "test", **fields}, "test.toml", "billiards", 0), Book())


def table(balls: dict, game: str = "8-ball", groups=(0, 0), turn: int = 0, seats=("human", "human"),
          **fields) -> BilliardsSession:
    """Return a session after the break with only ``balls`` ({number: (x mm, y mm)}) on the bed, ``turn`` to aim."""
    s = BilliardsSession(config=config(game=game, **fields), seed=1, seats=[Seat.parse(x) for x in seats])
    for b in s.balls:
        if b.n in balls:
            b.x, b.y = balls[b.n][0] * ONE, balls[b.n][1] * ONE
            b.on = True
        else:
            b.on = False
    s.groups = list(groups)
    s.breaking = s.kitchen = False
    s.staked = True
    s.turn = turn
    s.phase = AIM
    s.called = s._nearest_pocket(8) if s.on_the_eight(turn) else -1
    return s


def aim(s: BilliardsSession, x: int, y: int) -> int:
    """Return the angle from the cue ball to (x, y) mm."""
    cue = s.balls[0]
    return fx.atan2(y * ONE - cue.y, x * ONE - cue.x)


def shoot(s: BilliardsSession, angle: int, power: int, spin: int = 0) -> list[dict]:
    """Strike for the seat on turn and roll to rest; return every event."""
    events = s.strike(s.turn, angle, power, spin)
    assert events[0]["kind"] == "strike", events
    while s.phase == ROLL:
        events += s.tick([0, 0])
    return events
