"""The kitchen table's model: a game as plain JSON data, its formats and options, the deal, the fingerprint.

A game is a dict of ints, strings, bools, lists and dicts (string keys), so it copies as
JSON, travels in a restore event and has one canonical text. Card ids are small ints from
``next_id``, never reused; positions are ints 0..10,000 inside the controller's half.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from pycore.kernel.rng import MASK64, Xoshiro256ss

from . import decks

MODEL = 2                        # 2: ids dealt at random and renewed in hidden zones; a model-1 game keeps its old rules
PRIVATE_IDS = 2                  # the first model whose ids a viewer cannot follow
PLAYER_ZONES = ("library", "hand", "battlefield", "graveyard", "exile", "command", "sideboard", "schemes", "ongoing")
SHARED_ZONES = ("stack", "planes", "plane")
ZONES = PLAYER_ZONES + SHARED_ZONES
HIDDEN_ZONES = ("library", "hand", "sideboard", "schemes", "planes")   # count only, unless the viewer may see
SHARED = -1                      # the seat of a shared zone
NONE = 0                         # no card: ids start at 1
MAX_SEATS = 8
BOARD = 10_000                   # positions run 0..BOARD on both axes of a player's half
HAND_SIZE = 7
FRESH = "_fresh"                 # a draft's list of the cards it copied (never in a finished game)

FORMATS: dict = {
    "commander": {"life": 40, "free_mulligan": True},
    "constructed": {"life": 20, "free_mulligan": False},
    "limited": {"life": 20, "free_mulligan": False},
    "free": {"life": 20, "free_mulligan": False},
}
VARIANTS = ("none", "two_headed_giant", "archenemy", "planechase")
HELPERS = ("untap", "draw", "enter_counters", "commander_tax")
STEPS = ("untap", "upkeep", "draw", "main1", "combat", "attackers", "blockers", "damage", "end_combat", "main2",
         "end", "cleanup")
# what a model-2 game adds to each player and to the turn (a model-1 game has none of it)
PLAYER_MORE: dict = {"counters": {}, "blessing": False, "dungeon": {"name": "", "room": 0}}
TURN_MORE: dict = {"step": "untap", "priority": -1, "extra": [], "after": -1, "planar_rolls": 0, "day_night": "",
                   "control_eot": {}}
OUT_AT = {"life": 0, "poison": 10, "commander": 21}


class Refusal(ValueError):
    """An intent or event the table refuses, with the reason as a sentence a screen prints."""


def default_options(fmt: str, variant: str, players: int) -> dict:
    """Return the options a table starts with: every helper on, touching others' cards off."""
    return {
        "first_player_draws": players >= 3,
        "helpers": {h: True for h in HELPERS},
        "touch_all": False,
        "hide_team_hands": False,
        "friendly_fire": False,
        "free_mulligan": FORMATS[fmt]["free_mulligan"] or variant == "two_headed_giant",
        "online": False,
    }


def new_card(cid: int, name: str, owner: int) -> dict:
    """Return a fresh card ``cid`` named ``name`` owned by seat ``owner``, in no zone yet."""
    return {"id": cid, "name": name, "owner": owner, "controller": owner, "zone": "library", "seat": owner,
            "face": 0, "tapped": False, "face_down": False, "phased_out": False, "no_untap": False,
            "counters": {}, "kw_counters": [], "labels": [], "pt_other": [0, 0], "pt_eot": [0, 0],
            "pt_fixed": None, "attached_to": NONE, "x": 0, "y": 0, "z": 0, "seen_by": [],
            "highlighted": False, "token": False, "copy_of": NONE, "quantity": 1, "grouped_under": NONE,
            "arrived": 0, "ability": "", "commander": False, "tax": 0}


def zone_key(seat: int) -> str:
    """Return the key of a seat's zones in ``game["zones"]`` (``"shared"`` for the shared ones)."""
    return "shared" if seat == SHARED else str(seat)


def zone(game: dict, seat: int, name: str) -> list:
    """Return the list of card ids in zone ``name`` of ``seat`` (SHARED for the stack and planes)."""
    return game["zones"][zone_key(seat)][name]


def card(game: dict, cid: Any) -> dict:
    """Return card ``cid`` or refuse: the id must name a card at the table."""
    if not isinstance(cid, int) or isinstance(cid, bool):
        raise Refusal(f"{cid!r} is not a card id.")
    key = str(cid)
    found = game["cards"].get(key)
    if found is None:
        raise Refusal(f"There is no card {cid} at the table.")
    fresh = game.get(FRESH)
    if fresh is not None and key not in fresh:      # a draft shares untouched cards: copy on first touch
        found = game["cards"][key] = _clone_card(found)
        fresh[key] = True
    return found


def facts(game: dict, c: dict) -> dict:
    """Return the printed facts of card ``c`` (a name-only card when the data did not know it)."""
    return game["book"].get(c["name"]) or decks.name_only(c["name"])


def team_of(game: dict, seat: int) -> int:
    """Return the index of the team ``seat`` plays on."""
    return next(i for i, t in enumerate(game["teams"]) if seat in t["seats"])


def alive(game: dict) -> list[int]:
    """Return the seats still in the game, in turn order."""
    return [p["seat"] for p in game["players"] if not p["out"]]


def opponents(game: dict, seat: int) -> list[int]:
    """Return the seats ``seat`` plays against: not eliminated, not a teammate unless friendly fire is on."""
    mine = team_of(game, seat)
    return [s for s in alive(game) if s != seat and (game["options"]["friendly_fire"] or team_of(game, s) != mine)]


def canonical(game: dict) -> str:
    """Return the game's canonical JSON: sorted keys, no spaces."""
    return json.dumps(game, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def fingerprint(game: dict) -> str:
    """Return the first 16 hex digits of the SHA-256 of the game's canonical JSON without its sequence number."""
    body = {k: v for k, v in game.items() if k != "seq"}
    return hashlib.sha256(canonical(body).encode("ascii")).hexdigest()[:16]


def copy(game: Any) -> Any:
    """Return a deep copy of ``game`` (through JSON, which is also what keeps it plain data)."""
    return json.loads(json.dumps(game))


def clone(game: dict) -> dict:
    """Return a draft of a well-formed game for ``apply`` to change: cards are copied as ``card`` hands them out.

    Printed facts are shared (never changed); the draft's ``FRESH`` key lists the cards
    already copied and is removed before the draft becomes the game.
    """
    out = dict(game)
    out["options"] = dict(game["options"], helpers=dict(game["options"]["helpers"]))
    out["players"] = [dict(p, commander_damage=dict(p["commander_damage"])) for p in game["players"]]
    for p in out["players"]:
        if "counters" in p:
            p.update(counters=dict(p["counters"]), dungeon=dict(p["dungeon"]))
    out["teams"] = [dict(t, seats=list(t["seats"])) for t in game["teams"]]
    out["cards"] = dict(game["cards"])       # each card is copied when ``card`` first hands it out
    out[FRESH] = {}
    out["book"] = dict(game["book"])
    out["zones"] = {k: {name: list(ids) for name, ids in z.items()} for k, z in game["zones"].items()}
    out["turn"] = dict(game["turn"])
    if "extra" in out["turn"]:
        out["turn"].update(extra=list(out["turn"]["extra"]), control_eot=dict(out["turn"]["control_eot"]))
    out["arrows"] = [dict(a) for a in game["arrows"]]
    out["markers"] = [dict(m) for m in game["markers"]]
    out["designations"] = dict(game["designations"])
    out["mulligan"] = {"open": game["mulligan"]["open"], "players": [dict(r) for r in game["mulligan"]["players"]]}
    out["end"] = None if game["end"] is None else dict(game["end"], winners=list(game["end"]["winners"]))
    return out


def _clone_card(c: dict) -> dict:
    out = dict(c)
    out["counters"] = dict(c["counters"])
    for key in ("kw_counters", "labels", "pt_other", "pt_eot", "seen_by"):
        out[key] = list(c[key])
    if c["pt_fixed"] is not None:
        out["pt_fixed"] = list(c["pt_fixed"])
    return out


def shuffle_ids(ids: list, seed: int) -> list:
    """Return ``ids`` shuffled by Fisher-Yates from a stream seeded with ``seed``."""
    out = list(ids)
    Xoshiro256ss(seed & MASK64).shuffle(out)
    return out


def new_game(config: dict, data: dict) -> dict:
    """Deal a game from ``config`` (format, variant, options, players with decklists, teams, seed) and card data.

    Raises ValueError in words for a bad config or a deck with blockers.
    """
    if not isinstance(config, dict):
        raise ValueError("a table's config is a JSON object")
    fmt = config.get("format", "free")
    variant = config.get("variant", "none")
    if not isinstance(fmt, str) or fmt not in FORMATS:
        raise ValueError(f"unknown format {fmt!r}: expected one of {', '.join(FORMATS)}")
    if not isinstance(variant, str) or variant not in VARIANTS:
        raise ValueError(f"unknown variant {variant!r}: expected one of {', '.join(VARIANTS)}")
    people = config.get("players")
    if not isinstance(people, list) or not 1 <= len(people) <= MAX_SEATS:
        raise ValueError(f"a table seats 1 to {MAX_SEATS} players")
    seed = config.get("seed", 1)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError("the seed is a whole number")
    n = len(people)
    options = default_options(fmt, variant, n)
    asked = config.get("options") or {}
    if not isinstance(asked, dict):
        raise ValueError("a table's options are a JSON object")
    for key, value in asked.items():
        if key == "helpers":
            if not isinstance(value, dict):
                raise ValueError("the helpers are a JSON object of true/false")
            for h, on in value.items():
                if h not in HELPERS or not isinstance(on, bool):
                    raise ValueError(f"unknown helper {h!r}: expected one of {', '.join(HELPERS)}")
                options["helpers"][h] = on
        elif key in options and isinstance(value, bool):
            options[key] = value
        else:
            raise ValueError(f"unknown option {key!r} (or not true/false)")
    teams = config.get("teams")
    if teams is None:
        teams = [[0, 1], [2, 3]][: (n + 1) // 2] if variant == "two_headed_giant" else [[s] for s in range(n)]
    shaped = isinstance(teams, list) and all(isinstance(t, list) and t and all(
        isinstance(s, int) and not isinstance(s, bool) for s in t) for t in teams)
    if not shaped or sorted(s for t in teams for s in t) != list(range(n)):
        raise ValueError("teams must place every seat on exactly one team")
    rng = Xoshiro256ss(seed)
    life = FORMATS[fmt]["life"]
    game: dict = {
        "model": MODEL, "format": fmt, "variant": variant, "options": options,
        "players": [], "teams": [], "cards": {}, "book": {}, "zones": {}, "turn": {}, "arrows": [], "markers": [],
        "designations": {"monarch": SHARED, "initiative": SHARED}, "pause": False, "phantom": SHARED,
        "mulligan": {"open": True, "players": []}, "seq": 0, "next_id": 1, "end": None,
    }
    game["zones"]["shared"] = {z: [] for z in SHARED_ZONES}
    for t in teams:
        shared = variant == "two_headed_giant"
        game["teams"].append({"seats": list(t), "shared_life": shared, "life": 30 if shared else 0})
    for s, person in enumerate(people):
        if not isinstance(person, dict) or not isinstance(person.get("deck", ""), str):
            raise ValueError(f"player {s + 1}: expected an object with a name and a decklist")
        name = person.get("name", "") or f"Player {s + 1}"
        if not isinstance(name, str) or len(name) > 40:
            raise ValueError(f"player {s + 1}: a name is at most 40 characters")
        deck = decks.parse_decklist(person.get("deck", ""))
        blocking = decks.blockers(decks.check(deck, fmt, data))
        if blocking:
            raise ValueError(f"{name}'s deck cannot be dealt: {' '.join(blocking)}")
        own_life = 40 if variant == "archenemy" and s == 0 else life
        game["players"].append({"seat": s, "name": name, "life": own_life, "poison": 0, "commander_damage": {},
                                "out": False, "out_reason": "", "out_at": 0, "absent": False, "top_revealed": False})
        if MODEL >= PRIVATE_IDS:
            game["players"][-1].update(copy(PLAYER_MORE))
        game["zones"][str(s)] = {z: [] for z in PLAYER_ZONES}
        game["mulligan"]["players"].append({"seat": s, "taken": 0, "kept": False})
        for section, where in (("main", "library"), ("commander", "command"), ("companion", "sideboard"),
                               ("sideboard", "sideboard"), ("schemes", "schemes"), ("planes", "planes")):
            for count, card_name in deck[section]:
                for _ in range(count):
                    _add_card(game, card_name, s, where, data, commander=section == "commander")
        for _, token_name in deck["tokens"]:          # the tokens a deck makes: known by name when made
            game["book"].setdefault(token_name, decks.card_facts(token_name, data))
    for s in range(n):
        lib = zone(game, s, "library")
        lib[:] = shuffle_ids(lib, rng.next_u64())
        schemes = zone(game, s, "schemes")
        schemes[:] = shuffle_ids(schemes, rng.next_u64())
    planes = zone(game, SHARED, "planes")
    planes[:] = shuffle_ids(planes, rng.next_u64())
    first = config.get("first", rng.below(n))
    if not isinstance(first, int) or isinstance(first, bool) or not 0 <= first < n:
        raise ValueError(f"the first player is a seat from 0 to {n - 1}")
    game["turn"] = {"active": first, "first": first, "round": 1, "number": 1, "started": False}
    if MODEL >= PRIVATE_IDS:
        game["turn"].update(copy(TURN_MORE))
    if MODEL >= PRIVATE_IDS:
        _deal_ids(game, rng.next_u64())
    for s in range(n):
        draw_cards(game, s, HAND_SIZE)
    return game


def _deal_ids(game: dict, seed: int) -> None:
    """Give the dealt cards their ids in an order drawn from the deal's stream, not the decklists' order.

    Dealt in decklist order, a card's id would tell its name (burn's 1 to 4 the Lightning
    Bolts) and a face-down card's neighbours would give it away.
    """
    old = sorted(int(k) for k in game["cards"])
    new = dict(zip(old, shuffle_ids(old, seed)))
    cards = {}
    for cid in old:
        c = game["cards"][str(cid)]
        c["id"] = new[cid]
        cards[str(new[cid])] = c
    game["cards"] = {str(k): cards[str(k)] for k in sorted(new.values())}
    for named in game["zones"].values():
        for ids in named.values():
            ids[:] = [new[cid] for cid in ids]


def renew(game: dict, cid: int) -> int:
    """Give card ``cid`` a new id from ``next_id`` (it entered a hidden zone, was shuffled or turned face down).

    A viewer who knew the card by its old id cannot follow it: nothing of the old id stays
    but the public links the table keeps (commander damage, arrows, attachments), which move
    to the new id.
    """
    if game["model"] < PRIVATE_IDS:
        return cid                # a game dealt before ids were private replays by its own rules
    c = card(game, cid)
    new = game["next_id"]
    game["next_id"] += 1
    del game["cards"][str(cid)]
    c["id"] = new
    game["cards"][str(new)] = c
    fresh = game.get(FRESH)
    if fresh is not None:
        fresh[str(new)] = True
    ids = zone(game, c["seat"], c["zone"])
    ids[ids.index(cid)] = new
    for p in game["players"]:
        if str(cid) in p["commander_damage"]:
            p["commander_damage"] = {str(new) if k == str(cid) else k: v for k, v in p["commander_damage"].items()}
    if any(a["from"] == cid or a["to_card"] == cid for a in game["arrows"]):
        game["arrows"] = [dict(a, **{"from": new if a["from"] == cid else a["from"],
                                     "to_card": new if a["to_card"] == cid else a["to_card"]}) for a in game["arrows"]]
    borrowed = game["turn"].get("control_eot", {})
    if str(cid) in borrowed:
        game["turn"]["control_eot"] = {str(new) if k == str(cid) else k: v for k, v in borrowed.items()}
    if c["zone"] in HIDDEN_ZONES:
        return new                # nothing links to a card in a hidden zone: its links were dropped as it entered
    for other in list(game["cards"].values()):
        for link in ("attached_to", "grouped_under"):
            if other[link] == cid:
                card(game, other["id"])[link] = new
    return new


def private_ids(game: dict) -> bool:
    """Return True if ``game`` follows the rules of private ids (dealt at random, renewed, named only once seen)."""
    return bool(game["model"] >= PRIVATE_IDS)


def renew_zone(game: dict, seat: int, name: str) -> None:
    """Give every card of a hidden zone a new id, in the zone's order (after a shuffle), in one pass."""
    if game["model"] < PRIVATE_IDS:
        return
    ids = zone(game, seat, name)
    first = game["next_id"]
    game["next_id"] += len(ids)
    fresh = game.get(FRESH)
    moved: dict = {}
    for i, cid in enumerate(ids):
        c = card(game, cid)
        del game["cards"][str(cid)]
        c["id"] = first + i
        game["cards"][str(first + i)] = c
        moved[str(cid)] = str(first + i)
        if fresh is not None:
            fresh[str(first + i)] = True
    ids[:] = list(range(first, first + len(ids)))
    for p in game["players"]:        # a commander shuffled away keeps the damage it dealt
        if any(k in moved for k in p["commander_damage"]):
            p["commander_damage"] = {moved.get(k, k): v for k, v in p["commander_damage"].items()}


def sees_zone(game: dict, viewer: Any, seat: int, name: str) -> bool:
    """Return True if ``viewer`` (a seat, ``"spectator"`` or ``"all"``) sees every card of zone ``name`` of ``seat``."""
    if viewer == "all":
        return True
    if name in ("library", "schemes", "planes"):
        return False
    if name in ("hand", "sideboard"):
        if viewer == "spectator":
            return False
        if viewer == seat:
            return True
        return not game["options"]["hide_team_hands"] and team_of(game, viewer) == team_of(game, seat)
    return True


def sees_card(game: dict, viewer: Any, c: dict, index: int) -> bool:
    """Return True if ``viewer`` sees card ``c`` (at ``index`` of its zone), face included."""
    if viewer == "all":
        return True
    if c["face_down"]:
        return viewer in c["seen_by"]
    if sees_zone(game, viewer, c["seat"], c["zone"]):
        return True
    if viewer in c["seen_by"]:
        return True
    return c["zone"] == "library" and index == 0 and game["players"][c["seat"]]["top_revealed"]


def _add_card(game: dict, name: str, owner: int, where: str, data: dict, commander: bool = False) -> dict:
    cid = game["next_id"]
    game["next_id"] += 1
    c = new_card(cid, name, owner)
    c["zone"], c["commander"] = where, commander
    if name not in game["book"]:
        game["book"][name] = decks.card_facts(name, data)
    game["cards"][str(cid)] = c
    seat = SHARED if where in SHARED_ZONES else owner
    c["seat"] = seat
    zone(game, seat, where).append(cid)
    return c


def draw_cards(game: dict, seat: int, n: int) -> int:
    """Move up to ``n`` cards from the top of ``seat``'s library to their hand; return how many moved."""
    lib, hand = zone(game, seat, "library"), zone(game, seat, "hand")
    moved = min(n, len(lib))
    for _ in range(moved):
        cid = lib.pop(0)
        c = card(game, cid)
        c["zone"], c["seen_by"] = "hand", []
        hand.append(cid)
        renew(game, cid)          # a card entering a hidden zone takes a new id
    return moved
