"""The kitchen table from outside: the ``pycore table`` command line and the page's table_* bindings."""

from __future__ import annotations

import json

import pytest

from pycore import bindings
from pycore.kitchen import catalogue
from pycore.cli import main

from .helpers import BURN, KITCHEN, STOMPY

DECKS = ["--data", str(KITCHEN / "cards.json"), "--deck", str(KITCHEN / "burn.txt"), "--deck", str(KITCHEN / "stompy.txt"),
         "--format", "constructed", "--seed", "4"]


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, [json.loads(line) for line in out.splitlines()], err


def test_cli_deals_applies_intents_prints_views_and_replays_its_log(capsys, tmp_path):
    intents = tmp_path / "in.jsonl"
    intents.write_text('{"seat": 0, "kind": "keep", "bottom": []}\n{"seat": 1, "kind": "keep", "bottom": []}\n'
                       '{"seat": 1, "kind": "tap", "cards": [99999], "on": true}\n{"seat": 0, "kind": "dice", "sides": 6}\n\n'
                       '{"seat": 0, "kind": "undo"}\n')
    log = tmp_path / "log.json"
    code, lines, _ = run(capsys, "table", *DECKS, "--intents", str(intents), "--view", "1", "--view", "spectator",
                         "--log", str(log))
    assert code == 0
    assert [x["kind"] for x in lines[:5]] == ["keep", "keep", "refused", "dice", "restore"]
    assert lines[2]["reason"] == "There is no card 99999 at the table."
    seat1, spectator, final = lines[5], lines[6], lines[7]
    assert seat1["viewer"] == 1 and isinstance(seat1["zones"]["1"]["hand"], list)
    assert spectator["zones"]["1"]["hand"] == {"count": 7, "known": []}
    code, moments, _ = run(capsys, "table", "--replay", str(log))
    assert code == 0 and len(moments) == 4 + 1 and moments[-1]["fingerprint"] == final["fingerprint"]
    code, again, _ = run(capsys, "table", *DECKS, "--intents", str(intents))
    assert again[-1] == final                                                 # same decks, seed, intents: same game


@pytest.mark.parametrize("argv, words", [
    (["table"], "--deck"),
    (["table", "--deck", "/no/such/deck"], "cannot read"),
    (["table", *DECKS, "--view", "all"], "only once the game is over"),
    (["table", "--deck", str(KITCHEN / "burn.txt"), "--format", "commander"], "cannot be dealt"),
])
def test_cli_errors_are_one_line(capsys, argv, words):
    code = main(argv)
    _, err = capsys.readouterr()
    assert code == 2 and words in err and len(err.strip().splitlines()) == 1


def test_cli_replay_refuses_a_broken_log(capsys, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"catalogue": 1, "start": {}, "events": []}')
    assert main(["table", "--replay", str(bad)]) == 2
    assert "broken" in capsys.readouterr().err


def test_bindings_deal_act_view_patch_and_log():
    cards = (KITCHEN / "cards.json").read_text()
    out = json.loads(bindings.table_new(json.dumps({"format": "constructed", "seed": 2, "card_data": cards,
                                                    "players": [{"name": "A", "deck": BURN}, {"name": "B", "deck": STOMPY}]})))
    assert out["ok"] and out["seats"] == 2 and len(out["fingerprint"]) == 16
    first = json.loads(bindings.table_view_json(1))
    events = json.loads(bindings.table_intent(json.dumps({"seat": 1, "kind": "draw", "n": 1})))
    assert events[0]["kind"] == "draw"
    p = json.loads(bindings.table_patch_json(1))
    assert len(p["set"]["zones"]["1"]["hand"]) == 8 and len(p["cards"]) == 1 and first["viewer"] == 1
    refused = json.loads(bindings.table_intent(json.dumps({"seat": 0, "kind": "tap", "cards": [99999], "on": True})))
    assert refused[0]["kind"] == "refused"
    life = json.loads(bindings.table_intent(json.dumps({"by": 1, "intent": {"kind": "life", "seat": 0, "delta": -3}})))
    assert life[0]["kind"] == "life" and life[0]["by"] == 1 and life[0]["seat"] == 0
    state = json.loads(bindings.table_state_json())
    assert state["events"] == 2 and not state["over"]
    assert json.loads(bindings.table_log_json())["catalogue"] == catalogue.VERSION


@pytest.mark.parametrize("call", [
    lambda: bindings.table_new("not json"),
    lambda: bindings.table_new("[]"),
    lambda: bindings.table_new(json.dumps({"players": [{"deck": "1 Forest"}], "format": "moon"})),
    lambda: bindings.table_intent("{"),
    lambda: bindings.table_view_json("all"),
    lambda: bindings.table_view_json("9"),
])
def test_bindings_errors_come_back_as_error_text(call):
    bindings.table_new(json.dumps({"players": [{"deck": "40 Forest"}]}))
    out = json.loads(call())
    assert set(out) == {"error"} and out["error"]
