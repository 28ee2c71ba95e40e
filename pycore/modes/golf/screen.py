"""Mini golf's screen: the hole from above, the balls, the aim, the power meter and the scorecard.

The hole is drawn from its tiles at the largest whole tile size (8 to 16 pixels) that fits
the field; a hole too big for that follows the ball in play with a camera. Everything is
integer: world positions come in 20.12 and map to pixels by a shift.
"""

from __future__ import annotations

import functools

from pycore.kernel import fx
from pycore.look import ui
from pycore.modes.golf.physics import TILE_SHIFT
from pycore.prims import CENTER, OLD_HEIGHT as HEIGHT, LEFT, RIGHT, OLD_WIDTH as WIDTH, Stage, mix, rgb, with_alpha

FIELD_X, FIELD_Y, FIELD_W, FIELD_H = 0, 14, 232, 212
PANEL_X = FIELD_X + FIELD_W
HINT_Y = FIELD_Y + FIELD_H
MIN_TILE, MAX_TILE = 8, 16
NAME_CHARS = 10                   # "Regular AI" whole: cut shorter, "Expert AI" read like a name, "Expert A"

VOID = rgb(26, 40, 34)
INK = rgb(238, 236, 226)
DIM = rgb(150, 160, 150)
BAR = rgb(16, 26, 22)
PANEL = rgb(30, 44, 38)
GOLD = rgb(236, 196, 84)
WHITE = rgb(255, 255, 255)
SHADE = rgb(0, 0, 0)
SURFACES = {
    ".": rgb(86, 172, 82), ",": rgb(50, 118, 54), "s": rgb(224, 202, 142), "w": rgb(50, 108, 190),
    "#": rgb(118, 94, 70), " ": VOID,
}
ARROW = rgb(60, 132, 60)
FLAG = rgb(230, 52, 52)
BALLS = (rgb(240, 80, 80), rgb(80, 150, 255), rgb(250, 214, 60), rgb(214, 110, 240))
HINT = "Left/Right aim  Square fine  Cross swing, strike  Circle back"
BUTTONS = (("<<", {"do": "aim", "by": -64}), ("<", {"do": "aim", "by": -8}),
           (">", {"do": "aim", "by": 8}), (">>", {"do": "aim", "by": 64}))


def screen(view: dict, seat: "int | None", stage: Stage) -> None:
    """Draw one frame of ``view`` for ``seat`` on the 320 x 240 stage."""
    stage.rect(0, 0, WIDTH, HEIGHT, VOID)
    tiles = view["tiles"]
    size = _tile_size(len(tiles[0]), len(tiles))
    ox, oy = _origin(view, size)
    _hole(stage, view, size, ox, oy)
    _balls(stage, view, size, ox, oy)
    _top_bar(stage, view)
    _panel(stage, view, seat)
    if view["note"]:
        stage.rect(FIELD_X, HINT_Y - 12, FIELD_W, 12, with_alpha(BAR, 200))
        stage.text(FIELD_X + FIELD_W // 2, HINT_Y - 10, view["note"], INK, 8, CENTER)
    if view["phase"] in ("break", "over"):
        _scorecard(stage, view)
    stage.rect(0, HINT_Y, WIDTH, HEIGHT - HINT_Y, BAR)
    stage.text(WIDTH // 2, HINT_Y + 3, HINT, DIM, 7, CENTER)


def _tile_size(cols: int, rows: int) -> int:
    return fx.clamp(min(FIELD_W // cols, FIELD_H // rows), MIN_TILE, MAX_TILE)


def _px(v: int, size: int) -> int:
    """Return a 20.12 world coordinate in pixels at ``size`` pixels a tile."""
    return (v * size) >> TILE_SHIFT


def _origin(view: dict, size: int) -> tuple[int, int]:
    """Return where the hole's corner lands: centred if it fits, else following the ball in play."""
    cols, rows = len(view["tiles"][0]), len(view["tiles"])
    focus = view["players"][view["turn"]] if view["turn"] >= 0 else None
    at_x, at_y = (focus["x"], focus["y"]) if focus else (view["cup"][0], view["cup"][1])
    return (_axis(cols * size, FIELD_W, _px(at_x, size)) + FIELD_X,
            _axis(rows * size, FIELD_H, _px(at_y, size)) + FIELD_Y)


def _axis(extent: int, room: int, focus: int) -> int:
    if extent <= room:
        return (room - extent) // 2
    return fx.clamp(room // 2 - focus, room - extent, 0)


def _hole(stage: Stage, view: dict, size: int, ox: int, oy: int) -> None:
    """Draw the tiles (surface, height shading, slope arrows), then the cup and its flag."""
    stage.paste(_ground(tuple(view["tiles"]), tuple(view["heights"]), size, ox, oy))
    cx, cy = ox + _px(view["cup"][0], size), oy + _px(view["cup"][1], size)
    r = max(2, size * 6 // 32)
    stage.ellipse(cx, cy, r, r, rgb(12, 16, 12))
    stage.line(cx, cy, cx, cy - size - 4, INK)
    stage.tri(cx, cy - size - 4, cx + 7, cy - size - 1, cx, cy - size + 2, FLAG)


@functools.lru_cache(maxsize=4)
def _ground(tiles: tuple[str, ...], heights: tuple[str, ...], size: int, ox: int, oy: int) -> Stage:
    """Return the hole's tiles drawn at (ox, oy), as a layer: a hole that fits stands still, so every frame pastes it."""
    stage = Stage()
    for row, line in enumerate(tiles):
        y = oy + row * size
        if y + size <= FIELD_Y or y >= HINT_Y:
            continue
        for col, char in enumerate(line):
            x = ox + col * size
            if char == " " or x + size <= FIELD_X or x >= PANEL_X:
                continue
            color = SURFACES.get(char, SURFACES["."])
            if char in ".TO^v<>" and (row + col) & 1:
                color = mix(color, SHADE, 1, 14)
            level = int(heights[row][col]) if heights else 0
            if level and char != "#":
                color = mix(color, WHITE, level, 14)
            stage.rect(x, y, size, size, color)
            if char == "#":
                stage.rect(x, y, size, 2, mix(color, WHITE, 1, 3))
            elif char == "w":
                stage.line(x + 2, y + size // 2, x + size - 3, y + size // 2, mix(color, WHITE, 1, 3))
            elif char in "^v<>":
                _arrow(stage, char, x, y, size, mix(ARROW, WHITE, level, 14))
            elif char == "T":
                stage.rect(x + size // 2 - 2, y + size // 2 - 1, 4, 2, mix(color, WHITE, 1, 2))
    return stage


def _arrow(stage: Stage, char: str, x: int, y: int, size: int, color: int) -> None:
    """Draw a downhill arrow head across a slope tile."""
    m, q, c = size // 4, size // 2, size * 3 // 4
    if char == ">":
        stage.tri(x + m, y + m, x + c, y + q, x + m, y + c, color)
    elif char == "<":
        stage.tri(x + c, y + m, x + m, y + q, x + c, y + c, color)
    elif char == "v":
        stage.tri(x + m, y + m, x + q, y + c, x + c, y + m, color)
    else:
        stage.tri(x + m, y + c, x + q, y + m, x + c, y + c, color)


def _balls(stage: Stage, view: dict, size: int, ox: int, oy: int) -> None:
    """Draw every ball in play in its player's colour, and the aim line of the one on turn."""
    turn = view["turn"]
    for s, p in enumerate(view["players"]):
        if p["done"] or not (p["teed"] or s == turn):
            continue
        bx, by = ox + _px(p["x"], size), oy + _px(p["y"], size)
        if s == turn and view["phase"] in ("aim", "power"):
            reach = 12 + size * 2 + (view["power"] * size * 3 // 100 if view["phase"] == "power" else 0)
            ex = bx + ((fx.cos(view["angle"]) * reach) >> fx.FRAC_BITS)
            ey = by + ((fx.sin(view["angle"]) * reach) >> fx.FRAC_BITS)
            dots = 8
            for k in range(1, dots + 1):
                stage.rect(bx + (ex - bx) * k // dots - 1, by + (ey - by) * k // dots - 1, 2, 2,
                           with_alpha(WHITE, 255 - k * 20))
        stage.ellipse(bx + 1, by + 1, 3, 3, with_alpha(SHADE, 90))
        stage.ellipse(bx, by, 3, 3, WHITE)
        stage.ellipse(bx, by, 2, 2, BALLS[s % len(BALLS)])


def _top_bar(stage: Stage, view: dict) -> None:
    """Hole, par and cap on the left; whose turn and the shot clock on the right."""
    stage.rect(0, 0, WIDTH, FIELD_Y, BAR)
    hole = view["hole"]
    stage.text(4, 3, f"Hole {hole + 1}/{view['holes']}  Par {view['pars'][hole]}  Cap {view['max_strokes']}",
               INK, 8, LEFT)
    turn = view["turn"]
    if turn < 0:
        label = "Round over" if view["phase"] == "over" else "Scorecard"
        stage.text(WIDTH - 4, 3, label, GOLD, 8, RIGHT)
        return
    p = view["players"][turn]
    doing = {"aim": "lines up" if p["ai"] else "to aim", "power": "swings", "roll": "rolls"}[view["phase"]]
    stage.text(WIDTH - 4, 3, f"{p['name']} {doing}, stroke {p['strokes'] + (view['phase'] != 'roll')}",
               BALLS[turn % len(BALLS)], 8, RIGHT)


def _panel(stage: Stage, view: dict, seat: "int | None") -> None:
    """The side panel: each player's strokes on this hole and total, the power meter, the buttons."""
    stage.rect(PANEL_X, FIELD_Y, WIDTH - PANEL_X, FIELD_H, PANEL)
    par_so_far = sum(view["pars"][:view["hole"]])
    y = FIELD_Y + 4
    stage.text(PANEL_X + 4, y, "Player", DIM, 7, LEFT)
    stage.text(WIDTH - 26, y, "Hole", DIM, 7, RIGHT)
    stage.text(WIDTH - 4, y, "Tot", DIM, 7, RIGHT)
    for s, p in enumerate(view["players"]):
        y += 12
        if s == view["turn"]:
            stage.rect(PANEL_X + 1, y - 2, WIDTH - PANEL_X - 2, 11, with_alpha(GOLD, 60))
        stage.ellipse(PANEL_X + 6, y + 3, 3, 3, BALLS[s % len(BALLS)])
        stage.text(PANEL_X + 12, y, p["name"][:NAME_CHARS], INK, 7, LEFT)
        here = "-" if not p["strokes"] else str(p["strokes"]) + ("*" if p["picked_up"] else "")
        stage.text(WIDTH - 26, y, here, INK, 7, RIGHT)
        over = p["total"] - sum(view["pars"][:len(p["card"])]) if p["card"] else 0
        stage.text(WIDTH - 4, y, f"{over:+d}" if p["card"] else "E", INK if par_so_far else DIM, 7, RIGHT)
    _meter(stage, view, PANEL_X + 8, FIELD_Y + 76)
    turn = view["turn"]
    if turn >= 0 and view["phase"] in ("aim", "power") and not view["players"][turn]["ai"] and view.get("clocked"):
        # the shot clock runs only where other people wait (a hot seat, online)
        ui.clock(stage, PANEL_X + 4, FIELD_Y + 184, WIDTH - PANEL_X - 8, view["clock"], view["clock_max"], size=7)
    if seat is None or turn != seat or view["players"][turn]["ai"] or view["phase"] not in ("aim", "power"):
        return
    bx, by = PANEL_X + 30, FIELD_Y + 76
    if view["phase"] == "aim":
        for i, (label, action) in enumerate(BUTTONS):
            x = bx + (i % 2) * 26
            yy = by + (i // 2) * 20
            stage.box(x, yy, 24, 16, INK)
            stage.text(x + 12, yy + 4, label, INK, 8, CENTER)
            stage.hot(x, yy, 24, 16, action)
    _button(stage, bx, by + 44, "Hit" if view["phase"] == "power" else "Swing", {"do": "swing"}, GOLD)
    if view["phase"] == "power":
        _button(stage, bx, by + 66, "Back", {"do": "back"}, INK)


def _button(stage: Stage, x: int, y: int, label: str, action: dict, color: int) -> None:
    stage.box(x, y, 50, 18, color)
    stage.text(x + 25, y + 5, label, color, 8, CENTER)
    stage.hot(x, y, 50, 18, action)


def _meter(stage: Stage, view: dict, x: int, y: int) -> None:
    """A vertical power bar that fills green to red as the power climbs."""
    h = 100
    stage.rect(x, y, 14, h + 4, BAR)
    power = view["power"] if view["phase"] in ("aim", "power", "roll") else 0
    fill = power * h // 100
    color = mix(rgb(90, 210, 90), FLAG, power, 100)
    if view["phase"] == "aim":
        color = with_alpha(color, 110)
    stage.rect(x + 2, y + 2 + h - fill, 10, fill, color)
    for tick in range(0, h + 1, 25):
        stage.line(x + 12, y + 2 + tick, x + 14, y + 2 + tick, DIM)
    stage.text(x + 7, y + h + 7, str(power), INK, 7, CENTER)


def _scorecard(stage: Stage, view: dict) -> None:
    """The card over the hole: par and every player's strokes per hole (nine at a time) and totals."""
    holes = len(view["pars"])
    first = (view["hole"] // 9) * 9
    shown = list(range(first, min(first + 9, holes)))
    cw, name_w, tot_w = 15, 56, 30         # nine holes across stay inside the field, off the panel
    w = name_w + cw * len(shown) + tot_w + 8
    rows = 2 + len(view["players"])
    h = 16 + rows * 12
    x0, y0 = FIELD_X + max(2, (FIELD_W - w) // 2), FIELD_Y + 30
    stage.rect(x0, y0, w, h, with_alpha(BAR, 235))
    stage.box(x0, y0, w, h, GOLD)
    stage.text(x0 + w // 2, y0 + 4, "Round over" if view["phase"] == "over" else "Scorecard", GOLD, 8, CENTER)
    y = y0 + 16
    stage.text(x0 + 4, y, "Hole", DIM, 7, LEFT)
    for i, hole in enumerate(shown):
        stage.text(x0 + name_w + i * cw + cw // 2, y, str(hole + 1), DIM, 7, CENTER)
    stage.text(x0 + w - 6, y, "Tot", DIM, 7, RIGHT)
    y += 12
    stage.text(x0 + 4, y, "Par", DIM, 7, LEFT)
    for i, hole in enumerate(shown):
        stage.text(x0 + name_w + i * cw + cw // 2, y, str(view["pars"][hole]), DIM, 7, CENTER)
    stage.text(x0 + w - 6, y, str(sum(view["pars"])), DIM, 7, RIGHT)
    for s, p in enumerate(view["players"]):
        y += 12
        color = BALLS[s % len(BALLS)]
        stage.text(x0 + 4, y, p["name"][:NAME_CHARS], color, 7, LEFT)
        for i, hole in enumerate(shown):
            if hole < len(p["card"]):
                score = p["card"][hole]
                tone = GOLD if score < view["pars"][hole] else INK if score == view["pars"][hole] else DIM
                stage.text(x0 + name_w + i * cw + cw // 2, y, str(score), tone, 7, CENTER)
        stage.text(x0 + w - 6, y, str(p["total"]), color, 7, RIGHT)
