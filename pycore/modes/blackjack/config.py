"""Blackjack's config: one ``[[blackjack]]`` table of ``modes.toml`` read into a frozen value.

Fields of ``[[blackjack]]`` (``id`` and ``name`` are read by the pack loader):

* ``seats``: the default number of players at the table, 1 to 5. Default 3.
* ``decks``: decks in the shoe, 1 to 8. Default 6.
* ``penetration``: how deep the cut card sits, in percent of the shoe, 50 to 90. Default 75.
* ``dealer_hits_soft_17``: the dealer hits a soft 17 (H17) instead of standing (S17). Default false.
* ``peek``: the dealer checks for blackjack under an ace or a ten (US hole card); without it
  a dealer blackjack found at the end takes doubles and splits too. Default true.
* ``double_on``: which first two cards may double: ``"any"``, ``"9-11"`` or ``"10-11"``
  (hard totals). Default ``"any"``.
* ``double_after_split``: a split hand may double. Default true.
* ``max_hands``: a seat may split up to this many hands, 1 (no splits) to 4. Default 4.
* ``resplit_aces``: a split ace that draws another ace may be split again (up to ``max_hands``);
  a split ace that draws anything else stands. Default false.
* ``hit_split_aces``: split aces may draw more than one card (hit, double). Default false: each
  split ace takes one card, and hit and double are refused on it.
* ``insurance``: insurance (2:1) is offered under an ace. Default true.
* ``late_surrender``: a first two-card hand may give up half its bet after the peek. At a table
  without a peek, a dealer blackjack found at the end takes a surrendered hand's whole bet (the
  published late-surrender rule, as the strategy tables assume). Default false.
* ``blackjack_pays``: ``"3:2"`` or ``"6:5"``. Default ``"3:2"``.
* ``min_bet``, ``max_bet``: the table limits in coins; ``bet_step``: bets go in steps of
  this, an even number (so half a bet, for insurance and surrender, is whole coins) that
  divides both limits. Defaults 10, 500 and 10.
* ``bankroll``: the coins each seat brings when no purse is given (AI seats; the command
  line). The player's seat brings the profile's purse instead. 0 to 1,000,000. Default 1000.
* ``rounds``: hands dealt before the table closes, 1 to 500; 0: no limit, the table deals on until
  every person at it has cashed out (``cash_out``, between hands) or is broke. At a no-limit table
  of AI seats alone, each AI seat cashes out after ``ai.STAY_HANDS`` hands (30), so the table ends.
  Default 10.
* ``currency``: ``"coins"`` or ``"gold"``. Default ``"coins"``.
* ``turn_seconds``: a human's clock for a bet or a decision, 5 to 600 seconds; when it runs
  out the seat sits the hand out (bet) or stands. Default 30.
* ``pace``: frames between the dealer's cards and the AI's moves, 0 to 60. Default 18.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

from pycore.kernel.schema import Table

from .strategy import Terms

MIN_SEATS = 1
MAX_SEATS = 5
FRAMES_PER_SECOND = 60
CURRENCIES = ("coins", "gold")
DOUBLE_ON = ("any", "9-11", "10-11")
PAYS = ("3:2", "6:5")


@dataclass(frozen=True)
class BlackjackConfig:
    """A table's terms: the shoe, the dealer's rules, the player's options, limits and length."""

    seats: int = 3
    shoe_decks: int = 6   # not 'decks': the host reads a 'decks' field as per-seat card decks
    penetration: int = 75
    dealer_hits_soft_17: bool = False
    peek: bool = True
    double_on: str = "any"
    double_after_split: bool = True
    max_hands: int = 4
    resplit_aces: bool = False
    hit_split_aces: bool = False
    insurance: bool = True
    late_surrender: bool = False
    blackjack_pays: str = "3:2"
    min_bet: int = 10
    max_bet: int = 500
    bet_step: int = 10
    bankroll: int = 1000
    purses: tuple[tuple[int, int], ...] = ()   # (seat, coins) brought from a profile's purse
    rounds: int = 10
    currency: str = "coins"
    turn_seconds: int = 30
    pace: int = 18

    @property
    def turn_frames(self) -> int:
        """Return a human's clock in frames."""
        return self.turn_seconds * FRAMES_PER_SECOND

    def terms(self) -> Terms:
        """Return the rules the basic strategy depends on."""
        return Terms(hits_soft_17=self.dealer_hits_soft_17, peek=self.peek, double_on=self.double_on,
                     double_after_split=self.double_after_split, max_hands=self.max_hands,
                     resplit_aces=self.resplit_aces, hit_split_aces=self.hit_split_aces,
                     surrender=self.late_surrender, decks=self.shoe_decks)

    def bankroll_of(self, seat: int) -> int:
        """Return the coins ``seat`` brings to the table."""
        return next((coins for s, coins in self.purses if s == seat), self.bankroll)


def parse(t: Table, book: Any = None) -> BlackjackConfig:
    """Read one ``[[blackjack]]`` table; the limits are checked against each other and the step."""
    step = t.int("bet_step", 10, lo=2, hi=100_000)
    if step % 2:
        raise t.error("bet_step", step, "an even number (half a bet must be whole coins)")
    low = t.int("min_bet", 10, lo=2, hi=1_000_000)
    high = t.int("max_bet", 500, lo=2, hi=1_000_000)
    if low % step:
        raise t.error("min_bet", low, f"a multiple of the bet step ({step})")
    if high % step:
        raise t.error("max_bet", high, f"a multiple of the bet step ({step})")
    if high < low:
        raise t.error("max_bet", high, f"at least the minimum bet ({low})")
    return BlackjackConfig(
        seats=t.int("seats", 3, lo=MIN_SEATS, hi=MAX_SEATS),
        shoe_decks=t.int("decks", 6, lo=1, hi=8),
        penetration=t.int("penetration", 75, lo=50, hi=90),
        dealer_hits_soft_17=t.bool("dealer_hits_soft_17", False),
        peek=t.bool("peek", True),
        double_on=t.str("double_on", "any", choices=DOUBLE_ON),
        double_after_split=t.bool("double_after_split", True),
        max_hands=t.int("max_hands", 4, lo=1, hi=4),
        resplit_aces=t.bool("resplit_aces", False),
        hit_split_aces=t.bool("hit_split_aces", False),
        insurance=t.bool("insurance", True),
        late_surrender=t.bool("late_surrender", False),
        blackjack_pays=t.str("blackjack_pays", "3:2", choices=PAYS),
        min_bet=low,
        max_bet=high,
        bet_step=step,
        bankroll=t.int("bankroll", 1000, lo=0, hi=1_000_000),
        rounds=t.int("rounds", 10, lo=0, hi=500),
        currency=t.str("currency", "coins", choices=CURRENCIES),
        turn_seconds=t.int("turn_seconds", 30, lo=5, hi=600),
        pace=t.int("pace", 18, lo=0, hi=60),
    )


def with_purse(config: BlackjackConfig, seat: int, purse: Mapping[str, int]) -> BlackjackConfig:
    """Return the table with ``seat`` bringing the profile's purse in the table's currency."""
    coins = purse.get(config.currency, 0)
    return replace(config, purses=tuple((s, c) for s, c in config.purses if s != seat) + ((seat, coins),))



def cost(config: BlackjackConfig) -> dict[str, tuple[int, int]]:
    """Return what sitting down costs (the lobby's line): the table's least bet, needed to play a hand at all."""
    return {config.currency: (config.min_bet, config.min_bet)}


def for_round(config: BlackjackConfig, knobs: Mapping[str, int], seats: int) -> BlackjackConfig:
    """Return the table cut to ``rounds`` hands (a party night's knob), seating ``seats``."""
    unknown = [k for k in knobs if k != "rounds"]
    if unknown:
        raise ValueError(f"Blackjack has no knob {unknown[0]!r}; it knows rounds.")
    return replace(config, rounds=knobs.get("rounds", config.rounds), seats=seats)


# The how-to-play card (``ModeSpec.howto``): the goal, the controls, the rules a newcomer trips on.
HOWTO = {
    "goal": "Beat the dealer's hand without going over 21. Bets come from your purse and are paid into it.",
    "controls": [("Left/Right", "before the deal: size the bet"), ("Cross", "bet"), ("Circle", "sit this hand out"),
                 ("Left/Right", "then: Hit, Stand, Double, Split, Surrender"), ("Cross", "do it"),
                 ("Select", "hold between hands: cash out, leaving the table with your chips"),
                 ("Click", "the buttons (a greyed one says why)")],
    "rules": ["Court cards count 10, an ace 1 or 11; two cards making 21 is a blackjack, paid 3 to 2.",
              "Double: one more card for twice the bet. Split: a pair becomes two hands.",
              "The dealer draws to 17 by fixed rules; going over 21 loses at once, even if the dealer busts later.",
              "Insurance is a side bet that the dealer has blackjack when an ace shows."],
}
