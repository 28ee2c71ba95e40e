"""Verdigris Cloister: four monks against the Blight on a cloister floor where a garden grows between rounds."""

from pycore.kernel.mode import ModeSpec, Netplay

from .config import parse
from .rules import TacticsSession, frame_bound
from .screen import screen

MODE = ModeSpec(
    kind="tactics",
    title="Verdigris Cloister",
    session=TacticsSession,
    parse=parse,
    screen=screen,
    min_seats=1,
    max_seats=2,
    netplay=Netplay.LOCKSTEP,
    frame_bound=frame_bound,
    blurb="Four monks, two AP each, against the Blight: cover, flanks, overwatch and a garden that grows.",
    stage=(480, 270),
)
