"""Cross-runtime determinism: the same games give the same state hashes in Pyodide as in CPython.

Every instance of the practice set is simulated by ``pycore simulate`` twice: here in CPython
and in Pyodide under Node (``tools/pyodide_pycore.mjs``, on this checkout's sources). The
printed lines (one ``state_hash`` per frame, then the results) must be identical.
"""

from __future__ import annotations

import contextlib
import io
import json
import shutil
import subprocess
from pathlib import Path

import pytest

from pycore.cli import main
from pycore.packs import practice_pack

ROOT = Path(__file__).resolve().parent.parent
RUNNER = ROOT / "tools" / "pyodide_pycore.mjs"
FRAMES = 240          # per instance: long enough to leave the opening of every mode
FULL_GAME = 2000      # the duel runs to its results card (it ends well inside this)

pytestmark = pytest.mark.slow


def _runs() -> list[list[str]]:
    argvs = [["list", "--json"]]
    for inst in practice_pack().instances:
        argvs.append(["simulate", inst.id, "--seed", "7", "--frames", str(FRAMES)])
    duel = next(i.id for i in practice_pack().instances if i.kind == "card_duels")
    for seed in (11, 12):
        argvs.append(["simulate", duel, "--seed", str(seed), "--frames", str(FULL_GAME),
                      "--seats", "human,ai:expert", "--pads", f"random:{seed}"])
    # the back room's tables under AI: billiards past its break into searched shots, a whole Buckshot duel
    argvs.append(["simulate", "practice-billiards", "--seed", "11", "--frames", "3000", "--seats", "ai:expert,ai:regular"])
    argvs.append(["simulate", "practice-buckshot", "--seed", "11", "--frames", "6000", "--seats", "ai:expert,ai:regular"])
    return argvs


def _cpython(argv: list[str]) -> tuple[int, str]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = main(argv)
    return code, out.getvalue()


@pytest.fixture(scope="module")
def pyodide_runs(tmp_path_factory) -> list[dict]:
    node = shutil.which("node")
    assert node, "node is not on PATH: Node 20 runs Pyodide for this test"
    assert (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").is_file(), (
        "node_modules/pyodide is missing: run `make install` (make test installs it) before this test")
    batch = tmp_path_factory.mktemp("cross") / "batch.json"
    batch.write_text(json.dumps(_runs()))
    proc = subprocess.run([node, str(RUNNER), "--batch", str(batch)], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, f"the Pyodide runner failed ({proc.returncode}):\n{proc.stderr[-3000:]}"
    return json.loads(proc.stdout)


def test_pyodide_is_the_runtime_under_test(pyodide_runs):
    assert pyodide_runs[0]["platform"] == "emscripten"
    assert pyodide_runs[0]["python"].startswith("3.")


@pytest.mark.parametrize("index", range(len(_runs())), ids=[" ".join(a[:2]) + (f" seed {a[3]}" if len(a) > 3 else "")
                                                          for a in _runs()])
def test_same_output_in_both_runtimes(pyodide_runs, index):
    argv = _runs()[index]
    run = pyodide_runs[index]
    assert run["argv"] == argv
    code, expected = _cpython(argv)
    assert code == 0
    assert run["code"] == 0, run["stderr"]
    want, got = expected.splitlines(), run["stdout"].splitlines()
    if argv[0] == "simulate":
        assert len(want) >= 2, "a simulation prints its frames and then its results"
        for k, (a, b) in enumerate(zip(want, got)):
            assert a == b, f"{argv[1]}: CPython and Pyodide part at line {k}: {a} != {b}"
    assert got == want


def test_full_duels_reach_results(pyodide_runs):
    duels = [run for run in pyodide_runs if run["argv"][-2:-1] == ["--pads"]]
    assert len(duels) == 2
    for run in duels:
        closing = json.loads(run["stdout"].splitlines()[-1])
        assert closing["finished"], f"{run['argv']} did not finish within {FULL_GAME} frames"
        assert sorted(closing["results"]["placements"]) in ([1, 2], [1, 1])
