"""Billiards: 8-ball and 9-ball on a fixed-point pool table, against the AI or online."""

from pycore.kernel.mode import Lazy, ModeSpec, Netplay
from pycore.modes.billiards.config import HOWTO, MAX_SEATS, MIN_SEATS, cost, parse, with_purse

MODE = ModeSpec(
    kind="billiards",
    title="Billiards",
    session=Lazy("pycore.modes.billiards.rules:BilliardsSession"),
    parse=parse,
    screen=Lazy("pycore.modes.billiards.screen:screen"),
    min_seats=MIN_SEATS,
    max_seats=MAX_SEATS,
    stage=(960, 540),
    netplay=Netplay.LOCKSTEP,      # nothing hidden: every peer runs the table
    room="backroom",
    tile=Lazy("pycore.modes.billiards.tile:tile"),
    sounds=Lazy("pycore.modes.billiards.sounds:sounds"),
    frame_bound=Lazy("pycore.modes.billiards.rules:frame_bound"),
    blurb="8-ball or 9-ball: break, call the 8, and mind the cue ball.",
    with_purse=with_purse,
    cost=cost,
    leaving_forfeits=True,
    howto=HOWTO,
)
