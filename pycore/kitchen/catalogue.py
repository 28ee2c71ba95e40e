"""The catalogue of the kitchen table's action and event kinds: fields, bounds, tags, and its version.

An intent is what a player asks for; its event is the same fields plus the sequence number,
the actor (``by``) and whatever the host decided (a shuffle's seed, dice results). The
catalogue checks shapes and bounds only; ``rules.apply`` checks what they name. Event files
written with each version are kept under ``tests/kitchen/events/`` and must still parse:
``parse_event`` reads any version up to this one.
"""

from __future__ import annotations

from typing import Any

from .game import BOARD, MAX_SEATS, PLAYER_ZONES, SHARED_ZONES, STEPS, Refusal

VERSION = 2
VERSIONS = (1, 2)              # 2: take, reveal_top, reveal_until, random_hand, each_opponent, resolve, scheme,
                               # player_counter, day_night, blessing, dungeon, extra_turn, step, priority, control
PLACES = ("top", "bottom", "index", "from_top", "random", "shuffle")
PT_ROWS = ("other", "eot", "fixed")
DESIGNATIONS = ("monarch", "initiative")
PLANAR = ("blank", "chaos", "planeswalk")
MAX_SEQ = 1 << 40
MAX_ID = 1 << 31
HOST = -1                       # ``by`` of an event the host itself makes

# field type -> (what it is in words, check)
_TYPES: dict = {
    "card": ("a card id", lambda v: _int(v, 1, MAX_ID)),
    "card0": ("a card id or 0", lambda v: _int(v, 0, MAX_ID)),
    "cards": ("a list of 1 to 100 different card ids",
              lambda v: isinstance(v, list) and 1 <= len(v) <= 100 and all(_int(x, 1, MAX_ID) for x in v)
              and len(v) == len(dict.fromkeys(v))),
    "cards0": ("a list of up to 100 different card ids",
               lambda v: isinstance(v, list) and len(v) <= 100 and all(_int(x, 1, MAX_ID) for x in v)
               and len(v) == len(dict.fromkeys(v))),
    "seat": ("a seat from 0 to 7", lambda v: _int(v, 0, MAX_SEATS - 1)),
    "seat-": ("a seat from 0 to 7, or -1 for none", lambda v: _int(v, -1, MAX_SEATS - 1)),
    "seats": ("a list of different seats", lambda v: isinstance(v, list) and len(v) <= MAX_SEATS
              and all(_int(x, 0, MAX_SEATS - 1) for x in v) and len(v) == len(dict.fromkeys(v))),
    "zone": ("a zone", lambda v: v in PLAYER_ZONES + SHARED_ZONES),
    "place": ("one of " + ", ".join(PLACES), lambda v: v in PLACES),
    "row": ("one of " + ", ".join(PT_ROWS), lambda v: v in PT_ROWS),
    "designation": ("one of " + ", ".join(DESIGNATIONS), lambda v: v in DESIGNATIONS),
    "planar": ("one of " + ", ".join(PLANAR), lambda v: v in PLANAR),
    "count": ("a whole number from 0 to 1000", lambda v: _int(v, 0, 1000)),
    "count1": ("a whole number from 1 to 1000", lambda v: _int(v, 1, 1000)),
    "few": ("a whole number from 1 to 20", lambda v: _int(v, 1, 20)),
    "sides": ("a whole number from 2 to 1000", lambda v: _int(v, 2, 1000)),
    "delta": ("a whole number from -1000 to 1000", lambda v: _int(v, -1000, 1000)),
    "pt": ("a whole number from -1000 to 1000", lambda v: _int(v, -1000, 1000)),
    "pos": (f"a position from 0 to {BOARD}", lambda v: _int(v, 0, BOARD)),
    "z": ("a layer from 0 to 1000", lambda v: _int(v, 0, 1000)),
    "bool": ("true or false", lambda v: isinstance(v, bool)),
    "short": ("text of 1 to 20 characters", lambda v: isinstance(v, str) and 1 <= len(v) <= 20),
    "name": ("text of 1 to 141 characters", lambda v: isinstance(v, str) and 1 <= len(v) <= 141),
    "text": ("text of up to 200 characters", lambda v: isinstance(v, str) and len(v) <= 200),
    "labels": ("a list of up to 4 labels of 1 to 20 characters",
               lambda v: isinstance(v, list) and len(v) <= 4 and all(isinstance(x, str) and 1 <= len(x) <= 20 for x in v)),
    "seed": ("a 64-bit seed", lambda v: _int(v, 0, (1 << 64) - 1)),
    "rolls": ("a list of 1 to 20 rolls from 1 to 1000",
              lambda v: isinstance(v, list) and 1 <= len(v) <= 20 and all(_int(x, 1, 1000) for x in v)),
    "flips": ("a list of 1 to 20 coin sides (0 tails, 1 heads)",
              lambda v: isinstance(v, list) and 1 <= len(v) <= 20 and all(_int(x, 0, 1) for x in v)),
    "game": ("a whole game", lambda v: isinstance(v, dict)),
    "reason": ("one of undo, restart", lambda v: v in ("undo", "restart")),
    "end": ("top or bottom", lambda v: v in ("top", "bottom")),
    "hand_do": ("discard or reveal", lambda v: v in ("discard", "reveal")),
    "scheme_do": ("motion or abandon", lambda v: v in ("motion", "abandon")),
    "day_night": ("day, night, or empty for neither", lambda v: v in ("", "day", "night")),
    "step": ("one of " + ", ".join(STEPS), lambda v: v in STEPS),
    "dungeon": ("a dungeon's name of up to 40 characters", lambda v: isinstance(v, str) and len(v) <= 40),
    "room": ("a room from 0 to 20", lambda v: _int(v, 0, 20)),
}


def _int(v: Any, lo: int, hi: int) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi


# kind -> (intent fields, fields the host decides into the event, tags); a field ending in "?" is optional
KINDS: dict = {
    "move": ({"cards": "cards", "to": "zone", "seat?": "seat", "place?": "place", "n?": "count",
              "x?": "pos", "y?": "pos", "face_down?": "bool"}, {"seed?": "seed"}, ("card", "move")),
    "tap": ({"cards": "cards", "on": "bool"}, {}, ("card",)),
    "flip": ({"card": "card"}, {}, ("card",)),
    "face_down": ({"card": "card", "on": "bool"}, {}, ("card", "hidden")),
    "counter": ({"card": "card", "name": "short", "delta": "delta"}, {}, ("card",)),
    "keyword": ({"card": "card", "name": "short", "on": "bool"}, {}, ("card",)),
    "label": ({"card": "card", "labels": "labels"}, {}, ("card",)),
    "pt": ({"card": "card", "row": "row", "power": "pt", "toughness": "pt", "clear?": "bool"}, {}, ("card",)),
    "attach": ({"card": "card", "to": "card0"}, {}, ("card",)),
    "position": ({"card": "card", "x": "pos", "y": "pos", "z?": "z"}, {}, ("card",)),
    "highlight": ({"card": "card", "on": "bool"}, {}, ("card",)),
    "group": ({"card": "card", "under": "card0"}, {}, ("card",)),
    "quantity": ({"card": "card", "n": "count1"}, {}, ("card",)),
    "phase": ({"card": "card", "out": "bool"}, {}, ("card",)),
    "no_untap": ({"card": "card", "on": "bool"}, {}, ("card",)),
    "token": ({"name": "name", "seat?": "seat", "power?": "pt", "toughness?": "pt", "n?": "count1",
               "x?": "pos", "y?": "pos"}, {}, ("card", "create")),
    "copy": ({"card": "card"}, {}, ("card", "create")),
    "ability": ({"card": "card", "text": "text"}, {}, ("card", "create")),
    "draw": ({"n": "count1"}, {}, ("library", "hidden")),
    "mill": ({"n": "count1"}, {}, ("library",)),
    "manifest": ({"n": "few"}, {}, ("library", "hidden")),
    "look": ({"n": "count1", "seat?": "seat"}, {}, ("library", "hidden")),
    "order": ({"top": "cards0", "bottom": "cards0"}, {}, ("library", "hidden")),
    "reveal": ({"cards": "cards", "to": "seats"}, {}, ("card", "hidden")),
    "search": ({"seat?": "seat"}, {}, ("library", "hidden")),
    "shuffle": ({}, {"seed": "seed"}, ("library", "random")),
    "top_revealed": ({"on": "bool"}, {}, ("library",)),
    "untap_all": ({}, {}, ("card",)),
    "mulligan": ({}, {"seed": "seed"}, ("mulligan", "random")),
    "keep": ({"bottom": "cards0"}, {}, ("mulligan",)),
    "life": ({"seat": "seat", "delta": "delta"}, {}, ("player",)),
    "poison": ({"seat": "seat", "delta": "delta"}, {}, ("player",)),
    "commander_damage": ({"seat": "seat", "commander": "card", "delta": "delta"}, {}, ("player",)),
    "arrow": ({"card": "card", "to_card?": "card", "to_seat?": "seat"}, {}, ("table",)),
    "arrow_clear": ({"id?": "card"}, {}, ("table",)),
    "marker": ({"label": "short", "seat": "seat", "x": "pos", "y": "pos"}, {}, ("table",)),
    "marker_remove": ({"id": "card"}, {}, ("table",)),
    "designation": ({"name": "designation", "seat": "seat-"}, {}, ("table",)),
    "dice": ({"sides": "sides", "count?": "few"}, {"results": "rolls"}, ("table", "random")),
    "coin": ({"count?": "few"}, {"results": "flips"}, ("table", "random")),
    "planar_die": ({}, {"result": "planar"}, ("table", "random")),
    "planeswalk": ({}, {}, ("table",)),
    "chat": ({"text": "text"}, {}, ("chat",)),
    "pass": ({}, {}, ("turn",)),
    "pause": ({"on": "bool"}, {}, ("table", "host")),
    "absent": ({"seat": "seat", "on": "bool"}, {}, ("player", "host")),
    "concede": ({}, {}, ("player",)),
    "eliminate": ({"seat": "seat", "reason": "text"}, {}, ("player", "host")),
    "restore": (None, {"game": "game", "reason": "reason"}, ("host", "undo")),
    # version 2
    "take": ({"n": "count1", "end": "end", "to": "zone", "seat?": "seat", "face_down?": "bool"}, {}, ("library",)),
    "reveal_top": ({"n": "count1", "to": "seats"}, {}, ("library", "hidden")),
    "reveal_until": ({"type": "short", "below?": "count"}, {}, ("library", "hidden")),
    "random_hand": ({"do": "hand_do", "seat?": "seat"}, {"seed": "seed"}, ("player", "random", "hidden")),
    "each_opponent": ({"delta": "delta"}, {}, ("player",)),
    "resolve": ({}, {}, ("card",)),
    "scheme": ({"do": "scheme_do", "card?": "card"}, {}, ("table",)),
    "player_counter": ({"seat": "seat", "name": "short", "delta": "delta"}, {}, ("player",)),
    "day_night": ({"to": "day_night"}, {}, ("table",)),
    "blessing": ({"seat": "seat", "on": "bool"}, {}, ("player",)),
    "dungeon": ({"seat": "seat", "name": "dungeon", "room": "room"}, {}, ("player",)),
    "extra_turn": ({"seat?": "seat"}, {}, ("turn",)),
    "step": ({"step": "step"}, {}, ("turn",)),
    "priority": ({"seat": "seat-"}, {}, ("turn",)),
    "control": ({"card": "card", "seat": "seat", "eot": "bool"}, {}, ("card",)),
}


def tags(kind: str) -> tuple:
    """Return the tags of ``kind`` (empty for an unknown kind)."""
    return KINDS[kind][2] if kind in KINDS else ()


def _check_fields(obj: dict, spec: dict, what: str) -> None:
    allowed = [k.rstrip("?") for k in spec]
    for key in obj:
        if key not in allowed:
            raise Refusal(f"{what} has no field {key!r}.")
    for key, type_name in spec.items():
        name = key.rstrip("?")
        if name not in obj:
            if key.endswith("?"):
                continue
            raise Refusal(f"{what} needs {name!r}.")
        words, ok = _TYPES[type_name]
        if not ok(obj[name]):
            raise Refusal(f"{what}: {name!r} must be {words}.")


def parse_intent(intent: Any) -> dict:
    """Return ``intent`` checked against the catalogue (shape and bounds), or refuse in words."""
    if not isinstance(intent, dict) or not isinstance(intent.get("kind"), str):
        raise Refusal("An intent is an object with a kind.")
    kind = intent["kind"]
    if kind not in KINDS or KINDS[kind][0] is None:
        raise Refusal(f"There is no action {kind!r} at the table.")
    _check_fields({k: v for k, v in intent.items() if k != "kind"}, KINDS[kind][0], f"A {kind}")
    return intent


def parse_event(event: Any, version: int = VERSION) -> dict:
    """Return ``event`` (written with catalogue ``version``) checked against this catalogue, or refuse."""
    if version not in VERSIONS:
        raise Refusal(f"Catalogue version {version!r} is not one this table reads.")
    if not isinstance(event, dict) or not isinstance(event.get("kind"), str):
        raise Refusal("An event is an object with a kind.")
    kind = event["kind"]
    if kind not in KINDS:
        raise Refusal(f"There is no event {kind!r} at the table.")
    if not _int(event.get("seq"), 1, MAX_SEQ):
        raise Refusal("An event needs a sequence number.")
    if not _int(event.get("by"), HOST, MAX_SEATS - 1):
        raise Refusal("An event needs an actor: a seat, or -1 for the host.")
    fields, decided, _ = KINDS[kind]
    spec = dict(fields or {})
    spec.update(decided)
    _check_fields({k: v for k, v in event.items() if k not in ("kind", "seq", "by")}, spec, f"A {kind} event")
    return event
