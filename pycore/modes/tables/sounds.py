"""The table kit's sounds, from the table alone: on a board a piece landing, a capture, a king crowned, a
mill closed; on felt a card dealt from the stock, slid onto a pile, turned face up."""

from __future__ import annotations

from collections import Counter

from pycore.look.sound import cue, last, pan, rose
from pycore.prims import Stage


def sounds(view: dict, seat: "int | None", stage: Stage) -> None:
    """Cue what moved on the table since the last frame drawn."""
    pieces = view.get("pieces", ())
    now = {p["id"]: (tuple(p["cell"]) if p.get("cell") else None, p.get("kind", ""), p.get("hidden", False))
           for p in pieces}
    before = last(stage, "pieces", now)
    if not isinstance(before, dict) or before is now:
        return
    columns = max(1, view.get("columns", 1))
    felt = view.get("look") == "felt"
    stock = Counter(c for c, _, hidden in before.values() if hidden and c is not None).most_common(1)
    stock_cell = stock[0][0] if stock else None
    moved = [(pid, before[pid], now[pid]) for pid in now if pid in before and before[pid] != now[pid]]
    gone = [pid for pid in before if pid not in now]
    pile = Counter(c for c, _, hidden in now.values() if not hidden and c is not None).most_common(1)
    pile_cell = pile[0][0] if pile else None
    dealt = 0
    for pid, (cell0, kind0, hidden0), (cell1, kind1, hidden1) in moved[:12]:
        where = pan(((cell1 or (0, 0))[1] * 2 + 1) * stage.width // (2 * columns), stage.width)
        if felt:
            if cell0 != cell1 and cell0 == stock_cell and dealt < 4:
                cue(stage, "deal", 200, pitch=dealt * 60, pan=where)
                dealt += 1
            elif cell0 != cell1 and cell1 == pile_cell:     # onto the pile (a hand closing up is not heard)
                cue(stage, "slide", pan=where)
            elif hidden0 and not hidden1:
                cue(stage, "flip", pan=where)
        else:
            if cell0 != cell1:
                cue(stage, "land", pan=where)
            if kind1 == "king" and kind0 != "king":
                cue(stage, "crown", pan=where)
    if gone and not felt:
        cue(stage, "capture")
    if not felt and any(pid not in before for pid in now):     # a mark or a man put down
        cue(stage, "land")
    data = view.get("data") or {}
    if isinstance(data, dict) and rose(stage, "remove", int(data.get("remove", 0) or 0)):
        cue(stage, "mill")
