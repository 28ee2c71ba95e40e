"""The French deck as ints: ranks, suits, codes, names, parsing and the 52-, 36- and 32-card decks."""

from __future__ import annotations

Card = int   # rank * 4 + suit
Rank = int   # 0 (deuce) .. 12 (ace)
Suit = int   # 0 clubs, 1 diamonds, 2 hearts, 3 spades

RANK_CHARS = "23456789TJQKA"
SUIT_CHARS = "cdhs"
CLUBS, DIAMONDS, HEARTS, SPADES = range(4)
RANK_NAMES = ("deuce", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
              "jack", "queen", "king", "ace")
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")

DECK52: tuple[Card, ...] = tuple(range(52))
DECK36: tuple[Card, ...] = tuple(range(4 * 4, 52))   # six to ace
DECK32: tuple[Card, ...] = tuple(range(5 * 4, 52))   # seven to ace
_DECKS = {52: DECK52, 36: DECK36, 32: DECK32}


def make_card(rank: Rank, suit: Suit) -> Card:
    """Return the card of ``rank`` (0 deuce .. 12 ace) and ``suit`` (0 clubs .. 3 spades)."""
    return rank * 4 + suit


def rank_of(card: Card) -> Rank:
    """Return a card's rank, 0 (deuce) to 12 (ace)."""
    return card >> 2


def suit_of(card: Card) -> Suit:
    """Return a card's suit, 0 to 3 (clubs, diamonds, hearts, spades)."""
    return card & 3


def is_red(card: Card) -> bool:
    """Return True for diamonds and hearts."""
    return card & 3 in (DIAMONDS, HEARTS)


def card_code(card: Card) -> str:
    """Return the two-letter code of a card, such as ``"Ah"``."""
    return RANK_CHARS[card >> 2] + SUIT_CHARS[card & 3]


def card_name(card: Card) -> str:
    """Return a card in words, such as ``"ace of hearts"``, for refusals and logs."""
    return f"{RANK_NAMES[card >> 2]} of {SUIT_NAMES[card & 3]}"


def parse_card(code: str) -> Card:
    """Return the card a two-letter code names; raise ValueError showing a bad code."""
    if not isinstance(code, str) or len(code) != 2 or code[0] not in RANK_CHARS or code[1] not in SUIT_CHARS:
        raise ValueError(f"invalid card {code!r}: expected a rank of {RANK_CHARS} and a suit of {SUIT_CHARS}")
    return RANK_CHARS.index(code[0]) * 4 + SUIT_CHARS.index(code[1])


def parse_cards(text: str) -> list[Card]:
    """Return the cards of a space-separated string such as ``"Ah Kd 5c"``."""
    return [parse_card(code) for code in text.split()]


def deck_of(size: int) -> tuple[Card, ...]:
    """Return the 52-, 36- or 32-card deck in order; raise ValueError for another size."""
    if size not in _DECKS:
        raise ValueError(f"no {size}-card deck: expected 52, 36 or 32")
    return _DECKS[size]
