"""Stakes for the back room's tables (Buckshot, Billiards) through the host's purse hook: taken and saved on the
first frame, lost by leaving (the modes' leaving_forfeits), the pot paid once at the end (twice the stake for a win)."""

from __future__ import annotations

import pytest

from pycore.host.arcade import PICKER, QUIT, RESULTS, Arcade
from pycore.kernel import pad
from pycore.kernel.session import Seat
from pycore.packs import practice_pack

TABLES = ["practice-buckshot", "practice-billiards"]


def arcade_with(coins: int, instance: str, seed: int = 11) -> Arcade:
    arcade = Arcade(practice_pack(), seed=3)
    arcade.profile["coins"] = coins
    assert arcade.enter(instance, seats=[Seat.human(), Seat.ai("expert")], seed=seed) is None
    return arcade


@pytest.mark.parametrize("instance", TABLES)
def test_the_stake_is_taken_and_saved_on_the_first_frame_within_the_purse(instance):
    arcade = arcade_with(6, instance)
    assert arcade.session.config.stake == 6                     # the practice stake of 10, cut to the purse
    events = arcade.tick([0])
    assert {"kind": "stake", "seat": 0, "currency": "coins", "amount": 6} in [{k: v for k, v in e.items() if k != "id"}
                                                                        for e in events]
    assert {"kind": "save"} in events
    assert arcade.profile["coins"] == 0 and arcade.profile["forfeit"] == {"coins": 6} and not arcade.profile["held"]
    assert not [e for _ in range(30) for e in arcade.tick([0]) if e.get("kind") in ("stake", "settle")]


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
def test_the_pot_pays_once_at_the_end(instance, seed):
    arcade = arcade_with(100, instance, seed)
    arcade.tick([0])
    assert arcade.profile["coins"] == 90
    session = arcade.session
    session.set_seat(0, Seat.ai("expert"))
    settles = []
    for _ in range(400_000):
        if arcade.screen == RESULTS:
            break
        settles += [e for e in arcade.tick([0]) if e.get("kind") == "settle"]
    assert arcade.screen == RESULTS
    places = session.results().placements
    paid = 10 if places == (1, 1) else {1: 20, 2: 0}[places[0]]
    assert len(settles) == 1 and settles[0]["paid"] == paid == session.payout(0)
    assert arcade.profile["coins"] == 90 + paid
    for _ in range(5):
        arcade.tick([0])
    assert arcade.profile["coins"] == 90 + paid
