"""Prop hunt's sounds: a hunter's inspect, a hider found, a decoy's miss, a taunt, the round's end."""

from __future__ import annotations

from pycore.kernel.fx import fx
from pycore.look.sound import became, cue, pan, rose
from pycore.prims import Stage


def sounds(view: dict, seat: "int | None", stage: Stage) -> None:
    """Cue what happened in the house since the last frame drawn, panned by where in the room it was."""
    width = fx(max(1, view.get("width", 1)))
    for i, p in enumerate(view.get("players", ())):
        where = pan(p.get("x", 0) * stage.width // width, stage.width)
        if rose(stage, f"cooldown{i}", p.get("cooldown", 0)):
            cue(stage, "inspect", pan=where)
        if became(stage, f"out{i}", bool(p.get("out"))) and p.get("out") and p.get("role") == "hider":
            cue(stage, "found", pan=where)
        if rose(stage, f"hurt{i}", -p.get("health", 0)):
            cue(stage, "miss", pan=where)
        if rose(stage, f"taunt{i}", p.get("taunt_wait", 0)):
            cue(stage, "taunt", pan=where)
    if became(stage, "outcome", view.get("outcome", "")) and view.get("outcome"):
        cue(stage, "round_end")
