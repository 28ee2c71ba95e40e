"""Is the practice duel winnable with the starter deck? A regular AI holding the starter five plays the practice
opponent (a regular AI) over many seeds; the share it wins is printed beside the share it loses.

    python bench/duel_practice.py [games]

Each line is one opponent: the practice set's own (as its config deals it), and for comparison a
hand dealt at random from the whole book (what the practice opponent held before it had a deck
of its own). The practice duel is meant to be won by a player who plays well: the starter's
share of wins should be a fair one (30 % or more).
"""

from __future__ import annotations

import sys
from dataclasses import replace

from pycore.kernel.session import Seat
from pycore.packs import practice_pack


def record(config, games: int) -> tuple[int, int, int]:
    """Return (won, drawn, lost) for seat 0 over ``games`` seeds, both seats regular AIs."""
    inst = practice_pack().instance("practice-card_duels")
    won = drawn = lost = 0
    for seed in range(1, games + 1):
        session = inst.spec.session(config=config, seed=seed, seats=[Seat.ai("regular"), Seat.ai("regular")])
        while not session.is_finished():
            session.tick([0, 0])
        places = session.results().placements
        if places[0] < places[1]:
            won += 1
        elif places[0] == places[1]:
            drawn += 1
        else:
            lost += 1
    return won, drawn, lost


def main(games: int) -> None:
    inst = practice_pack().instance("practice-card_duels")
    starter = inst.config.decks[0]
    rows = [("the practice opponent", inst.config),
            ("a hand dealt from the book", replace(inst.config, decks=(starter, ())))]
    print(f"{'opponent':28} {'games':>5} {'won':>6} {'drawn':>6} {'lost':>6}")
    for name, config in rows:
        won, drawn, lost = record(config, games)
        print(f"{name:28} {games:>5} {won * 100 / games:>5.1f}% {drawn * 100 / games:>5.1f}% {lost * 100 / games:>5.1f}%")
    opponent = inst.config.decks[1] if len(inst.config.decks) > 1 else ()
    print("practice opponent's hand:", ", ".join(f"{c.id} {'/'.join(map(str, c.sides))}" for c in opponent)
          or "dealt from the book")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
