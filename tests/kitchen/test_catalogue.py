"""The catalogue: every kind tagged, its version, and the event files of every version kept here still parse."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pycore.kitchen import catalogue
from pycore.kitchen.game import Refusal, fingerprint
from pycore.kitchen.table import read_log, replay

EVENTS = Path(__file__).parent / "events"
FILES = sorted(EVENTS.glob("v*.json"))
# the fingerprint each file's game ends at: a game keeps the rules of the model it was dealt with, so the
# model-1 files (ids in decklist order, kept through hidden zones) still replay to theirs
FINAL = {"v1-table.json": "07170835fa6d9ef1", "v1-commander.json": "a640740dbc7eb113",
         "v2-table.json": "e6acc82654843770"}


def test_every_kind_is_tagged_and_every_version_has_event_files():
    assert catalogue.VERSION == catalogue.VERSIONS[-1]
    assert all(tags for _, _, tags in catalogue.KINDS.values())
    for version in catalogue.VERSIONS:
        assert any(f.name.startswith(f"v{version}-") for f in FILES), f"no event file of catalogue {version}"


def test_the_event_files_of_a_version_hold_every_kind_it_had():
    kinds = [e["kind"] for f in FILES if f.name.startswith(f"v{catalogue.VERSION}-")
             for e in json.loads(f.read_text())["events"]]
    assert sorted(dict.fromkeys(kinds)) == sorted(catalogue.KINDS)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_old_event_files_still_parse_and_replay(path):
    saved = json.loads(path.read_text())
    start, events = read_log(saved)
    assert events and all(e["seq"] == i + 1 for i, e in enumerate(events))
    assert fingerprint(replay(start, events)[-1]) == FINAL[path.name]


def test_a_version_the_table_does_not_know_is_refused():
    saved = json.loads(FILES[0].read_text())
    saved["catalogue"] = catalogue.VERSION + 1
    with pytest.raises(Refusal, match="not one this table reads"):
        read_log(saved)


def test_intents_are_checked_against_the_catalogue():
    assert catalogue.parse_intent({"kind": "draw", "n": 1})
    for bad in ({"kind": "draw"}, {"kind": "draw", "n": 0}, {"kind": "draw", "n": 1, "extra": 1},
                {"kind": "restore", "game": {}}, {"kind": "nope"}, [], {"kind": "tap", "cards": [1, 1], "on": True},
                {"kind": "label", "card": 1, "labels": ["x" * 21]}, {"kind": "move", "cards": [1], "to": "moon"}):
        with pytest.raises(Refusal):
            catalogue.parse_intent(bad)
