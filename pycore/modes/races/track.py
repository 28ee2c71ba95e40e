"""The course: a centerline polyline with a half-width, measured in 20.12 fixed point.

A circuit closes back on its first point; a sprint runs from the first point to the last.
Every point within the half-width of a segment is drivable, every centerline point is a
checkpoint gate, and the segment leaving gate ``k`` is segment ``k``.
"""

from __future__ import annotations

from typing import Sequence

from pycore.kernel import fx
from pycore.kernel.fx import ONE, Fx

MIN_SEGMENT = 8     # world units: a shorter segment could be stepped over at boost speed
MIN_LENGTH = 100    # world units: the whole course must hold the starting grid
CELL_MIN = 16       # world units: the smallest cell of the nearest-segment grid


class Track:
    """A course's geometry: segment vectors, lengths, headings and arc starts, all in 20.12."""

    __slots__ = ("xs", "ys", "closed", "half", "boost", "ax", "ay", "dx", "dy", "len", "len2",
                 "heading", "ux", "uy", "start", "length", "bends", "parts", "cell", "half_diagonal", "grid")

    def __init__(self, points: Sequence[Sequence[int]], half_width: int, closed: bool,
                 boost: Sequence[int] = ()) -> None:
        self.xs: list[Fx] = [p[0] * ONE for p in points]
        self.ys: list[Fx] = [p[1] * ONE for p in points]
        self.closed = closed
        self.half: Fx = half_width * ONE
        self.boost = tuple(boost)
        n = len(points)
        count = n if closed else n - 1
        self.ax, self.ay, self.dx, self.dy = [], [], [], []
        self.len, self.len2, self.heading, self.ux, self.uy, self.start = [], [], [], [], [], []
        s = 0
        for i in range(count):
            j = (i + 1) % n
            dx, dy = self.xs[j] - self.xs[i], self.ys[j] - self.ys[i]
            length = fx.length(dx, dy)
            self.ax.append(self.xs[i])
            self.ay.append(self.ys[i])
            self.dx.append(dx)
            self.dy.append(dy)
            self.len.append(length)
            self.len2.append(dx * dx + dy * dy)
            h = fx.atan2(dy, dx)
            self.heading.append(h)
            self.ux.append(fx.cos(h))
            self.uy.append(fx.sin(h))
            self.start.append(s)
            s += length
        self.length: Fx = s
        self.parts = tuple(zip(self.ax, self.ay, self.dx, self.dy, self.len2))
        # a lazily filled grid of the segments worth measuring in each cell, for ``nearest``
        self.cell: Fx = max(CELL_MIN * ONE, self.half)
        self.half_diagonal: Fx = fx.isqrt(2 * self.cell * self.cell) // 2 + 1
        self.grid: dict[tuple[int, int], tuple[int, ...]] = {}
        # the turn at the end of each segment, unsigned, for AI braking and the screen
        self.bends: list[int] = [abs(fx.angle_diff(self.heading[(i + 1) % count], self.heading[i]))
                                 if closed or i + 1 < count else 0 for i in range(count)]

    @property
    def segments(self) -> int:
        """Return how many segments the course has."""
        return len(self.len)

    @property
    def gates(self) -> int:
        """Return how many checkpoint gates the course has (one per centerline point)."""
        return len(self.xs)

    def problem(self) -> "tuple[str, str] | None":
        """Return (field, reason) if the course cannot be raced, or None."""
        n = len(self.xs)
        if n < 3:
            return "points", f"a track needs at least 3 points, not {n}"
        for i, length in enumerate(self.len):
            if length < MIN_SEGMENT * ONE:
                j = (i + 1) % n
                what = "the closing segment" if j == 0 else f"segment {i}"
                return "points", (f"{what} (point {i} to point {j}) is {fx.to_int(length)} units long; "
                                  f"segments need at least {MIN_SEGMENT}")
        if self.length < MIN_LENGTH * ONE:
            return "points", f"the course is {fx.to_int(self.length)} units long; it needs at least {MIN_LENGTH}"
        for b in self.boost:
            if not 0 <= b < self.segments:
                return "boost_pads", f"boost pad {b} names no segment (segments are 0 to {self.segments - 1})"
        return None

    def _d2(self, i: int, x: Fx, y: Fx) -> int:
        """Return the squared distance from (x, y) to segment ``i``, as ``nearest`` measures it."""
        ax, ay, dx, dy, len2 = self.parts[i]
        rx, ry = x - ax, y - ay
        dot = rx * dx + ry * dy
        if dot <= 0:
            return rx * rx + ry * ry
        if dot >= len2:
            rx -= dx
            ry -= dy
            return rx * rx + ry * ry
        cross = rx * dy - ry * dx
        return cross * cross // len2

    def _candidates(self, key: tuple[int, int]) -> tuple[int, ...]:
        """Return, in order, the segments that can be nearest anywhere in grid cell ``key``.

        The farthest any point of the cell is from a segment is reached at a corner (the
        distance to a segment is convex), so the least such corner bound caps the nearest
        distance; a segment whose distance from the centre, less the half-diagonal, beats
        that cap by more than rounding is strictly farther everywhere in the cell.
        """
        size = self.cell
        x0, y0 = key[0] * size, key[1] * size
        corners = ((x0, y0), (x0 + size, y0), (x0, y0 + size), (x0 + size, y0 + size))
        count = len(self.parts)
        cap2 = min(max(self._d2(i, cx, cy) for cx, cy in corners) for i in range(count))
        cap = fx.isqrt(cap2) + 2 + self.half_diagonal
        mid = size >> 1
        found = tuple(i for i in range(count) if fx.isqrt(self._d2(i, x0 + mid, y0 + mid)) <= cap)
        self.grid[key] = found
        return found

    def nearest(self, x: Fx, y: Fx) -> tuple[int, int, Fx]:
        """Return (segment, squared distance, distance along it) of the segment nearest (x, y).

        Ties go to the lower segment. The distance along is clamped to the segment. Only the
        segments that can be nearest in the point's grid cell are measured; the answer is
        the same as measuring them all.
        """
        key = (x // self.cell, y // self.cell)
        candidates = self.grid.get(key)
        if candidates is None:
            candidates = self._candidates(key)
        parts = self.parts
        best, best_d2, best_dot = 0, -1, 0
        for i in candidates:
            ax, ay, dx, dy, len2 = parts[i]
            rx, ry = x - ax, y - ay
            dot = rx * dx + ry * dy
            if dot <= 0:
                d2 = rx * rx + ry * ry
            elif dot >= len2:
                rx -= dx
                ry -= dy
                d2 = rx * rx + ry * ry
            else:
                cross = rx * dy - ry * dx
                d2 = cross * cross // len2
            if d2 < best_d2 or best_d2 < 0:
                best, best_d2, best_dot = i, d2, dot
        length = self.len[best]
        along = 0 if best_dot <= 0 else length if best_dot >= parts[best][4] else best_dot // length
        return best, best_d2, along

    def at(self, seg: int, along: Fx) -> tuple[Fx, Fx]:
        """Return the centerline point ``along`` into segment ``seg``."""
        return (self.ax[seg] + self.dx[seg] * along // self.len[seg],
                self.ay[seg] + self.dy[seg] * along // self.len[seg])

    def locate(self, s: Fx) -> tuple[int, Fx]:
        """Return (segment, distance along it) of arc length ``s`` (wrapping on a circuit)."""
        if self.closed:
            s %= self.length
        else:
            s = fx.clamp(s, 0, self.length)
        for i in range(len(self.start) - 1, -1, -1):
            if self.start[i] <= s:
                return i, min(s - self.start[i], self.len[i])
        return 0, 0

    def offset(self, seg: int, along: Fx, side: Fx) -> tuple[Fx, Fx]:
        """Return the point ``along`` into ``seg`` moved ``side`` to its right (negative: left)."""
        x, y = self.at(seg, along)
        # right of a heading h is h + a quarter turn: (-sin h, cos h)
        return x - fx.mul(self.uy[seg], side), y + fx.mul(self.ux[seg], side)

    def gate_segment(self, gate: int) -> int:
        """Return the segment leaving ``gate`` (the last gate of a sprint has none: -1)."""
        return gate if gate < self.segments else -1
