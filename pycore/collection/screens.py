"""Drawing the card screens on the 320 x 240 stage: card faces, every desk stage, and toasts.

Pure functions of the desk's state; integer geometry only; every discrete choice also gets
a hotspot, so a mouse or a finger can do what the pad does.
"""

from __future__ import annotations

from pycore.prims import CENTER, OLD_HEIGHT as HEIGHT, LEFT, RIGHT, OLD_WIDTH as WIDTH, Stage, mix, rgb, with_alpha

from pycore.book.cards import RARITIES, SIDES, Card
from pycore.book.look import ELEMENT_COLOURS, METALS

from pycore.look.sound import became, cue, last, rose

from . import progress as prog
from .desk import BINDER, BOOSTERS, COLS, DEALER, DECK, DETAIL, FILTERS, MENU, REVEAL, SELL, SORTS, CardDesk

INK = rgb(240, 232, 214)
DIM = rgb(150, 140, 124)
GOLD = rgb(232, 184, 72)
BACKDROP = rgb(24, 30, 36)
PANEL = rgb(40, 48, 58)
HILITE = rgb(70, 96, 128)
NEW_TAG = rgb(220, 60, 70)
BLANK = rgb(52, 58, 66)
TOAST_FRAMES = 150
TITLES = {MENU: "Cards", DEALER: "Dealer", BINDER: "Binder", DETAIL: "Card", BOOSTERS: "Boosters",
          REVEAL: "Opening", SELL: "Sell cards", DECK: "Duel deck"}
HINTS = {
    MENU: "Up/Down choose  Cross open  Circle/Start leave",
    DEALER: "Up/Down choose  Cross buy/go  Circle back",
    BINDER: "D-pad move  L1/R1 page  Square sort  Triangle filter  Cross look",
    DETAIL: "Left/Right browse  Circle back",
    BOOSTERS: "Up/Down choose  Cross open one  Circle back",
    REVEAL: "Cross turn the next  Triangle turn all  Circle back",
    SELL: "Up/Down choose  Cross sell one copy  Circle back",
    DECK: "Cross add  Square remove  Triangle strongest  Circle keep",
}
ROW_H = 14
LIST_TOP = 30
LIST_ROWS = 12


def _fit(text: str, width: int, size: int) -> str:
    """Cut ``text`` to the characters that fit ``width`` pixels at ``size`` (a fixed advance)."""
    most = max(1, width * 2 // max(1, size))
    return text if len(text) <= most else text[:most - 1] + "."


# -- card faces ------------------------------------------------------------------------------------
def card_face(stage: Stage, card: Card, x: int, y: int, w: int, h: int, *, new: bool = False) -> None:
    """Draw ``card``'s face: a frame in its rarity's metal, an art box in its element's colour, the
    four strengths on a cross, its name and rarity pips."""
    metal = METALS[card.rarity]
    stage.rect(x, y, w, h, metal)
    stage.rect(x + 2, y + 2, w - 4, h - 4, mix(metal, rgb(20, 20, 24), 2, 3))
    art_h = h * 3 // 5
    art = ELEMENT_COLOURS[card.element]
    stage.gquad([x + 4, y + 4, x + w - 4, y + 4, x + w - 4, y + 4 + art_h, x + 4, y + 4 + art_h],
                [mix(art, INK, 1, 3), art, mix(art, rgb(0, 0, 0), 1, 3), art])
    size = 7 if w < 80 else 12
    cx, cy = x + w // 2, y + 4 + art_h // 2
    reach = min(w, art_h) // 3
    spots = ((cx, cy - reach - size // 2), (cx + reach, cy - size // 2), (cx, cy + reach - size // 2),
             (cx - reach, cy - size // 2))
    stage.ellipse(cx, cy, reach * 2 // 3, reach * 2 // 3, with_alpha(rgb(0, 0, 0), 90))
    for (sx, sy), value in zip(spots, card.sides):
        stage.text(sx, sy, str(value), INK, size, CENTER)
    stage.text(cx, y + 6 + art_h, _fit(card.name, w - 6, 6 if w < 80 else 9), INK, 6 if w < 80 else 9, CENTER)
    pips = RARITIES.index(card.rarity) + 1
    for i in range(pips):
        px = cx - (pips - 1) * 3 + i * 6
        stage.ellipse(px, y + h - 6, 2, 2, metal)
    if new:
        stage.rect(x + w - 24, y - 3, 24, 9, NEW_TAG)
        stage.text(x + w - 12, y - 2, "NEW", INK, 6, CENTER)


def card_back(stage: Stage, x: int, y: int, w: int, h: int) -> None:
    """Draw a face-down card."""
    stage.rect(x, y, w, h, rgb(90, 40, 52))
    stage.box(x + 3, y + 3, w - 6, h - 6, GOLD, 1)
    stage.quad([x + w // 2, y + 10, x + w - 10, y + h // 2, x + w // 2, y + h - 10, x + 10, y + h // 2],
               with_alpha(GOLD, 120))


def blank_slot(stage: Stage, number: int, x: int, y: int, w: int, h: int) -> None:
    """Draw a missing card: a numbered blank."""
    stage.rect(x, y, w, h, BLANK)
    stage.box(x, y, w, h, with_alpha(DIM, 120), 1)
    stage.text(x + w // 2, y + h // 2 - 6, f"#{number}", DIM, 12, CENTER)


# -- the frame -------------------------------------------------------------------------------------
def draw_desk(stage: Stage, desk: CardDesk, frame: int) -> None:
    """Draw the desk's current stage with the header (purse, completion), message and hint lines."""
    stage.rect(0, 0, WIDTH, HEIGHT, BACKDROP)
    stage.gquad([0, 0, WIDTH, 0, WIDTH, 22, 0, 22], [HILITE, PANEL, PANEL, HILITE])
    title = TITLES[desk.stage]
    if desk.stage == DEALER:
        dealer = desk.book.dealer(desk.dealer)
        title = dealer.name if dealer else title
    stage.text(8, 6, title, GOLD, 11, LEFT)
    have, total = prog.completion(desk.progress, desk.book)
    stage.text(WIDTH // 2 + 20, 8, f"Set {have}/{total}", INK, 8, CENTER)
    stage.text(WIDTH - 6, 8, f"{desk.cards.purse['gold']} gold", GOLD, 8, RIGHT)
    stage.hot(WIDTH - 44, 224, 40, 14, {"do": "back"})
    DRAWERS[desk.stage](stage, desk, frame)
    if desk.message_age:
        stage.rect(0, 212, WIDTH, 12, with_alpha(rgb(0, 0, 0), 170))
        stage.text(WIDTH // 2, 214, _fit(desk.message, WIDTH - 8, 7), INK, 7, CENTER)
    stage.text(6, 228, HINTS[desk.stage], DIM, 7, LEFT)
    stage.text(WIDTH - 6, 228, "Back", INK, 7, RIGHT)
    sounds(stage, desk)


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


def _rows(stage: Stage, labels: list[tuple[str, str]], cursor: int, frame: int, shown: int = LIST_ROWS) -> None:
    """Draw a window of ``shown`` (label, right-hand note) rows around the cursor's row, which is lit."""
    first = max(0, min(cursor - shown // 2, len(labels) - shown))
    for r, (label, note) in enumerate(labels[first:first + shown]):
        index = first + r
        y = LIST_TOP + r * ROW_H
        if index == cursor:
            stage.rect(12, y, WIDTH - 24, ROW_H - 2, with_alpha(HILITE, 180 + frame * 3 % 60))
            stage.tri(14, y + 2, 14, y + 10, 19, y + 6, GOLD)
        stage.text(24, y + 3, _fit(label, 200, 8), INK if index == cursor else DIM, 8, LEFT)
        stage.text(WIDTH - 18, y + 3, note, GOLD if index == cursor else DIM, 8, RIGHT)
        stage.hot(12, y, WIDTH - 24, ROW_H - 2, {"do": "pick", "index": index})
    if not labels:
        stage.text(WIDTH // 2, LIST_TOP + 20, "Nothing here yet.", DIM, 8, CENTER)


def _draw_menu(stage: Stage, desk: CardDesk, frame: int) -> None:
    notes = {BINDER: f"{len(desk.progress['binder'])} owned", BOOSTERS: f"{sum(desk.progress['boosters'].values())} sealed",
             SELL: "", DECK: "set" if prog.deck_is_whole(desk.progress, desk.book) else "auto"}
    _rows(stage, [(label, notes.get(target, "")) for label, target in desk.menu_rows()], desk.cursor[MENU], frame)


def _draw_dealer(stage: Stage, desk: CardDesk, frame: int) -> None:
    dealer = desk.book.dealer(desk.dealer)
    rows = []
    for label, what, line in desk.counter_rows():
        note = f"{dealer.stock[line].price} gold" if what == "buy" and dealer else ""
        if what == SELL and dealer:
            note = f"pays {dealer.sell_percent}%"
        rows.append((label, note))
    _rows(stage, rows, desk.cursor[DEALER], frame)


def _draw_binder(stage: Stage, desk: CardDesk, frame: int) -> None:
    entries = desk.page_entries()
    w, h, gap = 66, 82, 8
    x0 = (WIDTH - COLS * w - (COLS - 1) * gap) // 2
    for i, (number, card, owned) in enumerate(entries):
        x, y = x0 + (i % COLS) * (w + gap), 28 + (i // COLS) * (h + 6)
        if owned:
            card_face(stage, card, x, y, w, h, new=prog.is_new(desk.progress, card.id))
            if owned > 1:
                stage.text(x + 4, y + h - 10, f"x{owned}", INK, 6, LEFT)
        else:
            blank_slot(stage, number, x, y, w, h)
        if i == desk.cursor[BINDER]:
            stage.box(x - 2, y - 2, w + 4, h + 4, with_alpha(GOLD, 160 + frame * 4 % 90), 2)
        stage.hot(x, y, w, h, {"do": "pick", "index": i})
    if not entries:
        stage.text(WIDTH // 2, 100, "No card matches this filter.", DIM, 8, CENTER)
    stage.text(8, 214 - 12, f"Page {desk.page + 1}/{desk.pages()}", INK, 7, LEFT)
    stage.text(WIDTH // 2, 214 - 12, f"Sort: {SORTS[desk.sort]}", DIM, 7, CENTER)
    stage.text(WIDTH - 8, 214 - 12, f"Show: {FILTERS[desk.filter]}", DIM, 7, RIGHT)
    for label, do, x in (("<", "page_prev", 0), (">", "page_next", WIDTH - 14)):
        stage.text(x + 7, 108, label, GOLD, 12, CENTER)
        stage.hot(x, 28, 14, 178, {"do": do})
    stage.hot(WIDTH // 2 - 40, 200, 80, 10, {"do": "sort"})
    stage.hot(WIDTH - 80, 200, 72, 10, {"do": "filter"})


def _draw_detail(stage: Stage, desk: CardDesk, frame: int) -> None:
    owned = desk.owned_entries()
    if not owned:
        return
    number, card, count = owned[min(desk.detail, len(owned) - 1)]
    card_face(stage, card, 16, 28, 120, 170)
    x = 150
    stage.text(x, 30, card.name, GOLD, 11, LEFT)
    facts = [f"No. {number} of {len(desk.book)}", f"Rarity: {card.rarity}",
             f"Element: {card.element or 'none'}", f"Copies: {count}",
             f"Sell value: {desk.book.sell_value(card)} gold"]
    dealer = desk.selling_dealer()
    if dealer:
        facts.append(f"{dealer.name} pays {desk.cards.sell_price(card, dealer)}")
    facts.append("Sides: " + "  ".join(f"{s[0].upper()}{v}" for s, v in zip(SIDES, card.sides)))
    for i, line in enumerate(facts):
        stage.text(x, 48 + i * 12, line, INK, 8, LEFT)
    words, line, lines = card.flavour.split(), "", []
    for word in words:
        if len(line) + len(word) + 1 > 34:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    lines.append(line)
    for i, text in enumerate(lines[:4]):
        stage.text(x, 140 + i * 11, text, DIM, 7, LEFT)
    stage.text(WIDTH - 10, 200, f"{desk.detail + 1}/{len(owned)}", DIM, 7, RIGHT)
    stage.hot(0, 28, 14, 170, {"do": "prev"})
    stage.hot(WIDTH - 14, 28, 14, 170, {"do": "next"})


def _draw_boosters(stage: Stage, desk: CardDesk, frame: int) -> None:
    rows = []
    for set_id, count in desk.booster_rows():
        booster = desk.book.booster(set_id)
        rows.append((f"{booster.name} ({booster.size} cards)", f"x{count}"))  # type: ignore[union-attr]
    _rows(stage, rows, desk.cursor[BOOSTERS], frame, shown=8)   # eight rows above the contents panel
    if not rows:
        return
    booster = desk.book.booster(desk.booster_rows()[min(desk.cursor[BOOSTERS], len(rows) - 1)][0])
    held = [desk.book.get(c).rarity for c in booster.pool]  # type: ignore[union-attr]
    stage.rect(12, 148, WIDTH - 24, 56, PANEL)
    stage.text(20, 152, "Contents:", GOLD, 8, LEFT)
    parts = [f"{held.count(r)} {r}" for r in RARITIES if held.count(r)]
    stage.text(20, 164, f"Pool of {len(booster.pool)}: " + ", ".join(parts), INK, 7, LEFT)
    odds = ", ".join(f"{r} {w}" for r, w in zip(RARITIES, booster.weights) if w and r in held)
    stage.text(20, 176, f"Weights: {odds}", DIM, 7, LEFT)
    if booster.guaranteed:
        stage.text(20, 188, f"Last card: {booster.guaranteed} or rarer", DIM, 7, LEFT)


def _draw_reveal(stage: Stage, desk: CardDesk, frame: int) -> None:
    n = len(desk.revealed)
    cols = min(n, 5)
    rows = (n + 4) // 5
    gap = 8
    h = min(96, (160 - (rows - 1) * 6) // max(1, rows))
    w = min(h * 3 // 4, (WIDTH - 16 - (cols - 1) * gap) // max(1, cols))
    h = w * 4 // 3
    x0 = (WIDTH - cols * w - (cols - 1) * gap) // 2
    for i, (card_id, new) in enumerate(desk.revealed):
        x, y = x0 + (i % 5) * (w + gap), 32 + (i // 5) * (h + 6)
        card = desk.book.get(card_id)
        if i < desk.turned and card is not None:
            card_face(stage, card, x, y, w, h, new=new)
        else:
            card_back(stage, x, y, w, h)
        stage.hot(x, y, w, h, {"do": "turn"})
    done = desk.turned >= n
    stage.text(WIDTH // 2, 196, "Cross: done" if done else f"{n - desk.turned} face down", INK, 8, CENTER)
    stage.hot(WIDTH // 2 - 50, 194, 100, 12, {"do": "turn" if not done else "back"})
    if not done:
        _button(stage, WIDTH - 92, 194, 80, "Turn all", "turn_all")


def _draw_sell(stage: Stage, desk: CardDesk, frame: int) -> None:
    dealer = desk.selling_dealer()
    rows = [(f"{c.name}  x{prog.copies(desk.progress, c.id)}",
             f"{desk.cards.sell_price(c, dealer)} gold" if dealer else "-") for c in desk.sell_rows()]
    _rows(stage, rows, desk.cursor[SELL], frame)
    stage.text(WIDTH // 2, 200, f"{dealer.name} pays {dealer.sell_percent}% of a card's value" if dealer
               else "No dealer here buys cards.", DIM, 7, CENTER)


def _draw_deck(stage: Stage, desk: CardDesk, frame: int) -> None:
    w, h, gap = 48, 64, 10
    x0 = (WIDTH - 5 * w - 4 * gap) // 2
    for i in range(prog.DECK_SIZE):
        x = x0 + i * (w + gap)
        card = desk.book.get(desk.draft[i]) if i < len(desk.draft) else None
        if card is not None:
            card_face(stage, card, x, 26, w, h)
        else:
            stage.box(x, 26, w, h, with_alpha(DIM, 140), 1)
            stage.text(x + w // 2, 52, str(i + 1), DIM, 10, CENTER)
    rows = desk.deck_rows()
    cursor = desk.cursor[DECK]
    first = max(0, min(cursor - 3, len(rows) - 7))
    for r, card in enumerate(rows[first:first + 7]):
        index = first + r
        y = 96 + r * 13
        if index == cursor:
            stage.rect(12, y, WIDTH - 24, 12, with_alpha(HILITE, 200))
        mark = "in deck" if card.id in desk.draft else ""
        stage.text(20, y + 2, _fit(card.name, 150, 8), INK if index == cursor else DIM, 8, LEFT)
        stage.text(200, y + 2, f"power {card.strength}", DIM, 7, LEFT)
        stage.text(WIDTH - 18, y + 2, mark, GOLD, 7, RIGHT)
        stage.hot(12, y, WIDTH - 24, 12, {"do": "pick", "index": index})
    if not rows:
        stage.text(WIDTH // 2, 120, "You own no cards yet: duels lend you a starter deck.", DIM, 7, CENTER)
    _button(stage, 12, 189, 96, "Remove the last", "remove")
    _button(stage, WIDTH - 108, 189, 96, "Strongest five", "fill")


def _button(stage: Stage, x: int, y: int, w: int, label: str, do: str) -> None:
    """Draw a small clickable button doing what a pad button does (for a mouse or a finger)."""
    stage.rect(x, y, w, 11, with_alpha(HILITE, 200))
    stage.text(x + w // 2, y + 2, label, INK, 7, CENTER)
    stage.hot(x, y, w, 11, {"do": do})


DRAWERS = {MENU: _draw_menu, DEALER: _draw_dealer, BINDER: _draw_binder, DETAIL: _draw_detail,
           BOOSTERS: _draw_boosters, REVEAL: _draw_reveal, SELL: _draw_sell, DECK: _draw_deck}


# -- toasts ----------------------------------------------------------------------------------------
def toast(stage: Stage, text: str, age: int) -> None:
    """Draw one notice sliding in at the top of any screen; ``age`` counts its frames from 0."""
    slide = min(age, TOAST_FRAMES - age, 10)
    y = -16 + slide * 2
    stage.rect(40, y, WIDTH - 80, 16, with_alpha(rgb(20, 16, 24), 230))
    stage.box(40, y, WIDTH - 80, 16, GOLD, 1)
    stage.text(WIDTH // 2, y + 4, _fit(text, WIDTH - 96, 8), INK, 8, CENTER)


def cards_door(stage: Stage) -> None:
    """Draw the picker's button into the card screens (Triangle does the same)."""
    stage.rect(WIDTH - 78, 16, 72, 11, with_alpha(HILITE, 220))
    stage.text(WIDTH - 42, 17, "Cards: Triangle", INK, 7, CENTER)
    stage.hot(WIDTH - 78, 16, 72, 11, {"do": "cards"})
