"""A simulated solitaire player for the phantom's tests: lands, spells through the stack, every offer accepted."""

from __future__ import annotations

from pycore.kitchen import phantom as ph
from pycore.kitchen.game import facts
from pycore.kitchen.table import Table

from tests.kitchen.helpers import BURN, DATA, GOBLINS, STOMPY

DECKS = (STOMPY, BURN, GOBLINS)


def spar(intensity: str, seed: int, rounds: int = 10, deck: str = STOMPY) -> tuple:
    """Play ``rounds`` rounds of solitaire against the phantom; return (table, phantom, offers)."""
    fmt = "free"
    t = Table({"format": fmt, "players": [{"name": "Me", "deck": deck}], "seed": seed, "first": 0}, DATA, "solitaire")
    p = ph.Phantom(intensity, seed)
    t.command(0, {"kind": "keep", "bottom": []})
    offers = []

    def act(intent: dict) -> dict:
        out = ph.attend(t, p, 0, intent)
        assert out[0]["kind"] != "refused", out
        if p.offer is not None:
            offers.append(p.offer)
            ph.accept(t, p, 0)
        return out[0]

    while t.game["turn"]["round"] <= rounds:
        hand = list(t.game["zones"]["0"]["hand"])
        kinds = {cid: facts(t.game, t.game["cards"][str(cid)]) for cid in hand}
        land = next((cid for cid in hand if "Land" in kinds[cid]["type"]), None)
        if land is not None:
            act({"kind": "move", "cards": [land], "to": "battlefield"})
        mana = t.game["turn"]["round"]
        for cid in hand:
            f = kinds[cid]
            if "Land" in f["type"] or f["mv"] > mana:
                continue
            mana -= f["mv"]
            act({"kind": "move", "cards": [cid], "to": "stack"})
            if t.game["cards"].get(str(cid), {}).get("zone") != "stack":
                continue                       # countered (sent back to a hand or library, it has a new id)
            permanent = any(w in f["type"] for w in ("Creature", "Artifact", "Enchantment", "Planeswalker"))
            act({"kind": "move", "cards": [cid], "to": "battlefield" if permanent else "graveyard"})
        act({"kind": "pass"})
    return t, p, offers
