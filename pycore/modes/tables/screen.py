"""The table kit's screen for the tables mode: the kit draws the table; the seat's notice below it."""

from __future__ import annotations

from pycore.prims import Stage
from pycore.tabletop import draw


def screen(view: dict, seat: "int | None", stage: Stage) -> None:
    """Draw the table as ``seat`` sees it (None: the seat to move), with that seat's latest refusal."""
    me = view["turn"] if seat is None else seat
    draw(view, seat, stage, view["notices"][me])
