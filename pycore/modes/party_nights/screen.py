"""Party night's screen: the standings, the round-intro card, the pick, and the podium under confetti.

The intro card slides in over the standings with the round's kind, title, detail and tags;
after a round the scoreboard's rows step in one by one with each player's last-round
points; at the end the podium raises 2nd, 1st and 3rd blocks, a figure in each player's
colour on top, under falling confetti. Everything is integer and drawn from the view.
"""

from __future__ import annotations

from pycore.kernel.session import ordinal
from pycore.look import ui
from pycore.prims import CENTER, OLD_HEIGHT as HEIGHT, LEFT, RIGHT, OLD_WIDTH as WIDTH, Stage, fit, mix, rgb, with_alpha

BACKDROP = rgb(34, 20, 48)
PANEL = rgb(60, 36, 78)
CARD = rgb(246, 232, 200)
CARD_INK = rgb(52, 30, 60)
INK = rgb(244, 236, 250)
DIM = rgb(170, 150, 186)
GOLD = rgb(246, 196, 72)
UP = rgb(120, 220, 120)
DOWN = rgb(240, 110, 100)
HILITE = rgb(126, 62, 140)
SEAT_COLORS = (rgb(236, 86, 86), rgb(86, 150, 246), rgb(110, 206, 96), rgb(244, 200, 64))
CONFETTI = (rgb(246, 196, 72), rgb(236, 86, 86), rgb(86, 150, 246), rgb(110, 206, 96), rgb(226, 120, 230))
ROW_TOP, ROW_H = 44, 30
PODIUM_SLOTS = ((1, 52, 62), (0, 128, 90), (2, 204, 44))   # (standing, x, height): 2nd, 1st, 3rd
PODIUM_BASE = 206
RISE_FRAMES = 60
HINTS = {
    "intro": "Next round coming up",
    "round": "The round is on",
    "scores": "Scores after the round",
    "pick": "Up/Down choose   Cross pick   (or click a round)",
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
    stage.rect(0, HEIGHT - 14, WIDTH, 14, PANEL)
    stage.text(WIDTH // 2, HEIGHT - 11, HINTS[phase], DIM, 7, CENTER)


def _header(stage: Stage, view: dict) -> None:
    stage.gquad([0, 0, WIDTH, 0, WIDTH, 26, 0, 26], [HILITE, PANEL, PANEL, HILITE])
    stage.text(8, 7, "PARTY NIGHT", GOLD, 12, LEFT)
    if view["phase"] in ("podium", "over"):
        note = "ended early" if view["ended_early"] else "final standings"
    else:
        note = f"round {min(view['number'], view['count'])} of {view['count']}"
    stage.text(WIDTH - 8, 9, note, INK, 8, RIGHT)


def _standings(stage: Stage, view: dict, stepping: bool) -> None:
    """Draw the scoreboard, rows stepping in from the right after a round."""
    clock = view["clock"]
    for row, s in enumerate(standing(view)):
        info = view["seats"][s]
        shift = max(0, 12 * row + 24 - clock) * 10 if stepping else 0
        x, y = 20 + shift, ROW_TOP + row * ROW_H
        if x >= WIDTH:
            continue
        stage.rect(x, y, WIDTH - 40, ROW_H - 4, PANEL)
        stage.rect(x, y, 6, ROW_H - 4, seat_color(s))
        stage.text(x + 12, y + 8, ordinal(info["place"]), GOLD if info["place"] == 1 else INK, 10, LEFT)
        name = info["name"] + (" (you)" if s == view["you"] else "") + (" - left" if info["left"] else "")
        stage.text(x + 48, y + 9, fit(name, 150, 8), DIM if info["left"] else INK, 8, LEFT)
        stage.text(x + WIDTH - 96, y + 8, str(info["total"]), INK, 10, RIGHT)
        if view["played"]:
            last = info["last"]
            color = UP if last > 0 else DOWN if last < 0 else DIM
            stage.text(x + WIDTH - 50, y + 9, f"{'+' if last >= 0 else ''}{last}", color, 8, RIGHT)
    if stepping and view["played"] and view["played"][-1]["void"]:
        stage.text(WIDTH // 2, ROW_TOP + 4 * ROW_H + 8, "Void round: nothing scored, no stakes taken", DOWN, 8, CENTER)
    if view["phase"] == "round" and view["playing"]:
        names = ", ".join(view["seats"][s]["name"] for s in view["playing"])
        stage.text(WIDTH // 2, ROW_TOP + 4 * ROW_H + 8, fit(f"Playing: {names}", WIDTH - 20, 7), DIM, 7, CENTER)


def _intro_card(stage: Stage, view: dict) -> None:
    """Draw the round-intro card sliding in from the right over the standings."""
    r = view["rounds"][view["round"]]
    x = 36 + max(0, 24 - view["clock"]) * 12
    y, w, h = 48, 248, 140
    stage.rect(x + 4, y + 4, w, h, with_alpha(rgb(0, 0, 0), 120))
    stage.rect(x, y, w, h, CARD)
    stage.box(x, y, w, h, GOLD, 2)
    stage.text(x + 10, y + 10, fit(r["kind"].upper(), 150, 8), HILITE, 8, LEFT)
    stage.text(x + w - 10, y + 10, f"round {view['number']} of {view['count']}", CARD_INK, 7, RIGHT)
    stage.text(x + w // 2, y + 34, fit(r["title"], w - 16, 14), CARD_INK, 14, CENTER)
    if r["detail"]:
        stage.text(x + w // 2, y + 58, fit(r["detail"], w - 16, 8), CARD_INK, 8, CENTER)
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
    tx = x + w // 2 - len(tags) * 24
    for i, tag in enumerate(tags):
        stage.rect(tx + i * 48 + 2, y + 80, 44, 14, HILITE)
        stage.text(tx + i * 48 + 24, y + 83, fit(tag, 42, 7), INK, 7, CENTER)
    points = "  ".join(f"{ordinal(i + 1)} {p * view['multiplier']}" for i, p in enumerate(view["points"]))
    stage.text(x + w // 2, y + 108, points, CARD_INK, 8, CENTER)
    if r["duel"]:
        seats = view["seats"]
        order = sorted((s for s in range(len(seats)) if not seats[s]["left"]), key=lambda s: (seats[s]["total"], s))
        if len(order) > 1:
            line = f"{seats[order[1]]['name']} holds the hill; {seats[order[0]]['name']} challenges first"
            stage.text(x + w // 2, y + 122, fit(line, w - 16, 7), CARD_INK, 7, CENTER)
    elif r["wager"]:
        stage.text(x + w // 2, y + 122, f"All stake {r['wager']}% of their points; winners split it", CARD_INK, 7, CENTER)


def _pick(stage: Stage, view: dict, seat: "int | None") -> None:
    """Draw the rounds left for last place to pick from, with a hotspot each."""
    picker = view["picker"]
    x, y, w = 30, 40, 260
    rows = view["remaining"]
    h = 30 + len(rows) * 18
    stage.rect(0, 26, WIDTH, HEIGHT - 40, with_alpha(rgb(0, 0, 0), 150))
    stage.rect(x, y, w, h, PANEL)
    stage.box(x, y, w, h, GOLD, 2)
    who = "You pick" if picker == seat else f"{view['seats'][picker]['name']} picks"
    stage.text(x + 10, y + 8, f"{who} the next round (last place)", INK, 8, LEFT)
    if view.get("clocked"):          # the pick clock runs only where other people wait
        ui.clock(stage, x + 10, y + h + 4, w - 20, view["pick_left"], view.get("pick_frames", 600), size=7)
    for i, index in enumerate(rows):
        r = view["rounds"][index]
        ry = y + 24 + i * 18
        if i == view["cursor"]:
            stage.rect(x + 6, ry, w - 12, 16, HILITE)
            stage.tri(x + 9, ry + 3, x + 9, ry + 13, x + 14, ry + 8, GOLD)
        stage.text(x + 18, ry + 4, fit(r["title"], 150, 8), INK, 8, LEFT)
        extra = " x2" if r["double"] else ""
        stage.text(x + w - 12, ry + 4, fit(f"{r['kind']}{extra}", 80, 7), DIM, 7, RIGHT)
        if picker == seat:
            stage.hot(x + 6, ry, w - 12, 16, {"do": "pick", "round": index})


def _podium(stage: Stage, view: dict) -> None:
    """Raise the 2nd, 1st and 3rd blocks, a figure in each player's colour on top, under confetti."""
    clock = view["clock"] if view["phase"] == "podium" else RISE_FRAMES * 2
    order = standing(view)
    for slot, x, full in PODIUM_SLOTS:
        if slot >= len(order):
            continue
        s = order[slot]
        info = view["seats"][s]
        rise = min(clock, RISE_FRAMES)
        h = full * rise // RISE_FRAMES
        top = PODIUM_BASE - h
        stage.gquad([x, top, x + 64, top, x + 64, PODIUM_BASE, x, PODIUM_BASE],
                    [mix(GOLD, CARD, 1, 2), GOLD, mix(GOLD, BACKDROP, 1, 2), mix(GOLD, BACKDROP, 1, 3)])
        stage.text(x + 32, top + 6, ordinal(info["place"]), CARD_INK, 12, CENTER)
        if rise == RISE_FRAMES:
            color = seat_color(s)
            stage.ellipse(x + 32, top - 30, 7, 7, color)
            stage.tri(x + 20, top - 2, x + 44, top - 2, x + 32, top - 24, color)
            stage.line(x + 24, top - 18, x + 16, top - 28, color, 2)
            stage.line(x + 40, top - 18, x + 48, top - 28, color, 2)
            stage.text(x + 32, top - 50, fit(info["name"], 72, 7), INK, 7, CENTER)
            stage.text(x + 32, top + 22, f"{info['total']} pts", CARD_INK, 8, CENTER)
    stage.rect(20, PODIUM_BASE, WIDTH - 40, 4, PANEL)
    for i in range(48):                      # confetti: fixed columns, falling at 1 to 3 px a frame
        cx = (i * 67 + 13) % WIDTH + (clock // 8 + i) % 5 - 2
        cy = (clock * (1 + i % 3) + i * 41) % (HEIGHT + 20) - 10
        stage.rect(cx, cy, 3 if i % 2 else 2, 2 if i % 2 else 3, CONFETTI[i % len(CONFETTI)])
    you = view["you"]
    if you is not None and you < len(view["seats"]) and you not in order[:3]:
        info = view["seats"][you]
        stage.text(WIDTH // 2, 32, f"You: {ordinal(info['place'])} with {info['total']} points", INK, 8, CENTER)
    if view["rewards"]:
        prize = view["rewards"][you] if you is not None and you < len(view["rewards"]) else {}
        if prize:
            parts = [f"{prize[k]} {k}" for k in ("gold", "coins") if prize.get(k)]
            parts += [f"{len(prize[k])} {k}" for k in ("boosters", "cards") if prize.get(k)]
            stage.text(WIDTH // 2, 32, "Your prize: " + ", ".join(parts), GOLD, 8, CENTER)
