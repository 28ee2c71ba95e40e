"""Prop hunt's screen on the 960 x 540 stage: a parlour from above where, on a hunter's screen, a hider is just
another prop.

The room's floor is oak boards inside its walls; its blockers stand as cabinets with their
shadows. Every prop (decoy or disguised hider) is drawn by one function from its kind and
position alone, as the furniture its ``shape`` names, and all props are drawn in one pass
sorted by position, so nothing a hunter sees (colour, z-order, shape, animation) tells a
hider from a decoy of its prop. Only the hiders' own screens (and spectators and the end
card) mark who is who. Hunters walk as figures with a torch, its beam turned the way they
last moved (presentation only: the facing is remembered by the screen's motion kit). The
panel beside the room holds the round, the phase and its clock big, a plate per player and
the role's buttons; the hint line shows the player's keys.
"""

from __future__ import annotations

import functools

from pycore.kernel.fx import FRAC_BITS
from pycore.look import motion, ui
from pycore.look.style import (BODY, BUTTON_H, CAPTION, DIM, DISPLAY, FAINT, GOLD, GOLD_LIGHT, GREEN, HEAD, INK, LABEL,
                               PAD, PANEL, RED, SEATS, SMALL, TITLE)
from pycore.prims import ADD, CENTER, LEFT, RIGHT, SERIF, Stage, line_height, measure, mix, rgb, with_alpha

from .config import AVATAR_RADIUS, CHOOSE, FPS, HIDE, HIDER, HUNT, HUNTER

WIDTH, HEIGHT = 960, 540
AREA_X, AREA_Y, AREA_W, AREA_H = 16, 16, 672, 470
PANEL_X, PANEL_Y, PANEL_W = 704, 64, 240          # under the page's menu corner
HINT_Y = 500
VOID = rgb(18, 14, 16)
BOARD = rgb(142, 98, 62)
WALL = rgb(70, 52, 46)
CABINET = rgb(96, 62, 40)
SHADOW = rgb(0, 0, 0, 100)       # a person's shadow
PROP_SHADOW = rgb(0, 0, 0, 80)   # a prop's own shadow (one under each prop, and nothing else drawn in it)
POT = rgb(168, 92, 60)
POT_RIM = rgb(196, 116, 76)
PAGES = rgb(236, 228, 206)
BLACK, WHITE = rgb(0, 0, 0), rgb(255, 255, 255)
SEAT_COLORS = SEATS
PHASE_WORDS = {CHOOSE: "Choose!", HIDE: "Hide!", HUNT: "Hunt!"}


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
    stage.backdrop = VOID
    stage.rect(0, 0, WIDTH, HEIGHT, VOID)
    stage.paste(_room(view["width"], view["height"], tuple(tuple(b) for b in view["blockers"])))
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
    motion.of(stage).draw_effects(stage)


@functools.lru_cache(maxsize=4)
def _room(width: int, height: int, blockers: tuple) -> Stage:
    """Return the room as a layer: oak boards inside its walls, the blockers standing as cabinets with shadows."""
    stage = Stage()
    m = _Map(width, height)
    wall = 10
    stage.rrect(m.ox - wall, m.oy - wall, m.w + 2 * wall, m.h + 2 * wall, 10, WALL)
    stage.rrbox(m.ox - wall, m.oy - wall, m.w + 2 * wall, m.h + 2 * wall, 10, mix(WALL, WHITE, 1, 4), 1)
    stage.push()
    stage.clip(m.ox, m.oy, m.w, m.h)
    plank = 22
    for k, y in enumerate(range(m.oy, m.oy + m.h, plank)):
        tone = mix(BOARD, BLACK if k % 2 else WHITE, 1, 10 + (k * 7) % 5)
        stage.linear(m.ox, y, m.ox, y + plank, [(0, mix(tone, WHITE, 1, 12)), (1024, tone)])
        stage.rect(m.ox, y, m.w, plank, tone)
        stage.rect(m.ox, y + plank - 1, m.w, 1, mix(BOARD, BLACK, 2, 5))          # the seam
        joint = (k * 173) % 240
        for x in range(m.ox + joint, m.ox + m.w, 240):                           # board ends, staggered
            stage.rect(x, y, 1, plank - 1, mix(BOARD, BLACK, 2, 5))
        for g in range(3):                                                       # a little grain
            gx = m.ox + (k * 97 + g * 211) % max(1, m.w - 60)
            stage.line(gx, y + 6 + g * 5, gx + 40 + g * 9, y + 6 + g * 5, with_alpha(mix(BOARD, BLACK, 1, 3), 70))
    stage.rect(m.ox, m.oy, m.w, 8, rgb(0, 0, 0, 70))                             # the walls' shade on the floor
    stage.rect(m.ox, m.oy, 8, m.h, rgb(0, 0, 0, 50))
    for x, y, w, h in blockers:
        sx, sy = m.ox + m.units(x), m.oy + m.units(y)
        sw, sh = max(2, m.units(w)), max(2, m.units(h))
        stage.rect(sx + 6, sy + 8, sw, sh, rgb(0, 0, 0, 90))                     # its shadow
    for x, y, w, h in blockers:
        sx, sy = m.ox + m.units(x), m.oy + m.units(y)
        sw, sh = max(2, m.units(w)), max(2, m.units(h))
        front = min(12, max(3, sh // 4))
        stage.linear(sx, sy, sx + sw, sy, [(0, mix(CABINET, WHITE, 1, 5)), (1024, CABINET)])
        stage.rect(sx, sy, sw, sh - front, CABINET)                              # its top
        stage.box(sx + 3, sy + 3, sw - 6, sh - front - 6, with_alpha(mix(CABINET, BLACK, 1, 3), 160))
        stage.rect(sx, sy + sh - front, sw, front, mix(CABINET, BLACK, 2, 5))    # its front, in shade
        stage.rect(sx, sy, sw, 2, with_alpha(WHITE, 50))
    stage.pop()
    return stage


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
    r = max(6, m.units(kind["radius"]))
    stage.ellipse(cx + r // 4, cy + r * 3 // 4, r, r // 3 + 2, PROP_SHADOW)
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


def _facing(stage: Stage, s: int, x: int, y: int) -> tuple[int, int]:
    """Return the way hunter ``s`` last moved, in 1/16 steps (down at first): the screen remembers it, the rules never."""
    kit = motion.of(stage)
    was = kit.was(("prop_hunt", "at", s), (x, y))
    dx, dy = x - was[0], y - was[1]
    last = kit.was(("prop_hunt", "facing", s), (0, 16))
    if dx or dy:
        big = max(abs(dx), abs(dy))
        last = (dx * 16 // big, dy * 16 // big)
    kit.was(("prop_hunt", "facing", s), last)
    return last


def _hunter(stage: Stage, view: dict, m: _Map, s: int, p: dict, cx: int, cy: int) -> None:
    """Draw a hunter: the torch's beam ahead, a shadow, a coat in the seat's colour, a head and hat, the health bar."""
    color = SEAT_COLORS[s % len(SEAT_COLORS)]
    r = max(8, m.units(AVATAR_RADIUS))
    hunting = view["phase"] == HUNT and not p["out"]
    if hunting:
        fx_, fy = _facing(stage, s, p["x"], p["y"])
        reach, spread = r * 9, r * 4
        ex, ey = cx + fx_ * reach // 16, cy + fy * reach // 16
        px, py = -fy * spread // 16, fx_ * spread // 16
        stage.push(blend=ADD)
        stage.poly([cx, cy, ex + px, ey + py, ex - px, ey - py], rgb(255, 214, 140, 46))
        stage.poly([cx, cy, ex + px // 2, ey + py // 2, ex - px // 2, ey - py // 2], rgb(255, 226, 170, 36))
        stage.pop()
    bob = (view["frame"] // 8 + s) % 2 if hunting else 0
    stage.ellipse(cx + 2, cy + r - 2, r, r // 2, SHADOW)
    body = mix(color, rgb(70, 60, 60), 1, 2) if p["out"] else color
    stage.radial(cx, cy - bob, r, [(0, mix(body, WHITE, 1, 3)), (1024, mix(body, BLACK, 1, 3))], cx - r // 3,
                 cy - r // 3 - bob)
    stage.ellipse(cx, cy - bob, r, r * 4 // 5, body)                                  # the coat
    stage.ellipse(cx, cy - r * 3 // 4 - bob, r * 3 // 5, r * 3 // 5, rgb(232, 196, 160))   # the head
    stage.ellipse(cx, cy - r - bob, r * 3 // 4, r // 4 + 1, mix(color, BLACK, 1, 2))      # the hat's brim
    stage.rrect(cx - r * 2 // 5, cy - r * 3 // 2 - bob, r * 4 // 5, r // 2 + 1, 2, mix(color, BLACK, 1, 2))
    if p["out"]:
        stage.line(cx - r, cy - r, cx + r, cy + r, RED, 3)
        stage.line(cx - r, cy + r, cx + r, cy - r, RED, 3)
        return
    ui.meter(stage, cx - 16, cy + r + 4, 32, 6, p["health"], max(1, view["hunter_health"]),
             GREEN if p["health"] * 3 > view["hunter_health"] else RED)


def _people(stage: Stage, view: dict, m: _Map, seat: "int | None", reveal: bool) -> None:
    """Draw hunters, found hiders, undisguised hiders, and the marks only a hider or spectator sees."""
    players = view["players"]
    me = players[seat] if seat is not None else None
    for s, p in enumerate(players):
        cx, cy = m.point(p["x"], p["y"])
        color = SEAT_COLORS[s % len(SEAT_COLORS)]
        if p["role"] == HUNTER:
            _hunter(stage, view, m, s, p, cx, cy)
        elif p["out"]:
            stage.ellipse(cx, cy, 10, 10, with_alpha(RED, 70))
            stage.line(cx - 7, cy - 7, cx + 7, cy + 7, RED, 3)
            stage.line(cx - 7, cy + 7, cx + 7, cy - 7, RED, 3)
        elif p["prop"] < 0:
            stage.ellipse(cx + 1, cy + 4, 7, 3, SHADOW)
            stage.ellipse(cx, cy, 7, 7, color)
            stage.ring(cx, cy, 7, 7, with_alpha(WHITE, 140), 2)
        elif reveal or (me is not None and me["role"] == HIDER):
            r = max(6, m.units(view["kinds"][p["prop"]]["radius"])) + 5
            stage.rrbox(cx - r, cy - r, 2 * r, 2 * r, 6, with_alpha(color, 220), 2)
        if s == seat:
            _you(stage, view, p, cx, cy, m)


def _you(stage: Stage, view: dict, p: dict, cx: int, cy: int, m: _Map) -> None:
    """Mark the local seat above a hunter's hat or a prop, or below it where the room's top would cut the mark."""
    if p["role"] == HUNTER:
        over, under = max(8, m.units(AVATAR_RADIUS)) * 2 + 4, max(8, m.units(AVATAR_RADIUS)) + 14
    elif p["prop"] >= 0:
        over = under = max(6, m.units(view["kinds"][p["prop"]]["radius"])) + 8
    else:
        over = under = 10
    h = line_height(CAPTION, bold=True)
    if cy - over - 8 - h >= AREA_Y:
        stage.tri(cx - 5, cy - over - 6, cx + 5, cy - over - 6, cx, cy - over, INK)
        stage.text(cx, cy - over - 8 - h, "YOU", INK, CAPTION, CENTER, bold=True, outline=rgb(0, 0, 0, 160), outline_width=2)
        return
    stage.tri(cx - 5, cy + under + 6, cx + 5, cy + under + 6, cx, cy + under, INK)
    stage.text(cx, cy + under + 8, "YOU", INK, CAPTION, CENTER, bold=True, outline=rgb(0, 0, 0, 160), outline_width=2)


def _flashes(stage: Stage, view: dict, m: _Map) -> None:
    for _, x, y, left in view["flashes"]:
        cx, cy = m.point(x, y)
        grow = 14 + (FPS - left) * 2 // 3
        stage.ring(cx, cy, grow, grow, with_alpha(GOLD, 60 + left * 3), 3)
        stage.ring(cx, cy, grow * 2 // 3, grow * 2 // 3, with_alpha(GOLD_LIGHT, 40 + left * 2), 2)
        stage.text(cx, cy - grow - 22, "TAUNT!", GOLD, SMALL, CENTER, bold=True, outline=rgb(0, 0, 0, 200), outline_width=3)


def _clock(view: dict) -> str:
    secs = -(-max(0, view["timer"]) // FPS)   # a person alone choosing a disguise is not timed: it stops at 0
    return f"{secs // 60}:{secs % 60:02d}"


def _panel(stage: Stage, view: dict, seat: "int | None") -> None:
    """The panel: the round, the phase and its clock big, a plate per player."""
    h = HINT_Y - PANEL_Y - 8
    ui.panel(stage, PANEL_X, PANEL_Y, PANEL_W, h)
    x, w = PANEL_X + PAD, PANEL_W - 2 * PAD
    y = PANEL_Y + PAD
    ui.label(stage, x, y, f"Round {view['round']} of {view['rounds']}", w, BODY, DIM)
    y += BODY + 8
    phase = view["phase"]
    word = PHASE_WORDS.get(phase, "Round over")
    late = phase in PHASE_WORDS and view["timer"] <= 5 * FPS
    age = motion.of(stage).age(("prop_hunt", "phase"), (view["round"], phase))
    grow = 1024 + max(0, 20 - age) * 16                       # the word pops as its phase begins
    with stage.group(x, y, 0, grow, grow):
        ui.title(stage, 0, 0, word, w - 100, TITLE, GOLD_LIGHT if grow > 1024 else GOLD)
    if phase in PHASE_WORDS:
        stage.text(x + w, y + 2, _clock(view), RED if late else INK, TITLE, RIGHT, SERIF, True)
    y += line_height(TITLE, SERIF, True) + 10
    players = view["players"]
    ph = 50 if len(players) <= 4 else 42
    for s, p in enumerate(players):
        role = p["role"].capitalize()
        state = "out" if p["out"] else "hiding" if p["role"] == HIDER and p["prop"] >= 0 else ""
        line = f"{role}   {p['score']} pts" + (f"   {state}" if state else "")
        ui.plate(stage, x, y, w, p["name"] + (" (you)" if s == seat else ""), line, SEAT_COLORS[s % len(SEAT_COLORS)],
                 active=s == seat, out=bool(p["out"]), h=ph)
        y += ph + 8
    if seat is None:
        ui.label(stage, x, y, "Spectating", w, BODY, DIM)


def _blindfold(stage: Stage, view: dict, m: _Map) -> None:
    stage.rect(m.ox, m.oy, m.w, m.h, rgb(10, 8, 12, 240))
    words = "The hiders are choosing props..." if view["phase"] == CHOOSE else "Eyes shut! The hiders are hiding..."
    cx, cy = m.ox + m.w // 2, m.oy + m.h // 2
    ui.label(stage, cx, cy - 60, words, m.w - 40, HEAD, INK, CENTER, bold=True)
    stage.text(cx, cy - 10, str(-(-max(0, view["timer"]) // FPS)), GOLD, DISPLAY, CENTER, SERIF, True)


def _chooser(stage: Stage, view: dict, me: dict) -> None:
    kinds = view["kinds"]
    row = 52
    w, h = 400, 70 + row * len(kinds)
    x, y = AREA_X + (AREA_W - w) // 2, max(AREA_Y + 20, AREA_Y + (AREA_H - h) // 2)
    ui.panel(stage, x, y, w, h, fill=PANEL, edge=GOLD)
    ui.title(stage, x + w // 2, y + PAD, "Become a prop", w - 2 * PAD, HEAD, GOLD, CENTER)
    for i, kind in enumerate(kinds):
        ry = y + 56 + row * i
        if i == me["cursor"]:
            stage.rrect(x + 10, ry, w - 20, row - 6, 8, with_alpha(GOLD, 70))
            stage.rrbox(x + 10, ry, w - 20, row - 6, 8, GOLD, 2)
        FURNITURE[kind["shape"]](stage, x + 40, ry + (row - 6) // 2, 16, kind["color"])
        ui.label(stage, x + 72, ry + 4, kind["name"], w - 90, LABEL, INK, bold=True)
        ui.label(stage, x + 72, ry + 26, f"{kind['decoys']} in the room", w - 90, SMALL, DIM)
        stage.hot(x + 10, ry, w - 20, row - 6, {"do": "choose", "prop": i})


def _end_card(stage: Stage, view: dict, seat: "int | None") -> None:
    players = view["players"]
    w, h = 440, 110 + 34 * len(players)
    x, y = AREA_X + (AREA_W - w) // 2, AREA_Y + (AREA_H - h) // 2
    rise = motion.of(stage).value(("prop_hunt", "card", view["round"], view["finished"]), 1024, 18, start=0)
    y += (1024 - rise) * 50 // 1024
    if view["finished"]:
        title = "Final scores"
    else:
        title = "Hunters win!" if view["outcome"] == HUNTER else "Hiders win!"
    with stage.group(alpha=max(0, min(255, rise * 255 // 1024))):
        ui.panel(stage, x, y, w, h, fill=PANEL, edge=GOLD)
        ui.title(stage, x + w // 2, y + PAD, title, w - 2 * PAD, TITLE, GOLD, CENTER)
        ui.label(stage, x + w // 2, y + 56, view["why"], w - 2 * PAD, BODY, DIM, CENTER)
        for s, p in enumerate(players):
            ry = y + 92 + 34 * s
            color = SEAT_COLORS[s % len(SEAT_COLORS)]
            stage.ellipse(x + PAD + 8, ry + 10, 7, 7, color)
            ui.label(stage, x + PAD + 24, ry, p["name"], 180, LABEL, INK if s == seat else DIM, bold=s == seat)
            ui.label(stage, x + 240, ry + 2, p["role"], 80, SMALL, DIM)
            stage.text(x + w - PAD, ry, f"+{p['gained']}   {p['score']}", INK, LABEL, RIGHT, bold=True)


def _controls(stage: Stage, view: dict, me: "dict | None") -> None:
    """The role's buttons at the panel's foot and the hint line of the player's keys under the room."""
    phase = view["phase"]
    bx, bw = PANEL_X + PAD, PANEL_W - 2 * PAD
    by = HINT_Y - 8 - PAD - BUTTON_H
    move = ("Up/Down/Left/Right", "move")
    hints: list[tuple[str, str]] = []
    words = ""
    if me is None:
        words = "Watching the hunt"
    elif phase == CHOOSE:
        if me["role"] == HIDER:
            hints = [("Left/Right", "pick a prop"), ("Cross", "choose")]
        else:
            words = "Wait at the spawn: the hiders are choosing"
    elif phase == HIDE:
        if me["role"] == HIDER:
            hints = [move]
            words = "hide beside a prop like you"
        else:
            words = "Wait at the spawn: eyes shut"
    elif phase == HUNT and me["out"]:
        words = "You are out this round"
    elif phase == HUNT and me["role"] == HUNTER:
        hints = [move, ("Cross", "inspect")]
        ready = view["inspect_cooldown"] - me["cooldown"]
        ui.label(stage, bx, by - 26, "Inspect", bw, SMALL, DIM)
        ui.meter(stage, bx + 70, by - 22, bw - 70, 10, ready, max(1, view["inspect_cooldown"]),
                 GREEN if not me["cooldown"] else GOLD)
        ui.button(stage, bx, by, bw, BUTTON_H, "Inspect", {"do": "inspect"},
                  ui.FOCUS if not me["cooldown"] else ui.NORMAL, key="Cross")
    elif phase == HUNT:
        hints = [move, ("Triangle", "taunt")]
        ready = me["taunt_wait"] == 0
        ui.button(stage, bx, by, bw, BUTTON_H, "Taunt" if ready else f"Taunt in {-(-me['taunt_wait'] // FPS)} s",
                  {"do": "taunt"}, ui.FOCUS if ready else ui.NORMAL, key="Triangle")
    else:
        words = "Next round shortly"
    cx = AREA_X + AREA_W // 2
    if hints and words:
        hw = ui.hint_width(hints)

        total = hw + 16 + measure(words, SMALL)
        ui.hints(stage, hints, y=HINT_Y + 4, x=cx - total // 2, align=LEFT)
        stage.text(cx - total // 2 + hw + 16, HINT_Y + 10, words, DIM, SMALL, LEFT)
    elif hints:
        ui.hints(stage, hints, y=HINT_Y + 4, x=cx)
    else:
        stage.text(cx, HINT_Y + 10, words, FAINT, SMALL, CENTER)
