"""Tic-tac-toe on the table kit: X and O take turns; three in a row wins, a full board draws.

Change SIZE and LINE for a bigger game (4 and 4: four in a row on a 4 x 4 board).
"""

from pycore.tabletop import Board, Seat, Table

TITLE = "Tic-tac-toe"
SIZE = 3          # the board's side
LINE = 3          # how many marks in a row win
WIN = 0xFF48C878  # the winning line's colour (0xAARRGGBB)
MEMO = {}         # positions already solved (a pure function's answers, the same in every game)
RUNS = {}         # the lines, as cells and as board-string indices, worked out once


def build():
    """Make the table and its rules."""
    table = Table(board=Board(SIZE, SIZE), seats=[Seat(side="X"), Seat(side="O", color=0xFF3C6ED2)],
                  turn_seconds=30, title=TITLE)

    @table.on("start")
    def start():
        table.clear()
        table.clear_highlight()

    @table.on("cell_click")
    def click(seat, cell):
        if table.piece_at(cell):
            return "That square is taken."
        side = table.side_of(seat)
        table.add_piece("mark", cell, side, data={"label": side})
        line = winning_line(table, side)
        if line:
            table.highlight(line, color=WIN, style="fill")
            table.finish(seat, f"{LINE} in a row")
        elif len(table.pieces) == SIZE * SIZE:
            table.finish(None, "the board is full")
        else:
            table.next_turn()
        return False

    @table.on("turn_timeout")
    def timeout(seat):
        table.finish(1 - seat, "the other side ran out of time")

    return table


def lines():
    """Return every run of LINE cells in a row, a column or a diagonal (worked out once: the AI asks often)."""
    if "lines" not in RUNS:
        RUNS["lines"] = Board(SIZE, SIZE).runs(LINE)
    return [list(run) for run in RUNS["lines"]]


def winning_line(table, side):
    """Return the cells of a line all of ``side``'s marks, or None."""
    for run in lines():
        if all(table.piece_at(cell) and table.piece_at(cell).side == side for cell in run):
            return run
    return None


def moves(table, seat):
    """Return every legal move of ``seat``: one click on a free square."""
    return [[cell] for cell in table.board.all_cells() if table.piece_at(cell) is None]


def choose(table, seat, tier):
    """Return ``seat``'s move: novice at random, regular wins or blocks (and blunders one move in four),
    expert plays perfectly (by minimax on a 3 x 3 board; on a bigger one it plays as regular without blunders)."""
    legal = moves(table, seat)
    marks = {p.cell: p.side for p in table.pieces}
    me, them = table.side_of(seat), table.side_of(1 - seat)
    if tier == "novice" or (tier == "regular" and table.rng.below(4) == 0):
        return table.rng.pick(legal)
    if tier == "expert" and SIZE * SIZE <= 9:
        cells = table.board.all_cells()
        board = "".join(marks.get(cell, ".") for cell in cells)
        scored = []
        for m in legal:
            k = cells.index(m[0])
            scored.append((-_negamax(board[:k] + me + board[k + 1:], them, me), m))
        best = max(score for score, _ in scored)
        return table.rng.pick([m for score, m in scored if score == best])
    for side in (me, them):   # take a win, else block the other side's
        for m in legal:
            if _wins(_with(marks, m[0], side), side):
                return m
    return table.rng.pick(legal)


def _with(marks, cell, side):
    out = dict(marks)
    out[cell] = side
    return out


def _wins(marks, side):
    return any(all(marks.get(cell) == side for cell in run) for run in lines())


def _negamax(board, mover, other):
    """Return the result for ``mover`` (the board a string of marks, '.' free) with best play: 1, 0 or -1."""
    key = mover + board
    if key in MEMO:
        return MEMO[key]
    if any(all(board[k] == other for k in run) for run in _runs()):
        best = -1
    elif "." not in board:
        best = 0
    else:
        best = -1
        for k in range(len(board)):
            if board[k] == ".":
                best = max(best, -_negamax(board[:k] + mover + board[k + 1:], other, mover))
                if best == 1:
                    break
    MEMO[key] = best
    return best


def _runs():
    """Return the lines as indices into a board string, row by row."""
    if "runs" not in RUNS:
        RUNS["runs"] = [[r * SIZE + c for r, c in run] for run in lines()]
    return RUNS["runs"]
