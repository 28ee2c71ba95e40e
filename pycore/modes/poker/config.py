"""Poker's config: one ``[[poker]]`` table of ``modes.toml`` read into a frozen value.

Fields of ``[[poker]]`` (``id`` and ``name`` are read by the pack loader):

* ``seats``: the default number of chairs, 2 to 6. Default 4.
* ``buy_in``: the chips every seat starts with, 20 to 1,000,000. Default 1000.
* ``small_blind``, ``big_blind``: the opening blinds in chips; the big blind is at least the
  small blind and at most a tenth of the buy-in. Defaults 5 and 10.
* ``blind_double_every``: double both blinds every N hands; 0 never doubles. Default 10.
* ``max_hands``: the game ends after this many hands at the latest, 1 to 500. Default 30.
* ``chip_value``: how much currency one chip is worth when the game is settled, 0 to 1000.
  Default 1. A seat's reward is ``(final stack - buy_in) * chip_value`` in ``currency``:
  a signed amount, negative for a loss (the host clamps the purse at zero).
* ``currency``: ``"gold"`` or ``"coins"`` (casino coins). Default ``"coins"``.
* ``turn_seconds``: a human's turn clock, 5 to 600 seconds at 60 frames a second; when it
  runs out the seat checks if it can, else folds. Default 30.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

from pycore.kernel.schema import Table

MIN_SEATS = 2
MAX_SEATS = 6
FRAMES_PER_SECOND = 60
CURRENCIES = ("gold", "coins")


@dataclass(frozen=True)
class PokerConfig:
    """A table's fixed terms: chips, blinds and their schedule, length and what chips are worth."""

    seats: int = 4
    buy_in: int = 1000
    small_blind: int = 5
    big_blind: int = 10
    blind_double_every: int = 10
    max_hands: int = 30
    chip_value: int = 1
    currency: str = "coins"
    turn_seconds: int = 30

    @property
    def turn_frames(self) -> int:
        """Return a human's turn clock in frames."""
        return self.turn_seconds * FRAMES_PER_SECOND

    def blinds(self, hand: int) -> tuple[int, int]:
        """Return the small and big blind of hand number ``hand`` (0-based)."""
        doublings = hand // self.blind_double_every if self.blind_double_every else 0
        doublings = min(doublings, 30)  # past this every stack is all-in on the blinds anyway
        return self.small_blind << doublings, self.big_blind << doublings


def parse(t: Table, book: Any = None) -> PokerConfig:
    """Read one ``[[poker]]`` table; blinds are checked against each other and the buy-in."""
    seats = t.int("seats", 4, lo=MIN_SEATS, hi=MAX_SEATS)
    buy_in = t.int("buy_in", 1000, lo=20, hi=1_000_000)
    small = t.int("small_blind", 5, lo=1, hi=100_000)
    big = t.int("big_blind", 10, lo=1, hi=100_000)
    if big < small:
        raise t.error("big_blind", big, f"at least the small blind ({small})")
    if big * 10 > buy_in:
        raise t.error("big_blind", big, f"at most a tenth of the buy-in ({buy_in // 10})")
    return PokerConfig(
        seats=seats,
        buy_in=buy_in,
        small_blind=small,
        big_blind=big,
        blind_double_every=t.int("blind_double_every", 10, lo=0, hi=500),
        max_hands=t.int("max_hands", 30, lo=1, hi=500),
        chip_value=t.int("chip_value", 1, lo=0, hi=1000),
        currency=t.str("currency", "coins", choices=CURRENCIES),
        turn_seconds=t.int("turn_seconds", 30, lo=5, hi=600),
    )


def for_round(config: PokerConfig, knobs: Mapping[str, int], seats: int) -> PokerConfig:
    """Return the table cut to ``hands`` hands at most (a party night's knob), seating ``seats``."""
    unknown = [k for k in knobs if k != "hands"]
    if unknown:
        raise ValueError(f"Poker has no knob {unknown[0]!r}; it knows hands.")
    return replace(config, max_hands=knobs.get("hands", config.max_hands), seats=seats)


# The how-to-play card (``ModeSpec.howto``): the goal, the controls, the rules a newcomer trips on.
HOWTO = {
    "goal": "No-limit Texas Hold'em: win chips from the table. What you take away is the chips above the buy-in, "
            "not your place.",
    "controls": [("Left/Right", "choose Fold, Check or Call, Raise, All-in"), ("Up/Down", "size the raise"),
                 ("Cross", "do it"), ("Cross", "show a losing hand at the showdown"), ("Circle", "muck it"),
                 ("Click", "the buttons")],
    "rules": ["Two cards each, five shared: the best five of your seven win the pot.",
              "The blinds double as the hands go by, so waiting costs chips.",
              "A seat all in can win only what it matched; the rest goes to side pots.",
              "At the end each seat is paid its chips above the buy-in; below it, the difference is lost."],
}
