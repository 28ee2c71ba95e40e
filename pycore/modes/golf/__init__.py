"""Mini golf on tile courses: fixed-point ball physics, turn order by the rules of play, AI that plans its shots."""

from pycore.kernel.mode import Lazy, ModeSpec, Netplay
from pycore.modes.golf.config import MAX_SEATS, MIN_SEATS, for_round, parse

HOWTO = {
    "goal": "Sink the ball on every hole in as few strokes as you can: the lowest total wins.",
    "controls": [("Left/Right", "aim"), ("Square", "hold for fine aim"), ("Cross", "start the power meter"),
                 ("Cross", "strike at the power you want"), ("Circle", "back out of the meter")],
    "rules": ["Rough and sand slow the ball; arrows (slopes) push it along.",
              "Water or out of bounds costs a penalty stroke and the ball plays again from where it was.",
              "Each hole has a cap: reach it and you pick up, scoring the cap.",
              "After the tee shots, the ball farthest from the cup plays next."],
}

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
    frame_bound=Lazy("pycore.modes.golf.rules:frame_bound"),
    blurb="Putt round walls, slopes, sand and water in as few strokes as you can.",
    for_round=for_round,
    howto=HOWTO,
)
