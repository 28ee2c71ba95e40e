"""Racing AI decisions by hand: pure pursuit, reaching for a power-up, braking, and when it spends what it holds."""

from __future__ import annotations

from pycore.kernel.fx import ONE
from pycore.kernel.session import Seat
from pycore.modes.races import ai
from pycore.modes.races.ai import TIERS, decide, drive
from pycore.modes.races.rules import RacesSession
from pycore.modes.races.car import METER_FULL, TOP_SPEED

from .tracks import Pickup, harbour, park, session, sprint

# a 2000-unit straight, then a right angle
LONG = ((0, 0), (2000, 0), (2000, 300))


def _racer(x, *, seats=1, speed=2 * ONE, pickups=(), tier="expert"):
    """Return AI seats on LONG: seat 0 at (x, 0) heading along it, each other seat 100 units further back."""
    s = session(sprint(points=LONG, seats=seats, pickups=pickups), ai=tier)
    for seat in range(seats):
        park(s, seat, x - 100 * seat, 0)
        s.racers[seat].line = 0
    r = s.racers[0]
    r.speed, r.heading = speed, 0
    return s, r


def test_it_pursues_its_line_ahead_and_reaches_for_a_power_up_just_ahead():
    s, r = _racer(100)
    throttle, brake, steer, boost, use = drive(s, 0, "expert")
    assert steer == 0 and not brake
    r.line = -10 * ONE
    assert drive(s, 0, "expert")[2] == -1        # its line lies to the left
    s, r = _racer(100, pickups=(Pickup(180, 20, "hop"),))
    assert drive(s, 0, "expert")[2] == 1         # the spot lies ahead to the right
    r.item = "boost"
    r.meter = 0
    assert drive(s, 0, "expert")[2] == 0         # full hands: it keeps its line


def test_tiers_cap_their_top_speed():
    for tier in TIERS:
        cap = TOP_SPEED * TIERS[tier].top_percent // 100
        s, r = _racer(100, speed=cap - 1, tier=tier)
        assert drive(s, 0, tier)[0] is True
        s, r = _racer(100, speed=cap, tier=tier)
        assert drive(s, 0, tier)[0] is False


def test_it_brakes_for_a_sharp_turn_ahead_but_not_on_the_straight():
    s, r = _racer(1940, speed=TOP_SPEED)
    assert drive(s, 0, "expert")[1] is True
    s, r = _racer(100, speed=TOP_SPEED)
    assert drive(s, 0, "expert")[1] is False


def test_a_full_meter_and_a_boost_are_spent_on_a_straight_only():
    s, r = _racer(100)
    r.meter = METER_FULL
    assert drive(s, 0, "expert")[3] is True
    r.item = "boost"
    assert drive(s, 0, "expert")[4] is True
    s, r = _racer(1940)
    r.meter, r.item = METER_FULL, "boost"
    assert drive(s, 0, "expert")[3:] == (False, False)


def test_a_shield_goes_up_at_once_and_a_hop_into_a_sharp_turn_or_over_a_rival():
    s, r = _racer(100)
    r.item = "shield"
    assert drive(s, 0, "expert")[4] is True
    r.item = "hop"
    assert drive(s, 0, "expert")[4] is False
    s, r = _racer(1950)
    r.item = "hop"
    assert drive(s, 0, "expert")[4] is True
    s, r = _racer(300, seats=2)
    park(s, 1, 315, 0)
    r.item = "hop"
    assert drive(s, 0, "expert")[4] is True


def test_a_slow_is_thrown_only_from_behind():
    s, r = _racer(300, seats=2)
    r.item = s.racers[1].item = "slow"
    assert drive(s, 0, "expert")[4] is False     # seat 0 leads
    assert drive(s, 1, "expert")[4] is True


def test_every_boost_and_power_up_an_ai_spends_is_legal_by_can_boost_and_can_use(monkeypatch):
    """When ai.decide boosts or uses its power-up, can_boost / can_use allow it, at every tier."""
    spent = []

    def checked(session, seat):
        plan = decide(session, seat)
        if plan[3]:
            spent.append(("boost", session.can_boost(seat)))
        if plan[4]:
            spent.append(("use", session.can_use(seat)))
        return plan

    monkeypatch.setattr(ai, "decide", checked)
    for seed in range(3):
        seats = [Seat.ai(("novice", "regular", "expert")[(seed + k) % 3]) for k in range(4)]
        s = RacesSession(config=harbour(), seed=seed, seats=seats)
        while not s.is_finished():
            s.tick([])
    assert all(reason is None for _, reason in spent), spent
    assert {what for what, _ in spent} == {"boost", "use"} and len(spent) >= 10, spent
