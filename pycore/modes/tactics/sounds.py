"""The cloister's sounds, from the floor and its log: a monk's or a form's steps, shots, hits and misses,
overwatch firing, the garden growing between rounds."""

from __future__ import annotations

from pycore.look.sound import cue, fresh_lines, pan, rose
from pycore.prims import Stage


def sounds(view: dict, seat: "int | None", stage: Stage) -> None:
    """Cue what happened in the cloister since the last frame drawn."""
    cols = max(1, view.get("cols", 1))
    units = view.get("units", ())
    where = {u["name"]: pan((u["x"] * 2 + 1) * stage.width // (2 * cols), stage.width) for u in units}
    for u in units:
        was_watching = rose(stage, f"watch{u['id']}", -u.get("overwatch", -1)) > 0
        if was_watching and u.get("overwatch", -1) < 0 and u.get("alive"):
            cue(stage, "overwatch", pan=where.get(u["name"], 0))      # its cone was spent on a mover
    for line in fresh_lines(stage, "log", view.get("log", ()))[-4:]:
        who = line.split(" moves to ", 1)[0].split(" hits ", 1)[0].split(" misses ", 1)[0]
        at = where.get(who, 0)
        if " moves to " in line:
            cue(stage, "step", pan=at)
        elif " hits " in line:
            cue(stage, "fire", pan=at)
            cue(stage, "hit", 255 if "(crit)" in line else 200, pan=at)
        elif " misses " in line:
            cue(stage, "fire", pan=at)
            cue(stage, "miss", 160, pan=at)
        elif " sows " in line or " floods " in line or " alight" in line or " burns " in line:
            cue(stage, "growth", 150, pan=at)
    if rose(stage, "round", view.get("round", 0)):
        cue(stage, "growth")                  # the garden phase between rounds
