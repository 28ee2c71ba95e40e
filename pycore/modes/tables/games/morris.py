"""Nine men's morris on the table kit: place nine men each, then move them; three in a line is a mill.

White (seat 0) places first. Each turn a player lays a man on a free point until both have
laid nine; then a man moves along a line to a free neighbouring point, and a player down
to three men may fly one to any free point. Closing a mill removes one of the other side's
men, never one standing in a mill unless all of them do (a mill closed while the other side
has no man on the board takes nothing). A player left with two men, or with no move,
loses; fifty moves each without a man removed is a draw.
"""

from pycore.tabletop import Board, Seat, Table

TITLE = "Nine men's morris"
MEN = 9
DRAW_PLIES = 100
POINTS = ((0, 0), (0, 3), (0, 6), (1, 1), (1, 3), (1, 5), (2, 2), (2, 3), (2, 4), (3, 0), (3, 1), (3, 2),
          (3, 4), (3, 5), (3, 6), (4, 2), (4, 3), (4, 4), (5, 1), (5, 3), (5, 5), (6, 0), (6, 3), (6, 6))
MILLS = (((0, 0), (0, 3), (0, 6)), ((1, 1), (1, 3), (1, 5)), ((2, 2), (2, 3), (2, 4)), ((3, 0), (3, 1), (3, 2)),
         ((3, 4), (3, 5), (3, 6)), ((4, 2), (4, 3), (4, 4)), ((5, 1), (5, 3), (5, 5)), ((6, 0), (6, 3), (6, 6)),
         ((0, 0), (3, 0), (6, 0)), ((1, 1), (3, 1), (5, 1)), ((2, 2), (3, 2), (4, 2)), ((0, 3), (1, 3), (2, 3)),
         ((4, 3), (5, 3), (6, 3)), ((2, 4), (3, 4), (4, 4)), ((1, 5), (3, 5), (5, 5)), ((0, 6), (3, 6), (6, 6)))
LINES = tuple((a, b) for mill in MILLS for a, b in zip(mill, mill[1:]))
MARK = 0xC0FFD84A


def build():
    """Make the table and its rules."""
    table = Table(board=Board(7, 7, cells=POINTS, lines=LINES, look="points"),
                  seats=[Seat(side="White", color=0xFFF4EEDC), Seat(side="Black", color=0xFF2A2A30)],
                  turn_seconds=60, title=TITLE)

    @table.on("start")
    def start():
        table.clear()
        table.data.update(hand=[MEN, MEN], remove=0, plies=0)

    @table.on("turn")
    def turn(seat):
        table.clear_highlight()
        if not moves(table, seat):
            table.finish(1 - seat, f"{table.side_of(seat)} cannot move")

    @table.on("cell_click")
    def click(seat, cell):
        side = table.side_of(seat)
        if table.data["remove"]:
            return remove(seat, cell)
        if table.data["hand"][seat]:
            if table.piece_at(cell):
                return "That point is taken: lay your man on a free point."
            table.add_piece("man", cell, side)
            hand = list(table.data["hand"])
            hand[seat] -= 1
            table.data["hand"] = hand
            after_move(seat, cell)
            return False
        return None

    def remove(seat, cell):
        target = table.piece_at(cell)
        if target is None or target.side == table.side_of(seat):
            return "You closed a mill: take one of the other side's men."
        if cell not in removable(table, 1 - seat):
            return "That man stands in a mill: take one that does not (unless all of them do)."
        target.remove()
        table.data.update(remove=0, plies=0)
        table.clear_highlight()
        end_turn(seat)
        return False

    @table.on("piece_select")
    def select(seat, piece):
        if table.data["hand"][seat]:
            return "Lay all nine men before moving one."
        if not targets(table, seat, piece.cell):
            return "That man has no free point to move to."
        table.clear_highlight([seat])
        table.highlight(targets(table, seat, piece.cell), seats=[seat], color=MARK, style="dot")
        return None

    @table.on("move_request")
    def request(seat, piece, cell):
        if cell not in targets(table, seat, piece.cell):
            if flying(table, seat):
                return "That point is taken."
            return "A man moves along a line to the free point next to it (it flies only when three are left)."
        return None

    @table.on("moved")
    def moved(seat, piece, start):
        table.data["plies"] = table.data["plies"] + 1
        after_move(seat, piece.cell)

    def after_move(seat, cell):
        table.clear_highlight()
        if in_mill(table, cell) and removable(table, 1 - seat):
            table.data["remove"] = 1
            table.highlight([m for m in MILLS if cell in m][0], color=0xFF48C878, style="frame")
            table.highlight(removable(table, 1 - seat), seats=[seat], color=0xE0FF6050, style="dot")
            return
        end_turn(seat)

    def end_turn(seat):
        other = 1 - seat
        if men(table, other) + table.data["hand"][other] < 3:
            table.finish(seat, f"{table.side_of(other)} is down to two men")
        elif table.data["plies"] >= DRAW_PLIES:
            table.finish(None, "fifty moves each without a man taken")
        else:
            table.next_turn()

    @table.on("turn_timeout")
    def timeout(seat):
        table.finish(1 - seat, f"{table.side_of(seat)} ran out of time")

    return table


def men(table, seat):
    """Return how many men ``seat`` has on the board."""
    return sum(1 for p in table.pieces if p.side == table.side_of(seat))


def flying(table, seat):
    """Return True if ``seat`` may fly: all men laid and only three left."""
    return not table.data["hand"][seat] and men(table, seat) == 3


def neighbours(cell):
    """Return the points joined to ``cell`` by a line."""
    return sorted([b for a, b in LINES if a == cell] + [a for a, b in LINES if b == cell])


def targets(table, seat, cell):
    """Return the free points the man on ``cell`` may move to."""
    options = POINTS if flying(table, seat) else neighbours(cell)
    return [p for p in options if table.piece_at(p) is None]


def in_mill(table, cell):
    """Return True if the man on ``cell`` stands in a mill of its side."""
    piece = table.piece_at(cell)
    return piece is not None and any(
        cell in mill and all(table.piece_at(p) is not None and table.piece_at(p).side == piece.side for p in mill)
        for mill in MILLS)


def removable(table, seat):
    """Return the points of ``seat``'s men the other side may take: those outside mills, or all if none are."""
    mine = [p.cell for p in table.pieces if p.side == table.side_of(seat)]
    free = [cell for cell in mine if not in_mill(table, cell)]
    return sorted(free or mine)


def moves(table, seat):
    """Return every legal move of ``seat`` now: a point to lay on, a man to take, or a man and its point."""
    if table.data["remove"]:
        return [[cell] for cell in removable(table, 1 - seat)]
    if table.data["hand"][seat]:
        return [[cell] for cell in POINTS if table.piece_at(cell) is None]
    return [[p.cell, to] for p in table.pieces if p.side == table.side_of(seat) for to in targets(table, seat, p.cell)]


def choose(table, seat, tier):
    """Return ``seat``'s move: novice at random; regular closes a mill or blocks one; expert also looks one reply ahead."""
    legal = moves(table, seat)
    if tier == "novice" or len(legal) == 1:
        return table.rng.pick(legal)
    board = {p.cell: p.side for p in table.pieces}
    me, them = table.side_of(seat), table.side_of(1 - seat)
    if table.data["remove"]:   # take a man that threatens a mill, else one that is free to move
        return max(legal, key=lambda m: (_threat(board, m[0], them), len(neighbours(m[0]))))
    scored = []
    for m in legal:
        after = dict(board)
        if len(m) == 2:
            del after[m[0]]
        after[m[-1]] = me
        value = 10 * _closes(after, m[-1], me) + 3 * _threat_after(board, m[-1], them)
        if tier == "expert":
            value -= 8 * _best_reply_mills(after, them)
        scored.append((value, m))
    best = max(v for v, _ in scored)
    return table.rng.pick([m for v, m in scored if v == best])


def _closes(board, cell, side):
    return sum(1 for mill in MILLS if cell in mill and all(board.get(p) == side for p in mill))


def _threat(board, cell, side):
    """Return how many open two-in-a-lines of ``side`` the man on ``cell`` stands in."""
    return sum(1 for mill in MILLS if cell in mill and sum(1 for p in mill if board.get(p) == side) == 2
               and any(p not in board for p in mill))


def _threat_after(board, cell, side):
    """Return how many of ``side``'s two-in-a-lines a man on ``cell`` blocks."""
    return sum(1 for mill in MILLS if cell in mill and sum(1 for p in mill if board.get(p) == side) == 2)


def _best_reply_mills(board, side):
    """Return 1 if ``side`` can close a mill by laying a man on a free point next, else 0."""
    for mill in MILLS:
        if sum(1 for p in mill if board.get(p) == side) == 2 and any(p not in board for p in mill):
            return 1
    return 0
