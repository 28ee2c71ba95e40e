"""Intents into events: the host fills in the sequence number, the actor and every random outcome."""

from __future__ import annotations

from typing import Any

from pycore.kernel.rng import Stream

from . import catalogue


def resolve(game: dict, seat: int, intent: Any, rng: Stream) -> dict:
    """Return the event for ``seat``'s ``intent``: dice and coins rolled, a fresh seed for a shuffle.

    Raises Refusal for an intent the catalogue refuses; ``rules.apply`` judges the rest.
    """
    catalogue.parse_intent(intent)
    event = dict(intent)
    event["seq"], event["by"] = game["seq"] + 1, seat
    kind = intent["kind"]
    if kind in ("shuffle", "mulligan", "random_hand") or kind == "move" and intent.get("place") in ("random", "shuffle"):
        event["seed"] = rng.next_u64()
    elif kind == "dice":
        event["results"] = [rng.between(1, intent["sides"]) for _ in range(intent.get("count", 1))]
    elif kind == "coin":
        event["results"] = [rng.below(2) for _ in range(intent.get("count", 1))]
    elif kind == "planar_die":
        face = rng.below(6)        # one chaos face, one planeswalker face, four blank
        event["result"] = "chaos" if face == 0 else "planeswalk" if face == 1 else "blank"
    return event
