"""Buckshot's tile in the lobby: a sawn-off shotgun over its live and blank shells, under a bare bulb."""

from __future__ import annotations

from pycore.prims import Stage, rgb


def tile(stage: Stage, w: int, h: int, config: object) -> None:
    """Draw the tile: a dark table lit from above, the gun and five shells."""
    stage.rect(0, 0, w, h, rgb(14, 12, 12))
    stage.radial(w // 2, 10, w * 2 // 3, [(0, rgb(90, 70, 50)), (1024, rgb(14, 12, 12))])
    stage.rect(0, 0, w, h, rgb(40, 30, 24, 120))
    # the gun: stock, action, two barrels
    stage.poly((20, 64, 70, 54, 78, 66, 30, 82), rgb(96, 56, 30))
    stage.rect(70, 52, 30, 16, rgb(70, 70, 76))
    stage.rrect(96, 50, 74, 7, 3, rgb(120, 122, 130))
    stage.rrect(96, 58, 74, 7, 3, rgb(96, 98, 106))
    stage.line(82, 68, 88, 78, rgb(60, 60, 66), 3)
    for k, live in enumerate((True, False, True, True, False)):
        x = 40 + k * 24
        body = rgb(196, 40, 40) if live else rgb(40, 90, 200)
        stage.rrect(x, 84, 12, 18, 3, body)
        stage.rect(x, 98, 12, 6, rgb(212, 170, 70))
