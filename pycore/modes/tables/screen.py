"""The table kit's screen for the tables mode: the kit draws the table.

A refusal is not repeated in the table's panel here: the arcade draws every game's refusal beside
the click that made it (the workbench, which has no arcade, passes the seat's notice to the kit)."""

from __future__ import annotations

from pycore.prims import Stage
from pycore.tabletop import draw


def screen(view: dict, seat: "int | None", stage: Stage) -> None:
    """Draw the table as ``seat`` sees it (None: the seat to move)."""
    draw(view, seat, stage)


def with_notice(view: dict, seat: "int | None", stage: Stage) -> None:
    """Draw the table with the seat's latest refusal in its panel: the workbench, where no arcade draws it."""
    me = view["turn"] if seat is None else seat
    draw(view, seat, stage, view["notices"][me])
