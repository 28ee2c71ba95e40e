"""Mini Golf's tile in the lobby: a green with its flag, a sand trap, water and the ball on its way."""

from __future__ import annotations

from pycore.prims import Stage, rgb


def tile(stage: Stage, w: int, h: int, config: object) -> None:
    """Draw the tile: the course in sunlight, the cup and its flag, the ball's dotted path."""
    stage.linear(0, 0, 0, h, [(0, rgb(120, 190, 230)), (1024, rgb(180, 220, 240))])
    stage.rect(0, 0, w, h, rgb(150, 206, 236))
    stage.poly((0, 40, w, 30, w, h, 0, h), rgb(70, 160, 70))
    stage.radial(w // 2, 80, w // 2, [(0, rgb(110, 200, 100)), (1024, rgb(60, 140, 60))])
    stage.ellipse(w // 2 + 30, 78, 70, 26, rgb(110, 200, 100))
    stage.ellipse(40, 90, 30, 12, rgb(228, 208, 150))
    stage.ellipse(w - 30, 50, 34, 10, rgb(60, 130, 210))
    stage.ellipse(w // 2 + 46, 80, 6, 3, rgb(20, 30, 20))
    stage.line(w // 2 + 46, 80, w // 2 + 46, 34, rgb(240, 240, 240), 2)
    stage.poly((w // 2 + 47, 34, w // 2 + 70, 41, w // 2 + 47, 48), rgb(220, 40, 40))
    for k in range(6):
        stage.ellipse(60 + k * 14, 100 - k * 3, 2, 2, rgb(255, 255, 255, 160))
    stage.ellipse(50, 102, 5, 5, rgb(255, 255, 255))
