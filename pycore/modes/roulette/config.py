"""Roulette's config: one ``[[roulette]]`` table of ``modes.toml`` read into a frozen value.

Fields of ``[[roulette]]`` (``id`` and ``name`` are read by the pack loader):

* ``seats``: the default number of players, 1 to 5. Default 2.
* ``wheel``: ``"european"`` (single zero) or ``"american"`` (zero and double zero). Default ``"european"``.
* ``la_partage``: an even-money bet loses only half when a zero comes up: half comes back,
  rounded down (the table keeps the odd coin of an odd stake); on an American wheel it applies
  to 0 and 00 alike (2.63 % on even money there, 1.35 % on a single-zero wheel). Default false.
* ``chips``: the chip values a player picks from, 1 to 6 values rising, each 1 to 100,000.
  Default ``[1, 5, 25, 100]``.
* ``max_spot``: the most on one spot of the layout, 1 to 1,000,000. Default 500.
* ``max_total``: the most one seat may have on the layout in one spin. Default 2000.
* ``bankroll``: the coins each seat brings when no purse is given (AI seats; the command
  line); the player's seat brings the profile's purse instead. 0 to 1,000,000. Default 1000.
* ``rounds``: spins before the table closes, 1 to 500; 0: no limit, the wheel turns on until every
  person at it has cashed out (``cash_out``, between spins) or is broke. At a no-limit table of AI
  seats alone, each AI seat cashes out after ``ai.STAY_SPINS`` spins (30), so the table ends.
  Default 8.
* ``bet_seconds``: how long bets stay open each spin, 5 to 300 seconds. Default 25.
* ``currency``: ``"coins"`` or ``"gold"``. Default ``"coins"``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

from pycore.kernel.schema import Table

MIN_SEATS = 1
MAX_SEATS = 5
FRAMES_PER_SECOND = 60
WHEELS = ("european", "american")
CURRENCIES = ("coins", "gold")


@dataclass(frozen=True)
class RouletteConfig:
    """A table's terms: the wheel, la partage, chips, limits, length and what seats bring."""

    seats: int = 2
    wheel: str = "european"
    la_partage: bool = False
    chips: tuple[int, ...] = (1, 5, 25, 100)
    max_spot: int = 500
    max_total: int = 2000
    bankroll: int = 1000
    purses: tuple[tuple[int, int], ...] = ()   # (seat, coins) brought from a profile's purse
    rounds: int = 8
    bet_seconds: int = 25
    currency: str = "coins"

    @property
    def american(self) -> bool:
        """Return True for the double-zero wheel."""
        return self.wheel == "american"

    @property
    def bet_frames(self) -> int:
        """Return how long bets stay open, in frames."""
        return self.bet_seconds * FRAMES_PER_SECOND

    def bankroll_of(self, seat: int) -> int:
        """Return the coins ``seat`` brings to the table."""
        return next((coins for s, coins in self.purses if s == seat), self.bankroll)


def parse(t: Table, book: Any = None) -> RouletteConfig:
    """Read one ``[[roulette]]`` table; chips must rise and the limits fit each other."""
    chips = tuple(t.list("chips", [1, 5, 25, 100], of="int", min_len=1, max_len=6, lo=1, hi=100_000))
    if any(b <= a for a, b in zip(chips, chips[1:])):
        raise t.error("chips", list(chips), "chip values rising from the smallest, each once")
    max_spot = t.int("max_spot", 500, lo=1, hi=1_000_000)
    max_total = t.int("max_total", 2000, lo=1, hi=10_000_000)
    if max_total < max_spot:
        raise t.error("max_total", max_total, f"at least max_spot ({max_spot})")
    if chips[0] > max_spot:
        raise t.error("chips", list(chips), f"a smallest chip no bigger than max_spot ({max_spot})")
    return RouletteConfig(
        seats=t.int("seats", 2, lo=MIN_SEATS, hi=MAX_SEATS),
        wheel=t.str("wheel", "european", choices=WHEELS),
        la_partage=t.bool("la_partage", False),
        chips=chips,
        max_spot=max_spot,
        max_total=max_total,
        bankroll=t.int("bankroll", 1000, lo=0, hi=1_000_000),
        rounds=t.int("rounds", 8, lo=0, hi=500),
        bet_seconds=t.int("bet_seconds", 25, lo=5, hi=300),
        currency=t.str("currency", "coins", choices=CURRENCIES),
    )


def with_purse(config: RouletteConfig, seat: int, purse: Mapping[str, int]) -> RouletteConfig:
    """Return the table with ``seat`` bringing the profile's purse in the table's currency."""
    coins = purse.get(config.currency, 0)
    return replace(config, purses=tuple((s, c) for s, c in config.purses if s != seat) + ((seat, coins),))



def cost(config: RouletteConfig) -> dict[str, tuple[int, int]]:
    """Return what sitting down costs (the lobby's line): the smallest chip, needed to place a bet at all."""
    return {config.currency: (config.chips[0], config.chips[0])}


def for_round(config: RouletteConfig, knobs: Mapping[str, int], seats: int) -> RouletteConfig:
    """Return the table cut to ``rounds`` spins (a party night's knob), seating ``seats``."""
    unknown = [k for k in knobs if k != "rounds"]
    if unknown:
        raise ValueError(f"Roulette has no knob {unknown[0]!r}; it knows rounds.")
    return replace(config, rounds=knobs.get("rounds", config.rounds), seats=seats)


# The how-to-play card (``ModeSpec.howto``): the goal, the controls, the rules a newcomer trips on.
HOWTO = {
    "goal": "Place chips on the layout before the wheel spins; a winning bet is paid at its odds.",
    "controls": [("Up/Down/Left/Right", "walk the layout"), ("L1/R1", "pick a chip"), ("Cross", "place it"),
                 ("Circle", "take back the last chip"), ("Triangle", "repeat the last bets"),
                 ("Square", "no more bets: spin"), ("Select", "hold between spins: cash out, leaving with your chips"),
                 ("Click", "the layout, chips and buttons")],
    "rules": ["A number pays 35 to 1; red or black, odd or even, low or high pay even money; a dozen or a "
              "column 2 to 1.",
              "Zero is neither red nor black: the even-money bets lose on it (half back where la partage is "
              "played).",
              "Each chip leaves your purse when you place it, and the winnings come back after the spin."],
}
