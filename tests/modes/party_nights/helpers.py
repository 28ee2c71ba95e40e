"""Nights built by hand for the rule tests: rounds of made-up instances, reported by the test."""

from __future__ import annotations

from pycore.kernel.session import Seat
from pycore.modes.party_nights.config import PartyNightsConfig, Prize, Round
from pycore.modes.party_nights.rules import ROUND, PartyNightsSession


def night(*rounds: Round, seats: int = 4, ai: bool = True, **options) -> PartyNightsSession:
    """Return a night of ``rounds`` (default four plain ones) for ``seats`` expert AI seats (or humans)."""
    rounds = rounds or tuple(Round(instance=f"game-{i}", title=f"Game {i}", kind="Game") for i in range(4))
    config = PartyNightsConfig(rounds=rounds, seats=seats, **options)
    who = [Seat.ai("expert") if ai else Seat.human() for _ in range(seats)]
    return PartyNightsSession(config=config, seed=11, seats=who)


def to_round(n: PartyNightsSession, limit: int = 5000) -> None:
    """Tick ``n`` (released pads) until it cues a round."""
    for _ in range(limit):
        if n.phase == ROUND and n.cued_round() is not None:
            return
        n.tick([])
    raise AssertionError(f"no round cued; the night is in {n.phase}")


def play(n: PartyNightsSession, *reports) -> None:
    """Play one round per report: wait for its cue, then report the placements (None: void)."""
    for places in reports:
        to_round(n)
        n.report_round(places)


PRIZES = (Prize(gold=50, boosters=("practice-booster",)), Prize(gold=20, coins=5), Prize(gold=10))
