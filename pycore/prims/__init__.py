"""Screen primitives on a 16:9 stage (960 x 540 unless a mode declares another) and their flat export.

A screen draws into a :class:`Stage`; the page receives :meth:`Stage.export` as one bytes
object (format version 2, ``docs/prims.md``): a header (the magic ``PRM2``, the stage's width,
height and backdrop colour, the count ``n`` of words), ``n`` little-endian int32 words of prims,
then the UTF-8 JSON array of the frame's strings. Each prim is an opcode followed by a fixed
number of words (a few carry a count of points, stops or runs). Colours are RGBA packed as
``0xRRGGBBAA`` and stored as signed int32 (the page reads them with ``>>> 0``).

Besides shapes and text the stage has groups (translate, rotate, scale, opacity, blend), clips,
gradients and soft shadows that paint what follows, and stamped pictures: a :class:`Picture`
is drawn once into a stage of its own and stamped by name, so the page keeps it at device
resolution and a card face costs one prim a frame. The export defines each stamped picture the
page has not been sent yet; sound cues ride in the frame as prims too.
"""

from __future__ import annotations

import functools
import json
import struct
from array import array
from typing import Any, Callable, Iterator, Sequence
from contextlib import contextmanager

from pycore.prims import fonts as _fonts

WIDTH = 960
HEIGHT = 540
OLD_WIDTH, OLD_HEIGHT = 320, 240   # format 1's stage: a screen not yet laid out anew draws on it, scaled to fit
MAGIC = 0x324D5250      # the bytes "PRM2" read as a little-endian u32: format version 2
VERSION = 2
HEADER_WORDS = 5         # magic, width, height, backdrop, n

RECT = 1      # x y w h color
BOX = 2       # x y w h color thickness                 (outline drawn inside the rectangle)
LINE = 3      # x0 y0 x1 y1 color width                 (round caps)
TRI = 4       # x0 y0 x1 y1 x2 y2 color
QUAD = 5      # x0 y0 x1 y1 x2 y2 x3 y3 color
GQUAD = 6     # x0 y0 .. x3 y3 c0 c1 c2 c3              (a colour per corner)
IMAGE = 7     # x y w scale nruns (length color)*nruns
TEXT = 8      # x y color size align string font outline owidth
HOT = 9       # x y w h action                          (stage coordinates, whatever the group)
ELLIPSE = 10  # cx cy rx ry color
RRECT = 11    # x y w h r color                         (a rounded rectangle, filled)
RRBOX = 12    # x y w h r color width                   (its outline, drawn inside)
RING = 13     # cx cy rx ry color width                 (an ellipse's outline, centred on the edge)
ARC = 14      # cx cy r a0 a1 color width               (angles 4096 a turn from 12 o'clock, clockwise)
PIE = 15      # cx cy r a0 a1 color                     (a filled wedge)
POLY = 16     # color n (x y)*n                         (a filled polygon)
PATH = 17     # color width style n (x y)*n             (a stroked polyline: style = closed | join<<1 | cap<<3)
LINEAR = 18   # x0 y0 x1 y1 n (offset color)*n          (offsets 0..1024: paints the next fill or stroke)
RADIAL = 19   # fx fy r0 cx cy r1 n (offset color)*n    (from the circle (fx, fy, r0) out to (cx, cy, r1))
SHADOW = 20   # blur dx dy color                        (a soft shadow under what follows, to the group's end)
PUSH = 21     # tx ty rot sx sy alpha blend             (a group: rot 4096 a turn, scale 1024 = 1, alpha 0..255)
POP = 22      #                                          (the group's end)
CLIP = 23     # x y w h r                               (clip what follows to a rounded rectangle, to the group's end)
DEF = 24      # name w h nwords (words)*nwords          (a picture: its prims, drawn once by the page)
STAMP = 25    # name x y w h                            (a defined picture drawn into the box)
CUE = 26      # name volume pitch pan                   (a sound: volume 0..255, pitch cents, pan -100..100)
LOOP = 27     # name key volume pitch pan               (a continuous sound, playing while frames carry it)
SCENE = 28    # sky fov ex ey ez lx ly lz n             (a 3D scene: the camera at e looking at l, n NODEs follow)
NODE = 29     # mesh x y z rx ry rz sx sy sz color picture pose   (one mesh of the scene: mm, 4096 a turn, 1024 = 1)

ARITY = {RECT: 5, BOX: 6, LINE: 6, TRI: 7, QUAD: 9, GQUAD: 12, TEXT: 9, HOT: 5, ELLIPSE: 5, RRECT: 6, RRBOX: 7,
         RING: 6, ARC: 7, PIE: 6, SHADOW: 4, PUSH: 7, POP: 0, CLIP: 5, STAMP: 5, CUE: 4, LOOP: 5, SCENE: 9, NODE: 13}
NAMES = {RECT: "rect", BOX: "box", LINE: "line", TRI: "tri", QUAD: "quad", GQUAD: "gquad", IMAGE: "image",
         TEXT: "text", HOT: "hot", ELLIPSE: "ellipse", RRECT: "rrect", RRBOX: "rrbox", RING: "ring", ARC: "arc",
         PIE: "pie", POLY: "poly", PATH: "path", LINEAR: "linear", RADIAL: "radial", SHADOW: "shadow",
         PUSH: "push", POP: "pop", CLIP: "clip", DEF: "def", STAMP: "stamp", CUE: "cue", LOOP: "loop", SCENE: "scene",
         NODE: "node"}
OPCODES = {name: op for op, name in NAMES.items()}
# where a fixed prim's words name strings (offsets after the opcode)
STRING_FIELDS = {TEXT: (5,), HOT: (4,), STAMP: (0,), CUE: (0,), LOOP: (0, 1), NODE: (0, 11, 12)}
# a colour field of each fixed prim (offsets after the opcode), read back unsigned
COLOR_FIELDS = {RECT: (4,), BOX: (4,), LINE: (4,), TRI: (6,), QUAD: (8,), GQUAD: (8, 9, 10, 11), TEXT: (2, 7),
                ELLIPSE: (4,), RRECT: (5,), RRBOX: (5,), RING: (4,), ARC: (5,), PIE: (5,), SHADOW: (3,), SCENE: (0,),
                NODE: (10,)}

LEFT, CENTER, RIGHT = 0, 1, 2
SANS, SERIF = 0, 1                 # the families: Inter for the UI, Playfair Display for titles and indices
NORMAL, ADD, MULTIPLY, SCREEN = 0, 1, 2, 3      # a group's blend
MITER, ROUND, BEVEL = 0, 1, 2       # a path's joins
BUTT, ROUND_CAP, SQUARE = 0, 1, 2   # a path's caps
ONE = 1024                          # a scale of 1 in a group; a gradient's last offset
TURN = 4096                         # a whole turn of an angle

# The most prims one frame may draw. The largest frame of any practice instance draws a few
# hundred (bench/frame_size.py prints them); a screen past this is running away on a view it
# was handed (from a file or another machine), and drawing raises ValueError to say so.
MAX_PRIMS = 20_000
MAX_POINTS = 4096       # points in one polygon or path; stops in one gradient: 16
MAX_STOPS = 16


def rgb(r: int, g: int, b: int, a: int = 255) -> int:
    """Return a packed RGBA colour."""
    return ((r & 255) << 24) | ((g & 255) << 16) | ((b & 255) << 8) | (a & 255)


def hex_color(text: str) -> int:
    """Return the colour of ``#rrggbb`` or ``#rrggbbaa``."""
    text = text.lstrip("#")
    if len(text) == 6:
        text += "ff"
    return int(text, 16)


def with_alpha(color: int, alpha: int) -> int:
    """Return ``color`` with its opacity replaced by ``alpha`` (0..255)."""
    return (color & ~255) | (alpha & 255)


@functools.lru_cache(maxsize=4096)
def mix(a: int, b: int, num: int, den: int) -> int:
    """Return the colour ``num/den`` of the way from ``a`` to ``b``, channel by channel.

    Screens blend the same few colours every frame, so the answers are remembered.
    """
    out = 0
    for shift in (24, 16, 8, 0):
        ca, cb = (a >> shift) & 255, (b >> shift) & 255
        out |= ((ca + (cb - ca) * num // den) & 255) << shift
    return out


# -- measuring text in the shipped fonts ----------------------------------------------
def _face(font: int, bold: bool) -> tuple:
    return _fonts.FACES[(font & 1) * 2 + (1 if bold else 0)]


@functools.lru_cache(maxsize=8192)
def _units(text: str, font: int, bold: bool) -> int:
    _, _, _, _, default, widths = _face(font, bold)
    return sum(widths.get(ord(c), default) for c in text)


def measure(text: str, size: int, font: int = SANS, bold: bool = False) -> int:
    """Return how wide ``text`` is drawn at ``size`` (its em, in stage pixels), rounded up.

    The page draws the same fonts with kerning off, so this is the width the canvas gives.
    """
    upem = _face(font, bold)[1]
    return -(-_units(text, font, bold) * size // upem)


def line_height(size: int, font: int = SANS, bold: bool = False) -> int:
    """Return the height of a line of ``size`` text from its top (ascent plus descent), rounded up."""
    _, upem, ascent, descent, _, _ = _face(font, bold)
    return -(-(ascent + descent) * size // upem)


def fit(text: str, width: int, size: int, font: int = SANS, bold: bool = False) -> str:
    """Return ``text`` cut with an ellipsis so that it is drawn within ``width`` stage pixels at ``size``."""
    text = str(text)
    if measure(text, size, font, bold) <= width:
        return text
    lo, hi = 0, len(text)
    while lo < hi:                       # the longest prefix that fits with the ellipsis
        mid = (lo + hi + 1) // 2
        if measure(text[:mid].rstrip() + "\u2026", size, font, bold) <= width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo].rstrip() + "\u2026" if lo else "\u2026"


def wrap(text: str, width: int, size: int, font: int = SANS, bold: bool = False, lines: int = 0) -> list[str]:
    """Return ``text`` broken into lines drawn within ``width`` at ``size``; at most ``lines`` (0: any), the last cut."""
    out: list[str] = []
    for para in str(text).split("\n"):
        line = ""
        for word in para.split(" "):
            trial = f"{line} {word}" if line else word
            if measure(trial, size, font, bold) <= width or not line:
                line = trial
            else:
                out.append(line)
                line = word
        out.append(line)
    if lines and len(out) > lines:
        out = out[:lines - 1] + [fit(" ".join(out[lines - 1:]), width, size, font, bold)]
    return [fit(line, width, size, font, bold) for line in out]


# -- words ----------------------------------------------------------------------------------
_SIGN = 1 << 31
_WRAP = 1 << 32


def _i32(v: int) -> int:
    v &= 0xFFFFFFFF
    return v - _WRAP if v & _SIGN else v


_ACTION = json.JSONEncoder(sort_keys=True, separators=(",", ":"))
_ACTION_TEXTS: dict[str, str] = {}   # a board's hotspots repeat frame after frame: each encoded once


def _action_text(action: dict) -> str:
    """Return ``action`` as the compact JSON a hotspot carries (keys sorted), remembered by its repr.

    The repr tells True from 1 and "1" from 1, as the JSON does, and costs a fraction of encoding.
    """
    key = repr(action)
    text = _ACTION_TEXTS.get(key)
    if text is None:
        if len(_ACTION_TEXTS) >= 8192:
            _ACTION_TEXTS.clear()
        text = _ACTION_TEXTS[key] = _ACTION.encode(action)
    return text


def _span(words: Sequence[int], at: int) -> int:
    """Return how many words the prim at ``at`` takes, its opcode included."""
    op = words[at]
    if op == IMAGE:
        return 6 + 2 * words[at + 5]
    if op == POLY:
        return 3 + 2 * words[at + 2]
    if op == PATH:
        return 5 + 2 * words[at + 4]
    if op == LINEAR:
        return 6 + 2 * words[at + 5]
    if op == RADIAL:
        return 8 + 2 * words[at + 7]
    if op == DEF:
        return 5 + words[at + 4]
    if op not in ARITY:
        raise ValueError(f"unknown prim opcode {op} at word {at}")
    return 1 + ARITY[op]


class Picture:
    """A picture drawn once into a stage of its own and stamped by name (see :func:`picture`).

    ``name`` must say everything the drawing depends on (``"card52/As"``): the page keeps one
    drawing per name. A picture draws shapes, text and other pictures (no hotspots or sounds).
    """

    __slots__ = ("name", "width", "height", "stage")

    def __init__(self, name: str, width: int, height: int, draw: Callable[["Stage"], None]) -> None:
        self.name = name
        self.width = width
        self.height = height
        self.stage = Stage(width, height)
        self.stage.in_picture = True
        draw(self.stage)

    def __repr__(self) -> str:
        return f"Picture({self.name!r}, {self.width} x {self.height})"


_PICTURES: dict[str, Picture] = {}
PICTURES_KEPT = 4096


def picture(name: str, width: int, height: int, draw: Callable[["Stage"], None]) -> Picture:
    """Return the picture ``name`` of ``width`` x ``height``, drawn by ``draw(stage)`` the first time it is asked for."""
    pic = _PICTURES.get(name)
    if pic is None or pic.width != width or pic.height != height:
        if len(_PICTURES) >= PICTURES_KEPT:
            _PICTURES.clear()
        pic = _PICTURES[name] = Picture(name, width, height, draw)
    return pic


class Stage:
    """A frame being drawn, kept as the export's words as it is drawn (the page's hot path).

    Each method appends its prim's words at once, so :meth:`export` only packs them;
    :attr:`prims` reads them back as tuples for tests and tools. Groups (:meth:`push` /
    :meth:`pop`, or :meth:`group`) move, turn, scale and fade what is drawn inside them;
    hotspots are exported in stage coordinates (a group's move and scale applied, its turn not).
    """

    def __init__(self, width: int = WIDTH, height: int = HEIGHT, backdrop: int = 0x14110FFF) -> None:
        self.width = width
        self.height = height
        self.backdrop = backdrop        # the letterbox's colour round the stage
        self.words: list[int] = []
        self.strings: list[str] = []
        self._index: dict[str, int] = {}
        self._named: tuple[int, list[int]] = (0, [])   # for paste: where strings are named, at a length of words
        self.count = 0                  # prims drawn; past MAX_PRIMS drawing raises ValueError
        self.pictures: dict[str, Picture] = {}   # stamped this frame, by name, in order of first stamp
        self.depth = 0                  # groups open
        self._xf: list[tuple[int, int, int, int]] = [(0, 0, ONE, ONE)]  # a group's origin and scale, for hotspots
        self.in_picture = False
        self.motion: Any = None         # the presentation's frame clock and tweens (pycore.look.motion), if any
        self.has_scene = False          # a table scene (pycore.look.scene) is in this frame
        self.table_view = False         # draw the table view of a game that offers one (the player's choice)
        self.notice: "tuple[int, int] | None" = None   # where the screen wants a refusal it did not place: (centre x, top)
        self.said: set[str] = set()     # texts drawn wrapped over several lines, whole (see says)

    def clear(self) -> None:
        """Forget everything drawn so far (a frame that failed half-way is drawn again as words)."""
        self.words.clear()
        self.strings.clear()
        self._index.clear()
        self.said.clear()
        self._named = (0, [])
        self.count = 0
        self.pictures.clear()
        self.depth = 0
        self._xf = [(0, 0, ONE, ONE)]
        self.has_scene = False

    def _over(self) -> None:
        raise ValueError(f"the screen drew more than {MAX_PRIMS} prims in one frame")

    def says(self, text: str) -> bool:
        """True when this frame has drawn ``text`` already, on one line or wrapped (a screen's own notice line):
        the host does not repeat it."""
        return text in self._index or text in self.said

    def _string(self, text: str) -> int:
        k = self._index.get(text)
        if k is None:
            k = self._index[text] = len(self.strings)
            self.strings.append(text)
        return k

    def _add(self, words: Sequence[int]) -> None:
        self.count += 1
        if self.count > MAX_PRIMS:
            self._over()
        self.words += words

    # -- shapes ---------------------------------------------------------------------
    def rect(self, x: int, y: int, w: int, h: int, color: int) -> None:
        """Fill a rectangle."""
        self.count += 1
        if self.count > MAX_PRIMS:
            self._over()
        self.words += (RECT, x, y, w, h, color - _WRAP if color & _SIGN else color)

    def box(self, x: int, y: int, w: int, h: int, color: int, thickness: int = 1) -> None:
        """Outline a rectangle, the outline drawn inside it."""
        self._add((BOX, x, y, w, h, _i32(color), thickness))

    def line(self, x0: int, y0: int, x1: int, y1: int, color: int, width: int = 1) -> None:
        """Draw a line segment with round ends."""
        self._add((LINE, x0, y0, x1, y1, _i32(color), width))

    def tri(self, x0: int, y0: int, x1: int, y1: int, x2: int, y2: int, color: int) -> None:
        """Fill a triangle."""
        self._add((TRI, x0, y0, x1, y1, x2, y2, _i32(color)))

    def quad(self, pts: Sequence[int], color: int) -> None:
        """Fill a quad given as eight coordinates in drawing order."""
        self._add((QUAD, *pts[:8], _i32(color)))

    def gquad(self, pts: Sequence[int], colors: Sequence[int]) -> None:
        """Fill a quad with a colour per corner, blended across it."""
        self._add((GQUAD, *pts[:8], *(_i32(c) for c in colors[:4])))

    def ellipse(self, cx: int, cy: int, rx: int, ry: int, color: int) -> None:
        """Fill an ellipse (a disc when rx == ry)."""
        self.count += 1
        if self.count > MAX_PRIMS:
            self._over()
        self.words += (ELLIPSE, cx, cy, rx, ry, color - _WRAP if color & _SIGN else color)

    def rrect(self, x: int, y: int, w: int, h: int, r: int, color: int) -> None:
        """Fill a rectangle with corners rounded to radius ``r``."""
        self.count += 1
        if self.count > MAX_PRIMS:
            self._over()
        self.words += (RRECT, x, y, w, h, r, color - _WRAP if color & _SIGN else color)

    def rrbox(self, x: int, y: int, w: int, h: int, r: int, color: int, width: int = 1) -> None:
        """Outline a rounded rectangle, the stroke ``width`` wide drawn inside it."""
        self._add((RRBOX, x, y, w, h, r, _i32(color), width))

    def ring(self, cx: int, cy: int, rx: int, ry: int, color: int, width: int = 1) -> None:
        """Outline an ellipse with a stroke ``width`` wide centred on its edge."""
        self._add((RING, cx, cy, rx, ry, _i32(color), width))

    def arc(self, cx: int, cy: int, r: int, a0: int, a1: int, color: int, width: int = 1) -> None:
        """Stroke the arc of radius ``r`` from angle ``a0`` to ``a1`` (4096 a turn, 0 at 12 o'clock, clockwise)."""
        self._add((ARC, cx, cy, r, a0, a1, _i32(color), width))

    def pie(self, cx: int, cy: int, r: int, a0: int, a1: int, color: int) -> None:
        """Fill the wedge of radius ``r`` from angle ``a0`` to ``a1`` (as :meth:`arc`)."""
        self._add((PIE, cx, cy, r, a0, a1, _i32(color)))

    def poly(self, points: Sequence[int], color: int) -> None:
        """Fill the polygon through ``points`` (x0, y0, x1, y1, ...)."""
        n = len(points) // 2
        if n > MAX_POINTS:
            raise ValueError(f"a polygon of {n} points (at most {MAX_POINTS})")
        self._add((POLY, _i32(color), n, *points[:2 * n]))

    def path(self, points: Sequence[int], color: int, width: int = 1, closed: bool = False,
             join: int = ROUND, cap: int = ROUND_CAP) -> None:
        """Stroke the polyline through ``points`` ``width`` wide, with the given joins and caps."""
        n = len(points) // 2
        if n > MAX_POINTS:
            raise ValueError(f"a path of {n} points (at most {MAX_POINTS})")
        self._add((PATH, _i32(color), width, (1 if closed else 0) | (join & 3) << 1 | (cap & 3) << 3, n,
                   *points[:2 * n]))

    def image(self, x: int, y: int, w: int, runs: Sequence[tuple[int, int]], scale: int = 1) -> None:
        """Draw an image given as runs of (length, colour), rows of ``w`` pixels."""
        out = [IMAGE, x, y, w, scale, len(runs)]
        for length, color in runs:
            out += (length, _i32(color))
        self._add(out)

    # -- paint ------------------------------------------------------------------------
    @staticmethod
    def _stops(stops: Sequence[tuple[int, int]]) -> list[int]:
        if not 2 <= len(stops) <= MAX_STOPS:
            raise ValueError(f"a gradient has 2 to {MAX_STOPS} stops, not {len(stops)}")
        out = [len(stops)]
        for offset, color in stops:
            out += (max(0, min(ONE, offset)), _i32(color))
        return out

    def linear(self, x0: int, y0: int, x1: int, y1: int, stops: Sequence[tuple[int, int]]) -> None:
        """Paint the next fill or stroke with a linear gradient from (x0, y0) to (x1, y1); ``stops`` (offset 0..1024, colour)."""
        self._add((LINEAR, x0, y0, x1, y1, *self._stops(stops)))

    def radial(self, cx: int, cy: int, r: int, stops: Sequence[tuple[int, int]], fx: "int | None" = None,
               fy: "int | None" = None, r0: int = 0) -> None:
        """Paint the next fill with a radial gradient out from (fx, fy) (the centre unless given) to radius ``r``."""
        self._add((RADIAL, cx if fx is None else fx, cy if fy is None else fy, r0, cx, cy, r, *self._stops(stops)))

    def shadow(self, blur: int, dx: int = 0, dy: int = 0, color: int = 0x0000008C) -> None:
        """Cast a soft shadow under everything drawn after this, to the end of the group (blur 0 with alpha 0: none)."""
        self._add((SHADOW, blur, dx, dy, _i32(color)))

    # -- groups -----------------------------------------------------------------------
    def push(self, tx: int = 0, ty: int = 0, rot: int = 0, sx: int = ONE, sy: int = ONE, alpha: int = 255,
             blend: int = NORMAL) -> None:
        """Open a group: what follows is moved by (tx, ty), turned by ``rot`` (4096 a turn), scaled by sx, sy / 1024 and faded to ``alpha``."""
        self._add((PUSH, tx, ty, rot, sx, sy, alpha, blend))
        ox, oy, kx, ky = self._xf[-1]
        self._xf.append((ox + tx * kx // ONE, oy + ty * ky // ONE, kx * sx // ONE, ky * sy // ONE))
        self.depth += 1

    def pop(self) -> None:
        """Close the innermost group (its transform, opacity, clip and shadow end)."""
        if not self.depth:
            raise ValueError("pop without a push")
        self._add((POP,))
        self._xf.pop()
        self.depth -= 1

    @contextmanager
    def group(self, tx: int = 0, ty: int = 0, rot: int = 0, sx: int = ONE, sy: int = ONE, alpha: int = 255,
              blend: int = NORMAL) -> Iterator["Stage"]:
        """Draw the ``with`` block's prims in a group (see :meth:`push`)."""
        self.push(tx, ty, rot, sx, sy, alpha, blend)
        try:
            yield self
        finally:
            self.pop()

    def clip(self, x: int, y: int, w: int, h: int, r: int = 0) -> None:
        """Clip everything drawn after this to a (rounded) rectangle, to the end of the group."""
        self._add((CLIP, x, y, w, h, r))

    # -- text, hotspots, pictures, sound ----------------------------------------------
    def text(self, x: int, y: int, text: str, color: int, size: int = 16, align: int = LEFT, font: int = SANS,
             bold: bool = False, outline: int = 0, outline_width: int = 0) -> None:
        """Draw a label: ``y`` is its top, ``size`` its em in stage pixels; an outline of ``outline_width`` in ``outline``."""
        self.count += 1
        if self.count > MAX_PRIMS:
            self._over()
        k = self._index.get(text)
        if k is None:
            k = self._string(str(text))
        self.words += (TEXT, x, y, color - _WRAP if color & _SIGN else color, size, align, k,
                       (font & 1) * 2 + (1 if bold else 0), _i32(outline), outline_width)

    def hot(self, x: int, y: int, w: int, h: int, action: dict) -> None:
        """Attach a pointer action to a rectangle (later hotspots lie on top), exported in stage coordinates."""
        if self.in_picture:
            raise ValueError("a picture cannot hold a hotspot")
        ox, oy, kx, ky = self._xf[-1]
        if (ox, oy, kx, ky) != (0, 0, ONE, ONE):
            x, y, w, h = ox + x * kx // ONE, oy + y * ky // ONE, w * kx // ONE, h * ky // ONE
        self.count += 1
        if self.count > MAX_PRIMS:
            self._over()
        self.words += (HOT, x, y, w, h, self._string(_action_text(action)))

    def stamp(self, pic: Picture, x: int, y: int, w: "int | None" = None, h: "int | None" = None) -> None:
        """Draw the picture ``pic`` into the box at (x, y), its own size unless ``w`` and ``h`` say otherwise."""
        if pic.stage is self:
            raise ValueError(f"the picture {pic.name!r} cannot stamp itself")
        if pic.name not in self.pictures:
            self.pictures[pic.name] = pic
        self._add((STAMP, self._string(pic.name), x, y, pic.width if w is None else w, pic.height if h is None else h))

    def ahead(self, pic: Picture) -> None:
        """Send ``pic`` to the page before it is needed, drawing nothing: a 0 x 0 stamp of it.

        The page keeps its definition and rasterises it while idle, so the frame that first shows it does not
        (a racing road's tile the camera is about to reach)."""
        self.stamp(pic, 0, 0, 0, 0)

    def cue(self, name: str, volume: int = 255, pitch: int = 0, pan: int = 0) -> None:
        """Play the sound ``name`` once (volume 0..255, pitch in cents, pan -100 left to 100 right)."""
        if self.in_picture:
            raise ValueError("a picture cannot play a sound")
        self._add((CUE, self._string(name), max(0, min(255, volume)), pitch, max(-100, min(100, pan))))

    def loop(self, name: str, key: str, volume: int = 255, pitch: int = 0, pan: int = 0) -> None:
        """Keep the continuous sound ``name`` (one voice per ``key``) playing this frame at these settings."""
        if self.in_picture:
            raise ValueError("a picture cannot play a sound")
        self._add((LOOP, self._string(name), self._string(key), max(0, min(255, volume)), pitch,
                   max(-100, min(100, pan))))

    def paste(self, part: "Stage") -> None:
        """Draw the prims of ``part`` here, in order: a layer a screen draws once and keeps (don't draw on it after).

        The export is the one drawing them here would give, its strings joined to this
        stage's; only the words naming a string are rewritten, so a layer of many labels and
        hotspots costs a copy of its words. Pasted inside a group, the layer's hotspots are
        moved and scaled with it, as drawing them there would.
        """
        self.count += part.count
        if self.count > MAX_PRIMS:
            self._over()
        self.said |= part.said
        for name, pic in part.pictures.items():
            self.pictures.setdefault(name, pic)
        start = len(self.words)
        self.words += part.words
        if self._xf[-1] != (0, 0, ONE, ONE):    # a group is open: the layer's hotspots move with it
            ox, oy, kx, ky = self._xf[-1]
            words, at, n = self.words, start, len(self.words)
            while at < n:
                if words[at] == HOT:
                    x, y, w, h = words[at + 1:at + 5]
                    words[at + 1:at + 5] = [ox + x * kx // ONE, oy + y * ky // ONE, w * kx // ONE, h * ky // ONE]
                at += _span(words, at)
        if not self.strings:                # nothing drawn with a string yet: the layer's own numbering holds
            self.strings += part.strings
            self._index.update(part._index)
            return
        words, strings, string = self.words, part.strings, self._string
        for at in part._naming():
            words[start + at] = string(strings[words[start + at]])

    def _naming(self) -> list[int]:
        """Return where in :attr:`words` a word names a string, counted once per length."""
        if self._named[0] != len(self.words):
            self._named = (len(self.words), _naming(self.words))
        return self._named[1]

    # -- reading back ---------------------------------------------------------------
    @property
    def prims(self) -> list[tuple]:
        """Return the prims as tuples: opcode, fields, colours unsigned, strings in place."""
        out: list[tuple] = []
        for name, fields in _read(self.words, self.strings, parse_actions=False):
            out.append((OPCODES[name], *[tuple(f) if isinstance(f, list) else f for f in fields]))
        return out

    def texts(self, pictures: bool = False) -> list[str]:
        """Return every label's string in drawing order (those inside the stamped pictures too, if asked)."""
        out = [p[6] for p in self.prims if p[0] == TEXT]
        if pictures:
            for pic in self.pictures.values():
                out += pic.stage.texts()
        return out

    def hotspots(self) -> list[tuple[int, int, int, int, dict]]:
        """Return every hotspot as (x, y, w, h, action)."""
        return [(p[1], p[2], p[3], p[4], json.loads(p[5])) for p in self.prims if p[0] == HOT]

    def stamps(self) -> list[tuple[str, int, int, int, int]]:
        """Return every stamp as (picture name, x, y, w, h) in drawing order."""
        return [(p[1], p[2], p[3], p[4], p[5]) for p in self.prims if p[0] == STAMP]

    def cues(self) -> list[tuple]:
        """Return the frame's sounds: ("cue", name, volume, pitch, pan) and ("loop", name, key, volume, pitch, pan)."""
        out: list[tuple] = []
        for p in self.prims:
            if p[0] == CUE:
                out.append(("cue", *p[1:]))
            elif p[0] == LOOP:
                out.append(("loop", *p[1:]))
        return out

    def text_boxes(self) -> list[tuple[int, int, int, int, str]]:
        """Return each label's box in stage coordinates, (x, y, w, h, text), measured in the shipped fonts.

        A group's move and scale are applied (a turned group's labels are boxed unturned) and a
        clip cuts a box to what shows (a label clipped away is left out), so a test can check
        that no label leaves the stage or lies over another.
        """
        out: list[tuple[int, int, int, int, str]] = []
        xf: list[tuple[int, int, int, int, "tuple[int, int, int, int] | None"]] = [(0, 0, ONE, ONE, None)]
        words, at, n = self.words, 0, len(self.words)
        while at < n:
            op = words[at]
            ox, oy, kx, ky, clip = xf[-1]
            if op == PUSH:
                xf.append((ox + words[at + 1] * kx // ONE, oy + words[at + 2] * ky // ONE,
                           kx * words[at + 4] // ONE, ky * words[at + 5] // ONE, clip))
            elif op == POP:
                xf.pop()
            elif op == CLIP:
                box = (ox + words[at + 1] * kx // ONE, oy + words[at + 2] * ky // ONE, words[at + 3] * kx // ONE,
                       words[at + 4] * ky // ONE)
                xf[-1] = (ox, oy, kx, ky, box if clip is None else _meet(clip, box))
            elif op == TEXT:
                x, y, size, align, k, face = (words[at + 1], words[at + 2], words[at + 4], words[at + 5],
                                              words[at + 6], words[at + 7])
                text = self.strings[k]
                w, h = measure(text, size, face >> 1, bool(face & 1)), line_height(size, face >> 1, bool(face & 1))
                x -= w // 2 if align == CENTER else w if align == RIGHT else 0
                box = (ox + x * kx // ONE, oy + y * ky // ONE, w * kx // ONE, h * ky // ONE)
                if clip is not None:
                    box = _meet(clip, box)
                if box[2] > 1 and box[3] > 1:
                    out.append((*box, text))
            at += _span(words, at)
        return out

    def export(self, sent: "set[str] | None" = None) -> bytes:
        """Return the frame in the flat form the page draws (docs/prims.md).

        Each picture stamped is defined first unless its name is in ``sent`` (the pictures the
        page holds already), and its name is added there; without ``sent`` the frame defines
        every picture it stamps, standing alone.
        """
        if self.depth:
            raise ValueError(f"{self.depth} group(s) left open")
        words: list[int] = []
        strings = list(self.strings)
        index = dict(self._index)
        for name, pic in self._defined().items():
            if sent is not None and name in sent:
                continue
            if sent is not None:
                sent.add(name)
            inner = list(pic.stage.words)
            for at in pic.stage._naming():
                text = pic.stage.strings[inner[at]]
                k = index.get(text)
                if k is None:
                    k = index[text] = len(strings)
                    strings.append(text)
                inner[at] = k
            k = index.get(name)
            if k is None:
                k = index[name] = len(strings)
                strings.append(name)
            words += (DEF, k, pic.width, pic.height, len(inner))
            words += inner
        body = array("i", words)
        body.extend(self.words)
        if body.itemsize != 4:  # pragma: no cover
            raise RuntimeError("int32 arrays are required")
        head = struct.pack("<IIIII", MAGIC, self.width, self.height, self.backdrop & 0xFFFFFFFF, len(body))
        data = body.tobytes() if struct.pack("<i", 1) == struct.pack("=i", 1) else _swapped(body)
        return head + data + json.dumps(strings, ensure_ascii=False).encode("utf-8")


    def _defined(self) -> "dict[str, Picture]":
        """Return every picture this frame stamps, the ones a picture stamps before it (the page draws them first)."""
        out: dict[str, Picture] = {}

        def visit(pic: Picture, depth: int) -> None:
            if pic.name in out:
                return
            if depth > 8:
                raise ValueError(f"pictures nest deeper than 8 at {pic.name!r}")
            for inner in pic.stage.pictures.values():
                visit(inner, depth + 1)
            out[pic.name] = pic

        for pic in self.pictures.values():
            visit(pic, 0)
        return out


def _meet(a: Sequence[int], b: Sequence[int]) -> tuple[int, int, int, int]:
    """Return the part of box ``b`` inside box ``a`` (an empty box where they do not meet)."""
    x0, y0 = max(a[0], b[0]), max(a[1], b[1])
    x1, y1 = min(a[0] + a[2], b[0] + b[2]), min(a[1] + a[3], b[1] + b[3])
    return (x0, y0, max(0, x1 - x0), max(0, y1 - y0))


def _naming(words: Sequence[int]) -> list[int]:
    """Return where in ``words`` (flat prims, no definitions) a word names a string."""
    out, at, n = [], 0, len(words)
    while at < n:
        op = words[at]
        for field in STRING_FIELDS.get(op, ()):
            out.append(at + 1 + field)
        at += _span(words, at)
    return out


def _swapped(words: array) -> bytes:  # pragma: no cover - big-endian hosts only
    copy = array("i", words)
    copy.byteswap()
    return copy.tobytes()


def _points(words: Sequence[int], at: int, n: int) -> list[int]:
    return list(words[at:at + 2 * n])


def _stops_read(words: Sequence[int], at: int, n: int) -> list[tuple[int, int]]:
    return [(words[at + 2 * k], words[at + 2 * k + 1] & 0xFFFFFFFF) for k in range(n)]


def _read(words: Sequence[int], strings: Sequence[str], parse_actions: bool) -> list[tuple[str, list[Any]]]:
    out: list[tuple[str, list[Any]]] = []
    n = len(words)
    i = 0
    while i < n:
        op = words[i]
        span = _span(words, i)
        if i + span > n:
            raise ValueError(f"prim {NAMES.get(op, op)} at word {i} runs past the frame's {n} words")
        if op == IMAGE:
            x, y, w, scale, nruns = words[i + 1:i + 6]
            out.append(("image", [x, y, w, scale, [(words[i + 6 + 2 * k], words[i + 7 + 2 * k] & 0xFFFFFFFF)
                                                   for k in range(nruns)]]))
        elif op == POLY:
            out.append(("poly", [words[i + 1] & 0xFFFFFFFF, _points(words, i + 3, words[i + 2])]))
        elif op == PATH:
            out.append(("path", [words[i + 1] & 0xFFFFFFFF, words[i + 2], words[i + 3],
                                 _points(words, i + 5, words[i + 4])]))
        elif op == LINEAR:
            out.append(("linear", [*words[i + 1:i + 5], _stops_read(words, i + 6, words[i + 5])]))
        elif op == RADIAL:
            out.append(("radial", [*words[i + 1:i + 7], _stops_read(words, i + 8, words[i + 7])]))
        elif op == DEF:
            out.append(("def", [strings[words[i + 1]], words[i + 2], words[i + 3],
                                _read(words[i + 5:i + 5 + words[i + 4]], strings, parse_actions)]))
        else:
            fields = list(words[i + 1:i + span])
            for f in COLOR_FIELDS.get(op, ()):
                fields[f] &= 0xFFFFFFFF
            for f in STRING_FIELDS.get(op, ()):
                fields[f] = strings[fields[f]]
            if op == HOT and parse_actions:
                fields[4] = json.loads(fields[4])
            out.append((NAMES[op], fields))
        i += span
    return out


def decode(data: bytes) -> list[tuple[str, list[Any]]]:
    """Return the prims of an exported frame as (name, fields), strings resolved; a frame of another format is refused."""
    if len(data) < 4 * HEADER_WORDS:
        raise ValueError(f"a frame of {len(data)} bytes is shorter than its header")
    magic, _, _, _, n = struct.unpack_from("<IIIII", data, 0)
    if magic != MAGIC:
        raise ValueError("this frame is not in prims format 2 (no PRM2 header): an older engine drew it")
    if 4 * HEADER_WORDS + 4 * n > len(data):
        raise ValueError(f"the frame says {n} words but holds {len(data)} bytes")
    words = struct.unpack_from(f"<{n}i", data, 4 * HEADER_WORDS)
    strings = json.loads(data[4 * HEADER_WORDS + 4 * n:].decode("utf-8"))
    return _read(words, strings, parse_actions=True)


def header(data: bytes) -> dict:
    """Return an exported frame's header: its stage's width, height and backdrop colour, and its word count."""
    magic, width, height, backdrop, n = struct.unpack_from("<IIIII", data, 0)
    if magic != MAGIC:
        raise ValueError("this frame is not in prims format 2 (no PRM2 header)")
    return {"width": width, "height": height, "backdrop": backdrop, "words": n}
