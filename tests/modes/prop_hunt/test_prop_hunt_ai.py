"""Prop hunt's AI: where hiders stand, what hunters inspect first, and how the tiers compare."""

from __future__ import annotations

from dataclasses import replace

from pycore.kernel import pad
from pycore.kernel.fx import ONE, fx
from pycore.kernel.session import Seat
from pycore.modes.prop_hunt import ai
from pycore.modes.prop_hunt.ai import decide, pick_prop, spots_beside
from pycore.modes.prop_hunt.rules import HIDE, HUNT, PropHuntSession

from .arenas import CHAIR, open_game, put, to_hunt, to_phase


def practice_round(practice):
    """One round of the practice arena on the short clocks these figures were measured with."""
    return replace(practice.instance("practice-prop_hunt").config, rounds=1, choose_seconds=3, hide_seconds=5,
                   hunt_seconds=20)


def test_the_expert_takes_the_prop_with_the_most_decoys_and_the_regular_a_crowded_one():
    s = open_game(3)
    assert all(pick_prop(s, "expert") == CHAIR for _ in range(5))
    assert all(pick_prop(s, "regular") == CHAIR for _ in range(20))       # the lamp stands alone
    assert len({pick_prop(s, "novice") for _ in range(40)}) == 2


def test_every_action_every_tier_takes_is_legal_by_the_rules_own_checks(practice, monkeypatch):
    """Each choose, taunt and inspect ai.decide returns passes can_choose / can_taunt / can_inspect."""
    taken = []

    def checked(session, seat):
        dx, dy, acts = decide(session, seat)
        for act in acts:
            if act["do"] == "choose":
                reason = session.can_choose(seat, act["prop"])
            else:
                reason = session.can_inspect(seat) if act["do"] == "inspect" else session.can_taunt(seat)
            taken.append((act["do"], reason))
        assert dx in (-1, 0, 1) and dy in (-1, 0, 1)
        return dx, dy, acts

    monkeypatch.setattr(ai, "decide", checked)
    config = replace(practice.instance("practice-prop_hunt").config, rounds=3)
    for seed in range(6):
        tiers = ("novice", "regular", "expert")
        s = PropHuntSession(config=config, seed=seed, seats=[Seat.ai(tiers[(seed + k) % 3]) for k in range(3)])
        while not s.is_finished():
            s.tick([])
    assert all(reason is None for _, reason in taken), taken
    assert {do for do, _ in taken} == {"choose", "inspect", "taunt"} and len(taken) >= 60, len(taken)


def test_ai_hiders_end_the_hide_beside_a_decoy_of_their_own_prop(practice):
    config = practice_round(practice)
    for seed in range(4):
        s = PropHuntSession(config=config, seed=seed,
                            seats=[Seat.human(), Seat.ai("regular"), Seat.ai("expert")])
        while s.phase != HUNT:
            s.tick([])
        for hider in (1, 2):
            spots = spots_beside(s, s.prop[hider])
            assert any(abs(x - s.x[hider]) <= ONE and abs(y - s.y[hider]) <= ONE for x, y in spots), (seed, hider)


def test_a_hunter_inspects_the_nearest_unchecked_prop_first():
    s = open_game(3, seats=[Seat.ai("novice"), Seat.human(), Seat.human()])
    to_hunt(s)
    put(s, 1, 150, 90)
    put(s, 2, 190, 90)
    s.tick([])
    assert s.minds[0].target == (fx(40), fx(60))     # the chair decoy, nearest the spawn at (10, 10)
    while not s.minds[0].checked:
        s.tick([])
    assert s.minds[0].checked == [(fx(40), fx(60))] and s.health[0] == 60
    s.tick([])
    assert s.minds[0].target == (fx(100), fx(80))    # then the lamp


def test_regulars_go_for_a_prop_they_saw_move_and_novices_do_not():
    targets = {}
    for tier in ("novice", "regular", "expert"):
        s = open_game(3, seats=[Seat.ai(tier), Seat.human(), Seat.human()])
        to_hunt(s)
        put(s, 0, 60, 50)
        put(s, 1, 150, 90)
        put(s, 2, 190, 15)
        s.tick([0, pad.LEFT])                        # the hider at (150, 90) shuffles left
        s.tick([])
        targets[tier] = s.minds[0].target
    moved_to = (fx(150) - 48 * ONE // 60, fx(90))
    assert targets == {"novice": (fx(40), fx(60)), "regular": moved_to, "expert": moved_to}


def test_ai_seats_never_make_a_refused_move(practice):
    config = practice.instance("practice-prop_hunt").config
    seats = [Seat.ai(t) for t in ("novice", "regular", "expert", "novice")]
    s = PropHuntSession(config=config, seed=11, seats=seats)
    while not s.is_finished():
        assert [e for e in s.tick([]) if e["kind"] == "refused"] == []


def _finds_and_misses(config, tier: str, seeds: range) -> tuple[int, int]:
    found = missed = 0
    for seed in seeds:
        s = PropHuntSession(config=config, seed=seed, seats=[Seat.ai(tier), Seat.ai("regular"), Seat.ai("regular")])
        while not s.is_finished():
            missed += sum(e.get("outcome") == "miss" for e in s.tick([]))
        found += s.out[1] + s.out[2]
    return found, missed


def _survivors_and_taunts(config, tier: str, seeds: range) -> tuple[int, int]:
    survived = taunts = 0
    for seed in seeds:
        s = PropHuntSession(config=config, seed=seed, seats=[Seat.ai("regular"), Seat.ai(tier), Seat.ai(tier)])
        while not s.is_finished():
            taunts += sum(e["kind"] == "taunt" for e in s.tick([]))
        survived += (not s.out[1]) + (not s.out[2])
    return survived, taunts


def test_hunters_who_watch_for_movement_find_twice_what_novices_do_for_half_the_misses(practice):
    config = practice_round(practice)
    seen = {tier: _finds_and_misses(config, tier, range(8)) for tier in ("novice", "regular", "expert")}
    assert seen == {"novice": (7, 31), "regular": (14, 17), "expert": (13, 16)}


def test_expert_hiders_survive_more_and_novices_taunt_most(practice):
    config = practice_round(practice)
    seen = {tier: _survivors_and_taunts(config, tier, range(6)) for tier in ("novice", "regular", "expert")}
    assert seen == {"novice": (1, 19), "regular": (2, 6), "expert": (10, 0)}


def test_a_hunter_does_not_suspect_a_hider_it_could_only_have_seen_move_while_blindfolded():
    s = open_game(3, seats=[Seat.ai("expert"), Seat.human(), Seat.human()])
    to_phase(s, HIDE)
    put(s, 2, 190, 15)
    while s.timer > 10:
        s.tick([])
    put(s, 1, 80, 60)                                # well within sight of the hunter at the spawn
    while s.phase == HIDE:
        s.tick([0, pad.LEFT])                        # seat 1 shuffles left up to the hide's last frame
    assert s.moved_at[1] == s.frame - 1
    s.tick([])
    assert s.minds[0].target == (fx(40), fx(60))     # the nearest decoy, not the hider it never saw move
