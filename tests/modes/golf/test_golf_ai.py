"""The AI: a search with the real physics, spread over frames, and tiers that clearly differ."""

from __future__ import annotations

from pycore.kernel import fx
from pycore.kernel.rng import Xoshiro256ss
from pycore.kernel.session import Seat
from pycore.modes.golf import ai
from pycore.modes.golf.ai import decide
from pycore.modes.golf import physics as ph
from pycore.modes.golf.physics import Course
from pycore.modes.golf.rules import GolfSession

from .helpers import STRAIGHT, at, course, session, simulate

DOG_LEG = {"par": 3, "tiles": [
    "###########",
    "#T........#",
    "#.........#",
    "#######...#",
    "      #...#",
    "      #.O.#",
    "      #####"]}


def plan_from(hole: dict, x: int, y: int, tier: str) -> ai.Plan:
    c = Course.from_hole(course(hole).holes[0])
    plan = ai.Plan(c, ai.walk_costs(c), x, y, tier)
    while not plan.finished:
        plan.work()
    return plan


def test_the_expert_finds_a_holing_putt():
    plan = plan_from(STRAIGHT, *at(12, 2, dy=9), "expert")
    assert plan.best_rank == ai.HOLED_RANK
    assert simulate(plan.course, plan.x, plan.y, plan.best_angle, plan.best_power)[0] == ph.HOLED


def test_the_plan_plays_round_the_dog_leg_not_into_the_wall():
    c = Course.from_hole(course(DOG_LEG).holes[0])
    walk = ai.walk_costs(c)
    tx, ty = ai.target(c, walk, *c.tee)
    assert (tx >> ph.TILE_SHIFT, ty >> ph.TILE_SHIFT) == (6, 2)   # the corner, not the cup behind the wall
    plan = plan_from(DOG_LEG, *c.tee, "regular")
    outcome, x, y = simulate(c, *c.tee, plan.best_angle, plan.best_power)
    tee = (c.tee[1] >> ph.TILE_SHIFT) * c.cols + (c.tee[0] >> ph.TILE_SHIFT)
    assert outcome == ph.STOPPED and walk[(y >> ph.TILE_SHIFT) * c.cols + (x >> ph.TILE_SHIFT)] < walk[tee] // 2


def test_walk_costs_go_round_walls_and_water():
    c = Course.from_hole(course({"par": 2, "tiles": ["#######", "#T.w.O#", "#.....#", "#######"]}).holes[0])
    walk = ai.walk_costs(c)
    assert walk[1 * 7 + 5] == 0 and walk[1 * 7 + 4] == 10
    assert walk[1 * 7 + 3] == ai.FAR                       # water is never walked on
    # round the pond: down, two across and a diagonal up; no diagonal cuts the pond's corner
    assert walk[1 * 7 + 2] == 10 + 10 + 10 + 14


def test_no_frame_rolls_more_than_the_budget(monkeypatch):
    used = []
    real = ai.roll_on

    def counting(course, ball, frames):
        before = ball.frames
        outcome = real(course, ball, frames)
        used[-1] += ball.frames - before
        return outcome

    monkeypatch.setattr(ai, "roll_on", counting)
    c = Course.from_hole(course(DOG_LEG).holes[0])
    plan = ai.Plan(c, ai.walk_costs(c), *c.tee, "expert")
    while not plan.finished:
        used.append(0)
        plan.work()
    assert len(used) > 5 and max(used) <= ai.FRAME_BUDGET


def test_every_strike_every_tier_decides_is_legal_by_can_strike(monkeypatch):
    """ai.decide's strikes pass can_strike (its angle and power in range, on the seat's own turn)."""
    strikes = []

    def checked(session, seat):
        strike = decide(session, seat)
        if strike is not None:
            strikes.append(session.can_strike(seat, *strike))
        return strike

    monkeypatch.setattr(ai, "decide", checked)
    for seed, tiers in enumerate((("novice", "regular"), ("expert", "novice"), ("regular", "expert"))):
        s = session(STRAIGHT, DOG_LEG, seats=tuple(f"ai:{t}" for t in tiers), seed=seed)
        while not s.is_finished():
            s.tick([])
    assert len(strikes) >= 12 and all(reason is None for reason in strikes), strikes


def test_the_tiers_err_by_their_own_margins():
    plan = plan_from(STRAIGHT, *at(12, 2), "novice")
    spread = {}
    for tier in ("novice", "expert"):
        rng = Xoshiro256ss(3)
        offs = [fx.angle_diff(ai.perturb(plan, tier, rng)[0], plan.best_angle) for _ in range(300)]
        assert max(abs(o) for o in offs) <= ai.TIERS[tier].aim_error
        spread[tier] = sum(abs(o) for o in offs)
    assert spread["novice"] > 5 * spread["expert"]


def test_the_expert_needs_clearly_fewer_strokes_than_the_novice(sample):
    cfg = sample.instance("sample-golf").config
    totals = {"expert": 0, "novice": 0}
    for seed in (1, 2):
        s = GolfSession(config=cfg, seed=seed, seats=[Seat.ai("expert"), Seat.ai("novice")])
        while not s.is_finished():
            s.tick([])
        totals["expert"] += s.players[0].total
        totals["novice"] += s.players[1].total
    # over two rounds of par 27: the expert about par or better, the novice far over it
    assert totals["expert"] * 4 < totals["novice"] * 3, totals
    assert totals["expert"] <= 2 * cfg.par, totals
