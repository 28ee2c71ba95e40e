"""Durak's AI tiers on chosen positions: the regular keeps its trumps, the expert counts cards and solves endgames."""

from __future__ import annotations

from pycore.cards52 import DECK36, card_code, parse_cards
from pycore.kernel.session import Seat
from pycore.modes.durak import ai

from .tables import c, game, play

HEARTS = 2


def rest_of_deck(*hands: str) -> str:
    held = {card for hand in hands for card in parse_cards(hand)}
    return " ".join(card_code(x) for x in DECK36 if x not in held)


def seats(*tiers: str) -> list[Seat]:
    return [Seat.ai(t) for t in tiers]


def test_the_regular_beats_with_a_plain_card_before_a_trump():
    session = game(["9c Jd", "Tc 7h Qs"], trump="h", talon="6s 7s 8s 9s", trump_card="6h",
                   seats=seats("regular", "regular"))
    play(session, 0, ("attack", c("9c")))
    assert ai.decide(session, 1) == ("defend", c("Tc"), 0)


def test_the_regular_leads_its_cheapest_plain_card_and_keeps_trumps_while_the_talon_lasts():
    session = game(["6h Ks 8d", "9c 9d"], trump="h", talon="6s 7s 8s 9s", trump_card="7h",
                   seats=seats("regular", "regular"))
    assert ai.decide(session, 0) == ("attack", c("8d"))


def test_the_regular_takes_rather_than_spend_a_high_trump_early():
    session = game(["7c 9d", "Ah Kh 8s"], trump="h", talon="6s 7s 8c 9s Ts Js Qs Ks As 6d", trump_card="6h",
                   seats=seats("regular", "regular"))
    play(session, 0, ("attack", c("7c")))
    assert ai.decide(session, 1) == ("take",)


def test_the_regular_throws_in_a_low_plain_card_but_not_a_trump():
    session = game(["7c 7h Jc", "8c 6d 6s Kd"], trump="h", talon="6c 9s Ts Js Qs Ks As", trump_card="6h",
                   seats=seats("regular", "regular"))
    play(session, 0, ("attack", c("7c")))
    play(session, 1, ("defend", c("8c"), 0))
    assert ai.decide(session, 0) == ("end",)              # the seven of trumps stays home
    session.hands[0].append(c("8d"))
    assert ai.decide(session, 0) == ("attack", c("8d"))


def test_the_expert_solves_a_two_player_endgame_the_regular_draws():
    """Talon gone; every card not seen is in the one opponent's hand. Leading the six draws (the sevens come
    back at the ace, both hands empty in one bout); leading the ace forces a take and wins."""
    hands = ["6c Ah", "7c 7s"]
    for tier, lead in (("regular", "6c"), ("expert", "Ah")):
        session = game(hands, trump="h", discard=rest_of_deck(*hands), seats=seats(tier, "regular"))
        assert ai.decide(session, 0) == ("attack", c(lead)), tier


def test_the_endgame_search_values_by_hand():
    search = ai._Search(HEARTS, 6)
    hand = lambda text: tuple(sorted(parse_cards(text)))
    assert search.value(hand("Ah"), hand("6c 7c"), (), False, 0) == 1      # the ace is taken; the attacker is out
    assert search.value(hand("6c"), hand("7c"), (), False, 0) == 0         # both out in one bout: a draw
    assert search.value(hand("6c"), hand("7c 8d"), (), False, 0) == 1      # beaten, but the defender holds one
    assert search.value(hand("6c Ah"), hand("7c 7s"), (), False, 0) == 1
    assert search.value(hand("6c 6d"), hand("Ac Ad Ks"), (), False, 0) == 1   # beaten twice, yet out first
    assert search.value(hand("6c 7c"), hand("Kc Ac"), (), False, 0) == -1   # every lead is beaten; the last club is taken


def test_the_expert_leads_a_card_nobody_left_can_beat():
    hands = ["Ac 6d", "7s 8s 9s"]
    session = game(hands + ["Kd"], trump="h", discard=rest_of_deck(*hands, "Kd"), seats=seats("expert", "regular",
                                                                                           "regular"))
    assert ai.decide(session, 0) == ("attack", c("Ac"))


def test_the_ai_reads_only_what_its_chair_sees():
    session = game(["6c 7d", "8c 9d"], trump="h", talon="Ts Js Qs", trump_card="6h", seats=seats("expert", "expert"))
    sight = ai.seen(session, 0)
    assert sight["hand"] == session.hands[0] and "talon" in sight and sight["talon"] == 4
    assert all(card not in str(sight) for card in ("8c", "9d"))
    assert sorted(ai.unseen(session, 0)) == sorted(x for x in DECK36 if x not in session.hands[0] + [c("6h")])


def test_the_ai_waits_longer_the_lower_its_tier():
    assert ai.delay("novice") > ai.delay("regular") > ai.delay("expert") > 0
    assert ai.MAX_DELAY == ai.delay("novice")


def test_the_endgame_search_passes_the_attack_back_in_perevodnoy():
    """Sevens and eights of spades against a lone six: passing the six back leaves the attacker to take both
    sixes (no hearts to beat them with) while the passer is out; without the transfer the attacker wins."""
    att, dfn = tuple(sorted(parse_cards("7s 8s"))), (c("6d"),)
    table = ((c("6c"), -1),)
    assert ai._Search(HEARTS, 6, True).value(att, dfn, table, False, 1) == -1
    assert ai._Search(HEARTS, 6, False).value(att, dfn, table, False, 1) == 1
    hands = ["6c 7s 8s", "6d"]
    session = game(hands, trump="h", variant="perevodnoy", discard=rest_of_deck(*hands),
                   seats=seats("regular", "expert"))
    play(session, 0, ("attack", c("6c")))
    assert ai.decide(session, 1) == ("transfer", c("6d"))


def test_every_tier_decides_the_same_whatever_the_hidden_cards_are():
    """Deal the cards a seat cannot see (others' unshown hand cards, the talon) anew, sizes kept: the AI's
    decision does not change, so it read nothing it may not see."""
    import copy

    from pycore.kernel.rng import SplitMix64
    from pycore.modes.durak.config import DurakConfig
    from pycore.modes.durak.rules import DurakSession

    shuffler = SplitMix64(99)
    checked = 0
    for seed in range(12):
        n = 2 + seed % 4
        config = DurakConfig(variant=("podkidnoy", "perevodnoy")[seed % 2], seats=n)
        session = DurakSession(config=config, seed=seed, seats=[Seat.ai(("novice", "regular", "expert")[(i + seed) % 3])
                                                               for i in range(n)])
        while not session.is_finished():
            session.tick([0] * n)
            if session.frame % 7 or session.phase != "bout" or session.busy():
                continue
            for seat in range(n):
                other = copy.deepcopy(session)
                hidden = [card for s in range(n) if s != seat for card in other.hands[s] if card not in other.known[s]]
                hidden += other.talon
                shuffler.shuffle(hidden)
                for s in range(n):
                    if s != seat:
                        keep = [card for card in other.hands[s] if card in other.known[s]]
                        take = len(other.hands[s]) - len(keep)
                        other.hands[s], hidden = keep + hidden[:take], hidden[take:]
                        other._sort(s)
                other.talon = hidden
                assert ai.decide(copy.deepcopy(session), seat) == ai.decide(other, seat), (seed, session.frame, seat)
                checked += 1
    assert checked > 500


def test_the_expert_spreads_its_endgame_search_over_the_frames_it_waits(monkeypatch):
    """While an expert waits to move in a two-player endgame, each waiting frame solves more positions into
    the session's memo (a bounded budget a frame), so more of its endgame moves come from the exact search
    than a single frame's budget would give."""
    from pycore.modes.durak.config import DurakConfig
    from pycore.modes.durak.rules import DurakSession

    original = ai._search_move

    def solved() -> tuple[int, int]:
        answers = grew = 0
        for seed in range(10):
            session = DurakSession(config=DurakConfig(variant=("podkidnoy", "perevodnoy")[seed % 2]), seed=seed,
                                   seats=seats("expert", "expert"))
            while not session.is_finished():
                before = len(session.search_memo)
                session.tick([0, 0])
                grew += len(session.search_memo) > before
            answers += session.search_answers
        return answers, grew

    def counting(session, seat, nodes=ai.SEARCH_NODES):
        move = original(session, seat, nodes)
        if nodes == ai.SEARCH_NODES and move is not None:
            session.search_answers = getattr(session, "search_answers", 0) + 1
        return move

    monkeypatch.setattr(DurakSession, "search_answers", 0, raising=False)
    monkeypatch.setattr(ai, "_search_move", counting)
    spread, grew = solved()
    monkeypatch.setattr(ai, "think", lambda session, seat: None)
    single, _ = solved()
    assert grew > 100 and spread > single > 0


def test_the_endgame_search_solves_a_position_that_goes_round_in_passes_and_takes():
    """Nines, queens and kings passed back and forth can bring a position back: the search counts the repeat as
    a draw on that line and keeps going, where it once recursed without end (only its node budget stopped it).
    The value it finds is what two experts reach playing the position out."""
    hands = ["9d 9h Qh Ks", "7d Tc Kc Ac"]
    att, dfn = (tuple(sorted(parse_cards(h))) for h in hands)
    search = ai._Search(HEARTS, 6, True, {}, 10**6)
    assert search.value(att, dfn, (), False, 0) == 1
    assert search.nodes > 0
    session = game(hands, trump="h", variant="perevodnoy", discard=rest_of_deck(*hands), seats=seats("expert", "expert"))
    while not session.is_finished():
        session.tick([0, 0])
    assert session.outcome == "durak" and session.losers == [1]


def test_the_expert_is_the_durak_less_often_than_the_regular():
    """100 two-player games, seats and variants alternated: the expert is the durak in well under half
    (about a quarter: ``bench/tiers.py durak --games 400`` measures it with its interval), the regular more
    often than the expert."""
    from pycore.kernel.session import Seat
    from pycore.modes.durak.config import DurakConfig
    from pycore.modes.durak.rules import DurakSession

    durak = {"expert": 0, "regular": 0}
    for g in range(100):
        tiers = ("expert", "regular") if g // 2 % 2 == 0 else ("regular", "expert")
        session = DurakSession(config=DurakConfig(variant=("podkidnoy", "perevodnoy")[g % 2]), seed=500 + g,
                               seats=[Seat.ai(t) for t in tiers])
        while not session.is_finished():
            session.tick([0, 0])
        if session.outcome == "durak":
            durak[tiers[session.losers[0]]] += 1
    assert durak["expert"] < 50 and durak["expert"] < durak["regular"], durak
