"""Prop hunt's screen: a top-down arena where, on a hunter's screen, a hider is just another prop.

Every prop (decoy or disguised hider) is drawn by one function from its kind and
position alone, as the furniture its ``shape`` names (a chair, a lamp, a plant, a crate,
... built from rectangles, lines, quads and ellipses), and all props are drawn in one pass
sorted by position, so nothing a hunter sees (colour, z-order, shape, animation) tells a
hider from a decoy of its prop.
Only the hiders' own screens (and spectators and the end card) mark who is who.
"""

from __future__ import annotations

from pycore.kernel.fx import FRAC_BITS
from pycore.prims import CENTER, OLD_HEIGHT as HEIGHT, LEFT, RIGHT, OLD_WIDTH as WIDTH, Stage, mix, rgb, with_alpha

from .config import CHOOSE, FPS, HIDE, HIDER, HUNT, HUNTER

BACKDROP = rgb(26, 22, 28)
FLOOR = rgb(92, 74, 58)
FLOOR_EDGE = rgb(60, 46, 38)
WALL = rgb(44, 36, 40)
WALL_TOP = rgb(70, 58, 62)
PANEL = rgb(48, 36, 44)
INK = rgb(240, 232, 214)
DIM = rgb(160, 148, 130)
GOLD = rgb(232, 184, 72)
RED = rgb(214, 74, 64)
GREEN = rgb(104, 186, 96)
SHADOW = rgb(0, 0, 0, 90)
PROP_SHADOW = rgb(0, 0, 0, 80)   # a prop's own shadow (a hunter's is SHADOW)
POT = rgb(168, 92, 60)
POT_RIM = rgb(196, 116, 76)
PAGES = rgb(236, 228, 206)
SEAT_COLORS = (rgb(236, 96, 84), rgb(92, 156, 236), rgb(120, 204, 104),
               rgb(236, 196, 72), rgb(196, 120, 224), rgb(96, 212, 204))
AREA_X, AREA_Y, AREA_W, AREA_H = 4, 18, 312, 204
HINT_Y = 228
BAR_X, BAR_W = 200, 60           # the inspect cooldown bar, left of the button
BUTTON = (268, 225, 48, 13)      # the inspect / taunt button in the bottom strip


class _Map:
    """Arena units and 20.12 positions to stage pixels, at the largest scale that fits."""

    def __init__(self, width: int, height: int) -> None:
        if AREA_W * height <= AREA_H * width:
            self.num, self.den = AREA_W, width
        else:
            self.num, self.den = AREA_H, height
        self.w, self.h = self.units(width), self.units(height)
        self.ox = AREA_X + (AREA_W - self.w) // 2
        self.oy = AREA_Y + (AREA_H - self.h) // 2

    def units(self, v: int) -> int:
        """Return a length in arena units as stage pixels."""
        return v * self.num // self.den

    def point(self, x: int, y: int) -> tuple[int, int]:
        """Return the stage pixel of a 20.12 arena position."""
        return (self.ox + (x * self.num // self.den >> FRAC_BITS),
                self.oy + (y * self.num // self.den >> FRAC_BITS))


def screen(view: dict, seat: "int | None", stage: Stage) -> None:
    """Draw one frame of prop hunt as ``seat`` sees it (None: a spectator who sees all)."""
    m = _Map(view["width"], view["height"])
    players = view["players"]
    me = players[seat] if seat is not None else None
    role = me["role"] if me else ""
    phase = view["phase"]
    stage.rect(0, 0, WIDTH, HEIGHT, BACKDROP)
    _arena(stage, view, m)
    blind = role == HUNTER and phase in (CHOOSE, HIDE)
    reveal = me is None or phase not in (CHOOSE, HIDE, HUNT)
    if not blind:
        _props(stage, view, m)
        _people(stage, view, m, seat, reveal)
        _flashes(stage, view, m)
    _panel(stage, view, seat)
    if blind:
        _blindfold(stage, view, m)
    elif phase == CHOOSE and role == HIDER and me["prop"] < 0:
        _chooser(stage, view, me)
    if phase not in (CHOOSE, HIDE, HUNT):
        _end_card(stage, view, seat)
    _controls(stage, view, me)


def _arena(stage: Stage, view: dict, m: _Map) -> None:
    stage.rect(m.ox - 2, m.oy - 2, m.w + 4, m.h + 4, FLOOR_EDGE)
    stage.rect(m.ox, m.oy, m.w, m.h, FLOOR)
    for x, y, w, h in view["blockers"]:
        sx, sy = m.ox + m.units(x), m.oy + m.units(y)
        sw, sh = max(1, m.units(w)), max(1, m.units(h))
        stage.rect(sx, sy, sw, sh, WALL)
        stage.rect(sx, sy, sw, max(1, sh // 4), WALL_TOP)


def _prop_items(view: dict) -> list[tuple[int, int, int]]:
    """Return every prop a hunter could see as (y, x, kind), sorted by position alone."""
    items = [(y, x, kind) for kind, x, y in view["decoys"]]
    for p in view["players"]:
        if p["role"] == HIDER and p["prop"] >= 0 and not p["out"]:
            items.append((p["y"], p["x"], p["prop"]))
    items.sort()
    return items


def _props(stage: Stage, view: dict, m: _Map) -> None:
    for y, x, kind in _prop_items(view):
        draw_prop(stage, view["kinds"][kind], m, x, y)


def draw_prop(stage: Stage, kind: dict, m: _Map, x: int, y: int) -> None:
    """Draw one prop of ``kind`` at the 20.12 position (x, y): decoys and hiders alike."""
    cx, cy = m.point(x, y)
    r = max(3, m.units(kind["radius"]))
    stage.ellipse(cx + 1, cy + 2, r, r // 2 + 1, PROP_SHADOW)
    FURNITURE[kind["shape"]](stage, cx, cy, r, kind["color"])


# -- the furniture, each within the square of half-size r round (cx, cy), seen from the front and above
def _shades(color: int) -> tuple[int, int, int]:
    """Return the dark, darker and light shades of a material."""
    black, white = rgb(0, 0, 0), rgb(255, 255, 255)
    return mix(color, black, 1, 3), mix(color, black, 1, 2), mix(color, white, 1, 3)


def _crate(stage: Stage, cx: int, cy: int, r: int, color: int) -> None:
    dark, darker, light = _shades(color)
    stage.rect(cx - r + 1, cy - r + 1, 2 * r - 2, 2 * r - 2, color)
    stage.rect(cx - r + 1, cy - r + 1, 2 * r - 2, max(1, r // 3), light)
    stage.box(cx - r + 1, cy - r + 1, 2 * r - 2, 2 * r - 2, darker)
    stage.line(cx - r + 2, cy - r + 2, cx + r - 2, cy + r - 2, dark)
    stage.line(cx - r + 2, cy + r - 2, cx + r - 2, cy - r + 2, dark)


def _chair(stage: Stage, cx: int, cy: int, r: int, color: int) -> None:
    dark, darker, light = _shades(color)
    w = r * 2 // 3
    stage.rect(cx - w, cy - r, 2 * w, r, color)                      # the back
    stage.line(cx - w + 1, cy - r * 2 // 3, cx + w - 1, cy - r * 2 // 3, dark)
    stage.rect(cx - w - 1, cy, 2 * w + 2, max(2, r // 3), light)     # the seat
    stage.line(cx - w, cy + r // 3, cx - w, cy + r, darker, 2)       # the legs
    stage.line(cx + w - 1, cy + r // 3, cx + w - 1, cy + r, darker, 2)


def _armchair(stage: Stage, cx: int, cy: int, r: int, color: int) -> None:
    dark, darker, light = _shades(color)
    arm = max(2, r // 3)
    stage.rect(cx - r + 1, cy - r, 2 * r - 2, r + 1, dark)          # the high back
    stage.rect(cx - r + arm, cy - r // 6, 2 * (r - arm), r // 2 + 1, light)   # the cushion
    stage.rect(cx - r, cy - r // 3, arm, r, color)                  # the arms
    stage.rect(cx + r - arm, cy - r // 3, arm, r, color)
    stage.rect(cx - r + 1, cy + r * 2 // 3, 2 * r - 2, max(1, r // 4), darker)


def _bench(stage: Stage, cx: int, cy: int, r: int, color: int) -> None:
    dark, darker, light = _shades(color)
    stage.rect(cx - r, cy - r * 2 // 3, 2 * r, max(2, r // 4), dark)       # the back rail
    stage.rect(cx - r, cy - r // 6, 2 * r, max(2, r // 3), light)          # the seat
    for lx in (cx - r + 1, cx + r - 2):
        stage.line(lx, cy - r * 2 // 3, lx, cy + r, darker, 2)
    stage.line(cx - r + 1, cy + r // 2, cx + r - 2, cy + r // 2, color)


def _table(stage: Stage, cx: int, cy: int, r: int, color: int) -> None:
    dark, darker, light = _shades(color)
    stage.quad([cx - r * 2 // 3, cy - r * 2 // 3, cx + r * 2 // 3, cy - r * 2 // 3, cx + r, cy, cx - r, cy], light)
    stage.rect(cx - r, cy, 2 * r, max(1, r // 4), dark)                     # the top's edge
    for lx in (cx - r + 1, cx + r - 2):                                      # the front legs
        stage.line(lx, cy + r // 4, lx, cy + r, darker, 2)
    for lx in (cx - r // 3, cx + r // 3):                                    # the back legs, thinner
        stage.line(lx, cy + r // 4, lx, cy + r * 2 // 3, darker)


def _lamp(stage: Stage, cx: int, cy: int, r: int, color: int) -> None:
    dark, darker, light = _shades(color)
    stage.ellipse(cx, cy - r // 2, r * 3 // 4, r // 2, with_alpha(rgb(255, 236, 170), 50))   # its light
    stage.line(cx, cy - r // 3, cx, cy + r - 1, darker, 2)                                # the stand
    stage.ellipse(cx, cy + r - 1, r // 2 + 1, max(1, r // 5), dark)                      # the foot
    stage.quad([cx - r // 3, cy - r, cx + r // 3, cy - r, cx + r * 2 // 3, cy - r // 4,
                cx - r * 2 // 3, cy - r // 4], light)                                     # the shade
    stage.line(cx - r * 2 // 3, cy - r // 4, cx + r * 2 // 3, cy - r // 4, color)


def _pot(stage: Stage, cx: int, cy: int, r: int) -> None:
    stage.quad([cx - r // 2, cy + r // 4, cx + r // 2, cy + r // 4, cx + r // 3, cy + r, cx - r // 3, cy + r], POT)
    stage.rect(cx - r // 2 - 1, cy + r // 4, r + 2, max(1, r // 5), POT_RIM)


def _plant(stage: Stage, cx: int, cy: int, r: int, color: int) -> None:
    dark, darker, light = _shades(color)
    stage.ellipse(cx - r // 2, cy - r // 6, r // 2 + 1, r // 3 + 1, dark)
    stage.ellipse(cx + r // 2, cy - r // 6, r // 2 + 1, r // 3 + 1, dark)
    stage.ellipse(cx, cy - r // 2, r // 2 + 1, r * 2 // 3, color)
    stage.ellipse(cx - 1, cy - r * 2 // 3, max(1, r // 5), max(1, r // 3), light)
    _pot(stage, cx, cy, r)


def _fern(stage: Stage, cx: int, cy: int, r: int, color: int) -> None:
    dark, darker, light = _shades(color)
    base = cy + r // 4
    for dx, dy, shade in ((-r, -r // 4, dark), (r, -r // 4, dark), (-r * 2 // 3, -r, color),
                          (r * 2 // 3, -r, color), (0, -r, light)):
        stage.line(cx, base, cx + dx, cy + dy, shade, 2)
    _pot(stage, cx, cy, r)


def _barrel(stage: Stage, cx: int, cy: int, r: int, color: int) -> None:
    dark, darker, light = _shades(color)
    w = r * 3 // 4
    stage.rect(cx - w, cy - r + 1, 2 * w, 2 * r - 2, color)
    stage.rect(cx - w + 1, cy - r + 1, max(1, w // 2), 2 * r - 2, light)
    stage.ellipse(cx, cy - r + 1, w, max(1, r // 4), dark)
    for hy in (cy - r // 2, cy + r // 2):
        stage.line(cx - w, hy, cx + w - 1, hy, darker, 2)


def _books(stage: Stage, cx: int, cy: int, r: int, color: int) -> None:
    dark, darker, light = _shades(color)
    h = max(3, r * 2 // 3)
    for k, (left, right, shade) in enumerate(((-r, r, dark), (-r + 2, r - 1, color), (-r + 1, r - 3, light))):
        y = cy + r - (k + 1) * h                                   # three books stacked, spines out
        stage.rect(cx + left, y, right - left, h - 1, shade)
        stage.rect(cx + right - max(1, r // 3), y + 1, max(1, r // 3), h - 3 if h > 3 else 1, PAGES)


def _globe(stage: Stage, cx: int, cy: int, r: int, color: int) -> None:
    dark, darker, light = _shades(color)
    ball = r * 3 // 4
    stage.line(cx, cy + ball - r // 4, cx, cy + r - 1, darker, 2)
    stage.rect(cx - r // 2, cy + r - 2, r, 2, darker)
    stage.ellipse(cx, cy - r // 4, ball, ball, color)
    stage.ellipse(cx, cy - r // 4, max(1, ball // 3), ball, light)            # a meridian
    stage.line(cx - ball, cy - r // 4, cx + ball, cy - r // 4, dark)          # the equator


def _vase(stage: Stage, cx: int, cy: int, r: int, color: int) -> None:
    dark, darker, light = _shades(color)
    stage.rect(cx - r // 4, cy - r, r // 2 + 1, r, color)                     # the neck
    stage.ellipse(cx, cy + r // 4, r * 2 // 3, r * 2 // 3, color)             # the belly
    stage.ellipse(cx - r // 4, cy, max(1, r // 5), max(1, r // 3), light)
    stage.line(cx - r // 3, cy - r, cx + r // 3, cy - r, darker, 2)           # the lip


def _watering_can(stage: Stage, cx: int, cy: int, r: int, color: int) -> None:
    dark, darker, light = _shades(color)
    stage.line(cx - r // 2, cy - r // 2, cx - r, cy, dark, 2)                  # the handle
    stage.line(cx - r, cy, cx - r // 2, cy + r // 3, dark, 2)
    stage.rect(cx - r // 2, cy - r // 2, r, r + r // 2, color)                 # the body
    stage.rect(cx - r // 2, cy - r // 2, r, max(1, r // 4), light)
    stage.line(cx + r // 2, cy + r // 4, cx + r, cy - r * 2 // 3, dark, 2)     # the spout
    stage.ellipse(cx + r - 1, cy - r * 2 // 3, max(1, r // 4), max(1, r // 4), darker)


FURNITURE = {
    "crate": _crate, "chair": _chair, "armchair": _armchair, "bench": _bench, "table": _table,
    "lamp": _lamp, "plant": _plant, "fern": _fern, "barrel": _barrel, "books": _books,
    "globe": _globe, "vase": _vase, "watering-can": _watering_can,
}


def _people(stage: Stage, view: dict, m: _Map, seat: "int | None", reveal: bool) -> None:
    """Draw hunters, found hiders, undisguised hiders, and the marks only a hider or spectator sees."""
    players = view["players"]
    me = players[seat] if seat is not None else None
    for s, p in enumerate(players):
        cx, cy = m.point(p["x"], p["y"])
        color = SEAT_COLORS[s % len(SEAT_COLORS)]
        if p["role"] == HUNTER:
            bob = (view["frame"] // 8 + s) % 2 if view["phase"] == HUNT and not p["out"] else 0
            r = max(3, m.units(4))
            stage.ellipse(cx + 1, cy + 2, r, r * 3 // 4, SHADOW)
            stage.ellipse(cx, cy - bob, r, r, RED if p["out"] else color)
            stage.tri(cx - r, cy - r - bob, cx + r, cy - r - bob, cx, cy - 2 * r - 2 - bob, mix(color, INK, 1, 2))
            if p["out"]:
                stage.line(cx - r, cy - r, cx + r, cy + r, INK)
            else:
                full = view["hunter_health"]
                stage.rect(cx - 6, cy + r + 2, 12, 2, with_alpha(RED, 160))
                stage.rect(cx - 6, cy + r + 2, 12 * p["health"] // full, 2, GREEN)
        elif p["out"]:
            stage.line(cx - 3, cy - 3, cx + 3, cy + 3, RED, 2)
            stage.line(cx - 3, cy + 3, cx + 3, cy - 3, RED, 2)
        elif p["prop"] < 0:
            stage.ellipse(cx, cy, 3, 3, color)
        elif reveal or (me is not None and me["role"] == HIDER):
            r = max(2, m.units(view["kinds"][p["prop"]]["radius"]))
            stage.box(cx - r - 2, cy - r - 2, 2 * r + 4, 2 * r + 4, with_alpha(color, 200))
        if s == seat:
            _you(stage, view, p, cx, cy, m)


def _you(stage: Stage, view: dict, p: dict, cx: int, cy: int, m: _Map) -> None:
    """Mark the local seat above a hunter's hat or a prop, or below it where the top panel would cover the mark."""
    lift = 8 if p["role"] == HUNTER else 0
    if cy - 18 - lift >= AREA_Y:
        stage.text(cx, cy - 18 - lift, "YOU", INK, 7, CENTER)
        stage.tri(cx - 3, cy - 10 - lift, cx + 3, cy - 10 - lift, cx, cy - 7 - lift, INK)
        return
    if p["role"] == HUNTER:
        under = max(3, m.units(4)) + 5                  # below the health bar
    elif p["prop"] >= 0:
        under = max(2, m.units(view["kinds"][p["prop"]]["radius"])) + 3
    else:
        under = 4
    stage.tri(cx - 3, cy + under + 3, cx + 3, cy + under + 3, cx, cy + under, INK)
    stage.text(cx, cy + under + 4, "YOU", INK, 7, CENTER)


def _flashes(stage: Stage, view: dict, m: _Map) -> None:
    for _, x, y, left in view["flashes"]:
        cx, cy = m.point(x, y)
        grow = 4 + (FPS - left) // 4
        stage.box(cx - grow, cy - grow, 2 * grow, 2 * grow, with_alpha(GOLD, 40 + left * 3), 2)
        stage.text(cx, cy - grow - 9, "TAUNT!", GOLD, 7, CENTER)


def _panel(stage: Stage, view: dict, seat: "int | None") -> None:
    stage.rect(0, 0, WIDTH, 16, PANEL)
    stage.text(4, 4, f"Round {view['round']}/{view['rounds']}", INK, 8, LEFT)
    secs = -(-max(0, view["timer"]) // FPS)   # a person alone choosing a disguise is not timed: it stops at 0
    stage.text(WIDTH // 2, 4, f"{view['phase'].upper()} {secs // 60}:{secs % 60:02d}", GOLD, 8, CENTER)
    if seat is None:
        stage.text(WIDTH - 4, 4, "Spectating", DIM, 8, RIGHT)
        return
    me = view["players"][seat]
    stage.text(WIDTH - 4, 4, f"{me['role'].capitalize()}  {me['score']} pts", INK, 8, RIGHT)
    if me["role"] == HUNTER and view["phase"] == HUNT:
        ready = view["inspect_cooldown"] - me["cooldown"]
        stage.rect(BAR_X, HINT_Y + 1, BAR_W, 5, with_alpha(DIM, 120))
        stage.rect(BAR_X, HINT_Y + 1, BAR_W * ready // view["inspect_cooldown"], 5,
                   GREEN if not me["cooldown"] else GOLD)


def _blindfold(stage: Stage, view: dict, m: _Map) -> None:
    stage.rect(m.ox, m.oy, m.w, m.h, rgb(10, 8, 12, 235))
    words = "The hiders are choosing props..." if view["phase"] == CHOOSE else "Eyes shut! The hiders are hiding..."
    stage.text(WIDTH // 2, m.oy + m.h // 2 - 10, words, INK, 8, CENTER)
    stage.text(WIDTH // 2, m.oy + m.h // 2 + 4, f"{-(-max(0, view['timer']) // FPS)}", GOLD, 14, CENTER)


def _chooser(stage: Stage, view: dict, me: dict) -> None:
    kinds = view["kinds"]
    top = 40
    stage.rect(60, top - 16, 200, 20 + 14 * len(kinds), with_alpha(PANEL, 235))
    stage.text(WIDTH // 2, top - 12, "Become a prop", GOLD, 8, CENTER)
    for i, kind in enumerate(kinds):
        y = top + 14 * i
        if i == me["cursor"]:
            stage.rect(64, y, 192, 13, with_alpha(GOLD, 90))
        FURNITURE[kind["shape"]](stage, 76, y + 6, 6, kind["color"])
        stage.text(88, y + 3, f"{kind['name']}  ({kind['decoys']} in the room)", INK, 8, LEFT)
        stage.hot(64, y, 192, 13, {"do": "choose", "prop": i})


def _end_card(stage: Stage, view: dict, seat: "int | None") -> None:
    players = view["players"]
    h = 34 + 11 * len(players)
    top = (HEIGHT - h) // 2
    stage.rect(50, top, 220, h, with_alpha(PANEL, 240))
    stage.box(50, top, 220, h, GOLD)
    if view["finished"]:
        title = "Final scores"
    else:
        title = "Hunters win!" if view["outcome"] == HUNTER else "Hiders win!"
    stage.text(WIDTH // 2, top + 5, title, GOLD, 10, CENTER)
    stage.text(WIDTH // 2, top + 18, view["why"], DIM, 7, CENTER)
    for s, p in enumerate(players):
        y = top + 30 + 11 * s
        stage.text(60, y, p["name"], INK if s == seat else DIM, 8, LEFT)
        stage.text(180, y, p["role"], DIM, 7, LEFT)
        stage.text(262, y, f"+{p['gained']}  {p['score']}", INK, 8, RIGHT)


def _controls(stage: Stage, view: dict, me: "dict | None") -> None:
    phase = view["phase"]
    if me is None:
        hint = "Watching the hunt"
    elif phase == CHOOSE:
        hint = "Left/Right pick a prop   Cross choose" if me["role"] == HIDER else "Wait at the spawn"
    elif phase == HIDE:
        hint = "D-pad move: hide beside a prop like you" if me["role"] == HIDER else "Wait at the spawn"
    elif phase == HUNT and me["out"]:
        hint = "You are out this round"
    elif phase == HUNT and me["role"] == HUNTER:
        hint = "D-pad move   Cross inspect"
        _button(stage, "Inspect", RED, INK, {"do": "inspect"})
    elif phase == HUNT:
        hint = "D-pad move   Triangle taunt"
        ready = me["taunt_wait"] == 0
        _button(stage, "Taunt" if ready else f"Taunt {-(-me['taunt_wait'] // FPS)}", GOLD if ready else DIM,
                BACKDROP, {"do": "taunt"})
    else:
        hint = "Next round shortly"
    stage.text(4, HINT_Y, hint, DIM, 7, LEFT)


def _button(stage: Stage, label: str, fill: int, ink: int, action: dict) -> None:
    x, y, w, h = BUTTON
    stage.rect(x, y, w, h, with_alpha(fill, 210))
    stage.text(x + w // 2, y + 3, label, ink, 7, CENTER)
    stage.hot(x, y, w, h, action)
