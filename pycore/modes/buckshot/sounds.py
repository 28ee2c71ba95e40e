"""Buckshot's sounds: shells loaded and the gun racked, a blank's click, a live shot, each item used."""

from __future__ import annotations

from pycore.look.sound import cue, rose
from pycore.prims import Stage


def sounds(view: dict, seat: "int | None", stage: Stage) -> None:
    """Cue what happened at the table since the last frame drawn."""
    live, blank = view.get("live", 0), view.get("blank", 0)
    loaded = rose(stage, "shells", live + blank)
    if loaded:
        for k in range(min(loaded, 4)):
            cue(stage, "shell", 200, pitch=k * 80)
        cue(stage, "rack")
    used = rose(stage, "used", -sum(len(h) for h in view.get("items", ())))
    fired_live = rose(stage, "spent_live", -live)
    fired_blank = rose(stage, "spent_blank", -blank)
    if used:
        cue(stage, "item")
    elif fired_live:
        cue(stage, "shot")
    elif fired_blank:
        cue(stage, "blank")
