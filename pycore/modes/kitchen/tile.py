"""The kitchen table's tile in the lobby: a wooden table with a few of your own cards on it, one tapped."""

from __future__ import annotations

from pycore.prims import Stage, rgb


def _mtg(stage: Stage, x: int, y: int, frame: int, rot: int = 0) -> None:
    with stage.group(x, y, rot):
        stage.rrect(-16, -22, 32, 44, 3, rgb(20, 18, 16))
        stage.rrect(-14, -20, 28, 40, 2, frame)
        stage.rect(-12, -16, 24, 16, rgb(60, 80, 110))
        stage.rect(-12, 2, 24, 14, rgb(236, 228, 210))


def tile(stage: Stage, w: int, h: int, config: object) -> None:
    """Draw the tile: planks, a library, three permanents (one turned sideways) and a die."""
    stage.rect(0, 0, w, h, rgb(120, 80, 48))
    for y in range(0, h, 18):
        stage.rect(0, y, w, 1, rgb(90, 58, 34))
    stage.rrect(14, 30, 32, 44, 3, rgb(40, 30, 60))
    stage.rrect(16, 28, 32, 44, 3, rgb(60, 40, 90))
    _mtg(stage, 80, 52, rgb(200, 60, 40))
    _mtg(stage, 116, 52, rgb(60, 150, 70))
    _mtg(stage, 160, 56, rgb(200, 60, 40), 1024)
    stage.rrect(196, 84, 20, 20, 4, rgb(240, 240, 236))
    for dx, dy in ((5, 5), (14, 14), (9, 9)):
        stage.ellipse(196 + dx, 84 + dy, 2, 2, rgb(30, 30, 30))
