"""The arcade's own screens on the 960 x 540 stage: the lobby of game tiles, the online room, the how-to-play
card, the quit prompt, the results sheet, the message bar and the toasts.

Drawn with the shared look (:mod:`pycore.look`); each game's tile is a picture its own mode
draws (``ModeSpec.tile``), kept by the page. The lobby's layout is worked out here, so the
arcade's cursor steps through the same grid the player sees.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from pycore.collection.screens import TOAST_Y, cards_door
from pycore.kernel.mode import ROOMS
from pycore.kernel.session import Results, Seat, ordinal
from pycore.look import motion as motions
from pycore.look import ui
from pycore.look.style import (BACKDROP, BODY, BUTTON_H, CAPTION, DIM, FAINT, GOLD, GOLD_LIGHT, GREEN, HEAD, INK,
                               LABEL, PANEL, PANEL_EDGE, RED, SEATS, SMALL, TITLE)
from pycore.packs import Instance, Pack
from pycore.prims import (CENTER, LEFT, RIGHT, SANS, SERIF, Picture, Stage, fit, line_height, measure, mix, picture,
                          rgb, with_alpha, wrap)

W, H = 960, 540
TILE_W, TILE_H = 184, 104          # a tile's picture; its name sits under it
TILE_PITCH_X, TILE_PITCH_Y = 196, 148
GRID_X, GRID_Y, GRID_BOTTOM = 28, 78, 482
COLUMNS = 3
HEADING_H = 30
DETAIL_X, DETAIL_W = 626, 306
MENU_CORNER = 116                  # the page's menu button sits over the stage's top right corner


# -- the lobby's layout --------------------------------------------------------------------------
def rooms_of(pack: Pack) -> list[tuple[str, list[int]]]:
    """Return the pack's instances by room, in the lobby's room order: (room, instance indexes)."""
    order = list(ROOMS)
    by_room: dict[str, list[int]] = {}
    for i, inst in enumerate(pack.instances):
        by_room.setdefault(inst.spec.room, []).append(i)
    return [(room, by_room[room]) for room in sorted(by_room, key=order.index)]


def layout(pack: Pack) -> tuple[list[tuple[int, int, int]], list[tuple[int, str]], int]:
    """Return each instance's tile place (index, x, y in the scrolled grid), the headings (y, room), and the grid's height."""
    tiles, headings, y = [], [], 0
    for room, indexes in rooms_of(pack):
        headings.append((y, room))
        y += HEADING_H
        for k, i in enumerate(indexes):
            tiles.append((i, (k % COLUMNS) * TILE_PITCH_X, y + (k // COLUMNS) * TILE_PITCH_Y))
        y += ((len(indexes) + COLUMNS - 1) // COLUMNS) * TILE_PITCH_Y
    return tiles, headings, y


def step(pack: Pack, cursor: int, direction: str) -> int:
    """Return the instance the lobby's cursor moves to from ``cursor`` (it stops at the ends: no wrap)."""
    tiles, _, _ = layout(pack)
    order = [t[0] for t in tiles]
    if cursor not in order:
        return order[0] if order else 0
    k = order.index(cursor)
    if direction == "Left":
        return order[max(0, k - 1)]
    if direction == "Right":
        return order[min(len(order) - 1, k + 1)]
    _, x, y = tiles[k]
    rows = sorted({t[2] for t in tiles})
    r = rows.index(y) + (1 if direction == "Down" else -1)
    if not 0 <= r < len(rows):
        return cursor
    row = [t for t in tiles if t[2] == rows[r]]
    return min(row, key=lambda t: (abs(t[1] - x), t[1]))[0]


# -- tiles ------------------------------------------------------------------------------------------
def _default_tile(stage: Stage, w: int, h: int, inst: Instance) -> None:
    tone = SEATS[list(ROOMS).index(inst.spec.room) % len(SEATS)]
    stage.linear(0, 0, w, h, [(0, mix(tone, rgb(0, 0, 0), 1, 2)), (1024, mix(tone, rgb(0, 0, 0), 4, 5))])
    stage.rrect(0, 0, w, h, 10, tone)
    stage.text(w // 2, h // 2 - 16, fit(inst.spec.title, w - 16, 26, SERIF, True), INK, 26, CENTER, SERIF, True)


def tile_picture(inst: Instance) -> Picture:
    """Return the lobby's picture of ``inst``: drawn by its mode (``ModeSpec.tile``), framed and kept."""
    def draw(stage: Stage) -> None:
        stage.push()
        stage.clip(0, 0, TILE_W, TILE_H, 10)
        try:
            if inst.spec.tile is None:
                raise LookupError
            inst.spec.tile(stage, TILE_W, TILE_H, inst.config)
        except Exception:            # a tile that cannot be drawn is drawn plain: the lobby never fails for it
            stage.clear()
            stage.push()
            stage.clip(0, 0, TILE_W, TILE_H, 10)
            _default_tile(stage, TILE_W, TILE_H, inst)
        while stage.depth:
            stage.pop()
        stage.rrbox(0, 0, TILE_W, TILE_H, 10, rgb(255, 255, 255, 40), 1)

    return picture(f"tile/{inst.kind}/{inst.id}", TILE_W, TILE_H, draw)


def cost_line(inst: Instance) -> str:
    """Return what sitting at ``inst`` costs, in words ('' when it is free): ``ModeSpec.cost``'s least and stake."""
    cost = getattr(inst.spec, "cost", None)
    if cost is None:
        return ""
    try:
        need = dict(cost(inst.config) or {})
    except Exception:
        return ""
    parts = []
    for currency, (least, stake) in need.items():
        if least:
            parts.append(f"Costs {amount_words(least, currency)} to sit down (the least bet)" if least == stake else
                         f"Stake {amount_words(stake, currency)}; {least:,} needed to sit down")
        elif stake:
            parts.append(f"Stake {amount_words(stake, currency)} (less when your purse is short)")
    return "; ".join(parts)


def stake_tag(inst: Instance) -> str:
    """Return the tile's price tag ("10 coins"), the table's stake as set ('' when it costs nothing)."""
    cost = getattr(inst.spec, "cost", None)
    try:
        need = dict(cost(inst.config) or {}) if cost is not None else {}
    except Exception:
        return ""
    return " + ".join(amount_words(stake, currency) for currency, (_, stake) in need.items() if stake)


def amount_words(n: int, currency: str) -> str:
    """Return ``n`` of ``currency`` in words: "1 coin", "10 coins", "5 gold"."""
    return f"{n:,} {currency[:-1] if n == 1 and currency.endswith('s') else currency}"


def _purse(stage: Stage, profile: Mapping[str, Any], x: int, y: int) -> None:
    """Draw the purse as pills ending at ``x``: the gold and the casino coins."""
    for currency, colour in (("coins", rgb(236, 196, 52)), ("gold", rgb(214, 168, 64))):
        text = f"{int(profile.get(currency, 0)):,} {currency}"
        w = measure(text, SMALL, SANS, True) + 40
        x -= w
        stage.rrect(x, y, w, 30, 15, rgb(0, 0, 0, 130))
        stage.rrbox(x, y, w, 30, 15, with_alpha(colour, 160), 1)
        stage.ellipse(x + 15, y + 15, 8, 8, colour)
        stage.ring(x + 15, y + 15, 5, 5, mix(colour, rgb(0, 0, 0), 1, 3), 2)
        stage.text(x + 28, y + 7, text, INK, SMALL, LEFT, SANS, True)
        x -= 8


_LOBBY: dict[tuple, Stage] = {}   # the lobby as last drawn, by everything it shows: kept while nothing moves


def lobby(stage: Stage, pack: Pack, cursor: int, profile: Mapping[str, Any], error: str = "",
          cards: bool = True, refill: int = 0) -> None:
    """Draw the lobby: every game of the pack as a tile, grouped by room, and the chosen game's card with Play.

    While nothing glides, the frame is the one drawn last (pasted), so a lobby at rest costs a copy.
    """
    m = motions.of(stage)
    stage.loop("music", "lobby", 150)
    if m.changed(("lobby/cursor",), cursor):
        stage.cue("cursor")
    tiles, _, height = layout(pack)
    here = next((t for t in tiles if t[0] == cursor), tiles[0] if tiles else (0, 0, 0))
    view_h = GRID_BOTTOM - GRID_Y
    want = max(0, min(here[2] - view_h // 2 + TILE_PITCH_Y // 2, max(0, height - view_h)))
    moving = any(m.progress(k) < 1024 for k in [("lobby/scroll",)] + [("lobby/lift", i.id) for i in pack.instances])
    key = (pack.id, len(pack.instances), cursor, want, tuple(sorted((k, v) for k, v in profile.items() if isinstance(v, int))),
           error, cards, refill, _keys_seen())
    if not moving and not m.still and key in _LOBBY and m.value(("lobby/scroll",), want, 12) == want:
        for inst in pack.instances:       # keep the tiles' lifts alive in the kit (nothing moves)
            m.value(("lobby/lift", inst.id), 6 if pack.instances[cursor] is inst else 0, 8)
        stage.backdrop = BACKDROP
        stage.paste(_LOBBY[key])
        return
    part = Stage(stage.width, stage.height)
    part.motion = m
    _draw_lobby(part, pack, cursor, profile, error, cards, refill)
    settled = all(m.progress(k) >= 1024 for k in [("lobby/scroll",)] + [("lobby/lift", i.id) for i in pack.instances])
    if settled and not m.still:            # kept only once it shows the scroll and the lifts at rest
        _LOBBY.clear()
        _LOBBY[key] = part
    stage.backdrop = BACKDROP
    stage.paste(part)


def _keys_seen() -> tuple:
    from pycore.look import keys

    return (keys.scheme(), tuple(keys.label(b) for b in keys.BUTTONS))


def _draw_lobby(stage: Stage, pack: Pack, cursor: int, profile: Mapping[str, Any], error: str, cards: bool,
                refill: int = 0) -> None:
    m = motions.of(stage)
    stage.backdrop = BACKDROP
    stage.radial(W // 2, -200, 900, [(0, rgb(58, 40, 30)), (1024, BACKDROP)])
    stage.rect(0, 0, W, H, BACKDROP)
    stage.text(28, 14, "Parlor", GOLD, TITLE, LEFT, SERIF, True)
    stage.text(28 + measure("Parlor", TITLE, SERIF, True) + 14, 26, fit(pack.name, 240, SMALL), DIM, SMALL)
    _purse(stage, profile, W - MENU_CORNER, 16)
    tiles, headings, height = layout(pack)
    if not tiles:
        stage.text(W // 2, H // 2, "This pack has no games.", DIM, HEAD, CENTER)
        return
    here = next((t for t in tiles if t[0] == cursor), tiles[0])
    view_h = GRID_BOTTOM - GRID_Y
    want = max(0, min(here[2] - view_h // 2 + TILE_PITCH_Y // 2, max(0, height - view_h)))
    scroll = m.value(("lobby/scroll",), want, 12)
    stage.push()
    stage.clip(0, GRID_Y - 8, DETAIL_X - 8, view_h + 16)
    for y, room in headings:
        top = GRID_Y + y - scroll
        if -HEADING_H < top - GRID_Y < view_h:
            ui.heading(stage, GRID_X, top + 4, ROOMS[room], COLUMNS * TILE_PITCH_X - 12)
    for i, x, y in tiles:
        top = GRID_Y + y - scroll
        if not -TILE_PITCH_Y < top - GRID_Y < view_h + 8:
            continue
        _tile(stage, pack.instances[i], GRID_X + x, top, i == cursor, m)
    stage.pop()
    if height > view_h:                 # the scroll bar
        bar = view_h * view_h // height
        at = GRID_Y + (view_h - bar) * scroll // max(1, height - view_h)
        stage.rrect(DETAIL_X - 14, GRID_Y, 4, view_h, 2, rgb(255, 255, 255, 25))
        stage.rrect(DETAIL_X - 14, at, 4, bar, 2, with_alpha(GOLD, 150))
    _detail(stage, pack.instances[cursor], error, refill)
    items = [("Up/Down/Left/Right", "choose"), ("Cross", "play"), ("Square", "how to play"), ("Select", "host online")]
    if refill:
        items.append(("Circle", "free coins"))
    if cards:
        items.append(("Triangle", "cards"))
    ui.hints(stage, items, y=H - 40, x=GRID_X, align=LEFT)


def _tile(stage: Stage, inst: Instance, x: int, y: int, chosen: bool, m: motions.Motion) -> None:
    lift = m.value(("lobby/lift", inst.id), 6 if chosen else 0, 8)
    y -= lift
    if chosen:
        stage.push()
        stage.shadow(22, 0, 8, with_alpha(GOLD, 120))
        stage.rrect(x, y, TILE_W, TILE_H, 10, PANEL)
        stage.pop()
    stage.stamp(tile_picture(inst), x, y)
    if chosen:
        stage.rrbox(x - 3, y - 3, TILE_W + 6, TILE_H + 6, 13, GOLD, 3)
    price = stake_tag(inst)
    if price:                          # what the table costs, on its tile
        ui.badge(stage, x + TILE_W - 6, y + 6, price, rgb(236, 196, 52), rgb(40, 28, 8), CAPTION, RIGHT)
    name = fit(inst.name, TILE_W - 4, SMALL, SANS, True)
    stage.text(x + 2, y + TILE_H + 8, name, INK if chosen else DIM, SMALL, LEFT, SANS, True)
    stage.hot(x - 4, y - 4, TILE_W + 8, TILE_PITCH_Y - 12, {"do": "pick", "id": inst.id})


def _detail(stage: Stage, inst: Instance, error: str, refill: int = 0) -> None:
    x, y, w = DETAIL_X, GRID_Y - 6, DETAIL_W
    ui.panel(stage, x, y, w, GRID_BOTTOM - y + 8)
    pic_h = 136
    pic_w = pic_h * TILE_W // TILE_H
    stage.stamp(tile_picture(inst), x + (w - pic_w) // 2, y + 14, pic_w, pic_h)
    ty = y + 26 + pic_h
    ui.label(stage, x + 14, ty, inst.name, w - 28, LABEL, INK, bold=True)
    ty += line_height(LABEL, SANS, True) + 4
    seats = inst.config.seats
    online = inst.spec.model(inst.config).label
    ui.label(stage, x + 14, ty, f"{inst.spec.title} \u00b7 {seats} seat{'s' if seats != 1 else ''} \u00b7 online: {online}",
             w - 28, CAPTION, DIM)
    ty += line_height(CAPTION) + 8
    by = GRID_BOTTOM - BUTTON_H - 10
    above = by - BUTTON_H - 8 if refill else by
    if error:                     # why the game did not open, and what to do, where the blurb was
        lines = wrap(error, w - 28, CAPTION, SANS, True, lines=max(1, (above - 8 - ty) // 19))
        for k, line in enumerate(lines):
            stage.text(x + 14, ty + k * 19, line, RED, CAPTION, LEFT, SANS, True)
    else:
        ty += ui.paragraph(stage, x + 14, ty, inst.spec.blurb or "", w - 28, SMALL, INK, lines=3)
        cost = cost_line(inst)
        if cost:
            ui.paragraph(stage, x + 14, ty + 2, cost, w - 28, SMALL, GOLD_LIGHT, lines=2)
    if refill:                    # a broke purse: the free coins, one press away
        ui.button(stage, x + 14, above, w - 28, BUTTON_H, f"Free coins: top up to {refill:,}", {"do": "refill"},
                  key="Circle", size=SMALL, tone=rgb(40, 90, 60))
    third = (w - 28 - 16) // 3
    ui.button(stage, x + 14, by, third, BUTTON_H, "Play", {"do": "enter", "id": inst.id}, ui.FOCUS, key="Cross")
    ui.button(stage, x + 22 + third, by, third, BUTTON_H, "Rules", {"do": "howto", "id": inst.id},
              key="Square", size=SMALL)
    ui.button(stage, x + 30 + 2 * third, by, third, BUTTON_H, "Host", {"do": "host", "id": inst.id},
              key="Select", size=SMALL)


def cards_button(stage: Stage) -> None:
    """Draw the lobby's door to the card screens (Triangle), beside the purse: the card screens' own door."""
    cards_door(stage)


# -- how to play ----------------------------------------------------------------------------------
def howto(stage: Stage, inst: Instance) -> None:
    """Draw the how-to-play card of ``inst`` over the screen: the goal, the controls, the rules newcomers trip on.

    The two columns take the smaller size when the larger would run into the button row, so a card
    with many controls or long rules is shown whole, never cut.
    """
    ui.veil(stage, 170)
    x, y, w, h = 48, 16, W - 96, H - 32
    ui.panel(stage, x, y, w, h, 16)
    ui.title(stage, x + 28, y + 16, f"How to play {inst.spec.title}", w - 56, TITLE)
    try:
        card = inst.spec.how_to_play(inst.config)
    except Exception:                # a card that cannot be read is the blurb alone: the lobby never fails for it
        card = {}
    goal = str(card.get("goal") or inst.spec.blurb or "")
    ty = y + 16 + TITLE + 14
    ty += ui.paragraph(stage, x + 28, ty, goal, w - 56, BODY, INK, lines=3) + 8
    col = (w - 56 - 32) // 2
    controls = ui.on_hand([(str(b), str(words)) for b, words in list(card.get("controls") or ())[:10]])
    rules = [str(rule) for rule in list(card.get("rules") or ())[:5]]
    bottom = y + h - BUTTON_H - 24               # the columns end above the button row

    def keys_width(buttons: str, size: int) -> int:
        return sum(ui.keycap_width(b, size) + 4 for b in buttons.split("/"))

    def heights(size: int) -> tuple[int, int]:
        step = line_height(size) + 4
        left = sum(max(size + 12, len(wrap(words, col - keys_width(b, size) - 6, size, lines=2)) * step) + 6
                   for b, words in controls)
        right = sum(len(wrap(rule, col - 16, size, lines=4)) * step + 6 for rule in rules)
        return left, right

    size = SMALL
    if ty + 30 + max(heights(SMALL)) > bottom:
        size = CAPTION
    step = line_height(size) + 4
    ui.heading(stage, x + 28, ty, "Controls", col)
    cy = ty + 30
    for buttons, words in controls:
        kx = x + 28
        for b in buttons.split("/"):
            kx += ui.keycap(stage, kx, cy, b, size) + 4
        rows = wrap(words, x + 28 + col - kx - 6, size, lines=2)
        for k, row in enumerate(rows):
            stage.text(kx + 6, cy + 5 + k * step, row, INK, size)
        cy += max(size + 12, len(rows) * step) + 6
    rx = x + 28 + col + 32
    ui.heading(stage, rx, ty, "Good to know", col)
    ry = ty + 30
    for rule in rules:
        stage.ellipse(rx + 6, ry + 9, 3, 3, GOLD)
        ry += ui.paragraph(stage, rx + 16, ry, rule, col - 16, size, INK, lines=4) + 6
    ui.button(stage, x + w - 208, y + h - BUTTON_H - 16, 180, BUTTON_H, "Got it", {"do": "howto_close"}, ui.FOCUS,
              key="Circle")


# -- over a game ---------------------------------------------------------------------------------
def quit_prompt(stage: Stage, name: str, online: bool = False, held: "Mapping[str, int] | None" = None,
                forfeits: bool = False, cursor: int = 0) -> None:
    """Draw the quit prompt over the game (held still alone; online it plays on, and leaving leaves the room).

    With coins held by the game it says what leaving does to them: they come back, or are forfeited.
    """
    ui.veil(stage, 160)
    w, h = 560, 250
    x, y = (stage.width - w) // 2, (stage.height - h) // 2
    ui.panel(stage, x, y, w, h, 16)
    ui.title(stage, x + w // 2, y + 24, f"Leave {name}?", w - 48, TITLE, INK, CENTER)
    coins = " and ".join(f"{amount:,} {currency}" for currency, amount in (held or {}).items())
    if coins:
        words = f"Leaving forfeits your stake of {coins}." if forfeits else f"Your {coins} on the table come back to you."
    else:
        words = "You win nothing; the AI takes your seat." if online else "Leaving now wins nothing. The game waits for you."
    ui.paragraph(stage, x + w // 2, y + 36 + TITLE, words, w - 64, BODY, DIM, lines=2, align=CENTER)
    bw = (w - 48 - 2 * 12) // 3
    by = y + h - BUTTON_H - 24
    for k, (text, do, key) in enumerate((("Leave", "leave", "Cross"), ("Resume", "resume", "Circle"),
                                         ("How to play", "howto", "Square"))):
        state = ui.FOCUS if k == cursor else ui.NORMAL
        ui.button(stage, x + 24 + k * (bw + 12), by, bw, BUTTON_H, text, {"do": do}, state, key=key,
                  size=BODY, tone=rgb(110, 44, 40) if do == "leave" else rgb(70, 56, 44))


SHEET_H = 176
SHEET_WAIT = 40          # frames the results wait for the last move to land before they rise


def results_sheet(stage: Stage, name: str, seats: Sequence[Seat], results: "Results | None",
                  player: "int | None", settled: Sequence[str], names: "Sequence[str] | None" = None,
                  notes: "Sequence[str] | None" = None) -> None:
    """Draw the results as a sheet rising from the foot of the stage, under the final board, once the last move has landed."""
    m = motions.of(stage)
    age = m.age("results/shown", True, fresh=True)
    wait = max(SHEET_WAIT, m.hold)       # a table scene holds the sheet for its last shot
    if age < wait and not m.still:
        return
    rise = motions.out_cubic(min(1024, (age - wait) * 1024 // 24)) if not m.still else 1024
    places = results.placements if results else tuple(0 for _ in seats)
    won = player is not None and player < len(places) and places[player] == 1 and list(places).count(1) == 1
    if won and m.changed("results/won", True, fresh=True):
        for k in range(5):
            m.burst(("confetti", k), 120 + k * 180, stage.height - SHEET_H, [GOLD, RED, GREEN, rgb(96, 152, 232)],
                    n=24, speed=7, life=70)
        stage.cue("win")
    elif m.changed("results/sting", True, fresh=True):
        stage.cue("lose" if player is not None and places and places[player] != 1 else "results")
    y = stage.height - SHEET_H * rise // 1024
    x, w = 24, stage.width - 48
    stage.push()
    stage.shadow(30, 0, -6, rgb(0, 0, 0, 180))
    stage.rrect(x, y, w, SHEET_H + 20, 18, PANEL)
    stage.pop()
    stage.rrbox(x, y, w, SHEET_H + 20, 18, GOLD, 2)
    headline = "You win!" if won else f"{name}: results"
    ui.title(stage, x + 24, y + 14, headline, w // 2 - 40, TITLE, GOLD)
    order = sorted(range(len(seats)), key=lambda s: (places[s] or 99, s))
    colw = (w // 2 - 40) // (2 if len(order) > 3 else 1)
    for r, s in enumerate(order[:6]):
        cx, cy = x + 24 + (r // 3) * colw, y + 24 + TITLE + 8 + (r % 3) * 28
        colour = GOLD_LIGHT if s == player else INK
        place = ordinal(places[s]) if places[s] else "-"
        stage.text(cx, cy, place, colour, BODY, LEFT, SANS, True)
        who = (names[s] if names and s < len(names) and names[s] else seats[s].label(s)) + (" (you)" if s == player else "")
        ui.label(stage, cx + 52, cy, who, colw - 60, BODY, colour, bold=s == player)
    rx = x + w // 2 + 8
    lines = list(settled) or ([] if notes else ["No rewards this time."])
    ry = y + 20
    for line in lines[:3]:
        good = line.startswith("+")
        ry += ui.paragraph(stage, rx, ry, line, w // 2 - 40, BODY, GREEN if good else INK, lines=2) + 2
    for line in list(notes or ())[:1]:      # why the reward is what it is (poker: the chips above the buy-in)
        ry += ui.paragraph(stage, rx, ry + 2, line, w // 2 - 40, SMALL, DIM, lines=3) + 2
    ui.button(stage, x + w - 300, y + SHEET_H - BUTTON_H - 16, 276, BUTTON_H, "Back to the lobby", {"do": "continue"},
              ui.FOCUS, key="Cross", size=BODY)


def message_bar(stage: Stage, message: str) -> None:
    """Draw an online game's status sentence ("Waiting for Bea.") as a pill under the top band."""
    text = fit(message, stage.width - 200, BODY, SANS, True)
    w = measure(text, BODY, SANS, True) + 36
    x = (stage.width - w) // 2
    stage.rrect(x, 60, w, 34, 17, rgb(0, 0, 0, 190))
    stage.rrbox(x, 60, w, 34, 17, with_alpha(GOLD, 180), 1)
    stage.text(stage.width // 2, 68, text, GOLD_LIGHT, BODY, CENTER, SANS, True)


def refusal(stage: Stage, text: str, age: int, at: "tuple[int, int] | None", said: bool = False) -> None:
    """Draw why the player's last move was refused beside where it was made (a click), or over the hint line;
    when the screen ``said`` it already (its own notice line), only the cue sounds."""
    life = 150
    if age >= life:
        return
    if age == 0:
        stage.cue("refused")
    if said:
        return
    text = fit(text, stage.width - 120, BODY, SANS, True)
    w = measure(text, BODY, SANS, True) + 40
    notice = getattr(stage, "notice", None)
    if at is None and notice is not None:     # the screen keeps a place free for it
        x, y = max(16, min(stage.width - w - 16, notice[0] - w // 2)), notice[1]
    elif at is None:
        x, y = (stage.width - w) // 2, stage.height - 96
    else:
        x = max(16, min(stage.width - w - 16, at[0] - w // 2))
        y = at[1] - 60 if at[1] > 120 else at[1] + 30
    come = min(1024, age * 1024 // 8)
    go = max(0, min(1024, (life - age) * 1024 // 20))
    alpha = min(come, go) * 255 // 1024
    stage.push(0, (1024 - come) * 8 // 1024, alpha=alpha)
    stage.push()
    stage.shadow(14, 0, 4, rgb(0, 0, 0, 160))
    stage.rrect(x, y, w, 38, 19, rgb(52, 20, 18))
    stage.pop()
    stage.rrbox(x, y, w, 38, 19, RED, 2)
    stage.text(x + w // 2, y + 10, text, rgb(255, 220, 210), BODY, CENTER, SANS, True)
    stage.pop()


def toast(stage: Stage, text: str, age: int, life: int) -> None:
    """Draw a passing notice (a card won) under the top band, clear of the turn line."""
    if age == 0:
        stage.cue("toast")
    ui.toast(stage, text, age, life, y=TOAST_Y)


# -- the online room -------------------------------------------------------------------------------
def room(stage: Stage, status: dict) -> None:
    """Draw the online room before its game starts: the game, who has joined, their readiness, and the one next step.

    A guest's big button says it is ready (or not); the host's starts the game once everyone is;
    both can leave. The words say whose move it is: the host's, or the guests'.
    """
    stage.backdrop = BACKDROP
    stage.radial(W // 2, -200, 900, [(0, rgb(40, 50, 70)), (1024, BACKDROP)])
    stage.rect(0, 0, W, H, BACKDROP)
    room = status.get("lobby") or {}
    role = room.get("role") or "guest"
    title = str(room.get("title") or "")
    ui.title(stage, 40, 20, f"Online: {title}" if title else "Joining the room\u2026", W - 80 - MENU_CORNER, TITLE)
    you = room.get("you")
    host = next((str(r.get("name", "")) for r in room.get("seats") or [] if r.get("peer") == 0), "")
    line = "You host this table: share the link, then start when everyone is ready." if role == "host" else \
        f"{host} hosts this table." if host else "Waiting for the host's table to arrive."
    ui.label(stage, 40, 20 + TITLE + 14, line, W - 80 - MENU_CORNER, BODY, DIM)
    x, y, w = 40, 112, 560
    rows = (room.get("seats") or [])[:8]
    ui.panel(stage, x, y, w, 48 + 40 * max(1, len(rows)))
    ui.heading(stage, x + 20, y + 16, "At the table", w - 40)
    if not rows:
        ui.label(stage, x + 20, y + 48, "Nobody yet\u2026", w - 40, BODY, DIM)
    for i, row in enumerate(rows):
        ry = y + 44 + i * 40
        peer = row.get("peer", 0) if isinstance(row.get("peer", 0), int) else 0
        seat = row.get("seat", i) if isinstance(row.get("seat", i), int) else i
        name = str(row.get("name", "")) + (" (you)" if seat == you else "")
        ui.avatar(stage, x + 36, ry + 12, 13, str(row.get("name", "?")), SEATS[seat % len(SEATS)])
        ui.label(stage, x + 60, ry + 2, name, 300, LABEL, INK, bold=seat == you)
        if peer < 0:
            ui.badge(stage, x + w - 20, ry + 2, "AI takes this seat", rgb(90, 90, 100), INK, CAPTION, RIGHT)
        elif peer == 0:
            ui.badge(stage, x + w - 20, ry + 2, "host", GOLD, align=RIGHT)
        else:
            ready = bool(row.get("ready"))
            ui.badge(stage, x + w - 20, ry + 2, "ready" if ready else "not ready yet", GREEN if ready else
                     rgb(120, 110, 96), align=RIGHT)
    bx, bw = 632, 288
    if role == "host":
        can = bool(room.get("can_start"))
        ui.button(stage, bx, 112, bw, 64, "Start the game", {"do": "start_room"}, ui.FOCUS if can else ui.DISABLED,
                  key="Cross", size=HEAD)
        why = str(room.get("reason") or "") if not can else "Everyone is ready."
        ui.paragraph(stage, bx, 186, why, bw, SMALL, INK if can else DIM, lines=3)
        ui.button(stage, bx, 260, bw, BUTTON_H, "Copy the link to share", {"do": "copy_link"}, size=BODY)
    else:
        mine: dict = next((r for r in rows if r.get("seat") == you), {})
        ready = bool(mine.get("ready"))
        ui.button(stage, bx, 112, bw, 64, "I'm ready" if not ready else "Ready: waiting", {"do": "ready", "on": not ready},
                  ui.FOCUS if not ready else ui.PICKED, key="Cross", size=HEAD, tone=rgb(40, 90, 60) if ready else
                  rgb(70, 56, 44))
        ui.paragraph(stage, bx, 186, f"When everyone is ready, {host or 'the host'} starts the game." if ready else
                     "Press when you are ready to play.", bw, SMALL, DIM, lines=3)
    ui.button(stage, bx, 318, bw, BUTTON_H, "Leave the room", {"do": "leave_room"}, key="Circle", size=BODY,
              tone=rgb(110, 44, 40))
    words = status.get("message") or ""
    if words:
        ui.paragraph(stage, 40, H - 90, str(words), W - 80, BODY, GOLD_LIGHT, lines=2)
    ui.hints(stage, [("Cross", "start" if role == "host" else "ready"), ("Circle", "leave")], y=H - 40, x=40, align=LEFT)


__all__ = ["lobby", "layout", "step", "rooms_of", "tile_picture", "howto", "quit_prompt", "results_sheet",
           "message_bar", "refusal", "toast", "room", "cards_button", "cost_line", "stake_tag", "amount_words",
           "SHEET_WAIT"]
