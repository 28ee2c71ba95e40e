"""Grid Duel's sounds: the hands dealt, a card laid on its cell, each captured card turning over (a chain
sounds larger), and a drawn game."""

from __future__ import annotations

from pycore.look.sound import became, cue, last, pan
from pycore.prims import Stage


def sounds(view: dict, seat: "int | None", stage: Stage) -> None:
    """Cue what happened on the grid since the last frame drawn."""
    grid = view.get("grid") or []
    side = next((k for k in range(1, 9) if k * k >= len(grid)), 3)     # the grid is square
    owners = tuple(c.get("owner") if c else None for c in grid)
    before = last(stage, "owners", owners)
    if isinstance(before, tuple) and before is not owners and len(before) == len(owners):
        flipped = 0
        for i, (was, now) in enumerate(zip(before, owners)):
            where = pan(((i % side) * 2 + 1) * stage.width // (2 * side), stage.width)
            if was is None and now is not None:
                cue(stage, "place", pan=where)
            elif was is not None and now is not None and was != now and flipped < 4:
                cue(stage, "capture", 220, pitch=flipped * 120, pan=where)
                flipped += 1
    if became(stage, "chain", bool(view.get("chain"))) and view.get("chain"):
        cue(stage, "chain")
    hands = sum(1 for s in view.get("seats", ()) for c in s.get("hand", ()) if not c.get("played"))
    held = last(stage, "hands", hands)
    if isinstance(held, int) and hands > held:
        for k in range(min(hands - held, 5)):
            cue(stage, "deal", 180, pitch=k * 40)
    if became(stage, "over", view.get("phase")) and view.get("phase") == "over" and view.get("winner", -1) < 0:
        cue(stage, "draw")
