"""The kitchen table's AI seats: a land a turn, then what its lands pay for (regular, expert), then pass.

There are no rules at a kitchen table to play well by, so an AI seat plays simply: it
decides from its own view (its hand, its battlefield, the stack) and returns an intent the
engine validates like a click. A novice plays only lands; a regular or expert seat also
plays the costliest card its untapped lands pay for, one card at a time through the stack
for spells.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .rules import KitchenSession


def decide(session: "KitchenSession", seat: int) -> dict:
    """Return ``seat``'s next intent: finish a spell on the stack, play a land, play a card it can pay for, or pass."""
    view = session.view(seat)["table"]
    cards = view["cards"]
    mine = view["zones"][str(seat)]
    round_no = view["turn"]["round"]
    for cid in view["zones"]["shared"]["stack"]:
        c = cards[str(cid)]
        if c["controller"] == seat:
            kinds = c["facts"]["type"]
            to = "battlefield" if not kinds or any(w in kinds for w in ("Creature", "Artifact", "Enchantment",
                                                                        "Planeswalker", "Land")) else "graveyard"
            return {"kind": "move", "cards": [cid], "to": to}
    lands = [cards[str(cid)] for cid in mine["battlefield"] if "Land" in cards[str(cid)]["facts"]["type"]]
    hand = [cards[str(cid)] for cid in mine["hand"]]
    if not any(c["arrived"] == round_no for c in lands):
        land = next((c for c in hand if "Land" in c["facts"]["type"]), None)
        if land is not None:
            return {"kind": "move", "cards": [land["id"]], "to": "battlefield"}
    tier = session.seats[seat].tier or "regular"
    if tier != "novice":
        spent = sum(cards[str(cid)]["facts"]["mv"] for cid in mine["battlefield"] + mine["graveyard"]
                    if cards[str(cid)]["arrived"] == round_no and "Land" not in cards[str(cid)]["facts"]["type"])
        budget = len(lands) - spent
        playable = [c for c in hand if "Land" not in c["facts"]["type"] and c["facts"]["mv"] <= budget]
        if playable:
            best = max(playable, key=lambda c: (c["facts"]["mv"], -c["id"]))
            return session.play_intent(best["id"])
    return {"kind": "pass"}
