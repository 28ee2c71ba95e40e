"""Blackjack's rules with stacked shoes: every payout, insurance, splits, doubles, surrender, refusals.

Worked examples follow the rules as the Wizard of Odds states them ("Basic rules of
blackjack", wizardofodds.com/games/blackjack/basics/): a blackjack pays 3 to 2 and pushes
against a dealer blackjack; insurance costs half the bet and pays 2 to 1; a split ace with a
ten is 21, not a blackjack; late surrender gives back half the bet; without a hole-card
peek a dealer blackjack takes doubled and split bets too.
"""

from dataclasses import replace

import pytest

from pycore.cards52 import parse_cards
from pycore.kernel.session import Seat
from pycore.modes.blackjack.config import BlackjackConfig
from pycore.modes.blackjack.hands import show_total
from pycore.modes.blackjack.rules import BlackjackSession

BASE = BlackjackConfig(seats=1, pace=0, min_bet=10, max_bet=500, bet_step=10, bankroll=1000, rounds=3)


def table(draws: str, config=BASE, seats=1):
    """Return a session whose shoe deals ``draws`` in order (seat cards, dealer up, seat cards, hole, then hits)."""
    s = BlackjackSession(config=config, seed=1, seats=[Seat.human() for _ in range(seats)])
    filler = parse_cards("2c 3c 4c 5c 6c 7c 8c 9c") * 4
    s.shoe = filler + list(reversed(parse_cards(draws)))
    s.cut = 0
    return s


def settle_of(events, seat=0):
    return next(e for e in events if e["kind"] == "settle" and e["seat"] == seat)


def run_dealer(s):
    events = []
    for _ in range(50):
        events += s.step({})
        if s.phase in ("settled", "betting", "over"):
            break
    return events


def test_blackjack_pays_three_to_two():
    s = table("Ah 9c Kd 7s")
    events = s.bet(0, 20) + run_dealer(s)
    assert settle_of(s._events + events) == {"kind": "settle", "seat": 0, "currency": "coins", "stake": 20, "paid": 50}
    assert s.purse[0] == 1030


def test_six_to_five_pays_less():
    s = table("Ah 9c Kd 7s", replace(BASE, blackjack_pays="6:5"))
    s.bet(0, 20)
    run_dealer(s)
    assert s.purse[0] == 1000 - 20 + 20 + 24


def test_blackjack_against_blackjack_pushes():
    s = table("Ah Kc Kd As", replace(BASE, insurance=False))
    s.bet(0, 20)
    assert s.phase == "settled" and s.purse[0] == 1000


def test_insurance_pays_two_to_one_against_a_dealer_blackjack():
    s = table("Th Ac 9d Ks")
    s.bet(0, 20)
    assert s.phase == "insurance"
    s.insure(0, True)
    assert s.phase == "settled"
    assert s.paid[0] == 30 and s.purse[0] == 1000   # lose 20, insurance 10 returns 30: even


def test_insurance_is_lost_when_the_dealer_has_no_blackjack():
    s = table("Th Ac 9d 7s")
    s.bet(0, 20)
    s.insure(0, True)
    assert s.phase == "playing"
    s.act(0, "stand")
    run_dealer(s)   # dealer 18 beats 19? no: player 19 wins 20, insurance 10 lost
    assert s.purse[0] == 1000 - 20 - 10 + 40


def test_double_takes_one_card_and_doubles_the_bet():
    s = table("6h 9c 5d 7s Tc 9h")      # player 11 v 9, dealer 16 draws 9 and busts
    s.bet(0, 20)
    s.act(0, "double")
    hand = s.hands[0][0]
    assert hand.doubled and hand.bet == 40 and len(hand.cards) == 3 and hand.done
    run_dealer(s)
    assert s.purse[0] == 1000 + 40


def test_split_aces_take_one_card_each_and_a_ten_is_twenty_one_not_blackjack():
    s = table("Ah 9c Ad 8s Kc Kh")      # A,A v 9; each ace takes a king; dealer 17 stands
    s.bet(0, 10)
    s.act(0, "split")
    assert [h.total() for h in s.hands[0]] == [21, 21]
    assert all(h.done for h in s.hands[0])
    assert s.can_act(0, "hit") == "Nobody is playing a hand now."
    run_dealer(s)
    assert s.paid[0] == 40            # two even-money wins, no 3:2
    assert [h.result for h in s.hands[0]] == ["win", "win"]


def test_split_then_double_after_split():
    # 8,8 v 6 (dealer 16): the first hand draws a 3 and doubles (a ten: 21); the second draws
    # an 8 and splits again: 8,9 stands, 8,2 hits a king; the dealer draws a 9 and busts
    s = table("8h 6c 8d Ts 3c Th 8s 9d 2c Kc 9h")
    s.bet(0, 10)
    s.act(0, "split")
    assert s.hands[0][0].cards == parse_cards("8h 3c")
    s.act(0, "double")
    assert s.hands[0][1].cards == parse_cards("8d 8s")
    s.act(0, "split")
    assert len(s.hands[0]) == 3
    s.act(0, "stand")      # 8,9 = 17
    s.act(0, "hit")        # 8,2 then K = 20
    assert s.hands[0][2].total() == 20
    assert s.staked[0] == 40   # 10, the split 10, the double 10, the second split 10
    s.act(0, "stand")
    run_dealer(s)
    assert s.staked[0] == 0 and s.paid[0] == 80
    assert s.purse[0] == 1000 + 40


def test_no_double_after_split_when_the_table_says_so():
    s = table("8h 6c 8d Ts 3c Th", replace(BASE, double_after_split=False))
    s.bet(0, 10)
    s.act(0, "split")
    assert s.can_act(0, "double") == "This table does not let you double after a split."


def test_late_surrender_returns_half():
    s = table("Th 9c 6d 7s", replace(BASE, late_surrender=True))
    s.bet(0, 20)
    s.act(0, "surrender")
    run_dealer(s)
    assert s.purse[0] == 1000 - 10


def test_late_surrender_without_a_peek_loses_the_whole_bet_to_a_dealer_blackjack():
    """Issue 29: with no hole-card peek, a surrendered hand still loses all of it to a dealer natural found at
    the end (late surrender; strategy.py's surrender expectation assumes the same)."""
    s = table("Th Tc 6d As", replace(BASE, late_surrender=True, peek=False, insurance=False))
    s.bet(0, 20)
    assert s.phase == "playing"
    s.act(0, "surrender")
    events = run_dealer(s)
    assert settle_of(s._events + events) == {"kind": "settle", "seat": 0, "currency": "coins", "stake": 20, "paid": 0}
    assert s.purse[0] == 980 and s.hands[0][0].result == "dealer blackjack"
    again = table("Th Tc 6d 7s", replace(BASE, late_surrender=True, peek=False))
    again.bet(0, 20)
    again.act(0, "surrender")
    run_dealer(again)
    assert again.purse[0] == 990                        # no natural: half back, as with a peek


def test_surrender_is_refused_without_the_option():
    s = table("Th 9c 6d 7s")
    s.bet(0, 20)
    events = s.act(0, "surrender")
    assert events[0]["reason"] == "This table does not allow surrender."
    assert not s.hands[0][0].surrendered


def test_a_refused_move_changes_nothing_but_the_notice():
    s = table("Th 9c 3d 7s 2h")
    s.bet(0, 20)
    s.act(0, "hit")
    hand = list(s.hands[0][0].cards)
    purse = s.purse[0]
    events = s.act(0, "double")
    assert events == [{"kind": "refused", "seat": 0, "reason": "You can only double on your first two cards."}]
    assert s.hands[0][0].cards == hand and s.purse[0] == purse and s.notice[0].startswith("You can only double")


def test_without_a_peek_a_dealer_blackjack_takes_the_double_too():
    s = table("6h Ac 5d Ks Tc", replace(BASE, peek=False, insurance=False))
    s.bet(0, 20)
    assert s.phase == "playing"
    s.act(0, "double")
    run_dealer(s)
    assert s.purse[0] == 1000 - 40


def test_dealer_hits_soft_seventeen_only_under_h17():
    for h17, drawn in ((False, 2), (True, 3)):
        s = table("Th 6c 9d As 4c", replace(BASE, dealer_hits_soft_17=h17, insurance=False))
        s.bet(0, 10)
        s.act(0, "stand")
        run_dealer(s)
        assert len(s.dealer) == drawn, h17


def test_a_purse_that_cannot_cover_the_bet_says_so():
    s = table("Th 6c 9d As", replace(BASE, bankroll=15))
    assert s.can_bet(0, 20) == "Your purse holds 15 coins; a bet of 20 needs 5 more."
    assert s.can_bet(0, 15) == "Bets go in steps of 10."
    assert s.can_bet(0, 600) == "The maximum bet is 500."


def test_doubling_needs_the_coins():
    s = table("6h 9c 5d 7s", replace(BASE, bankroll=30))
    s.bet(0, 20)
    assert s.can_act(0, "double") == "Doubling costs 20; your purse holds 10."


def test_split_limit_and_aces_not_resplit():
    s = table("Ah 9c Ad 8s Ac Kh", replace(BASE, max_hands=4))
    s.bet(0, 10)
    s.act(0, "split")
    assert s.hands[0][0].cards == parse_cards("Ah Ac") and s.hands[0][0].done   # no resplit of aces


def test_it_is_not_your_turn():
    s = table("Th 6c 9d 7s 8h 5d", seats=2)
    s.bet(0, 10)
    s.bet(1, 10)
    assert s.can_act(1, "hit") == "It is Player 1's turn, not yours."


def test_soft_totals_show_both_ways():
    assert show_total(parse_cards("Ah 6c")) == "7 / 17"
    assert show_total(parse_cards("Ah 6c Tc")) == "17"
    assert show_total(parse_cards("Ah Kc")) == "21"
    assert show_total(parse_cards("Th 6c Tc")) == "bust"
    assert show_total(parse_cards("Ah 9c"), final=True) == "20"


@pytest.mark.parametrize("seed", range(6))
def test_coins_are_conserved_every_frame_under_random_pads(seed):
    from pycore.host.replay import random_pads
    config = replace(BASE, seats=4, rounds=6, pace=2, turn_seconds=5, late_surrender=True)
    seats = [Seat.human(), Seat.ai("novice"), Seat.ai("regular"), Seat.ai("expert")]
    s = BlackjackSession(config=config, seed=seed, seats=seats)
    pads = random_pads(seed, seats)
    brought = s.total_coins()
    staked = [0] * 4
    while not s.is_finished():
        for e in s.tick(next(pads)):
            if e["kind"] == "stake":
                staked[e["seat"]] += e["amount"]
            if e["kind"] == "settle":
                assert e["stake"] == staked[e["seat"]], "a round settles exactly what was staked, once"
                staked[e["seat"]] = 0
            if e["kind"] == "refused":
                assert not s.seats[e["seat"]].is_ai, f"the AI made a refused move: {e}"
        assert s.total_coins() == brought
        assert all(p >= 0 for p in s.purse)
    assert s.frame <= s.config.rounds * 100000


def test_the_expert_deviates_by_the_true_count():
    """Illustrious 18 (Schlesinger, Blackjack Attack): 16 v 10 stands at a true count of 0 or more, hits below;
    insurance at +3 or more."""
    from pycore.modes.blackjack import ai
    s = BlackjackSession(config=BASE, seed=1, seats=[Seat.ai("expert")])
    filler = parse_cards("2c 3c 4c 5c 6c 7c 8c 9c") * 10
    s.shoe = filler + list(reversed(parse_cards("Th Tc 6d 7s")))
    s.cut = 0
    s.bet(0, 10)
    assert s.hands[0][0].total() == 16 and s.phase == "playing"
    s.running = -3 * 2            # about two decks left: a true count of -3
    assert ai.play(s, 0) == "hit"
    s.running = 0
    assert ai.play(s, 0) == "stand"
    s.phase, s.running = "insurance", 3 * 2
    assert ai.wants_insurance(s, 0)
    s.running = 2 * 2
    assert not ai.wants_insurance(s, 0)


def test_the_expert_bets_by_the_true_count():
    from pycore.modes.blackjack import ai
    s = BlackjackSession(config=BASE, seed=1, seats=[Seat.ai("expert")])
    decks = (len(s.shoe) + 26) // 52
    s.running = 4 * decks
    assert ai.bet_size(s, 0) == 40
    s.running = -5 * decks
    assert ai.bet_size(s, 0) == 10


def test_the_shoe_is_reshuffled_only_between_hands_once_the_cut_card_is_out():
    config = replace(BASE, seats=5, rounds=40, shoe_decks=1, penetration=50, pace=0)
    s = BlackjackSession(config=config, seed=4, seats=[Seat.ai("regular")] * 5)
    assert s.cut == 26
    seen = []
    while not s.is_finished():
        phase, shuffles = s.phase, s.shuffles
        s.tick([0] * 5)
        if s.shuffles != shuffles:
            seen.append(phase)
            assert s.phase in ("betting", "playing", "insurance", "settled", "over") and len(s.shoe) > 26
    assert len(seen) >= 5 and all(p == "settled" for p in seen)


def test_an_idle_human_never_stalls_a_table_where_another_person_waits():
    from pycore.modes.blackjack.rules import frame_bound
    config = replace(BASE, seats=2, rounds=3, turn_seconds=5)
    s = BlackjackSession(config=config, seed=2, seats=[Seat.human(), Seat.human()])
    for _ in range(frame_bound(config)):
        if s.is_finished():
            break
        s.tick([0, 0])
    assert s.is_finished()


def test_a_shoe_that_runs_out_mid_hand_shuffles_what_is_not_on_the_table():
    s = table("8h 6c 8d Ts")
    s.bet(0, 10)
    s.shoe = []
    s.act(0, "hit")
    on_table = s.dealer + s.hands[0][0].cards
    assert len(s.shoe) + len(on_table) == 52 * BASE.shoe_decks
    assert sorted(s.shoe + on_table) == sorted(list(range(52)) * BASE.shoe_decks)


CHECKS = {"bet": lambda s, seat, a: s.can_bet(seat, a["amount"]), "sit_out": lambda s, seat, a: s.can_sit_out(seat),
          "insure": lambda s, seat, a: s.can_insure(seat, a["take"]), "act": lambda s, seat, a: s.can_act(seat, a["action"])}


@pytest.mark.parametrize("terms", [
    {},
    {"late_surrender": True, "dealer_hits_soft_17": True, "resplit_aces": True, "hit_split_aces": True},
    {"double_on": "9-11", "double_after_split": False, "max_hands": 2, "peek": False, "shoe_decks": 1},
])
def test_every_ai_decision_is_legal_by_the_rules(terms):
    from pycore.modes.blackjack import ai
    decisions = 0
    for seed in range(8):
        config = replace(BASE, seats=5, rounds=12, pace=0, bankroll=300, **terms)
        s = BlackjackSession(config=config, seed=seed,
                             seats=[Seat.ai(("novice", "regular", "expert")[k % 3]) for k in range(5)])
        while not s.is_finished():
            for seat in range(5):
                if (s.phase == "betting" and not s.hands[seat] and not s.sitting_out[seat]) or \
                        (s.phase in ("insurance", "playing") and s.to_act == seat):
                    move = ai.decide(s, seat)
                    assert CHECKS[move["do"]](s, seat, move) is None, (move, seed)
                    decisions += 1
            s.tick([0] * 5)
    assert decisions > 500


def test_resplit_aces_on_the_strip_shoe_a_split_ace_with_another_ace_splits_again_or_stands_and_never_hits():
    """Issue 29, sample "Strip shoe" (resplit_aces = true, hit_split_aces = false): shoe As Ts Ad Th Ah Kh 9h.
    A,A against a ten, split: the first ace draws Ah, a pair of aces again; it may be split again or stand,
    but not hit nor double (a split ace takes one card)."""
    from pycore.packs import load_pack

    from tests.conftest import REPO

    strip = load_pack(REPO / "packs" / "sample").instance("sample-blackjack-strip").config
    assert strip.resplit_aces and not strip.hit_split_aces
    s = table("As Ts Ad Th Ah Kh 9h", replace(strip, seats=1, pace=0, bankroll=1000, purses=()))
    s.bet(0, 20)
    assert s.phase == "playing"
    s.act(0, "split")
    assert s.hands[0][0].cards == parse_cards("As Ah") and not s.hands[0][0].done
    assert s.can_act(0, "hit") == "A split ace takes one card: split the aces again or stand."
    assert s.can_act(0, "double") == "A split ace takes one card: split the aces again or stand."
    assert s.can_act(0, "split") is None and s.can_act(0, "stand") is None
    s.act(0, "split")                                    # As | Ah | Ad: the first draws Kh, 21, and stands
    hands = s.hands[0]
    assert [h.cards[:2] for h in hands[:2]] == [parse_cards("As Kh"), parse_cards("Ah 9h")]
    assert all(h.done and len(h.cards) == 2 for h in hands)   # a split ace with anything but an ace stands
    assert s.phase != "playing"                       # every hand is played: the dealer goes on


def test_a_split_ace_that_may_not_resplit_stands_and_is_never_hit():
    s = table("As 9c Ad Th Ah Kh 9h", replace(BASE, resplit_aces=False, max_hands=4))
    s.bet(0, 20)
    s.act(0, "split")
    assert s.hands[0][0].cards == parse_cards("As Ah") and s.hands[0][0].done and s.hands[0][1].done
