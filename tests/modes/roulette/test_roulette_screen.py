"""Roulette's screen on the 960 x 540 stage: chips clear of the layout's labels, the wheel turning, the hotspots."""

from __future__ import annotations

import pytest

from pycore.modes.roulette import screen as rs
from pycore.modes.roulette.wheel import spots_of
from pycore.prims import PUSH, STAMP, Stage, _span


def meet(a, b) -> int:
    """Return the overlap of two boxes (x, y, w, h) in square pixels."""
    ix = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    iy = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return max(0, ix) * max(0, iy)


@pytest.mark.parametrize("american", [False, True])
def test_every_seats_chips_stand_clear_of_every_label_of_the_layout(american):
    # each label's ink: its line box less the room above the capitals and below the baseline
    labels = [(x, y + h // 5, w, h * 3 // 5, text) for x, y, w, h, text in rs._table(american).text_boxes()]
    assert len(labels) >= 37 + 3 + 3 + 4, "every number, dozen, column and even-money spot is labelled"
    for spot in spots_of(american):
        for seat in range(5):
            x, y = rs._chip_place(spot, seat)
            stack = rs.stack_box(x, y, *rs.chip_size(spot))
            over = [b[4] for b in labels if meet(stack, b[:4]) > 4]
            assert not over, f"seat {seat}'s chips on {spot.key} cover {over}"


def test_every_spot_has_its_hotspot_on_the_stage_and_in_its_place():
    for american in (False, True):
        spots = spots_of(american)
        hots = {a["spot"]: (x, y, w, h) for x, y, w, h, a in rs._table(american).hotspots() if a["do"] == "place"}
        assert sorted(hots) == list(range(len(spots)))
        for i, spot in enumerate(spots):
            x, y, w, h = hots[i]
            cx, cy = rs.to_stage(spot.x, spot.y)
            assert x <= cx <= x + w and y <= cy <= y + h and 0 <= x and x + w <= 960 and y + h <= 540


def wheel_turn(stage: Stage) -> int:
    """Return the turn of the group the wheel's picture is stamped in."""
    words, at, turn = stage.words, 0, None
    while at < len(words):
        if words[at] == PUSH:
            turn = words[at + 3]
        elif words[at] == STAMP and stage.strings[words[at + 1]].startswith("roulette/wheel/"):
            return turn
        at += _span(words, at)
    raise AssertionError("no wheel drawn")


def test_the_wheel_turns_while_it_spins_and_stands_still_when_the_ball_rests():
    view = {"wheel": "european", "la_partage": False, "phase": "spinning", "spin": 1, "rounds": 5, "chips": [1, 5],
            "clock": 0, "clock_max": 100, "log": [], "history": [], "pocket": "17", "pocket_index": 5,
            "spin_frames": 180, "wheel_start": 300,
            "seats": [{"name": "A", "purse": 10, "bets": [["red", 5]], "on_layout": 5, "done": True, "paid": 0,
                       "cursor": 0, "chip": 1, "ai": False}]}
    turns = []
    for age in (0, 60, 180, 240):
        stage = Stage(960, 540)
        rs.screen(dict(view, spin_age=age), 0, stage)
        turns.append(wheel_turn(stage))
    assert turns[0] != turns[1] != turns[2], "it turns"
    assert turns[2] == turns[3], "and stands once the ball has come to rest"
    assert turns[2] == rs.angles(dict(view, spin_age=180))[0]
