"""Tic-tac-toe on the kit: the lines, a win, a draw, and an expert that never loses."""

from pycore.kernel.session import Seat
from pycore.modes.tables.loader import built_in, load

from tests.modes.tables.helpers import clicks, session

RULES = built_in("tictactoe")


def test_a_3_by_3_board_has_8_lines_and_a_4_by_4_board_10_lines_of_four():
    assert len(RULES.namespace["lines"]()) == 8
    bigger = load(RULES.source.replace("SIZE = 3", "SIZE = 4").replace("LINE = 3", "LINE = 4"), "four.py")
    assert len(bigger.namespace["lines"]()) == 10
    assert bigger.build().board.rows == 4


def test_three_in_a_row_wins_and_shows_the_line():
    s = session("tictactoe")
    for seat, cell in ((0, (0, 0)), (1, (1, 0)), (0, (0, 1)), (1, (1, 1))):
        assert clicks(s, seat, cell) == [None]
    assert clicks(s, 1, (2, 2)) == ["It is seat 1's turn, not yours."]
    assert clicks(s, 0, (1, 1)) == ["That square is taken."]
    assert clicks(s, 0, (0, 2)) == [None]
    assert s.is_finished() and s.table.winner == 0 and s.table.reason == "3 in a row"
    assert s.table.highlights[0]["cells"] == [[0, 0], [0, 1], [0, 2]]
    assert s.results().placements == (1, 2) and s.results().rewards[0] == {"gold": 5}


def test_a_full_board_without_a_line_is_a_draw():
    s = session("tictactoe")
    order = [(0, 0), (0, 1), (0, 2), (1, 1), (1, 0), (1, 2), (2, 1), (2, 0), (2, 2)]
    for k, cell in enumerate(order):
        assert clicks(s, k % 2, cell) == [None]
    assert s.is_finished() and s.table.winner is None and s.results().placements == (1, 1)


def _expert_never_loses(s, expert):
    """Play every answer of the other seat against the expert (a game tree walk); return the games walked."""
    table = s.table
    if s.is_finished():
        assert table.winner in (None, expert), table.save()["pieces"]
        return 1
    seat = table.turn
    if seat == expert:
        move = RULES.namespace["choose"](table, seat, "expert")
        saved = table.save()
        assert clicks(s, seat, *move) == [None]
        n = _expert_never_loses(s, expert)
        table.load(saved)
        return n
    total = 0
    for move in RULES.namespace["moves"](table, seat):
        saved = table.save()
        assert clicks(s, seat, *move) == [None]
        total += _expert_never_loses(s, expert)
        table.load(saved)
    return total


def test_the_expert_never_loses_against_any_line_of_play():
    """Perfect play: over every sequence of the opponent's moves, the expert (as X and as O) wins or draws."""
    for expert in (0, 1):
        s = session("tictactoe", seats=[Seat.human(), Seat.human()])
        assert _expert_never_loses(s, expert) > 50


def test_the_regular_tier_takes_a_win_and_blocks_one():
    s = session("tictactoe")
    for seat, cell in ((0, (0, 0)), (1, (1, 1)), (0, (0, 1))):
        clicks(s, seat, cell)
    choose = RULES.namespace["choose"]
    blocks = [choose(s.table, 1, "regular") for _ in range(40)]
    assert blocks.count([(0, 2)]) >= 25          # blocks, but blunders now and then on purpose
    assert any(b != [(0, 2)] for b in blocks)
