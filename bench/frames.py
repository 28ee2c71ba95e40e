"""Time the engine's side of a frame per practice instance in CPython, as the page's worker runs it.

    .venv/bin/python bench/frames.py [INSTANCE ...] [--frames N] [--worst K] [--profile] [--view V] [--gap MS]

Each instance plays with every seat an AI (an expert, then regulars, as bench/page.py seats
it) through the page's own door, `pycore.bindings`: per frame one `play_tick` and one
`play_frame_changed` (the export), re-entering the instance when it finishes, as the page's
``?repeat=1`` does. Each part is timed with `time.perf_counter` (wall) and `time.thread_time`
(this thread's CPU, which keeps the other processes on a shared machine out; in Pyodide,
`bench/pyodide.mjs frames`, it follows the wall); prints the
median, p99 and max of both, and the worst frames by CPU with the game's phase. ``--profile``
replays the instance (the run is deterministic: same seed, same frames) with cProfile on
only the worst frames and prints the functions that took their time. ``--view table`` draws the
games that offer a table scene in it (``board``, the default, draws every game on its board);
``--view both`` measures each instance in both, one after the other in the same run. ``--gap MS``
plays each instance twice, back to back and sleeping MS before every frame (the page's worker
idles about 15 ms between frames), and prints the engine's figures both ways and their ratio.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import os
import pstats
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from pycore import bindings  # noqa: E402
from pycore.packs import practice_pack  # noqa: E402

CPU = getattr(time, "thread_time", time.process_time)   # Pyodide has no thread clock; its process clock follows the wall
DEFAULT = ["practice-golf", "practice-party_nights", "practice-billiards", "practice-roulette",
           "practice-races", "practice-card_duels", "practice-prop_hunt"]
SEED = 1


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def seats_for(inst) -> str:
    return ",".join(["ai:expert"] + ["ai:regular"] * (inst.config.seats - 1))


def where() -> str:
    """Say what the arcade's session is doing now: its class, phase, and a night's current round."""
    driver = bindings.arcade().driver
    session = getattr(driver, "session", None)
    if session is None:
        return "-"
    inner = getattr(getattr(driver, "rounds", None), "round", None)
    parts = [type(session).__name__, str(getattr(session, "phase", ""))]
    if inner is not None:
        parts += [type(inner).__name__, str(getattr(inner, "phase", ""))]
    return " ".join(p for p in parts if p)


def play(inst, frames: int, profile_at: "set[int] | None" = None, gap_ms: float = 0) -> dict:
    """Play ``frames`` frames of ``inst``; return per-frame costs (or the profile of ``profile_at``).

    ``gap_ms``: sleep that long before each frame, as the page's worker waits for the next one.
    """
    bindings.play_seed(SEED)
    seats = seats_for(inst)
    answer = json.loads(bindings.play_mode_enter(inst.id, seats, SEED))
    if "error" in answer:
        raise SystemExit(f"{inst.id}: {answer['error']}")
    pads = json.dumps([0] * inst.config.seats)
    out: dict = {"tick": [], "export": [], "tick_cpu": [], "export_cpu": [], "where": [], "bytes": []}
    prof = cProfile.Profile() if profile_at else None
    for n in range(frames):
        if gap_ms:
            time.sleep(gap_ms / 1000)
        on = prof is not None and n in profile_at
        if on:
            prof.enable()
        w0, c0 = time.perf_counter(), CPU()
        events = bindings.play_tick(pads, "")
        w1, c1 = time.perf_counter(), CPU()
        frame = bindings.play_frame_changed()
        w2, c2 = time.perf_counter(), CPU()
        if on:
            prof.disable()
        out["tick"].append((w1 - w0) * 1000)
        out["export"].append((w2 - w1) * 1000)
        out["tick_cpu"].append((c1 - c0) * 1000)
        out["export_cpu"].append((c2 - c1) * 1000)
        out["bytes"].append(len(frame))
        out["where"].append(where())
        if '"finished"' in events:
            bindings.play_mode_enter(inst.id, seats, SEED)
    if prof is not None:
        text = io.StringIO()
        pstats.Stats(prof, stream=text).sort_stats("tottime").print_stats(18)
        out["profile"] = text.getvalue()
    return out


def gaps(args) -> None:
    """Each instance played back to back and with ``args.gap`` ms of sleep before each frame, in one run:
    the engine's wall-clock median and p99 both ways, and the ratio (the same frames: the run is deterministic)."""
    pack = practice_pack()
    print(f"{sys.implementation.name} {sys.version.split()[0]}; engine (tick + export) wall ms, median / p99, "
          f"{args.frames} frames, the first 60 left out")
    print(f"| instance | back to back | {args.gap:g} ms idle before each | ratio median / p99 |")
    print("| --- | --- | --- | --- |")
    for iid in args.instances:
        inst = pack.instance(iid)
        rows = []
        for gap in (0, args.gap):
            run = play(inst, args.frames, gap_ms=gap)
            engine = [t + e for t, e in zip(run["tick"], run["export"])][60:]
            rows.append((statistics.median(engine), percentile(engine, 0.99)))
        (m0, p0), (m1, p1) = rows
        print(f"| {iid} | {m0:.2f} / {p0:.2f} | {m1:.2f} / {p1:.2f} | {m1 / m0:.1f} / {p1 / p0:.1f} |")


def stats(values: list[float]) -> str:
    return (f"{statistics.median(values):6.2f} {percentile(values, 0.99):6.2f} {max(values):6.2f}")


def main(argv: list[str]) -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("instances", nargs="*", default=DEFAULT)
    ap.add_argument("--frames", type=int, default=660, help="frames per instance (the page: 60 warm-up + 600)")
    ap.add_argument("--worst", type=int, default=6, help="worst frames to list per instance")
    ap.add_argument("--profile", action="store_true", help="profile the worst frames in a second run")
    ap.add_argument("--view", choices=("board", "table", "both"), default="board",
                    help="the view of games with a table scene (both: each instance in each)")
    ap.add_argument("--gap", type=float, default=0, metavar="MS",
                    help="play each instance twice, back to back and sleeping MS before every frame (as the page's "
                         "worker idles between frames), and print the engine's figures both ways and their ratio")
    args = ap.parse_args(argv)
    if args.gap:
        gaps(args)
        return
    pack = practice_pack()
    load = f"{os.getloadavg()[0]:.2f}" if sys.platform != "emscripten" else "unknown (Pyodide)"
    print(f"{sys.implementation.name} {sys.version.split()[0]}, load average {load}; ms: median p99 max (wall | cpu)")
    views = ("board", "table") if args.view == "both" else (args.view,)
    for iid, view in [(i, v) for i in args.instances for v in views]:
        inst = pack.instance(iid)
        bindings.play_view_mode(view)
        run = play(inst, args.frames)
        engine = [t + e for t, e in zip(run["tick"], run["export"])]
        engine_cpu = [t + e for t, e in zip(run["tick_cpu"], run["export_cpu"])]
        print(f"\n{iid}, {view} view  ({args.frames} frames, {sum(1 for b in run['bytes'] if b)} exported, "
              f"median {statistics.median(run['bytes']):.0f} B)")
        for part, wall, cpu in (("engine", engine, engine_cpu), ("tick", run["tick"], run["tick_cpu"]),
                                ("export", run["export"], run["export_cpu"])):
            print(f"  {part:7} {stats(wall)} | {stats(cpu)}")
        worst = sorted(range(len(engine_cpu)), key=lambda k: -engine_cpu[k])[:args.worst]
        for k in worst:
            print(f"  frame {k:4}: tick {run['tick_cpu'][k]:5.2f} export {run['export_cpu'][k]:5.2f} "
                  f"({run['bytes'][k]} B)  {run['where'][k]}")
        if args.profile:
            print(play(inst, max(worst) + 1, set(worst))["profile"])
    bindings.play_view_mode("board")


if __name__ == "__main__":
    main(sys.argv[1:])
