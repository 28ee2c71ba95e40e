"""The player's profile: purses and card progress, as plain data with a version, and its JSON save.

A profile belongs to one pack (``pack``): its ``cards`` are that pack's card progress
(:mod:`pycore.collection.progress`: collection, binder, boosters, deck, the card stream).
Every amount is clamped to 0 .. 9,999,999. A save read back is checked field by field:
what can be repaired (a missing field, a negative count, a version 1 save whose cards were
plain counts) is, with a note; what cannot (not JSON, not a profile, a newer version) is
refused with a reason and changes nothing.

Stakes: a table that takes a bet from the purse as it is placed moves it into ``held``
(``stake``), and the round's settlement takes it out of ``held`` and pays what it won
(``release``). The rule for a round that never settles (the page closed, the player left
mid-hand): whatever is still ``held`` goes back to the purse, when the save is next loaded
or when the player leaves the table (``return_held``). So a bet is never lost to a closed
tab, and a settled round is never paid twice: only what is still held comes back.
"""

from __future__ import annotations

import json
from typing import Any, Mapping

from pycore.collection import progress as card_progress
from pycore.kernel.digest import fnv1a64

VERSION = 2
PURSE_MAX = 9_999_999
CURRENCIES = ("gold", "coins")


class SaveError(ValueError):
    """A save that cannot be loaded, with the reason in words."""


def clamp_purse(value: int) -> int:
    """Return ``value`` limited to what a purse may hold."""
    return max(0, min(PURSE_MAX, value))


def new_profile(pack: str = "", seed: int = 0) -> dict:
    """Return an empty profile for ``pack`` whose card stream is seeded from ``seed`` mixed with the pack id.

    The mix keeps two packs opened with the same arcade seed from opening the same boosters.
    """
    mixed = seed ^ fnv1a64(pack.encode("utf-8"))
    return {"version": VERSION, "pack": pack, "gold": 0, "coins": 0, "held": {},
            "cards": card_progress.new_progress(mixed)}


def stake(profile: dict, currency: str, amount: int) -> None:
    """Move ``amount`` of ``currency`` from the purse into ``held`` (a bet on the table), in place."""
    amount = max(0, min(amount, profile[currency]))
    profile[currency] -= amount
    held = profile.setdefault("held", {})
    held[currency] = held.get(currency, 0) + amount


def release(profile: dict, currency: str, staked: int, paid: int) -> list[str]:
    """Settle a round: take ``staked`` out of ``held`` and pay ``paid`` into the purse; return the change in words."""
    held = profile.setdefault("held", {})
    held[currency] = max(0, held.get(currency, 0) - staked)
    if not held[currency]:
        del held[currency]
    before = profile[currency]
    profile[currency] = clamp_purse(before + paid)
    net = paid - staked
    return [f"{'+' if net >= 0 else ''}{net} {currency}"] if staked or paid else []


def return_held(profile: dict) -> list[str]:
    """Return every unsettled stake in ``held`` to the purse (a round that never ended); say what came back."""
    notes = []
    held = profile.get("held", {})
    for currency in CURRENCIES:
        amount = held.get(currency, 0)
        if amount:
            profile[currency] = clamp_purse(profile[currency] + amount)
            notes.append(f"{amount} {currency} from an unfinished round came back to the purse")
    profile["held"] = {}
    return notes


def settle(profile: dict, rewards: Mapping[str, Any]) -> list[str]:
    """Add one seat's purse rewards to ``profile`` in place; return what changed, in words.

    Cards, boosters and stakes lost are the card collector's (it knows the pack's book).
    """
    notes: list[str] = []
    for currency in CURRENCIES:
        amount = rewards.get(currency, 0)
        if amount:
            before = profile[currency]
            profile[currency] = clamp_purse(before + amount)
            gained = profile[currency] - before
            notes.append(f"{'+' if gained >= 0 else ''}{gained} {currency}")
    return notes


def normalize(raw: Any) -> tuple[dict, list[str]]:
    """Return a valid profile built from ``raw`` and the repairs made, or raise SaveError."""
    if not isinstance(raw, dict):
        raise SaveError("the save is not a profile (expected a JSON object)")
    version = raw.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError("the save has no version number")
    if version > VERSION:
        raise SaveError(f"the save is version {version}, newer than this game's {VERSION}")
    repairs: list[str] = []
    out = new_profile()
    pack = raw.get("pack", "")
    if not isinstance(pack, str):
        repairs.append(f"the pack was {pack!r}; forgotten")
        pack = ""
    out["pack"] = pack
    for currency in CURRENCIES:
        v = raw.get(currency, 0)
        if not isinstance(v, int) or isinstance(v, bool):
            repairs.append(f"{currency} was {v!r}; set to 0")
            v = 0
        if v != clamp_purse(v):
            repairs.append(f"{currency} was {v}; clamped")
        out[currency] = clamp_purse(v)
    held = raw.get("held", {})
    if not isinstance(held, dict):
        repairs.append(f"the stakes held were {held!r}; forgotten")
        held = {}
    for currency in CURRENCIES:
        v = held.get(currency, 0)
        if not isinstance(v, int) or isinstance(v, bool) or v < 0:
            repairs.append(f"a stake of {v!r} {currency} was not a count; forgotten")
        elif v:
            out["held"][currency] = min(v, PURSE_MAX)
    repairs.extend(return_held(out))
    cards = raw.get("cards", {})
    if version == 1 and isinstance(cards, dict):
        cards = {"copies": cards}          # version 1 kept plain counts by card id
    out["cards"], card_repairs = card_progress.normalize(cards)
    repairs.extend(card_repairs)
    return out, repairs


def dumps(profile: dict) -> str:
    """Return the profile as save text."""
    return json.dumps(profile, sort_keys=True)


def loads(text: str) -> tuple[dict, list[str]]:
    """Return the profile in save text and its repairs, or raise SaveError."""
    try:
        raw = json.loads(text)
    except (ValueError, RecursionError) as e:
        raise SaveError(f"the save is not valid JSON ({e})") from None
    return normalize(raw)
