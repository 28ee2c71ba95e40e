"""Roulette's screen on the 960 x 540 stage: the wheel and the ball, the last results, the seats, the chip tray and
the felt layout with everyone's chips.

Drawn from a view alone. While the wheel spins, the wheel's and the ball's angles are
functions of the frames since the spin began (:func:`angles`): the wheel turns at a steady
speed and the ball runs the other way on the rim, slowing as the square of the time left and
dropping into the pockets, so that on the last frame it sits exactly on the pocket the view
names. The wheel is one picture (its pockets in the real order, numbered), stamped turned.

The layout keeps the places the rules walk the pad between (:mod:`.wheel`, laid out on 320 x
240), stretched onto the stage's lower half; every spot of it is a hotspot and the pad's cursor
is a gold frame. Chips stand as small stacks of discs by denomination, edged in the seat's
colour, on a labelled spot's corner (never over its label) or on the line an inside bet names,
and glide there from the seat's plate (the screen's Motion: presentation only).
"""

from __future__ import annotations

import functools

from pycore.kernel import fx
from pycore.look import chips as chipkit
from pycore.look import motion, ui
from pycore.look.style import (BODY, CAPTION, DIM, FAINT, GOLD, GOLD_LIGHT, GREEN, HEAD, INK, PANEL, SEATS, SMALL,
                               TITLE, WOOD, WOOD_DARK, WOOD_LIGHT)
from pycore.prims import CENTER, LEFT, SANS, SERIF, Picture, Stage, fit, measure, picture, rgb, with_alpha

from .wheel import H, ROW_H, W, X0, Y0, Spot, colour, pocket_name, spots_of, wheel_order

BACKDROP = rgb(22, 17, 14)
FELT = rgb(26, 98, 64)
FELT_LIGHT = rgb(40, 128, 84)
LINE = rgb(232, 222, 190)
POCKET_RED = rgb(178, 32, 36)
POCKET_BLACK = rgb(26, 24, 26)
POCKET_GREEN = rgb(24, 128, 66)
POCKET_COLOURS = {"red": POCKET_RED, "black": POCKET_BLACK, "green": POCKET_GREEN}
BALL = rgb(250, 250, 246)
WHEEL_SPEED = 24
BALL_TURNS = 5

# the wheel on the stage
WX, WY, WR = 142, 158, 92           # centre and the wooden rim's radius
POCKET_OUT, POCKET_IN = 78, 60      # the pockets' ring
TRACK = 85                          # the ball's track on the rim
# the layout: wheel.py's places (x from X0 - W, y from Y0) stretched by 3 across and 2 down
LX, LY = 60, 288
LX0, LY0 = X0 - W, Y0
# the right-hand column
RX, RW = 292, 646
SHORT = {"low": "1-18", "high": "19-36", "even": "EVEN", "odd": "ODD"}
NAMES = {"straight": "Straight up", "split": "Split", "street": "Street", "trio": "Trio", "corner": "Corner",
         "first_four": "First four", "top_line": "Top line", "six_line": "Six line", "dozen": "Dozen",
         "column": "Column", "red": "Red", "black": "Black", "odd": "Odd", "even": "Even", "low": "Low (1-18)",
         "high": "High (19-36)"}


def angles(view: dict) -> tuple[int, int]:
    """Return the wheel's angle and the ball's (12-bit, 4096 to a turn) for this frame of the spin.

    At ``spin_age == spin_frames`` the ball's angle is exactly the named pocket's place on
    the turning wheel.
    """
    age = min(view.get("spin_age", 0), view.get("spin_frames", 1))
    total = view.get("spin_frames", 1)
    pockets = 38 if view["wheel"] == "american" else 37
    wheel = (view.get("wheel_start", 0) + WHEEL_SPEED * age) % 4096
    rest = (view.get("wheel_start", 0) + WHEEL_SPEED * total + view.get("pocket_index", 0) * 4096 // pockets) % 4096
    left = total - age
    ball = (rest + BALL_TURNS * 4096 * left * left // (total * total)) % 4096
    return wheel, ball


def _number(pocket_text: str) -> int:
    return 37 if pocket_text == "00" else int(pocket_text)


def to_stage(x: int, y: int) -> tuple[int, int]:
    """Return where a point of the layout (wheel.py's places) lies on the stage."""
    return LX + (x - LX0) * 3, LY + (y - LY0) * 2


def spot_box(spot: Spot) -> tuple[int, int, int, int]:
    """Return a spot's box on the stage (x, y, w, h)."""
    x0, y0 = to_stage(spot.x - spot.w // 2, spot.y - spot.h // 2)
    x1, y1 = to_stage(spot.x - spot.w // 2 + spot.w, spot.y - spot.h // 2 + spot.h)
    return x0, y0, x1 - x0, y1 - y0


def _labelled(spot: Spot) -> bool:
    return spot.kind in ("straight", "dozen", "column", "red", "black", "odd", "even", "low", "high")


def screen(view: dict, seat: "int | None", stage: Stage) -> None:
    """Draw one frame of the table as ``seat`` sees it (None: a spectator)."""
    stage.backdrop = BACKDROP
    american = view["wheel"] == "american"
    over = view["phase"] == "over"
    stage.paste(_table(american, not over))   # first: the felt's kept layer, its labels and hotspots
    if not over:                              # the results sheet rises over the layout
        _chips_on_layout(stage, view, seat)
    _wheel(stage, view)
    _top(stage, view, seat)
    _history(stage, view)
    _seats(stage, view, seat)
    _tray(stage, view, seat)
    motion.of(stage).draw_effects(stage)


# -- the table: the felt and its layout (kept) --------------------------------------------------
@functools.lru_cache(maxsize=2)
def _table(american: bool, labels: bool = True) -> Stage:
    """Return the table's unchanging layer: the room, the felt, every spot's colour, label and hotspot (drawn once)."""
    stage = Stage(960, 540)
    stage.radial(480, 300, 640, [(0, rgb(44, 32, 24)), (1024, BACKDROP)])
    stage.rect(0, 0, 960, 540, BACKDROP)
    # the felt under the layout, in a wooden rail
    fx0, fy0 = LX - 30, LY - 10
    fw, fh = 14 * 3 * W + 60, (3 * H + 2 * ROW_H) * 2 + 20
    stage.rrect(fx0 - 8, fy0 - 8, fw + 16, fh + 16, 22, WOOD_DARK)
    stage.linear(0, fy0 - 8, 0, fy0 + fh + 8, [(0, WOOD_LIGHT), (1024, WOOD_DARK)])
    stage.rrect(fx0 - 8, fy0 - 8, fw + 16, fh + 16, 22, WOOD)
    stage.radial(fx0 + fw // 2, fy0 + fh // 2, fw * 2 // 3, [(0, FELT_LIGHT), (1024, FELT)])
    stage.rrect(fx0, fy0, fw, fh, 16, FELT)
    spots = spots_of(american) if labels else ()
    for spot in spots:
        if not _labelled(spot):
            continue
        x, y, w, h = spot_box(spot)
        if spot.kind == "straight":
            stage.rect(x + 2, y + 2, w - 4, h - 4, POCKET_COLOURS[colour(spot.numbers[0])])
        stage.box(x, y, w, h, LINE, 2)
        cx, cy = x + w // 2, y + h // 2
        if spot.kind == "straight":
            stage.text(cx, cy - 12, pocket_name(spot.numbers[0]), INK, BODY, CENTER, SANS, True)
        elif spot.kind in ("red", "black"):
            body = POCKET_RED if spot.kind == "red" else POCKET_BLACK
            stage.poly([cx, cy - 10, cx + 26, cy, cx, cy + 10, cx - 26, cy], body)
            stage.path([cx, cy - 10, cx + 26, cy, cx, cy + 10, cx - 26, cy], LINE, 2, closed=True)
        else:
            text = {"dozen": ("1st 12", "2nd 12", "3rd 12")[(spot.numbers[0] - 1) // 12],
                    "column": "2:1"}.get(spot.kind) or SHORT[spot.kind]
            stage.text(cx, cy - 8, text, INK, BODY, CENTER, SANS, True)
    for i, spot in enumerate(spots):
        x, y, w, h = spot_box(spot)
        stage.hot(x, y, w, h, {"do": "place", "spot": i})
    # the wheel's bowl, under the wheel's picture
    stage.push()
    stage.shadow(24, 0, 10, rgb(0, 0, 0, 170))
    stage.ellipse(WX, WY, WR + 10, WR + 10, WOOD_DARK)
    stage.pop()
    stage.radial(WX, WY, WR + 10, [(0, WOOD_LIGHT), (900, WOOD), (1024, WOOD_DARK)], WX - 30, WY - 40)
    stage.ellipse(WX, WY, WR + 10, WR + 10, WOOD)
    stage.ring(WX, WY, WR + 10, WR + 10, rgb(0, 0, 0, 120), 2)
    stage.ellipse(WX, WY, WR, WR, rgb(60, 36, 22))
    stage.ring(WX, WY, TRACK + 4, TRACK + 4, rgb(150, 104, 64), 2)
    return stage


# -- the wheel ------------------------------------------------------------------------------------
def _wheel_face(stage: Stage, american: bool) -> None:
    c = POCKET_OUT + 2
    order = wheel_order(american)
    n = len(order)
    stage.ellipse(c, c, POCKET_OUT + 2, POCKET_OUT + 2, rgb(200, 168, 96))
    for i, pocket in enumerate(order):
        a0 = i * 4096 // n - 2048 // n
        stage.pie(c, c, POCKET_OUT, a0 & 4095, (a0 + 4096 // n) & 4095, POCKET_COLOURS[colour(pocket)])
    for i in range(n):                                      # the frets between the pockets
        a = (i * 4096 // n - 2048 // n) & 4095
        stage.line(c + POCKET_IN * fx.cos(a) // fx.ONE, c + POCKET_IN * fx.sin(a) // fx.ONE,
                   c + POCKET_OUT * fx.cos(a) // fx.ONE, c + POCKET_OUT * fx.sin(a) // fx.ONE, rgb(214, 184, 110), 2)
    for i, pocket in enumerate(order):                      # each number reading outwards
        a = i * 4096 // n
        r = POCKET_OUT - 10
        with stage.group(c + r * fx.cos(a) // fx.ONE, c + r * fx.sin(a) // fx.ONE, (a + 1024) & 4095):
            stage.text(0, -5, pocket_name(pocket), rgb(248, 240, 224), 9, CENTER, SANS, True)
    stage.ring(c, c, POCKET_OUT, POCKET_OUT, rgb(214, 184, 110), 2)
    # the cone and the turret
    stage.radial(c, c, POCKET_IN, [(0, rgb(176, 118, 66)), (700, rgb(118, 70, 38)), (1024, rgb(70, 40, 22))],
                 c - 20, c - 24)
    stage.ellipse(c, c, POCKET_IN - 12, POCKET_IN - 12, WOOD)
    stage.ring(c, c, POCKET_IN - 12, POCKET_IN - 12, rgb(214, 184, 110), 3)
    for k in range(4):
        a = k * 1024
        stage.line(c, c, c + 44 * fx.cos(a) // fx.ONE, c + 44 * fx.sin(a) // fx.ONE, rgb(226, 196, 120), 5)
        stage.ellipse(c + 44 * fx.cos(a) // fx.ONE, c + 44 * fx.sin(a) // fx.ONE, 6, 6, GOLD_LIGHT)
    stage.radial(c, c, 16, [(0, GOLD_LIGHT), (1024, rgb(150, 108, 42))], c - 5, c - 5)
    stage.ellipse(c, c, 16, 16, GOLD)


def wheel_picture(american: bool) -> Picture:
    """Return the wheel (its pockets in order, numbered, the cone and the turret) as one picture, drawn once."""
    size = 2 * POCKET_OUT + 4
    return picture(f"roulette/wheel/{'american' if american else 'european'}", size, size,
                   lambda stage: _wheel_face(stage, american))


def _ball_picture() -> Picture:
    def draw(stage: Stage) -> None:
        stage.ellipse(8, 10, 6, 5, rgb(0, 0, 0, 110))
        stage.radial(8, 8, 7, [(0, rgb(255, 255, 255)), (700, BALL), (1024, rgb(170, 170, 166))], 5, 5)
        stage.ellipse(8, 8, 7, 7, BALL)
    return picture("roulette/ball", 16, 18, draw)


def _wheel(stage: Stage, view: dict) -> None:
    wheel, ball = angles(view)
    pic = wheel_picture(view["wheel"] == "american")
    half = pic.width // 2
    with stage.group(WX, WY, wheel):
        stage.stamp(pic, -half, -half)
    if "pocket" not in view:
        return
    age, total = view["spin_age"], view["spin_frames"]
    # the ball runs on the track, then drops over the frets into its pocket in the last third
    drop = max(0, min(1024, (age * 3 - total * 2) * 1024 // max(1, total)))
    r = TRACK - (TRACK - (POCKET_OUT - 12)) * motion.out_cubic(drop) // 1024
    bx, by = WX + r * fx.cos(ball) // fx.ONE, WY + r * fx.sin(ball) // fx.ONE
    stage.stamp(_ball_picture(), bx - 8, by - 8)
    if age >= total:
        m = motion.of(stage)
        born = m.age(("roulette", "rest"), (view["spin"], view["pocket"]), fresh=True)
        number = _number(view["pocket"])
        body = POCKET_COLOURS[colour(number)]
        pop = motion.out_back(min(1024, born * 1024 // 18)) if not m.still else 1024
        rr = 14 + 16 * pop // 1024
        stage.ellipse(WX, WY, rr + 3, rr + 3, GOLD_LIGHT)
        stage.ellipse(WX, WY, rr, rr, body)
        if pop >= 700:
            stage.text(WX, WY - 15, view["pocket"], INK, HEAD, CENTER, SANS, True)
        if m.changed(("roulette", "landed"), (view["spin"], view["pocket"]), fresh=True):
            m.burst(("roulette", view["spin"]), bx, by, [GOLD_LIGHT, rgb(255, 255, 255), GOLD], 16, 4, 30, 3)
        if view["phase"] == "paid":
            stage.hot(WX - WR, WY - WR, 2 * WR, 2 * WR, {"do": "next"})


# -- the top band, the results, the seats --------------------------------------------------------
def _top(stage: Stage, view: dict, seat: "int | None") -> None:
    phase = view["phase"]
    if phase == "betting":
        line, tone = "Place your bets", GOLD
    elif phase == "spinning":
        line, tone = "No more bets", INK
    elif phase == "paid" and "pocket" in view:
        number = _number(view["pocket"])
        line, tone = f"{view['pocket']} {colour(number)}", GOLD
        if seat is not None and view["seats"][seat]["paid"]:
            line += f"  -  you win {view['seats'][seat]['paid']}"
    else:
        line, tone = "The table is closed", DIM
    stage.text(24, 8, fit(line, 420, TITLE, SERIF, True), tone, TITLE, LEFT, SERIF, True)
    rule = "double zero" if view["wheel"] == "american" else "single zero"
    spin = f"Spin {view['spin']} of {view['rounds']}" if view["rounds"] else f"Spin {view['spin']}"
    sub = f"{spin}  -  {rule}" + ("  -  la partage" if view["la_partage"] else "")
    x = 24 + min(420, measure(fit(line, 420, TITLE, SERIF, True), TITLE, SERIF, True)) + 24
    if phase == "betting" and view.get("clocked"):     # bets close by the clock only where other people wait
        ui.clock(stage, x, 12, 250, view["clock"], max(1, view["clock_max"]))
        x += 274
    ui.label(stage, x, 16, sub, 840 - x, SMALL, DIM)


def _history(stage: Stage, view: dict) -> None:
    ui.heading(stage, RX, 58, "Last results", 380)
    m = motion.of(stage)
    for k, name in enumerate(view["history"]):
        number = _number(name)
        tx = RX + 14 + k * 31
        x, _ = m.glide(("roulette", "history", len(view["history"]) - k, view["spin"] if k == 0 else 0), tx, 98,
                       start=(tx - 31, 98))
        if k == 0:
            stage.ellipse(x, 98, 17, 17, GOLD_LIGHT)
        stage.stamp(_result_picture(name), x - 15, 83)
    if not view["history"]:
        stage.text(RX, 88, "No spins yet", FAINT, SMALL, LEFT)
    for k, line in enumerate(view["log"][-3:]):
        ui.label(stage, RX + 400, 58 + 18 * k, line, RW - 400, CAPTION, DIM)


def _result_picture(name: str) -> Picture:
    """Return a past result as a small disc in its pocket's colour with its number (a picture: the history's row is
    kept clear of labels, so a toast under the top band lies over no word)."""
    def draw(stage: Stage) -> None:
        body = POCKET_COLOURS[colour(_number(name))]
        stage.ellipse(15, 15, 14, 14, body)
        stage.ring(15, 15, 14, 14, rgb(255, 255, 255, 80), 1)
        stage.text(15, 7, name, INK, 13, CENTER, SANS, True)
    return picture(f"roulette/result/{name}", 30, 30, draw)


def _seats(stage: Stage, view: dict, seat: "int | None") -> None:
    seats = view["seats"]
    n = max(1, len(seats))
    gap = 8
    w = (RW - gap * (n - 1)) // n
    for s, info in enumerate(seats):
        x, y, h = RX + s * (w + gap), 142, 60
        active = view["phase"] == "betting" and not info["done"]
        you = s == seat
        ui.panel(stage, x, y, w, h, 12, PANEL, GOLD if you else rgb(86, 70, 52))
        ui.avatar(stage, x + 20, y + 17, 12, info["name"], SEATS[s % len(SEATS)])
        ui.label(stage, x + 38, y + 6, info["name"], w - 46, BODY, INK if active or you else DIM, bold=True)
        purse = motion.of(stage).count(("roulette", "purse", s), info["purse"])
        ui.label(stage, x + 12, y + 25, f"Purse {purse}", w - 20, CAPTION, GOLD_LIGHT if you else DIM)
        staked = f"Bet {info['on_layout']}"
        if view["phase"] == "paid":
            staked += f"  Won {info['paid']}" if info["paid"] else "  lost"
        elif info.get("left"):
            staked = "Cashed out"
        elif info["done"] and view["phase"] == "betting":
            staked += "  done"
        ui.label(stage, x + 12, y + 40, staked, w - 20, CAPTION,
                 GREEN if view["phase"] == "paid" and info["paid"] else DIM)


# -- the chips ------------------------------------------------------------------------------------
def stack_box(cx: int, cy: int, r: int, most: int) -> tuple[int, int, int, int]:
    """Return the box a stack of at most ``most`` discs of radius ``r`` on (cx, cy) covers, its seat's edge included."""
    return cx - r - 2, cy - 2 * (most - 1) - r - 2, 2 * r + 4, 2 * (most - 1) + 2 * r + 5


def _stack(stage: Stage, cx: int, cy: int, amount: int, edge: int, r: int = 7, most: int = 4) -> None:
    """Draw ``amount`` as a small stack of discs (largest at the bottom, at most ``most``), edged in the seat's colour."""
    discs: list[int] = []
    for value, count in chipkit.split(amount):
        discs += [value] * count
    discs = discs[:most]
    stage.ellipse(cx, cy + 2, r + 2, r + 1, rgb(0, 0, 0, 110))
    stage.ellipse(cx, cy, r + 2, r + 2, edge)
    for k, value in enumerate(discs):
        chipkit.chip(stage, cx, cy - 2 * k, value, r)


# a labelled spot's chips stand on its corners, one corner a seat (the fifth seat on the left side's middle)
CORNERS = ((-1, -1), (1, -1), (-1, 1), (1, 1), (-1, 0))


def chip_size(spot: Spot) -> tuple[int, int]:
    """Return the radius and the most discs of a stack on ``spot``: smaller on the lines, between two labels."""
    return (7, 4) if _labelled(spot) else (5, 3)


def _chip_place(spot: Spot, s: int) -> tuple[int, int]:
    if _labelled(spot):
        x, y, w, h = spot_box(spot)
        dx, dy = CORNERS[s % len(CORNERS)]
        return (x + 9 if dx < 0 else x + w - 9), (y + h // 2 + dy * (h // 2 - 10))
    cx, cy = to_stage(spot.x, spot.y)
    return cx + (s - 2) * 4, cy


def _chips_on_layout(stage: Stage, view: dict, seat: "int | None") -> None:
    american = view["wheel"] == "american"
    spots = spots_of(american)
    by_key = {spot.key: spot for spot in spots}
    m = motion.of(stage)
    n = max(1, len(view["seats"]))
    gap = 8
    w = (RW - gap * (n - 1)) // n
    if "pocket" in view and view["spin_age"] >= view["spin_frames"]:
        number = _number(view["pocket"])
        hit = next(sp for sp in spots if sp.kind == "straight" and sp.numbers == (number,))
        x, y, bw, bh = spot_box(hit)
        glow = 120 + 100 * fx.sin((m.frame * 96) & 4095) // fx.ONE if not m.still else 200
        stage.rrect(x - 3, y - 3, bw + 6, bh + 6, 6, with_alpha(GOLD_LIGHT, glow))
        stage.rect(x + 2, y + 2, bw - 4, bh - 4, POCKET_COLOURS[colour(number)])
        stage.box(x - 3, y - 3, bw + 6, bh + 6, rgb(255, 255, 255), 3)
        stage.text(x + bw // 2, y + bh // 2 - 12, pocket_name(number), INK, BODY, CENTER, SANS, True)
    if seat is not None and view["phase"] == "betting":
        spot = spots[view["seats"][seat]["cursor"]]
        x, y, bw, bh = spot_box(spot)
        if _labelled(spot):
            stage.box(x - 2, y - 2, bw + 4, bh + 4, GOLD, 3)
        else:
            cx, cy = to_stage(spot.x, spot.y)
            stage.ring(cx, cy, 12, 12, GOLD, 3)
    for s, info in enumerate(view["seats"]):
        totals: dict[str, int] = {}
        for key, amount in info["bets"]:
            totals[key] = totals.get(key, 0) + amount
        home = (RX + s * (w + gap) + w // 2, 172)
        for key in sorted(totals):
            tx, ty = _chip_place(by_key[key], s)
            x, y = m.glide(("roulette", "chips", s, key), tx, ty, 18, start=home)
            _stack(stage, x, y, totals[key], SEATS[s % len(SEATS)], *chip_size(by_key[key]))


# -- the tray: chips to pick, buttons, the spot under the cursor, a refusal -----------------------------
def _tray(stage: Stage, view: dict, seat: "int | None") -> None:
    if seat is None:
        return
    me = view["seats"][seat]
    y = 208
    betting = view["phase"] == "betting" and not me["done"]
    for k, value in enumerate(view["chips"]):
        cx = RX + 24 + k * 50
        picked = value == me["chip"]
        lift = motion.of(stage).value(("roulette", "pick", value), 6 if picked else 0, 8)
        if picked:
            stage.ellipse(cx, y + 20 - lift, 25, 25, with_alpha(GOLD_LIGHT, 200))
        chipkit.chip(stage, cx, y + 20 - lift, chipkit.denomination(value), 21)
        if chipkit.denomination(value) != value:
            stage.text(cx, y + 46, str(value), INK, CAPTION, CENTER, SANS, True)
        stage.hot(cx - 24, y - 4, 48, 48, {"do": "chip", "value": value})
    can = view.get("can", {})
    bx = RX + 24 + len(view["chips"]) * 50
    bw = (RX + RW - bx - 24) // 4                                       # Undo, Repeat, Spin and Cash out
    for k, (name, text, key) in enumerate((("undo", "Undo", "Circle"), ("repeat", "Repeat", "Triangle"),
                                           ("done", "Spin", "Square"))):
        state = ui.DISABLED if can.get(name) else ui.NORMAL
        ui.button(stage, bx + k * (bw + 8), y - 2, bw, 44, text, {"do": name}, state, key, BODY)
        if state == ui.DISABLED:
            stage.hot(bx + k * (bw + 8), y - 2, bw, 44, {"do": name})   # a click says why it cannot
    cash = _cash_out(stage, view, me, bx + 3 * (bw + 8), y - 2, bw)
    # what the cursor is on
    spots = spots_of(view["wheel"] == "american")
    spot = spots[me["cursor"]]
    mine = sum(amount for key, amount in me["bets"] if key == spot.key)
    what = NAMES.get(spot.kind, spot.kind)
    if spot.kind in ("straight", "split", "street", "trio", "corner", "first_four", "top_line", "six_line"):
        what += " " + "-".join(pocket_name(n) for n in spot.numbers)
    elif spot.kind in ("dozen", "column"):
        what += f" {spot.numbers[0]}-{spot.numbers[-1]}" if spot.kind == "dozen" else f" from {spot.numbers[0]}"
    line = f"{what}: pays {spot.pays} to 1" + (f", your chips {mine}" if mine else "")
    if betting:
        ui.label(stage, RX, 254, line, RW, BODY, INK)
    if view["phase"] == "paid":
        ui.hints(stage, [("Cross", "next spin")] + cash + [("Start", "menu")])
    elif betting:
        ui.hints(stage, [("Up/Down/Left/Right", "spot"), ("Cross", "place"), ("L1/R1", "chip"), ("Circle", "undo"),
                         ("Triangle", "repeat"), ("Square", "spin")] + cash + [("Start", "menu")])
    else:
        ui.hints(stage, cash + [("Start", "menu")])


def _cash_out(stage: Stage, view: dict, me: dict, x: int, y: int, w: int) -> list[tuple[str, str]]:
    """Draw the cash-out button at the end of the tray's row while the seat is at the table (greyed, a click
    saying why, while its chips are on the layout or the wheel turns); return its hint, [] where it cannot be
    pressed. No key cap on it: the pad holds Select (the hint line says so), a click cashes out at once."""
    if me.get("left") or "cash_out" not in view.get("can", {}) or view["phase"] == "over":
        return []
    reason = view["can"]["cash_out"]
    ui.button(stage, x, y, w, 44, "Cash out", {"do": "cash_out"}, ui.DISABLED if reason else ui.NORMAL, None, BODY)
    if reason:
        stage.hot(x, y, w, 44, {"do": "cash_out"})                    # a click says why it cannot
        return []
    held, full = view["holding"]
    if held:
        ui.meter(stage, x + 8, y + 38, w - 16, 4, min(held, full), full, GOLD_LIGHT)
    return [("Select", "hold: cash out")]
