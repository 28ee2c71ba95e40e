"""The kitchen table: a free-form table for collectible card games, hot seat or solitaire against the sparring phantom."""

from pycore.kernel.mode import Lazy, ModeSpec, Netplay

from .config import MAX_SEATS, MIN_SEATS, parse

HOWTO = {
    "goal": "Your own Magic decks on a table that keeps the cards, not the rules: play a game as you would at a "
            "kitchen table, hot seat or against the sparring phantom.",
    "controls": [("Click", "or drag a card to a zone or your battlefield"), ("Click", "a permanent to tap it"),
                 ("Cross", "draw"), ("Square", "untap all"), ("Triangle", "pass the turn"), ("L1", "shuffle"),
                 ("R1", "scry 1"), ("Circle", "accept the phantom's offer"), ("L2", "undo")],
    "rules": ["The table checks no rules: you move the cards, as with paper ones.",
              "The phantom plays the other side and offers what it does (a block, a trade): Circle accepts, "
              "Select declines.",
              "A permanent's ... tab opens its menu: counters, labels, flip, to a zone.",
              "Undo takes back your last change."],
}

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
    frame_bound=Lazy("pycore.modes.kitchen.rules:frame_bound"),
    blurb="Your own decks on a table that keeps the cards, not the rules; spar with the phantom alone.",
    stage=(640, 360),
    howto=HOWTO,
)
