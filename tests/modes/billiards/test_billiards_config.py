"""Billiards' ``[[billiards]]`` table: defaults, teaching errors, the purse hook, and any table read safely."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from pycore.kernel.schema import PackError
from pycore.modes.billiards.config import with_purse

from .tables import config

VALUES = st.one_of(st.integers(-10 ** 6, 10 ** 6), st.booleans(), st.text(max_size=8), st.none(),
                   st.lists(st.integers(), max_size=3), st.sampled_from(["8-ball", "9-ball"]))


def test_defaults():
    c = config()
    assert (c.game, c.spin, c.shot_seconds, c.max_shots, c.stake, c.seats) == ("8-ball", True, 40, 200, 10, 2)


@pytest.mark.parametrize("fields,words", [
    ({"game": "snooker"}, "one of 8-ball, 9-ball"),
    ({"spin": "yes"}, "true or false"),
    ({"shot_seconds": 2}, "an integer from 5 to 120"),
    ({"seats": 3}, "an integer from 2 to 2"),
])
def test_bad_tables_are_refused_with_a_reason(fields, words):
    with pytest.raises(PackError) as err:
        config(**fields)
    assert words in str(err.value)


def test_the_purse_caps_the_stake():
    assert with_purse(config(stake=50), 0, {"coins": 20}).stake == 20


@settings(max_examples=200, deadline=None)
@given(st.dictionaries(st.sampled_from(["game", "spin", "shot_seconds", "max_shots", "stake", "seats"]), VALUES))
def test_any_table_is_read_or_refused_with_a_pack_error(fields):
    try:
        c = config(**fields)
    except PackError:
        return
    assert c.game in ("8-ball", "9-ball") and 0 <= c.stake <= 100_000
