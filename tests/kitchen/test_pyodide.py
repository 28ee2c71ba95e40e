"""The kitchen table gives the same events and fingerprints in Pyodide as in CPython.

``pycore table`` runs in both (Pyodide under Node through ``tools/pyodide_pycore.mjs``, on
this checkout's sources): a four-seat table dealt from the sample decks plays a recorded
walk of 204 intents (shuffles, mulligans, dice, moves at random, undo, restart), and the
catalogue's event files replay. Every printed line must be identical.
"""

from __future__ import annotations

import contextlib
import io
import json
import shutil
import subprocess

import pytest

from pycore.cli import main
from tests.conftest import REPO

pytestmark = pytest.mark.slow
KITCHEN = "packs/sample/kitchen"
DECKS = [f"{KITCHEN}/burn.txt", f"{KITCHEN}/stompy.txt"] * 2


def runs(root: str) -> list:
    deal = ["table", "--data", f"{root}/{KITCHEN}/cards.json", "--format", "constructed", "--seed", "7",
            "--intents", f"{root}/tests/kitchen/events/walk.jsonl", "--view", "2"]
    for deck in DECKS:
        deal += ["--deck", f"{root}/{deck}"]
    return [deal] + [["table", "--replay", f"{root}/tests/kitchen/events/{name}"]
                     for name in ("v1-table.json", "v1-commander.json")]


def cpython(argv: list) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(argv) == 0
    return out.getvalue()


def test_the_kitchen_table_is_the_same_in_pyodide(tmp_path):
    node = shutil.which("node")
    assert node and (REPO / "node_modules" / "pyodide" / "pyodide.mjs").is_file(), "Node and Pyodide run this test"
    batch = tmp_path / "batch.json"
    batch.write_text(json.dumps(runs("/repo")))
    proc = subprocess.run([node, str(REPO / "tools" / "pyodide_pycore.mjs"), "--batch", str(batch)], cwd=REPO,
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    got = json.loads(proc.stdout)
    assert got[0]["platform"] == "emscripten"
    for run, argv in zip(got, runs(str(REPO))):
        want = cpython(argv)
        assert run["code"] == 0, run["stderr"]
        assert len(want.splitlines()) > 3 and run["stdout"] == want, argv[:2]
