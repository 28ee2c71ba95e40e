"""Party night scoring, hand-worked: the points table, ties, doubles, wagers, void rounds, leaving, prizes."""

from __future__ import annotations

from pycore.kernel.session import refused
from pycore.modes.party_nights.config import Round
from pycore.modes.party_nights.rules import OVER, PODIUM, SCORES

from .helpers import PRIZES, night, play, to_round


def finish(n, limit: int = 20000) -> None:
    """Tick to the end, voiding any round still to come."""
    for _ in range(limit):
        if n.is_finished():
            return
        if n.cued_round() is not None:
            n.report_round(None)
        n.tick([])
    raise AssertionError("the night did not end")


def test_points_by_place_from_the_table():
    n = night()
    play(n, (1, 2, 3, 4))
    assert n.totals == [10, 6, 3, 1]
    assert n.last == [10, 6, 3, 1]
    assert n.phase == SCORES


def test_a_place_past_the_table_scores_nothing():
    n = night(points=(10, 5))
    play(n, (4, 3, 2, 1))
    assert n.totals == [0, 0, 5, 10]


def test_tied_seats_share_a_place_and_its_points():
    n = night(double_final=False)
    play(n, (1, 1, 3, 4))                 # two share 1st: 10 each; the next is 3rd
    assert n.totals == [10, 10, 3, 1]
    play(n, (2, 1, 2, 4))                 # two share 2nd: 6 each
    assert n.totals == [16, 20, 9, 2]


def test_a_double_round_and_the_final_round_score_double():
    rounds = (Round(instance="a", kind="A"), Round(instance="b", kind="B", double=True), Round(instance="c", kind="C"))
    n = night(*rounds, picks=False)
    play(n, (1, 2, 3, 4))
    assert n.last == [10, 6, 3, 1]
    play(n, (1, 2, 3, 4))
    assert n.last == [20, 12, 6, 2]       # marked double
    play(n, (4, 3, 2, 1))
    assert n.last == [2, 6, 12, 20]       # the final round, double_final by default
    assert n.totals == [32, 24, 21, 23]


def test_double_final_off_scores_the_last_round_plainly():
    n = night(Round(instance="a", kind="A"), Round(instance="b", kind="B"), double_final=False, picks=False)
    play(n, (1, 2, 3, 4), (1, 2, 3, 4))
    assert n.totals == [20, 12, 6, 2]


def test_the_wager_pot_goes_to_the_round_winner():
    rounds = (Round(instance="a", kind="A"), Round(instance="b", kind="B", wager=50), Round(instance="c", kind="C"))
    n = night(*rounds, picks=False, double_final=False)
    play(n, (1, 2, 3, 4))                 # totals 10 6 3 1
    to_round(n)
    assert n.stakes == [5, 3, 1, 0]       # half of each total, rounded down
    n.report_round((4, 3, 2, 1))
    # place points 1 3 6 10; stakes -5 -3 -1 -0; seat 3 wins the pot of 9
    assert n.last == [1 - 5, 3 - 3, 6 - 1, 10 - 0 + 9]
    assert n.totals == [6, 6, 8, 20]


def test_tied_winners_split_the_pot_the_odd_point_in_seat_order():
    rounds = (Round(instance="a", kind="A"), Round(instance="b", kind="B", wager=50), Round(instance="c", kind="C"))
    n = night(*rounds, picks=False, double_final=False)
    play(n, (1, 2, 3, 4))                 # totals 10 6 3 1; stakes 5 3 1 0; pot 9
    play(n, (3, 1, 1, 4))                 # seats 1 and 2 win: 5 and 4
    assert n.last == [3 - 5, 10 - 3 + 5, 10 - 1 + 4, 1]
    assert sum(n.last) == 3 + 10 + 10 + 1   # the wager moves points, it makes none


def test_a_void_round_scores_nothing_and_takes_no_stakes():
    rounds = (Round(instance="a", kind="A"), Round(instance="b", kind="B", wager=50), Round(instance="c", kind="C"))
    n = night(*rounds, picks=False, double_final=False)
    play(n, (1, 2, 3, 4), None)
    assert n.totals == [10, 6, 3, 1]
    assert n.last == [0, 0, 0, 0]
    assert n.played[-1]["void"] and n.played[-1]["points"] == [0, 0, 0, 0]
    play(n, (4, 3, 2, 1))                 # the night goes on
    assert n.totals == [11, 9, 9, 11]


def test_a_round_that_runs_past_its_time_is_void():
    n = night(round_seconds=10)
    to_round(n)
    for _ in range(10 * 60):
        n.tick([])
    assert n.phase == SCORES and n.played[-1]["void"]
    assert n.cued_round() is None


def test_a_seat_that_leaves_keeps_its_total_and_scores_no_more():
    n = night(picks=False, double_final=False)
    play(n, (1, 2, 3, 4))
    assert n.leave(0) == [{"kind": "left", "seat": 0}]
    before = n.state_hash()
    assert n.leave(0) == [refused(0, "Ava has left already.")] and n.state_hash() == before
    to_round(n)
    assert n.cued_round().seats == (1, 2, 3)
    n.report_round((1, 2, 3))
    assert n.totals == [10, 16, 9, 4]
    finish(n)
    results = n.results()
    assert results.placements == (2, 1, 3, 4)
    assert results.rewards[0] == {}       # left: no prize


def test_a_seat_leaving_mid_round_scores_nothing_for_it():
    n = night(picks=False, double_final=False)
    to_round(n)
    n.leave(2)
    n.report_round((3, 2, 1, 4))
    assert n.totals == [3, 6, 0, 1]


def test_when_fewer_than_two_are_left_the_night_ends_early_without_prizes():
    n = night(seats=3, prizes=PRIZES)
    play(n, (1, 2, 3))
    n.leave(1)
    assert n.phase != PODIUM
    n.leave(2)
    assert n.phase == PODIUM and n.ended_early
    assert n.can_leave(0) == "The night is over."
    finish(n)
    assert n.results().placements == (1, 2, 3)
    assert n.results().rewards == ({}, {}, {})


def test_prizes_by_final_place_ties_share():
    n = night(Round(instance="a", kind="A"), seats=4, prizes=PRIZES, double_final=False)
    play(n, (2, 1, 2, 4))
    finish(n)
    results = n.results()
    assert results.placements == (2, 1, 2, 4)
    assert results.rewards[1] == {"gold": 50, "coins": 0, "boosters": ["practice-booster"], "cards": []}
    assert results.rewards[0] == results.rewards[2] == {"gold": 20, "coins": 5, "boosters": [], "cards": []}
    assert results.rewards[3] == {}       # 4th: past the prize table


def test_no_prizes_when_every_round_was_void():
    n = night(Round(instance="a", kind="A"), Round(instance="b", kind="B"), prizes=PRIZES)
    play(n, None, None)
    finish(n)
    assert n.phase == OVER
    assert n.results().rewards == ({}, {}, {}, {})
    assert n.results().placements == (1, 1, 1, 1)


def test_results_only_once_the_podium_has_risen():
    n = night(Round(instance="a", kind="A"))
    play(n, (1, 2, 3, 4))
    assert n.results() is None
    for _ in range(500):
        if n.phase == PODIUM:
            break
        n.tick([])
    assert n.phase == PODIUM and n.results() is None
    finish(n)
    assert n.results() is not None


def test_a_report_without_a_cue_or_of_the_wrong_size_is_refused():
    n = night()
    try:
        n.report_round((1, 2, 3, 4))
    except ValueError as e:
        assert "No round is cued" in str(e)
    else:
        raise AssertionError("a report before any cue was taken")
    to_round(n)
    try:
        n.report_round((1, 2))
    except ValueError as e:
        assert "seated 4 players; 2 placements" in str(e)
    else:
        raise AssertionError("a short report was taken")
