"""Stakes in coins through the host: taken and saved at the deal, paid through the results once, the Start freeze."""

from __future__ import annotations

from pycore.host.arcade import PICKER, PLAYING, QUIT, RESULTS, Arcade
from pycore.host.profile import new_profile
from pycore.kernel import pad
from pycore.kernel.session import Seat
from pycore.modes.durak.config import DurakConfig
from pycore.modes.durak.rules import DurakSession

from .tables import c, game, land, play


def arcade_with(coins: int) -> Arcade:
    profile = new_profile("practice", 1)
    profile["coins"] = coins
    arcade = Arcade(profile=profile, seed=3)
    assert arcade.enter("practice-durak", seed=11) is None
    return arcade


def press(arcade: Arcade, button: int) -> list[dict]:
    events = arcade.tick([button])
    return events + arcade.tick([0])


def deal(arcade: Arcade, ups: int = 0) -> list[dict]:
    for _ in range(ups):
        press(arcade, pad.UP)
    return press(arcade, pad.CROSS)


def test_the_stake_is_offered_within_the_purse_and_taken_and_saved_at_the_deal():
    arcade = arcade_with(12)
    session = arcade.session
    assert session.config.purse == 12 and session.config.stake_range() == (0, 12)
    assert session.stakes[0] == 10
    press(arcade, pad.UP)
    assert session.stakes[0] == 12                      # never above the purse
    events = deal(arcade)
    assert {"kind": "wager", "seat": 0, "currency": "coins", "amount": 12} in events
    assert {"kind": "save"} in events
    assert arcade.profile["coins"] == 0 and arcade.state()["staked"] == {"coins": 12}


def _play_out(arcade: Arcade) -> None:
    arcade.session.set_seat(0, Seat.ai("expert"))       # let the AI play the person's hand to the end
    for _ in range(200_000):
        if arcade.screen == RESULTS:
            return
        arcade.tick([0])
    raise AssertionError("the game did not end")


def test_a_win_pays_twice_the_stake_and_a_loss_nothing_settled_once():
    outcomes = set()
    for seed in range(8):
        arcade = arcade_with(100)
        arcade.enter("practice-durak", seed=seed)
        deal(arcade, ups=2)                              # 10 + 2 steps of 5 = 20
        assert arcade.profile["coins"] == 80
        _play_out(arcade)
        session = arcade.session
        expected = {"durak": 0 if 0 in session.losers else 40, "draw": 20, "push": 20}[session.outcome]
        assert arcade.profile["coins"] == 80 + expected, (session.outcome, session.losers)
        outcomes.add(expected)
        arcade._finish()                                 # a repeated results report settles nothing more
        arcade.take_stake({"kind": "wager", "seat": 0, "currency": "coins", "amount": 20})
        assert arcade.profile["coins"] == 80 + expected
        press(arcade, pad.START)                         # settled: Start leaves at once
        assert arcade.screen == PICKER
    assert {0, 40} <= outcomes


def test_payouts_by_outcome():
    session = game(["6c", "7c 8d"], trump="h")
    session.stakes = [30, 0]
    play(session, 0, ("attack", c("6c")))
    play(session, 1, ("defend", c("7c"), 0))
    land(session)
    assert session.outcome == "durak" and session.results().rewards == ({"coins": 60}, {})
    draw = game(["6c", "7c"], trump="h")
    draw.stakes = [30, 7]
    play(draw, 0, ("attack", c("6c")))
    play(draw, 1, ("defend", c("7c"), 0))
    land(draw)
    assert draw.outcome == "draw" and draw.results().rewards == ({"coins": 30}, {"coins": 7})


def test_start_before_the_deal_leaves_at_once_and_takes_nothing():
    arcade = arcade_with(50)
    events = press(arcade, pad.START)
    assert arcade.screen == PICKER and {"kind": "left"} in events and arcade.profile["coins"] == 50


def test_start_in_a_paid_game_freezes_it_cross_forfeits_circle_resumes():
    arcade = arcade_with(50)
    deal(arcade)
    for _ in range(120):
        arcade.tick([0])
    press(arcade, pad.START)
    assert arcade.screen == QUIT
    frozen = (arcade.session.frame, arcade.session.state_hash())
    for _ in range(90):
        arcade.tick([0])
    assert (arcade.session.frame, arcade.session.state_hash()) == frozen
    assert any("forfeits your stake of 10 coins" in t for t in arcade.draw().texts())
    press(arcade, pad.CIRCLE)
    assert arcade.screen == PLAYING
    press(arcade, pad.START)
    press(arcade, pad.CROSS)
    assert arcade.screen == PICKER and arcade.profile["coins"] == 40 and arcade.results is None


def test_a_free_game_leaves_at_once_even_after_the_deal():
    arcade = arcade_with(0)
    assert arcade.session.config.stake_range() == (0, 0)
    events = deal(arcade)
    assert not any(e["kind"] == "wager" for e in events)
    press(arcade, pad.START)
    assert arcade.screen == PICKER


def test_other_modes_keep_the_quit_prompt():
    profile = new_profile("practice", 1)
    arcade = Arcade(profile=profile, seed=3)
    assert arcade.enter("practice-poker") is None
    press(arcade, pad.START)
    assert arcade.screen == QUIT


def test_ai_seats_stake_nothing_and_a_table_of_ai_deals_at_once():
    session = DurakSession(config=DurakConfig(seats=3), seed=1, seats=[Seat.ai()] * 3)
    events = session.tick([0, 0, 0])
    assert session.phase == "deal" and session.stakes == [0, 0, 0]
    assert not any(e["kind"] == "wager" for e in events)
