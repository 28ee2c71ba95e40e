"""Blackjack: up to five seats against the dealer, played for coins from the purse, with AI tiers."""

from pycore.kernel.mode import Lazy, ModeSpec, Netplay

from .config import HOWTO, MAX_SEATS, MIN_SEATS, cost, for_round, parse, with_purse

MODE = ModeSpec(
    kind="blackjack",
    title="Blackjack",
    session=Lazy("pycore.modes.blackjack.rules:BlackjackSession"),
    parse=parse,
    screen=Lazy("pycore.modes.blackjack.screen:screen"),
    min_seats=MIN_SEATS,
    max_seats=MAX_SEATS,
    netplay=Netplay.HOSTED,
    room="casino",
    stage=(960, 540),
    tile=Lazy("pycore.modes.blackjack.tile:tile"),
    sounds=Lazy("pycore.modes.blackjack.sounds:sounds"),
    frame_bound=Lazy("pycore.modes.blackjack.rules:frame_bound"),
    blurb="Beat the dealer to 21 without going over: splits, doubles, insurance, and AI that counts.",
    for_round=for_round,
    with_purse=with_purse,
    cost=cost,
    howto=HOWTO,
)
