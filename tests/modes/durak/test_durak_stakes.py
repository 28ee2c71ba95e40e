"""Stakes in coins through the host's purse hook: held and saved at the deal, settled once, the Start freeze.

Durak sets ``ModeSpec.leaving_forfeits``: a stake still held when the player walks out (Start,
then Cross) or closes the page is lost, as a game left mid-way is lost at a real table.
"""

from __future__ import annotations

from pycore.host import profile as profiles
from pycore.host.arcade import PICKER, PLAYING, QUIT, RESULTS, Arcade
from pycore.host.profile import new_profile
from pycore.kernel import pad
from pycore.kernel.session import Seat
from pycore.modes.durak.config import DurakConfig
from pycore.modes.durak.rules import DurakSession

from .tables import c, game, land, play, settles


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
    assert {"kind": "stake", "seat": 0, "currency": "coins", "amount": 12} in [{k: v for k, v in e.items() if k != "id"}
                                                                         for e in events]
    assert {"kind": "save"} in events
    assert arcade.profile["coins"] == 0 and arcade.profile["forfeit"] == {"coins": 12}
    assert arcade.state()["held"] == {"coins": 12} and arcade.state()["forfeits"] is True


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
        assert arcade.profile["forfeit"] == {} and arcade.profile["held"] == {}
        assert arcade.settled == [f"{'+' if expected >= 20 else ''}{expected - 20} coins"]   # on the results card
        outcomes.add(expected)
        settle = {"kind": "settle", "seat": 0, "currency": "coins", "stake": 20, "paid": expected}
        arcade._take_stakes([settle, dict(settle)])      # a repeated or replayed settle settles nothing more
        arcade._finish()                                 # nor does a repeated results report
        assert arcade.profile["coins"] == 80 + expected
        assert profiles.loads(profiles.dumps(arcade.profile)) == (arcade.profile, [])   # a settled game reloads as it is
        press(arcade, pad.START)                         # settled: Start leaves at once
        assert arcade.screen == PICKER and arcade.profile["coins"] == 80 + expected
    assert {0, 40} <= outcomes


def test_payouts_by_outcome_settle_by_events_not_rewards():
    session = game(["6c", "7c 8d"], trump="h")
    session.stakes = [30, 0]
    events = play(session, 0, ("attack", c("6c"))) + play(session, 1, ("defend", c("7c"), 0)) + land(session)
    assert session.outcome == "durak" and settles(events) == {0: (30, 60)}   # no stake, no settle
    assert session.results().rewards == ({}, {})
    draw = game(["6c", "7c"], trump="h")
    draw.stakes = [30, 7]
    events = play(draw, 0, ("attack", c("6c"))) + play(draw, 1, ("defend", c("7c"), 0)) + land(draw)
    assert draw.outcome == "draw" and settles(events) == {0: (30, 30), 1: (7, 7)}


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
    events = press(arcade, pad.CROSS)
    assert arcade.screen == PICKER and arcade.profile["coins"] == 40 and arcade.results is None
    assert arcade.profile["forfeit"] == {} and {"kind": "save"} in events
    assert "10 coins staked on a game left unfinished were forfeited" in arcade.log


def test_a_closed_page_forfeits_the_stake_as_leaving_does():
    arcade = arcade_with(50)
    deal(arcade)
    saved = profiles.dumps(arcade.profile)              # the page saved at the deal; then the tab closes
    profile, repairs = profiles.loads(saved)
    assert profile["coins"] == 40 and profile["forfeit"] == {} and profile["held"] == {}
    assert repairs == ["10 coins staked on a game left unfinished were forfeited"]


def test_a_free_game_leaves_at_once_even_after_the_deal():
    arcade = arcade_with(0)
    assert arcade.session.config.stake_range() == (0, 0)
    events = deal(arcade)
    assert not any(e["kind"] == "stake" for e in events)
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
    assert not any(e["kind"] == "stake" for e in events)
