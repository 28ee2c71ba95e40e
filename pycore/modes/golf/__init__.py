"""Mini golf on tile courses: fixed-point ball physics, turn order by the rules of play, AI that plans its shots."""

from pycore.kernel.mode import Lazy, ModeSpec, Netplay
from pycore.modes.golf.config import MAX_SEATS, MIN_SEATS, for_round, parse

MODE = ModeSpec(
    kind="golf",
    title="Mini Golf",
    session=Lazy("pycore.modes.golf.rules:GolfSession"),
    parse=parse,
    screen=Lazy("pycore.modes.golf.screen:screen"),
    min_seats=MIN_SEATS,
    max_seats=MAX_SEATS,
    netplay=Netplay.LOCKSTEP,
    room="outdoors",
    tile=Lazy("pycore.modes.golf.tile:tile"),
    sounds=Lazy("pycore.modes.golf.sounds:sounds"),
    frame_bound=Lazy("pycore.modes.golf.rules:frame_bound"),
    blurb="Putt round walls, slopes, sand and water in as few strokes as you can.",
    for_round=for_round,
)
