"""Racing: circuits and sprints on a centerline track, fixed-point driving, power-ups and AI racers."""

from pycore.kernel.mode import Lazy, ModeSpec, Netplay

from .config import MAX_SEATS, MIN_SEATS, for_round, parse

HOWTO = {
    "goal": "Finish the laps (or the sprint) ahead of the other racers.",
    "controls": [("Cross", "accelerate"), ("Square", "brake"), ("Left/Right", "steer"),
                 ("R1", "spend a full boost meter"), ("Triangle", "use the power-up you hold")],
    "rules": ["A lap counts only through every gate in order: a cut corner counts, a skipped stretch never does.",
              "Driving over a power-up takes it if your hands are empty: boost, hop (over bumps), shield, slow "
              "(every rival).",
              "The edge pushes you back and costs speed; bumping from behind costs the one behind.",
              "The boost meter refills in four seconds."],
}

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
    frame_bound=Lazy("pycore.modes.races.rules:frame_bound"),
    blurb="Top-down circuits and sprints: boost pads, power-ups and AI rivals.",
    for_round=for_round,
    howto=HOWTO,
)
