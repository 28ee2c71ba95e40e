"""Prop Hunt's tile in the lobby: the back parlour's furniture, one piece of it not quite furniture."""

from __future__ import annotations

from pycore.prims import Stage, rgb


def tile(stage: Stage, w: int, h: int, config: object) -> None:
    """Draw the tile: a papered wall, a lamp, a chair, a clock, a vase with eyes, and a hunter's torch beam."""
    stage.rect(0, 0, w, h, rgb(90, 60, 70))
    for x in range(0, w, 16):
        stage.rect(x, 0, 8, h * 2 // 3, rgb(100, 68, 78))
    stage.rect(0, h * 2 // 3, w, h, rgb(110, 72, 44))
    stage.rect(30, 40, 8, 30, rgb(60, 40, 30))            # the lamp
    stage.poly((20, 40, 48, 40, 40, 22, 28, 22), rgb(240, 210, 140))
    stage.rrect(70, 44, 34, 40, 4, rgb(150, 60, 50))      # the chair
    stage.rect(70, 80, 34, 8, rgb(90, 40, 30))
    stage.rrect(130, 18, 22, 60, 4, rgb(120, 80, 40))     # the clock
    stage.ellipse(141, 32, 8, 8, rgb(240, 230, 200))
    stage.ellipse(170, 70, 12, 16, rgb(60, 110, 170))     # the vase with eyes
    stage.ellipse(166, 66, 2, 3, rgb(255, 255, 255))
    stage.ellipse(174, 66, 2, 3, rgb(255, 255, 255))
    stage.poly((w, h, w - 70, 0, w - 20, 0), rgb(255, 250, 200, 50))
