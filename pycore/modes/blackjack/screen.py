"""Blackjack's screen on the 960 x 540 stage: the dealer and the shoe at the top of a half-moon of felt, the
seats round its arc with their betting circles, and the local seat's bet or decision along the foot.

Drawn from a view alone. Cards fly from the shoe and turn over as they land; the dealer's hole
card turns where it lies when it is revealed; bets stand as chip stacks in the circles and a
payout slides from the dealer's tray to its seat (the look's motion kit, presentation only). The
local seat sits in the middle of the arc; the pad's Left/Right walk the buttons and Cross commits,
the mouse clicks them; a move the rules refuse is greyed and its reason replaces the hint line
while it is the one picked. "Cash out" (Select) stands at the right of the foot row while the seat
is at the table, lit between hands and greyed while its chips are in play.
"""

from __future__ import annotations

from pycore.look import chips, motion as motions, table, ui
from pycore.look.style import (BODY, CAPTION, DIM, GOLD, GOLD_LIGHT, GREEN, INK, LABEL, PAPER, RED, SEATS, SMALL,
                               WOOD_DARK)
from pycore.prims import CENTER, RIGHT, SANS, SERIF, Picture, Stage, fit, measure, picture, rgb, with_alpha

LABELS = {"hit": "Hit", "stand": "Stand", "double": "Double", "split": "Split", "surrender": "Surrender",
          "decline": "No insurance", "insure": "Insure"}
CX = 480
CARD_W, CARD_H = 56, 78
DEALER_W, DEALER_H = 60, 84
DEALER_Y = 58
SHOE = (640, 60)                      # the shoe's box (its mouth faces the dealer)
SHOE_MOUTH = (640, 74)                # where a card leaves it
TRAY = (CX, 40)                       # the dealer's chip tray: payouts come from here, lost bets go there
# the betting circles round the arc, by how many seats the table has
SPOTS = {1: ((480, 342),), 2: ((330, 326), (630, 326)), 3: ((200, 270), (480, 342), (760, 270)),
         4: ((150, 262), (360, 330), (600, 330), (810, 262)),
         5: ((118, 250), (296, 316), (480, 342), (664, 316), (842, 250))}
PLATE_W, PLATE_H = 168, 50
ROW_Y = 450                           # the local seat's buttons
CASH_OUT = (802, 136)                 # the cash-out button's left and width, at the right of the foot row
NOTICE = (CX, 186)


def _spot(k: int, n: int) -> tuple[int, int]:
    """Return the middle of the betting circle of the ``k``-th of ``n`` places round the arc (left to right)."""
    return SPOTS[max(1, min(n, len(SPOTS)))][k]


def _places(view: dict, seat: "int | None") -> list[tuple[int, int]]:
    """Return each seat's circle: the local seat in the middle of the arc, the others round it in seat order."""
    n = len(view["seats"])
    me = seat if seat is not None else 0
    mid = (n - 1) // 2
    return [_spot((mid + s - me) % n, n) for s in range(n)]


def screen(view: dict, seat: "int | None", stage: Stage) -> None:
    """Draw one frame of the table as ``seat`` sees it (None: a spectator)."""
    stage.notice = NOTICE
    rules = view["rules"]
    table.still(stage, f"blackjack/table/{rules['pays']}/{'h17' if rules['h17'] else 's17'}",
                lambda s: _table(s, rules))
    _top(stage, view, seat)
    _shoe(stage, view)
    _dealer(stage, view)
    places = _places(view, seat)
    over = view["phase"] == "over"
    for s, info in enumerate(view["seats"]):
        _seat(stage, view, s, info, places[s], s == seat, over)
    if over:
        return
    _panel(stage, view, seat)


# -- the felt, the shoe and the dealer ------------------------------------------------------
def _table(stage: Stage, rules: dict) -> None:
    table.room(stage)
    table.felt(stage, 36, -420, 888, 840, rail=26, r=380, line=False)
    stage.stamp(_print(rules), CX - 230, 178)


def _print(rules: dict) -> Picture:
    """Return the felt's printing (what blackjack pays, what the dealer does) as a picture, drawn once."""
    pays, h17 = rules["pays"], rules["h17"]

    def draw(s: Stage) -> None:
        ink = rgb(236, 206, 120, 210)
        s.text(230, 0, f"BLACKJACK PAYS {pays.replace(':', ' TO ')}", ink, 22, CENTER, SERIF, True)
        s.rect(60, 29, 340, 1, rgb(236, 206, 120, 120))
        s.text(230, 32, f"Dealer {'hits' if h17 else 'stands on'} soft 17  \u00b7  Insurance pays 2 to 1",
               rgb(236, 226, 200, 170), 13, CENTER)

    return picture(f"blackjack/felt/{pays}/{'h17' if h17 else 's17'}", 460, 50, draw)


def _top(stage: Stage, view: dict, seat: "int | None") -> None:
    phase, to_act, seats = view["phase"], view["to_act"], view["seats"]
    mine = seat is not None and to_act == seat
    if phase == "betting":
        words = "Place your bet" if "betting" in view else "Waiting for the bets"
    elif phase == "insurance":
        words = "Insurance? The dealer shows an ace" if mine else f"{seats[to_act]['name']} is deciding on insurance"
    elif phase == "playing" and to_act >= 0:
        words = "Your move" if mine else f"{seats[to_act]['name']} to play"
    elif phase == "settled":
        words = "The hand is settled"
    elif phase == "over":
        words = "The table is closed"
    else:
        words = "The dealer plays"
    table.turn_line(stage, words, view["log"][-1] if view["log"] else "", GOLD if mine or "betting" in view else INK,
                    width=420)
    r = view["rules"]
    hand = f"Hand {view['round']} of {view['rounds']}" if view["rounds"] else f"Hand {view['round']}"
    info = f"{hand}  \u00b7  Bets {r['min_bet']:,} to {r['max_bet']:,}  \u00b7  " \
        f"{view['shoe']} cards in the shoe"
    stage.text(stage.width - table.MENU_CORNER - 16, 14, fit(info, 380, SMALL, bold=True), DIM, SMALL, RIGHT,
               bold=True)
    if view.get("clocked") and phase in ("betting", "playing", "insurance") and \
            (phase == "betting" or (to_act >= 0 and not seats[to_act]["ai"])):    # only where other people wait
        ui.clock(stage, stage.width - table.MENU_CORNER - 236, 36, 220, view["clock"], view["clock_max"])


def _shoe_picture() -> Picture:
    def draw(s: Stage) -> None:
        s.rrect(4, 10, 92, 70, 8, rgb(0, 0, 0, 90))
        s.linear(0, 0, 0, 76, [(0, rgb(120, 76, 46)), (1024, WOOD_DARK)])
        s.poly((14, 4, 92, 4, 92, 72, 0, 72), rgb(96, 58, 34))
        s.path([14, 4, 92, 4, 92, 72, 0, 72], rgb(40, 22, 12), 2, closed=True)
        s.rrect(8, 14, 60, 48, 5, PAPER)                         # the next card's back shows in the mouth
        s.rrect(12, 18, 52, 40, 3, rgb(146, 28, 42))
        s.rrbox(15, 21, 46, 34, 2, rgb(214, 168, 64, 200), 1)

    return picture("blackjack/shoe", 96, 80, draw)


def _shoe(stage: Stage, view: dict) -> None:
    x, y = SHOE
    stage.stamp(_shoe_picture(), x, y)
    size = max(1, view["shoe_size"])
    ui.meter(stage, x + 4, y + 88, 88, 6, view["shoe"], size, rgb(220, 210, 190))
    cut = x + 4 + 88 * view["cut"] // size
    stage.rect(cut, y + 85, 2, 12, RED)


def _dealer(stage: Stage, view: dict) -> None:
    codes = view["dealer"]
    count = view["dealer_cards"]
    step = 34
    x0 = CX - (DEALER_W + step * (count - 1)) // 2 if count else CX
    for k in range(count):
        code = codes[k] if k < len(codes) else None
        table.deal(stage, ("bj/dealer", view["round"], k), code, x0 + k * step, DEALER_Y, DEALER_W, DEALER_H,
                   SHOE_MOUTH, 0, 0, 18)
    if codes and view["dealer_total"]:
        table.pill(stage, CX, DEALER_Y + DEALER_H + 6, f"Dealer {view['dealer_total']}", INK)


# -- the seats ----------------------------------------------------------------------------------
def _seat(stage: Stage, view: dict, s: int, info: dict, at: tuple[int, int], mine: bool, over: bool) -> None:
    m = motions.of(stage)
    x, y = at
    turn = view["to_act"] == s and view["phase"] in ("playing", "insurance")
    stage.ring(x, y, 34, 34, with_alpha(rgb(236, 206, 120), 150 if mine else 90), 2)      # the betting circle
    hands = info["hands"]
    rnd = view["round"]
    for k, hand in enumerate(hands):
        n = len(hands)
        hw = 150 if n == 1 else max(80, 300 // n)
        hx = x - (hw * n) // 2 + k * hw + hw // 2                                          # this hand's middle
        cx = hx
        bet = hand["bet"]
        if bet:
            key = ("bj/bet", rnd, s, k)
            bx, by, p = table.slide(stage, key, cx, y + 12, (x, y + 70), 14)
            chips.stack(stage, bx, by, bet, 700, label=p >= 1024 and not over, most=2)
        cards = hand["cards"]
        step = 22 if n == 1 else 14
        width = CARD_W + step * max(0, len(cards) - 1)
        left = cx - width // 2
        top = y - 40 - CARD_H
        active = turn and view["hand_index"] == k and view["phase"] == "playing"
        for j, code in enumerate(cards):
            table.deal(stage, ("bj/card", rnd, s, k, j), code, left + j * step, top - j * 3, CARD_W, CARD_H,
                       SHOE_MOUTH, 0, 0, 18, glow=160 if active and j == len(cards) - 1 else 0)
        if cards and not over:
            result = hand["result"]
            words = _result_words(result) if result else hand["total"]
            colour = GOLD_LIGHT if result in ("win", "blackjack") else RED if result in ("bust", "lose") else INK
            words = fit(words, hw - 8, SMALL, bold=True)
            if n == 1:                                                   # beside the hand's last card
                pw = measure(words, SMALL, SANS, True) + 18
                table.pill(stage, left + width + 6 + pw // 2, top - 3 * (len(cards) - 1) + 6, words, colour)
            else:
                table.pill(stage, cx, top - 3 * len(cards) - 28, words, colour)
    if not over:
        out = info["sitting_out"]
        if info["insurance"]:
            table.caption_over(stage, x, y + 36 + PLATE_H + 4, f"insured {info['insurance']:,}", PLATE_W, DIM)
        line = f"{info['purse']:,}" + ("  \u00b7  cashed out" if info.get("left") else
                                        "  \u00b7  sitting out" if out else "")
        if not hands and not out and view["phase"] == "betting":
            line += "  \u00b7  betting\u2026"
        ui.plate(stage, x - PLATE_W // 2, y + 40, PLATE_W, info["name"], line,
                 SEATS[s % len(SEATS)], turn, out, PLATE_H)
    if info["paid"] and view["phase"] == "settled":
        key = ("bj/paid", rnd, s)
        if m.changed(key, info["paid"], fresh=True):
            m.shout(x, y - 20, f"+{info['paid']:,}", GREEN, 26)
        px, py, p = table.slide(stage, key, x + 40, y + 14, TRAY, 22)
        chips.stack(stage, px, py, info["paid"], 700, label=False, most=2)


def _result_words(result: str) -> str:
    return {"blackjack": "Blackjack!", "win": "Win", "lose": "Lose", "push": "Push", "bust": "Bust",
            "surrender": "Surrendered"}.get(result, result.capitalize())


# -- the local seat's bet and decisions ------------------------------------------------------
def _panel(stage: Stage, view: dict, seat: "int | None") -> None:
    if seat is None:
        ui.hints(stage, [("Start", "menu")])
        return
    notice = view.get("notice", "")
    x0, w = 170, 620
    cash = _cash_out(stage, view)
    if view["phase"] == "betting" and "betting" in view:
        bet = view["betting"]
        ui.panel(stage, x0 + 6, ROW_Y - 2, 212, 48, 12)
        ui.button(stage, x0 + 10, ROW_Y + 2, 44, 40, "\u2212", {"do": "size", "steps": -1}, size=LABEL)
        stage.text(x0 + 112, ROW_Y + 4, f"{bet['wager']:,}", GOLD_LIGHT, LABEL, CENTER, bold=True)
        stage.text(x0 + 112, ROW_Y + 26, "your bet", DIM, CAPTION, CENTER)
        ui.button(stage, x0 + 170, ROW_Y + 2, 44, 40, "+", {"do": "size", "steps": 1}, size=LABEL)
        ui.button(stage, x0 + 230, ROW_Y, 220, 44, "Place bet", {"do": "bet", "amount": bet["wager"]},
                  ui.DISABLED if bet["reason"] else ui.FOCUS, key="Cross")
        ui.button(stage, x0 + 462, ROW_Y, 158, 44, "Sit out", {"do": "sit_out"}, key="Circle")
        notice = bet["reason"] or notice
        hints = [("Left/Right", "bet"), ("Up/Down", "bet by 10"), ("Cross", "place"), ("Circle", "sit out")] + cash
    elif "menu" in view:
        menu = view["menu"]
        gap = 10
        bw = (w - gap * (len(menu) - 1)) // len(menu)
        for k, item in enumerate(menu):
            if view["phase"] == "insurance":
                action = {"do": "insure", "take": item["name"] == "insure"}
            else:
                action = {"do": "act", "action": item["name"]}
            state = ui.DISABLED if item["reason"] else ui.FOCUS if k == view["choice"] else ui.NORMAL
            bx = x0 + k * (bw + gap)
            ui.button(stage, bx, ROW_Y, bw, 44, LABELS[item["name"]], action, state, size=LABEL)
            if k == view["choice"] and not item["reason"]:
                ui.keycap(stage, bx + bw - 16, ROW_Y - 12, "Cross", CAPTION)
        picked = menu[view["choice"]]
        notice = picked["reason"] or notice
        hints = [("Left/Right", "choose"), ("Cross", "commit")]
    elif view["phase"] == "settled":
        ui.button(stage, CX - 130, ROW_Y, 260, 44, "Next hand", {"do": "next"}, ui.FOCUS, key="Cross")
        stage.hot(0, 60, stage.width, ROW_Y - 70, {"do": "next"})
        hints = [("Cross", "next hand")] + cash
    else:
        words = "You have cashed out: the table plays on" if view["seats"][seat].get("left") else \
            "Waiting for the other seats\u2026"
        stage.text(CX, ROW_Y + 12, words, DIM, BODY, CENTER)
        hints = [("Start", "menu")] + cash
    if notice:
        stage.text(CX, stage.height - 30, fit(notice, stage.width - 80, SMALL, bold=True), RED, SMALL, CENTER,
                   bold=True)
    else:
        ui.hints(stage, hints)


def _cash_out(stage: Stage, view: dict) -> list[tuple[str, str]]:
    """Draw the cash-out button while the seat is at the table (greyed while its chips are in play);
    return its hint, [] where it cannot be pressed. No key cap on it: the pad holds Select (the hint line
    says so, and a bar fills as it is held), a click cashes out at once."""
    if "cash_out" not in view or view["seats"][view["you"]].get("left"):
        return []
    x, w = CASH_OUT
    reason = view["cash_out"]
    ui.button(stage, x, ROW_Y, w, 44, "Cash out", {"do": "cash_out"}, ui.DISABLED if reason else ui.NORMAL)
    if reason:
        stage.hot(x, ROW_Y, w, 44, {"do": "cash_out"})                # a click says why it cannot
    held, full = view["holding"]
    if held and not reason:
        ui.meter(stage, x + 8, ROW_Y + 38, w - 16, 4, min(held, full), full, GOLD_LIGHT)
    return [] if reason else [("Select", "hold: cash out")]
