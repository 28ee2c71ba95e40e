"""Shared helpers for the table games' tests: a session of a built-in game, a position laid by hand."""

from pycore.kernel.session import Seat
from pycore.packs import practice_pack

PACK = practice_pack()
GAMES = ("tictactoe", "checkers", "morris", "crazy-eights")


def instance(game):
    return PACK.instance("practice-tables" if game == "tictactoe" else f"practice-tables-{game}")


def session(game, seed=1, seats=None):
    inst = instance(game)
    return inst.spec.session(config=inst.config, seed=seed, seats=seats or [Seat.human(), Seat.human()])


def lay(s, pieces, turn=0, **data):
    """Clear the table and lay ``pieces`` (kind, cell, side); ``data`` replaces the game's own; ``turn`` moves."""
    table = s.table
    table.clear()
    for kind, cell, side in pieces:
        p = table.add_piece(kind, cell, side)
        if kind == "king":
            p.data["ring"] = 1
    table.data.update(data)
    table.log = []
    table.next_turn(turn)
    return table


def clicks(s, seat, *cells):
    """Click ``cells`` in turn for ``seat``; return the refusals (None for each accepted click)."""
    out = []
    for cell in cells:
        events = s.click(seat, list(cell))
        out.append(events[0]["reason"] if events and events[0]["kind"] == "refused" else None)
    return out


def landed(s, frames=120):
    """Tick with released pads until no piece is moving (the last move lands); return the session."""
    for _ in range(frames):
        if not any(p.anim for p in s.table.pieces):
            break
        s.tick([0] * len(s.seats))
    return s
