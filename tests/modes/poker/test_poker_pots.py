"""Pots: side pots by contribution level, folded chips, uncalled bets, odd chips."""

from pycore.modes.poker.pots import Pot, build_pots, split


def test_three_all_in_levels_make_a_main_pot_and_two_side_pots():
    # seats 0..2 all-in for 100, 250 and 400, seat 3 calls 400, seat 4 folded after 50
    pots = build_pots([100, 250, 400, 400, 50], [True, True, True, True, False])
    assert pots == [Pot(450, (0, 1, 2, 3)), Pot(450, (1, 2, 3)), Pot(300, (2, 3))]


def test_folded_chips_above_the_top_live_level_join_the_last_pot():
    pots = build_pots([100, 100, 300], [True, True, False])
    assert pots == [Pot(500, (0, 1))]


def test_a_bet_nobody_called_returns_as_a_one_seat_pot():
    pots = build_pots([500, 200], [True, True])
    assert pots == [Pot(400, (0, 1)), Pot(300, (0,))]


def test_a_hand_everyone_folded_to_is_one_pot_for_the_last_seat():
    assert build_pots([10, 5, 40], [False, False, True]) == [Pot(55, (2,))]


def test_odd_chips_go_to_the_tied_winners_nearest_the_buttons_left():
    assert split(101, [1, 3], button=0, seats=4) == {1: 51, 3: 50}
    assert split(101, [1, 3], button=2, seats=4) == {1: 50, 3: 51}
    assert split(101, [0, 2, 3], button=2, seats=4) == {0: 34, 2: 33, 3: 34}
    assert split(100, [0, 2, 3], button=3, seats=4) == {0: 34, 2: 33, 3: 33}
