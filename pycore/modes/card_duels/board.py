"""The 3 x 3 grid of Grid Duel: cells, sides, elemental strength and captures.

Cells are numbered 0 to 8 row by row from the top left; sides run north, east, south, west
(indices 0 to 3, as in :class:`pycore.book.cards.Card`). Both the rules and the AI's
look-ahead lay cards through :class:`Board`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pycore.book.cards import Card

from .config import CELLS

Cell = int
SideIndex = int
NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3


def neighbour(cell: Cell, side: SideIndex) -> "Cell | None":
    """Return the cell beyond ``side`` of ``cell``, or None at the grid's edge."""
    row, col = divmod(cell, 3)
    if side == NORTH:
        return cell - 3 if row > 0 else None
    if side == EAST:
        return cell + 1 if col < 2 else None
    if side == SOUTH:
        return cell + 3 if row < 2 else None
    return cell - 1 if col > 0 else None


# each cell's (side, neighbouring cell) pairs, in side order
AROUND: tuple[tuple[tuple[SideIndex, Cell], ...], ...] = tuple(
    tuple((side, n) for side in range(4) if (n := neighbour(cell, side)) is not None) for cell in range(CELLS))


def facing(side: SideIndex) -> SideIndex:
    """Return the side that faces ``side`` across a shared edge."""
    return (side + 2) % 4


def side_at(card: Card, side: SideIndex, element: str) -> int:
    """Return ``card``'s strength on ``side`` when it lies on a cell of ``element`` ('' for none).

    A card of the cell's element plays +1 there, any other card -1, never below 1.
    """
    value = card.sides[side]
    if not element:
        return value
    return value + 1 if card.element == element else max(1, value - 1)


@dataclass
class Board:
    """The grid: a card, its owner (-1 for an empty cell) and an element ('' for none) per cell."""

    cards: list = field(default_factory=lambda: [None] * CELLS)
    owners: list = field(default_factory=lambda: [-1] * CELLS)
    elements: list = field(default_factory=lambda: [""] * CELLS)

    def empty_cells(self) -> list[Cell]:
        """Return the free cells in order."""
        return [c for c in range(CELLS) if self.cards[c] is None]

    def captures(self, card: Card, cell: Cell, seat: int, chain: bool) -> list[tuple[Cell, Cell]]:
        """Return (captured cell, capturing cell) pairs that laying ``card`` on ``cell`` would flip.

        Direct captures come first in side order; with ``chain``, each directly captured card
        then captures its own weaker opponent neighbours, one step and no further.
        """
        flips: list[tuple[Cell, Cell]] = []
        for side, n in AROUND[cell]:
            if self._beats(card, cell, side, n, seat):
                flips.append((n, cell))
        if chain:
            taken = [cell] + [n for n, _ in flips]
            for n, _ in list(flips):
                for side, m in AROUND[n]:
                    if m not in taken and self._beats(self.cards[n], n, side, m, seat):
                        flips.append((m, n))
                        taken.append(m)
        return flips

    def _beats(self, card: Card, cell: Cell, side: SideIndex, other: Cell, seat: int) -> bool:
        target = self.cards[other]
        if target is None or self.owners[other] == seat:
            return False
        return side_at(card, side, self.elements[cell]) > side_at(target, facing(side), self.elements[other])

    def lay(self, card: Card, cell: Cell, seat: int, chain: bool) -> list[tuple[Cell, Cell]]:
        """Lay ``card`` for ``seat`` and flip what it captures; return the flips."""
        flips = self.captures(card, cell, seat, chain)
        self.cards[cell] = card
        self.owners[cell] = seat
        for n, _ in flips:
            self.owners[n] = seat
        return flips

    def copy(self) -> "Board":
        """Return a copy whose cards and owners change apart from this one's (for the AI's look-ahead).

        The elements are shared: they are laid before the first card and never change.
        """
        return Board(list(self.cards), list(self.owners), self.elements)

    def owned(self, seat: int) -> int:
        """Return how many grid cards ``seat`` owns."""
        return self.owners.count(seat)
