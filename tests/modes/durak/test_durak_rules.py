"""Durak's rules on worked positions (Pagat, "Podkidnoy Durak" and "Perevodnoy Durak"; the issue's two-player rules).

Each test builds a position with chosen hands, talon and trump and plays it through the rule
entry points, asserting the refusals word for word where the player reads them.
"""

from __future__ import annotations

from pycore.cards52 import DECK36, DECK52, card_code, card_name, rank_of, suit_of
from pycore.kernel.session import Seat
from pycore.modes.durak.rules import MAX_BOUTS, DurakSession, beats
from pycore.modes.durak.config import DurakConfig

from .tables import c, game, land, play, settles


def _beats_by_the_book(defence: int, attack: int, trump: int) -> bool:
    """Pagat: a higher card of the same suit, or any trump over a non-trump."""
    if suit_of(defence) == suit_of(attack):
        return rank_of(defence) > rank_of(attack)
    return suit_of(defence) == trump and suit_of(attack) != trump


def test_the_complete_beat_matrix_for_every_trump_suit():
    """Every attack card against every defence card, each trump suit, both decks: 387 beats of 1260 pairs
    in the 36-card deck (per plain suit 36 same-suit beats plus 9 trumps for each of its 9 cards; 36 among trumps)."""
    for deck, plain_pairs in ((DECK36, 3 * 36 + 27 * 9 + 36), (DECK52, 3 * 78 + 39 * 13 + 78)):
        for trump in range(4):
            count = 0
            for attack in deck:
                for defence in deck:
                    if attack == defence:
                        continue
                    assert beats(defence, attack, trump) == _beats_by_the_book(defence, attack, trump), \
                        (card_code(attack), card_code(defence), trump)
                    count += beats(defence, attack, trump)
            assert count == plain_pairs, (len(deck), trump, count)


def test_the_beat_matrix_through_can_defend_with_the_refusal_in_words():
    """The defender's entry point agrees with the matrix for every pair, each trump suit, and says why not."""
    for trump in "cdhs":
        for attack in DECK36:
            session = game(["", ""], trump=trump)
            session.hands = [[attack], [d for d in DECK36 if d != attack]]
            session.deck = DECK36
            session.defender, session.leader, session.cap = 1, 0, 6
            session.attack(0, attack)
            land(session)
            for defence in session.hands[1]:
                reason = session.can_defend(1, defence, 0)
                if _beats_by_the_book(defence, attack, "cdhs".index(trump)):
                    assert reason is None
                else:
                    article = "An" if card_name(defence)[0] in "ae" else "A"     # an eight, an ace
                    assert reason == f"{article} {card_name(defence)} does not beat the {card_name(attack)}."


def test_a_nine_of_clubs_does_not_beat_the_jack_of_clubs():
    session = game(["Jc 7d", "9c Ah Kd"], trump="h")
    play(session, 0, ("attack", c("Jc")))
    assert session.can_defend(1, c("9c"), 0) == "A nine of clubs does not beat the jack of clubs."
    before = session.state_hash()
    assert session.defend(1, c("9c"), 0) == [{"kind": "refused", "seat": 1,
                                             "reason": "A nine of clubs does not beat the jack of clubs."}]
    assert session.state_hash() == before
    assert session.can_defend(1, c("Ah"), 0) is None            # any trump over a plain card
    assert session.can_defend(1, c("Kd"), 0) == "A king of diamonds does not beat the jack of clubs."


def test_further_attacks_match_a_rank_on_the_table_attack_or_defence():
    session = game(["7c 9d Qs 7h 8s", "9c Ks As 8h 6d 6c"], trump="h")
    assert session.can_attack(1, c("9c")) == "You are defending: beat the cards, take them."
    assert session.can_attack(0, c("Kd")) == "You do not hold the king of diamonds."
    play(session, 0, ("attack", c("7c")))
    assert session.can_attack(0, c("9d")) == "Only a rank on the table may be added (seven)."
    play(session, 1, ("defend", c("9c"), 0))
    assert session.can_attack(0, c("9d")) is None                # the defence card's rank counts too
    assert session.can_attack(0, c("7h")) is None
    assert session.can_attack(0, c("Qs")) == "Only a rank on the table may be added (seven, nine)."


def test_a_bout_holds_six_attack_cards_at_most():
    session = game(["6c 6d 6s 7d 7s 7h 8c", "7c Ac Ad As Ks Qs Js 9h"], trump="s")
    play(session, 0, ("attack", c("6c")))
    play(session, 1, ("defend", c("7c"), 0))
    for card in ("6d", "6s", "7d", "7s", "7h"):
        play(session, 0, ("attack", c(card)))
    assert len(session.table) == 6
    assert session.can_attack(0, c("8c")) == "Only a rank on the table may be added (six, seven)."
    session.hands[0].append(c("6h"))
    assert session.can_attack(0, c("6h")) == "A bout holds 6 attack cards at most."


def test_a_bout_never_holds_more_attack_cards_than_the_defender_started_with():
    session = game(["6c 6d 6s 6h 9c", "Ac Ad As"], trump="h", talon="Tc Td")
    assert session.cap == 3
    for card in ("6c", "6d", "6s"):
        play(session, 0, ("attack", c(card)))
    assert session.can_attack(0, c("6h")) == "Player 2 held 3 cards: no more attack cards this bout."
    play(session, 1, ("defend", c("Ac"), 0))
    assert session.can_attack(0, c("6h")) == "Player 2 held 3 cards: no more attack cards this bout."


def test_the_bout_limit_is_a_pack_option():
    session = game(["6c 6d 6s", "Ac Ad As Kc Kd"], trump="h", talon="Tc", bout_limit=2)
    play(session, 0, ("attack", c("6c")))
    play(session, 0, ("attack", c("6d")))
    assert session.can_attack(0, c("6s")) == "A bout holds 2 attack cards at most."


def test_beaten_bout_goes_to_the_discard_and_the_defender_attacks_next():
    """Pagat: cards successfully defended are discarded; the defender becomes the next attacker."""
    session = game(["6c 8d", "7c 9d"], trump="h", talon="Ts Js Qs Ks Tc Jc Qc Kc", trump_card="Ah")
    play(session, 0, ("attack", c("6c")))
    assert session.can_end_attack(0) == "Every attack card must be beaten, or taken, before the attack ends."
    play(session, 1, ("defend", c("7c"), 0))
    play(session, 0, ("end",))
    assert [card_code(x) for x in sorted(session.discard)] == ["6c", "7c"]
    assert session.leader == 1 and session.defender == 0 and session.phase == "bout"


def test_take_then_throw_in_then_the_taker_is_skipped():
    """Pagat: once the defender takes, the attackers may still add cards within the limit; a taker loses the turn."""
    session = game(["6c 6d 9s", "7h Ks 8h 9h", "8c 6s Qd"], trump="h", talon="Tc Jc Qc Kc Ac Td Jd Qd",
                   trump_card="Ah")
    play(session, 0, ("attack", c("6c")))
    play(session, 1, ("take",))
    assert session.can_defend(1, c("7h"), 0) == "You are taking these cards: nothing more is beaten."
    assert session.can_transfer(1, c("7h")) == "Passing the attack on belongs to perevodnoy; this table plays podkidnoy."
    play(session, 0, ("attack", c("6d")))             # thrown in after the take
    play(session, 2, ("attack", c("6s")))             # another attacker throws in too
    assert session.can_attack(2, c("8c")) == "Only a rank on the table may be added (six)."
    play(session, 0, ("end",))
    assert session.phase == "bout"                    # seat 2 has not ended yet
    play(session, 2, ("end",))
    assert session.phase in ("settle", "bout")
    land(session)
    assert sorted(card_code(x) for x in session.known[1]) == ["6c", "6d", "6s"]
    assert {c("6c"), c("6d"), c("6s")} <= set(session.hands[1])
    assert session.leader == 2 and session.defender == 0     # the taker's turn to attack is skipped


def test_refill_order_first_attacker_then_clockwise_then_the_defender_last():
    """Pagat: the attacker draws up to six first, then the others clockwise, the defender last."""
    # seats 0..3; seat 1 attacks seat 2; after the bout seat 1 draws, then 3, then 0, then 2
    talon = "Ac Kc Qc Jc Tc 9c 8c 7c"          # drawn from the right: 7c first
    session = game(["9s Ts Js Qs Ks As", "6d", "7d", "8s Ad Kd Qd Jd Td"], trump="h", talon=talon, leader=1,
                   trump_card="Ah")
    play(session, 1, ("attack", c("6d")))
    play(session, 2, ("defend", c("7d"), 0))
    for seat in (1, 3, 0):
        play(session, seat, ("end",)) if session.can_end_attack(seat) is None else None
    land(session)
    got = [[card_code(x) for x in h] for h in session.hands]
    assert sorted(got[1]) == ["7c", "8c", "9c", "Jc", "Qc", "Tc"]   # the first attacker drew first: six cards
    assert sorted(got[2]) == sorted(["Kc", "Ac", "Ah"])      # the defender last, the turned trump last of all
    assert session.trump_card == -1 and session.trump == "cdhs".index("h")


def test_the_trump_card_is_drawn_last():
    session = game(["6c", "7c"], trump="s", talon="9d", trump_card="6s")
    play(session, 0, ("attack", c("6c")))
    play(session, 1, ("defend", c("7c"), 0))    # the attacker, out of cards, ends its attack by itself
    land(session)
    assert sorted(card_code(x) for x in session.hands[0]) == ["6s", "9d"]
    assert session.talon == [] and session.trump_card == -1 and session.talon_left() == 0
    assert session.trump == 3


def test_the_lowest_trump_attacks_first_and_is_shown():
    for seed in range(20):
        session = DurakSession(config=DurakConfig(seats=3), seed=seed, seats=[Seat.ai()] * 3)
        while session.phase in ("stake", "deal"):
            session.tick([0, 0, 0])
        trumps = [(rank_of(x), s) for s in range(3) for x in session.hands[s] if suit_of(x) == session.trump]
        if trumps:
            rank, seat = min(trumps)
            assert session.leader == seat
            assert session.shown_trump in session.known[seat] and rank_of(session.shown_trump) == rank
            assert card_code(session.shown_trump) in session.view(1 - seat if seat < 2 else 0)["seats"][seat]["known"]


def test_nobody_holding_a_trump_draws_the_first_attacker_from_the_session_stream():
    session = DurakSession(config=DurakConfig(seats=2), seed=5, seats=[Seat.ai()] * 2)
    session.hands = [[c("6c"), c("7c")], [c("8d"), c("9d")]]
    session.trump_card = c("6h")
    expected = session.rng.__class__.from_state(session.rng.get_state()).below(2)
    session._after_deal()
    assert session.leader == expected and session.shown_trump == -1


def test_the_defender_may_not_take_when_all_is_beaten_and_only_the_leader_leads():
    session = game(["6c 7c", "8c 9c", "Tc"], trump="h", talon="Jc Qc Kc Ac Jd Qd Kd Ad", trump_card="Ah")
    assert session.can_attack(2, c("Tc")) == "Player 1 leads this bout; throw in once the first card is down."
    assert session.can_take(1) == "Nothing is on the table yet."
    play(session, 0, ("attack", c("6c")))
    play(session, 1, ("defend", c("8c"), 0))
    assert session.can_take(1) == "Everything is beaten: there is nothing to take."
    assert session.can_take(0) == "Only the defender takes; Player 2 is defending."


def test_both_out_in_the_same_bout_is_a_draw():
    session = game(["6c", "7c"], trump="h")
    play(session, 0, ("attack", c("6c")))
    play(session, 1, ("defend", c("7c"), 0))
    land(session)
    assert session.is_finished() and session.outcome == "draw"
    assert session.results().placements == (1, 1)


def test_the_last_player_holding_cards_is_the_durak():
    session = game(["6c", "7c 8d"], trump="h")
    play(session, 0, ("attack", c("6c")))
    play(session, 1, ("defend", c("7c"), 0))
    land(session)
    assert session.is_finished() and session.outcome == "durak" and session.losers == [1]
    assert session.results().placements == (1, 2)


def test_a_game_of_three_hundred_bouts_is_a_push_and_refunds_every_stake():
    session = game(["6c 9c", "7c Kd"], trump="h", talon="Ts Js Qs Ks", trump_card="As")
    session.stakes = [20, 5]
    session.bouts = MAX_BOUTS - 1
    play(session, 0, ("attack", c("6c")))
    play(session, 1, ("defend", c("7c"), 0))
    events = play(session, 0, ("end",)) + land(session)
    assert session.is_finished() and session.outcome == "push" and session.bouts == MAX_BOUTS
    assert settles(events) == {0: (20, 20), 1: (5, 5)}
    assert session.results().placements == (1, 1)


def test_partnerships_lose_together():
    """A team loses when one of its players is the durak (2 vs 2, sitting alternately)."""
    session = game(["6c", "7c 8d", "9s", "Ts"], trump="h", partnerships=True)
    assert session.teams == [0, 1, 0, 1]
    assert session.attackers() == [0, 2]              # the defender's partner does not attack
    assert session.can_attack(3, c("Ts")) == "You do not attack your partner."
    session.stakes = [10, 10, 10, 10]
    session.out = [False, False, True, True]          # seats 2 and 3 went out earlier
    session.teams = [0, 1, 0, 1]
    play(session, 0, ("attack", c("6c")))
    events = play(session, 1, ("defend", c("7c"), 0)) + land(session)
    assert session.outcome == "durak" and session.losers == [1]
    assert session.results().placements == (1, 3, 1, 3)
    assert settles(events) == {0: (10, 20), 1: (10, 0), 2: (10, 20), 3: (10, 0)}


def test_transfer_passes_the_attack_on_and_may_come_back():
    """Pagat (Perevodnoy): before beating, the defender adds a card of the same rank and the attack passes on;
    with two players it goes back to the attacker, who may pass it back again."""
    session = game(["6c 6d Ks", "6s 6h Ah"], trump="h", variant="perevodnoy", talon="7c 7d 7s", trump_card="8h")
    play(session, 0, ("attack", c("6c")))
    assert session.can_transfer(1, c("Ah")) == "Only a six passes this attack on, not the ace of hearts."
    play(session, 1, ("transfer", c("6s")))
    assert session.defender == 0 and len(session.table) == 2 and session.cap == 2
    assert session.can_attack(1, c("6h")) == "Player 1 held 2 cards: no more attack cards this bout."
    assert session.can_transfer(0, c("6d")) == "Player 2 holds 2 cards: an attack of 3 cannot pass to them."


def test_transfer_bounced_back_between_two_players():
    session = game(["6c 6d 6h 9s", "6s Ah Kh Qh Jh"], trump="h", variant="perevodnoy", talon="7c 7d 7s",
                   trump_card="8h")
    play(session, 0, ("attack", c("6c")))
    play(session, 1, ("transfer", c("6s")))
    assert session.defender == 0
    play(session, 0, ("transfer", c("6d")))           # and back again
    assert session.defender == 1 and [card_code(p[0]) for p in session.table] == ["6c", "6s", "6d"]
    assert session.cap == 4                           # the new defender's four cards


def test_transfer_refused_after_a_beat():
    session = game(["6c 6d", "7c 6s Ah"], trump="h", variant="perevodnoy", talon="7d 7s", trump_card="8h")
    play(session, 0, ("attack", c("6c")))
    play(session, 0, ("attack", c("6d")))
    play(session, 1, ("defend", c("7c"), 0))
    before = session.state_hash()
    assert session.transfer(1, c("6s"))[0]["reason"] == "An attack card is already beaten: too late to pass the attack on."
    assert session.state_hash() == before


def test_transfer_refused_when_the_next_defender_holds_too_few_and_after_a_take():
    session = game(["6c 6d 9s", "6s Ah", "Kd"], trump="h", variant="perevodnoy", talon="7c 7d 7s", trump_card="8h")
    play(session, 0, ("attack", c("6c")))
    assert session.next_defender(1) == 2
    assert session.can_transfer(1, c("6s")) == "Player 3 holds 1 card: an attack of 2 cannot pass to them."
    before = session.state_hash()
    assert session.transfer(1, c("6s"))[0]["kind"] == "refused" and session.state_hash() == before
    play(session, 1, ("take",))
    assert session.can_transfer(1, c("6s")) == "You declared a take: the attack cannot pass on now."


def test_transfer_in_three_handed_play_makes_the_next_player_defend():
    session = game(["6c 9s", "6s Ah", "Kd Qd Jd"], trump="h", variant="perevodnoy", talon="7c 7d 7s", trump_card="8h")
    play(session, 0, ("attack", c("6c")))
    play(session, 1, ("transfer", c("6s")))
    assert session.defender == 2 and session.attackers() == [0, 1] and session.cap == 3


def test_six_players_with_thirty_six_cards_turn_the_last_card_dealt():
    """Pagat: with six players every card is dealt; the last one is turned for trump and stays in its holder's hand."""
    session = DurakSession(config=DurakConfig(seats=6), seed=4, seats=[Seat.ai()] * 6)
    while session.phase in ("stake", "deal"):
        session.tick([0] * 6)
    holder = next(s for s in range(6) if session.last_dealt in session.hands[s])
    assert session.talon == [] and session.trump_card == -1 and session.trump == suit_of(session.last_dealt)
    assert session.last_dealt in session.known[holder]
    assert card_code(session.last_dealt) in session.view((holder + 1) % 6)["seats"][holder]["known"]
    assert all(len(h) == 6 for h in session.hands)
