"""Drawing the card screens on the 960 x 540 stage: every desk stage, the toasts and the picker's door to the desk.

Drawn with the shared look (:mod:`pycore.look`): the top band (Back, the stage's title, the set's
completion and the purse), a message pill under it, the stage's own body, and the hint line of
the player's keys at the foot. Every card is Grid Duel's face (:mod:`pycore.look.cardfaces`), the
one the duel stamps, so a card looks the same in the binder, at the dealer's, in a booster and on
the board. Pure functions of the desk's state and the stage's Motion (presentation only: the
booster's cards deal in and turn over, a rare one glows in its metal); integer geometry only;
every discrete choice also gets a hotspot of at least 40 x 40, so a mouse or a finger can do what
the pad does.
"""

from __future__ import annotations

from typing import Callable, Sequence

from pycore.book.cards import RARITIES, SIDES, BoosterSet, Card
from pycore.book.look import ELEMENT_COLOURS, METALS
from pycore.look import cardfaces, motion as motions, ui
from pycore.look.motion import out_back, out_cubic
from pycore.look.sound import became, cue, last, rose
from pycore.look.style import (BACKDROP, BODY, BUTTON_H, CAPTION, DIM, FAINT, GOLD, GOLD_DARK, GOLD_LIGHT, HEAD, INK,
                               LABEL, PANEL, PANEL_EDGE, RED, SMALL, TITLE)
from pycore.prims import (CENTER, LEFT, RIGHT, SANS, SERIF, Picture, Stage, fit, line_height, measure, mix, picture,
                          rgb, with_alpha, wrap)

from . import progress as prog
from .desk import BINDER, BOOSTERS, COLS, DEALER, DECK, DETAIL, FILTERS, MENU, REVEAL, SELL, SORTS, CardDesk

W, H = 960, 540
MENU_CORNER = 116                 # the page's menu button sits over the stage's top right corner
TOP = 56                          # the top band: Back, the title, the completion and the purse
MESSAGE_Y = 62                    # the desk's message pill, under the top band
BODY_Y, BODY_B = 104, 484         # each stage's own part lies between these
HINT_Y = H - 40
LEFT_X = 28
LIST_W = 440                      # a list's column; the panel beside it takes the rest
PANEL_X = LEFT_X + LIST_W + 20
PANEL_W = W - 28 - PANEL_X
ROW_H, ROW_PITCH = 46, 52         # a list row: finger-sized
LIST_ROWS = (BODY_B - BODY_Y) // ROW_PITCH
TONE = rgb(70, 56, 44)
NEW_TAG = rgb(214, 64, 66)
TOAST_FRAMES = 150
TOAST_Y = 100                     # where the arcade's passing notices go: under the top band, clear of the turn line
YOURS = cardfaces.YOURS           # the ground a card of yours shows in the duel: the desk shows it too
TITLES = {MENU: "Cards", DEALER: "Dealer", BINDER: "Binder", DETAIL: "Card", BOOSTERS: "Boosters",
          REVEAL: "Opening", SELL: "Sell cards", DECK: "Duel deck"}
HINTS: dict[str, list[tuple[str, str]]] = {
    MENU: [("Up/Down", "choose"), ("Cross", "open"), ("Circle/Start", "leave")],
    DEALER: [("Up/Down", "choose"), ("Cross", "buy or go"), ("Circle", "back")],
    BINDER: [("Up/Down/Left/Right", "move"), ("L1/R1", "page"), ("Square", "sort"), ("Triangle", "filter"),
             ("Cross", "look"), ("Circle", "back")],
    DETAIL: [("Left/Right", "browse"), ("Circle", "back")],
    BOOSTERS: [("Up/Down", "choose"), ("Cross", "open one"), ("Circle", "back")],
    REVEAL: [("Cross", "turn the next"), ("Triangle", "turn all"), ("Circle", "back")],
    SELL: [("Up/Down", "choose"), ("Cross", "sell one copy"), ("Circle", "back")],
    DECK: [("Up/Down", "choose"), ("Cross", "add"), ("Square", "remove"), ("Triangle", "strongest"),
           ("Circle", "keep")],
}
for _stage, _items in HINTS.items():
    if _stage != MENU:
        _items.append(("Start", "leave"))
REVEALED = [("Cross", "done"), ("Circle", "back"), ("Start", "leave")]    # the reveal once every card is face up


def hints(desk: CardDesk) -> list[tuple[str, str]]:
    """Return the hint line's (buttons, what they do) for the desk as it stands."""
    if desk.stage == REVEAL and desk.turned >= len(desk.revealed):
        return REVEALED
    return HINTS[desk.stage]


# -- card faces ------------------------------------------------------------------------------------
def face(card: Card) -> Picture:
    """Return ``card``'s face as the duel stamps a card of the player's: one picture, drawn once."""
    return cardfaces.face(card.to_plain(), YOURS)


def card_size(w: int) -> tuple[int, int]:
    """Return a face's size ``w`` wide (the face's own proportions)."""
    return w, w * cardfaces.H // cardfaces.W


def card_face(stage: Stage, card: Card, x: int, y: int, w: int, h: int, *, new: bool = False, lift: int = 0,
              scale_x: int = 1024) -> None:
    """Stamp ``card``'s face at (x, y) sized w x h, tagged NEW when the player has not seen it yet."""
    cardfaces.stamp(stage, face(card), x, y, w, h, lift, scale_x)
    if new and scale_x >= 1024:
        ui.badge(stage, x + w + 4, y - 10 - lift, "NEW", NEW_TAG, INK, CAPTION, RIGHT)


def card_back(stage: Stage, x: int, y: int, w: int, h: int, lift: int = 0, scale_x: int = 1024) -> None:
    """Stamp a face-down card: the duel's back."""
    cardfaces.stamp(stage, cardfaces.back(), x, y, w, h, lift, scale_x)


def blank_slot(stage: Stage, number: int, x: int, y: int, w: int, h: int) -> None:
    """Draw a missing card: an empty sleeve with its number."""
    stage.rrect(x, y, w, h, 9, rgb(0, 0, 0, 90))
    stage.rrbox(x, y, w, h, 9, with_alpha(FAINT, 150), 2)
    stage.rrbox(x + 8, y + 8, w - 16, h - 16, 6, with_alpha(FAINT, 60), 1)
    stage.text(x + w // 2, y + h // 2 - 22, f"#{number}", DIM, HEAD, CENTER, SERIF, True)
    stage.text(x + w // 2, y + h // 2 + 8, "missing", FAINT, CAPTION, CENTER)


def _booster_art(stage: Stage, booster: BoosterSet) -> None:
    w, h = cardfaces.W, cardfaces.H
    rarest = max((RARITIES.index(r) for r, weight in zip(RARITIES, booster.weights) if weight), default=0)
    metal = METALS[RARITIES[rarest]]
    stage.rrect(0, 0, w, h, 6, rgb(60, 30, 44))
    stage.linear(0, 0, w, h, [(0, rgb(150, 60, 84)), (520, rgb(84, 34, 58)), (1024, rgb(40, 18, 32))])
    stage.rrect(0, 6, w, h - 12, 4, rgb(84, 34, 58))
    for k in range(0, w, 8):                                 # the crimped seals top and bottom
        stage.tri(k, 0, k + 8, 0, k + 4, 6, rgb(30, 14, 24))
        stage.tri(k, h, k + 8, h, k + 4, h - 6, rgb(30, 14, 24))
    stage.linear(0, 0, w, 0, [(0, rgb(255, 255, 255, 0)), (480, rgb(255, 255, 255, 60)), (560, rgb(255, 255, 255, 0))])
    stage.rect(0, 10, w, h - 20, rgb(255, 255, 255, 40))
    stage.ellipse(w // 2, 46, 24, 24, rgb(28, 16, 30))
    stage.ring(w // 2, 46, 24, 24, mix(metal, rgb(255, 255, 255), 1, 3), 2)
    stage.text(w // 2, 32, "P", GOLD_LIGHT, 26, CENTER, SERIF, True)
    lines = wrap(booster.name, w - 16, 11, SANS, True, lines=2)
    stage.rrect(6, 76, w - 12, 8 + 13 * len(lines), 4, rgb(0, 0, 0, 120))
    for k, line in enumerate(lines):
        stage.text(w // 2, 79 + 13 * k, line, INK, 11, CENTER, SANS, True)


def booster_face(booster: BoosterSet) -> Picture:
    """Return a sealed booster's wrapper as a picture (the same shape as a card)."""
    return picture(f"desk/booster/{booster.id}/{booster.name}/{'-'.join(map(str, booster.weights))}",
                   cardfaces.W, cardfaces.H, lambda stage: _booster_art(stage, booster))


# -- the frame -------------------------------------------------------------------------------------
def draw_desk(stage: Stage, desk: CardDesk, frame: int) -> None:
    """Draw the desk's current stage with the top band (Back, title, completion, purse), message and hint line."""
    stage.backdrop = BACKDROP
    stage.radial(W // 2, -200, 900, [(0, rgb(58, 40, 30)), (1024, BACKDROP)])
    stage.rect(0, 0, W, H, BACKDROP)
    _top(stage, desk)
    DRAWERS[desk.stage](stage, desk, frame)
    if desk.message_age:
        _message(stage, desk.message)
    ui.hints(stage, hints(desk), y=HINT_Y, x=LEFT_X, align=LEFT)
    sounds(stage, desk)


def _top(stage: Stage, desk: CardDesk) -> None:
    ui.button(stage, 20, 6, 116, BUTTON_H, "Leave" if desk.stage == MENU else "Back", {"do": "back"}, key="Circle",
              size=BODY)
    title = TITLES[desk.stage]
    if desk.stage == DEALER:
        dealer = desk.book.dealer(desk.dealer)
        title = dealer.name if dealer else title
    x = W - MENU_CORNER
    gold = f"{desk.cards.purse['gold']:,} gold"
    gw = measure(gold, SMALL, SANS, True) + 40
    x -= gw
    stage.rrect(x, 13, gw, 30, 15, rgb(0, 0, 0, 130))
    stage.rrbox(x, 13, gw, 30, 15, with_alpha(GOLD, 160), 1)
    stage.ellipse(x + 15, 28, 8, 8, rgb(214, 168, 64))
    stage.ring(x + 15, 28, 5, 5, rgb(140, 100, 30), 2)
    stage.text(x + 28, 20, gold, INK, SMALL, LEFT, SANS, True)
    have, total = prog.completion(desk.progress, desk.book)
    words = f"Set {have}/{total}"
    sw = measure(words, SMALL, SANS, True) + 100
    x -= sw + 8
    stage.rrect(x, 13, sw, 30, 15, rgb(0, 0, 0, 130))
    stage.text(x + 14, 20, words, INK, SMALL, LEFT, SANS, True)
    ui.meter(stage, x + sw - 82, 24, 68, 8, have, max(1, total), GOLD)
    ui.title(stage, 152, 12, title, x - 168)


def _message(stage: Stage, message: str) -> None:
    text = fit(message, W - 200, BODY, SANS, True)
    w = measure(text, BODY, SANS, True) + 36
    x = (W - w) // 2
    stage.rrect(x, MESSAGE_Y, w, 34, 17, rgb(0, 0, 0, 200))
    stage.rrbox(x, MESSAGE_Y, w, 34, 17, with_alpha(GOLD, 180), 1)
    stage.text(W // 2, MESSAGE_Y + 8, text, GOLD_LIGHT, BODY, CENTER, SANS, True)


def sounds(stage: Stage, desk: CardDesk) -> None:
    """Cue the card screens' sounds: the binder's page turned, a booster torn open, each card turned over
    (a rare one sounds rarer)."""
    page = desk.page if desk.stage == BINDER else None
    before = last(stage, "desk/page", page)
    if page is not None and before is not None and before != page:
        cue(stage, "page")
    if became(stage, "desk/opened", tuple(c for c, _ in desk.revealed)) and desk.revealed:
        cue(stage, "booster")
    turned = rose(stage, "desk/turned", desk.turned if desk.stage == REVEAL else 0)
    for i in range(max(0, desk.turned - turned), min(desk.turned, len(desk.revealed)))[:5]:
        card = desk.book.get(desk.revealed[i][0])
        rare = card is not None and RARITIES.index(card.rarity) >= RARITIES.index("rare")
        cue(stage, "reveal_rare" if rare else "reveal", pitch=(i % 5) * 60)


# -- lists -----------------------------------------------------------------------------------------
Row = tuple[str, str, "Picture | None", str]     # (label, right-hand note, a thumbnail or None, a tag or "")


def _row(stage: Stage, x: int, y: int, w: int, label: str, note: str, lit: bool, thumb: "Picture | None",
         action: dict, tag: str = "") -> None:
    """Draw one list row: a panel strip (lit gold under the cursor), a thumbnail, the label, a tag and its note."""
    fill = mix(PANEL, GOLD_DARK, 1, 3) if lit else PANEL
    stage.rrect(x, y + 2, w, ROW_H, 10, rgb(0, 0, 0, 90))
    stage.rrect(x, y, w, ROW_H, 10, fill)
    stage.rrbox(x, y, w, ROW_H, 10, GOLD if lit else PANEL_EDGE, 2 if lit else 1)
    tx = x + 16
    if lit:
        stage.tri(x + 8, y + ROW_H // 2 - 7, x + 8, y + ROW_H // 2 + 7, x + 16, y + ROW_H // 2, GOLD)
        tx += 8
    if thumb is not None:
        tw, th = (ROW_H - 8) * thumb.width // thumb.height, ROW_H - 8
        stage.stamp(thumb, tx, y + 4, tw, th)
        tx += tw + 12
    nw = measure(note, BODY, SANS, True) if note else 0
    if tag:
        nw += ui.badge(stage, x + w - 28 - nw, y + (ROW_H - CAPTION - 10) // 2, tag, GOLD, rgb(40, 28, 8), CAPTION,
                       RIGHT) + 10
    ui.label(stage, tx, y + (ROW_H - line_height(LABEL, SANS, True)) // 2, label, x + w - tx - nw - 28, LABEL,
             INK if lit else DIM, bold=True)
    if note:
        stage.text(x + w - 16, y + (ROW_H - line_height(BODY, SANS, True)) // 2, note, GOLD_LIGHT if lit else DIM, BODY,
                   RIGHT, SANS, True)
    stage.hot(x, y, w, ROW_H, action)


def _rows(stage: Stage, rows: Sequence[Row], cursor: int, x: int = LEFT_X, y: int = BODY_Y, w: int = LIST_W,
          shown: int = LIST_ROWS, empty: str = "Nothing here yet.") -> None:
    """Draw a window of ``shown`` rows around the cursor's row, which is lit; a bar shows where the window is."""
    first = max(0, min(cursor - shown // 2, len(rows) - shown))
    for r, (label, note, thumb, tag) in enumerate(rows[first:first + shown]):
        index = first + r
        _row(stage, x, y + r * ROW_PITCH, w, label, note, index == cursor, thumb, {"do": "pick", "index": index}, tag)
    if len(rows) > shown:
        height = shown * ROW_PITCH - (ROW_PITCH - ROW_H)
        bar = max(24, height * shown // len(rows))
        at = y + (height - bar) * first // max(1, len(rows) - shown)
        stage.rrect(x + w + 6, y, 4, height, 2, rgb(255, 255, 255, 25))
        stage.rrect(x + w + 6, at, 4, bar, 2, with_alpha(GOLD, 150))
    if not rows:
        ui.label(stage, x + 16, y + 12, empty, w - 32, BODY, DIM)


def _side_panel(stage: Stage, y: int = BODY_Y, h: int = BODY_B - BODY_Y) -> tuple[int, int, int]:
    """Draw the panel beside a list; return its inner (x, y, width)."""
    ui.panel(stage, PANEL_X, y, PANEL_W, h)
    return PANEL_X + 18, y + 16, PANEL_W - 36


def _rarity_line(stage: Stage, x: int, y: int, rarity: str, size: int = SMALL) -> int:
    """Draw a rarity's pips in its metal and its name; return the width drawn."""
    metal = METALS[rarity]
    pips = RARITIES.index(rarity) + 1
    for k in range(pips):
        px, py = x + 6 + k * 13, y + line_height(size) // 2
        stage.poly([px, py - 6, px + 5, py, px, py + 6, px - 5, py], mix(metal, rgb(255, 255, 255), 1, 4))
    words = rarity.capitalize()
    stage.text(x + pips * 13 + 6, y, words, mix(metal, rgb(255, 255, 255), 1, 3), size, LEFT, SANS, True)
    return pips * 13 + 6 + measure(words, size, SANS, True)


# -- the stages ------------------------------------------------------------------------------------
def _draw_menu(stage: Stage, desk: CardDesk, frame: int) -> None:
    owned = len(desk.progress["binder"])
    sealed = sum(desk.progress["boosters"].values())
    whole = prog.deck_is_whole(desk.progress, desk.book)
    notes = {BINDER: f"{owned} owned", BOOSTERS: f"{sealed} sealed", SELL: "", DECK: "set" if whole else "auto"}
    rows = [(label, notes.get(target, ""), None, "") for label, target in desk.menu_rows()]
    _rows(stage, rows, desk.cursor[MENU], shown=LIST_ROWS)
    x, y, w = _side_panel(stage)
    ui.heading(stage, x, y, "Your collection", w)
    have, total = prog.completion(desk.progress, desk.book)
    ui.label(stage, x, y + 30, f"{have} of {total} cards in the set", w, BODY, INK, bold=True)
    ui.meter(stage, x, y + 56, w, 10, have, max(1, total))
    # the deck the duels deal, fanned (or the newest cards when there is none yet)
    deck = [desk.book.get(c) for c in desk.progress["deck"]] if whole else []
    cards = [c for c in deck if c is not None] or [c for c in (desk.book.get(i) for i in desk.progress["binder"][-5:])
                                                     if c is not None]
    cw, ch = card_size(104)
    fy = y + 84
    if cards:
        step = min(cw + 8, (w - cw) // max(1, len(cards) - 1)) if len(cards) > 1 else 0
        fx = x + (w - cw - step * (len(cards) - 1)) // 2
        for k, card in enumerate(cards):
            card_face(stage, card, fx + k * step, fy + abs(k - (len(cards) - 1) // 2) * 6, cw, ch)
    else:
        card_back(stage, x + (w - cw) // 2, fy, cw, ch)
    ly = fy + ch + 30
    ui.label(stage, x, ly, "Your duel deck" if whole else "Duels lend you the strongest five" if owned else
             "Duels lend you a starter deck", w, SMALL, DIM)
    ui.label(stage, x, ly + 24, f"{sealed} sealed booster{'s' if sealed != 1 else ''} to open", w, SMALL,
             GOLD_LIGHT if sealed else DIM)


def _draw_dealer(stage: Stage, desk: CardDesk, frame: int) -> None:
    dealer = desk.book.dealer(desk.dealer)
    rows: list[Row] = []
    lines = desk.counter_rows()
    for label, what, line in lines:
        note, thumb = "", None
        if what == "buy" and dealer:
            item = dealer.stock[line]
            note = f"{item.price} gold"
            thumb = _item_picture(desk, item.kind, item.id)
        elif what == SELL and dealer:
            note = f"pays {dealer.sell_percent}%"
        rows.append((label, note, thumb, ""))
    cursor = desk.cursor[DEALER]
    _rows(stage, rows, cursor)
    x, y, w = _side_panel(stage)
    if not lines:
        return
    label, what, line = lines[min(cursor, len(lines) - 1)]
    if what == "buy" and dealer:
        item = dealer.stock[line]
        cw, ch = card_size(120)
        pic = _item_picture(desk, item.kind, item.id)
        if pic is not None:
            cardfaces.stamp(stage, pic, x, y, cw, ch)
        tx, tw = x + cw + 20, w - cw - 20
        ui.heading(stage, tx, y, "For sale", tw)
        ui.label(stage, tx, y + 28, desk.cards.item_name(item), tw, LABEL, INK, bold=True)
        ui.label(stage, tx, y + 56, f"{item.price} gold", tw, HEAD, GOLD, bold=True)
        gold = desk.cards.purse["gold"]
        ui.label(stage, tx, y + 90, f"You have {gold} gold" if gold >= item.price else
                 f"You need {item.price - gold} more gold", tw, SMALL, DIM if gold >= item.price else RED)
        if item.kind == "booster":
            booster = desk.book.booster(item.id)
            if booster is not None:
                ui.label(stage, tx, y + 114, f"{booster.size} cards a booster", tw, SMALL, DIM)
                _pool(stage, desk, booster, x, y + ch + 20, w)
        else:
            card = desk.book.get(item.id)
            if card is not None:
                _rarity_line(stage, tx, y + 114, card.rarity)
                ui.label(stage, tx, y + 140, f"You own {prog.copies(desk.progress, card.id)}", tw, SMALL, DIM)
                if card.flavour:
                    ui.paragraph(stage, x, y + ch + 20, card.flavour, w, BODY, INK, lines=3)
        ui.button(stage, x, BODY_B - 16 - BUTTON_H, w, BUTTON_H, f"Buy for {item.price} gold",
                  {"do": "pick", "index": cursor}, ui.FOCUS if gold >= item.price else ui.NORMAL, key="Cross")
        return
    words = {SELL: ("Sell cards", f"{dealer.name if dealer else 'No one'} buys your spare copies at "
                                  f"{dealer.sell_percent if dealer else 0}% of their value."),
             BOOSTERS: ("Open boosters", "Tear open the sealed boosters you hold and see what is inside."),
             BINDER: ("Binder", "Every card of the set, owned or missing, page by page.")}[what]
    ui.heading(stage, x, y, words[0], w)
    ui.paragraph(stage, x, y + 30, words[1], w, BODY, INK, lines=4)
    ui.button(stage, x, BODY_B - 16 - BUTTON_H, w, BUTTON_H, "Go", {"do": "pick", "index": cursor}, ui.FOCUS,
              key="Cross")


def _item_picture(desk: CardDesk, kind: str, item_id: str) -> "Picture | None":
    if kind == "booster":
        booster = desk.book.booster(item_id)
        return booster_face(booster) if booster is not None else None
    card = desk.book.get(item_id)
    return face(card) if card is not None else None


BINDER_W = 136
BINDER_GAP_X, BINDER_GAP_Y = 20, 14
BINDER_X = LEFT_X + 44 + 12
BINDER_Y = BODY_Y + 4


def binder_slot(i: int) -> tuple[int, int, int, int]:
    """Return where the binder page's card ``i`` lies (x, y, w, h)."""
    w, h = card_size(BINDER_W)
    return BINDER_X + (i % COLS) * (w + BINDER_GAP_X), BINDER_Y + (i // COLS) * (h + BINDER_GAP_Y), w, h


def _chevron(stage: Stage, x: int, y: int, w: int, h: int, left: bool, action: dict) -> None:
    """Draw a tall page arrow (a finger-sized strip) beside the binder."""
    stage.rrect(x, y, w, h, 12, rgb(0, 0, 0, 70))
    stage.rrbox(x, y, w, h, 12, with_alpha(PANEL_EDGE, 160), 1)
    cx, cy, r = x + w // 2, y + h // 2, 12
    pts = [cx + r // 2, cy - r, cx - r // 2, cy, cx + r // 2, cy + r] if left else \
        [cx - r // 2, cy - r, cx + r // 2, cy, cx - r // 2, cy + r]
    stage.path(pts, GOLD, 4)
    stage.hot(x, y, w, h, action)


def _draw_binder(stage: Stage, desk: CardDesk, frame: int) -> None:
    m = motions.of(stage)
    entries = desk.page_entries()
    cursor = desk.cursor[BINDER]
    _, _, cw, ch = binder_slot(0)
    grid_h = 2 * ch + BINDER_GAP_Y
    grid_r = BINDER_X + COLS * cw + (COLS - 1) * BINDER_GAP_X
    _chevron(stage, LEFT_X, BINDER_Y, 44, grid_h, True, {"do": "page_prev"})
    _chevron(stage, grid_r + 12, BINDER_Y, 44, grid_h, False, {"do": "page_next"})
    turn = m.age(("desk", "binder page"), (desk.page, desk.sort, desk.filter))
    for i, (number, card, owned) in enumerate(entries):
        x, y, w, h = binder_slot(i)
        come = out_cubic(min(1024, max(0, turn - i) * 1024 // 10))       # a new page's cards settle in one by one
        x += (1024 - come) * 24 // 1024
        lift = m.value(("desk", "binder lift", i), 8 if i == cursor else 0, 8)
        if i == cursor:
            stage.push()
            stage.shadow(22, 0, 8, with_alpha(GOLD, 110))
            stage.rrect(x, y - lift, w, h, 9, PANEL)
            stage.pop()
        if i == cursor:
            stage.rrbox(x - 4, y - 4 - lift, w + 8, h + 8, 12, GOLD, 3)
        if owned:
            card_face(stage, card, x, y, w, h, new=prog.is_new(desk.progress, card.id), lift=lift)
            if owned > 1:
                ui.badge(stage, x + 8, y + h - 32 - lift, f"x{owned}", rgb(20, 16, 12), GOLD_LIGHT, CAPTION)
        else:
            blank_slot(stage, number, x, y - lift, w, h)
        stage.hot(x, y - 8, w, h + 8, {"do": "pick", "index": i})
    if not entries:
        ui.label(stage, BINDER_X + 20, BINDER_Y + 120, "No card matches this filter.", grid_r - BINDER_X - 40, BODY, DIM)
    # the page, the sort and the filter, at the right
    x = grid_r + 12 + 44 + 16
    w = W - 28 - x
    ui.panel(stage, x, BINDER_Y, w, grid_h)
    ix, iw = x + 14, w - 28
    ui.heading(stage, ix, BINDER_Y + 14, "Page", iw)
    stage.text(ix, BINDER_Y + 40, f"Page {desk.page + 1}/{desk.pages()}", INK, HEAD, LEFT, SANS, True)
    owned_here = len(desk.owned_entries())
    ui.label(stage, ix, BINDER_Y + 72, f"{owned_here} of {len(desk.binder_entries())} owned", iw, SMALL, DIM)
    by = BINDER_Y + grid_h - 2 * 62 - 8
    ui.button(stage, ix, by, iw, 56, "Sort", {"do": "sort"}, key="Square", size=BODY, sub=SORTS[desk.sort])
    ui.button(stage, ix, by + 62, iw, 56, "Show", {"do": "filter"}, key="Triangle", size=BODY,
              sub=FILTERS[desk.filter])


def _draw_detail(stage: Stage, desk: CardDesk, frame: int) -> None:
    m = motions.of(stage)
    owned = desk.owned_entries()
    if not owned:
        return
    number, card, count = owned[min(desk.detail, len(owned) - 1)]
    cw, ch = card_size(270)
    at = m.age(("desk", "detail"), card.id)
    come = out_back(min(1024, at * 1024 // 14))
    cx, cy = 64, BODY_Y - 8
    metal = METALS[card.rarity]
    stage.radial(cx + cw // 2, cy + ch // 2, ch * 3 // 4, [(0, with_alpha(metal, 90)), (1024, with_alpha(metal, 0))])
    stage.ellipse(cx + cw // 2, cy + ch // 2, ch * 3 // 4, ch * 3 // 4, with_alpha(metal, 90))
    stage.push(cx + cw // 2, cy + ch // 2, 0, 900 + come * 124 // 1024, 900 + come * 124 // 1024)
    cardfaces.stamp(stage, face(card), -cw // 2, -ch // 2, cw, ch, 4)
    stage.pop()
    x = cx + cw + 48
    w = W - 28 - x
    ui.panel(stage, x - 18, BODY_Y - 8, w + 18, BODY_B - BODY_Y + 8)
    x += 2
    w -= 20
    ui.title(stage, x, BODY_Y + 8, card.name, w)
    y = BODY_Y + 56
    rw = _rarity_line(stage, x, y, card.rarity, BODY)
    element = card.element or "none"
    hue = ELEMENT_COLOURS.get(card.element, ELEMENT_COLOURS[""])
    if card.element:
        ui.badge(stage, x + rw + 16, y - 3, element.capitalize(), mix(hue, rgb(0, 0, 0), 1, 4), INK, CAPTION)
    facts = [f"No. {number} of {len(desk.book)}", f"Copies: {count}", f"Rarity: {card.rarity}",
             f"Element: {element}", f"Sell value: {desk.book.sell_value(card)} gold"]
    dealer = desk.selling_dealer()
    if dealer:
        facts.append(f"{dealer.name} pays {desk.cards.sell_price(card, dealer)}")
    y += 36
    half = (w - 120) // 2
    for i, line in enumerate(facts):
        ui.label(stage, x + (i % 2) * (half + 10), y + (i // 2) * 26, line, half, SMALL, INK if i < 2 else DIM)
    # the four strengths on a cross, as on the card
    sx, sy = x + w - 56, y + 34
    stage.ellipse(sx, sy, 44, 44, rgb(0, 0, 0, 110))
    stage.ring(sx, sy, 44, 44, with_alpha(GOLD, 120), 1)
    for side, value, (dx, dy) in zip(SIDES, card.sides, ((0, -26), (26, 0), (0, 26), (-26, 0))):
        stage.text(sx + dx, sy + dy - 11, "A" if value >= 10 else str(value), INK, LABEL, CENTER, SANS, True)
    y += 3 * 26 + 20
    ui.heading(stage, x, y, "Sides", w - 120)
    ui.label(stage, x, y + 26, "   ".join(f"{s.capitalize()} {v}" for s, v in zip(SIDES, card.sides)), w - 120,
             SMALL, DIM)
    if card.flavour:
        ui.paragraph(stage, x, y + 64, card.flavour, w, BODY, INK, lines=3)
    by = BODY_B - 12 - BUTTON_H
    bw = 150
    ui.button(stage, x, by, bw, BUTTON_H, "Previous", {"do": "prev"}, key="Left", size=BODY)
    ui.button(stage, x + w - bw, by, bw, BUTTON_H, "Next", {"do": "next"}, key="Right", size=BODY)
    stage.text(x + w // 2, by + 12, f"{desk.detail + 1}/{len(owned)}", DIM, BODY, CENTER, SANS, True)


def _pool(stage: Stage, desk: CardDesk, booster: BoosterSet, x: int, y: int, w: int) -> int:
    """Draw what a booster may hold, by rarity (pips in each metal, how many, the odds); return the height."""
    held = [c.rarity for c in (desk.book.get(i) for i in booster.pool) if c is not None]
    parts = [f"{held.count(r)} {r}" for r in RARITIES if held.count(r)]
    ui.label(stage, x, y, f"Pool of {len(booster.pool)}: " + ", ".join(parts), w, SMALL, INK)
    total = sum(wt for r, wt in zip(RARITIES, booster.weights) if r in held) or 1
    odds = [(r, wt) for r, wt in zip(RARITIES, booster.weights) if wt and r in held]
    half = (w - 16) // 2
    for k, (r, weight) in enumerate(odds):          # two to a line: the pips in the metal, the odds of a card
        ox, oy = x + (k % 2) * (half + 16), y + 28 + (k // 2) * 24
        _rarity_line(stage, ox, oy, r)
        stage.text(ox + half, oy, f"{weight * 100 // total}%", DIM, SMALL, RIGHT)
    ry = y + 28 + (len(odds) + 1) // 2 * 24
    if booster.guaranteed:
        ui.label(stage, x, ry + 4, f"Last card: {booster.guaranteed} or rarer", w, SMALL, GOLD_LIGHT)
        ry += 28
    return ry - y


def _draw_boosters(stage: Stage, desk: CardDesk, frame: int) -> None:
    rows: list[Row] = []
    for set_id, count in desk.booster_rows():
        booster = desk.book.booster(set_id)
        if booster is not None:
            rows.append((f"{booster.name} ({booster.size} cards)", f"x{count}", booster_face(booster), ""))
    cursor = desk.cursor[BOOSTERS]
    _rows(stage, rows, cursor, empty="This set has no boosters.")
    x, y, w = _side_panel(stage)
    if not rows:
        return
    set_id, count = desk.booster_rows()[min(cursor, len(rows) - 1)]
    booster = desk.book.booster(set_id)
    assert booster is not None
    cw, ch = card_size(110)
    cardfaces.stamp(stage, booster_face(booster), x, y, cw, ch)
    tx, tw = x + cw + 20, w - cw - 20
    ui.heading(stage, tx, y, "Contents", tw)
    ui.label(stage, tx, y + 28, booster.name, tw, LABEL, INK, bold=True)
    ui.label(stage, tx, y + 56, f"{booster.size} cards, {count} sealed", tw, SMALL, GOLD_LIGHT if count else DIM)
    if booster.flavour:
        ui.paragraph(stage, tx, y + 82, booster.flavour, tw, CAPTION, DIM, lines=2)
    _pool(stage, desk, booster, x, y + ch + 16, w)
    ui.button(stage, x, BODY_B - 16 - BUTTON_H, w, BUTTON_H, "Open one", {"do": "pick", "index": cursor},
              ui.FOCUS if count else ui.DISABLED, key="Cross")


def reveal_slots(n: int) -> list[tuple[int, int, int, int]]:
    """Return where each of a booster's ``n`` cards lies on the reveal (x, y, w, h): five to a row."""
    cols, rows = min(max(n, 1), 5), (n + 4) // 5
    gap = 28
    room_h = 196 if rows <= 1 else (300 - 40 * (rows - 1)) // rows
    w = min((W - 56 - (cols - 1) * gap) // cols, room_h * cardfaces.W // cardfaces.H)
    h = w * cardfaces.H // cardfaces.W
    out = []
    for i in range(n):
        in_row = min(5, n - (i // 5) * 5)
        x0 = (W - in_row * w - (in_row - 1) * gap) // 2
        out.append((x0 + (i % 5) * (w + gap), BODY_Y + (40 if rows <= 1 else 4) + (i // 5) * (h + 40), w, h))
    return out


def _draw_reveal(stage: Stage, desk: CardDesk, frame: int) -> None:
    m = motions.of(stage)
    n = len(desk.revealed)
    slots = reveal_slots(n)
    opened = tuple(c for c, _ in desk.revealed)
    dealt = m.age(("desk", "dealt"), opened)
    px, py = W // 2, BODY_B - 40                         # the torn booster the cards come out of
    for i, ((card_id, new), (x, y, w, h)) in enumerate(zip(desk.revealed, slots)):
        card = desk.book.get(card_id)
        t = dealt - i * 4
        if t < 0:
            continue
        e = out_cubic(min(1024, t * 1024 // 16))
        x = px - w // 2 + (x - px + w // 2) * e // 1024
        y = py - h // 2 + (y - py + h // 2) * e // 1024
        up = i < desk.turned and card is not None
        scale, showing = m.flip(("desk", "reveal", opened, i), up, 18)
        rarity = card.rarity if card is not None else RARITIES[0]
        rank = RARITIES.index(rarity)
        turned_for = m.age(("desk", "turned", i), up)
        if up and rank >= RARITIES.index("rare") and showing:     # a rare card glows in its metal
            metal = METALS[rarity]
            pulse = 40 + (frame * 3 % 60 if rank >= 3 else 0)
            r = h * 3 // 4 + rank * 8
            stage.radial(x + w // 2, y + h // 2, r, [(0, with_alpha(metal, 120 + pulse)), (1024, with_alpha(metal, 0))])
            stage.ellipse(x + w // 2, y + h // 2, r, r, with_alpha(metal, 120 + pulse))
            if turned_for == 9:
                m.burst(("desk", "rare", i, card_id), x + w // 2, y + h // 2,
                        [metal, mix(metal, rgb(255, 255, 255), 1, 2), GOLD_LIGHT], 14 + 10 * rank, 4 + rank, 40, 4)
        lift = (1024 - scale) * 16 // 1024 + (6 if up and rank >= 2 else 0)
        if showing and card is not None:
            card_face(stage, card, x, y, w, h, new=new, lift=lift, scale_x=scale)
        else:
            card_back(stage, x, y, w, h, lift, scale)
        if up and showing and scale >= 1024:
            ui.badge(stage, x + w // 2, y + h + 10, rarity.capitalize(), METALS[rarity], rgb(20, 16, 12), CAPTION,
                     CENTER)
        stage.hot(x, y, w, h, {"do": "turn"})
    done = desk.turned >= n
    by = BODY_B - BUTTON_H - 4
    if done:
        firsts = sum(1 for _, fresh in desk.revealed if fresh)
        ui.label(stage, LEFT_X, by + 12, f"{firsts} new for the binder" if firsts else "Nothing new this time", 300,
                 BODY, GOLD_LIGHT if firsts else DIM, bold=True)
        ui.button(stage, W - 28 - 220, by, 220, BUTTON_H, "Done", {"do": "back"}, ui.FOCUS, key="Cross")
    else:
        ui.label(stage, LEFT_X, by + 12, f"{n - desk.turned} face down", 300, BODY, INK, bold=True)
        ui.button(stage, W - 28 - 440 - 12, by, 220, BUTTON_H, "Turn the next", {"do": "turn"}, ui.FOCUS, key="Cross")
        ui.button(stage, W - 28 - 220, by, 220, BUTTON_H, "Turn all", {"do": "turn_all"}, key="Triangle")


def _draw_sell(stage: Stage, desk: CardDesk, frame: int) -> None:
    dealer = desk.selling_dealer()
    cards = desk.sell_rows()
    rows = [(f"{c.name}  x{prog.copies(desk.progress, c.id)}",
             f"{desk.cards.sell_price(c, dealer)} gold" if dealer else "-", face(c),
             "in deck" if c.id in desk.progress["deck"] else "") for c in cards]
    cursor = desk.cursor[SELL]
    _rows(stage, rows, cursor, empty="You own no cards to sell.")
    x, y, w = _side_panel(stage)
    ui.label(stage, x, y, f"{dealer.name} pays {dealer.sell_percent}% of a card's value" if dealer
             else "No dealer here buys cards.", w, SMALL, DIM)
    if not cards:
        return
    card = cards[min(cursor, len(cards) - 1)]
    cw, ch = card_size(150)
    card_face(stage, card, x, y + 32, cw, ch)
    tx, tw = x + cw + 20, w - cw - 20
    ui.label(stage, tx, y + 32, card.name, tw, LABEL, INK, bold=True)
    _rarity_line(stage, tx, y + 62, card.rarity)
    copies = prog.copies(desk.progress, card.id)
    ui.label(stage, tx, y + 90, f"You own {copies}", tw, SMALL, DIM)
    if card.id in desk.progress["deck"]:
        ui.label(stage, tx, y + 114, "In your duel deck", tw, SMALL, GOLD_LIGHT)
    if dealer:
        price = desk.cards.sell_price(card, dealer)
        ui.button(stage, x, BODY_B - 16 - BUTTON_H, w, BUTTON_H, f"Sell one for {price} gold",
                  {"do": "pick", "index": cursor}, ui.FOCUS, key="Cross", size=BODY)


DECK_W = 96
DECK_GAP = 14
DECK_Y = BODY_Y + 30


def _draw_deck(stage: Stage, desk: CardDesk, frame: int) -> None:
    m = motions.of(stage)
    cw, ch = card_size(DECK_W)
    chosen = [desk.book.get(i) for i in desk.draft]
    power = sum(c.strength for c in chosen if c is not None)
    ui.heading(stage, LEFT_X, BODY_Y, f"The deck: {len(desk.draft)} of {prog.DECK_SIZE}, power {power}",
               prog.DECK_SIZE * (cw + DECK_GAP) - DECK_GAP)
    for i in range(prog.DECK_SIZE):
        x = LEFT_X + i * (cw + DECK_GAP)
        card = chosen[i] if i < len(chosen) else None
        if card is not None:
            drop = m.value(("desk", "deck slot", i, card.id), 0, 10, start=-24)
            card_face(stage, card, x, DECK_Y + drop, cw, ch)
        else:
            stage.rrect(x, DECK_Y, cw, ch, 9, rgb(0, 0, 0, 80))
            stage.rrbox(x, DECK_Y, cw, ch, 9, with_alpha(FAINT, 140), 2)
            stage.text(x + cw // 2, DECK_Y + ch // 2 - 14, str(i + 1), FAINT, TITLE, CENTER, SERIF, True)
    rows_y = DECK_Y + ch + 16
    shown = (BODY_B - rows_y + ROW_PITCH - ROW_H) // ROW_PITCH
    cards = desk.deck_rows()
    rows = [(c.name, f"power {c.strength}", face(c), "in deck" if c.id in desk.draft else "") for c in cards]
    list_w = prog.DECK_SIZE * (cw + DECK_GAP) - DECK_GAP
    cursor = desk.cursor[DECK]
    _rows(stage, rows, cursor, y=rows_y, w=list_w, shown=shown,
          empty="You own no cards yet: duels lend you a starter deck.")
    x = LEFT_X + list_w + 24
    w = W - 28 - x
    ui.panel(stage, x, BODY_Y, w, BODY_B - BODY_Y)
    ix, iw = x + 16, w - 32
    if cards:
        card = cards[min(cursor, len(cards) - 1)]
        pw, ph = card_size(120)
        card_face(stage, card, ix, BODY_Y + 16, pw, ph)
        tx, tw = ix + pw + 16, iw - pw - 16
        ui.label(stage, tx, BODY_Y + 16, card.name, tw, BODY, INK, bold=True)
        _rarity_line(stage, tx, BODY_Y + 44, card.rarity, CAPTION)
        ui.label(stage, tx, BODY_Y + 70, f"Power {card.strength}", tw, SMALL, GOLD_LIGHT)
        ui.label(stage, tx, BODY_Y + 94, "In the deck" if card.id in desk.draft else "Cross adds it", tw, SMALL, DIM)
    by = BODY_B - 16 - BUTTON_H
    ui.button(stage, ix, by - BUTTON_H - 10, iw, BUTTON_H, "Remove the last", {"do": "remove"},
              ui.NORMAL if desk.draft else ui.DISABLED, key="Square", size=BODY)
    ui.button(stage, ix, by, iw, BUTTON_H, "Strongest five", {"do": "fill"}, key="Triangle", size=BODY)


DRAWERS: dict[str, Callable[[Stage, CardDesk, int], None]] = {
    MENU: _draw_menu, DEALER: _draw_dealer, BINDER: _draw_binder, DETAIL: _draw_detail, BOOSTERS: _draw_boosters,
    REVEAL: _draw_reveal, SELL: _draw_sell, DECK: _draw_deck}


# -- toasts and the door -----------------------------------------------------------------------------
def toast(stage: Stage, text: str, age: int) -> None:
    """Draw one notice ("Got card: ...") where the look's passing notices go: under the top band, clear of the turn
    line, sliding in and fading out over :data:`TOAST_FRAMES`; ``age`` counts its frames from 0."""
    ui.toast(stage, text, age, TOAST_FRAMES, y=TOAST_Y)


def cards_door(stage: Stage) -> None:
    """Draw the picker's button into the card screens (Triangle does the same), beside the purse."""
    ui.button(stage, 420, 9, 120, 40, "Cards", {"do": "cards"}, key="Triangle", size=SMALL)
