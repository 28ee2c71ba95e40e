"""Racing's tile in the lobby: a bend of the circuit with its kerbs and two cars fighting through it."""

from __future__ import annotations

from pycore.prims import Stage, rgb


def _car(stage: Stage, x: int, y: int, rot: int, colour: int) -> None:
    with stage.group(x, y, rot):
        stage.rrect(-14, -8, 28, 16, 5, rgb(0, 0, 0, 90))
        stage.rrect(-13, -7, 26, 14, 5, colour)
        stage.rrect(-4, -5, 9, 10, 2, rgb(30, 40, 60))
        for dx in (-9, 7):
            stage.rect(dx, -9, 5, 3, rgb(20, 20, 20))
            stage.rect(dx, 6, 5, 3, rgb(20, 20, 20))


def tile(stage: Stage, w: int, h: int, config: object) -> None:
    """Draw the tile: grass, the asphalt's curve, red and white kerbs, two cars."""
    stage.rect(0, 0, w, h, rgb(70, 150, 70))
    stage.ring(w // 2, h + 40, w // 2 + 10, h + 4, rgb(200, 40, 40), 30)
    stage.ring(w // 2, h + 40, w // 2 + 10, h + 4, rgb(64, 64, 70), 24)
    for k in range(0, 4096, 256):
        stage.arc(w // 2, h + 40, w // 2 + 25, k, k + 128, rgb(250, 250, 250), 6)
    _car(stage, w // 2 - 30, 20, 300, rgb(40, 110, 220))
    _car(stage, w // 2 + 30, 24, 3800, rgb(230, 180, 40))
