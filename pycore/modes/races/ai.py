"""Racing AI: pure pursuit of a point ahead on the course, capped, braking and boosting by tier.

A racer aims two half-widths ahead along the centerline, offset by its own line, or at a
ready power-up lying just ahead when its hands are empty. Tiers differ in top speed, how
they judge corners, and how sharply they spend boosts and power-ups; the novice also
wavers at the wheel. Every chance comes from the session's RNG.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from pycore.kernel import fx
from pycore.kernel.fx import ONE, QUARTER_TURN, Fx

from .car import BRAKE, GRIP_SPEED, METER_FULL, NO_ITEM, RADIUS, TOP_SPEED

if TYPE_CHECKING:  # pragma: no cover
    from .rules import RacesSession

Plan = tuple[bool, bool, int, bool, bool]   # throttle, brake, steer, boost, use

DEADBAND = 12           # angle units of aim error the AI lets pass
LOST = 640              # aim error past which it slows right down to turn round
SHARP = 768             # a bend this sharp (about 67 degrees) invites a hop
STRAIGHT = 576          # no bend past this (about 50 degrees) within the look-ahead: a straight
SIN_DEADBAND = fx.sin(DEADBAND)
COS_LOST = fx.cos(LOST)


@dataclass(frozen=True)
class Tier:
    """How one AI tier drives."""

    top_percent: int        # its own cap on top speed
    corner_percent: int     # speed kept through a right-angle bend (a hairpin halves it again)
    waver: int              # 1 in ``waver`` frames it steers at random (0: never)
    hesitate: int           # 1 in ``hesitate`` frames it spends what the rule says (1: at once)


TIERS = {
    "novice": Tier(top_percent=64, corner_percent=60, waver=5, hesitate=120),
    "regular": Tier(top_percent=84, corner_percent=72, waver=0, hesitate=8),
    "expert": Tier(top_percent=100, corner_percent=80, waver=0, hesitate=1),
}


def _bends_ahead(s: "RacesSession", seg: int, along: Fx, near: Fx, far: Fx) -> tuple[int, int]:
    """Return the sharpest bends whose corners lie within ``near`` and within ``far`` ahead."""
    t = s.track
    count = len(t.len)
    sharp_near = sharp_far = 0
    ahead, i = t.len[seg] - along, seg
    for _ in range(count):
        if ahead > far or (not t.closed and i == count - 1):
            break
        bend = t.bends[i]
        sharp_far = max(sharp_far, bend)
        if ahead <= near:
            sharp_near = max(sharp_near, bend)
        i = (i + 1) % count
        ahead += t.len[i]
    return sharp_near, sharp_far


def _aim(s: "RacesSession", seat: int) -> tuple[Fx, Fx]:
    """Return the point to pursue: a ready power-up just ahead, else the racer's line ahead."""
    t, r = s.track, s.racers[seat]
    arc = t.start[r.seg] + r.along
    side = r.line
    if r.item == NO_ITEM:
        best = 3 * t.half
        for i, (mark, off) in enumerate(s.spot_marks):
            ahead = mark - arc
            if t.closed:
                ahead %= t.length
            if not s.spots[i] and t.half < ahead < best:
                best, side = ahead, off
    look = arc + 2 * t.half
    if t.closed:
        look %= t.length
    seg, along = t.locate(look)
    if not t.closed and look > t.length:  # past a sprint's end: run on along its last segment
        seg, along = t.segments - 1, look - t.start[t.segments - 1]
    return t.offset(seg, along, side)


def _rival_ahead(s: "RacesSession", seat: int) -> bool:
    """Return True if a racer sits just ahead in this one's path (worth hopping over)."""
    r = s.racers[seat]
    cx, cy = fx.cos(r.heading), fx.sin(r.heading)
    for o in s.racers:
        if o is r or not o.is_racing or o.hop:
            continue
        dx, dy = o.x - r.x, o.y - r.y
        forward = fx.mul(dx, cx) + fx.mul(dy, cy)
        across = fx.mul(dx, cy) - fx.mul(dy, cx)
        if 0 < forward < 5 * RADIUS and abs(across) < 2 * RADIUS:
            return True
    return False


def _wants_item(s: "RacesSession", seat: int, bend_near: int, bend_far: int) -> bool:
    r = s.racers[seat]
    if r.item == "shield":
        return True
    if r.item == "boost":
        return bend_far < STRAIGHT and not r.slow
    if r.item == "hop":
        return bend_near >= SHARP or _rival_ahead(s, seat)
    if r.item == "slow":
        return s.places()[seat] > 1
    return False


def _steer(heading: int, vx: Fx, vy: Fx) -> tuple[int, bool]:
    """Return (steer, lost) towards the vector (vx, vy) from a racer facing ``heading``.

    Compares the cross and dot products with the deadband's and LOST's sines and cosines,
    so no angle has to be searched for.
    """
    hx, hy = fx.cos(heading), fx.sin(heading)
    cross = (hx * vy - hy * vx) >> fx.FRAC_BITS     # |v| sin(error), positive: aim to the right
    dot = (hx * vx + hy * vy) >> fx.FRAC_BITS       # |v| cos(error)
    size = fx.length(vx, vy)
    steer = 0
    if dot < 0 or abs(cross) * ONE > SIN_DEADBAND * size:
        steer = 1 if cross > 0 else -1 if cross < 0 else 1
    return steer, dot * ONE < COS_LOST * size


def decide(session: "RacesSession", seat: int) -> Plan:
    """Return this frame's (throttle, brake, steer, boost, use) for the AI in ``seat``, at its tier."""
    return drive(session, seat, session.seats[seat].tier)


def drive(s: "RacesSession", seat: int, tier_name: str) -> Plan:
    """Return this frame's (throttle, brake, steer, boost, use) for a racer driven at ``tier_name``."""
    tier = TIERS[tier_name]
    t, r = s.track, s.racers[seat]
    tx, ty = _aim(s, seat)
    steer, lost = _steer(r.heading, tx - r.x, ty - r.y)
    if tier.waver and s.rng.below(tier.waver) == 0:
        steer = s.rng.between(-1, 1)
    bend_near, bend_far = _bends_ahead(s, r.seg, r.along, 3 * t.half, 6 * t.half)
    target = TOP_SPEED * tier.top_percent // 100
    if bend_near > QUARTER_TURN // 2:
        # a right angle keeps corner_percent; sharper bends keep proportionally less
        keep = tier.corner_percent * QUARTER_TURN // bend_near
        target = min(target, max(GRIP_SPEED, TOP_SPEED * min(keep, 100) // 100))
    if lost:
        target = min(target, GRIP_SPEED)
    throttle = r.speed < target
    brake = r.speed > target + BRAKE and not r.boost
    boost = r.meter >= METER_FULL and bend_far < STRAIGHT and not lost
    use = r.item != NO_ITEM and _wants_item(s, seat, bend_near, bend_far)
    if tier.hesitate > 1 and (boost or use) and s.rng.below(tier.hesitate):
        boost = use = False
    return throttle, brake, steer, boost, use
