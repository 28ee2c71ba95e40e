"""Stakes for the back room's tables (Buckshot, Billiards) through the host's purse hook: taken and saved at
the start, a win paid twice and a draw refunded through the results, settled once, lost by leaving."""

from __future__ import annotations

import pytest

from pycore.host.arcade import PICKER, QUIT, RESULTS, Arcade
from pycore.host.profile import new_profile
from pycore.kernel import pad
from pycore.kernel.session import Seat

TABLES = ["practice-buckshot", "practice-billiards"]


def arcade_with(coins: int, instance: str, seed: int = 11) -> Arcade:
    profile = new_profile("practice", 1)
    profile["coins"] = coins
    arcade = Arcade(profile=profile, seed=3)
    assert arcade.enter(instance, seed=seed) is None
    return arcade


@pytest.mark.parametrize("instance", TABLES)
def test_the_stake_is_taken_and_saved_on_the_first_frame_within_the_purse(instance):
    arcade = arcade_with(6, instance)
    assert arcade.session.config.stake == 6                     # the practice stake of 10, cut to the purse
    events = arcade.tick([0])
    assert {"kind": "wager", "seat": 0, "currency": "coins", "amount": 6} in events
    assert {"kind": "save"} in events
    assert arcade.profile["coins"] == 0 and arcade.state()["staked"] == {"coins": 6}
    assert not [e for _ in range(30) for e in arcade.tick([0]) if e.get("kind") == "wager"]


@pytest.mark.parametrize("instance", TABLES)
def test_leaving_a_paid_game_loses_the_stake(instance):
    arcade = arcade_with(100, instance)
    arcade.tick([0])
    arcade.tick([pad.START])
    assert arcade.screen == QUIT
    arcade.tick([0])
    arcade.tick([pad.CROSS])
    assert arcade.screen == PICKER and arcade.profile["coins"] == 90


@pytest.mark.parametrize("instance,seed", [("practice-buckshot", 1), ("practice-buckshot", 2),
                                           ("practice-billiards", 5)])
def test_the_result_pays_once(instance, seed):
    arcade = arcade_with(100, instance, seed)
    arcade.tick([0])
    assert arcade.profile["coins"] == 90
    arcade.session.set_seat(0, Seat.ai("expert"))
    for _ in range(400_000):
        if arcade.screen == RESULTS:
            break
        arcade.tick([0])
    assert arcade.screen == RESULTS
    results = arcade.session.results()
    paid = results.rewards[0].get("coins", 0)
    assert paid == {1: 20, 2: 0}[results.placements[0]] or (results.placements == (1, 1) and paid == 10)
    assert arcade.profile["coins"] == 90 + paid
    arcade._finish()                                             # a repeated report settles nothing more
    arcade.take_stake({"kind": "wager", "seat": 0, "currency": "coins", "amount": 10})
    assert arcade.profile["coins"] == 90 + paid
