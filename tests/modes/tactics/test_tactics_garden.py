"""The garden between rounds, the missions' objectives won and lost, and wounds carried through a campaign."""

from __future__ import annotations

from pycore.modes.tactics import tuning
from pycore.modes.tactics.referee import BLIGHT, COLS, DEBRIEF, OVER, TURN

from .helpers import activate, mission, referee, rows


def close_round(ref) -> list:
    """End every turn left in the round; return the events."""
    events = []
    start = ref.round
    while ref.phase == TURN and ref.round == start:
        events += ref.end_turn(ref.active.owner)
    return events


def _gardener(**tiles):
    return referee(mission(rows(M=[(3, 8)], h=[(7, 0)]), tiles=rows(**tiles) if tiles else None, rounds=9))


def test_sown_creepvine_grows_a_stage_a_round_and_changes_cost_and_cover():
    ref = _gardener()
    activate(ref, 0)
    ref.garden(0, 0, "sow", 3, 7, "creepvine")
    at = 3 + 7 * COLS
    assert (ref.growth[at], ref.stage[at]) == (1, 1)
    assert ref.tile_info(3, 7)["next"] == {"growth": "creepvine", "stage": 2, "fire_spreads_here": False,
                                           "crystal_may_spread": False}
    assert ref.step_cost(3 + 8 * COLS, at) == 1
    close_round(ref)
    assert ref.stage[at] == 2
    assert ref.step_cost(3 + 8 * COLS, at) == 2          # the referee recomputes the path cost
    assert ref.cover_against(3 + 8 * COLS, 3, 0) == tuning.HALF
    close_round(ref)
    close_round(ref)
    assert ref.stage[at] == 3 and ref.cover_against(3 + 8 * COLS, 3, 0) == tuning.FULL


def test_lightwood_grows_to_block_sight():
    ref = referee(mission(rows(M=[(3, 9)], h=[(3, 0)]), rounds=9))
    activate(ref, 0)
    ref.garden(0, 0, "sow", 3, 8, "lightwood")
    assert ref.sees(3 + 9 * COLS, 3 + 0 * COLS)
    close_round(ref)
    assert ref.sees(3 + 9 * COLS, 3 + 0 * COLS)
    close_round(ref)
    assert not ref.sees(3 + 9 * COLS, 3 + 0 * COLS)


def test_fire_burns_out_growth_and_spreads_and_water_puts_it_out():
    ref = _gardener(C=[(3, 7), (4, 7), (2, 7)])
    activate(ref, 0)
    ref.garden(0, 0, "burn", 3, 7)
    assert ref.tile_info(4, 7)["next"]["fire_spreads_here"]
    ref.garden(0, 0, "flood", 2, 7)                      # the west vine is drowned: fire passes it by
    close_round(ref)
    assert ref.growth[3 + 7 * COLS] == 0 and ref.fire[3 + 7 * COLS] == 0     # burnt out
    assert ref.fire[4 + 7 * COLS] == 1 and ref.fire[2 + 7 * COLS] == 0       # spread east, not onto water
    close_round(ref)
    assert ref.growth[4 + 7 * COLS] == 0 and ref.fire[4 + 7 * COLS] == 0
    ref2 = _gardener(C=[(3, 7)])
    activate(ref2, 0)
    ref2.garden(0, 0, "burn", 3, 7)
    ref2.garden(0, 0, "flood", 3, 7)
    assert ref2.fire[3 + 7 * COLS] == 0 and ref2.water[3 + 7 * COLS] == 1


def test_thornbed_bleeds_whoever_stands_in_it_and_bloomstalk_mends_a_neighbour():
    ref = referee(mission(rows(M=[(3, 8), (6, 8)], h=[(7, 0)]), tiles=rows(T=[(3, 8)], B=[(6, 7)]), rounds=9))
    ref.units[1].hp = 4
    close_round(ref)
    assert ref.units[0].hp == tuning.FORMS["monk"].hp - tuning.THORN_BLEED
    assert ref.units[1].hp == 4 + tuning.BLOOM_MEND


def test_crystal_spreads_beside_itself_each_round_and_the_inspector_says_where_it_may():
    ref = referee(mission(rows(M=[(3, 8)], h=[(7, 9)]), tiles=rows(**{"*": [(0, 0)]}), rounds=9))
    assert ref.tile_info(1, 0)["next"]["crystal_may_spread"] and ref.tile_info(0, 1)["next"]["crystal_may_spread"]
    assert not ref.tile_info(2, 0)["next"]["crystal_may_spread"]
    close_round(ref)
    assert sum(ref.crystal) == 1 + tuning.CRYSTAL_SPREAD


def test_the_blights_share_of_the_floor_loses_the_mission():
    tiles = rows(**{"*": [(x, y) for y in range(2) for x in range(8) if (x, y) != (0, 1)]})   # 15 crystal
    ref = referee(mission(rows(M=[(3, 8)], h=[(7, 9)]), tiles=tiles, share=20, rounds=9))   # 16 tiles hold it
    assert ref.share() == (15, 16)
    events = close_round(ref)
    assert ref.phase == OVER and ref.outcomes == ["lost"] and "The Blight holds" in ref.verdict
    assert any(e["kind"] == "mission_ended" and not e["won"] for e in events)


def test_survive_is_won_when_the_rounds_run_out_and_lost_when_the_squad_falls():
    ref = referee(mission(rows(M=[(3, 8)], h=[(7, 0)]), rounds=2))
    close_round(ref)
    assert ref.phase == TURN
    close_round(ref)
    assert ref.outcomes == ["won"] and ref.phase == OVER
    ref = referee(mission(rows(M=[(3, 8)], h=[(7, 0)]), rounds=2))
    events = ref._hurt(ref.units[0], 99, "test") + ref._check_wipe()
    assert ref.outcomes == ["lost"] and ref.verdict == "The squad has fallen."
    assert any(e["kind"] == "unit_died" for e in events)


def test_survive_is_won_at_once_when_the_last_form_falls():
    ref = referee(mission(rows(M=[(3, 8)], s=[(3, 5)]), rounds=5))
    activate(ref, 0)
    ref.units[1].hp = 1
    ref.set_seed(0)
    while ref.units[1].alive and ref.phase == TURN:
        activate(ref, 0)
        ref.attack(0, 0, 1)
    assert ref.outcomes == ["won"] and ref.verdict == "The last form of the Blight is gone."


def test_hold_is_won_by_a_monk_beside_the_goal_and_lost_when_none_is():
    ref = referee(mission(rows(M=[(3, 6)], h=[(7, 0)]), objective="hold", goal=(3, 5), rounds=2))
    close_round(ref)
    close_round(ref)
    assert ref.outcomes == ["won"]
    ref = referee(mission(rows(M=[(3, 9)], h=[(7, 0)]), objective="hold", goal=(3, 5), rounds=4))
    close_round(ref)
    assert ref.phase == TURN                              # round one is for getting there
    close_round(ref)
    assert ref.outcomes == ["lost"] and ref.verdict == "No monk held (3, 5) as round 2 closed."


def test_reach_is_won_on_the_goal_tile_and_lost_when_the_rounds_run_out():
    ref = referee(mission(rows(M=[(3, 6)], h=[(7, 0)]), objective="reach", goal=(3, 4), rounds=2))
    activate(ref, 0)
    events = ref.move(0, 0, 3, 4)
    assert ref.outcomes == ["won"] and any(e["kind"] == "mission_ended" and e["won"] for e in events)
    ref = referee(mission(rows(M=[(3, 9)], h=[(7, 0)]), objective="reach", goal=(3, 0), rounds=1))
    close_round(ref)
    assert ref.outcomes == ["lost"] and ref.verdict == "1 round passed and the reach failed."


def test_cleanse_is_won_when_the_last_crystal_burns_and_lost_when_the_rounds_run_out():
    ref = referee(mission(rows(M=[(3, 8)], h=[(7, 0)]), tiles=rows(**{"*": [(3, 7)]}), objective="cleanse",
                          rounds=3))
    activate(ref, 0)
    ref.garden(0, 0, "burn", 3, 7)
    assert ref.outcomes == ["won"] and ref.verdict == "No blight crystal is left."
    ref = referee(mission(rows(M=[(3, 8)], h=[(7, 0)]), tiles=rows(**{"*": [(0, 0)]}), objective="cleanse",
                          rounds=1))
    close_round(ref)
    assert ref.outcomes == ["lost"]


def test_wounds_carry_into_the_next_mission_and_the_fallen_stay_fallen():
    first = mission(rows(M=[(1, 8), (2, 8), (3, 8), (4, 8)], h=[(7, 0)]), rounds=1, ident="a")
    second = mission(rows(M=[(1, 9), (2, 9), (3, 9), (4, 9)], h=[(7, 0)]), rounds=1, ident="b")
    ref = referee(first, second)
    ref._hurt(ref.units[0], 3, "test")
    ref._hurt(ref.units[1], 99, "test")
    close_round(ref)
    assert ref.phase == DEBRIEF and ref.outcomes == ["won"]
    assert ref.carried()[:2] == [{"name": "Brother Aldo", "wounds": 3, "fallen": False},
                                 {"name": "Sister Wren", "wounds": 0, "fallen": True}]
    assert ref.missions()[1]["state"] == "next"
    assert ref.can_start_mission(0, 0) == (False, "The campaign goes in order: mission 2, Mission b, is next.")
    monks = [u for u in ref.units if u.side == "monks"]      # the debrief already shows the next floor
    assert ref.round == 0 and [(u.x, u.y) for u in monks] == [(1, 9), (2, 9), (3, 9)]
    ref.start_mission(0, 1)
    monks = [u for u in ref.units if u.side == "monks"]
    assert [(u.name, u.hp, u.x, u.y) for u in monks] == [("Brother Aldo", 4, 1, 9), ("Brother Cole", 7, 2, 9),
                                                        ("Sister Ines", 7, 3, 9)]
    close_round(ref)
    assert ref.phase == OVER and ref.outcomes == ["won", "won"]


def test_a_lost_mission_ends_the_campaign():
    first = mission(rows(M=[(3, 9)], h=[(7, 0)]), objective="reach", goal=(3, 0), rounds=1, ident="a")
    ref = referee(first, mission(rows(M=[(3, 9)], h=[(7, 0)]), ident="b"))
    close_round(ref)
    assert ref.phase == OVER and [m["state"] for m in ref.missions()] == ["lost", "ahead"]


def test_the_blight_ends_its_turns_as_seat_blight_only():
    ref = referee(mission(rows(M=[(3, 9)], s=[(3, 0)])))
    activate(ref, 1)
    assert ref.end_turn(0)[0]["reason"] == "Shard 1 is the Blight's: it answers to no seat."
    assert ref.end_turn(BLIGHT)[0]["kind"] == "turn_ended"
