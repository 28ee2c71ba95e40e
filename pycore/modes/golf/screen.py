"""Mini golf's screen: the hole from above, the balls, the aim, the power meter and the card."""

from __future__ import annotations

from pycore.prims import Stage


def screen(view: dict, seat: "int | None", stage: Stage) -> None:
    """Draw one frame of ``view`` for ``seat`` on the 320 x 240 stage."""
    stage.text(4, 4, f"Hole {view['hole'] + 1}", 0xFFFFFFFF)
