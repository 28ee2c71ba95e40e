"""Party Night's tile in the lobby: the podium under confetti."""

from __future__ import annotations

from pycore.prims import CENTER, SERIF, Stage, rgb


def tile(stage: Stage, w: int, h: int, config: object) -> None:
    """Draw the tile: three steps, first to third, a trophy on the top one."""
    stage.radial(w // 2, 0, w * 2 // 3, [(0, rgb(120, 60, 150)), (1024, rgb(30, 16, 50))])
    stage.rect(0, 0, w, h, rgb(60, 30, 90))
    for x, top, n, colour in ((w // 2 - 60, 70, "2", rgb(190, 196, 204)), (w // 2 - 20, 52, "1", rgb(232, 184, 72)),
                              (w // 2 + 20, 82, "3", rgb(176, 120, 72))):
        stage.rect(x, top, 40, h - top, colour)
        stage.text(x + 20, top + 6, n, rgb(40, 30, 20), 16, CENTER, SERIF, True)
    stage.poly((w // 2 - 10, 30, w // 2 + 10, 30, w // 2 + 6, 44, w // 2 - 6, 44), rgb(250, 210, 80))
    stage.rect(w // 2 - 2, 44, 4, 6, rgb(250, 210, 80))
    stage.rect(w // 2 - 8, 48, 16, 4, rgb(200, 150, 50))
    for k in range(24):
        x, y = (k * 53) % w, (k * 29) % (h - 40)
        stage.rect(x, y, 4, 7, (rgb(240, 80, 80), rgb(80, 200, 240), rgb(250, 220, 60), rgb(120, 230, 120))[k % 4])
