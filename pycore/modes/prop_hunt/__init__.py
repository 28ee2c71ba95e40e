"""Prop hunt: hiders disguise themselves as furniture, hunters inspect props, roles rotate."""

from pycore.kernel.mode import Lazy, ModeSpec, Netplay

from .config import HOWTO, MAX_SEATS, MIN_SEATS, for_round, parse

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
    sounds=Lazy("pycore.modes.prop_hunt.sounds:sounds"),
    frame_bound=Lazy("pycore.modes.prop_hunt.rules:frame_bound"),
    blurb="Hide as a prop among its decoys, or hunt with a cooldown; every seat hunts in turn.",
    for_round=for_round,
    howto=HOWTO,
    stage=(960, 540),
)
