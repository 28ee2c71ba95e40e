"""Poker's screen on the 960 x 540 stage: a felt table seen from the local seat's chair, drawn from a view alone.

The local seat sits at the foot of the table with its cards, its plate and the action buttons
beside it; the other seats sit round the rail in play order (the next to act on the left), each
a plate with its stack and its cards peeking from behind it. Bets stand as chip stacks on the
felt in front of each seat, are swept into the pot when a street ends and the pot slides to the
winner; cards fly from the dealer and the board's turn over as they land (the look's motion kit,
presentation only). A spectator (seat None) watches from seat 0's chair with every card face up.
"""

from __future__ import annotations

from pycore.kernel import fx
from pycore.look import chips, motion as motions, table, ui
from pycore.look.style import BODY, CAPTION, DIM, GOLD, GOLD_LIGHT, GREEN, INK, LABEL, RED, SEATS, SMALL
from pycore.prims import CENTER, LEFT, RIGHT, Stage, fit, rgb, with_alpha

CX, CY = 480, 265                     # the felt's middle
FELT_BOX = (180, 140, 600, 250)       # x, y, w, h of the felt (the rail round it)
RX, RY = 372, 189                     # the chairs' ellipse round the rail
PW, PH = 196, 56                      # a seat's plate
HERO_W = 240
HERO = (CX, 468)                      # the local seat's plate, at the foot
BOARD_W, BOARD_H, BOARD_Y = 58, 82, 228
HOLE_W, HOLE_H = 44, 62               # the other seats' cards
SHOW_W, SHOW_H = 52, 72               # their cards shown at a showdown
MY_W, MY_H = 72, 100                  # the local seat's own cards
POT_Y = 198
DECK = (CX - 22, 150)                 # where the dealer's cards leave from
HERO_BET = (378, 372)
ACT_X, ACT_W = 604, 340               # the action buttons, right of the local plate
SIZER_Y, BUTTONS_Y = 392, 444
NOTICE = (CX, 312)                    # where a refused move is explained: the felt under the board
MENU = ("fold", "call", "raise", "allin")


def held(info: dict) -> int:
    """Return how many hole cards a seat's view says it holds; raise ValueError for more than a deck (a hostile
    host's count would have the screen lay out a billion cards)."""
    count = int(info["card_count"])
    if not 0 <= count <= 52:
        raise ValueError(f"a seat cannot hold {count} cards")
    return count


def chair(k: int, n: int) -> tuple[int, int]:
    """Return the middle of the plate of the seat ``k`` places after the local one at a table of ``n``."""
    if k == 0:
        return HERO
    a = k * 4096 // n
    return CX - RX * fx.sin(a) // fx.ONE, CY + RY * fx.sin(a + 1024) // fx.ONE


def bet_spot(k: int, x: int, y: int) -> tuple[int, int]:
    """Return where the bet of the seat in chair (x, y) stands: on the felt in front of it."""
    if k == 0:
        return HERO_BET
    if y > CY + 40:                              # the lower side seats keep clear of the felt under the board
        return CX + (x - CX) * 55 // 100, CY + (y - CY) * 35 // 100
    bx, by = CX + (x - CX) // 2, CY + (y - CY) // 2
    return bx, by


def screen(view: dict, seat: "int | None", stage: Stage) -> None:
    """Draw one frame of the table as ``seat`` sees it (None: a spectator in seat 0's chair)."""
    me = seat if seat is not None else 0
    seats = view["seats"]
    n = len(seats)
    where = [chair((s - me) % n, n) for s in range(n)]
    stage.notice = NOTICE
    table.still(stage, "poker/table", _table)
    _top(stage, view, me, seat is None)
    over = view["phase"] == "over"
    _board(stage, view)
    if over:
        _standings(stage, view)
        return
    for s in range(n):
        if s != me:
            _seat(stage, view, s, where[s])
    for s in range(n):
        _bet(stage, view, s, (s - me) % n, where[s])
    _flights(stage, view, where)
    _hero(stage, view, me, seat is None)
    _log(stage, view)
    actions(stage, view, me)


def _table(stage: Stage) -> None:
    table.room(stage)
    table.felt(stage, *FELT_BOX, rail=24)


# -- the top band ----------------------------------------------------------------------------------
def turn_words(view: dict, me: int, spectator: bool) -> str:
    phase, to_act, seats = view["phase"], view["to_act"], view["seats"]
    if phase == "betting" and to_act >= 0:
        if to_act == me and not spectator:
            owed = view.get("options", {}).get("to_call", 0)
            return f"Your turn: {owed} to call" if owed else "Your turn: check or bet"
        return f"{seats[to_act]['name']} to act"
    if phase == "showing" and to_act >= 0:
        return "Show or muck your hand" if to_act == me and not spectator else \
            f"{seats[to_act]['name']} to show or muck"
    if phase == "showdown" and view["winners"]:
        best = view["winners"][0]
        return f"{seats[best['seat']]['name']} wins {best['amount']:,}"
    if phase == "settled":
        return "Pot taken without a showdown"
    if phase == "dealing":
        return "Dealing\u2026"
    if phase == "over":
        return "Game over"
    return ""


def _top(stage: Stage, view: dict, me: int, spectator: bool) -> None:
    small, big = view["blinds"]
    words = turn_words(view, me, spectator)
    mine = view["to_act"] == me and not spectator and view["phase"] in ("betting", "showing")
    sub = f"{view['seats'][me]['name']} (watching)" if spectator else ""
    table.turn_line(stage, words, sub, GOLD if mine else INK, width=330)
    info = f"Hand {view['hand']} of {view['max_hands']}  \u00b7  Blinds {small:,}/{big:,}"
    stage.text(stage.width - table.MENU_CORNER - 16, 14, fit(info, 300, SMALL, bold=True), DIM, SMALL, RIGHT,
               bold=True)
    to_act = view["to_act"]
    if view.get("clocked") and view["phase"] in ("betting", "showing") and to_act >= 0 \
            and not view["seats"][to_act]["ai"]:      # a clock runs only where other people wait (online, hot seat)
        ui.clock(stage, stage.width - table.MENU_CORNER - 236, 36, 220, view["clock"], view["clock_max"])


# -- the seats -----------------------------------------------------------------------------------------
def _seat_line(info: dict) -> str:
    if not info["in_hand"] and info["stack"] == 0:
        return "out"
    if info["folded"]:
        return f"folded \u00b7 {info['stack']:,}"
    if info["all_in"]:
        return "all-in"
    return f"{info['stack']:,}"


def _seat(stage: Stage, view: dict, s: int, at: tuple[int, int]) -> None:
    info = view["seats"][s]
    x, y = at
    hand = view["hand"]
    upper = y < CY - 40
    active = view["to_act"] == s and view["phase"] in ("betting", "showing")
    live = info["in_hand"] and not info["folded"] and not info["mucked"]
    if live and info["cards"]:                                   # shown at a showdown (or a spectator's view)
        w, h = SHOW_W, SHOW_H
        cy = y + PH // 2 - 8 if upper else y - PH // 2 - h + 8
        for j, (cx, ang) in enumerate(table.fan(len(info["cards"]), x, w, 40, 120, 120)):
            table.deal(stage, ("poker", hand, s, j), info["cards"][j], cx, cy, w, h, DECK,
                       ang, _deal_wait(view, s, j), 14)
    elif live and info["card_count"]:
        w, h = HOLE_W, HOLE_H
        cy = y + PH // 2 - 18 if upper else y - PH // 2 - h + 18
        for j, (cx, ang) in enumerate(table.fan(held(info), x, w, 26, 90, 160)):
            table.deal(stage, ("poker", hand, s, j), None, cx, cy, w, h, DECK, ang, _deal_wait(view, s, j), 14)
    line = _seat_line(info)
    if live and info["cards"] and info["hand"]:               # what the shown cards make, beyond them
        table.caption_over(stage, x, cy + h - 28 if upper else cy + 4, info["hand"], PW + 20)   # over the cards
    out = info["folded"] or not info["in_hand"]
    if active:
        _marker(stage, x, y - PH // 2 if not upper else y + PH // 2, upper)
    ui.plate(stage, x - PW // 2, y - PH // 2, PW, info["name"], line, SEATS[s % len(SEATS)], active, out, PH)
    if active and not info["ai"] and view.get("clocked"):
        ui.meter(stage, x - PW // 2 + 12, y + PH // 2 - 7, PW - 24, 4, view["clock"], view["clock_max"],
                 RED if view["clock"] < 5 * 60 else GOLD)
    if view["button"] == s:
        bx = x + (PW // 2 - 4) * (1 if x <= CX else -1)
        by = y + (PH // 2 + 6) * (1 if upper else -1)
        table.dealer_button(stage, bx, by)


def _marker(stage: Stage, x: int, edge: int, upper: bool) -> None:
    """Draw the turn marker: a gold arrow on the plate's table side, pointing at it, breathing."""
    m = motions.of(stage)
    beat = m.frame % 40
    glow = 150 + (beat if beat < 20 else 40 - beat) * 5
    d = 1 if upper else -1                 # the arrow sits below an upper plate, above a lower one
    tip = edge + d * 6
    stage.tri(x, tip, x - 12, tip + d * 14, x + 12, tip + d * 14, with_alpha(GOLD, glow))


def _deal_wait(view: dict, s: int, j: int) -> int:
    """Return the frames the ``j``-th card of seat ``s`` waits before it leaves the dealer (round the table, twice)."""
    n = len(view["seats"])
    order = (s - view["button"] - 1) % n
    return (j * n + order) * 3


# -- the chips ---------------------------------------------------------------------------------------
def _bet(stage: Stage, view: dict, s: int, k: int, at: tuple[int, int]) -> None:
    """Draw a seat's bet as a chip stack in front of it: slid out from the seat, swept into the pot at a street's end."""
    m = motions.of(stage)
    amount = view["seats"][s]["bet"]
    key = ("poker/bet", view["hand"], s)
    before = m.before(key, amount)
    age = m.age(key, amount)
    bx, by = bet_spot(k, *at)
    if amount:
        x, y, p = table.slide(stage, ("poker/chips", view["hand"], s), bx, by, at, 14)
        chips.stack(stage, x, y, amount, 760, label=p >= 1024, most=3)
        return
    if before and age < 18 and not m.still:               # swept into the pot
        t = motions.in_out_cubic(age * 1024 // 18)
        x, y = motions.lerp(bx, CX, t), motions.lerp(by, POT_Y + 20, t)
        chips.stack(stage, x, y, before, 760, label=False, most=3)


def _board(stage: Stage, view: dict) -> None:
    """Draw the five places of the board, the cards dealt to them (turning as they land) and the pot above."""
    hand = view["hand"]
    board = view["board"]
    x0 = CX - (5 * BOARD_W + 4 * 8) // 2
    for k in range(5):
        x = x0 + k * (BOARD_W + 8)
        if k >= len(board):
            stage.rrbox(x, BOARD_Y, BOARD_W, BOARD_H, 7, with_alpha(rgb(255, 255, 255), 40), 2)
    for k, code in enumerate(board):
        wait = k * 5 if k < 3 else 0
        table.deal(stage, ("poker/board", hand, k), code, x0 + k * (BOARD_W + 8), BOARD_Y, BOARD_W, BOARD_H,
                   DECK, 0, wait, 18)
    pot = view["pot"]
    if pot:
        chips.stack(stage, CX - 118, POT_Y + 24, pot, 700, label=False, most=3)
        table.pill(stage, CX, POT_Y, f"Pot {pot:,}", GOLD_LIGHT)


def _flights(stage: Stage, view: dict, where: list) -> None:
    """Draw the pot sliding to each winner for a moment after a hand is won."""
    m = motions.of(stage)
    for mv in view["moves"]:
        if mv["what"] != "win" or m.still:
            continue
        key = ("poker/win", view["hand"], mv["seat"], mv["frame"])
        if m.changed(key, True, fresh=True):
            m.burst(key, *where[mv["seat"]], [GOLD, GOLD_LIGHT, GREEN], n=14, speed=4, life=30)
        x, y, p = table.slide(stage, key, where[mv["seat"]][0], where[mv["seat"]][1], (CX, POT_Y + 24), 22)
        if p < 1024:
            chips.stack(stage, x, y, mv["amount"], 760, label=False, most=3)


# -- the local seat --------------------------------------------------------------------------------
def _hero(stage: Stage, view: dict, me: int, spectator: bool) -> None:
    info = view["seats"][me]
    hand = view["hand"]
    x, y = HERO
    cards = info["cards"]
    count = len(cards) if cards else (held(info) if info["in_hand"] and not info["folded"] else 0)
    if count:
        dim = info["folded"] or info["mucked"]
        stage.push(alpha=110 if dim else 255)
        for j, (cx, ang) in enumerate(table.fan(count, x, MY_W, 58, 140, 150)):
            code = cards[j] if cards else None
            table.deal(stage, ("poker", hand, me, j), code, cx, y - PH // 2 - MY_H + 14 + (4 if j % 2 else 0),
                       MY_W, MY_H, DECK, ang, _deal_wait(view, me, j), 14)
        stage.pop()
    active = view["to_act"] == me and view["phase"] in ("betting", "showing")
    made = "folded" if info["folded"] else info["hand"]
    line = f"{info['stack']:,}" + (f"  \u00b7  {made}" if made else "")
    if info["all_in"]:
        line = "all-in" + (f"  \u00b7  {made}" if made else "")
    if active:
        _marker(stage, x, y - PH // 2, False)
    ui.plate(stage, x - HERO_W // 2, y - PH // 2, HERO_W, info["name"], line, SEATS[me % len(SEATS)], active,
             not info["in_hand"], PH)
    if view["button"] == me:
        table.dealer_button(stage, x - HERO_W // 2 + 20, y - PH // 2 - 14)


def _log(stage: Stage, view: dict) -> None:
    x, y, w, h = 16, 420, 326, 78
    ui.panel(stage, x, y, w, h, 10, alpha=220)
    ui.heading(stage, x + 12, y + 7, "Table", w - 24)
    lines = view["log"][-3:]
    for k, line in enumerate(lines):
        fresh = k == len(lines) - 1
        stage.text(x + 12, y + 27 + k * 16, fit(line, w - 24, CAPTION), INK if fresh else DIM, CAPTION, LEFT)


# -- the action buttons -------------------------------------------------------------------------
def actions(stage: Stage, view: dict, me: int) -> None:
    options = view.get("options")
    if options:
        _menu(stage, view, options)
        return
    if view["phase"] == "showdown":
        stage.hot(FELT_BOX[0], FELT_BOX[1], FELT_BOX[2], FELT_BOX[3], {"do": "skip"})
        ui.button(stage, ACT_X + ACT_W - 200, BUTTONS_Y, 200, 52, "Next hand", {"do": "skip"}, ui.FOCUS, key="Cross")
        ui.hints(stage, [("Cross", "next hand")])
        return
    if view.get("showing"):
        muck = view["showing"].get("can_muck", True)
        bw = (ACT_W - 10) // 2
        ui.button(stage, ACT_X, BUTTONS_Y, bw, 52, "Show", {"do": "show"}, ui.FOCUS, key="Cross")
        ui.button(stage, ACT_X + bw + 10, BUTTONS_Y, bw, 52, "Muck", {"do": "muck"},
                  ui.NORMAL if muck else ui.DISABLED, key="Circle")
        ui.hints(stage, [("Cross", "show"), ("Circle", "muck unseen")])
        stage.text(ACT_X + ACT_W // 2, SIZER_Y + 12, "Your hand cannot win.", DIM, BODY, CENTER)
        return
    ui.hints(stage, [("Start", "menu")])


def _menu(stage: Stage, view: dict, options: dict) -> None:
    """Draw the four actions (the chosen one lit, the player's commit key on it), the raise sizer and the hints."""
    owed, raise_to = options["to_call"], options["raise_to"]
    items = {
        "fold": ("Fold", "", {"do": "act", "action": "fold"}),
        "call": (("Call", f"{owed:,}") if owed else ("Check", "")) + ({"do": "act", "action": "call" if owed else
                                                                       "check"},),
        "raise": ("Raise" if view["current_bet"] else "Bet", f"to {raise_to:,}",
                  {"do": "act", "action": "raise", "amount": raise_to}),
        "allin": ("All-in", f"{options['max_raise_to']:,}", {"do": "act", "action": "allin"}),
    }
    picked = options["choice"]
    reasons = options["reasons"]
    gap = 8
    bw = (ACT_W - 3 * gap) // 4
    for k, key in enumerate(MENU):
        words, sub, action = items[key]
        usable = reasons[action["action"]] is None
        state = ui.DISABLED if not usable else ui.FOCUS if key == picked else ui.NORMAL
        tone = rgb(120, 40, 36) if key == "fold" else rgb(70, 56, 44)
        bx = ACT_X + k * (bw + gap)
        ui.button(stage, bx, BUTTONS_Y, bw, 52, words, action, state, size=LABEL, tone=tone, sub=sub)
        if key == picked and usable:                     # the commit key rides on the chosen button
            ui.keycap(stage, bx + bw - 14, BUTTONS_Y - 12, "Cross", CAPTION)
    if options["can_raise"]:
        lo, hi = options["min_raise_to"], options["max_raise_to"]
        ui.button(stage, ACT_X, SIZER_Y, 44, 44, "\u2212", {"do": "size", "steps": -1}, size=LABEL)
        ui.button(stage, ACT_X + ACT_W - 44, SIZER_Y, 44, 44, "+", {"do": "size", "steps": 1}, size=LABEL)
        mx, mw = ACT_X + 54, ACT_W - 108
        ui.meter(stage, mx, SIZER_Y + 30, mw, 8, raise_to - lo, max(1, hi - lo), GOLD)
        stage.text(mx, SIZER_Y + 6, fit(f"{lo:,}", mw // 3, CAPTION), DIM, CAPTION, LEFT)
        stage.text(mx + mw, SIZER_Y + 6, fit(f"{hi:,}", mw // 3, CAPTION), DIM, CAPTION, RIGHT)
        stage.text(mx + mw // 2, SIZER_Y + 4, f"{raise_to:,}", GOLD_LIGHT, BODY, CENTER, bold=True)
    why = reasons[items[picked][2]["action"]]
    if why:
        text = fit(why, stage.width - 80, SMALL, bold=True)
        stage.text(stage.width // 2, stage.height - 30, text, RED, SMALL, CENTER, bold=True)
    else:
        ui.hints(stage, [("Left/Right", "choose"), ("Up/Down", "size"), ("Cross", "commit")])


# -- the end --------------------------------------------------------------------------------------------
def _standings(stage: Stage, view: dict) -> None:
    """Draw the final stacks on the felt (the results sheet rises under them)."""
    places = view["results"]["placements"]
    order = sorted(range(len(places)), key=lambda s: (places[s], s))
    w, row = 360, 26
    h = 44 + row * len(order)
    x, y = CX - w // 2, 70
    ui.panel(stage, x, y, w, h, 14, alpha=235)
    stage.text(CX, y + 10, "Final stacks", GOLD, LABEL, CENTER, bold=True)
    for r, s in enumerate(order):
        info = view["seats"][s]
        color = GOLD_LIGHT if places[s] == 1 else INK
        ty = y + 40 + r * row
        stage.text(x + 20, ty, fit(f"{places[s]}.  {info['name']}", w - 140, BODY), color, BODY, LEFT)
        stage.text(x + w - 20, ty, f"{info['stack']:,}", color, BODY, RIGHT, bold=True)
