"""Buckshot's screen on the 960 x 540 stage: the shotgun on the table, the shells by count, both players, a log.

The other player sits across the table (the top row), the viewing seat on the near side (the
bottom row): each a plate, its charges as lit pips and its items as small objects with their
names (the cuffs on the wrists of the player who will skip a turn). Between them lies the
shotgun, drawn as an object (stock, receiver, pump, barrel; sawn short while the saw's double
damage waits). At a load its shells stand in a row, the live ones (red) first and the blanks
(grey) after, so the picture says the counts and never the order; afterwards the counts left
in the gun. The panel on the right holds the round, the rounds won, the stake, what the
viewer's glass saw and a short log: the last lines of what happened (kept by the screen's
Motion, presentation only). The player on turn gets a button for each shot and each kind of
item held, the cursor's lit, and the hint line of their keys.
"""

from __future__ import annotations

from pycore.look import motion, ui
from pycore.look.style import (BUTTON_H, CAPTION, DIM, FAINT, GOLD, GOLD_LIGHT, GREEN, HEAD, INK, LABEL, PAD, PANEL,
                               RED, SEATS, SMALL, WOOD, WOOD_DARK, WOOD_LIGHT)
from pycore.prims import CENTER, RIGHT, SANS, Stage, fit, line_height, mix, rgb, with_alpha, wrap

FELT = rgb(38, 54, 44)
FELT_LIT = rgb(62, 84, 66)
LIVE = rgb(200, 44, 36)
BLANK = rgb(150, 150, 146)
BRASS = rgb(214, 178, 84)
STEEL = rgb(118, 124, 132)
STEEL_DARK = rgb(46, 50, 56)
ITEM_SHORT = {"glass": "Glass", "beer": "Beer", "cigarettes": "Smokes", "saw": "Saw", "cuffs": "Cuffs"}
LABELS = {"them": "Shoot them", "self": "Shoot self"}
TABLE_X, TABLE_W = 16, 608
PANEL_X, PANEL_W = 640, 304
FAR_Y, GUN_Y, NEAR_Y = 66, 178, 340     # the other player's row, the gun's felt, the viewer's row
ROW_H = 96
BUTTONS_Y = 446
LOG_LINES = 4


def screen(view: dict, seat: "int | None", stage: Stage) -> None:
    """Draw one frame of ``view`` for ``seat`` on the 960 x 540 stage."""
    stage.backdrop = rgb(18, 15, 13)
    stage.radial(TABLE_X + TABLE_W // 2, 270, 620, [(0, rgb(60, 46, 36)), (1024, rgb(18, 15, 13))])
    stage.rect(0, 0, stage.width, stage.height, rgb(18, 15, 13))
    me = seat if seat in (0, 1) else 0
    _top(stage, view, seat)
    _felt(stage, view)
    _side(stage, view, 1 - me, FAR_Y)
    _side(stage, view, me, NEAR_Y)
    _panel(stage, view, me)
    _choices(stage, view, seat)


def _top(stage: Stage, view: dict, seat: "int | None") -> None:
    """Draw the top band: the game's name and what is happening (the menu corner left clear)."""
    ui.title(stage, 16, 12, "Buckshot", 150, HEAD + 4)
    turn, name = view["turn"], view["names"][view["turn"]]
    you = seat == turn and not view["ai"][turn]
    if view["phase"] == "over":
        a, b = view["wins"]
        w = 0 if a > b else 1
        words = ("The duel is drawn" if a == b else "You win the duel" if w == seat
                 else f"{view['names'][w]} wins the duel")
        tone = GREEN if a != b and w == seat else GOLD_LIGHT
    elif view["phase"] == "load":
        words, tone = "The gun is loaded", INK
    else:
        words, tone = ("Your turn" if you else f"{name}'s turn"), GOLD if you else INK
    ui.label(stage, 176, 16, words, PANEL_X - 190, HEAD, tone, bold=True)


# -- the table and the gun --------------------------------------------------------------------
def _felt(stage: Stage, view: dict) -> None:
    """Draw the wooden table's felt in the middle, the gun on it, and the shells of a load or the counts left."""
    x, y, w, h = TABLE_X, GUN_Y - 8, TABLE_W, NEAR_Y - GUN_Y - 2
    stage.push()
    stage.shadow(18, 0, 6, rgb(0, 0, 0, 160))
    stage.rrect(x - 6, y - 6, w + 12, h + 12, 18, WOOD_DARK)
    stage.pop()
    stage.linear(x, y - 6, x, y + h + 6, [(0, WOOD_LIGHT), (500, WOOD), (1024, WOOD_DARK)])
    stage.rrect(x - 6, y - 6, w + 12, h + 12, 18, WOOD)
    stage.radial(x + w // 2, y + h // 2, w * 2 // 3, [(0, FELT_LIT), (1024, mix(FELT, rgb(0, 0, 0), 1, 3))])
    stage.rrect(x, y, w, h, 14, FELT)
    cx = x + w // 2
    if view["phase"] == "load":
        live, blank = view["loaded"]
        n = live + blank
        step = 34
        x0 = cx - (n * step) // 2
        for i in range(n):
            _shell(stage, x0 + i * step + 6, y + 24, i < live)
        ui.label(stage, cx, y + 112, f"{live} live, {blank} blank", 300, LABEL, INK, CENTER, bold=True)
        return
    _gun(stage, cx - 230, y + 34, view["saw"])
    # the shells left, by count: a row of small red, then grey, never in the gun's order
    left = [True] * view["live"] + [False] * view["blank"]
    sx = cx - len(left) * 9
    for i, live in enumerate(left):
        stage.rrect(sx + i * 18 + 3, y + 96, 12, 20, 3, LIVE if live else BLANK)
        stage.rect(sx + i * 18 + 3, y + 110, 12, 6, BRASS)
    ui.label(stage, cx, y + 124, f"Left in the gun: {view['live']} live, {view['blank']} blank", 420, SMALL, INK,
             CENTER, bold=True)
    if view["saw"]:
        ui.badge(stage, x + w - 14, y + 12, "Sawn off: double damage", RED, INK, SMALL, align=RIGHT)


def _shell(stage: Stage, x: int, y: int, live: bool) -> None:
    """Draw one shell standing up: a red (live) or grey (blank) hull on a brass head."""
    body = LIVE if live else BLANK
    stage.push()
    stage.shadow(6, 2, 3, rgb(0, 0, 0, 150))
    stage.rrect(x, y, 22, 64, 5, body)
    stage.pop()
    stage.linear(x, y, x + 22, y, [(0, mix(body, rgb(255, 255, 255), 1, 3)), (1024, mix(body, rgb(0, 0, 0), 1, 3))])
    stage.rrect(x, y, 22, 64, 5, body)
    stage.linear(x, y + 48, x + 22, y + 48, [(0, GOLD_LIGHT), (1024, mix(BRASS, rgb(0, 0, 0), 1, 3))])
    stage.rrect(x - 1, y + 48, 24, 18, 3, BRASS)
    stage.rect(x - 1, y + 62, 24, 4, mix(BRASS, rgb(0, 0, 0), 1, 3))
    stage.ring(x + 11, y + 6, 6, 3, with_alpha(rgb(0, 0, 0), 90), 1)


def _gun(stage: Stage, x: int, y: int, sawn: bool) -> None:
    """Draw the shotgun from the side, pointing right: the stock, the receiver, the pump and the barrel."""
    end = x + (380 if sawn else 460)
    stock = [x, y + 12, x + 118, y + 6, x + 126, y + 30, x + 86, y + 28, x + 8, y + 50]   # butt to grip
    stage.push()
    stage.shadow(10, 4, 8, rgb(0, 0, 0, 170))
    stage.poly(stock, WOOD_DARK)
    stage.pop()
    # the stock: a wooden wedge from the butt to the grip
    stage.linear(x, y, x, y + 48, [(0, WOOD_LIGHT), (1024, WOOD_DARK)])
    stage.poly(stock, WOOD)
    stage.rect(x - 2, y + 10, 8, 42, rgb(30, 22, 18))                    # the butt pad
    # the receiver and the trigger guard
    stage.linear(0, y + 2, 0, y + 30, [(0, mix(STEEL, rgb(255, 255, 255), 1, 4)), (1024, STEEL_DARK)])
    stage.rrect(x + 116, y + 2, 80, 28, 5, STEEL)
    stage.ring(x + 140, y + 36, 10, 8, STEEL_DARK, 3)
    stage.line(x + 142, y + 30, x + 138, y + 40, rgb(20, 20, 22), 3)
    # the barrel over the magazine tube, and the pump on them
    stage.linear(0, y + 4, 0, y + 14, [(0, rgb(190, 196, 204)), (1024, STEEL_DARK)])
    stage.rect(x + 194, y + 4, end - x - 194, 10, STEEL)
    stage.linear(0, y + 15, 0, y + 24, [(0, STEEL), (1024, STEEL_DARK)])
    stage.rect(x + 194, y + 15, min(end, x + 400) - x - 194, 9, STEEL)
    stage.linear(0, y + 12, 0, y + 30, [(0, WOOD_LIGHT), (1024, WOOD_DARK)])
    stage.rrect(x + 250, y + 12, 90, 18, 6, WOOD)
    for k in range(6):
        stage.line(x + 260 + k * 13, y + 14, x + 260 + k * 13, y + 28, with_alpha(WOOD_DARK, 160), 2)
    if sawn:                                                                # the rough cut end
        stage.poly([end, y + 3, end + 5, y + 6, end + 2, y + 9, end + 6, y + 12, end, y + 15], rgb(220, 110, 90))
    else:
        stage.rect(end - 6, y + 1, 4, 4, rgb(200, 204, 210))                 # the bead sight
    stage.ellipse(end, y + 9, 2, 4, rgb(12, 12, 12))


# -- the players ------------------------------------------------------------------------------
def _side(stage: Stage, view: dict, s: int, y: int) -> None:
    """Draw a player's row: the plate, the charges as lit pips, the items as small objects, and the cuffs."""
    on_turn = view["turn"] == s and view["phase"] == "turn"
    most = view["max_charges"]
    have = view["charges"][s]
    cuffed = view["cuffed"] and view["turn"] != s and view["phase"] != "over"
    line = f"{have} of {most} charges" + ("  ·  cuffed" if cuffed else "")
    ui.plate(stage, TABLE_X, y, 236, view["names"][s], line, SEATS[s], active=on_turn)
    for i in range(most):                                                   # the charges: lit bulbs
        cx, cy = TABLE_X + 14 + i * 24, y + 76
        if i < have:
            stage.ellipse(cx, cy, 11, 11, with_alpha(GOLD_LIGHT, 60))
            stage.radial(cx, cy, 8, [(0, rgb(255, 250, 210)), (1024, rgb(236, 170, 40))], cx - 2, cy - 2)
            stage.ellipse(cx, cy, 7, 7, GOLD)
        else:
            stage.ellipse(cx, cy, 7, 7, rgb(46, 40, 32))
            stage.ring(cx, cy, 7, 7, FAINT, 1)
    items = view["items"][s]
    x0 = TABLE_X + 250
    for i, item in enumerate(items):
        col, row = i % 6, i // 6
        _item(stage, x0 + col * 60, y + row * 48, item)
    if cuffed:                                                             # the cuffs, on the wrists that wait
        stage.ring(TABLE_X + 212, y + 14, 6, 6, rgb(200, 204, 210), 3)
        stage.ring(TABLE_X + 224, y + 14, 6, 6, rgb(200, 204, 210), 3)


def _item(stage: Stage, x: int, y: int, item: str) -> None:
    """Draw an item as a small object over its name, in a 56 x 44 box at (x, y)."""
    stage.rrect(x, y, 56, 44, 8, with_alpha(PANEL, 220))
    stage.rrbox(x, y, 56, 44, 8, rgb(86, 70, 52), 1)
    cx, cy = x + 28, y + 14
    if item == "glass":
        stage.line(cx + 4, cy + 4, cx + 12, cy + 10, WOOD_LIGHT, 4)
        stage.ellipse(cx - 2, cy - 2, 7, 7, with_alpha(rgb(170, 210, 240), 120))
        stage.ring(cx - 2, cy - 2, 7, 7, rgb(210, 214, 220), 2)
    elif item == "beer":
        stage.rrect(cx - 6, cy - 9, 12, 20, 3, rgb(54, 120, 70))
        stage.rect(cx - 6, cy - 3, 12, 7, rgb(236, 220, 160))
        stage.ellipse(cx, cy - 9, 6, 2, rgb(200, 204, 210))
    elif item == "cigarettes":
        stage.rect(cx - 9, cy - 8, 18, 19, rgb(236, 232, 224))
        stage.rect(cx - 9, cy - 2, 18, 13, rgb(196, 44, 40))
        for k in (-5, 0, 5):
            stage.rect(cx + k - 2, cy - 12, 4, 5, rgb(220, 160, 90))
    elif item == "saw":
        stage.poly([cx - 12, cy - 4, cx + 10, cy - 6, cx + 10, cy + 4, cx - 12, cy + 6], rgb(196, 200, 206))
        for k in range(6):
            stage.tri(cx - 12 + k * 4, cy + 6, cx - 10 + k * 4, cy + 9, cx - 8 + k * 4, cy + 5, rgb(160, 164, 170))
        stage.rrect(cx + 8, cy - 8, 8, 16, 3, WOOD)
    else:
        stage.ring(cx - 6, cy, 6, 6, rgb(200, 204, 210), 3)
        stage.ring(cx + 6, cy, 6, 6, rgb(200, 204, 210), 3)
    stage.text(cx, y + 26, fit(ITEM_SHORT[item], 54, CAPTION, SANS, True), INK, CAPTION, CENTER, SANS, True)


# -- the panel and the log -----------------------------------------------------------------------
def _log(stage: Stage, view: dict) -> tuple[str, ...]:
    """Return the last few lines of what happened, the newest last (the screen's memory: presentation only)."""
    m = motion.of(stage)
    line = view["line"]
    kept = m.was(("buckshot", "log"), (line,))
    if not isinstance(kept, tuple) or not kept:
        kept = (line,)
    if kept[-1] != line:
        kept = (kept + (line,))[-LOG_LINES:]
    m.was(("buckshot", "log"), kept)
    return kept


def _panel(stage: Stage, view: dict, me: int) -> None:
    """Draw the panel: the round, the rounds won, the stake, the viewer's glass, and the log."""
    x, y, w, h = PANEL_X, 64, PANEL_W, 372
    ui.panel(stage, x, y, w, h)
    cx, cw = x + PAD, w - 2 * PAD
    cy = y + PAD
    ui.label(stage, cx, cy, f"Round {view['round'] + 1} of {view['rounds']}", cw, LABEL, GOLD, bold=True)
    cy += LABEL + 10
    for s in (me, 1 - me):                                                # the rounds won, as notches
        ui.label(stage, cx, cy, view["names"][s], cw - 90, SMALL, INK)
        need = view["rounds"] // 2 + 1
        for k in range(need):
            bx = cx + cw - (need - k) * 20
            stage.rrect(bx, cy + 2, 14, 14, 4, GOLD if k < view["wins"][s] else rgb(50, 44, 36))
        cy += SMALL + 10
    if view["stake"]:
        ui.label(stage, cx, cy, f"Stake {view['stake']} coins", cw, SMALL, DIM)
        cy += SMALL + 10
    if view["glass"] >= 0 and view["phase"] == "turn":
        word = "live" if view["glass"] == 1 else "blank"
        ui.label(stage, cx, cy, f"Your glass: a {word} shell", cw, SMALL, RED if word == "live" else GOLD_LIGHT,
                 bold=True)
        cy += SMALL + 10
    cy += 4
    ui.heading(stage, cx, cy, "What happened", cw)
    cy += CAPTION + 14
    lines = _log(stage, view)
    for k, line in enumerate(reversed(lines)):                               # the newest at the top
        rows = max(1, (y + h - PAD - cy) // (line_height(SMALL) + 3))
        if k and len(wrap(line, cw, SMALL)) > rows:
            break                                                            # an older line that does not fit
        cy += ui.paragraph(stage, cx, cy, line, cw, SMALL, INK if k == 0 else DIM, lines=rows, gap=3) + 6


def _choices(stage: Stage, view: dict, seat: "int | None") -> None:
    """Draw the choices of the player on turn, with a hotspot each, the clock and the hint line of their keys."""
    mine = seat is not None and view["turn"] == seat and view["phase"] == "turn" and not view["ai"][seat]
    if not mine:
        words = "The duel is over." if view["phase"] == "over" else "Watch the table."
        ui.label(stage, TABLE_X + TABLE_W // 2, BUTTONS_Y + 12, words, 400, SMALL, DIM, CENTER)
        return
    held: list[str] = []
    for item in view["items"][seat]:
        if item not in held:
            held.append(item)
    choices = ["them", "self", *held]
    gap = 8
    total = stage.width - 32
    w = min(150, (total - gap * (len(choices) - 1)) // len(choices))
    for i, pick in enumerate(choices):
        chosen = i == view["cursor"]
        act = {"do": "shoot", "target": pick} if pick in LABELS else {"do": "use", "item": pick}
        tone = rgb(120, 40, 34) if pick in LABELS else rgb(70, 56, 44)
        ui.button(stage, 16 + i * (w + gap), BUTTONS_Y, w, BUTTON_H, LABELS.get(pick) or ITEM_SHORT[pick], act,
                  ui.FOCUS if chosen else ui.NORMAL, key="Cross" if chosen else None, size=SMALL + 2, tone=tone)
    if view.get("clocked"):          # the turn clock runs only where other people wait (online, hot seat)
        ui.clock(stage, PANEL_X + PAD, 20, 180, view["clock"], view.get("clock_max", max(1, view["clock"])))
    ui.hints(stage, [("Left/Right", "choose"), ("Cross", "use or shoot")])
