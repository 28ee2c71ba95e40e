"""Durak: podkidnoy and perevodnoy for 2 to 6 players, with stakes and AI that keeps its trumps."""

from pycore.kernel.mode import Lazy, ModeSpec, Netplay

from .config import MAX_SEATS, MIN_SEATS, cost, for_round, howto, parse, with_purse

MODE = ModeSpec(
    kind="durak",
    title="Durak",
    session=Lazy("pycore.modes.durak.rules:DurakSession"),
    parse=parse,
    screen=Lazy("pycore.modes.durak.screen:screen"),
    min_seats=MIN_SEATS,
    max_seats=MAX_SEATS,
    netplay=Netplay.HOSTED,
    room="cards",
    stage=(960, 540),
    tile=Lazy("pycore.modes.durak.tile:tile"),
    sounds=Lazy("pycore.modes.durak.sounds:sounds"),
    frame_bound=Lazy("pycore.modes.durak.rules:frame_bound"),
    blurb="Podkidnoy and perevodnoy: beat, throw in, pass it on; the last one holding cards is the fool.",
    for_round=for_round,
    with_purse=with_purse,
    cost=cost,
    leaving_forfeits=True,
    howto=howto,
)
