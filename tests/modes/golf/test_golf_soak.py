"""A soak of random pads over many seeds: no ball in a wall, a whole card within the cap, the end in bound."""

from __future__ import annotations

import pytest

from pycore.host.replay import random_pads
from pycore.kernel.session import Seat
from pycore.modes.golf.physics import WALL
from pycore.modes.golf.rules import GolfSession, frame_bound

from .helpers import course

# water, open edges, slopes into walls and a bowl: everything a random swing can find
ROUGH_PLAY = (
    {"par": 2, "max_strokes": 4, "tiles": [
        "#########  ",
        "#T..ww..>  ",
        "#..,ww.O.# ",
        "#ss......##",
        "###########"]},
    {"par": 2, "max_strokes": 3, "tiles": [
        "#######",
        "#T.^..#",
        "#.>#<.#",
        "#..v.O#",
        "#######"], "heights": [
        "0000000",
        "0123210",
        "0120210",
        "0123210",
        "0000000"]},
)


@pytest.mark.parametrize("seed", range(1, 25))
def test_random_pads_finish_with_whole_cards_and_no_ball_in_a_wall(seed):
    cfg = course(*ROUGH_PLAY, seats=3)
    seats = [Seat.human(), Seat.human(), Seat.ai("novice") if seed % 2 else Seat.human()]
    s = GolfSession(config=cfg, seed=seed, seats=seats)
    pads = random_pads(seed * 101, seats)
    bound = frame_bound(cfg)
    for _ in range(bound):
        if s.is_finished():
            break
        s.tick(next(pads))
        for p in s.players:
            assert s.course.kind_at(p.x, p.y) != WALL, f"a ball in a wall at frame {s.frame}"
    assert s.is_finished(), f"not finished within {bound} frames"
    assert s.frame < bound // 20   # random pads swing often: far inside the bound
    for p in s.players:
        assert len(p.card) == len(cfg.holes)
        assert all(1 <= score <= hole.max_strokes for score, hole in zip(p.card, cfg.holes)), p.card
    assert s.results() is not None


@pytest.mark.parametrize("seed", (1, 2))
def test_random_pads_play_the_whole_sample_course(sample, seed):
    cfg = sample.instance("sample-golf").config
    seats = [Seat.human(), Seat.human()]
    s = GolfSession(config=cfg, seed=seed, seats=seats)
    pads = random_pads(seed, seats)
    while not s.is_finished() and s.frame < frame_bound(cfg):
        s.tick(next(pads))
        assert all(s.course.kind_at(p.x, p.y) != WALL for p in s.players)
    assert s.is_finished()
    assert [len(p.card) for p in s.players] == [9, 9]
