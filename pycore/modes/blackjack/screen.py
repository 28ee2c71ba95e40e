"""Blackjack's screen: the dealer at the top, the seats round the table's arc, the shoe, and the buttons.

Drawn from a view alone. The local seat's buttons sit along the bottom: the bet and its
steps before the deal, insure or decline under an ace, then hit, stand, double, split and
surrender; a move the rules refuse is greyed and its reason printed above the buttons when
it is the one picked (the pad's Left/Right walk them, Cross commits; the mouse clicks).
"""

from __future__ import annotations

from pycore.cards52.face import back, face
from pycore.look import ui
from pycore.prims import CENTER, LEFT, Stage, rgb

BACKDROP = rgb(18, 22, 26)
RAIL = rgb(92, 56, 36)
FELT = rgb(24, 104, 70)
FELT_LINE = rgb(210, 190, 120)
INK = rgb(240, 234, 220)
DIM = rgb(160, 168, 150)
GOLD = rgb(236, 190, 76)
RED = rgb(214, 70, 60)
BUTTON = rgb(60, 52, 70)
PICKED = rgb(150, 110, 40)
GREYED = rgb(58, 60, 62)
GREY_TEXT = rgb(120, 124, 126)
SHOE = rgb(60, 40, 30)
CHAIRS = ((36, 112), (98, 132), (160, 140), (222, 132), (284, 112))
CARD_W, CARD_H = 16, 22
LABELS = {"hit": "Hit", "stand": "Stand", "double": "Double", "split": "Split", "surrender": "Surrender",
          "decline": "No insurance", "insure": "Insure"}


def screen(view: dict, seat: "int | None", stage: Stage) -> None:
    """Draw one frame of the table as ``seat`` sees it (None: a spectator)."""
    stage.rect(0, 0, 320, 240, BACKDROP)
    stage.ellipse(160, 40, 190, 150, RAIL)
    stage.ellipse(160, 36, 184, 144, FELT)
    stage.text(160, 66, f"Blackjack pays {view['rules']['pays']}  -  dealer "
               f"{'hits' if view['rules']['h17'] else 'stands on'} soft 17", FELT_LINE, 6, CENTER)
    stage.text(160, 74, f"Bets {view['rules']['min_bet']} to {view['rules']['max_bet']}  -  "
               f"hand {view['round']} of {view['rounds']}", FELT_LINE, 6, CENTER)
    _dealer(stage, view)
    _shoe(stage, view)
    _log(stage, view)
    for s, info in enumerate(view["seats"]):
        _seat(stage, view, s, info, s == seat)
    _panel(stage, view, seat)


def _cards(stage: Stage, x: int, y: int, codes: list, hidden: int = 0, step: int = 9) -> None:
    for k, code in enumerate(codes):
        face(stage, x + k * step, y, code, CARD_W, CARD_H)
    for k in range(hidden):
        back(stage, x + (len(codes) + k) * step, y, CARD_W, CARD_H)


def _dealer(stage: Stage, view: dict) -> None:
    codes = view["dealer"]
    hidden = view["dealer_cards"] - len(codes)
    count = len(codes) + hidden
    x = 160 - (CARD_W + (count - 1) * 12) // 2
    _cards(stage, x, 20, codes, hidden, 12)
    if codes:
        stage.text(160, 44, f"Dealer {view['dealer_total']}", INK, 8, CENTER)


def _shoe(stage: Stage, view: dict) -> None:
    x, y, w, h = 290, 8, 22, 40
    stage.rect(x, y, w, h, SHOE)
    size = max(view["shoe_size"], 1)
    fill = h * view["shoe"] // size
    stage.rect(x + 2, y + h - fill, w - 4, fill, rgb(220, 214, 200))
    cut = y + h - h * view["cut"] // size
    stage.line(x, cut, x + w, cut, RED, 2)
    stage.text(x + w // 2, y + h + 2, f"{view['shoe']}", DIM, 6, CENTER)


def _log(stage: Stage, view: dict) -> None:
    for k, line in enumerate(view["log"][-3:]):
        stage.text(4, 4 + 8 * k, line, DIM, 6, LEFT)


def _seat(stage: Stage, view: dict, s: int, info: dict, mine: bool) -> None:
    x, y = CHAIRS[s]
    turn = view["to_act"] == s and view["phase"] in ("playing", "insurance")
    name_colour = GOLD if mine else INK
    stage.rect(x - 28, y + 36, 56, 18, PICKED if turn else rgb(34, 30, 40))
    stage.text(x, y + 37, info["name"], name_colour, 6, CENTER)
    stage.text(x, y + 45, f"{info['purse']}", GOLD, 6, CENTER)
    hands = info["hands"]
    if not hands:
        stage.text(x, y + 8, "sitting out" if info["sitting_out"] else "betting...", DIM, 6, CENTER)
        return
    width = 30 if len(hands) > 1 else 40
    left = x - width * len(hands) // 2
    for k, hand in enumerate(hands):
        hx = left + k * width
        active = turn and view["hand_index"] == k and view["phase"] == "playing"
        if active:
            stage.box(hx - 1, y - 1, width - 2, CARD_H + 12, GOLD)
        _cards(stage, hx + 1, y, hand["cards"], 0, 5 if len(hands) > 1 else 10)
        label = hand["result"] or hand["total"]
        stage.text(hx + width // 2 - 1, y + CARD_H + 1, label, INK if not hand["result"] else GOLD, 6, CENTER)
        chip = f"{hand['bet']}" + ("x2" if hand["doubled"] else "")
        stage.ellipse(hx + 5, y - 6, 4, 4, RED)
        stage.text(hx + 11, y - 9, chip, INK, 6, LEFT)
    if info["insurance"]:
        stage.text(x, y - 16, f"insured {info['insurance']}", DIM, 6, CENTER)
    if info["paid"] and view["phase"] == "settled":
        stage.text(x, y - 16, f"+{info['paid']}", GOLD, 8, CENTER)


def _button(stage: Stage, x: int, w: int, label: str, action: dict, picked: bool, greyed: bool) -> None:
    y, h = 214, 18
    stage.rect(x, y, w, h, GREYED if greyed else (PICKED if picked else BUTTON))
    if picked:
        stage.box(x, y, w, h, GOLD)
    stage.text(x + w // 2, y + 5, label, GREY_TEXT if greyed else INK, 8, CENTER)
    stage.hot(x, y, w, h, action)


def _panel(stage: Stage, view: dict, seat: "int | None") -> None:
    stage.rect(0, 210, 320, 30, rgb(28, 24, 34))
    if seat is None:
        return
    notice = view.get("notice", "")
    if view["phase"] == "betting" and "betting" in view:
        bet = view["betting"]
        _button(stage, 4, 30, "-", {"do": "size", "steps": -1}, False, False)
        stage.text(64, 219, f"Bet {bet['wager']}", GOLD, 8, CENTER)
        _button(stage, 94, 30, "+", {"do": "size", "steps": 1}, False, False)
        _button(stage, 130, 90, "Place bet", {"do": "bet", "amount": bet["wager"]}, True, bool(bet["reason"]))
        _button(stage, 226, 90, "Sit out", {"do": "sit_out"}, False, False)
        notice = bet["reason"] or notice
    elif "menu" in view:
        menu = view["menu"]
        w = 316 // len(menu)
        for k, item in enumerate(menu):
            if view["phase"] == "insurance":
                action = {"do": "insure", "take": item["name"] == "insure"}
            else:
                action = {"do": "act", "action": item["name"]}
            _button(stage, 2 + k * w, w - 2, LABELS[item["name"]], action, k == view["choice"], bool(item["reason"]))
        picked = menu[view["choice"]]
        notice = picked["reason"] or notice
    elif view["phase"] == "settled":
        stage.text(160, 219, "Cross (or click) for the next hand", INK, 8, CENTER)
        stage.hot(0, 0, 320, 240, {"do": "next"})
    elif view["phase"] == "over":
        stage.text(160, 219, "The table is closed", INK, 8, CENTER)
    else:
        stage.text(160, 219, "Waiting for the other seats", DIM, 8, CENTER)
    if notice:
        stage.rect(0, 199, 320, 11, rgb(60, 30, 30))
        stage.text(160, 201, notice, INK, 6, CENTER)
    _clock(stage, view, 199 - 10 if notice else 200)


def _clock(stage: Stage, view: dict, y: int) -> None:
    """Draw the turn clock above the buttons while it runs (only where other people wait: online, hot seat)."""
    if not view.get("clocked") or view["phase"] not in ("betting", "insurance", "playing"):
        return
    to_act = view["to_act"]
    if view["phase"] != "betting" and (to_act < 0 or view["seats"][to_act]["ai"]):
        return
    who = "Bets close" if view["phase"] == "betting" else view["seats"][to_act]["name"]
    ui.clock(stage, 200, y, 116, view["clock"], view["clock_max"], who, size=6)
