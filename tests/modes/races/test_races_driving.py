"""Racing's driving rules worked by hand: gates and laps, pedals and steering, the edge, bumps, boosts."""

from __future__ import annotations

from pycore.kernel import fx, pad
from pycore.kernel.fx import ONE
from pycore.modes.races.car import (ACCEL, BOOST_SPEED, BRAKE, DRAG, METER_BOOST, METER_FULL, PAD_BOOST,
                                     RADIUS, TOP_SPEED, TURN)
from pycore.modes.races.config import RacesConfig
from pycore.modes.races.rules import EDGE_MARGIN

from .tracks import HW, park, place, session, sprint, square

LONG = ((0, 0), (2000, 0), (2000, 200))


def _kinds(events, kind):
    return [e for e in events if e["kind"] == kind]


# -- checkpoints and laps -------------------------------------------------------------
def test_the_grid_starts_on_segment_zero_heading_for_gate_one():
    s = session(square())
    for r in s.racers:
        assert (r.seg, r.next, r.passed, r.lap) == (0, 1, 0, 0)
        assert r.heading == 0


def test_a_cut_corner_still_passes_the_gate():
    s = session(square())
    place(s, 0, 150, 0)
    # inside the corner at (200, 0), never touching it: segment 1 is now the nearest
    events = place(s, 0, 190, 25)
    assert [e["gate"] for e in _kinds(events, "gate")] == [1]
    assert (s.racers[0].next, s.racers[0].passed) == (2, 1)


def test_a_skipped_segment_never_counts_and_only_the_next_gate_does():
    s = session(square())
    r = s.racers[0]
    assert not _kinds(place(s, 0, 100, 195), "gate")        # jumped to segment 2: gate 2 is not next
    assert (r.next, r.passed) == (1, 0)
    assert [e["gate"] for e in _kinds(place(s, 0, 195, 100), "gate")] == [1]
    assert not _kinds(place(s, 0, 100, 5), "gate")          # back onto segment 0
    assert not _kinds(place(s, 0, 195, 100), "gate")        # segment 1 again: gate 1 is behind it now
    assert [e["gate"] for e in _kinds(place(s, 0, 100, 195), "gate")] == [2]
    assert r.passed == 2


def test_passing_gate_zero_closes_a_lap_and_the_last_lap_finishes():
    s = session(square(laps=2))
    r = s.racers[0]
    loop = [(195, 100), (100, 195), (5, 100), (100, 5)]
    laps = []
    for x, y in loop:
        laps += _kinds(place(s, 0, x, y), "lap")
    assert [e["lap"] for e in laps] == [1] and r.lap == 1 and r.is_racing
    events = []
    for x, y in loop:
        events += place(s, 0, x, y)
    assert [e["lap"] for e in _kinds(events, "lap")] == [2]
    assert _kinds(events, "finish") == [{"kind": "finish", "seat": 0, "place": 1, "time": 0}]
    assert not r.is_racing and r.passed == 8


def test_a_sprint_finishes_on_crossing_the_line_through_its_last_point():
    s = session(sprint())
    r = s.racers[0]
    place(s, 0, 300, 25)                     # segment 1: gate 1 passed
    assert (r.next, r.passed) == (2, 1)
    assert not _kinds(place(s, 0, 395, 49), "finish")
    assert _kinds(place(s, 0, 405, 51), "finish") and not r.is_racing


def test_a_sprint_line_does_not_count_before_the_gates_ahead_of_it():
    s = session(square(closed=False, laps=1))
    r = s.racers[0]
    events = place(s, 0, -10, 200)           # beyond the last point, straight from segment 0
    assert not _kinds(events, "finish") and r.is_racing and r.next == 1


# -- pedals and steering ---------------------------------------------------------------
def test_cross_accelerates_to_top_speed_square_brakes_and_coasting_drags():
    s = session(RacesConfig(points=LONG, half_width=HW, seats=1, closed=False, laps=1, countdown=0))
    r = s.racers[0]
    place(s, 0, 100, 0)
    s.drive(0, throttle=True)
    assert r.speed == ACCEL and r.x == 100 * ONE + ACCEL and r.y == 0
    for _ in range(80):
        s.drive(0, throttle=True)
    assert r.speed == TOP_SPEED
    s.drive(0, brake=True)
    assert r.speed == TOP_SPEED - BRAKE
    s.drive(0)
    assert r.speed == TOP_SPEED - BRAKE - DRAG


def test_steering_turns_a_fixed_step_with_grip_and_less_when_slow():
    s = session(RacesConfig(points=LONG, half_width=HW, seats=1, closed=False, laps=1, countdown=0))
    r = s.racers[0]
    place(s, 0, 100, 0, heading=0, speed=2 * ONE)
    s.drive(0, throttle=True, steer=1)
    assert r.heading == TURN
    s.drive(0, throttle=True, steer=-1)
    s.drive(0, throttle=True, steer=-1)
    assert r.heading == fx.FULL_TURN - TURN
    place(s, 0, 100, 0, heading=0, speed=ONE // 2 + 2 * DRAG)   # half the grip speed after two frames of drag
    s.drive(0, steer=1)
    assert r.heading == TURN // 2
    place(s, 0, 100, 0, heading=0, speed=0)
    s.drive(0, steer=1)
    assert r.heading == 0


# -- the edge ---------------------------------------------------------------------------
def test_the_edge_pushes_back_drops_the_outward_part_and_slides_at_seven_eighths():
    s = session(square())
    r = s.racers[0]
    r.x, r.y, r.heading, r.speed = 100 * ONE, 29 * ONE, 512, 3 * ONE     # 45 degrees, outward
    s.drive(0, throttle=True)
    step = fx.mul(3 * ONE, fx.cos(512))
    assert r.y == HW * ONE - EDGE_MARGIN
    assert r.x == 100 * ONE + step
    assert r.heading == 0                       # turned along the edge
    assert r.speed == step * 7 // 8             # the tangential part, seven eighths of it


def test_driving_straight_into_the_edge_stops_and_faces_along_the_track():
    s = session(square())
    r = s.racers[0]
    r.x, r.y, r.heading, r.speed = 100 * ONE, 29 * ONE, 1024, 3 * ONE
    s.drive(0, throttle=True)
    assert (r.heading, r.speed, r.y) == (0, 0, HW * ONE - EDGE_MARGIN)


def test_moving_inwards_from_beyond_the_edge_only_moves_the_racer():
    s = session(square())
    r = s.racers[0]
    r.x, r.y, r.heading, r.speed = 100 * ONE, 40 * ONE, 3072, 2 * ONE - DRAG   # heading -y: inwards
    s.drive(0)
    assert r.heading == 3072 and r.speed == 2 * ONE - 2 * DRAG
    assert r.y == HW * ONE - EDGE_MARGIN


def test_round_a_corner_the_edge_is_an_arc_and_the_slide_runs_square_to_it():
    s = session(square())
    r = s.racers[0]
    r.x, r.y, r.heading, r.speed = 220 * ONE, -25 * ONE, 0, 2 * ONE + DRAG   # outside the corner at (200, 0)
    s.drive(0)
    _, d2, _ = s.track.nearest(r.x, r.y)
    assert d2 <= (HW * ONE) ** 2
    out = fx.atan2(r.y, r.x - 200 * ONE)                 # the way out from the corner point
    assert abs(abs(fx.angle_diff(r.heading, out)) - fx.QUARTER_TURN) <= 2
    # what is left of a speed of 2 going east, square to the way out, at seven eighths
    along = abs(fx.mul(2 * ONE, fx.sin(out)))
    assert abs(r.speed - along * 7 // 8) <= 8


# -- bumps --------------------------------------------------------------------------------
def _pair(s, gap=6):
    a, b = s.racers[0], s.racers[1]
    park(s, 0, 100, 0)
    park(s, 1, 100 + gap, 0)
    a.speed = b.speed = 2 * ONE
    return a, b


def test_a_bump_pushes_apart_and_the_racer_behind_loses_a_quarter():
    s = session(square())
    a, b = _pair(s)
    events = s.bump()
    assert events == [{"kind": "bump", "seats": [0, 1], "behind": 0}]
    push = (2 * RADIUS - 6 * ONE) // 2 + 1
    assert (a.x, b.x) == (100 * ONE - push, 106 * ONE + push)
    assert b.x - a.x >= 2 * RADIUS
    assert (a.speed, b.speed) == (2 * ONE - ONE // 2, 2 * ONE)


def test_the_shield_makes_bumps_free_and_hops_and_finishers_do_not_collide():
    s = session(square())
    a, b = _pair(s)
    a.shield = 5
    s.bump()
    assert a.speed == 2 * ONE
    for setup in (lambda: setattr(a, "hop", 5), lambda: setattr(b, "finished", 0)):
        s = session(square())
        a, b = _pair(s)
        setup()
        assert s.bump() == [] and (a.x, b.x) == (100 * ONE, 106 * ONE)


def test_stacked_racers_are_parted_across_the_track():
    s = session(square())
    a, b = _pair(s, gap=0)
    s.bump()
    assert a.x == b.x == 100 * ONE and a.y < 0 < b.y


# -- boosts -------------------------------------------------------------------------------
def test_r1_spends_only_a_full_meter_which_refills_a_unit_a_frame():
    s = session(square())
    r = s.racers[0]
    assert "not full" in s.can_boost(0)
    assert s.boost(0)[0]["kind"] == "refused"
    for k in range(1, 4):
        s.drive(0)
        assert r.meter == k
    r.meter = METER_FULL
    events = s.tick([pad.R1, 0])
    assert {"kind": "boost", "seat": 0, "source": "meter"} in events
    assert r.meter == 1 and r.boost == METER_BOOST - 1 and r.speed == BOOST_SPEED


def test_a_boost_pad_segment_gives_a_short_boost_but_not_in_the_air():
    s = session(square(boost_pads=(1,)))
    r = s.racers[0]
    events = place(s, 0, 195, 100)
    assert {"kind": "boost", "seat": 0, "source": "pad"} in events and r.boost == PAD_BOOST
    s.drive(0)
    assert r.speed == BOOST_SPEED
    for _ in range(PAD_BOOST + 20):
        place(s, 0, 100, 5)
    assert r.boost == 0
    r.hop = 10
    place(s, 0, 195, 100)
    assert r.boost == 0


def test_a_finished_racer_ignores_its_controls_and_coasts_past_boost_pads():
    s = session(square(boost_pads=(0,)))
    r = s.racers[0]
    r.finished = 0
    place(s, 0, 100, 0, speed=2 * ONE + DRAG)
    assert r.speed == 2 * ONE and r.boost == 0
    s.drive(0, throttle=True, steer=1)
    assert r.speed == 2 * ONE - DRAG and r.heading == 0
