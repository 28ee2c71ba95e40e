"""Decks for the kitchen table: the pack's card data file, decklist text and construction checks."""

from __future__ import annotations

import json
from typing import Any

SECTIONS = ("main", "commander", "companion", "sideboard", "maybeboard", "tokens", "schemes", "planes")
_HEADERS = {"deck": "main", "main": "main", "mainboard": "main", "main deck": "main", "commander": "commander",
            "commanders": "commander", "companion": "companion", "sideboard": "sideboard", "side": "sideboard",
            "maybeboard": "maybeboard", "maybe": "maybeboard", "tokens": "tokens", "token": "tokens",
            "schemes": "schemes", "planes": "planes"}
COLOURS = ("W", "U", "B", "R", "G")
BASIC_LANDS = ("Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes", "Snow-Covered Plains",
               "Snow-Covered Island", "Snow-Covered Swamp", "Snow-Covered Mountain", "Snow-Covered Forest")
MAX_COPIES = 250             # one line of a decklist never asks for more
MAX_LINES = 2000
MAX_NAME = 141               # the longest printed card name is shorter
_FACT_KEYS = ("name", "type", "cost", "mv", "colours", "power", "toughness", "loyalty", "keywords", "back")


class DeckError(ValueError):
    """A card data file or decklist that cannot be read, naming the line or card and why."""


def name_only(name: str) -> dict:
    """Return the facts of a card the data file does not know: its name and nothing else."""
    return {"name": name, "type": "", "cost": "", "mv": 0, "colours": [], "power": "", "toughness": "",
            "loyalty": "", "keywords": [], "back": ""}


def parse_card_data(text: str) -> dict:
    """Return name -> facts read from a card data file (a JSON list of cards, public facts only)."""
    try:
        raw = json.loads(text)
    except ValueError as e:
        raise DeckError(f"card data is not JSON: {e}") from None
    if not isinstance(raw, list):
        raise DeckError("card data must be a JSON list of cards")
    out: dict = {}
    for i, item in enumerate(raw):
        where = f"card data entry {i + 1}"
        if not isinstance(item, dict) or not isinstance(item.get("name"), str) or not item["name"]:
            raise DeckError(f"{where}: needs a name")
        where += f" ({item['name']!r})"
        for key in item:
            if key not in _FACT_KEYS:
                raise DeckError(f"{where}: unknown field {key!r}")
        facts = name_only(item["name"])
        for key in ("type", "cost", "power", "toughness", "loyalty", "back"):
            v = item.get(key, "")
            if not isinstance(v, str) or len(v) > 200:
                raise DeckError(f"{where}: {key} must be text")
            facts[key] = v
        mv = item.get("mv", 0)
        if not isinstance(mv, int) or isinstance(mv, bool) or not 0 <= mv <= 1000:
            raise DeckError(f"{where}: mv must be a whole number from 0 to 1000")
        facts["mv"] = mv
        colours = item.get("colours", [])
        if not isinstance(colours, list) or any(c not in COLOURS for c in colours):
            raise DeckError(f"{where}: colours must be a list of W, U, B, R, G")
        facts["colours"] = [c for c in COLOURS if c in colours]
        keywords = item.get("keywords", [])
        if not isinstance(keywords, list) or any(not isinstance(k, str) or len(k) > 40 for k in keywords):
            raise DeckError(f"{where}: keywords must be a list of short words")
        facts["keywords"] = list(keywords)
        if item["name"] in out:
            raise DeckError(f"{where}: the name appears twice")
        out[item["name"]] = facts
    return out


def _strip_name(text: str) -> str:
    """Return a card name without a trailing set code, collector number or foil mark: 'Opt (XLN) 65' -> 'Opt'."""
    text = text.strip()
    cut = text.find(" (")
    if cut > 0 and ")" in text[cut:]:
        text = text[:cut]
    if text.endswith(" *F*"):
        text = text[:-4]
    return text.strip()


def parse_decklist(text: str) -> dict:
    """Return section -> [[count, name], ...] from decklist text (``4 Lightning Bolt``, headers, comments)."""
    deck: dict = {s: [] for s in SECTIONS}
    section = "main"
    lines = text.splitlines()
    if len(lines) > MAX_LINES:
        raise DeckError(f"a decklist has at most {MAX_LINES} lines")
    for number, line in enumerate(lines, 1):
        line = line.strip()
        if not line or line.startswith("#") or line.startswith("//") and line[2:].strip().rstrip(":").lower() not in _HEADERS:
            continue
        bare = line.lstrip("/").strip().rstrip(":").strip().lower()
        if bare in _HEADERS:
            section = _HEADERS[bare]
            continue
        head, _, rest = line.partition(" ")
        count_text = head[:-1] if head.lower().endswith("x") else head
        if count_text.isdigit() and rest.strip():
            count, name = int(count_text), _strip_name(rest)
        else:
            count, name = 1, _strip_name(line)
        if not 1 <= count <= MAX_COPIES:
            raise DeckError(f"line {number}: {count} copies; a line holds 1 to {MAX_COPIES}")
        if not name or len(name) > MAX_NAME:
            raise DeckError(f"line {number}: no card name")
        rows = deck[section]
        for row in rows:
            if row[1] == name:
                row[0] += count
                break
        else:
            rows.append([count, name])
    return deck


def count(deck: dict, *sections: str) -> int:
    """Return how many cards the given sections of ``deck`` hold."""
    return sum(n for s in sections for n, _ in deck[s])


def _totals(deck: dict, *sections: str) -> dict:
    totals: dict = {}
    for s in sections:
        for n, name in deck[s]:
            totals[name] = totals.get(name, 0) + n
    return totals


def _is_basic(name: str, facts: dict) -> bool:
    return name in BASIC_LANDS or facts.get("type", "").startswith("Basic")


def check(deck: dict, fmt: str, data: dict) -> list[dict]:
    """Return the construction problems of ``deck`` in format ``fmt``: each {"level": block|warn, "text"}."""
    problems: list[dict] = []

    def say(level: str, text: str) -> None:
        problems.append({"level": level, "text": text})

    def facts(name: str) -> dict:
        return data.get(name) or name_only(name)

    if fmt == "commander":
        size = count(deck, "main", "commander")
        if size != 100:
            say("block", f"A Commander deck holds exactly 100 cards with its commander, not {size}.")
        commanders = [name for n, name in deck["commander"] for _ in range(n)]
        if not commanders:
            say("block", "A Commander deck needs a commander.")
        elif len(commanders) > 2:
            say("block", f"A Commander deck has at most 2 commanders, not {len(commanders)}.")
        elif len(commanders) == 2 and not all("Partner" in facts(c)["keywords"] for c in commanders):
            say("warn", "Two commanders need partner.")
        for name, n in _totals(deck, "main", "commander").items():
            if n > 1 and not _is_basic(name, facts(name)):
                say("block", f"{name}: {n} copies in a singleton deck.")
        for name in commanders:
            t = facts(name)["type"]
            if not ("Legendary" in t and "Creature" in t) and "Planeswalker" not in t:
                say("warn", f"{name} is not a legendary creature; check that it may be a commander.")
        identity = [c for name in commanders for c in facts(name)["colours"]]
        for n, name in deck["main"]:
            outside = [c for c in facts(name)["colours"] if c not in identity]
            if commanders and outside:
                say("warn", f"{name} is outside the commander's colour identity ({''.join(outside)}).")
    elif fmt == "constructed":
        size = count(deck, "main")
        if size < 60:
            say("block", f"A Constructed deck holds at least 60 cards, not {size}.")
        for name, n in _totals(deck, "main", "sideboard").items():
            if n > 4 and not _is_basic(name, facts(name)):
                say("block", f"{name}: {n} copies; a Constructed deck and its sideboard hold at most 4.")
        if count(deck, "sideboard") > 15:
            say("warn", f"A sideboard usually holds at most 15 cards, not {count(deck, 'sideboard')}.")
    elif fmt == "limited":
        size = count(deck, "main")
        if size < 40:
            say("block", f"A Limited deck holds at least 40 cards, not {size}.")
    return problems


def blockers(problems: list[dict]) -> list[str]:
    """Return the texts of the problems that stop a deck from being dealt."""
    return [p["text"] for p in problems if p["level"] == "block"]


def card_facts(name: str, data: dict) -> dict:
    """Return the facts of ``name`` from ``data``, or a name-only card."""
    found: Any = data.get(name)
    return dict(found) if found else name_only(name)
