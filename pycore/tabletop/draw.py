"""The table kit's screen: a table's view drawn as prims, seen from the viewing seat's side.

Drawn only from the view (:meth:`Table.view`), so a guest that receives its seat's view
draws what the host would. The board (wooden squares, an inlaid morris board, a paper grid,
or felt for cards) fills the stage's left; a panel on the right holds the game's name, the
turn line, the clock while one runs, a plate for every seat (its name, its side, pieces still
in hand, its purse) and the latest refusal; the hint line of the player's own keys runs along
the foot. A turned seat sees the board rotated half a turn. Hotspots: every playable cell
clicks, for the seat to move.

Everything is laid out in proportion to the stage (a 960 x 540 game, the workbench's smaller
one), in the look room's visual language. The last move stays marked on its two cells and a
captured piece fades where it stood, remembered by the screen's Motion (presentation only).

What a table shows the same frame after frame is drawn once and pasted (:meth:`Stage.paste`):
the table and its board with the board's hotspots, keyed by the board and the seat's side of
it, and each run of still pieces, keyed by where and how each is drawn; a moving piece, the
highlights, the pointer and the panel are drawn on top every frame.

Conventions a game's ``data`` may follow for the panel: ``status`` (a string: the turn line
instead of the kit's), ``hand`` (a count per seat of pieces still to be placed, drawn on the
seat's plate).
"""

from __future__ import annotations

import functools

from pycore.cards52.face import back, face
from pycore.look import motion, ui
from pycore.look.style import GOLD_LIGHT, GREEN, RED, WOOD, WOOD_DARK, WOOD_LIGHT
from pycore.prims import CENTER, LEFT, SANS, SERIF, Stage, fit, mix, rgb, with_alpha

TABLE, FELT = rgb(40, 30, 26), rgb(30, 96, 64)
LIGHT, DARK = rgb(236, 216, 178), rgb(160, 104, 64)
INK, PAPER, DIM, GOLD = rgb(20, 18, 16), rgb(244, 238, 222), rgb(184, 170, 148), rgb(236, 190, 92)
POINTER = rgb(120, 200, 255)
LAST_MOVE = rgb(236, 200, 80, 110)
DEFAULT_SIDES = (rgb(220, 60, 50), rgb(245, 240, 230), rgb(60, 110, 210), rgb(60, 170, 90))
FADE = 30                 # frames a captured piece takes to fade where it stood


def argb(color: int) -> int:
    """Return a kit colour (0xAARRGGBB) as a prim colour (0xRRGGBBAA)."""
    return ((color & 0xFFFFFF) << 8) | ((color >> 24) & 255)


def side_colour(view: dict, side: str) -> int:
    """Return the prim colour of ``side`` (its seat's colour, or a default by seat order)."""
    for k, s in enumerate(view["seats"]):
        if s["side"] == side:
            return argb(s["color"]) if s["color"] else DEFAULT_SIDES[k % len(DEFAULT_SIDES)]
    return DIM


def scaled(stage: Stage, n: int) -> int:
    """Return ``n`` logical pixels of a 540-high stage on this one (text never under 6)."""
    return max(6, n * stage.height // 540)


class Layout:
    """Where each cell lies on the stage for one viewing seat: the board in the stage's left, the panel right."""

    def __init__(self, rows: int, cols: int, width: int, height: int, turned: bool) -> None:
        self.rows, self.cols, self.turned = rows, cols, turned
        self.margin = m = max(4, 20 * height // 540)
        self.hint = max(12, 40 * height // 540)
        self.panel_w = width * 27 // 100
        self.panel_x = width - self.panel_w - m
        self.top = max(m, 64 * height // 540)          # the panel starts under the page's menu corner
        room_w, room_h = self.panel_x - 2 * m, height - 2 * m - self.hint
        self.size = max(4, min(room_w // cols, room_h // rows))
        self.x0 = m + (room_w - self.size * cols) // 2
        self.y0 = m + (room_h - self.size * rows) // 2

    def at(self, r: int, c: int) -> tuple[int, int]:
        """Return the top left of cell (r, c) on the stage."""
        if self.turned:
            r, c = self.rows - 1 - r, self.cols - 1 - c
        return self.x0 + c * self.size, self.y0 + r * self.size


def draw(view: dict, seat: "int | None", stage: Stage, notice: str = "") -> None:
    """Draw a table's ``view`` as ``seat`` sees it (None: the seat to move), with a ``notice`` line."""
    me = view["turn"] if seat is None else seat
    cells = None if view["cells"] is None else tuple(tuple(c) for c in view["cells"])
    board = (view["look"], view["rows"], view["columns"], cells, tuple(tuple(a + b) for a, b in view["lines"]),
             stage.width, stage.height, view["seats"][me]["turned"])
    lay = _layout(*board[1:3], *board[5:])
    stage.paste(_table(*board))
    _last_move(stage, view, lay)
    _highlights(stage, view, lay, me)
    _pieces(stage, view, lay)
    s = lay.size
    picked = view["picked"][me]
    for p in view["pieces"]:
        if p["id"] == picked:
            x, y = lay.at(*p["cell"])
            stage.rrbox(x + 1, y + 1, s - 2, s - 2, max(2, s // 10), GOLD, max(2, s // 20))
    playing = view["state"] == "playing"
    if playing and view["seats"][me]["who"] in ("human", "online") and view["turn"] == me:
        x, y = lay.at(*view["pointer"][me])
        stage.rrbox(x - 1, y - 1, s + 2, s + 2, max(2, s // 10), POINTER, max(2, s // 20))
        stage.paste(_hotspots(*board[1:4], *board[5:]))
    _panel(stage, view, me, notice, lay, seat is not None)


@functools.lru_cache(maxsize=16)
def _layout(rows: int, cols: int, width: int, height: int, turned: bool) -> Layout:
    """Return where the cells lie for one stage and side of the board (the same every frame)."""
    return Layout(rows, cols, width, height, turned)


@functools.lru_cache(maxsize=8)
def _table(look: str, rows: int, cols: int, cells: "tuple | None", lines: tuple, width: int, height: int,
           turned: bool) -> Stage:
    """Return the table and its board drawn for one side of it, as a layer every frame pastes first."""
    stage = Stage(width, height)
    stage.radial(width * 2 // 5, height // 2, width * 3 // 4, [(0, rgb(70, 52, 40)), (1024, rgb(22, 16, 12))])
    stage.rect(0, 0, width, height, TABLE)
    _board(stage, look, cells, lines, _layout(rows, cols, width, height, turned))
    return stage


@functools.lru_cache(maxsize=8)
def _hotspots(rows: int, cols: int, cells: "tuple | None", width: int, height: int, turned: bool) -> Stage:
    """Return a hotspot on every playable cell, as a layer: the seat to move pastes it each frame."""
    stage, lay = Stage(width, height), _layout(rows, cols, width, height, turned)
    s = lay.size
    for r, c in cells or [(r, c) for r in range(rows) for c in range(cols)]:
        x, y = lay.at(r, c)
        stage.hot(x, y, s, s, {"do": "click", "cell": [r, c]})
    return stage


def _board(stage: Stage, look: str, cells: "tuple | None", lines: tuple, lay: Layout) -> None:
    s = lay.size
    w, h = s * lay.cols, s * lay.rows
    rim = max(3, s // 5) if look != "felt" else max(6, lay.margin // 2 + 2)
    x, y = lay.x0 - rim, lay.y0 - rim
    stage.push()
    stage.shadow(max(4, s // 3), 0, max(2, s // 10), rgb(0, 0, 0, 170))
    stage.rrect(x, y, w + 2 * rim, h + 2 * rim, rim + 4, WOOD_DARK)
    stage.pop()
    stage.linear(x, y, x, y + h + 2 * rim, [(0, WOOD_LIGHT), (512, WOOD), (1024, WOOD_DARK)])
    stage.rrect(x, y, w + 2 * rim, h + 2 * rim, rim + 4, WOOD)
    stage.rrbox(x, y, w + 2 * rim, h + 2 * rim, rim + 4, rgb(255, 220, 170, 60), 1)
    if look == "checker":
        for r in range(lay.rows):
            for c in range(lay.cols):
                cx, cy = lay.at(r, c)
                dark = (r + c) % 2
                stage.linear(cx, cy, cx + s, cy + s, [(0, mix(DARK if dark else LIGHT, rgb(255, 255, 255), 1, 9)),
                                                      (1024, DARK if dark else LIGHT)])
                stage.rect(cx, cy, s, s, DARK if dark else LIGHT)
    elif look == "points":
        stage.linear(lay.x0, lay.y0, lay.x0 + w, lay.y0 + h, [(0, rgb(222, 184, 128)), (1024, rgb(186, 140, 86))])
        stage.rrect(lay.x0, lay.y0, w, h, max(2, s // 8), LIGHT)
        half = s // 2
        for ra, ca, rb, cb in lines:
            xa, ya = lay.at(ra, ca)
            xb, yb = lay.at(rb, cb)
            stage.line(xa + half, ya + half, xb + half, yb + half, mix(WOOD_DARK, INK, 1, 2), max(2, s // 14))
        for r, c in cells or []:
            cx, cy = lay.at(r, c)
            hole = max(2, s // 7)
            stage.ellipse(cx + half, cy + half, hole, hole, mix(WOOD_DARK, INK, 1, 2))
            stage.ring(cx + half, cy + half, hole, hole, rgb(255, 236, 200, 90), 1)
    elif look == "felt":
        stage.radial(lay.x0 + w // 2, lay.y0 + h // 2, max(w, h) * 3 // 4,
                     [(0, mix(FELT, rgb(255, 255, 255), 1, 8)), (1024, mix(FELT, INK, 1, 3))])
        stage.rrect(lay.x0, lay.y0, w, h, max(4, s // 4), FELT)
    else:
        stage.linear(lay.x0, lay.y0, lay.x0, lay.y0 + h, [(0, rgb(248, 240, 222)), (1024, rgb(226, 212, 184))])
        stage.rrect(lay.x0, lay.y0, w, h, max(2, s // 10), LIGHT)
        t = max(2, s // 24)
        for k in range(1, lay.cols):
            stage.rrect(lay.x0 + k * s - t // 2, lay.y0 + s // 8, t, h - s // 4, t // 2, mix(DARK, INK, 1, 3))
        for k in range(1, lay.rows):
            stage.rrect(lay.x0 + s // 8, lay.y0 + k * s - t // 2, w - s // 4, t, t // 2, mix(DARK, INK, 1, 3))


def _last_move(stage: Stage, view: dict, lay: Layout) -> None:
    """Mark the last move's two cells, and fade a piece that left the board where it stood (the screen's memory)."""
    m = motion.of(stage)
    if view["look"] == "felt":
        return                                   # cards move between hands and piles: no squares to mark
    now = {p["id"]: (tuple(p["cell"]), _look(view, p)) for p in view["pieces"] if p.get("cell")}
    before = m.was(("table", "pieces"), now)
    if isinstance(before, dict) and before is not now:
        moved = [(before[i][0], now[i][0]) for i in now if i in before and before[i][0] != now[i][0]]
        placed = [now[i][0] for i in now if i not in before]
        gone = [before[i] for i in before if i not in now]
        if moved or placed:
            m.was(("table", "last"), moved[-1] if moved else (None, placed[-1]))
        for cell, look in gone:
            m.was(("table", "gone", cell), (look, m.frame))
    last = m.was(("table", "last"), None) if not m.still else None
    if isinstance(last, tuple):
        m.was(("table", "last"), last)          # kept until the next move
        s = lay.size
        for cell in last:
            if cell is not None:
                x, y = lay.at(*cell)
                stage.rect(x, y, s, s, LAST_MOVE)
    if m.still:
        return
    for r in range(lay.rows):
        for c in range(lay.cols):
            ghost = m.was(("table", "gone", (r, c)), None)
            if not isinstance(ghost, tuple):
                continue
            look, when = ghost
            age = m.frame - when
            if age < FADE:
                m.was(("table", "gone", (r, c)), ghost)
                x, y = lay.at(r, c)
                with stage.group(alpha=230 - 230 * age // FADE):
                    _piece(stage, look, x, y - age * lay.size // (3 * FADE), lay.size)


def _highlights(stage: Stage, view: dict, lay: Layout, me: int) -> None:
    s = lay.size
    for h in view["highlights"]:
        if h["seats"] is not None and me not in h["seats"]:
            continue
        colour = argb(h["color"])
        for r, c in h["cells"]:
            x, y = lay.at(r, c)
            if h["style"] == "fill":
                stage.rect(x + 1, y + 1, s - 2, s - 2, colour)
            elif h["style"] == "dot":
                stage.ellipse(x + s // 2, y + s // 2, max(2, s // 6), max(2, s // 6), colour)
            else:
                stage.rrbox(x + 2, y + 2, s - 4, s - 4, max(2, s // 12), colour, max(2, s // 24))


def _pieces(stage: Stage, view: dict, lay: Layout) -> None:
    s, pieces = lay.size, view["pieces"]
    counts: dict[tuple, int] = {}
    loose: dict[tuple, bool] = {}   # cells where a piece moves, or one that is not a card: every piece there is drawn
    for p in pieces:
        key = tuple(p["cell"])
        counts[key] = counts.get(key, 0) + 1
        if p["anim"] or (p.get("kind") != "card" and not p.get("hidden")):
            loose[key] = True
    shown: dict[tuple, int] = {}
    still: list[tuple] = []   # the still pieces drawn since the last moving one: pasted as one layer
    for p in pieces:
        key = tuple(p["cell"])
        n = shown[key] = shown.get(key, 0) + 1
        left = counts[key] - n
        if left >= 4 and key not in loose:
            continue   # a card deep in a still stack lies wholly under the next, drawn at the same offset
        if left and p.get("kind") != "card" and not p.get("hidden"):
            continue   # a stack of discs shows its top; cards show a few edges
        x, y = lay.at(*key)
        anim = p["anim"]
        if not anim:
            still.append((x, y, min(3, left), _look(view, p), n if not left and n > 1 else 0))
            continue
        fx, fy = lay.at(anim[0], anim[1])
        age, frames = anim[4], max(1, anim[3])
        x, y = fx + (x - fx) * age // frames, fy + (y - fy) * age // frames
        if anim[2] != "slide":   # a hop or a jump rises over the board on its way
            lift = s // 3 if anim[2] == "jump" else s // 6
            y -= lift * 4 * age * (frames - age) // (frames * frames)
        if still:
            stage.paste(_still(tuple(still), s))
            still = []
        _place(stage, (x, y, min(3, left), _look(view, p), n if not left and n > 1 else 0), s)
    if still:
        stage.paste(_still(tuple(still), s))


@functools.lru_cache(maxsize=16)
def _still(placed: tuple, s: int) -> Stage:
    """Return a run of still pieces drawn as a layer, keyed by where and how each is drawn."""
    stage = Stage()
    for one in placed:
        _place(stage, one, s)
    return stage


def _place(stage: Stage, placed: tuple, s: int) -> None:
    """Draw one piece as :func:`_pieces` placed it: raised by its depth in a stack, under the stack's count."""
    x, y, depth, look, count = placed
    lift = max(1, s // 24)
    _piece(stage, look, x - depth * lift, y - depth * lift, s)
    if count:
        size = max(6, s // 4)
        stage.rrect(x + s - size * 2 - 2, y + s - size - 6, size * 2, size + 4, (size + 4) // 2, rgb(0, 0, 0, 170))
        stage.text(x + s - size - 2, y + s - size - 4, str(count), PAPER, size, CENTER, SANS, True)


def _look(view: dict, p: dict) -> tuple:
    """Return what a piece's drawing depends on: its back, its card, or its kind, colour, label and ring."""
    if p.get("hidden"):
        return ("back",)
    data = p["data"]
    if p["kind"] == "card" and isinstance(data.get("card"), str):
        return ("card", data["card"])
    return (p["kind"] == "mark", side_colour(view, p["side"]), str(data.get("label", "")), bool(data.get("ring")))


def _piece(stage: Stage, look: tuple, x: int, y: int, s: int) -> None:
    if look[0] in ("back", "card"):
        h = s * 6 // 5                  # a card stands taller than its cell: the felt's rows are far apart
        w = h * 5 // 7
        cx, cy = x + (s - w) // 2, y + (s - h) // 2
        if look[0] == "back":
            back(stage, cx, cy, w, h)
        else:
            face(stage, cx, cy, look[1], w, h)
        return
    mark, colour, label, ring = look
    cx, cy = x + s // 2, y + s // 2
    if mark:
        _mark(stage, cx, cy, s, label, colour)
        return
    r = s * 2 // 5
    stage.push()
    stage.shadow(max(2, s // 8), 0, max(1, s // 14), rgb(0, 0, 0, 150))
    stage.ellipse(cx, cy + s // 20, r, r, mix(colour, INK, 1, 2))
    stage.pop()
    stage.radial(cx, cy, r, [(0, mix(colour, rgb(255, 255, 255), 1, 3)), (1024, mix(colour, INK, 1, 4))],
                 cx - r // 3, cy - r // 3)
    stage.ellipse(cx, cy, r, r, colour)
    stage.ring(cx, cy, r * 3 // 4, r * 3 // 4, mix(colour, INK, 1, 4), max(1, s // 30))
    stage.ring(cx, cy, r, r, with_alpha(mix(colour, INK, 1, 2), 200), max(1, s // 30))
    if ring:                                         # a crowned man: a gold crown on its face
        k = r * 3 // 5
        stage.poly([cx - k, cy + k // 2, cx - k, cy - k // 2, cx - k // 2, cy, cx, cy - k, cx + k // 2, cy,
                    cx + k, cy - k // 2, cx + k, cy + k // 2], GOLD)
        stage.path([cx - k, cy + k // 2, cx + k, cy + k // 2], mix(GOLD, INK, 1, 3), max(1, s // 30))
    if label:
        size = max(6, s // 3)
        ink = INK if (colour >> 8) & 0xFF > 150 and colour >> 24 > 150 else PAPER
        stage.text(cx, cy - size * 3 // 5, label, ink, size, CENTER, SANS, True)


def _mark(stage: Stage, cx: int, cy: int, s: int, label: str, colour: int) -> None:
    """Draw a mark on a grid: an X of two strokes, an O as a ring, anything else as its letter."""
    k, width = s * 3 // 10, max(3, s // 9)
    ink = mix(colour, INK, 1, 3) if colour != DEFAULT_SIDES[1] else rgb(50, 90, 200)
    if label == "X":
        stage.line(cx - k, cy - k, cx + k, cy + k, ink, width)
        stage.line(cx - k, cy + k, cx + k, cy - k, ink, width)
    elif label == "O":
        stage.ring(cx, cy, k, k, ink, width)
    else:
        size = s * 2 // 3
        stage.text(cx, cy - size * 3 // 5, label, ink, size, CENTER, SANS, True)


def _name(view: dict, k: int) -> str:
    labels = view.get("labels") or []
    return str(labels[k]) if k < len(labels) and labels[k] else f"Seat {k + 1}"


def _log(stage: Stage, view: dict, data: dict, x: int, y: int, w: int, size: int, gap: int) -> int:
    """Draw the game's log of what just happened (``data["log"]``: [seat, words] lines, the newest last), each
    line named by its seat's player; return the height below it."""
    lines = [line for line in data.get("log", []) if isinstance(line, list) and len(line) == 2
             and isinstance(line[0], int) and 0 <= line[0] < len(view["seats"]) and isinstance(line[1], str)]
    if not lines:
        return y
    y += gap
    shown = lines[-3:]
    for k, (seat, words) in enumerate(shown):       # the newest brightest
        ui.label(stage, x, y, f"{_name(view, seat)} {words}", w, size, PAPER if k == len(shown) - 1 else DIM)
        y += size + gap
    return y


def _panel(stage: Stage, view: dict, me: int, notice: str, lay: Layout, seated: bool) -> None:
    """Draw the panel beside the board: the game, the turn line, the clock, the seats, a refusal, and the hints."""
    seats, data = view["seats"], view["data"] if isinstance(view["data"], dict) else {}
    x, y, w = lay.panel_x, lay.top, lay.panel_w       # under the page's menu corner
    pad, gap = scaled(stage, 14), scaled(stage, 8)
    body, small, head, big = scaled(stage, 16), scaled(stage, 14), scaled(stage, 22), scaled(stage, 26)
    ui.panel(stage, x, y, w, stage.height - y - lay.margin - lay.hint, scaled(stage, 12))
    cy = y + pad
    title = fit(view["title"], w - 2 * pad, big, SERIF, True)
    stage.text(x + pad, cy, title, GOLD, big, LEFT, SERIF, True)
    cy += big + gap * 2
    status = data.get("status") if isinstance(data.get("status"), str) else ""
    finished = view["state"] == "finished"
    if finished:
        winner = view["winner"]
        text = "A draw" if winner is None else ("You win" if winner == me else f"{_name(view, winner)} wins")
        status = f"{text}: {view['reason']}" if view["reason"] else text
    elif view["state"] == "idle":
        status = status or "Waiting for players"
    elif not status:
        turn = view["turn"]
        mine = seats[me]["side"] if 0 <= me < len(seats) else ""
        status = f"Your move ({mine})" if turn == me else f"{_name(view, turn)} ({seats[turn]['side']}) to move"
    tone = (GREEN if view["winner"] == me else GOLD_LIGHT) if finished else GOLD if view["turn"] == me else PAPER
    cy += ui.paragraph(stage, x + pad, cy, status, w - 2 * pad, head if stage.height >= 400 else body, tone, lines=2)
    if seated and 0 <= me < len(seats):        # which side is the viewer's
        ui.label(stage, x + pad, cy, f"You play {seats[me]['side']}", w - 2 * pad, small, DIM)
        cy += small + gap
    cy += gap
    if view["state"] == "playing" and view["timer"] > 0 and view.get("clocked", True):
        # the turn timer, drawn only while it runs (where other people wait: hot seat, online)
        ui.clock(stage, x + pad, cy, w - 2 * pad, view["timer"], view.get("timer_max", view["timer"]))
        cy += small + gap * 2
    hand = data.get("hand") if isinstance(data.get("hand"), list) else None
    plate_h = scaled(stage, 56)
    for k, s in enumerate(seats):
        if cy + plate_h > y + stage.height:
            break
        line = s["side"] + ("  (you)" if k == me and seated else "")
        if hand is not None and k < len(hand) and isinstance(hand[k], int) and hand[k] > 0:
            line += f"  {hand[k]} in hand"
        if s.get("purse"):
            line += f"  {s['purse']}"
        colour = side_colour(view, s["side"])
        ui.plate(stage, x + pad, cy, w - 2 * pad, _name(view, k), line, colour,
                 active=view["state"] == "playing" and view["turn"] == k, h=plate_h)
        cy += plate_h + gap
    if view["pot"]:
        ui.label(stage, x + pad, cy, f"Pot {view['pot']}", w - 2 * pad, body, GOLD, bold=True)
        cy += body + gap
    cy = _log(stage, view, data, x + pad, cy, w - 2 * pad, small, gap)
    if notice:
        ui.paragraph(stage, x + pad, cy + gap, notice, w - 2 * pad, small, RED, lines=3)
    if view["state"] == "playing" and view["seats"][me]["who"] in ("human", "online"):
        what = "play a card / draw" if view["look"] == "felt" else "pick up / put down"
        ui.hints(stage, [("Up/Down/Left/Right", "move"), ("Cross", what), ("Start", "menu")],
                 y=stage.height - lay.hint + (lay.hint - small - 12) // 2, size=small)
