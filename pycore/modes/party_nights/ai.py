"""Party night AI: which round last place picks next, by tier, from the night's own RNG.

A player behind wants the most points at stake: an expert picks the round of the highest
stake (double points, then the biggest wager), on a tie the kind of game it placed best in
so far; a regular picks among the highest stakes at random; a novice picks any round.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .rules import PartyNightsSession


def stake(night: "PartyNightsSession", index: int) -> int:
    """Return how much a round puts at stake: double points first, then the wager percent."""
    r = night.config.rounds[index]
    return (200 if r.double else 100) + r.wager


def best_place(night: "PartyNightsSession", seat: int, index: int) -> int:
    """Return ``seat``'s best place so far in rounds of the same base mode as round ``index`` (9 if none)."""
    kind = night.config.rounds[index].kind
    places = [rec["places"][seat] for rec in night.played
              if not rec["void"] and rec["places"][seat] and night.config.rounds[rec["round"]].kind == kind]
    return min(places, default=9)


def decide(session: "PartyNightsSession", seat: int) -> int:
    """Return the round ``seat`` picks next, one of ``session.remaining``."""
    left = session.remaining
    tier = session.seats[seat].tier
    if tier == "novice":
        return session.rng.pick(left)
    top = max(stake(session, i) for i in left)
    best = [i for i in left if stake(session, i) == top]
    if tier == "regular":
        return session.rng.pick(best)
    return min(best, key=lambda i: (best_place(session, seat, i), i))
