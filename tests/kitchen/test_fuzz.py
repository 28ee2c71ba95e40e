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


# --- damaged restores: checked whole before anything is replaced ---------------------------------------------

def _paths(v, path=()):
    """Yield the path of every value inside ``v`` (dict keys and list indexes), depth first."""
    yield path
    if isinstance(v, dict):
        for k in v:
            yield from _paths(v[k], path + (k,))
    elif isinstance(v, list):
        for i, x in enumerate(v[:3]):
            yield from _paths(x, path + (i,))


def damage(r: random.Random, game: dict) -> dict:
    """Return a copy of ``game`` with one to three keys dropped or altered somewhere inside it."""
    g = json.loads(json.dumps(game))
    for _ in range(r.randrange(1, 4)):
        paths = [p for p in _paths(g) if p]
        path = r.choice(paths)
        parent = g
        for step in path[:-1]:
            parent = parent[step]
        last = path[-1]
        if isinstance(parent, dict) and r.random() < 0.4:
            del parent[last]
        elif isinstance(parent, list) and r.random() < 0.2:
            del parent[last]
        else:
            parent[last] = r.choice(JUNK + [{}, -5, 3, "hand", [0, 0, 0]])
    return g


LATER = ({"kind": "draw", "n": 1}, {"kind": "pass"}, {"kind": "life", "seat": 1, "delta": -3},
         {"kind": "shuffle"}, {"kind": "untap_all"}, {"kind": "mill", "n": 2}, {"kind": "manifest", "n": 1},
         {"kind": "keep", "bottom": []}, {"kind": "mulligan"}, {"kind": "token", "name": "Goblin"},
         {"kind": "search"}, {"kind": "designation", "name": "monarch", "seat": 0}, {"kind": "concede"})


def test_the_issue_s_restore_without_options_is_refused_and_changes_nothing():
    t = Table(config(2), DATA)
    before = canonical(t.game)
    bad = json.loads(json.dumps(t.game))
    bad["options"] = {}
    out = t.receive({"kind": "restore", "seq": t.game["seq"] + 1, "by": 0, "game": bad, "reason": "undo"})
    assert out[0]["kind"] == "refused" and "options" in out[0]["reason"] and canonical(t.game) == before
    assert t.view(1) and t.command(0, {"kind": "draw", "n": 1})[0]["kind"] == "draw"


def test_damaged_restores_are_refused_or_every_later_view_and_command_works():
    """Over 200 games damaged at random (keys dropped or altered at any depth): either the restore is refused and
    the table is the very same, or every view and a round of commands afterwards work (refusals allowed)."""
    games, _ = real_log(6, 120)
    r = random.Random(23)
    taken = 0
    dealt = Table(config(4, seed=6), DATA)
    for i in range(200):
        base = games[r.randrange(len(games))]
        t = Table.__new__(Table)
        t.__dict__.update(dealt.__dict__, game=json.loads(canonical(dealt.game)), log=[], undoable=[], redoable=[])
        before = canonical(t.game)
        event = {"kind": "restore", "seq": t.game["seq"] + 1, "by": 0, "game": damage(r, base), "reason": "undo"}
        out = t.receive(event)
        if out[0]["kind"] == "refused":
            assert canonical(t.game) == before and out[0]["reason"].endswith(".")
            continue
        taken += 1
        for viewer in (0, 1, 2, 3, "spectator"):
            t.view(viewer)
        for k, intent in enumerate(LATER * 2):
            out = t.command(k % 4, intent)
            assert out[0]["kind"] in (intent["kind"], "refused")
            t.view(k % 4)
        for viewer in (0, 1, 2, 3, "spectator"):
            t.view(viewer)
        t.undo(0)
    assert 0 < taken < 200
