"""Benchmark: poker's seven-card evaluator against treys and phevaluator, and the AI's equity deals.

    python3 bench/poker_eval.py [--hands N] [--json]
    node bench/poker_eval_pyodide.mjs [--hands N]      (the same script inside Pyodide)

Prints seven-card evaluations per second for ``pycore.modes.poker.hands`` (its ``evaluate7``
hot path and the list-taking ``evaluate``), ``treys`` and ``phevaluator`` (0.5.3.1, its pure
Python build) over the same seeded hands, side by side with ratios, checks that all three
order those hands alike, then times the expert's 200-deal Monte Carlo equity estimate.
treys and phevaluator are development-only (``bench/requirements.txt``); a missing one is
reported and skipped.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

_t0 = time.perf_counter()
from pycore.modes.poker import hands  # noqa: E402  (timed: the page pays this import)
IMPORT_SECONDS = time.perf_counter() - _t0

from pycore.kernel.rng import Xoshiro256ss  # noqa: E402
from pycore.kernel.session import Seat  # noqa: E402
from pycore.modes.poker import ai  # noqa: E402
from pycore.modes.poker.config import PokerConfig  # noqa: E402
from pycore.modes.poker.rules import PokerSession  # noqa: E402

ROUNDS = 3


def deal_hands(count: int, seed: int = 2026) -> list[list[int]]:
    """Return ``count`` seeded seven-card hands (cards 0..51, rank * 4 + suit)."""
    rng = Xoshiro256ss(seed)
    out = []
    for _ in range(count):
        deck = list(range(52))
        for i in range(7):
            j = i + rng.below(52 - i)
            deck[i], deck[j] = deck[j], deck[i]
        out.append(deck[:7])
    return out


def best_rate(run, count: int) -> float:
    """Return the best of ROUNDS runs of ``run()`` as evaluations per second."""
    best = min(_timed(run) for _ in range(ROUNDS))
    return count / best


def _timed(run) -> float:
    t = time.perf_counter()
    run()
    return time.perf_counter() - t


def ours(deals: list[list[int]]) -> dict:
    ev7, ev = hands.evaluate7, hands.evaluate

    def hot() -> None:
        for h in deals:
            ev7(*h)

    def listed() -> None:
        for h in deals:
            ev(h)

    return {"evaluate7": best_rate(hot, len(deals)), "evaluate": best_rate(listed, len(deals)),
            "values": [ev7(*h) for h in deals[:3000]]}


def with_treys(deals: list[list[int]]) -> "dict | None":
    try:
        from treys import Card, Evaluator
    except ImportError:
        return None
    t = time.perf_counter()
    evaluator = Evaluator()
    setup = time.perf_counter() - t
    codes = [Card.new(hands.card_code(c)) for c in range(52)]
    split = [([codes[c] for c in h[:2]], [codes[c] for c in h[2:]]) for h in deals]
    evaluate = evaluator.evaluate

    def run() -> None:
        for hole, board in split:
            evaluate(hole, board)

    return {"rate": best_rate(run, len(deals)), "setup": setup,
            "values": [-evaluate(hole, board) for hole, board in split[:3000]]}


def with_phevaluator(deals: list[list[int]]) -> "dict | None":
    t = time.perf_counter()
    try:
        from phevaluator import evaluate_cards
    except ImportError:
        return None
    setup = time.perf_counter() - t

    def run() -> None:
        for h in deals:
            evaluate_cards(*h)

    return {"rate": best_rate(run, len(deals)), "setup": setup,
            "values": [-evaluate_cards(*h) for h in deals[:3000]]}


def same_order(a: list[int], b: list[int]) -> bool:
    """Return True if two evaluators rank the same hands in the same order, ties included."""
    pairs = zip(a, a[1:] + a[:1], b, b[1:] + b[:1])
    return all((x > y) - (x < y) == (u > v) - (u < v) for x, y, u, v in pairs)


def equity_timing() -> dict:
    """Time the expert's 200-deal estimate heads-up preflop and six-handed on the flop."""
    out = {}
    for label, seats, street in (("heads-up preflop", 2, 0), ("6-handed flop", 6, 1)):
        s = PokerSession(config=PokerConfig(), seed=5, seats=[Seat.ai("expert")] * seats)
        if street:
            s.board = [s.deck.pop() for _ in range(3)]
        rng = Xoshiro256ss(9)
        best = min(_timed(lambda: ai.sample_equity(s, 0, rng, ai.DEALS["expert"])) for _ in range(5))
        per_frame = best * (ai.DEALS["expert"] // (ai.MIN_THINK_FRAMES + 4) + 1) / ai.DEALS["expert"]
        out[label] = {"ms": best * 1000, "worst_frame_ms": per_frame * 1000}
    return out


def main(argv: "list[str] | None" = None) -> int:
    """Run the benchmark and print the table (or JSON)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=100_000)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    deals = deal_hands(args.hands)
    mine, treys, ph = ours(deals), with_treys(deals), with_phevaluator(deals)
    report = {
        "python": sys.version.split()[0], "platform": sys.platform, "machine": platform.machine(),
        "hands": args.hands, "import_ms": IMPORT_SECONDS * 1000,
        "ours_evaluate7": mine["evaluate7"], "ours_evaluate": mine["evaluate"],
        "treys": treys and treys["rate"], "phevaluator": ph and ph["rate"],
        "treys_agrees": treys and same_order(mine["values"], treys["values"]),
        "phevaluator_agrees": ph and same_order(mine["values"], ph["values"]),
        "phevaluator_import_ms": ph and ph["setup"] * 1000,
        "equity": equity_timing(),
    }
    if args.json:
        print(json.dumps(report, indent=1))
        return 0
    print(f"Python {report['python']} on {report['platform']} ({report['machine']}), "
          f"{args.hands} seeded 7-card hands, best of {ROUNDS}")
    print(f"poker mode import, evaluator tables built: {report['import_ms']:.0f} ms")
    print(f"{'evaluator':28} {'7-card hands/s':>15} {'vs treys':>9} {'vs phevaluator':>15}")
    rows = [("ours evaluate7(a..g)", mine["evaluate7"]), ("ours evaluate(list)", mine["evaluate"]),
            ("treys 0.1.8", report["treys"]), ("phevaluator 0.5.3.1 (pure)", report["phevaluator"])]
    for name, rate in rows:
        if rate is None:
            print(f"{name:28} {'not installed':>15}")
            continue
        vs_t = f"{rate / report['treys']:.2f}x" if report["treys"] else "-"
        vs_p = f"{rate / report['phevaluator']:.2f}x" if report["phevaluator"] else "-"
        print(f"{name:28} {rate:>15,.0f} {vs_t:>9} {vs_p:>15}")
    if ph:
        print(f"phevaluator import (its 30 MB of tables): {report['phevaluator_import_ms']:.0f} ms")
    print(f"same order as treys: {report['treys_agrees']}, as phevaluator: {report['phevaluator_agrees']}")
    for label, e in report["equity"].items():
        print(f"expert equity, 200 deals, {label}: {e['ms']:.1f} ms in one call; "
              f"spread over its thinking frames, at most {e['worst_frame_ms']:.2f} ms a frame")
    return 0


if __name__ == "__main__":
    sys.exit(main())
