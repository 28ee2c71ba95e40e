"""The table kit's screen: a table's view drawn as prims, seen from the viewing seat's side.

Drawn only from the view (:meth:`Table.view`), so a guest that receives its seat's view
draws what the host would. The board fills the stage between a status line and a notice
line; a turned seat sees it rotated half a turn. Hotspots: every playable cell clicks, for
the seat to move.
"""

from __future__ import annotations

from pycore.cards52.face import back, face
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

    def __init__(self, view: dict, stage: Stage, turned: bool) -> None:
        self.rows, self.cols, self.turned = view["rows"], view["columns"], turned
        self.size = max(4, min((stage.width - 8) // self.cols, (stage.height - TOP - BOTTOM - 4) // self.rows))
        self.x0 = (stage.width - self.size * self.cols) // 2
        self.y0 = TOP + 2 + (stage.height - TOP - BOTTOM - 4 - self.size * self.rows) // 2

    def at(self, r: int, c: int) -> tuple[int, int]:
        """Return the top left of cell (r, c) on the stage."""
        if self.turned:
            r, c = self.rows - 1 - r, self.cols - 1 - c
        return self.x0 + c * self.size, self.y0 + r * self.size


def draw(view: dict, seat: "int | None", stage: Stage, notice: str = "") -> None:
    """Draw a table's ``view`` as ``seat`` sees it (None: the seat to move), with a ``notice`` line."""
    me = view["turn"] if seat is None else seat
    lay = Layout(view, stage, view["seats"][me]["turned"])
    stage.rect(0, 0, stage.width, stage.height, TABLE)
    _board(stage, view, lay)
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
        cells = view["cells"] or [[r, c] for r in range(view["rows"]) for c in range(view["columns"])]
        for r, c in cells:
            x, y = lay.at(r, c)
            stage.hot(x, y, s, s, {"do": "click", "cell": [r, c]})
    _status(stage, view, me, notice)


def _board(stage: Stage, view: dict, lay: Layout) -> None:
    s, look = lay.size, view["look"]
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
        for a, b in view["lines"]:
            xa, ya = lay.at(*a)
            xb, yb = lay.at(*b)
            stage.line(xa + half, ya + half, xb + half, yb + half, INK, 2)
        for r, c in view["cells"] or []:
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
    s = lay.size
    counts: dict[str, int] = {}
    loose: list[str] = []     # cells where a piece moves, or one that is not a card: every piece there is drawn
    for p in view["pieces"]:
        key = f"{p['cell'][0]},{p['cell'][1]}"
        counts[key] = counts.get(key, 0) + 1
        if p["anim"] or (p.get("kind") != "card" and not p.get("hidden")):
            loose.append(key)
    shown: dict[str, int] = {}
    for p in view["pieces"]:
        key = f"{p['cell'][0]},{p['cell'][1]}"
        shown[key] = shown.get(key, 0) + 1
        if counts[key] - shown[key] >= 4 and key not in loose:
            continue   # a card deep in a still stack lies wholly under the next, drawn at the same offset
        x, y = lay.at(*p["cell"])
        if p["anim"]:
            fx, fy = lay.at(p["anim"][0], p["anim"][1])
            age, frames = p["anim"][4], max(1, p["anim"][3])
            x, y = fx + (x - fx) * age // frames, fy + (y - fy) * age // frames
            if p["anim"][2] != "slide":   # a hop or a jump rises over the board on its way
                lift = s // 3 if p["anim"][2] == "jump" else s // 6
                y -= lift * 4 * age * (frames - age) // (frames * frames)
        if shown[key] < counts[key] and p.get("kind") != "card" and not p.get("hidden"):
            continue   # a stack of discs shows its top; cards show a few edges
        depth = min(3, counts[key] - shown[key])
        _piece(stage, view, p, x - depth, y - depth, s)
        if shown[key] == counts[key] and counts[key] > 1:
            stage.text(x + s - 2, y + s - 8, str(counts[key]), PAPER, 6, RIGHT)


def _piece(stage: Stage, view: dict, p: dict, x: int, y: int, s: int) -> None:
    pad = max(1, s // 10)
    if p.get("hidden"):
        back(stage, x + pad, y + pad, s - 2 * pad, s - 2 * pad)
        return
    data = p["data"]
    colour = side_colour(view, p["side"])
    if p["kind"] == "card" and isinstance(data.get("card"), str):
        face(stage, x + pad, y + pad, data["card"], s - 2 * pad, s - 2 * pad)
        return
    label = str(data.get("label", ""))
    if p["kind"] == "mark":
        stage.text(x + s // 2, y + s // 6, label, mix(colour, INK, 1, 4), s * 2 // 3, CENTER)
        return
    r = s // 2 - pad - 1
    stage.ellipse(x + s // 2, y + s // 2 + 1, r, r, mix(colour, INK, 1, 2))
    stage.ellipse(x + s // 2, y + s // 2 - 1, r, r, colour)
    if data.get("ring"):
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
    if view["state"] == "playing" and view["timer"] > 0:
        stage.text(stage.width // 2, 2, f"{(view['timer'] + 59) // 60}s", DIM, 8, CENTER)
    bottom = stage.height - BOTTOM + 3
    if view["pot"] or any(s["purse"] for s in seats):
        purses = "  ".join(f"{s['side']} {s['purse']}" for s in seats)
        stage.text(4, bottom, f"Pot {view['pot']}   {purses}", DIM, 7, LEFT)
    if notice:
        stage.text(stage.width - 4, bottom, notice, rgb(255, 150, 130), 7, RIGHT)
