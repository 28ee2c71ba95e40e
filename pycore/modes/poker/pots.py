"""Pots: the main pot and side pots built from what each seat put in, and how a split pot divides."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence


@dataclass(frozen=True)
class Pot:
    """Chips and the seats that may win them (one seat alone: a bet nobody called)."""

    amount: int
    eligible: tuple[int, ...]


def build_pots(contributed: Sequence[int], live: Sequence[bool]) -> list[Pot]:
    """Return the pots of a hand, smallest level first.

    Each distinct contribution level of a seat still in the hand closes a pot holding what
    every seat put in between the previous level and this one; seats that reached the level
    may win it. Folded chips above the top live level join the last pot.
    """
    levels = sorted(dict.fromkeys(c for c, alive in zip(contributed, live) if alive and c > 0))
    pots: list[Pot] = []
    below = 0
    for level in levels:
        amount = sum(min(c, level) - min(c, below) for c in contributed)
        eligible = tuple(s for s, (c, alive) in enumerate(zip(contributed, live)) if alive and c >= level)
        pots.append(Pot(amount, eligible))
        below = level
    spill = sum(max(0, c - below) for c in contributed)
    if spill:
        if pots:
            pots[-1] = Pot(pots[-1].amount + spill, pots[-1].eligible)
        else:  # nobody live put anything in: the chips go to whoever is still in
            pots.append(Pot(spill, tuple(s for s, alive in enumerate(live) if alive)))
    return pots


def split(amount: int, winners: Sequence[int], button: int, seats: int) -> dict[int, int]:
    """Return each winner's share; odd chips go one at a time from the button's left."""
    share, odd = divmod(amount, len(winners))
    shares = {w: share for w in winners}
    order = sorted(winners, key=lambda s: (s - button - 1) % seats)
    for w in order[:odd]:
        shares[w] += 1
    return shares
