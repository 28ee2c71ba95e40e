"""Mini golf's screen on the 960 x 540 stage: the hole from above, the balls, the aim, and the panel.

The hole is drawn from its tiles at the largest tile size (24 to 64 pixels) that fits the
field: mown grass in stripes, darker rough, sand, water with ripples, walls standing up from
the ground with their shadows, slopes as chevrons pointing downhill, the cup with its flag. A
hole too big for the field follows the ball in play with a camera. The panel beside it holds
the hole and its par, each player's plate (strokes on this hole, the round against par), the
power meter, the aim and swing buttons and the shot clock where one runs; the scorecard rises
over the field between holes. Everything is integer: world positions come in 20.12 and map to
pixels by a shift.
"""

from __future__ import annotations

import functools

from pycore.kernel import fx
from pycore.look import motion, ui
from pycore.look.style import (BODY, BUTTON_H, DIM, GOLD, GOLD_LIGHT, HEAD, INK, LABEL, PAD, PANEL,
                               SMALL, TITLE)
from pycore.modes.golf.physics import TILE_SHIFT
from pycore.prims import CENTER, LEFT, RIGHT, SANS, SERIF, Stage, line_height, mix, rgb, with_alpha

WIDTH, HEIGHT = 960, 540
FIELD_X, FIELD_Y, FIELD_W, FIELD_H = 16, 16, 672, 470
PANEL_X, PANEL_Y, PANEL_W = 704, 64, 240          # under the page's menu corner
HINT_Y = 500
MIN_TILE, MAX_TILE = 24, 64

VOID = rgb(20, 30, 24)
SHADE = rgb(0, 0, 0)
WHITE = rgb(255, 255, 255)
GRASS, ROUGH, SAND, WATER, WALL = rgb(92, 176, 84), rgb(54, 120, 56), rgb(226, 204, 146), rgb(46, 104, 184), \
    rgb(132, 104, 78)
SURFACES = {".": GRASS, ",": ROUGH, "s": SAND, "w": WATER, "#": WALL, " ": VOID}
FLAG = rgb(230, 52, 52)
ARROW = rgb(60, 132, 60)          # a slope's chevron (the table view's too)
BALLS = (rgb(240, 80, 80), rgb(80, 150, 255), rgb(250, 214, 60), rgb(214, 110, 240))
BUTTONS = (("<<", {"do": "aim", "by": -64}), ("<", {"do": "aim", "by": -8}),
           (">", {"do": "aim", "by": 8}), (">>", {"do": "aim", "by": 64}))


def screen(view: dict, seat: "int | None", stage: Stage) -> None:
    """Draw one frame of ``view`` for ``seat`` on the 960 x 540 stage."""
    stage.radial(WIDTH // 3, HEIGHT // 2, WIDTH * 3 // 4, [(0, rgb(34, 52, 40)), (1024, rgb(10, 16, 12))])
    stage.rect(0, 0, WIDTH, HEIGHT, VOID)
    tiles = view["tiles"]
    size = _tile_size(len(tiles[0]), len(tiles))
    ox, oy = _origin(view, size)
    stage.push()
    stage.clip(FIELD_X, FIELD_Y, FIELD_W, FIELD_H, 14)
    _hole(stage, view, size, ox, oy)
    _balls(stage, view, size, ox, oy)
    stage.pop()
    stage.rrbox(FIELD_X, FIELD_Y, FIELD_W, FIELD_H, 14, rgb(255, 255, 255, 40), 1)
    panel(stage, view, seat)
    if view["note"]:
        w = min(FIELD_W - 40, 40 + len(view["note"]) * 9)
        x = FIELD_X + (FIELD_W - w) // 2
        stage.rrect(x, FIELD_Y + FIELD_H - 52, w, 38, 19, rgb(0, 0, 0, 180))
        ui.label(stage, x + w // 2, FIELD_Y + FIELD_H - 42, view["note"], w - 24, BODY, INK, CENTER)
    if view["phase"] in ("break", "over"):
        scorecard(stage, view)
    mine = seat is not None and view["turn"] == seat and not view["players"][seat]["ai"]
    if mine and view["phase"] in ("aim", "power"):
        ui.hints(stage, [("Left/Right", "aim"), ("Square", "fine"), ("Cross", "swing, strike"), ("Circle", "back")],
                 y=HINT_Y + 4, x=FIELD_X + FIELD_W // 2)


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
    """Draw the tiles, then the cup and its flag (the cloth stirring on the screen's own clock)."""
    stage.paste(_ground(tuple(view["tiles"]), tuple(view["heights"]), size, ox, oy))
    cx, cy = ox + _px(view["cup"][0], size), oy + _px(view["cup"][1], size)
    r = max(4, size * 7 // 32)
    stage.ellipse(cx, cy, r + 2, r + 1, rgb(230, 236, 220))
    stage.ellipse(cx, cy + 1, r, r, rgb(12, 16, 12))
    pole = size * 3 // 2
    stage.line(cx + 3, cy, cx + 3 + pole // 3, cy + 6, with_alpha(SHADE, 90), 3)      # the pole's shadow
    stage.line(cx, cy, cx, cy - pole, rgb(240, 240, 232), 3)
    stir = fx.sin(motion.of(stage).frame * 64) * (size // 10) // fx.ONE
    stage.poly([cx, cy - pole, cx + size * 3 // 4, cy - pole + size // 5 + stir, cx, cy - pole + size * 2 // 5],
               FLAG)


@functools.lru_cache(maxsize=4)
def _ground(tiles: tuple[str, ...], heights: tuple[str, ...], size: int, ox: int, oy: int) -> Stage:
    """Return the hole's tiles drawn at (ox, oy), as a layer: a hole that fits stands still, so every frame pastes it."""
    stage = Stage()
    walls = []
    for row, line in enumerate(tiles):
        y = oy + row * size
        if y + size <= FIELD_Y or y >= FIELD_Y + FIELD_H:
            continue
        for col, char in enumerate(line):
            x = ox + col * size
            if char == " " or x + size <= FIELD_X or x >= FIELD_X + FIELD_W:
                continue
            level = int(heights[row][col]) if heights else 0
            if char == "#":
                walls.append((x, y))
                continue
            _tile(stage, char, x, y, size, row, col, level)
    for x, y in walls:              # walls last: each stands up and casts a shadow on the ground below it
        stage.rect(x + size // 6, y + size // 6, size, size, with_alpha(SHADE, 70))
    for x, y in walls:
        lift = size // 5
        stage.linear(x, y - lift, x, y + size, [(0, mix(WALL, WHITE, 1, 3)), (1024, mix(WALL, SHADE, 1, 3))])
        stage.rect(x, y - lift, size, size, WALL)
        stage.rect(x, y + size - lift, size, lift, mix(WALL, SHADE, 1, 2))
    return stage


def _tile(stage: Stage, char: str, x: int, y: int, size: int, row: int, col: int, level: int) -> None:
    color = SURFACES.get(char, GRASS)
    if char in ".TO^v<>":
        color = GRASS if row % 2 else mix(GRASS, WHITE, 1, 12)       # mown stripes, row by row
    if level:
        color = mix(color, WHITE, level, 12)
    if char == "w":
        stage.linear(x, y, x, y + size, [(0, mix(WATER, WHITE, 1, 6)), (1024, mix(WATER, SHADE, 1, 5))])
        stage.rect(x, y, size, size, WATER)
        for k in (1, 3):
            yy = y + size * k // 4
            stage.path([x + size // 8, yy, x + size * 3 // 8, yy - size // 14, x + size * 5 // 8, yy,
                        x + size * 7 // 8, yy - size // 14], with_alpha(WHITE, 110), max(1, size // 20))
        return
    stage.rect(x, y, size, size, color)
    if char == "s":
        stage.radial(x + size // 2, y + size // 2, size * 2 // 3, [(0, mix(SAND, WHITE, 1, 4)), (1024, SAND)])
        stage.rect(x, y, size, size, SAND)
        for k in range(5):          # grains where a rake went by
            gx = x + (k * 37 + row * 11 + col * 7) % max(1, size - 4) + 2
            gy = y + (k * 23 + row * 5 + col * 13) % max(1, size - 4) + 2
            stage.rect(gx, gy, 2, 2, mix(SAND, SHADE, 1, 5))
    elif char == ",":
        for k in range(6):
            gx = x + (k * 29 + row * 13 + col * 3) % max(1, size - 3)
            gy = y + (k * 17 + row * 7 + col * 11) % max(1, size - 3)
            stage.rect(gx, gy, 2, 3, mix(ROUGH, SHADE, 1, 3))
    elif char in "^v<>":
        _chevron(stage, char, x, y, size, mix(GRASS, SHADE, 1, 3 if level < 2 else 4))
    elif char == "T":
        stage.rrect(x + size // 4, y + size * 2 // 5, size // 2, size // 5, size // 10, mix(color, WHITE, 1, 2))


def _chevron(stage: Stage, char: str, x: int, y: int, size: int, color: int) -> None:
    """Draw a downhill chevron across a slope tile."""
    m, q, c = size // 4, size // 2, size * 3 // 4
    pts = {">": [x + m, y + m, x + c, y + q, x + m, y + c], "<": [x + c, y + m, x + m, y + q, x + c, y + c],
           "v": [x + m, y + m, x + q, y + c, x + c, y + m], "^": [x + m, y + c, x + q, y + m, x + c, y + c]}[char]
    stage.path(pts, with_alpha(color, 200), max(2, size // 10))


def _balls(stage: Stage, view: dict, size: int, ox: int, oy: int) -> None:
    """Draw every ball in play, ringed in its player's colour, and the aim of the one on turn."""
    turn = view["turn"]
    r = max(5, size * 5 // 32)
    for s, p in enumerate(view["players"]):
        if p["done"] or not (p["teed"] or s == turn):
            continue
        bx, by = ox + _px(p["x"], size), oy + _px(p["y"], size)
        if s == turn and view["phase"] in ("aim", "power"):
            reach = size + size * 2 + (view["power"] * size * 4 // 100 if view["phase"] == "power" else 0)
            ex = bx + ((fx.cos(view["angle"]) * reach) >> fx.FRAC_BITS)
            ey = by + ((fx.sin(view["angle"]) * reach) >> fx.FRAC_BITS)
            dots = 10
            for k in range(1, dots + 1):
                dx, dy = bx + (ex - bx) * k // dots, by + (ey - by) * k // dots
                stage.ellipse(dx, dy, 3, 3, with_alpha(WHITE, 250 - k * 20))
        color = BALLS[s % len(BALLS)]
        stage.ellipse(bx + 2, by + 3, r, r, with_alpha(SHADE, 100))
        stage.ring(bx, by, r + 3, r + 3, color, 3)
        stage.radial(bx, by, r, [(0, WHITE), (1024, rgb(196, 200, 204))], bx - r // 3, by - r // 3)
        stage.ellipse(bx, by, r, r, WHITE)


def panel(stage: Stage, view: dict, seat: "int | None") -> None:
    """The panel: the hole, each player's plate, the power meter, the buttons and the shot clock where it runs."""
    h = HINT_Y - PANEL_Y - 8
    ui.panel(stage, PANEL_X, PANEL_Y, PANEL_W, h)
    x, w = PANEL_X + PAD, PANEL_W - 2 * PAD
    y = PANEL_Y + PAD
    hole = view["hole"]
    ui.title(stage, x, y, f"Hole {hole + 1} of {view['holes']}", w, TITLE)
    y += line_height(TITLE, SERIF, True) + 4
    ui.label(stage, x, y, f"Par {view['pars'][hole]}   at most {view['max_strokes']} strokes", w, SMALL, DIM)
    y += SMALL + 12
    turn = view["turn"]
    for s, p in enumerate(view["players"]):
        here = p["strokes"]
        over = p["total"] - sum(view["pars"][:len(p["card"])]) if p["card"] else 0
        played = f"this hole {here}" + (" (picked up)" if p["picked_up"] else "") if here else "to play"
        line = f"{played}   round {over:+d}" if p["card"] else played
        ph = 52 if len(view["players"]) <= 3 else 44          # four plates leave room for the buttons
        ui.plate(stage, x, y, w, p["name"] + (" (you)" if s == seat else ""), line, BALLS[s % len(BALLS)],
                 active=s == turn, out=bool(p["done"]) and s != turn, h=ph)
        y += ph + 6
    if turn >= 0:
        p = view["players"][turn]
        doing = {"aim": "lines up" if p["ai"] else "to aim", "power": "swings", "roll": "rolls"}.get(view["phase"], "")
        ui.label(stage, x, y, f"{p['name']} {doing}", w, BODY, GOLD_LIGHT, bold=True)
        y += BODY + 10
    power = view["power"] if view["phase"] in ("aim", "power", "roll") else 0
    ui.label(stage, x, y, "Power", w, SMALL, DIM)
    stage.text(x + w, y, str(power), INK, SMALL, RIGHT, SANS, True)
    y += SMALL + 6
    color = mix(rgb(90, 210, 90), FLAG, power, 100)
    ui.meter(stage, x, y, w, 12, power, 100, color if view["phase"] != "aim" else with_alpha(color, 130))
    y += 24
    if turn >= 0 and view["phase"] in ("aim", "power") and not view["players"][turn]["ai"] and view.get("clocked"):
        # the shot clock runs only where other people wait (a hot seat, online)
        ui.clock(stage, x, y, w, view["clock"], view.get("clock_max", view["clock"]))
        y += SMALL + 12
    if seat is None or turn != seat or view["players"][turn]["ai"] or view["phase"] not in ("aim", "power"):
        return
    if view["phase"] == "aim":
        bw = (w - 3 * 6) // 4
        for i, (label, action) in enumerate(BUTTONS):
            ui.button(stage, x + i * (bw + 6), y, bw, BUTTON_H, label, action, size=LABEL)
        y += BUTTON_H + 8
    ui.button(stage, x, y, w, BUTTON_H, "Hit" if view["phase"] == "power" else "Swing", {"do": "swing"}, ui.FOCUS,
              key="Cross")
    if view["phase"] == "power":
        ui.button(stage, x, y + BUTTON_H + 8, w, BUTTON_H, "Back", {"do": "back"}, key="Circle")


def scorecard(stage: Stage, view: dict) -> None:
    """The card over the hole: par and every player's strokes per hole (nine at a time) and totals."""
    holes = len(view["pars"])
    first = (view["hole"] // 9) * 9
    shown = list(range(first, min(first + 9, holes)))
    cw, name_w, tot_w = 44, 150, 60
    w = name_w + cw * len(shown) + tot_w + 2 * PAD
    rows = 2 + len(view["players"])
    h = 24 + HEAD + rows * 30 + PAD
    x0, y0 = FIELD_X + max(8, (FIELD_W - w) // 2), FIELD_Y + 60
    rise = motion.of(stage).value(("golf", "card", view["hole"]), 1024, 18, start=0)
    y0 += (1024 - rise) * 60 // 1024
    with stage.group(alpha=max(0, min(255, rise * 255 // 1024))):
        ui.panel(stage, x0, y0, w, h, fill=PANEL, edge=GOLD)
        stage.text(x0 + w // 2, y0 + 12, "Round over" if view["phase"] == "over" else "Scorecard", GOLD, HEAD, CENTER,
                   SERIF, True)
        y = y0 + 24 + HEAD
        stage.text(x0 + PAD, y, "Hole", DIM, SMALL, LEFT)
        for i, hole in enumerate(shown):
            stage.text(x0 + PAD + name_w + i * cw + cw // 2, y, str(hole + 1), DIM, SMALL, CENTER)
        stage.text(x0 + w - PAD, y, "Total", DIM, SMALL, RIGHT)
        y += 30
        stage.text(x0 + PAD, y, "Par", DIM, BODY, LEFT)
        for i, hole in enumerate(shown):
            stage.text(x0 + PAD + name_w + i * cw + cw // 2, y, str(view["pars"][hole]), DIM, BODY, CENTER)
        stage.text(x0 + w - PAD, y, str(sum(view["pars"])), DIM, BODY, RIGHT)
        for s, p in enumerate(view["players"]):
            y += 30
            color = BALLS[s % len(BALLS)]
            ui.label(stage, x0 + PAD, y, p["name"], name_w - 8, BODY, color, bold=True)
            for i, hole in enumerate(shown):
                if hole < len(p["card"]):
                    score = p["card"][hole]
                    par = view["pars"][hole]
                    tone = GOLD if score < par else INK if score == par else DIM
                    cx = x0 + PAD + name_w + i * cw + cw // 2
                    if score < par:
                        stage.ring(cx, y + BODY // 2 + 1, 13, 13, GOLD, 2)      # under par: ringed, as on a card
                    stage.text(cx, y, str(score), tone, BODY, CENTER, SANS, True)
            stage.text(x0 + w - PAD, y, str(p["total"]), color, BODY, RIGHT, SANS, True)
