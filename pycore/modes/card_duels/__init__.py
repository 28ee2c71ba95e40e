"""Grid Duel: two face-up hands of five cards fought over a 3 x 3 grid."""

from pycore.kernel.mode import Lazy, ModeSpec, Netplay

from .config import parse, player_deck

HOWTO = {
    "goal": "Lay your five cards on the 3 x 3 grid, one a turn, and own more cards than your opponent when the "
            "grid is full (cards still in hand count for their owner).",
    "controls": [("Left/Right", "pick a card of your hand"), ("Cross", "lift it"),
                 ("Up/Down/Left/Right", "move it to a free cell"), ("Cross", "lay it there"),
                 ("Circle", "put it back in your hand"), ("Click", "a card, then a cell")],
    "rules": ["A card laid beside an opponent's card captures it when its touching side is stronger than the "
              "side it faces; equal sides capture nothing.",
              "An elemental cell (its symbol on the grid) gives a card of its element +1 on every side, and any "
              "other card -1 (the -1 marks on a laid card), never below 1.",
              "A coin flip says who lays first; both hands are face up, so watch the sides the opponent can "
              "still bring.",
              "In practice your deck is lent: losing costs you no card."],
}

MODE = ModeSpec(
    kind="card_duels",
    title="Grid Duel",
    session=Lazy("pycore.modes.card_duels.rules:CardDuelsSession"),
    parse=parse,
    screen=Lazy("pycore.modes.card_duels.screen:screen"),
    min_seats=2,
    max_seats=2,
    netplay=Netplay.HOSTED,
    room="cards",
    tile=Lazy("pycore.modes.card_duels.tile:tile"),
    frame_bound=Lazy("pycore.modes.card_duels.rules:frame_bound"),
    blurb="Lay five cards on a 3 x 3 grid; a stronger side captures the card it faces.",
    player_deck=player_deck,
    howto=HOWTO,
)
