"""The profile: settling rewards with clamps, and saves repaired or refused, never half-applied."""

import json

import pytest

from pycore.host import profile as profiles


def test_settle_adds_and_clamps_purses():
    p = profiles.new_profile()
    p["coins"] = 0
    assert profiles.settle(p, {"gold": 120, "coins": -5}) == ["+120 gold", "+0 coins (the purse held only 0 of the 5 lost)"]
    assert p["gold"] == 120 and p["coins"] == 0
    profiles.settle(p, {"gold": 20_000_000})
    assert p["gold"] == profiles.PURSE_MAX


def test_settle_leaves_cards_to_the_card_collector():
    p = profiles.new_profile()
    before = json.dumps(p["cards"])
    assert profiles.settle(p, {"cards": ["fox"], "lost_cards": ["owl"], "gold": 1}) == ["+1 gold"]
    assert json.dumps(p["cards"]) == before


def test_round_trip():
    p = profiles.new_profile()
    profiles.settle(p, {"gold": 7, "cards": ["fox"]})
    assert profiles.loads(profiles.dumps(p)) == (p, [])


@pytest.mark.parametrize("text, reason", [
    ("{not json", "not valid JSON"),
    ("[1, 2]", "not a profile"),
    ('{"gold": 5}', "no version"),
    ('{"version": 99}', "newer than this game"),
])
def test_unloadable_saves_are_refused_with_a_reason(text, reason):
    with pytest.raises(profiles.SaveError, match=reason):
        profiles.loads(text)


def test_damaged_fields_are_repaired_and_reported():
    raw = {"version": 1, "gold": -3, "coins": "lots", "cards": {"fox": 2, "owl": -1, "bat": "x"}}
    p, repairs = profiles.loads(json.dumps(raw))
    assert (p["version"], p["gold"], p["coins"]) == (profiles.VERSION, 0, 0)
    assert p["cards"]["copies"] == {"fox": 2} and p["cards"]["binder"] == ["fox"]   # version 1 counts upgraded
    assert len(repairs) == 4


def test_two_packs_opened_with_the_same_seed_draw_different_card_streams():
    """The card stream's seed mixes in the pack id, so two packs do not open the same boosters."""
    one, two = profiles.new_profile("sample", 7), profiles.new_profile("other", 7)
    assert one["cards"]["rng"] != two["cards"]["rng"]
    assert profiles.new_profile("sample", 7)["cards"]["rng"] == one["cards"]["rng"]
    assert profiles.new_profile("sample", 8)["cards"]["rng"] != one["cards"]["rng"]
