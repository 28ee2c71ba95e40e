"""What each viewer may see of a kitchen table game, and patches from one view to the next.

Library, schemes and planes decks: nobody (the top card to everyone while its owner keeps it
revealed); hand and sideboard: the owner and teammates (unless the table hides team hands),
never a spectator; every other zone: everyone, except a face-down card's face, seen only by
who may. From a zone the viewer cannot see only the count travels (and the cards they were
shown), so a known card cannot be followed through a shuffle.
"""

from __future__ import annotations

from typing import Any

from .game import SHARED, Refusal, facts, sees_card, sees_zone

__all__ = ["sees_card", "sees_zone", "view", "patch", "apply_patch", "hidden_names", "card_view"]
from .rules import reports

SPECTATOR = "spectator"
EVERYTHING = "all"
_PUBLIC = ("format", "variant", "options", "players", "teams", "turn", "arrows", "markers", "designations",
           "pause", "phantom", "mulligan", "end", "seq")
_FACE_DOWN_FIELDS = ("id", "owner", "controller", "zone", "seat", "face_down", "tapped", "phased_out", "counters",
                     "kw_counters", "labels", "pt_other", "pt_eot", "pt_fixed", "attached_to", "x", "y", "z",
                     "highlighted", "grouped_under", "quantity", "arrived", "token")


def card_view(game: dict, c: dict, face: bool) -> dict:
    """Return card ``c`` as a viewer receives it: whole with its facts, or only its public side when face down."""
    if face:
        out = dict(c)
        out["facts"] = facts(game, c)
        return out
    return {k: c[k] for k in _FACE_DOWN_FIELDS}


def view(game: dict, viewer: Any) -> dict:
    """Return what ``viewer`` (a seat, ``"spectator"``, or ``"all"`` once the game is over) may see."""
    if viewer == EVERYTHING and game["end"] is None:
        raise Refusal("The whole table is shown only once the game is over.")
    if viewer not in (SPECTATOR, EVERYTHING) and not (isinstance(viewer, int) and 0 <= viewer < len(game["players"])):
        raise Refusal(f"There is no viewer {viewer!r} at this table.")
    out: dict = {k: game[k] for k in _PUBLIC}
    out["viewer"] = viewer
    out["reports"] = reports(game)
    zones: dict = {}
    cards: dict = {}
    for key, named in game["zones"].items():
        seat = SHARED if key == "shared" else int(key)
        zones[key] = {}
        for name, ids in named.items():
            whole = sees_zone(game, viewer, seat, name)
            shown = []
            for i, cid in enumerate(ids):
                c = game["cards"][str(cid)]
                seen = sees_card(game, viewer, c, i)
                if whole or seen:
                    cards[str(cid)] = card_view(game, c, seen)
                    shown.append([i, cid] if name == "library" and not whole else cid)
            zones[key][name] = shown if whole else {"count": len(ids), "known": shown}
    out["zones"] = zones
    out["cards"] = cards
    return out


def patch(old: dict, new: dict) -> dict:
    """Return the patch that turns view ``old`` into view ``new``: changed fields, changed cards, cards no longer seen."""
    out: dict = {"set": {k: v for k, v in new.items() if k != "cards" and old.get(k) != v}, "cards": {}, "gone": []}
    for cid, c in new["cards"].items():
        if old["cards"].get(cid) != c:
            out["cards"][cid] = c
    out["gone"] = [cid for cid in old["cards"] if cid not in new["cards"]]
    return out


def apply_patch(old: dict, p: dict) -> dict:
    """Return view ``old`` with patch ``p`` applied (what a screen does with each patch it receives)."""
    out = {k: v for k, v in old.items() if k != "cards"}
    out.update(p["set"])
    cards = {cid: c for cid, c in old["cards"].items() if cid not in p["gone"]}
    cards.update(p["cards"])
    out["cards"] = cards
    return out


def hidden_names(game: dict, viewer: Any) -> list:
    """Return the ids of the cards ``viewer`` may not see the face of (what must not appear in their view)."""
    out = []
    for key, named in game["zones"].items():
        for name, ids in named.items():
            for i, cid in enumerate(ids):
                if not sees_card(game, viewer, game["cards"][str(cid)], i):
                    out.append(cid)
    return out

