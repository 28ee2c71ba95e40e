"""Benchmark the served page in headless Chromium, and CPython's `simulate` throughput.

    .venv/bin/python bench/page.py [INSTANCE ... | --boot]   (or `make bench`; needs `make install` first)

Prints and writes bench/out/page.json:
* boot: navigation to the first drawn frame of the page against a bare Pyodide boot
  (bench/bare.html: loadPyodide alone, same files), LOADS of each interleaved in the same run,
  each cold (a fresh browser context) and then warm (reloaded in that context: the HTTP cache,
  and the page's service worker); medians and ratios (target <= 0.8), and whether every page
  load started from the build's memory snapshot;
* frames: for every practice instance (or the ones named), FRAMES frames with every seat an AI
  (`?mode=ID&seats=ai:expert,ai:regular...&repeat=1`), measured on both sides in the same run:
  the engine worker's ticks and export, the main thread's cost (sending the pads, taking the
  answer, decoding and drawing), the latency from sending a frame's pads to drawing it; median
  and p99 per instance, printed as a table (targets: engine and main thread p99 <= 4 ms);
* simulate: CPython `pycore simulate` frames per second for every practice instance.
Naming instances measures only their frames (no boot, no simulate); ``--boot`` measures only the boot.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pycore.cli import main as pycore_main  # noqa: E402
from pycore.packs import practice_pack  # noqa: E402

LOADS = 5
WARM_WAIT_MS = 3000
FRAMES = int(os.environ.get("BENCH_FRAMES", "600"))
WARMUP = 60
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def serve() -> tuple[subprocess.Popen, str]:
    proc = subprocess.Popen([sys.executable, "-m", "server", "--port", "0"], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    match = re.search(r"http://[\d.]+:\d+/", proc.stdout.readline())
    if not match:
        proc.kill()
        raise SystemExit("the server did not start")
    return proc, match.group(0)


def timed_load(browser, url: str, ready: str, value: str) -> tuple[float, float]:
    """Load ``url`` in a fresh context (cold), then again in the same one (warm); return both times."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    page.wait_for_function(ready, timeout=300_000)
    cold = page.evaluate(value)
    page.wait_for_timeout(WARM_WAIT_MS)  # the page's service worker caches the build meanwhile
    page.reload()
    page.wait_for_function(ready, timeout=300_000)
    warm = page.evaluate(value)
    context.close()
    return cold, warm


def bench_boot(browser, base: str) -> dict:
    runs: dict[str, list[float]] = {"bare_cold": [], "bare_warm": [], "page_cold": [], "page_warm": []}
    snapshot = set()
    for _ in range(LOADS):
        cold, warm = timed_load(browser, base + "bench/bare.html", "window.bare && window.bare.ready",
                                "window.bare.doneMs")
        runs["bare_cold"].append(cold)
        runs["bare_warm"].append(warm)
        cold, warm = timed_load(browser, base, "window.parlor && (window.parlor.ready || window.parlor.error)",
                                "window.parlor.error ? -1 : (window.parlor.firstFrameMs + 1e7 * "
                                "(window.parlor.snapshot === 'snapshot' ? 0 : 1))")
        for kind, ms in (("page_cold", cold), ("page_warm", warm)):
            if ms < 0:
                raise SystemExit("the page failed to boot during the benchmark")
            snapshot.add(ms < 1e7)
            runs[kind].append(ms % 1e7)
    out: dict = {key: [round(x) for x in values] for key, values in runs.items()}
    for key, values in runs.items():
        out[key + "_median_ms"] = round(statistics.median(values))
    out["from_snapshot"] = snapshot == {True}
    out["ratio_cold"] = round(statistics.median(runs["page_cold"]) / statistics.median(runs["bare_cold"]), 2)
    out["ratio_warm"] = round(statistics.median(runs["page_warm"]) / statistics.median(runs["bare_warm"]), 2)
    return out


def seats_for(inst) -> str:
    """Return an all-AI seating for ``inst``: an expert, then regulars."""
    return ",".join(["ai:expert"] + ["ai:regular"] * (inst.config.seats - 1))


def bench_frames(browser, base: str, inst, view: str = "board") -> dict:
    """Measure FRAMES frames of ``inst`` with every seat an AI, the game restarting as it ends, in ``view``
    (``board``, ``table`` for a game with a table scene, or ``composed``: the table view with everything
    but three.js's rasterising, so the engine's share is measured without a software rasteriser taking
    the cores it runs on)."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    seats = seats_for(inst)
    page.goto(f"{base}?mode={inst.id}&seats={seats}&repeat=1&view={'table' if view == 'composed' else view}")
    page.wait_for_function("window.parlor && window.parlor.ready", timeout=300_000)
    if view == "composed":
        page.wait_for_function("window.parlor.sceneView", timeout=60_000)
        page.evaluate("window.parlor.sceneView.rasterise = false")
    start = page.evaluate("window.parlor.costCount")
    t0 = time.time()
    page.wait_for_function(f"window.parlor.costCount >= {start + WARMUP + FRAMES}", timeout=180_000,
                           polling=250)
    wall = time.time() - t0
    costs = page.evaluate(f"window.parlor.frameCosts({FRAMES})")
    ticks = page.evaluate("window.parlor.ticks")
    canvas = page.evaluate("document.getElementById('screen').width")
    context.close()
    # the engine's share of a frame, and what the main thread would have paid with the engine on it
    costs["engine"] = [t + f for t, f in zip(costs["tick"], costs["frame"])]
    costs["inline"] = [m + e for m, e in zip(costs["main"], costs["engine"])]
    # frames drawn a second, from the page's own clock: the first to the last measured frame (the wall clock
    # round the wait overcounts by up to its 250 ms polling), and the frames drawn more than 25 ms after the
    # one before (a refresh at 60 Hz missed)
    at = costs.pop("at")
    gaps = [b - a for a, b in zip(at, at[1:])]
    out = {"instance": inst.id, "view": view, "seats": seats, "frames": len(costs["main"]),
           "canvas_width": canvas, "drawn_per_s": round(1000 * len(gaps) / (at[-1] - at[0]), 1),
           "drawn_per_s_wall": round((WARMUP + FRAMES) / wall, 1), "late_frames": sum(g > 25 for g in gaps),
           "ticks_total": ticks}
    for part in ("main", "draw", "engine", "tick", "frame", "inline", "latency", "scene"):
        out[part] = {"median_ms": round(statistics.median(costs[part]), 3),
                     "p99_ms": round(percentile(costs[part], 0.99), 3),
                     "max_ms": round(max(costs[part]), 3)}
    sent = [b for b in costs["bytes"] if b > 0]       # frames the engine sent (0: the frame repeated, none sent)
    out["bytes"] = {"sent_frames": len(sent), "median": round(statistics.median(sent)) if sent else 0,
                    "p99": round(percentile(sent, 0.99)) if sent else 0}
    out["inline_over_main_p99"] = round(out["inline"]["p99_ms"] / out["main"]["p99_ms"], 2)
    return out


def bench_simulate() -> dict:
    out = {}
    for inst in practice_pack().instances:
        frames, t0 = 0, time.perf_counter()
        for seed in range(1, 6):
            buf = io.StringIO()
            with contextlib.redirect_stdout(buf):
                pycore_main(["simulate", inst.id, "--seed", str(seed), "--frames", "3000", "--quiet"])
            frames += json.loads(buf.getvalue().splitlines()[-1])["frames"]
        out[inst.id] = {"frames": frames, "frames_per_s": round(frames / (time.perf_counter() - t0))}
    return out


def main() -> None:
    from playwright.sync_api import sync_playwright

    chromium = shutil.which("chromium")
    if not chromium:
        raise SystemExit("Debian's chromium is missing: `make bench` installs it")
    boot_only = "--boot" in sys.argv[1:]   # the boot alone: no frames, no simulate
    only = [a for a in sys.argv[1:] if a != "--boot"]   # instance ids to measure (default: every practice instance)
    proc, base = serve()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
            boot = bench_boot(browser, base) if not only else {}
            frames = [bench_frames(browser, base, inst, view) for inst in practice_pack().instances
                      if not boot_only and (not only or inst.id in only)
                      for view in (("board", "table", "composed") if inst.spec.scene is not None else ("board",))]
            browser.close()
    finally:
        proc.terminate()
    result = {"when": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "load": os.getloadavg(),
              "boot": boot, "frames": frames, "simulate": bench_simulate() if not only and not boot_only else {}}
    out = ROOT / "bench" / "out"
    out.mkdir(exist_ok=True)
    (out / "page.json").write_text(json.dumps(result, indent=1) + "\n")
    print(json.dumps(result, indent=1))
    if boot:
        print(f"\nfirst frame, cold: {boot['page_cold_median_ms']} ms vs bare Pyodide {boot['bare_cold_median_ms']} ms: "
              f"{boot['ratio_cold']}x; warm: {boot['page_warm_median_ms']} vs {boot['bare_warm_median_ms']} ms: "
              f"{boot['ratio_warm']}x (target <= 0.8x; from the snapshot: {boot['from_snapshot']})")
    print("\n| instance | engine median / p99 | ticks p99 | export p99 | main median / p99 | decode+draw p99 "
          "| pads to drawn median / p99 | drawn/s (late) | bytes sent median / p99 |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for f in frames:
        name = f"{f['instance']} ({f['view']})" if f["view"] != "board" else f["instance"]
        print(f"| {name} | {f['engine']['median_ms']:.1f} / {f['engine']['p99_ms']:.1f} ms "
              f"| {f['tick']['p99_ms']:.1f} | {f['frame']['p99_ms']:.1f} "
              f"| {f['main']['median_ms']:.1f} / {f['main']['p99_ms']:.1f} ms | {f['draw']['p99_ms']:.1f} "
              f"| {f['latency']['median_ms']:.1f} / {f['latency']['p99_ms']:.1f} ms | {f['drawn_per_s']} ({f['late_frames']}) "
              f"| {f['bytes']['median']:,} / {f['bytes']['p99']:,} |")
    boards = {f["instance"]: f for f in frames if f["view"] == "board"}
    composed = {f["instance"]: f for f in frames if f["view"] == "composed"}
    tables = [f for f in frames if f["view"] == "table"]
    if tables:
        print("\nTable scenes beside their board (engine = Python's share of a frame; composed = the table view "
              "without three.js rasterising it; scene = three.js's draw call):")
        print("| instance | engine median / p99 board, composed, table | composed / board p99 "
              "| main p99 board / composed / table | scene draw median / p99 | drawn/s board / composed / table |")
        print("| --- | --- | --- | --- | --- | --- |")
        for t in tables:
            b, c = boards.get(t["instance"]), composed.get(t["instance"])
            if b is None or c is None:
                continue
            ratio = c["engine"]["p99_ms"] / max(0.001, b["engine"]["p99_ms"])
            print(f"| {t['instance']} | " + ", ".join(f"{f['engine']['median_ms']:.1f} / {f['engine']['p99_ms']:.1f}"
                                                     for f in (b, c, t)) + f" ms | {ratio:.2f} "
                  f"| {b['main']['p99_ms']:.1f} / {c['main']['p99_ms']:.1f} / {t['main']['p99_ms']:.1f} ms "
                  f"| {t['scene']['median_ms']:.1f} / {t['scene']['p99_ms']:.1f} ms "
                  f"| {b['drawn_per_s']} / {c['drawn_per_s']} / {t['drawn_per_s']} |")
    print(f"(load average {result['load'][0]:.1f}, {result['load'][1]:.1f}, {result['load'][2]:.1f})")


if __name__ == "__main__":
    main()
