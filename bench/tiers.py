"""How often each AI tier beats the others, for every practice game that seats AI tiers.

``python3 bench/tiers.py`` plays all-AI games of every instance of the practice pack, two
seats (the instance's own count where a game needs more, the tiers then alternating round the
table), for each pairing of tiers: novice against regular, novice against expert, regular
against expert. The seats swap every game and the seed changes, so neither tier keeps the
first move. Each game ends by the mode's own results: a tier "loses" a game when one of its
seats places below every seat of the other tier, "wins" the reverse, anything else is even.
It prints, per instance and pairing, the games played and each side's losses as a share with
its 95 % confidence interval (Wilson's), so a tier that means nothing shows as two equal rows.

``python3 bench/tiers.py durak --games 400`` runs only the instances whose id holds ``durak``
(any word picks instances by id), 400 games a pairing; ``--seconds`` caps the time one pairing
may take (default 60, CPU time of this thread), ``--games`` the games (default 40). Durak's
instances alternate podkidnoy and perevodnoy between games (the practice pack has both).
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from dataclasses import fields, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pycore.host.rounds import RoundDriver  # noqa: E402
from pycore.kernel.session import Seat  # noqa: E402
from pycore.packs import practice_pack  # noqa: E402

TIERS = ("novice", "regular", "expert")
PAIRS = (("novice", "regular"), ("novice", "expert"), ("regular", "expert"))


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """Return the 95 % Wilson score interval of a share of ``k`` in ``n``."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def seated(config, spec) -> tuple[object, int]:
    """Return the config seating two (or the fewest the game allows at two or more) and that count."""
    n = max(2, spec.min_seats)
    if n > spec.max_seats:
        return config, 0
    if "seats" in {f.name for f in fields(config)}:
        config = replace(config, seats=n)
    return config, n


def play(pack, spec, configs, tiers: tuple[str, str], games: int, seconds: float) -> dict:
    """Play up to ``games`` games of ``tiers[0]`` against ``tiers[1]``; return the tally."""
    tally = {"games": 0, "lost": [0, 0], "frames": 0, "unfinished": 0}
    start = time.thread_time()
    for game in range(games):
        if time.thread_time() - start > seconds:
            break
        config, n = configs[game % len(configs)]
        swap = (game // len(configs)) % 2
        side = [(k + swap) % 2 for k in range(n)]          # seat -> 0 (first tier) or 1 (second)
        session = spec.session(config=config, seed=7919 * game + 17, seats=[Seat.ai(tiers[s]) for s in side])
        bound = spec.frame_bound(config)
        driver = RoundDriver(pack, session)      # a party night's cued rounds are played, as the host plays them
        while not session.is_finished() and session.frame < bound:
            driver.tick([0] * n)
        tally["frames"] += session.frame
        tally["games"] += 1
        results = session.results() if session.is_finished() else None
        if results is None:
            tally["unfinished"] += 1
            continue
        places = results.placements
        best = [min(p for s, p in enumerate(places) if side[s] == k) for k in (0, 1)]
        worst = [max(p for s, p in enumerate(places) if side[s] == k) for k in (0, 1)]
        for k in (0, 1):
            if worst[k] > best[1 - k]:
                tally["lost"][k] += 1
    tally["seconds"] = time.thread_time() - start
    return tally


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("only", nargs="*", help="instances whose id holds any of these words")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seconds", type=float, default=60.0)
    args = parser.parse_args()
    pack = practice_pack()
    groups: dict[str, list] = {}
    for inst in pack.instances:
        if args.only and not any(word in inst.id for word in args.only):
            continue
        key = "practice-durak" if inst.kind == "durak" else inst.id   # durak's variants alternate in one row
        groups.setdefault(key, []).append(inst)
    print(f"{'game':<28} {'pairing':<19} {'games':>5}  {'first loses':>22}  {'second loses':>22}  {'CPU s':>6}")
    for key, insts in groups.items():
        spec = insts[0].spec
        configs = [seated(i.config, spec) for i in insts]
        configs = [(c, n) for c, n in configs if n]
        if not configs:
            print(f"{key:<28} (seats one player only: no pairing)")
            continue
        for pair in PAIRS:
            try:
                tally = play(pack, spec, configs, pair, args.games, args.seconds)
            except Exception as err:     # a mode without tiers, or one that cannot seat two AIs
                print(f"{key:<28} {pair[0]}-{pair[1]:<11} failed: {type(err).__name__}: {err}")
                break
            n = tally["games"] - tally["unfinished"]
            cells = []
            for k in (0, 1):
                lost = tally["lost"][k]
                low, high = wilson(lost, n)
                cells.append(f"{pair[k]} {100 * lost / max(1, n):5.1f} % [{100 * low:4.1f}, {100 * high:5.1f}]")
            note = f"  ({tally['unfinished']} unfinished)" if tally["unfinished"] else ""
            print(f"{key:<28} {pair[0] + ' v ' + pair[1]:<19} {tally['games']:>5}  {cells[0]:>22}  {cells[1]:>22}"
                  f"  {tally['seconds']:6.1f}{note}", flush=True)


if __name__ == "__main__":
    main()
