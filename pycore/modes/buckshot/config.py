"""Buckshot's config: one ``[[buckshot]]`` table of ``modes.toml`` read into a frozen table.

Fields of ``[[buckshot]]`` (``id`` and ``name`` are read by the pack loader):

* ``charges``: the charges each player starts a round with, one number (1 to 9) a round,
  1 to 7 rounds; the game goes to whoever wins most of them. Default ``[2, 4, 6]``.
* ``min_shells``, ``max_shells``: how many shells a load holds, 2 to 8, drawn evenly from
  the range; every load has at least one live and one blank. Defaults 2 and 8.
* ``items``: the items dealt, any of ``glass``, ``beer``, ``cigarettes``, ``saw``, ``cuffs``
  (no repeats; empty deals none). Default all five.
* ``items_per_load``: items dealt to each player at every load, 0 to 4. Default 2.
* ``max_items``: the most items a player holds, 1 to 8; a deal past it is lost. Default 8.
* ``max_loads``: loads a round may take, 1 to 50; at the cap the player with more charges
  takes the round (equal: nobody does). Default 12.
* ``turn_seconds``: a human's clock for a turn, 5 to 120; when it runs out the gun fires at
  the other player. Default 30.
* ``stake``: coins each player puts up, 0 to 100,000; taken (and saved) as the game opens,
  the winner is paid twice it, a draw refunds it. Default 10.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Mapping

from pycore.book.cards import Book
from pycore.kernel.schema import Table

MIN_SEATS = MAX_SEATS = 2
ITEMS = ("glass", "beer", "cigarettes", "saw", "cuffs")
MAX_HELD = 8
STAKE_CAP = 100_000


@dataclass(frozen=True)
class BuckshotConfig:
    """A duel's terms: charges by round, shells a load, the items, the clock and the stake."""

    charges: tuple[int, ...] = (2, 4, 6)
    min_shells: int = 2
    max_shells: int = 8
    items: tuple[str, ...] = ITEMS
    items_per_load: int = 2
    max_items: int = 8
    max_loads: int = 12
    turn_seconds: int = 30
    stake: int = 10
    seats: int = 2

    @property
    def to_win(self) -> int:
        """Return the rounds that win the game outright: more than half of them."""
        return len(self.charges) // 2 + 1


def parse(t: Table, book: Book) -> BuckshotConfig:
    """Read one ``[[buckshot]]`` table, refusing an empty shell range or a repeated item."""
    charges = t.list("charges", [2, 4, 6], of="int", min_len=1, max_len=7)
    for n in charges:
        if not 1 <= n <= 9:
            raise t.error("charges", charges, "charges of 1 to 9 for each round")
    low = t.int("min_shells", 2, lo=2, hi=8)
    high = t.int("max_shells", 8, lo=2, hi=8)
    if high < low:
        raise t.error("max_shells", high, f"at least min_shells ({low})")
    items = t.list("items", list(ITEMS), max_len=len(ITEMS))
    for i, item in enumerate(items):
        if item not in ITEMS:
            raise t.error("items", item, f"one of {', '.join(ITEMS)}")
        if item in items[:i]:
            raise t.error("items", item, "each item once")
    config = BuckshotConfig(
        charges=tuple(charges), min_shells=low, max_shells=high, items=tuple(items),
        items_per_load=t.int("items_per_load", 2, lo=0, hi=4),
        max_items=t.int("max_items", 8, lo=1, hi=MAX_HELD),
        max_loads=t.int("max_loads", 12, lo=1, hi=50),
        turn_seconds=t.int("turn_seconds", 30, lo=5, hi=120),
        stake=t.int("stake", 10, lo=0, hi=STAKE_CAP),
        seats=t.int("seats", 2, lo=MIN_SEATS, hi=MAX_SEATS),
    )
    return config


def with_purse(config: BuckshotConfig, seat: int, purse: Mapping[str, int]) -> BuckshotConfig:
    """Return the duel with its stake cut to what the seated player holds in coins (the host's stake hook)."""
    return replace(config, stake=min(config.stake, max(0, int(purse.get("coins", 0)))))


def cost(config: BuckshotConfig) -> dict[str, tuple[int, int]]:
    """Return what sitting down costs (the lobby's line): the stake, cut to a short purse (so the least is 0)."""
    return {"coins": (0, config.stake)}


# The how-to-play card (``ModeSpec.howto``): the goal, the controls, the rules a newcomer trips on.
HOWTO = {
    "goal": "A shotgun duel: win most rounds by bringing the other player's charges to zero. The winner takes the "
            "stake.",
    "controls": [("Left/Right", "choose: shoot them, shoot yourself, or an item"), ("Cross", "do it"),
                 ("Click", "the choice")],
    "rules": ["You are told how many live and blank shells go in, never their order.",
              "Shoot yourself with a blank and you keep the turn; a live shell costs you a charge.",
              "Shooting the other player ends your turn, live or blank.",
              "Items: the glass shows you the next shell, beer racks it out, cigarettes give a charge back, the "
              "saw doubles the next shot, handcuffs skip their turn.",
              "Leaving mid-game loses your stake."],
}
