"""Verdigris Cloister: four monks against the Blight on a cloister floor where a garden grows between rounds."""

from pycore.kernel.mode import Lazy, ModeSpec, Netplay

from .config import HOWTO, parse

MODE = ModeSpec(
    kind="tactics",
    title="Verdigris Cloister",
    session=Lazy("pycore.modes.tactics.rules:TacticsSession"),
    parse=parse,
    screen=Lazy("pycore.modes.tactics.screen:screen"),
    min_seats=1,
    max_seats=2,
    netplay=Netplay.LOCKSTEP,
    room="tactics",
    tile=Lazy("pycore.modes.tactics.tile:tile"),
    sounds=Lazy("pycore.modes.tactics.sounds:sounds"),
    frame_bound=Lazy("pycore.modes.tactics.rules:frame_bound"),
    blurb="Four monks, two AP each, against the Blight: cover, flanks, overwatch and a garden that grows.",
    stage=(960, 540),
    howto=HOWTO,
)
