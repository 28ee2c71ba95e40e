"""The table kit: a board, seats and turns, pieces, highlights, bets and saves for table games.

A game is written as its rules only: a ``build()`` that makes a :class:`Table` and registers
handlers for its events (see ``docs/packs.md``). The kit keeps the turn, the pointer, the
picked piece, hidden faces, the pot and the save, and draws the table (:func:`draw`).
"""

from .draw import draw
from .table import (
    EVENTS, FINISHED, IDLE, NOBODY, PLAYING, Board, Cell, Piece, Seat, Table,
)

__all__ = ["EVENTS", "FINISHED", "IDLE", "NOBODY", "PLAYING", "Board", "Cell", "Piece", "Seat",
           "Table", "draw"]
