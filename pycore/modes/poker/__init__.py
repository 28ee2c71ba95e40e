"""Poker: no-limit Texas Hold'em for 2 to 6 seats, with AI tiers."""

from pycore.kernel.mode import Lazy, ModeSpec, Netplay

from .config import HOWTO, MAX_SEATS, MIN_SEATS, for_round, parse

MODE = ModeSpec(
    kind="poker",
    title="Poker",
    session=Lazy("pycore.modes.poker.rules:PokerSession"),
    parse=parse,
    screen=Lazy("pycore.modes.poker.screen:screen"),
    min_seats=MIN_SEATS,
    max_seats=MAX_SEATS,
    netplay=Netplay.HOSTED,
    room="cards",
    stage=(960, 540),
    tile=Lazy("pycore.modes.poker.tile:tile"),
    sounds=Lazy("pycore.modes.poker.sounds:sounds"),
    scene=Lazy("pycore.modes.poker.scene:scene"),
    frame_bound=Lazy("pycore.modes.poker.rules:frame_bound"),
    blurb="No-limit Texas Hold'em: blinds, side pots, showdowns, and AI that counts its outs.",
    for_round=for_round,
    howto=HOWTO,
)
