"""The tables pack's own game, four in a row: discs fall, a full column refuses, four in a line wins.

The line count (69 ways to win on the 7 x 6 grid) is the one Allis gives in "A Knowledge-based
Approach of Connect-Four" (1988), section 2; the rest are positions worked by hand.
"""

from pathlib import Path

import pytest

from pycore.kernel.session import Seat
from pycore.packs import load_pack
from pycore.tabletop import Board

from tests.modes.tables.helpers import clicks, landed

REPO = Path(__file__).resolve().parents[3]
INSTANCE = load_pack(REPO / "packs" / "tables").instance("tables-four-in-a-row")
GAME = INSTANCE.config.rules.namespace


def table_of(seats=None, seed=1):
    s = INSTANCE.spec.session(config=INSTANCE.config, seed=seed, seats=seats or [Seat.human(), Seat.human()])
    while s.table.state != "playing":
        s.tick([0, 0])
    return s


def drop(s, seat, column):
    """Click the top cell of ``column`` for ``seat``: the disc falls to the bottom of it."""
    return clicks(s, seat, (0, column))[0]


def grid(s):
    return {tuple(p.cell): p.side for p in s.table.pieces}


def test_the_kit_finds_the_69_lines_of_the_7_by_6_grid_and_the_8_of_tic_tac_toe():
    runs = Board(6, 7).runs(4)
    assert len(runs) == 69 and len(GAME["RUNS"]) == 69
    assert len({tuple(run) for run in runs}) == 69
    assert len(Board(3, 3).runs(3)) == 8
    # a board limited to some cells keeps only runs through playable cells
    assert Board(3, 3, cells=((0, 0), (0, 1), (0, 2), (1, 1))).runs(3) == [[(0, 0), (0, 1), (0, 2)]]


def test_a_disc_falls_to_the_lowest_free_cell_and_a_full_column_refuses():
    s = table_of()
    for k in range(6):
        assert drop(s, k % 2, 3) is None
    assert grid(s) == {(5 - k, 3): ("Red", "Yellow")[k % 2] for k in range(6)}
    before = s.table.save()
    assert drop(s, 0, 3) == "That column is full."
    assert s.table.save() == before and s.table.turn == 0


@pytest.mark.parametrize("moves, line", [
    # red along the bottom row; yellow stacks on red's discs
    ([0, 0, 1, 1, 2, 2, 3], [(5, 0), (5, 1), (5, 2), (5, 3)]),
    # red up column 6
    ([6, 0, 6, 0, 6, 0, 6], [(5, 6), (4, 6), (3, 6), (2, 6)]),
    # red's rising diagonal from (5, 0) to (2, 3)
    ([0, 1, 1, 2, 2, 3, 2, 3, 3, 6, 3], [(5, 0), (4, 1), (3, 2), (2, 3)]),
])
def test_four_in_a_line_wins_and_is_shown(moves, line):
    s = table_of()
    for k, column in enumerate(moves):
        assert not s.is_finished()
        assert drop(s, k % 2, column) is None
    assert landed(s).is_finished() and s.table.winner == 0 and s.table.reason == "4 in a row"
    assert sorted(map(tuple, s.table.highlights[0]["cells"])) == sorted(line)


def test_a_full_grid_without_a_line_is_a_draw():
    s = table_of()
    # found by a search for a grid with no line; each drop below is checked to take
    order = [6, 3, 5, 2, 2, 5, 5, 2, 6, 3, 6, 2, 4, 6, 3, 0, 5, 5, 3, 4, 6,
             6, 2, 5, 2, 4, 0, 4, 1, 3, 1, 0, 4, 1, 1, 1, 0, 1, 0, 3, 4, 0]
    for k, column in enumerate(order):
        assert drop(s, k % 2, column) is None, (k, column, grid(s))
    assert landed(s).is_finished() and s.table.winner is None and s.results().placements == (1, 1)


def test_the_ai_takes_a_win_then_blocks_and_the_expert_never_drops_under_a_win():
    s = table_of()
    for k, column in enumerate([0, 6, 1, 6, 2]):   # red threatens (5, 3); yellow has two in column 6
        drop(s, k % 2, column)
    assert GAME["choose"](s.table, 1, "expert") == [(5, 3)]        # yellow blocks
    drop(s, 1, 5)
    assert GAME["choose"](s.table, 0, "expert") == [(5, 3)]        # red wins
    # red on (5, 1), (5, 2), (5, 4); yellow would win at (4, 3) once (5, 3) is taken
    s = table_of()
    for k, column in enumerate([1, 0, 2, 0, 4, 0]):
        drop(s, k % 2, column)
    assert GAME["choose"](s.table, 0, "expert") == [(5, 3)]        # its own win comes first
    s = table_of()
    for k, column in enumerate([6, 0, 5, 1, 6, 2]):   # yellow on (5, 0) (5, 1) (5, 2): red must block (5, 3)
        drop(s, k % 2, column)
    assert GAME["choose"](s.table, 0, "expert") == [(5, 3)]


def test_the_expert_never_drops_a_disc_the_other_side_wins_on_top_of():
    s = table_of()
    # yellow holds (4, 4) (4, 5) (4, 6): a red disc on (5, 3) would let yellow win on (4, 3)
    for k, column in enumerate([4, 5, 6, 4, 0, 5, 0, 6]):
        drop(s, k % 2, column)
    assert grid(s)[(4, 6)] == "Yellow" and (5, 3) not in grid(s)
    picks = {tuple(GAME["choose"](s.table, 0, "expert")[0]) for _ in range(16)}   # each call draws afresh
    assert picks == {(5, 2), (3, 4)}   # safe and nearest the centre, either of the two


@pytest.mark.parametrize("tiers", [("novice", "expert"), ("regular", "regular"), ("expert", "expert")])
def test_every_ai_move_is_legal_and_every_game_ends(tiers):
    for seed in range(1, 6):
        s = INSTANCE.spec.session(config=INSTANCE.config, seed=seed, seats=[Seat.ai(tiers[0]), Seat.ai(tiers[1])])
        for _ in range(20_000):
            if s.is_finished():
                break
            for e in s.tick([0, 0]):
                assert e["kind"] != "refused", e
        assert s.is_finished() and s.results() is not None
        assert len(s.table.pieces) <= 42


def test_the_game_ends_once_the_winning_disc_has_landed():
    """The results card stands over the last frame drawn, so the winning disc must be down by then."""
    s = table_of()
    for k, column in enumerate([0, 0, 1, 1, 2, 2]):
        drop(s, k % 2, column)
    landed(s)
    drop(s, 0, 3)                                   # falls five rows to (5, 3)
    assert s.table.state == "finished" and not s.is_finished() and s.results() is None
    frames = 0
    while not s.is_finished():
        s.tick([0, 0])
        frames += 1
    assert frames == 4 + 3 * 5                        # the fall's own length, not a frame more
    assert not any(p.anim for p in s.table.pieces) and s.results().placements == (1, 2)
