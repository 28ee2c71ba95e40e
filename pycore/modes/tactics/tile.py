"""Verdigris Cloister's tile in the lobby: monks in the cloister's arches, the Blight creeping over the flags."""

from __future__ import annotations

from pycore.prims import Stage, rgb


def tile(stage: Stage, w: int, h: int, config: object) -> None:
    """Draw the tile: flagstones, an arcade of arches, two monks with lanterns and a green Blight form."""
    stage.rect(0, 0, w, h, rgb(70, 76, 70))
    for r in range(4):
        for c in range(8):
            stage.rect(c * 24 + (r % 2) * 12 - 6, 40 + r * 18, 22, 16, rgb(120, 124, 112) if (r + c) % 3 else
                       rgb(106, 112, 100))
    for k in range(5):
        x = 8 + k * 40
        stage.rect(x, 0, 8, 40, rgb(150, 146, 130))
        stage.arc(x + 24, 20, 16, 3072, 5120, rgb(150, 146, 130), 6)
    for x, y in ((60, 70), (92, 84)):
        stage.ellipse(x, y + 14, 9, 4, rgb(0, 0, 0, 90))
        stage.poly((x - 8, y + 14, x + 8, y + 14, x + 5, y - 4, x - 5, y - 4), rgb(120, 80, 50))
        stage.ellipse(x, y - 8, 5, 6, rgb(240, 210, 170))
        stage.ellipse(x + 10, y + 2, 3, 3, rgb(255, 220, 120))
    stage.ellipse(160, 78, 18, 14, rgb(70, 170, 90))
    stage.ellipse(150, 70, 8, 6, rgb(90, 200, 110))
    stage.ellipse(164, 70, 3, 3, rgb(250, 240, 120))
    stage.ellipse(172, 72, 3, 3, rgb(250, 240, 120))
