"""Billiards: 8-ball and 9-ball on a fixed-point pool table, against the AI or online."""

from pycore.kernel.mode import Lazy, ModeSpec, Netplay
from pycore.modes.billiards.config import MAX_SEATS, MIN_SEATS, cost, parse, with_purse

HOWTO = {
    "goal": "8-ball: pot your group (solids or stripes), then the 8 in the pocket you call. 9-ball: hit the "
            "lowest ball first; pot the 9 to win.",
    "controls": [("Left/Right", "aim"), ("Square", "hold for fine aim"), ("Up/Down", "spin"),
                 ("Triangle", "call the 8's pocket"), ("Cross", "start the meter"), ("Cross", "strike"),
                 ("Circle", "back"), ("Click", "the table to aim; hold Stroke and release")],
    "rules": ["The table is open after the break: the first ball legally potted gives you its group.",
              "A legal shot hits your own group first, then pots a ball or sends one to a cushion.",
              "A foul (the cue ball potted, the wrong ball first, no cushion) gives the other player the cue ball "
              "in hand anywhere.",
              "Potting the 8 early, in another pocket, or on a foul loses the game.",
              "Leaving mid-game loses your stake."],
}

MODE = ModeSpec(
    kind="billiards",
    title="Billiards",
    session=Lazy("pycore.modes.billiards.rules:BilliardsSession"),
    parse=parse,
    screen=Lazy("pycore.modes.billiards.screen:screen"),
    min_seats=MIN_SEATS,
    max_seats=MAX_SEATS,
    netplay=Netplay.LOCKSTEP,      # nothing hidden: every peer runs the table
    room="backroom",
    tile=Lazy("pycore.modes.billiards.tile:tile"),
    frame_bound=Lazy("pycore.modes.billiards.rules:frame_bound"),
    blurb="8-ball or 9-ball: break, call the 8, and mind the cue ball.",
    with_purse=with_purse,
    cost=cost,
    leaving_forfeits=True,
    howto=HOWTO,
)
