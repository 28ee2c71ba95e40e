"""Parlor's rules: pure, deterministic Python shared by the page (Pyodide) and the command line."""

from __future__ import annotations

from typing import Sequence

from pycore.kernel.session import Results, Seat, Session

__all__ = ["Results", "Seat", "Session", "open_session"]
__version__ = "0.1.0"


def open_session(instance_id: str, *, seed: int, seats: "Sequence[Seat] | None" = None, pack=None) -> Session:
    """Open a game of ``instance_id`` from ``pack`` (the built-in practice set by default).

    Without ``seats``, the first seat is human and the rest of the instance's default
    count are regular AI.
    """
    from pycore.packs import practice_pack

    pack = pack or practice_pack()
    inst = pack.instance(instance_id)
    spec = inst.spec
    if seats is None:
        seats = [Seat.human()] + [Seat.ai("regular") for _ in range(inst.config.seats - 1)]
    seats = list(seats)
    if not spec.min_seats <= len(seats) <= spec.max_seats:
        raise ValueError(f"{spec.title} seats {spec.min_seats} to {spec.max_seats} players, not {len(seats)}")
    return spec.session(config=inst.config, seed=seed, seats=seats)
