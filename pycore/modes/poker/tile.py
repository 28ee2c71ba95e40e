"""Poker's tile in the lobby: two hole cards on the felt beside the pot's chips."""

from __future__ import annotations

from pycore.cards52.face import card
from pycore.look.chips import stack
from pycore.prims import Stage, rgb


def tile(stage: Stage, w: int, h: int, config: object) -> None:
    """Draw the tile: an oval table lit from the middle, the pocket cards and a pot."""
    stage.rect(0, 0, w, h, rgb(20, 14, 12))
    stage.ellipse(w // 2, h // 2 + 10, w * 6 // 10, h * 6 // 10, rgb(82, 48, 28))
    stage.radial(w // 2, h // 2, w // 2, [(0, rgb(56, 150, 100)), (1024, rgb(18, 72, 48))])
    stage.ellipse(w // 2, h // 2 + 10, w * 6 // 10 - 8, h * 6 // 10 - 8, rgb(30, 110, 70))
    stage.ellipse(w // 2, h // 2 + 10, w * 6 // 10 - 22, h * 6 // 10 - 22, rgb(0, 0, 0, 0))
    with stage.group(w // 2 - 44, h // 2 - 30, -120):
        card(stage, 0, 0, "As", 44, 62)
    with stage.group(w // 2 - 10, h // 2 - 34, 140):
        card(stage, 0, 0, "Kh", 44, 62)
    stack(stage, w // 2 + 56, h // 2 + 30, 1250, 700, label=False, most=3)
