"""Nobody is locked out: a new purse sits at every table, a broke one is offered free coins, and a table the
purse cannot pay for says why and what to do; a loaded save's coins are never topped up behind the player."""

import json

import pytest

from pycore.host import profile as profiles
from pycore.host import screens
from pycore.host.arcade import PICKER, PLAYING, Arcade
from pycore.kernel import pad

COIN_TABLES = ["practice-blackjack", "practice-roulette", "practice-durak", "practice-buckshot", "practice-billiards"]


def _stakes_of_the_player(arcade: Arcade, frames: int = 600) -> list[dict]:
    """Play ``frames`` frames pressing Cross now and then; return the player's seat's stakes."""
    stakes: list[dict] = []
    for f in range(frames):
        events = arcade.tick([pad.CROSS if f % 8 == 0 else 0])
        stakes += [e for e in events if e.get("kind") == "stake" and e.get("seat") == arcade.player]
        if stakes or arcade.screen != PLAYING:
            break
    return stakes


@pytest.mark.parametrize("instance", COIN_TABLES)
def test_a_new_profile_sits_and_stakes_at_every_coin_table(instance):
    arcade = Arcade(seed=3)
    assert arcade.profile["coins"] == profiles.STARTING_COINS
    assert arcade.enter(instance) is None
    stakes = _stakes_of_the_player(arcade)
    assert stakes and stakes[0]["amount"] > 0, f"{instance}: a new player put nothing on the table"
    assert arcade.profile["coins"] == profiles.STARTING_COINS - stakes[0]["amount"]


def test_the_starting_purse_pays_the_least_of_every_table_of_the_practice_set():
    arcade = Arcade()
    assert profiles.STARTING_COINS >= arcade.least_to_sit() > 0
    assert all(not arcade.short_of(inst) for inst in arcade.pack.instances)


def test_a_broke_player_is_refused_with_the_reason_and_the_way_out():
    arcade = Arcade(seed=3)
    arcade.profile["coins"] = 0
    reason = arcade.enter("practice-blackjack")
    assert reason == ("Blackjack: practice table needs 10 coins to sit down; your purse holds 0. Take the free "
                      "coins to top it up to 500.")
    assert arcade.screen == PICKER and arcade.driver is None and arcade.profile["coins"] == 0


@pytest.mark.parametrize("instance", COIN_TABLES)
def test_a_broke_player_refills_and_then_plays(instance):
    arcade = Arcade(seed=5)
    arcade.profile["coins"] = 0
    assert arcade.refill_offer() == ""
    events = arcade.tick([0], [{"do": "refill"}])
    assert {"kind": "refilled", "coins": profiles.STARTING_COINS} in events and {"kind": "save"} in events
    assert arcade.profile["coins"] == profiles.STARTING_COINS
    assert arcade.enter(instance) is None
    assert _stakes_of_the_player(arcade)


def test_circle_in_the_lobby_takes_the_refill_only_when_broke():
    arcade = Arcade()
    arcade.profile["coins"] = 4
    arcade.tick([pad.CIRCLE])
    assert arcade.profile["coins"] == profiles.STARTING_COINS
    arcade.tick([0])
    assert arcade.tick([pad.CIRCLE]) == [] and arcade.profile["coins"] == profiles.STARTING_COINS


def test_a_refill_is_refused_to_a_purse_that_can_still_sit_everywhere_or_has_coins_on_a_table():
    arcade = Arcade()
    arcade.profile["coins"] = 10
    assert arcade.refill() == ("A refill is for an empty purse; yours holds 10 coins, enough for every table.")
    assert arcade.profile["coins"] == 10
    profile = profiles.new_profile("practice")
    profile["coins"], profile["held"] = 0, {"coins": 20}
    assert profiles.refill(profile, 10) == [] and profile["coins"] == 0
    assert profiles.refill_offer(profile, 10) == "Finish the game that holds your coins first."


def test_an_old_save_with_no_coins_loads_with_no_coins():
    """The refill is a grant the player asks for: loading never tops a purse up."""
    raw = json.loads(profiles.dumps(profiles.new_profile("practice")))
    raw["coins"] = 0
    profile, repairs = profiles.loads(json.dumps(raw))
    assert profile["coins"] == 0 and repairs == []
    del raw["coins"]
    assert profiles.loads(json.dumps(raw))[0]["coins"] == 0


def test_the_lobby_prints_what_each_coin_table_costs_and_offers_the_refill():
    arcade = Arcade()
    by_id = {inst.id: inst for inst in arcade.pack.instances}
    assert screens.cost_line(by_id["practice-blackjack"]) == "Costs 10 coins to sit down (the least bet)"
    assert screens.cost_line(by_id["practice-roulette"]) == "Costs 1 coin to sit down (the least bet)"
    assert screens.cost_line(by_id["practice-durak"]) == "Stake 10 coins (less when your purse is short)"
    assert screens.stake_tag(by_id["practice-buckshot"]) == "10 coins"
    assert screens.cost_line(by_id["practice-golf"]) == "" and screens.stake_tag(by_id["practice-golf"]) == ""
    arcade.pick("practice-blackjack")
    stage = arcade.draw()
    assert "10 coins" in stage.texts() and "Costs 10 coins to sit down (the least bet)" in " ".join(stage.texts())
    assert not [h for h in stage.hotspots() if h[4]["do"] == "refill"]
    arcade.profile["coins"] = 0
    arcade.pick("practice-blackjack")
    arcade.tick([pad.CROSS])
    stage = arcade.draw()
    assert [h for h in stage.hotspots() if h[4]["do"] == "refill"], "a broke player sees the refill button"
    assert "needs 10 coins to sit down; your purse holds 0. Take the free coins to top it up to 500." in \
        " ".join(stage.texts()), "the refusal shows on the tile's card, whole"
