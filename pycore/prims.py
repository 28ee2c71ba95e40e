"""Screen primitives on the stage (320 x 240 unless a mode declares a larger one) and their flat export.

A screen draws into a :class:`Stage`; the page receives :meth:`Stage.export` as one
bytes object: a little-endian u32 count ``n``, then ``n`` int32 words of prims, then the
UTF-8 JSON array of the frame's strings. Each prim is an opcode followed by a fixed
number of words (``IMAGE`` alone carries its runs after a count). Colours are RGBA packed
as ``0xRRGGBBAA`` and stored as signed int32 (the page reads them with ``>>> 0``). A frame
on a stage of another size than 320 x 240 opens with a ``STAGE`` prim giving its size.
"""

from __future__ import annotations

import functools
import json
import struct
from array import array
from typing import Any, Sequence

WIDTH = 320
HEIGHT = 240

RECT = 1      # x y w h color
BOX = 2       # x y w h color thickness          (outlined rectangle)
LINE = 3      # x0 y0 x1 y1 color width
TRI = 4       # x0 y0 x1 y1 x2 y2 color
QUAD = 5      # x0 y0 x1 y1 x2 y2 x3 y3 color
GQUAD = 6     # x0 y0 x1 y1 x2 y2 x3 y3 c0 c1 c2 c3   (gouraud: a colour per corner)
IMAGE = 7     # x y w scale nruns (length color)*nruns  (rows of w pixels, runs wrap rows)
TEXT = 8      # x y color size align string          (align 0 left, 1 centre, 2 right)
HOT = 9       # x y w h action                       (a hotspot: action is a JSON string)
ELLIPSE = 10  # cx cy rx ry color                    (filled)
STAGE = 11    # width height                         (first, and only when the stage is not 320 x 240)

ARITY = {RECT: 5, BOX: 6, LINE: 6, TRI: 7, QUAD: 9, GQUAD: 12, TEXT: 6, HOT: 5, ELLIPSE: 5, STAGE: 2}
NAMES = {RECT: "rect", BOX: "box", LINE: "line", TRI: "tri", QUAD: "quad", GQUAD: "gquad",
         IMAGE: "image", TEXT: "text", HOT: "hot", ELLIPSE: "ellipse", STAGE: "stage"}
OPCODES = {name: op for op, name in NAMES.items()}

LEFT, CENTER, RIGHT = 0, 1, 2

# The most prims one frame may draw. The largest frame of any practice instance draws a few
# hundred (bench/frame_size.py prints them); a screen past this is running away on a view it
# was handed (from a file or another machine), and drawing raises ValueError to say so.
MAX_PRIMS = 20_000


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


def fit(text: str, width: int, size: int) -> str:
    """Return ``text`` cut with an ellipsis to fit ``width`` stage pixels at ``size``.

    Glyphs are taken as 3/5 of the text height wide (the page's font averages less), so a
    screen can keep a label inside its panel without measuring it.
    """
    most = max(1, width * 5 // (size * 3))
    return text if len(text) <= most else text[: most - 1] + "\u2026"


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


class Stage:
    """A frame being drawn, kept as the export's words as it is drawn (the page's hot path).

    Each method appends its prim's words at once, so :meth:`export` only packs them;
    :attr:`prims` reads them back as tuples for tests and tools.
    """

    def __init__(self, width: int = WIDTH, height: int = HEIGHT) -> None:
        self.width = width
        self.height = height
        self.words: list[int] = []
        self.strings: list[str] = []
        self._index: dict[str, int] = {}
        self._named: tuple[int, list[int]] = (0, [])   # for paste: where strings are named, at a length of words
        self.count = 0                  # prims drawn; past MAX_PRIMS drawing raises ValueError

    def clear(self) -> None:
        """Forget everything drawn so far (a frame that failed half-way is drawn again as words)."""
        self.words.clear()
        self.strings.clear()
        self._index.clear()
        self._named = (0, [])
        self.count = 0

    def _over(self) -> None:
        raise ValueError(f"the screen drew more than {MAX_PRIMS} prims in one frame")

    def _string(self, text: str) -> int:
        k = self._index.get(text)
        if k is None:
            k = self._index[text] = len(self.strings)
            self.strings.append(text)
        return k

    def rect(self, x: int, y: int, w: int, h: int, color: int) -> None:
        """Fill a rectangle."""
        self.count += 1
        if self.count > MAX_PRIMS:
            self._over()
        self.words += (RECT, x, y, w, h, color - _WRAP if color & _SIGN else color)

    def box(self, x: int, y: int, w: int, h: int, color: int, thickness: int = 1) -> None:
        """Outline a rectangle, the outline drawn inside it."""
        self.count += 1
        if self.count > MAX_PRIMS:
            self._over()
        self.words += (BOX, x, y, w, h, color - _WRAP if color & _SIGN else color, thickness)

    def line(self, x0: int, y0: int, x1: int, y1: int, color: int, width: int = 1) -> None:
        """Draw a line segment."""
        self.count += 1
        if self.count > MAX_PRIMS:
            self._over()
        self.words += (LINE, x0, y0, x1, y1, color - _WRAP if color & _SIGN else color, width)

    def tri(self, x0: int, y0: int, x1: int, y1: int, x2: int, y2: int, color: int) -> None:
        """Fill a triangle."""
        self.count += 1
        if self.count > MAX_PRIMS:
            self._over()
        self.words += (TRI, x0, y0, x1, y1, x2, y2, color - _WRAP if color & _SIGN else color)

    def quad(self, pts: Sequence[int], color: int) -> None:
        """Fill a quad given as eight coordinates in drawing order."""
        self.count += 1
        if self.count > MAX_PRIMS:
            self._over()
        self.words.append(QUAD)
        self.words += pts[:8]
        self.words.append(_i32(color))

    def gquad(self, pts: Sequence[int], colors: Sequence[int]) -> None:
        """Fill a quad with a colour per corner, blended across it."""
        self.count += 1
        if self.count > MAX_PRIMS:
            self._over()
        self.words.append(GQUAD)
        self.words += pts[:8]
        self.words += [_i32(c) for c in colors[:4]]

    def ellipse(self, cx: int, cy: int, rx: int, ry: int, color: int) -> None:
        """Fill an ellipse (a disc when rx == ry)."""
        self.count += 1
        if self.count > MAX_PRIMS:
            self._over()
        self.words += (ELLIPSE, cx, cy, rx, ry, color - _WRAP if color & _SIGN else color)

    def image(self, x: int, y: int, w: int, runs: Sequence[tuple[int, int]], scale: int = 1) -> None:
        """Draw an image given as runs of (length, colour), rows of ``w`` pixels."""
        self.count += 1
        if self.count > MAX_PRIMS:
            self._over()
        self.words += (IMAGE, x, y, w, scale, len(runs))
        for length, color in runs:
            self.words += (length, _i32(color))

    def text(self, x: int, y: int, text: str, color: int, size: int = 8, align: int = LEFT) -> None:
        """Draw a label; ``size`` is its height in stage pixels, ``y`` its top."""
        self.count += 1
        if self.count > MAX_PRIMS:
            self._over()
        k = self._index.get(text)
        if k is None:
            k = self._string(str(text))
        self.words += (TEXT, x, y, color - _WRAP if color & _SIGN else color, size, align, k)

    def hot(self, x: int, y: int, w: int, h: int, action: dict) -> None:
        """Attach a pointer action to a stage rectangle (later hotspots lie on top)."""
        self.count += 1
        if self.count > MAX_PRIMS:
            self._over()
        self.words += (HOT, x, y, w, h, self._string(_action_text(action)))

    def paste(self, part: "Stage") -> None:
        """Draw the prims of ``part`` here, in order: a layer a screen draws once and keeps (don't draw on it after).

        The export is the one drawing them here would give, its strings joined to this
        stage's; only the words naming a string are rewritten, so a layer of many labels and
        hotspots costs a copy of its words.
        """
        self.count += part.count
        if self.count > MAX_PRIMS:
            self._over()
        start = len(self.words)
        self.words += part.words
        if not self.strings:                # nothing drawn with a string yet: the layer's own numbering holds
            self.strings += part.strings
            self._index.update(part._index)
            return
        words, strings, string = self.words, part.strings, self._string
        for at in part._naming():
            words[start + at] = string(strings[words[start + at]])

    def _naming(self) -> list[int]:
        """Return where in :attr:`words` a word names a string (a label's, a hotspot's), counted once per length."""
        if self._named[0] != len(self.words):
            at, out, words, n = 0, [], self.words, len(self.words)
            while at < n:
                op = words[at]
                if op == TEXT:
                    out.append(at + 6)
                elif op == HOT:
                    out.append(at + 5)
                at += 6 + 2 * words[at + 5] if op == IMAGE else 1 + ARITY[op]
            self._named = (n, out)
        return self._named[1]

    # -- reading back ---------------------------------------------------------------
    @property
    def prims(self) -> list[tuple]:
        """Return the prims as tuples: opcode, fields, colours unsigned, strings in place."""
        out: list[tuple] = []
        for name, fields in _read(self.words, self.strings, parse_actions=False):
            if name == "image":
                x, y, w, scale, runs = fields
                out.append((IMAGE, x, y, w, scale, tuple(runs)))
            else:
                out.append((OPCODES[name], *fields))
        return out

    def texts(self) -> list[str]:
        """Return every label's string, in drawing order (for tests and logs)."""
        return [p[6] for p in self.prims if p[0] == TEXT]

    def hotspots(self) -> list[tuple[int, int, int, int, dict]]:
        """Return every hotspot as (x, y, w, h, action)."""
        return [(p[1], p[2], p[3], p[4], json.loads(p[5])) for p in self.prims if p[0] == HOT]

    def export(self) -> bytes:
        """Return the frame in the flat form the page draws (see the module docstring)."""
        words = array("i", self.words)
        if (self.width, self.height) != (WIDTH, HEIGHT):
            words[0:0] = array("i", (STAGE, self.width, self.height))
        if words.itemsize != 4:  # pragma: no cover
            raise RuntimeError("int32 arrays are required")
        body = words.tobytes() if struct.pack("<i", 1) == struct.pack("=i", 1) else _swapped(words)
        return struct.pack("<I", len(words)) + body + json.dumps(self.strings, ensure_ascii=False).encode("utf-8")


def _swapped(words: array) -> bytes:  # pragma: no cover - big-endian hosts only
    copy = array("i", words)
    copy.byteswap()
    return copy.tobytes()


def _read(words: Sequence[int], strings: Sequence[str], parse_actions: bool) -> list[tuple[str, list[Any]]]:
    out: list[tuple[str, list[Any]]] = []
    n = len(words)
    i = 0
    while i < n:
        op = words[i]
        if op == IMAGE:
            x, y, w, scale, nruns = words[i + 1:i + 6]
            runs = [(words[i + 6 + 2 * k], words[i + 7 + 2 * k] & 0xFFFFFFFF) for k in range(nruns)]
            out.append(("image", [x, y, w, scale, runs]))
            i += 6 + 2 * nruns
            continue
        if op not in ARITY:
            raise ValueError(f"unknown prim opcode {op} at word {i}")
        fields = list(words[i + 1:i + 1 + ARITY[op]])
        if op == TEXT:
            fields[2] &= 0xFFFFFFFF
            fields[5] = strings[fields[5]]
        elif op == HOT:
            fields[4] = json.loads(strings[fields[4]]) if parse_actions else strings[fields[4]]
        elif op in (BOX, LINE):
            fields[-2] &= 0xFFFFFFFF
        elif op == GQUAD:
            fields[8:] = [c & 0xFFFFFFFF for c in fields[8:]]
        elif op != STAGE:                    # the stage's size is no colour
            fields[-1] &= 0xFFFFFFFF
        out.append((NAMES[op], fields))
        i += 1 + ARITY[op]
    return out


def decode(data: bytes) -> list[tuple[str, list[Any]]]:
    """Return the prims of an exported frame as (name, fields) with strings resolved."""
    (n,) = struct.unpack_from("<I", data, 0)
    words = struct.unpack_from(f"<{n}i", data, 4)
    strings = json.loads(data[4 + 4 * n:].decode("utf-8"))
    return _read(words, strings, parse_actions=True)
