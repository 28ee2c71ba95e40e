"""Reading ``[[durak]]`` tables: every field, its range, and errors that name the field and teach."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pycore.kernel.schema import PackError, Table
from pycore.modes.durak.config import DurakConfig, for_round, parse, with_purse


def read(**fields) -> DurakConfig:
    t = Table({"id": "t", **fields}, "modes.toml", "durak", 0)
    config = parse(t)
    t.done()
    return config


def test_defaults():
    assert read() == DurakConfig()


def test_every_field_is_read():
    config = read(variant="perevodnoy", seats=4, partnerships=True, deck=52, bout_limit=5, stake_min=5,
                  stake_max=40, stake_step=5, stake=15, ai_tiers=["expert", "novice"])
    assert config == DurakConfig(variant="perevodnoy", seats=4, partnerships=True, deck=52, bout_limit=5,
                                 stake_min=5, stake_max=40, stake_step=5, stake=15, ai_tiers=("expert", "novice"))
    assert config.transfers


@pytest.mark.parametrize("fields, field, expected", [
    ({"variant": "podkidnoi"}, "variant", "one of podkidnoy, perevodnoy"),
    ({"deck": 40}, "deck", "36 or 52"),
    ({"deck": 32}, "deck", "an integer from 36 to 52"),
    ({"seats": 7}, "seats", "an integer from 2 to 6"),
    ({"bout_limit": 0}, "bout_limit", "an integer from 1 to 12"),
    ({"stake_min": 50, "stake_max": 10}, "stake_max", "at least stake_min (50)"),
    ({"stake": 500}, "stake", "a stake from 0 to 100"),
    ({"ai_tiers": ["genius"]}, "ai_tiers", "one of novice, regular, expert"),
    ({"partnerships": "yes"}, "partnerships", "true or false"),
])
def test_teaching_errors_name_the_field_and_what_was_expected(fields, field, expected):
    with pytest.raises(PackError) as err:
        read(**fields)
    assert err.value.field == field and expected in str(err.value) and "[[durak]] id='t'" in str(err.value)


def test_an_unknown_key_is_an_error():
    with pytest.raises(PackError, match="no such field here"):
        read(stakes=10)


def test_the_purse_caps_the_stake_range():
    config = with_purse(DurakConfig(stake_min=5, stake_max=100), 0, {"coins": 30, "gold": 999})
    assert config.purse == 30 and config.stake_range() == (5, 30)
    assert with_purse(DurakConfig(stake_min=5), 0, {"coins": 2}).stake_range() == (2, 2)


def test_a_party_round_plays_for_nothing_and_takes_no_knobs():
    config = for_round(DurakConfig(stake=20), {}, 3)
    assert config.seats == 3 and config.stake_range() == (0, 0)
    with pytest.raises(ValueError, match="Durak takes no knobs"):
        for_round(DurakConfig(), {"hands": 2}, 2)


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(st.sampled_from(["variant", "seats", "partnerships", "deck", "bout_limit", "stake_min",
                                        "stake_max", "stake_step", "stake", "ai_tiers", "color"]),
                       st.one_of(st.integers(-10, 200_000), st.text(max_size=12), st.booleans(),
                                 st.lists(st.sampled_from(["novice", "regular", "expert", "x"]), max_size=8)),
                       max_size=6))
def test_any_table_is_read_or_refused_in_words(fields):
    try:
        config = read(**fields)
    except PackError as e:
        assert "modes.toml [[durak]]" in str(e)
        return
    low, high = config.stake_range()
    assert 0 <= low <= config.stake <= high and 2 <= config.seats <= 6 and config.deck in (36, 52)


def test_the_purse_hook_called_for_every_seat_keeps_the_lowest_purse():
    """Online the host calls the hook once per person seated: the stake range is cut to the poorer purse."""
    config = DurakConfig(stake_min=5, stake_max=100)
    for seat, coins in ((0, 80), (1, 20), (2, 60)):
        config = with_purse(config, seat, {"coins": coins})
    assert config.purse == 20 and config.stake_range() == (5, 20)
