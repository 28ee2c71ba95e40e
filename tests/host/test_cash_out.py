"""Cashing out of a no-limit casino table settles into the profile exactly as a table that finished by itself.

The practice blackjack table and wheel have no round limit (``rounds = 0``); the player leaves them
with the chips by the game's own Cash out, which ends the session normally: the results card, the
table's net on it, and the profile's coins equal to the chips held at the cash-out (the quit prompt's
leave grants nothing, but the chips are no reward: they moved with each stake and settle).
"""

import dataclasses
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pycore.host.arcade import RESULTS, Arcade
from pycore.kernel.session import Seat
from pycore.packs import practice_pack

PACK = practice_pack()


def _with_rounds(instance_id: str, rounds: int):
    """Return the practice pack with ``instance_id`` closing after ``rounds`` rounds."""
    return dataclasses.replace(PACK, instances=tuple(
        dataclasses.replace(i, config=dataclasses.replace(i.config, rounds=rounds)) if i.id == instance_id else i
        for i in PACK.instances))


def _arcade(pack, instance_id: str, coins: int) -> Arcade:
    a = Arcade(pack, seed=3)
    a.profile["coins"] = coins
    assert a.enter(instance_id, seats=[Seat.human()], seed=5) is None
    return a


def _blackjack_hand(a: Arcade, amount: int) -> None:
    """Play one hand at the blackjack table (bet, stand, no insurance) until the next betting or the end."""
    start = a.session.rounds_played
    a.tick([0], [{"do": "bet", "amount": amount}])
    for _ in range(5000):
        s = a.session
        if a.screen == RESULTS or s.rounds_played > start and s.phase in ("betting", "over"):
            return
        acts = []
        if s.to_act == 0 and s.phase == "playing":
            acts = [{"do": "act", "action": "stand"}]
        elif s.to_act == 0 and s.phase == "insurance":
            acts = [{"do": "insure", "take": False}]
        a.tick([0], acts)
    raise AssertionError("the hand did not end")


def _roulette_spin(a: Arcade, amount: int, spot: int) -> None:
    start = a.session.spins
    a.tick([0], [{"do": "place", "spot": spot, "amount": amount}])
    a.tick([0], [{"do": "done"}])
    for _ in range(5000):
        s = a.session
        if a.screen == RESULTS or s.spins > start and s.phase in ("betting", "over"):
            return
        a.tick([0])
    raise AssertionError("the spin did not end")


def _run(a: Arcade, kind: str, plays) -> None:
    for amount, spot in plays:
        if a.screen == RESULTS:
            return
        if kind == "blackjack":
            _blackjack_hand(a, amount)
        else:
            _roulette_spin(a, amount, spot)


CASES = [("practice-blackjack", "blackjack", [(20, 0), (10, 0), (40, 0)]),
         ("practice-roulette", "roulette", [(5, 0), (25, 3), (1, 40)])]


@pytest.mark.parametrize("instance_id, kind, plays", CASES)
def test_cashing_out_settles_as_a_table_that_finished(instance_id, kind, plays):
    endless = _arcade(PACK, instance_id, 500)
    assert endless.session.config.rounds == 0
    _run(endless, kind, plays)
    chips = endless.session.purse[0]
    events = endless.tick([0], [{"do": "cash_out"}])
    assert any(e["kind"] == "cash_out" and e["chips"] == chips for e in events)
    assert any(e["kind"] == "finished" for e in events)

    closed = _arcade(_with_rounds(instance_id, len(plays)), instance_id, 500)
    _run(closed, kind, plays)                           # the same plays, the table closing after the last
    for _ in range(10) if closed.screen != RESULTS else ():
        closed.tick([0])
    assert closed.screen == RESULTS == endless.screen
    assert endless.profile["coins"] == closed.profile["coins"] == chips
    assert endless.profile["held"] == closed.profile["held"] == {}
    assert endless.settled == closed.settled == [f"{chips - 500:+d} coins"]
    assert endless.results.placements == closed.results.placements
    assert endless.results.detail == closed.results.detail


@pytest.mark.parametrize("instance_id, kind, plays", CASES)
def test_a_cash_out_refused_mid_round_leaves_the_game_on(instance_id, kind, plays):
    a = _arcade(PACK, instance_id, 500)
    amount, spot = plays[0]
    a.tick([0], [{"do": "bet", "amount": amount}] if kind == "blackjack" else
           [{"do": "place", "spot": spot, "amount": amount}])
    coins, held = a.profile["coins"], dict(a.profile["held"])
    if kind == "blackjack" and a.session.phase == "settled":
        pytest.skip("the hand settled at once")
    offered = a.view()["cash_out"] if kind == "blackjack" else a.view()["can"]["cash_out"]
    assert offered in ("Your bet is on the table: play this hand out, then cash out.",
                       "Cash out between hands: this hand is still in play.",
                       "Your chips are on the layout: undo them or let this spin play, then cash out.")
    events = a.tick([0], [{"do": "cash_out"}])
    assert [e["kind"] for e in events if e["kind"] in ("refused", "cash_out", "finished")] == ["refused"]
    assert next(e["reason"] for e in events if e["kind"] == "refused") == offered
    assert a.screen != RESULTS and a.profile["coins"] == coins and a.profile["held"] == held


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), hands=st.integers(0, 6), repeats=st.integers(1, 3),
       which=st.sampled_from([0, 1]))
def test_coins_after_settling_are_the_purse_less_the_buy_in_plus_the_chips(seed, hands, repeats, which):
    """Over random played sessions: coins after = coins before - buy-in + chips at the cash-out, paid once."""
    instance_id, kind, _ = CASES[which]
    rng = random.Random(seed)
    before = 300 + rng.randrange(700)
    a = _arcade(PACK, instance_id, before)
    buy_in = a.session.brought[0]
    plays = [(rng.choice([10, 20, 50]), 0) if kind == "blackjack" else
             (rng.choice([1, 5, 25]), rng.randrange(len(a.session.spots))) for _ in range(hands)]
    _run(a, kind, plays)
    if a.screen == RESULTS:                                  # broke: the table closed by itself
        assert a.profile["coins"] == before - buy_in + a.session.purse[0]
        return
    chips = a.session.purse[0]
    paid = 0
    for _ in range(repeats):                                  # a cash-out sent again pays nothing more
        paid += sum(1 for e in a.tick([0], [{"do": "cash_out"}]) if e["kind"] == "cash_out")
    assert paid == 1 and a.screen == RESULTS
    assert a.profile["coins"] == before - buy_in + chips and a.profile["held"] == {}
