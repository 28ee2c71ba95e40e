"""Party night scoring properties over many random nights: the wager moves points and makes none,
totals are the sum of the rounds, nobody goes below zero, a void round changes nothing."""

from __future__ import annotations

from pycore.kernel.rng import SplitMix64
from pycore.kernel.session import placements
from pycore.modes.party_nights.config import Round

from .helpers import night, to_round

NIGHTS = 60


def random_night(rng: SplitMix64):
    rounds = tuple(Round(instance=f"g{i}", kind=f"K{rng.below(3)}", double=rng.chance(1, 4),
                         wager=rng.pick((0, 0, 10, 50, 100)), duel=rng.chance(1, 5)) for i in range(1 + rng.below(5)))
    points = tuple(rng.between(0, 20) for _ in range(1 + rng.below(4)))
    return night(*rounds, seats=2 + rng.below(3), points=points, double_final=rng.chance(1, 2))


def test_random_nights_keep_their_books():
    rng = SplitMix64(2026)
    rounds_scored = voids = 0
    for _ in range(NIGHTS):
        n = random_night(rng)
        for _ in n.config.rounds:
            to_round(n)
            before = list(n.totals)
            stakes = list(n.stakes)
            mult = n.multiplier()
            while n.cued_round() is not None:      # every duel of a hill, or the one round
                seats = n.cued_round().seats
                if rng.chance(1, 8):
                    n.report_round(None)
                    break
                n.report_round(placements([rng.below(3) for _ in seats]))
            rec = n.played[-1]
            if rec["void"]:
                voids += 1
                assert n.totals == before and rec["points"] == [0] * len(n.seats)
            else:
                rounds_scored += 1
                table = n.config.points
                made = sum(table[p - 1] * mult if 0 < p <= len(table) else 0 for p in rec["places"])
                assert sum(rec["points"]) == made                # the wager only moves points
                winners = [s for s, p in enumerate(rec["places"]) if p == 1]
                for s, p in enumerate(rec["places"]):
                    if s not in winners:
                        assert rec["points"][s] <= (table[p - 1] * mult if 0 < p <= len(table) else 0)
                assert sum(stakes) == 0 or winners
            assert all(t >= 0 for t in n.totals)
            assert [b + g for b, g in zip(before, rec["points"])] == n.totals
        assert n.totals == [sum(rec["points"][s] for rec in n.played) for s in range(len(n.seats))]
    assert rounds_scored > 100 and voids > 10
