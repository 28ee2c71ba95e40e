"""Benchmark the served page in headless Chromium, and CPython's `simulate` throughput.

    .venv/bin/python bench/page.py            (or `make bench`; needs `make install` first)

Prints and writes bench/out/page.json:
* boot: navigation to the first drawn frame of the page (median of LOADS fresh, cold-cache
  loads) beside a bare Pyodide boot (bench/bare.html: loadPyodide alone, same files, loads
  interleaved in the same run) and their ratio (target <= 1.3);
* frame: over FRAMES frames of an AI-vs-AI Grid Duel, what each frame costs the page's main
  thread (target p99 <= 4 ms: sending the pads, taking the answer, decoding and drawing) and,
  beside it in the same run, what the engine worker spent on it (the ticks and the export):
  the main thread's cost had the engine stayed on it is their sum, given as "inline";
  the latency from sending a frame's pads to drawing its answer;
* simulate: CPython `pycore simulate` frames per second for every practice instance.
"""

from __future__ import annotations

import contextlib
import io
import json
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
FRAMES = 600
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


def timed_load(browser, url: str, ready: str, value: str) -> float:
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    page.wait_for_function(ready, timeout=300_000)
    ms = page.evaluate(value)
    context.close()
    return ms


def bench_boot(browser, base: str) -> dict:
    bare, full = [], []
    for _ in range(LOADS):
        bare.append(timed_load(browser, base + "bench/bare.html", "window.bare && window.bare.ready",
                               "window.bare.doneMs"))
        full.append(timed_load(browser, base, "window.parlor && (window.parlor.ready || window.parlor.error)",
                               "window.parlor.error ? -1 : window.parlor.firstFrameMs"))
    if min(full) < 0:
        raise SystemExit("the page failed to boot during the benchmark")
    b, f = statistics.median(bare), statistics.median(full)
    return {"bare_ms": [round(x) for x in bare], "page_ms": [round(x) for x in full],
            "bare_median_ms": round(b), "page_median_ms": round(f), "ratio": round(f / b, 2)}


def bench_frames(browser, base: str) -> dict:
    duel = next(i.id for i in practice_pack().instances if i.kind == "card_duels")
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.goto(f"{base}?mode={duel}&seats=ai:expert,ai:novice&repeat=1")
    page.wait_for_function("window.parlor && window.parlor.ready", timeout=300_000)
    start = page.evaluate("window.parlor.costCount")
    t0 = time.time()
    page.wait_for_function(f"window.parlor.costCount >= {start + WARMUP + FRAMES}", timeout=120_000,
                           polling=250)
    wall = time.time() - t0
    costs = page.evaluate(f"window.parlor.frameCosts({FRAMES})")
    ticks = page.evaluate("window.parlor.ticks")
    scale = page.evaluate("window.parlor && document.getElementById('screen').width / 320")
    context.close()
    # the engine's share of a frame, and what the main thread would have paid with the engine on it
    costs["engine"] = [t + f for t, f in zip(costs["tick"], costs["frame"])]
    costs["inline"] = [m + e for m, e in zip(costs["main"], costs["engine"])]
    out = {"instance": duel, "seats": "ai:expert,ai:novice", "frames": len(costs["main"]),
           "canvas_scale": scale, "drawn_per_s": round((WARMUP + FRAMES) / wall, 1), "ticks_total": ticks}
    for part in ("main", "draw", "engine", "tick", "frame", "inline", "latency"):
        out[part] = {"median_ms": round(statistics.median(costs[part]), 3),
                     "p99_ms": round(percentile(costs[part], 0.99), 3),
                     "max_ms": round(max(costs[part]), 3)}
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
    proc, base = serve()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
            boot = bench_boot(browser, base)
            frames = bench_frames(browser, base)
            browser.close()
    finally:
        proc.terminate()
    result = {"when": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "boot": boot, "frame": frames,
              "simulate": bench_simulate()}
    out = ROOT / "bench" / "out"
    out.mkdir(exist_ok=True)
    (out / "page.json").write_text(json.dumps(result, indent=1) + "\n")
    print(json.dumps(result, indent=1))
    print(f"\nfirst frame {boot['page_median_ms']} ms vs bare Pyodide {boot['bare_median_ms']} ms: "
          f"{boot['ratio']}x (target <= 1.3x)")
    main, inline = frames["main"], frames["inline"]
    print(f"main thread per frame median {main['median_ms']} ms, p99 {main['p99_ms']} ms (target p99 <= 4 ms); "
          f"with the engine on it: median {inline['median_ms']} ms, p99 {inline['p99_ms']} ms "
          f"({frames['inline_over_main_p99']}x)")
    print(f"engine per frame (worker) median {frames['engine']['median_ms']} ms, p99 {frames['engine']['p99_ms']} ms; "
          f"pads to drawn median {frames['latency']['median_ms']} ms, p99 {frames['latency']['p99_ms']} ms; "
          f"{frames['drawn_per_s']} frames drawn/s")


if __name__ == "__main__":
    main()
