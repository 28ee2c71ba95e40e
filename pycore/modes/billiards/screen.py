"""Billiards' screen: the table from above with jawed pockets, the balls, the aim and ghost line, the power meter.

Table millimetres (20.12) map to stage pixels by one integer scale. A human on turn gets a
grid of hotspots over the bed (click a point to aim at it, or to put the cue ball in hand
there), the pockets to call the 8, and buttons to turn finely, set spin, take the stroke back
and stroke: a held hotspot (``"hold": 1``), so pressing it starts the power meter and
releasing it strikes at the meter's power (two clicks do the same).
"""

from __future__ import annotations

from pycore.kernel import fx
from pycore.modes.billiards.physics import LENGTH, POCKETS, SEGMENTS, WIDTH
from pycore.look import ui
from pycore.prims import CENTER, OLD_HEIGHT as HEIGHT, LEFT, RIGHT, OLD_WIDTH as STAGE_W, Stage, mix, rgb, with_alpha

BX, BY, BW, BH = 20, 30, 280, 140          # the bed on the stage
CELL = 14                                  # the aiming grid's hotspot size
BALL_PX = 3
WOOD = rgb(96, 58, 32)
RAIL = rgb(24, 104, 64)
BED = rgb(32, 132, 78)
HOLE = rgb(10, 10, 10)
INK = rgb(240, 236, 224)
DIM = rgb(160, 170, 160)
BAR = rgb(18, 24, 20)
GOLD = rgb(236, 196, 84)
WHITE = rgb(250, 250, 246)
COLOURS = (WHITE, rgb(246, 206, 40), rgb(40, 80, 200), rgb(214, 40, 36), rgb(110, 50, 160), rgb(240, 120, 30),
           rgb(30, 130, 60), rgb(128, 30, 36), rgb(16, 16, 16))
HINT = "Left/Right aim  Square fine  Up/Down spin  Triangle call  Cross stroke"
PLACE_HINT = "Arrows move the cue ball  Square fine  Cross place it"


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
    """Draw one frame of ``view`` for ``seat`` on the 320 x 240 stage."""
    stage.rect(0, 0, STAGE_W, HEIGHT, BAR)
    _table(stage, view)
    mine = (seat is not None and seat == view["turn"] and view["phase"] not in ("roll", "over")
            and not view["ai"][seat])
    if view["phase"] in ("aim", "power"):
        _aim(stage, view)
    _balls(stage, view)
    _top(stage, view)
    _panel(stage, view, mine)
    if mine:
        _hotspots(stage, view)


def _table(stage: Stage, view: dict) -> None:
    """Draw the rails, the bed, the cushion noses and jaws, the pockets, the head string and foot spot."""
    stage.rect(BX - 12, BY - 12, BW + 24, BH + 24, WOOD)
    stage.rect(BX - 5, BY - 5, BW + 10, BH + 10, RAIL)
    stage.rect(BX, BY, BW, BH, BED)
    for x0, y0, x1, y1 in SEGMENTS:
        stage.line(px(x0), py(y0), px(x1), py(y1), mix(RAIL, WHITE, 1, 4), 1)
    called = view["called"] if view["on_eight"] else -1
    for i, (x, y) in enumerate(POCKETS):
        if i == called:
            stage.ellipse(px(x), py(y), 9, 9, GOLD)
        stage.ellipse(px(x), py(y), 6, 6, HOLE)
    head = px(LENGTH // 4)
    stage.line(head, BY, head, BY + BH, with_alpha(WHITE, 70), 1)
    stage.ellipse(px(LENGTH * 3 // 4), py(WIDTH // 2), 1, 1, with_alpha(WHITE, 140))


def _balls(stage: Stage, view: dict) -> None:
    """Draw every ball on the bed (and the cue ball in hand where it would go)."""
    for n, x, y, on in view["balls"]:
        if not on and not (n == 0 and view["in_hand"]):
            continue
        cx, cy = px(x), py(y)
        stage.ellipse(cx + 1, cy + 1, BALL_PX, BALL_PX, with_alpha(HOLE, 90))
        if n >= 9:
            stage.ellipse(cx, cy, BALL_PX, BALL_PX, WHITE)
            stage.rect(cx - BALL_PX, cy - 1, 2 * BALL_PX + 1, 3, colour(n))
        else:
            stage.ellipse(cx, cy, BALL_PX, BALL_PX, colour(n))
        if n == 0 and view["in_hand"]:
            stage.box(cx - 5, cy - 5, 11, 11, GOLD, 1)


def _aim(stage: Stage, view: dict) -> None:
    """Draw the cue, the ghost line to the first contact and the object ball's line from there."""
    cue = view["balls"][0]
    cx, cy = px(cue[1]), py(cue[2])
    gx, gy, hit = view["ghost"]
    stage.line(cx, cy, px(gx), py(gy), with_alpha(WHITE, 170), 1)
    stage.ellipse(px(gx), py(gy), BALL_PX, BALL_PX, with_alpha(WHITE, 90))
    if hit >= 0:
        ball = next(b for b in view["balls"] if b[0] == hit)
        dx, dy = ball[1] - gx, ball[2] - gy
        far = fx.length(dx, dy) or 1
        ex = ball[1] + dx * 300 * fx.ONE // far
        ey = ball[2] + dy * 300 * fx.ONE // far
        stage.line(px(ball[1]), py(ball[2]), px(ex), py(ey), with_alpha(GOLD, 200), 1)
    # the cue stick behind the ball, drawn back by the power while the meter runs
    back = 6 + (view["power"] * 20 // 100 if view["phase"] == "power" else 0)
    ux, uy = fx.cos(view["angle"]), fx.sin(view["angle"])
    sx, sy = cx - (ux * back >> fx.FRAC_BITS), cy - (uy * back >> fx.FRAC_BITS)
    stage.line(sx, sy, sx - (ux * 60 >> fx.FRAC_BITS), sy - (uy * 60 >> fx.FRAC_BITS), rgb(214, 180, 120), 2)


def _top(stage: Stage, view: dict) -> None:
    """Draw the players, their groups and whose shot it is."""
    stage.rect(0, 0, STAGE_W, 14, BAR)
    for s, (x, align) in enumerate(((4, LEFT), (STAGE_W - 4, RIGHT))):
        group = view["groups"][s] if view["game"] == "8-ball" else ""
        mark = "> " if view["turn"] == s and view["phase"] != "over" else ""
        label = f"{mark}{view['names'][s]}" + (f" ({group})" if group and group != "open" else "")
        stage.text(x, 3, label, GOLD if mark else INK, 8, align)
    title = view["game"] + (f"  stake {view['stake']}" if view["stake"] else "")
    stage.text(STAGE_W // 2, 3, title, DIM, 7, CENTER)


def _panel(stage: Stage, view: dict, mine: bool) -> None:
    """Draw the power meter, the spin, the line of words and the controls."""
    y = BY + BH + 16
    stage.rect(BX, y, 100, 8, mix(BAR, WHITE, 1, 6))
    stage.rect(BX, y, view["power"], 8, GOLD if view["phase"] == "power" else DIM)
    stage.text(BX + 104, y, f"Power {view['power']}", INK, 7, LEFT)
    if view["spin_on"]:
        words = {2: "strong follow", 1: "follow", 0: "centre", -1: "draw", -2: "strong draw"}[view["spin"]]
        stage.text(BX + 160, y, f"Spin: {words}", INK, 7, LEFT)
    stage.text(STAGE_W // 2, y + 12, view["line"][:72], INK, 7, CENTER)
    if view["phase"] == "over":
        return
    if mine:
        stage.text(STAGE_W // 2, HEIGHT - 10, PLACE_HINT if view["in_hand"] else HINT, DIM, 7, CENTER)
    if view.get("clocked") and view["phase"] in ("place", "aim", "power") \
            and not view["ai"][view["turn"]]:
        # the shot clock runs only where other people wait (a hot seat, online)
        ui.clock(stage, STAGE_W - 110, y, 106, view["clock"], view.get("clock_max", 1), size=7)
    elif view["thinking"]:
        stage.text(STAGE_W // 2, HEIGHT - 10, f"{view['names'][view['turn']]} studies the table...", DIM, 7, CENTER)


def _hotspots(stage: Stage, view: dict) -> None:
    """Attach the aiming or placing grid over the bed, the pockets to call, and the stroke buttons."""
    do = "place" if view["in_hand"] else "aim"
    for gy in range(BY, BY + BH, CELL):
        for gx in range(BX, BX + BW, CELL):
            mx = ((gx + CELL // 2 - BX) * LENGTH // BW) >> fx.FRAC_BITS
            my = ((gy + CELL // 2 - BY) * WIDTH // BH) >> fx.FRAC_BITS
            stage.hot(gx, gy, CELL, CELL, {"do": do, "x": mx, "y": my})
    if view["on_eight"] and not view["in_hand"]:
        for i, (x, y) in enumerate(POCKETS):
            stage.hot(px(x) - 7, py(y) - 7, 14, 14, {"do": "call", "pocket": i})
    if view["in_hand"]:
        return
    y = BY + BH + 36
    buttons = [("<", {"do": "turn", "by": -1}), (">", {"do": "turn", "by": 1})]
    if view["spin_on"]:
        buttons += [("Draw", {"do": "spin", "spin": max(-2, view["spin"] - 1)}),
                    ("Follow", {"do": "spin", "spin": min(2, view["spin"] + 1)})]
    buttons.append(("Strike" if view["phase"] == "power" else "Stroke", {"do": "stroke", "hold": 1}))
    if view["phase"] == "power":
        buttons.append(("Back", {"do": "back"}))
    x = 20
    for label, act in buttons:
        w = 22 if len(label) == 1 else 44
        stage.rect(x, y, w, 12, GOLD if act["do"] == "stroke" else mix(BAR, WHITE, 1, 4))
        stage.text(x + w // 2, y + 2, label, BAR if act["do"] == "stroke" else INK, 7, CENTER)
        stage.hot(x, y, w, 12, act)
        x += w + 4
