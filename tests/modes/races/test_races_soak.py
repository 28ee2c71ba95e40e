"""Random pads over many seeds keep every racer on the course and end in time; experts outrun novices."""

from __future__ import annotations

import pytest

from pycore.host.replay import random_pads
from pycore.kernel import fx
from pycore.kernel.session import Seat
from pycore.modes.races import MODE
from pycore.modes.races.car import BOOST_SPEED
from pycore.modes.races.rules import RacesSession

from .tracks import canyon, harbour, square

SOAK_SEEDS = range(1, 9)


def _soak(config, seed: int, seats) -> RacesSession:
    s = RacesSession(config=config, seed=seed, seats=seats)
    t = s.track
    pads = random_pads(seed * 7 + 1, seats)
    xs, ys = [p[0] for p in config.points], [p[1] for p in config.points]
    margin = 2 * config.half_width + 1
    lo_x, hi_x = (min(xs) - margin) * fx.ONE, (max(xs) + margin) * fx.ONE
    lo_y, hi_y = (min(ys) - margin) * fx.ONE, (max(ys) + margin) * fx.ONE
    for _ in range(MODE.frame_bound(config)):
        if s.is_finished():
            break
        s.tick(next(pads))
        for r in s.racers:
            allowance = 2 * t.half if r.hop else t.half
            _, d2, _ = t.nearest(r.x, r.y)
            assert d2 <= allowance * allowance, f"seed {seed}: seat {r.seat} off the course at frame {s.frame}"
            assert lo_x <= r.x <= hi_x and lo_y <= r.y <= hi_y
            assert 0 <= r.speed <= BOOST_SPEED and 0 <= r.heading < fx.FULL_TURN
    assert s.is_finished(), f"seed {seed}: no end within {MODE.frame_bound(config)} frames"
    assert s.results() is not None
    return s


@pytest.mark.parametrize("make", [square, harbour, canyon], ids=["square", "harbour", "canyon"])
def test_random_pads_stay_on_the_course_and_the_race_ends(make):
    config = make(time_limit=700, countdown=30)
    for seed in SOAK_SEEDS:
        seats = [Seat.human() for _ in range(config.seats)]
        if seed % 2:  # every other race mixes in AI rivals, so power-ups and finishes happen
            seats[1:] = [Seat.ai(("novice", "regular", "expert")[seed % 3])] * (len(seats) - 1)
        _soak(config, seed, seats)


def _finish_times(config, seed: int, tiers) -> tuple[list[int], list[dict]]:
    s = RacesSession(config=config, seed=seed, seats=[Seat.ai(t) for t in tiers])
    events = []
    while not s.is_finished():
        events += s.tick([])
    assert s.ended == "all finished"
    return [r.finished for r in s.racers], events


def test_experts_finish_a_seeded_circuit_faster_than_novices():
    config = harbour(finish_grace=3000)
    for seed in (1, 2):
        experts, _ = _finish_times(config, seed, ["expert"] * 4)
        novices, _ = _finish_times(config, seed, ["novice"] * 4)
        # power-ups shuffle a field, but a field of experts is a tenth quicker on the whole
        assert sum(experts) * 10 < sum(novices) * 9, (experts, novices)
        # a mixed field: both experts ahead of both novices
        mixed, _ = _finish_times(config, seed, ["novice", "expert", "novice", "expert"])
        assert max(mixed[1], mixed[3]) < min(mixed[0], mixed[2]), mixed


def test_ai_racers_spend_boosts_and_every_kind_of_power_up():
    _, events = _finish_times(harbour(laps=3, finish_grace=3000), 3, ["regular", "expert", "novice", "expert"])
    used = sorted({e["item"] for e in events if e["kind"] == "use"})
    assert used == ["boost", "hop", "shield", "slow"]
    assert any(e["kind"] == "boost" and e["source"] == "meter" for e in events)
    assert any(e["kind"] == "boost" and e["source"] == "pad" for e in events)
    assert not any(e["kind"] == "refused" for e in events)
