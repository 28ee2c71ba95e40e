"""The kitchen table's sounds, from the table's zones and its log: a card drawn, a card played, a permanent
tapped or untapped, a library shuffled, the phantom's answer."""

from __future__ import annotations

from pycore.look.sound import cue, fresh_lines, rose
from pycore.prims import Stage


def _size(zone: object) -> int:
    """Return how many cards a zone holds, whether the viewer sees its cards (a list) or only their count."""
    if isinstance(zone, dict):
        return int(zone.get("count", 0))
    return len(zone) if isinstance(zone, list) else 0


def sounds(view: dict, seat: "int | None", stage: Stage) -> None:
    """Cue what happened at the kitchen table since the last frame drawn."""
    table = view.get("table") or {}
    zones = table.get("zones") or {}
    cards = table.get("cards") or {}
    for who, mine in zones.items():
        if who == "shared" or not isinstance(mine, dict):
            continue
        drawn = rose(stage, f"hand{who}", _size(mine.get("hand")))
        if drawn and rose(stage, f"library{who}", -_size(mine.get("library"))):
            for k in range(min(drawn, 3)):
                cue(stage, "draw", 200, pitch=k * 70)
        else:
            rose(stage, f"library{who}", -_size(mine.get("library")))
        if rose(stage, f"battlefield{who}", _size(mine.get("battlefield"))):
            cue(stage, "play")
    if rose(stage, "stack", _size((zones.get("shared") or {}).get("stack"))):
        cue(stage, "play", 180)
    tapped = sum(1 for c in cards.values() if isinstance(c, dict) and c.get("tapped"))
    turned = rose(stage, "tapped", tapped) + rose(stage, "untapped", -tapped)
    if turned:
        cue(stage, "tap")
    for line in fresh_lines(stage, "log", view.get("log", ()))[-3:]:
        if line.startswith("The phantom"):
            cue(stage, "phantom")
        elif "shuffle" in line:
            cue(stage, "shuffle")
