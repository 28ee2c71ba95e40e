"""The player's profile: purses and card progress, as plain data with a version, and its JSON save.

A profile belongs to one pack (``pack``): its ``cards`` are that pack's card progress
(:mod:`pycore.collection.progress`: collection, binder, boosters, deck, the card stream).
Every amount is clamped to 0 .. 9,999,999. A save read back is checked field by field:
what can be repaired (a missing field, a negative count, a version 1 save whose cards were
plain counts) is, with a note; what cannot (not JSON, not a profile, a newer version) is
refused with a reason and changes nothing.

Stakes: a game that takes coins from the purse as they are staked moves them into ``held``
(``stake``), or into ``forfeit`` for a mode where walking out loses them; the settlement takes
them out again and pays what they won (``release``). Every stake and settle carries an id
(the session's ``frame.index``), and the host keeps a ledger of the ids the game in play handed
in (never saved: a save loaded ends that game): an entry whose id is in it changes nothing, so a settle repeated, replayed or arriving after
the next spin's chip is paid once, and purse + held moves by exactly ``paid - stake`` per
settle (a settle that arrives before its stake leaves ``held`` owing it until the stake comes).
A settle without an id (an old host's) releases only coins still held. The rule for a game that
never settles (the player left mid-game, or the page closed): ``end_unsettled`` gives back
whatever is in ``held`` (the round is void) and keeps whatever is in ``forfeit`` (the game is
lost), both when the player leaves and when the save is next loaded. So a closed tab is the
same as leaving: a casino bet comes back, a Durak stake is gone, and no settled game is paid
twice.
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
    return {"version": VERSION, "pack": pack, "gold": 0, "coins": 0, "held": {}, "forfeit": {},
            "cards": card_progress.new_progress(mixed)}


def _bucket(forfeit: bool) -> str:
    return "forfeit" if forfeit else "held"


def _first_time(ledger: "list[str] | None", entry_id: "str | None") -> bool:
    """Return True (and note the id in ``ledger``) unless ``entry_id`` is there already; no id or ledger: True."""
    if entry_id is None or ledger is None:
        return True
    if entry_id in ledger:
        return False
    ledger.append(entry_id)
    return True


def stake(profile: dict, currency: str, amount: int, forfeit: bool = False, entry_id: "str | None" = None,
          ledger: "list[str] | None" = None) -> None:
    """Move ``amount`` of ``currency`` from the purse onto the table (``held``, or ``forfeit``), in place.

    A stake whose ``entry_id`` is in the game's ``ledger`` already (a repeat, a replay) changes nothing.
    """
    amount = max(0, min(amount, profile[currency]))
    if not amount or not _first_time(ledger, entry_id):
        return
    profile[currency] -= amount
    held = profile.setdefault(_bucket(forfeit), {})
    held[currency] = held.get(currency, 0) + amount
    if not held[currency]:
        del held[currency]


def release(profile: dict, currency: str, staked: int, paid: int, forfeit: bool = False,
            entry_id: "str | None" = None, ledger: "list[str] | None" = None) -> list[str]:
    """Settle: take ``staked`` off the table and pay ``paid`` into the purse; return the change in words.

    A settle is paid once by its ``entry_id``: one whose id is in the game's ``ledger`` already
    changes nothing, whatever else is held. One that comes before its stake leaves ``held``
    below zero (owing it) until the stake arrives. Without an id and a ledger, a settle whose
    stake finds nothing held (already released: a repeat, a replay) changes nothing.
    """
    held = profile.setdefault(_bucket(forfeit), {})
    by_id = entry_id is not None and ledger is not None
    if not by_id and staked > 0 and held.get(currency, 0) <= 0:
        return []
    if not _first_time(ledger, entry_id):
        return []
    held[currency] = held.get(currency, 0) - staked if by_id else max(0, held.get(currency, 0) - staked)
    if not held[currency]:
        del held[currency]
    before = profile[currency]
    profile[currency] = clamp_purse(before + paid)
    net = paid - staked
    return [f"{'+' if net >= 0 else ''}{net} {currency}"] if staked or paid else []


def on_table(profile: dict) -> tuple[dict[str, int], bool]:
    """Return the coins held by an unsettled game, by currency, and whether leaving forfeits them."""
    forfeit = {c: v for c, v in profile.get("forfeit", {}).items() if v > 0}
    if forfeit:
        return forfeit, True
    return {c: v for c, v in profile.get("held", {}).items() if v > 0}, False


def end_unsettled(profile: dict) -> list[str]:
    """End a game that never settled: return ``held`` to the purse, lose ``forfeit``; say what happened."""
    notes = []
    held, forfeit = profile.get("held", {}), profile.get("forfeit", {})
    for currency in CURRENCIES:
        amount = held.get(currency, 0)
        if amount:   # below zero: a settle paid ahead of a stake that never came, owed back
            profile[currency] = clamp_purse(profile[currency] + amount)
        if amount > 0:
            notes.append(f"{amount} {currency} from an unfinished round came back to the purse")
        lost = forfeit.get(currency, 0)
        if lost < 0:
            profile[currency] = clamp_purse(profile[currency] + lost)
        if lost > 0:
            notes.append(f"{lost} {currency} staked on a game left unfinished were forfeited")
    profile["held"], profile["forfeit"] = {}, {}
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
    for bucket, words in (("held", "the stakes held"), ("forfeit", "the stakes at risk")):
        held = raw.get(bucket, {})
        if not isinstance(held, dict):
            repairs.append(f"{words} were {held!r}; forgotten")
            held = {}
        for currency in CURRENCIES:
            v = held.get(currency, 0)
            if not isinstance(v, int) or isinstance(v, bool) or v < 0:
                repairs.append(f"a stake of {v!r} {currency} was not a count; forgotten")
            elif v:
                out[bucket][currency] = min(v, PURSE_MAX)
    repairs.extend(end_unsettled(out))
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
