"""Durak's screen: the table seen from the local seat's chair, drawn from a view alone.

Opponents sit along the top with their card backs and roles; the talon with the turned
trump lies on the left, the discard on the right, the bout's pairs in the middle (each
defence card across its attack card), and the local hand along the bottom, eight cards a
page, under four action buttons that never move or change size. Cards in flight glide
from place to place with smoothstep easing, timed from the view's flights, so the screen
stays a pure function of the view. A spectator (seat None) watches from seat 0's chair.
"""

from __future__ import annotations

from pycore.cards52.face import back, face, suit_mark
from pycore.prims import CENTER, LEFT, RIGHT, Stage, fit, rgb, with_alpha

BACKDROP = rgb(22, 26, 30)
FELT = rgb(30, 96, 62)
FELT_EDGE = rgb(18, 64, 42)
INK = rgb(240, 234, 220)
DIM = rgb(168, 160, 146)
GOLD = rgb(236, 190, 76)
RED = rgb(214, 84, 70)
PLATE = rgb(40, 36, 46)
BUTTON = rgb(60, 54, 72)
BUTTON_LIT = rgb(150, 110, 40)
PICK = rgb(250, 220, 120)

CW, CH = 22, 30          # a card on the table
HW, HH = 28, 38          # a card in the local hand
TALON_X, TALON_Y = 12, 84
TRUMP_X = 38             # the turned trump lies beside the talon, its face in full view
DISCARD_X, DISCARD_Y = 284, 84
TABLE_X, TABLE_Y = 66, 66
PAIR_W, PAIR_H = 34, 40
HAND_X, HAND_Y = 26, 166
HAND_STEP = 34
PAGE = 8
BUTTONS = (("play", "Cross: play"), ("take", "Square: take"), ("transfer", "Tri: pass on"), ("end", "Circle: done"))
BUTTON_X, BUTTON_Y, BUTTON_W, BUTTON_H = 6, 218, 74, 18
SUIT_MARKS = {"clubs": "c", "diamonds": "d", "hearts": "h", "spades": "s"}


def screen(view: dict, seat: "int | None", stage: Stage) -> None:
    """Draw one frame of the table as ``seat`` sees it (None: a spectator in seat 0's chair)."""
    me = seat if seat is not None else 0
    stage.rect(0, 0, 320, 240, BACKDROP)
    stage.rect(4, 62, 312, 98, FELT_EDGE)
    stage.rect(6, 64, 308, 94, FELT)
    where = _chairs(view, me)
    _top_bar(stage, view, me)
    for s, (x, y) in where.items():
        _plate(stage, view, s, x, y)
    _talon(stage, view)
    _discard(stage, view)
    _table(stage, view, me)
    _hand(stage, view, me, seat is None)
    _flights(stage, view, me, where)
    _status(stage, view, me)
    _me(stage, view, me)
    _buttons(stage, view)
    if view["phase"] == "stake":
        _stake_panel(stage, view, me)
    elif view["phase"] == "over":
        _over_panel(stage, view, me)


def _chairs(view: dict, me: int) -> dict[int, tuple[int, int]]:
    """Return the top-left of each opponent's plate, in play order from the local seat's left."""
    n = len(view["seats"])
    others = [(me + k) % n for k in range(1, n)]
    width = 312 // max(1, len(others))
    return {s: (4 + i * width + (width - 60) // 2, 12) for i, s in enumerate(others)}


def _top_bar(stage: Stage, view: dict, me: int) -> None:
    variant = view["variant"].capitalize()
    bout = f"Bout {view['bouts'] + 1}" if view["phase"] in ("bout", "settle") else view["phase"].capitalize()
    stage.text(4, 2, f"Durak {variant}  {bout}", DIM, 7, LEFT)
    if view["trump"]:
        stage.text(226, 2, f"Trump: {view['trump']}", GOLD, 7, RIGHT)
    stake = view["seats"][me]["stake"]
    stage.text(316, 2, f"Stake {stake}" if stake else "No stake", INK, 7, RIGHT)


def _role(view: dict, s: int) -> str:
    if view["seats"][s]["out"]:
        return "out"
    if view["phase"] not in ("bout", "settle"):
        return ""
    if s == view["defender"]:
        return "taking" if view["taking"] else "defends"
    if s == view["leader"]:
        return "attacks"
    return "throws in" if s in view["attackers"] else ""


def _plate(stage: Stage, view: dict, s: int, x: int, y: int) -> None:
    info = view["seats"][s]
    role = _role(view, s)
    lit = role in ("attacks", "defends", "taking")
    stage.rect(x, y, 60, 46, PLATE)
    stage.box(x, y, 60, 46, GOLD if lit else FELT_EDGE)
    stage.text(x + 30, y + 2, fit(info["name"], 56, 7), INK, 7, CENTER)
    team = f" T{info['team'] + 1}" if view["partnerships"] else ""
    count = info["count"]
    stage.text(x + 30, y + 11, f"{count} card{'' if count == 1 else 's'}{team}", DIM, 6, CENTER)
    shown = info["known"]
    for i in range(min(count, 8)):
        cx = x + 4 + i * 6
        if i < len(shown):
            face(stage, cx, y + 19, shown[i], 10, 14)
        else:
            back(stage, cx, y + 19, 10, 14)
    if role:
        stage.text(x + 30, y + 36, role + (" (done)" if info["passed"] and role != "out" else ""),
                   RED if role in ("defends", "taking") else GOLD, 6, CENTER)


def _talon(stage: Stage, view: dict) -> None:
    if view["trump_card"]:
        face(stage, TRUMP_X, TALON_Y, view["trump_card"], CW, CH)
    elif view["trump"]:
        mark = SUIT_MARKS[view["trump"]]
        suit_mark(stage, TRUMP_X + CW // 2, TALON_Y + CH // 2, mark, RED if mark in "dh" else INK, 5)
    if view["talon"]:
        for k in range(min(3, view["talon"])):
            back(stage, TALON_X - k, TALON_Y - k, CW, CH)
    stage.text(TALON_X + 24, TALON_Y + CH + 8, f"{view['talon'] + (1 if view['trump_card'] else 0)} left",
               DIM, 6, CENTER)


def _discard(stage: Stage, view: dict) -> None:
    if view["discard"]:
        for k in range(min(3, view["discard"] // 4 + 1)):
            back(stage, DISCARD_X - k, DISCARD_Y - k, CW, CH)
    stage.text(DISCARD_X + 11, DISCARD_Y + CH + 8, f"{view['discard']} out", DIM, 6, CENTER)


def _slot_xy(index: int) -> tuple[int, int]:
    """Return where a table spot lies: attack cards of pair k at even index 2k, their defence at 2k + 1."""
    pair = index // 2
    x = TABLE_X + (pair % 6) * PAIR_W
    y = TABLE_Y + (pair // 6) * PAIR_H
    return (x + 7, y + 7) if index % 2 else (x, y)


def _table(stage: Stage, view: dict, me: int) -> None:
    mine = view.get("you") is not None and view["defender"] == me and view["phase"] == "bout"
    for k, (attack, defence) in enumerate(view["table"]):
        x, y = _slot_xy(2 * k)
        face(stage, x, y, attack, CW, CH)
        if defence:
            dx, dy = _slot_xy(2 * k + 1)
            face(stage, dx, dy, defence, CW, CH)
        elif mine:
            if view.get("target") == k:
                stage.box(x - 2, y - 2, CW + 4, CH + 4, PICK, 2)
            stage.hot(x, y, CW, CH, {"do": "beat", "slot": k})


def _hand(stage: Stage, view: dict, me: int, spectator: bool) -> None:
    cards = view["seats"][me]["cards"]
    if not cards:
        if spectator or not view["seats"][me]["count"]:
            return
    cursor = view.get("cursor", 0)
    page = cursor // PAGE if cards else 0
    pages = (len(cards) + PAGE - 1) // PAGE
    for i, code in enumerate(cards[page * PAGE:(page + 1) * PAGE]):
        index = page * PAGE + i
        x = HAND_X + i * HAND_STEP
        lifted = index == cursor and not spectator
        y = HAND_Y - (6 if lifted else 0)
        face(stage, x, y, code, HW, HH)
        if lifted:
            stage.box(x - 1, y - 1, HW + 2, HH + 2, PICK, 2)
        if not spectator:
            stage.hot(x, y, HW, HH, {"do": "play"} if lifted else {"do": "select", "index": index})
    if pages > 1:
        stage.text(HAND_X - 8, HAND_Y + 14, "<", INK if page else DIM, 10, CENTER)
        stage.text(HAND_X + PAGE * HAND_STEP - 2, HAND_Y + 14, ">", INK if page < pages - 1 else DIM, 10, CENTER)
        stage.hot(0, HAND_Y, HAND_X - 2, HH, {"do": "page", "step": -1})
        stage.hot(HAND_X + PAGE * HAND_STEP - 8, HAND_Y, 20, HH, {"do": "page", "step": 1})
        stage.text(160, HAND_Y + HH + 2, f"page {page + 1}/{pages} (L1/R1)", DIM, 6, CENTER)


def _place_xy(view: dict, place: list, me: int, where: dict[int, tuple[int, int]]) -> tuple[int, int]:
    kind, index = place
    if kind == "talon":
        return TALON_X, TALON_Y
    if kind == "trump":
        return TRUMP_X, TALON_Y
    if kind == "discard":
        return DISCARD_X, DISCARD_Y
    if kind == "table":
        return _slot_xy(index)
    if index == me:
        return 150, HAND_Y
    x, y = where.get(index, (150, 12))
    return x + 20, y + 16


def _flights(stage: Stage, view: dict, me: int, where: dict[int, tuple[int, int]]) -> None:
    frame = view["frame"]
    for f in view["flights"]:
        x0, y0 = _place_xy(view, f["from"], me, where)
        x1, y1 = _place_xy(view, f["to"], me, where)
        span = max(1, f["land"] - f["start"])
        t = min(span, max(0, frame - f["start"]))
        eased = t * t * (3 * span - 2 * t)        # smoothstep, scaled by span cubed
        whole = span * span * span
        x = x0 + (x1 - x0) * eased // whole
        y = y0 + (y1 - y0) * eased // whole
        if "card" in f:
            face(stage, x, y, f["card"], CW, CH)
        else:
            back(stage, x, y, CW, CH)


def _status(stage: Stage, view: dict, me: int) -> None:
    notice = view.get("notice", "")
    if notice:
        stage.rect(6, 146, 308, 11, with_alpha(RED, 200))
        stage.text(160, 147, fit(notice, 300, 7), INK, 7, CENTER)
    elif view["log"]:
        stage.text(160, 147, fit(view["log"][-1], 300, 7), DIM, 7, CENTER)


def _me(stage: Stage, view: dict, me: int) -> None:
    """Label the local seat's own part in the bout, under its hand."""
    role = _role(view, me)
    info = view["seats"][me]
    team = f", team {info['team'] + 1}" if view["partnerships"] else ""
    text = f"You{team}: {role}" if role else f"You{team}"
    stage.text(160, 207, fit(text + (" (done)" if info["passed"] and role else ""), 300, 6), GOLD, 6, CENTER)


def _buttons(stage: Stage, view: dict) -> None:
    options = view.get("options", {})
    if view.get("you") is None:
        return
    shown = [b for b in BUTTONS if b[0] != "transfer" or view.get("variant") == "perevodnoy"]   # perevodnoy only
    for i, (do, label) in enumerate(shown):
        x = BUTTON_X + i * (BUTTON_W + 4)
        lit = options.get(do, False)
        stage.rect(BUTTON_X + i * (BUTTON_W + 4), BUTTON_Y, BUTTON_W, BUTTON_H, BUTTON_LIT if lit else BUTTON)
        stage.text(x + BUTTON_W // 2, BUTTON_Y + 5, label, INK if lit else DIM, 7, CENTER)
        stage.hot(x, BUTTON_Y, BUTTON_W, BUTTON_H, {"do": do})


def _stake_panel(stage: Stage, view: dict, me: int) -> None:
    x, y, w, h = 70, 70, 180, 80
    stage.rect(x, y, w, h, PLATE)
    stage.box(x, y, w, h, GOLD)
    info = view["seats"][me]
    low, high, _ = view["stake_range"]
    stage.text(160, y + 6, "Your stake", INK, 9, CENTER)
    stage.text(160, y + 22, f"{info['stake']} coins", GOLD, 12, CENTER)
    stage.text(160, y + 40, f"Up/Down: {low} to {high}", DIM, 7, CENTER)
    if view.get("you") is None:
        return
    for label, act, bx in (("-", {"do": "stake", "step": -1}, x + 10), ("+", {"do": "stake", "step": 1}, x + w - 34)):
        stage.rect(bx, y + 20, 24, 16, BUTTON)
        stage.text(bx + 12, y + 22, label, INK, 10, CENTER)
        stage.hot(bx, y + 20, 24, 16, act)
    waiting = info["staked"]
    stage.rect(x + 40, y + 54, 100, 18, BUTTON if waiting else BUTTON_LIT)
    stage.text(160, y + 59, "Waiting for others" if waiting else "Cross: deal", INK, 7, CENTER)
    stage.hot(x + 40, y + 54, 100, 18, {"do": "deal"})


def _over_panel(stage: Stage, view: dict, me: int) -> None:
    losers = view["losers"]
    outcome = view["outcome"]
    if outcome == "durak":
        names = " and ".join(view["seats"][s]["name"] for s in losers)
        line = f"{names}: durak!"
    elif outcome == "draw":
        line = "A draw: the last cards went out together"
    else:
        line = "A push: stakes back"
    stage.rect(40, 100, 240, 20, PLATE)
    stage.text(160, 105, fit(line, 232, 9), GOLD, 9, CENTER)
