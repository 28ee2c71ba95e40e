"""Blackjack's screen (placeholder until drawn)."""
from pycore.prims import Stage


def screen(view: dict, seat: "int | None", stage: Stage) -> None:
    """Draw one frame."""
    stage.rect(0, 0, 320, 240, 0)
