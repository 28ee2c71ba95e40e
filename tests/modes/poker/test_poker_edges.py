"""Edge cases of the rulebook: cumulative short all-ins, all-in blinds, showdown order and mucking, AI legality."""

import json

from pycore.kernel import pad
from pycore.kernel.session import Seat, refusal
from pycore.modes.poker import MODE, ai
from pycore.modes.poker.config import PokerConfig
from pycore.modes.poker.rules import PokerSession
from pycore.prims import Stage

from .tables import play, run_until, table


# -- TDA rule 47: re-opening the bet ----------------------------------------------------------

def _tda_47_example_1():
    """Five seats at blinds 50-100 reach the flop for 100 each; A to act first post-flop."""
    # button E (seat 4): A small blind, B big blind; B has 125 behind, D 200 after the preflop 100
    s = table([1000, 225, 1000, 300, 1000], button=4, small_blind=50, big_blind=100, buy_in=1000)
    play(s, (2, "call"), (3, "call"), (4, "call"), (0, "call"), (1, "check"))
    run_until(s, "betting")
    assert s.street == 1 and s.to_act == 0
    return s


def test_several_short_all_ins_that_add_up_to_a_full_raise_reopen_the_betting():
    """TDA 2024 rule 47, example 1 of its addendum (multiple short all-ins that re-open betting).

    NLHE 50-100, post-flop: A opens for 100, B all-in for 125, C calls 125, D all-in for 200,
    E calls 200. A faces a total raise of 100, a full raise: the betting re-opens for A, whose
    minimum raise is the last full bet (100) over 200. C faces only 75 more since acting: C may
    call or fold, not raise.
    """
    s = _tda_47_example_1()
    play(s, (0, "raise", 100), (1, "allin"), (2, "call"), (3, "allin"), (4, "call"))
    assert s.current_bet == 200 and s.to_act == 0
    assert s.can_act(0, "raise", 300) is None
    assert s.can_act(0, "raise", 299) == "A raise must be to at least 300."
    play(s, (0, "call"))
    assert s.to_act == 2
    assert s.can_act(2, "raise", 400) == "The last all-in was less than a full raise: you may only call or fold."
    assert s.can_act(2, "call") is None


def test_a_single_short_all_in_still_leaves_the_betting_closed_to_those_who_acted():
    """TDA 2024 rule 47 A: an all-in of less than a full raise does not re-open the betting."""
    s = _tda_47_example_1()
    play(s, (0, "raise", 100), (1, "allin"), (2, "call"), (3, "call"), (4, "call"))
    assert s.to_act == 0 and s.current_bet == 125
    assert s.can_act(0, "raise", 300) == "The last all-in was less than a full raise: you may only call or fold."


# -- an all-in blind nobody owes anything against -----------------------------------------------

def test_a_small_blind_that_covers_an_all_in_big_blind_is_not_asked_to_act():
    """Heads-up 1000 / 3: the big blind is all-in for 3 under the small blind's 5; nobody can bet, the hand runs out."""
    s = table([1000, 3], button=0, holes=["2c 7d", "Ah Ad"], board="Kc 9h 5s 4d 3h")
    assert s.contributed == [5, 3]
    assert s.to_act == -1 and s.can_act(0, "fold") == "Nobody is to act right now."
    run_until(s, "showdown")
    assert len(s.board) == 5
    assert s.stacks == [997, 6]            # aces win the 3 + 3 matched; the small blind's unmatched 2 came back


def test_three_handed_the_seats_behind_an_all_in_big_blind_still_owe_the_full_blind():
    s = table([1000, 1000, 3], button=0)     # seat 1 small blind, seat 2 big blind all-in for 3
    assert s.to_act == 0 and s.to_call(0) == 10
    play(s, (0, "fold"))
    assert s.to_act == -1                    # the small blind's 5 already covers the 3: nothing owed


# -- the expert's all-in, every AI decision legal -------------------------------------------------

def test_the_expert_calls_an_all_in_with_quads_when_it_may_not_raise():
    """Heads-up 600 / 800; seat 1 (expert) holds quad aces on the river and faces seat 0's all-in."""
    s = table([600, 800], button=0, seats=[Seat.human(), Seat.ai("expert")],
              holes=["Kh Qd", "Ah Ad"], board="As Ac Kd 8h 3s")
    play(s, (0, "raise", 400), (1, "call"))
    for _street in range(2):             # the flop and the turn go by checked
        run_until(s, "betting")
        play(s, (1, "check"), (0, "check"))
    run_until(s, "betting")
    play(s, (1, "check"), (0, "allin"))
    assert s.to_act == 1
    run_until(s, "showdown")
    assert not s.folded[1] and s.stacks == [0, 1400]


def test_every_ai_decision_is_legal_by_can_act(monkeypatch):
    """Seeded AI tables, the reported one (seed 55, regular vs expert, buy-in 1000) among them."""
    decided = []
    real = ai.decide

    def checked(session, seat):
        action, amount = real(session, seat)
        decided.append((action, session.can_act(seat, action, amount)))
        return action, amount

    monkeypatch.setattr(ai, "decide", checked)
    s = PokerSession(config=PokerConfig(buy_in=1000, max_hands=30), seed=55,
                     seats=[Seat.ai("regular"), Seat.ai("expert")])
    while not s.is_finished() and s.frame < 1500:
        s.tick([0, 0])
    short = PokerConfig(buy_in=200, small_blind=5, big_blind=10, blind_double_every=3, max_hands=10)
    for seed in range(10):
        n = 2 + seed % 5
        s = PokerSession(config=short, seed=seed, seats=[Seat.ai(("expert", "regular", "novice")[k % 3])
                                                          for k in range(seed, seed + n)])
        while not s.is_finished():
            s.tick([0] * n)
    refusals = [(a, r) for a, r in decided if r is not None]
    assert len(decided) > 500 and refusals == []


# -- showdown order and mucking (TDA 2024 rules 16 and 18) ------------------------------------------

def _to_river(s, *river):
    """Check every street through to the river, then play ``river``."""
    while s.street < 3 or s.phase != "betting":
        if s.phase == "betting":
            play(s, (s.to_act, "check"))
        else:
            s.tick([0] * len(s.seats))
    play(s, *river)


def test_the_last_aggressor_on_the_river_shows_first_and_an_ai_mucks_a_loser():
    """TDA 2024 rule 18: in a non all-in showdown the last aggressor on the final street tables first.

    Seat 2 bets the river and shows two pair; seat 0 (AI) calls with a worse hand and mucks it,
    so neither the log nor another seat's view ever holds seat 0's cards.
    """
    seats = [Seat.ai("novice"), Seat.human(), Seat.human()]
    s = table([1000, 1000, 1000], button=1, seats=seats,
              holes=["2c 7d", "3c 4d", "Ah Kd"], board="As Kc 9h 5s Jd")
    play(s, (1, "call"), (2, "call"), (0, "check"))
    _to_river(s, (2, "check"), (0, "check"), (1, "raise", 40), (2, "raise", 100), (0, "call"), (1, "fold"))
    assert s.phase == "showdown"
    shows = [line for line in s.log if "shows" in line or "mucks" in line]
    assert shows[0].startswith("Player 3 shows") and shows[1] == "Ava mucks"
    assert s.shown == [False, False, True] and s.mucked[0]
    text = json.dumps([s.view(1), s.view(2), s.log])
    assert '"2c"' not in text and '"7d"' not in text and "2c 7d" not in text
    assert s.stacks == [890, 950, 1160]


def test_an_unbet_river_shows_from_the_first_live_seat_left_of_the_button():
    """TDA 2024 rule 18: with no bet on the final street, the first seat left of the button tables first."""
    seats = [Seat.ai("novice"), Seat.ai("regular"), Seat.ai("expert")]
    s = table([1000, 1000, 1000], button=0, seats=seats,
              holes=["Ah Kd", "2c 7d", "3c 4d"], board="As Kc 9h 5s Jd")
    play(s, (0, "call"), (1, "call"), (2, "check"))
    _to_river(s, (1, "check"), (2, "check"), (0, "check"))
    said = [line for line in s.log if " shows " in line or line.endswith(" mucks")]
    assert said[0] == "Bea shows high card, ace high"   # seat 1, left of the button, shows first
    assert said[1] == "Cass mucks"                   # ace-jack-nine-five-four loses to ...-seven
    assert said[2] == "Ava shows two pair, aces and kings"   # the aces and kings beat what was shown
    assert s.shown == [True, True, False]


def test_all_in_hands_are_tabled_face_up():
    """TDA 2024 rule 16: once a player is all-in and the betting is over, every live hand is tabled."""
    seats = [Seat.ai("novice")] * 3
    s = table([1000, 1000, 1000], button=0, seats=seats,
              holes=["Ah Ad", "Kh Kd", "2c 7d"], board="As Ks 3h 4d 9c")
    play(s, (0, "allin"), (1, "call"), (2, "fold"))
    run_until(s, "showdown")
    assert s.shown == [True, True, False] and not any(s.mucked)


def test_a_human_loser_chooses_to_muck_or_show_and_the_clock_shows():
    seats = [Seat.human(), Seat.human()]
    for choice in ("muck", "timeout", "pad"):
        s = table([1000, 1000], button=0, seats=seats, holes=["Ah Kd", "2c 7d"], board="As Kc 9h 5s Jd")
        play(s, (0, "call"), (1, "check"))
        _to_river(s, (1, "check"), (0, "raise", 50), (1, "call"))
        assert s.phase == "showing" and s.to_act == 1 and s.shown == [True, False]
        assert s.can_muck(0) == "It is Player 2's turn to show or muck, not yours."
        assert s.view(1)["showing"] == {"can_muck": True}
        before = s.state_hash()
        assert refusal(s.muck(0)) and s.state_hash() == before
        if choice == "muck":
            s.tick([0, 0], {1: [{"do": "muck"}]})
            assert s.mucked[1] and not s.shown[1] and s.view(0)["seats"][1]["cards"] == []
        elif choice == "pad":
            s.tick([0, pad.CROSS])
            assert s.shown[1]
        else:
            for _ in range(s.config.turn_frames + 1):
                s.tick([0, 0])
            assert s.shown[1] and "Player 2 shows high card, ace high" in s.log
        assert s.phase == "showdown" and s.stacks == [1060, 940]


def test_a_hand_that_could_win_a_pot_is_always_shown():
    seats = [Seat.human(), Seat.human()]
    s = table([1000, 1000], button=0, seats=seats, holes=["2c 7d", "Ah Kd"], board="As Kc 9h 5s Jd")
    play(s, (0, "call"), (1, "check"))
    _to_river(s, (1, "check"), (0, "raise", 50), (1, "call"))
    assert s.phase == "showdown" and s.shown == [True, True]      # the winner never gets to muck
    assert s.can_muck(1) == "Nobody is to show or muck right now."


# -- the screen greys what the rules refuse ---------------------------------------------------------

def test_the_view_carries_every_actions_reason_and_the_screen_greys_the_refused_all_in():
    s = table([1000, 300], button=0)
    play(s, (0, "raise", 40), (1, "allin"))
    options = s.view(0)["options"]
    assert options["reasons"]["allin"] == "No one left can call a raise."
    assert options["reasons"]["raise"] == "No one left can call a raise."
    assert options["reasons"]["call"] is None
    assert options["reasons"]["fold"] is None
    stage = Stage()
    s.menu_choice[0] = 2
    MODE.screen(s.view(0), 0, stage)
    acts = [a for *_, a in stage.hotspots()]
    assert not any(a.get("action") == "raise" for a in acts)
    assert {"do": "size", "steps": 1} not in acts
    assert "No one left can call a raise." in stage.texts()


def test_a_refused_all_in_is_drawn_grey_without_a_hotspot():
    s = table([1000, 1000, 55], button=0)
    play(s, (0, "raise", 40), (1, "call"), (2, "allin"))
    reason = "The last all-in was less than a full raise: you may only call or fold."
    assert s.view(0)["options"]["reasons"]["allin"] == reason
    s.menu_choice[0] = 3
    stage = Stage()
    MODE.screen(s.view(0), 0, stage)
    assert not any(a.get("action") == "allin" for *_, a in stage.hotspots())
    assert reason in stage.texts() or any(reason[:40] in t for t in stage.texts())


def test_the_seat_choosing_gets_show_and_muck_buttons_and_others_see_no_cards():
    s = table([1000, 1000], button=0, holes=["Ah Kd", "2c 7d"], board="As Kc 9h 5s Jd")
    play(s, (0, "call"), (1, "check"))
    _to_river(s, (1, "check"), (0, "raise", 50), (1, "call"))
    stage = Stage()
    MODE.screen(s.view(1), 1, stage)
    acts = [a for *_, a in stage.hotspots()]
    assert {"do": "show"} in acts and {"do": "muck"} in acts
    other = Stage()
    MODE.screen(s.view(0), 0, other)
    assert not any(a.get("do") in ("show", "muck") for *_, a in other.hotspots())
    assert "Player 2 to show or muck" in other.texts()


def test_a_chair_handed_to_the_ai_while_choosing_mucks_the_losing_hand():
    s = table([1000, 1000], button=0, holes=["Ah Kd", "2c 7d"], board="As Kc 9h 5s Jd")
    play(s, (0, "call"), (1, "check"))
    _to_river(s, (1, "check"), (0, "raise", 50), (1, "call"))
    assert s.phase == "showing" and s.to_act == 1
    s.set_seat(1, Seat.ai("regular"))
    s.tick([0, 0])
    assert s.mucked[1] and not s.shown[1] and s.phase == "showdown"
