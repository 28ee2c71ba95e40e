"""The kitchen table's screen: every battlefield, your hand face up, the zones with counts, the stack, the log, the phantom's offer.

Drawn from a seat's view alone, on a 640 x 360 stage. Your band is the lowest; each other
seat's band shows its hand as backs with a count. Drag a card from your hand, or a permanent by
its name strip, to a zone or a place on your battlefield, or click it and then the place (those
hotspots are marked ``drag``: the page also fires the hotspot the pointer is released on);
while a card is held, a permanent's body is a place too; otherwise click a permanent to tap
or untap it; its small menu tab opens the context menu (pick it up to put it elsewhere, to
the graveyard, exile, hand, top or bottom of the library, a +1/+1 counter, flip). The buttons repeat the pad's shortcuts.
"""

from __future__ import annotations

from pycore.look import ui
from pycore.prims import CENTER, RIGHT, Stage, fit, measure, rgb

BACKDROP = rgb(22, 26, 30)
FELT = rgb(30, 78, 58)
MY_FELT = rgb(34, 92, 66)
INK = rgb(238, 234, 222)
DIM = rgb(150, 160, 150)
GOLD = rgb(236, 190, 76)
CARD = rgb(232, 226, 206)
CARD_INK = rgb(28, 26, 24)
TAPPED = rgb(168, 160, 140)
BACK = rgb(92, 52, 38)
PANEL = rgb(40, 44, 54)
BUTTON = rgb(64, 70, 92)
ALERT = rgb(120, 46, 52)
LEFT_W = 476
ZONE_W = 58
TOP = 16
HAND_Y = 300
CARD_W, CARD_H = 60, 16
GRAB_H = 8                   # a permanent's name strip, the handle it is dragged by
HAND_W, HAND_H = 56, 52
GRID_COLS, GRID_ROWS = 8, 3
BUTTON_LABELS = (("draw", "Draw"), ("untap_all", "Untap all"), ("pass", "Pass"), ("shuffle", "Shuffle"),
                 ("scry", "Scry 1"), ("undo", "Undo"), ("table", "Table..."))


def screen(view: dict, seat: "int | None", stage: Stage) -> None:
    """Draw the table as ``seat`` sees it (None: a spectator)."""
    table = view["table"]
    stage.rect(0, 0, 640, 360, BACKDROP)
    _top(stage, view, table)
    n = len(table["players"])
    me = 0 if seat is None else seat
    order = [s for s in range(n) if s != me] + [me]
    band = (HAND_Y - TOP) // n
    for i, s in enumerate(order):
        _band(stage, view, table, s, seat, TOP + i * band, band - 2)
    _hand(stage, view, table, seat)
    _side(stage, view, table, seat)


def _top(stage: Stage, view: dict, table: dict) -> None:
    turn = table["turn"]
    who = table["players"][turn["active"]]["name"]
    head = f"Round {min(turn['round'], view['rounds'])} of {view['rounds']}  -  {who}'s turn"
    if turn.get("step"):
        head += f"  -  {turn['step'].replace('_', ' ')}"
        if turn["priority"] >= 0:
            head += f", priority: {table['players'][turn['priority']]['name']}"
        if turn["day_night"]:
            head += f"  -  {turn['day_night']}"
        if turn["planar_rolls"]:
            head += f"  -  planar die: {turn['planar_rolls']}"
    if view["phantom"] != "off":
        head += f"  -  phantom: {view['phantom']}"
    stage.text(4, 3, head, INK, 9)
    if view.get("clocked"):           # a turn clock runs only where other people wait (hot seat, online)
        ui.clock(stage, 4 + measure(head, 9) + 10, 3, 96, view["clock"], view.get("clock_max", 1), size=9)
    lives = "   ".join(f"{p['name']} {p['life']}" + (f" ({p['poison']} poison)" if p["poison"] else "")
                       for p in table["players"])
    stage.text(636, 3, fit(lives, 260, 9), GOLD, 9, RIGHT)


def _band(stage: Stage, view: dict, table: dict, s: int, seat: "int | None", y: int, h: int) -> None:
    """Draw seat ``s``'s zones column and battlefield in a band at ``y`` of height ``h``."""
    zones = table["zones"][str(s)]
    mine = s == seat
    stage.rect(0, y, LEFT_W, h, MY_FELT if mine else FELT)
    name = table["players"][s]["name"]
    stage.text(ZONE_W + 6, y + 2, name + (" (you)" if mine else ""), DIM, 7)
    rows = [("library", "Library"), ("graveyard", "Graveyard"), ("exile", "Exile")]
    if not mine:
        rows.append(("hand", "Hand"))
    row_h = max(10, h // len(rows))
    for i, (zone, label) in enumerate(rows):
        count = _count(zones[zone])
        zy = y + i * row_h
        stage.rect(2, zy + 1, ZONE_W - 4, row_h - 2, BACK if zone in ("library", "hand") else PANEL)
        stage.text(5, zy + 2, f"{label} {count}", INK, 7)
        if zone == "hand":
            for k in range(min(count, 7)):
                stage.rect(36 + k * 2, zy + 2, 6, row_h - 5, BACK)
                stage.box(36 + k * 2, zy + 2, 6, row_h - 5, INK)
        if mine:
            stage.hot(2, zy + 1, ZONE_W - 4, row_h - 2, {"do": "place", "zone": zone})
    bx, bw = ZONE_W, LEFT_W - ZONE_W
    if mine:
        cell_w, cell_h = bw // GRID_COLS, h // GRID_ROWS
        for r in range(GRID_ROWS):
            for c in range(GRID_COLS):
                stage.hot(bx + c * cell_w, y + r * cell_h, cell_w, cell_h,
                          {"do": "place", "zone": "battlefield", "x": c * 10_000 // (GRID_COLS - 1),
                           "y": r * 10_000 // (GRID_ROWS - 1)})
    for cid in zones["battlefield"]:
        c = table["cards"][str(cid)]
        cx = bx + 2 + c["x"] * (bw - CARD_W - 4) // 10_000
        cy = y + 10 + c["y"] * max(0, h - CARD_H - 12) // 10_000
        _permanent(stage, view, c, cx, cy, mine)


def _permanent(stage: Stage, view: dict, c: dict, x: int, y: int, mine: bool) -> None:
    face = c.get("facts")
    colour = TAPPED if c["tapped"] else CARD
    stage.rect(x, y, CARD_W, CARD_H, colour if face else BACK)
    if view.get("selected") == c["id"]:
        stage.box(x - 1, y - 1, CARD_W + 2, CARD_H + 2, GOLD, 2)
    label = fit(c["name"], CARD_W - 4, 7) if face else "face down"
    stage.text(x + 2, y + 1, label, CARD_INK if face else INK, 7)
    extra = ("tapped " if c["tapped"] else "") + " ".join(f"{k}:{v}" for k, v in c["counters"].items())
    if face and face["power"]:
        extra = f"{face['power']}/{face['toughness']} " + extra
    stage.text(x + 2, y + 8, fit(extra, CARD_W - 4, 6), CARD_INK, 6)
    if mine:
        # its name strip picks it up to be dragged (or clicked, then a place clicked); while a card
        # is held, the body is a place on the battlefield, so a drop on a permanent never taps it
        held = view.get("selected")
        body = {"do": "place", "zone": "battlefield", "x": c["x"], "y": c["y"]} if held \
            else {"do": "tap", "card": c["id"]}
        stage.hot(x, y + GRAB_H, CARD_W - 10, CARD_H - GRAB_H, body)
        stage.hot(x, y, CARD_W - 10, GRAB_H, {"do": "select", "card": c["id"], "drag": True})
        stage.rect(x + CARD_W - 9, y, 9, CARD_H, BUTTON)
        stage.text(x + CARD_W - 5, y + 4, "...", INK, 6, CENTER)
        stage.hot(x + CARD_W - 9, y, 9, CARD_H, {"do": "menu", "card": c["id"]})


def _hand(stage: Stage, view: dict, table: dict, seat: "int | None") -> None:
    stage.rect(0, HAND_Y, LEFT_W, 360 - HAND_Y, PANEL)
    if seat is None:
        stage.text(4, HAND_Y + 4, "Watching: hands are hidden.", DIM, 8)
        return
    hand = table["zones"][str(seat)]["hand"]
    stage.text(4, HAND_Y + 2, f"Your hand ({len(hand)})", DIM, 7)
    step = min(HAND_W + 2, (LEFT_W - 8) // max(1, len(hand)))
    for i, cid in enumerate(hand):
        c = table["cards"][str(cid)]
        x, y = 4 + i * step, HAND_Y + 10 + (0 if view.get("selected") != cid else -6)
        stage.rect(x, y, HAND_W, HAND_H - 6, CARD)
        stage.box(x, y, HAND_W, HAND_H - 6, GOLD if view.get("selected") == cid or view.get("cursor") == i else DIM)
        words = c["name"].split(" ")
        lines = [" ".join(words[: (len(words) + 1) // 2]), " ".join(words[(len(words) + 1) // 2:])]
        for k, line in enumerate(lines):
            stage.text(x + 2, y + 2 + k * 8, fit(line, HAND_W - 4, 7), CARD_INK, 7)
        f = c["facts"]
        stage.text(x + 2, y + 26, fit(f["type"].split("—")[0], HAND_W - 4, 6), CARD_INK, 6)
        stage.text(x + 2, y + 36, f"mv {f['mv']}" + (f"  {f['power']}/{f['toughness']}" if f["power"] else ""),
                   CARD_INK, 6)
        stage.hot(x, y, min(step, HAND_W), HAND_H - 6, {"do": "select", "card": cid, "drag": True})


def _side(stage: Stage, view: dict, table: dict, seat: "int | None") -> None:
    x, w = LEFT_W + 4, 640 - LEFT_W - 8
    y = TOP
    stack = table["zones"]["shared"]["stack"]
    stage.rect(x, y, w, 40, PANEL)
    stage.text(x + 3, y + 2, f"Stack ({_count(stack)})", DIM, 7)
    for i, cid in enumerate(stack[-3:] if isinstance(stack, list) else []):
        c = table["cards"][str(cid)]
        stage.text(x + 3, y + 11 + i * 9, fit(c.get("name", "a card"), w - 6, 7), INK, 7)
        if seat is not None and c["controller"] == seat:
            stage.hot(x, y + 10 + i * 9, w, 9, {"do": "menu", "card": cid})
    y += 44
    stage.rect(x, y, w, 84, PANEL)
    stage.text(x + 3, y + 2, "Log", DIM, 7)
    rows = [row for line in view["log"] for row in _wrap(line, w - 6, 7)][-8:]   # the latest lines, wrapped
    for i, row in enumerate(rows):
        stage.text(x + 3, y + 11 + i * 9, row, INK, 7)
    y += 88
    if seat is None:
        return
    offer = view.get("offer")
    if offer:
        stage.rect(x, y, w, 64, ALERT)
        lines = _wrap(offer["why"], w - 6, 7)[:5]
        for i, line in enumerate(lines):
            stage.text(x + 3, y + 2 + i * 9, line, INK, 7)
        _button(stage, x + 3, y + 48, 70, {"do": "accept"}, "Accept")
        _button(stage, x + 79, y + 48, 70, {"do": "decline"}, "Decline")
        y += 68
    menus = view.get("menus") or {"card": [], "table": []}
    if view.get("menu") == -1 and not offer:               # the table menu: its rows come with the view
        stage.text(x + 3, y, "Table", GOLD, 7)
        for i, (op, label) in enumerate(menus["table"]):
            _button(stage, x + 3 + (i % 2) * 76, y + 9 + (i // 2) * 12, 72, {"do": "pick", "op": op}, label, 11)
        y += 10 + (len(menus["table"]) + 1) // 2 * 12
    elif view.get("menu") and view["menu"] != -1:
        c = table["cards"].get(str(view["menu"]))
        stage.text(x + 3, y, fit(c.get("name", "a card") if c else "a card", w - 6, 7), GOLD, 7)
        for i, (op, label) in enumerate(menus["card"]):
            _button(stage, x + 3 + (i % 2) * 76, y + 10 + (i // 2) * 14, 72, {"do": "pick", "op": op}, label)
        y += 10 + (len(menus["card"]) + 1) // 2 * 14
    by = 360 - 4 * 16 - 16
    for i, (do, label) in enumerate(BUTTON_LABELS):
        _button(stage, x + 3 + (i % 2) * 76, by + (i // 2) * 16, 72, {"do": do}, label)
    if view.get("notice"):
        stage.text(x + 3, 348, fit(view["notice"], w - 6, 7), GOLD, 7)


def _button(stage: Stage, x: int, y: int, w: int, action: dict, label: str, h: int = 13) -> None:
    stage.rect(x, y, w, h, BUTTON)
    stage.text(x + w // 2, y + (h - 7) // 2, fit(label, w - 2, 7), INK, 7, CENTER)
    stage.hot(x, y, w, h, action)


def _wrap(text: str, width: int, size: int) -> list:
    """Return ``text`` broken into lines that fit ``width`` at ``size`` (glyphs 3/5 of the size wide)."""
    most = max(1, width * 5 // (size * 3))
    lines, line = [], ""
    for word in text.split(" "):
        if line and len(line) + 1 + len(word) > most:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return lines + [line] if line else lines


def _count(zone: "list | dict") -> int:
    return zone["count"] if isinstance(zone, dict) else len(zone)
