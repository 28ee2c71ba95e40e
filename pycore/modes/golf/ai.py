"""Mini golf AI: candidate strikes played out with the real physics, then the tier's error.

A :class:`Plan` first tries a fan of headings towards the farthest point of the walking
route to the cup it can see in a straight line (the cup itself on an open green), at
powers around the flat-fairway estimate and, from the regular tier up, a ring of headings
for banks and ways round; then it refines round the best so far in finer and finer steps.
The best shot holes out, else ends nearest the cup along the route (:func:`walk_costs`),
and a hazard ranks last. Candidates roll with the session's own :func:`physics.roll_on`,
:data:`FRAME_BUDGET` roll frames per game frame, so the search spreads over the AI's think
frames and no frame costs more than a few milliseconds. The chosen strike is then
perturbed by the tier's aim and power error from the session's RNG.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from typing import Any

from pycore.kernel import fx
from pycore.kernel.rng import Stream
from pycore.modes.golf.physics import (FAIRWAY, HOLED, IN_WATER, OUT_OF_BOUNDS, ROLLING, ROUGH, SAND,
                                       TILE, TILE_SHIFT, Course, Fx, Roll, centre, launch, power_for,
                                       roll_on)

FRAME_BUDGET = 80                   # candidate roll frames simulated per game frame (about 0.45 ms of CPU in CPython)
MIN_THINK = 24                      # frames an AI shows its aim before it strikes
DIRECT_SPREAD = (-48, -16, 0, 16, 48)
DIRECT_POWERS = (75, 90, 105, 125)  # percent of the flat-fairway estimate
RING_POWERS = (40, 70, 100)
REFINE_STEPS = (-1, 1)              # steps either side of the best, in each refine stage
FAN, RING, REFINE = 0, 1, 2         # the search's stages: the fan, the ring (from regular up), refining


@dataclass(frozen=True)
class Tier:
    """How hard an AI looks and how well it executes."""

    ring: int                       # headings tried round the full turn (0: none)
    refine: tuple[int, ...]         # the angle step of each refine stage, coarse to fine
    aim_error: int                  # up to this many 12-bit angle units off, either way
    power_error: int                # up to this many percent of the power off, either way


TIERS = {
    "novice": Tier(ring=0, refine=(16,), aim_error=90, power_error=16),
    "regular": Tier(ring=8, refine=(16, 4), aim_error=30, power_error=7),
    "expert": Tier(ring=16, refine=(16, 4, 1), aim_error=5, power_error=2),
}

HOLED_RANK, REST_RANK, HAZARD_RANK = 0, 1, 2
STEP_COST = {FAIRWAY: 10, ROUGH: 14, SAND: 24}   # walking into a tile: rough and sand cost more
DIAGONAL = 14                                     # per 10 of a straight step
NEAR = 14                                         # the cup's own tile and its neighbours: judged by distance
FAR = 1 << 30                                     # a tile with no route to the cup
SIGHT_STEP: Fx = TILE // 4


def walk_costs(course: Course) -> list[int]:
    """Return each tile's cost of the cheapest walk to the cup over ground (Dijkstra, 8 ways)."""
    cols, rows, kinds = course.cols, course.rows, course.kinds
    cup = (course.cup[1] >> TILE_SHIFT) * cols + (course.cup[0] >> TILE_SHIFT)
    costs = [FAR] * (cols * rows)
    costs[cup] = 0
    frontier = [(0, cup)]
    while frontier:
        cost, tile = heapq.heappop(frontier)
        if cost > costs[tile]:
            continue
        row, col = divmod(tile, cols)
        for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)):
            c, r = col + dc, row + dr
            if not (0 <= c < cols and 0 <= r < rows) or kinds[r * cols + c] not in STEP_COST:
                continue
            if dc and dr and (kinds[row * cols + c] not in STEP_COST or kinds[r * cols + col] not in STEP_COST):
                continue
            step = STEP_COST[kinds[tile]]
            nxt = cost + (step * DIAGONAL // 10 if dc and dr else step)
            if nxt < costs[r * cols + c]:
                costs[r * cols + c] = nxt
                heapq.heappush(frontier, (nxt, r * cols + c))
    return costs


def target(course: Course, walk: list[int], x: Fx, y: Fx) -> tuple[Fx, Fx]:
    """Return the farthest point down the walking route from (x, y) with a clear straight line to it."""
    cols = course.cols
    tile = (y >> TILE_SHIFT) * cols + (x >> TILE_SHIFT)
    route = []
    while walk[tile] > 0 and len(route) < len(walk):
        row, col = divmod(tile, cols)
        nxt = min(((r * cols + c) for c in (col - 1, col, col + 1) for r in (row - 1, row, row + 1)
                   if 0 <= c < cols and 0 <= r < course.rows), key=lambda t: (walk[t], t))
        if walk[nxt] >= walk[tile]:
            break
        route.append(nxt)
        tile = nxt
    best = course.cup if walk[tile] == 0 else (x, y)
    for tile in reversed(route):
        point = course.cup if walk[tile] == 0 else centre(tile % cols, tile // cols)
        if _clear(course, x, y, *point):
            return point
    return best


def _clear(course: Course, x0: Fx, y0: Fx, x1: Fx, y1: Fx) -> bool:
    """Return True if the straight line between two points crosses only fairway, rough and sand."""
    n = fx.length(x1 - x0, y1 - y0) // SIGHT_STEP + 1
    return all(course.kind_at(x0 + (x1 - x0) * i // n, y0 + (y1 - y0) * i // n) in STEP_COST
               for i in range(n + 1))


class Plan:
    """An AI's search for one strike from (x, y), resumable frame by frame."""

    def __init__(self, course: Course, walk: list[int], x: Fx, y: Fx, tier: str) -> None:
        self.course, self.walk, self.x, self.y = course, walk, x, y
        self.tier = TIERS[tier]
        tx, ty = target(course, walk, x, y)
        aim = fx.atan2(ty - y, tx - x)
        estimate = power_for(fx.length(tx - x, ty - y))
        self.best_angle, self.best_power = aim, estimate
        self.best_rank, self.best_miss = HAZARD_RANK + 1, (0, 0)
        self.queue = [((aim + d) % fx.FULL_TURN, _power(estimate * p // 100))
                      for p in DIRECT_POWERS for d in DIRECT_SPREAD]
        self.stage = FAN
        self.refined = 0                 # refine stages queued so far
        self.centre = (aim, estimate)    # what the current stage's queue was built round
        self.index = 0
        self.ball: "Roll | None" = None
        self.finished = False

    def work(self, budget: int = FRAME_BUDGET) -> None:
        """Roll candidates for up to ``budget`` frames in all, keeping the best ending."""
        while budget > 0 and not self.finished:
            angle, power = self.queue[self.index]
            if self.ball is None:
                self.ball = Roll(self.x, self.y, *launch(angle, power))
            before = self.ball.frames
            outcome = roll_on(self.course, self.ball, budget)
            budget -= self.ball.frames - before
            if outcome == ROLLING:
                return
            self._judge(angle, power, outcome, self.ball)
            self.ball = None
            self.index += 1
            if self.best_rank == HOLED_RANK:
                self.finished = True
            elif self.index == len(self.queue):
                self._next_stage()

    def _judge(self, angle: int, power: int, outcome: int, ball: Roll) -> None:
        cx, cy = self.course.cup
        if outcome == HOLED:
            rank, miss = HOLED_RANK, (0, 0)
        elif outcome in (IN_WATER, OUT_OF_BOUNDS):
            rank, miss = HAZARD_RANK, (0, 0)
        else:
            walked = self.walk[(ball.y >> TILE_SHIFT) * self.course.cols + (ball.x >> TILE_SHIFT)]
            rank, miss = REST_RANK, (max(walked, NEAR), (ball.x - cx) ** 2 + (ball.y - cy) ** 2)
        if (rank, miss) < (self.best_rank, self.best_miss):
            self.best_rank, self.best_miss = rank, miss
            self.best_angle, self.best_power = angle, power

    def _next_stage(self) -> None:
        """Queue the ring for banks and ways round, then each finer stage round the best."""
        self.index = 0
        if self.stage == FAN and self.tier.ring:
            self.stage = RING
            self.queue = [(k * fx.FULL_TURN // self.tier.ring, p) for p in RING_POWERS for k in range(self.tier.ring)]
            return
        if self.refined >= len(self.tier.refine):
            self.finished = True
            return
        step = self.tier.refine[self.refined]
        power_step = max(1, step // 4)
        self.stage = REFINE
        self.refined += 1
        a, p = self.centre = self.best_angle, self.best_power
        self.queue = [((a + da * step) % fx.FULL_TURN, _power(p + dp * power_step))
                      for dp in (0, *REFINE_STEPS) for da in (0, *REFINE_STEPS) if da or dp]

    def fields(self) -> list[int]:
        """Return the search state as ints, for the state hash (a queue follows from its stage and centre)."""
        return [self.stage, self.refined, *self.centre, self.index, int(self.finished), self.best_rank, *self.best_miss,
                self.best_angle, self.best_power, *(self.ball.fields() if self.ball else [])]


def _power(p: int) -> int:
    return fx.clamp(p, 1, 100)


def decide(session: Any, seat: int) -> "tuple[int, int] | None":
    """Spend this frame's share of ``seat``'s search; return its strike (angle, power) once found and shown.

    The search's best aim so far is the session's aim, so the screen shows the AI lining up.
    """
    p = session.players[seat]
    if session.plan is None:
        session.plan = Plan(session.course, session.walk, p.x, p.y, session.seats[seat].tier)
    session.plan.work()
    session.think += 1
    session.angle, session.power = session.plan.best_angle, session.plan.best_power
    if session.plan.finished and session.think >= MIN_THINK:
        return perturb(session.plan, session.seats[seat].tier, session.rng)
    return None


def perturb(plan: Plan, tier: str, rng: Stream) -> tuple[int, int]:
    """Return the plan's best strike thrown off by the tier's aim and power error."""
    t = TIERS[tier]
    angle = (plan.best_angle + rng.between(-t.aim_error, t.aim_error)) % fx.FULL_TURN
    power = _power(plan.best_power + plan.best_power * rng.between(-t.power_error, t.power_error) // 100)
    return angle, power
