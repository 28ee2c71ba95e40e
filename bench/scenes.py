"""Python's share of a frame in CPython for each game with a table scene, its board beside it.

    .venv/bin/python bench/scenes.py

Plays each game's practice instance with AI in every seat (up to FRAMES frames, the same seed in
both views) through the arcade and times drawing and exporting each frame (the engine's frame
cost, without the ticks, which are the same in both views); prints median and p99 per view and
their ratio. bench/page.py measures the same in the page, with three.js's draw and frames a second.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pycore.host.arcade import RESULTS, Arcade  # noqa: E402
from pycore.kernel.session import Seat  # noqa: E402
from pycore.look import scene as scenes  # noqa: E402
from pycore.packs import practice_pack  # noqa: E402

FRAMES = 600
GAMES = {"practice-card_duels": 2, "practice-poker": 3, "practice-races": 3, "practice-golf": 2}


def frame_ms(instance: str, seats: int, view: str) -> list[float]:
    scenes.use(view)
    arcade = Arcade(practice_pack(), seed=3)
    arcade.enter(instance, [Seat.ai("expert")] * seats, seed=7)
    out = []
    sent: set[str] = set()       # the pictures (and a scene's still parts) the page holds, as the bindings keep it
    for _ in range(FRAMES):
        arcade.tick([0])
        t0 = time.perf_counter()
        arcade.draw().export(sent)
        out.append((time.perf_counter() - t0) * 1000)
        if arcade.screen == RESULTS:
            break
    return sorted(out)


def main() -> None:
    print("| instance | frames | board median / p99 | table median / p99 | table / board (median) |")
    print("| --- | --- | --- | --- | --- |")
    for instance, seats in GAMES.items():
        board, table = frame_ms(instance, seats, "board"), frame_ms(instance, seats, "table")
        p99 = lambda v: v[min(len(v) - 1, int(round(0.99 * (len(v) - 1))))]  # noqa: E731
        mb, mt = statistics.median(board), statistics.median(table)
        print(f"| {instance} | {len(table)} | {mb:.2f} / {p99(board):.2f} ms | {mt:.2f} / {p99(table):.2f} ms "
              f"| {mt / mb:.2f} |")
    scenes.use("board")


if __name__ == "__main__":
    main()
