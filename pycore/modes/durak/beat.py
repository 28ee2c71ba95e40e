"""Which card beats which in Durak: the one comparison the rules and the AI share."""

from __future__ import annotations

from pycore.cards52 import Card, rank_of, suit_of


def beats(card: Card, attack: Card, trump: int) -> bool:
    """Return True if ``card`` beats ``attack``: higher in the same suit, or a trump over a non-trump."""
    if suit_of(card) == suit_of(attack):
        return rank_of(card) > rank_of(attack)
    return suit_of(card) == trump
