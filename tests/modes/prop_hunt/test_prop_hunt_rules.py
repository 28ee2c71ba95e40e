"""Prop hunt's rules, worked by hand: roles, choosing, the hide, inspecting, taunts, scoring."""

from __future__ import annotations

from pycore.kernel import pad
from pycore.kernel.fx import HALF, fx
from pycore.kernel.session import refusal
from pycore.modes.prop_hunt.rules import CHOOSE, HIDE, HUNT, OVER, TAUNT_FLASH, frame_bound

from .arenas import CHAIR, LAMP, ROOM, open_game, put, to_hunt, to_phase

CHOOSE_F, HIDE_F, HUNT_F = ROOM.choose_seconds * 60, ROOM.hide_seconds * 60, ROOM.hunt_seconds * 60
END_F = 180


def kinds(events):
    return [e["kind"] for e in events]


# -- roles --------------------------------------------------------------------------
def test_one_hunter_a_round_so_every_seat_hunts_once():
    s = open_game(4)
    hunters = []
    while not s.is_finished():
        if s.phase == CHOOSE and s.timer == CHOOSE_F:
            hunters.append(s.seats_of("hunter"))
        s.tick([])
    assert hunters == [[0], [1], [2], [3]]
    assert s.frame == 4 * (CHOOSE_F + HIDE_F + HUNT_F + END_F) <= frame_bound(ROOM)


def test_two_hunters_rotate_in_blocks_and_every_seat_hunts_twice():
    s = open_game(5, hunters=2)
    rounds = [s.hunters_of(r) for r in range(s.rounds)]
    assert rounds == [[0, 1], [2, 3], [0, 4], [1, 2], [3, 4]]
    assert [sum(seat in r for r in rounds) for seat in range(5)] == [2] * 5


def test_hunters_per_round_shrink_to_leave_a_hider():
    s = open_game(2, hunters=3)
    assert s.seats_of("hunter") == [0] and s.seats_of("hider") == [1]


def test_rounds_from_the_config_override_one_per_seat():
    assert open_game(3, rounds=5).rounds == 5
    assert open_game(3).rounds == 3


# -- choose -------------------------------------------------------------------------
def test_the_cursor_prop_is_taken_when_the_choose_timer_runs_out():
    s = open_game(3)
    s.tick([0, pad.LEFT, 0])          # seat 1 moves its cursor to the lamp; seat 2 stays on the chair
    for _ in range(CHOOSE_F - 2):
        s.tick([])
    assert s.phase == CHOOSE and s.prop == [-1, -1, -1]
    events = s.tick([])
    assert s.phase == HIDE and s.prop == [-1, LAMP, CHAIR]
    assert kinds(events) == ["chose", "chose", "phase"]


def test_the_hide_starts_as_soon_as_every_hider_has_chosen():
    s = open_game(3)
    s.tick([0, pad.CROSS, 0])
    assert s.phase == CHOOSE and s.prop[1] == CHAIR
    s.tick([], {2: [{"do": "choose", "prop": LAMP}]})
    assert s.phase == HIDE and s.timer == HIDE_F - 1 and s.prop[2] == LAMP


def test_choosing_refuses_with_reasons():
    s = open_game(3)
    assert refusal(s.choose(0, CHAIR)) == "Hunters do not pick a prop; you hunt this round."
    assert refusal(s.choose(1, 7)) == "There is no prop 7 in this arena."
    assert refusal(s.choose(1, True)) == "There is no prop True in this arena."
    assert refusal(s.choose(1, LAMP)) is None
    assert refusal(s.choose(1, CHAIR)) == "You are already a Lamp."
    assert refusal(s.choose(2, CHAIR)) is None
    assert refusal(s.choose(2, CHAIR)) == "Props are chosen before the hide begins."


def test_unknown_actions_are_refused_in_words():
    s = open_game(3)
    events = s.tick([], {1: [{"do": "dance"}]})
    assert events[0] == {"kind": "refused", "seat": 1, "reason": "Prop hunt has no action 'dance'."}


# -- hide and moving ----------------------------------------------------------------
def test_hunters_are_held_at_the_spawn_while_hiders_move_and_stop_at_a_wall():
    s = open_game(3)
    to_phase(s, HIDE)
    for _ in range(60):
        s.tick([pad.RIGHT, pad.RIGHT, 0])
    assert (s.x[0], s.y[0]) == (fx(10), fx(10))
    assert s.can_move(0) == "Hunters wait at the spawn until the hide ends."
    assert (s.x[1], s.y[1]) == (fx(85), fx(20))     # the chair's right edge against the wall at x 90
    while s.phase == HIDE:
        s.tick([])
    s.tick([pad.RIGHT])
    assert s.x[0] == fx(10) + 60 * 4096 // 60


def test_a_diagonal_push_into_a_wall_slides_along_it():
    s = open_game(3)
    to_phase(s, HIDE)
    put(s, 1, 85, 20)
    for _ in range(10):
        s.tick([0, pad.RIGHT | pad.DOWN])
    step = (48 * 4096 // 60) * 181 >> 8
    assert (s.x[1], s.y[1]) == (fx(85), fx(20) + 10 * step)


def test_nobody_moves_while_props_are_chosen():
    s = open_game(3)
    s.tick([pad.RIGHT, pad.DOWN, pad.UP])
    assert (s.x, s.y) == ([fx(10), fx(60), fx(60)], [fx(10), fx(20), fx(20)])
    assert s.can_move(1) == "Nobody moves until the hide begins."


# -- inspecting ---------------------------------------------------------------------
def test_reach_is_the_prop_radius_plus_the_fixed_reach_exactly():
    s = open_game(3)
    to_hunt(s)
    put(s, 0, 40 + 5 + 8, 60)          # 13 units from the chair decoy at (40, 60)
    assert refusal(s.inspect(0)) is None
    assert s.news[-1]["outcome"] == "miss" and s.health[0] == 60
    s.cooldown[0] = 0
    s.x[0] += 1                          # one 4096th of a unit further: nothing in reach
    assert refusal(s.inspect(0)) is None
    assert s.news[-1] == {"kind": "inspect", "seat": 0, "outcome": "whiff"}
    assert s.health[0] == 60 and s.cooldown[0] == ROOM.inspect_cooldown


def test_a_hider_wins_a_distance_tie_with_a_decoy():
    s = open_game(3)
    to_hunt(s)
    put(s, 1, 40, 45)                    # a chair 15 above the chair decoy at (40, 60)
    s.x[0], s.y[0] = fx(40), fx(52) + HALF
    assert s.nearest_in_reach(0)[0] == 1
    assert refusal(s.inspect(0)) is None
    assert s.news[-1]["outcome"] == "found" and s.news[-1]["hider"] == 1
    assert s.out[1] and s.score[0] == ROOM.find_points


def test_the_nearest_prop_is_inspected_even_when_a_hider_is_in_reach():
    s = open_game(3)
    to_hunt(s)
    put(s, 1, 40, 45)
    put(s, 0, 40, 55)                    # 5 from the decoy, 10 from the hider
    s.inspect(0)
    assert s.news[-1]["outcome"] == "miss" and not s.out[1]


def test_finding_every_hider_ends_the_round_for_the_hunters():
    s = open_game(3)
    to_hunt(s)
    put(s, 0, 60, 20)                    # both hiders still stand on the hider spawn
    s.inspect(0)
    assert s.phase == HUNT and s.out[1] and not s.out[2]
    s.cooldown[0] = 0
    s.inspect(0)
    assert s.out[2] and s.phase == OVER and s.outcome == "hunter"
    assert s.why == "Every hider was found."
    assert s.score == [2 * ROOM.find_points + ROOM.win_bonus, 0, 0]
    assert kinds(s.news)[-3:] == ["inspect", "phase", "round_over"]


def test_misses_cost_health_and_a_hunter_at_zero_is_out():
    s = open_game(4, hunters=2)
    to_hunt(s)
    put(s, 0, 40, 60)
    put(s, 1, 150, 60)
    for expected in (60, 20, 0):
        s.cooldown[0] = 0
        assert refusal(s.inspect(0)) is None
        assert s.health[0] == expected
    assert s.out[0] and s.news[-1] == {"kind": "hunter_out", "seat": 0}
    assert s.phase == HUNT
    assert refusal(s.inspect(0)) == "You are out for this round."
    assert s.can_move(0) == "You are out for this round."
    for _ in range(3):
        s.cooldown[1] = 0
        s.inspect(1)
    assert s.phase == OVER and s.outcome == "hider" and s.why == "Every hunter is out."
    assert s.score == [0, 0, ROOM.survive_bonus, ROOM.survive_bonus]


def test_the_inspect_cooldown_counts_frames():
    s = open_game(3)
    to_hunt(s)
    assert refusal(s.inspect(0)) is None
    for _ in range(ROOM.inspect_cooldown - 1):
        assert s.can_inspect(0) == "Your inspect is ready again in 1 s."
        s.tick([])
    s.tick([])
    assert s.can_inspect(0) is None


def test_inspect_refusals_name_the_reason():
    s = open_game(3)
    assert refusal(s.inspect(0)) == "Inspecting starts when the hunt begins."
    assert refusal(s.inspect(1)) == "Only hunters inspect; you are hiding this round."


def test_cross_inspects_and_triangle_taunts_from_the_pad():
    s = open_game(3)
    to_hunt(s)
    events = s.tick([pad.CROSS, pad.TRIANGLE, pad.CROSS])
    assert [e for e in events if e["kind"] == "inspect"] == [{"kind": "inspect", "seat": 0, "outcome": "whiff"}]
    assert [e["seat"] for e in events if e["kind"] == "taunt"] == [1]
    assert {"kind": "refused", "seat": 2, "reason": "Only hunters inspect; you are hiding this round."} in events


# -- taunts -------------------------------------------------------------------------
def test_a_taunt_scores_and_shows_the_hider_to_every_seat():
    s = open_game(3)
    to_phase(s, HIDE)
    assert refusal(s.taunt(1)) == "Taunts wait for the hunt."
    to_hunt(s)
    put(s, 1, 150, 75)
    assert refusal(s.taunt(0)) == "Only hiders taunt."
    assert refusal(s.taunt(1)) is None
    assert s.score[1] == ROOM.taunt_points
    assert s.news[-1] == {"kind": "taunt", "seat": 1, "x": fx(150), "y": fx(75)}
    for seat in range(3):
        assert s.view(seat)["flashes"] == [[1, fx(150), fx(75), TAUNT_FLASH]]
    assert refusal(s.taunt(1)) == "You can taunt again in 2 s."
    for _ in range(TAUNT_FLASH):
        s.tick([])
    assert s.view(0)["flashes"] == []
    put(s, 0, 150, 75)
    s.inspect(0)
    assert refusal(s.taunt(1)) == "You were found; you are out for this round."


def test_a_found_hiders_taunt_flash_goes_out_with_it():
    s = open_game(3)
    to_hunt(s)
    put(s, 1, 150, 75)
    s.taunt(1)
    put(s, 0, 150, 75)
    s.inspect(0)
    assert s.flashes == []


# -- round ends and scoring ---------------------------------------------------------
def test_the_hunt_timer_ends_the_round_for_the_hiders_with_a_point_a_second():
    s = open_game(3)
    for _ in range(CHOOSE_F + HIDE_F):
        s.tick([])
    assert s.phase == HUNT
    for _ in range(HUNT_F - 1):
        s.tick([])
    assert s.phase == HUNT and s.score == [0, ROOM.hunt_seconds - 1, ROOM.hunt_seconds - 1]
    events = s.tick([])
    assert s.phase == OVER and s.outcome == "hider" and s.why == "The hunt timer ran out."
    assert s.score == [0] + [ROOM.hunt_seconds + ROOM.survive_bonus] * 2
    assert s.gained == s.score
    assert events[-1] == {"kind": "round_over", "round": 1, "winner": "hider", "why": "The hunt timer ran out."}
    for _ in range(END_F):
        s.tick([])
    assert s.round == 1 and s.phase == CHOOSE and s.gained == [0, 0, 0]
    assert s.seats_of("hunter") == [1] and (s.x[1], s.y[1]) == (fx(10), fx(10))


def test_a_hider_found_mid_hunt_keeps_its_seconds_but_no_bonus():
    s = open_game(3)
    to_hunt(s)
    for _ in range(150):
        s.tick([])
    put(s, 0, 60, 20)
    put(s, 2, 150, 90)
    s.inspect(0)                       # finds seat 1 after 2.5 s
    while s.phase == HUNT:
        s.tick([])
    assert s.score == [ROOM.find_points, 2, ROOM.hunt_seconds + ROOM.survive_bonus]


def test_the_highest_total_wins_after_the_last_round():
    s = open_game(3)
    to_hunt(s)
    put(s, 0, 60, 20)
    s.inspect(0)
    s.cooldown[0] = 0
    s.inspect(0)                       # seat 0 wins round 1: 2 finds and the bonus
    while not s.is_finished():
        assert s.results() is None
        s.tick([])
    # rounds 2 and 3 time out: two hiders survive each one
    full = ROOM.hunt_seconds + ROOM.survive_bonus
    assert s.score == [2 * ROOM.find_points + ROOM.win_bonus + 2 * full, full, full]
    assert s.results().placements == (1, 2, 2)
    assert s.results().rewards == ({}, {}, {})


def test_prizes_go_by_place_and_tied_seats_share_theirs():
    s = open_game(3, rounds=1, prizes=(30, 12))
    to_hunt(s)
    while not s.is_finished():
        s.tick([])
    assert s.results().placements == (3, 1, 1)
    assert s.results().rewards == ({}, {"gold": 30}, {"gold": 30})
    assert s.view(None)["finished"]
