"""The kitchen table's screen on the 960 x 540 stage: every battlefield, your hand face up, the zones with counts, the
stack, the log, the phantom's offer.

Drawn from a seat's view alone. The top band holds the turn line (whose turn, the step, priority, day
or night, the planar die) and the phantom; each seat has a band, yours the lowest, with its name,
life and zones on the left (another seat's hand as backs with a count) and its battlefield beside
them: every permanent a card (name, type line, cost, power and toughness, counters) stamped as a
picture, laid in rows (creatures, other permanents, lands, as the table's free places put them),
in the order of its place across the row, and turned a quarter when tapped. Your hand lies under
the bands, the stack, the log or the phantom's offer and the buttons on the right, the hint line at
the foot.

Drag a card from your hand, or a permanent by its name strip, to a zone or a place on your
battlefield, or click it and then the place (those hotspots are marked ``drag``: the page also
fires the hotspot the pointer is released on); while a card is held, a permanent's body is a place
too; otherwise click a permanent to tap or untap it; its menu tab (the dotted corner, under the
type line's start) opens the context menu, a panel of finger-sized buttons over the battlefield
(pick it up to put it elsewhere, to the graveyard, exile, hand, top or bottom of the library, a
+1/+1 counter, flip...). The buttons repeat the pad's shortcuts.
"""

from __future__ import annotations

import functools

from pycore.look import keys, motion as motions, ui
from pycore.look.style import (BODY, CAPTION, DIM, FAINT, GOLD, GOLD_LIGHT, INK, LABEL, PANEL, PAPER_INK, RED, SEATS,
                               SMALL)
from pycore.prims import CENTER, LEFT, RIGHT, SANS, Stage, fit, line_height, measure, mix, picture, rgb, with_alpha, \
    wrap

W, H = 960, 540
MENU_CORNER = 116
BACKDROP = rgb(18, 20, 22)
FELT = rgb(26, 70, 52)
MY_FELT = rgb(30, 86, 62)
ALERT = rgb(110, 44, 46)
TONE = rgb(70, 56, 44)
TOP = 58                              # the bands start under the top band
HAND_Y = 384                          # your hand's cards: 88 x 116 from here to the foot
FOOT = 500
LEFT_X, ZONE_W = 16, 104              # the zones column of each band
BF_X, BF_W = 128, 580                 # the battlefields (and the hand) span this
SIDE_X, SIDE_W = 716, 228             # the stack, the log or the offer, the buttons
GAP = 6
MY_BAND, OTHER_BAND = 180, 64          # your band's height with other seats at the table, the least of another's
COMPACT = 110                         # a band lower than this lays its zones two by two
SIZES = ((88, 100), (70, 84), (56, 68))          # a permanent's card, by the room its band has
HAND_W, HAND_H = 88, 116
GRAB_H = 34                           # a permanent's name strip, the handle it is dragged by
TAB = 40                              # its menu tab: a finger-sized square at its lower left
GRID_COLS, GRID_ROWS = 8, 3
BUTTON_ROWS = (("draw", "Draw", "Cross"), ("untap_all", "Untap all", "Square"), ("pass", "Pass", "Triangle"),
               ("shuffle", "Shuffle", "L1"), ("scry", "Scry 1", "R1"), ("undo", "Undo", "L2"),
               ("table", "Table...", None))
BUTTON_Y, BUTTON_H, BUTTON_W = 306, 44, (SIDE_W - GAP) // 2
MENU_ROW = 44
SHEET_TOP = 360                       # the results sheet's top (pycore.host.screens.SHEET_H under the stage's foot)
NOTICE = (BF_X + BF_W // 2, 70)


def screen(view: dict, seat: "int | None", stage: Stage) -> None:
    """Draw the table as ``seat`` sees it (None: a spectator)."""
    table = view["table"]
    stage.backdrop = BACKDROP
    stage.notice = NOTICE
    stage.rect(0, 0, W, H, BACKDROP)
    _top(stage, view, table)
    for s, y, h in bands(view, seat):
        _band(stage, view, table, s, seat, y, h)
    _side(stage, view, table, seat)
    if view.get("over"):                  # the results sheet rises over the hand, the buttons and the foot
        return
    _hand(stage, view, table, seat)
    if seat is None:
        ui.hints(stage, [("Start", "menu")])
    else:
        names = (keys.scheme(),) + tuple(keys.label(b) for b in KEYS)
        stage.paste(_chrome(bool(view.get("offer")), view.get("menu") == -1, view.get("notice") or "", names))
    _menu(stage, view, table, seat)


def bands(view: dict, seat: "int | None") -> list:
    """Return (seat, y, height) of each seat's band, yours the lowest and the tallest (room for two rows of cards
    and its menu tabs), the others sharing the rest; they end over the results sheet once the game is over."""
    n = len(view["table"]["players"])
    me = 0 if seat is None else seat
    order = [s for s in range(n) if s != me] + [me]
    room = (SHEET_TOP if view.get("over") else HAND_Y) - TOP
    mine = room if n == 1 else max(room // n, min(MY_BAND, room - (n - 1) * OTHER_BAND))
    other = (room - mine) // max(1, n - 1)
    return [(s, TOP + i * other, (other if i < n - 1 else room - (n - 1) * other) - 4) for i, s in enumerate(order)]


# -- the top band and the foot -----------------------------------------------------------------------
def _top(stage: Stage, view: dict, table: dict) -> None:
    turn = table["turn"]
    who = table["players"][turn["active"]]["name"]
    head = f"{who}'s turn  \u00b7  round {min(turn['round'], view['rounds'])} of {view['rounds']}" if view["rounds"] \
        else f"{who}'s turn  \u00b7  round {turn['round']}"
    if turn.get("step"):
        head += f"  \u00b7  {turn['step'].replace('_', ' ')}"
        if turn["priority"] >= 0:
            head += f", priority: {table['players'][turn['priority']]['name']}"
        if turn["day_night"]:
            head += f"  \u00b7  {turn['day_night']}"
        if turn["planar_rolls"]:
            head += f"  \u00b7  planar die: {turn['planar_rolls']}"
    mine = view.get("you") is not None and turn["active"] == view.get("you")
    stage.text(24, 8, fit(head, W - MENU_CORNER - 48, LABEL, SANS, True), GOLD if mine else INK, LABEL, LEFT, SANS,
               True)
    x = 24
    if view["phantom"] != "off":
        words = f"Sparring phantom: {view['phantom']}"
        stage.text(x, 34, words, DIM, SMALL)
        x += measure(words, SMALL) + 24
    if view.get("clocked"):           # a turn clock runs only where other people wait (hot seat, online)
        ui.clock(stage, x, 34, 180, view["clock"], view.get("clock_max", 1), size=SMALL)


def _foot(stage: Stage, offer: bool, notice: str) -> None:
    if notice:
        stage.text(W // 2, FOOT + 10, fit(notice, W - 80, SMALL, SANS, True), RED, SMALL, CENTER, SANS, True)
        return
    items = [("Left/Right", "card"), ("Up", "play"), ("Cross", "draw"), ("Square", "untap all"),
             ("Triangle", "pass"), ("L1", "shuffle"), ("R1", "scry"), ("L2", "undo")]
    if offer:
        items = [("Circle", "accept"), ("Select", "decline")] + items
    ui.hints(stage, items)


# -- cards as pictures ---------------------------------------------------------------------------------
COLOURS = {"W": rgb(226, 216, 186), "U": rgb(92, 140, 196), "B": rgb(96, 86, 92), "R": rgb(200, 92, 66),
           "G": rgb(84, 150, 92)}


def _frame_colour(f: dict) -> int:
    cs = f.get("colours") or []
    kind = f.get("type", "")
    if len(cs) == 1 and cs[0] in COLOURS:
        return COLOURS[cs[0]]
    if len(cs) > 1:
        return rgb(206, 170, 84)
    if "Land" in kind:
        return rgb(164, 128, 92)
    if "Planeswalker" in kind:
        return rgb(132, 108, 168)
    if "Creature" in kind:
        return rgb(112, 150, 96)
    if "Instant" in kind or "Sorcery" in kind:
        return rgb(96, 128, 176)
    if "Artifact" in kind:
        return rgb(150, 150, 156)
    return rgb(150, 140, 124)


def _cost(f: dict) -> str:
    """Return the cost as the card prints it ({2}{G}{G} as 2GG), else its mana value (none for a land)."""
    cost = (f.get("cost") or "").replace("}{", "").replace("{", "").replace("}", "")
    if cost:
        return cost
    if "Land" in (f.get("type") or "") or not f.get("type"):
        return ""
    return str(f.get("mv", 0))


def _counters(c: dict) -> str:
    return "  ".join(f"{k} \u00d7{v}" if v != 1 else k for k, v in sorted(c.get("counters", {}).items()))


def _draw_face(s: Stage, name: str, f: dict, w: int, h: int, counters: str) -> None:
    frame = _frame_colour(f)
    s.rrect(0, 0, w, h, 7, mix(frame, rgb(0, 0, 0), 1, 2))
    s.linear(0, 0, 0, h, [(0, mix(frame, rgb(255, 255, 255), 1, 4)), (1024, frame)])
    s.rrect(1, 1, w - 2, h - 2, 6, frame)
    s.rrect(4, 4, w - 8, h - 8, 4, rgb(246, 240, 226))
    inner = w - 12
    size = CAPTION
    lh = line_height(size, SANS, True)
    lines = wrap(name, inner, size, SANS, True, lines=2 if h >= 80 else 1)
    for k, line in enumerate(lines):
        s.text(6, 5 + k * (lh - 1), line, PAPER_INK, size, LEFT, SANS, True)
    names_h = 5 + (2 if h >= 80 else 1) * (lh - 1) + 2
    kind = f.get("type") or ""
    main, _, sub = kind.partition("\u2014")
    main, sub = main.strip(), sub.strip()
    cost = _cost(f)
    bar_y = names_h
    s.rect(4, bar_y, w - 8, 1, mix(frame, rgb(0, 0, 0), 1, 3))
    cw = 0
    if cost:
        cw = max(20, measure(cost, CAPTION, SANS, True) + 10)
        s.rrect(w - 5 - cw, bar_y + 2, cw, 18, 9, mix(frame, rgb(0, 0, 0), 1, 3))
        s.text(w - 5 - cw // 2, bar_y + 3, cost, rgb(255, 255, 255), CAPTION, CENTER, SANS, True)
    rows = []
    if main:
        rows.append((fit(main, inner - cw - 2, CAPTION), rgb(60, 52, 44)))
    extra = counters or sub
    if extra and h >= 96:                 # a smaller card keeps its room for the menu tab
        rows.append((fit(extra, inner, CAPTION, SANS, bool(counters)),
                     rgb(150, 96, 20) if counters else rgb(100, 90, 78)))
    keywords = ", ".join(f.get("keywords") or [])
    if keywords and h >= 110:
        rows.append((fit(keywords, inner, CAPTION, SANS, False), rgb(100, 90, 78)))
    for k, (text, colour) in enumerate(rows):
        s.text(6, bar_y + 3 + k * 17, text, colour, CAPTION)
    pt = f"{f['power']}/{f['toughness']}" if f.get("power") or f.get("toughness") else \
        str(f["loyalty"]) if f.get("loyalty") else ""
    if pt:
        pw = measure(pt, SMALL, SANS, True) + 10
        s.rrect(w - 5 - pw, h - 25, pw, 20, 5, mix(frame, rgb(0, 0, 0), 1, 4))
        s.rrect(w - 4 - pw, h - 24, pw - 2, 18, 4, rgb(250, 246, 236))
        s.text(w - 5 - pw // 2, h - 24, pt, PAPER_INK, SMALL, CENTER, SANS, True)


def face(c: dict, w: int, h: int) -> "object":
    """Return card ``c``'s face at w x h (drawn once per what it shows), or the back for a card shown face down."""
    f = c.get("facts")
    if not f:
        return back(w, h)
    name = c.get("name", f.get("name", ""))
    counters = _counters(c)
    key = (f"kitchen/card/{w}x{h}/{name}/{f.get('type', '')}/{f.get('cost', '')}/{f.get('mv', 0)}/"
           f"{f.get('power', '')}/{f.get('toughness', '')}/{f.get('loyalty', '')}/{''.join(f.get('colours') or [])}/"
           f"{','.join(f.get('keywords') or [])}/{counters}")
    return picture(key, w, h, lambda s: _draw_face(s, name, f, w, h, counters))


def _draw_back(s: Stage, w: int, h: int) -> None:
    s.rrect(0, 0, w, h, max(3, w // 12), rgb(40, 24, 18))
    s.rrect(2, 2, w - 4, h - 4, max(2, w // 12 - 1), rgb(110, 62, 40))
    s.rrect(5, 5, w - 10, h - 10, max(2, w // 14), rgb(74, 40, 28))
    s.ellipse(w // 2, h // 2, max(3, w // 3), max(4, h // 3), rgb(136, 84, 52))
    s.ring(w // 2, h // 2, max(3, w // 3), max(4, h // 3), rgb(214, 170, 100), 2)


def back(w: int, h: int) -> "object":
    """Return a card's back at w x h: it names no card."""
    return picture(f"kitchen/back/{w}x{h}", w, h, lambda s: _draw_back(s, w, h))


def _tab(stage: Stage, x: int, y: int) -> None:
    """Draw a permanent's menu tab in the 40 x 40 square at (x, y): a dark key with three dots."""
    stage.rrect(x + 5, y + 9, 28, 26, 7, rgb(34, 30, 40, 230))
    stage.rrbox(x + 5, y + 9, 28, 26, 7, GOLD_LIGHT, 1)
    for k in range(3):
        stage.ellipse(x + 12 + k * 7, y + 22, 2, 2, INK)


# -- a seat's band -------------------------------------------------------------------------------------
def _count(zone: "list | dict") -> int:
    return zone["count"] if isinstance(zone, dict) else len(zone)


def _columns(h: int) -> tuple[int, int, int]:
    """Return a band's zones column width and its battlefield's x and width: a low band (three or four seats) lays
    its zones two by two in a wider column."""
    zw = ZONE_W if h >= COMPACT else 2 * ZONE_W - 8
    bx = LEFT_X + zw + 8
    return zw, bx, BF_X + BF_W - bx


def _band(stage: Stage, view: dict, table: dict, s: int, seat: "int | None", y: int, h: int) -> None:
    """Draw seat ``s``'s name, life and zones column and its battlefield in a band at ``y`` of height ``h``."""
    zones = table["zones"][str(s)]
    mine = s == seat
    player = table["players"][s]
    colour = SEATS[s % len(SEATS)]
    zw, bx, bw = _columns(h)
    stage.rrect(bx - 4, y, bw + 8, h, 10, MY_FELT if mine else FELT)
    stage.rrbox(bx - 4, y, bw + 8, h, 10, with_alpha(colour, 120), 1)
    ui.panel(stage, LEFT_X, y, zw, h, 10)
    stage.rect(LEFT_X + 6, y + 6, 4, 16, colour)
    life = f"{player['life']} life" + (f", {player['poison']} poison" if player["poison"] else "")
    name = player["name"]
    compact = h < COMPACT
    if compact:
        stage.text(LEFT_X + 14, y + 4, fit(f"{name}{' (you)' if mine else ''}  \u00b7  {life}", zw - 20, CAPTION, SANS, True), INK, CAPTION,
                   LEFT, SANS, True)
        top = y + 4 + line_height(CAPTION, SANS, True) + 2
    else:
        stage.text(LEFT_X + 14, y + 5, fit(name, zw - 20, BODY, SANS, True), INK, BODY, LEFT, SANS, True)
        stage.text(LEFT_X + 14, y + 26, fit(life, zw - 20, SMALL, SANS, True), GOLD_LIGHT, SMALL, LEFT, SANS, True)
        top = y + 48
    rows = [("library", "Library"), ("graveyard", "Graveyard"), ("exile", "Exile")]
    if not mine:
        rows.append(("hand", "Hand"))
    cols = 2 if compact else 1
    lines = (len(rows) + cols - 1) // cols
    row_h = max(18, (y + h - 4 - top) // lines)
    tw = (zw - 8 - (cols - 1) * 4) // cols
    for i, (zone, label) in enumerate(rows):
        count = _count(zones[zone])
        zx, zy = LEFT_X + 4 + (i % cols) * (tw + 4), top + (i // cols) * row_h
        tall = row_h >= 44
        face_down = zone in ("library", "hand")
        stage.rrect(zx, zy, tw, row_h - 3, 6, rgb(74, 40, 28, 200) if face_down else rgb(0, 0, 0, 70))
        size = SMALL if tall else CAPTION
        stage.text(zx + 6, zy + (4 if tall else max(0, (row_h - 3 - line_height(size)) // 2)),
                   fit(f"{label} {count}", tw - 8, size, SANS, tall), INK, size, LEFT, SANS, tall)
        if tall and count:
            pile = zones[zone]
            bh = min(row_h - 30, 40)
            bw_ = bh * 5 // 7
            if zone == "hand":
                for k in range(min(count, 7)):
                    stage.stamp(back(bw_, bh), zx + 6 + k * 9, zy + 24, bw_, bh)
            elif face_down:
                for k in range(min(3, (count + 9) // 10)):
                    stage.stamp(back(bw_, bh), zx + 6 + k * 3, zy + 24 - k * 2, bw_, bh)
            elif isinstance(pile, list) and pile:          # the top card's frame colour (a public zone)
                top_card = table["cards"][str(pile[-1])]
                stage.rrect(zx + 6, zy + 24, bw_, bh, 4, _frame_colour(top_card.get("facts") or {}))
                stage.rrbox(zx + 6, zy + 24, bw_, bh, 4, rgb(246, 240, 226), 2)
        if mine:
            stage.hot(zx, zy, tw, row_h - 3, {"do": "place", "zone": zone})
    if mine:
        cell_w, cell_h = bw // GRID_COLS, h // GRID_ROWS
        for r in range(GRID_ROWS):
            for c in range(GRID_COLS):
                stage.hot(bx + c * cell_w, y + r * cell_h, cell_w, cell_h,
                          {"do": "place", "zone": "battlefield", "x": c * 10_000 // (GRID_COLS - 1),
                           "y": r * 10_000 // (GRID_ROWS - 1)})
    _battlefield(stage, view, table, zones["battlefield"], y, h, mine)


def _size_for(h: int) -> tuple[int, int, int]:
    """Return the card size and the number of rows a battlefield ``h`` high lays its permanents in."""
    for rows in (3, 2):
        for cw, ch in SIZES:
            if rows * (ch + 2) <= h - 4:
                return cw, ch, rows
    for cw, ch in SIZES:
        if ch + 4 <= h - 4:
            return cw, ch, 1
    ch = max(20, h - 8)
    return ch * 5 // 6, ch, 1


def layout(cards: list, y: int, h: int) -> list:
    """Return (card, x, y, w, h, tapped) for each permanent: its row from its place's y, packed across its row in the
    order of its x (at its own x while there is room), a tapped one taking its turned width; a crowded row's cards
    are smaller, and overlap only when the smallest do not fit."""
    cw, ch, rows = _size_for(h)
    _, bx, bw = _columns(h)
    row_h = (h - 4) // rows
    by_row: list = [[] for _ in range(rows)]
    for c in cards:
        by_row[min(rows - 1, c["y"] * rows // 10_001)].append(c)
    sizes = [size for size in SIZES if size[1] <= ch] or [(cw, ch)]
    out = []
    for r, row in enumerate(by_row):
        row.sort(key=lambda c: (c["x"], c["y"], c["id"]))
        for rw, rh in sizes:                                 # the largest cards the row has room for
            widths = [rh if c["tapped"] else rw for c in row]
            if sum(widths) + GAP * (len(row) - 1) <= bw - 8:
                break
        xs = [bx + 4 + c["x"] * (bw - 8 - w) // 10_000 for c, w in zip(row, widths)]
        for i in range(1, len(xs)):                          # apart, left to right
            xs[i] = max(xs[i], xs[i - 1] + widths[i - 1] + GAP)
        right = bx + bw - 4
        for i in range(len(xs) - 1, -1, -1):                 # back inside the right edge
            limit = right - widths[i] if i == len(xs) - 1 else xs[i + 1] - widths[i] - GAP
            xs[i] = min(xs[i], limit)
        if xs and xs[0] < bx + 4:                            # too many for the row: overlap them evenly
            span = sum(widths[:-1]) + GAP * (len(xs) - 1)
            room = bw - 8 - widths[-1]
            at = 0
            for i in range(len(xs)):
                xs[i] = bx + 4 + at * room // max(1, span)
                at += widths[i] + GAP
        for c, x in zip(row, xs):
            hh = rw if c["tapped"] else rh
            out.append((c, x, y + 2 + r * row_h + (row_h - hh) // 2, rw, rh, c["tapped"]))
    return out


def _turned(rect: tuple, ch: int) -> tuple:
    """Return a card-local rect (u, v, w, h) of a card ``ch`` high where it lies once turned a quarter clockwise."""
    u, v, w, h = rect
    return ch - v - h, u, h, w


def _battlefield(stage: Stage, view: dict, table: dict, ids: list, y: int, h: int, mine: bool) -> None:
    m = motions.of(stage)
    held = view.get("selected")
    for c, x, top, cw, ch, tapped in layout([table["cards"][str(cid)] for cid in ids], y, h):
        bw, bh = (ch, cw) if tapped else (cw, ch)
        cx, cy = m.glide(("kitchen/card", c["id"]), x + bw // 2, top + bh // 2, 12)
        turn = m.value(("kitchen/tap", c["id"]), 1024 if tapped else 0, 10)
        if held == c["id"]:
            stage.rrect(x - 4, top - 4, bw + 8, bh + 8, 10, with_alpha(GOLD, 220))
        stage.rrect(cx - bw // 2 + 2, cy - bh // 2 + 4, bw, bh, 7, rgb(0, 0, 0, 90))
        with stage.group(cx, cy, turn):
            stage.stamp(face(c, cw, ch), -cw // 2, -ch // 2, cw, ch)
            if mine and ch >= TAB + 20:
                _tab(stage, -cw // 2, ch // 2 - TAB)
        if not mine:
            continue
        # its name strip picks it up to be dragged (or clicked, then a place clicked); while a card is held,
        # the body is a place on the battlefield, so a drop on a permanent never taps it; the tab opens its menu
        body = {"do": "place", "zone": "battlefield", "x": c["x"], "y": c["y"]} if held \
            else {"do": "tap", "card": c["id"]}
        if ch >= TAB + 20:
            grab, tab = (0, 0, cw, min(GRAB_H, ch - TAB)), (0, ch - TAB, min(cw, TAB), TAB)
        else:                                    # a card too small for both: the upper half lifts, the lower opens
            grab, tab = (0, 0, cw, ch // 2), (0, ch // 2, cw, ch - ch // 2)
        if tapped:
            grab, tab = _turned(grab, ch), _turned(tab, ch)
        stage.hot(x, top, bw, bh, body)
        stage.hot(x + grab[0], top + grab[1], grab[2], grab[3], {"do": "select", "card": c["id"], "drag": True})
        stage.hot(x + tab[0], top + tab[1], tab[2], tab[3], {"do": "menu", "card": c["id"]})


# -- your hand ---------------------------------------------------------------------------------------
def _hand(stage: Stage, view: dict, table: dict, seat: "int | None") -> None:
    ui.panel(stage, LEFT_X, HAND_Y, ZONE_W, FOOT - HAND_Y - 4, 10)
    if seat is None:
        stage.text(LEFT_X + 10, HAND_Y + 8, "Watching", DIM, SMALL, LEFT, SANS, True)
        stage.text(LEFT_X + 10, HAND_Y + 28, "hands hidden", FAINT, CAPTION)
        return
    hand = table["zones"][str(seat)]["hand"]
    stage.text(LEFT_X + 10, HAND_Y + 8, "Your hand", DIM, SMALL, LEFT, SANS, True)
    stage.text(LEFT_X + 10, HAND_Y + 28, str(len(hand)), INK, LABEL + 4, LEFT, SANS, True)
    m = motions.of(stage)
    n = len(hand)
    step = min(HAND_W + GAP, (BF_W - HAND_W) // max(1, n - 1)) if n > 1 else HAND_W
    for i, cid in enumerate(hand):
        c = table["cards"][str(cid)]
        lifted = view.get("selected") == cid
        x, y = BF_X + i * step, HAND_Y - (14 if lifted else 0)
        gx, gy = m.glide(("kitchen/hand", cid), x, y, 10)
        if lifted or view.get("cursor") == i:
            stage.rrect(gx - 3, gy - 3, HAND_W + 6, HAND_H + 6, 10, with_alpha(GOLD, 230 if lifted else 150))
        stage.rrect(gx + 2, gy + 4, HAND_W, HAND_H, 7, rgb(0, 0, 0, 90))
        stage.stamp(face(c, HAND_W, HAND_H), gx, gy, HAND_W, HAND_H)
        stage.hot(x, y, min(step, HAND_W), HAND_H, {"do": "select", "card": cid, "drag": True})


# -- the stack, the log, the offer, the buttons ------------------------------------------------------
def _side(stage: Stage, view: dict, table: dict, seat: "int | None") -> None:
    x, w = SIDE_X, SIDE_W
    offer = view.get("offer") if seat is not None else None
    stack = table["zones"]["shared"]["stack"]
    shown = list(reversed(stack[-2:])) if isinstance(stack, list) else []     # the top first
    rows = 1 if offer else 2
    sh = 30 + rows * 40
    y = TOP
    ui.panel(stage, x, y, w, sh, 10)
    stage.text(x + 12, y + 8, f"Stack ({_count(stack)})", DIM, SMALL, LEFT, SANS, True)
    for i, cid in enumerate(shown[:rows]):
        c = table["cards"][str(cid)]
        ry = y + 28 + i * 40
        stage.rrect(x + 6, ry, w - 12, 36, 6, rgb(255, 255, 255, 18))
        stage.text(x + 14, ry + 9, fit(c.get("name", "a face-down card"), w - 28, BODY, SANS, True), INK, BODY, LEFT,
                   SANS, True)
        if seat is not None and c["controller"] == seat:
            stage.hot(x + 6, ry, w - 12, 36, {"do": "menu", "card": cid})
    y += sh + GAP
    room = BUTTON_Y - GAP - y
    if offer:
        ui.panel(stage, x, y, w, room, 10, ALERT)
        stage.text(x + 12, y + 8, fit(offer["card"], w - 24, BODY, SANS, True), GOLD_LIGHT, BODY, LEFT, SANS, True)
        lines = wrap(offer["why"], w - 24, SMALL, lines=max(1, (room - 94) // 17))
        for i, line in enumerate(lines):
            stage.text(x + 12, y + 32 + i * 17, line, INK, SMALL)
        bw = (w - 24 - GAP) // 2
        ui.button(stage, x + 12, y + room - 52, bw, 44, "Accept", {"do": "accept"}, size=BODY, tone=rgb(60, 100, 70))
        ui.button(stage, x + 12 + bw + GAP, y + room - 52, bw, 44, "Decline", {"do": "decline"}, size=BODY)
    else:
        ui.panel(stage, x, y, w, room, 10)
        stage.text(x + 12, y + 8, "Log", DIM, SMALL, LEFT, SANS, True)
        most = max(0, (room - 34) // 18)
        rows_ = [row for line in view["log"] for row in wrap(line, w - 24, SMALL)][-most:] if most else []
        for i, row in enumerate(rows_):
            stage.text(x + 12, y + 30 + i * 18, row, INK if i == len(rows_) - 1 else DIM, SMALL)


KEYS = ("Cross", "Square", "Triangle", "Circle", "L1", "R1", "L2", "Select", "Left", "Right", "Up")


@functools.lru_cache(maxsize=8)
def _chrome(offer: bool, table_open: bool, notice: str, names: tuple) -> Stage:
    """Return the buttons and the foot's hint line (or the notice) as a layer, drawn once for the keys the player has
    (``names``: the input scheme and its key names, so a change of keys draws it anew)."""
    stage = Stage(W, H)
    _buttons(stage, table_open)
    _foot(stage, offer, notice)
    return stage


def _buttons(stage: Stage, table_open: bool) -> None:
    x = SIDE_X
    for i, (do, label, key) in enumerate(BUTTON_ROWS):
        bx = x + (i % 2) * (BUTTON_W + GAP)
        by = BUTTON_Y + (i // 2) * (BUTTON_H + GAP)
        bw = BUTTON_W if i < 6 else BUTTON_W
        size = BODY
        if key is not None and measure(label, BODY, SANS, True) + ui.keycap_width(key, CAPTION) + 6 > bw - 16:
            size = SMALL                    # smaller words rather than no key
        fits = key is not None and measure(label, size, SANS, True) + ui.keycap_width(key, CAPTION) + 6 <= bw - 16
        ui.button(stage, bx, by, bw, BUTTON_H, label, {"do": do}, key=key if fits else None, size=size,
                  state=ui.FOCUS if do == "table" and table_open else ui.NORMAL)


# -- the menus ---------------------------------------------------------------------------------------
def _menu(stage: Stage, view: dict, table: dict, seat: "int | None") -> None:
    """Draw the open menu (the table's, or a card's) as a panel of finger-sized buttons over the battlefields."""
    if seat is None or view.get("offer"):
        return
    menus = view.get("menus") or {"card": [], "table": []}
    which = view.get("menu")
    if which == -1:
        entries, title, near = menus["table"], "Table", None
    elif which:
        c = table["cards"].get(str(which))
        entries, title = menus["card"], (c.get("name", "A face-down card") if c else "A card")
        near = _where(stage, view, table, seat, which)
    else:
        return
    if not entries:
        return
    pad = 14
    _, mx, mw = _columns(min(h for _, _, h in bands(view, seat)))   # over the battlefields, clear of the zones
    longest = max(measure(label, SMALL, SANS, True) for _, label in entries) + 18
    cols = max(1, min(4, (mw - 2 * pad + GAP) // (longest + GAP)))
    rows = (len(entries) + cols - 1) // cols
    ph = pad + 30 + rows * MENU_ROW + (rows - 1) * GAP + pad
    py = TOP + (FOOT - TOP - ph) // 2
    if near is not None:                                  # away from the card, so it stays in sight
        py = TOP + 4 if near[1] + near[3] // 2 > (TOP + FOOT) // 2 else FOOT - 4 - ph
    stage.rect(mx - 4, TOP, mw + 8, FOOT - TOP, rgb(0, 0, 0, 110))
    if near is not None:                                  # the card whose menu this is, ringed in gold
        stage.rrbox(near[0] - 4, near[1] - 4, near[2] + 8, near[3] + 8, 10, GOLD, 3)
    ui.panel(stage, mx, py, mw, ph, 12)
    stage.text(mx + pad, py + pad - 2, fit(title, mw - 2 * pad, LABEL, SANS, True), GOLD, LABEL, LEFT, SANS, True)
    bw = (mw - 2 * pad - (cols - 1) * GAP) // cols
    for i, (op, label) in enumerate(entries):
        bx = mx + pad + (i % cols) * (bw + GAP)
        by = py + pad + 30 + (i // cols) * (MENU_ROW + GAP)
        ui.button(stage, bx, by, bw, MENU_ROW, label, {"do": "pick", "op": op}, size=SMALL,
                  tone=rgb(52, 46, 40) if op == "close" else TONE)


def _where(stage: Stage, view: dict, table: dict, seat: int, cid: int) -> "tuple | None":
    """Return the box (x, y, w, h) card ``cid`` lies in on the screen (None when it is not on a battlefield)."""
    c = table["cards"].get(str(cid))
    if not c or c.get("zone") != "battlefield":
        return None
    owner = c.get("controller", seat)
    for s, y, h in bands(view, seat):
        if s != owner:
            continue
        for card, _x, top, cw, ch, tapped in layout([table["cards"][str(i)] for i in table["zones"][str(s)]["battlefield"]],
                                                   y, h):
            if card["id"] != cid:
                continue
            return (_x, top) + ((ch, cw) if tapped else (cw, ch))
    return None
