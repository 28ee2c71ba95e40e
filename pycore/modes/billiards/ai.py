"""Billiards AI: candidate shots played out with the table's own physics, then the tier's aim and power error.

A :class:`Plan` lists candidates from geometry: for each legal ball and each pocket, the
ghost-ball aim (where the cue ball must be at contact to send the object ball at the
pocket), kept if the cut is not too thin and the paths look clear, ranked by distance and
cut; plus a plain full hit on each legal ball so there is always a legal try. The tier
keeps the best few, at one power (novice, regular) or two and with follow and draw
(expert), and plays each out on a copy of the table, :data:`SIM_BUDGET` units of the
physics' own work per game frame (balls moved, pairs resolved, cushions tried: a ball pressed
into the rack counts for more than one rolling alone), so the search spreads over the AI's
think frames and none costs much more than another. A shot scores by what it
pots for the shooter (the 8 or the 9 to win it, or to lose it), a foul ranks low, and the
cue ball's resting place counts the easy shots it leaves (for the expert, a miss that
leaves the other player nothing is a safety). The chosen strike is thrown off by the tier's
error from the session's RNG.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from pycore.kernel import fx
from pycore.modes.billiards import physics
from pycore.modes.billiards.physics import DIAMETER, ONE, POCKETS, Ball, Log

if TYPE_CHECKING:
    from pycore.modes.billiards.rules import BilliardsSession

SIM_BUDGET = 400                 # candidate play per game frame, in the physics' own work units (physics.step)
SIM_CAP = 200                     # a candidate is judged where its balls are after this long
MIN_THINK = 30                    # frames an AI shows its aim before it strikes
SIDE_DEPTH = 30 * ONE             # a side pocket is aimed this far beyond the rail line
MIN_CUT_COS = ONE * 3 // 10       # thinner than about 72 degrees is not tried
FOUL, LOSS, WIN = -400, -5000, 5000


@dataclass(frozen=True)
class Tier:
    """How hard an AI looks and how well it executes."""

    keep: int                      # geometric candidates played out
    powers: tuple[int, ...]        # percent of the estimated power tried for each
    spins: tuple[int, ...]         # spins tried on the best two (expert)
    aim_error: int                 # up to this many 12-bit angle units off, either way
    power_error: int               # up to this many power points off, either way
    safety: bool                   # a miss is scored by what it leaves the other player


TIERS = {
    "novice": Tier(keep=2, powers=(100,), spins=(), aim_error=24, power_error=12, safety=False),
    "regular": Tier(keep=4, powers=(100,), spins=(), aim_error=8, power_error=6, safety=False),
    "expert": Tier(keep=5, powers=(85, 120), spins=(1, -1), aim_error=2, power_error=2, safety=True),
}


def aim_point(pocket: int) -> tuple[int, int]:
    """Return the point an object ball is sent at for ``pocket``: the corner itself, or a side's throat."""
    x, y = POCKETS[pocket]
    if pocket in (1, 4):
        y += -SIDE_DEPTH if y == 0 else SIDE_DEPTH
    return x, y


def _clear(balls: list[Ball], x0: int, y0: int, x1: int, y1: int, skip: tuple[int, ...]) -> bool:
    """Return True if no ball but ``skip`` lies within a ball's width of the path (x0, y0) -> (x1, y1)."""
    ex, ey = x1 - x0, y1 - y0
    length2 = ex * ex + ey * ey or 1
    for b in balls:
        if not b.on or b.n in skip:
            continue
        t = fx.clamp((b.x - x0) * ex + (b.y - y0) * ey, 0, length2)
        cx, cy = x0 + ex * t // length2, y0 + ey * t // length2
        if (b.x - cx) ** 2 + (b.y - cy) ** 2 < DIAMETER * DIAMETER:
            return False
    return True


def shots(balls: list[Ball], cue_x: int, cue_y: int, legal: list[int]) -> list[tuple[int, int, int, int, int]]:
    """Return (cost, angle, power, pocket, ball) for each clear cut of a legal ball into a pocket, cheapest first."""
    found = []
    for n in legal:
        t = balls[n]
        if not t.on:
            continue
        for pocket in range(6):
            px, py = aim_point(pocket)
            ux, uy = px - t.x, py - t.y
            run = fx.isqrt(ux * ux + uy * uy) or 1
            gx, gy = t.x - ux * DIAMETER // run, t.y - uy * DIAMETER // run
            cx, cy = gx - cue_x, gy - cue_y
            reach = fx.isqrt(cx * cx + cy * cy) or 1
            cut = (cx * ux + cy * uy) // run * ONE // reach
            if cut < MIN_CUT_COS:
                continue
            if pocket in (1, 4) and abs(uy) * 10 < run * 4:
                continue                   # too shallow into a side pocket: the jaws turn it away
            if not (_clear(balls, cue_x, cue_y, gx, gy, (0, n)) and _clear(balls, t.x, t.y, px, py, (0, n))):
                continue
            cost = (reach + 2 * run) // ONE + (ONE - cut) * 3000 // ONE
            power = fx.clamp(18 + (reach + 2 * run) // ONE * 2 // 100 + (ONE - cut) * 20 // ONE, 15, 90)
            found.append((cost, fx.atan2(cy, cx), power, pocket, n))
    found.sort()
    return found


class Plan:
    """An AI's search for one shot: the candidates, the one in play on a copy of the table, the best so far."""

    def __init__(self, candidates: list[tuple[int, int, int, int]]) -> None:
        self.candidates = candidates        # (angle, power, spin, pocket)
        self.index = 0
        self.sim: "list[Ball] | None" = None
        self.log: "Log | None" = None
        self.frames = 0
        self.think = 0
        self.best = -(1 << 40)
        self.best_index = 0

    def fields(self) -> list[int]:
        """Return every field as ints, for the state hash."""
        flat = [v for c in self.candidates for v in c]
        sim = [v for b in self.sim for v in b.fields()] if self.sim else []
        log = self.log.fields() if self.log else []
        return [self.index, self.frames, self.think, self.best, self.best_index, len(flat), *flat,
                len(sim), *sim, len(log), *log]


def decide(session: "BilliardsSession", seat: int) -> "tuple[str, tuple] | None":
    """Return ``seat``'s next move, ``("place" | "call" | "strike", args)``, or None while it still thinks."""
    tier = TIERS[session.seats[seat].tier or "regular"]
    if session.phase == "place":
        return "place", _placement(session, seat)
    if session.plan is None:
        session.plan = _plan(session, seat, tier)
    plan = session.plan
    plan.think += 1
    budget = SIM_BUDGET
    while plan.index < len(plan.candidates) and budget > 0:
        budget -= _play(session, seat, plan, tier, budget)
    if plan.index < len(plan.candidates) or plan.think < MIN_THINK:
        return None
    angle, power, spin, pocket = plan.candidates[plan.best_index]
    if session.can_call(seat, pocket) is None and session.called != pocket and pocket >= 0:
        return "call", (pocket,)
    rng = session.rng
    angle = (angle + rng.between(-tier.aim_error, tier.aim_error)) % fx.FULL_TURN
    power = fx.clamp(power + rng.between(-tier.power_error, tier.power_error), 1, 100)
    spin = spin if session.config.spin else 0
    return "strike", (angle, power, spin)


def _plan(session: "BilliardsSession", seat: int, tier: Tier) -> Plan:
    """List the tier's candidates for the table as it lies."""
    balls = session.balls
    cue = balls[0]
    if session.breaking:
        apex = balls[session.legal_first(seat)[0]] if session.nine else _apex(balls)
        return Plan([(fx.atan2(apex.y - cue.y, apex.x - cue.x), 100, 0, -1)])
    legal = session.legal_first(seat)
    found = shots(balls, cue.x, cue.y, legal)[:tier.keep]
    candidates: list[tuple[int, int, int, int]] = []
    for _, angle, power, pocket, _n in found:
        for percent in tier.powers:
            candidates.append((angle, fx.clamp(power * percent // 100, 5, 100), 0, pocket))
    for _, angle, power, pocket, _n in found[:2]:
        for spin in tier.spins:
            candidates.append((angle, power, spin, pocket))
    for n in legal[:3]:
        t = balls[n]
        candidates.append((fx.atan2(t.y - cue.y, t.x - cue.x), 35, 0, physics.nearest_pocket(t.x, t.y)))
    if not session.config.spin:
        candidates = [c for c in candidates if c[2] == 0]
    return Plan(candidates)


def _apex(balls: list[Ball]) -> Ball:
    """Return the object ball nearest the head of the table (the rack's apex)."""
    return min((b for b in balls[1:] if b.on), key=lambda b: (b.x, b.n))


def _play(session: "BilliardsSession", seat: int, plan: Plan, tier: Tier, budget: int) -> int:
    """Play the current candidate on a copy for up to ``budget`` ball-frames; score it when it ends. Return those used."""
    angle, power, spin, pocket = plan.candidates[plan.index]
    if len(plan.candidates) == 1:
        plan.index = 1                      # one candidate (the break): nothing to compare
        return 1
    if plan.sim is None:
        plan.sim = [b.copy() for b in session.balls]
        plan.log = Log()
        plan.frames = 0
        physics.strike(plan.sim[0], angle, power * physics.MAX_SPEED // 100, spin)
    assert plan.log is not None
    used = 0
    moving = True
    while used < budget and plan.frames < SIM_CAP and moving:
        moving, work = physics.frame_work(plan.sim, plan.log)
        plan.frames += 1
        used += work
    if moving and plan.frames < SIM_CAP:
        return used
    score = _score(session, seat, plan.sim, plan.log, pocket, tier)
    if score > plan.best:
        plan.best, plan.best_index = score, plan.index
    plan.index += 1
    plan.sim = plan.log = None
    return max(used, 1)


def _score(session: "BilliardsSession", seat: int, balls: list[Ball], log: Log, pocket: int, tier: Tier) -> int:
    """Score a played-out candidate for ``seat`` by the rules' own tests."""
    legal = session.legal_first(seat)
    potted = [n for n, _ in log.potted if n != 0]
    foul = (not balls[0].on or log.first < 0 or log.first not in legal
            or (not potted and not log.rail_after))
    if session.nine:
        if 9 in potted:
            return LOSS // 10 if foul else WIN
        mine = potted
        next_legal = [b.n for b in balls[1:] if b.on][:1]
    else:
        if 8 in potted:
            eight_pocket = next(p for n, p in log.potted if n == 8)
            return WIN if session.on_the_eight(seat) and not foul and eight_pocket == pocket else LOSS
        group = session.groups[seat]
        mine = [n for n in potted if group == 0 or _group(n) == group]
        own = group or (_group(mine[0]) if mine else 0)
        next_legal = [b.n for b in balls[1:] if b.on and (own == 0 and b.n != 8 or _group(b.n) == own)] or [8]
    if foul:
        return FOUL
    cue = balls[0]
    if mine:
        return 100 * len(mine) + 15 * min(4, len(shots(balls, cue.x, cue.y, next_legal)))
    if tier.safety:
        theirs = [b.n for b in balls[1:] if b.on and b.n not in legal] or next_legal
        return -20 - 15 * min(4, len(shots(balls, cue.x, cue.y, theirs)))
    return -20


def _group(n: int) -> int:
    return 1 if 1 <= n <= 7 else 2 if 9 <= n <= 15 else 0


def _placement(session: "BilliardsSession", seat: int) -> tuple[int, int]:
    """Return where to put the cue ball in hand (mm): straight behind the easiest cut, else the rules' free spot."""
    balls = session.balls
    legal = session.legal_first(seat) if not session.breaking else []
    tier = session.seats[seat].tier
    if legal and tier != "novice":
        for n in legal:
            t = balls[n]
            for pocket in range(6):
                px, py = aim_point(pocket)
                ux, uy = px - t.x, py - t.y
                run = fx.isqrt(ux * ux + uy * uy) or 1
                for back in (300, 200, 450):
                    x = t.x - ux * (DIAMETER + back * ONE) // run
                    y = t.y - uy * (DIAMETER + back * ONE) // run
                    x, y = x >> fx.FRAC_BITS, y >> fx.FRAC_BITS
                    if session.can_place(seat, x, y) is None and \
                            _clear(balls, x * ONE, y * ONE, t.x, t.y, (0, n)) and \
                            _clear(balls, t.x, t.y, px, py, (0, n)):
                        return x, y
    return session.free_spot()
