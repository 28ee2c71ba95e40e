"""The arcade's own screens: the picker, the online lobby, the quit prompt, the results card and the message bar."""

from __future__ import annotations

from typing import Sequence

from pycore.kernel.session import Results, Seat, ordinal
from pycore.packs import Pack
from pycore.prims import CENTER, HEIGHT, LEFT, RIGHT, WIDTH, Stage, fit, rgb, with_alpha

INK = rgb(240, 232, 214)
DIM = rgb(150, 140, 124)
GOLD = rgb(232, 184, 72)
BACKDROP = rgb(28, 22, 30)
PANEL = rgb(48, 36, 44)
HILITE = rgb(120, 54, 62)
RED = rgb(236, 96, 84)
ROW_H = 13
LIST_TOP = 38
LIST_ROWS = 13


def _purse(stage: Stage, profile: dict) -> None:
    stage.text(WIDTH - 6, 6, f"{profile['gold']} gold  {profile['coins']} coins", GOLD, 8, RIGHT)


def picker(stage: Stage, pack: Pack, cursor: int, profile: dict, frame: int, error: str = "") -> None:
    """Draw every instance of the pack by name, grouped under its mode's title, and why the last one asked for did not start."""
    stage.rect(0, 0, WIDTH, HEIGHT, BACKDROP)
    stage.gquad([0, 0, WIDTH, 0, WIDTH, 28, 0, 28], [HILITE, PANEL, PANEL, HILITE])
    stage.text(8, 6, "PARLOR", GOLD, 14, LEFT)
    stage.text(86, 10, pack.name, DIM, 8, LEFT)
    _purse(stage, profile)
    rows: list[tuple[str, int]] = []   # (label, instance index or -1 for a heading)
    last_kind = ""
    for i, inst in enumerate(pack.instances):
        if inst.kind != last_kind:
            rows.append((inst.spec.title, -1))
            last_kind = inst.kind
        rows.append((inst.name, i))
    selected_row = next(r for r, (_, i) in enumerate(rows) if i == cursor)
    first = max(0, min(selected_row - LIST_ROWS // 2, len(rows) - LIST_ROWS))
    for r, (label, index) in enumerate(rows[first:first + LIST_ROWS]):
        y = LIST_TOP + r * ROW_H
        if index < 0:
            stage.text(12, y + 3, label.upper(), GOLD, 7, LEFT)
            stage.line(12, y + 11, WIDTH - 12, y + 11, with_alpha(GOLD, 90))
            continue
        if index == cursor:
            pulse = 160 + (frame * 4 % 64)
            stage.rect(20, y, WIDTH - 40, ROW_H - 1, with_alpha(HILITE, pulse))
            stage.tri(22, y + 2, 22, y + 10, 27, y + 6, GOLD)
        stage.text(32, y + 3, fit(label, WIDTH - 72, 8), INK if index == cursor else DIM, 8, LEFT)
        stage.hot(20, y, WIDTH - 40, ROW_H - 1, {"do": "enter", "id": pack.instances[index].id})
    if first + LIST_ROWS < len(rows):
        stage.tri(WIDTH // 2 - 4, LIST_TOP + LIST_ROWS * ROW_H, WIDTH // 2 + 4, LIST_TOP + LIST_ROWS * ROW_H,
                  WIDTH // 2, LIST_TOP + LIST_ROWS * ROW_H + 4, DIM)
    if error:
        stage.rect(8, HEIGHT - 24, WIDTH - 16, 11, with_alpha(BACKDROP, 230))
        stage.text(WIDTH // 2, HEIGHT - 23, fit(error, WIDTH - 20, 7), RED, 7, CENTER)
    stage.text(WIDTH // 2, HEIGHT - 12, "Up/Down choose   Cross play   (or click a game)", DIM, 7, CENTER)


def _panel(stage: Stage, x: int, y: int, w: int, h: int) -> None:
    stage.rect(0, 0, stage.width, stage.height, rgb(0, 0, 0, 150))
    stage.rect(x, y, w, h, PANEL)
    stage.box(x, y, w, h, GOLD, 2)


def quit_prompt(stage: Stage, name: str, online: bool = False) -> None:
    """Draw the quit prompt over the game (paused alone; online it plays on, and leaving leaves the room)."""
    x, y, w, h = 60, 80, 200, 80
    _panel(stage, x, y, w, h)
    stage.text(WIDTH // 2, y + 10, fit(f"Leave {name}?", w - 12, 10), INK, 10, CENTER)
    words = "Wins nothing; the AI takes your seat." if online else "Leaving now wins nothing."
    stage.text(WIDTH // 2, y + 26, fit(words, w - 12, 7), DIM, 7, CENTER)
    for i, (label, do) in enumerate((("Cross: leave", "leave"), ("Circle: resume", "resume"))):
        bx = x + 12 + i * 92
        stage.rect(bx, y + 46, 84, 20, HILITE)
        stage.text(bx + 42, y + 52, label, INK, 8, CENTER)
        stage.hot(bx, y + 46, 84, 20, {"do": do})


def results_card(stage: Stage, name: str, seats: Sequence[Seat], results: "Results | None",
                 player: "int | None", settled: Sequence[str]) -> None:
    """Draw the placements and what the player took away."""
    x, y, w = 40, 30, 240
    rows = len(seats)
    h = 64 + rows * 12 + 10 * max(1, len(settled))
    _panel(stage, x, y, w, min(h, 190))
    stage.text(WIDTH // 2, y + 8, fit(f"{name}: results", w - 12, 10), GOLD, 10, CENTER)
    places = results.placements if results else tuple(0 for _ in seats)
    order = sorted(range(len(seats)), key=lambda s: (places[s], s))
    for r, s in enumerate(order):
        ry = y + 26 + r * 12
        color = GOLD if s == player else INK
        stage.text(x + 14, ry, ordinal(places[s]) if places[s] else "-", color, 8, LEFT)
        stage.text(x + 50, ry, seats[s].label(s) + (" (you)" if s == player else ""), color, 8, LEFT)
    ty = y + 30 + rows * 12
    for i, line in enumerate(settled or ["No rewards this time."]):
        stage.text(WIDTH // 2, ty + i * 10, fit(line, w - 8, 7), DIM, 7, CENTER)
    by = min(y + h, y + 190) - 4
    stage.text(WIDTH // 2, by - 10, "Cross: back to the picker", INK, 8, CENTER)
    stage.hot(x, y, w, min(h, 190), {"do": "continue"})


def message_bar(stage: Stage, message: str) -> None:
    """Draw an online game's status sentence ("Waiting for Bea.") along the foot of the stage."""
    stage.rect(0, stage.height - 14, stage.width, 14, rgb(0, 0, 0))
    stage.text(4, stage.height - 11, fit(message, stage.width - 8, 7), rgb(255, 230, 160), 7, LEFT)


def lobby(stage: Stage, status: dict) -> None:
    """Draw the online room before its game starts: the game, who sits where, what it waits for."""
    stage.rect(0, 0, WIDTH, HEIGHT, BACKDROP)
    room = status.get("lobby") or {}
    title = room.get("title") or "an online game"
    stage.text(WIDTH // 2, 14, fit(f"Online: {title}", WIDTH - 16, 10), GOLD, 10, CENTER)
    for i, row in enumerate(room.get("seats") or []):
        who = "AI" if row.get("peer", 0) < 0 else "ready" if row.get("ready") else "not ready"
        y = LIST_TOP + i * ROW_H
        stage.text(24, y, f"Seat {row.get('seat', i) + 1}", DIM, 8, LEFT)
        stage.text(80, y, fit(str(row.get("name", "")), 150, 8), INK, 8, LEFT)
        stage.text(WIDTH - 24, y, who, DIM, 8, RIGHT)
    words = status.get("message") or room.get("reason") or "Waiting for the host to start."
    stage.text(WIDTH // 2, HEIGHT - 30, fit(words, WIDTH - 16, 8), INK, 8, CENTER)
