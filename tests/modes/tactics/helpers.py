"""Small cloisters for the tactics tests: a mission from a few strings and a referee ready to play it."""

from __future__ import annotations

from pycore.modes.tactics import ai
from pycore.modes.tactics.config import UNIT_FORMS, Mission, TacticsConfig
from pycore.modes.tactics.referee import Referee

BLANK = ["........"] * 10
FLAT = ["00000000"] * 10


def mission(units, tiles=None, heights=None, objective="survive", rounds=5, goal=(-1, -1), share=40,
            ident="m") -> Mission:
    """Return a mission from unit rows (M monk, m/s/h the Blight), tile rows and height rows."""
    tiles = tiles or BLANK
    heights = heights or FLAT
    monks = tuple((x, y) for y in range(10) for x in range(8) if units[y][x] == "M")
    blight = tuple((UNIT_FORMS[units[y][x]], x, y) for y in range(10) for x in range(8) if units[y][x] in UNIT_FORMS)
    return Mission(id=ident, name=f"Mission {ident}", objective=objective, rounds=rounds, tiles=tuple(tiles),
                   heights=tuple(heights), monks=monks, blight=blight, goal=goal, share=share)


def rows(**spots) -> list[str]:
    """Return 10 rows of 8 with letters at the given spots: rows(M=[(1, 2)], s=[(3, 4)])."""
    grid = [["."] * 8 for _ in range(10)]
    for letter, where in spots.items():
        for x, y in where:
            grid[y][x] = letter
    return ["".join(r) for r in grid]


def referee(*missions: Mission, seats=1, tiers=None, blight="regular", seed=1, start=True) -> Referee:
    """Return a referee for a campaign of ``missions``, its first mission started."""
    config = TacticsConfig(seats=seats, blight=blight, missions=tuple(missions))
    ref = Referee(config, seed, tiers if tiers is not None else [""] * seats, ai.decide_unit)
    if start:
        ref.start_mission(0, 0)
    return ref


def activate(ref: Referee, unit: int, ap: int = 2) -> None:
    """Make ``unit`` the active one with ``ap`` AP (tests skip the queue's order this way)."""
    ref.turn = ref.queue.index(unit)
    ref.units[unit].ap = ap
    ref.undo_stack, ref.committed, ref.moved = [], False, False


def state(ref: Referee) -> int:
    """Return the digest of the referee's whole state."""
    from pycore.kernel.digest import Digest

    d = Digest()
    ref.write_state(d)
    return d.digest()
