"""A whole race: the countdown, how it ends, the placements of unfinished racers, determinism, views."""

from __future__ import annotations

import json

from pycore.host.replay import random_pads
from pycore.kernel import pad
from pycore.kernel.session import Seat
from pycore.modes.races import MODE
from pycore.modes.races.rules import RacesSession

from .tracks import canyon, harbour, park, place, session, square


def test_the_countdown_holds_everyone_then_says_go():
    s = session(square(countdown=120))
    start = [(r.x, r.y) for r in s.racers]
    go_at = []
    for frame in range(130):
        events = s.tick([pad.CROSS | (pad.R1 if frame == 10 else 0), pad.CROSS])
        if frame == 10:
            assert {"kind": "refused", "seat": 0, "reason": "The race has not started yet."} in events
        if {"kind": "go"} in events:
            go_at.append(frame)
        if frame < 120:
            assert [(r.x, r.y) for r in s.racers] == start
            assert s.view()["countdown"] == 120 - frame - 1
    assert go_at == [120]
    assert s.racers[0].x > start[0][0]
    assert s.racers[0].meter == 130   # the meter fills through the countdown too


def test_the_time_limit_ends_a_race_nobody_finishes_within_the_frame_bound():
    config = square(time_limit=90, countdown=30)
    s = session(config)
    frames = 0
    while not s.is_finished():
        s.tick([pad.CROSS, 0])
        frames += 1
    assert frames == 120 <= MODE.frame_bound(config)
    assert s.ended == "time limit"


def _lap(s, seat):
    for x, y in ((195, 100), (100, 195), (5, 100), (100, 5)):
        place(s, seat, x, y)


def test_the_grace_after_the_first_finisher_ends_the_race():
    s = session(square(laps=1, finish_grace=20))
    _lap(s, 0)
    assert not s.racers[0].is_racing and s.first_finish == 0
    park(s, 1, 100, 150)
    ticks = 0
    while not s.is_finished():
        s.tick([])
        ticks += 1
    assert s.ended == "finish grace"
    assert s.frame - 1 == s.first_finish + 20 and ticks == 21   # it ends on the frame 20 after the finish
    assert s.results().placements == (1, 2)
    assert s.results().detail[1] == "2nd Player 2 did not finish"


def test_the_race_ends_when_everyone_has_finished():
    s = session(square(laps=1))
    _lap(s, 0)
    _lap(s, 1)
    events = s.tick([])
    assert {"kind": "race_over", "reason": "all finished"} in events
    assert s.results().placements == (1, 1)    # crossed on the same frame: a shared place


def test_unfinished_racers_place_by_gates_passed_then_nearness_to_the_next():
    s = session(square(time_limit=1, seats=5, prizes=(50, 20, 10)))
    r = s.racers
    r[2].finished = 0
    park(s, 0, 100, 200)
    park(s, 1, 150, 200)      # same gates as seat 0, but farther from gate 3 at (0, 200)
    park(s, 3, 100, 0)
    park(s, 4, 104, 28)       # exactly as far from gate 1 at (200, 0) as seat 3: a tie
    for seat, passed, gate in ((0, 6, 3), (1, 6, 3), (3, 4, 1), (4, 4, 1)):
        r[seat].passed, r[seat].next = passed, gate
    s.tick([])
    assert s.is_finished()
    results = s.results()
    assert results.placements == (2, 3, 1, 4, 4)
    assert results.rewards == ({"gold": 20}, {"gold": 10}, {"gold": 50}, {}, {})
    assert results.detail[2] == "1st Player 3 in 0:00.00"


def test_no_results_before_the_end_and_a_refusal_after_it():
    s = session(square(time_limit=2))
    assert s.results() is None
    s.tick([])
    s.tick([])
    assert s.results() is not None
    assert s.can_boost(0) == "The race is over."


def _hashes(config, seed, seats, frames, pads_seed):
    s = RacesSession(config=config, seed=seed, seats=seats)
    pads = random_pads(pads_seed, seats)
    out = [s.state_hash()]
    for _ in range(frames):
        s.tick(next(pads))
        out.append(s.state_hash())
    return out


def test_the_same_seed_and_pads_replay_the_same_hashes_and_another_seed_differs():
    seats = [Seat.human(), Seat.ai("novice"), Seat.ai("regular"), Seat.ai("expert")]
    config = harbour()
    one = _hashes(config, 4, seats, 400, 9)
    assert one == _hashes(config, 4, seats, 400, 9)
    assert one != _hashes(config, 5, seats, 400, 9)
    assert len(set(one)) == len(one)


def test_views_are_plain_data_and_hide_nothing():
    s = session(canyon(), seats=3, ai="regular")
    for _ in range(120):
        s.tick([])
    for seat in (None, 0, 1, 2):
        view = json.loads(json.dumps(s.view(seat)))
        assert len(view["racers"]) == 3 and view["track"]["gates"] == 12
        assert sorted(r["place"] for r in view["racers"]) == [1, 2, 3]
    assert s.hidden_from(0) == []


def test_pointer_actions_boost_and_use_like_the_buttons():
    s = session(square())
    s.racers[0].item = "hop"
    s.racers[0].meter = 10_000
    events = s.tick([], actions={0: [{"do": "boost"}, {"do": "use"}]})
    assert {"kind": "boost", "seat": 0, "source": "meter"} in events
    assert {"kind": "use", "seat": 0, "item": "hop"} in events


def test_an_unknown_pointer_move_is_refused_in_words():
    s = session(square())
    events = s.tick([], actions={1: [{"do": "jump"}]})
    assert {"kind": "refused", "seat": 1, "reason": "A race knows no move 'jump': only boost or use."} in events
