"""Durak's tile in the lobby: a fan of cards over the trump under the talon."""

from __future__ import annotations

from pycore.cards52.face import card
from pycore.prims import Stage, rgb


def tile(stage: Stage, w: int, h: int, config: object) -> None:
    """Draw the tile: the talon crossing its trump, and an attack beaten by a higher card."""
    stage.radial(w // 2, h // 2, w * 2 // 3, [(0, rgb(120, 40, 44)), (1024, rgb(44, 14, 18))])
    stage.rect(0, 0, w, h, rgb(70, 22, 28))
    with stage.group(34, 22, 1024):
        card(stage, 0, -40, "Qh", 40, 56)
    card(stage, 18, 30, None, 40, 56)
    card(stage, 22, 26, None, 40, 56)
    card(stage, 96, 22, "9s", 42, 59)
    with stage.group(112, 30, 200):
        card(stage, 0, 0, "Js", 42, 59)
    for k, code in enumerate(("6d", "8c", "Ts")):
        with stage.group(150 + k * 10, 44 + k * 2, -100 + k * 100):
            card(stage, 0, 0, code, 34, 48)
