"""A thousand random intents at a table of four: deterministic, refusals change nothing, every viewer sees exactly what the rules allow."""

from __future__ import annotations

import json
import random

import pytest

from pycore.kitchen.rules import model_problem
from pycore.kitchen.view import apply_patch, patch, view

from .helpers import expected_sight, random_intent, seen_in, table

VIEWERS = (0, 1, 2, 3, "spectator")


def dealt_cards(game: dict) -> list:
    """Return the dealt cards as (owner, name) pairs: ids change as cards enter hidden zones, the cards do not."""
    return sorted((c["owner"], c["name"]) for c in game["cards"].values() if not c["token"] and not c["ability"])


def play(seed: int, steps: int, watch: bool = False) -> tuple:
    """Play ``steps`` random intents at a 4-seat table; return (fingerprints, refusals, accepted kinds)."""
    t = table(4, seed=seed, keep=False, teams=[[0, 2], [1, 3]])
    r = random.Random(seed)
    prints, refusals, kinds = [], 0, []
    first = {v: view(t.game, v) for v in VIEWERS} if watch else {}
    followed = dict(first)
    last = t.fingerprint()
    printed = dealt_cards(t.game)
    for _ in range(steps):
        seat, intent = random_intent(r, t.game)
        before, seq = t.game, t.game["seq"]
        out = t.intent(seat, intent)
        now = t.fingerprint()
        if out[0]["kind"] == "refused":
            refusals += 1      # the very same game, unchanged to the last field
            assert t.game is before and now == last and t.game["seq"] == seq, out
        else:
            kinds.append(out[0]["kind"])
            if watch:
                assert model_problem(t.game) is None
            # conservation: every dealt card is still at the table, whatever moved; only tokens and abilities come and go
            assert dealt_cards(t.game) == printed
        prints.append(now)
        last = now
        if watch:
            for v in VIEWERS:
                now = view(t.game, v)
                assert seen_in(now) == expected_sight(t.game, v), (v, intent)
                for key, zones in t.game["zones"].items():
                    for name, ids in zones.items():
                        shown = now["zones"][key][name]
                        if isinstance(shown, dict):
                            assert shown["count"] == len(ids)
                            assert all(str(x[1] if isinstance(x, list) else x) in now["cards"] for x in shown["known"])
                json.dumps(now)
                followed[v] = apply_patch(followed[v], patch(followed[v], now))
    if watch:
        for v in VIEWERS:
            assert followed[v] == view(t.game, v)
    return prints, refusals, kinds


def test_a_thousand_random_intents_twice_give_the_same_fingerprints():
    a = play(11, 1000)
    b = play(11, 1000)
    assert a == b
    prints, refusals, kinds = a
    assert 100 < refusals < 900 and len(set(kinds)) > 25       # the walk really went places
    assert play(12, 200)[0] != prints[:200]


def test_every_viewer_sees_what_the_rules_allow_after_every_action_and_patches_follow():
    play(5, 400, watch=True)


def test_a_hand_is_absent_not_masked():
    t = table(2)
    v = view(t.game, 1)
    hand = t.game["zones"]["0"]["hand"]
    text = json.dumps(v)
    assert v["zones"]["0"]["hand"] == {"count": 7, "known": []}
    assert all(str(cid) not in v["cards"] for cid in hand)
    names = [t.game["cards"][str(cid)]["name"] for cid in t.game["zones"]["0"]["library"]]
    assert "Lightning Bolt" in names and "Lightning Bolt" not in text     # burn's cards are seat 0's only


@pytest.mark.parametrize("seed", range(30, 36))
def test_every_dealt_card_stays_in_exactly_one_place_over_many_seeds(seed):
    """Conservation: whatever is moved, shuffled, mulliganed or undone, each dealt card is in one zone, once."""
    t = table(3, seed=seed, keep=False)
    dealt = dealt_cards(t.game)
    r = random.Random(seed)
    for step in range(150):
        seat, intent = random_intent(r, t.game)
        t.intent(seat, intent)
        if step % 37 == 36:
            t.undo(seat, 2)
        assert model_problem(t.game) is None
        assert dealt_cards(t.game) == dealt
