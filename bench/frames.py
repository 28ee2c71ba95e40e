"""Time the engine's side of each frame in CPython the way the page asks for it, and name the worst frames.

    .venv/bin/python bench/frames.py [INSTANCE ...] [--frames N] [--worst K] [--seed S]

For every instance named (default: the table games and the tactics campaign), the page's
own calls through :mod:`pycore.bindings`: the instance entered with every seat an AI (an
expert, then regulars, as ``bench/page.py`` seats it), then per frame ``play_tick`` and
``play_frame_changed``, the game entered again with the next seed when it ends (the page's
``repeat=1``). Each part is timed with ``time.perf_counter`` (wall) and ``time.thread_time``
(this thread's CPU, which keeps other processes' slices out). It prints median, p99 and
max per part in ms, then the K worst frames: each is played again from the same seed under
``cProfile`` and its costliest functions (own time) are printed, so the tail is named, not
guessed. ``node bench/frames_pyodide.mjs [same arguments]`` runs it inside Pyodide under Node,
the page's runtime (there ``thread_time`` follows the wall clock).
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pycore import bindings  # noqa: E402
from pycore.packs import practice_pack  # noqa: E402

CPU = getattr(time, "thread_time", time.process_time)   # Pyodide has no thread_time; its process_time is the wall clock
DEFAULT = ("practice-tables", "practice-tables-checkers", "practice-tables-morris", "practice-tables-crazy-eights",
           "practice-tactics")


def seats_for(inst) -> str:
    """Return the page bench's all-AI seating: an expert, then regulars."""
    return ",".join(["ai:expert"] + ["ai:regular"] * (inst.config.seats - 1))


def play(inst_id: str, seats: str, seed: int, frames: int, profile_at: "set[int] | None" = None) -> dict:
    """Play ``frames`` frames as the page does; return each frame's costs, or profiles of the frames named."""
    bindings.play_seed(1)
    bindings.play_mode_enter(inst_id, seats, seed)
    bindings.play_frame_changed()
    parts: dict[str, list[float]] = {k: [] for k in ("tick", "export", "engine", "tick_cpu", "export_cpu", "engine_cpu")}
    profiles: dict[int, pstats.Stats] = {}
    games = 1
    for k in range(frames):
        prof = cProfile.Profile() if profile_at and k in profile_at else None
        if prof:
            prof.enable()
        w0, c0 = time.perf_counter(), CPU()
        events = bindings.play_tick("[0]")
        w1, c1 = time.perf_counter(), CPU()
        bindings.play_frame_changed()
        w2, c2 = time.perf_counter(), CPU()
        if prof:
            prof.disable()
            profiles[k] = pstats.Stats(prof)
        for name, value in (("tick", w1 - w0), ("export", w2 - w1), ("engine", w2 - w0),
                            ("tick_cpu", c1 - c0), ("export_cpu", c2 - c1), ("engine_cpu", c2 - c0)):
            parts[name].append(value * 1000)
        if '"finished"' in events:   # the page's repeat=1: the same instance again, the next seed
            games += 1
            bindings.play_mode_enter(inst_id, seats, seed + games - 1)
            bindings.play_frame_changed()
    return {"parts": parts, "profiles": profiles, "games": games}


def p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]


def top_functions(stats: pstats.Stats, count: int) -> list[str]:
    """Return the ``count`` functions of a profiled frame with the most cumulative time, the frame's own calls left out."""
    rows = []
    for (file, line, name), (_cc, calls, own, cum, _callers) in stats.stats.items():  # type: ignore[attr-defined]
        if "bench/frames.py" in file or name.startswith("<") or "cProfile" in file:
            continue
        short = file.split("pycore/")[-1] if "pycore/" in file else Path(file).name
        rows.append((cum, f"{cum * 1000:6.2f} ms cum {own * 1000:6.2f} own {calls:>6}x {short}:{line} {name}"))
    rows.sort(reverse=True)
    return [text for _, text in rows[:count]]


def main(argv: "list[str] | None" = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("instances", nargs="*", default=list(DEFAULT))
    parser.add_argument("--frames", type=int, default=1200)
    parser.add_argument("--worst", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--functions", type=int, default=12)
    args = parser.parse_args(argv)
    pack = practice_pack()
    for inst_id in args.instances:
        inst = pack.instance(inst_id)
        seats = seats_for(inst)
        run = play(inst_id, seats, args.seed, args.frames)
        parts = run["parts"]
        print(f"\n{inst_id} ({seats}), {args.frames} frames, {run['games']} games from seed {args.seed}; ms")
        print("  part          median     p99     max")
        for name, values in parts.items():
            print(f"  {name:<12} {statistics.median(values):7.3f} {p99(values):7.3f} {max(values):7.3f}")
        worst = sorted(range(args.frames), key=lambda k: -parts["engine_cpu"][k])[:args.worst]
        if not worst or args.functions <= 0:
            continue
        profiled = play(inst_id, seats, args.seed, max(worst) + 1, set(worst))["profiles"]
        for k in worst:
            print(f"  frame {k}: tick {parts['tick_cpu'][k]:.2f} ms, export {parts['export_cpu'][k]:.2f} ms (CPU)")
            for text in top_functions(profiled[k], args.functions):
                print("    " + text)


if __name__ == "__main__":
    main()
