"""Small hand-made prop hunt arenas and helpers that drive a session to a phase."""

from __future__ import annotations

from dataclasses import replace

from pycore.kernel.fx import fx
from pycore.kernel.session import Seat, refusal
from pycore.modes.prop_hunt.config import Blocker, PropHuntConfig, PropKind
from pycore.modes.prop_hunt.rules import HIDE, HUNT, PropHuntSession

CHAIR, LAMP = 0, 1

# A 200 x 100 room: a wall hangs from the top middle; two chairs and a lamp stand about.
ROOM = PropHuntConfig(
    width=200, height=100,
    blockers=(Blocker(90, 0, 20, 40),),
    props=(PropKind("chair", "Chair", 5, 0xB5835AFF, ((40, 60), (150, 60)), shape="chair"),
           PropKind("lamp", "Lamp", 4, 0xC9A227FF, ((100, 80),), shape="lamp")),
    hunter_spawn=(10, 10), hider_spawn=(60, 20),
    seats=3, choose_seconds=2, hide_seconds=2, hunt_seconds=10,
    hunter_health=100, miss_penalty=40, inspect_cooldown=30, reach=8,
    taunt_points=3, taunt_cooldown=120, find_points=10, win_bonus=7, survive_bonus=5,
)


def humans(n: int) -> list[Seat]:
    return [Seat.human() for _ in range(n)]


def open_game(n: int = 3, seed: int = 1, seats: "list[Seat] | None" = None, **changes) -> PropHuntSession:
    """Open a game of ``n`` human seats in ROOM (with ``changes`` to the config)."""
    return PropHuntSession(config=replace(ROOM, **changes), seed=seed, seats=seats or humans(n))


def to_phase(s: PropHuntSession, phase: str, props: "dict[int, int] | None" = None) -> None:
    """Have every hider choose (``props`` by seat, else the chair) and tick to ``phase``."""
    for seat in s.seats_of("hider"):
        if s.prop[seat] < 0:
            assert refusal(s.choose(seat, (props or {}).get(seat, CHAIR))) is None
    assert s.phase == HIDE
    while s.phase != phase:
        s.tick([])


def to_hunt(s: PropHuntSession, props: "dict[int, int] | None" = None) -> None:
    to_phase(s, HUNT, props)


def put(s: PropHuntSession, seat: int, x: int, y: int) -> None:
    """Stand ``seat`` at (x, y) in whole arena units (a test's shortcut past walking)."""
    s.x[seat], s.y[seat] = fx(x), fx(y)
