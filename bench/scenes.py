"""Python's share of a frame for each game with a table scene, its board beside it: in CPython, or in the page.

    .venv/bin/python bench/scenes.py            (CPython)
    .venv/bin/python bench/scenes.py --page     (inside the served page's own engine worker: Pyodide in
                                                 headless Chromium, the page idle in its lobby; needs
                                                 `make install` first)

Plays each game's practice instance with AI in every seat (up to FRAMES frames, the same seed in
both views) through the arcade and times drawing and exporting each frame (the engine's frame
cost, without the ticks, which are the same in both views), exported as the bindings export to a
page (the pictures and still parts it holds are only named); prints median and p99 per view and
their ratio. With ``--page`` the same function runs in the page's worker (`engine.python`), a warm-up
round first (the worker's first frames of a game draw its pictures). bench/page.py measures the page
while it plays, where the engine shares the cores with the page's drawing and three.js's.
"""

from __future__ import annotations

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

FRAMES = 600
GAMES = {"practice-card_duels": 2, "practice-poker": 3, "practice-races": 3, "practice-golf": 2}
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]


def frame_ms(instance: str, seats: int, view: str, frames: int = FRAMES) -> list[float]:
    """Play ``instance`` in ``view``; return each frame's draw and export in ms, sorted."""
    from pycore.host.arcade import RESULTS, Arcade
    from pycore.kernel.session import Seat
    from pycore.look import scene as scenes
    from pycore.packs import practice_pack

    scenes.use(view)
    arcade = Arcade(practice_pack(), seed=3)
    arcade.enter(instance, [Seat.ai("expert")] * seats, seed=7)
    out = []
    sent: set[str] = set()       # the pictures (and a scene's still parts) the page holds, as the bindings keep it
    try:
        for _ in range(frames):
            arcade.tick([0])
            t0 = time.perf_counter()
            arcade.draw().export(sent)
            out.append((time.perf_counter() - t0) * 1000)
            if arcade.screen == RESULTS:
                break
    finally:
        scenes.use("board")
    return sorted(out)


def measure(rounds: int = 1) -> dict:
    """Return {instance: {view: sorted ms}} of the last of ``rounds`` rounds (the earlier ones warm up)."""
    out: dict = {}
    for _ in range(rounds):
        out = {i: {v: frame_ms(i, s, v) for v in ("board", "table")} for i, s in GAMES.items()}
    return out


def in_page() -> "tuple[dict, str]":
    """Run :func:`measure` inside the served page's engine worker; return its figures and the runtime."""
    from playwright.sync_api import sync_playwright

    chromium = shutil.which("chromium")
    if not chromium:
        raise SystemExit("Debian's chromium is missing: `make bench` installs it")
    proc = subprocess.Popen([sys.executable, "-m", "server", "--port", "0"], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        match = re.search(r"http://[\d.]+:\d+/", proc.stdout.readline())
        if not match:
            raise SystemExit("the server did not start")
        source = (ROOT / "bench" / "scenes.py").read_text()
        code = (f"_bench = {{'__name__': 'bench_scenes', '__file__': '/bench/scenes.py'}}\nexec(compile({source!r}, 'bench/scenes.py', 'exec'), _bench)\n"
                "import json, sys\njson.dumps([_bench['measure'](2), sys.version.split()[0]])")
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": 1280, "height": 800})
            page.goto(f"{match.group(0)}?seed=7")
            page.wait_for_function("window.parlor && window.parlor.ready", timeout=120_000)
            figures, version = json.loads(page.evaluate("c => window.parlor.engine.python(c)", code))
            browser.close()
        return figures, f"Pyodide (Python {version}) in the page's worker, headless Chromium"
    finally:
        proc.kill()


def main() -> None:
    import os

    if "--page" in sys.argv[1:]:
        figures, where = in_page()
    else:
        figures, where = measure(), f"CPython {sys.version.split()[0]}"
    print(f"{where}, load average {os.getloadavg()[0]:.2f}")
    print("| instance | frames | board median / p99 | table median / p99 | table / board (median) |")
    print("| --- | --- | --- | --- | --- |")
    for instance, views in figures.items():
        board, table = views["board"], views["table"]
        p99 = lambda v: v[min(len(v) - 1, int(round(0.99 * (len(v) - 1))))]  # noqa: E731
        mb, mt = statistics.median(board), statistics.median(table)
        print(f"| {instance} | {len(table)} | {mb:.2f} / {p99(board):.2f} ms | {mt:.2f} / {p99(table):.2f} ms "
              f"| {mt / mb:.2f} |")


if __name__ == "__main__":
    main()
