"""Buckshot's rules: shots, items, turns, rounds, the stake's payout, and refusals that change nothing."""

from __future__ import annotations

import json

from hypothesis import given, settings, strategies as st

from pycore.kernel.session import Seat, refusal
from pycore.modes.buckshot.rules import LOAD, OVER, PAUSE, BuckshotSession, frame_bound

from .tables import config, table


def test_a_blank_at_yourself_keeps_the_turn_a_live_one_costs_a_charge_and_passes_it():
    s = table("BL")
    [e] = s.shoot(0, "self")
    assert e["shell"] == "blank" and s.turn == 0 and s.charges == [4, 4]
    assert "Another turn" in s.line
    s.phase = "turn"
    s.shoot(0, "self")
    assert s.charges == [3, 4] and s.turn == 1


def test_shooting_the_other_player_ends_the_turn_either_way():
    s = table("BL")
    s.shoot(0, "them")
    assert s.charges == [4, 4] and s.turn == 1
    s.phase = "turn"
    s.shoot(1, "them")
    assert s.charges == [3, 4] and s.turn == 0


def test_the_saw_doubles_the_next_shot_only_and_is_spent_on_a_blank_too():
    s = table("LBL", items=(["saw", "saw"], []))
    s.use(0, "saw")
    assert refusal(s.use(0, "saw")) == "The barrel is already sawn off for this shot."
    s.shoot(0, "them")
    assert s.charges == [4, 2] and not s.saw
    s = table("BL", items=(["saw"], []))
    s.use(0, "saw")
    s.shoot(0, "self")
    assert not s.saw and s.charges == [4, 4]


def test_the_glass_shows_the_chamber_to_its_user_alone():
    s = table("LBB", items=(["glass"], []))
    s.use(0, "glass")
    assert s.view(0)["glass"] == 1
    assert s.view(1)["glass"] == -1
    assert {"seat": 0, "shell": 1} in s.hidden_from(1)
    assert "secret" not in s.view(0) and "secret" not in s.view(1)
    assert "glasses" not in json.dumps(s.view(1))
    assert refusal(s.use(0, "glass")) is not None          # no second glass to use, nor a need
    s.shoot(0, "them")
    assert s.view(0)["glass"] == -1                         # the chamber moved on


def test_beer_racks_the_chambered_shell_for_both_to_see():
    s = table("LB", items=(["beer"], []))
    [e] = s.use(0, "beer")
    assert e["shell"] == "live" and s.shells == [0] and (s.live, s.blank) == (0, 1)
    assert s.turn == 0 and "racks out a live shell" in s.line


def test_racking_the_last_shell_reloads():
    s = table("B", items=(["beer"], []))
    s.use(0, "beer")
    assert s.phase == PAUSE and not s.shells
    for _ in range(60):
        s.tick([0, 0])
    assert s.shells and s.phase in (LOAD, "turn")


def test_cigarettes_give_a_charge_back_never_above_the_round():
    s = table("LB", items=(["cigarettes", "cigarettes"], []), charges=(3, 4))
    s.use(0, "cigarettes")
    assert s.charges[0] == 4
    assert refusal(s.use(0, "cigarettes")) == "Your charges are full already."


def test_cuffs_skip_the_other_turn_and_not_twice_in_a_row():
    s = table("BBBL", items=(["cuffs", "cuffs"], []))
    s.use(0, "cuffs")
    assert refusal(s.use(0, "cuffs")) == "The handcuffs cannot go on twice in a row."
    s.shoot(0, "them")                                      # blank: the turn would pass, but player 2 skips
    assert s.turn == 0 and s.cuff_rest
    s.phase = "turn"
    assert refusal(s.use(0, "cuffs")) == "The handcuffs cannot go on twice in a row."
    s.shoot(0, "them")                                      # now the turn passes
    assert s.turn == 1 and not s.cuff_rest


def test_out_of_turn_and_unknown_moves_are_refused_and_change_nothing():
    s = table("LB", items=(["glass"], ["beer"]))
    before = s.state_hash()
    assert refusal(s.shoot(1, "them")) == "It is seat 1's turn, not yours."
    assert refusal(s.use(0, "beer")) == "You hold no beer."
    assert refusal(s.shoot(0, "sky")) == "Shoot 'self' or 'them', not 'sky'."
    assert refusal(s.use(0, "pistol")) == "There is no item called 'pistol'."
    assert s.state_hash() == before


@settings(max_examples=150, deadline=None)
@given(st.lists(st.dictionaries(st.sampled_from(["do", "target", "item", "x"]),
                                st.one_of(st.text(max_size=8), st.integers(), st.none(),
                                          st.sampled_from(["shoot", "use", "self", "them", "saw", "glass"])),
                                max_size=3), max_size=4))
def test_hostile_actions_change_nothing_unless_legal(acts):
    """Any click from the seat not on turn, well formed or not, is refused: the frame goes as it would without it."""
    s = table("LBL", items=(["saw", "glass"], ["beer"]))
    events = s.tick([0, 0], {1: acts})
    quiet = table("LBL", items=(["saw", "glass"], ["beer"]))
    expected = quiet.tick([0, 0])
    assert s.state_hash() == quiet.state_hash()
    assert [e for e in events if e["kind"] != "refused"] == expected


def test_a_round_goes_to_the_player_left_with_charges_and_the_game_to_most_rounds():
    s = table("L", charges=(1, 1))
    s.tick([0, 0])                                                   # both stakes go in the pot
    s.shoot(0, "them")
    assert s.wins == [1, 0] and s.phase == OVER                      # one round in this config
    assert s.results().placements == (1, 2)
    pay = [e for e in s.events if e["kind"] == "settle"]
    assert pay == [{"kind": "settle", "seat": 0, "currency": "coins", "stake": 10, "paid": 20},   # the stake of 10, twice
                   {"kind": "settle", "seat": 1, "currency": "coins", "stake": 10, "paid": 0}]


def test_a_round_capped_with_equal_charges_goes_to_nobody_and_a_drawn_game_refunds():
    s = table("B", charges=(2, 2), max_loads=1, stake=30)
    s.loads = 1
    s.shoot(0, "them")
    for _ in range(100):
        s.tick([0, 0])
    assert s.phase == OVER and s.wins == [0, 0]
    assert s.results().placements == (1, 1)
    assert (s.payout(0), s.payout(1)) == (30, 30)


def test_best_of_three_stops_once_decided():
    cfg = config(charges=[1, 1, 1])
    s = BuckshotSession(config=cfg, seed=4, seats=[Seat.ai("expert"), Seat.ai("novice")])
    while not s.is_finished():
        s.tick([0, 0])
    assert max(s.wins) == 2 and sum(s.wins) in (2, 3)


def test_every_load_announces_at_least_one_live_and_one_blank_within_the_range():
    cfg = config(min_shells=3, max_shells=5)
    for seed in range(30):
        s = BuckshotSession(config=cfg, seed=seed, seats=[Seat.ai(), Seat.ai()])
        live, blank = s.loaded
        assert live >= 1 and blank >= 1 and 3 <= live + blank <= 5
        assert sorted(s.shells) == [0] * blank + [1] * live


def test_the_stake_goes_in_the_pot_once_for_each_person_at_the_start():
    """Taken once as the game opens and held until the pot pays out (leaving forfeits it: the host's rule)."""
    s = BuckshotSession(config=config(stake=25), seed=1, seats=[Seat.human(), Seat.ai()])
    first = s.tick([0, 0])
    assert [e for e in first if e["kind"] in ("stake", "settle")] == [
        {"kind": "stake", "seat": 0, "currency": "coins", "amount": 25, "id": "0.0"}]   # the kernel's id: frame.index
    assert not [e for _ in range(50) for e in s.tick([0, 0]) if e["kind"] in ("stake", "settle")]


def test_the_clock_fires_at_the_other_player():
    s = table("BL")
    s.clock = 1
    events = s.tick([0, 0])
    assert {"kind": "clock", "seat": 0} in events and s.turn == 1


def test_frame_bound_holds_for_idle_humans():
    cfg = config(charges=[1], min_shells=2, max_shells=2, max_loads=2, turn_seconds=5)
    s = BuckshotSession(config=cfg, seed=2, seats=[Seat.human(), Seat.human()])
    for _ in range(frame_bound(cfg)):
        if s.is_finished():
            break
        s.tick([0, 0])
    assert s.is_finished()
