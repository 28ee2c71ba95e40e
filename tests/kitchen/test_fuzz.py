"""Hostile events: 2,000 structured mutations of real events (unknown actors, invented cards, wrong sequence,
missing seeds, bad types and bounds) and arbitrary JSON never raise anything but the refusal, and a refusal leaves
the game untouched."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from pycore.kitchen.game import Refusal, canonical, fingerprint
from pycore.kitchen.rules import apply, model_problem
from pycore.kitchen.table import Table

from .helpers import DATA, config, random_intent

JUNK = [None, True, False, -1, 0, 1, 7, 2**31, 2**64, -(2**70), 1.5, "", "x", "library", [], [1], [[1]], {},
        {"a": 1}, "9" * 300, [1] * 500]


def real_log(seed: int = 3, steps: int = 250) -> tuple:
    """Return (the game before each event, the events) of a random 4-seat game."""
    t = Table(config(4, seed=seed), DATA)
    r = random.Random(seed)
    for _ in range(steps):
        seat, intent = random_intent(r, t.game)
        t.intent(seat, intent)
    games = [t.at(n) for n in range(len(t.log))]
    return games, list(t.log)


def mutate(r: random.Random, event: dict, game: dict) -> dict:
    """Return a damaged copy of ``event``: one to three hostile changes."""
    e = json.loads(json.dumps(event))
    for _ in range(r.randrange(1, 4)):
        fields = [k for k in e if k != "kind"] or ["seq"]
        how = r.randrange(9)
        if how == 0:
            e["by"] = r.choice([-1, 4, 5, 7, 8, 99, "0", None, True])          # unknown actors
        elif how == 1:
            e["seq"] = r.choice([game["seq"], game["seq"] + 2, 0, -1, None, "1", 2**50])   # wrong sequence
        elif how == 2:
            for key in ("seed", "results", "result", "cards", "card", "to"):
                e.pop(key, None)                                                 # missing seeds and fields
        elif how == 3:
            key = r.choice(fields)
            e[key] = r.choice(JUNK)
        elif how == 4:
            invented = r.choice([0, 9999, game["next_id"], game["next_id"] + 5, -3])
            if "cards" in e:
                e["cards"] = [invented]
            else:
                e["card"] = invented                                             # invented cards
        elif how == 5:
            e[r.choice(["extra", "zone", "x", "n"])] = r.choice(JUNK)
        elif how == 6:
            e["kind"] = r.choice(["move", "restore", "pass", "keep", "nope", "", 3, None, "mulligan", "dice"])
        elif how == 7:
            e["to"] = r.choice(["library", "nowhere", "planes", "stack", 5])
        else:
            e["game"] = r.choice([{}, {"cards": 1}, json.loads(json.dumps(game)), None])
    return e


def check_total(game: dict, event, before: "dict | None" = None) -> bool:
    """Apply ``event``; assert only Refusal escapes and ``game`` (equal to ``before``) is untouched; return True if accepted."""
    before = before or json.loads(canonical(game))
    try:
        after = apply(game, event)
    except Refusal as e:
        assert str(e).endswith("."), str(e)
        accepted = False
    else:
        assert model_problem(after) is None and after["seq"] == game["seq"] + 1
        accepted = True
    assert game == before                  # every field, at every depth
    return accepted


def test_two_thousand_mutated_events_are_refused_or_sound():
    games, events = real_log()
    r = random.Random(17)
    texts = [json.loads(canonical(g)) for g in games]
    accepted = 0
    for i in range(2000):
        k = r.randrange(len(events))
        accepted += check_total(games[k], mutate(r, events[k], games[k]), texts[k])
    assert accepted < 1000          # most damage is caught; what passes is still a sound game


def test_the_unmutated_log_applies_and_a_replayed_event_is_refused():
    games, events = real_log(4, 60)
    for game, event in zip(games, events):
        assert check_total(game, event)
        assert not check_total(apply(game, event), event)                 # the same event twice: wrong sequence


def test_a_shuffle_without_its_seed_is_refused():
    games, events = real_log(5, 120)
    t = Table(config(2), DATA)
    event = {"kind": "shuffle", "seq": 1, "by": 0}
    assert not check_total(t.game, event)
    assert check_total(t.game, dict(event, seed=5))
    assert not check_total(t.game, {"kind": "move", "seq": 1, "by": 0, "cards": [t.game["zones"]["0"]["hand"][0]],
                                    "to": "library", "place": "random"})


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.text(max_size=12) | st.floats(allow_nan=True),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5),
    max_leaves=20)
KINDS = st.sampled_from(["move", "tap", "counter", "restore", "dice", "keep", "pass", "chat", "attach", "label", "x"])


@settings(max_examples=300, deadline=None)
@given(kind=KINDS, fields=st.dictionaries(st.sampled_from(
    ["cards", "card", "to", "seat", "place", "n", "x", "y", "on", "name", "delta", "labels", "bottom", "seed",
     "results", "sides", "text", "game", "reason", "under"]), json_values, max_size=6),
    seq=st.one_of(st.just(1), json_values), by=st.one_of(st.integers(-2, 9), json_values))
def test_arbitrary_json_events_never_raise_anything_but_the_refusal(kind, fields, seq, by):
    check_total(_GAME, dict(fields, kind=kind, seq=seq, by=by), _BEFORE)
    check_total(_GAME, fields, _BEFORE)


_GAME = Table(config(2), DATA).game
_BEFORE = json.loads(canonical(_GAME))


def test_the_fingerprint_of_the_fuzzed_game_is_unchanged():
    fp = fingerprint(_GAME)
    for junk in JUNK:
        try:
            apply(_GAME, junk)
        except Refusal:
            pass
    assert fingerprint(_GAME) == fp
