"""The workbench's engine: run typed rules, keep the last good ones on an error, play, export a pack."""

import io
import json
import zipfile

from pycore import bindings
from pycore.modes.tables.workbench import Workbench, game_source
from pycore.packs import load_pack

FOUR = game_source("tictactoe").replace("SIZE = 3", "SIZE = 4").replace("LINE = 3", "LINE = 4")


def test_running_edited_rules_deals_a_4_by_4_table_and_plays_four_in_a_row():
    bench = Workbench()
    assert bench.run(FOUR)["ok"]
    table = bench.session.table
    assert table.board.rows == 4
    for cell in ((0, 0), (1, 0), (0, 1), (1, 1), (0, 2), (1, 2)):
        assert bench.tick(0, [{"do": "click", "cell": list(cell)}])["events"]
    assert not bench.session.is_finished()
    bench.tick(0, [{"do": "click", "cell": [0, 3]}])
    assert bench.session.is_finished() and table.reason == "4 in a row" and table.winner == 0


def test_an_error_names_its_line_and_the_table_keeps_the_last_good_rules():
    bench = Workbench()
    bench.run(FOUR)
    bench.tick(0, [{"do": "click", "cell": [2, 2]}])
    before = bench.session.state_hash()
    broken = FOUR.replace("        table.clear()\n", "        table.clear()\n        oops()\n", 1)
    report = bench.run(broken)
    line = broken.splitlines().index("        oops()") + 1
    assert report["line"] == line and "NameError" in report["error"]
    assert 'File "rules.py", line %d' % line in report["traceback"]
    assert bench.session.state_hash() == before and bench.session.table.board.rows == 4
    refused = bench.run("import os\n" + FOUR)
    assert refused["line"] == 1 and refused["error"].endswith("may import only pycore.tabletop, not os.")


def test_a_rule_failing_during_play_stops_the_table_with_its_line():
    bench = Workbench()
    broken = FOUR.replace("        side = table.side_of(seat)\n", "        side = table.side_of(seat)\n        1 // 0\n", 1)
    assert bench.run(broken)["ok"]
    report = bench.tick(0, [{"do": "click", "cell": [0, 0]}])
    assert "ZeroDivisionError" in report["error"] and broken.splitlines()[report["line"] - 1].strip() == "1 // 0"
    assert bench.tick(0, [])["events"] == []


def test_hot_seat_plays_the_seat_to_move_and_the_random_ai_answers_legally():
    bench = Workbench()
    bench.run(FOUR)
    bench.tick(0, [{"do": "click", "cell": [0, 0]}])
    assert bench.seat() == 1
    bench.run(FOUR, "random")
    assert bench.session.seats[1].is_ai and bench.session.config.rules.entry("choose") is None
    bench.tick(0, [{"do": "click", "cell": [0, 0]}])
    for _ in range(40):
        for e in bench.tick(0, [])["events"]:
            assert e["kind"] != "refused"
    assert len(bench.session.table.pieces) == 2 and bench.seat() == 0


def test_the_export_is_a_pack_folder_the_parlour_loads(tmp_path):
    bench = Workbench()
    bench.run(FOUR)
    data = bench.export("my-four", 'Four "in" a row')
    zipfile.ZipFile(io.BytesIO(data)).extractall(tmp_path)
    pack = load_pack(tmp_path / "my-four")
    assert pack.name == "Four 'in' a row" and pack.instance("my-four").config.rules.build().board.rows == 4
    assert data == bench.export("my-four", 'Four "in" a row')


def test_the_bindings_answer_in_json_and_never_throw():
    assert "checkers" in json.loads(bindings.bench_games_json())
    assert json.loads(bindings.bench_run("x = (", "human"))["line"] == 1
    assert json.loads(bindings.bench_run(FOUR, "robot"))["error"].startswith("The second seat is")
    assert json.loads(bindings.bench_run(FOUR, "random"))["ok"]
    assert json.loads(bindings.bench_tick(0, "{}"))["error"] == "actions come as a JSON list"
    assert bindings.bench_frame()[:4] != b"\0\0\0\0"
    assert "error" in json.loads(bindings.bench_export("Bad Id", "x"))
