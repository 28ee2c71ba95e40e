"""Mini golf's sounds: the putt by its power, walls, sand, water, the cup and the hole's applause."""

from __future__ import annotations

from pycore.look.sound import became, cue, last, pan, rose
from pycore.modes.golf.physics import TILE_SHIFT
from pycore.prims import Stage


def sounds(view: dict, seat: "int | None", stage: Stage) -> None:
    """Cue what happened on the course since the last frame drawn."""
    tiles = view.get("tiles") or []
    width = max((len(row) for row in tiles), default=1) << TILE_SHIFT
    note = view.get("note", "")
    for i, p in enumerate(view.get("players", ())):
        x, y = p.get("x", 0), p.get("y", 0)
        where = pan(x * stage.width // width, stage.width)
        if rose(stage, f"strokes{i}", p.get("strokes", 0)) and not note.endswith("penalty stroke."):
            cue(stage, "putt", 120 + min(100, view.get("power", 50)) * 135 // 100, pan=where)
        if became(stage, f"done{i}", bool(p.get("done"))) and p.get("done"):
            cue(stage, "cup", pan=where)
            cue(stage, "applause", max(60, 255 - 60 * max(0, p.get("strokes", 0) - 2)))   # fewer strokes, louder
        row, col = y >> TILE_SHIFT, x >> TILE_SHIFT
        ground = tiles[row][col] if 0 <= row < len(tiles) and 0 <= col < len(tiles[row]) else " "
        if became(stage, f"ground{i}", ground) and ground == "s":
            cue(stage, "sand", pan=where)
        # off a wall: the ball's way along an axis turned round between two frames
        ox, oy = last(stage, f"at{i}", (x, y))  # type: ignore[misc]
        way = ((x > ox) - (x < ox), (y > oy) - (y < oy))
        before = last(stage, f"way{i}", way)
        if isinstance(before, tuple) and any(w and b == -w for w, b in zip(way, before)):
            cue(stage, "wall", pan=where)
    if became(stage, "note", note) and "water" in note:
        cue(stage, "splash")
