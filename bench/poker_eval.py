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

# CPU time, not wall time: on a shared machine other processes' slices do not count
_t0 = time.process_time()
from pycore.cards52 import card_code  # noqa: E402
from pycore.modes.poker import hands  # noqa: E402  (timed: the page pays this import)
IMPORT_SECONDS = time.process_time() - _t0

from pycore.kernel.rng import Xoshiro256ss  # noqa: E402
from pycore.kernel.session import Seat  # noqa: E402
from pycore.modes.poker import ai  # noqa: E402
from pycore.modes.poker.config import PokerConfig  # noqa: E402
from pycore.modes.poker.rules import PokerSession  # noqa: E402

ROUNDS = 5


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


def rates(runners: dict, count: int) -> dict:
    """Return each runner's best of ROUNDS as evaluations per second, the runners interleaved.

    Interleaving keeps a busy machine's slow spells from landing on one evaluator only.
    """
    best = {name: float("inf") for name in runners}
    for _ in range(ROUNDS):
        for name, run in runners.items():
            best[name] = min(best[name], _timed(run))
    return {name: count / t for name, t in best.items()}


def _timed(run) -> float:
    t = time.process_time()
    run()
    return time.process_time() - t


def ours(deals: list[list[int]]) -> dict:
    """Return our two entry points as runners, and our values of the first hands."""
    ev7, ev = hands.evaluate7, hands.evaluate

    def hot() -> None:
        for h in deals:
            ev7(*h)

    def listed() -> None:
        for h in deals:
            ev(h)

    return {"runners": {"ours evaluate7(a..g)": hot, "ours evaluate(list)": listed},
            "values": [ev7(*h) for h in deals[:3000]]}


def with_treys(deals: list[list[int]]) -> "dict | None":
    """Return treys as a runner (None when it is not installed), and its values negated."""
    try:
        from treys import Card, Evaluator
    except ImportError:
        return None
    evaluator = Evaluator()
    codes = [Card.new(card_code(c)) for c in range(52)]
    split = [([codes[c] for c in h[:2]], [codes[c] for c in h[2:]]) for h in deals]
    evaluate = evaluator.evaluate

    def run() -> None:
        for hole, board in split:
            evaluate(hole, board)

    return {"runners": {"treys 0.1.8": run}, "setup": 0.0,
            "values": [-evaluate(hole, board) for hole, board in split[:3000]]}


def with_phevaluator(deals: list[list[int]]) -> "dict | None":
    """Return phevaluator as a runner (None when it is not installed), and its values negated."""
    t = time.process_time()
    try:
        from phevaluator import evaluate_cards
    except ImportError:
        return None
    setup = time.process_time() - t

    def run() -> None:
        for h in deals:
            evaluate_cards(*h)

    return {"runners": {"phevaluator 0.5.3.1 (pure)": run}, "setup": setup,
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


def table_build_ms() -> float:
    """Return how long the evaluator's rank table takes to build (paid when a poker table opens)."""
    t = time.process_time()
    hands.ensure_tables()
    return (time.process_time() - t) * 1000


def main(argv: "list[str] | None" = None) -> int:
    """Run the benchmark and print the table (or JSON)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=100_000)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    tables_ms = table_build_ms()   # first, before any evaluation builds it
    deals = deal_hands(args.hands)
    mine, treys, ph = ours(deals), with_treys(deals), with_phevaluator(deals)
    runners = dict(mine["runners"])
    for other in (treys, ph):
        if other:
            runners.update(other["runners"])
    measured = rates(runners, len(deals))
    report = {
        "python": sys.version.split()[0], "platform": sys.platform, "machine": platform.machine(),
        "hands": args.hands, "import_ms": IMPORT_SECONDS * 1000, "tables_ms": tables_ms,
        "rates": measured,
        "treys_agrees": treys and same_order(mine["values"], treys["values"]),
        "phevaluator_agrees": ph and same_order(mine["values"], ph["values"]),
        "phevaluator_import_ms": ph and ph["setup"] * 1000,
        "equity": equity_timing(),
    }
    if args.json:
        print(json.dumps(report, indent=1))
        return 0
    print(f"Python {report['python']} on {report['platform']} ({report['machine']}), "
          f"{args.hands} seeded 7-card hands, best of {ROUNDS} (CPU time)")
    print(f"poker mode import (kernel, rules, screen, small tables): {report['import_ms']:.0f} ms; "
          f"the rank table, built when a poker table opens: {report['tables_ms']:.0f} ms")
    print(f"{'evaluator':28} {'7-card hands/s':>15} {'vs treys':>9} {'vs phevaluator':>15}")
    base_t, base_p = measured.get("treys 0.1.8"), measured.get("phevaluator 0.5.3.1 (pure)")
    for name in ("ours evaluate7(a..g)", "ours evaluate(list)", "treys 0.1.8", "phevaluator 0.5.3.1 (pure)"):
        rate = measured.get(name)
        if rate is None:
            print(f"{name:28} {'not installed':>15}")
            continue
        vs_t = f"{rate / base_t:.2f}x" if base_t else "-"
        vs_p = f"{rate / base_p:.2f}x" if base_p else "-"
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
