"""Grid Duel's tile in the lobby: three cards on the felt grid, one flipping to the player's colour."""

from __future__ import annotations

from pycore.prims import CENTER, SANS, Stage, rgb

BLUE, RED, GOLD = rgb(70, 120, 215), rgb(205, 75, 70), rgb(232, 184, 72)


def _mini(stage: Stage, x: int, y: int, colour: int, numbers: tuple[int, int, int, int]) -> None:
    stage.rrect(x, y, 30, 30, 4, GOLD)
    stage.rrect(x + 2, y + 2, 26, 26, 3, colour)
    n, e, s, wv = numbers
    for v, dx, dy in ((n, 15, 3), (e, 24, 10), (s, 15, 18), (wv, 6, 10)):
        stage.text(x + dx, y + dy, str(v), rgb(255, 255, 255), 10, CENTER, SANS, True)


def tile(stage: Stage, w: int, h: int, config: object) -> None:
    """Draw the tile: a gold-rimmed felt grid with a capture in mid-flip."""
    stage.rect(0, 0, w, h, rgb(44, 30, 24))
    gx, gy = w // 2 - 52, 6
    stage.rrect(gx - 4, gy - 4, 112, 100, 6, GOLD)
    stage.rrect(gx - 2, gy - 2, 108, 96, 5, rgb(20, 70, 48))
    for r in range(3):
        for c in range(3):
            stage.rrect(gx + c * 35, gy + r * 31, 33, 29, 3, rgb(30, 96, 64))
    _mini(stage, gx + 35, gy + 31, BLUE, (7, 3, 6, 2))
    _mini(stage, gx + 70, gy + 31, BLUE, (2, 5, 4, 1))
    _mini(stage, gx, gy, RED, (5, 2, 3, 8))
    with stage.group(gx + 35 + 15, gy + 15, 0, 420, 1024):
        _mini(stage, -15, -15, RED, (1, 2, 6, 4))
    for k in range(6):
        stage.ellipse(gx + 60 + k * 5, gy + 28 - (k % 3) * 4, 2, 2, rgb(255, 230, 150))
