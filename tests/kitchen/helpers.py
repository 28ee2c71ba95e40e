"""Shared pieces of the kitchen table's tests: the sample card data and decks, tables, a random player, a visibility oracle."""

from __future__ import annotations

import json
import random

from pycore.kitchen import decks
from pycore.kitchen.table import Table

from tests.conftest import SAMPLE

KITCHEN = SAMPLE / "kitchen"
DATA = decks.parse_card_data((KITCHEN / "cards.json").read_text())
BURN = (KITCHEN / "burn.txt").read_text()
STOMPY = (KITCHEN / "stompy.txt").read_text()
GOBLINS = (KITCHEN / "goblins.txt").read_text()


def config(n: int = 2, fmt: str = "constructed", seed: int = 7, **extra) -> dict:
    """Return a table config of ``n`` players alternating the two Constructed decks (goblins for Commander)."""
    if fmt == "commander":
        people = [{"name": f"P{i + 1}", "deck": GOBLINS} for i in range(n)]
    else:
        people = [{"name": f"P{i + 1}", "deck": BURN if i % 2 == 0 else STOMPY} for i in range(n)]
    out = {"format": fmt, "players": people, "seed": seed, "first": 0}
    out.update(extra)
    return out


def table(n: int = 2, fmt: str = "constructed", mode: str = "local", keep: bool = True, **extra) -> Table:
    """Return a dealt table; with ``keep`` every player keeps their seven and the first turn begins."""
    t = Table(config(n, fmt, **extra), DATA, mode)
    if keep:
        for s in range(n):
            assert t.intent(s, {"kind": "keep", "bottom": []})[0]["kind"] == "keep"
    return t


def ids(t: Table, seat: int, zone: str) -> list:
    """Return the card ids in ``seat``'s ``zone``."""
    return list(t.game["zones"][str(seat)][zone])


def snapshot(t: Table) -> str:
    """Return the whole game as text, to compare before and after."""
    return json.dumps(t.game, sort_keys=True)


KINDS = ("move", "tap", "flip", "face_down", "counter", "keyword", "label", "pt", "attach", "position",
         "highlight", "group", "quantity", "phase", "no_untap", "token", "copy", "ability", "draw", "mill",
         "manifest", "look", "order", "reveal", "search", "shuffle", "top_revealed", "untap_all", "mulligan", "keep",
         "life", "poison", "commander_damage", "arrow", "arrow_clear", "marker", "marker_remove", "designation",
         "dice", "coin", "planar_die", "planeswalk", "chat", "pass", "pause", "absent", "concede", "eliminate",
         "take", "reveal_top", "reveal_until", "random_hand", "each_opponent", "resolve", "scheme",
         "player_counter", "day_night", "blessing", "dungeon", "extra_turn", "step", "priority", "control")
ZONES = ("library", "hand", "battlefield", "graveyard", "exile", "command", "sideboard", "stack")


def random_intent(r: random.Random, game: dict) -> tuple:
    """Return (seat, intent): a plausible or silly action by a random seat, over the cards at the table."""
    n = len(game["players"])
    seat = r.randrange(n)
    cards = [int(k) for k in game["cards"]] or [1]
    mine = [int(k) for k, c in game["cards"].items() if c["owner"] == seat or c["controller"] == seat] or cards
    pick = (lambda: r.choice(mine)) if r.random() < 0.85 else (lambda: r.choice(cards))
    kind = r.choice(KINDS + ("move",) * 8 + ("tap", "draw", "pass", "life", "counter") * 2)
    i: dict = {"kind": kind}
    if kind == "move":
        i.update(cards=[pick()], to=r.choice(ZONES), place=r.choice(("top", "bottom", "index", "from_top", "random", "shuffle")))
        if r.random() < 0.3:
            i["n"] = r.randrange(5)
        if i["to"] == "battlefield" and r.random() < 0.5:
            i.update(x=r.randrange(10001), y=r.randrange(10001))
        if r.random() < 0.2:
            i["face_down"] = True
        if r.random() < 0.15:
            i["seat"] = r.randrange(n)
    elif kind == "tap":
        i.update(cards=[pick()], on=r.random() < 0.6)
    elif kind in ("flip",  "copy"):
        i["card"] = pick()
    elif kind in ("face_down", "highlight", "no_untap"):
        i.update(card=pick(), on=r.random() < 0.5)
    elif kind == "phase":
        i.update(card=pick(), out=r.random() < 0.5)
    elif kind == "counter":
        i.update(card=pick(), name=r.choice(("+1/+1", "loyalty", "charge")), delta=r.randrange(-2, 4))
    elif kind == "keyword":
        i.update(card=pick(), name=r.choice(("flying", "trample")), on=r.random() < 0.7)
    elif kind == "label":
        i.update(card=pick(), labels=r.choice(([], ["attacking"], ["a", "b", "c", "d"])))
    elif kind == "pt":
        i.update(card=pick(), row=r.choice(("other", "eot", "fixed")), power=r.randrange(-3, 6),
                 toughness=r.randrange(-3, 6), clear=r.random() < 0.2)
    elif kind == "attach":
        i.update(card=pick(), to=r.choice((0, pick())))
    elif kind == "position":
        i.update(card=pick(), x=r.randrange(10001), y=r.randrange(10001), z=r.randrange(5))
    elif kind == "group":
        i.update(card=pick(), under=r.choice((0, pick())))
    elif kind == "quantity":
        i.update(card=pick(), n=r.randrange(1, 9))
    elif kind == "token":
        i.update(name=r.choice(("Goblin", "Beast", "Treasure")), n=r.randrange(1, 4))
    elif kind == "ability":
        i.update(card=pick(), text="deal 1 damage")
    elif kind in ("draw", "mill", "look"):
        i["n"] = r.randrange(1, 4)
        if kind == "look" and r.random() < 0.2:
            i["seat"] = r.randrange(n)
    elif kind == "manifest":
        i["n"] = 1
    elif kind == "order":
        lib = game["zones"][str(seat)]["library"][:3]
        i.update(top=list(reversed(lib[:2])), bottom=lib[2:3])
    elif kind == "reveal":
        i.update(cards=[pick()], to=r.choice(([], [r.randrange(n)])))
    elif kind == "search":
        if r.random() < 0.2:
            i["seat"] = r.randrange(n)
    elif kind in ("top_revealed", "pause"):
        i["on"] = r.random() < (0.5 if kind == "top_revealed" else 0.1)
    elif kind == "keep":
        hand = game["zones"][str(seat)]["hand"]
        i["bottom"] = hand[: r.randrange(0, 2)]
    elif kind in ("life", "poison"):
        i.update(seat=r.randrange(n), delta=r.randrange(-5, 3) if kind == "life" else r.randrange(0, 2))
    elif kind == "commander_damage":
        i.update(seat=r.randrange(n), commander=pick(), delta=r.randrange(0, 5))
    elif kind == "arrow":
        i.update(card=pick(), to_seat=r.randrange(n)) if r.random() < 0.5 else i.update(card=pick(), to_card=pick())
    elif kind in ("arrow_clear", "marker_remove"):
        things = game["arrows"] if kind == "arrow_clear" else game["markers"]
        if things or kind == "marker_remove":
            i["id"] = things[0]["id"] if things else 1
    elif kind == "marker":
        i.update(label="monarch", seat=r.randrange(n), x=r.randrange(10001), y=r.randrange(10001))
    elif kind == "designation":
        i.update(name=r.choice(("monarch", "initiative")), seat=r.randrange(-1, n))
    elif kind == "dice":
        i.update(sides=r.choice((6, 20)), count=r.randrange(1, 3))
    elif kind == "coin":
        i["count"] = 1
    elif kind == "chat":
        i["text"] = "gg"
    elif kind == "absent":
        i.update(seat=r.randrange(n), on=r.random() < 0.3)
    elif kind == "eliminate":
        i.update(seat=r.randrange(n), reason="life")
    elif kind == "take":
        i.update(n=r.randrange(1, 3), end=r.choice(("top", "bottom")), to=r.choice(ZONES))
        if r.random() < 0.3:
            i["face_down"] = True
    elif kind == "reveal_top":
        i.update(n=r.randrange(1, 3), to=r.choice(([], [r.randrange(n)])))
    elif kind == "reveal_until":
        i["type"] = r.choice(("Creature", "Land", "Instant"))
        if r.random() < 0.5:
            i["below"] = r.randrange(1, 4)
    elif kind == "random_hand":
        i["do"] = r.choice(("discard", "reveal"))
        if r.random() < 0.5:
            i["seat"] = r.randrange(n)
    elif kind == "each_opponent":
        i["delta"] = r.randrange(-3, 2)
    elif kind == "player_counter":
        i.update(seat=r.randrange(n), name=r.choice(("energy", "experience", "storm")), delta=r.randrange(-1, 3))
    elif kind == "day_night":
        i["to"] = r.choice(("", "day", "night"))
    elif kind == "blessing":
        i.update(seat=r.randrange(n), on=r.random() < 0.7)
    elif kind == "dungeon":
        i.update(seat=r.randrange(n), name=r.choice(("", "Lost Mine of Phandelver")), room=r.randrange(4))
    elif kind == "extra_turn":
        if r.random() < 0.5:
            i["seat"] = r.randrange(n)
    elif kind == "step":
        i["step"] = r.choice(("upkeep", "attackers", "end"))
    elif kind == "priority":
        i["seat"] = r.randrange(-1, n)
    elif kind == "control":
        i.update(card=pick(), seat=r.randrange(n), eot=r.random() < 0.6)
    elif kind == "scheme":
        i["do"] = r.choice(("motion", "abandon"))
        if i["do"] == "abandon":
            i["card"] = pick()
    if kind in ("concede", "eliminate") and r.random() < 0.9:
        i = {"kind": "chat", "text": "still here"}
    return seat, i


def expected_sight(game: dict, viewer) -> dict:
    """Return card id -> "face" or "back" for every card ``viewer`` should receive, by the rules as written in words.

    Written apart from the engine: library, schemes and planes are seen by nobody but who was
    shown a card (and the top card of a library its owner keeps revealed); hand and sideboard
    by the owner and teammates unless team hands are hidden, never by a spectator; the rest by
    everyone, a face-down card's face only by who may see it.
    """
    out = {}
    teams = {s: t for t, team in enumerate(game["teams"]) for s in team["seats"]}
    for key, zones in game["zones"].items():
        for name, cards in zones.items():
            for at, cid in enumerate(cards):
                c = game["cards"][str(cid)]
                shown = viewer in c["seen_by"]
                if name in ("library", "schemes", "planes"):
                    top = name == "library" and at == 0 and game["players"][c["owner"]]["top_revealed"]
                    if shown or top:
                        out[cid] = "face"
                elif name in ("hand", "sideboard"):
                    mate = isinstance(viewer, int) and (viewer == c["owner"] or (
                        not game["options"]["hide_team_hands"] and teams[viewer] == teams[c["owner"]]))
                    if mate or shown:
                        out[cid] = "face"
                elif c["face_down"]:
                    out[cid] = "face" if shown else "back"
                else:
                    out[cid] = "face"
    return out


def seen_in(view: dict) -> dict:
    """Return card id -> "face" or "back" for the cards a view carries."""
    return {int(k): ("face" if "name" in c else "back") for k, c in view["cards"].items()}
