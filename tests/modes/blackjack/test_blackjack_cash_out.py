"""A no-limit blackjack table (``rounds = 0``) and cashing out: allowed between hands, refused with chips in play.

A refused cash-out changes nothing but the seat's notice; an accepted one pays nothing and takes
nothing (the purse is what the seat leaves with), and the table closes once every person has left.
"""

from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pycore.kernel import pad
from pycore.kernel.schema import Table
from pycore.kernel.session import Seat
from pycore.modes.blackjack import ai
from pycore.modes.blackjack.config import BlackjackConfig, parse
from pycore.modes.blackjack.rules import HOLD_FRAMES, BlackjackSession, frame_bound
from tests.modes.casino import hash_without_notice

ENDLESS = BlackjackConfig(seats=1, pace=0, rounds=0, bankroll=1_000_000, min_bet=10, max_bet=500, bet_step=10)


def _play_hand(s, seat=0, amount=10) -> None:
    """Bet ``amount`` for ``seat`` and stand every decision until the hand is settled (or the table closes)."""
    assert s.bet(seat, amount)[0]["kind"] == "bet"
    for _ in range(2000):
        if s.phase in ("settled", "over") or (s.phase == "betting" and not s.hands[seat]):
            return
        if s.phase == "insurance" and s.to_act == seat:
            s.insure(seat, False)
        elif s.phase == "playing" and s.to_act == seat:
            s.act(seat, "stand")
        else:
            s.step({})
    raise AssertionError("the hand did not settle")


def _to_betting(s) -> None:
    for _ in range(2000):
        if s.phase in ("betting", "over"):
            return
        s.step({})


def test_rounds_zero_is_a_table_without_a_limit_in_a_pack():
    assert parse(Table({"rounds": 0}, "modes.toml", "blackjack", 0)).rounds == 0


@pytest.mark.parametrize("hands", [30, 100])
def test_a_no_limit_table_does_not_close_by_itself(hands):
    s = BlackjackSession(config=ENDLESS, seed=4, seats=[Seat.human()])
    for _ in range(hands):
        _play_hand(s)
        _to_betting(s)
        assert not s.is_finished()
    assert s.rounds_played == hands and s.phase == "betting"
    assert s.view(0)["round"] == hands + 1 and s.view(0)["rounds"] == 0


def test_cashing_out_before_the_bet_closes_the_table_with_the_purse():
    s = BlackjackSession(config=ENDLESS, seed=2, seats=[Seat.human()])
    _play_hand(s, amount=50)
    _to_betting(s)
    purse = s.purse[0]
    assert s.can_cash_out(0) is None
    events = s.cash_out(0)
    assert events[0] == {"kind": "cash_out", "seat": 0, "currency": "coins", "chips": purse}
    assert s.is_finished() and s.purse[0] == purse and s.total_coins() == 1_000_000
    assert s.results().detail[0].endswith(f"{purse} coins ({purse - 1_000_000:+d})")


def test_cashing_out_once_the_hand_is_settled_is_allowed():
    s = BlackjackSession(config=ENDLESS, seed=2, seats=[Seat.human()])
    _play_hand(s)
    assert s.phase == "settled" and s.can_cash_out(0) is None
    s.cash_out(0)
    assert s.is_finished()


def test_cashing_out_with_a_bet_on_the_table_is_refused_and_changes_nothing():
    s = BlackjackSession(config=ENDLESS, seed=2, seats=[Seat.human(), Seat.human()])
    s.bet(0, 20)
    before, purse = hash_without_notice(s), list(s.purse)
    assert s.cash_out(0) == [{"kind": "refused", "seat": 0,
                              "reason": "Your bet is on the table: play this hand out, then cash out."}]
    assert hash_without_notice(s) == before and s.purse == purse and not s.left[0]
    s.bet(1, 20)                                             # the hand is dealt: in play for both
    assert s.phase in ("playing", "insurance", "settled")
    if s.phase != "settled":
        before = hash_without_notice(s)
        assert s.cash_out(1)[0]["kind"] == "refused"
        assert s.can_cash_out(1) == "Cash out between hands: this hand is still in play."
        assert hash_without_notice(s) == before


def test_a_second_cash_out_cannot_pay_twice():
    s = BlackjackSession(config=ENDLESS, seed=2, seats=[Seat.human(), Seat.human()])
    s.cash_out(0)
    before, purse = hash_without_notice(s), list(s.purse)
    assert s.cash_out(0) == [{"kind": "refused", "seat": 0, "reason": "You have cashed out."}]
    assert hash_without_notice(s) == before and s.purse == purse
    assert not s.is_finished()                                # the other person plays on
    _play_hand(s, seat=1)
    _to_betting(s)
    assert s.sitting_out[0] and not s.hands[0]                 # the seat that left is dealt no more hands
    s.cash_out(1)
    assert s.is_finished()
    assert s.cash_out(1)[0]["reason"] == "The table is closed."


def test_the_last_person_leaving_gives_back_the_ai_bets_not_dealt():
    s = BlackjackSession(config=replace(ENDLESS, pace=2), seed=2, seats=[Seat.human(), Seat.ai("regular")])
    for _ in range(10):
        s.step({})
    assert s.hands[1] and s.staked[1] == 10                   # the AI has bet; the person has not
    events = s.cash_out(0)
    assert {"kind": "settle", "seat": 1, "currency": "coins", "stake": 10, "paid": 10} in events
    assert s.is_finished() and s.purse[1] == 1_000_000 and s.total_coins() == 2_000_000


def test_holding_select_cashes_out_and_a_tap_does_not():
    s = BlackjackSession(config=ENDLESS, seed=2, seats=[Seat.human()])
    for _ in range(5):
        s.tick([pad.SELECT])
        s.tick([0])
    assert not s.is_finished() and s.holding == [0]
    for k in range(HOLD_FRAMES):
        assert not s.is_finished(), k
        events = s.tick([pad.SELECT])
    assert s.is_finished() and [e["kind"] for e in events if e["kind"] == "cash_out"] == ["cash_out"]


def test_holding_select_mid_hand_is_refused():
    s = BlackjackSession(config=ENDLESS, seed=2, seats=[Seat.human()])
    s.bet(0, 10)
    if s.phase not in ("playing", "insurance"):
        pytest.skip("the hand settled at once")
    for _ in range(HOLD_FRAMES):
        s.tick([pad.SELECT])
    assert not s.is_finished() and s.notice[0] == "Cash out between hands: this hand is still in play."


def test_a_table_of_ai_alone_cashes_out_and_ends_within_its_bound():
    config = replace(ENDLESS, seats=3, bankroll=1000)
    s = BlackjackSession(config=config, seed=9, seats=[Seat.ai("expert"), Seat.ai("novice"), Seat.ai("regular")])
    bound = frame_bound(config)
    for _ in range(bound):
        if s.is_finished():
            break
        s.tick([0, 0, 0])
    assert s.is_finished() and s.rounds_played <= ai.STAY_HANDS
    assert s.total_coins() == 3000


def test_with_a_person_at_the_table_the_ai_stays():
    s = BlackjackSession(config=replace(ENDLESS, seats=2), seed=9, seats=[Seat.human(), Seat.ai("regular")])
    for _ in range(ai.STAY_HANDS + 5):
        _play_hand(s)
        _to_betting(s)
    assert not s.left[1] and not s.is_finished()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), frames=st.integers(0, 1500), again=st.integers(1, 3))
def test_a_cash_out_pays_exactly_the_purse_once(seed, frames, again):
    """Random pads (Select masked: the cash-out comes by the pointer) for a while, then cash-outs, maybe repeated."""
    config = replace(ENDLESS, seats=2, bankroll=500, pace=3, turn_seconds=5)
    s = BlackjackSession(config=config, seed=seed, seats=[Seat.human(), Seat.ai("novice")])
    rng = __import__("random").Random(seed)
    for _ in range(frames):
        if s.is_finished():
            break
        s.tick([rng.randrange(0x10000) & ~pad.SELECT])
    if s.is_finished():                                        # broke: the table closed by itself
        assert s.total_coins() == 1000
        return
    purse = s.purse[0]
    if s.can_cash_out(0) is not None:                         # chips in play: refused, nothing changes
        before = hash_without_notice(s)
        for _ in range(again):
            assert s.cash_out(0)[0]["kind"] == "refused"
        assert hash_without_notice(s) == before and s.purse[0] == purse and not s.left[0]
    else:                                                     # a cash-out sent again (a replayed click) pays once
        paid = [e["chips"] for _ in range(again) for e in s.tick([0], {0: [{"do": "cash_out"}]})
                if e["kind"] == "cash_out"]
        assert paid == [purse] and s.is_finished() and s.purse[0] == purse
    assert s.total_coins() == 1000
