"""Durak's sounds, from the table and its log: cards dealt and drawn from the talon, laid and beaten on the
table, taken, passed on, beaten off to the discard."""

from __future__ import annotations

from pycore.look.sound import cue, fresh_lines, rose
from pycore.prims import Stage


def sounds(view: dict, seat: "int | None", stage: Stage) -> None:
    """Cue what happened at the table since the last frame drawn."""
    drawn = rose(stage, "talon", -view.get("talon", 0))
    for k in range(min(drawn, 4)):
        cue(stage, "deal", 180, pitch=k * 40)
    for line in fresh_lines(stage, "log", view.get("log", ()))[-3:]:
        if line.startswith("Cards dealt"):
            cue(stage, "shuffle")
        elif " leads " in line or " adds " in line or " beats " in line:
            cue(stage, "slide")
        elif line.endswith(" takes"):
            cue(stage, "take")
        elif " passes " in line or " passes it on" in line or "passes the attack" in line:
            cue(stage, "pass_on")
        elif "to the discard" in line:
            cue(stage, "slide", 140, pitch=-200)
