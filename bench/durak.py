"""Time Durak's AI decisions and a frame of the rules, to check the AI stays inside a 60 Hz frame.

Plays all-AI tables (every tier, both variants, 2 to 6 seats) to the end and times every AI
decision (``ai.decide``) and every ``tick``; prints the median, p99 and worst per tier, the
expert's endgame searches apart, and the ticks. Run: ``python3 bench/durak.py``.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pycore.kernel.session import Seat  # noqa: E402
from pycore.modes.durak import ai  # noqa: E402
from pycore.modes.durak.config import DurakConfig  # noqa: E402
from pycore.modes.durak.rules import DurakSession  # noqa: E402

TIERS = ("novice", "regular", "expert")


def main() -> None:
    times: dict[str, list[float]] = {t: [] for t in TIERS}
    searched: list[float] = []
    ticks: list[float] = []
    original = ai.decide
    search = ai._search_move
    state = {"searched": False}

    def spy_search(session, seat, nodes=ai.SEARCH_NODES):
        state["searched"] = nodes == ai.SEARCH_NODES    # a waiting frame's search is counted in its tick
        return search(session, seat, nodes)

    def timed(session, seat):
        state["searched"] = False
        start = time.perf_counter()
        move = original(session, seat)
        spent = time.perf_counter() - start
        (searched if state["searched"] else times[session.tier(seat)]).append(spent)
        return move

    ai.decide = timed
    ai._search_move = spy_search
    games = 0
    for seed in range(30):
        n = 2 + seed % 5
        config = DurakConfig(variant=("podkidnoy", "perevodnoy")[seed % 2], seats=n)
        session = DurakSession(config=config, seed=seed, seats=[Seat.ai(TIERS[(i + seed) % 3]) for i in range(n)])
        while not session.is_finished():
            start = time.perf_counter()
            session.tick([0] * n)
            ticks.append(time.perf_counter() - start)
        games += 1
    ai.decide, ai._search_move = original, search
    duel: list[float] = []     # two experts: the endgame searched a little every waiting frame
    for seed in range(20):
        config = DurakConfig(variant=("podkidnoy", "perevodnoy")[seed % 2])
        session = DurakSession(config=config, seed=seed, seats=[Seat.ai("expert"), Seat.ai("expert")])
        while not session.is_finished():
            start = time.perf_counter()
            session.tick([0, 0])
            duel.append(time.perf_counter() - start)
    print(f"{games} games, {len(ticks)} frames; 20 expert duels, {len(duel)} frames")
    for name, spent in [*times.items(), ("expert endgame search", searched), ("tick (everything)", ticks),
                        ("tick, expert duel", duel)]:
        if spent:
            spent.sort()
            print(f"{name:>24}: {len(spent):6} calls  median {statistics.median(spent) * 1e3:7.3f} ms"
                  f"  p99 {spent[int(len(spent) * 0.99)] * 1e3:7.3f} ms  worst {spent[-1] * 1e3:7.3f} ms")


if __name__ == "__main__":
    main()
