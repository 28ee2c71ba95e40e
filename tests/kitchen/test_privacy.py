"""What a seat may know: a card is not followed by its id through a hidden zone, a shuffle or a face-down turn."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from pycore.kitchen.game import new_game
from pycore.kitchen.rules import apply
from pycore.kitchen.view import hidden_names, view

from .helpers import DATA, config, ids, table


def names_seen(v: dict) -> dict:
    """Return id -> name of every card a view shows face up."""
    return {int(k): c["name"] for k, c in v["cards"].items() if "name" in c}


def test_a_card_seen_in_the_graveyard_is_not_followed_through_a_shuffle_to_a_face_down_card():
    """The issue's table: seat 0 mills 25, shuffles its graveyard into its library and manifests 5."""
    t = table(2)
    assert t.intent(0, {"kind": "mill", "n": 25})[0]["kind"] == "mill"
    saw = names_seen(t.view(1))
    grave = ids(t, 0, "graveyard")
    assert all(cid in saw for cid in grave)
    assert t.intent(0, {"kind": "move", "cards": grave, "to": "library", "place": "shuffle"})[0]["kind"] == "move"
    assert t.intent(0, {"kind": "manifest", "n": 5})[0]["kind"] == "manifest"
    v = t.view(1)
    down = [int(k) for k, c in v["cards"].items() if c["face_down"]]
    assert len(down) == 5 and not set(down) & set(saw)
    assert not set(int(k) for k in v["cards"]) - set(saw) & set(grave)


def test_ids_are_dealt_in_an_order_drawn_from_the_deal_not_the_decklist():
    """Burn's first cards are not 1 to 4, its Mountains not a run of ids; another seed deals other ids."""
    g = new_game(config(2), DATA)
    bolts = sorted(c["id"] for c in g["cards"].values() if c["name"] == "Lightning Bolt" and c["owner"] == 0)
    mountains = sorted(c["id"] for c in g["cards"].values() if c["name"] == "Mountain" and c["owner"] == 0)
    assert len(bolts) == 4 and bolts != [1, 2, 3, 4]
    assert mountains != list(range(mountains[0], mountains[0] + len(mountains)))
    other = new_game(config(2, seed=8), DATA)
    assert sorted(c["id"] for c in other["cards"].values() if c["name"] == "Lightning Bolt" and c["owner"] == 0) != bolts


def test_a_library_card_is_named_only_once_its_mover_has_seen_it():
    """Online a seat cannot take a card out of its library by id without looking or searching."""
    t = table(2, mode="online")
    lib = ids(t, 0, "library")
    out = t.intent(0, {"kind": "move", "cards": [lib[3]], "to": "hand"})
    assert out[0]["kind"] == "refused" and "have not seen" in out[0]["reason"]
    assert t.intent(0, {"kind": "reveal", "cards": [lib[3]], "to": []})[0]["kind"] == "refused"
    assert t.intent(0, {"kind": "look", "n": 1})[0]["kind"] == "look"
    assert t.intent(0, {"kind": "move", "cards": [lib[0]], "to": "hand"})[0]["kind"] == "move"
    assert t.intent(0, {"kind": "search"})[0]["kind"] == "search"
    assert t.intent(0, {"kind": "move", "cards": [lib[3]], "to": "hand"})[0]["kind"] == "move"


def test_an_ability_of_a_face_down_card_does_not_name_it():
    t = table(2)
    card = ids(t, 0, "hand")[0]
    name = t.game["cards"][str(card)]["name"]
    assert t.intent(0, {"kind": "move", "cards": [card], "to": "battlefield", "face_down": True})[0]["kind"] == "move"
    down = ids(t, 0, "battlefield")[0]
    assert down != card                                     # turned face down out of a hand: a new id
    assert t.intent(0, {"kind": "ability", "card": down, "text": ""})[0]["kind"] == "ability"
    v = t.view(1)
    (ability,) = v["zones"]["shared"]["stack"]
    assert v["cards"][str(ability)]["name"] != name and name not in str(v["cards"][str(ability)])


# --- the property: the viewer's view is the same whichever order the hidden cards hold ----------------

_OPS = st.one_of(
    st.tuples(st.just("shuffle")),
    st.tuples(st.just("grave_in"), st.integers(0, 30), st.sampled_from(("top", "bottom", "random", "shuffle"))),
    st.tuples(st.just("draw"), st.integers(1, 3)),
    st.tuples(st.just("manifest"), st.integers(1, 3)),
    st.tuples(st.just("hand_down"), st.integers(0, 9), st.sampled_from(("battlefield", "exile"))),
    st.tuples(st.just("hand_in"), st.integers(0, 9), st.sampled_from(("top", "bottom", "random", "shuffle"))),
    st.tuples(st.just("mulligan_like"), st.integers(0, 9)),
)


def _event(game: dict, op: tuple, seed: int) -> "dict | None":
    mine = game["zones"]["0"]
    e: dict = {"seq": game["seq"] + 1, "by": 0}
    kind = op[0]
    if kind == "shuffle":
        e.update(kind="shuffle", seed=seed)
    elif kind == "grave_in":
        if not mine["graveyard"]:
            return None
        e.update(kind="move", cards=[mine["graveyard"][op[1] % len(mine["graveyard"])]], to="library", place=op[2])
    elif kind in ("draw", "manifest"):
        e.update(kind=kind, n=op[1])
    elif kind in ("hand_down", "hand_in", "mulligan_like"):
        if not mine["hand"]:
            return None
        cid = mine["hand"][op[1] % len(mine["hand"])]
        if kind == "hand_down":
            e.update(kind="move", cards=[cid], to=op[2], face_down=True)
        elif kind == "hand_in":
            e.update(kind="move", cards=[cid], to="library", place=op[2])
        else:
            e.update(kind="move", cards=list(mine["hand"]), to="library", place="shuffle")
    if e.get("place") in ("random", "shuffle"):
        e["seed"] = seed
    return e


def _trace(ops: list, seeds: list) -> tuple:
    g = table(2).game
    g = apply(g, {"kind": "mill", "n": 25, "seq": g["seq"] + 1, "by": 0})     # seat 1 sees 25 cards by their ids
    views = [view(g, 1)]
    for op, seed in zip(ops, seeds):
        e = _event(g, op, seed)
        if e is not None:
            g = apply(g, e)
        views.append(view(g, 1))
    return g, views


@settings(max_examples=60, deadline=None)
@given(st.lists(_OPS, min_size=1, max_size=12), st.lists(st.integers(0, (1 << 64) - 1), min_size=12, max_size=12),
       st.lists(st.integers(0, (1 << 64) - 1), min_size=12, max_size=12))
def test_a_viewer_cannot_tell_which_hidden_card_a_card_it_saw_became(ops, seeds_a, seeds_b):
    """Two tables that differ only in how their hidden moves fell (other shuffles, other random places) look the
    same to the other seat at every step: its view is the same whichever order the hidden cards hold."""
    game_a, views_a = _trace(ops, seeds_a)
    game_b, views_b = _trace(ops, seeds_b)
    assert views_a == views_b
    hidden = hidden_names(game_a, 1)                        # and permuting the hidden cards' names changes nothing
    names = [game_a["cards"][str(cid)]["name"] for cid in hidden]
    for cid, name in zip(hidden, names[1:] + names[:1]):
        game_a["cards"][str(cid)]["name"] = name
    assert view(game_a, 1) == views_a[-1]
