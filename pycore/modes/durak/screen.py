"""Durak's screen on the 960 x 540 stage: the table seen from the local seat's chair, drawn from a view alone.

Opponents sit along the top, each a plate with its cards' backs fanned under it (a card it has
shown lies face up among them) and its part in the bout; the talon lies on the left with the
turned trump across under it, the discard on the right, the bout's pairs in the middle (each
beating card laid across its attack card), and the local hand fanned along the foot, eight
cards a page, beside the buttons (Play, Take, Pass on in perevodnoy, Done), which never move
or change size. Cards fly between places as the view's flights say (the rules time them);
the hand's cards glide to their places in the fan (the look's motion kit, presentation only).
A spectator (seat None) watches from seat 0's chair.
"""

from __future__ import annotations

from pycore.cards52.face import suit_mark
from pycore.look import motion as motions, table, ui
from pycore.look.style import BODY, CAPTION, DIM, GOLD, GOLD_LIGHT, INK, LABEL, PANEL, RED, SEATS, SMALL, TITLE
from pycore.prims import CENTER, RIGHT, SANS, Stage, fit, measure, rgb

CW, CH = 66, 92                     # a card on the table
HW, HH = 84, 118                    # a card in the local hand
BW, BH = 36, 50                     # an opponent's card
TALON = (74, 200)                   # the talon's box (the trump across under it)
TRUMP = (35, 206)                   # the trump's box before it is turned across
DISCARD = (836, 206)
PAIR_STEP, PAIRS_Y = 94, 190
BEAT_DX, BEAT_DY, BEAT_TURN = 18, 24, 90
HAND_CX, HAND_Y, HAND_STEP, LIFT = 400, 376, 58, 22
PAGE = 8
PLATE_H = 50
ME_PLATE = (732, 342, 212)          # the local seat's plate, over its buttons: x, y, width
BUTTON_X, BUTTON_Y, BUTTON_W, BUTTON_H, BUTTON_GAP = 732, 400, 102, 44, 8
BUTTONS = (("play", "Play", "Cross"), ("take", "Take", "Square"), ("transfer", "Pass on", "Triangle"),
           ("end", "Done", "Circle"))
NOTICE = (480, 316)
SUIT_MARKS = {"clubs": "c", "diamonds": "d", "hearts": "h", "spades": "s"}


def screen(view: dict, seat: "int | None", stage: Stage) -> None:
    """Draw one frame of the table as ``seat`` sees it (None: a spectator in seat 0's chair)."""
    me = seat if seat is not None else 0
    stage.notice = NOTICE
    table.still(stage, "durak/table", _table)
    where = _chairs(view, me)
    _top(stage, view, me, seat is None)
    for s, at in where.items():
        _opponent(stage, view, s, at)
    _talon(stage, view)
    _discard(stage, view)
    _pairs(stage, view, me, seat is None)
    _hand(stage, view, me, seat is None)
    _flights(stage, view, me, where)
    if view["phase"] != "over":                       # the results sheet rises over the foot
        _me(stage, view, me)
    if view["phase"] == "stake":
        _stake_panel(stage, view, me, seat is None)
    elif view["phase"] == "over":
        _over_panel(stage, view)
    else:
        _buttons(stage, view)


def _table(stage: Stage) -> None:
    table.room(stage)
    table.felt(stage, 30, 150, 900, 200, rail=18, r=40)


# -- the seats -------------------------------------------------------------------------------------
def _chairs(view: dict, me: int) -> dict[int, tuple[int, int]]:
    """Return the middle of each opponent's plate, in play order from the local seat's left."""
    n = len(view["seats"])
    others = [(me + k) % n for k in range(1, n)]
    span = 912 // max(1, len(others))
    return {s: (24 + i * span + span // 2, 88) for i, s in enumerate(others)}


def _plate_w(view: dict) -> int:
    """Return how wide an opponent's plate is: wide while there is room along the top."""
    return min(220, 912 // max(1, len(view["seats"]) - 1) - 12)


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


def _count(n: int) -> str:
    return f"{n} card{'' if n == 1 else 's'}"


def _opponent(stage: Stage, view: dict, s: int, at: tuple[int, int]) -> None:
    info = view["seats"][s]
    x, y = at
    role = _role(view, s)
    shown = info["known"]
    count = info["count"]
    pw = _plate_w(view)
    for j, (cx, ang) in enumerate(table.fan(count, x, BW, 18, pw - 20, 60)):
        code = shown[j] if j < len(shown) else None
        table.lay(stage, code, cx, y + PLATE_H // 2 - 14 + table.drop(j, count, 8), BW, BH, ang)
    lit = role in ("attacks", "defends", "taking")
    team = f"  \u00b7  team {info['team'] + 1}" if view["partnerships"] else ""
    line = _count(count) + (f"  \u00b7  {role}" if role else "") + (" (done)" if info["passed"] and role
                                                                      and role != "out" else "") + team
    ui.plate(stage, x - pw // 2, y - PLATE_H // 2, pw, info["name"], line, SEATS[s % len(SEATS)], lit,
             info["out"], PLATE_H)


def _me(stage: Stage, view: dict, me: int) -> None:
    info = view["seats"][me]
    role = _role(view, me)
    x, y, w = ME_PLATE
    team = f"  \u00b7  team {info['team'] + 1}" if view["partnerships"] else ""
    line = (role + (" (done)" if info["passed"] and role else "") if role else _count(info["count"])) + team
    ui.plate(stage, x, y, w, info["name"], line, SEATS[me % len(SEATS)], role in ("attacks", "defends", "taking"),
             info["out"], PLATE_H)


# -- the top band ----------------------------------------------------------------------------------
def _turn_words(view: dict, me: int, spectator: bool) -> tuple[str, bool]:
    seats, phase = view["seats"], view["phase"]
    if phase == "stake":
        return ("Set your stake, then deal" if not spectator and not seats[me]["staked"] else
                "Waiting for the stakes"), not spectator
    if phase == "deal":
        return "Dealing\u2026", False
    if phase == "over":
        return "The game is over", False
    if phase == "settle":
        return "The bout is over", False
    d, lead = view["defender"], view["leader"]
    if not spectator and d == me:
        return ("You take: the others may throw in" if view["taking"] else
                "Defend: beat every card, or take them"), True
    if not spectator and me in view["attackers"]:
        return ("Attack: lead a card" if not view["table"] and me == lead else
                "Throw in a rank on the table, or Done"), True
    return f"{seats[lead]['name']} attacks {seats[d]['name']}" if 0 <= lead < len(seats) and 0 <= d < len(seats) \
        else "", False


def _top(stage: Stage, view: dict, me: int, spectator: bool) -> None:
    words, mine = _turn_words(view, me, spectator)
    sub = view["log"][-1] if view["log"] else ""
    table.turn_line(stage, words, sub, GOLD if mine else INK, width=470)
    variant = view["variant"].capitalize()
    bout = f"Bout {view['bouts'] + 1}" if view["phase"] in ("bout", "settle") else ""
    stake = view["seats"][me]["stake"]
    info = "  \u00b7  ".join(p for p in (f"Durak {variant}", bout, f"Stake {stake}" if stake else "") if p)
    stage.text(stage.width - table.MENU_CORNER - 16, 14, fit(info, 300, SMALL, bold=True), DIM, SMALL, RIGHT,
               bold=True)
    if view["trump"]:
        mark = SUIT_MARKS[view["trump"]]
        tx = stage.width - table.MENU_CORNER - 16
        text = f"Trump: {view['trump']}"
        stage.text(tx, 36, text, GOLD_LIGHT, SMALL, RIGHT, bold=True)
        suit_mark(stage, tx - measure(text, SMALL, SANS, True) - 12, 44, mark, RED if mark in "dh" else INK, 7)


# -- the talon, the trump and the discard ----------------------------------------------------------
def _talon(stage: Stage, view: dict) -> None:
    if view["trump_card"]:
        table.lay(stage, view["trump_card"], TRUMP[0], TRUMP[1], CW, CH, 1024)     # across, under the talon
    elif view["trump"]:
        mark = SUIT_MARKS[view["trump"]]
        stage.ellipse(TALON[0] + CW // 2, TALON[1] + CH // 2, 28, 28, rgb(0, 0, 0, 90))
        suit_mark(stage, TALON[0] + CW // 2, TALON[1] + CH // 2, mark, RED if mark in "dh" else INK, 16)
    for k in range(min(4, (view["talon"] + 5) // 6)):
        table.lay(stage, None, TALON[0] - k * 2, TALON[1] - k * 2, CW, CH, 0, shadow=k == 0)
    left = view["talon"] + (1 if view["trump_card"] else 0)
    table.pill(stage, TALON[0] + CW // 2, TALON[1] + CH + 12, f"{left} left", INK if left else DIM)


def _discard(stage: Stage, view: dict) -> None:
    for k in range(min(4, (view["discard"] + 5) // 6)):
        table.lay(stage, None, DISCARD[0] + k * 3, DISCARD[1] - k * 2, CW, CH, (k * 37) % 160 - 80,
                  shadow=k == 0)
    table.pill(stage, DISCARD[0] + CW // 2, DISCARD[1] + CH + 12, f"{view['discard']} out", DIM)


# -- the bout's pairs ------------------------------------------------------------------------------
def _pairs_count(view: dict) -> int:
    """Return how many pairs the row is laid out for: those on the table and one a card is flying to."""
    coming = [f["to"][1] // 2 + 1 for f in view["flights"] if f["to"][0] == "table"]
    return max([len(view["table"])] + coming)


def _slot_xy(index: int, count: int = 6) -> tuple[int, int]:
    """Return where a table spot lies: attack card of pair k at even index 2k, its beating card at 2k + 1
    (the row of ``count`` pairs centred on the felt, six to a row)."""
    pair = index // 2
    row = min(6, count - (pair // 6) * 6) if count > 0 else 1
    left = 480 - (row * PAIR_STEP - 12) // 2
    x = left + (pair % 6) * PAIR_STEP
    y = PAIRS_Y + (pair // 6) * 20
    return (x + BEAT_DX, y + BEAT_DY) if index % 2 else (x, y)


def _pairs(stage: Stage, view: dict, me: int, spectator: bool) -> None:
    m = motions.of(stage)
    mine = not spectator and view["defender"] == me and view["phase"] == "bout"
    count = _pairs_count(view)
    for k, (attack, defence) in enumerate(view["table"]):
        x, y = m.glide(("durak/table", attack), *_slot_xy(2 * k, count), 12)
        aimed = mine and not defence and view.get("target") == k
        table.lay(stage, attack, x, y, CW, CH, 0, glow=200 if aimed else 0)
        if defence:
            table.lay(stage, defence, x + BEAT_DX, y + BEAT_DY, CW, CH, BEAT_TURN)
        elif mine:
            stage.hot(x, y, CW, CH, {"do": "beat", "slot": k})


# -- the local hand ---------------------------------------------------------------------------------
def _hand_slots(count: int) -> list[tuple[int, int]]:
    return table.fan(count, HAND_CX, HW, HAND_STEP, 8 * HAND_STEP + HW - HAND_STEP, 40)


def _hand(stage: Stage, view: dict, me: int, spectator: bool) -> None:
    m = motions.of(stage)
    cards = view["seats"][me]["cards"]
    if not cards:
        return
    cursor = view.get("cursor", 0)
    page = cursor // PAGE
    pages = (len(cards) + PAGE - 1) // PAGE
    shown = cards[page * PAGE:(page + 1) * PAGE]
    slots = _hand_slots(len(shown))
    for i, code in enumerate(shown):
        index = page * PAGE + i
        x, ang = slots[i]
        lifted = index == cursor and not spectator
        y = HAND_Y + table.drop(i, len(shown), 6) - (LIFT if lifted else 0)
        gx, gy = m.glide(("durak/hand", code), x, y, 10, start=(HAND_CX - HW // 2, HAND_Y + 30))
        table.lay(stage, code, gx, gy, HW, HH, ang, glow=190 if lifted else 0)
    if not spectator:                                  # each card's visible strip is its hotspot, the last whole
        for i in range(len(shown)):
            index = page * PAGE + i
            x = slots[i][0]
            w = (slots[i + 1][0] - x) if i + 1 < len(shown) else HW
            lifted = index == cursor
            y = HAND_Y - (LIFT if lifted else 0)
            stage.hot(x, y, w, HH, {"do": "play"} if lifted else {"do": "select", "index": index})
    if pages > 1:
        left, right = slots[0][0] - 46, slots[-1][0] + HW + 6
        ui.button(stage, left, HAND_Y + 40, 40, 56, "\u2039", {"do": "page", "step": -1},
                  ui.NORMAL if page else ui.DISABLED, size=TITLE)
        if not page:
            stage.hot(left, HAND_Y + 40, 40, 56, {"do": "page", "step": -1})
        ui.button(stage, right, HAND_Y + 40, 40, 56, "\u203a", {"do": "page", "step": 1},
                  ui.NORMAL if page < pages - 1 else ui.DISABLED, size=TITLE)
        if page >= pages - 1:
            stage.hot(right, HAND_Y + 40, 40, 56, {"do": "page", "step": 1})


# -- cards in flight -------------------------------------------------------------------------------
def _place_xy(place: list, me: int, where: dict[int, tuple[int, int]], count: int) -> tuple[int, int, int, int]:
    """Return where a place lies and a card's size there: x, y, w, h."""
    kind, index = place
    if kind == "talon":
        return TALON[0], TALON[1], CW, CH
    if kind == "trump":
        return TRUMP[0], TRUMP[1], CW, CH
    if kind == "discard":
        return DISCARD[0], DISCARD[1], CW, CH
    if kind == "table":
        x, y = _slot_xy(index, count)
        return x, y, CW, CH
    if index == me:
        return HAND_CX - HW // 2, HAND_Y + 30, HW, HH
    x, y = where.get(index, (480, 88))
    return x - BW // 2, y, BW, BH


def _flights(stage: Stage, view: dict, me: int, where: dict[int, tuple[int, int]]) -> None:
    frame = view["frame"]
    count = _pairs_count(view)
    for f in view["flights"]:
        x0, y0, w0, h0 = _place_xy(f["from"], me, where, count)
        x1, y1, w1, h1 = _place_xy(f["to"], me, where, count)
        span = max(1, f["land"] - f["start"])
        t = min(span, max(0, frame - f["start"]))
        if t <= 0 and frame < f["start"]:
            continue                                   # waiting its turn at the talon
        e = motions.in_out_cubic(t * 1024 // span)
        x, y = motions.lerp(x0, x1, e), motions.lerp(y0, y1, e)
        w, h = motions.lerp(w0, w1, e), motions.lerp(h0, h1, e)
        table.lay(stage, f.get("card"), x, y, w, h, 0, 1024, motions.hump(t * 1024 // span, 14))


# -- the buttons and panels -------------------------------------------------------------------------
def button_boxes(variant: str) -> dict[str, tuple[int, int, int, int]]:
    """Return each button's box (x, y, w, h): Play and Take over Pass on and Done; Done across without Pass on."""
    boxes = {}
    for k, (do, _, _) in enumerate(BUTTONS):
        col, row = k % 2, k // 2
        boxes[do] = (BUTTON_X + col * (BUTTON_W + BUTTON_GAP), BUTTON_Y + row * (BUTTON_H + BUTTON_GAP),
                     BUTTON_W, BUTTON_H)
    if variant != "perevodnoy":
        del boxes["transfer"]
        x, y, _, h = boxes["end"]
        boxes["end"] = (BUTTON_X, y, 2 * BUTTON_W + BUTTON_GAP, h)
    return boxes


def _buttons(stage: Stage, view: dict) -> None:
    if view.get("you") is None:
        ui.hints(stage, [("Start", "menu")])
        return
    options = view.get("options", {})
    boxes = button_boxes(view["variant"])
    for do, words, key in BUTTONS:
        if do not in boxes:
            continue
        x, y, w, h = boxes[do]
        lit = options.get(do, False)
        ui.button(stage, x, y, w, h, words, {"do": do}, ui.NORMAL if lit else ui.DISABLED, key=key if lit else None,
                  size=BODY, tone=rgb(90, 66, 40) if lit else rgb(70, 56, 44))
        if not lit:                                    # a click still asks, and the rules say why not
            stage.hot(x, y, w, h, {"do": do})
    notice = view.get("notice", "")
    if notice:
        stage.text(stage.width // 2, stage.height - 30, fit(notice, stage.width - 80, SMALL, bold=True), RED, SMALL,
                   CENTER, bold=True)
        return
    hints = [("Left/Right", "card"), ("Cross", "play")]
    if view["defender"] == view.get("you") and len(view["table"]) > 1:
        hints.append(("Up/Down", "aim"))
    cards = view["seats"][view["you"]]["cards"]
    if len(cards) > PAGE:
        pages = (len(cards) + PAGE - 1) // PAGE
        hints.append(("L1/R1", f"page {view.get('cursor', 0) // PAGE + 1} of {pages}"))
    ui.hints(stage, hints)


def _stake_panel(stage: Stage, view: dict, me: int, spectator: bool) -> None:
    x, y, w, h = 300, 196, 360, 150
    ui.panel(stage, x, y, w, h, 16)
    info = view["seats"][me]
    low, high, _ = view["stake_range"]
    stage.text(480, y + 12, "Your stake", GOLD, LABEL, CENTER, bold=True)
    stage.text(480, y + 40, f"{info['stake']} coins", GOLD_LIGHT, TITLE, CENTER, bold=True)
    stage.text(480, y + 80, f"{low} to {high}" if high else "No coins: a free game", DIM, CAPTION, CENTER)
    if spectator:
        return
    ui.button(stage, x + 16, y + 36, 48, 44, "\u2212", {"do": "stake", "step": -1}, size=LABEL)
    ui.button(stage, x + w - 64, y + 36, 48, 44, "+", {"do": "stake", "step": 1}, size=LABEL)
    waiting = info["staked"]
    ui.button(stage, x + 60, y + h - 54, w - 120, 44, "Waiting for the others" if waiting else "Deal",
              {"do": "deal"}, ui.NORMAL if waiting else ui.FOCUS, key=None if waiting else "Cross", size=BODY)
    ui.hints(stage, [("Up/Down", "stake"), ("Cross", "deal")])


def _over_panel(stage: Stage, view: dict) -> None:
    losers = view["losers"]
    outcome = view["outcome"]
    if outcome == "durak":
        names = " and ".join(view["seats"][s]["name"] for s in losers)
        line = f"{names}: durak!"
    elif outcome == "draw":
        line = "A draw: the last cards went out together"
    else:
        line = "A push: stakes back"
    ui.panel(stage, 200, 200, 560, 64, 16, PANEL)
    stage.text(480, 218, fit(line, 520, LABEL, bold=True), GOLD, LABEL, CENTER, bold=True)
