"""The table kit: a board, seats and turns, pieces, highlights, bets and saves for table games.

A game is written as its rules only: a ``build()`` that makes a :class:`Table` and registers
handlers for its events (see ``docs/packs.md``). The kit keeps the turn, the pointer, the
picked piece, hidden faces, the pot and the save, and draws the table (:func:`draw`). The
French deck's cards (``DECK52``, ``card_code``) come through here, so a card game's rules
need no other import.
"""

from pycore.cards52 import DECK52, card_code

from .draw import draw
from .table import (
    EVENTS, FINISHED, IDLE, NOBODY, PLAYING, Board, Cell, Piece, Seat, Table,
)

__all__ = ["DECK52", "card_code", "EVENTS", "FINISHED", "IDLE", "NOBODY", "PLAYING", "Board", "Cell", "Piece", "Seat",
           "Table", "draw"]
