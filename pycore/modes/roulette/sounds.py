"""Roulette's sounds: chips put down, the wheel turning and the ball rolling round the rim and slowing,
the ball dropping into its pocket, winnings pushed out."""

from __future__ import annotations

from pycore.look.sound import became, cue, loop, rose
from pycore.prims import Stage


def sounds(view: dict, seat: "int | None", stage: Stage) -> None:
    """Cue what happened at the wheel since the last frame drawn."""
    for i, s in enumerate(view.get("seats", ())):
        staked = sum(amount for _, amount in s.get("bets", ()))
        if rose(stage, f"staked{i}", staked):
            cue(stage, "chip", 200 if i == seat else 120, pitch=min(600, staked * 20))
        if rose(stage, f"paid{i}", s.get("paid", 0)):
            cue(stage, "pot_win", 230 if i == seat else 140)
    if view.get("phase") == "spinning":
        frames = max(1, view.get("spin_frames", 1))
        left = max(0, frames - view.get("spin_age", 0))
        loop(stage, "wheel", "wheel", 140)
        if left:
            loop(stage, "roll", "ball", 60 + 180 * left // frames, pitch=600 * left // frames - 300)
    if became(stage, "spinning", view.get("phase") == "spinning") and view.get("phase") != "spinning":
        cue(stage, "drop")                       # the wheel stopped: the ball is in its pocket
