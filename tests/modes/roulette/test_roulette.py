"""Roulette: the exact house edge of every bet by enumerating the pockets, payouts, the layout, chips, the wheel.

The figures are the standard ones (Wizard of Odds, "Roulette", wizardofodds.com/games/roulette/):
every bet on the single-zero wheel gives the house 1/37 = 2.70 %; on the double-zero wheel
2/38 = 5.26 %, except the five-number bet (0, 00, 1, 2, 3 at 6 to 1) at 3/38 = 7.89 %; la
partage halves the even-money bets' edge to 1/74 = 1.35 %, and on the double-zero wheel (half
back on 0 and 00, the "surrender" rule) to 1/38 = 2.63 %.
"""

from dataclasses import replace
from fractions import Fraction

import pytest

from pycore.kernel.session import Seat
from pycore.modes.roulette.config import RouletteConfig
from pycore.modes.roulette.rules import SPIN_FRAMES, RouletteSession
from pycore.modes.roulette.screen import angles
from pycore.modes.roulette.wheel import (DOUBLE_ZERO, EVEN_MONEY, PAYS, REDS, neighbour, returned, spots_of,
                                         wheel_order)


def edge(spot, american: bool, la_partage: bool = False) -> Fraction:
    """Return the house edge of a one-coin bet on ``spot``, exactly, by enumerating every pocket."""
    pockets = wheel_order(american)
    back = sum(returned(spot, 2, p, la_partage) for p in pockets)   # a stake of 2 keeps la partage's half whole
    return 1 - Fraction(back, 2 * len(pockets))


def test_every_bet_on_the_single_zero_wheel_has_the_same_edge():
    for spot in spots_of(False):
        assert edge(spot, False) == Fraction(1, 37), spot.key
    assert f"{float(Fraction(1, 37)) * 100:.2f}" == "2.70"


def test_double_zero_edges_and_the_five_number_bet():
    for spot in spots_of(True):
        want = Fraction(3, 38) if spot.kind == "top_line" else Fraction(2, 38)
        assert edge(spot, True) == want, spot.key
    assert f"{float(Fraction(2, 38)) * 100:.2f}" == "5.26" and f"{float(Fraction(3, 38)) * 100:.2f}" == "7.89"


def test_la_partage_halves_the_even_money_edge_only():
    for spot in spots_of(False):
        want = Fraction(1, 74) if spot.kind in EVEN_MONEY else Fraction(1, 37)
        assert edge(spot, False, la_partage=True) == want, spot.key


def test_la_partage_on_an_american_wheel_returns_half_on_zero_and_double_zero():
    """Issue 29: the published "surrender" rule of American tables: half back on 0 and on 00, so the even-money
    bets' edge is 1/38 = 2.63 % (it was 3/76 = 3.95 % when only the single zero returned half)."""
    for spot in spots_of(True):
        want = Fraction(1, 38) if spot.kind in EVEN_MONEY else Fraction(3, 38) if spot.kind == "top_line" \
            else Fraction(2, 38)
        assert edge(spot, True, la_partage=True) == want, spot.key
    assert f"{float(Fraction(1, 38)) * 100:.2f}" == "2.63"
    red = next(s for s in spots_of(True) if s.key == "red")
    assert returned(red, 10, DOUBLE_ZERO, True) == returned(red, 10, 0, True) == 5


def test_half_an_odd_stake_is_rounded_down_the_table_keeps_the_odd_coin():
    for american in (False, True):
        even = next(s for s in spots_of(american) if s.key == "even")
        assert returned(even, 5, 0, True) == 2 and returned(even, 1, 0, True) == 0
    assert returned(next(s for s in spots_of(True) if s.key == "odd"), 7, DOUBLE_ZERO, True) == 3


def test_payout_table_is_the_standard_one():
    assert PAYS["straight"] == 35 and PAYS["split"] == 17 and PAYS["street"] == 11 and PAYS["corner"] == 8
    assert PAYS["six_line"] == 5 and PAYS["dozen"] == 2 and PAYS["column"] == 2 and PAYS["top_line"] == 6
    for spot in spots_of(False):
        if spot.kind != "top_line":
            assert (spot.pays + 1) * len(spot.numbers) == 36, spot.key   # fair on 36 numbers: the zero is the edge


def test_the_layout_has_every_standard_bet_once():
    """Counts on the single-zero layout: 37 numbers, 60 splits, 12 streets, 2 trios, 22 corners, 1 first four, 11 six lines."""
    counts: dict[str, int] = {}
    for spot in spots_of(False):
        counts[spot.kind] = counts.get(spot.kind, 0) + 1
    assert counts == {"straight": 37, "split": 60, "street": 12, "trio": 2, "corner": 22, "first_four": 1,
                      "six_line": 11, "dozen": 3, "column": 3, "low": 1, "high": 1, "even": 1, "odd": 1,
                      "red": 1, "black": 1}
    american = [s for s in spots_of(True)]
    assert sum(1 for s in american if s.kind == "straight") == 38
    assert sum(1 for s in american if s.kind == "top_line") == 1
    keys = [s.key for s in spots_of(True)]
    assert len(keys) == len(set(keys))


def test_wheels_hold_each_pocket_once_and_eighteen_reds():
    assert sorted(wheel_order(False)) == list(range(37))
    assert sorted(wheel_order(True)) == list(range(37)) + [DOUBLE_ZERO]
    assert len(REDS) == 18


def test_the_pad_reaches_every_spot():
    for american in (False, True):
        spots = spots_of(american)
        seen = {0}
        frontier = [0]
        while frontier:
            at = frontier.pop()
            for d in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                nxt = neighbour(spots, at, *d)
                if nxt not in seen:
                    seen.add(nxt)
                    frontier.append(nxt)
        assert len(seen) == len(spots), [spots[i].key for i in range(len(spots)) if i not in seen]


BASE = RouletteConfig(seats=1, rounds=3, bankroll=100)


def spot_index(s, key):
    return next(i for i, sp in enumerate(s.spots) if sp.key == key)


def test_chips_leave_the_purse_as_placed_and_undo_returns_the_last():
    s = RouletteSession(config=BASE, seed=1, seats=[Seat.human()])
    red = spot_index(s, "red")
    events = s.place(0, red, 25)
    assert events[0] == {"kind": "stake", "seat": 0, "currency": "coins", "amount": 25}
    s.place(0, spot_index(s, "straight:17"), 5)
    assert s.purse[0] == 70
    s.undo(0)
    assert s.purse[0] == 75 and s.chips[0] == [(red, 25)]
    assert s.can_place(0, red, 100) == "Your purse holds 75 coins; a chip of 100 does not fit."


def test_a_purse_that_cannot_cover_says_so():
    s = RouletteSession(config=replace(BASE, bankroll=20), seed=1, seats=[Seat.human()])
    assert s.can_place(0, 0, 25) == "Your purse holds 20 coins; a chip of 25 does not fit."
    assert s.can_place(0, 0, 3) == "Chips come in 1, 5, 25, 100."


def spin_to_end(s):
    s.done(0)
    for _ in range(SPIN_FRAMES + 5):
        s.tick([0])
        if s.phase == "paid":
            break


@pytest.mark.parametrize("wheel", ["european", "american"])
def test_a_spin_pays_every_bet_by_the_table(wheel):
    s = RouletteSession(config=replace(BASE, wheel=wheel, bankroll=1000), seed=4, seats=[Seat.human()])
    for key in ("red", "black", "odd", "even", "low", "high"):
        s.place(0, spot_index(s, key), 5)
    s.place(0, spot_index(s, "dozen:1-2-3-4-5-6-7-8-9-10-11-12"), 5)
    straight = [i for i, sp in enumerate(s.spots) if sp.kind == "straight"]
    for i in straight:
        s.place(0, i, 1)
    staked = s.on_layout(0)
    chips = list(s.chips[0])
    spin_to_end(s)
    pocket = s.pocket
    want = sum(returned(s.spots[spot], amount, pocket, False) for spot, amount in chips)
    assert s.paid[0] == want and s.purse[0] == 1000 - staked + want
    assert want >= 36   # the straight-up chip on the pocket always wins


def test_repeat_places_the_last_spin_again():
    s = RouletteSession(config=replace(BASE, bankroll=1000), seed=2, seats=[Seat.human()])
    s.place(0, spot_index(s, "red"), 5)
    s.place(0, spot_index(s, "straight:7"), 1)
    assert s.can_repeat(0) == "There are no bets from the last spin to repeat."
    spin_to_end(s)
    for _ in range(200):
        s.tick([0])
        if s.phase == "betting":
            break
    s.repeat(0)
    assert [(s.spots[a].key, v) for a, v in s.chips[0]] == [("red", 5), ("straight:7", 1)]


def test_the_ball_rests_exactly_on_the_drawn_pocket():
    for wheel in ("european", "american"):
        s = RouletteSession(config=replace(BASE, wheel=wheel, bankroll=1000), seed=9, seats=[Seat.human()])
        for _ in range(4):
            s.place(0, spot_index(s, "red"), 1)
            s.done(0)
            while s.phase == "spinning":
                view = s.view(0)
                if view["spin_age"] == SPIN_FRAMES:
                    break
                s.tick([0])
            view = s.view(0)
            wheel_angle, ball = angles(view)
            n = len(s.order)
            assert (ball - wheel_angle) % 4096 == s.order.index(s.pocket) * 4096 // n % 4096
            while s.phase != "betting" and not s.is_finished():
                s.tick([0])
            if s.is_finished():
                break


@pytest.mark.parametrize("seed", range(5))
def test_coins_are_conserved_under_random_pads(seed):
    from pycore.host.replay import random_pads
    config = RouletteConfig(seats=3, rounds=4, bet_seconds=5, la_partage=bool(seed % 2),
                            wheel="american" if seed % 3 == 0 else "european")
    seats = [Seat.human(), Seat.ai("novice"), Seat.ai("expert")]
    s = RouletteSession(config=config, seed=seed, seats=seats)
    pads = random_pads(seed, seats)
    brought = s.total_coins()
    while not s.is_finished():
        for e in s.tick(next(pads)):
            if e["kind"] == "refused":
                assert not s.seats[e["seat"]].is_ai, e
        assert s.total_coins() == brought
        assert all(p >= 0 for p in s.purse)


@pytest.mark.parametrize("wheel", ["european", "american"])
def test_every_ai_decision_is_legal_by_the_rules(wheel):
    from pycore.modes.roulette import ai
    decisions = 0
    for seed in range(6):
        config = RouletteConfig(seats=3, rounds=5, bankroll=60, wheel=wheel, bet_seconds=5)
        s = RouletteSession(config=config, seed=seed, seats=[Seat.ai("novice"), Seat.ai("regular"), Seat.ai("expert")])
        while not s.is_finished():
            if s.phase == "betting":
                for seat in range(3):
                    if not s.finished[seat]:
                        move = ai.decide(s, seat)
                        why = s.can_done(seat) if move["do"] == "done" else s.can_place(seat, move["spot"], move["amount"])
                        assert why is None, move
                        decisions += 1
            s.tick([0] * 3)
    assert decisions > 50
