"""Prop hunt: hiders disguise themselves as furniture, hunters inspect props, roles rotate."""

from pycore.kernel.mode import Lazy, ModeSpec, Netplay

from .config import MAX_SEATS, MIN_SEATS, for_round, parse

HOWTO = {
    "goal": "Hiders: pass for a prop until the hunt runs out. Hunters: find every hider among the decoys.",
    "controls": [("Left/Right", "hider: pick a prop"), ("Cross", "hider: choose it"),
                 ("Up/Down/Left/Right", "move"), ("Triangle", "hider: taunt"), ("Cross", "hunter: inspect the "
                 "nearest prop")],
    "rules": ["Roles rotate each round, so every seat hunts in turn.",
              "A hunter who inspects a decoy loses health; at 0 the hunter is out for the round.",
              "Every inspect starts a cooldown, whatever it hit.",
              "A hider scores a point for each second of the hunt survived; a taunt shows where you are for a "
              "second."],
}

MODE = ModeSpec(
    kind="prop_hunt",
    title="Prop Hunt",
    session=Lazy("pycore.modes.prop_hunt.rules:PropHuntSession"),
    parse=parse,
    screen=Lazy("pycore.modes.prop_hunt.screen:screen"),
    min_seats=MIN_SEATS,
    max_seats=MAX_SEATS,
    netplay=Netplay.LOCKSTEP,
    room="party",
    tile=Lazy("pycore.modes.prop_hunt.tile:tile"),
    frame_bound=Lazy("pycore.modes.prop_hunt.rules:frame_bound"),
    blurb="Hide as a prop among its decoys, or hunt with a cooldown; every seat hunts in turn.",
    for_round=for_round,
    howto=HOWTO,
)
