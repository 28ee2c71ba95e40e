"""Roulette's tile in the lobby: the wheel from above, its ball on the rim."""

from __future__ import annotations

from pycore.prims import Stage, rgb


def tile(stage: Stage, w: int, h: int, config: object) -> None:
    """Draw the tile: a European wheel's 37 pockets in red, black and green round a wooden cone."""
    stage.rect(0, 0, w, h, rgb(26, 64, 44))
    cx, cy, r = w // 2, h // 2, h // 2 - 4
    stage.ellipse(cx, cy + 3, r + 4, r + 4, rgb(0, 0, 0, 100))
    stage.ellipse(cx, cy, r + 4, r + 4, rgb(120, 70, 36))
    for k in range(37):
        colour = rgb(36, 150, 70) if k == 0 else rgb(190, 30, 36) if k % 2 else rgb(20, 20, 24)
        stage.pie(cx, cy, r, k * 4096 // 37, (k + 1) * 4096 // 37, colour)
    stage.ellipse(cx, cy, r * 2 // 3, r * 2 // 3, rgb(150, 92, 48))
    stage.radial(cx, cy, r * 2 // 3, [(0, rgb(220, 170, 90)), (1024, rgb(110, 60, 30))])
    stage.ellipse(cx, cy, r * 2 // 3 - 2, r * 2 // 3 - 2, rgb(150, 92, 48))
    stage.line(cx - 14, cy, cx + 14, cy, rgb(230, 200, 120), 3)
    stage.line(cx, cy - 14, cx, cy + 14, rgb(230, 200, 120), 3)
    stage.ellipse(cx + r * 5 // 7, cy - r * 4 // 7, 4, 4, rgb(250, 250, 250))
