"""Buckshot: a two-player shotgun duel of live and blank shells in a hidden order, items and nerve."""

from pycore.kernel.mode import Lazy, ModeSpec, Netplay
from pycore.modes.buckshot.config import MAX_SEATS, MIN_SEATS, cost, parse, with_purse

HOWTO = {
    "goal": "A shotgun duel: win most rounds by bringing the other player's charges to zero. The winner takes the "
            "stake.",
    "controls": [("Left/Right", "choose: shoot them, shoot yourself, or an item"), ("Cross", "do it"),
                 ("Click", "the choice")],
    "rules": ["You are told how many live and blank shells go in, never their order.",
              "Shoot yourself with a blank and you keep the turn; a live shell costs you a charge.",
              "Shooting the other player ends your turn, live or blank.",
              "Items: the glass shows you the next shell, beer racks it out, cigarettes give a charge back, the "
              "saw doubles the next shot, handcuffs skip their turn.",
              "Leaving mid-game loses your stake."],
}

MODE = ModeSpec(
    kind="buckshot",
    title="Buckshot",
    session=Lazy("pycore.modes.buckshot.rules:BuckshotSession"),
    parse=parse,
    screen=Lazy("pycore.modes.buckshot.screen:screen"),
    min_seats=MIN_SEATS,
    max_seats=MAX_SEATS,
    netplay=Netplay.HOSTED,        # the shell order is hidden: the host runs it, each guest gets its seat's view
    room="backroom",
    tile=Lazy("pycore.modes.buckshot.tile:tile"),
    frame_bound=Lazy("pycore.modes.buckshot.rules:frame_bound"),
    blurb="Live or blank? Shoot yourself or the other player, with a glass, a saw and a beer to help.",
    with_purse=with_purse,
    cost=cost,
    leaving_forfeits=True,
    howto=HOWTO,
)
