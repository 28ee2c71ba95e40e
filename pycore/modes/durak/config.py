"""Durak's config: one ``[[durak]]`` table of ``modes.toml`` read into a frozen value.

Fields of ``[[durak]]`` (``id`` and ``name`` are read by the pack loader):

* ``variant``: ``"podkidnoy"`` (throw-in) or ``"perevodnoy"`` (throw-in and transfer).
  Default ``"podkidnoy"``.
* ``seats``: the default number of players, 2 to 6. Default 2.
* ``partnerships``: true to play in teams sitting alternately (2 vs 2 at four seats, 3 vs 3
  at six); a team loses when one of its players is the durak. At another seat count every
  player plays alone. Default false.
* ``deck``: 36 (six to ace) or 52 cards. Default 36.
* ``bout_limit``: the most attack cards in one bout, 1 to 12 (never more than the defender
  held when the bout began). Default 6.
* ``stake_min``, ``stake_max``: the coins a player may stake, 0 to 100,000, picked before the
  deal in steps of ``stake_step`` (1 to 10,000). Defaults 0, 100 and 5.
* ``stake``: the stake offered first, within the range. Default 10 (clamped into the range).
* ``ai_tiers``: the tier each chair plays when the AI sits in it, by seat number (a list of
  ``novice``, ``regular``, ``expert``, repeated round the table); empty keeps the tier the
  host seated. Default empty.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

from pycore.kernel.schema import Table
from pycore.kernel.session import TIERS

MIN_SEATS = 2
MAX_SEATS = 6
VARIANTS = ("podkidnoy", "perevodnoy")
DECKS = (36, 52)
HAND = 6
STAKE_CAP = 100_000


@dataclass(frozen=True)
class DurakConfig:
    """A table's fixed terms: variant, deck, bout limit, teams, stakes and AI tiers.

    ``purse`` is the least any seated person holds in coins, handed over by the host as the
    game opens (None: no limit, as in tests and AI tables); no stake above it is offered.
    """

    variant: str = "podkidnoy"
    seats: int = 2
    partnerships: bool = False
    deck: int = 36
    bout_limit: int = 6
    stake_min: int = 0
    stake_max: int = 100
    stake_step: int = 5
    stake: int = 10
    ai_tiers: tuple[str, ...] = ()
    purse: "int | None" = None

    @property
    def transfers(self) -> bool:
        """Return True when the defender may pass the attack on (perevodnoy)."""
        return self.variant == "perevodnoy"

    def stake_range(self) -> tuple[int, int]:
        """Return the lowest and highest stake the player may pick, the purse considered."""
        high = self.stake_max if self.purse is None else min(self.stake_max, self.purse)
        return min(self.stake_min, high), high


def parse(t: Table, book: Any = None) -> DurakConfig:
    """Read one ``[[durak]]`` table; the stake range and the first stake are checked together."""
    low = t.int("stake_min", 0, lo=0, hi=STAKE_CAP)
    high = t.int("stake_max", 100, lo=0, hi=STAKE_CAP)
    if high < low:
        raise t.error("stake_max", high, f"at least stake_min ({low})")
    first = t.int("stake", min(max(10, low), high), lo=0, hi=STAKE_CAP)
    if not low <= first <= high:
        raise t.error("stake", first, f"a stake from {low} to {high}")
    tiers = t.list("ai_tiers", [], max_len=6)
    for tier in tiers:
        if tier not in TIERS:
            raise t.error("ai_tiers", tier, f"one of {', '.join(TIERS)}")
    return DurakConfig(
        variant=t.str("variant", "podkidnoy", choices=VARIANTS),
        seats=t.int("seats", 2, lo=MIN_SEATS, hi=MAX_SEATS),
        partnerships=t.bool("partnerships", False),
        deck=_deck(t),
        bout_limit=t.int("bout_limit", 6, lo=1, hi=12),
        stake_min=low,
        stake_max=high,
        stake_step=t.int("stake_step", 5, lo=1, hi=10_000),
        stake=first,
        ai_tiers=tuple(tiers),
    )


def _deck(t: Table) -> int:
    size = t.int("deck", 36, lo=36, hi=52)
    if size not in DECKS:
        raise t.error("deck", size, "36 or 52")
    return size


def with_purse(config: DurakConfig, seat: int, purse: Mapping[str, int]) -> DurakConfig:
    """Return the config limited to what the seated player holds in coins (the host's stake hook).

    Called once per person seated (online, everyone): the stake range is the table's, so it
    is cut to the lowest purse of them, and no one is offered a stake their purse cannot cover.
    """
    coins = max(0, int(purse.get("coins", 0)))
    return replace(config, purse=coins if config.purse is None else min(config.purse, coins))



def cost(config: DurakConfig) -> dict[str, tuple[int, int]]:
    """Return what sitting down costs (the lobby's line): the least stake (0: a short purse plays for less) and the
    stake offered first."""
    return {"coins": (config.stake_min, max(config.stake_min, min(config.stake_max, config.stake)))}


def for_round(config: DurakConfig, knobs: Mapping[str, int], seats: int) -> DurakConfig:
    """Return the table seating ``seats`` players, stakes off (a party night pays its own prizes)."""
    if knobs:
        raise ValueError(f"Durak takes no knobs, not {', '.join(sorted(knobs))}.")
    return replace(config, seats=seats, stake_min=0, stake_max=0, stake=0)


# The how-to-play card (``ModeSpec.howto``): the goal, the controls, the rules a newcomer trips on.
def howto(config: object) -> dict:
    """Return Durak's how-to-play card for ``config``'s variant (passing on is perevodnoy's alone)."""
    transfer = getattr(config, "variant", "podkidnoy") == "perevodnoy"
    controls = [("Up/Down", "before the deal: the stake"), ("Cross", "deal"),
                ("Left/Right", "select a card (L1/R1 turn the page)"), ("Up/Down", "aim at an attack card to beat"),
                ("Cross", "play it: lead, throw in or beat"), ("Square", "take the table"),
                ("Circle", "end your attack")]
    if transfer:
        controls.insert(6, ("Triangle", "pass the attack on"))
    rules = ["Beat an attack card with a higher card of its suit, or with a trump (the turned card's suit) over a "
             "plain card; a trump is beaten only by a higher trump.",
             "Throw-ins: once the lead is down, attackers may add cards of a rank already on the table, up to as "
             "many as the defender holds (six at most).",
             "A defender who cannot or will not beat takes every card on the table and loses the next attack.",
             "After each bout everyone draws back up to six; with the talon gone, a player without cards is out. "
             "The last one holding cards is the fool and loses the stake."]
    if transfer:
        rules.insert(2, "Passing on: before beating anything, the defender may add a card of the attack's rank; the "
                        "next player defends against them all (if they hold as many cards).")
    return {"goal": "Get rid of all your cards. The last player left holding cards is the durak, the fool.",
            "controls": controls, "rules": rules[:5]}
