"""A playing card drawn as prims: its face (rank and a suit mark) or its back, at any size."""

from __future__ import annotations

from pycore.prims import LEFT, Stage, rgb

PAPER = rgb(250, 248, 240)
EDGE = rgb(168, 160, 146)
RED = rgb(206, 52, 52)
BLACK = rgb(24, 24, 30)
BACK = rgb(64, 84, 168)
BACK_EDGE = rgb(200, 210, 240)
RANK_TEXT = {"T": "10"}


def face(stage: Stage, x: int, y: int, code: str, w: int, h: int) -> None:
    """Draw the face of the card ``code`` (``"Ah"``) in the box at ``x, y`` of ``w`` by ``h``."""
    rank, suit = code[0], code[1]
    color = RED if suit in "hd" else BLACK
    stage.rect(x, y, w, h, PAPER)
    stage.box(x, y, w, h, EDGE)
    stage.text(x + 2, y + 1, RANK_TEXT.get(rank, rank), color, 8 if h >= 24 else 6, LEFT)
    suit_mark(stage, x + w // 2, y + h - h // 3, suit, color, 3 if h < 24 else 5)


def suit_mark(stage: Stage, x: int, y: int, suit: str, color: int, r: int) -> None:
    """Draw a suit's mark (``"c"``, ``"d"``, ``"h"`` or ``"s"``) centred at ``x, y`` with radius ``r``."""
    if suit == "d":
        stage.quad((x, y - r - 1, x + r, y, x, y + r + 1, x - r, y), color)
    elif suit == "h":
        stage.ellipse(x - r // 2 - 1, y - 1, r // 2 + 1, r // 2 + 1, color)
        stage.ellipse(x + r // 2 + 1, y - 1, r // 2 + 1, r // 2 + 1, color)
        stage.tri(x - r - 1, y, x + r + 1, y, x, y + r + 1, color)
    elif suit == "s":
        stage.tri(x, y - r - 1, x - r - 1, y + 1, x + r + 1, y + 1, color)
        stage.ellipse(x - r // 2 - 1, y + 1, r // 2 + 1, r // 2 + 1, color)
        stage.ellipse(x + r // 2 + 1, y + 1, r // 2 + 1, r // 2 + 1, color)
        stage.rect(x - 1, y + 1, 2, r + 1, color)
    else:
        for dx, dy in ((0, -r // 2 - 1), (-r // 2 - 1, 1), (r // 2 + 1, 1)):
            stage.ellipse(x + dx, y + dy, r // 2 + 1, r // 2 + 1, color)
        stage.rect(x - 1, y + 1, 2, r + 1, color)


def back(stage: Stage, x: int, y: int, w: int, h: int) -> None:
    """Draw a card's back: what every seat that may not see the face sees."""
    stage.rect(x, y, w, h, BACK)
    stage.box(x, y, w, h, BACK_EDGE)
    stage.line(x + 2, y + 2, x + w - 3, y + h - 3, BACK_EDGE)
