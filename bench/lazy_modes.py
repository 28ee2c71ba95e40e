"""Measures what importing each mode on first entry saves at boot, CPython and Pyodide side by side.

    .venv/bin/python bench/lazy_modes.py [--runs N] [--enter INSTANCE] [--before DIR] [--no-pyodide]

``boot`` is what the page's first frame needs: import ``pycore.bindings``, the practice set, the
mode list and the picker's first frame. ``lazy`` is the code as it is (each mode's rules, AI and
screen imported when a game of it opens); ``eager`` also imports every mode's rules and screen
at boot, the modules the registry imported before. ``enter`` then opens one instance and draws
its first frame. CPython: best of N fresh interpreters (bytecode cached). Pyodide: best of N fresh
Node processes from the built wheel (``make install``), plain boot and from a memory snapshot of
each kind (``bench/lazy_modes_pyodide.mjs``). ``--before DIR`` adds a CPython column for another
checkout's ``pycore`` (e.g. ``git archive <commit> pycore | tar -x -C DIR``), run as it is there.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

PROBE = """
import json, sys, time
t0, c0 = time.perf_counter(), time.process_time()
import pycore.bindings as b
b.play_seed(7); b.play_modes_json(); b.play_tick("[]"); b.play_frame()
if {eager}:
    from pycore.modes.registry import MODES
    for spec in MODES.values():
        spec.load()
t1, c1 = time.perf_counter(), time.process_time()
modules = len([m for m in sys.modules if m.startswith("pycore")])
t1b, c1b = time.perf_counter(), time.process_time()
answer = json.loads(b.play_mode_enter({enter!r}))
assert answer.get("ok"), answer
b.play_tick("[]"); b.play_frame()
t2, c2 = time.perf_counter(), time.process_time()
print(json.dumps({{"boot": (t1 - t0) * 1000, "enter": (t2 - t1b) * 1000, "modules": modules,
                  "cpu_boot": (c1 - c0) * 1000, "cpu_enter": (c2 - c1b) * 1000}}))
"""


PER_MODE = """
import json, time
import pycore.bindings as b
b.play_seed(7); b.play_modes_json(); b.play_tick("[]"); b.play_frame()
from pycore.modes.registry import MODES
took = {}
for kind, spec in MODES.items():
    t = time.perf_counter()
    spec.load()
    took[kind] = (time.perf_counter() - t) * 1000
print(json.dumps(took))
"""


def per_mode() -> dict:
    """Return what importing each mode's rules, AI and screen took (ms) in one fresh interpreter after the boot."""
    done = subprocess.run([sys.executable, "-c", PER_MODE], cwd=REPO, capture_output=True, text=True, check=True)
    return json.loads(done.stdout.splitlines()[-1])


def cpython(kind: str, enter: str, where: Path = REPO) -> dict:
    """Return one fresh interpreter's boot and enter times (ms) and its pycore module count, from ``where``."""
    source = PROBE.format(eager=kind == "eager", enter=enter)
    done = subprocess.run([sys.executable, "-c", source], cwd=where, capture_output=True, text=True, check=True)
    return json.loads(done.stdout.splitlines()[-1])


def best(runs: list[dict], key: str) -> float:
    return min(r[key] for r in runs)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--enter", default="practice-poker")
    ap.add_argument("--before", type=Path, help="another checkout holding pycore/, measured as it is (CPython)")
    ap.add_argument("--no-pyodide", action="store_true")
    args = ap.parse_args()

    cp: dict[str, list[dict]] = {"lazy": [], "eager": []}
    before: list[dict] = []
    modes: list[dict] = []
    for _ in range(args.runs):             # interleaved: a busy moment hits every kind alike
        for kind in cp:
            cp[kind].append(cpython(kind, args.enter))
        modes.append(per_mode())
        if args.before:
            before.append(cpython("lazy", args.enter, args.before))

    rows = [("CPython " + sys.version.split()[0], "boot", cp, "boot"),
            ("", f"enter {args.enter}", cp, "enter")]
    pyo = None
    if not args.no_pyodide:
        done = subprocess.run(["node", str(REPO / "bench" / "lazy_modes_pyodide.mjs"), "--runs", str(args.runs),
                               "--enter", args.enter], cwd=REPO, capture_output=True, text=True, check=True)
        pyo = json.loads(done.stdout.splitlines()[-1])
        rows += [(f"Pyodide {pyo['pyodide']}, plain boot", "start (loadPyodide)", pyo["plain"], "start"),
                 ("", "boot (unpack + import + picker frame)", pyo["plain"], "boot"),
                 ("", "first frame (start + boot)", pyo["plain"], "first_frame"),
                 ("", f"enter {args.enter}", pyo["plain"], "enter"),
                 ("Pyodide, from a snapshot", "start (restore)", pyo["snapshot"], "start"),
                 ("", "boot (unpack + picker frame)", pyo["snapshot"], "boot"),
                 ("", "first frame (start + boot)", pyo["snapshot"], "first_frame"),
                 ("", f"enter {args.enter}", pyo["snapshot"], "enter")]

    print(f"{'best of ' + str(args.runs) + ', ms':58} | wall: lazy |  eager | eager - lazy | cpu: lazy |  eager | eager - lazy")
    for runtime, what, table, key in rows:
        wall = best(table["lazy"], key), best(table["eager"], key)
        cpu = best(table["lazy"], "cpu_" + key), best(table["eager"], "cpu_" + key)
        label = f"{runtime}: {what}" if runtime else f"    {what}"
        print(f"{label:58} | {wall[0]:10.0f} | {wall[1]:6.0f} | {wall[1] - wall[0]:+12.0f} "
              f"| {cpu[0]:9.0f} | {cpu[1]:6.0f} | {cpu[1] - cpu[0]:+12.0f}")
    if before:
        print(f"CPython, {args.before} as it is: boot {best(before, 'boot'):.0f} ms wall, {best(before, 'cpu_boot'):.0f} ms cpu; "
              f"enter {best(before, 'enter'):.0f} ms wall, {best(before, 'cpu_enter'):.0f} ms cpu; "
              f"{before[0]['modules']} pycore modules at boot")
    print(f"pycore modules imported at boot: CPython lazy {cp['lazy'][0]['modules']}, eager {cp['eager'][0]['modules']}"
          + (f"; Pyodide snapshot lazy {pyo['snapshot']['lazy'][0]['modules']}, eager {pyo['snapshot']['eager'][0]['modules']}"
             if pyo else ""))
    kinds = list(modes[0])
    print("importing one mode on its first entry (ModeSpec.load after the boot), best of "
          f"{args.runs}, ms wall:\n{'':14}" + " ".join(f"{k[:10]:>10}" for k in kinds))
    for name, runs in (("CPython", modes), ("Pyodide", pyo["per_mode"] if pyo else [])):
        if runs:
            print(f"{name:14}" + " ".join(f"{min(r[k] for r in runs):10.1f}" for k in kinds))
    if pyo:
        sizes = pyo["snapshot_bytes"]
        print(f"snapshot bytes: lazy {sizes['lazy']:,}, eager {sizes['eager']:,}")


if __name__ == "__main__":
    main()
