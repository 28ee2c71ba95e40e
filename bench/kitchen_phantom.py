"""Sparring phantom figures: offers per 10 rounds and the mix of kinds per intensity, and the cost of a sparring game.

Run ``python3 bench/kitchen_phantom.py [games]``. Each intensity plays ``games`` (default 200)
simulated ten-round solitaire games with the sample decks (``tests/kitchen/spar.py``: a land
a round, spells through the stack while mana lasts, every offer accepted) through the real
table and the phantom's ``attend``.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pycore.kitchen.phantom import KINDS  # noqa: E402
from tests.kitchen.spar import DECKS, spar  # noqa: E402


def main(games: int = 200) -> None:
    for intensity in ("gentle", "realistic", "ruthless"):
        t0 = time.perf_counter()
        offers = [o for g in range(games) for o in spar(intensity, g + 1, 10, DECKS[g % len(DECKS)])[2]]
        spent = time.perf_counter() - t0
        mix = "  ".join(f"{k} {100 * sum(1 for o in offers if o['kind'] == k) // max(1, len(offers))} %" for k in KINDS)
        per_ten = len(offers) * 100 // games         # hundredths of an offer per 10 rounds
        print(f"{intensity:9} {per_ten // 100}.{per_ten % 100:02d} offers per 10 rounds   {mix}   "
              f"{spent * 1000 / games:.1f} ms a game")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
