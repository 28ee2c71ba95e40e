"""Mini golf from behind the ball: the hole built from its tiles (heights as terrain, walls, water, sand,
slopes), the cup and flag, every ball, the aim line, and the camera behind the ball in play looking down
its aim, following it as it rolls (pycore/look/scene.py). The HUD is the board's own panel (the power
meter, the buttons) and its scorecard. Composed from the view alone.

A tile is 500 mm; a direction (cos, sin) of the kernel's angles runs along the scene's (x, z).
"""

from __future__ import annotations

import functools

from pycore.kernel import fx
from pycore.look import ui, motion as motions
from pycore.look import scene as scenes
from pycore.look import style
from pycore.modes.golf.physics import TILE_SHIFT
from pycore.prims import CENTER, LEFT, SANS, Picture, Stage, mix, rgb

from . import screen as board

TILE_MM = 500
LEVEL = 60                  # mm a height level raises a tile
BALL = 90                   # mm a ball's diameter (twice a real one, to read from behind it)


def _mm(v: int) -> int:
    """Return a 20.12 world coordinate (32 units a tile) in mm."""
    return v * TILE_MM >> TILE_SHIFT


def scene(view: dict, seat: "int | None", stage: Stage) -> None:
    """Compose the hole as ``seat`` sees it and draw the HUD over it."""
    m = motions.of(stage)
    sc = scenes.Scene(stage, rgb(130, 180, 226))
    tiles, heights = view["tiles"], view["heights"]
    cols, rows = len(tiles[0]), len(tiles)
    sc.node("tile", (cols * TILE_MM // 2, -40, rows * TILE_MM // 2), scale=(40960, 1024, 40960),
            color=rgb(40, 84, 46))
    sc.place(_ground(tuple(tiles), tuple(heights)))
    cx, cy = _mm(view["cup"][0]), _mm(view["cup"][1])
    top = _ground_at(view, view["cup"][0], view["cup"][1])
    sc.node("cup", (cx, top + 1, cy), scale=(2048, 1024, 2048))
    turn = view["turn"]
    facing = (-view["angle"] - 1024) % 4096 if turn >= 0 else 0      # the cloth turned to the camera
    sc.node("flag", (cx, top, cy), (0, facing, 0), (1400, 1400, 1400), board.FLAG)
    for s, p in enumerate(view["players"]):
        if p["done"] or not (p["teed"] or s == turn):
            continue
        y = _ground_at(view, p["x"], p["y"]) + BALL // 2
        sc.node("ball", (_mm(p["x"]), y, _mm(p["y"])), scale=(BALL * 1024 // 1000,) * 3,
                color=board.BALLS[s % len(board.BALLS)])
    if turn >= 0 and view["phase"] in ("aim", "power"):
        _aim(sc, view, view["players"][turn])
    _camera(sc, view, m)
    sc.close()
    _hud(stage, view, seat)


@functools.lru_cache(maxsize=4)
def _ground(tiles: tuple, heights: tuple) -> Picture:
    """Return the hole's tiles as a still part, composed once per hole."""
    def lay(sc: scenes.Scene) -> None:
        for row, line in enumerate(tiles):
            for col, char in enumerate(line):
                _tile(sc, char, _level(list(heights), row, col), col, row)
    return scenes.part(f"golf/ground/{scenes.digest(tiles, heights)}", lay)


def _level(heights: list, row: int, col: int) -> int:
    if not heights:
        return 0
    try:
        return int(heights[row][col])
    except (IndexError, ValueError):
        return 0


def _ground_at(view: dict, x: int, y: int) -> int:
    """Return the ground's height (mm) under world point (x, y)."""
    col, row = x >> TILE_SHIFT, y >> TILE_SHIFT
    tiles = view["tiles"]
    if not (0 <= row < len(tiles) and 0 <= col < len(tiles[0])):
        return 0
    return _level(view["heights"], row, col) * LEVEL


def _tile(sc: scenes.Scene, char: str, level: int, col: int, row: int) -> None:
    x, z = col * TILE_MM + TILE_MM // 2, row * TILE_MM + TILE_MM // 2
    if char == " ":
        return
    if char == "#":
        sc.node("box", (x, 0, z), scale=(TILE_MM * 1024 // 1000, 200, TILE_MM * 1024 // 1000),
                color=board.SURFACES["#"])
        return
    colour = board.SURFACES.get(char, board.SURFACES["."])
    if char in ".TO^v<>" and (col + row) & 1:
        colour = mix(colour, rgb(0, 0, 0), 1, 14)
    if level:
        colour = mix(colour, rgb(255, 255, 255), level, 14)
    y = level * LEVEL - (30 if char == "w" else 0)
    sc.node("tile", (x, y, z), scale=(TILE_MM * 1024 // 1000, 1024 + level * 600, TILE_MM * 1024 // 1000),
            color=colour)
    if char in "^v<>":                               # a slope: an arrow downhill
        turn = {">": 0, "v": 1024, "<": 2048, "^": 3072}[char]
        sc.node("box", (x, y, z), (0, -turn % 4096, 0), (260, 12, 60), mix(board.ARROW, rgb(255, 255, 255), 1, 4))
    if char == "T":
        sc.node("box", (x, y, z), scale=(120, 10, 60), color=style.PAPER)


def _aim(sc: scenes.Scene, view: dict, p: dict) -> None:
    """Dots along the aim, reaching further with the power."""
    bx, bz = _mm(p["x"]), _mm(p["y"])
    y = _ground_at(view, p["x"], p["y"]) + 20
    reach = 700 + (view["power"] * 25 if view["phase"] == "power" else 0)
    ux, uz = fx.cos(view["angle"]), fx.sin(view["angle"])
    for k in range(1, 9):
        d = reach * k // 8
        sc.node("ball", (bx + (ux * d >> fx.FRAC_BITS), y, bz + (uz * d >> fx.FRAC_BITS)), scale=(36, 36, 36),
                color=style.PAPER)


def _camera(sc: scenes.Scene, view: dict, m: motions.Motion) -> None:
    turn = view["turn"]
    if turn < 0:                                         # the scorecard: the whole hole from above its middle
        tiles = view["tiles"]
        w, h = len(tiles[0]) * TILE_MM, len(tiles) * TILE_MM
        sc.camera((w // 2, max(w, h) * 9 // 10, h + 1800), (w // 2, 0, h // 2), 45, frames=60)
        return
    p = view["players"][turn]
    bx, bz = _mm(p["x"]), _mm(p["y"])
    was = m.where(("golf", "aim"))                       # the aim swings round the ball the short way
    target = view["angle"] if was is None else was[0] + fx.angle_diff(view["angle"], was[0])
    angle = m.tween(("golf", "aim"), (target,), 12, motions.out_cubic)[0]
    ux, uz = fx.cos(angle), fx.sin(angle)
    back, up, ahead = (2000, 1300, 1600) if view["phase"] != "roll" else (2400, 1700, 900)
    eye = (bx - (ux * back >> fx.FRAC_BITS), up, bz - (uz * back >> fx.FRAC_BITS))
    look = (bx + (ux * ahead >> fx.FRAC_BITS), 0, bz + (uz * ahead >> fx.FRAC_BITS))
    sc.camera(eye, look, 50, frames=16, follow=True)


def _hud(stage: Stage, view: dict, seat: "int | None") -> None:
    """The board's own panel (its buttons and hotspots), the note and the scorecard, where the board draws them."""
    board.panel(stage, view, seat)
    if view["note"]:
        stage.text(stage.width // 2 - 120, stage.height - 70, view["note"], style.INK, style.LABEL, CENTER, SANS, True,
                   rgb(0, 0, 0, 180), 3)
    if view["phase"] in ("break", "over"):
        board.scorecard(stage, view)
    mine = seat is not None and view["turn"] == seat and not view["players"][seat]["ai"]
    if mine and view["phase"] in ("aim", "power"):
        ui.hints(stage, [("Left/Right", "aim"), ("Square", "fine"), ("Cross", "swing, strike"), ("Circle", "back")],
                 y=board.HINT_Y + 4, x=board.FIELD_X + board.FIELD_W // 2)
