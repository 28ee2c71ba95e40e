"""Hold'em rules: blinds, the big blind's option, raises, short all-ins, run-outs, showdowns."""

import pytest

from pycore.kernel import pad
from pycore.kernel.schema import PackError, Table
from pycore.kernel.session import Seat, refused
from pycore.modes.poker.config import PokerConfig, parse
from pycore.modes.poker.rules import PokerSession

from .tables import play, run_until, table


# -- blinds and the order of play -------------------------------------------------------

def test_heads_up_the_button_posts_the_small_blind_acts_first_preflop_and_last_after():
    s = table([1000, 1000], button=0)
    assert s.bets == [5, 10] and s.to_act == 0
    play(s, (0, "call"))
    assert s.to_act == 1                                   # the big blind's option
    play(s, (1, "check"))
    run_until(s, "betting")
    assert s.street == 1 and s.to_act == 1                 # postflop the button acts last
    play(s, (1, "check"))
    assert s.to_act == 0


@pytest.mark.parametrize("n, button, sb, bb, first, first_after", [
    (3, 0, 1, 2, 0, 1),
    (4, 1, 2, 3, 0, 2),
    (5, 4, 0, 1, 2, 0),
    (6, 2, 3, 4, 5, 3),
])
def test_blinds_and_first_to_act_three_to_six_handed(n, button, sb, bb, first, first_after):
    s = table([1000] * n, button=button)
    assert s.button == button
    assert s.bets[sb] == 5 and s.bets[bb] == 10 and sum(s.bets) == 15
    assert s.to_act == first
    while s.to_act != bb:                                   # everyone limps round to the big blind
        play(s, (s.to_act, "call"))
    play(s, (bb, "check"))
    run_until(s, "betting")
    assert s.to_act == first_after


def test_a_busted_seat_is_skipped_by_the_button_and_the_blinds():
    s = table([1000, 0, 1000, 1000], button=0)
    assert not s.in_hand[1] and s.bets == [0, 0, 5, 10] and s.to_act == 0


def test_blinds_double_every_n_hands():
    cfg = PokerConfig(blind_double_every=3)
    assert [cfg.blinds(h) for h in (0, 2, 3, 6)] == [(5, 10), (5, 10), (10, 20), (20, 40)]
    assert PokerConfig(blind_double_every=0).blinds(40) == (5, 10)


def test_the_big_blind_keeps_its_option_and_may_raise():
    s = table([1000] * 4, button=0)
    play(s, (3, "call"), (0, "call"), (1, "call"))
    assert s.to_act == 2 and s.can_act(2, "check") is None
    play(s, (2, "raise", 40))
    assert s.to_act == 3 and s.current_bet == 40


def test_a_big_blind_all_in_for_less_still_makes_the_bet_the_big_blind():
    s = table([1000, 6], button=0, holes=["2c 7d", "Ah Ad"], board="Kc 9h 5s 4d 3h")
    assert s.bets == [5, 6] and s.current_bet == 10
    assert s.can_act(0, "check") == "You cannot check: 5 to call."
    play(s, (0, "call"))
    run_until(s, "showdown")
    assert len(s.board) == 5                               # nobody can bet: run out to showdown
    assert s.stacks == [994, 12]                           # aces win 6 + 6; the uncalled 4 came back


# -- raises ---------------------------------------------------------------------------------

def test_a_raise_must_add_at_least_the_last_full_raise():
    s = table([1000, 1000], button=0)
    assert s.can_act(0, "raise", 15) == "A raise must be to at least 20."
    play(s, (0, "raise", 20))
    assert s.can_act(1, "raise", 29) == "A raise must be to at least 30."
    play(s, (1, "raise", 50))                                # raises by 30
    assert s.min_raise_to(0) == 80
    assert s.can_act(0, "raise", 79) == "A raise must be to at least 80."
    assert s.can_act(0, "raise", 2000) == "You can raise to 1000 at most: that is all-in."
    assert s.can_act(0, "raise", 80) is None


def test_refusals_are_sentences():
    s = table([1000, 1000, 1000], button=0)
    assert s.can_act(1, "call") == "It is Player 1's turn, not yours."
    assert s.can_act(0, "dance") == "There is no action 'dance': fold, check, call, raise or allin."
    before = s.state_hash()
    assert s.act(0, "check") == [refused(0, "You cannot check: 10 to call.")] and s.state_hash() == before
    assert s._events[-1] == {"kind": "refused", "seat": 0, "reason": "You cannot check: 10 to call."}
    play(s, (0, "call"), (1, "call"))
    assert s.can_act(2, "fold") == "Nothing to call: check instead of folding."
    assert s.can_act(2, "call") == "Nothing to call: you can check."


def test_a_short_all_in_lets_seats_that_acted_only_call_or_fold():
    s = table([1000, 1000, 55], button=0)                    # seat 2 is the big blind with 45 behind
    play(s, (0, "raise", 40), (1, "call"))
    play(s, (2, "allin"))                                   # to 55: 15 more, short of a 30 raise
    assert s.current_bet == 55 and s.to_act == 0
    assert s.can_act(0, "raise", 200) == "The last all-in was less than a full raise: you may only call or fold."
    assert s.can_act(0, "allin") is not None
    play(s, (0, "call"))
    assert s.can_act(1, "raise", 200) is not None
    play(s, (1, "call"))
    run_until(s, "betting")
    assert s.street == 1 and s.pot_total() == 165


def test_a_seat_yet_to_act_may_reraise_a_short_all_in():
    s = table([1000, 1000, 1000, 40], button=3)             # 0 small blind, 1 big blind, 2 first
    play(s, (2, "raise", 30), (3, "allin"))                 # 40: 10 more, short of a 20 raise
    assert s.to_act == 0
    assert s.can_act(0, "raise", 60) is None               # had not acted: may reraise
    assert s.can_act(0, "raise", 59) == "A raise must be to at least 60."
    play(s, (0, "call"), (1, "call"))
    assert s.to_act == 2
    assert s.can_act(2, "raise", 100) == "The last all-in was less than a full raise: you may only call or fold."


def test_a_full_raise_after_a_short_all_in_reopens_the_betting():
    s = table([1000, 1000, 1000, 40], button=3)
    play(s, (2, "raise", 30), (3, "allin"), (0, "raise", 100))
    play(s, (1, "fold"))
    assert s.to_act == 2 and s.can_act(2, "raise", 200) is None


def test_no_raise_when_nobody_left_can_call_it():
    s = table([1000, 300], button=0)
    play(s, (0, "raise", 40), (1, "allin"))
    assert s.can_act(0, "raise", 600) == "No one left can call a raise."
    play(s, (0, "call"))
    run_until(s, "showdown")
    assert len(s.board) == 5 and sum(s.stacks) == 1300


# -- showdowns and pots in play -------------------------------------------------------------

def test_everyone_folds_to_a_bet_and_the_uncalled_bet_comes_back():
    s = table([1000, 1000, 1000], button=0)
    play(s, (0, "raise", 100), (1, "fold"), (2, "fold"))
    assert s.phase == "settled"
    assert s.stacks == [1015, 995, 990]
    assert not any(s.shown)                                 # nobody shows a hand nobody called


def test_three_all_in_levels_pay_side_pots_to_the_right_hands():
    s = table([100, 250, 400, 1000], button=3,
              holes=["Ah Ad", "Kh Kd", "Qh Qd", "2c 7d"], board="Ac Kc Qc 3s 8h")
    # 0 small blind, 1 big blind, 2 first: everyone all-in or calling
    play(s, (2, "allin"), (3, "call"), (0, "allin"), (1, "allin"))
    run_until(s, "showdown")
    # seat 0's aces take the main pot (4 x 100), kings the first side pot (3 x 150),
    # queens the second (2 x 150): seat 3 called 400 and loses it
    assert s.stacks == [400, 450, 300, 600]
    assert all(s.shown) and s.winners[0]["hand"] == "three aces"


def test_a_split_pot_gives_the_odd_chip_from_the_buttons_left():
    s = table([1000, 1000, 1000], button=1,
              holes=["4c 5d", "2c 3d", "4h 5s"], board="Ah Kh Qh Jh Th")
    # button 1: seat 2 posts the small blind, seat 0 the big blind, seat 1 acts first
    play(s, (1, "call"), (2, "fold"), (0, "check"))         # 25 in, the small blind's 5 folded
    while s.phase != "showdown":
        if s.phase == "betting":
            play(s, (s.to_act, "check"))
        else:
            s.tick([0, 0, 0])
    # the board plays for both: 25 splits 13 / 12, the odd chip to seat 0 (after 2, the folder)
    assert s.stacks == [1003, 1002, 995]
    assert [w["seat"] for w in s.winners] == [0, 1]


# -- the pad, the pointer and the clock ------------------------------------------------------

def test_the_pad_menu_sizes_and_commits_a_raise():
    s = table([1000, 1000], button=0)
    s.tick([pad.RIGHT, 0])                                   # Check-Call -> Raise
    s.tick([0, 0])
    s.tick([pad.UP, 0])                                      # one big blind more: to 30
    s.tick([0, 0])
    assert s.view(0)["options"]["choice"] == "raise" and s.raise_to[0] == 30
    s.tick([pad.CROSS, 0])
    assert s.bets[0] == 30 and s.to_act == 1
    s.tick([0, pad.CROSS])                                   # Check-Call calls and closes the street
    assert s.contributed == [30, 30] and s.phase == "dealing"


def test_pointer_actions_reach_the_same_entry_point():
    s = table([1000, 1000], button=0)
    events = s.tick([0, 0], {0: [{"do": "act", "action": "raise", "amount": 25}]})
    assert {"kind": "refused", "seat": 0, "reason": "A raise must be to at least 20."} not in events
    assert s.bets[0] == 25
    events = s.tick([0, 0], {1: [{"do": "act", "action": "raise", "amount": 30}]})
    assert {"kind": "refused", "seat": 1, "reason": "A raise must be to at least 40."} in events


def test_a_human_who_lets_the_clock_run_out_checks_or_folds():
    s = table([1000, 1000], button=0, turn_seconds=5)
    for _ in range(300):
        s.tick([0, 0])
    assert s.folded[0] and s.phase == "settled" and s.stacks == [995, 1005]


def test_the_showdown_pause_is_skipped_with_cross():
    s = table([1000, 1000, 1000], button=0)
    play(s, (0, "allin"), (1, "call"), (2, "fold"))
    run_until(s, "showdown")
    s.tick([0, 0, pad.CROSS])                                # any human at the table may skip
    assert s.phase == "betting" and s.hands_played == 1


# -- the end and the results -----------------------------------------------------------------

def test_the_game_ends_after_max_hands_with_signed_rewards():
    s = table([1000, 1000], button=0, max_hands=1, chip_value=3, currency="gold")
    play(s, (0, "raise", 100), (1, "fold"))
    run_until(s, "over")
    res = s.results()
    assert res.placements == (1, 2)
    assert [dict(r) for r in res.rewards] == [{"gold": 30}, {"gold": -30}]


def test_the_game_ends_when_every_human_has_busted():
    seats = [Seat.human(), Seat.ai("novice"), Seat.ai("novice")]
    s = table([1000, 1000, 1000], button=0, seats=seats, holes=["2c 7d", "Ah Ad", "Kh Kd"],
              board="As Ac 3h 4d 9s")
    play(s, (0, "allin"))
    run_until(s, "over", limit=20000)
    assert s.stacks[0] == 0 and s.hands_played == 1 and s.results() is not None


def test_a_results_free_session_before_the_end():
    s = table([1000, 1000])
    assert s.results() is None and not s.is_finished()


# -- the pack section --------------------------------------------------------------------------

def test_the_pack_section_reads_and_refuses_with_reasons():
    cfg = parse(Table({"id": "t", "seats": 3, "buy_in": 500, "big_blind": 20, "small_blind": 10,
                       "currency": "gold", "chip_value": 2}, "m.toml", "poker", 0))
    assert (cfg.seats, cfg.buy_in, cfg.big_blind, cfg.currency, cfg.chip_value) == (3, 500, 20, "gold", 2)
    with pytest.raises(PackError, match="big_blind.*at most a tenth of the buy-in"):
        parse(Table({"id": "t", "buy_in": 100, "big_blind": 20}, "m.toml", "poker", 0))
    with pytest.raises(PackError, match="currency.*one of gold, coins"):
        parse(Table({"id": "t", "currency": "beans"}, "m.toml", "poker", 0))
    with pytest.raises(PackError, match="seats.*from 2 to 6"):
        parse(Table({"id": "t", "seats": 7}, "m.toml", "poker", 0))


def test_seven_seats_are_refused():
    with pytest.raises(ValueError, match="2 to 6"):
        PokerSession(config=PokerConfig(), seed=1, seats=[Seat.human()] * 7)
