"""A no-limit roulette wheel (``rounds = 0``) and cashing out: allowed between spins, refused with chips down.

A refused cash-out changes nothing but the seat's notice; an accepted one takes and pays nothing (the
purse is what the seat leaves with), and the table closes once every person has left.
"""

import random
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pycore.kernel import pad
from pycore.kernel.schema import Table
from pycore.kernel.session import Seat
from pycore.modes.roulette import ai
from pycore.modes.roulette.config import RouletteConfig, parse
from pycore.modes.roulette.rules import HOLD_FRAMES, RouletteSession, frame_bound
from tests.modes.casino import hash_without_notice

ENDLESS = RouletteConfig(seats=1, rounds=0, bankroll=1_000_000, bet_seconds=5)


def _spin(s, seat=0, chip=1) -> None:
    """Put a chip on red for ``seat``, close its bets and run the wheel until bets open again (or the table closes)."""
    red = next(i for i, spot in enumerate(s.spots) if spot.key == "red")
    assert s.place(seat, red, chip)[0]["kind"] == "stake"
    s.done(seat)
    spins = s.spins
    for _ in range(5000):
        if s.phase == "over" or (s.phase == "betting" and s.spins > spins):
            return
        s.step({})
    raise AssertionError("the wheel did not stop")


def _to_paid(s) -> None:
    red = next(i for i, spot in enumerate(s.spots) if spot.key == "red")
    s.place(0, red, 1)
    s.done(0)
    while s.phase != "paid":
        s.step({})


def test_rounds_zero_is_a_wheel_without_a_limit_in_a_pack():
    assert parse(Table({"rounds": 0}, "modes.toml", "roulette", 0)).rounds == 0


@pytest.mark.parametrize("spins", [30, 100])
def test_a_no_limit_wheel_does_not_close_by_itself(spins):
    s = RouletteSession(config=ENDLESS, seed=4, seats=[Seat.human()])
    for _ in range(spins):
        _spin(s)
        assert not s.is_finished()
    assert s.spins == spins and s.phase == "betting"
    assert s.view(0)["spin"] == spins + 1 and s.view(0)["rounds"] == 0


def test_cashing_out_with_an_empty_layout_closes_the_table_with_the_purse():
    s = RouletteSession(config=ENDLESS, seed=2, seats=[Seat.human()])
    _spin(s, chip=25)
    purse = s.purse[0]
    assert s.can_cash_out(0) is None
    events = s.cash_out(0)
    assert events[0] == {"kind": "cash_out", "seat": 0, "currency": "coins", "chips": purse}
    assert s.is_finished() and s.purse[0] == purse and s.total_coins() == 1_000_000


def test_cashing_out_once_the_spin_is_paid_is_allowed():
    s = RouletteSession(config=ENDLESS, seed=2, seats=[Seat.human()])
    _to_paid(s)
    assert s.can_cash_out(0) is None
    s.cash_out(0)
    assert s.is_finished()


def test_cashing_out_with_chips_down_or_the_wheel_turning_is_refused_and_changes_nothing():
    s = RouletteSession(config=ENDLESS, seed=2, seats=[Seat.human()])
    s.place(0, 0, 5)
    before, purse = hash_without_notice(s), list(s.purse)
    assert s.cash_out(0) == [{"kind": "refused", "seat": 0, "reason":
                              "Your chips are on the layout: undo them or let this spin play, then cash out."}]
    assert hash_without_notice(s) == before and s.purse == purse and not s.left[0]
    s.done(0)
    assert s.phase == "spinning"
    before = hash_without_notice(s)
    assert s.cash_out(0)[0]["reason"] == "Cash out between spins: the wheel is turning."
    assert hash_without_notice(s) == before
    s.undo(0)                                                 # refused too: the chips stay where they are


def test_a_second_cash_out_cannot_pay_twice():
    s = RouletteSession(config=ENDLESS, seed=2, seats=[Seat.human(), Seat.human()])
    s.cash_out(0)
    before, purse = hash_without_notice(s), list(s.purse)
    assert s.cash_out(0) == [{"kind": "refused", "seat": 0, "reason": "You have cashed out."}]
    assert hash_without_notice(s) == before and s.purse == purse and not s.is_finished()
    _spin(s, seat=1)
    assert s.finished[0] and not s.chips[0]                   # the seat that left bets no more
    s.cash_out(1)
    assert s.is_finished() and s.cash_out(1)[0]["reason"] == "The table is closed."


def test_the_last_person_leaving_gives_back_the_ai_chips():
    s = RouletteSession(config=replace(ENDLESS, seats=2), seed=2, seats=[Seat.human(), Seat.ai("regular")])
    for _ in range(40):
        s.step({})
    stake = s.on_layout(1)
    assert stake
    events = s.cash_out(0)
    assert {"kind": "settle", "seat": 1, "currency": "coins", "stake": stake, "paid": stake} in events
    assert s.is_finished() and s.purse[1] == 1_000_000 and s.total_coins() == 2_000_000


def test_holding_select_cashes_out_and_a_tap_does_not():
    s = RouletteSession(config=ENDLESS, seed=2, seats=[Seat.human()])
    for _ in range(5):
        s.tick([pad.SELECT])
        s.tick([0])
    assert not s.is_finished() and s.holding == [0]
    for k in range(HOLD_FRAMES):
        assert not s.is_finished(), k
        events = s.tick([pad.SELECT])
    assert s.is_finished() and [e["kind"] for e in events if e["kind"] == "cash_out"] == ["cash_out"]


def test_a_table_of_ai_alone_cashes_out_and_ends_within_its_bound():
    config = replace(ENDLESS, seats=3, bankroll=1000)
    s = RouletteSession(config=config, seed=9, seats=[Seat.ai("expert"), Seat.ai("novice"), Seat.ai("regular")])
    for _ in range(frame_bound(config)):
        if s.is_finished():
            break
        s.tick([0, 0, 0])
    assert s.is_finished() and s.spins <= ai.STAY_SPINS and s.total_coins() == 3000


def test_with_a_person_at_the_table_the_ai_stays():
    s = RouletteSession(config=replace(ENDLESS, seats=2), seed=9, seats=[Seat.human(), Seat.ai("regular")])
    for _ in range(ai.STAY_SPINS + 3):
        _spin(s)
    assert not s.left[1] and not s.is_finished()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), frames=st.integers(0, 1500), again=st.integers(1, 3))
def test_a_cash_out_pays_exactly_the_purse_once(seed, frames, again):
    """Random pads (Select masked: the cash-out comes by the pointer) for a while, then cash-outs, maybe repeated."""
    config = replace(ENDLESS, seats=2, bankroll=300)
    s = RouletteSession(config=config, seed=seed, seats=[Seat.human(), Seat.ai("novice")])
    rng = random.Random(seed)
    for _ in range(frames):
        if s.is_finished():
            break
        s.tick([rng.randrange(0x10000) & ~pad.SELECT])
    if s.is_finished():
        assert s.total_coins() == 600
        return
    purse = s.purse[0]
    if s.can_cash_out(0) is not None:
        before = hash_without_notice(s)
        for _ in range(again):
            assert s.cash_out(0)[0]["kind"] == "refused"
        assert hash_without_notice(s) == before and s.purse[0] == purse and not s.left[0]
    else:
        paid = [e["chips"] for _ in range(again) for e in s.tick([0], {0: [{"do": "cash_out"}]})
                if e["kind"] == "cash_out"]
        assert paid == [purse] and s.is_finished() and s.purse[0] == purse
    assert s.total_coins() == 600
