"""The kitchen table: a free-form table for collectible card games, hot seat or solitaire against the sparring phantom."""

from pycore.kernel.mode import Lazy, ModeSpec, Netplay

from .config import HOWTO, MAX_SEATS, MIN_SEATS, parse

MODE = ModeSpec(
    kind="kitchen",
    title="Kitchen Table",
    session=Lazy("pycore.modes.kitchen.rules:KitchenSession"),
    parse=parse,
    screen=Lazy("pycore.modes.kitchen.screen:screen"),
    min_seats=MIN_SEATS,
    max_seats=MAX_SEATS,
    netplay=Netplay.HOSTED,        # hands and libraries are hidden: the host runs it, each guest gets its seat's view
    room="kitchen",
    tile=Lazy("pycore.modes.kitchen.tile:tile"),
    sounds=Lazy("pycore.modes.kitchen.sounds:sounds"),
    frame_bound=Lazy("pycore.modes.kitchen.rules:frame_bound"),
    blurb="Your own decks on a table that keeps the cards, not the rules; spar with the phantom alone.",
    stage=(960, 540),
    howto=HOWTO,
)
