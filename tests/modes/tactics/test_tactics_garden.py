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


# -- the garden's three doors: garden_effect, set_tile, phase_done --------------------------------------------

def test_garden_effect_hurts_and_mends_through_the_referee_which_owns_death():
    ref = _gardener()
    monk = ref.units[0]
    events = ref.garden_effect({"unit": 0, "amount": 2, "heal": False, "source": [3, 8], "cause": "thornbed"})
    assert events == [{"kind": "unit_damaged", "unit": 0, "side": "monks", "damage": 2, "hp": monk.max_hp - 2,
                       "by": "thornbed"}]
    events = ref.garden_effect({"unit": 0, "amount": 5, "heal": True, "source": [3, 7], "cause": "bloomstalk"})
    assert events == [{"kind": "unit_mended", "unit": 0, "hp": monk.max_hp}]          # held to the unit's health
    events = ref.garden_effect({"unit": 0, "amount": 20, "heal": False, "source": [3, 8], "cause": "fire"})
    assert [e["kind"] for e in events][:2] == ["unit_damaged", "unit_died"] and not monk.alive
    assert ref.phase == OVER and ref.verdict == "The squad has fallen."


def test_a_refused_garden_effect_says_why_and_changes_nothing():
    from .helpers import state
    ref = _gardener()
    good = {"unit": 0, "amount": 1, "heal": False, "source": [3, 8], "cause": "fire"}
    before = state(ref)
    for bad, why in [
            ("thorns", "A garden effect is a table"), ({**good, "colour": 1}, "no field 'colour'"),
            ({k: v for k, v in good.items() if k != "cause"}, "needs 'cause'"),
            ({**good, "unit": 9}, "no standing unit 9"), ({**good, "amount": 0}, "amount is 1 to 20"),
            ({**good, "amount": True}, "amount is 1 to 20"), ({**good, "heal": 1}, "heals (true) or hurts"),
            ({**good, "source": [8, 0]}, "source is a tile"), ({**good, "source": "here"}, "source is a tile"),
            ({**good, "cause": "frost"}, "cause is fire, creepvine")]:
        events = ref.garden_effect(bad)
        assert events[0]["kind"] == "refused" and why in events[0]["reason"], (bad, events)
        assert state(ref) == before


def test_set_tile_lays_growth_recomputes_cover_and_counts_the_blights_share():
    ref = _gardener()
    monk_at = (3, 8)
    assert ref.cover_against(monk_at[0] + monk_at[1] * COLS, 3, 0) == tuning.NONE
    events = ref.set_tile(3, 7, {"growth": "creepvine", "stage": 3})
    assert events[0]["kind"] == "tile_changed" and events[0]["tile"]["growth"] == "creepvine"
    assert ref.cover_against(3 + 8 * COLS, 3, 0) == tuning.FULL       # full cover to the north now
    held, needed = ref.share()
    events = ref.set_tile(0, 0, {"crystal": True})
    assert events[0]["share"] == {"crystal": held + 1, "crystal_limit": needed} and ref.crystal[0] == 1
    assert ref.set_tile(0, 0, {"crystal": True}) == []                # nothing changed, nothing said
    assert ref.set_tile(3, 7, {"growth": ""})[0]["tile"]["stage"] == 0


def test_a_refused_patch_says_why_and_changes_nothing():
    from .helpers import state
    ref = _gardener()
    before = state(ref)
    for x, y, patch, why in [
            (9, 0, {"water": True}, "no tile (9, 0)"), (0, 0, "grow", "patch is a table"), (0, 0, {}, "patch is a table"),
            (0, 0, {"moss": 1}, "no layer 'moss'"), (0, 0, {"growth": "moss"}, "Growth is creepvine"),
            (0, 0, {"stage": 4}, "stage is 0 to 3"), (0, 0, {"height": -1}, "height is 0 to 3"),
            (0, 0, {"water": 1}, "water is true or false"),
            (0, 0, {"growth": "lightwood", "crystal": True}, "crystal takes a tile whole"),
            (3, 8, {"crystal": True}, "Brother Aldo stands there"), (0, 0, {"water": True, "fire": True}, "does not burn"),
            (0, 0, {"stage": 2}, "Only a growth has a stage"),
            (0, 0, {"growth": "creepvine", "stage": 0}, "A growth has a stage")]:
        events = ref.set_tile(x, y, patch)
        assert events[0]["kind"] == "refused" and why in events[0]["reason"], (patch, events)
        assert state(ref) == before


def test_a_phase_handler_defers_the_garden_and_phase_done_closes_it():
    """A slice that runs the garden itself: the referee opens the phase and waits; no unit acts meanwhile; the
    slice lays its growth with set_tile and reports its effects with garden_effect; phase_done closes the round."""
    asked = []

    def slice_runs_it(ref, name):
        asked.append(name)
        return True

    ref = _gardener()
    ref.on_phase = slice_runs_it
    assert ref.phase_done("garden")[0]["reason"] == "No phase is open to close: units are acting."
    events = []
    while ref.active is not None:
        events += ref.end_turn(ref.active.owner)
    assert asked == ["garden"] and events[-1] == {"kind": "phase_deferred", "phase": "garden"}
    assert ref.open_phase == "garden" and ref.active is None and ref.round == 1
    assert "the garden phase is still open" in ref.can_move(0, 0, 3, 7)[1]
    assert ref.phase_done("growth")[0]["reason"] == "The garden phase is open, not 'growth'."
    ref.set_tile(3, 7, {"growth": "thornbed", "stage": 2})
    ref.garden_effect({"unit": 0, "amount": 1, "heal": False, "source": [3, 7], "cause": "thornbed"})
    events = ref.phase_done("garden")
    assert events[0] == {"kind": "phase_done", "phase": "garden"}
    assert {"kind": "round_began", "round": 2} in events and ref.open_phase == "" and ref.active is not None
    assert ref.stage[3 + 7 * COLS] == 2            # the referee's own garden did not run as well


def test_the_doors_answer_through_the_console_and_the_command_line(capsys):
    import json

    from pycore.cli import main
    from pycore.kernel.session import Seat
    from pycore.modes.tactics.rules import TacticsSession
    from pycore.packs import practice_pack
    inst = practice_pack().instance("practice-tactics")
    s = TacticsSession(config=inst.config, seed=1, seats=[Seat.human()])
    s.ref.start_mission(0, 0)
    assert s.query("set_tile", [0, 9, {"growth": "bloomstalk"}])[0]["tile"]["growth"] == "bloomstalk"
    hurt = s.query("garden_effect", [{"unit": 0, "amount": 1, "heal": False, "source": [0, 9], "cause": "fire"}])
    assert hurt[0]["kind"] == "unit_damaged"
    assert s.query("phase_done", ["garden"])[0]["kind"] == "refused"
    assert main(["query", "practice-tactics", "set_tile", "--frames", "120", "--args",
                 json.dumps([0, 9, {"water": True}])]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out[0]["kind"] == "tile_changed" and out[0]["tile"]["water"] is True
