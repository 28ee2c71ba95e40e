"""The rules of Verdigris Cloister, case by case: paths, cover, flanks, heights, sight, the hit chance, overwatch, undo.

The cover and flanking values follow XCOM: Enemy Unknown (2012), which this mode takes its
shape from: half cover takes 20 from the shooter's aim and full cover 40 (UFOpaedia,
"Cover"), and a flanked target loses its cover. The rest are this mode's own tuning table.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pycore.modes.tactics import tuning
from pycore.modes.tactics.referee import BLIGHT, COMMITTED, COLS

from .helpers import activate, mission, referee, rows, state


def test_a_plain_step_costs_one_and_ap_is_the_cost_over_move_per_ap_rounded_up():
    ref = referee(mission(rows(M=[(4, 9)], h=[(0, 0)])))
    one = ref.path_to(0, 4, 8)
    assert (one["cost"], one["ap"]) == (1, 1)
    four = ref.path_to(0, 4, 5)
    assert (four["cost"], four["ap"]) == (4, 2)          # the preview's cost and AP differ
    assert four["path"] == [[4, 8], [4, 7], [4, 6], [4, 5]]


def test_growth_from_stage_two_and_water_each_add_one():
    tiles = rows(C=[(0, 8)], c=[(2, 8)])
    tiles[8] = tiles[8][:4] + "~" + tiles[8][5:]
    ref = referee(mission(rows(M=[(0, 9), (2, 9), (4, 9)], h=[(7, 0)]), tiles=tiles))
    assert ref.path_to(0, 0, 8)["cost"] == 2            # creepvine at stage 3
    assert ref.path_to(1, 2, 8)["cost"] == 1            # at stage 1 it does not slow yet
    assert ref.path_to(2, 4, 8)["cost"] == 2            # flooded
    ref.stage[2 + 8 * COLS] = 2
    ref.version += 1                     # the floor changed outside the rules
    assert ref.path_to(1, 2, 8)["cost"] == 2            # stage 2 slows


def test_climbing_costs_one_per_step_up_and_stepping_down_is_free():
    heights = ["00000000"] * 9 + ["00020000"]
    ref = referee(mission(rows(M=[(2, 9)], h=[(7, 0)]), heights=heights))
    assert ref.path_to(0, 3, 9)["cost"] == 3            # up two
    assert ref.step_cost(3 + 9 * COLS, 4 + 9 * COLS) == 1


def test_cover_is_by_side_and_by_height():
    heights = ["00000000"] * 10
    heights[5] = "00001000"                              # east of (3, 5): one step up
    ref = referee(mission(rows(M=[(3, 5)], h=[(7, 0)]), heights=heights))
    i = 3 + 5 * COLS
    assert ref.cover_against(i, 6, 5) == tuning.HALF     # shot from the east
    assert ref.cover_against(i, 0, 5) == tuning.NONE     # from the west nothing stands between
    assert ref.cover_against(i, 3, 9) == tuning.NONE     # nor from the south
    assert ref.cover_against(i, 6, 2) == tuning.HALF     # from the north-east the east side counts
    ref.height[4 + 5 * COLS] = 2
    ref.version += 1                     # the floor changed outside the rules
    assert ref.cover_against(i, 6, 5) == tuning.FULL     # two steps up is full
    assert ref.best_cover(i) == tuning.FULL


def test_growth_grows_into_cover_and_crystal_is_full_cover():
    tiles = rows(c=[(3, 4)], **{"*": [(2, 5)]})
    ref = referee(mission(rows(M=[(3, 5)], h=[(7, 0)]), tiles=tiles))
    i = 3 + 5 * COLS
    assert ref.cover_against(i, 3, 0) == tuning.NONE     # creepvine at stage 1 is no cover yet
    ref.stage[3 + 4 * COLS] = 2
    ref.version += 1                     # the floor changed outside the rules
    assert ref.cover_against(i, 3, 0) == tuning.HALF
    ref.stage[3 + 4 * COLS] = 3
    ref.version += 1                     # the floor changed outside the rules
    assert ref.cover_against(i, 3, 0) == tuning.FULL
    assert ref.cover_against(i, 0, 5) == tuning.FULL     # the crystal to the west


def _shard_and_monk(shard=(3, 3), monk=(3, 6), tiles=None, heights=None):
    return referee(mission(rows(M=[monk], s=[shard]), tiles=tiles, heights=heights))


def _item(chance: dict, ident: str) -> dict:
    return next(item for item in chance["items"] if item["id"] == ident)


def test_flanking_from_behind_adds_30_and_ignores_cover():
    tiles = rows(**{"*": [(3, 2), (4, 3), (3, 4)]})      # full cover north, east and south of the shard
    ref = _shard_and_monk(monk=(3, 0), tiles=tiles)      # the shard faces south; the monk is behind it
    c = ref.hit_chance(0, 1)
    assert _item(c, "flank") == {"id": "flank", "label": "Flanked from behind", "value": 30}
    assert _item(c, "cover")["value"] == 0


def test_flanking_from_the_side_adds_12_and_takes_cover_one_state_lower():
    tiles = rows(**{"*": [(4, 3)]})
    ref = _shard_and_monk(monk=(6, 3), tiles=tiles)
    c = ref.hit_chance(0, 1)
    assert _item(c, "flank")["value"] == 12
    assert _item(c, "cover") == {"id": "cover", "label": "Half cover", "value": -20}


def test_from_the_front_there_is_no_flank_and_full_cover_counts():
    tiles = rows(**{"*": [(3, 4)]})
    ref = _shard_and_monk(monk=(3, 6), tiles=tiles)
    c = ref.hit_chance(0, 1)
    assert _item(c, "flank")["value"] == 0 and _item(c, "cover")["value"] == -40


def test_facing_turns_when_a_unit_moves_or_shoots():
    ref = _shard_and_monk(monk=(3, 6))
    activate(ref, 0)
    ref.move(0, 0, 4, 6)
    assert ref.units[0].facing == 1                      # walked east
    ref.attack(0, 0, 1)
    assert ref.units[0].facing == 0                      # shot north-west: the longer axis is north


def test_high_ground_adds_15_and_a_tile_of_reach_and_low_ground_takes_10():
    heights = ["00000000"] * 9 + ["10000000"]
    ref = referee(mission(rows(M=[(0, 9)], s=[(0, 3)]), heights=heights))
    c = ref.hit_chance(0, 1)
    assert c["ok"], c["reason"]                          # six tiles: in reach only from above
    assert _item(c, "elevation") == {"id": "elevation", "label": "From above", "value": 15}
    ref.height[0 + 9 * COLS] = 0
    ref.version += 1                     # the floor changed outside the rules
    assert "out of reach" in ref.hit_chance(0, 1)["reason"]
    ref.units[1].y = 5
    ref.height[0 + 5 * COLS] = 1
    ref.version += 1                     # the floor changed outside the rules
    assert _item(ref.hit_chance(0, 1), "elevation")["value"] == -10


def test_lightwood_at_stage_three_blocks_sight_and_younger_does_not():
    tiles = rows(L=[(0, 7)])
    ref = referee(mission(rows(M=[(0, 9)], s=[(0, 5)]), tiles=tiles))
    assert "cannot see" in ref.hit_chance(0, 1)["reason"]
    ref.stage[0 + 7 * COLS] = 2
    ref.version += 1                     # the floor changed outside the rules
    assert ref.hit_chance(0, 1)["ok"]


def test_a_heave_higher_than_both_ends_blocks_sight_and_one_no_higher_does_not():
    heights = ["00000000"] * 10
    heights[7] = "20000000"
    ref = referee(mission(rows(M=[(0, 9)], s=[(0, 5)]), heights=heights))
    assert not ref.sees(0 + 9 * COLS, 0 + 5 * COLS)
    ref.height[0 + 9 * COLS] = 2                         # now the heave is no higher than the shooter
    ref.version += 1                     # the floor changed outside the rules
    assert ref.sees(0 + 9 * COLS, 0 + 5 * COLS)


def test_crystal_is_full_cover_but_does_not_block_the_shot():
    tiles = rows(**{"*": [(0, 6), (0, 7)]})
    ref = referee(mission(rows(M=[(0, 9)], s=[(0, 5)]), tiles=tiles))
    c = ref.hit_chance(0, 1)
    assert c["ok"] and _item(c, "cover")["value"] == -40


def test_the_sight_walk_reads_the_same_both_ways_and_crosses_the_tiles_between():
    ref = referee(mission(rows(M=[(0, 9)], s=[(7, 0)])))
    a, b = 0 + 0 * COLS, 4 + 2 * COLS
    assert ref.sight_walk(a, b) == ref.sight_walk(b, a)
    walk = [(t % COLS, t // COLS) for t in ref.sight_walk(a, b)]
    assert walk[0] in ((1, 0), (1, 1)) and walk[-1] in ((3, 2), (3, 1)) and (2, 1) in walk
    assert ref.sight_walk(0, 3) == [1, 2]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 3), min_size=80, max_size=80), st.integers(0, 79), st.integers(0, 79),
       st.integers(0, 3), st.integers(0, 6))
def test_the_itemised_chance_sums_to_the_shown_chance(heights, a, b, facing, hurt):
    if a == b:
        return
    ref = referee(mission(rows(M=[(0, 9)], s=[(7, 0)])))
    ref.height = list(heights)
    ref.version += 1                     # the floor changed outside the rules
    monk, shard = ref.units
    monk.x, monk.y, shard.x, shard.y, shard.facing = a % COLS, a // COLS, b % COLS, b // COLS, facing
    monk.hp -= hurt
    c = ref.hit_chance(0, 1)
    assert sum(item["value"] for item in c["items"]) == c["chance"]
    assert tuning.CHANCE_MIN <= c["chance"] <= tuning.CHANCE_MAX
    assert [item["id"] for item in c["items"]][:7] == ["aim", "range", "cover", "flank", "elevation", "wounds",
                                                       "reaction"]
    assert _item(c, "wounds")["value"] == tuning.WOUND_AIM * hurt


def _watching():
    """A monk at (3, 8) watching north; a mote at (3, 1) about to walk south into the cone."""
    ref = referee(mission(rows(M=[(3, 8), (6, 9)], m=[(3, 1)])))
    activate(ref, 0)
    ref.overwatch(0, 0, 0)
    return ref


def test_overwatch_fires_in_the_enemys_turn_from_the_tile_it_entered():
    cone = [tuple(t) for t in _watching().overwatch_cone(0)["tiles"]]
    assert (3, 3) in cone and (3, 2) not in cone         # reach 5: (3, 3) is just in
    for seed in range(6):
        ref = _watching()
        ref.set_seed(seed)
        activate(ref, 2)
        events = ref.move(BLIGHT, 2, 3, 4)
        shots = [e for e in events if e["kind"] == "unit_acted" and e["action"] == "overwatch_shot"]
        assert len(shots) == 1 and shots[0]["at"] == [3, 3]
        shot = next(e for e in events if e["kind"] == "shot")
        expected = ref._chance(ref.units[0], 3 + 8 * COLS, ref.units[2], 3 + 3 * COLS, True)["chance"]
        assert shot["chance"] == expected
        mote = ref.units[2]
        assert (mote.x, mote.y) == ((3, 3) if not mote.alive else (3, 4))
        assert ref.units[0].watch == -1                   # one shot, then spent


def test_the_reaction_item_is_minus_15():
    ref = _watching()
    c = ref._chance(ref.units[0], 3 + 8 * COLS, ref.units[2], 3 + 3 * COLS, True)
    assert _item(c, "reaction") == {"id": "reaction", "label": "Reaction shot", "value": -15}


def test_overwatch_does_not_fire_on_a_friend_nor_on_a_foe_that_does_not_walk():
    ref = _watching()
    activate(ref, 1)
    events = ref.move(0, 1, 3, 6)                       # the other monk walks through the cone
    assert not [e for e in events if e["kind"] == "shot"]
    ref.units[2].y = 5                                   # the mote stands in the cone already
    activate(ref, 2)
    assert not [e for e in ref.end_turn(BLIGHT) if e["kind"] == "shot"]
    assert ref.active is ref.units[0] and ref.units[0].watch == -1   # unspent, it lapsed as its keeper's turn came


def test_undo_takes_a_move_back_until_a_shot_commits():
    ref = _shard_and_monk(monk=(3, 6))
    activate(ref, 0)
    ref.move(0, 0, 5, 6)
    assert ref.can_undo(0) == (True, "")
    events = ref.undo(0)
    assert events[0]["undo"] and (ref.units[0].x, ref.units[0].y, ref.units[0].ap) == (3, 6, 2)
    assert ref.can_undo(0) == (False, "Nothing to undo: Brother Aldo has not moved this turn.")
    ref.move(0, 0, 3, 5)
    ref.attack(0, 0, 1)
    before = state(ref)
    assert ref.can_undo(0) == (False, COMMITTED)
    assert ref.undo(0) == [{"kind": "refused", "seat": 0, "reason": "The shot is away - that cannot be taken back."}]
    assert state(ref) == before


def test_an_overwatch_shot_in_a_monks_walk_commits_it():
    ref = referee(mission(rows(M=[(3, 9)], s=[(3, 2)])))
    activate(ref, 1)
    ref.overwatch(BLIGHT, 1, 2)                          # the shard watches south
    activate(ref, 0)
    events = ref.move(0, 0, 3, 7)
    assert any(e["kind"] == "shot" for e in events)
    if ref.units[0].alive:
        assert ref.can_undo(0) == (False, COMMITTED)


def test_a_garden_action_commits_too():
    ref = _shard_and_monk(monk=(3, 6))
    activate(ref, 0)
    ref.move(0, 0, 3, 7)
    ref.garden(0, 0, "sow", 3, 8, "creepvine")
    assert ref.can_undo(0) == (False, COMMITTED)


def test_action_points_two_a_turn_and_overwatch_ends_the_turn_and_hold_is_free():
    ref = _shard_and_monk(monk=(3, 6))
    activate(ref, 0)
    ref.attack(0, 0, 1)
    ref.attack(0, 0, 1) if ref.units[1].alive else None
    if ref.units[1].alive:
        assert ref.can_attack(0, 0, 1) == (False, "Brother Aldo has no AP left.")
    ref2 = _shard_and_monk(monk=(3, 6))
    activate(ref2, 0)
    events = ref2.overwatch(0, 0, 0)
    assert any(e["kind"] == "turn_ended" and e["unit"] == 0 for e in events) and ref2.active is not ref2.units[0]
    ref3 = _shard_and_monk(monk=(3, 6))
    activate(ref3, 0, ap=0)
    assert ref3.abilities(0)[-2] == {"name": "hold", "label": "Hold", "ap": 0, "ok": True, "reason": ""}
    assert ref3.hold(0, 0, 3)[0]["facing"] == 3


def test_death_takes_a_unit_off_its_tile_and_out_of_the_queue():
    ref = _shard_and_monk(monk=(3, 6))
    activate(ref, 0)
    ref._hurt(ref.units[1], 99, "test")
    assert not ref.units[1].alive and ref._unit_at(3 + 3 * COLS) is None
    assert 1 not in ref.queue_ahead(10)


def test_the_cone_agrees_with_a_float_angle_test_away_from_its_edge():
    """Every tile within reach 5 of an open floor: the integer angle test against math.atan2 (56 degrees)."""
    import math

    ref = referee(mission(rows(M=[(3, 5)], h=[(7, 0)])))
    monk = ref.units[0]
    for facing in range(4):
        cone = ref.cone_tiles(monk, facing)
        centre = (90, 0, -90, 180)[facing]                 # north is up: -y
        for i in range(80):
            dx, dy = i % COLS - monk.x, i // COLS - monk.y
            if (dx, dy) == (0, 0) or dx * dx + dy * dy > 25:
                assert i not in cone
                continue
            angle = math.degrees(math.atan2(-dy, dx))
            off = abs((angle - centre + 180) % 360 - 180)
            if abs(off - 56) > 0.5:
                assert (i in cone) == (off < 56), (facing, dx, dy, off)
    # counted by hand, rows 1 to 5 above the monk: |dx| <= 1.48 k within reach 5 and on the floor (x 0 to 7)
    assert len(ref.cone_tiles(monk, 0)) == 3 + 5 + 8 + 7 + 1


def _inside_length(ax, ay, bx, by, tx, ty) -> float:
    """Return how much of the segment between centres (ax, ay)-(bx, by) lies in tile (tx, ty) (Liang-Barsky)."""
    x0, y0, dx, dy = ax + 0.5, ay + 0.5, bx - ax, by - ay
    lo, hi = 0.0, 1.0
    for p, q in ((-dx, x0 - tx), (dx, tx + 1 - x0), (-dy, y0 - ty), (dy, ty + 1 - y0)):
        if p == 0:
            if q < 0:
                return 0.0
            continue
        t = q / p
        if p < 0:
            lo = max(lo, t)
        else:
            hi = min(hi, t)
    return max(0.0, hi - lo) * (dx * dx + dy * dy) ** 0.5


def test_the_sight_walk_takes_only_tiles_the_line_crosses_and_every_tile_it_crosses_well():
    """All 6,320 ordered pairs of tiles against an exact clipping of the segment between their centres."""
    ref = referee(mission(rows(M=[(0, 9)], h=[(7, 0)])))
    for a in range(80):
        for b in range(80):
            if a == b:
                continue
            walk = ref.sight_walk(a, b)
            ax, ay, bx, by = a % COLS, a // COLS, b % COLS, b // COLS
            for t in range(80):
                if t in (a, b):
                    continue
                inside = _inside_length(ax, ay, bx, by, t % COLS, t // COLS)
                if t in walk:
                    assert inside > 0 or _touches(ax, ay, bx, by, t), (a, b, t)
                elif inside > 0.25:
                    raise AssertionError(f"the line from {a} to {b} crosses tile {t} for {inside:.2f} but the walk skips it")


def _touches(ax, ay, bx, by, t) -> bool:
    """Return True if the segment meets tile ``t`` only at its edge or corner (a boundary the walk may take)."""
    tx, ty = t % COLS, t // COLS
    return _inside_length(ax, ay, bx, by, tx, ty) == 0 and any(
        _inside_length(ax, ay, bx, by, tx + ex, ty + ey) > 0 for ex, ey in ((-1, 0), (1, 0), (0, -1), (0, 1)))


def test_out_of_reach_says_the_real_distance_and_a_melee_form_strikes_a_diagonal_neighbour():
    """A hulk (reach 1) at the corner of Brother Aldo: "1 tiles away, reach 1" contradicted itself; a foe
    beside it, diagonals included, is in reach as in the genre, and a foe farther off is told its real distance."""
    ref = referee(mission(rows(M=[(3, 6)], h=[(4, 5)])))
    hulk = 1
    activate(ref, hulk)
    assert ref.can_attack(BLIGHT, hulk, 0) == (True, "")
    assert ref.hit_chance(hulk, 0)["ok"]
    ref.units[hulk].x, ref.units[hulk].y = 5, 5          # two across, one up: sqrt 5 = 2.24
    ref.version += 1
    assert ref.can_attack(BLIGHT, hulk, 0) == (False, "Brother Aldo is out of reach: 2.3 tiles away, reach 1.")
    ref.units[hulk].x, ref.units[hulk].y = 3, 3          # straight up, three tiles: a whole number stays whole
    ref.version += 1
    assert ref.can_attack(BLIGHT, hulk, 0) == (False, "Brother Aldo is out of reach: 3 tiles away, reach 1.")


def test_a_melee_forms_overwatch_cone_covers_its_diagonal_neighbours_ahead():
    ref = referee(mission(rows(M=[(3, 6)], h=[(3, 2)])))
    cone = [tuple(t) for t in ref.overwatch_cone(1)["tiles"]]   # the hulk faces south
    assert (3, 3) in cone and (2, 3) in cone and (4, 3) in cone and (3, 4) not in cone


def test_a_reaction_shot_names_its_minus_15_in_hit_chance_and_in_the_shots_event():
    """The overwatch shot's -15 is an item of its own: hit_chance for a reaction lists it and the items sum to
    the chance; the shot event of the overwatch carries the same items."""
    ref = _watching()
    ref.units[2].y = 3                                    # the mote where the cone takes it
    aimed, reaction = ref.hit_chance(0, 2), ref.hit_chance(0, 2, True)
    assert _item(aimed, "reaction")["value"] == 0
    assert _item(reaction, "reaction") == {"id": "reaction", "label": "Reaction shot", "value": -15}
    assert sum(item["value"] for item in reaction["items"]) == reaction["chance"] == aimed["chance"] - 15
    assert ref.hit_chance(0, 2, "yes")["ok"] is False
    ref.units[2].y = 1
    activate(ref, 2)
    events = ref.move(BLIGHT, 2, 3, 4)
    shot = next(e for e in events if e["kind"] == "shot")
    assert shot["reaction"] is True
    assert {"id": "reaction", "label": "Reaction shot", "value": -15} in shot["mods"]
    assert sum(m["value"] for m in shot["mods"]) == shot["chance"]
