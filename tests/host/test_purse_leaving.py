"""Leaving a game with coins held: void (they come back) or forfeit (they are lost), on leaving and on load alike.

The rule (``pycore.host.profile``, docs/architecture.md "Leaving with coins held"): a mode
whose round is void when unfinished keeps its stakes in ``held``; a mode that sets
``ModeSpec.leaving_forfeits`` keeps them in ``forfeit``. ``end_unsettled`` returns the first
and loses the second, whether the player left or the page closed. A settle releases only
coins still held, so a repeated or replayed settle pays nothing.
"""

from __future__ import annotations

import json

from hypothesis import given, strategies as st

from pycore.host import profile as profiles
from pycore.host.arcade import PICKER, PLAYING, QUIT, Arcade
from pycore.kernel import pad
from pycore.kernel.session import Seat
from pycore.packs import practice_pack


def press(arcade: Arcade, button: int) -> list[dict]:
    return arcade.tick([button]) + arcade.tick([0])


def test_every_purse_mode_with_a_forfeit_says_so_and_durak_is_the_one():
    kinds = {inst.kind: inst.spec for inst in practice_pack().instances}
    assert kinds["durak"].leaving_forfeits and kinds["durak"].with_purse is not None
    assert not kinds["blackjack"].leaving_forfeits and not kinds["roulette"].leaving_forfeits


def test_held_comes_back_and_forfeit_is_lost_on_load():
    profile = profiles.new_profile("practice")
    profile["coins"] = 100
    profiles.stake(profile, "coins", 30)
    profiles.stake(profile, "gold", 5, forfeit=True)         # more than the purse holds: nothing moves
    assert profile["gold"] == 0 and profile["forfeit"] == {}
    profiles.stake(profile, "coins", 20, forfeit=True)
    assert profile["coins"] == 50 and profile["held"] == {"coins": 30} and profile["forfeit"]["coins"] == 20
    loaded, repairs = profiles.loads(profiles.dumps(profile))
    assert loaded["coins"] == 80 and loaded["held"] == {} and loaded["forfeit"] == {}
    assert repairs == ["30 coins from an unfinished round came back to the purse",
                       "20 coins staked on a game left unfinished were forfeited"]


def test_a_settle_pays_once_however_often_it_comes():
    profile = profiles.new_profile("practice")
    profile["coins"] = 100
    profiles.stake(profile, "coins", 40, forfeit=True)
    assert profiles.release(profile, "coins", 40, 80, forfeit=True) == ["+40 coins"]
    assert profiles.release(profile, "coins", 40, 80, forfeit=True) == []     # replayed: nothing held
    assert profiles.release(profile, "coins", 40, 80) == []                   # nor from the other bucket
    assert profile["coins"] == 140 and profile["forfeit"] == {} and profile["held"] == {}


@given(st.dictionaries(st.sampled_from(["held", "forfeit", "coins", "gold"]),
                       st.one_of(st.integers(-5, 20_000_000), st.text(max_size=3), st.none(), st.booleans(),
                                 st.dictionaries(st.sampled_from(["coins", "gold", "x"]),
                                                 st.one_of(st.integers(-5, 20_000_000), st.text(max_size=2),
                                                           st.booleans())))))
def test_a_damaged_save_loads_with_nothing_held_and_a_purse_in_range(fields):
    raw = json.loads(profiles.dumps(profiles.new_profile("practice")))
    raw.update(fields)
    profile, _ = profiles.normalize(raw)
    assert profile["held"] == {} and profile["forfeit"] == {}
    assert all(0 <= profile[c] <= profiles.PURSE_MAX for c in profiles.CURRENCIES)


def test_a_casino_bet_held_freezes_start_on_a_prompt_that_says_it_comes_back():
    arcade = Arcade(practice_pack(), seed=3)
    arcade.profile["coins"] = 100
    assert arcade.enter("practice-roulette", seats=[Seat.human()], seed=5) is None
    arcade.tick([0], [{"do": "place", "spot": 0, "amount": 25}])
    assert arcade.state()["held"] == {"coins": 25} and arcade.state()["forfeits"] is False
    press(arcade, pad.START)
    assert arcade.screen == QUIT
    frozen = arcade.session.state_hash()
    for _ in range(30):
        arcade.tick([0])
    assert arcade.session.state_hash() == frozen
    assert any("25 coins on the table come back" in t for t in arcade.draw().texts())
    press(arcade, pad.CROSS)
    assert arcade.screen == PICKER and arcade.profile["coins"] == 100 and arcade.profile["held"] == {}


def test_a_purse_mode_with_nothing_held_leaves_on_start_at_once():
    arcade = Arcade(practice_pack(), seed=3)
    arcade.profile["coins"] = 100
    assert arcade.enter("practice-roulette", seats=[Seat.human()], seed=5) is None
    arcade.tick([0])
    assert arcade.screen == PLAYING
    events = press(arcade, pad.START)
    assert arcade.screen == PICKER and {"kind": "left"} in events and arcade.profile["coins"] == 100
