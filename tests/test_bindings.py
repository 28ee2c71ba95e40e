"""The page's door: JSON text in and out, errors as {"error": ...}, never an exception."""

from __future__ import annotations

import json

import pytest

from pycore import bindings
from pycore.prims import decode
from tests.conftest import SAMPLE


@pytest.fixture(autouse=True)
def fresh_arcade():
    bindings._arcade = None
    yield
    bindings._arcade = None


def test_modes_enter_tick_frame_state():
    modes = json.loads(bindings.play_modes_json())
    assert modes and {"id", "kind", "title", "name"} <= set(modes[0])
    assert json.loads(bindings.play_mode_enter(modes[0]["id"], "human,ai:expert" if modes[0]["seats"] == 2 else "", 5))["ok"]
    events = json.loads(bindings.play_tick("[16384]", ""))
    assert isinstance(events, list)
    prims = decode(bindings.play_frame())
    assert prims and all(isinstance(name, str) for name, _ in prims)
    state = json.loads(bindings.play_state_json())
    assert state["screen"] == "playing" and state["instance"] == modes[0]["id"] and len(state["state_hash"]) == 16
    assert isinstance(json.loads(bindings.play_view_json()), dict)
    assert json.loads(bindings.play_mode_leave())["ok"]
    assert json.loads(bindings.play_state_json())["screen"] == "picker"


@pytest.mark.parametrize("call", [
    lambda: bindings.play_mode_enter("no_such_game"),
    lambda: bindings.play_mode_enter(json.loads(bindings.play_modes_json())[0]["id"], "human,robot"),
    lambda: bindings.play_tick("not json"),
    lambda: bindings.play_tick("[70000]"),
    lambda: bindings.play_tick("{}"),
    lambda: bindings.play_tick("[]", "[1]"),
    lambda: bindings.play_load_json("{broken"),
    lambda: bindings.play_pack_load("bad", "[[nope]]\n", ""),
])
def test_errors_come_back_as_error_text(call):
    out = json.loads(call())
    assert out["error"] and set(out) <= {"error", "damaged"}


def test_a_bad_pack_leaves_the_current_one_in_place():
    before = bindings.play_modes_json()
    out = json.loads(bindings.play_pack_load("bad", '[[card_duels]]\nid = "x"\n', ""))
    assert "modes.toml" in out["error"]
    assert bindings.play_modes_json() == before


def test_the_sample_pack_loads_from_text():
    out = json.loads(bindings.play_pack_load("sample", (SAMPLE / "modes.toml").read_text(),
                                             (SAMPLE / "cards.toml").read_text()))
    assert out["ok"] and out["instances"] >= 2
    assert json.loads(bindings.play_state_json())["pack"] == "sample"


def test_save_round_trip_and_repairs():
    save = bindings.play_save_json()
    assert json.loads(bindings.play_load_json(save))["ok"]
    damaged = json.loads(save)
    damaged["gold"] = -9
    out = json.loads(bindings.play_load_json(json.dumps(damaged)))
    assert out["ok"] and out["repairs"]


def test_a_refused_save_says_whether_the_save_is_at_fault(monkeypatch):
    save = bindings.play_save_json()
    cut = json.loads(bindings.play_load_json(save[:-7]))
    assert cut["error"] and cut["damaged"] is True
    other = dict(json.loads(save), pack="sample")
    refused = json.loads(bindings.play_load_json(json.dumps(other)))
    assert refused["damaged"] is True and "sample" in refused["error"]
    # a reader that trips over a save on something unforeseen still blames the save
    def trips(text):
        raise RecursionError("maximum recursion depth exceeded")
    monkeypatch.setattr(bindings.profiles, "loads", trips)
    tripped = json.loads(bindings.play_load_json(save))
    assert tripped["damaged"] is True and "RecursionError" in tripped["error"]
    monkeypatch.undo()
    # during a game the save is fine; only the moment is wrong, and nothing changes hands
    duel = next(m["id"] for m in json.loads(bindings.play_modes_json()) if m["kind"] == "card_duels")
    assert json.loads(bindings.play_mode_enter(duel))["ok"]
    purse = json.loads(bindings.play_state_json())["purse"]
    richer = dict(json.loads(save), gold=500)
    busy = json.loads(bindings.play_load_json(json.dumps(richer)))
    assert busy == {"error": "Finish or leave the game before loading a save.", "damaged": False}
    assert json.loads(bindings.play_state_json())["purse"] == purse != {"gold": 500, "coins": purse["coins"]}


def test_play_query_forwards_to_the_active_games_own_surface():
    assert "No game is on" in json.loads(bindings.play_query("snapshot", ""))["error"]
    modes = json.loads(bindings.play_modes_json())
    asking = next(m["id"] for m in modes if m["kind"] == "tactics")
    assert json.loads(bindings.play_mode_enter(asking, "ai:expert", 3))["ok"]
    brief = json.loads(bindings.play_query("brief", ""))
    assert brief["index"] == 0 and brief["name"]
    tile = json.loads(bindings.play_query("tile_info", "[2, 3]"))
    assert (tile["x"], tile["y"]) == (2, 3)
    assert "answers no query" in json.loads(bindings.play_query("no_such_call", "[]"))["error"]
    assert json.loads(bindings.play_query("tile_info", "[2"))["error"]
    bindings.play_mode_leave()
    silent = next(m["id"] for m in modes if m["kind"] == "card_duels")
    assert json.loads(bindings.play_mode_enter(silent, "human,ai:expert", 3))["ok"]
    assert "answers no queries" in json.loads(bindings.play_query("snapshot", ""))["error"]


def test_frame_changed_sends_a_frame_once_and_again_when_it_changes():
    """play_frame_changed answers empty bytes for a repeat of the frame last given, the export otherwise."""
    first = bindings.play_frame_changed()
    assert decode(first)[0][0] == "def"                   # the lobby, drawn, its pictures defined once
    assert bindings.play_frame_changed() == b""           # nothing moved: nothing sent
    again = bindings.play_frame()                         # play_frame always sends
    assert [p for p in decode(first) if p[0] != "def"] == decode(again) and decode(again)[0][0] != "def"
    assert bindings.play_frame_changed() == b""
    first = again
    assert json.loads(bindings.play_mode_enter("practice-card_duels", "ai:expert,ai:novice", 5))["ok"]
    entered = bindings.play_frame_changed()
    assert entered and entered != first                   # the duel's table
    seen = [entered]
    for _ in range(400):                                  # the AI plays: some frames change, most repeat
        bindings.play_tick("[]", "")
        out = bindings.play_frame_changed()
        if out:
            assert out != seen[-1]
            seen.append(out)
        assert decode(bindings.play_frame())               # a frame always comes (each draw moves the screen's clock)
    assert 1 < len(seen) < 400
