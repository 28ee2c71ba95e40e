"""Buckshot's ``[[buckshot]]`` table: defaults, ranges, teaching errors, the purse hook."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from pycore.kernel.schema import PackError
from pycore.modes.buckshot.config import ITEMS, with_purse

from .tables import config


def test_defaults():
    c = config()
    assert c.charges == (2, 4, 6) and c.to_win == 2 and c.items == ITEMS and c.stake == 10


@pytest.mark.parametrize("fields,words", [
    ({"charges": [2, 0]}, "charges of 1 to 9"),
    ({"charges": []}, "a list of 1 to 7"),
    ({"min_shells": 5, "max_shells": 3}, "at least min_shells (5)"),
    ({"items": ["glass", "pistol"]}, "one of glass, beer"),
    ({"items": ["beer", "beer"]}, "each item once"),
    ({"max_shells": 9}, "an integer from 2 to 8"),
    ({"stake": -1}, "an integer from 0 to 100000"),
])
def test_bad_tables_are_refused_with_a_reason(fields, words):
    with pytest.raises(PackError) as err:
        config(**fields)
    assert words in str(err.value)


def test_the_purse_caps_the_stake():
    assert with_purse(config(stake=50), 0, {"coins": 20, "gold": 0}).stake == 20
    assert with_purse(config(stake=5), 0, {"coins": 20}).stake == 5

VALUES = st.one_of(st.integers(-100, 100), st.booleans(), st.text(max_size=8), st.none(),
                   st.lists(st.one_of(st.integers(-2, 12), st.sampled_from(ITEMS)), max_size=9))


@settings(max_examples=200, deadline=None)
@given(st.dictionaries(st.sampled_from(["charges", "min_shells", "max_shells", "items", "items_per_load",
                                        "max_items", "max_loads", "turn_seconds", "stake", "seats"]), VALUES))
def test_any_table_is_read_or_refused_with_a_pack_error(fields):
    try:
        c = config(**fields)
    except PackError:
        return
    assert 2 <= c.min_shells <= c.max_shells <= 8 and all(1 <= n <= 9 for n in c.charges)
    assert len(set(c.items)) == len(c.items) and all(i in ITEMS for i in c.items)
