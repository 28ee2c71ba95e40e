"""Roulette: the European or American wheel, every standard bet, played for coins from the purse."""

from pycore.kernel.mode import Lazy, ModeSpec, Netplay

from .config import HOWTO, MAX_SEATS, MIN_SEATS, cost, for_round, parse, with_purse

MODE = ModeSpec(
    kind="roulette",
    title="Roulette",
    session=Lazy("pycore.modes.roulette.rules:RouletteSession"),
    parse=parse,
    screen=Lazy("pycore.modes.roulette.screen:screen"),
    min_seats=MIN_SEATS,
    max_seats=MAX_SEATS,
    netplay=Netplay.HOSTED,
    room="casino",
    stage=(960, 540),
    tile=Lazy("pycore.modes.roulette.tile:tile"),
    sounds=Lazy("pycore.modes.roulette.sounds:sounds"),
    frame_bound=Lazy("pycore.modes.roulette.rules:frame_bound"),
    blurb="Chips on the layout, no more bets, and the ball comes to rest: single or double zero.",
    for_round=for_round,
    with_purse=with_purse,
    cost=cost,
    howto=HOWTO,
)
