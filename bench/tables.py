"""Time the table games' AI decisions and frames in CPython: the frame budget of each tier.

``python3 bench/tables.py`` plays all-AI games of every built-in table game (two seeds per
tier pairing) and prints, per game and tier, how many decisions were timed and their median,
p95 and worst cost in milliseconds, the worst frame of a search spread over the waiting
frames (a rules file's ``think``), and the worst whole frame, all in this thread's CPU time
(other processes' slices left out). Pyodide in the page runs the same Python about two to
three times slower.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pycore.kernel.session import Seat  # noqa: E402
from pycore.modes.tables import ai  # noqa: E402
from pycore.packs import practice_pack  # noqa: E402

TIERS = ("novice", "regular", "expert")


def main() -> None:
    pack = practice_pack()
    print("game          tier     decisions  median ms  p95 ms  worst ms  think worst ms  worst frame ms")
    for inst in [i for i in pack.instances if i.kind == "tables"]:
        for tier in TIERS:
            costs: list[int] = []
            thinking = [0]
            worst_frame = 0
            original, original_think = ai.decide, ai.think

            def timed(session, seat, _original=original):
                start = time.thread_time_ns()
                move = _original(session, seat)
                costs.append(time.thread_time_ns() - start)
                return move

            def timed_think(session, seat, _original=original_think):
                start = time.thread_time_ns()
                done = _original(session, seat)
                thinking[0] = max(thinking[0], time.thread_time_ns() - start)
                return done

            ai.decide = timed
            try:
                import pycore.modes.tables.rules as rules_module
                rules_module.decide, rules_module.think = timed, timed_think
                for seed in (1, 2):
                    s = inst.spec.session(config=inst.config, seed=seed, seats=[Seat.ai(tier), Seat.ai(tier)])
                    while not s.is_finished():
                        start = time.thread_time_ns()
                        s.tick([0, 0])
                        worst_frame = max(worst_frame, time.thread_time_ns() - start)
            finally:
                ai.decide = original
                rules_module.decide, rules_module.think = original, original_think
            costs.sort()
            ms = lambda ns: f"{ns / 1e6:.2f}"  # presentation only: a bench is not pycore
            print(f"{inst.id.removeprefix('practice-tables-'):<13} {tier:<8} {len(costs):>9}  {ms(costs[len(costs) // 2]):>9}"
                  f"  {ms(costs[len(costs) * 95 // 100]):>6}  {ms(costs[-1]):>8}  {ms(thinking[0]):>14}"
                  f"  {ms(worst_frame):>14}")


if __name__ == "__main__":
    main()
