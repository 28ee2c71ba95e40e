"""The kitchen table's AI seats: a land a turn, then what its lands pay for (regular, expert), then pass.

There are no rules at a kitchen table to play well by, so an AI seat plays simply: it
decides from its own view (its hand, its battlefield, the stack) and returns an intent the
engine validates like a click. A novice plays only lands; a regular or expert seat also
plays the costliest card its untapped lands pay for, one card at a time through the stack
for spells.

At a table without a round limit (``rounds = 0``) of AI seats alone, a seat concedes once
``STAY_ROUNDS`` rounds are played (:func:`leaves`), so benches, ``pycore simulate`` and the
conformance tests end; with a person at the table the AI seats play on as long as they do.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .rules import KitchenSession


STAY_ROUNDS = 20       # rounds AI seats alone play at a table without a round limit before they concede


def leaves(session: "KitchenSession", seat: int) -> bool:
    """Return True if the seat concedes now: at a table without a round limit of AI alone, after ``STAY_ROUNDS``."""
    return session.config.rounds == 0 and all(s.is_ai for s in session.seats) and \
        session.game["turn"]["round"] > STAY_ROUNDS


def decide(session: "KitchenSession", seat: int) -> dict:
    """Return ``seat``'s next intent: concede (see :func:`leaves`), finish a spell on the stack, play a land,
    play a card it can pay for, or pass."""
    if leaves(session, seat):
        return {"kind": "concede"}
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
