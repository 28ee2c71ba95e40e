"""The table games' tile in the lobby: a corner of a checkers board with its men and a king."""

from __future__ import annotations

from pycore.prims import Stage, rgb


def _man(stage: Stage, x: int, y: int, light: bool, king: bool = False) -> None:
    body = rgb(230, 210, 170) if light else rgb(170, 36, 40)
    edge = rgb(150, 120, 80) if light else rgb(90, 14, 18)
    stage.ellipse(x, y + 3, 11, 11, rgb(0, 0, 0, 90))
    stage.ellipse(x, y, 11, 11, edge)
    stage.ellipse(x, y - 2, 10, 10, body)
    stage.ring(x, y - 2, 6, 6, edge, 2)
    if king:
        stage.poly((x - 6, y - 2, x - 6, y - 9, x - 3, y - 5, x, y - 10, x + 3, y - 5, x + 6, y - 9, x + 6, y - 2),
                   rgb(240, 200, 60))


def tile(stage: Stage, w: int, h: int, config: object) -> None:
    """Draw the tile: wooden squares, a capture about to happen."""
    stage.rect(0, 0, w, h, rgb(70, 44, 26))
    size = 26
    for r in range(5):
        for c in range(8):
            dark = (r + c) % 2 == 1
            stage.rect(c * size - 12, r * size - 12, size, size, rgb(120, 74, 40) if dark else rgb(226, 196, 150))
    _man(stage, 2 * size + 1, 1 * size + 1, False)
    _man(stage, 4 * size + 1, 1 * size + 1, False, king=True)
    _man(stage, 3 * size + 1, 2 * size + 1, True)
    _man(stage, 5 * size + 1, 3 * size + 1, True)
    _man(stage, 1 * size + 1, 3 * size + 1, False)
    stage.path([3 * size + 1, 2 * size + 1, 4 * size + 1, 3 * size - 4], rgb(255, 224, 150, 200), 3)
