"""Time billiards' physics step and the AI's think frames (CPython here; in Pyodide by `node bench/pyodide.mjs billiards_step`).

    python3 bench/billiards_step.py [--frames N] [--json]

Three figures against the 16.7 ms of a 60 Hz frame: a frame (8 substeps) with all 16 balls
moving, frames of a real break from the rack, and the AI's frames over a whole 8-ball game
between the expert and the regular tier (its search is spread over its think frames).
Times are CPU time (`process_time`), which keeps other processes out in CPython; in Pyodide it
follows the wall clock, so that column carries the machine's load.
"""

from __future__ import annotations

import json
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from pycore.kernel.rng import Xoshiro256ss  # noqa: E402
from pycore.kernel.session import Seat  # noqa: E402
from pycore.modes.billiards import physics  # noqa: E402
from pycore.modes.billiards.config import BilliardsConfig  # noqa: E402
from pycore.modes.billiards.rules import BilliardsSession, rack  # noqa: E402


def melee(frames: int) -> list[float]:
    """Return ms per frame while all 16 balls move (spread over the bed at random speeds)."""
    rng = Xoshiro256ss(5)
    out: list[float] = []
    while len(out) < frames:
        balls = []
        for n in range(16):
            b = physics.Ball(n, (200 + (n % 4) * 500) * physics.ONE, (200 + (n // 4) * 280) * physics.ONE)
            b.vx = b.wx = rng.between(-physics.MAX_SPEED, physics.MAX_SPEED)
            b.vy = b.wy = rng.between(-physics.MAX_SPEED, physics.MAX_SPEED)
            balls.append(b)
        log = physics.Log()
        while len(out) < frames and sum(1 for b in balls if b.on and (b.vx or b.vy)) == 16:
            t = time.process_time()
            physics.frame(balls, log)
            out.append((time.process_time() - t) * 1000)
    return out


def break_shot() -> list[float]:
    """Return ms per frame of a full-power break until every ball rests."""
    balls = rack("8-ball", Xoshiro256ss(7))
    physics.strike(balls[0], 0, physics.MAX_SPEED, 0)
    log = physics.Log()
    out = []
    moving = True
    while moving:
        t = time.process_time()
        moving = physics.frame(balls, log)
        out.append((time.process_time() - t) * 1000)
    return out


def ai_game() -> tuple[list[float], int]:
    """Return ms per AI think frame over a whole AI game, and the shots it took."""
    s = BilliardsSession(config=BilliardsConfig(), seed=1, seats=[Seat.ai("expert"), Seat.ai("regular")])
    out = []
    while not s.is_finished():
        thinking = s.phase in ("place", "aim", "power")
        t = time.process_time()
        s.tick([0, 0])
        if thinking:
            out.append((time.process_time() - t) * 1000)
    return out, s.shots


def summary(ms: list[float]) -> dict:
    ordered = sorted(ms)
    return {"frames": len(ms), "mean_ms": round(sum(ms) / len(ms), 3),
            "p95_ms": round(ordered[len(ordered) * 95 // 100], 3), "max_ms": round(ordered[-1], 3)}


def main(argv: list[str]) -> None:
    frames = int(argv[argv.index("--frames") + 1]) if "--frames" in argv else 240
    think, shots = ai_game()
    figures = {
        "runtime": sys.implementation.name + " " + sys.version.split()[0] + " " + sys.platform,
        "16 balls moving (one frame, 8 substeps)": summary(melee(frames)),
        "a break from the rack": summary(break_shot()),
        f"AI think frames, 8-ball expert vs regular ({shots} shots)": summary(think),
    }
    if "--json" in argv:
        print(json.dumps(figures))
        return
    print(figures["runtime"])
    print(f"{'':<52} {'frames':>7} {'mean ms':>8} {'p95 ms':>8} {'max ms':>8}")
    for name, f in figures.items():
        if name != "runtime":
            print(f"{name:<52} {f['frames']:>7} {f['mean_ms']:>8} {f['p95_ms']:>8} {f['max_ms']:>8}")


if __name__ == "__main__":
    main(sys.argv[1:])
