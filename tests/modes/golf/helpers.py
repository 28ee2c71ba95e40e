"""Small courses for the golf tests, read through the real ``[[golf]]`` parser."""

from __future__ import annotations

from pycore.kernel import fx
from pycore.kernel.schema import Table
from pycore.kernel.session import Seat
from pycore.book.cards import Book
from pycore.modes.golf.config import GolfConfig, parse
from pycore.modes.golf.physics import TILE, ROLL_FRAMES, Course, Roll, launch, roll_on
from pycore.modes.golf.rules import GolfSession


def course(*holes: dict, seats: int = 2) -> GolfConfig:
    """Return the config of ``[[golf]]`` with these hole tables."""
    return parse(Table({"id": "test", "seats": seats, "holes": list(holes)}, "test.toml", "golf", 0), Book())


def session(*holes: dict, seats=("human", "human"), seed: int = 1) -> GolfSession:
    """Return a session on these holes with seats given as specs."""
    cfg = course(*holes, seats=len(seats))
    return GolfSession(config=cfg, seed=seed, seats=[Seat.parse(s) for s in seats])


def at(col: int, row: int, dx: int = 0, dy: int = 0) -> tuple[int, int]:
    """Return a point in a tile (its centre, shifted by whole world units)."""
    return col * TILE + TILE // 2 + fx.fx(dx), row * TILE + TILE // 2 + fx.fx(dy)


def simulate(course: Course, x: int, y: int, angle: int, power: int) -> tuple[int, int, int]:
    """Play a strike from (x, y) out to its end; return (outcome, x, y) as the real roll ends."""
    ball = Roll(x, y, *launch(angle, power))
    outcome = roll_on(course, ball, ROLL_FRAMES)
    return outcome, ball.x, ball.y


def play_out(s: GolfSession, limit: int = 5000) -> list[dict]:
    """Tick a session with released pads until no ball rolls; return the events."""
    events = []
    for _ in range(limit):
        events += s.tick([])
        if s.phase != "roll":
            return events
    raise AssertionError("the ball never came to rest")


# a long straight green: tee at column 2, cup at column 17
STRAIGHT = {"par": 3, "tiles": [
    "####################",
    "#..................#",
    "#.T..............O.#",
    "#..................#",
    "####################",
]}
