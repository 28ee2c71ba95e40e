"""The player's card progress as plain data, and the one card stream its rolls come from.

Progress is a JSON-able dict (so a save is just its text)::

    {"version": 1,
     "copies": {card_id: count},      # what is owned
     "binder": [card_id, ...],        # every owned id once, in the order first got
     "boosters": {set_id: count},     # sealed boosters not yet opened
     "deck": [card_id, ...],          # the chosen duel deck (five ids, or empty)
     "shown": [card_id, ...],         # ids the player has already seen (no NEW tag)
     "starter": bool,                 # whether the starter was handed over
     "pending": [grant, ...],         # rewards landed but not yet collected
     "rng": int}                      # the card stream's SplitMix64 state

A grant is ``{"card": id}`` or ``{"booster": id}``. Booster openings and reward rolls draw
from the saved card stream, never from a game's RNG, so a reloaded save opens the same
boosters. :func:`normalize` repairs a progress read from an older or damaged save.
"""

from __future__ import annotations

import json
from typing import Any, Iterable

from pycore.kernel.digest import fnv1a64
from pycore.kernel.rng import MASK64, SplitMix64
from pycore.book.cards import MAX_AMOUNT, RARITIES, Book, BoosterSet, Card, CardId

VERSION = 1
DECK_SIZE = 5
MAX_PENDING = 500
STREAM_SALT = 0xC4D5_0B00_57E4_11A7     # keeps the card stream apart from session seeds


def new_progress(seed: int) -> dict:
    """Return empty progress whose card stream is seeded (once, for good) from ``seed``."""
    return {"version": VERSION, "copies": {}, "binder": [], "boosters": {}, "deck": [], "shown": [],
            "starter": False, "pending": [], "rng": SplitMix64(seed ^ STREAM_SALT).next_u64()}


# -- the card stream ------------------------------------------------------------------
def stream(progress: dict) -> SplitMix64:
    """Return the card stream at its saved state; :func:`store` puts it back after drawing."""
    s = SplitMix64(0)
    s.state = progress["rng"]
    return s


def store(progress: dict, s: SplitMix64) -> None:
    """Save the card stream's state into ``progress``."""
    progress["rng"] = s.get_state()


# -- the collection ----------------------------------------------------------------------
def copies(progress: dict, card_id: CardId) -> int:
    """Return how many copies of ``card_id`` are owned."""
    return progress["copies"].get(card_id, 0)


def add_copy(progress: dict, card_id: CardId) -> bool:
    """Add one copy of ``card_id``; return True if it is the first (a new id joins the binder)."""
    count = copies(progress, card_id)
    progress["copies"][card_id] = min(MAX_AMOUNT, count + 1)
    if count == 0:
        progress["binder"].append(card_id)
    return count == 0


def remove_copy(progress: dict, card_id: CardId) -> bool:
    """Remove one copy of ``card_id``; the last copy leaves the binder. Return False if none is owned."""
    count = copies(progress, card_id)
    if count <= 0:
        return False
    if count == 1:
        del progress["copies"][card_id]
        progress["binder"].remove(card_id)
    else:
        progress["copies"][card_id] = count - 1
    return True


def owned_cards(progress: dict, book: Book) -> list[Card]:
    """Return the owned cards the book knows, in binder order."""
    return [c for c in (book.get(i) for i in progress["binder"]) if c is not None]


def completion(progress: dict, book: Book) -> tuple[int, int]:
    """Return (distinct cards of the book owned, cards in the book)."""
    return sum(1 for c in book.cards if copies(progress, c.id) > 0), len(book)


def mark_shown(progress: dict, card_ids: Iterable[CardId]) -> None:
    """Remember that the player has seen ``card_ids`` (they lose their NEW tag)."""
    for card_id in card_ids:
        if card_id not in progress["shown"]:
            progress["shown"].append(card_id)


def is_new(progress: dict, card_id: CardId) -> bool:
    """Return True for an owned card the player has not looked at yet."""
    return copies(progress, card_id) > 0 and card_id not in progress["shown"]


# -- boosters ------------------------------------------------------------------------------
def roll_booster(booster: BoosterSet, book: Book, s: SplitMix64) -> list[CardId]:
    """Roll one booster's cards: per slot a rarity on the weights (a rarity the pool lacks
    weighs zero; the last slot only among the guaranteed rarity and rarer), then a card
    uniformly among the pool's cards of that rarity."""
    by_rarity: list[list[CardId]] = [[] for _ in RARITIES]
    for card_id in booster.pool:
        card = book.get(card_id)
        if card is not None:
            by_rarity[RARITIES.index(card.rarity)].append(card_id)
    out: list[CardId] = []
    for slot in range(booster.size):
        floor = RARITIES.index(booster.guaranteed) if booster.guaranteed and slot == booster.size - 1 else 0
        weights = [w if i >= floor and by_rarity[i] else 0 for i, w in enumerate(booster.weights)]
        roll = s.below(sum(weights))
        rarity = 0
        while roll >= weights[rarity]:
            roll -= weights[rarity]
            rarity += 1
        out.append(s.pick(by_rarity[rarity]))
    return out


# -- decks -----------------------------------------------------------------------------------
def strongest(progress: dict, book: Book, count: int = DECK_SIZE) -> list[CardId]:
    """Return the ``count`` strongest distinct owned cards (ties in set order)."""
    ranked = sorted((c for c in book.cards if copies(progress, c.id) > 0), key=lambda c: -c.strength)
    return [c.id for c in ranked[:count]]


def deck_is_whole(progress: dict, book: Book) -> bool:
    """Return True while the chosen deck is five distinct cards, every one still owned."""
    deck = progress["deck"]
    return (len(deck) == DECK_SIZE and len(dict.fromkeys(deck)) == DECK_SIZE
            and all(card_id in book and copies(progress, card_id) > 0 for card_id in deck))


def duel_deck(progress: dict, book: Book) -> tuple[tuple[Card, ...], bool]:
    """Return the deck a pack duel deals the player, and whether it is lent.

    The chosen deck while all five are owned; else the strongest five owned; else, with
    fewer than five owned, the book's first five as a lent starter that costs nothing to lose.
    """
    if deck_is_whole(progress, book):
        ids = progress["deck"]
    else:
        ids = strongest(progress, book)
    if len(ids) == DECK_SIZE:
        return tuple(book.get(i) for i in ids), False  # type: ignore[misc]
    return book.cards[:DECK_SIZE], True


# -- repairing a save ----------------------------------------------------------------------------
def _count(value: Any) -> "int | None":
    if isinstance(value, int) and not isinstance(value, bool) and value > 0:
        return min(value, MAX_AMOUNT)
    return None


def _counts(raw: Any, what: str, repairs: list[str]) -> dict:
    if not isinstance(raw, dict):
        if raw is not None:
            repairs.append(f"the {what} were unreadable; emptied")
        return {}
    out: dict[str, int] = {}
    for key, value in raw.items():
        count = _count(value)
        if count is None or not isinstance(key, str):
            repairs.append(f"{what} {key!r} had count {value!r}; dropped")
        else:
            out[key] = count
    return out


def _ids(raw: Any, what: str, repairs: list[str]) -> list[str]:
    if not isinstance(raw, list) or not all(isinstance(i, str) for i in raw):
        if raw is not None:
            repairs.append(f"the {what} list was unreadable; rebuilt")
        return []
    return list(dict.fromkeys(raw))


def normalize(raw: Any) -> tuple[dict, list[str]]:
    """Return valid progress built from ``raw`` (older, partial or damaged) and the repairs made.

    A version-less dict of counts (the first save format) becomes the collection.
    """
    repairs: list[str] = []
    if not isinstance(raw, dict):
        repairs.append("the card progress was unreadable; started afresh")
        raw = {}
    if "version" not in raw and raw and all(k not in raw for k in ("copies", "binder", "rng")):
        raw = {"copies": raw}          # the first format: {card_id: count}
    text = json.dumps(raw, sort_keys=True, default=str).encode("utf-8")
    out = new_progress(fnv1a64(text))
    out["copies"] = _counts(raw.get("copies"), "card", repairs)
    binder = [i for i in _ids(raw.get("binder"), "binder", repairs) if i in out["copies"]]
    out["binder"] = binder + [i for i in out["copies"] if i not in binder]
    if "binder" in raw and out["binder"] != raw["binder"] and isinstance(raw["binder"], list):
        repairs.append("the binder order did not match the cards owned; repaired")
    out["boosters"] = _counts(raw.get("boosters"), "booster", repairs)
    deck = _ids(raw.get("deck"), "deck", repairs)
    if len(deck) not in (0, DECK_SIZE):
        repairs.append(f"the duel deck held {len(deck)} cards; cleared")
        deck = []
    out["deck"] = deck
    out["shown"] = _ids(raw.get("shown"), "shown", repairs)
    starter = raw.get("starter", False)
    if not isinstance(starter, bool):
        repairs.append(f"the starter flag was {starter!r}; taken as handed over")
        starter = True
    out["starter"] = starter
    pending = raw.get("pending", [])
    if not isinstance(pending, list):
        repairs.append("the pending rewards were unreadable; dropped")
        pending = []
    out["pending"] = [g for g in pending[:MAX_PENDING] if _is_grant(g)]
    if len(out["pending"]) != len(pending):
        repairs.append(f"{len(pending) - len(out['pending'])} pending rewards were unreadable; dropped")
    rng = raw.get("rng")
    if isinstance(rng, int) and not isinstance(rng, bool) and 0 <= rng <= MASK64:
        out["rng"] = rng
    elif "rng" in raw:
        repairs.append("the card stream's state was unreadable; reseeded")
    return out, repairs


def _is_grant(g: Any) -> bool:
    return isinstance(g, dict) and len(g) == 1 and next(iter(g)) in ("card", "booster") \
        and isinstance(next(iter(g.values())), str)
