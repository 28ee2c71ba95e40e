"""A blackjack hand: card values, totals (soft and hard), the Hi-Lo tag, and the hand a seat plays."""

from __future__ import annotations

from typing import Sequence

from pycore.cards52 import Card, card_code, rank_of

from .strategy import best_total


def value(card: Card) -> int:
    """Return a card's blackjack value: an ace 1, a face card 10."""
    rank = rank_of(card)
    return 1 if rank == 12 else min(rank + 2, 10)


def hi_lo(card: Card) -> int:
    """Return a card's Hi-Lo tag: +1 for 2-6, 0 for 7-9, -1 for tens and aces."""
    v = value(card)
    return 1 if 2 <= v <= 6 else (-1 if v in (1, 10) else 0)


def total_of(cards: Sequence[Card]) -> tuple[int, bool]:
    """Return a hand's best total and whether it is soft (an ace counted as eleven)."""
    hard = sum(value(c) for c in cards)
    has_ace = any(value(c) == 1 for c in cards)
    best = best_total(hard, has_ace)
    return best, best != hard


def show_total(cards: Sequence[Card], final: bool = False) -> str:
    """Return a total as the screen shows it: ``"7 / 17"`` for a soft hand still in play, ``"bust"`` past 21."""
    best, soft = total_of(cards)
    if best > 21:
        return "bust"
    return f"{best - 10} / {best}" if soft and best < 21 and not final else str(best)


class Hand:
    """One of a seat's hands: cards, the bet riding on it, and how it was played."""

    __slots__ = ("cards", "bet", "doubled", "done", "split", "split_aces", "surrendered", "result")

    def __init__(self, cards: list[Card], bet: int, split: bool = False, split_aces: bool = False) -> None:
        self.cards = cards
        self.bet = bet
        self.doubled = False
        self.done = False
        self.split = split
        self.split_aces = split_aces
        self.surrendered = False
        self.result = ""

    def total(self) -> int:
        """Return the hand's best total."""
        return total_of(self.cards)[0]

    def is_natural(self) -> bool:
        """Return True for a blackjack: two cards making 21, not after a split."""
        return not self.split and len(self.cards) == 2 and self.total() == 21

    def is_bust(self) -> bool:
        """Return True once past 21."""
        return self.total() > 21

    def plain(self) -> dict:
        """Return the hand as plain data for views."""
        return {"cards": [card_code(c) for c in self.cards], "bet": self.bet, "doubled": self.doubled,
                "done": self.done, "split": self.split, "surrendered": self.surrendered,
                "total": show_total(self.cards, self.done), "result": self.result}

    def state(self) -> list[int]:
        """Return the hand as ints for the state hash."""
        return [len(self.cards), *self.cards, self.bet, int(self.doubled), int(self.done), int(self.split),
                int(self.split_aces), int(self.surrendered)]
