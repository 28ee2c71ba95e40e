"""Turn order, the coin flip, refusals, scoring, draws, stakes, the clock and results."""

from __future__ import annotations

from collections import Counter

from pycore.kernel.session import Seat, refused
from pycore.modes.card_duels.rules import OVER, STAKE

from .helpers import duel, fixed, lay, play_out, practice_config, starting

STRONG, WEAK = (9, 9, 9, 9), (1, 1, 1, 1)


def test_the_coin_flip_is_seeded_and_both_seats_start_sometimes():
    config = practice_config()
    starters = [duel(config, seed).starter for seed in range(40)]
    assert starters == [duel(config, seed).starter for seed in range(40)]
    counts = Counter(starters)
    assert counts[0] >= 10 and counts[1] >= 10


def test_the_first_tick_announces_the_coin_flip():
    s = duel(practice_config(), 3)
    assert {"kind": "coin", "starter": s.starter} in s.tick([0, 0])
    assert not any(e["kind"] == "coin" for e in s.tick([0, 0]))


def test_seats_alternate_and_the_starter_places_five_the_other_four():
    s = starting(fixed(), 1)
    order = []
    for n in range(9):
        seat = s.turn
        order.append(seat)
        index = next(i for i in range(5) if not s.played[seat][i])
        lay(s, seat, index, n)
    assert order == [1, 0, 1, 0, 1, 0, 1, 0, 1]
    assert s.played[1].count(True) == 5 and s.played[0].count(True) == 4
    assert s.is_finished()


def test_refusals_say_why():
    s = starting(fixed(), 0)
    assert s.can_place(1, 0, 4) == "It is seat 1's turn, not yours."
    assert s.place(1, 0, 4) == [refused(1, "It is seat 1's turn, not yours.")]
    assert "no card at position 5" in s.can_place(0, 5, 4)
    assert "no card at position -1" in s.can_place(0, -1, 4)
    assert "no card at position True" in s.can_place(0, True, 4)
    assert "no cell 9" in s.can_place(0, 0, 9)
    assert "no cell '4'" in s.can_place(0, 0, "4")
    lay(s, 0, 0, 4)
    assert s.can_place(1, 0, 4) == "That cell is taken: A 0 lies there."
    lay(s, 1, 0, 0)
    assert s.can_place(0, 0, 1) == "A 0 is already on the grid."
    assert s.can_place(0, 1, 1) is None


def test_a_refused_place_changes_nothing():
    s = starting(fixed(), 0)
    before = s.state_hash()
    assert s.place(0, 0, 12) == [refused(0, "There is no cell 12 on the grid: cells are 0 to 8.")]
    assert s.state_hash() == before


def test_nothing_is_laid_once_the_duel_is_over():
    s = starting(fixed(), 0)
    for n in range(9):
        seat = s.turn
        lay(s, seat, next(i for i in range(5) if not s.played[seat][i]), n)
    assert s.can_place(s.turn, 0, 0) == "The grid is full: no more cards are laid."


def test_score_counts_owned_grid_cards_plus_unplayed_hand_cards():
    # seat 0 holds nines, seat 1 ones: every seat-0 card captures what it touches
    s = starting(fixed([STRONG] * 5, [WEAK] * 5), 0)
    assert s.scores() == [5, 5]
    lay(s, 0, 0, 0)
    lay(s, 1, 0, 1)               # a 1 beside a 9: nothing taken
    assert s.scores() == [5, 5]
    lay(s, 0, 1, 2)               # takes cell 1
    assert s.scores() == [6, 4]   # 3 on the grid + 3 in hand, against 0 + 4


def test_the_second_player_keeps_one_card_that_scores():
    s = starting(fixed(), 1)      # all ones: nothing is ever captured
    for n in range(9):
        seat = s.turn
        lay(s, seat, next(i for i in range(5) if not s.played[seat][i]), n)
    assert s.scores() == [4 + 1, 5]
    assert s.winner() is None
    results = s.results()
    assert results.placements == (1, 1)
    assert results.rewards == ({}, {})


def finish(s, moves):
    for seat, index, cell in moves:
        lay(s, seat, index, cell)


def won_by_seat0(stakes: bool, seats=None):
    """Seat 0 lays nines around the grid, seat 1 ones: seat 0 ends 9 to 1."""
    config = fixed([STRONG] * 5, [WEAK, WEAK, (3, 3, 3, 3), (2, 8, 2, 2), WEAK], stakes=stakes, prize_gold=40)
    s = starting(config, 0, seats)
    finish(s, [(0, 0, 4), (1, 0, 0), (0, 1, 1), (1, 1, 2), (0, 2, 5), (1, 2, 8), (0, 3, 7), (1, 4, 6), (0, 4, 3)])
    return s


def test_more_cards_wins_and_takes_the_prize():
    s = won_by_seat0(stakes=False)
    assert s.scores() == [9, 1]
    assert s.is_finished()
    results = s.results()
    assert results.placements == (1, 2)
    assert results.rewards == ({"gold": 40}, {})


def test_under_stakes_the_winner_picks_a_card_with_the_pad():
    s = won_by_seat0(stakes=True)
    assert s.phase == STAKE and s.turn == 0 and not s.is_finished()
    assert s.results() is None
    assert s.can_take(1, 0) == "Only the winner takes a stake: seat 1 won."
    assert "no card at position 7" in s.can_take(0, 7)
    s.tick([0, 0])
    for word in (0x20, 0, 0x20, 0, 0x80, 0, 0x20, 0, 0x20, 0):   # Right, Right, Left, Right, Right
        s.tick([word, 0])
    assert s.selected[0] == 3
    events = s.tick([0x4000, 0])                                   # Cross
    assert {"kind": "stake_taken", "seat": 0, "from": 1, "card": "b-3", "index": 3} in events
    assert s.is_finished()
    assert s.results().rewards == ({"gold": 40, "cards": ["b-3"]}, {"lost_cards": ["b-3"]})


def test_an_ai_winner_takes_the_loser_strongest_card():
    s = won_by_seat0(stakes=True, seats=[Seat.ai("novice"), Seat.human()])
    play_out(s)
    # b-3 (2, 8, 2, 2) sums 14, b-2 (3, 3, 3, 3) sums 12
    assert s.results().rewards[0]["cards"] == ["b-3"]


def test_the_stake_hotspot_takes_the_card_it_names():
    s = won_by_seat0(stakes=True)
    refusal = "Seat 1 is taking a stake: no more cards are laid."
    assert {"kind": "refused", "seat": 0, "reason": refusal} in s.tick([0, 0], {0: [{"do": "pick", "card": 0}]})
    events = s.tick([0, 0], {0: [{"do": "take", "card": 2}]})
    assert any(e["kind"] == "stake_taken" and e["card"] == "b-2" for e in events)
    assert s.phase == OVER


def test_a_draw_takes_no_stake_and_pays_no_prize():
    s = starting(fixed(stakes=True, prize_gold=40), 1)
    for n in range(9):
        seat = s.turn
        lay(s, seat, next(i for i in range(5) if not s.played[seat][i]), n)
    assert s.phase == OVER
    assert s.results().rewards == ({}, {})


def test_an_idle_human_is_played_for_when_the_clock_runs_out():
    config = fixed(turn_seconds=10)
    s = starting(config, 0)
    for _ in range(config.turn_frames - 1):
        s.tick([0, 0])
    assert s.placed == 0
    events = s.tick([0, 0])
    assert {"kind": "timeout", "seat": 0} in events
    assert s.board.cards[4] is not None, "the selected card lands on the cursor's cell"
    s.cursor[1] = 4                                                # the cursor's cell is taken now
    for _ in range(config.turn_frames):
        s.tick([0, 0])
    assert s.board.cards[0] is not None, "then on the first free cell"


def test_an_untouched_duel_ends_within_the_frame_bound_the_clock_taking_the_stake_too():
    from pycore.modes.card_duels.rules import frame_bound

    config = fixed([STRONG] * 5, stakes=True, turn_seconds=10)
    s = duel(config, 5)
    events = []
    for _ in range(frame_bound(config)):
        if s.is_finished():
            break
        events += s.tick([0, 0])
    assert s.is_finished()
    assert sum(1 for e in events if e["kind"] == "timeout") == 10, "nine placements and the stake pick"
    assert s.results().rewards[0]["cards"] == ["b-0"], "the selected card: the first of the loser's deck"
