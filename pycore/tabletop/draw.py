"""The table kit's screen: a table's view drawn as prims, seen from the viewing seat's side.

Drawn only from the view (:meth:`Table.view`), so a guest that receives its seat's view
draws what the host would. The board fills the stage between a status line and a notice
line; a turned seat sees it rotated half a turn. Hotspots: every playable cell clicks, for
the seat to move.

What a table shows the same frame after frame is drawn once and pasted (:meth:`Stage.paste`):
the table and its board with the board's hotspots, keyed by the board and the seat's side of
it, and each run of still pieces, keyed by where and how each is drawn; a moving piece, the
highlights, the pointer and the status lines are drawn on top every frame.
"""

from __future__ import annotations

import functools

from pycore.cards52.face import back, face
from pycore.look import ui
from pycore.prims import CENTER, LEFT, RIGHT, Stage, mix, rgb

TABLE, FELT = rgb(40, 30, 26), rgb(30, 88, 60)
LIGHT, DARK = rgb(232, 214, 176), rgb(150, 100, 64)
INK, PAPER, DIM, GOLD = rgb(20, 18, 16), rgb(244, 238, 222), rgb(170, 170, 160), rgb(240, 200, 90)
POINTER = rgb(120, 200, 255)
DEFAULT_SIDES = (rgb(220, 60, 50), rgb(245, 240, 230), rgb(60, 110, 210), rgb(60, 170, 90))
TOP, BOTTOM = 14, 14


def argb(color: int) -> int:
    """Return a kit colour (0xAARRGGBB) as a prim colour (0xRRGGBBAA)."""
    return ((color & 0xFFFFFF) << 8) | ((color >> 24) & 255)


def side_colour(view: dict, side: str) -> int:
    """Return the prim colour of ``side`` (its seat's colour, or a default by seat order)."""
    for k, s in enumerate(view["seats"]):
        if s["side"] == side:
            return argb(s["color"]) if s["color"] else DEFAULT_SIDES[k % len(DEFAULT_SIDES)]
    return DIM


class Layout:
    """Where each cell lies on the stage for one viewing seat."""

    def __init__(self, rows: int, cols: int, width: int, height: int, turned: bool) -> None:
        self.rows, self.cols, self.turned = rows, cols, turned
        self.size = max(4, min((width - 8) // self.cols, (height - TOP - BOTTOM - 4) // self.rows))
        self.x0 = (width - self.size * self.cols) // 2
        self.y0 = TOP + 2 + (height - TOP - BOTTOM - 4 - self.size * self.rows) // 2

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
    _highlights(stage, view, lay, me)
    _pieces(stage, view, lay)
    s = lay.size
    picked = view["picked"][me]
    for p in view["pieces"]:
        if p["id"] == picked:
            x, y = lay.at(*p["cell"])
            stage.box(x, y, s, s, GOLD, 2)
    playing = view["state"] == "playing"
    if playing and view["seats"][me]["who"] in ("human", "online") and view["turn"] == me:
        x, y = lay.at(*view["pointer"][me])
        stage.box(x - 1, y - 1, s + 2, s + 2, POINTER, 2)
        stage.paste(_hotspots(*board[1:4], *board[5:]))
    _status(stage, view, me, notice)


@functools.lru_cache(maxsize=16)
def _layout(rows: int, cols: int, width: int, height: int, turned: bool) -> Layout:
    """Return where the cells lie for one stage and side of the board (the same every frame)."""
    return Layout(rows, cols, width, height, turned)


@functools.lru_cache(maxsize=8)
def _table(look: str, rows: int, cols: int, cells: "tuple | None", lines: tuple, width: int, height: int,
           turned: bool) -> Stage:
    """Return the table and its board drawn for one side of it, as a layer every frame pastes first."""
    stage = Stage(width, height)
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
    stage.rect(lay.x0 - 3, lay.y0 - 3, w + 6, h + 6, mix(DARK, INK, 1, 2))
    if look == "checker":
        for r in range(lay.rows):
            for c in range(lay.cols):
                x, y = lay.at(r, c)
                stage.rect(x, y, s, s, DARK if (r + c) % 2 else LIGHT)
    elif look == "points":
        stage.rect(lay.x0, lay.y0, w, h, LIGHT)
        half = s // 2
        for ra, ca, rb, cb in lines:
            xa, ya = lay.at(ra, ca)
            xb, yb = lay.at(rb, cb)
            stage.line(xa + half, ya + half, xb + half, yb + half, INK, 2)
        for r, c in cells or []:
            x, y = lay.at(r, c)
            stage.ellipse(x + half, y + half, max(2, s // 8), max(2, s // 8), INK)
    elif look == "felt":
        stage.rect(lay.x0, lay.y0, w, h, FELT)
    else:
        stage.rect(lay.x0, lay.y0, w, h, LIGHT)
        for k in range(1, lay.cols):
            stage.rect(lay.x0 + k * s - 1, lay.y0, 2, h, DARK)
        for k in range(1, lay.rows):
            stage.rect(lay.x0, lay.y0 + k * s - 1, w, 2, DARK)


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
                stage.box(x + 1, y + 1, s - 2, s - 2, colour, 2)


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
    _piece(stage, look, x - depth, y - depth, s)
    if count:
        stage.text(x + s - 2, y + s - 8, str(count), PAPER, 6, RIGHT)


def _look(view: dict, p: dict) -> tuple:
    """Return what a piece's drawing depends on: its back, its card, or its kind, colour, label and ring."""
    if p.get("hidden"):
        return ("back",)
    data = p["data"]
    if p["kind"] == "card" and isinstance(data.get("card"), str):
        return ("card", data["card"])
    return (p["kind"] == "mark", side_colour(view, p["side"]), str(data.get("label", "")), bool(data.get("ring")))


def _piece(stage: Stage, look: tuple, x: int, y: int, s: int) -> None:
    pad = max(1, s // 10)
    if look[0] == "back":
        back(stage, x + pad, y + pad, s - 2 * pad, s - 2 * pad)
        return
    if look[0] == "card":
        face(stage, x + pad, y + pad, look[1], s - 2 * pad, s - 2 * pad)
        return
    mark, colour, label, ring = look
    if mark:
        stage.text(x + s // 2, y + s // 6, label, mix(colour, INK, 1, 4), s * 2 // 3, CENTER)
        return
    r = s // 2 - pad - 1
    stage.ellipse(x + s // 2, y + s // 2 + 1, r, r, mix(colour, INK, 1, 2))
    stage.ellipse(x + s // 2, y + s // 2 - 1, r, r, colour)
    if ring:
        stage.ellipse(x + s // 2, y + s // 2 - 1, r * 2 // 3, r * 2 // 3, GOLD)
        stage.ellipse(x + s // 2, y + s // 2 - 1, r // 2, r // 2, colour)
    if label:
        stage.text(x + s // 2, y + s // 2 - s // 5, label, INK if colour & 0x80000000 else PAPER, max(6, s // 3),
                   CENTER)


def _status(stage: Stage, view: dict, me: int, notice: str) -> None:
    seats = view["seats"]
    status = view["data"].get("status") if isinstance(view["data"].get("status"), str) else ""
    if view["state"] == "finished":
        winner = view["winner"]
        text = "A draw" if winner is None else ("You win" if winner == me else f"Seat {winner + 1} wins")
        status = f"{text}: {view['reason']}" if view["reason"] else text
    elif view["state"] == "idle":
        status = status or "Waiting for players"
    elif not status:
        turn = view["turn"]
        status = "Your move" if turn == me else f"Seat {turn + 1} ({seats[turn]['side']}) to move"
    stage.text(4, 2, view["title"], DIM, 8, LEFT)
    stage.text(stage.width - 4, 2, status, GOLD if view["state"] == "finished" else PAPER, 8, RIGHT)
    if view["state"] == "playing" and view["timer"] > 0 and view.get("clocked", True):
        # the turn timer, drawn only while it runs (where other people wait: hot seat, online)
        ui.clock(stage, stage.width // 2 - 50, 2, 100, view["timer"], view.get("timer_max", view["timer"]),
                 size=8)
    bottom = stage.height - BOTTOM + 3
    if view["pot"] or any(s["purse"] for s in seats):
        purses = "  ".join(f"{s['side']} {s['purse']}" for s in seats)
        stage.text(4, bottom, f"Pot {view['pot']}   {purses}", DIM, 7, LEFT)
    if notice:
        stage.text(stage.width - 4, bottom, notice, rgb(255, 150, 130), 7, RIGHT)
