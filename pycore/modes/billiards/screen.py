"""Billiards' screen on the 960 x 540 stage: the table from above, the aim, the players' plates and the stroke's buttons.

Table millimetres (20.12) map to stage pixels by one integer scale (600 pixels to the table's
2540 mm). The table is wood with inlaid diamonds, cushions with jawed pockets and a cloth lit
from above (drawn once, pasted every frame); the balls are shaded spheres stamped as pictures,
each in its set's colour with its number, striped from 9 to 15. While a player aims, the cue
stick lies along the aim, drawn back by the power, with the aim line to the ghost ball and the
object ball's path from it. The panel on the right holds both players' plates (name, group and
the balls of it still on the table), the called pocket, the shot count and the line of what
just happened; the stroke's buttons run under the table and the hint line along the foot.

A human on turn gets a grid of hotspots over the bed (click a point to aim at it, or to put the
cue ball in hand there), the pockets to call the 8, and buttons to turn finely, set spin, take
the stroke back and stroke: a held hotspot (``"hold": 1``), so pressing it starts the power
meter and releasing it strikes at the meter's power (two clicks do the same).
"""

from __future__ import annotations

import functools

from pycore.kernel import fx
from pycore.look import ui
from pycore.look.style import (BODY, BUTTON_H, CAPTION, DIM, FAINT, GOLD, GOLD_LIGHT, GREEN, HEAD, INK, LABEL, PAD,
                               SEATS, SMALL, WOOD, WOOD_DARK, WOOD_LIGHT)
from pycore.modes.billiards.physics import (CORNER_FACE, CORNER_JAW, LENGTH, POCKET_NAMES, POCKETS, SIDE_FACE,
                                            SIDE_JAW, WIDTH)
from pycore.prims import CENTER, LEFT, SANS, Stage, mix, picture, rgb, with_alpha

BX, BY, BW, BH = 54, 102, 600, 300         # the bed on the stage
CUSHION, RAIL = 12, 26                     # the cushions' and the wooden rails' depth (pixels)
CELL = 20                                  # the aiming grid's hotspot size
BALL_R = 7                                 # a 57 mm ball at 600 px to 2540 mm
PANEL_X, PANEL_W = 708, 236
BUTTONS_Y = BY + BH + CUSHION + RAIL + 8
CLOTH = rgb(22, 120, 78)
CLOTH_LIT = rgb(52, 160, 104)
CLOTH_DARK = rgb(10, 70, 44)
HOLE = rgb(8, 8, 8)
WHITE = rgb(250, 248, 238)
COLOURS = (WHITE, rgb(246, 200, 36), rgb(34, 72, 196), rgb(214, 38, 34), rgb(104, 46, 156), rgb(244, 118, 28),
           rgb(24, 128, 62), rgb(128, 28, 36), rgb(18, 18, 18))
STICK = (rgb(236, 232, 220), rgb(96, 140, 210), rgb(214, 180, 120), rgb(120, 70, 36), rgb(30, 22, 18))


def px(x: int) -> int:
    """Return the stage column of table x (20.12 mm)."""
    return BX + x * BW // LENGTH


def py(y: int) -> int:
    """Return the stage row of table y (20.12 mm)."""
    return BY + y * BH // WIDTH


def colour(n: int) -> int:
    """Return ball ``n``'s colour (a stripe has its solid's colour)."""
    return COLOURS[n if n <= 8 else n - 8]


def screen(view: dict, seat: "int | None", stage: Stage) -> None:
    """Draw one frame of ``view`` for ``seat`` on the 960 x 540 stage."""
    stage.backdrop = rgb(20, 16, 13)
    stage.paste(_table(stage.width, stage.height))
    mine = (seat is not None and seat == view["turn"] and view["phase"] not in ("roll", "over")
            and not view["ai"][seat])
    _marks(stage, view)
    _balls(stage, view)
    if view["phase"] in ("aim", "power"):
        _aim(stage, view)
    _top(stage, view, seat)
    _panel(stage, view, seat)
    if mine:
        stage.paste(_grid("place" if view["in_hand"] else "aim"))
        if view["on_eight"] and not view["in_hand"]:
            for i, (x, y) in enumerate(POCKETS):
                stage.hot(px(x) - 22, py(y) - 22, 44, 44, {"do": "call", "pocket": i})
    _controls(stage, view, mine)


# -- the table (a still layer) -------------------------------------------------------------------
@functools.lru_cache(maxsize=2)
def _table(width: int, height: int) -> Stage:
    """Return the room, the wooden rails with their diamonds, the pockets, the cushions and the lit cloth."""
    stage = Stage(width, height)
    stage.radial(BX + BW // 2, BY + BH // 2, width * 3 // 4, [(0, rgb(58, 44, 34)), (1024, rgb(16, 12, 10))])
    stage.rect(0, 0, width, height, rgb(20, 16, 13))
    out = CUSHION + RAIL
    x0, y0, w, h = BX - out, BY - out, BW + 2 * out, BH + 2 * out
    stage.push()
    stage.shadow(26, 0, 10, rgb(0, 0, 0, 190))
    stage.rrect(x0, y0, w, h, 22, WOOD_DARK)
    stage.pop()
    stage.linear(x0, y0, x0, y0 + h, [(0, WOOD_LIGHT), (400, WOOD), (1024, WOOD_DARK)])
    stage.rrect(x0, y0, w, h, 22, WOOD)
    stage.rrbox(x0, y0, w, h, 22, rgb(255, 220, 170, 70), 1)
    stage.rrbox(x0 + 5, y0 + 5, w - 10, h - 10, 18, rgb(0, 0, 0, 60), 2)
    # the diamonds: three between each pair of pockets on the long rails, three on each short rail
    d = CUSHION + RAIL // 2
    for k in (1, 2, 3, 5, 6, 7):
        for yy in (BY - d, BY + BH + d):
            _diamond(stage, px(LENGTH * k // 8), yy)
    for k in (1, 2, 3):
        for xx in (BX - d, BX + BW + d):
            _diamond(stage, xx, py(WIDTH * k // 4))
    # the pockets: a leather-lined hole at each corner and side, its throat running in between the jaws
    stage.rect(BX - CUSHION, BY - CUSHION, BW + 2 * CUSHION, BH + 2 * CUSHION, HOLE)
    # the cloth, lit from a lamp over the middle and falling off toward the rails
    stage.radial(BX + BW // 2, BY + BH // 2, BW * 3 // 5, [(0, CLOTH_LIT), (600, CLOTH), (1024, CLOTH_DARK)])
    stage.rect(BX, BY, BW, BH, CLOTH)
    for i, (x, y) in enumerate(POCKETS):
        cx, cy, r = _hole(i, x, y)
        stage.ellipse(cx, cy, r + 4, r + 4, rgb(44, 28, 20))
        stage.radial(cx, cy, r, [(0, HOLE), (800, HOLE), (1024, rgb(40, 36, 30))])
        stage.ellipse(cx, cy, r, r, HOLE)
    for poly in _cushions():
        pts = [v for x, y in poly for v in (px(x), py(y))]
        stage.poly(pts, mix(CLOTH, CLOTH_DARK, 1, 2))
        stage.path(pts[:4], with_alpha(CLOTH_LIT, 200), 2)          # the nose, catching the light
    # the head string (the kitchen behind it) and the foot spot
    head = px(LENGTH // 4)
    stage.line(head, BY, head, BY + BH, with_alpha(WHITE, 50), 1)
    stage.ellipse(px(LENGTH * 3 // 4), py(WIDTH // 2), 2, 2, with_alpha(WHITE, 120))
    stage.ellipse(head, py(WIDTH // 2), 2, 2, with_alpha(WHITE, 120))
    return stage


def _hole(i: int, x: int, y: int) -> tuple[int, int, int]:
    """Return where pocket ``i`` is drawn on the stage: its centre and radius (a corner's a little deeper)."""
    cx, cy = px(x), py(y)
    if x in (0, LENGTH):
        return cx + (-6 if x == 0 else 6), cy + (-6 if y == 0 else 6), 16
    return cx, cy + (-11 if y == 0 else 11), 13


def _diamond(stage: Stage, x: int, y: int) -> None:
    stage.poly([x, y - 4, x + 3, y, x, y + 4, x - 3, y], rgb(238, 226, 196))


def _cushions() -> list[list[tuple[int, int]]]:
    """Return each cushion as its nose (two points on the bed's edge) and its back, along the jaws' facings."""
    depth = CUSHION * LENGTH // BW                     # the cushion's depth in table units
    half = LENGTH // 2
    along, inn = CORNER_FACE
    corner_back = CORNER_JAW - along * depth // inn    # where a corner facing, carried on, meets the rail
    side_back = SIDE_JAW - SIDE_FACE[0] * depth // SIDE_FACE[1]
    out = []
    for y, o in ((0, -1), (WIDTH, 1)):
        out.append([(CORNER_JAW, y), (half - SIDE_JAW, y), (half - side_back, y + o * depth),
                    (corner_back, y + o * depth)])
        out.append([(half + SIDE_JAW, y), (LENGTH - CORNER_JAW, y), (LENGTH - corner_back, y + o * depth),
                    (half + side_back, y + o * depth)])
    for x, o in ((0, -1), (LENGTH, 1)):
        out.append([(x, CORNER_JAW), (x, WIDTH - CORNER_JAW), (x + o * depth, WIDTH - corner_back),
                    (x + o * depth, corner_back)])
    return out


@functools.lru_cache(maxsize=2)
def _grid(do: str) -> Stage:
    """Return the aiming (or placing) grid of hotspots over the bed, as a layer."""
    stage = Stage()
    for gy in range(BY, BY + BH, CELL):
        for gx in range(BX, BX + BW, CELL):
            mx = ((gx + CELL // 2 - BX) * LENGTH // BW) >> fx.FRAC_BITS
            my = ((gy + CELL // 2 - BY) * WIDTH // BH) >> fx.FRAC_BITS
            stage.hot(gx, gy, CELL, CELL, {"do": do, "x": mx, "y": my})
    return stage


# -- the balls -------------------------------------------------------------------------------
def ball_picture(n: int):
    """Return ball ``n`` as a picture: a shaded sphere in its colour (a band for a stripe), its number on a white disc."""
    size = 64

    def draw(s: Stage) -> None:
        c, r = size // 2, size // 2 - 1
        base = WHITE if n == 0 or n >= 9 else colour(n)
        s.ellipse(c, c, r, r, base)
        if n >= 9:
            s.push()
            s.clip(c - r, c - r, 2 * r, 2 * r, r)
            s.rect(0, c - r * 11 // 20, size, r * 11 // 10, colour(n))
            s.pop()
        if n:
            s.ellipse(c, c, r * 11 // 20, r * 11 // 20, WHITE)
            s.text(c, c - 16, str(n), rgb(24, 20, 18), 26 if n < 10 else 22, CENTER, SANS, True)
        # the sphere's shading: lit from the lamp above, falling off to a dark rim, and a sharp highlight
        s.radial(c, c, r, [(0, rgb(255, 255, 255, 0)), (600, rgb(0, 0, 0, 10)), (1024, rgb(0, 0, 0, 150))],
                 c - r // 3, c - r // 3)
        s.ellipse(c, c, r, r, rgb(0, 0, 0, 60))
        s.ellipse(c - r // 3, c - r * 2 // 5, r // 4, r // 6, rgb(255, 255, 255, 200))

    return picture(f"billiards/ball/{n}", size, size, draw)


def _ball(stage: Stage, n: int, cx: int, cy: int, r: int = BALL_R) -> None:
    stage.ellipse(cx + 2, cy + 3, r, r, rgb(0, 0, 0, 90))
    stage.stamp(ball_picture(n), cx - r, cy - r, 2 * r, 2 * r)


def _marks(stage: Stage, view: dict) -> None:
    """Mark the kitchen while the cue ball goes behind the head string, and the called pocket."""
    if view["in_hand"] and view["kitchen"]:
        head = px(LENGTH // 4)
        stage.rect(BX, BY, head - BX, BH, rgb(255, 240, 200, 28))
        stage.line(head, BY, head, BY + BH, with_alpha(GOLD, 200), 2)
    if view["on_eight"] and view["called"] >= 0:
        x, y = POCKETS[view["called"]]
        cx, cy, r = _hole(view["called"], x, y)
        stage.ring(cx, cy, r + 5, r + 5, GOLD, 3)


def _balls(stage: Stage, view: dict) -> None:
    """Draw every ball on the bed (and the cue ball in hand where it would go, ringed in gold)."""
    for n, x, y, on in view["balls"]:
        if not on and not (n == 0 and view["in_hand"]):
            continue
        cx, cy = px(x), py(y)
        _ball(stage, n, cx, cy)
        if n == 0 and view["in_hand"]:
            stage.ring(cx, cy, BALL_R + 5, BALL_R + 5, GOLD, 2)
            for k in range(4):                       # a cross of ticks: it moves where it is put
                ux, uy = ((1, 0), (0, 1), (-1, 0), (0, -1))[k]
                stage.line(cx + ux * (BALL_R + 8), cy + uy * (BALL_R + 8), cx + ux * (BALL_R + 13),
                           cy + uy * (BALL_R + 13), GOLD, 2)


def _aim(stage: Stage, view: dict) -> None:
    """Draw the aim line to the ghost ball, the object ball's path and the cue ball's after it, and the cue stick."""
    cue = view["balls"][0]
    cx, cy = px(cue[1]), py(cue[2])
    gx, gy, hit = view["ghost"]
    qx, qy = px(gx), py(gy)
    stage.line(cx, cy, qx, qy, with_alpha(WHITE, 150), 2)
    stage.ring(qx, qy, BALL_R, BALL_R, with_alpha(WHITE, 190), 2)
    stage.ellipse(qx, qy, BALL_R - 1, BALL_R - 1, with_alpha(WHITE, 40))
    if hit >= 0:
        ball = next(b for b in view["balls"] if b[0] == hit)
        dx, dy = ball[1] - gx, ball[2] - gy
        far = fx.length(dx, dy) or 1
        ex = ball[1] + dx * 300 * fx.ONE // far
        ey = ball[2] + dy * 300 * fx.ONE // far
        stage.line(px(ball[1]), py(ball[2]), px(ex), py(ey), with_alpha(GOLD, 220), 2)
        # the cue ball's tangent line from the ghost: the aim less its share along the object's line
        ux, uy = fx.cos(view["angle"]), fx.sin(view["angle"])
        nx, ny = dx * fx.ONE // far, dy * fx.ONE // far
        dot = (ux * nx + uy * ny) >> fx.FRAC_BITS
        tx, ty = ux - (dot * nx >> fx.FRAC_BITS), uy - (dot * ny >> fx.FRAC_BITS)
        tl = fx.length(tx, ty)
        if tl > fx.ONE // 16:
            k = 160 * fx.ONE
            stage.line(qx, qy, px(gx + tx * k // tl), py(gy + ty * k // tl), with_alpha(WHITE, 90), 1)
    # the cue stick along the aim, behind the ball, drawn back by the power while the meter runs
    back = BALL_R + 4 + (view["power"] * 50 // 100 if view["phase"] == "power" else 0)
    length = 330
    stage.push(cx, cy, view["angle"])
    stage.push()
    stage.shadow(8, 4, 6, rgb(0, 0, 0, 140))
    stage.poly([-back, -2, -back - length, -5, -back - length, 5, -back, 2], rgb(0, 0, 0, 1))
    stage.pop()
    tip, ferrule, shaft, wrap = back + 4, back + 14, back + 200, back + 250
    stage.rect(-tip, -2, tip - back, 4, STICK[1])
    stage.rect(-ferrule, -2, ferrule - tip, 4, STICK[0])
    stage.linear(0, -3, 0, 3, [(0, mix(STICK[2], WHITE, 1, 3)), (1024, mix(STICK[2], rgb(0, 0, 0), 1, 3))])
    stage.poly([-ferrule, -2, -shaft, -3, -shaft, 3, -ferrule, 2], STICK[2])
    stage.linear(0, -4, 0, 4, [(0, mix(STICK[3], WHITE, 1, 4)), (1024, mix(STICK[3], rgb(0, 0, 0), 1, 2))])
    stage.poly([-shaft, -3, -wrap, -4, -wrap, 4, -shaft, 3], STICK[3])
    stage.poly([-wrap, -4, -back - length, -5, -back - length, 5, -wrap, 4], STICK[4])
    stage.rect(-wrap - 2, -4, 3, 8, GOLD)
    stage.pop()


# -- the words -------------------------------------------------------------------------------
def _group(view: dict, s: int) -> str:
    if view["game"] != "8-ball":
        return "9-ball"
    g = view["groups"][s]
    return "open table" if g == "open" else g


def _left(view: dict, s: int) -> list[int]:
    """Return the balls of seat ``s``'s group still on the table (8-ball), the 8 once they are down."""
    g = view["groups"][s] if view["game"] == "8-ball" else "open"
    if g == "open":
        return []
    nums = range(1, 8) if g == "solids" else range(9, 16)
    on = [b[0] for b in view["balls"] if b[3] and b[0] in nums]
    return on or ([8] if any(b[0] == 8 and b[3] for b in view["balls"]) else [])


def _turn_line(view: dict, seat: "int | None") -> tuple[str, int]:
    turn, name = view["turn"], view["names"][view["turn"]]
    you = seat == turn and not view["ai"][turn]
    if view["phase"] == "over":
        w = view["winner"]
        if w is None or w < 0:
            return "A draw", GOLD_LIGHT
        return ("You win" if w == seat else f"{view['names'][w]} wins"), GREEN if w == seat else GOLD_LIGHT
    if view["phase"] == "roll":
        return "The balls roll...", INK
    if view["thinking"]:
        return f"{name} studies the table...", INK
    who = "Your" if you else f"{name}'s"
    if view["in_hand"]:
        where = ", behind the head string" if view["kitchen"] else ""
        return f"{who} ball in hand{where}", GOLD if you else INK
    return (f"{who} shot" + (": the break" if view["breaking"] else "")), GOLD if you else INK


def _top(stage: Stage, view: dict, seat: "int | None") -> None:
    """Draw the top band: the game and whose shot it is (the menu corner left clear)."""
    title = "8-ball" if view["game"] == "8-ball" else "9-ball"
    ui.title(stage, 16, 12, title, 110, HEAD + 4)
    words, tone = _turn_line(view, seat)
    ui.label(stage, 130, 16, words, PANEL_X - 140, HEAD, tone, bold=True)


def _panel(stage: Stage, view: dict, seat: "int | None") -> None:
    """Draw the panel: both plates, the called pocket or the ball to hit, the shot count and the line of words."""
    x, y, w = PANEL_X, 64, PANEL_W
    ui.panel(stage, x, y, w, 428)
    cx, cw = x + PAD, w - 2 * PAD
    cy = y + PAD
    over = view["phase"] == "over"
    for s in (0, 1):
        line = _group(view, s) + ("  (you)" if s == seat else "")
        ui.plate(stage, cx, cy, cw, view["names"][s], line, SEATS[s], active=not over and view["turn"] == s,
                 h=62)
        left = _left(view, s)
        for k, n in enumerate(left[:8]):             # the balls of its group still to sink
            _ball(stage, n, cx + cw - 12 - (len(left[:8]) - 1 - k) * 17, cy + 50, 7)
        cy += 62 + 12 + (8 if left else 0)
    ui.heading(stage, cx, cy, "The table", cw)
    cy += CAPTION + 14
    facts = [f"Shot {view['shots'] + (0 if over else 1)}"]
    if view["stake"]:
        facts.append(f"stake {view['stake']}")
    ui.label(stage, cx, cy, "  ·  ".join(facts), cw, SMALL, DIM)
    cy += SMALL + 10
    if view.get("clocked") and view["phase"] in ("place", "aim", "power") and not view["ai"][view["turn"]]:
        # the shot clock runs only where other people wait (a hot seat, online)
        ui.clock(stage, cx, cy, cw, view["clock"], view.get("clock_max", max(1, view["clock"])))
        cy += SMALL + 12
    if view["on_eight"] and not over:
        called = POCKET_NAMES[view["called"]] if view["called"] >= 0 else "none yet"
        ui.label(stage, cx, cy, f"The 8 called: {called}", cw, SMALL, GOLD, bold=True)
        cy += SMALL + 10
    elif view["game"] != "8-ball" and view["legal"] and not over:
        lowest = min(view["legal"])
        ui.label(stage, cx, cy, "Hit first:", cw, SMALL, DIM)
        _ball(stage, lowest, cx + 84, cy + 9, 9)
        cy += SMALL + 12
    cy += 4
    ui.heading(stage, cx, cy, "Last", cw)
    cy += CAPTION + 14
    ui.paragraph(stage, cx, cy, view["line"], cw, BODY, INK, lines=max(1, (y + 428 - PAD - cy) // (BODY + 8)))


def _controls(stage: Stage, view: dict, mine: bool) -> None:
    """Draw the power meter and the spin under the table, the stroke's buttons for the player on turn, the hints."""
    y = BUTTONS_Y
    aiming = view["phase"] in ("aim", "power")
    if mine and not view["in_hand"]:
        buttons: list[tuple[str, dict, "str | None", int]] = [("<", {"do": "turn", "by": -1}, None, 48),
                                                               (">", {"do": "turn", "by": 1}, None, 48)]
        if view["spin_on"]:
            buttons += [("Draw", {"do": "spin", "spin": max(-2, view["spin"] - 1)}, "Down", 104),
                        ("Follow", {"do": "spin", "spin": min(2, view["spin"] + 1)}, "Up", 112)]
        buttons.append(("Strike" if view["phase"] == "power" else "Stroke", {"do": "stroke", "hold": 1}, "Cross",
                        136))
        if view["phase"] == "power":
            buttons.append(("Back", {"do": "back"}, "Circle", 104))
        bx = BX - CUSHION - RAIL
        for text, act, key, bw in buttons:
            ui.button(stage, bx, y, bw, BUTTON_H, text, act, key=key, size=LABEL,
                      tone=rgb(150, 108, 42) if act["do"] == "stroke" else rgb(70, 56, 44))
            bx += bw + 8
        mx = bx + 6
    else:
        mx = BX - CUSHION - RAIL
    right = BX + BW + CUSHION + RAIL
    if aiming or view["phase"] == "roll":
        ball_x = right - 22
        if view["spin_on"]:                          # the cue ball's face, the tip's contact marked
            stage.stamp(ball_picture(0), ball_x - 20, y + 2, 40, 40)
            stage.ellipse(ball_x, y + 22 - view["spin"] * 7, 4, 4, rgb(214, 38, 34))
            right = ball_x - 30
        mw = right - mx
        if mw > 90:
            spin = ({2: "strong follow", 1: "follow", 0: "centre", -1: "draw", -2: "strong draw"}[view["spin"]]
                    if view["spin_on"] else "")
            words = f"Power {view['power']}" + (f"  ·  spin: {spin}" if spin else "")
            ui.label(stage, mx, y + 2, words, mw, SMALL, INK if view["phase"] == "power" else DIM, bold=True)
            ui.meter(stage, mx, y + 26, mw, 12, view["power"], 100, GOLD if view["phase"] == "power" else FAINT)
    if view["phase"] == "over" or not mine:
        return
    if view["in_hand"]:
        items = [("Up/Down/Left/Right", "move the cue ball"), ("Square", "fine"), ("Cross", "place it")]
    else:
        items = [("Left/Right", "aim"), ("Square", "fine")]
        if view["spin_on"]:
            items.append(("Up/Down", "spin"))
        if view["on_eight"]:
            items.append(("Triangle", "call"))
        items.append(("Cross", "stroke"))
        if view["phase"] == "power":
            items.append(("Circle", "back"))
    ui.hints(stage, items)
