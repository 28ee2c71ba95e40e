"""Racing: circuits and sprints on a centerline track, fixed-point driving, power-ups and AI racers."""

from pycore.kernel.mode import Lazy, ModeSpec, Netplay

from .config import MAX_SEATS, MIN_SEATS, for_round, parse

MODE = ModeSpec(
    kind="races",
    title="Racing",
    session=Lazy("pycore.modes.races.rules:RacesSession"),
    parse=parse,
    screen=Lazy("pycore.modes.races.screen:screen"),
    min_seats=MIN_SEATS,
    max_seats=MAX_SEATS,
    netplay=Netplay.LOCKSTEP,
    room="outdoors",
    tile=Lazy("pycore.modes.races.tile:tile"),
    sounds=Lazy("pycore.modes.races.sounds:sounds"),
    frame_bound=Lazy("pycore.modes.races.rules:frame_bound"),
    blurb="Top-down circuits and sprints: boost pads, power-ups and AI rivals.",
    for_round=for_round,
)
