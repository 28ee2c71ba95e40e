"""Cards, configs and sessions for the Grid Duel tests."""

from __future__ import annotations

import dataclasses

from pycore.book.cards import Card
from pycore.kernel.session import Seat, refusal
from pycore.modes.card_duels.config import CardDuelsConfig
from pycore.modes.card_duels.rules import CardDuelsSession
from pycore.packs import practice_pack


def card(ident: str, north: int, east: int, south: int, west: int, element: str = "",
         rarity: str = "common") -> Card:
    """Return a card with the given sides (north, east, south, west)."""
    return Card(id=ident, name=ident.replace("-", " ").title(), rarity=rarity,
                sides=(north, east, south, west), element=element)


def hand(prefix: str, *sides: tuple[int, int, int, int]) -> tuple[Card, ...]:
    """Return five cards named ``prefix-0`` .. ``prefix-4``, all sides 1 unless given."""
    cards = list(sides) + [(1, 1, 1, 1)] * (5 - len(sides))
    return tuple(card(f"{prefix}-{i}", *s) for i, s in enumerate(cards))


def practice_config(**changes) -> CardDuelsConfig:
    """Return the practice duel's config with ``changes`` applied, both hands dealt from the book unless given.

    (The practice set fixes the player's seat to the starter deck; these tests want dealt hands.)
    """
    return dataclasses.replace(practice_pack().instance("practice-card_duels").config, **{"decks": (), **changes})


def duel(config: CardDuelsConfig, seed: int = 1, seats=None) -> CardDuelsSession:
    """Open a duel (two humans unless ``seats`` says otherwise)."""
    return CardDuelsSession(config=config, seed=seed, seats=seats or [Seat.human(), Seat.human()])


def fixed(ours=(), theirs=(), **changes) -> CardDuelsConfig:
    """Return a config with both hands fixed: ``ours`` for seat 0 and ``theirs`` for seat 1."""
    return practice_config(decks=(hand("a", *ours), hand("b", *theirs)), elements=0, **changes)


def starting(config: CardDuelsConfig, starter: int, seats=None) -> CardDuelsSession:
    """Open a duel whose coin flip picks ``starter`` (the first seed that does)."""
    for seed in range(100):
        s = duel(config, seed, seats)
        if s.starter == starter:
            return s
    raise AssertionError("no seed under 100 starts that seat")


def lay(s: CardDuelsSession, seat: int, index: int, cell: int) -> list:
    """Lay a card, failing the test on a refusal."""
    out = s.place(seat, index, cell)
    assert refusal(out) is None, out
    return out


def play_out(s: CardDuelsSession, limit: int = 100_000) -> CardDuelsSession:
    """Tick with released pads until the duel ends."""
    for _ in range(limit):
        if s.is_finished():
            return s
        s.tick([0, 0])
    raise AssertionError("the duel did not finish")
