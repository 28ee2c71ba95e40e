"""Checkers on the kit, held to the English Draughts Association's rules and their worked cases.

Squares are (row, column) with Black's men starting on rows 5 to 7 and moving up (to row 0).
The rule numbers cited are the EDA / WCDF "Laws of Checkers" (English draughts).
"""

from pycore.modes.tables.loader import built_in

from tests.modes.tables.helpers import clicks, lay, session

RULES = built_in("checkers").namespace
legal, play = RULES["legal"], RULES["play"]


def start_board():
    board = {}
    for r in range(8):
        for c in range(8):
            if (r + c) % 2 and r < 3:
                board[(r, c)] = ("White", False)
            elif (r + c) % 2 and r > 4:
                board[(r, c)] = ("Black", False)
    return board


def perft(board, side, depth):
    if depth == 0:
        return 1
    other = "White" if side == "Black" else "Black"
    return sum(perft(play(board, m, side), other, depth - 1) for m in legal(board, side))


def test_perft_from_the_opening_matches_the_published_counts():
    """Move counts of English draughts from the start: 7, 49, 302, 1469, 7361 (the published perft table)."""
    board = start_board()
    assert [perft(board, "Black", d) for d in range(1, 6)] == [7, 49, 302, 1469, 7361]


def test_a_capture_is_compulsory():
    """Law 1.18 / 1.19: if a capture is possible it must be made; a plain step is refused."""
    s = session("checkers")
    lay(s, [("man", (5, 2), "Black"), ("man", (5, 6), "Black"), ("man", (4, 3), "White"), ("man", (0, 1), "White")])
    assert [m for m in legal(RULES["position"](s.table), "Black")] == [[[5, 2], [3, 4]]]
    assert clicks(s, 0, (5, 6)) == ["A capture is compulsory: jump with a piece that can."]
    assert clicks(s, 0, (5, 2), (4, 1)) == [None, "A capture is compulsory, and a capturing piece goes on jumping while it can."]
    assert clicks(s, 0, (3, 4)) == [None]
    assert s.table.piece_at((4, 3)) is None and s.table.turn == 1


def test_a_multi_jump_keeps_the_turn_until_the_last_capture():
    """Law 1.20: a capturing piece must go on jumping while it can, all in one move."""
    s = session("checkers")
    lay(s, [("man", (5, 0), "Black"), ("man", (4, 1), "White"), ("man", (2, 3), "White"), ("man", (0, 7), "White")])
    assert clicks(s, 0, (5, 0), (3, 2)) == [None, None]
    assert s.table.turn == 0 and s.table.piece_at((4, 1)) is not None      # taken at the end of the move
    assert clicks(s, 0, (2, 1)) == ["A capture is compulsory, and a capturing piece goes on jumping while it can."]
    assert clicks(s, 0, (1, 4)) == [None]
    assert s.table.piece_at((4, 1)) is None and s.table.piece_at((2, 3)) is None and s.table.turn == 1


def test_a_man_crowned_by_a_capture_ends_its_move_there():
    """Law 1.21: a man reaching the king row by a capture is crowned and its move ends, even with a jump left."""
    s = session("checkers")
    lay(s, [("man", (2, 1), "Black"), ("man", (1, 2), "White"), ("man", (1, 4), "White"), ("man", (7, 0), "Black")])
    assert legal(RULES["position"](s.table), "Black") == [[[2, 1], [0, 3]]]
    assert clicks(s, 0, (2, 1), (0, 3)) == [None, None]
    king = s.table.piece_at((0, 3))
    assert king.kind == "king" and king.data["ring"] == 1 and s.table.turn == 1
    assert s.table.piece_at((1, 4)) is not None


def test_a_king_moves_and_jumps_both_ways_and_a_man_only_forward():
    s = session("checkers")
    board = {(3, 4): ("Black", True), (4, 3): ("White", False), (0, 1): ("White", False)}
    assert legal(board, "Black") == [[[3, 4], [5, 2]]]
    board = {(3, 4): ("Black", True)}
    assert sorted(m[1] for m in legal(board, "Black")) == [[2, 3], [2, 5], [4, 3], [4, 5]]
    board = {(3, 4): ("Black", False)}
    assert sorted(m[1] for m in legal(board, "Black")) == [[2, 3], [2, 5]]
    lay(s, [("man", (3, 4), "Black"), ("man", (0, 1), "White")])
    assert clicks(s, 0, (3, 4), (4, 5)) == [None, "A man moves one square diagonally forward; a king either way."]


def test_a_side_with_no_move_loses():
    """Law 1.30: a player who cannot move (all pieces blocked) loses."""
    s = session("checkers")
    lay(s, [("man", (1, 0), "Black"), ("man", (0, 1), "White"), ("man", (7, 0), "White")], turn=0)
    # Black's man on (1, 0) is blocked by (0, 1) and cannot jump off the board
    assert s.is_finished() and s.table.winner == 1 and s.table.reason == "Black cannot move"


def test_taking_the_last_piece_wins():
    s = session("checkers")
    lay(s, [("man", (5, 2), "Black"), ("man", (4, 3), "White")])
    clicks(s, 0, (5, 2), (3, 4))
    assert s.is_finished() and s.table.winner == 0 and s.results().placements == (1, 2)


def test_forty_moves_each_without_a_capture_or_a_man_moved_is_a_draw():
    """Law 1.32.1: forty moves by each side with neither a capture nor a man moved: a draw."""
    s = session("checkers")
    lay(s, [("king", (7, 0), "Black"), ("king", (0, 7), "White")], plies=0)
    black, white = [(7, 0), (6, 1)], [(0, 7), (1, 6)]
    for ply in range(80):
        seat = ply % 2
        path = black if seat == 0 else white
        step = ply // 2
        assert clicks(s, seat, path[step % 2], path[(step + 1) % 2]) == [None, None]
        if ply < 79:
            assert not s.is_finished() and s.table.data["plies"] == ply + 1
    assert s.is_finished() and s.table.winner is None
    assert s.results().placements == (1, 1)


def test_a_man_s_move_resets_the_draw_count():
    s = session("checkers")
    lay(s, [("man", (5, 0), "Black"), ("king", (0, 7), "White")], plies=70)
    clicks(s, 0, (5, 0), (4, 1))
    assert s.table.data["plies"] == 0
