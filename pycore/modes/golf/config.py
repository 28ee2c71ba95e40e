"""Mini golf's config: one ``[[golf]]`` table of ``modes.toml`` read into a frozen course.

Fields of ``[[golf]]`` (``id`` and ``name`` are read by the pack loader):

* ``seats``: the default number of players, 1 to 4. Default 2.
* ``shot_seconds``: a person's shot clock, 5 to 120 seconds; it runs only where other people
  wait (a hot seat, online), and when it runs out the ball is struck as aimed. Against AI
  seats alone there is no clock. Default 30.
* ``holes``: 1 to 18 sub-tables, played in order, each with

  * ``tiles``: the hole as rows of equal length, one character a tile of 32 world units:
    ``.`` fairway, ``,`` rough, ``s`` sand, ``w`` water (a hazard), ``#`` wall, a space
    out of bounds (a hazard), ``T`` the tee and ``O`` the cup (both fairway, exactly one
    each), ``^ v < >`` fairway sloping downhill that way. At most 40 columns and 30 rows.
  * ``heights``: optional rows of digits ``0`` to ``9``, the same shape as ``tiles``; the
    ball runs downhill from high digits to low ones. Default all ``0``.
  * ``par``: 1 to 10.
  * ``max_strokes``: the cap, ``par`` to 20; a player who reaches it picks up and scores
    it. Default ``par + 5``.

A grid that is ragged, has no tee or no cup (or two), or an unknown character is refused
with the hole, the row and the column (all counted from 1).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Mapping

from pycore.kernel.schema import Table
from pycore.book.cards import Book

MIN_SEATS = 1
MAX_SEATS = 4
MAX_HOLES = 18
MAX_COLS = 40
MAX_ROWS = 30
MAX_PAR = 10
MAX_CAP = 20
TILE_CHARS = ".,sw# TO^v<>"
TEE = "T"
CUP = "O"


@dataclass(frozen=True)
class Hole:
    """One hole: its tile rows, its height rows (digits, same shape) and its par and cap."""

    tiles: tuple[str, ...]
    heights: tuple[str, ...]
    par: int
    max_strokes: int

    @property
    def cols(self) -> int:
        """Return the width in tiles."""
        return len(self.tiles[0])

    @property
    def rows(self) -> int:
        """Return the height in tiles."""
        return len(self.tiles)

    def find(self, char: str) -> tuple[int, int]:
        """Return the (column, row) of the first tile ``char``."""
        for row, line in enumerate(self.tiles):
            col = line.find(char)
            if col >= 0:
                return col, row
        raise ValueError(f"no tile {char!r} on this hole")

    def height(self, col: int, row: int) -> int:
        """Return the height digit of a tile (0 when the hole sets no heights)."""
        return int(self.heights[row][col]) if self.heights else 0


@dataclass(frozen=True)
class GolfConfig:
    """A course: the default seat count and its holes in play order."""

    holes: tuple[Hole, ...]
    seats: int = 2
    shot_seconds: int = 30

    @property
    def par(self) -> int:
        """Return the course's total par."""
        return sum(h.par for h in self.holes)


def parse(t: Table, book: Book) -> GolfConfig:
    """Read one ``[[golf]]`` table into a course, refusing a bad grid with its hole, row and column."""
    seats = t.int("seats", 2, lo=MIN_SEATS, hi=MAX_SEATS)
    shot_seconds = t.int("shot_seconds", 30, lo=5, hi=120)
    subs = t.tables("holes", max_len=MAX_HOLES)
    if not subs:
        raise t.error("holes", [], f"1 to {MAX_HOLES} holes")
    holes = tuple(_hole(t, sub, number) for number, sub in enumerate(subs, 1))
    return GolfConfig(holes=holes, seats=seats, shot_seconds=shot_seconds)


_NAMES = {TEE: "tee 'T'", CUP: "cup 'O'"}


def _hole(t: Table, sub: Table, number: int) -> Hole:
    """Read one ``[[golf.holes]]`` table; errors go on the course's table, naming the hole."""
    tiles = sub.list("tiles", min_len=1, max_len=MAX_ROWS)
    heights = sub.list("heights", [], max_len=MAX_ROWS)
    par = sub.int("par", lo=1, hi=MAX_PAR)
    cap = sub.int("max_strokes", par + 5, lo=par, hi=MAX_CAP)
    sub.done()
    _check_grid(t, number, tiles, TILE_CHARS, "tile")
    found: dict[str, tuple[int, int]] = {}
    for row, line in enumerate(tiles, 1):
        for col, char in enumerate(line, 1):
            if char in (TEE, CUP):
                if char in found:
                    first = found[char]
                    raise t.fail(f"hole {number}, row {row}, column {col}: a second {_NAMES[char]} "
                                 f"(the first is at row {first[0]}, column {first[1]})", "holes")
                found[char] = (row, col)
    for char in (TEE, CUP):
        if char not in found:
            raise t.fail(f"hole {number} has no {_NAMES[char]}: mark it with {char!r}", "holes")
    if heights:
        if len(heights) != len(tiles):
            raise t.fail(f"hole {number}: heights has {len(heights)} rows, tiles has {len(tiles)}", "holes")
        _check_grid(t, number, heights, "0123456789", "height", width=len(tiles[0]))
    return Hole(tiles=tuple(tiles), heights=tuple(heights), par=par, max_strokes=cap)


def _check_grid(t: Table, number: int, rows: list, allowed: str, what: str, width: int = 0) -> None:
    """Refuse a ragged, too wide or unknown-character grid, naming the hole, row and column."""
    width = width or len(rows[0])
    if not 1 <= width <= MAX_COLS:
        raise t.fail(f"hole {number}, row 1: {width} columns; a hole is 1 to {MAX_COLS} wide", "holes")
    for row, line in enumerate(rows, 1):
        if len(line) != width:
            col = min(len(line), width) + 1
            raise t.fail(f"hole {number}, row {row}, column {col}: the row is {len(line)} long, "
                         f"the hole is {width} wide (every {what} row must be)", "holes")
        for col, char in enumerate(line, 1):
            if char not in allowed:
                expected = "a digit 0 to 9" if what == "height" else \
                    "one of . , s w # T O ^ v < > or a space"
                raise t.fail(f"hole {number}, row {row}, column {col}: unknown {what} {char!r}, "
                             f"expected {expected}", "holes")


def for_round(config: GolfConfig, knobs: Mapping[str, int], seats: int) -> GolfConfig:
    """Return the course cut to its first ``holes`` holes (a party night's knob), seating ``seats``."""
    unknown = [k for k in knobs if k != "holes"]
    if unknown:
        raise ValueError(f"Mini golf has no knob {unknown[0]!r}; it knows holes.")
    holes = knobs.get("holes", len(config.holes))
    if not 1 <= holes <= len(config.holes):
        raise ValueError(f"The course has {len(config.holes)} holes; holes = {holes} cannot be played.")
    return replace(config, holes=config.holes[:holes], seats=seats)


# The how-to-play card (``ModeSpec.howto``): the goal, the controls, the rules a newcomer trips on.
HOWTO = {
    "goal": "Sink the ball on every hole in as few strokes as you can: the lowest total wins.",
    "controls": [("Left/Right", "aim"), ("Square", "hold for fine aim"), ("Cross", "start the power meter"),
                 ("Cross", "strike at the power you want"), ("Circle", "back out of the meter")],
    "rules": ["Rough and sand slow the ball; arrows (slopes) push it along.",
              "Water or out of bounds costs a penalty stroke and the ball plays again from where it was.",
              "Each hole has a cap: reach it and you pick up, scoring the cap.",
              "After the tee shots, the ball farthest from the cup plays next."],
}
