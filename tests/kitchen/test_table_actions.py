"""The table actions players of other card tables reach for: exile the top N, draw from the bottom, reveal the top N,
reveal until (cascade), a random card from a hand, each opponent loses N, resolve the top of the stack, schemes."""

from __future__ import annotations

from pycore.kitchen.game import facts

from .helpers import BURN, STOMPY, ids, snapshot, table


TABLE_ACTIONS = ("take", "reveal_top", "reveal_until", "random_hand", "each_opponent", "resolve", "scheme",
                 "player_counter", "day_night", "blessing", "dungeon", "extra_turn", "step", "priority", "control")
COVERED: list = []


def act(t, seat, intent, ok=True):
    COVERED.append(intent["kind"])
    before = snapshot(t)
    out = t.intent(seat, intent)
    if ok:
        assert out[0]["kind"] == intent["kind"], out
    else:
        assert out[0]["kind"] == "refused" and snapshot(t) == before, out
    return out[0]


def names(t, cids):
    return [t.game["cards"][str(c)]["name"] for c in cids]


def test_exile_the_top_n_face_up_or_down():
    t = table()
    top = names(t, ids(t, 0, "library")[:3])
    act(t, 0, {"kind": "take", "n": 3, "end": "top", "to": "exile"})
    assert names(t, ids(t, 0, "exile")) == list(reversed(top)) and len(ids(t, 0, "library")) == 53 - 3
    act(t, 0, {"kind": "take", "n": 1, "end": "top", "to": "exile", "face_down": True})
    down = t.game["cards"][str(ids(t, 0, "exile")[0])]
    assert down["face_down"] and down["seen_by"] == [0] and "name" not in t.view(1)["cards"][str(down["id"])]


def test_draw_and_put_from_the_bottom():
    t = table()
    bottom = names(t, ids(t, 0, "library")[-2:])
    act(t, 0, {"kind": "take", "n": 1, "end": "bottom", "to": "hand"})
    assert names(t, ids(t, 0, "hand")[-1:]) == bottom[-1:] and len(ids(t, 0, "hand")) == 8
    act(t, 0, {"kind": "take", "n": 1, "end": "bottom", "to": "battlefield"})
    assert names(t, ids(t, 0, "battlefield")) == bottom[:1]
    top = names(t, ids(t, 0, "library")[:1])
    act(t, 0, {"kind": "take", "n": 1, "end": "top", "to": "library"})            # the top card to the bottom
    assert names(t, ids(t, 0, "library")[-1:]) == top


def test_reveal_the_top_n_to_everyone_or_some():
    t = table(3)
    lib = ids(t, 0, "library")
    act(t, 0, {"kind": "reveal_top", "n": 2, "to": [1]})
    assert all(str(c) in t.view(1)["cards"] for c in lib[:2]) and not any(str(c) in t.view(2)["cards"] for c in lib[:2])
    act(t, 0, {"kind": "reveal_top", "n": 3, "to": []})
    assert all(str(c) in t.view(2)["cards"] for c in lib[:3]) and str(lib[3]) not in t.view(2)["cards"]
    act(t, 0, {"kind": "reveal_top", "n": 1, "to": [7]}, ok=False)


def test_reveal_until_stops_at_the_first_card_of_the_type_below_the_mana_value():
    """Cascade 3: reveal until a nonland card of mana value below 3; everything revealed is seen by everyone."""
    t = table()
    lib = ids(t, 0, "library")
    act(t, 0, {"kind": "reveal_until", "type": "Creature", "below": 2})
    seen = [c for c in lib if 1 in t.game["cards"][str(c)]["seen_by"]]
    assert seen == lib[: len(seen)] and seen
    last = t.game["cards"][str(seen[-1])]
    assert "Creature" in facts(t.game, last)["type"] and facts(t.game, last)["mv"] < 2
    assert not any("Creature" in facts(t.game, t.game["cards"][str(c)])["type"] and
                   facts(t.game, t.game["cards"][str(c)])["mv"] < 2 for c in seen[:-1])


def test_a_random_card_from_a_hand_comes_from_the_host_s_stream():
    t = table()
    e = act(t, 1, {"kind": "random_hand", "do": "discard", "seat": 0})
    assert "seed" in e and len(ids(t, 0, "hand")) == 6 and len(ids(t, 0, "graveyard")) == 1
    e = act(t, 0, {"kind": "random_hand", "do": "reveal"})
    shown = [c for c in ids(t, 0, "hand") if str(c) in t.view(1)["cards"]]
    assert len(shown) == 1
    picks = set()
    for seed in range(1, 12):       # other seeds pick other cards: the stream decides
        other = table(seed=seed)
        other.intent(0, {"kind": "random_hand", "do": "discard"})
        picks.add(other.game["cards"][str(ids(other, 0, "graveyard")[0])]["name"])
    assert len(picks) > 1


def test_each_opponent_loses_n_once_per_shared_life():
    t = table(4)
    act(t, 0, {"kind": "each_opponent", "delta": -2})
    assert [p["life"] for p in t.game["players"]] == [20, 18, 18, 18]
    giant = table(4, variant="two_headed_giant")
    act(giant, 0, {"kind": "each_opponent", "delta": -3})
    assert [tm["life"] for tm in giant.game["teams"]] == [30, 27]


def test_resolve_the_top_of_the_stack():
    t = table()
    hand = ids(t, 0, "hand")
    kinds = {c: facts(t.game, t.game["cards"][str(c)])["type"] for c in hand}
    spell = next((c for c in hand if "Instant" in kinds[c] or "Sorcery" in kinds[c]), None)
    creature = next((c for c in hand if "Creature" in kinds[c]), None)
    act(t, 0, {"kind": "resolve"}, ok=False)                                   # nothing on the stack
    for cid, where in ((spell, "graveyard"), (creature, "battlefield")):
        if cid is None:
            continue
        act(t, 0, {"kind": "move", "cards": [cid], "to": "stack"})
        act(t, 1, {"kind": "resolve"}, ok=False)                               # not theirs
        act(t, 0, {"kind": "resolve"})
        assert t.game["cards"][str(cid)]["zone"] == where
    assert spell or creature


def test_schemes_are_set_in_motion_and_abandoned():
    t = table(3, variant="archenemy", players=[{"deck": BURN + "Schemes\n2 Mountain\n"}, {"deck": STOMPY},
                                                 {"deck": STOMPY}])
    act(t, 0, {"kind": "scheme", "do": "motion"})
    (ongoing,) = ids(t, 0, "ongoing")
    assert len(ids(t, 0, "schemes")) == 1 and str(ongoing) in t.view(1)["cards"]
    act(t, 1, {"kind": "scheme", "do": "abandon", "card": ongoing}, ok=False)
    act(t, 0, {"kind": "scheme", "do": "abandon", "card": ongoing})
    assert ids(t, 0, "ongoing") == [] and len(ids(t, 0, "schemes")) == 2
    act(t, 0, {"kind": "scheme", "do": "motion"})
    act(t, 0, {"kind": "scheme", "do": "motion"})
    act(t, 0, {"kind": "scheme", "do": "motion"}, ok=False)                    # the deck is empty


def test_player_counters_energy_experience_storm():
    t = table()
    act(t, 0, {"kind": "player_counter", "seat": 0, "name": "energy", "delta": 3})
    act(t, 1, {"kind": "player_counter", "seat": 0, "name": "experience", "delta": 1})
    act(t, 0, {"kind": "player_counter", "seat": 0, "name": "energy", "delta": -4}, ok=False)   # never below 0
    act(t, 0, {"kind": "player_counter", "seat": 0, "name": "energy", "delta": -3})
    assert t.game["players"][0]["counters"] == {"experience": 1}
    assert t.view(1)["players"][0]["counters"] == {"experience": 1}                               # public


def test_day_night_the_city_s_blessing_and_a_dungeon():
    t = table()
    act(t, 1, {"kind": "day_night", "to": "day"})
    act(t, 0, {"kind": "day_night", "to": "night"})
    act(t, 0, {"kind": "blessing", "seat": 0, "on": True})
    act(t, 0, {"kind": "dungeon", "seat": 0, "name": "Tomb of Annihilation", "room": 2})
    v = t.view(1)
    assert v["turn"]["day_night"] == "night" and v["players"][0]["blessing"]
    assert v["players"][0]["dungeon"] == {"name": "Tomb of Annihilation", "room": 2}
    act(t, 0, {"kind": "dungeon", "seat": 0, "name": "", "room": 3})
    assert t.game["players"][0]["dungeon"] == {"name": "", "room": 0}


def test_extra_turns_come_next_and_turn_order_resumes():
    """Seat 0 of three takes an extra turn after its own: 0, 0, 1, 2, 0; seat 2 given one on seat 1's turn: 1, 2, 2."""
    t = table(3)
    act(t, 0, {"kind": "extra_turn"})
    order = []
    for _ in range(4):
        act(t, t.game["turn"]["active"], {"kind": "pass"})
        order.append(t.game["turn"]["active"])
    assert order == [0, 1, 2, 0] and t.game["turn"]["round"] == 2
    act(t, 0, {"kind": "pass"})
    act(t, 1, {"kind": "extra_turn", "seat": 2})
    act(t, 1, {"kind": "pass"})
    act(t, 2, {"kind": "pass"})
    act(t, 2, {"kind": "pass"})
    assert t.game["turn"]["active"] == 0 and t.game["turn"]["round"] == 3


def test_the_step_indicator_and_priority_signals():
    t = table()
    act(t, 0, {"kind": "step", "step": "attackers"})
    act(t, 1, {"kind": "step", "step": "main2"}, ok=False)                   # the active player's own turn
    act(t, 0, {"kind": "priority", "seat": 1})
    assert t.view(1)["turn"]["step"] == "attackers" and t.view(1)["turn"]["priority"] == 1
    act(t, 1, {"kind": "priority", "seat": 0})
    act(t, 0, {"kind": "pass"})
    assert t.game["turn"]["step"] == "untap" and t.game["turn"]["priority"] == -1


def test_take_or_give_control_until_end_of_turn():
    t = table()
    hand = ids(t, 1, "hand")
    creature = next(c for c in hand if "Creature" in facts(t.game, t.game["cards"][str(c)])["type"])
    act(t, 0, {"kind": "pass"})
    act(t, 1, {"kind": "move", "cards": [creature], "to": "battlefield"})
    act(t, 1, {"kind": "pass"})
    act(t, 0, {"kind": "counter", "card": creature, "name": "+1/+1", "delta": 1}, ok=False)
    act(t, 0, {"kind": "control", "card": creature, "seat": 0, "eot": True})          # Threaten: take it
    c = t.game["cards"][str(creature)]
    assert c["controller"] == 0 and creature in ids(t, 0, "battlefield")
    act(t, 0, {"kind": "tap", "cards": [creature], "on": True})
    act(t, 0, {"kind": "pass"})
    assert t.game["cards"][str(creature)]["controller"] == 1 and creature in ids(t, 1, "battlefield")
    act(t, 1, {"kind": "control", "card": creature, "seat": 0, "eot": False})         # given for good
    act(t, 1, {"kind": "pass"})
    assert t.game["cards"][str(creature)]["controller"] == 0


def test_the_planar_die_costs_one_more_each_roll_of_a_turn():
    t = table()
    for cost in range(3):
        assert t.game["turn"]["planar_rolls"] == cost
        act(t, 0, {"kind": "planar_die"})
    act(t, 0, {"kind": "pass"})
    assert t.game["turn"]["planar_rolls"] == 0


def test_every_table_action_is_exercised_here():
    """Every action named in TABLE_ACTIONS is used by a test above (test_actions covers the rest).

    The tests above are run again here, so the answer does not hang on which of pytest-xdist's
    workers ran them before this one (under ``-n 2`` a file's tests can be split between two).
    """
    COVERED.clear()
    for name, test in list(globals().items()):
        if name.startswith("test_") and name != "test_every_table_action_is_exercised_here" and callable(test):
            test()
    assert sorted(set(TABLE_ACTIONS) - set(COVERED)) == []
