"""Verdigris Cloister's Blight tiers: how often AI monks win the practice campaign at each, and its overwatch.

    python3 bench/tactics_tiers.py [--campaigns N] [--json]

For each monk tier (regular, expert) and each Blight tier (the difficulty a player picks at
the briefing: novice, regular, expert) it plays N all-AI practice campaigns (seeds 0..N-1,
the referee driven directly) and prints the campaigns the monks won (every mission), with a
95 % Wilson interval, the Blight's overwatch: cones armed and shots fired from them, and
the CPU time of an AI step (the decision and the action), 99th percentile and worst.
"""

from __future__ import annotations

import json
import math
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from pycore.modes.tactics import ai  # noqa: E402
from pycore.modes.tactics.referee import TURN, Referee  # noqa: E402
from pycore.packs import practice_pack  # noqa: E402

INST = practice_pack().instance("practice-tactics")
TIERS = ("novice", "regular", "expert")


def campaign(seed: int, squad: str, blight: str) -> dict:
    """Play one all-AI campaign; return whether the monks won it and the Blight's overwatch arms and shots."""
    ref = Referee(INST.config, seed, [squad], ai.decide_unit)
    ref.set_blight(0, blight)
    arms = shots = 0
    spent: list[float] = []
    while ref.phase != "over":
        if ref.phase != TURN:
            ref.start_mission(0, ref.mission)
            continue
        sides = [u.side for u in ref.units]
        started = time.process_time()
        events = ref.ai_step()
        spent.append((time.process_time() - started) * 1000)
        for e in events:
            if e["kind"] == "unit_acted" and sides[e["unit"]] == "blight":
                arms += e["action"] == "overwatch"
                shots += e["action"] == "overwatch_shot"
    won = ref.outcomes == ["won"] * len(INST.config.missions)
    return {"won": won, "arms": arms, "shots": shots, "ms": spent}


def wilson(k: int, n: int) -> tuple[float, float]:
    """Return the 95 % Wilson interval of k successes in n."""
    if n == 0:
        return 0.0, 1.0
    z, p = 1.96, k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return round(max(0.0, centre - half), 2), round(min(1.0, centre + half), 2)


def table(count: int) -> list[dict]:
    rows = []
    for squad in ("regular", "expert"):
        for blight in TIERS:
            games = [campaign(seed, squad, blight) for seed in range(count)]
            won = sum(g["won"] for g in games)
            ms = sorted(m for g in games for m in g["ms"])
            rows.append({"monks": squad, "blight": blight, "campaigns": count, "monks_won": won,
                         "interval": wilson(won, count), "arms": sum(g["arms"] for g in games),
                         "shots": sum(g["shots"] for g in games),
                         "step_ms_p99": round(ms[len(ms) * 99 // 100], 2), "step_ms_max": round(ms[-1], 2)})
    return rows


def main(argv: list[str]) -> None:
    count = int(argv[argv.index("--campaigns") + 1]) if "--campaigns" in argv else 24
    rows = table(count)
    if "--json" in argv:
        print(json.dumps(rows))
        return
    print(f"{'monks':8} {'Blight':8} {'monks won':>10} {'95% interval':>14} {'arms':>6} {'shots':>6} "
          f"{'AI step ms p99 / max':>21}")
    for r in rows:
        lo, hi = r["interval"]
        print(f"{r['monks']:8} {r['blight']:8} {r['monks_won']:>4} of {r['campaigns']:<3} {lo:>6.2f}-{hi:<6.2f} "
              f"{r['arms']:>6} {r['shots']:>6} {r['step_ms_p99']:>10} / {r['step_ms_max']:<8}")


if __name__ == "__main__":
    main(sys.argv[1:])
