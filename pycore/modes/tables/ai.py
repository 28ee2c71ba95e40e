"""The table kit's AI seat: the game's own ``choose`` by tier, or a random legal move from ``moves``.

A move is the list of cells the seat clicks, in order. A rules file that offers neither
``choose`` nor ``moves`` leaves an AI seat waiting for its turn timer. The built-in games'
``choose`` reads only what the seat may see (its own hand, the face-up pieces).
"""

from __future__ import annotations

from typing import Any


def decide(session: Any, seat: int) -> "list | None":
    """Return the cells ``seat`` clicks for its move, decided from the table's own RNG, or None."""
    rules, table = session.config.rules, session.table
    choose = rules.entry("choose")
    tier = session.seats[seat].tier or "regular"
    if choose is not None:
        return choose(table, seat, tier)
    moves = rules.entry("moves")
    legal = moves(table, seat) if moves is not None else []
    return table.rng.pick(legal) if legal else None
