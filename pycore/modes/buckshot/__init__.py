"""Buckshot: a two-player shotgun duel of live and blank shells in a hidden order, items and nerve."""

from pycore.kernel.mode import Lazy, ModeSpec, Netplay
from pycore.modes.buckshot.config import HOWTO, MAX_SEATS, MIN_SEATS, cost, parse, with_purse

MODE = ModeSpec(
    kind="buckshot",
    title="Buckshot",
    session=Lazy("pycore.modes.buckshot.rules:BuckshotSession"),
    parse=parse,
    screen=Lazy("pycore.modes.buckshot.screen:screen"),
    min_seats=MIN_SEATS,
    max_seats=MAX_SEATS,
    stage=(960, 540),
    netplay=Netplay.HOSTED,        # the shell order is hidden: the host runs it, each guest gets its seat's view
    room="backroom",
    tile=Lazy("pycore.modes.buckshot.tile:tile"),
    sounds=Lazy("pycore.modes.buckshot.sounds:sounds"),
    frame_bound=Lazy("pycore.modes.buckshot.rules:frame_bound"),
    blurb="Live or blank? Shoot yourself or the other player, with a glass, a saw and a beer to help.",
    with_purse=with_purse,
    cost=cost,
    leaving_forfeits=True,
    howto=HOWTO,
)
