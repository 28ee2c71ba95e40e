"""Grid Duel's board on the 320 x 240 stage: the felt grid, both fanned hands, the card panel.

Drawn only from the view. Seat 0's hand fans down the left side, seat 1's down the right;
the grid sits on a gold-rimmed felt between them with the selected card's panel below it.
Hotspots (for the seat whose turn it is): a hand card picks it up, a free cell lays the
lifted card there, and in the stake pick a card of the loser's deck is taken.
"""

from __future__ import annotations

import functools

from pycore.kernel.digest import fnv1a64
from pycore.book.cards import RARITIES
from pycore.book.look import ELEMENT_COLOURS
from pycore.book.look import METALS as CARD_METALS
from pycore.look import ui
from pycore.prims import CENTER, LEFT, RIGHT, Stage, mix, rgb, with_alpha

from .config import FRAMES_PER_SECOND

CARD_W, CARD_H = 40, 50
CELL_W, CELL_H = 42, 52
GRID_X, GRID_Y = 95, 19               # the top left cell
PITCH_X, PITCH_Y = CELL_W + 2, CELL_H + 2
FAN_Y, FAN_STEP, SLIDE = 38, 26, 12   # the hands: first card's top, step between cards, selected slide
FAN_BOW = (6, 3, 0, 3, 6)             # how far each fan position sits from the side (a bow)
NAME_CHARS = 22                       # a card name (up to 40) cut to clear the panel's rarity and the result box

TABLE = rgb(44, 30, 24)
FELT = rgb(28, 92, 62)
FELT_DARK = rgb(18, 64, 44)
GOLD, GOLD_DARK = rgb(236, 196, 92), rgb(140, 98, 30)
INK, PAPER, DIM = rgb(16, 14, 12), rgb(244, 238, 222), rgb(160, 170, 160)
ALERT = rgb(255, 140, 120)
SEAT_COLOURS = (rgb(70, 120, 215), rgb(205, 75, 70))
# one palette with the card screens, so a card wears the same metal and element in the binder and on the grid
METALS = {rarity: (metal, mix(metal, INK, 1, 2)) for rarity, metal in CARD_METALS.items()}   # light and dark
PIPS = {rarity: n for n, rarity in enumerate(RARITIES, 1)}


def screen(view: dict, seat: "int | None", stage: Stage) -> None:
    """Draw one frame of the duel as ``seat`` sees it (None: the seat to move)."""
    me = view["turn"] if seat is None else seat
    stage.rect(0, 0, 320, 240, TABLE)
    _felt(stage, view)
    for k in range(2):
        _plate(stage, view, k)
        _fan(stage, view, k, seat)
    _grid(stage, view, seat)
    _panel(stage, view, me)
    _turn_line(stage, view)
    if view["phase"] == "stake":
        _stake_pick(stage, view, seat)
    elif view["phase"] == "over":
        _result(stage, view)
    _hint(stage, view, seat)


# -- the table ------------------------------------------------------------------------
def _felt(stage: Stage, view: dict) -> None:
    x, y, w, h = GRID_X - 5, GRID_Y - 5, 3 * CELL_W + 4 + 10, 3 * CELL_H + 4 + 10
    stage.gquad([x - 2, y - 2, x + w + 2, y - 2, x + w + 2, y + h + 2, x - 2, y + h + 2],
                [GOLD, GOLD_DARK, GOLD, GOLD_DARK])
    stage.rect(x + 1, y + 1, w - 2, h - 2, FELT_DARK)
    stage.rect(x + 2, y + 2, w - 4, h - 4, FELT)
    rules = []
    if any(view["elements"]):
        rules.append("Elements")
    if view["chain"]:
        rules.append("Chain")
    if view["stakes"]:
        rules.append("Stakes")
    stage.text(44, 214, "  ".join(rules) or "Plain rules", DIM, 6, CENTER)
    if view["prize_gold"]:
        stage.text(276, 214, f"Prize {view['prize_gold']} gold", GOLD, 6, CENTER)


def _plate(stage: Stage, view: dict, k: int) -> None:
    info = view["seats"][k]
    x = 4 if k == 0 else 234
    colour = SEAT_COLOURS[k]
    stage.rect(x, 14, 82, 20, mix(colour, INK, 1, 2))
    stage.box(x, 14, 82, 20, colour, 1)
    if view["phase"] != "over" and view["turn"] == k:
        stage.box(x - 1, 13, 84, 22, GOLD, 1)
    stage.text(x + 3, 16, info["label"], PAPER, 7, LEFT)
    left = sum(1 for card in info["hand"] if not card["played"])
    stage.text(x + 3, 25, f"{left} in hand", DIM, 6, LEFT)
    stage.text(x + 79, 17, str(info["score"]), PAPER, 10, RIGHT)


def _cell_rect(cell: int) -> tuple[int, int]:
    row, col = divmod(cell, 3)
    return GRID_X + col * PITCH_X, GRID_Y + row * PITCH_Y


def _grid(stage: Stage, view: dict, seat: "int | None") -> None:
    last = view["last"]
    for cell in range(9):
        x, y = _cell_rect(cell)
        element = view["elements"][cell]
        if element:
            stage.rect(x, y, CELL_W, CELL_H, mix(FELT_DARK, ELEMENT_COLOURS[element], 1, 3))
            stage.text(x + CELL_W // 2, y + CELL_H - 9, element.upper(), mix(ELEMENT_COLOURS[element], PAPER, 1, 2), 6,
                       CENTER)
            stage.ellipse(x + CELL_W // 2, y + 20, 9, 9, with_alpha(ELEMENT_COLOURS[element], 150))
        else:
            stage.rect(x, y, CELL_W, CELL_H, FELT_DARK)
        stage.box(x, y, CELL_W, CELL_H, mix(FELT, GOLD_DARK, 1, 3), 1)
        placed = view["grid"][cell]
        if placed:
            _card(stage, placed["card"], x + 1, y + 1, placed["owner"], element)
            if cell in last["flips"] and last["age"] < 30:
                stage.box(x, y, CELL_W, CELL_H, PAPER, 2)
            elif cell == last["cell"] and last["age"] < 30:
                stage.box(x, y, CELL_W, CELL_H, GOLD, 1)
    me = view["turn"]
    info = view["seats"][me]
    if view["phase"] != "place" or view["seats"][me]["ai"] or not info["lifted"]:
        return
    cx, cy = _cell_rect(info["cursor"])
    free = view["grid"][info["cursor"]] is None
    if free:
        card = info["hand"][info["selected"]]
        _card(stage, card, cx - 1, cy - 3, me, view["elements"][info["cursor"]])
    stage.box(cx - 2, cy - 2, CELL_W + 4, CELL_H + 4, GOLD if free else ALERT, 2)
    if seat == me:
        for cell in range(9):
            if view["grid"][cell] is None:
                x, y = _cell_rect(cell)
                stage.hot(x, y, CELL_W, CELL_H, {"do": "place", "card": info["selected"], "cell": cell})


def _fan(stage: Stage, view: dict, k: int, seat: "int | None") -> None:
    """Draw seat ``k``'s unplayed cards fanned down its side, the selected one slid out."""
    info = view["seats"][k]
    left = k == 0
    showing = [i for i, card in enumerate(info["hand"]) if not card["played"]]
    top = FAN_Y + (5 - len(showing)) * FAN_STEP // 2
    chosen = info["selected"] if view["phase"] == "place" and not info["ai"] else -1
    can_pick = view["phase"] == "place" and view["turn"] == k and seat == k and not info["ai"]
    spots = []
    for pos, i in enumerate(showing):
        bow = FAN_BOW[pos + (5 - len(showing)) // 2]
        slide = SLIDE if i == chosen and not info["lifted"] else 0
        x = 6 + bow + slide if left else 320 - 6 - CARD_W - bow - slide
        spots.append((i, x, top + pos * FAN_STEP))
    if not info["lifted"]:
        spots.sort(key=lambda spot: spot[0] == chosen)   # the slid-out card last, so it lies on top
    for i, x, y in spots:
        _card(stage, info["hand"][i], x, y, k, "", dim=i == chosen and info["lifted"])
        if i == chosen and not info["lifted"]:
            stage.box(x - 1, y - 1, CARD_W + 2, CARD_H + 2, GOLD, 1)
        if can_pick:
            stage.hot(x, y, CARD_W, CARD_H, {"do": "pick", "card": i})


# -- a card face ------------------------------------------------------------------------
def _card(stage: Stage, card: dict, x: int, y: int, owner: int, element: str, dim: bool = False) -> None:
    """Draw a card face: metal frame, owner ground, element art box, strengths on a cross, pips.

    The strengths sit in the top left corner, so a fanned card still shows them. A face is
    drawn once where it lies and kept: hands and the grid show the same faces in the same
    places frame after frame.
    """
    stage.paste(_face(card["rarity"], tuple(card["sides"]), card["element"], card["art"] or card["id"],
                      x, y, owner, element, dim))


@functools.lru_cache(maxsize=64)
def _face(rarity: str, sides: tuple[int, ...], card_element: str, art: str, x: int, y: int, owner: int,
          element: str, dim: bool) -> Stage:
    """Return one card face drawn at (x, y), as a layer (see :func:`_card`)."""
    stage = Stage()
    card = {"rarity": rarity, "sides": sides, "element": card_element, "art": art, "id": art}
    light, dark = METALS.get(card["rarity"], METALS["common"])
    stage.rect(x + 1, y + 2, CARD_W, CARD_H, rgb(0, 0, 0, 110))
    stage.gquad([x, y, x + CARD_W, y, x + CARD_W, y + CARD_H, x, y + CARD_H], [light, dark, light, dark])
    stage.rect(x + 2, y + 2, CARD_W - 4, CARD_H - 4, mix(SEAT_COLOURS[owner], INK, 1, 3))
    _art(stage, card, x + 3, y + 3, CARD_W - 6, 35)
    stage.rect(x + 3, y + 3, 21, 23, with_alpha(mix(SEAT_COLOURS[owner], INK, 1, 2), 215))
    north, east, south, west = card["sides"]
    cx = x + 13
    stage.text(cx, y + 3, str(north), PAPER, 7, CENTER)
    stage.text(cx - 6, y + 10, str(west), PAPER, 7, CENTER)
    stage.text(cx + 6, y + 10, str(east), PAPER, 7, CENTER)
    stage.text(cx, y + 17, str(south), PAPER, 7, CENTER)
    for pip in range(4):
        colour = light if pip < PIPS.get(card["rarity"], 1) else rgb(60, 60, 60)
        stage.rect(x + 5 + pip * 5, y + 42, 3, 3, colour)
    if element:
        bonus = card["element"] == element
        stage.rect(x + 25, y + 4, 11, 8, rgb(20, 110, 40) if bonus else rgb(140, 30, 30))
        stage.text(x + 30, y + 5, "+1" if bonus else "-1", PAPER, 6, CENTER)
    if dim:
        stage.rect(x, y, CARD_W, CARD_H, rgb(0, 0, 0, 140))
    return stage


def _art(stage: Stage, card: dict, x: int, y: int, w: int, h: int) -> None:
    """Draw the art box: the element's colour and an emblem chosen by the art reference."""
    base = ELEMENT_COLOURS.get(card["element"], ELEMENT_COLOURS[""])
    stage.gquad([x, y, x + w, y, x + w, y + h, x, y + h],
                [mix(base, PAPER, 1, 3), base, mix(base, INK, 1, 3), base])
    bits = fnv1a64((card["art"] or card["id"]).encode("utf-8"))
    ink = with_alpha(mix(base, INK, 2, 3), 210)
    cx, cy = x + w - 12, y + h - 12     # clear of the strengths in the top left corner
    shape = bits & 3
    if shape == 0:
        stage.ellipse(cx, cy, 7, 7, ink)
    elif shape == 1:
        stage.quad([cx, cy - 8, cx + 8, cy, cx, cy + 8, cx - 8, cy], ink)
    elif shape == 2:
        stage.tri(cx, cy - 8, cx + 9, cy + 7, cx - 9, cy + 7, ink)
    else:
        stage.rect(cx - 8, cy - 6, 16, 4, ink)
        stage.rect(cx - 8, cy + 2, 16, 4, ink)
    stage.ellipse(x + 4 + (bits >> 2) % (w - 8), y + h - 4 - (bits >> 8) % 5, 2, 2, with_alpha(PAPER, 160))


# -- the panel, the lines ----------------------------------------------------------------
def _panel(stage: Stage, view: dict, me: int) -> None:
    """Draw the selected card's panel: name, rarity, strengths, and what the cursor's cell does."""
    x, y, w = 90, 187, 140
    stage.rect(x, y, w, 42, rgb(24, 20, 18))
    stage.box(x, y, w, 42, GOLD_DARK, 1)
    info = view["seats"][me]
    if info["notice"] and view["phase"] != "over":   # a refusal takes the panel's two lower lines while it shows
        for row, line in enumerate(_wrap(info["notice"], 44, 2)):
            stage.text(x + 4, y + 23 + 9 * row, line, ALERT, 6, LEFT)
    if view["phase"] != "place":
        for k, seat in enumerate(view["seats"]):
            on_grid = sum(1 for cell in view["grid"] if cell and cell["owner"] == k)
            in_hand = sum(1 for card in seat["hand"] if not card["played"])
            stage.text(x + 4, y + 4 + 11 * k, f"{seat['label']}: {on_grid} on the grid + {in_hand} in hand",
                       mix(SEAT_COLOURS[k], PAPER, 1, 2), 7, LEFT)
        return
    card = info["hand"][info["selected"]]
    light, _ = METALS.get(card["rarity"], METALS["common"])
    stage.text(x + 4, y + 3, _clip(card["name"], NAME_CHARS), PAPER, 8, LEFT)
    stage.text(x + w - 4, y + 4, card["rarity"].capitalize(), light, 6, RIGHT)
    north, east, south, west = card["sides"]
    element = card["element"].capitalize() or "No element"
    stage.text(x + 4, y + 13, f"N {north}  E {east}  S {south}  W {west}", PAPER, 7, LEFT)
    stage.text(x + w - 4, y + 14, element, ELEMENT_COLOURS.get(card["element"], DIM), 6, RIGHT)
    cell_element = view["elements"][info["cursor"]]
    if not cell_element:
        effect = "Cursor cell: plain, no change"
    elif cell_element == card["element"]:
        effect = f"Cursor cell: {cell_element}, +1 every side"
    else:
        effect = f"Cursor cell: {cell_element}, -1 every side (min 1)"
    if not info["notice"]:
        stage.text(x + 4, y + 23, effect, GOLD if cell_element else DIM, 6, LEFT)
        stage.text(x + 4, y + 32, _clip(card["flavour"], 44), DIM, 6, LEFT)


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
    stage.text(160, 2, line, PAPER, 8, CENTER)
    if view["clock"] >= 0:           # a clock runs only where other people wait (online, hot seat)
        ui.clock(stage, 250, 2, 66, view["clock"], view.get("clock_max", view["clock"]), rate=FRAMES_PER_SECOND, size=7)


def _hint(stage: Stage, view: dict, seat: "int | None") -> None:
    stage.rect(0, 230, 320, 10, rgb(0, 0, 0, 150))
    stage.text(160, 231, hint_text(view, seat), DIM, 7, CENTER)


def hint_text(view: dict, seat: "int | None") -> str:
    """Return the hint line for ``seat``: what its keys do now (the table view shows it too)."""
    turn = view["turn"]
    info = view["seats"][turn]
    if view["phase"] == "over":
        text = "The duel is over"    # what leads on is the host's to say (its results card)
    elif seat is not None and seat != turn:
        text = f"Waiting for {info['label']}"
    elif info["ai"]:
        text = "Watch the AI play"
    elif view["phase"] == "stake":
        text = "Left/Right: choose a card   Cross: take it"
    elif info["lifted"]:
        text = "D-pad: cell   Cross: place   Circle: put back"
    else:
        text = "Left/Right: card   Cross: lift   (or click a card, then a cell)"
    return text


def _stake_pick(stage: Stage, view: dict, seat: "int | None") -> None:
    """Draw the loser's whole deck in a row; the winner's choice raised."""
    winner = view["turn"]
    info = view["seats"][winner]
    loser = view["seats"][1 - winner]
    stage.rect(46, 58, 228, 96, rgb(12, 10, 8, 220))
    stage.box(46, 58, 228, 96, GOLD, 1)
    stage.text(160, 62, f"Take one card from {loser['label']}", GOLD, 8, CENTER)
    for i, card in enumerate(loser["hand"]):
        x = 54 + i * 44
        raised = i == info["selected"] and not info["ai"]
        y = 80 - (6 if raised else 0)
        _card(stage, card, x, y, 1 - winner, "")
        if raised:
            stage.box(x - 1, y - 1, CARD_W + 2, CARD_H + 2, GOLD, 1)
            stage.text(160, 138, card["name"], PAPER, 7, CENTER)
        if seat == winner and not info["ai"]:
            stage.hot(x, y, CARD_W, CARD_H, {"do": "take", "card": i})


def _result(stage: Stage, view: dict) -> None:
    """Draw the final score, the prize and the stake taken."""
    seats = view["seats"]
    stage.rect(96, 64, 128, 64, rgb(12, 10, 8, 225))
    stage.box(96, 64, 128, 64, GOLD, 1)
    if view["winner"] < 0:
        title = "A draw"
    else:
        title = f"{seats[view['winner']]['label']} wins"
    stage.text(160, 68, title, GOLD, 10, CENTER)
    stage.text(160, 81, f"{seats[0]['score']} - {seats[1]['score']}", PAPER, 10, CENTER)
    if view["winner"] >= 0 and view["prize_gold"]:
        stage.text(160, 95, f"+{view['prize_gold']} gold", GOLD, 8, CENTER)
    if view["taken"] >= 0 and view["winner"] >= 0:
        card = seats[1 - view["winner"]]["hand"][view["taken"]]
        stage.text(160, 107, f"Took {_clip(card['name'], NAME_CHARS)}", PAPER, 7, CENTER)


def _clip(text: str, limit: int) -> str:
    """Return ``text`` cut at a word to at most ``limit`` characters, marked with '...' when cut."""
    if len(text) <= limit:
        return text
    return text[:limit - 3].rsplit(" ", 1)[0] + "..."


def _wrap(text: str, limit: int, rows: int) -> list[str]:
    """Return ``text`` broken at words into at most ``rows`` lines of ``limit`` characters."""
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= limit:
            lines[-1] += " " + word
        else:
            lines.append(word)
    if len(lines) > rows:
        lines[rows - 1:] = [_clip(" ".join(lines[rows - 1:]), limit)]
    return lines
