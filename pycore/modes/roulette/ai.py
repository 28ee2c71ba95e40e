"""Roulette's AI players: a scatter of chips (novice), outside bets (regular), the bet of least edge (expert).

No way of betting beats the wheel; the tiers differ in how much of the house edge they pay.
The expert sticks to even-money bets (half back on zero under la partage) and never takes
the American five-number bet, the worst on the layout. ``decide`` returns the seat's next
move as a pointer action, checked by the same rules as a click.

At a no-limit table (``rounds = 0``) of AI seats alone, each seat cashes out once ``STAY_SPINS``
spins are played (:func:`leaves`), so benches, ``pycore simulate`` and the conformance tests end;
with a person at the table the AI seats stay as long as they do.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .rules import RouletteSession

PLAN = {"novice": 3, "regular": 2, "expert": 1}
STAY_SPINS = 30        # spins an AI seat plays at a no-limit table of AI alone before it cashes out


def leaves(session: "RouletteSession", seat: int) -> bool:
    """Return True if the seat cashes out now: at a no-limit table of AI alone, after ``STAY_SPINS`` spins."""
    return session.config.rounds == 0 and all(s.is_ai for s in session.seats) and session.spins >= STAY_SPINS


def decide(session: "RouletteSession", seat: int) -> dict:
    """Return ``seat``'s next move this spin: a chip on a spot, or done."""
    if not session.chips[seat] and leaves(session, seat):
        return {"do": "cash_out"}
    tier = session.seats[seat].tier or "regular"
    placed = len(session.chips[seat])
    rng = session.ai_rng
    if placed >= PLAN[tier] or (tier == "novice" and placed and rng.chance(1, 3)):
        return {"do": "done"}
    spots = session.spots
    chips = session.config.chips
    if tier == "novice":
        amount = chips[rng.below(min(2, len(chips)))]
        pool = [i for i, s in enumerate(spots) if s.kind in ("straight", "red", "black", "split")]
        spot = pool[rng.below(len(pool))]
    elif tier == "regular":
        kinds = ("red", "black", "odd", "even", "low", "high") if placed == 0 else ("dozen", "column")
        pool = [i for i, s in enumerate(spots) if s.kind in kinds]
        spot, amount = pool[rng.below(len(pool))], chips[0]
    else:
        pool = [i for i, s in enumerate(spots) if s.kind in ("red", "black")]
        spot, amount = pool[rng.below(len(pool))], chips[0]
    if session.can_place(seat, spot, amount) is not None:
        return {"do": "done"}
    return {"do": "place", "spot": spot, "amount": amount}
