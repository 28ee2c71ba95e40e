"""Checkers on the kit, held to the English Draughts Association's rules and their worked cases.

Squares are (row, column) with Black's men starting on rows 5 to 7 and moving up (to row 0).
The rule numbers cited are the EDA / WCDF "Laws of Checkers" (English draughts).
"""

from pycore.modes.tables.loader import built_in

from tests.modes.tables.helpers import clicks, landed, lay, session

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
    assert landed(s).is_finished() and s.table.winner == 0 and s.results().placements == (1, 2)


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
    assert landed(s).is_finished() and s.table.winner is None
    assert s.results().placements == (1, 1)


def test_a_man_s_move_resets_the_draw_count():
    s = session("checkers")
    lay(s, [("man", (5, 0), "Black"), ("king", (0, 7), "White")], plies=70)
    clicks(s, 0, (5, 0), (4, 1))
    assert s.table.data["plies"] == 0


def reference_chosen(table, seat, tier):
    """Return the moves the search chose before it was spread over frames: the recursive alpha-beta, kept here."""
    options = RULES["moves"](table, seat)
    side, other = table.side_of(seat), table.side_of(1 - seat)
    board = RULES["position"](table)
    budget = [RULES["NODE_BUDGET"][tier]]

    def search(board, side, other, depth, alpha, beta):
        budget[0] -= 1
        found = legal(board, side)
        if not found:
            return -50000 - depth
        if depth <= 0 or budget[0] < 0:
            return RULES["score"](board, side)
        best = -100000
        for move in found:
            value = -search(play(board, move, side), other, side, depth - 1, -beta, -max(alpha, best))
            if value > best:
                best = value
                if best >= beta:
                    break
        return best

    chosen = options
    for depth in range(1, RULES["DEPTH"][tier] + 1):
        best, found = -100000, []
        for move in options:
            value = -search(play(board, move, side), other, side, depth - 1, -100000, -best + 1)
            if value > best:
                best, found = value, [move]
            elif value == best:
                found.append(move)
        if budget[0] < 0:
            break
        chosen = found
    return chosen


def test_the_search_spread_over_frames_chooses_as_the_search_in_one_go():
    """Searched a few nodes a frame or all at once, the AI weighs the same moves as the recursive search did."""
    from pycore.kernel.session import Seat

    think, moves = RULES["think"], RULES["moves"]
    compared = 0
    for seed, tiers in ((1, ("expert", "regular")), (2, ("regular", "expert")), (3, ("expert", "novice"))):
        s = session("checkers", seed=seed, seats=[Seat.ai(tiers[0]), Seat.ai(tiers[1])])
        while not s.is_finished() and compared < 120:
            seat = s.table.turn
            if not s.plans[seat] and not s.table.data.get("path") and len(moves(s.table, seat)) > 1:
                tier = tiers[seat]
                before = s.state_hash()
                want = reference_chosen(s.table, seat, tier)
                whole = think(s.table, seat, tier, None, -1)
                spread, pieces = None, 0
                while spread is None or not spread["done"]:
                    spread = think(s.table, seat, tier, spread, 1 + compared % 7)
                    pieces += 1
                options = moves(s.table, seat)
                assert [options[k] for k in whole["chosen"]] == want
                assert spread == whole and pieces > 1
                assert s.state_hash() == before       # thinking changes nothing on the table
                compared += 1
            s.tick([0, 0])
    assert compared >= 60


def test_an_expert_searches_a_bounded_piece_a_frame_and_moves_once_its_search_is_done():
    """No frame searches more than THINK_NODES positions; a seat's choose gets its search finished."""
    import copy

    from pycore.kernel.session import Seat
    from pycore.modes.tables.ai import THINK_NODES

    choose, given = RULES["choose"], []

    def watched(table, seat, tier, thought=None):
        given.append(thought)
        return choose(table, seat, tier, thought)

    RULES["choose"] = watched
    try:
        s = session("checkers", seed=4, seats=[Seat.ai("expert"), Seat.ai("expert")])
        for _ in range(1500):
            before = copy.deepcopy(s.thoughts)
            s.tick([0, 0])
            for seat in range(2):
                if before[seat] is not None and s.thoughts[seat] is not None:
                    assert 0 <= before[seat]["budget"] - s.thoughts[seat]["budget"] <= THINK_NODES
            if s.is_finished():
                break
    finally:
        RULES["choose"] = choose
    assert len(given) > 20 and all(t is not None and t["done"] for t in given)
    assert sum(t["budget"] < 0 for t in given) > 5      # searches that ran out of budget, spread over many frames
    hashed = s.state_hash()
    s.thoughts[0] = {"done": False, "budget": 1}
    assert s.state_hash() != hashed      # the search so far is part of the state


def test_putting_the_jumping_man_down_mid_capture_and_picking_it_again_goes_on():
    """Issue 29: Black (5,0); White (4,1), (2,3), (0,7). After (5,0)->(3,2), Circle puts the man down;
    Cross on (3,2) picks it up again (it must finish the jump), and no click raises out of a tick."""
    from pycore.kernel import pad

    s = session("checkers")
    lay(s, [("man", (5, 0), "Black"), ("man", (4, 1), "White"), ("man", (2, 3), "White"), ("man", (0, 7), "White")])
    assert clicks(s, 0, (5, 0), (3, 2)) == [None, None]
    jumper = s.table.piece_at((3, 2))
    assert s.table.picked[0] == jumper.id                   # mid-jump the man stays picked
    s.tick([pad.CIRCLE, 0])
    s.tick([0, 0])
    assert s.table.picked[0] == 0
    s.table.pointer[0] = (3, 2)
    events = s.tick([pad.CROSS, 0])                        # IndexError out of the select handler before the fix
    assert not [e for e in events if e["kind"] == "refused"]
    assert s.table.picked[0] == jumper.id
    s.tick([0, 0])
    assert clicks(s, 0, (1, 4)) == [None]
    assert s.table.piece_at((4, 1)) is None and s.table.piece_at((2, 3)) is None and s.table.turn == 1


def test_a_triple_jump_put_down_after_its_first_leap_can_be_picked_up_again_and_finished():
    """Issue 29: Black (7,0); White (6,1), (4,3), (2,5), (0,1). (7,0)->(5,2), the man put down (clicked
    again, or Circle), then picked up again: accepted, and the jump goes on to the end."""
    s = session("checkers")
    lay(s, [("man", (7, 0), "Black"), ("man", (6, 1), "White"), ("man", (4, 3), "White"), ("man", (2, 5), "White"),
            ("man", (0, 1), "White")])
    assert clicks(s, 0, (7, 0), (5, 2)) == [None, None]
    assert clicks(s, 0, (5, 2)) == [None]                  # clicking the picked man puts it down
    assert s.table.picked[0] == 0
    assert clicks(s, 0, (5, 2)) == [None]                  # refused "A capture is compulsory" before the fix
    assert s.table.picked[0] == s.table.piece_at((5, 2)).id
    assert clicks(s, 0, (3, 4), (1, 6)) == [None, None]
    assert [p.cell for p in s.table.pieces if p.side == "White"] == [(0, 1)] and s.table.turn == 1


def test_mid_jump_another_piece_is_refused_with_the_reason():
    s = session("checkers")
    lay(s, [("man", (5, 0), "Black"), ("man", (6, 3), "Black"), ("man", (4, 1), "White"), ("man", (2, 3), "White"),
            ("man", (0, 7), "White")])
    assert clicks(s, 0, (5, 0), (3, 2)) == [None, None]
    assert clicks(s, 0, (6, 3)) == ["Go on jumping with the piece that captured."]
