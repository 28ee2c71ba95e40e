"""What private ids cost: applying a shuffle, a draw and a mill at a four-player Commander table.

Run ``python3 bench/kitchen_ids.py``: the best of 200 applications of each event, in
milliseconds, on CPython. A shuffle now gives the library's cards new ids in one pass and a
drawn card takes a new id, so both cost a little more than when ids were kept.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pycore.kitchen.rules import apply  # noqa: E402
from tests.kitchen.helpers import table  # noqa: E402


def main(runs: int = 200) -> None:
    g = table(4, fmt="commander").game
    for kind, e in (("shuffle", {"kind": "shuffle", "seed": 5}), ("draw", {"kind": "draw", "n": 1}),
                    ("mill", {"kind": "mill", "n": 3})):
        times = []
        for _ in range(runs):
            event = dict(e, seq=g["seq"] + 1, by=0)
            t0 = time.perf_counter()
            apply(g, event)
            times.append(time.perf_counter() - t0)
        print(f"{kind}: {min(times) * 1000:.3f} ms")


if __name__ == "__main__":
    main()
