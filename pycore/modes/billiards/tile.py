"""Billiards' tile in the lobby: the racked balls on the cloth, the cue ball and the cue."""

from __future__ import annotations

from pycore.prims import Stage, rgb

BALLS = (rgb(240, 200, 40), rgb(40, 80, 200), rgb(210, 40, 40), rgb(110, 40, 150), rgb(240, 120, 30),
         rgb(30, 130, 60), rgb(130, 40, 30), rgb(20, 20, 20))


def tile(stage: Stage, w: int, h: int, config: object) -> None:
    """Draw the tile: rails, the cloth lit in the middle, a rack of fifteen and the cue lined up."""
    stage.rect(0, 0, w, h, rgb(86, 48, 24))
    stage.radial(w // 2, h // 2, w // 2, [(0, rgb(40, 150, 96)), (1024, rgb(16, 84, 50))])
    stage.rrect(10, 10, w - 20, h - 20, 6, rgb(24, 110, 68))
    for x, y in ((12, 12), (w // 2, 10), (w - 12, 12), (12, h - 12), (w // 2, h - 10), (w - 12, h - 12)):
        stage.ellipse(x, y, 8, 8, rgb(10, 10, 10))
    n, r = 0, 7
    for col in range(5):
        for row in range(col + 1):
            x = 118 + col * 12
            y = h // 2 - col * r + row * 2 * r
            colour = BALLS[n % len(BALLS)]
            stage.ellipse(x, y, r, r, colour)
            if n >= 8:
                stage.rect(x - r + 1, y - 2, 2 * r - 2, 4, rgb(250, 248, 240))
            stage.ellipse(x - 2, y - 2, 2, 2, rgb(255, 255, 255, 160))
            n += 1
    stage.ellipse(52, h // 2, r, r, rgb(250, 248, 240))
    stage.line(8, h // 2 + 14, 42, h // 2 + 3, rgb(200, 160, 100), 4)
    stage.line(8, h // 2 + 14, 20, h // 2 + 10, rgb(40, 30, 20), 5)
