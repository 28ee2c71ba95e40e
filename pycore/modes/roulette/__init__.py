"""Roulette: the European or American wheel, every standard bet, played for coins from the purse."""

from pycore.kernel.mode import Lazy, ModeSpec, Netplay

from .config import MAX_SEATS, MIN_SEATS, cost, for_round, parse, with_purse

HOWTO = {
    "goal": "Place chips on the layout before the wheel spins; a winning bet is paid at its odds.",
    "controls": [("Up/Down/Left/Right", "walk the layout"), ("L1/R1", "pick a chip"), ("Cross", "place it"),
                 ("Circle", "take back the last chip"), ("Triangle", "repeat the last bets"),
                 ("Square", "no more bets: spin"), ("Click", "the layout, chips and buttons")],
    "rules": ["A number pays 35 to 1; red or black, odd or even, low or high pay even money; a dozen or a "
              "column 2 to 1.",
              "Zero is neither red nor black: the even-money bets lose on it (half back where la partage is "
              "played).",
              "Each chip leaves your purse when you place it, and the winnings come back after the spin."],
}

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
    tile=Lazy("pycore.modes.roulette.tile:tile"),
    frame_bound=Lazy("pycore.modes.roulette.rules:frame_bound"),
    blurb="Chips on the layout, no more bets, and the ball comes to rest: single or double zero.",
    for_round=for_round,
    with_purse=with_purse,
    cost=cost,
    howto=HOWTO,
)
