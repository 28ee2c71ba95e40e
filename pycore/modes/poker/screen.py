"""Poker's screen: an oval felt table seen from the local seat's chair, drawn from a view alone.

The local seat sits at the bottom with its cards, stack, made hand and action menu; the
other seats sit round the felt in play order (the next to act on the left). Chips, cards
and the pot glide between places for a few frames after each move, timed from the
``moves`` the view carries (each stamped with its frame), so the screen stays a pure
function of the view. A spectator (seat None) watches from seat 0's chair with every
card face up.
"""

from __future__ import annotations

from pycore.cards52.face import back, face
from pycore.look import ui
from pycore.prims import CENTER, LEFT, RIGHT, Stage, rgb, with_alpha

BACKDROP = rgb(24, 20, 26)
RAIL = rgb(92, 56, 36)
RAIL_EDGE = rgb(58, 34, 24)
FELT = rgb(28, 110, 66)
FELT_DARK = rgb(20, 84, 50)
INK = rgb(240, 234, 220)
DIM = rgb(168, 160, 146)
GOLD = rgb(236, 190, 76)
RED = rgb(206, 52, 52)
BLACK = rgb(24, 24, 30)
CARD = rgb(250, 248, 240)
PLATE = rgb(40, 34, 44)
PLATE_ACTIVE = rgb(70, 58, 40)
CHIP = rgb(214, 70, 60)
CHIP_EDGE = rgb(250, 230, 200)
BUTTON_FACE = rgb(60, 52, 70)
BUTTON_PICKED = rgb(150, 110, 40)

TABLE_X, TABLE_Y, TABLE_RX, TABLE_RY = 118, 96, 110, 66
POT_X, POT_Y = 118, 112
LOG_X = 238
PANEL_Y = 176
GLIDE = 8   # frames a chip or card takes to travel
# chairs round the table by how many seats after the local one, for each table size
CHAIRS = {
    2: ((118, 158), (118, 24)),
    3: ((118, 158), (44, 38), (192, 38)),
    4: ((118, 158), (22, 96), (118, 24), (214, 96)),
    5: ((118, 158), (22, 100), (52, 34), (184, 34), (214, 100)),
    6: ((118, 158), (22, 100), (44, 34), (118, 22), (192, 34), (214, 100)),
}
MENU_LABELS = {"fold": "Fold", "call": "Call", "raise": "Raise", "allin": "All-in"}


def screen(view: dict, seat: "int | None", stage: Stage) -> None:
    """Draw one frame of the table as ``seat`` sees it (None: a spectator in seat 0's chair)."""
    me = seat if seat is not None else 0
    seats = view["seats"]
    n = len(seats)
    chairs = CHAIRS[n]
    where = [chairs[(s - me) % n] for s in range(n)]
    stage.rect(0, 0, 320, 240, BACKDROP)
    _table(stage)
    _top_bar(stage, view)
    for s in range(n):
        if s != me:
            _plate(stage, view, s, where[s])
        _bet(stage, view, s, where[s])
    _board(stage, view)
    _moves(stage, view, where)
    _log(stage, view)
    _panel(stage, view, me, seat is None)
    if view["phase"] == "over":
        _results(stage, view)


def _lerp(a: int, b: int, num: int, den: int) -> int:
    return a + (b - a) * num // den


def _table(stage: Stage) -> None:
    stage.ellipse(TABLE_X, TABLE_Y + 3, TABLE_RX + 6, TABLE_RY + 6, RAIL_EDGE)
    stage.ellipse(TABLE_X, TABLE_Y, TABLE_RX + 6, TABLE_RY + 6, RAIL)
    stage.ellipse(TABLE_X, TABLE_Y, TABLE_RX - 2, TABLE_RY - 2, FELT_DARK)
    stage.ellipse(TABLE_X, TABLE_Y - 2, TABLE_RX - 6, TABLE_RY - 7, FELT)


def _top_bar(stage: Stage, view: dict) -> None:
    small, big = view["blinds"]
    stage.text(4, 2, f"Hand {view['hand']}/{view['max_hands']}  Blinds {small}/{big}", DIM, 6, LEFT)


def _bet_spot(x: int, y: int) -> tuple[int, int]:
    """Return where the bet of the seat in chair (x, y) lies: on the felt in front of it."""
    if y < TABLE_Y - 40:
        return x, y + 36
    if y > TABLE_Y + 40:
        return x, y - 24
    return (x + 36 if x < TABLE_X else x - 36), y + 14


def _plate(stage: Stage, view: dict, s: int, at: tuple[int, int]) -> None:
    x, y = at
    info = view["seats"][s]
    out = not info["in_hand"]
    if view["to_act"] == s and view["phase"] == "betting":
        _ring(stage, view, x, y)
    stage.rect(x - 22, y - 8, 44, 18, PLATE_ACTIVE if view["to_act"] == s else PLATE)
    stage.box(x - 22, y - 8, 44, 18, GOLD if view["to_act"] == s else RAIL_EDGE)
    stage.text(x, y - 7, info["name"][:11], DIM if out or info["folded"] else INK, 6, CENTER)
    status = "out" if out and info["stack"] == 0 else ("all-in" if info["all_in"] else str(info["stack"]))
    stage.text(x, y + 1, status, GOLD if info["all_in"] else INK, 6, CENTER)
    if view["button"] == s:
        _dealer_button(stage, x + 25, y - 6)
    _seat_cards(stage, info, x, y + 11 if y < TABLE_Y - 40 else y - 29, below=y < TABLE_Y - 40)


def _ring(stage: Stage, view: dict, x: int, y: int) -> None:
    """Draw the pulsing ring round the seat to act."""
    beat = view["frame"] % 40
    alpha = 90 + (beat if beat < 20 else 40 - beat) * 7
    stage.ellipse(x, y + 1, 30, 16, with_alpha(GOLD, alpha))


def _dealer_button(stage: Stage, x: int, y: int) -> None:
    stage.ellipse(x, y, 5, 5, CARD)
    stage.text(x, y - 3, "D", BLACK, 6, CENTER)


def _seat_cards(stage: Stage, info: dict, x: int, y: int, below: bool) -> None:
    """Draw a seat's hole cards: faces when the view holds them, backs while it is in the hand.

    ``below`` is true for seats across the table, whose cards sit under their plate.
    """
    if info["cards"] and not info["folded"]:
        for k, code in enumerate(info["cards"]):
            face(stage, x - 17 + k * 18, y, code, 16, 20)
        if info["shown"] and info["hand"]:   # over the plate for seats across, over the cards beside
            cx, cy = max(40, min(196, x)), (y - 27 if below else y - 8)
            stage.rect(cx - 40, cy, 80, 7, with_alpha(BACKDROP, 190))
            stage.text(cx, cy, info["hand"][:22], GOLD, 6, CENTER)
    elif info["in_hand"] and not info["folded"] and not info["mucked"] and info["card_count"]:
        for k in range(info["card_count"]):
            back(stage, x - 9 + k * 6, y + (0 if below else 6), 10, 14)


def _chip(stage: Stage, x: int, y: int) -> None:
    stage.ellipse(x, y, 4, 3, CHIP_EDGE)
    stage.ellipse(x, y, 3, 2, CHIP)


def _bet(stage: Stage, view: dict, s: int, at: tuple[int, int]) -> None:
    amount = view["seats"][s]["bet"]
    if not amount:
        return
    x, y = _bet_spot(*at)
    _chip(stage, x - 8, y)
    stage.text(x - 3, y - 3, str(amount), INK, 6, LEFT)


def _board(stage: Stage, view: dict) -> None:
    x0, y0 = TABLE_X - 54, TABLE_Y - 26
    fresh = 0
    for m in view["moves"]:
        if m["what"] == "board":
            fresh = max(fresh, m["amount"] if view["frame"] - m["frame"] < GLIDE else 0)
    board = view["board"]
    fresh = min(fresh, len(board))   # a new hand's empty board while the last hand's deal still glides
    for k in range(5):
        x = x0 + k * 22
        if k < len(board) - fresh:
            face(stage, x, y0, board[k], 20, 30)
        else:
            stage.box(x, y0, 20, 30, FELT_DARK)
    for k in range(len(board) - fresh, len(board)):   # new cards slide in from the deck
        age = view["frame"] - max(m["frame"] for m in view["moves"] if m["what"] == "board")
        x = _lerp(TABLE_X - 4, x0 + k * 22, age + 1, GLIDE)
        face(stage, x, y0, board[k], 20, 30)
    pot = view["pot"]
    if pot:
        _chip(stage, POT_X - 22, POT_Y + 3)
        _chip(stage, POT_X - 19, POT_Y + 1)
        stage.text(POT_X - 12, POT_Y - 2, f"Pot {pot}", INK, 8, LEFT)


def _moves(stage: Stage, view: dict, where: list) -> None:
    """Draw chips and cards in flight: bets to the bet spot, bets to the pot, the pot to winners, deals."""
    frame = view["frame"]
    seats = view["seats"]
    for m in view["moves"]:
        age = frame - m["frame"]
        if age >= GLIDE:
            continue
        what, s = m["what"], m["seat"]
        if what == "bet":
            sx, sy = where[s]
            bx, by = _bet_spot(sx, sy)
            _chip(stage, _lerp(sx, bx - 8, age, GLIDE), _lerp(sy, by, age, GLIDE))
        elif what == "collect":
            for k, info in enumerate(seats):
                if info["in_hand"]:
                    bx, by = _bet_spot(*where[k])
                    _chip(stage, _lerp(bx, POT_X - 20, age, GLIDE), _lerp(by, POT_Y + 2, age, GLIDE))
        elif what == "win":
            wx, wy = where[s]
            for k in range(3):
                _chip(stage, _lerp(POT_X - 20 + 3 * k, wx, age, GLIDE), _lerp(POT_Y, wy, age, GLIDE))
        elif what == "deal":
            for k, info in enumerate(seats):
                if info["in_hand"]:
                    wx, wy = where[k]
                    back(stage, _lerp(TABLE_X, wx, age, GLIDE), _lerp(TABLE_Y - 20, wy - 16, age, GLIDE), 8, 11)


def _log(stage: Stage, view: dict) -> None:
    stage.rect(LOG_X - 4, 12, 86, 160, with_alpha(PLATE, 200))
    stage.text(LOG_X, 15, "TABLE LOG", GOLD, 6, LEFT)
    lines = view["log"]
    y = 26
    for k, line in enumerate(lines):
        fresh = k == len(lines) - 1
        for part in _wrap(line, 19)[:3]:
            stage.text(LOG_X, y, part, INK if fresh else DIM, 6, LEFT)
            y += 9
        y += 4


def _wrap(text: str, width: int) -> list[str]:
    """Split ``text`` into lines of at most ``width`` characters at spaces."""
    lines, line = [], ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return lines + [line] if line else lines


def _panel(stage: Stage, view: dict, me: int, spectator: bool) -> None:
    """Draw the local seat's corner: cards, stack, made hand, clock, and the action menu."""
    info = view["seats"][me]
    stage.rect(0, PANEL_Y, 320, 64, rgb(34, 28, 38))
    stage.line(0, PANEL_Y, 320, PANEL_Y, RAIL)
    if view["to_act"] == me and view["phase"] == "betting":
        _ring(stage, view, 28, PANEL_Y + 20)
    for k, code in enumerate(info["cards"]):
        face(stage, 6 + k * 24, PANEL_Y + 5, code, 22, 30)
    if not info["cards"] and info["in_hand"] and not info["folded"]:
        for k in range(info["card_count"]):
            back(stage, 6 + k * 24, PANEL_Y + 5, 22, 30)
    if view["button"] == me:
        _dealer_button(stage, 58, PANEL_Y + 8)
    name = info["name"] + (" (watching)" if spectator else "")
    stage.text(66, PANEL_Y + 4, name[:24], INK, 6, LEFT)
    stage.text(66, PANEL_Y + 13, f"Stack {info['stack']}", GOLD, 8, LEFT)
    hand = "folded" if info["folded"] else info["hand"]
    stage.text(66, PANEL_Y + 24, hand[:30], DIM, 6, LEFT)
    options = view.get("options")
    if options:
        _menu(stage, view, options)
        return
    stage.text(316, PANEL_Y + 4, _status(view, me), DIM, 6, RIGHT)
    if view["phase"] == "showdown":
        stage.hot(0, 12, 232, PANEL_Y - 12, {"do": "skip"})
        stage.text(160, 230, "Cross: next hand", INK, 6, CENTER)
    if view.get("showing"):
        _show_or_muck(stage)
    _clock(stage, view, 190, PANEL_Y + 14)


def _show_or_muck(stage: Stage) -> None:
    """Draw the choice of a seat whose hand cannot win: show it (the default) or muck it unseen."""
    for k, (label, do) in enumerate((("Show", "show"), ("Muck", "muck"))):
        x, y = 162 + k * 79, PANEL_Y + 40
        stage.rect(x, y, 75, 16, BUTTON_PICKED if do == "show" else BUTTON_FACE)
        stage.box(x, y, 75, 16, PLATE)
        stage.text(x + 37, y + 4, label, INK, 6, CENTER)
        stage.hot(x, y, 75, 16, {"do": do})
    stage.text(160, 231, "Your hand cannot win.  Cross show  Circle muck", DIM, 6, CENTER)


def _status(view: dict, me: int) -> str:
    phase, to_act = view["phase"], view["to_act"]
    if phase == "betting" and to_act >= 0:
        return f"{view['seats'][to_act]['name']} to act"
    if phase == "showing" and to_act >= 0:
        return f"{view['seats'][to_act]['name']} to show or muck"
    if phase == "showdown" and view["winners"]:
        best = view["winners"][0]
        return f"{view['seats'][best['seat']]['name']} wins {best['amount']}"
    if phase == "settled":
        return "Pot taken without a showdown"
    if phase == "dealing":
        return "Dealing..."
    return ""


def _clock(stage: Stage, view: dict, x: int, y: int) -> None:
    """Draw the turn clock of a human to act as a bar that empties."""
    to_act = view["to_act"]
    if not view.get("clocked") or view["phase"] not in ("betting", "showing") or to_act < 0 \
            or view["seats"][to_act]["ai"]:
        return                       # a clock runs only where other people wait (online, hot seat)
    ui.clock(stage, x, y, 120, view["clock"], view["clock_max"], size=6)


def _menu(stage: Stage, view: dict, options: dict) -> None:
    """Draw the four actions, the raise size and the pad hint, each with its hotspot."""
    owed, raise_to = options["to_call"], options["raise_to"]
    labels = {
        "fold": ("Fold", {"do": "act", "action": "fold"}),
        "call": (f"Call {owed}" if owed else "Check", {"do": "act", "action": "call" if owed else "check"}),
        "raise": (f"Raise {raise_to}" if view["current_bet"] else f"Bet {raise_to}",
                  {"do": "act", "action": "raise", "amount": raise_to}),
        "allin": (f"All-in {options['max_raise_to']}", {"do": "act", "action": "allin"}),
    }
    picked = options["choice"]
    reasons = options["reasons"]
    for k, key in enumerate(("fold", "call", "raise", "allin")):
        x, y = 4 + k * 79, PANEL_Y + 40
        usable = reasons[labels[key][1]["action"]] is None
        stage.rect(x, y, 75, 16, BUTTON_PICKED if key == picked else BUTTON_FACE)
        stage.box(x, y, 75, 16, GOLD if key == picked else PLATE)
        stage.text(x + 37, y + 4, labels[key][0], INK if usable else DIM, 6, CENTER)
        if usable:   # what the rules refuse is drawn grey and cannot be clicked
            stage.hot(x, y, 75, 16, labels[key][1])
    if options["can_raise"]:
        x, y = 4 + 2 * 79, PANEL_Y + 27
        stage.rect(x, y, 16, 11, BUTTON_FACE)
        stage.text(x + 8, y + 2, "-", INK, 6, CENTER)
        stage.hot(x, y, 16, 11, {"do": "size", "steps": -1})
        stage.rect(x + 59, y, 16, 11, BUTTON_FACE)
        stage.text(x + 67, y + 2, "+", INK, 6, CENTER)
        stage.hot(x + 59, y, 16, 11, {"do": "size", "steps": 1})
        stage.text(x + 37, y + 2, f"{options['min_raise_to']}-{options['max_raise_to']}", DIM, 6, CENTER)
    _clock(stage, view, 190, PANEL_Y + 14)
    why = reasons[labels[picked][1]["action"]]
    stage.text(160, 231, why or "Left/Right choose  Up/Down size  Cross commit", RED if why else DIM, 6, CENTER)


def _results(stage: Stage, view: dict) -> None:
    stage.rect(40, 40, 180, 110, with_alpha(BACKDROP, 235))
    stage.box(40, 40, 180, 110, GOLD)
    stage.text(130, 46, "Game over", GOLD, 8, CENTER)
    places = view["results"]["placements"]
    order = sorted(range(len(places)), key=lambda s: (places[s], s))
    for row, s in enumerate(order):
        info = view["seats"][s]
        color = GOLD if places[s] == 1 else INK
        stage.text(52, 62 + row * 13, f"{places[s]}. {info['name'][:14]}", color, 6, LEFT)
        stage.text(208, 62 + row * 13, str(info["stack"]), color, 6, RIGHT)
