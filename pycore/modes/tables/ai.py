"""The table kit's AI seat: the game's own ``choose`` by tier, or a random legal move from ``moves``.

A move is the list of cells the seat clicks, in order. A rules file that offers neither
``choose`` nor ``moves`` leaves an AI seat waiting for its turn timer. The built-in games'
``choose`` reads only what the seat may see (its own hand, the face-up pieces). A rules
file that also offers ``think(table, seat, tier, thought, nodes)`` has its search spread
over frames: each frame the seat waits to move searches ``THINK_NODES`` positions further
(the thought is plain data with a ``done`` flag), the seat moves on the first frame its wait
is over and its search done, and ``choose(table, seat, tier, thought)`` reads the result.
"""

from __future__ import annotations

from typing import Any


THINK_NODES = 16   # positions a waiting frame searches: under half a millisecond in CPython, 2-3x that in the page


def think(session: Any, seat: int) -> bool:
    """Search ``seat``'s coming move ``THINK_NODES`` positions further; return True once nothing is left to search.

    Rules without ``think`` have nothing to search ahead: their ``choose`` decides in one go.
    """
    rules = session.config.rules
    search = rules.entry("think")
    if search is None or rules.entry("choose") is None:
        return True
    tier = session.seats[seat].tier or "regular"
    thought = search(session.table, seat, tier, session.thoughts[seat], THINK_NODES)
    session.thoughts[seat] = thought
    return bool(thought["done"])


def decide(session: Any, seat: int) -> "list | None":
    """Return the cells ``seat`` clicks for its move, decided from the table's own RNG, or None."""
    rules, table = session.config.rules, session.table
    choose = rules.entry("choose")
    tier = session.seats[seat].tier or "regular"
    if choose is not None and rules.entry("think") is not None:
        thought, session.thoughts[seat] = session.thoughts[seat], None
        return choose(table, seat, tier, thought)
    if choose is not None:
        return choose(table, seat, tier)
    moves = rules.entry("moves")
    legal = moves(table, seat) if moves is not None else []
    return table.rng.pick(legal) if legal else None
