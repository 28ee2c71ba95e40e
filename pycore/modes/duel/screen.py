"""Grid Duel's board on the 320 x 240 stage."""

from pycore.prims import Stage, rgb


def screen(view: dict, seat: "int | None", stage: Stage) -> None:
    """Draw one frame of the duel for ``seat``."""
    stage.rect(0, 0, 320, 240, rgb(20, 60, 40))
