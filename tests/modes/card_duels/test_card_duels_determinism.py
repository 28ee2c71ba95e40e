"""Replays: the same seed and pads give the same hashes; another seed diverges; random pads always finish."""

from __future__ import annotations

import json

from pycore.host.replay import random_pads
from pycore.kernel.session import Seat
from pycore.modes.card_duels.rules import frame_bound

from .helpers import duel, practice_config

CONFIG = practice_config(elements=2, chain=True, stakes=True, turn_seconds=10)
SEATS = [Seat.human(), Seat.ai("expert")]


def run(seed: int, pad_seed: int, seats=SEATS) -> tuple[list[int], object]:
    s = duel(CONFIG, seed, seats)
    pads = random_pads(pad_seed, s.seats)
    hashes = []
    for _ in range(frame_bound(CONFIG)):
        if s.is_finished():
            break
        s.tick(next(pads))
        hashes.append(s.state_hash())
    return hashes, s


def test_same_seed_and_pads_give_the_same_hash_sequence():
    first, a = run(11, 5)
    second, b = run(11, 5)
    assert first == second
    assert a.results() == b.results()


def test_another_seed_diverges():
    first, _ = run(11, 5)
    other, _ = run(12, 5)
    assert first[0] != other[0]


def test_random_pads_finish_within_the_frame_bound_with_results_only_at_the_end():
    for seed in range(12):
        s = duel(CONFIG, seed, [Seat.human(), Seat.human()])
        pads = random_pads(seed, s.seats)
        for _ in range(frame_bound(CONFIG)):
            if s.is_finished():
                break
            assert s.results() is None
            s.tick(next(pads))
        assert s.is_finished(), seed
        results = s.results()
        assert sorted(results.placements) in ([1, 1], [1, 2])
        assert s.scores()[0] + s.scores()[1] == 10


def test_views_are_json_and_hide_nothing_both_hands_lying_face_up():
    _, s = run(3, 3)
    for seat in (None, 0, 1):
        view = s.view(seat)
        assert json.loads(json.dumps(view)) == view
    assert s.hidden_from(0) == [] and s.hidden_from(1) == []
    assert [c["id"] for c in s.view(0)["seats"][1]["hand"]] == [c.id for c in s.hands[1]]


def test_dealt_hands_are_five_distinct_cards_and_change_with_the_seed():
    hands = set()
    for seed in range(10):
        s = duel(practice_config(), seed)
        for hand in s.hands:
            assert len({c.id for c in hand}) == 5
        hands.add(tuple(c.id for c in s.hands[0]))
    assert len(hands) > 5


def test_random_elemental_cells_follow_the_count():
    for count in range(4):
        s = duel(practice_config(elements=count), 4)
        assert sum(1 for e in s.board.elements if e) == count
    fixed = duel(practice_config(element_cells=((4, "fire"),)), 4)
    assert fixed.board.elements == ["", "", "", "", "fire", "", "", "", ""]
