"""Racing's power-ups: taking one from a spot, its respawn, each effect, and the shield against a slow."""

from __future__ import annotations

from pycore.kernel import pad
from pycore.kernel.fx import ONE
from pycore.modes.races.car import (BOOST_SPEED, HOP_FRAMES, ITEM_BOOST, SHIELD_FRAMES, SLOW_FRAMES,
                                     SLOW_PERCENT, TOP_SPEED)

from .tracks import HW, Pickup, park, place, session, square


def _spot_session(kind="boost", respawn=600, seats=2):
    return session(square(pickups=(Pickup(100, 0, kind, respawn),), seats=seats))


def test_running_over_a_ready_spot_takes_its_power_up_and_empties_the_spot():
    s = _spot_session("shield")
    events = place(s, 0, 98, 3)
    assert {"kind": "pickup", "seat": 0, "item": "shield", "spot": 0} in events
    assert s.racers[0].item == "shield" and s.spots == [600]
    assert s.view()["pickups"][0]["ready"] is False
    place(s, 1, 100, 0)
    assert s.racers[1].item == ""


def test_the_spot_stands_empty_for_its_respawn_delay():
    s = _spot_session(respawn=30)
    place(s, 0, 100, 0)
    park(s, 0, 100, 150)
    park(s, 1, 150, 150)
    for _ in range(29):
        s.tick([])
    assert not s.view()["pickups"][0]["ready"]
    s.tick([])
    assert s.view()["pickups"][0]["ready"] and s.spots == [0]


def test_a_full_hand_takes_nothing_and_a_hopping_racer_takes_what_it_flies_over():
    s = _spot_session()
    s.racers[0].item = "hop"
    place(s, 0, 100, 0)
    assert s.racers[0].item == "hop" and s.spots == [0]
    s.racers[1].hop = 10
    events = place(s, 1, 100, 0)
    assert s.racers[1].item == "boost" and s.spots == [600]
    assert {"kind": "pickup", "seat": 1, "item": "boost", "spot": 0} in events


def test_a_pickup_beside_the_course_is_reached_by_a_hop_and_not_from_the_ground():
    """Beside the course: half a half-width beyond the edge, where only a hop's wider edge reaches."""
    beside = HW + HW // 2
    s = session(square(pickups=(Pickup(100, beside, "shield", 600),)))
    place(s, 0, 100, beside)                       # on the ground the edge pushes the racer back inside
    assert s.racers[0].item == "" and s.spots == [0]
    s.racers[0].item = "hop"
    s.use(0)
    events = place(s, 0, 100, beside)
    assert s.racers[0].item == "shield" and {"kind": "pickup", "seat": 0, "item": "shield", "spot": 0} in events


def test_triangle_uses_the_power_up_and_an_empty_hand_is_refused_in_words():
    s = session(square())
    assert s.can_use(0) == "There is no power-up in hand: drive over one first."
    s.racers[0].item = "boost"
    events = s.tick([pad.TRIANGLE])
    assert {"kind": "use", "seat": 0, "item": "boost"} in events
    assert s.racers[0].item == ""


def test_a_boost_runs_a_hundred_frames_at_boost_speed():
    s = session(square(points=((0, 0), (3000, 0), (3000, 300)), closed=False, laps=1))
    r = s.racers[0]
    r.item = "boost"
    s.use(0)
    assert r.boost == ITEM_BOOST
    for _ in range(ITEM_BOOST - 1):
        s.drive(0)
        assert r.speed == BOOST_SPEED
    s.drive(0)
    assert r.boost == 0 and r.speed < BOOST_SPEED


def test_a_hop_flies_forty_frames_a_half_width_wider_then_lands_inside():
    s = session(square())
    r = s.racers[0]
    r.item = "hop"
    s.use(0)
    assert r.hop == HOP_FRAMES
    place(s, 0, 100, HW + HW // 2)           # half a half-width beyond the edge: allowed in the air
    assert r.y == (HW + HW // 2) * ONE
    place(s, 0, 100, 3 * HW)                 # beyond the wider edge: pushed back to it
    assert r.y < 2 * HW * ONE
    for _ in range(HOP_FRAMES):
        s.drive(0)
    assert r.hop == 0 and r.y <= HW * ONE


def test_a_shield_lasts_six_hundred_frames():
    s = session(square())
    r = s.racers[0]
    r.item = "shield"
    s.use(0)
    assert r.shield == SHIELD_FRAMES
    for _ in range(SHIELD_FRAMES):
        s.drive(0)
    assert r.shield == 0


def test_a_slow_holds_every_rival_at_55_percent_and_spares_the_user():
    s = session(square(points=((0, 0), (3000, 0), (3000, 300)), closed=False, laps=1), seats=3)
    s.racers[0].item = "slow"
    events = s.use(0)
    assert [e["seat"] for e in events if e["kind"] == "slowed"] == [1, 2]
    assert s.racers[0].slow == 0 and s.racers[1].slow == SLOW_FRAMES
    cap = TOP_SPEED * SLOW_PERCENT // 100
    for _ in range(SLOW_FRAMES - 1):
        s.drive(1, throttle=True)
        s.drive(0, throttle=True)
        assert s.racers[1].speed <= cap
    assert s.racers[0].speed == TOP_SPEED
    s.drive(1, throttle=True)
    s.drive(1, throttle=True)
    assert s.racers[1].speed > cap


def test_a_shield_blocks_the_next_slow_and_is_spent_doing_so():
    s = session(square())
    rival = s.racers[1]
    rival.shield = 300
    s.racers[0].item = "slow"
    events = s.use(0)
    assert {"kind": "shield_spent", "seat": 1, "by": 0} in events
    assert rival.shield == 0 and rival.slow == 0
    s.racers[0].item = "slow"
    s.use(0)
    assert rival.slow == SLOW_FRAMES


def test_power_ups_and_spots_are_in_the_state_hash():
    s = _spot_session()
    base = s.state_hash()
    for field, value in (("item", "hop"), ("hop", 3), ("shield", 3), ("slow", 3), ("boost", 3)):
        old = getattr(s.racers[1], field)
        setattr(s.racers[1], field, value)
        assert s.state_hash() != base, field
        setattr(s.racers[1], field, old)
    assert s.state_hash() == base
    s.spots[0] = 1
    assert s.state_hash() != base
