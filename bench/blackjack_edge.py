"""Play N hands of blackjack basic strategy for a rule set and print the house edge with its 95 % interval.

The hands are played by the game's own session (``BlackjackSession``, one regular AI seat
betting 10 a hand, the table's pace at 0 frames) so the figure checks the rules and the
generated strategy together. The edge is the seat's loss per initial bet; the interval is
the normal one, 1.96 standard errors of the per-hand result.

    .venv/bin/python bench/blackjack_edge.py --hands 1000000 --rules s17
    .venv/bin/python bench/blackjack_edge.py --hands 1000000 --rules h17 --seed 2
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pycore.kernel.session import Seat  # noqa: E402
from pycore.modes.blackjack.config import BlackjackConfig  # noqa: E402
from pycore.modes.blackjack.rules import BlackjackSession  # noqa: E402
from pycore.modes.blackjack.strategy import (  # noqa: E402
    ONE, SHIFT, VALUES, Calculator, Terms, best_total, may_double_total, shoe_odds)

BET = 10
RULES = {
    "s17": BlackjackConfig(shoe_decks=6, dealer_hits_soft_17=False, double_after_split=True, late_surrender=False),
    "h17": BlackjackConfig(shoe_decks=6, dealer_hits_soft_17=True, double_after_split=True, late_surrender=False),
    "s17-ls": BlackjackConfig(shoe_decks=6, dealer_hits_soft_17=False, late_surrender=True),
    "6to5": BlackjackConfig(shoe_decks=6, blackjack_pays="6:5"),
}


def run(config: BlackjackConfig, hands: int, seed: int) -> tuple[float, float, int]:
    """Return the edge in percent, the 95 % half-width in percent, and hands played."""
    table = replace(config, rounds=hands, pace=0, min_bet=BET, bet_step=BET, bankroll=10**12, seats=1)
    session = BlackjackSession(config=table, seed=seed, seats=[Seat.ai("regular")])
    total = squares = played = 0
    while not session.is_finished():
        for e in session.tick([0]):
            if e["kind"] == "settle":
                net = e["paid"] - e["stake"]
                total += net
                squares += net * net
                played += 1
    mean = total / played
    var = squares / played - mean * mean
    return -100 * mean / BET, 196 * math.sqrt(var / played) / BET, played


def expectation(terms: Terms) -> float:
    """Return the house edge in percent the strategy calculator itself expects (each first decision at its best).

    Every two-card hand against every upcard, at the odds the calculator plays with (the
    shoe less the upcard past the deal): a natural pays 3:2, a dealer natural (after the
    peek) takes one bet and pushes a natural.
    """
    odds = shoe_odds(terms.decks, ())
    total = 0
    for up in VALUES:
        calc = Calculator(terms, up)
        dealer_natural = odds[10] if up == 1 else (odds[1] if up == 10 else 0)
        player_natural = 2 * odds[1] * odds[10] >> SHIFT
        played = 0
        for c1 in VALUES:
            for c2 in VALUES:
                p = odds[c1] * odds[c2] >> SHIFT
                hard, ace = c1 + c2, 1 in (c1, c2)
                if ace and hard == 11:
                    played += p * 3 // 2
                    continue
                choices = [calc.stand(best_total(hard, ace)), calc.hit(hard, ace)]
                if may_double_total(terms, best_total(hard, ace)):
                    choices.append(calc.double(hard, ace))
                if c1 == c2 and terms.max_hands > 1:
                    choices.append(calc.split(c1))
                if terms.surrender:
                    choices.append(calc.surrender())
                played += p * max(choices) >> SHIFT
        hand = (-dealer_natural * (ONE - player_natural) >> SHIFT) + ((ONE - dealer_natural) * played >> SHIFT)
        total += odds[up] * hand >> SHIFT
    return -100 * total / ONE


def main() -> None:
    """Parse the arguments, play, print one line."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=200_000)
    ap.add_argument("--rules", choices=sorted(RULES), default="s17")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    start = time.perf_counter()
    edge, half, played = run(RULES[args.rules], args.hands, args.seed)
    took = time.perf_counter() - start
    print(f"{args.rules}: {played} hands, house edge {edge:.3f} % +- {half:.3f} % (95 %), "
          f"{played / took:.0f} hands/s; the calculator expects {expectation(RULES[args.rules].terms()):.3f} %")


if __name__ == "__main__":
    main()
