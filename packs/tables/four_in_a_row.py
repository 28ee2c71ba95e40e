"""Four in a row: discs drop down seven standing columns; four of one colour in a line wins.

A pack's own game on the table kit. A click anywhere in a column drops the seat's disc to
the lowest free cell of that column; a full column refuses the click; a full grid is a draw.
"""

from pycore.tabletop import Board, Seat, Table

TITLE = "Four in a row"
ROWS = 6          # the grid stands six discs high
COLUMNS = 7
LINE = 4          # how many discs in a line win
WIN = 0xFF48C878  # the winning line's colour (0xAARRGGBB)
RUNS = Board(ROWS, COLUMNS).runs(LINE)
CENTRE = COLUMNS // 2


def build():
    """Make the table and its rules."""
    table = Table(board=Board(ROWS, COLUMNS), turn_seconds=30, title=TITLE,
                  seats=[Seat(side="Red", color=0xFFD23C3C), Seat(side="Yellow", color=0xFFE6C83C)])

    @table.on("start")
    def start():
        table.clear()
        table.clear_highlight()

    @table.on("cell_click")
    def click(seat, cell):
        column = cell[1]
        landing = landing_cell(discs(table), column)
        if landing is None:
            return "That column is full."
        side = table.side_of(seat)
        disc = table.add_piece("disc", (0, column), side)
        disc.move_to(landing, path="slide", frames=4 + 3 * landing[0])   # it falls from the top
        line = line_through(discs(table), landing, side)
        if line:
            table.highlight(line, color=WIN, style="fill")
            table.finish(seat, f"{LINE} in a row")
        elif len(table.pieces) == ROWS * COLUMNS:
            table.finish(None, "the grid is full")
        else:
            table.next_turn()
        return False

    @table.on("turn_timeout")
    def timeout(seat):
        table.finish(1 - seat, "the other side ran out of time")

    return table


def discs(table):
    """Return the grid as {cell: side}."""
    return {p.cell: p.side for p in table.pieces}


def landing_cell(grid, column):
    """Return the lowest free cell of ``column``, or None when the column is full."""
    for row in range(ROWS - 1, -1, -1):
        if (row, column) not in grid:
            return (row, column)
    return None


def line_through(grid, cell, side):
    """Return a run of LINE cells through ``cell`` all of ``side``'s discs, or None."""
    for run in RUNS:
        if cell in run and all(grid.get(c) == side for c in run):
            return run
    return None


def moves(table, seat):
    """Return every legal move of ``seat``: a click on the landing cell of each column not full."""
    grid = discs(table)
    return [[cell] for cell in (landing_cell(grid, c) for c in range(COLUMNS)) if cell is not None]


def choose(table, seat, tier):
    """Return ``seat``'s move: novice at random; regular takes a win, else blocks one (and blunders one move
    in four); expert also never drops a disc that lets the other side win on top of it, and leans to the centre."""
    legal = moves(table, seat)
    grid = discs(table)
    me, them = table.side_of(seat), table.side_of(1 - seat)
    if tier == "novice" or (tier == "regular" and table.rng.below(4) == 0):
        return table.rng.pick(legal)
    for side in (me, them):   # take a win, else block the other side's
        for m in legal:
            if line_through(_with(grid, m[0], side), m[0], side):
                return m
    if tier != "expert":
        return table.rng.pick(legal)
    safe = [m for m in legal if not _gives_a_win(grid, m[0], me, them)] or legal
    nearest = min(abs(m[0][1] - CENTRE) for m in safe)
    return table.rng.pick([m for m in safe if abs(m[0][1] - CENTRE) == nearest])


def _with(grid, cell, side):
    out = dict(grid)
    out[cell] = side
    return out


def _gives_a_win(grid, cell, me, them):
    """True when ``me`` dropping on ``cell`` lets ``them`` win with a disc on top of it."""
    if cell[0] == 0:
        return False
    above = (cell[0] - 1, cell[1])
    return bool(line_through(_with(_with(grid, cell, me), above, them), above, them))
