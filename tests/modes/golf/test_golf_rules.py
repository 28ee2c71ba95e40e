"""Play: refusals, turn order across holes, hazards and the replay spot, the cap, pads, the clock, results."""

from __future__ import annotations

import json

from pycore.kernel import fx, pad
from pycore.kernel.session import refusal
from pycore.modes.golf import physics as ph
from pycore.modes.golf.rules import (AIM, AIM_STEP, BREAK, BREAK_FRAMES, POWER, SHOT_CLOCK, frame_bound,
                                     meter_power)

from .helpers import STRAIGHT, play_out, session, simulate

EAST, WEST = 0, 2048
# the cup one tile east of the tee: some powers hole out in one, a tap does not
SHORT = {"par": 1, "max_strokes": 2, "tiles": ["######", "#TO..#", "######"]}
POND = {"par": 3, "tiles": ["##########", "#T..ww..O#", "#........#", "##########"]}


def holing_power(s, seat: int) -> int:
    p = s.players[seat]
    for power in range(1, 101):
        cx, cy = s.course.cup
        angle = fx.atan2(cy - p.y, cx - p.x)
        if simulate(s.course, p.x, p.y, angle, power)[0] == ph.HOLED:
            return power
    raise AssertionError("no power holes out from here")


def strike_and_roll(s, seat, angle, power) -> list[dict]:
    assert refusal(s.strike(seat, angle, power)) is None
    return play_out(s)


def test_strikes_are_refused_with_reasons():
    s = session(STRAIGHT, seats=("human", "human"))
    assert s.can_strike(1, EAST, 50) == "It is seat 1's turn, not yours."
    assert s.can_strike(0, EAST, 0) == "Power runs from 1 to 100, not 0."
    assert s.can_strike(0, EAST, 101) == "Power runs from 1 to 100, not 101."
    assert s.can_strike(0, 4096, 50) == "Aim is an angle from 0 to 4095, not 4096."
    assert s.can_strike(5, EAST, 50) == "There is no seat 5 on this course."
    assert refusal(s.strike(0, EAST, 50)) is None
    assert refusal(s.strike(1, EAST, 50)) == "Wait: a ball is still rolling."
    events = s.tick([], {1: [{"do": "swing"}], 0: [{"do": "fly"}]})
    reasons = [e["reason"] for e in events if e["kind"] == "refused"]
    assert reasons == ["Wait: a ball is still rolling.", "Wait: a ball is still rolling."]


def test_tee_shots_go_in_seat_order_then_the_farthest_ball_plays():
    s = session(STRAIGHT, seats=("human", "human", "human"))
    for seat, power in ((0, 50), (1, 20), (2, 35)):
        assert s.turn == seat
        strike_and_roll(s, seat, EAST, power)
    cx, cy = s.course.cup
    for _ in range(3):
        waiting = [k for k in range(3) if not s.players[k].done]
        far = max(waiting, key=lambda k: ((s.players[k].x - cx) ** 2 + (s.players[k].y - cy) ** 2, -k))
        assert s.turn == far
        strike_and_roll(s, far, EAST, 12)


def test_the_next_hole_tees_off_lowest_score_first_and_ties_keep_their_order():
    s = session(SHORT, SHORT, seats=("human", "human", "human"))
    strike_and_roll(s, 0, EAST, holing_power(s, 0))          # 1
    strike_and_roll(s, 1, EAST, 1)                            # a tap: still out
    strike_and_roll(s, 2, EAST, holing_power(s, 2))          # 1
    assert s.turn == 1
    strike_and_roll(s, 1, WEST, 1)                            # 2: the cap, picked up
    assert [p.card for p in s.players] == [[1], [2], [1]]
    assert s.phase == BREAK
    for _ in range(BREAK_FRAMES):
        s.tick([])
    assert s.hole == 1 and s.order == [0, 2, 1]
    turns = []
    for seat in (0, 2, 1):
        turns.append(s.turn)
        strike_and_roll(s, seat, EAST, 1)
    assert turns == [0, 2, 1]


def test_a_hazard_costs_a_stroke_and_replays_from_where_the_ball_was_struck():
    s = session(POND, seats=("human",))
    spot = s.players[0].x, s.players[0].y
    events = strike_and_roll(s, 0, EAST, 60)
    assert [e for e in events if e["kind"] == "hazard"] == [
        {"kind": "hazard", "seat": 0, "hazard": "water", "strokes": 2}]
    p = s.players[0]
    assert (p.x, p.y) == spot and p.strokes == 2
    strike_and_roll(s, 0, EAST, 25)                           # a short one, stopping before the pond
    spot = p.x, p.y
    assert spot != s.course.tee and p.strokes == 3
    events = strike_and_roll(s, 0, EAST, 60)                  # into the pond again: back to that spot
    assert p.strokes == 5 and (p.x, p.y) == spot and any(e["kind"] == "hazard" for e in events)


def test_out_of_bounds_is_a_hazard_too():
    s = session({"par": 2, "tiles": ["#####", "#T.O ", "#####"]}, seats=("human",))
    events = strike_and_roll(s, 0, EAST, 100)
    assert {"kind": "hazard", "seat": 0, "hazard": "out of bounds", "strokes": 2} in events
    assert (s.players[0].x, s.players[0].y) == s.course.tee


def test_a_player_who_reaches_the_cap_picks_up_and_scores_it():
    s = session(SHORT, STRAIGHT, seats=("human",))
    strike_and_roll(s, 0, EAST, 1)
    events = strike_and_roll(s, 0, WEST, 1)
    assert {"kind": "picked_up", "seat": 0, "strokes": 2} in events
    assert s.players[0].card == [2] and s.players[0].picked_up


def test_a_penalty_past_the_cap_still_scores_the_cap():
    pond = dict(POND, par=1, max_strokes=2)
    s = session(pond, seats=("human",))
    strike_and_roll(s, 0, EAST, 60)                           # water: 2 strokes, at the cap
    assert s.players[0].card == [2]


def test_pads_aim_swing_take_back_and_strike():
    s = session(STRAIGHT, seats=("human",))
    start = s.angle
    s.tick([pad.RIGHT])
    s.tick([pad.RIGHT])
    assert s.angle == (start + 2 * AIM_STEP) % fx.FULL_TURN
    s.tick([pad.LEFT | pad.SQUARE])
    assert s.angle == (start + 2 * AIM_STEP - 1) % fx.FULL_TURN
    s.tick([pad.CROSS])
    assert s.phase == POWER and s.power == 1
    s.tick([])
    s.tick([])
    assert s.power == meter_power(4) == 4
    s.tick([pad.CIRCLE])
    assert s.phase == AIM
    s.tick([pad.CROSS])
    for _ in range(20):
        s.tick([])
    shown = s.power
    events = s.tick([pad.CROSS])
    strike = next(e for e in events if e["kind"] == "strike")
    assert strike["power"] > shown and strike["angle"] == s.angle and s.phase == "roll"


def test_the_meter_climbs_to_a_hundred_and_falls_back():
    powers = [meter_power(m) for m in range(0, 200, 2)]
    assert powers[0] == 1 and max(powers) == 100 and powers.index(100) == 50
    assert powers[:51] == sorted(powers[:51]) and powers[50:] == sorted(powers[50:], reverse=True)


def test_an_idle_human_at_a_hot_seat_is_struck_for_by_the_shot_clock_and_told_so():
    s = session(STRAIGHT, seats=("human", "human"))
    events = []
    for _ in range(SHOT_CLOCK):
        events += s.tick([])
    assert [e["kind"] for e in events][-2:] == ["clock", "strike"]
    assert s.phase == "roll"
    assert "shot clock ran out" in s.view(0)["note"]


def test_a_player_alone_with_ai_seats_has_no_shot_clock():
    s = session(STRAIGHT, seats=("human", "ai"))
    events = []
    for _ in range(3 * SHOT_CLOCK):
        events += s.tick([])
    assert not any(e["kind"] in ("clock", "strike") for e in events)
    assert s.phase == "aim" and not s.view(0)["clocked"]


def test_pointer_actions_aim_and_strike():
    s = session(STRAIGHT, seats=("human", "human"))
    start = s.angle
    s.tick([], {0: [{"do": "aim", "by": -30}]})
    assert s.angle == (start - 30) % fx.FULL_TURN
    events = s.tick([], {1: [{"do": "aim", "by": 5}], 0: [{"do": "aim", "by": 9999}]})
    assert [e["reason"] for e in events] == ["It is seat 1's turn, not yours.",
                                             "An aim turns by -512 to 512, not 9999."]
    # a pointer cannot name its own power: the meter decides, as it does for the pad
    events = s.tick([], {0: [{"do": "strike", "angle": 0, "power": 100}]})
    assert [e["reason"] for e in events] == ["Golf has no action 'strike'."] and s.phase == "aim"
    s.tick([], {0: [{"do": "swing"}]})
    assert s.phase == "power"
    for _ in range(7):
        s.tick([])
    events = s.tick([], {0: [{"do": "swing"}]})
    assert [(e["kind"], e["power"]) for e in events if e["kind"] == "strike"] == [("strike", s.power)]
    assert s.phase == "roll"


def test_lowest_total_wins_and_results_wait_for_the_end():
    s = session(SHORT, seats=("human", "human"))
    strike_and_roll(s, 0, EAST, 1)
    assert s.results() is None
    strike_and_roll(s, 1, EAST, holing_power(s, 1))
    strike_and_roll(s, 0, WEST, 1)
    for _ in range(BREAK_FRAMES):
        s.tick([])
    assert s.is_finished()
    r = s.results()
    assert r.placements == (2, 1)
    assert r.detail == ("Player 1: 2 strokes (+1 to par 1)", "Player 2: 1 stroke (+0 to par 1)")


def test_views_are_plain_data_and_hashes_replay():
    def run():
        s = session(POND, STRAIGHT, seats=("human", "ai:novice"), seed=7)
        hashes = []
        word = 0x1234
        for frame in range(900):
            word = (word * 75 + 74) % 65537 & 0xFFFF
            s.tick([word])
            hashes.append(s.state_hash())
            if frame % 50 == 0:
                assert json.loads(json.dumps(s.view(0))) == s.view(0)
        return hashes, s.view(None)
    first, view = run()
    again, _ = run()
    assert first == again
    assert view["players"][1]["name"] == "Bea" and view["tiles"]


def test_the_frame_bound_covers_every_stroke_on_the_clock():
    cfg = session(STRAIGHT, SHORT).config
    per_stroke = SHOT_CLOCK + ph.ROLL_FRAMES
    assert frame_bound(cfg) > 4 * (8 + 2) * per_stroke
