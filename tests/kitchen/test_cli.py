"""`pycore table`: the actor and the intent are separate keys, so an intent with its own seat field is written whole."""

from __future__ import annotations

import json

from pycore.cli import main

from .helpers import KITCHEN


def _run(tmp_path, capsys, lines: list) -> list:
    intents = tmp_path / "intents.jsonl"
    intents.write_text("\n".join(json.dumps(x) for x in lines) + "\n")
    code = main(["table", "--data", str(KITCHEN / "cards.json"), "--deck", str(KITCHEN / "burn.txt"),
                 "--deck", str(KITCHEN / "stompy.txt"), "--format", "constructed", "--intents", str(intents),
                 "--view", "0"])
    assert code == 0
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


def test_an_intent_with_its_own_seat_is_written_with_by_and_intent(tmp_path, capsys):
    out = _run(tmp_path, capsys, [{"by": 0, "intent": {"kind": "keep", "bottom": []}},
                                  {"by": 1, "intent": {"kind": "keep", "bottom": []}},
                                  {"by": 1, "intent": {"seat": 0, "kind": "life", "delta": -3}},
                                  {"seat": 0, "kind": "draw", "n": 1}])
    events = out[:4]
    assert [e["kind"] for e in events] == ["keep", "keep", "life", "draw"], events
    assert events[2]["by"] == 1 and events[2]["seat"] == 0
    view = out[4]
    assert view["players"][0]["life"] == 17 and view["players"][1]["life"] == 20


def test_a_malformed_by_intent_line_is_an_error(tmp_path, capsys):
    intents = tmp_path / "intents.jsonl"
    intents.write_text(json.dumps({"by": 0, "intent": {"kind": "pass"}, "seat": 1}) + "\n")
    code = main(["table", "--data", str(KITCHEN / "cards.json"), "--deck", str(KITCHEN / "burn.txt"),
                 "--intents", str(intents)])
    assert code == 2 and "by" in capsys.readouterr().err
