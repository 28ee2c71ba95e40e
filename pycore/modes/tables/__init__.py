"""Table games on the table kit: tic-tac-toe, checkers, nine men's morris, Crazy Eights, and packs' own."""

from pycore.kernel.mode import Lazy, ModeSpec, Netplay

from .config import parse

MODE = ModeSpec(
    kind="tables",
    title="Table games",
    session=Lazy("pycore.modes.tables.rules:TablesSession"),
    parse=parse,
    screen=Lazy("pycore.modes.tables.screen:screen"),
    min_seats=2,
    max_seats=2,
    netplay=Netplay.LOCKSTEP,
    room="tables",
    stage=(960, 540),
    tile=Lazy("pycore.modes.tables.tile:tile"),
    sounds=Lazy("pycore.modes.tables.sounds:sounds"),
    netplay_of=lambda config: config.netplay,
    frame_bound=Lazy("pycore.modes.tables.rules:frame_bound"),
    blurb="Board and card games written on the table kit: click a square, or point with the pad and press Cross.",
)
