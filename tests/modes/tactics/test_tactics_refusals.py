"""Every refusal of the referee's ``can_*`` in words, each changing nothing; dice that repeat by seed."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pycore.modes.tactics.referee import BLIGHT, COLS, COMMITTED

from .helpers import activate, mission, referee, rows, state


def board():
    """Aldo (0) at (3, 8) acting, Wren (1) at (5, 8) for seat 2, a hulk (2) at (0, 0), a shard (3) at (3, 4)."""
    tiles = rows(**{"*": [(2, 8), (1, 1)]}, C=[(4, 7)])
    tiles[9] = "~" + tiles[9][1:]
    heights = ["00000000"] * 10
    heights[6] = "00000033"
    ref = referee(mission(rows(M=[(3, 8), (5, 8)], s=[(3, 4)], h=[(0, 0)]), tiles=tiles, heights=heights), seats=2)
    activate(ref, 0)
    return ref


CASES = [
    ("can_move", (1, 0, 3, 7), "Brother Aldo answers to seat 1, not to you."),
    ("can_move", (0, 1, 5, 7), "It is Brother Aldo's turn, not Sister Wren's."),
    ("can_move", (0, 9, 3, 7), "There is no unit 9."),
    ("can_move", (0, 0, 9, 7), "There is no tile (9, 7) on the floor."),
    ("can_move", (0, 0, 3, 8), "Brother Aldo is already there."),
    ("can_move", (0, 0, 5, 8), "That tile is taken by Sister Wren."),
    ("can_move", (0, 0, 2, 8), "Blight crystal covers that tile: burn it first."),
    ("can_move", (0, 0, 3, 0), "That walk costs 10 (4 AP); Brother Aldo has 2 AP left."),
    ("can_move", (0, 0, "3", 7), "There is no tile ('3', 7) on the floor."),
    ("can_attack", (0, 0, 1), "Sister Wren is on your side."),
    ("can_attack", (0, 0, 2), "Hulk 1 is out of reach: 8.6 tiles away, reach 5."),
    ("can_attack", (0, 0, 7), "There is no unit 7 to shoot."),
    ("can_overwatch", (0, 0, 4), "Overwatch faces north, east, south or west (0 to 3), not 4."),
    ("can_overwatch", (0, 0, None), "Overwatch faces north, east, south or west (0 to 3), not None."),
    ("can_garden", (0, 0, "dig", 3, 7), "The garden is sown, burnt or flooded, not 'dig'."),
    ("can_garden", (0, 0, "sow", 3, 5, "creepvine"), "That tile is out of Brother Aldo's reach: work a tile beside them."),
    ("can_garden", (0, 0, "sow", 3, 7, "oak"), "Sow creepvine, lightwood, thornbed or bloomstalk, not 'oak'."),
    ("can_garden", (0, 0, "sow", 2, 8, "creepvine"), "Nothing grows through blight crystal."),
    ("can_garden", (0, 0, "sow", 4, 7, "creepvine"), "Creepvine already grows there."),
    ("can_garden", (0, 0, "burn", 3, 7), "There is nothing there to burn."),
    ("can_garden", (0, 0, "flood", 2, 8), "Blight crystal does not drown: burn it."),
    ("can_garden", (0, 0, "sow", 9, 9, "creepvine"), "There is no tile (9, 9) on the floor."),
    ("can_undo", (0,), "Nothing to undo: Brother Aldo has not moved this turn."),
    ("can_undo", (1,), "Brother Aldo answers to seat 1, not to you."),
    ("can_end_turn", (1,), "Brother Aldo answers to seat 1, not to you."),
    ("can_start_mission", (0, 0), "A mission is under way: finish it first."),
]


@pytest.mark.parametrize("name, args, reason", CASES, ids=[f"{c[0]}:{c[2][:30]}" for c in CASES])
def test_every_refusal_says_why_and_the_doing_call_changes_nothing(name, args, reason):
    ref = board()
    assert getattr(ref, name)(*args) == (False, reason)
    doing = {"can_move": "move", "can_attack": "attack", "can_overwatch": "overwatch", "can_garden": "garden",
             "can_undo": "undo", "can_end_turn": "end_turn", "can_start_mission": "start_mission"}[name]
    before = state(ref)
    events = getattr(ref, doing)(*args)
    assert len(events) == 1 and events[0]["kind"] == "refused" and events[0]["reason"] == reason
    assert state(ref) == before


def test_the_refusals_that_need_a_moment_of_their_own():
    ref = board()
    ref.units[1].alive = False
    assert ref.can_move(0, 1, 5, 7) == (False, "Sister Wren has fallen.")
    ref = board()
    ref.units[3].alive = False
    assert ref.can_attack(0, 0, 3) == (False, "Shard 1 has already fallen.")
    ref = board()
    ref.garden(0, 0, "burn", 2, 8)
    assert ref.can_garden(0, 0, "burn", 2, 8) == (False, "That tile is already burning.")
    assert ref.can_garden(0, 0, "sow", 2, 8, "creepvine") == (False, "That tile is burning.")
    ref.garden(0, 0, "flood", 2, 9)
    assert ref.can_undo(0) == (False, COMMITTED)
    assert ref.can_garden(0, 0, "flood", 2, 9) == (False, "Brother Aldo has no AP left.")
    activate(ref, 0)
    assert ref.can_garden(0, 0, "flood", 2, 9) == (False, "That tile is already flooded.")
    assert ref.can_garden(0, 0, "sow", 2, 9, "thornbed") == (False, "Seeds wash away on a flooded tile.")
    assert ref.can_garden(0, 0, "burn", 2, 9) == (False, "A flooded tile will not burn.")
    assert ref.can_move(0, 0, 3, 7) == (True, "")
    activate(ref, 0, ap=0)
    assert ref.can_move(0, 0, 3, 7) == (False, "Brother Aldo has no AP left.")
    assert ref.can_attack(0, 0, 3) == (False, "Brother Aldo has no AP left.")
    assert ref.can_overwatch(0, 0, 1) == (False, "Brother Aldo has no AP left.")


def test_a_shot_through_a_heave_is_refused_in_words():
    ref = board()
    ref.units[0].x, ref.units[0].y = 7, 8                # behind the heave of height 3 at (6..7, 6)
    ref.units[3].x, ref.units[3].y = 7, 4
    assert ref.can_attack(0, 0, 3) == (False, "Brother Aldo cannot see Shard 1: something blocks the line.")


def test_no_unit_acts_outside_a_mission_and_the_over_campaign_starts_nothing():
    ref = referee(mission(rows(M=[(3, 8)], h=[(7, 0)])), start=False)
    assert ref.can_move(0, 0, 3, 7) == (False, "No unit is acting now: this is the briefing.")
    assert ref.can_undo(0) == (False, "No unit is acting now: this is the briefing.")
    assert ref.can_start_mission(3, 0) == (False, "There is no seat 3 at this table.")
    assert ref.can_start_mission(0, 0) == (True, "")
    ref.vigil_out()
    assert ref.can_start_mission(0, 0) == (False, "The campaign is over.")


def test_abilities_list_each_action_legal_or_not_and_why():
    ref = board()
    abilities = {a["name"]: a for a in ref.abilities(0)}
    assert list(abilities) == ["move", "attack", "overwatch", "sow", "burn", "flood", "hold", "end_turn"]
    assert abilities["move"]["ok"] and abilities["attack"]["ok"] and abilities["sow"]["ok"]
    assert abilities["burn"]["ok"]                       # the crystal beside him burns
    waiting = {a["name"]: a for a in ref.abilities(1)}
    assert not waiting["move"]["ok"] and waiting["move"]["reason"] == "It is Brother Aldo's turn, not Sister Wren's."


def _shots(seed: int, count: int = 12) -> list:
    ref = board()
    ref.set_seed(seed)
    ref.units[3].hp = ref.units[3].max_hp = 999
    out = []
    for _ in range(count):
        activate(ref, 0)
        out.append([(e["hit"], e["roll"], e.get("damage"), e.get("crit")) for e in ref.attack(0, 0, 3)
                    if e["kind"] == "shot"])
    return out


def test_dice_repeat_exactly_by_seed_and_differ_by_seed():
    assert _shots(5) == _shots(5)
    assert _shots(5) != _shots(6)
    assert all(len(shot) == 1 for shot in _shots(5))
    rolls = [r[0][1] for r in _shots(11, 40)]
    assert all(0 <= r < 100 for r in rolls) and len(set(rolls)) > 10


def test_a_hit_lands_exactly_when_the_roll_is_under_the_chance():
    ref = board()
    ref.units[3].hp = ref.units[3].max_hp = 999
    for seed in range(30):
        ref.set_seed(seed)
        activate(ref, 0)
        chance = ref.hit_chance(0, 3)["chance"]
        shot = next(e for e in ref.attack(0, 0, 3) if e["kind"] == "shot")
        assert shot["chance"] == chance and shot["hit"] == (shot["roll"] < chance)


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(["move", "attack", "overwatch", "garden", "hold", "undo", "end_turn", "select",
                        "start_mission", "set_seed", "perform"]),
       st.lists(st.one_of(st.none(), st.booleans(), st.integers(-3, 12), st.text(max_size=4),
                          st.lists(st.integers(), max_size=2), st.dictionaries(st.text(max_size=3), st.integers(),
                                                                               max_size=2)), max_size=6))
def test_any_call_with_any_arguments_is_applied_or_refused_and_a_refusal_changes_nothing(name, args):
    ref = board()
    before = state(ref)
    try:
        events = getattr(ref, name)(*args)
    except TypeError as e:                                # a wrong count of arguments is Python's refusal
        assert "argument" in str(e)
        assert state(ref) == before
        return
    assert isinstance(events, list) and all(isinstance(e, dict) and "kind" in e for e in events)
    if events and events[0]["kind"] == "refused":
        assert len(events) == 1 and events[0]["reason"]
        assert state(ref) == before


def test_the_remaining_refusals_of_the_surface():
    walled = rows(**{"*": [(6, 0), (7, 1)]})
    ref = referee(mission(rows(M=[(3, 8)], s=[(3, 4)]), tiles=walled))
    activate(ref, 0)
    assert ref.can_move(0, 0, 7, 0) == (False, "No way leads there.")          # crystal walls the corner in
    assert ref.path_to(0, 7, 0) == {"ok": False, "reason": "No way leads there."}
    assert ref.select(0, 9) == [{"kind": "refused", "seat": 0, "reason": "There is no standing unit 9."}]
    assert ref.select(5, 0)[0]["reason"] == "There is no seat 5 at this table."
    assert ref.set_seed("x")[0]["reason"] == "A seed is a whole number, not 'x'."
    assert ref.ai_step()[0]["reason"] == "It is Brother Aldo's turn, and seat 1 plays it."
    assert ref.perform(0, {"do": "fly"})[0]["reason"].startswith("There is no action 'fly'")
    assert ref.perform(0, "move")[0]["reason"] == "An action is a table with a 'do' name, not 'move'."
    ref.units[1].alive = False
    assert ref.hit_chance(0, 1)["reason"] == "Both units must be standing."
    ref.units[1].alive = True
    assert ref.hit_chance(0, 0)["reason"] == "They are on the same side."
    bare = referee(mission(rows(M=[(3, 8)], s=[(3, 4)])), tiers=["regular"])
    bare.decide = None
    activate(bare, 1)
    assert bare.ai_step()[0]["reason"] == "This referee has no AI to ask."
