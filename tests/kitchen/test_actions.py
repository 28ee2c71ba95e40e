"""Every action at the kitchen table: the game before, the event the host resolved, the game after; permissions; the move rules."""

from __future__ import annotations

from pycore.kitchen import catalogue
from pycore.kitchen.game import fingerprint
from pycore.kitchen.rules import ROWS, SLOT

from .helpers import ids, snapshot, table
from .test_table_actions import TABLE_ACTIONS

COVERED: list = []


def act(t, seat, intent, ok=True):
    """Run ``intent``; on ``ok`` assert it became its event, else that it was refused and changed nothing."""
    before = snapshot(t)
    out = t.intent(seat, intent)
    COVERED.append(intent["kind"])
    if ok:
        assert out[0]["kind"] == intent["kind"], out
        assert out[0]["seq"] == t.game["seq"] and out[0]["by"] == seat
    else:
        assert out[0]["kind"] == "refused" and out[0]["reason"].endswith("."), out
        assert snapshot(t) == before
    return out[0]


def on_field(t, seat=0, n=1):
    """Put the first ``n`` cards of ``seat``'s hand onto the battlefield; return their ids."""
    cards = ids(t, seat, "hand")[:n]
    act(t, seat, {"kind": "move", "cards": cards, "to": "battlefield"})
    return cards


def c(t, cid):
    return t.game["cards"][str(cid)]


def test_move_hand_to_battlefield_takes_the_first_free_slot_of_its_row():
    t = table()
    a, b = on_field(t, 0, 2)
    for cid in (a, b):
        card = c(t, cid)
        assert card["zone"] == "battlefield" and card["controller"] == 0 and card["arrived"] == t.game["turn"]["round"]
        assert card["y"] in ROWS.values() and card["x"] % SLOT == SLOT // 2
    same_row = [cid for cid in (a, b) if c(t, cid)["y"] == c(t, a)["y"]]
    assert len({c(t, cid)["x"] for cid in same_row}) == len(same_row)     # no two in one slot
    assert a not in ids(t, 0, "hand") and a in ids(t, 0, "battlefield")


def newest(t):
    """Return the id the table gave last (a card entering a hidden zone takes a new one)."""
    return t.game["next_id"] - 1


def test_move_places_top_bottom_index_from_top_random_shuffle():
    t = table()
    hand = ids(t, 0, "hand")
    names = [c(t, cid)["name"] for cid in hand]
    act(t, 0, {"kind": "move", "cards": [hand[0]], "to": "library", "place": "top"})
    assert ids(t, 0, "library")[0] == newest(t) and c(t, newest(t))["name"] == names[0]
    assert str(hand[0]) not in t.game["cards"]           # in the library under a new id
    act(t, 0, {"kind": "move", "cards": [hand[1]], "to": "library", "place": "bottom"})
    assert ids(t, 0, "library")[-1] == newest(t) and c(t, newest(t))["name"] == names[1]
    act(t, 0, {"kind": "move", "cards": [hand[2]], "to": "library", "place": "index", "n": 5})
    assert ids(t, 0, "library")[5] == newest(t)
    act(t, 0, {"kind": "move", "cards": [hand[3]], "to": "library", "place": "from_top", "n": 3})
    assert ids(t, 0, "library")[2] == newest(t)
    e = act(t, 0, {"kind": "move", "cards": [hand[4]], "to": "library", "place": "random"})
    assert "seed" in e and newest(t) in ids(t, 0, "library")
    lib = [c(t, cid)["name"] for cid in ids(t, 0, "library")]
    e = act(t, 0, {"kind": "move", "cards": [hand[5]], "to": "library", "place": "shuffle"})
    after = [c(t, cid)["name"] for cid in ids(t, 0, "library")]
    assert "seed" in e and sorted(after) == sorted(lib + [names[5]]) and after != lib + [names[5]]
    assert ids(t, 0, "library") == list(range(newest(t) - len(after) + 1, newest(t) + 1))   # shuffled: all new ids


def test_leaving_the_battlefield_loses_everything_and_sets_attachments_loose():
    t = table()
    a, b = on_field(t, 0, 2)
    act(t, 0, {"kind": "tap", "cards": [a], "on": True})
    act(t, 0, {"kind": "counter", "card": a, "name": "+1/+1", "delta": 2})
    act(t, 0, {"kind": "label", "card": a, "labels": ["attacking"]})
    act(t, 0, {"kind": "pt", "card": a, "row": "eot", "power": 3, "toughness": 3})
    act(t, 0, {"kind": "attach", "card": b, "to": a})
    act(t, 0, {"kind": "arrow", "card": a, "to_seat": 1})
    act(t, 0, {"kind": "move", "cards": [a], "to": "graveyard"})
    card = c(t, a)
    assert card["zone"] == "graveyard" and not card["tapped"] and card["counters"] == {} and card["labels"] == []
    assert card["pt_eot"] == [0, 0] and t.game["arrows"] == [] and c(t, b)["attached_to"] == 0


def test_tokens_and_abilities_cease_outside_the_battlefield_and_stack():
    t = table()
    act(t, 0, {"kind": "token", "name": "Goblin", "n": 3})
    tok = ids(t, 0, "battlefield")[-1]
    assert c(t, tok)["token"] and c(t, tok)["quantity"] == 3 and t.game["book"]["Goblin"]["type"].startswith("Token")
    act(t, 0, {"kind": "quantity", "card": tok, "n": 5})
    assert c(t, tok)["quantity"] == 5
    act(t, 0, {"kind": "move", "cards": [tok], "to": "graveyard"})
    assert str(tok) not in t.game["cards"] and tok not in ids(t, 0, "graveyard")
    (a,) = on_field(t)
    act(t, 0, {"kind": "ability", "card": a, "text": "add R"})
    ab = t.game["zones"]["shared"]["stack"][0]
    assert c(t, ab)["ability"] == "add R" and c(t, ab)["copy_of"] == a
    act(t, 0, {"kind": "move", "cards": [ab], "to": "exile"})
    assert str(ab) not in t.game["cards"]
    act(t, 0, {"kind": "copy", "card": a})
    cp = ids(t, 0, "battlefield")[-1]
    assert c(t, cp)["copy_of"] == a and c(t, cp)["token"] and c(t, cp)["name"] == c(t, a)["name"]


def test_ids_are_never_reused():
    t = table()
    act(t, 0, {"kind": "token", "name": "Goblin"})
    first = ids(t, 0, "battlefield")[-1]
    act(t, 0, {"kind": "move", "cards": [first], "to": "exile"})
    act(t, 0, {"kind": "token", "name": "Goblin"})
    assert ids(t, 0, "battlefield")[-1] > first


def test_non_battlefield_zones_are_always_the_owners():
    t = table(touch_all=False)
    (a,) = on_field(t)
    act(t, 0, {"kind": "move", "cards": [a], "to": "battlefield", "seat": 1})       # hand a creature over
    assert c(t, a)["controller"] == 1 and a in ids(t, 1, "battlefield")
    act(t, 1, {"kind": "move", "cards": [a], "to": "graveyard", "seat": 1})
    assert a in ids(t, 0, "graveyard") and c(t, a)["controller"] == 0


def test_card_actions_change_exactly_their_field():
    t = table()
    a, b = on_field(t, 0, 2)
    act(t, 0, {"kind": "flip", "card": a})
    act(t, 0, {"kind": "face_down", "card": a, "on": True})
    assert c(t, a)["face_down"] and c(t, a)["seen_by"] == [0]
    act(t, 0, {"kind": "face_down", "card": a, "on": False})
    act(t, 0, {"kind": "keyword", "card": a, "name": "flying", "on": True})
    assert c(t, a)["kw_counters"] == ["flying"]
    act(t, 0, {"kind": "keyword", "card": a, "name": "flying", "on": False})
    act(t, 0, {"kind": "pt", "card": a, "row": "fixed", "power": 0, "toughness": 1})
    assert c(t, a)["pt_fixed"] == [0, 1]
    act(t, 0, {"kind": "pt", "card": a, "row": "fixed", "power": 0, "toughness": 0, "clear": True})
    assert c(t, a)["pt_fixed"] is None
    act(t, 0, {"kind": "position", "card": a, "x": 100, "y": 200, "z": 3})
    assert (c(t, a)["x"], c(t, a)["y"], c(t, a)["z"]) == (100, 200, 3)
    act(t, 0, {"kind": "highlight", "card": a, "on": True})
    act(t, 0, {"kind": "group", "card": b, "under": a})
    assert c(t, b)["grouped_under"] == a and c(t, a)["highlighted"]
    act(t, 0, {"kind": "group", "card": a, "under": b}, ok=False)                   # no loops
    act(t, 0, {"kind": "phase", "card": a, "out": True})
    act(t, 0, {"kind": "no_untap", "card": a, "on": True})
    assert c(t, a)["phased_out"] and c(t, a)["no_untap"]
    act(t, 0, {"kind": "attach", "card": a, "to": a}, ok=False)
    act(t, 0, {"kind": "counter", "card": a, "name": "+1/+1", "delta": -1}, ok=False)  # no negative counters
    act(t, 0, {"kind": "quantity", "card": a, "n": 2}, ok=False)                      # only a token is a pile


def test_library_actions():
    t = table()
    lib = ids(t, 0, "library")
    names = [c(t, cid)["name"] for cid in lib]
    act(t, 0, {"kind": "draw", "n": 2})
    assert [c(t, x)["name"] for x in ids(t, 0, "hand")[-2:]] == names[:2]
    assert ids(t, 0, "hand")[-2:] == [newest(t) - 1, newest(t)]          # a drawn card takes a new id
    act(t, 0, {"kind": "mill", "n": 2})
    assert ids(t, 0, "graveyard")[:2] == list(reversed(lib[2:4]))
    act(t, 0, {"kind": "manifest", "n": 1})
    m = c(t, newest(t))
    assert m["zone"] == "battlefield" and m["face_down"] and m["seen_by"] == [0] and m["name"] == names[4]
    act(t, 0, {"kind": "order", "top": [lib[6], lib[5]], "bottom": []}, ok=False)    # not looked at yet
    act(t, 0, {"kind": "look", "n": 3})
    assert all(c(t, x)["seen_by"] == [0] for x in lib[5:8])
    act(t, 0, {"kind": "order", "top": [lib[6], lib[5]], "bottom": [lib[7]]})       # scry 3: two on top, one below
    assert ids(t, 0, "library")[:2] == [lib[6], lib[5]] and ids(t, 0, "library")[-1] == lib[7]
    act(t, 0, {"kind": "search"})
    assert all(0 in c(t, x)["seen_by"] for x in ids(t, 0, "library"))
    e = act(t, 0, {"kind": "shuffle"})
    assert "seed" in e and all(c(t, x)["seen_by"] == [] for x in ids(t, 0, "library"))
    act(t, 0, {"kind": "top_revealed", "on": True})
    assert t.game["players"][0]["top_revealed"]
    h = ids(t, 0, "hand")[0]
    act(t, 0, {"kind": "reveal", "cards": [h], "to": [1]})
    assert c(t, h)["seen_by"] == [1]


def test_untap_all_skips_what_does_not_untap():
    t = table()
    a, b = on_field(t, 0, 2)
    act(t, 0, {"kind": "tap", "cards": [a, b], "on": True})
    act(t, 0, {"kind": "no_untap", "card": b, "on": True})
    act(t, 0, {"kind": "untap_all"})
    assert not c(t, a)["tapped"] and c(t, b)["tapped"]


def test_player_and_table_actions():
    t = table(n=3, fmt="commander")
    act(t, 1, {"kind": "life", "seat": 0, "delta": -7})
    assert t.game["players"][0]["life"] == 33
    act(t, 1, {"kind": "poison", "seat": 0, "delta": 3})
    cmd = t.game["zones"]["1"]["command"][0]
    act(t, 1, {"kind": "commander_damage", "seat": 0, "commander": cmd, "delta": 5})
    assert t.game["players"][0]["commander_damage"] == {str(cmd): 5}
    act(t, 1, {"kind": "commander_damage", "seat": 0, "commander": ids(t, 1, "hand")[0], "delta": 5}, ok=False)
    act(t, 0, {"kind": "marker", "label": "monarch", "seat": 0, "x": 10, "y": 10})
    mid = t.game["markers"][0]["id"]
    act(t, 2, {"kind": "marker_remove", "id": mid})
    assert t.game["markers"] == []
    act(t, 2, {"kind": "designation", "name": "monarch", "seat": 2})
    assert t.game["designations"]["monarch"] == 2
    e = act(t, 0, {"kind": "dice", "sides": 20, "count": 3})
    assert len(e["results"]) == 3 and all(1 <= r <= 20 for r in e["results"])
    e = act(t, 0, {"kind": "coin", "count": 2})
    assert all(r in (0, 1) for r in e["results"])
    e = act(t, 0, {"kind": "planar_die"})
    assert e["result"] in ("blank", "chaos", "planeswalk")
    act(t, 0, {"kind": "planeswalk"}, ok=False)                                      # no planar deck here
    act(t, 0, {"kind": "arrow", "card": cmd, "to_seat": 2})
    act(t, 0, {"kind": "arrow_clear"})
    assert t.game["arrows"] == []
    act(t, 2, {"kind": "chat", "text": "hello"})
    act(t, 1, {"kind": "pause", "on": True})
    act(t, 0, {"kind": "draw", "n": 1}, ok=False)                                    # paused
    act(t, 1, {"kind": "pause", "on": False})
    act(t, 2, {"kind": "absent", "seat": 2, "on": True})
    assert t.game["players"][2]["absent"]
    act(t, 1, {"kind": "eliminate", "seat": 0, "reason": "life"})
    act(t, 0, {"kind": "draw", "n": 1}, ok=False)                                    # out of the game
    act(t, 2, {"kind": "concede"})
    assert t.game["end"] == {"winners": [1], "at": t.game["seq"]}


def test_passing_the_turn_clears_until_end_of_turn_untaps_and_draws():
    t = table()
    (a,) = on_field(t)
    act(t, 0, {"kind": "tap", "cards": [a], "on": True})
    act(t, 0, {"kind": "pt", "card": a, "row": "eot", "power": 2, "toughness": 2})
    act(t, 0, {"kind": "pass"})
    assert t.game["turn"]["active"] == 1 and c(t, a)["pt_eot"] == [0, 0] and c(t, a)["tapped"]
    hand1 = len(ids(t, 1, "hand"))
    act(t, 1, {"kind": "pass"})
    assert not c(t, a)["tapped"] and len(ids(t, 0, "hand")) == 7 and hand1 == 8
    assert t.game["turn"]["round"] == 2 and t.game["turn"]["number"] == 3


def test_helpers_can_be_turned_off():
    t = table(options={"helpers": {"untap": False, "draw": False}})
    (a,) = on_field(t)
    act(t, 0, {"kind": "tap", "cards": [a], "on": True})
    act(t, 0, {"kind": "pass"})
    act(t, 1, {"kind": "pass"})
    assert c(t, a)["tapped"] and len(ids(t, 0, "hand")) == 6 and len(ids(t, 1, "hand")) == 7


def test_commander_tax_and_loyalty_on_entering():
    t = table(n=2, fmt="commander")
    cmd = t.game["zones"]["0"]["command"][0]
    act(t, 0, {"kind": "move", "cards": [cmd], "to": "stack"})
    act(t, 0, {"kind": "move", "cards": [cmd], "to": "battlefield"})
    act(t, 0, {"kind": "move", "cards": [cmd], "to": "command"})
    act(t, 0, {"kind": "move", "cards": [cmd], "to": "stack"})
    assert c(t, cmd)["tax"] == 4
    act(t, 0, {"kind": "search"})
    chandra = next(int(k) for k, x in t.game["cards"].items()
                   if x["name"] == "Chandra, Torch of Defiance" and x["owner"] == 0)
    act(t, 0, {"kind": "move", "cards": [chandra], "to": "battlefield"})
    assert c(t, chandra)["counters"] == {"loyalty": 4}


# --- permissions ---------------------------------------------------------------------------

def test_each_player_touches_only_their_own():
    t = table()
    (a,) = on_field(t, 0)
    theirs = ids(t, 1, "hand")[0]
    act(t, 1, {"kind": "tap", "cards": [a], "on": True}, ok=False)
    act(t, 1, {"kind": "move", "cards": [a], "to": "graveyard"}, ok=False)
    act(t, 0, {"kind": "move", "cards": [theirs], "to": "battlefield"}, ok=False)
    act(t, 1, {"kind": "pass"}, ok=False)                                             # only the active player
    act(t, 1, {"kind": "look", "n": 2, "seat": 0}, ok=False)
    act(t, 1, {"kind": "search", "seat": 0}, ok=False)
    act(t, 1, {"kind": "life", "seat": 0, "delta": -1})                               # anyone touches life
    act(t, 1, {"kind": "arrow", "card": a, "to_seat": 1})                             # and arrows
    act(t, 1, {"kind": "token", "name": "Beast", "seat": 0}, ok=False)


def test_everyone_touches_everything_opens_it_all():
    t = table(options={"touch_all": True})
    (a,) = on_field(t, 0)
    act(t, 1, {"kind": "tap", "cards": [a], "on": True})
    act(t, 1, {"kind": "look", "n": 2, "seat": 0})
    act(t, 1, {"kind": "pass"})


def test_a_control_change_moves_who_may_touch():
    t = table()
    (a,) = on_field(t, 0)
    act(t, 0, {"kind": "move", "cards": [a], "to": "battlefield", "seat": 1})
    act(t, 0, {"kind": "tap", "cards": [a], "on": True}, ok=False)
    act(t, 1, {"kind": "tap", "cards": [a], "on": True})


def test_every_kind_of_the_catalogue_is_exercised_here():
    """Every player action of the catalogue is used by a test of this file.

    The file's other tests are run again here, so the answer does not hang on which of pytest-xdist's
    workers ran them before this one (under ``-n 2`` a file's tests can be split between two).
    """
    COVERED.clear()
    for name, test in list(globals().items()):
        if name.startswith("test_") and name != "test_every_kind_of_the_catalogue_is_exercised_here" and callable(test):
            test()
    players = [k for k, (fields, _, _) in catalogue.KINDS.items() if fields is not None]
    missing = [k for k in players if k not in COVERED and k not in ("mulligan", "keep") and k not in TABLE_ACTIONS]
    assert not missing


def test_fingerprint_ignores_the_sequence_number_only():
    t = table()
    g = dict(t.game)
    g["seq"] = 999
    assert fingerprint(g) == fingerprint(t.game)
    g["pause"] = True
    assert fingerprint(g) != fingerprint(t.game) and len(fingerprint(g)) == 16


def test_a_face_down_card_moved_about_the_battlefield_stays_face_down():
    t = table()
    act(t, 0, {"kind": "manifest", "n": 1})
    m = ids(t, 0, "battlefield")[-1]
    act(t, 0, {"kind": "move", "cards": [m], "to": "battlefield", "x": 3000, "y": 2500})
    assert c(t, m)["face_down"] and c(t, m)["seen_by"] == [0]
    act(t, 0, {"kind": "move", "cards": [m], "to": "battlefield", "seat": 1})
    assert c(t, m)["face_down"] and c(t, m)["seen_by"] == [1]           # the new controller may look
    assert "name" not in t.view(0)["cards"][str(m)] and t.view(1)["cards"][str(m)]["name"]
    act(t, 1, {"kind": "move", "cards": [m], "to": "graveyard"})
    assert not c(t, m)["face_down"] and "name" in t.view(1)["cards"][str(m)]
