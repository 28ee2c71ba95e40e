"""The kitchen table's one door for change: ``apply(game, event)``, the move rules and the permissions.

``apply`` is total: it checks the event's shape, its sequence number and actor, every card,
player and zone it names and every number's bounds, does the work on a copy and returns
the new game, or raises :class:`Refusal` leaving the game it was given untouched. It is
not a judge: no mana, phases or combat, only whether an action makes sense.
"""

from __future__ import annotations

from typing import Any

from pycore.kernel.rng import Xoshiro256ss

from . import catalogue
from .game import (BOARD, FORMATS, FRESH, HAND_SIZE, HELPERS, HIDDEN_ZONES, MODEL, NONE, OUT_AT, PLAYER_MORE,
                   PLAYER_ZONES, PRIVATE_IDS, SHARED, SHARED_ZONES, STEPS, VARIANTS, ZONES, Refusal, alive, card, clone, copy, draw_cards, facts,
                   new_card, opponents, private_ids, renew, renew_zone, sees_card, shuffle_ids, team_of, zone)

ROWS = {"creature": 2500, "other": 5000, "land": 7500}   # the y of each row of a player's half
SLOT = 800                                                 # the x step between free slots
MAX_COUNTERS = 20
MAX_COUNTER = 9999
MAX_ARROWS = 200
MAX_MARKERS = 100
MAX_CARDS = 5000
MAX_LIFE = 1_000_000
FACE_DOWN = "Face-down card"                               # the name of an ability of a face-down card


def seat_ok(game: dict, seat: Any) -> bool:
    """Return True if ``seat`` is a seat at this table."""
    return isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(game["players"])


def player(game: dict, seat: Any) -> dict:
    """Return the player in ``seat`` or refuse."""
    if not seat_ok(game, seat):
        raise Refusal(f"There is no seat {seat!r} at this table.")
    return game["players"][seat]


def may_touch(game: dict, seat: int, c: dict) -> "str | None":
    """Return why ``seat`` may not touch card ``c``, or None: the controller on the battlefield and stack, the owner elsewhere."""
    if game["options"]["touch_all"] or c["zone"] in ("planes", "plane"):
        return None
    if c["zone"] in ("battlefield", "stack"):
        return None if c["controller"] == seat else f"{c['name'] if not c['face_down'] else 'That card'} is controlled by seat {c['controller'] + 1}, not you."
    return None if c["owner"] == seat else f"That card belongs to seat {c['owner'] + 1}, not you."


def _touch(game: dict, seat: int, cid: Any) -> dict:
    c = card(game, cid)
    why = may_touch(game, seat, c)
    if why:
        raise Refusal(why)
    if c["zone"] in HIDDEN_ZONES and private_ids(game):
        ids = zone(game, c["seat"], c["zone"])
        if not sees_card(game, seat, c, ids.index(c["id"])):
            raise Refusal("You cannot name a card you have not seen: draw, look or search first.")
    return c


def _own_library(game: dict, seat: int, e: dict) -> int:
    whose = e.get("seat", seat)
    player(game, whose)
    if whose != seat and not game["options"]["touch_all"]:
        raise Refusal("Looking at or searching another player's library is not allowed.")
    return whose


# --- the move rules -------------------------------------------------------------------------

def _row(game: dict, c: dict) -> int:
    t = facts(game, c)["type"]
    if c["face_down"] or "Creature" in t:
        return ROWS["creature"]
    return ROWS["land"] if "Land" in t else ROWS["other"]


def free_slot(game: dict, seat: int, c: dict) -> tuple:
    """Return the first free (x, y) of card ``c``'s row on ``seat``'s half of the battlefield."""
    y = _row(game, c)
    taken = [(game["cards"][str(o)]["x"], game["cards"][str(o)]["y"]) for o in zone(game, seat, "battlefield")]
    for k in range(BOARD // SLOT + 1):
        if (SLOT // 2 + k * SLOT, y) not in taken:
            return SLOT // 2 + k * SLOT, y
    return BOARD, y


def _forget(game: dict, cid: int) -> None:
    """Drop every arrow touching card ``cid`` and set loose what was attached to or grouped under it."""
    game["arrows"] = [a for a in game["arrows"] if a["from"] != cid and a["to_card"] != cid]
    for key, other in list(game["cards"].items()):
        if other["attached_to"] == cid:
            card(game, other["id"])["attached_to"] = NONE
        if other["grouped_under"] == cid:
            card(game, other["id"])["grouped_under"] = NONE


def _leave_battlefield(game: dict, c: dict) -> None:
    """Clear what a card loses when it leaves the battlefield (its owner takes it back)."""
    c.update(tapped=False, counters={}, kw_counters=[], labels=[], pt_other=[0, 0], pt_eot=[0, 0], pt_fixed=None,
             attached_to=NONE, grouped_under=NONE, no_untap=False, phased_out=False, highlighted=False,
             x=0, y=0, z=0, controller=c["owner"], quantity=1)
    _forget(game, c["id"])


def _take_out(game: dict, c: dict) -> None:
    zone(game, c["seat"], c["zone"]).remove(c["id"])


def _cease(game: dict, c: dict) -> None:
    _forget(game, c["id"])
    del game["cards"][str(c["id"])]


def move_card(game: dict, c: dict, to: str, seat: int, place: str = "top", n: int = 0,
              pos: "tuple | None" = None, face_down: bool = False, rng: "Xoshiro256ss | None" = None) -> None:
    """Move card ``c`` to zone ``to`` by the move rules (``seat``: the battlefield's controller)."""
    was, was_down = c["zone"], c["face_down"]
    _take_out(game, c)
    if was == "battlefield" and to != "battlefield":
        _leave_battlefield(game, c)
    if c["token"] and to != "battlefield" or c["ability"] and to != "stack":
        _cease(game, c)            # tokens and abilities do not exist outside the battlefield and stack
        return
    if to in SHARED_ZONES:
        dest_seat = SHARED
    elif to == "battlefield":
        dest_seat = seat
    else:
        dest_seat = c["owner"]     # every zone but the battlefield is the owner's
    if was == "command" and to in ("stack", "battlefield") and c["commander"] and game["options"]["helpers"]["commander_tax"]:
        c["tax"] += 2
    c["zone"], c["seat"], c["seen_by"] = to, dest_seat, []
    c["face_down"] = face_down and to in ("battlefield", "exile")
    if to in HIDDEN_ZONES:
        _forget(game, c["id"])     # no arrow may point into a hidden zone: it would follow the card
    if c["face_down"] and to == "exile":
        c["seen_by"] = [c["owner"]]
    if to == "battlefield":
        c["controller"] = seat
        if c["face_down"]:
            c["seen_by"] = [seat]
        if was != "battlefield":
            c["arrived"] = game["turn"]["round"]
            loyalty = facts(game, c)["loyalty"]
            if game["options"]["helpers"]["enter_counters"] and loyalty.isdigit() and not c["face_down"]:
                c["counters"] = {"loyalty": int(loyalty)}
        c["x"], c["y"] = pos if pos is not None else free_slot(game, seat, c)
    elif to != "stack":
        c["controller"] = c["owner"]
    ids = zone(game, dest_seat, to)
    if place == "bottom":
        index = len(ids)
    elif place == "index":
        index = min(n, len(ids))
    elif place == "from_top":
        index = min(max(n - 1, 0), len(ids))
    elif place in ("random", "shuffle") and rng is not None:
        index = rng.below(len(ids) + 1)
    else:
        index = 0 if to in ("library", "schemes", "planes", "graveyard", "exile", "stack") else len(ids)
    ids.insert(index, c["id"])
    if to in HIDDEN_ZONES or c["face_down"] and not (was_down and was in ("battlefield", "exile")):
        renew(game, c["id"])       # a card entering a hidden zone or turning face down carries nothing seen before


# --- the handlers ---------------------------------------------------------------------------

def _move(g: dict, e: dict) -> None:
    by, to = e["by"], e["to"]
    place = e.get("place", "top")
    if place in ("random", "shuffle") and "seed" not in e:
        raise Refusal("A move at random needs the seed the host decided.")
    seat = SHARED if to in SHARED_ZONES else e.get("seat", by)
    if seat != SHARED:
        player(g, seat)
    if ("x" in e) != ("y" in e):
        raise Refusal("A position needs both x and y.")
    pos = (e["x"], e["y"]) if "x" in e else None
    if pos is not None and to != "battlefield":
        raise Refusal("Only a card on the battlefield has a position.")
    moved = [_touch(g, by, cid) for cid in e["cards"]]
    rng = Xoshiro256ss(e["seed"]) if "seed" in e else None
    for c in moved:
        # a face-down card moved about the battlefield stays face down unless the move says otherwise
        down = e.get("face_down", c["face_down"] and c["zone"] == "battlefield" and to == "battlefield")
        move_card(g, c, to, seat, place, e.get("n", 0), pos, down, rng)
    if place == "shuffle" and rng is not None and to in HIDDEN_ZONES:
        owners = [SHARED] if to in SHARED_ZONES else list(dict.fromkeys(c["owner"] for c in moved))
        for s in owners:           # shuffled in: the whole zone is shuffled after the cards arrive
            _shuffle_zone(g, s, to, rng.next_u64())


def _shuffle_zone(g: dict, seat: int, name: str, seed: int) -> None:
    ids = zone(g, seat, name)
    ids[:] = shuffle_ids(ids, seed)
    for cid in ids:
        if g["cards"][str(cid)]["seen_by"]:
            card(g, cid)["seen_by"] = []
    renew_zone(g, seat, name)      # new ids in the new order: a known card cannot be followed by its id


def _tap(g: dict, e: dict) -> None:
    for cid in e["cards"]:
        c = _on_battlefield(g, e["by"], cid)
        c["tapped"] = e["on"]


def _on_battlefield(g: dict, by: int, cid: Any) -> dict:
    c = _touch(g, by, cid)
    if c["zone"] != "battlefield":
        raise Refusal(f"{_name(c)} is not on the battlefield.")
    return c


def _name(c: dict) -> str:
    return "That face-down card" if c["face_down"] else c["name"]


def _flip(g: dict, e: dict) -> None:
    c = _touch(g, e["by"], e["card"])
    c["face"] = 1 - c["face"] if facts(g, c)["back"] else 0


def _face_down(g: dict, e: dict) -> None:
    c = _touch(g, e["by"], e["card"])
    if c["zone"] not in ("battlefield", "exile"):
        raise Refusal("Only a card on the battlefield or in exile turns face down.")
    c["face_down"] = e["on"]
    c["seen_by"] = [c["controller"]] if e["on"] else []


def _counter(g: dict, e: dict) -> None:
    c = _on_battlefield(g, e["by"], e["card"])
    value = c["counters"].get(e["name"], 0) + e["delta"]
    if value < 0 or value > MAX_COUNTER:
        raise Refusal(f"A card holds 0 to {MAX_COUNTER} counters of a kind.")
    if e["name"] not in c["counters"] and len(c["counters"]) >= MAX_COUNTERS:
        raise Refusal(f"A card holds at most {MAX_COUNTERS} kinds of counter.")
    if value:
        c["counters"][e["name"]] = value
    else:
        c["counters"].pop(e["name"], None)


def _keyword(g: dict, e: dict) -> None:
    c = _on_battlefield(g, e["by"], e["card"])
    have = c["kw_counters"]
    if e["on"] and e["name"] not in have:
        if len(have) >= MAX_COUNTERS:
            raise Refusal(f"A card holds at most {MAX_COUNTERS} keyword counters.")
        have.append(e["name"])
    elif not e["on"] and e["name"] in have:
        have.remove(e["name"])


def _label(g: dict, e: dict) -> None:
    _on_battlefield(g, e["by"], e["card"])["labels"] = list(e["labels"])


def _pt(g: dict, e: dict) -> None:
    c = _on_battlefield(g, e["by"], e["card"])
    if e["row"] == "fixed":
        c["pt_fixed"] = None if e.get("clear") else [e["power"], e["toughness"]]
    else:
        c["pt_" + e["row"]] = [0, 0] if e.get("clear") else [e["power"], e["toughness"]]


def _chain(g: dict, cid: int, link: str) -> list:
    seen = []
    while cid != NONE and cid not in seen:
        seen.append(cid)
        cid = g["cards"][str(cid)][link]
    return seen


def _attach(g: dict, e: dict) -> None:
    c = _on_battlefield(g, e["by"], e["card"])
    if e["to"] != NONE:
        host = card(g, e["to"])
        if host["zone"] != "battlefield":
            raise Refusal(f"{_name(host)} is not on the battlefield.")
        if c["id"] in _chain(g, host["id"], "attached_to"):
            raise Refusal("A card cannot be attached to itself or to what hangs on it.")
    c["attached_to"] = e["to"]


def _position(g: dict, e: dict) -> None:
    c = _on_battlefield(g, e["by"], e["card"])
    c["x"], c["y"] = e["x"], e["y"]
    if "z" in e:
        c["z"] = e["z"]


def _highlight(g: dict, e: dict) -> None:
    _on_battlefield(g, e["by"], e["card"])["highlighted"] = e["on"]


def _group(g: dict, e: dict) -> None:
    c = _on_battlefield(g, e["by"], e["card"])
    if e["under"] != NONE:
        top = card(g, e["under"])
        if top["zone"] != "battlefield" or top["controller"] != c["controller"]:
            raise Refusal("Cards are grouped under a card of the same controller on the battlefield.")
        if c["id"] in _chain(g, top["id"], "grouped_under"):
            raise Refusal("A card cannot be grouped under itself or under what is grouped under it.")
    c["grouped_under"] = e["under"]


def _quantity(g: dict, e: dict) -> None:
    c = _on_battlefield(g, e["by"], e["card"])
    if not c["token"]:
        raise Refusal("Only a token stands for a pile of identical tokens.")
    c["quantity"] = e["n"]


def _phase(g: dict, e: dict) -> None:
    _on_battlefield(g, e["by"], e["card"])["phased_out"] = e["out"]


def _no_untap(g: dict, e: dict) -> None:
    _on_battlefield(g, e["by"], e["card"])["no_untap"] = e["on"]


def _new_object(g: dict, name: str, owner: int) -> dict:
    if len(g["cards"]) >= MAX_CARDS:
        raise Refusal(f"The table holds at most {MAX_CARDS} cards.")
    cid = g["next_id"]
    g["next_id"] += 1
    c = new_card(cid, name, owner)
    g["cards"][str(cid)] = c
    g.get(FRESH, {})[str(cid)] = True
    if name not in g["book"]:
        g["book"][name] = {"name": name, "type": "Token", "cost": "", "mv": 0, "colours": [], "power": "",
                           "toughness": "", "loyalty": "", "keywords": [], "back": ""}
    return c


def _place_new(g: dict, c: dict, to: str, seat: int, pos: "tuple | None") -> None:
    c["zone"], c["seat"], c["controller"] = to, seat, (c["owner"] if seat == SHARED else seat)
    if to == "battlefield":
        c["arrived"] = g["turn"]["round"]
        c["x"], c["y"] = pos if pos is not None else free_slot(g, seat, c)
        zone(g, seat, to).append(c["id"])
    else:
        zone(g, seat, to).insert(0, c["id"])


def _token(g: dict, e: dict) -> None:
    by = e["by"]
    seat = e.get("seat", by)
    player(g, seat)
    if seat != by and not g["options"]["touch_all"]:
        raise Refusal("You make tokens on your own side of the table.")
    if ("x" in e) != ("y" in e):
        raise Refusal("A position needs both x and y.")
    c = _new_object(g, e["name"], seat)
    c["token"], c["quantity"] = True, e.get("n", 1)
    if "power" in e or "toughness" in e:
        c["pt_fixed"] = [e.get("power", 0), e.get("toughness", 0)]
    _place_new(g, c, "battlefield", seat, (e["x"], e["y"]) if "x" in e else None)


def _copy(g: dict, e: dict) -> None:
    src = card(g, e["card"])
    if src["zone"] not in ("battlefield", "stack") or src["face_down"]:
        raise Refusal("Only a face-up card on the battlefield or the stack can be copied.")
    c = _new_object(g, src["name"], e["by"])
    c["token"], c["copy_of"], c["face"] = True, src["id"], src["face"]
    _place_new(g, c, "battlefield", e["by"], None)


def _ability(g: dict, e: dict) -> None:
    src = _touch(g, e["by"], e["card"])
    if src["zone"] in HIDDEN_ZONES:
        raise Refusal("An ability comes from a card everyone can see.")
    c = _new_object(g, FACE_DOWN if src["face_down"] and private_ids(g) else src["name"], e["by"])   # a face-down card is not named
    c["ability"], c["copy_of"] = e["text"] or "ability", src["id"]
    _place_new(g, c, "stack", SHARED, None)


def _draw(g: dict, e: dict) -> None:
    draw_cards(g, e["by"], e["n"])


def _mill(g: dict, e: dict) -> None:
    lib = zone(g, e["by"], "library")
    for cid in lib[: e["n"]]:
        move_card(g, card(g, cid), "graveyard", e["by"])


def _manifest(g: dict, e: dict) -> None:
    lib = zone(g, e["by"], "library")
    for cid in lib[: e["n"]]:
        move_card(g, card(g, cid), "battlefield", e["by"], face_down=True)


def _look(g: dict, e: dict) -> None:
    whose = _own_library(g, e["by"], e)
    for cid in zone(g, whose, "library")[: e["n"]]:
        seen = card(g, cid)["seen_by"]
        if e["by"] not in seen:
            seen.append(e["by"])


def _order(g: dict, e: dict) -> None:
    lib = zone(g, e["by"], "library")
    chosen = e["top"] + e["bottom"]
    if len(chosen) != len(dict.fromkeys(chosen)):
        raise Refusal("A card goes either on top or on the bottom, once.")
    head = lib[: len(chosen)]
    if sorted(head) != sorted(chosen):
        raise Refusal("Order exactly the cards on top of your library.")
    if any(e["by"] not in g["cards"][str(cid)]["seen_by"] for cid in chosen):
        raise Refusal("Look at the cards before ordering them.")
    lib[:] = list(e["top"]) + lib[len(chosen):] + list(e["bottom"])


def _reveal(g: dict, e: dict) -> None:
    to = e["to"] or [p["seat"] for p in g["players"]]
    for s in to:
        player(g, s)
    for cid in e["cards"]:
        c = _touch(g, e["by"], cid)
        for s in to:
            if s not in c["seen_by"]:
                c["seen_by"].append(s)


def _search(g: dict, e: dict) -> None:
    whose = _own_library(g, e["by"], e)
    for cid in zone(g, whose, "library"):
        seen = card(g, cid)["seen_by"]
        if e["by"] not in seen:
            seen.append(e["by"])


def _shuffle(g: dict, e: dict) -> None:
    _shuffle_zone(g, e["by"], "library", e["seed"])


def _top_revealed(g: dict, e: dict) -> None:
    g["players"][e["by"]]["top_revealed"] = e["on"]


def _untap_all(g: dict, e: dict) -> None:
    untap(g, e["by"])


def untap(g: dict, seat: int) -> None:
    """Untap what ``seat`` controls on the battlefield (not what doesn't untap) and phase it in."""
    for cid in zone(g, seat, "battlefield"):
        c = card(g, cid)
        if not c["no_untap"]:
            c["tapped"] = False
        c["phased_out"] = False


def _mulligan_row(g: dict, seat: int) -> dict:
    if not g["mulligan"]["open"]:
        raise Refusal("The mulligans are over.")
    row = g["mulligan"]["players"][seat]
    if row["kept"]:
        raise Refusal("You already kept your hand.")
    return row


def due(game: dict, seat: int) -> int:
    """Return how many cards ``seat`` puts on the bottom on keeping (London mulligan, free first one where it applies)."""
    taken = game["mulligan"]["players"][seat]["taken"]
    free = 1 if game["options"]["free_mulligan"] and taken else 0
    return min(taken - free, HAND_SIZE)


def _mulligan(g: dict, e: dict) -> None:
    row = _mulligan_row(g, e["by"])
    hand, lib = zone(g, e["by"], "hand"), zone(g, e["by"], "library")
    if row["taken"] >= HAND_SIZE:
        raise Refusal(f"A player takes at most {HAND_SIZE} mulligans.")
    for cid in list(hand):
        move_card(g, card(g, cid), "library", e["by"])
    _shuffle_zone(g, e["by"], "library", e["seed"])
    draw_cards(g, e["by"], HAND_SIZE)
    row["taken"] += 1


def _keep(g: dict, e: dict) -> None:
    _keep_hand(g, e["by"], e["bottom"])


def _keep_hand(g: dict, seat: int, bottom: list) -> None:
    row = _mulligan_row(g, seat)
    need = due(g, seat)
    if len(bottom) != need:
        raise Refusal(f"Put exactly {need} card{'s' if need != 1 else ''} on the bottom.")
    hand = zone(g, seat, "hand")
    if any(cid not in hand for cid in bottom):
        raise Refusal("The cards you put on the bottom come from your hand.")
    for cid in bottom:
        move_card(g, card(g, cid), "library", seat, "bottom")
    row["kept"] = True
    if all(r["kept"] for r in g["mulligan"]["players"]):
        _start(g)


def _start(g: dict) -> None:
    """Close the mulligans and begin the first turn (the first player draws only where the format says so)."""
    g["mulligan"]["open"] = False
    g["turn"]["started"] = True
    if g["options"]["first_player_draws"] and g["options"]["helpers"]["draw"]:
        draw_cards(g, g["turn"]["active"], 1)


def _life_holder(g: dict, seat: int) -> dict:
    team = g["teams"][team_of(g, seat)]
    return team if team["shared_life"] else g["players"][seat]


def _life(g: dict, e: dict) -> None:
    holder = _life_holder(g, player(g, e["seat"])["seat"])
    holder["life"] = max(-MAX_LIFE, min(MAX_LIFE, holder["life"] + e["delta"]))


def _poison(g: dict, e: dict) -> None:
    p = player(g, e["seat"])
    p["poison"] = max(0, min(99, p["poison"] + e["delta"]))


def _commander_damage(g: dict, e: dict) -> None:
    p = player(g, e["seat"])
    c = card(g, e["commander"])
    if not c["commander"]:
        raise Refusal(f"{_name(c)} is not a commander.")
    key = str(c["id"])
    value = max(0, min(999, p["commander_damage"].get(key, 0) + e["delta"]))
    if value:
        p["commander_damage"][key] = value
    else:
        p["commander_damage"].pop(key, None)


def _arrow(g: dict, e: dict) -> None:
    src = card(g, e["card"])
    if src["zone"] in HIDDEN_ZONES:
        raise Refusal("An arrow starts at a card everyone can see.")
    if ("to_card" in e) == ("to_seat" in e):
        raise Refusal("An arrow points at one card or one player.")
    if "to_card" in e:
        dst = card(g, e["to_card"])
        if dst["zone"] in HIDDEN_ZONES:
            raise Refusal("An arrow points at a card everyone can see.")
    else:
        player(g, e["to_seat"])
    if len(g["arrows"]) >= MAX_ARROWS:
        raise Refusal(f"The table holds at most {MAX_ARROWS} arrows.")
    g["arrows"].append({"id": g["next_id"], "from": src["id"], "to_card": e.get("to_card", NONE),
                        "to_seat": e.get("to_seat", SHARED), "by": e["by"]})
    g["next_id"] += 1


def _arrow_clear(g: dict, e: dict) -> None:
    if "id" in e:
        if not any(a["id"] == e["id"] for a in g["arrows"]):
            raise Refusal(f"There is no arrow {e['id']}.")
        g["arrows"] = [a for a in g["arrows"] if a["id"] != e["id"]]
    else:
        g["arrows"] = [a for a in g["arrows"] if a["by"] != e["by"]]


def _marker(g: dict, e: dict) -> None:
    player(g, e["seat"])
    if len(g["markers"]) >= MAX_MARKERS:
        raise Refusal(f"The table holds at most {MAX_MARKERS} markers.")
    g["markers"].append({"id": g["next_id"], "label": e["label"], "seat": e["seat"], "x": e["x"], "y": e["y"]})
    g["next_id"] += 1


def _marker_remove(g: dict, e: dict) -> None:
    if not any(m["id"] == e["id"] for m in g["markers"]):
        raise Refusal(f"There is no marker {e['id']}.")
    g["markers"] = [m for m in g["markers"] if m["id"] != e["id"]]


def _designation(g: dict, e: dict) -> None:
    if e["seat"] != SHARED:
        player(g, e["seat"])
    g["designations"][e["name"]] = e["seat"]


def _dice(g: dict, e: dict) -> None:
    if len(e["results"]) != e.get("count", 1) or any(r > e["sides"] for r in e["results"]):
        raise Refusal("The dice results do not match the dice rolled.")


def _coin(g: dict, e: dict) -> None:
    if len(e["results"]) != e.get("count", 1):
        raise Refusal("The coin results do not match the coins flipped.")


def _planeswalk(g: dict, e: dict) -> None:
    planes, active = zone(g, SHARED, "planes"), zone(g, SHARED, "plane")
    if not planes:
        raise Refusal("The planar deck is empty.")
    for cid in list(active):
        move_card(g, card(g, cid), "planes", SHARED, "bottom")
    move_card(g, card(g, planes[0]), "plane", SHARED)


def _nothing(g: dict, e: dict) -> None:
    """Chat and the planar die change nothing at the table: the log keeps them."""


def _pass(g: dict, e: dict) -> None:
    turn = g["turn"]
    if g["mulligan"]["open"]:
        raise Refusal("Finish the mulligans before passing the turn.")
    if e["by"] != turn["active"] and not g["options"]["touch_all"]:
        raise Refusal(f"It is seat {turn['active'] + 1}'s turn, not yours.")
    pass_turn(g)


def pass_turn(g: dict) -> None:
    """Hand the turn to the next seat still in, raising the round past the first player's seat; run the helpers."""
    turn, n = g["turn"], len(g["players"])
    s = turn["active"]
    if "extra" in turn:
        _end_of_turn(g)
    waiting = [x for x in turn.get("extra", []) if not g["players"][x]["out"]]
    if waiting:                    # an extra turn comes next; turn order resumes after the seat it interrupted
        turn["extra"] = waiting[1:]
        if turn["after"] == SHARED:
            turn["after"] = s
        s = waiting[0]
    else:
        if "after" in turn and turn["after"] != SHARED:
            s, turn["after"], turn["extra"] = turn["after"], SHARED, []
        for _ in range(n):
            s = (s + 1) % n
            if s == turn["first"]:
                turn["round"] += 1
            if not g["players"][s]["out"]:
                break
    turn["active"] = s
    turn["number"] += 1
    for key, c in list(g["cards"].items()):
        if c["pt_eot"] != [0, 0]:
            card(g, c["id"])["pt_eot"] = [0, 0]
    if g["options"]["helpers"]["untap"]:
        untap(g, s)
    if g["options"]["helpers"]["draw"]:
        draw_cards(g, s, 1)


def _pause(g: dict, e: dict) -> None:
    g["pause"] = e["on"]


def _absent(g: dict, e: dict) -> None:
    p = player(g, e["seat"])
    p["absent"] = e["on"]
    row = g["mulligan"]["players"][p["seat"]]
    if e["on"] and g["mulligan"]["open"] and not row["kept"]:
        hand = zone(g, p["seat"], "hand")        # an absent player keeps; what is due goes from the end of the hand
        _keep_hand(g, p["seat"], hand[len(hand) - due(g, p["seat"]):] if due(g, p["seat"]) else [])


def _concede(g: dict, e: dict) -> None:
    eliminate(g, e["by"], "conceded", e["seq"])


def _eliminate(g: dict, e: dict) -> None:
    if player(g, e["seat"])["out"]:
        raise Refusal(f"Seat {e['seat'] + 1} is already out.")
    eliminate(g, e["seat"], e["reason"] or "eliminated", e["seq"])


def eliminate(g: dict, seat: int, reason: str, seq: int) -> None:
    """Take ``seat`` out of the game at event ``seq``; pass the turn on if it was theirs; end the game when one side is left."""
    p = g["players"][seat]
    p.update(out=True, out_reason=reason, out_at=seq)
    if g["mulligan"]["open"] and not g["mulligan"]["players"][seat]["kept"]:
        g["mulligan"]["players"][seat]["kept"] = True
        if all(r["kept"] for r in g["mulligan"]["players"]):
            _start(g)
    left = alive(g)
    sides = list(dict.fromkeys(team_of(g, s) for s in left))
    if len(sides) <= 1 and (len(g["teams"]) > 1 or not left):
        g["end"] = {"winners": left, "at": seq}
    elif g["turn"]["active"] == seat and left:
        pass_turn(g)


def _restore(g: dict, e: dict) -> None:
    new = e["game"]
    problem = model_problem(new)
    if problem:
        raise Refusal(f"That game cannot be restored: {problem}")
    g.clear()
    g.update(copy(new))


# --- the table actions of catalogue version 2 -----------------------------------------------

PERMANENT_TYPES = ("Creature", "Artifact", "Enchantment", "Planeswalker", "Land", "Battle")


def _take(g: dict, e: dict) -> None:
    """Move the top or bottom ``n`` cards of your library to a zone (exile the top N, draw from the bottom...)."""
    by, to = e["by"], e["to"]
    lib = zone(g, by, "library")
    picked = lib[: e["n"]] if e["end"] == "top" else list(reversed(lib[-e["n"]:]))
    if not picked:
        raise Refusal("Your library is empty.")
    seat = SHARED if to in SHARED_ZONES else e.get("seat", by)
    if seat != SHARED:
        player(g, seat)
    place = "bottom" if to == "library" and e["end"] == "top" else "top"
    for cid in picked:
        move_card(g, card(g, cid), to, seat, place, face_down=e.get("face_down", False))


def _everyone(g: dict, seats: list) -> list:
    for s in seats:
        player(g, s)
    return list(seats) or [p["seat"] for p in g["players"]]


def _show(c: dict, seats: list) -> None:
    for s in seats:
        if s not in c["seen_by"]:
            c["seen_by"].append(s)


def _reveal_top(g: dict, e: dict) -> None:
    to = _everyone(g, e["to"])
    lib = zone(g, e["by"], "library")
    if not lib:
        raise Refusal("Your library is empty.")
    for cid in lib[: e["n"]]:
        _show(card(g, cid), to)


def _reveal_until(g: dict, e: dict) -> None:
    """Reveal cards from the top of your library to everyone until one of the type (below a mana value: cascade)."""
    everyone = _everyone(g, [])
    lib = zone(g, e["by"], "library")
    if not lib:
        raise Refusal("Your library is empty.")
    want = e["type"].lower()
    for cid in list(lib):
        c = card(g, cid)
        _show(c, everyone)
        f = facts(g, c)
        if want in f["type"].lower() and ("below" not in e or f["mv"] < e["below"]):
            return


def _random_hand(g: dict, e: dict) -> None:
    """Discard or reveal a card at random from a hand (the host's seed decides which)."""
    seat = e.get("seat", e["by"])
    player(g, seat)
    hand = zone(g, seat, "hand")
    if not hand:
        raise Refusal(f"Seat {seat + 1}'s hand is empty.")
    c = card(g, hand[Xoshiro256ss(e["seed"]).below(len(hand))])
    if e["do"] == "discard":
        move_card(g, c, "graveyard", seat)
    else:
        _show(c, _everyone(g, []))


def _each_opponent(g: dict, e: dict) -> None:
    done: list = []
    for s in opponents(g, e["by"]):
        holder = _life_holder(g, s)
        if any(h is holder for h in done):
            continue               # a team sharing its life loses it once
        done.append(holder)
        holder["life"] = max(-MAX_LIFE, min(MAX_LIFE, holder["life"] + e["delta"]))
    if not done:
        raise Refusal("You have no opponent left.")


def _resolve(g: dict, e: dict) -> None:
    """Resolve the top of the stack: a permanent spell enters its controller's battlefield, anything else is done."""
    stack = zone(g, SHARED, "stack")
    if not stack:
        raise Refusal("The stack is empty.")
    c = _touch(g, e["by"], stack[0])
    kinds = facts(g, c)["type"]
    permanent = not c["ability"] and (not kinds or any(w in kinds for w in PERMANENT_TYPES))
    move_card(g, c, "battlefield" if permanent else "graveyard", c["controller"])


def _scheme(g: dict, e: dict) -> None:
    """Set your top scheme in motion (face up, ongoing), or abandon an ongoing one (under your schemes deck)."""
    by = e["by"]
    if e["do"] == "motion":
        schemes = zone(g, by, "schemes")
        if not schemes:
            raise Refusal("Your schemes deck is empty.")
        move_card(g, card(g, schemes[0]), "ongoing", by)
        return
    if "card" not in e:
        raise Refusal("Abandon which scheme?")
    c = _touch(g, by, e["card"])
    if c["zone"] != "ongoing":
        raise Refusal(f"{_name(c)} is not an ongoing scheme.")
    move_card(g, c, "schemes", by, "bottom")


DAY_NIGHT = ("", "day", "night")
MAX_PLAYER_COUNTER = 9999


def _more(g: dict) -> None:
    if not private_ids(g):
        raise Refusal("This table was dealt before that action existed.")


def _player_counter(g: dict, e: dict) -> None:
    """Energy, experience, storm or any counter a player has: ``delta`` more (none left at 0)."""
    _more(g)
    p = player(g, e["seat"])
    value = p["counters"].get(e["name"], 0) + e["delta"]
    if not 0 <= value <= MAX_PLAYER_COUNTER:
        raise Refusal(f"A player holds 0 to {MAX_PLAYER_COUNTER} counters of a kind.")
    if e["name"] not in p["counters"] and len(p["counters"]) >= MAX_COUNTERS:
        raise Refusal(f"A player holds at most {MAX_COUNTERS} kinds of counter.")
    if value:
        p["counters"][e["name"]] = value
    else:
        p["counters"].pop(e["name"], None)


def _day_night(g: dict, e: dict) -> None:
    _more(g)
    g["turn"]["day_night"] = e["to"]


def _blessing(g: dict, e: dict) -> None:
    _more(g)
    player(g, e["seat"])["blessing"] = e["on"]


def _dungeon(g: dict, e: dict) -> None:
    """Venture into a dungeon: the dungeon's name and the room the player's marker is in (no name: out of it)."""
    _more(g)
    p = player(g, e["seat"])
    p["dungeon"] = {"name": e["name"], "room": e["room"] if e["name"] else 0}


def _extra_turn(g: dict, e: dict) -> None:
    _more(g)
    seat = e.get("seat", e["by"])
    if player(g, seat)["out"]:
        raise Refusal(f"Seat {seat + 1} is out of the game.")
    if len(g["turn"]["extra"]) >= 20:
        raise Refusal("At most 20 extra turns wait at once.")
    g["turn"]["extra"].append(seat)


def _step(g: dict, e: dict) -> None:
    _more(g)
    if e["by"] != g["turn"]["active"] and not g["options"]["touch_all"]:
        raise Refusal(f"Seat {g['turn']['active'] + 1} moves their own turn through its steps.")
    g["turn"]["step"] = e["step"]


def _priority(g: dict, e: dict) -> None:
    """Signal who holds priority now (-1: nobody waits)."""
    _more(g)
    if e["seat"] != SHARED:
        player(g, e["seat"])
    g["turn"]["priority"] = e["seat"]


def _control(g: dict, e: dict) -> None:
    """Give a card you control to a seat, or take one for yourself; until end of turn if ``eot``."""
    _more(g)
    c = card(g, e["card"])
    if c["zone"] != "battlefield":
        raise Refusal(f"{_name(c)} is not on the battlefield.")
    seat = player(g, e["seat"])["seat"]
    if c["controller"] != e["by"] and seat != e["by"] and not g["options"]["touch_all"]:
        raise Refusal("You give what you control, or take control for yourself.")
    if c["controller"] == seat:
        raise Refusal(f"Seat {seat + 1} already controls that card.")
    borrowed = g["turn"]["control_eot"]
    if e["eot"]:
        borrowed.setdefault(str(c["id"]), c["controller"])
    else:
        borrowed.pop(str(c["id"]), None)
    move_card(g, c, "battlefield", seat, pos=(c["x"], c["y"]), face_down=c["face_down"])


def _planar_die(g: dict, e: dict) -> None:
    """The planar die: each roll after the first in a turn costs one more (the count the turn keeps)."""
    if private_ids(g):
        g["turn"]["planar_rolls"] += 1


def _end_of_turn(g: dict) -> None:
    """What ends with a turn in a model-2 game: borrowed cards go back, the step, priority and planar rolls reset."""
    turn = g["turn"]
    for key, seat in list(turn["control_eot"].items()):
        c = g["cards"].get(key)
        if c is not None and c["zone"] == "battlefield" and not g["players"][seat]["out"]:
            c = card(g, c["id"])
            move_card(g, c, "battlefield", seat, pos=(c["x"], c["y"]), face_down=c["face_down"])
    turn.update(control_eot={}, step="untap", priority=-1, planar_rolls=0)


HANDLERS: dict = {
    "move": _move, "tap": _tap, "flip": _flip, "face_down": _face_down, "counter": _counter, "keyword": _keyword,
    "label": _label, "pt": _pt, "attach": _attach, "position": _position, "highlight": _highlight,
    "group": _group, "quantity": _quantity, "phase": _phase, "no_untap": _no_untap, "token": _token,
    "copy": _copy, "ability": _ability, "draw": _draw, "mill": _mill, "manifest": _manifest, "look": _look,
    "order": _order, "reveal": _reveal, "search": _search, "shuffle": _shuffle, "top_revealed": _top_revealed,
    "untap_all": _untap_all, "mulligan": _mulligan, "keep": _keep, "life": _life, "poison": _poison,
    "commander_damage": _commander_damage, "arrow": _arrow, "arrow_clear": _arrow_clear, "marker": _marker,
    "marker_remove": _marker_remove, "designation": _designation, "dice": _dice, "coin": _coin,
    "planar_die": _planar_die, "planeswalk": _planeswalk, "chat": _nothing, "pass": _pass, "pause": _pause,
    "absent": _absent, "concede": _concede, "eliminate": _eliminate, "restore": _restore,
    "take": _take, "reveal_top": _reveal_top, "reveal_until": _reveal_until, "random_hand": _random_hand,
    "each_opponent": _each_opponent, "resolve": _resolve, "scheme": _scheme,
    "player_counter": _player_counter, "day_night": _day_night, "blessing": _blessing, "dungeon": _dungeon,
    "extra_turn": _extra_turn, "step": _step, "priority": _priority, "control": _control,
}
OUT_MAY = ("chat", "restore")                        # what a player who is out may still do (and undo)
WHILE_PAUSED = ("pause", "chat", "restore", "absent")
AFTER_END = ("chat", "restore")


def apply(game: dict, event: Any) -> dict:
    """Return the game after ``event``, or raise Refusal in words; ``game`` itself is never changed."""
    e = catalogue.parse_event(event)
    kind, by = e["kind"], e["by"]
    if e["seq"] != game["seq"] + 1:
        raise Refusal(f"Event {e['seq']} does not follow event {game['seq']}.")
    if by == catalogue.HOST:
        if "host" not in catalogue.tags(kind):
            raise Refusal(f"The host does not {kind} for a player.")
    else:
        actor = player(game, by)
        if actor["out"] and kind not in OUT_MAY:
            raise Refusal(f"Seat {by + 1} is out of the game.")
    if game["end"] is not None and kind not in AFTER_END:
        raise Refusal("The game is over.")
    if game["pause"] and kind not in WHILE_PAUSED:
        raise Refusal("The table is paused.")
    g = clone(game)
    HANDLERS[kind](g, e)
    g.pop(FRESH, None)
    g["seq"] = e["seq"]
    return g


def reports(game: dict) -> list:
    """Return the deaths the table sees (0 life, 10 poison, 21 damage from one commander) for a person to confirm."""
    out = []
    for p in game["players"]:
        if p["out"]:
            continue
        life = _life_holder(game, p["seat"])["life"]
        if life <= OUT_AT["life"]:
            out.append({"seat": p["seat"], "reason": "life"})
        elif p["poison"] >= OUT_AT["poison"]:
            out.append({"seat": p["seat"], "reason": "poison"})
        elif any(v >= OUT_AT["commander"] for v in p["commander_damage"].values()):
            out.append({"seat": p["seat"], "reason": "commander damage"})
    return out


_GAME_KEYS = ("model", "format", "variant", "options", "players", "teams", "cards", "book", "zones", "turn",
              "arrows", "markers", "designations", "pause", "phantom", "mulligan", "seq", "next_id", "end")
_CARD_TEMPLATE = new_card(1, "x", 0)
_CARD_KEYS = tuple(_CARD_TEMPLATE)
_PLAYER_KEYS = ("seat", "name", "life", "poison", "commander_damage", "out", "out_reason", "out_at", "absent",
                "top_revealed")


_FACTS = {"name": str, "type": str, "cost": str, "mv": int, "colours": [str], "power": str, "toughness": str,
          "loyalty": str, "keywords": [str], "back": str}
_SHAPE: dict = {
    "model": int, "format": str, "variant": str,
    "options": {"first_player_draws": bool, "helpers": {h: bool for h in HELPERS}, "touch_all": bool,
                "hide_team_hands": bool, "friendly_fire": bool, "free_mulligan": bool, "online": bool},
    "players": [{"seat": int, "name": str, "life": int, "poison": int, "commander_damage": {"*": int}, "out": bool,
                 "out_reason": str, "out_at": int, "absent": bool, "top_revealed": bool}],
    "teams": [{"seats": [int], "shared_life": bool, "life": int}],
    "cards": {"*": {"id": int, "name": str, "owner": int, "controller": int, "zone": str, "seat": int, "face": int,
                    "tapped": bool, "face_down": bool, "phased_out": bool, "no_untap": bool, "counters": {"*": int},
                    "kw_counters": [str], "labels": [str], "pt_other": [int], "pt_eot": [int],
                    "pt_fixed": (None, [int]), "attached_to": int, "x": int, "y": int, "z": int, "seen_by": [int],
                    "highlighted": bool, "token": bool, "copy_of": int, "quantity": int, "grouped_under": int,
                    "arrived": int, "ability": str, "commander": bool, "tax": int}},
    "book": {"*": _FACTS},
    "zones": {"*": {"*": [int]}},
    "turn": {"active": int, "first": int, "round": int, "number": int, "started": bool},
    "arrows": [{"id": int, "from": int, "to_card": int, "to_seat": int, "by": int}],
    "markers": [{"id": int, "label": str, "seat": int, "x": int, "y": int}],
    "designations": {"*": int},
    "pause": bool, "phantom": int,
    "mulligan": {"open": bool, "players": [{"seat": int, "taken": int, "kept": bool}]},
    "seq": int, "next_id": int,
    "end": (None, {"winners": [int], "at": int}),
}


_SHAPE_2: dict = dict(_SHAPE, players=[dict(_SHAPE["players"][0], counters={"*": int}, blessing=bool,
                                                dungeon={"name": str, "room": int})],
                      turn=dict(_SHAPE["turn"], step=str, priority=int, extra=[int], after=int, planar_rolls=int,
                                day_night=str, control_eot={"*": int}))


def _misfit(v: Any, spec: Any, where: str) -> "str | None":
    """Return where ``v`` departs from ``spec`` (a type, [item], {key: spec} or {"*": spec}, or a tuple of choices)."""
    if isinstance(spec, tuple):
        misses = [_misfit(v, s, where) for s in spec]
        return None if None in misses else misses[-1]
    if spec is None:
        return None if v is None else where
    if isinstance(spec, type):
        return None if type(v) is spec else where
    if isinstance(spec, list):
        if not isinstance(v, list):
            return where
        return next((m for i, x in enumerate(v) if (m := _misfit(x, spec[0], f"{where}[{i}]"))), None)
    if not isinstance(v, dict) or not all(isinstance(k, str) for k in v):
        return where
    if "*" in spec:
        return next((m for k, x in v.items() if (m := _misfit(x, spec["*"], f"{where}.{k}"))), None)
    if sorted(v) != sorted(spec):
        return f"{where} (its fields)"
    return next((m for k in spec if (m := _misfit(v[k], spec[k], f"{where}.{k}"))), None)


def _seats_problem(g: dict) -> "str | None":
    """Return which seat-valued field names no seat (or -1 where none is allowed), or None."""
    def some(v: int) -> bool:
        return seat_ok(g, v)

    def some_or_none(v: int) -> bool:
        return v == SHARED or seat_ok(g, v)
    n = len(g["players"])
    if sorted(s for t in g["teams"] for s in t["seats"]) != list(range(n)) or not all(t["seats"] for t in g["teams"]):
        return "its teams do not place every seat on exactly one team."
    if [r["seat"] for r in g["mulligan"]["players"]] != list(range(n)):
        return "its mulligan does not match its players."
    checks = [("designation", some_or_none, list(g["designations"].values())),
              ("marker", some, [m["seat"] for m in g["markers"]]),
              ("arrow", some_or_none, [a["to_seat"] for a in g["arrows"]] + [a["by"] for a in g["arrows"]]),
              ("phantom", some_or_none, [g["phantom"]]),
              ("turn", some_or_none, [g["turn"][k] for k in ("priority", "after") if k in g["turn"]]
               + g["turn"].get("extra", []) + list(g["turn"].get("control_eot", {}).values())),
              ("winner", some, g["end"]["winners"] if g["end"] else []),
              ("card viewer", some, [v for c in g["cards"].values() for v in c["seen_by"]])]
    for what, ok, values in checks:
        if not all(ok(v) for v in values):
            return f"a {what} names no seat."
    if g["model"] not in (1, MODEL) or g["format"] not in FORMATS or g["variant"] not in VARIANTS:
        return "its model, format or variant is not one this table knows."
    if "step" in g["turn"] and (g["turn"]["step"] not in STEPS or g["turn"]["day_night"] not in DAY_NIGHT
                                or any(k not in g["cards"] for k in g["turn"]["control_eot"])):
        return "its turn's step, day or night, or borrowed cards are not the table's."
    if any(len(c["pt_other"]) != 2 or len(c["pt_eot"]) != 2 or c["pt_fixed"] is not None and len(c["pt_fixed"]) != 2
           or c["quantity"] < 1 or c["face"] not in (0, 1) for c in g["cards"].values()):
        return "a card's rows, quantity or face are out of shape."
    return None


def model_problem(g: Any) -> "str | None":
    """Return what is wrong with the shape of a game (every card in exactly the zone it names), or None."""
    try:
        if not isinstance(g, dict) or list(sorted(g)) != sorted(_GAME_KEYS):
            return "it does not have the fields of a game."
        misfit = _misfit(g, _SHAPE_2 if g.get("model") == MODEL else _SHAPE, "game")
        if misfit:
            return f"{misfit} is not shaped as the table keeps it."
        if not 1 <= len(g["players"]) <= 8:
            return "its players are not seated 0 to n-1."
        seats = _seats_problem(g)
        if seats:
            return seats
        n = len(g["players"])
        if not 1 <= n <= 8 or [p.get("seat") for p in g["players"]] != list(range(n)):
            return "its players are not seated 0 to n-1."
        if sorted(g["zones"]) != sorted([str(s) for s in range(n)] + ["shared"]):
            return "its zones do not match its players."
        placed: dict = {}
        for key, zones in g["zones"].items():
            want = SHARED_ZONES if key == "shared" else PLAYER_ZONES
            if sorted(zones) != sorted(want):
                return f"zones {key} are not the table's zones."
            for name, ids in zones.items():
                for cid in ids:
                    if str(cid) in placed or not isinstance(cid, int):
                        return f"card {cid} lies in two places."
                    placed[str(cid)] = (SHARED if key == "shared" else int(key), name)
        if sorted(placed) != sorted(g["cards"]):
            return "its cards and its zones disagree."
        for key, c in g["cards"].items():
            if not isinstance(c, dict) or sorted(c) != sorted(_CARD_KEYS) or str(c["id"]) != key:
                return f"card {key} does not have the fields of a card."
            if (c["seat"], c["zone"]) != placed[key] or not seat_ok(g, c["owner"]) or not seat_ok(g, c["controller"]):
                return f"card {key} is not where it says."
            if c["name"] not in g["book"] or c["zone"] not in ZONES:
                return f"card {key} is not in the book."
            for field, value in _CARD_TEMPLATE.items():
                if type(c[field]) is not type(value) and not (field == "pt_fixed" and (
                        isinstance(c[field], list) and len(c[field]) == 2 and all(type(v) is int for v in c[field]))):
                    return f"card {key}'s {field} is not a {type(value).__name__}."
            if len(c["pt_other"]) != 2 or len(c["pt_eot"]) != 2:
                return f"card {key}'s power and toughness rows are not pairs."
            for link in ("attached_to", "grouped_under"):
                if not isinstance(c[link], int) or c[link] != NONE and str(c[link]) not in g["cards"]:
                    return f"card {key} has a bad {link}."
        if not isinstance(g["next_id"], int) or any(int(k) >= g["next_id"] for k in g["cards"]):
            return "its next id is not past every card."
        turn = g["turn"]
        if not seat_ok(g, turn.get("active")) or not seat_ok(g, turn.get("first")):
            return "its turn names no seat."
        if len(g["mulligan"]["players"]) != n:
            return "its mulligan does not match its players."
        for a in g["arrows"]:
            if str(a["from"]) not in g["cards"] or a["to_card"] != NONE and str(a["to_card"]) not in g["cards"]:
                return "an arrow touches no card."
        keys = _PLAYER_KEYS + (tuple(PLAYER_MORE) if g["model"] >= PRIVATE_IDS else ())
        if [sorted(p) for p in g["players"]] != [sorted(keys)] * n:
            return "its players do not have the fields of a player."
    except (KeyError, TypeError, AttributeError, ValueError):
        return "it is not shaped like a game."
    return None
