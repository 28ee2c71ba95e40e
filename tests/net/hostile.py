"""What a refused message must leave alone: a snapshot of everything an endpoint holds, to compare before and after."""

from __future__ import annotations

from typing import Any

from pycore.host.rounds import RoundDriver
from pycore.kernel.session import Session
from pycore.packs import Instance, Pack

SKIP = {"rejected", "received"}      # the log of refusals, and the hosted guest's copy of every byte for the deal check


def snapshot(x: Any) -> Any:
    """Return plain data standing for everything ``x`` holds (a session by its state hash)."""
    if isinstance(x, Session):
        return ("session", x.frame, x.state_hash())
    if isinstance(x, RoundDriver):
        return ("driver", snapshot(x.session), None if x.round is None else x.round.state_hash())
    if isinstance(x, (Pack, Instance)):
        return ("pack", x.id)
    if x is None or isinstance(x, (bool, int, str, bytes, float)):
        return x
    if isinstance(x, (list, tuple)):
        return [snapshot(v) for v in x]
    if isinstance(x, dict):
        return {k: snapshot(v) for k, v in x.items()}
    if callable(x) and not hasattr(x, "__dict__"):
        return "fn"
    if hasattr(x, "__dict__"):
        if type(x).__name__ == "function":
            return "fn"
        return (type(x).__name__, {k: snapshot(v) for k, v in vars(x).items() if k not in SKIP})
    return repr(x)
