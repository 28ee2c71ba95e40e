"""Cross-runtime determinism: the same games give the same state hashes in Pyodide as in CPython.

Every instance of the practice set is simulated by ``pycore simulate`` twice: here in CPython
and in Pyodide under Node (``tools/pyodide_pycore.mjs``, on this checkout's sources). The
printed lines (one ``state_hash`` per frame, then the results) must be identical. The packs'
own table games (``packs/tables``' rules file, ``packs/sample``'s table) run too, under AI seats.
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
from pycore.packs import load_pack, practice_pack

ROOT = Path(__file__).resolve().parent.parent
RUNNER = ROOT / "tools" / "pyodide_pycore.mjs"
FRAMES = 240          # per instance: long enough to leave the opening of every mode
FULL_GAME = 2000      # the duel runs to its results card (it ends well inside this)
PACK_TABLES = ("packs/tables", "packs/sample")   # packs whose table games run too (paths from the checkout's root)

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
    # the packs' own table games (a rules file of the pack's, a built-in game under the pack's terms), under AI
    for folder in PACK_TABLES:
        for inst in load_pack(ROOT / folder).instances:
            if inst.kind == "tables":
                argvs.append(["simulate", inst.id, "--pack", folder, "--seed", "7", "--frames", "1500",
                              "--seats", "ai:regular,ai:expert"])
    return argvs


def _cpython(argv: list[str], monkeypatch: pytest.MonkeyPatch) -> tuple[int, str]:
    monkeypatch.chdir(ROOT)    # a pack is named from the checkout's root, as the Pyodide runner's working folder
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


def _name(argv: list[str]) -> str:
    """Return a run's test id: the command, the instance, and its seed (and its pack, when it names one)."""
    flags = dict(zip(argv[2::2], argv[3::2]))
    return " ".join(argv[:2]) + (f" seed {flags['--seed']}" if "--seed" in flags else "") + \
        (f" {flags['--pack']}" if "--pack" in flags else "")


@pytest.mark.parametrize("index", range(len(_runs())), ids=[_name(a) for a in _runs()])
def test_same_output_in_both_runtimes(pyodide_runs, index, monkeypatch):
    argv = _runs()[index]
    run = pyodide_runs[index]
    assert run["argv"] == argv
    code, expected = _cpython(argv, monkeypatch)
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
