"""The command line: list, simulate, replay, and its one-line errors."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from pycore.cli import main
from pycore.packs import practice_pack

from tests.conftest import REPO, SAMPLE

FIRST = practice_pack().instances[0].id


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_list_names_every_instance(capsys):
    code, out, _ = run(capsys, "list")
    assert code == 0
    assert [line.split()[0] for line in out.splitlines()] == [i.id for i in practice_pack().instances]


def test_list_json_of_the_sample_pack(capsys):
    code, out, _ = run(capsys, "list", "--pack", str(SAMPLE), "--json")
    rows = json.loads(out)
    assert code == 0 and rows and {"id", "kind", "title", "name", "seats"} <= set(rows[0])


def test_simulate_prints_a_hash_per_frame_then_the_results(capsys):
    code, out, _ = run(capsys, "simulate", FIRST, "--seed", "3", "--frames", "40", "--pads", "random:9")
    lines = [json.loads(line) for line in out.splitlines()]
    assert code == 0
    frames = [line for line in lines if "frame" in line]
    assert [f["frame"] for f in frames] == list(range(len(frames)))
    assert all(len(f["state_hash"]) == 16 for f in frames)
    assert lines[-1]["frames"] == len(frames) <= 40


def test_simulate_is_repeatable_and_seed_sensitive(capsys):
    _, a, _ = run(capsys, "simulate", FIRST, "--seed", "3", "--frames", "120", "--seats", "ai:expert,ai:novice")
    _, b, _ = run(capsys, "simulate", FIRST, "--seed", "3", "--frames", "120", "--seats", "ai:expert,ai:novice")
    _, c, _ = run(capsys, "simulate", FIRST, "--seed", "4", "--frames", "120", "--seats", "ai:expert,ai:novice")
    assert a == b and a != c


def test_simulate_stops_when_the_game_finishes(capsys):
    code, out, _ = run(capsys, "simulate", FIRST, "--frames", "1000000", "--quiet", "--seats", "ai:expert,ai:novice")
    last = json.loads(out.splitlines()[-1])
    assert code == 0 and last["finished"] and last["frames"] < 1000000 and last["results"]["placements"]


@pytest.mark.parametrize("argv, message", [
    (["simulate", "no_such_game"], "no instance 'no_such_game'"),
    (["simulate", FIRST, "--seats", "human,robot"], "bad seat 'robot'"),
    (["simulate", FIRST, "--seats", "ai:godlike"], "unknown AI tier"),
    (["simulate", FIRST, "--pads", "keyboard"], "bad --pads"),
    (["list", "--pack", "/nonexistent"], "bad pack"),
    (["replay", "/nonexistent.json"], "cannot read"),
])
def test_user_errors_are_one_line_and_exit_2(capsys, argv, message):
    code, out, err = run(capsys, *argv)
    assert code == 2 and message in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_a_recorded_game_replays_and_a_tampered_one_is_caught(capsys, tmp_path):
    path = tmp_path / "game.json"
    run(capsys, "simulate", FIRST, "--seed", "5", "--frames", "90", "--record", str(path), "--quiet")
    code, out, _ = run(capsys, "replay", str(path))
    assert code == 0 and json.loads(out)["verified"]
    rec = json.loads(path.read_text())
    rec["hashes"][50] = "0" * 16
    path.write_text(json.dumps(rec))
    code, _, err = run(capsys, "replay", str(path))
    assert code == 1 and "diverged at frame 50" in err
    path.write_text(json.dumps({"format": "parlor-replay-1", "pads": "nope"}))
    code, _, err = run(capsys, "replay", str(path))
    assert code == 2 and "'pads'" in err


def test_python_dash_m_runs_the_command_line():
    done = subprocess.run([sys.executable, "-m", "pycore", "simulate", "nope"], cwd=REPO, capture_output=True, text=True)
    assert done.returncode == 2 and done.stderr.startswith("pycore: no instance 'nope'")


def test_query_prints_a_games_answer_after_some_frames(capsys):
    code, out, _ = run(capsys, "query", "practice-tactics", "snapshot", "--frames", "200", "--seats", "ai:expert")
    snap = json.loads(out)
    assert code == 0 and snap["phase"] == "turn" and len(snap["tiles"]) == 80
    code, _, err = run(capsys, "query", FIRST, "snapshot")
    assert code == 2 and "answers no queries" in err
    code, _, err = run(capsys, "query", "practice-tactics", "tile_info", "--args", "[1,")
    assert code == 2 and "bad --args" in err
