"""Party night's own screens on the 960 x 540 stage: the standings, the round-intro card, the pick, the podium.

The intro card slides in over the standings with the round's kind, title, detail and tags;
after a round the scoreboard's rows step in one by one with each player's last-round points
and the totals counting up; last place picks the next round from a list of buttons; at the
end the podium raises 2nd, 1st and 3rd blocks, a figure in each player's colour on top, under
falling confetti and a burst as the blocks land. Everything is integer and drawn from the
view; the counting and the bursts are the screen's motion kit (presentation only). The
rounds themselves are drawn by the round's own mode.
"""

from __future__ import annotations

from pycore.kernel.session import ordinal
from pycore.look import motion, ui
from pycore.look.style import (BODY, CAPTION, DIM, DISPLAY, FAINT, GOLD, GOLD_DARK, GOLD_LIGHT, GREEN, HEAD, INK,
                               LABEL, PAD, PANEL, PAPER, PAPER_INK, RED, SEATS, SMALL, TITLE)
from pycore.modes.party_nights.config import PICK_FRAMES
from pycore.prims import CENTER, LEFT, RIGHT, SERIF, Stage, fit, line_height, measure, mix, rgb, with_alpha

WIDTH, HEIGHT = 960, 540
BACKDROP = rgb(30, 18, 42)
BAND = rgb(58, 34, 76)
HILITE = rgb(126, 62, 140)
UP, DOWN = GREEN, RED
SEAT_COLORS = SEATS
CONFETTI = (GOLD, rgb(236, 86, 86), rgb(86, 150, 246), rgb(110, 206, 96), rgb(226, 120, 230))
TOP = 56                               # the header band (the page's menu corner sits at its right end)
ROW_X, ROW_W, ROW_TOP, ROW_H = 150, 660, 84, 68
CARD_X, CARD_Y, CARD_W, CARD_H = 384, 92, 560, 330   # beside the standings, drawn narrow
PODIUM_W = 170
PODIUM_SLOTS = ((1, 225, 150), (0, 395, 210), (2, 565, 110))   # (standing, x, height): 2nd, 1st, 3rd
PODIUM_BASE = 470
RISE_FRAMES = 60
PIECE_W, PIECE_H = 6, 9                # a piece of confetti, standing or lying
HINTS = {
    "intro": "Next round coming up",
    "round": "The round is on",
    "scores": "Scores after the round",
    "podium": "The night is over",
    "over": "The night is over",
}


def seat_color(seat: int) -> int:
    """Return a player's colour on the scoreboard and the podium."""
    return SEAT_COLORS[seat % len(SEAT_COLORS)]


def standing(view: dict) -> list[int]:
    """Return the seats from first place to last (seat order on a tie)."""
    return sorted(range(len(view["seats"])), key=lambda s: (view["seats"][s]["place"], s))


def screen(view: dict, seat: "int | None", stage: Stage) -> None:
    """Draw one frame of the night for ``seat``."""
    stage.radial(WIDTH // 2, HEIGHT // 3, WIDTH * 3 // 4, [(0, mix(BACKDROP, HILITE, 1, 3)), (1024, BACKDROP)])
    stage.backdrop = BACKDROP
    stage.rect(0, 0, WIDTH, HEIGHT, BACKDROP)
    phase = view["phase"]
    _header(stage, view)
    if phase in ("podium", "over"):
        _podium(stage, view)
    else:
        _standings(stage, view, phase == "scores")
        if phase == "intro":
            _intro_card(stage, view)
        elif phase == "pick":
            _pick(stage, view, seat)
    if phase == "pick" and view["picker"] == seat:
        ui.hints(stage, [("Up/Down", "choose"), ("Cross", "pick"), ("Circle", "or click a round")], y=HEIGHT - 40)
    elif phase != "pick":
        stage.text(WIDTH // 2, HEIGHT - 34, HINTS[phase], DIM, SMALL, CENTER)
    motion.of(stage).draw_effects(stage)


def _header(stage: Stage, view: dict) -> None:
    stage.linear(0, 0, WIDTH, 0, [(0, HILITE), (1024, BAND)])
    stage.rect(0, 0, WIDTH, TOP, BAND)
    stage.rect(0, TOP, WIDTH, 2, with_alpha(GOLD, 120))
    stage.text(24, 10, "PARTY NIGHT", GOLD, TITLE, LEFT, SERIF, True, rgb(0, 0, 0, 120), 2)
    if view["phase"] in ("podium", "over"):
        note = "ended early" if view["ended_early"] else "final standings"
    else:
        note = f"round {min(view['number'], view['count'])} of {view['count']}"
    stage.text(WIDTH - 140, 18, note, INK, LABEL, RIGHT, bold=True)


def _standings(stage: Stage, view: dict, stepping: bool) -> None:
    """Draw the scoreboard, rows stepping in from the right after a round, the totals counting up."""
    stage.push()
    stage.clip(0, 0, WIDTH, HEIGHT)            # the rows step in from beyond the stage's right edge
    _rows(stage, view, stepping)
    stage.pop()
    below = ROW_TOP + max(4, len(view["seats"])) * ROW_H + 6
    if stepping and view["played"] and view["played"][-1]["void"]:
        stage.text(WIDTH // 2, below, "Void round: nothing scored, no stakes taken", DOWN, BODY, CENTER, bold=True)
    if view["phase"] == "round" and view["playing"]:
        names = ", ".join(view["seats"][s]["name"] for s in view["playing"])
        stage.text(WIDTH // 2, below, fit(f"Playing: {names}", WIDTH - 80, BODY), DIM, BODY, CENTER)


def _rows(stage: Stage, view: dict, stepping: bool) -> None:
    clock = view["clock"]
    kit = motion.of(stage)
    narrow = view["phase"] == "intro"          # the intro card stands beside them
    row_x, row_w = (16, 352) if narrow else (ROW_X, ROW_W)
    for row, s in enumerate(standing(view)):
        info = view["seats"][s]
        shift = max(0, 12 * row + 24 - clock) * 24 if stepping else 0
        x, y = row_x + shift, ROW_TOP + row * ROW_H
        if x >= WIDTH:
            continue
        h = ROW_H - 10
        first = info["place"] == 1
        ui.panel(stage, x, y, row_w, h, 12, PANEL, GOLD if first else mix(seat_color(s), PANEL, 1, 2))
        stage.rrect(x, y, 8, h, 4, seat_color(s))
        stage.text(x + 24, y + (h - line_height(TITLE, SERIF, True)) // 2, ordinal(info["place"]),
                   GOLD if first else INK, TITLE, LEFT, SERIF, True)
        ax = x + (90 if narrow else 120)
        ui.avatar(stage, ax, y + h // 2, h // 2 - 8, info["name"], seat_color(s))
        name = info["name"] + (" (you)" if s == view["you"] else "") + (" - left" if info["left"] else "")
        ui.label(stage, ax + 30, y + (h - line_height(LABEL, bold=True)) // 2, name, 150 if narrow else 300, LABEL,
                 DIM if info["left"] else INK, bold=True)
        total = kit.count(("party_nights", "total", s), info["total"])
        stage.text(x + row_w - (20 if narrow else 110), y + (h - line_height(HEAD, bold=True)) // 2, str(total), INK, HEAD, RIGHT,
                   bold=True)
        if view["played"] and not narrow:
            last = info["last"]
            color = UP if last > 0 else DOWN if last < 0 else DIM
            stage.text(x + row_w - 20, y + (h - line_height(BODY, bold=True)) // 2, f"{'+' if last >= 0 else ''}{last}",
                       color, BODY, RIGHT, bold=True)


def _intro_card(stage: Stage, view: dict) -> None:
    """Draw the round-intro card sliding in from the right over the standings."""
    r = view["rounds"][view["round"]]
    x = CARD_X + max(0, 24 - view["clock"]) * 40
    y, w = CARD_Y, CARD_W
    h = CARD_H if r["duel"] or r["wager"] else CARD_H - 50      # room for the stakes' line only when it is there
    stage.push()
    stage.clip(0, 0, WIDTH, HEIGHT)            # sliding in from beyond the stage's right edge
    _card(stage, view, r, x, y, w, h)
    stage.pop()


def _card(stage: Stage, view: dict, r: dict, x: int, y: int, w: int, h: int) -> None:
    ui.panel(stage, x, y, w, h, 16, PAPER, GOLD)
    stage.rrbox(x + 6, y + 6, w - 12, h - 12, 12, with_alpha(GOLD_DARK, 160), 2)
    cx = x + w // 2
    stage.text(x + 24, y + 22, fit(r["kind"].upper(), w - 220, SMALL, bold=True), HILITE, SMALL, LEFT, bold=True)
    stage.text(x + w - 24, y + 22, f"round {view['number']} of {view['count']}", PAPER_INK, SMALL, RIGHT)
    stage.text(cx, y + 56, fit(r["title"], w - 48, TITLE + 6, SERIF, True), PAPER_INK, TITLE + 6, CENTER, SERIF, True)
    if r["detail"]:
        stage.text(cx, y + 112, fit(r["detail"], w - 48, BODY), PAPER_INK, BODY, CENTER)
    tags = list(r["tags"])
    if view["multiplier"] > 1:
        tags.append("double")
    if view["final"]:
        tags.append("final")
    if r["wager"]:
        tags.append(f"wager {r['wager']}%")
    if r["duel"]:
        tags.append("hill duels")
    tags = tags[:5]
    widths = [measure(fit(t, 120, CAPTION, bold=True), CAPTION, bold=True) + 16 for t in tags]
    tx = cx - (sum(widths) + 8 * max(0, len(tags) - 1)) // 2
    for tag, tw in zip(tags, widths):
        ui.badge(stage, tx, y + 150, fit(tag, 120, CAPTION, bold=True), HILITE, INK)
        tx += tw + 8
    points = "   ".join(f"{ordinal(i + 1)} {p * view['multiplier']}" for i, p in enumerate(view["points"]))
    ui.heading(stage, x + 24, y + 196, "points by place", w - 48, GOLD_DARK)
    stage.text(cx, y + 226, fit(points, w - 48, LABEL, bold=True), PAPER_INK, LABEL, CENTER, bold=True)
    if r["duel"]:
        seats = view["seats"]
        order = sorted((s for s in range(len(seats)) if not seats[s]["left"]), key=lambda s: (seats[s]["total"], s))
        if len(order) > 1:
            line = f"{seats[order[1]]['name']} holds the hill; {seats[order[0]]['name']} challenges first"
            stage.text(cx, y + 268, fit(line, w - 48, BODY), PAPER_INK, BODY, CENTER)
    elif r["wager"]:
        stage.text(cx, y + 268, fit(f"All stake {r['wager']}% of their points; winners split it", w - 48, BODY),
                   PAPER_INK, BODY, CENTER)


def _pick(stage: Stage, view: dict, seat: "int | None") -> None:
    """Draw the rounds left for last place to pick from, a button each (a hotspot for the picker only)."""
    picker = view["picker"]
    rows = view["remaining"]
    row = 54
    w, h = 560, 96 + len(rows) * row
    x, y = (WIDTH - w) // 2, max(TOP + 12, (HEIGHT - 50 - h) // 2 + 20)
    stage.rect(0, TOP + 2, WIDTH, HEIGHT - TOP - 2, with_alpha(rgb(0, 0, 0), 160))
    ui.panel(stage, x, y, w, h, 16, PANEL, GOLD)
    who = "You pick" if picker == seat else f"{view['seats'][picker]['name']} picks"
    ui.label(stage, x + PAD + 6, y + 18, f"{who} the next round (last place)", w - 140, HEAD, GOLD, bold=True)
    if view.get("clocked"):          # the pick clock runs only where other people wait
        ui.clock(stage, x + w - 110, y + 22, 90, view["pick_left"], view.get("pick_frames", PICK_FRAMES))
    for i, index in enumerate(rows):
        r = view["rounds"][index]
        ry = y + 70 + i * row
        state = ui.FOCUS if i == view["cursor"] else ui.NORMAL
        extra = "  x2" if r["double"] else ""
        action = {"do": "pick", "round": index} if picker == seat else None
        ui.button(stage, x + PAD, ry, w - 2 * PAD - 150, row - 10, r["title"], action, state)
        stage.text(x + w - PAD - 4, ry + (row - 10 - line_height(SMALL)) // 2, fit(f"{r['kind']}{extra}", 136, SMALL),
                   GOLD_LIGHT if state == ui.FOCUS else DIM, SMALL, RIGHT)


def _podium(stage: Stage, view: dict) -> None:
    """Raise the 2nd, 1st and 3rd blocks, a figure in each player's colour on top, under confetti and a burst."""
    clock = view["clock"] if view["phase"] == "podium" else RISE_FRAMES * 2
    kit = motion.of(stage)
    order = standing(view)
    for slot, x, full in PODIUM_SLOTS:
        if slot >= len(order):
            continue
        s = order[slot]
        info = view["seats"][s]
        rise = min(clock, RISE_FRAMES)
        h = full * motion.out_cubic(rise * 1024 // RISE_FRAMES) // 1024
        top = PODIUM_BASE - h
        face = GOLD if slot == 0 else rgb(200, 204, 214) if slot == 1 else rgb(206, 140, 84)
        stage.rect(x + 8, top + 8, PODIUM_W, h, rgb(0, 0, 0, 90))
        stage.linear(x, top, x + PODIUM_W, top, [(0, mix(face, PAPER, 1, 3)), (600, face), (1024, mix(face, BACKDROP, 1, 3))])
        stage.rect(x, top, PODIUM_W, h, face)
        stage.rect(x, top, PODIUM_W, 6, mix(face, PAPER, 1, 2))
        if h > 60:
            stage.text(x + PODIUM_W // 2, top + 14, ordinal(info["place"]), PAPER_INK, TITLE, CENTER, SERIF, True)
        if rise < RISE_FRAMES:
            continue
        if kit.changed(("party_nights", "landed", slot), True, fresh=True):
            kit.burst(("party_nights", "podium", slot), x + PODIUM_W // 2, top, CONFETTI, n=28, speed=6, life=48)
        color = seat_color(s)
        cx = x + PODIUM_W // 2
        stage.rrect(cx - 18, top - 44, 36, 44, 12, color)                       # the body
        stage.line(cx - 16, top - 36, cx - 34, top - 62, color, 6)              # arms up
        stage.line(cx + 16, top - 36, cx + 34, top - 62, color, 6)
        stage.ellipse(cx, top - 60, 15, 15, color)                              # the head
        ui.label(stage, cx, top - 104, info["name"], PODIUM_W + 20, LABEL, INK, CENTER, bold=True)
        if h > 90:
            total = kit.count(("party_nights", "podium", s), info["total"], 48)
            stage.text(cx, top + 56, f"{total} pts", PAPER_INK, HEAD, CENTER, bold=True)
    stage.rrect(150, PODIUM_BASE, WIDTH - 300, 8, 4, BAND)
    for i in range(48):                      # confetti: fixed columns, falling at 1 to 3 px a frame
        cx = (i * 197 + 13) % WIDTH + (clock // 8 + i) % 9 - 4
        cy = (clock * (1 + i % 3) * 2 + i * 83) % (HEIGHT - TOP + 20) + TOP - 10
        stage.rect(cx, cy, PIECE_H if i % 2 else PIECE_W, PIECE_W if i % 2 else PIECE_H, CONFETTI[i % len(CONFETTI)])
    you = view["you"]
    line = TOP + 14
    if you is not None and you < len(view["seats"]) and you not in order[:3]:
        info = view["seats"][you]
        stage.text(WIDTH // 2, line, f"You: {ordinal(info['place'])} with {info['total']} points", INK, HEAD, CENTER,
                   bold=True)
        line += HEAD + 12
    if view["rewards"]:
        prize = view["rewards"][you] if you is not None and you < len(view["rewards"]) else {}
        if prize:
            parts = [f"{prize[k]} {k}" for k in ("gold", "coins") if prize.get(k)]
            parts += [f"{len(prize[k])} {k}" for k in ("boosters", "cards") if prize.get(k)]
            stage.text(WIDTH // 2, line, "Your prize: " + ", ".join(parts), GOLD, HEAD, CENTER, bold=True)
