"""Party night between rounds: last place's pick (AI at once, a slow human after ten seconds),
king of the hill for two-seat rounds, and the scoreboard hash."""

from __future__ import annotations

from pycore.kernel import pad
from pycore.kernel.session import Seat, refusal
from pycore.modes.party_nights import ai
from pycore.modes.party_nights.config import PICK_FRAMES, PartyNightsConfig, Round
from pycore.modes.party_nights.rules import INTRO, PICK, SCORES, PartyNightsSession

from .helpers import night, play, to_round


def to_phase(n, phase: str, limit: int = 2000) -> None:
    for _ in range(limit):
        if n.phase == phase:
            return
        n.tick([])
    raise AssertionError(f"never reached {phase}; in {n.phase}")


def human_night(**options) -> PartyNightsSession:
    return night(ai=False, **options)


def test_the_first_round_is_the_first_in_the_file_then_last_place_picks():
    n = human_night()
    assert n.current == 0 and n.remaining == [1, 2, 3]
    play(n, (1, 2, 4, 3))                 # totals 10 6 1 3: seat 2 is last
    to_phase(n, PICK)
    assert n.picker == 2
    assert n.can_pick(0, 1) == "Player 3 picks the next round, not you."
    assert n.can_pick(2, 0) == "Game 0 has been played already."
    assert n.can_pick(2, 7) == "There is no round 7 tonight."
    assert refusal(n.pick(2, 3)) is None
    assert n.current == 3 and n.remaining == [1, 2] and n.phase == INTRO
    assert n.can_pick(2, 1) == "There is no round to pick now."


def test_a_tie_for_last_place_picks_the_lower_seat_number():
    n = human_night()
    play(n, (1, 2, 3, 3))
    to_phase(n, PICK)
    assert n.picker == 2


def test_the_picker_moves_the_cursor_and_picks_with_cross():
    n = human_night()
    play(n, (4, 1, 2, 3))                 # seat 0 last
    to_phase(n, PICK)
    n.tick([pad.RIGHT])
    n.tick([0])
    n.tick([pad.RIGHT])
    n.tick([0])
    n.tick([pad.LEFT])
    assert n.cursor == 1
    n.tick([0, pad.CROSS])       # not the picker's pad
    assert n.phase == PICK
    events = n.tick([pad.CROSS])
    assert n.current == 2                 # remaining [1, 2, 3], cursor on the second
    assert {"kind": "picked", "seat": 0, "round": 2} in events


def test_a_click_picks_and_a_click_from_another_seat_is_refused():
    n = human_night()
    play(n, (4, 1, 2, 3))
    to_phase(n, PICK)
    events = n.tick([], {1: [{"do": "pick", "round": 2}]})
    assert events == [{"kind": "refused", "seat": 1, "reason": "Player 1 picks the next round, not you."}]
    n.tick([], {0: [{"do": "pick", "round": 3}]})
    assert n.current == 3


def test_a_slow_human_pick_is_made_after_ten_seconds():
    n = human_night()
    play(n, (4, 1, 2, 3))
    to_phase(n, PICK)
    for _ in range(PICK_FRAMES - 1):
        n.tick([])
    assert n.phase == PICK and n.view(0)["pick_left"] == 1
    n.tick([])
    assert n.phase == INTRO and n.current == 1   # the cursor's round


def test_an_ai_in_last_place_picks_at_once():
    n = night()
    play(n, (4, 1, 2, 3))
    to_phase(n, SCORES)
    for _ in range(400):
        n.tick([])
        if n.phase != SCORES:
            break
    assert n.phase == INTRO and len(n.remaining) == 2


def test_with_picks_off_the_rounds_come_in_file_order():
    n = night(picks=False)
    play(n, (4, 1, 2, 3), (4, 1, 2, 3))
    to_round(n)
    assert n.current == 2


def test_ai_pick_tiers():
    rounds = (Round(instance="a", kind="Golf"), Round(instance="b", kind="Golf"),
              Round(instance="c", kind="Racing", double=True), Round(instance="d", kind="Racing", wager=10),
              Round(instance="e", kind="Golf", double=True, wager=5))
    n = night(*rounds)
    play(n, (1, 2, 3, 4))                 # seat 0 won the golf round
    assert [ai.stake(n, i) for i in n.remaining] == [100, 200, 110, 205]
    n.seats[0] = Seat.ai("expert")
    assert ai.decide(n, 0) == 4             # the highest stake
    n.seats[0] = Seat.ai("regular")
    assert all(ai.decide(n, 0) == 4 for _ in range(20))
    n.seats[0] = Seat.ai("novice")
    assert sorted({ai.decide(n, 0) for _ in range(60)}) == [1, 2, 3, 4]


def test_the_expert_breaks_a_stake_tie_by_its_best_kind_of_game():
    rounds = (Round(instance="a", kind="Golf"), Round(instance="b", kind="Racing"),
              Round(instance="c", kind="Golf"), Round(instance="d", kind="Poker"))
    n = night(*rounds, picks=False)
    play(n, (4, 1, 2, 3), (1, 4, 2, 3))   # seat 0: 4th at golf, 1st at racing
    assert ai.best_place(n, 0, 2) == 4 and ai.best_place(n, 0, 3) == 9
    n.remaining = [2, 3]
    assert ai.decide(n, 0) == 2             # 4th at golf beats never having played poker


def duel_night(**options) -> PartyNightsSession:
    rounds = (Round(instance="a", kind="Golf"), Round(instance="duel", kind="Grid Duel", duel=True))
    return night(*rounds, picks=False, double_final=False, **options)


def test_king_of_the_hill_the_two_lowest_first_the_leader_last():
    n = duel_night()
    play(n, (1, 2, 3, 4))                 # totals 10 6 3 1
    to_round(n)
    assert n.cued_round().seats == (2, 3)           # king 2 (the higher of the two lowest) against 3
    n.report_round((1, 2))                          # the king holds
    assert n.cued_round().seats == (2, 1)
    n.report_round((2, 1))                          # seat 1 takes the hill
    assert n.cued_round().seats == (1, 0)           # the leader defends last... as the challenger
    n.report_round((1, 1))                          # a draw keeps the king
    assert n.phase == SCORES
    assert n.played[-1]["places"] == [2, 1, 3, 4]   # the later a seat lost, the better its place
    assert n.totals == [10 + 6, 6 + 10, 3 + 3, 1 + 1]


def test_each_duel_has_its_own_seed():
    n = duel_night()
    play(n, (1, 2, 3, 4))
    to_round(n)
    first = n.cued_round()
    n.report_round((1, 2))
    assert n.cued_round().seed != first.seed and n.cued_round().instance == "duel"


def test_a_void_duel_voids_the_hill():
    n = duel_night()
    play(n, (1, 2, 3, 4))
    to_round(n)
    n.report_round((1, 2))
    n.report_round(None)
    assert n.played[-1]["void"] and n.totals == [10, 6, 3, 1]


def test_a_seat_that_left_is_not_called_to_the_hill():
    n = duel_night()
    play(n, (1, 2, 3, 4))
    n.leave(1)
    to_round(n)
    assert n.cued_round().seats == (2, 3)
    n.report_round((2, 1))
    assert n.cued_round().seats == (3, 0)
    n.report_round((1, 2))
    assert n.played[-1]["places"] == [2, 0, 3, 1]


def test_scoreboard_hash_is_equal_for_equal_reports_whatever_the_frame():
    one, two = night(), night()
    play(one, (1, 2, 3, 4))
    for _ in range(37):                   # the second machine is further on in its clocks
        two.tick([])
    play(two, (1, 2, 3, 4))
    two.tick([])
    assert one.frame != two.frame and one.state_hash() != two.state_hash()
    assert one.scoreboard_hash() == two.scoreboard_hash()


def test_scoreboard_hash_is_sensitive_to_results_seats_seed_and_definition():
    base = night()
    play(base, (1, 2, 3, 4))
    other = night()
    play(other, (1, 2, 4, 3))
    void = night()
    play(void, None)
    left = night()
    play(left, (1, 2, 3, 4))
    left.leave(3)
    config = PartyNightsConfig(rounds=base.config.rounds, seats=4)
    seeded = PartyNightsSession(config=config, seed=12, seats=base.seats)
    play(seeded, (1, 2, 3, 4))
    humans = night(ai=False)
    play(humans, (1, 2, 3, 4))
    knobbed = night(*(Round(instance=f"game-{i}", knobs=(("holes", 1),)) for i in range(4)))
    play(knobbed, (1, 2, 3, 4))
    hashes = [n.scoreboard_hash() for n in (base, other, void, left, seeded, humans, knobbed)]
    assert len(set(hashes)) == len(hashes)


def test_the_view_is_plain_and_public():
    n = night()
    play(n, (1, 2, 3, 4))
    view = n.view(2)
    assert view["you"] == 2 and view["seats"][0]["total"] == 10 and view["seats"][0]["place"] == 1
    assert n.hidden_from(2) == []
    assert {k: v for k, v in n.view(0).items() if k != "you"} == {k: v for k, v in view.items() if k != "you"}
