"""Blackjack's tile in the lobby: the dealer's cards over the player's twenty-one."""

from __future__ import annotations

from pycore.cards52.face import card
from pycore.look.chips import chip
from pycore.prims import CENTER, SERIF, Stage, rgb


def tile(stage: Stage, w: int, h: int, config: object) -> None:
    """Draw the tile: a half-moon table, the dealer's upcard and hole card, the player's ace and jack."""
    stage.rect(0, 0, w, h, rgb(16, 40, 30))
    stage.radial(w // 2, -20, h + 30, [(0, rgb(44, 130, 88)), (1024, rgb(16, 60, 42))])
    stage.ellipse(w // 2, -20, w * 3 // 4, h + 10, rgb(30, 100, 68))
    stage.arc(w // 2, -20, h - 10, 1200, 2900, rgb(230, 186, 92), 2)
    card(stage, w // 2 - 40, 8, "Ks", 34, 48)
    card(stage, w // 2 - 2, 8, None, 34, 48)
    card(stage, w // 2 - 34, 52, "Ah", 38, 53)
    card(stage, w // 2 - 8, 56, "Jc", 38, 53)
    chip(stage, w // 2 + 56, 86, 25, 12)
    chip(stage, w // 2 + 60, 80, 100, 12)
    stage.text(36, 70, "21", rgb(255, 224, 150), 26, CENTER, SERIF, True, rgb(0, 0, 0, 160), 2)
