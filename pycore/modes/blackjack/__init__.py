"""Blackjack: up to five seats against the dealer, played for coins from the purse, with AI tiers."""

from pycore.kernel.mode import Lazy, ModeSpec, Netplay

from .config import MAX_SEATS, MIN_SEATS, cost, for_round, parse, with_purse

HOWTO = {
    "goal": "Beat the dealer's hand without going over 21. Bets come from your purse and are paid into it.",
    "controls": [("Left/Right", "before the deal: size the bet"), ("Cross", "bet"), ("Circle", "sit this hand out"),
                 ("Left/Right", "then: Hit, Stand, Double, Split, Surrender"), ("Cross", "do it"),
                 ("Click", "the buttons (a greyed one says why)")],
    "rules": ["Court cards count 10, an ace 1 or 11; two cards making 21 is a blackjack, paid 3 to 2.",
              "Double: one more card for twice the bet. Split: a pair becomes two hands.",
              "The dealer draws to 17 by fixed rules; going over 21 loses at once, even if the dealer busts later.",
              "Insurance is a side bet that the dealer has blackjack when an ace shows."],
}

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
    tile=Lazy("pycore.modes.blackjack.tile:tile"),
    frame_bound=Lazy("pycore.modes.blackjack.rules:frame_bound"),
    blurb="Beat the dealer to 21 without going over: splits, doubles, insurance, and AI that counts.",
    for_round=for_round,
    with_purse=with_purse,
    cost=cost,
    howto=HOWTO,
)
