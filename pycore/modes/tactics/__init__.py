"""Verdigris Cloister: four monks against the Blight on a cloister floor where a garden grows between rounds."""

from pycore.kernel.mode import Lazy, ModeSpec, Netplay

from .config import parse

HOWTO = {
    "goal": "Command four monks against the Blight through the campaign's missions: hold, reach or cleanse as "
            "each mission's brief says, before its rounds run out.",
    "controls": [("Up/Down/Left/Right", "move the cursor"), ("Cross", "preview, then confirm (walk or fire)"),
                 ("Circle", "undo a move"), ("Square", "cycle targets"), ("Triangle", "abilities (the garden, "
                 "overwatch)"), ("L1/R1", "cycle units"), ("Select", "end the turn")],
    "rules": ["Each unit has two AP a turn: a walk costs one AP per three steps (a monk), every other action "
              "one AP; overwatch ends the turn.",
              "Cover comes from the side a shot comes from: a higher tile or grown plants beside the target are "
              "half (-20) or full (-40) cover.",
              "From behind a shot ignores cover (+30); from the side cover drops a step. Height gives +15.",
              "A move can be undone until a shot or a garden action commits the turn.",
              "Between rounds the garden grows and the crystal spreads: burn it, flood fire out."],
}

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
    frame_bound=Lazy("pycore.modes.tactics.rules:frame_bound"),
    blurb="Four monks, two AP each, against the Blight: cover, flanks, overwatch and a garden that grows.",
    stage=(480, 270),
    howto=HOWTO,
)
