"""Roulette's screen: the wheel and the ball, the last results, the layout with everyone's chips, the chip tray.

Drawn from a view alone. While the wheel spins, the wheel's and the ball's angles are
functions of the frames since the spin began: the wheel turns at a steady speed and the
ball runs the other way, slowing as the square of the time left, so that on the last frame
it sits exactly on the pocket the view names. Every spot of the layout is a hotspot; the
pad's cursor is a gold ring.
"""

from __future__ import annotations

import functools

from pycore.kernel import fx
from pycore.look import ui
from pycore.prims import CENTER, LEFT, RIGHT, Stage, rgb

from .wheel import EVEN_Y, H, ROW_H, W, X0, Y0, colour, pocket_name, spots_of, wheel_order

BACKDROP = rgb(18, 22, 26)
FELT = rgb(24, 104, 70)
LINE = rgb(222, 214, 180)
INK = rgb(240, 234, 220)
DIM = rgb(160, 168, 150)
GOLD = rgb(236, 190, 76)
RED = rgb(196, 40, 40)
BLACK = rgb(30, 30, 34)
GREEN = rgb(30, 140, 70)
WOOD = rgb(110, 66, 36)
BALL = rgb(250, 250, 250)
BUTTON = rgb(60, 52, 70)
GREYED = rgb(58, 60, 62)
GREY_TEXT = rgb(120, 124, 126)
SEAT_COLOURS = (rgb(236, 190, 76), rgb(90, 160, 230), rgb(230, 110, 170), rgb(150, 220, 120), rgb(240, 140, 60))
POCKET_COLOURS = {"red": RED, "black": BLACK, "green": GREEN}
WX, WY, WR = 58, 58, 50
WHEEL_SPEED = 24
BALL_TURNS = 5
SHORT = {"straight": "", "low": "1-18", "high": "19-36", "even": "EVEN", "odd": "ODD", "red": "RED",
         "black": "BLACK"}


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


def _at(angle: int, r: int) -> tuple[int, int]:
    return WX + (r * fx.cos(angle) >> fx.FRAC_BITS), WY + (r * fx.sin(angle) >> fx.FRAC_BITS)


@functools.lru_cache(maxsize=4096)
def _rim(angle: int) -> tuple[int, int, int, int]:
    """Return the pockets' outer and inner edge points at a 12-bit ``angle``, kept: a spin turns the wheel through them all."""
    return (*_at(angle, WR), *_at(angle, WR - 14))


def screen(view: dict, seat: "int | None", stage: Stage) -> None:
    """Draw one frame of the table as ``seat`` sees it (None: a spectator)."""
    stage.rect(0, 0, 320, 240, BACKDROP)
    _layout(stage, view, seat)   # first, so its kept layer is pasted before any label (a plain copy)
    _wheel(stage, view)
    _history(stage, view)
    _tray(stage, view, seat)


@functools.lru_cache(maxsize=4)
def _ring(american: bool, wheel: int) -> Stage:
    """Return the wheel turned to ``wheel``: its rim, its pockets and its hub (kept: it stands still between spins)."""
    stage = Stage()
    order = wheel_order(american)
    n = len(order)
    stage.ellipse(WX, WY, WR + 4, WR + 4, WOOD)
    for i, pocket in enumerate(order):
        a0 = wheel + i * 4096 // n - 2048 // n
        a1 = a0 + 4096 // n
        x0, y0, x3, y3 = _rim(a0 & 4095)
        x1, y1, x2, y2 = _rim(a1 & 4095)
        stage.quad((x0, y0, x1, y1, x2, y2, x3, y3), POCKET_COLOURS[colour(pocket)])
    stage.ellipse(WX, WY, WR - 14, WR - 14, WOOD)
    stage.ellipse(WX, WY, 8, 8, GOLD)
    return stage


def _wheel(stage: Stage, view: dict) -> None:
    wheel, ball = angles(view)
    stage.paste(_ring(view["wheel"] == "american", wheel))
    if "pocket" in view:
        age, total = view["spin_age"], view["spin_frames"]
        r = WR - 7 if age >= total else WR - 7 + 6 * (total - age) // total
        bx, by = _at(ball, r)
        stage.ellipse(bx, by, 3, 3, BALL)
        if age >= total:
            stage.text(WX, WY - 4, view["pocket"], INK, 8, CENTER)


def _history(stage: Stage, view: dict) -> None:
    stage.text(118, 4, f"Spin {view['spin']} of {view['rounds']}  -  "
               f"{'double zero' if view['wheel'] == 'american' else 'single zero'}"
               + ("  -  la partage" if view["la_partage"] else ""), DIM, 6, LEFT)
    stage.text(118, 14, "Last results", DIM, 6, LEFT)
    for k, name in enumerate(view["history"]):
        x = 118 + k * 16
        number = 37 if name == "00" else int(name)
        stage.rect(x, 22, 15, 11, POCKET_COLOURS[colour(number)])
        stage.text(x + 7, 24, name, INK, 6, CENTER)
    for k, line in enumerate(view["log"][-3:]):
        stage.text(118, 38 + 8 * k, line, DIM, 6, LEFT)
    if view["phase"] == "betting":
        if view.get("clocked"):      # bets close by the clock only where other people wait
            ui.clock(stage, 200, 72, 114, view["clock"], view["clock_max"], size=7)
        stage.text(118, 72, "Place your bets", INK, 8, LEFT)
    elif view["phase"] == "spinning":
        stage.text(118, 72, "No more bets", INK, 8, LEFT)
    elif view["phase"] == "paid":
        stage.text(118, 72, f"{view['pocket']} {colour(37 if view['pocket'] == '00' else int(view['pocket']))}",
                   GOLD, 8, LEFT)
    for s, info in enumerate(view["seats"]):
        x = 118 + (s % 3) * 66
        y = 84 + (s // 3) * 10
        stage.text(x, y, f"{info['name'][:9]} {info['purse']}", SEAT_COLOURS[s], 6, LEFT)


@functools.lru_cache(maxsize=2)
def _felt(american: bool) -> Stage:
    """Return the layout's unchanging layer for a wheel, drawn once: the felt, every spot's colour, label and hotspot.

    Every frame shows it the same, and pastes it for a copy of its words: drawn each frame,
    its 150-odd hotspots and 50 labels took most of the export (about a millisecond in CPython).
    """
    stage = Stage()
    stage.rect(X0 - W - 2, Y0 - 2, 14 * W + 4, 3 * H + 2 * ROW_H + 4, FELT)
    spots = spots_of(american)
    for spot in spots:
        if spot.kind == "straight":
            number = spot.numbers[0]
            x, y = spot.x - spot.w // 2, spot.y - spot.h // 2
            stage.rect(x + 1, y + 1, spot.w - 2, spot.h - 2, POCKET_COLOURS[colour(number)])
            stage.text(spot.x, spot.y - 3, pocket_name(number), INK, 6, CENTER)
        elif spot.kind in ("dozen", "column") or spot.kind in SHORT:
            x, y = spot.x - spot.w // 2, spot.y - spot.h // 2
            stage.box(x, y, spot.w, spot.h, LINE)
            label = {"dozen": f"{spot.numbers[0]}-{spot.numbers[-1]}", "column": "2:1"}.get(spot.kind, SHORT.get(spot.kind))
            stage.text(spot.x, spot.y - 3, label, INK, 6, CENTER)
    for i, spot in enumerate(spots):
        stage.hot(spot.x - spot.w // 2, spot.y - spot.h // 2, spot.w, spot.h, {"do": "place", "spot": i})
    return stage


def _layout(stage: Stage, view: dict, seat: "int | None") -> None:
    american = view["wheel"] == "american"
    spots = spots_of(american)
    stage.paste(_felt(american))
    by_key = {spot.key: spot for spot in spots}
    for s, info in enumerate(view["seats"]):
        totals: dict[str, int] = {}
        for key, amount in info["bets"]:
            totals[key] = totals.get(key, 0) + amount
        for key in sorted(totals):
            spot = by_key[key]
            dx = (s % 3) * 3 - 3
            stage.ellipse(spot.x + dx, spot.y, 4, 4, SEAT_COLOURS[s])
            stage.text(spot.x + dx, spot.y - 2, str(totals[key]), BLACK, 6, CENTER)
    if seat is not None and view["phase"] == "betting":
        spot = spots[view["seats"][seat]["cursor"]]
        stage.box(spot.x - spot.w // 2 - 1, spot.y - spot.h // 2 - 1, spot.w + 2, spot.h + 2, GOLD, 2)
    if "pocket" in view and view["spin_age"] >= view["spin_frames"]:
        number = 37 if view["pocket"] == "00" else int(view["pocket"])
        hit = next(sp for sp in spots if sp.kind == "straight" and sp.numbers == (number,))
        stage.box(hit.x - hit.w // 2, hit.y - hit.h // 2, hit.w, hit.h, rgb(255, 255, 255), 2)


def _tray(stage: Stage, view: dict, seat: "int | None") -> None:
    y = EVEN_Y + ROW_H + 6
    stage.rect(0, y - 2, 320, 240 - y + 2, rgb(28, 24, 34))
    if seat is None:
        return
    me = view["seats"][seat]
    for k, value in enumerate(view["chips"]):
        x = 14 + k * 24
        stage.ellipse(x, y + 10, 9, 9, GOLD if value == me["chip"] else rgb(120, 100, 60))
        stage.text(x, y + 7, str(value), BLACK, 6, CENTER)
        stage.hot(x - 9, y + 1, 18, 18, {"do": "chip", "value": value})
    can = view.get("can", {})
    for k, (name, label) in enumerate((("undo", "Undo"), ("repeat", "Repeat"), ("done", "Spin"))):
        x = 14 + len(view["chips"]) * 24 + k * 50
        greyed = bool(can.get(name))
        stage.rect(x, y + 2, 46, 16, GREYED if greyed else BUTTON)
        stage.text(x + 23, y + 6, label, GREY_TEXT if greyed else INK, 8, CENTER)
        stage.hot(x, y + 2, 46, 16, {"do": name})
    stage.text(316, y + 6, f"on the table {me['on_layout']}", DIM, 6, RIGHT)
    notice = view.get("notice", "")
    if view["phase"] == "paid":
        stage.hot(0, 0, 320, 108, {"do": "next"})
    if notice:
        stage.rect(0, 229, 320, 11, rgb(60, 30, 30))
        stage.text(160, 231, notice, INK, 6, CENTER)
