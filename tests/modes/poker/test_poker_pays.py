"""Poker's results card says what a place pays and why: the chips above the buy-in, whatever the place."""

from dataclasses import replace

from pycore.host.arcade import RESULTS, Arcade
from pycore.kernel import pad
from pycore.modes.poker.rules import pays_line
from pycore.packs import practice_pack


def _config():
    return practice_pack().instance("practice-poker").config


def test_second_place_below_the_buy_in_says_it_pays_the_chips_above_the_buy_in():
    """The issue's case: second with 245 chips of a 300 buy-in paid '+0 coins' with no word why."""
    assert pays_line(_config(), 245) == ("245 chips of the 300 buy-in: 55 short, -55 coins. "
                                         "Poker pays the chips above the buy-in, not the place.")
    assert pays_line(_config(), 410) == ("410 chips of the 300 buy-in: 110 above it, +110 coins. "
                                         "Poker pays the chips above the buy-in, not the place.")
    assert pays_line(_config(), 300).startswith("300 chips, the 300 buy-in back: nothing won or lost.")
    assert pays_line(replace(_config(), chip_value=2), 310).endswith("buy-in (2 coins a chip), not the place.")
    assert pays_line(replace(_config(), chip_value=0), 310) == "310 chips of the 300 buy-in: 10 above it. " \
        "Chips pay nothing at this table."


def test_the_results_card_shows_the_players_line_and_a_clamped_purse_says_so():
    arcade = Arcade(seed=2)
    arcade.profile["coins"] = 40
    assert arcade.enter("practice-poker") is None
    for f in range(100_000):
        if arcade.screen == RESULTS:
            break
        arcade.tick([pad.CROSS if f % 6 == 0 else 0])
    results = arcade.results
    assert arcade.screen == RESULTS and results is not None
    stack = 300 + results.rewards[arcade.player]["coins"]
    assert results.pays[arcade.player] == pays_line(_config(), stack)
    assert results.to_plain()["pays"] == list(results.pays)
    for _ in range(80):                # the sheet waits for the last move, then rises
        arcade.draw()
    shown = " ".join(arcade.draw().texts())
    assert "Poker pays the chips above the buy-in, not the place." in shown
    if stack < 300 - 40:               # this seed's player loses more than the purse held
        assert arcade.settled == [f"-40 coins (the purse held only 40 of the {300 - stack} lost)"]
        assert arcade.profile["coins"] == 0
