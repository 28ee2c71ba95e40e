"""Grid Duel on the 960 x 540 stage: the 3 x 3 board on a table, both hands, the chosen card's panel, the turn line.

Drawn only from the view. Seat 0's hand lies on the left, seat 1's on the right, each under
its plate (name, cards in hand, the score counting up); the board sits on a wooden table
between them. Cards are stamped faces (:mod:`pycore.look.cardfaces`); a hand card the view
does not show is a back. Under the mover's hand, a panel names the chosen card: its
strengths, its element and what the cursor's cell does to it (or a refusal in full words).

Motion (presentation only, from the screen's Motion): a laid card glides from its place in the
hand to its cell; a captured card turns about its long axis, taking its new owner's colour at
the half turn, with sparks; a chain of captures shouts "Chain!" a beat later.

Hotspots (for the seat whose turn it is): a hand card picks it up, a free cell lays the lifted
card there, and in the stake pick a card of the loser's deck is taken.
"""

from __future__ import annotations

from pycore.book.look import ELEMENT_COLOURS
from pycore.book.look import METALS as CARD_METALS
from pycore.look import cardfaces, motion, ui
from pycore.look.style import (BODY, CAPTION, DIM, FAINT, GOLD, GOLD_LIGHT, GREEN, HEAD, LABEL, RED, SMALL, TITLE,
                               WOOD, WOOD_DARK, WOOD_LIGHT)
from pycore.prims import CENTER, LEFT, RIGHT, SANS, SERIF, Stage, fit, mix, rgb, with_alpha

from .config import FRAMES_PER_SECOND

TABLE = rgb(30, 22, 18)
FELT = rgb(28, 92, 62)
FELT_DARK = rgb(18, 64, 44)
INK, PAPER = rgb(16, 14, 12), rgb(244, 238, 222)
SEAT_COLOURS = (cardfaces.YOURS, rgb(205, 75, 70))
METALS = CARD_METALS

CARD_W, CARD_H = cardfaces.W, cardfaces.H       # a card on the board
HAND_W, HAND_H = 80, 104                        # a card in a hand
CELL_W, CELL_H = CARD_W + 8, CARD_H + 8
GRID_X, GRID_Y = 480 - (3 * CELL_W) // 2, 68     # the top left cell
PITCH_X, PITCH_Y = CELL_W, CELL_H
SIDE_X = (24, 960 - 24 - 260)                   # each seat's column: plate, hand, panel
SIDE_W = 260
HAND_Y = 130
PANEL_Y = 362
CHAIN_BEAT = 18                                 # frames after the captures before "Chain!"


def ground(owner: int) -> int:
    """Return the colour an owner shows through a card (the seat's colour)."""
    return SEAT_COLOURS[owner % 2]


def screen(view: dict, seat: "int | None", stage: Stage) -> None:
    """Draw one frame of the duel as ``seat`` sees it (None: the seat to move)."""
    me = view["turn"] if seat is None else seat
    stage.backdrop = TABLE
    _table(stage, view)
    for k in range(2):
        _plate(stage, view, k)
        _hand(stage, view, k, seat)
    _grid(stage, view, seat)
    _turn_line(stage, view)
    if view["phase"] == "place":
        panel(stage, view, me)
    elif view["phase"] == "stake":
        _summary(stage, view)
        stake_pick(stage, view, seat)
    else:
        _result(stage, view)
    hint(stage, view, seat)
    motion.of(stage).draw_effects(stage)


# -- the table ------------------------------------------------------------------------------------
def _table(stage: Stage, view: dict) -> None:
    stage.radial(480, 250, 620, [(0, rgb(52, 38, 30)), (1024, TABLE)])
    stage.rect(0, 0, 960, 540, TABLE)
    x, y, w, h = GRID_X - 14, GRID_Y - 12, 3 * CELL_W + 28, 3 * CELL_H + 24
    stage.push()
    stage.shadow(22, 0, 8, rgb(0, 0, 0, 170))
    stage.rrect(x - 8, y - 8, w + 16, h + 16, 18, WOOD_DARK)
    stage.pop()
    stage.linear(x, y - 8, x, y + h + 8, [(0, WOOD_LIGHT), (1024, WOOD_DARK)])
    stage.rrect(x - 8, y - 8, w + 16, h + 16, 18, WOOD)
    stage.radial(480, y + h // 2, w, [(0, mix(FELT, PAPER, 1, 8)), (1024, FELT_DARK)])
    stage.rrect(x, y, w, h, 12, FELT)
    rules = [name for name, on in (("Elements", any(view["elements"])), ("Chain", view["chain"]),
                                   ("Stakes", view["stakes"])) if on]
    line = "  -  ".join(rules) or "Plain rules"
    if view["prize_gold"]:
        line += f"  -  prize {view['prize_gold']} gold"
    ui.label(stage, 52, 38, line, 520, CAPTION, DIM)


def _cell_rect(cell: int) -> tuple[int, int]:
    row, col = divmod(cell, 3)
    return GRID_X + col * PITCH_X, GRID_Y + row * PITCH_Y


def _grid(stage: Stage, view: dict, seat: "int | None") -> None:
    m = motion.of(stage)
    last = view["last"]
    labels = view["phase"] == "place"
    for cell in range(9):
        x, y = _cell_rect(cell)
        element = view["elements"][cell]
        hue = ELEMENT_COLOURS.get(element, ELEMENT_COLOURS[""])
        stage.rrect(x + 2, y + 2, CELL_W - 4, CELL_H - 4, 8, mix(FELT_DARK, hue, 1, 3) if element else FELT_DARK)
        stage.rrbox(x + 2, y + 2, CELL_W - 4, CELL_H - 4, 8, with_alpha(mix(FELT, PAPER, 1, 3), 120), 1)
        placed = view["grid"][cell]
        laid = m.age(("duel", "laid", cell), placed["card"]["id"] if placed else None)
        if placed is None:
            if element:
                stage.ellipse(x + CELL_W // 2, y + CELL_H // 2 - 8, 18, 18, with_alpha(hue, 120))
                if labels:
                    stage.text(x + CELL_W // 2, y + CELL_H - 30, element.capitalize(), mix(hue, PAPER, 1, 2),
                               CAPTION, CENTER, SANS, True)
            continue
        _placed(stage, view, cell, placed, x + 4, y + 4, m, laid)
        if element and labels:                      # the -1 / +1 mark the cell gives the card on it
            bonus = placed["card"]["element"] == element
            ui.badge(stage, x + CELL_W - 8, y + CELL_H - 30, "+1" if bonus else "-1",
                     GREEN if bonus else RED, PAPER, CAPTION, RIGHT)
        if cell == last["cell"] and last["age"] < 40:
            stage.rrbox(x + 1, y + 1, CELL_W - 2, CELL_H - 2, 9, GOLD, 2)
    _chain(stage, view, m)
    me = view["turn"]
    info = view["seats"][me]
    if view["phase"] != "place" or info["ai"] or not info["lifted"]:
        return
    cx, cy = _cell_rect(info["cursor"])
    free = view["grid"][info["cursor"]] is None
    card = info["hand"][info["selected"]]
    hx, hy = _slot(me, info["selected"])
    gx, gy = m.glide(("duel", "lifted", me), cx + 4, cy + 4, 10, start=(hx, hy))
    if free:
        cardfaces.stamp(stage, face_picture(card, me), gx, gy, CARD_W, CARD_H, 6)
    stage.rrbox(cx, cy, CELL_W, CELL_H, 10, GOLD if free else RED, 3)
    if seat == me:
        for cell in range(9):
            if view["grid"][cell] is None:
                x, y = _cell_rect(cell)
                stage.hot(x, y, CELL_W, CELL_H, {"do": "place", "card": info["selected"], "cell": cell})


def _placed(stage: Stage, view: dict, cell: int, placed: dict, x: int, y: int, m: motion.Motion, laid: int) -> None:
    """Draw a card on the board: gliding in from its hand when just laid, turning over when captured."""
    owner = placed["owner"]
    card = placed["card"]
    start = _origin(view, card, owner) if laid == 0 else None
    gx, gy = m.glide(("duel", "cell", cell), x, y, 16, start=start)
    scale, showing = m.flip(("duel", "own", cell), owner == 1, 18)
    shown = 1 if showing else 0
    if m.age(("duel", "turned", cell), owner) == 9:        # the half turn: the new colour, and sparks
        colour = ground(owner)
        m.burst(("duel", "capture", cell, owner), x + CARD_W // 2, y + CARD_H // 2,
                [colour, mix(colour, rgb(255, 255, 255), 1, 2), GOLD_LIGHT], 20, 5, 34, 4)
    lift = (1024 - scale) * 12 // 1024                     # raised a little while it turns
    cardfaces.stamp(stage, face_picture(card, shown), gx, gy, CARD_W, CARD_H, lift, scale)


def _chain(stage: Stage, view: dict, m: motion.Motion) -> None:
    """Shout "Chain!" a beat after a lay whose captures went on past the laid card's neighbours."""
    last = view["last"]
    beat = m.age(("duel", "chain"), (last["cell"], tuple(last["flips"])))    # every lay, so the first is seen new
    if beat != CHAIN_BEAT or not view["chain"] or last["cell"] is None or last["cell"] < 0:
        return
    # a direct capture is a neighbour of the laid card; one the chain took is two steps away (never one)
    row, col = divmod(last["cell"], 3)
    far = [c for c in last["flips"] if abs(c // 3 - row) + abs(c % 3 - col) > 1]
    if far:
        x, y = _cell_rect(far[-1])
        m.shout(x + CELL_W // 2, y + CELL_H // 2, "Chain!", GOLD_LIGHT, 36)


def face_picture(card: dict, owner: int):
    if "sides" not in card:
        return cardfaces.back()
    return cardfaces.face(card, ground(owner))


def _origin(view: dict, card: dict, owner: int) -> "tuple[int, int] | None":
    """Return where a card just laid came from: its place in its player's hand."""
    for i, held in enumerate(view["seats"][owner]["hand"]):   # on the frame it is laid, its owner laid it
        if held["played"] and held.get("id") == card.get("id"):
            return _slot(owner, i)
    return None


# -- the hands and the plates --------------------------------------------------------------------
def _slot(k: int, i: int) -> tuple[int, int]:
    """Return where hand card ``i`` of seat ``k`` lies: three in a row, two under them."""
    x0 = SIDE_X[k]
    if i < 3:
        return x0 + i * 90, HAND_Y
    return x0 + 45 + (i - 3) * 90, HAND_Y + 114


def _plate(stage: Stage, view: dict, k: int) -> None:
    info = view["seats"][k]
    x = SIDE_X[k]
    left = sum(1 for card in info["hand"] if not card["played"])
    active = view["phase"] != "over" and view["turn"] == k
    sx = x + SIDE_W - 56 if k == 0 else x          # the score on the board's side of the plate
    ui.plate(stage, x + (64 if k else 0), 62, SIDE_W - 64, info["label"], f"{left} in hand", ground(k), active)
    score = motion.of(stage).count(("duel", "score", k), info["score"], 30)
    ui.panel(stage, sx, 62, 56, 56, 12)
    stage.text(sx + 28, 70, str(score), GOLD_LIGHT if active else PAPER, TITLE, CENTER, SERIF, True)


def _hand(stage: Stage, view: dict, k: int, seat: "int | None") -> None:
    """Draw seat ``k``'s unplayed cards in its column, the chosen one raised and ringed."""
    info = view["seats"][k]
    m = motion.of(stage)
    chosen = info["selected"] if view["phase"] == "place" and not info["ai"] else -1
    can_pick = view["phase"] == "place" and view["turn"] == k and seat == k and not info["ai"]
    for i, card in enumerate(info["hand"]):
        if card["played"]:
            continue
        x, y = _slot(k, i)
        up = m.value(("duel", "raise", k, i), 12 if i == chosen and not info["lifted"] else 0, 8)
        dim = i == chosen and info["lifted"]
        cardfaces.stamp(stage, face_picture(card, k), x, y, HAND_W, HAND_H, up)
        if dim:
            stage.rrect(x, y, HAND_W, HAND_H, 8, rgb(0, 0, 0, 150))
        if i == chosen and not info["lifted"]:
            stage.rrbox(x - 3, y - up - 3, HAND_W + 6, HAND_H + 6, 10, GOLD, 3)
        if can_pick:
            stage.hot(x, y - up, HAND_W, HAND_H, {"do": "pick", "card": i})


# -- the panel, the lines -------------------------------------------------------------------------
def panel(stage: Stage, view: dict, me: int) -> None:
    """Draw the chosen card's panel under its player's hand: name, rarity, strengths, element, the cursor's cell."""
    info = view["seats"][me]
    x, y, w = SIDE_X[me], PANEL_Y, SIDE_W
    ui.panel(stage, x, y, w, 76, 12)
    if info["notice"]:                          # a refusal takes the panel while it shows
        ui.paragraph(stage, x + 12, y + 8, info["notice"], w - 24, SMALL, RED, lines=3, gap=2)
        return
    card = info["hand"][info["selected"]]
    metal = METALS.get(card["rarity"], METALS["common"])
    rarity = card["rarity"].capitalize()
    rw = ui.badge(stage, x + w - 10, y + 8, rarity, metal, INK, CAPTION, RIGHT)
    ui.label(stage, x + 12, y + 7, card["name"], w - 36 - rw, LABEL, PAPER, bold=True)
    north, east, south, west = card["sides"]
    stage.text(x + 12, y + 32, f"N {north}  E {east}  S {south}  W {west}", PAPER, SMALL, LEFT, SANS, True)
    element = card["element"].capitalize() or "No element"
    stage.text(x + w - 12, y + 32, element, ELEMENT_COLOURS.get(card["element"], DIM) if card["element"] else DIM,
               SMALL, RIGHT)
    cell_element = view["elements"][info["cursor"]]
    if not cell_element:
        effect = "Cursor cell: plain, no change"
    elif cell_element == card["element"]:
        effect = f"Cursor cell: {cell_element}, +1 every side"
    else:
        effect = f"Cursor cell: {cell_element}, -1 every side (min 1)"
    ui.label(stage, x + 12, y + 52, effect, w - 24, CAPTION, GOLD if cell_element else DIM)


def _summary(stage: Stage, view: dict) -> None:
    for k, seat in enumerate(view["seats"]):
        on_grid = sum(1 for cell in view["grid"] if cell and cell["owner"] == k)
        in_hand = sum(1 for card in seat["hand"] if not card["played"])
        ui.label(stage, SIDE_X[k], PANEL_Y + 8, f"{on_grid} on the grid + {in_hand} in hand", SIDE_W, SMALL,
                 mix(ground(k), PAPER, 1, 2))


def _turn_line(stage: Stage, view: dict) -> None:
    seats = view["seats"]
    turn = seats[view["turn"]]
    if view["phase"] == "place":
        if view["thinking"]:
            line = f"{turn['label']} is thinking..."
        elif turn["lifted"]:
            line = f"{turn['label']}: lay {turn['hand'][turn['selected']]['name']}"
        else:
            line = f"{turn['label']}: choose a card"
    elif view["phase"] == "stake":
        loser = seats[1 - view["turn"]]
        line = f"{turn['label']} wins and takes a card from {loser['label']}"
    elif view["winner"] < 0:
        line = f"Draw, {seats[0]['score']} to {seats[1]['score']}"
    else:
        winner = seats[view["winner"]]
        line = f"{winner['label']} wins, {winner['score']} to {seats[1 - view['winner']]['score']}"
    colour = ground(view["turn"]) if view["phase"] != "over" else GOLD
    stage.ellipse(34, 21, 8, 8, colour)
    width = 520 if view["clock"] >= 0 else 760
    ui.label(stage, 52, 8, line, width, HEAD, PAPER, bold=True)
    if view["clock"] >= 0:                 # only while the view says a clock runs
        m = motion.of(stage)
        key = ("duel", "clock", view["turn"], sum(1 for cell in view["grid"] if cell))
        most = max(view["clock"], m.was(key, view["clock"]))
        m.was(key, most)                   # the clock's full length: what it showed when the turn began
        ui.clock(stage, 590, 16, 240, view["clock"], max(1, most), rate=FRAMES_PER_SECOND)


def hint(stage: Stage, view: dict, seat: "int | None") -> None:
    turn = view["turn"]
    info = view["seats"][turn]
    y = 504
    if view["phase"] == "over":
        return                             # the results sheet rises here, and what leads on is the host's to say
    if seat is not None and seat != turn:
        ui.label(stage, 480, y + 6, f"Waiting for {info['label']}", 600, SMALL, DIM, CENTER)
    elif info["ai"]:
        ui.label(stage, 480, y + 6, "Watch the AI play", 600, SMALL, DIM, CENTER)
    elif view["phase"] == "stake":
        ui.hints(stage, [("Left/Right", "choose a card"), ("Cross", "take it")])
    elif info["lifted"]:
        ui.hints(stage, [("Up/Down/Left/Right", "cell"), ("Cross", "place"), ("Circle", "put back")])
    else:
        ui.hints(stage, [("Left/Right", "card"), ("Cross", "lift"), ("Start", "menu")])
        ui.label(stage, 480, y - 20, "or click a card, then a cell", 400, CAPTION, FAINT, CENTER)


def stake_pick(stage: Stage, view: dict, seat: "int | None") -> None:
    """Draw the loser's whole deck in a row over the board; the winner's choice raised."""
    winner = view["turn"]
    info = view["seats"][winner]
    loser = view["seats"][1 - winner]
    x, y, w, h = 200, 120, 560, 230
    ui.veil(stage, 120)
    ui.panel(stage, x, y, w, h, 16)
    ui.title(stage, 480, y + 14, f"Take one card from {loser['label']}", w - 40, HEAD, GOLD, CENTER)
    m = motion.of(stage)
    for i, card in enumerate(loser["hand"]):
        cx = x + 30 + i * 102
        raised = i == info["selected"] and not info["ai"]
        up = m.value(("duel", "stake", i), 12 if raised else 0, 8)
        cardfaces.stamp(stage, face_picture(card, 1 - winner), cx, y + 60, CARD_W, CARD_H, up)
        if raised:
            stage.rrbox(cx - 3, y + 60 - up - 3, CARD_W + 6, CARD_H + 6, 10, GOLD, 3)
            ui.label(stage, 480, y + h - 34, card["name"], w - 40, BODY, PAPER, CENTER, bold=True)
        if seat == winner and not info["ai"]:
            stage.hot(cx, y + 60 - up, CARD_W, CARD_H, {"do": "take", "card": i})


def _result(stage: Stage, view: dict) -> None:
    """Draw the final score, the prize and the stake taken, over the board (the results sheet rises below)."""
    seats = view["seats"]
    x, y, w, h = 290, 150, 380, 190    # under a toast (y 100..140), over the results sheet (from y 364)
    ui.panel(stage, x, y, w, h, 16, edge=GOLD)
    title = "A draw" if view["winner"] < 0 else f"{seats[view['winner']]['label']} wins"
    stage.text(480, y + 12, "The duel is over", DIM, CAPTION, CENTER, SANS, True)
    ui.title(stage, 480, y + 34, title, w - 40, TITLE, GOLD, CENTER)
    stage.text(480, y + 78, f"{seats[0]['score']} - {seats[1]['score']}", PAPER, TITLE, CENTER, SERIF, True)
    if view["winner"] >= 0 and view["prize_gold"]:
        stage.text(480, y + 122, f"+{view['prize_gold']} gold", GOLD, BODY, CENTER, SANS, True)
    if view["taken"] >= 0 and view["winner"] >= 0:
        card = seats[1 - view["winner"]]["hand"][view["taken"]]
        stage.text(480, y + 150, fit(f"Took {_clip(card['name'], 22)}", w - 40, BODY), PAPER, BODY, CENTER)


def _clip(text: str, limit: int) -> str:
    """Return ``text`` cut at a word to at most ``limit`` characters, marked with '...' when cut."""
    if len(text) <= limit:
        return text
    return text[:limit - 3].rsplit(" ", 1)[0] + "..."
