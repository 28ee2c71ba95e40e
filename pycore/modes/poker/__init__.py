"""Poker: no-limit Texas Hold'em for 2 to 6 seats, with AI tiers."""

from pycore.kernel.mode import Lazy, ModeSpec, Netplay

from .config import MAX_SEATS, MIN_SEATS, for_round, parse

HOWTO = {
    "goal": "No-limit Texas Hold'em: win chips from the table. What you take away is the chips above the buy-in, "
            "not your place.",
    "controls": [("Left/Right", "choose Fold, Check or Call, Raise, All-in"), ("Up/Down", "size the raise"),
                 ("Cross", "do it"), ("Cross", "show a losing hand at the showdown"), ("Circle", "muck it"),
                 ("Click", "the buttons")],
    "rules": ["Two cards each, five shared: the best five of your seven win the pot.",
              "The blinds double as the hands go by, so waiting costs chips.",
              "A seat all in can win only what it matched; the rest goes to side pots.",
              "At the end each seat is paid its chips above the buy-in; below it, the difference is lost."],
}

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
    tile=Lazy("pycore.modes.poker.tile:tile"),
    frame_bound=Lazy("pycore.modes.poker.rules:frame_bound"),
    blurb="No-limit Texas Hold'em: blinds, side pots, showdowns, and AI that counts its outs.",
    for_round=for_round,
    howto=HOWTO,
)
