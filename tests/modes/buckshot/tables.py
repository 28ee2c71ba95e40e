"""Buckshot tables with a stacked gun, read through the real ``[[buckshot]]`` parser."""

from __future__ import annotations

from pycore.book.cards import Book
from pycore.kernel.schema import Table
from pycore.kernel.session import Seat
from pycore.modes.buckshot.config import BuckshotConfig, parse
from pycore.modes.buckshot.rules import LIVE, TURN, BuckshotSession


def config(**fields) -> BuckshotConfig:
    """Return the config of a ``[[buckshot]]`` table with these fields."""
    return parse(Table({"id": "test", **fields}, "test.toml", "buckshot", 0), Book())


def table(shells: str, items=((), ()), charges=(4, 4), turn: int = 0, seats=("human", "human"),
          **fields) -> BuckshotSession:
    """Return a duel on turn with the gun stacked: ``shells`` as L (live) and B (blank), chamber first."""
    cfg = config(**{"charges": [max(charges)], **fields})
    s = BuckshotSession(config=cfg, seed=1, seats=[Seat.parse(x) for x in seats])
    s.shells = [LIVE if c == "L" else 0 for c in shells]
    s.live, s.blank = shells.count("L"), shells.count("B")
    s.items = [list(items[0]), list(items[1])]
    s.charges = list(charges)
    s.turn = turn
    s.phase = TURN
    s.clock = 1000
    return s
