"""Checkers (English draughts) on the table kit, by the English Draughts Association's rules.

Black (seat 0) moves first, up the board; White (seat 1) sits across it. Men move one
square diagonally forward; a capture jumps an adjacent enemy piece to the empty square
beyond and is compulsory (any capturing move may be chosen, not only the longest); a
capturing piece goes on jumping while it can, and a man that reaches the far row is
crowned and its move ends there. Kings move and jump both ways. A player with no piece or
no move loses; forty moves each with no capture and no man moved is a draw.
"""

from pycore.tabletop import Board, Seat, Table

TITLE = "Checkers"
SIZE = 8
DRAW_PLIES = 80                 # forty moves each without a capture or a man's move
FORWARD = {"Black": -1, "White": 1}
CROWN_ROW = {"Black": 0, "White": SIZE - 1}
DEPTH = {"novice": 1, "regular": 3, "expert": 6}
NODE_BUDGET = {"novice": 40, "regular": 150, "expert": 320}   # nodes a decision may visit: within a frame's work
MARK = 0xC0FFD84A


def build():
    """Make the table and its rules."""
    table = Table(board=Board(SIZE, SIZE, look="checker"),
                  seats=[Seat(side="Black", color=0xFF2A2A30), Seat(side="White", color=0xFFF4EEDC, turned=True)],
                  turn_seconds=60, title=TITLE)

    @table.on("start")
    def start():
        table.clear()
        for r in range(SIZE):
            for c in range(SIZE):
                if (r + c) % 2 == 1 and r < 3:
                    table.add_piece("man", (r, c), "White")
                elif (r + c) % 2 == 1 and r >= SIZE - 3:
                    table.add_piece("man", (r, c), "Black")
        table.data.update(plies=0, path=[], jumper=0, taken=[])

    @table.on("turn")
    def turn(seat):
        table.clear_highlight()
        starts = sorted(dict.fromkeys(tuple(m[0]) for m in moves(table, seat)))
        if not starts:
            table.finish(1 - seat, f"{table.side_of(seat)} cannot move")
            return
        table.highlight(starts, seats=[seat], color=MARK, style="dot")

    @table.on("piece_select")
    def select(seat, piece):
        if table.data["jumper"]:
            if piece.id != table.data["jumper"]:
                return "Go on jumping with the piece that captured."
            table.clear_highlight([seat])   # the man put down mid-jump is picked again: the rest of its jump
            table.highlight([tuple(m[0]) for m in moves(table, seat)], seats=[seat], color=MARK, style="dot")
            return None
        options = [m for m in moves(table, seat) if tuple(m[0]) == piece.cell]
        if not options:
            if any(is_jump(m) for m in moves(table, seat)):
                return "A capture is compulsory: jump with a piece that can."
            return "That piece has no move."
        table.clear_highlight([seat])
        table.highlight([tuple(m[1]) for m in options], seats=[seat], color=MARK, style="dot")
        return None

    @table.on("move_request")
    def request(seat, piece, cell):
        path = table.data["path"] or [list(piece.cell)]
        step = path + [list(cell)]
        full = [m for m in sequences(table, seat) if m[:len(step)] == step]
        if not full:
            if any(is_jump(m) for m in sequences(table, seat)):
                return "A capture is compulsory, and a capturing piece goes on jumping while it can."
            return "A man moves one square diagonally forward; a king either way."
        return None

    @table.on("moved")
    def moved(seat, piece, start):
        path = (table.data["path"] or [list(start)]) + [list(piece.cell)]
        jumped = abs(piece.cell[0] - start[0]) == 2
        if jumped:
            over = table.piece_at(((piece.cell[0] + start[0]) // 2, (piece.cell[1] + start[1]) // 2))
            over.data["taken"] = 1
            table.data["taken"] = table.data["taken"] + [over.id]
        table.data.update(path=path, jumper=piece.id)   # the move so far, so the position is its start
        more = [m for m in sequences(table, seat) if m[:len(path)] == path and len(m) > len(path)]
        if more:
            table.pick(seat, piece)
            table.clear_highlight([seat])
            table.highlight([tuple(m[len(path)]) for m in more], seats=[seat], color=MARK, style="dot")
            return
        man_moved = piece.kind == "man"
        captured = bool(table.data["taken"])
        for pid in table.data["taken"]:
            table.piece(pid).remove()
        if piece.kind == "man" and piece.cell[0] == CROWN_ROW[piece.side]:
            piece.kind = "king"
            piece.data["ring"] = 1
        plies = 0 if captured or man_moved else table.data["plies"] + 1
        table.data.update(plies=plies, path=[], jumper=0, taken=[])
        if plies >= DRAW_PLIES:
            table.finish(None, "forty moves each without a capture or a man's move")
            return
        table.next_turn()

    @table.on("turn_timeout")
    def timeout(seat):
        table.finish(1 - seat, f"{table.side_of(seat)} ran out of time")

    return table


def position(table):
    """Return the board at the start of the move: cell -> (side, king), the moving piece back where it began."""
    board = {}
    for p in table.pieces:
        cell = p.cell
        if p.id == table.data.get("jumper"):
            cell = tuple(table.data["path"][0])
        board[cell] = (p.side, p.kind == "king")
    return board


def sequences(table, seat):
    """Return every legal move of ``seat`` from the start of its move, each the list of its cells."""
    return legal(position(table), table.side_of(seat))


def moves(table, seat):
    """Return the clicks that finish ``seat``'s move from where it stands (the rest of a jump under way)."""
    path = table.data.get("path") or []
    found = []
    for m in sequences(table, seat):
        if not path:
            found.append(m)
        elif m[:len(path)] == path:
            found.append(m[len(path):])
    return found


def is_jump(move):
    """Return True if ``move`` (a whole move from its start, two cells or more) captures: its first step crosses two rows."""
    return len(move) > 1 and abs(move[1][0] - move[0][0]) == 2


def _directions(side, king):
    forward = FORWARD[side]
    return ((forward, -1), (forward, 1), (-forward, -1), (-forward, 1)) if king else ((forward, -1), (forward, 1))


def _inside(r, c):
    return 0 <= r < SIZE and 0 <= c < SIZE


def _reach(jump):
    """Return, for each side, man or king, and square, where it may step (or leap: over, to) on the board."""
    out = {}
    for side in FORWARD:
        for king in (False, True):
            out[side, king] = {}
            for r in range(SIZE):
                for c in range(SIZE):
                    out[side, king][r, c] = [((r + dr, c + dc), (r + 2 * dr, c + 2 * dc)) if jump else (r + dr, c + dc)
                                             for dr, dc in _directions(side, king)
                                             if _inside(r + (2 if jump else 1) * dr, c + (2 if jump else 1) * dc)]
    return out


STEPS, LEAPS = _reach(False), _reach(True)   # the search asks these thousands of times a move


def legal(board, side):
    """Return every legal move of ``side`` on ``board`` (jumps only, when any jump exists), as cell lists."""
    jumps = []
    steps = []
    for cell in sorted(board):
        owner, king = board[cell]
        if owner != side:
            continue
        if any(over in board and board[over][0] != side and to not in board for over, to in LEAPS[side, king][cell]):
            jumps += _jumps(board, cell, side, king, [list(cell)], [])
        elif not jumps:
            for to in STEPS[side, king][cell]:
                if to not in board:
                    steps.append([list(cell), list(to)])
    return jumps or steps


def _jumps(board, start, side, king, path, taken):
    """Return the complete jump sequences from ``path``'s last cell (captured pieces stay until the move ends)."""
    found = []
    for over, to in LEAPS[side, king][tuple(path[-1])]:
        if over not in board or board[over][0] == side or over in taken:
            continue
        if to in board and to != start:
            continue
        step = path + [list(to)]
        if not king and to[0] == CROWN_ROW[side]:
            found.append(step)            # crowning ends the move
            continue
        found += _jumps(board, start, side, king, step, taken + [over]) or [step]
    return found


def play(board, move, side):
    """Return the board after ``move`` (a complete one) by ``side``."""
    after = dict(board)
    start, end = tuple(move[0]), tuple(move[-1])
    owner, king = after.pop(start)
    for a, b in zip(move, move[1:]):
        if abs(b[0] - a[0]) == 2:
            after.pop(((a[0] + b[0]) // 2, (a[1] + b[1]) // 2), None)
    after[end] = (owner, king or end[0] == CROWN_ROW[side])
    return after


def score(board, side):
    """Return ``side``'s material lead: a man 100 and up to 6 for its advance, a king 160."""
    total = 0
    for (r, c), (owner, king) in board.items():
        advance = (SIZE - 1 - r) if owner == "Black" else r
        value = 160 if king else 100 + advance
        total += value if owner == side else -value
    return total


INF = 100000
ALPHA, BETA, BEST, NEXT, DEPTH_LEFT = range(5)   # an open position's fields in a thought's stack


def choose(table, seat, tier, thought=None):
    """Return ``seat``'s move by alpha-beta search deepened one ply at a time, by tier, within a node budget.

    A depth the budget cut short is thrown away: the move is the last fully searched depth's.
    ``thought`` is the search so far (:func:`think`, spread over the frames the seat waits);
    whatever is left of it is searched here.
    """
    options = moves(table, seat)
    if table.data.get("path") or len(options) == 1:
        return table.rng.pick(options)   # mid-jump the search already chose the whole sequence
    thought = think(table, seat, tier, thought, -1)
    if tier == "novice" and table.rng.below(3) == 0:
        return table.rng.pick(options)   # a novice blunders on purpose, one move in three
    return table.rng.pick([options[k] for k in thought["chosen"]])


def think(table, seat, tier, thought, nodes):
    """Search ``seat``'s move further by ``nodes`` positions (all that is left when negative); return the thought.

    The thought is plain numbers the table kit keeps between frames: the depth searched, the
    root move under search and its best so far, the node budget left, and the stack of open
    positions as the move taken from each and its alpha-beta window. The positions themselves
    are played again from the table when a frame resumes, so the thought stays small. Searched
    in pieces or in one go, it visits the same nodes in the same order and chooses alike.
    """
    if thought is not None and thought["done"]:
        return thought
    options = moves(table, seat)
    if thought is None:
        thought = {"depth": 1, "root": 0, "best": -INF, "found": [], "chosen": list(range(len(options))),
                   "budget": NODE_BUDGET[tier], "stack": [],
                   "done": bool(table.data.get("path")) or len(options) <= 1}
    sides = (table.side_of(seat), table.side_of(1 - seat))
    start = position(table)
    stack = thought["stack"]
    boards, legals = [], []     # each open position and its moves, played again from the table
    for k, frame in enumerate(stack):
        before = play(start, options[thought["root"]], sides[0]) if k == 0 else \
            play(boards[-1], legals[-1][stack[k - 1][NEXT]], sides[k % 2])
        boards.append(before)
        legals.append(legal(before, sides[(k + 1) % 2]))
    spent = 0
    while spent != nodes:
        if not stack:
            if thought["root"] == len(options):      # a depth searched to its end
                if thought["budget"] < 0 or thought["depth"] == DEPTH[tier]:
                    if thought["budget"] >= 0:
                        thought["chosen"] = thought["found"]
                    thought["done"] = True
                    return thought
                thought.update(chosen=thought["found"], depth=thought["depth"] + 1, root=0, best=-INF, found=[])
                continue
            board = play(start, options[thought["root"]], sides[0])
            window, depth, mover = (-INF, -thought["best"] + 1), thought["depth"] - 1, sides[1]
        else:
            top = stack[-1]
            board = play(boards[-1], legals[-1][top[NEXT]], sides[len(stack) % 2])
            window = (-top[BETA], -max(top[ALPHA], top[BEST]))
            depth, mover = top[DEPTH_LEFT] - 1, sides[(len(stack) + 1) % 2]
        spent += 1
        thought["budget"] -= 1
        found = legal(board, mover)
        if not found:
            _back(thought, boards, legals, -50000 - depth)
        elif depth <= 0 or thought["budget"] < 0:
            _back(thought, boards, legals, score(board, mover))
        else:
            stack.append([window[0], window[1], -INF, 0, depth])
            boards.append(board)
            legals.append(found)
    return thought


def _back(thought, boards, legals, value):
    """Hand a searched position's ``value`` (for the side to move there) back up the stack, closing what it settles."""
    stack = thought["stack"]
    while stack:
        top = stack[-1]
        if -value > top[BEST]:
            top[BEST] = -value
        top[NEXT] += 1
        if top[BEST] < top[BETA] and top[NEXT] < len(legals[-1]):
            return
        value = top[BEST]
        stack.pop()
        boards.pop()
        legals.pop()
    if -value > thought["best"]:
        thought["best"], thought["found"] = -value, [thought["root"]]
    elif -value == thought["best"]:
        thought["found"].append(thought["root"])
    thought["root"] += 1
