"""Standard playing cards, shared by every game played with a French deck.

A card is an int ``rank * 4 + suit``: rank 0 is a deuce, 12 an ace; suits 0 to 3 are clubs,
diamonds, hearts and spades. Its code is two letters (``"Ah"``, ``"Tc"``). The 52-card deck,
the 36-card deck (six up) and the 32-card deck (seven up) are the same ints, so a card means
the same thing in poker, Durak and blackjack. :mod:`.face` draws a card as prims.
"""

from .deck import (
    CLUBS, DECK32, DECK36, DECK52, DIAMONDS, HEARTS, RANK_CHARS, RANK_NAMES, SPADES, SUIT_CHARS,
    SUIT_NAMES, Card, Rank, Suit, card_code, card_name, deck_of, is_red, make_card, parse_card,
    parse_cards, rank_of, suit_of,
)

__all__ = [
    "CLUBS", "DECK32", "DECK36", "DECK52", "DIAMONDS", "HEARTS", "RANK_CHARS", "RANK_NAMES", "SPADES",
    "SUIT_CHARS", "SUIT_NAMES", "Card", "Rank", "Suit", "card_code", "card_name", "deck_of", "is_red",
    "make_card", "parse_card", "parse_cards", "rank_of", "suit_of",
]
