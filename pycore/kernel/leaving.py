"""Leaving a casino table that has no round limit (``rounds = 0``): the rules both tables share.

A seat cashes out by its game's Cash out button or by holding Select for :data:`HOLD_FRAMES`
(so a stray press does not end a night); the table closes once every person has left or cannot
stake the least bet (every seat, at a table of AI alone). What may be cashed out when, and what
happens to stakes on the table, stay each game's own rules.
"""

from __future__ import annotations

from typing import Sequence

HOLD_FRAMES = 45          # frames Select is held to cash out from the pad


def held_long_enough(holding: list[int], seat: int, held: bool) -> bool:
    """Count ``seat``'s frames of Select held (``holding`` is updated); True on the frame the hold reaches
    :data:`HOLD_FRAMES`, once per hold (a refused cash-out waits for Select to be let go)."""
    if not held:
        holding[seat] = 0
        return False
    holding[seat] = min(holding[seat] + 1, HOLD_FRAMES + 1)
    return holding[seat] == HOLD_FRAMES


def everyone_gone(is_ai: Sequence[bool], left: Sequence[bool], purse: Sequence[int], least: int) -> bool:
    """Return True once every person (every seat, at a table of AI alone) has cashed out or holds less than
    ``least``, the smallest stake the table takes."""
    people = [s for s in range(len(is_ai)) if not is_ai[s]]
    return all(left[s] or purse[s] < least for s in (people or range(len(is_ai))))
