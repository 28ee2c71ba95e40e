"""Billiards: 8-ball and 9-ball on a fixed-point pool table, against the AI or online."""

from pycore.kernel.mode import ModeSpec, Netplay
from pycore.modes.billiards.config import MAX_SEATS, MIN_SEATS, parse, with_purse
from pycore.modes.billiards.rules import BilliardsSession, frame_bound
from pycore.modes.billiards.screen import screen

MODE = ModeSpec(
    kind="billiards",
    title="Billiards",
    session=BilliardsSession,
    parse=parse,
    screen=screen,
    min_seats=MIN_SEATS,
    max_seats=MAX_SEATS,
    netplay=Netplay.LOCKSTEP,      # nothing hidden: every peer runs the table
    frame_bound=frame_bound,
    blurb="8-ball or 9-ball: break, call the 8, and mind the cue ball.",
    with_purse=with_purse,
    leaving_forfeits=True,
)
