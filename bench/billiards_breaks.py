"""Full-power breaks at the apex of a fresh rack: how many balls drop and how far the pack spreads.

    python3 bench/billiards_breaks.py [--breaks N] [--game 8-ball|9-ball] [--json]

Each break racks with its own seed (1..N), puts the cue ball on the head spot and strikes it
straight at the apex ball at full power without spin, then plays the balls to rest. It prints
the mean of object balls potted (a real table's full break pots about one and a half), their
distribution, how often the cue ball scratches, the object balls driven to a rail and the
spread of the pack at rest (the mean distance of the object balls from their centre).
"""

from __future__ import annotations

import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from pycore.kernel import fx  # noqa: E402
from pycore.kernel.rng import Xoshiro256ss  # noqa: E402
from pycore.modes.billiards import physics  # noqa: E402
from pycore.modes.billiards.rules import FOOT, rack  # noqa: E402


def one_break(game: str, seed: int) -> dict:
    """Return what a full break from the rack of ``seed`` did."""
    balls = rack(game, Xoshiro256ss(seed))
    cue = balls[0]
    angle = fx.atan2(FOOT[1] - cue.y, FOOT[0] - cue.x)
    physics.strike(cue, angle, physics.MAX_SPEED, 0)
    log = physics.Log()
    for _ in range(40 * 60):
        if not physics.frame(balls, log):
            break
    left = [b for b in balls[1:] if b.on]
    spread = 0
    if left:
        mx = sum(b.x for b in left) // len(left)
        my = sum(b.y for b in left) // len(left)
        spread = sum(fx.isqrt((b.x - mx) ** 2 + (b.y - my) ** 2) for b in left) // len(left) >> fx.FRAC_BITS
    return {"potted": sum(1 for n, _ in log.potted if n != 0), "scratch": any(n == 0 for n, _ in log.potted),
            "rails": len(log.rails_by), "spread_mm": spread}


def breaks(game: str, count: int, first: int = 1) -> list[dict]:
    """Return the results of ``count`` breaks with seeds ``first`` .. ``first + count - 1``."""
    return [one_break(game, seed) for seed in range(first, first + count)]


def summary(results: list[dict]) -> dict:
    """Return the mean potted, its distribution and the other means."""
    n = len(results)
    dist: dict[int, int] = {}
    for r in results:
        dist[r["potted"]] = dist.get(r["potted"], 0) + 1
    return {"breaks": n, "mean_potted": round(sum(r["potted"] for r in results) / n, 2),
            "distribution": {k: dist[k] for k in sorted(dist)},
            "scratches": sum(1 for r in results if r["scratch"]),
            "mean_rails": round(sum(r["rails"] for r in results) / n, 2),
            "mean_spread_mm": round(sum(r["spread_mm"] for r in results) / n, 1)}


def main(argv: list[str]) -> None:
    count = int(argv[argv.index("--breaks") + 1]) if "--breaks" in argv else 100
    games = [argv[argv.index("--game") + 1]] if "--game" in argv else ["8-ball", "9-ball"]
    figures = {game: summary(breaks(game, count)) for game in games}
    if "--json" in argv:
        print(json.dumps(figures))
        return
    for game, f in figures.items():
        print(f"{game}: {f['breaks']} breaks, mean potted {f['mean_potted']}, scratches {f['scratches']}, "
              f"balls to a rail {f['mean_rails']}, spread {f['mean_spread_mm']} mm")
        print("  potted: " + ", ".join(f"{k}: {v}" for k, v in f["distribution"].items()))


if __name__ == "__main__":
    main(sys.argv[1:])
