"""Kitchen table figures: the cost of resolving and applying an intent, of a view, a patch and a fingerprint.

Run ``python3 bench/kitchen.py``. A four-player Commander table (400 cards) plays seeded
random intents (about half are refused, as a careless player's would be); each figure is
the median over the run, in milliseconds, on CPython.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pycore.kitchen.view import patch, view  # noqa: E402
from tests.kitchen.helpers import random_intent, table  # noqa: E402


def main(steps: int = 300) -> None:
    t = table(4, fmt="commander")
    r = random.Random(1)
    acted, refused, viewed, patched, printed = [], [], [], [], []
    last = view(t.game, 0)
    for _ in range(steps):
        seat, intent = random_intent(r, t.game)
        t0 = time.perf_counter()
        out = t.intent(seat, intent)
        (refused if out[0]["kind"] == "refused" else acted).append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        now = view(t.game, 0)
        viewed.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        patch(last, now)
        patched.append(time.perf_counter() - t0)
        last = now
        t0 = time.perf_counter()
        t.fingerprint()
        printed.append(time.perf_counter() - t0)
    t0 = time.perf_counter()
    t.at(len(t.log) - 1)
    rebuilt = time.perf_counter() - t0
    ms = lambda xs: f"{statistics.median(xs) * 1000:.2f} ms"  # noqa: E731
    print(f"cards at the table: {len(t.game['cards'])}; intents: {steps} ({len(acted)} applied, {len(refused)} refused)")
    print(f"applied intent (resolve + apply): {ms(acted)}")
    print(f"refused intent: {ms(refused)}")
    print(f"a seat's view: {ms(viewed)}; patch between two views: {ms(patched)}; fingerprint: {ms(printed)}")
    print(f"rebuilding the last moment from its photo: {rebuilt * 1000:.1f} ms")


if __name__ == "__main__":
    main()
