"""Racing rules: the countdown, fixed-point driving, checkpoints and laps, bumps, power-ups, the finish.

Each frame every racer decides (pad or AI), spends a boost or a power-up if it asked, then
drives: speed, steering, moving, the edge, boost pads, checkpoints and pickups. Then
overlapping racers are pushed apart, empty pickup spots count down, and the race may end.
"""

from __future__ import annotations

import struct
from typing import Sequence

from pycore.kernel import fx, pad
from pycore.kernel.digest import Digest
from pycore.kernel.fx import ONE, Fx
from pycore.kernel.rng import SplitMix64
from pycore.kernel.session import Event, Results, Seat, Session, ordinal, placements, prize_rewards, refused

from . import ai
from .car import (ACCEL, BRAKE, BUMP_LOSS, DRAG, EDGE_KEEP, GRID_GAP, GRIP_SPEED, HOP_FRAMES, ITEM_BOOST,
                  METER_BOOST, METER_FULL, NO_ITEM, OVERSPEED_DECAY, PAD_BOOST, PICKUP_REACH, RADIUS,
                  SHIELD_FRAMES, SLOW_FRAMES, TURN, Racer)
from .config import RacesConfig

FPS = 60
EDGE_MARGIN = 8  # 20.12 units kept inside the edge, so rounding never leaves a racer outside
FINISHED_BONUS = 1 << 62    # lifts a finisher's standing score above any racer still on the course
ACTIONS = ("boost", "use")   # the pointer moves a seat may send, as the panel's hotspots name them


def frame_bound(config: RacesConfig) -> int:
    """Return the most frames a race can last: the countdown and the time limit."""
    return config.countdown + config.time_limit + 1


def race_time(frames: int) -> str:
    """Return ``frames`` as m:ss.cc for a results line."""
    cs = frames * 100 // FPS
    return f"{cs // 6000}:{cs // 100 % 60:02d}.{cs % 100:02d}"


class RacesSession(Session):
    """A race of 1 to 6 racers on one track; seats are grid slots, pole first."""

    kind = "races"

    def __init__(self, *, config: RacesConfig, seed: int, seats: Sequence[Seat]) -> None:
        super().__init__(config=config, seed=seed, seats=seats)
        self.track = config.track()
        self.rng = SplitMix64(seed)
        self.racers = [self._grid_slot(i) for i in range(len(self.seats))]
        spread = self.track.half // 3
        for r in self.racers:  # every seat gets a line, so the AI can take over a dropped player's car
            r.line = self.rng.between(-spread, spread)
        self.spots = [0] * len(config.pickups)   # frames until each pickup spot is ready again
        # where each spot lies along the course, for the AI reaching for it
        self.spot_marks = [self._mark(p.x * ONE, p.y * ONE) for p in config.pickups]
        self.first_finish = -1
        self.ended = ""

    def _grid_slot(self, i: int) -> Racer:
        """Return racer ``i`` on the grid: two abreast just past the start, pole furthest ahead."""
        t = self.track
        rows = (len(self.seats) + 1) // 2
        seg, along = t.locate((rows - i // 2) * GRID_GAP)
        side = t.half // 2 if i % 2 else -(t.half // 2)
        x, y = t.offset(seg, along, side)
        seg, _, along = t.nearest(x, y)
        nxt = seg + 1 if t.closed else min(seg + 1, t.gates - 1)
        return Racer(i, x, y, t.heading[seg], seg, along, nxt % t.gates)

    def _mark(self, x: Fx, y: Fx) -> tuple[Fx, Fx]:
        """Return (arc length, signed offset to the right) of a point on the course."""
        t = self.track
        seg, _, along = t.nearest(x, y)
        cx, cy = t.at(seg, along)
        side = fx.mul(x - cx, -t.uy[seg]) + fx.mul(y - cy, t.ux[seg])
        return t.start[seg] + along, side

    # -- clocks ---------------------------------------------------------------------
    @property
    def countdown_left(self) -> int:
        """Return frames left before the start (0 once racing)."""
        return max(0, self.config.countdown - self.frame)

    @property
    def clock(self) -> int:
        """Return frames raced since the start."""
        return max(0, self.frame - self.config.countdown)

    # -- the boost and power-up triads ---------------------------------------------
    def _not_driving(self, seat: int) -> "str | None":
        if not 0 <= seat < len(self.racers):
            return f"There is no seat {seat + 1} in this race."
        if self.ended:
            return "The race is over."
        if self.countdown_left:
            return "The race has not started yet."
        if not self.racers[seat].is_racing:
            return f"Seat {seat + 1} has crossed the finish line already."
        return None

    def can_boost(self, seat: int) -> "str | None":
        """Return why ``seat`` cannot spend its boost meter now, or None."""
        problem = self._not_driving(seat)
        if problem:
            return problem
        r = self.racers[seat]
        if r.meter < METER_FULL:
            return f"The boost meter is not full yet ({r.meter * 100 // METER_FULL} %)."
        return None

    def boost(self, seat: int) -> list[Event]:
        """Spend a full boost meter on a burst at boost speed, or refuse with the reason."""
        problem = self.can_boost(seat)
        if problem:
            return [refused(seat, problem)]
        r = self.racers[seat]
        r.meter = 0
        r.boost = max(r.boost, METER_BOOST)
        return [{"kind": "boost", "seat": seat, "source": "meter"}]

    def can_use(self, seat: int) -> "str | None":
        """Return why ``seat`` cannot use a power-up now, or None."""
        problem = self._not_driving(seat)
        if problem:
            return problem
        if self.racers[seat].item == NO_ITEM:
            return "There is no power-up in hand: drive over one first."
        return None

    def use(self, seat: int) -> list[Event]:
        """Use the power-up in hand, or refuse with the reason."""
        problem = self.can_use(seat)
        if problem:
            return [refused(seat, problem)]
        r = self.racers[seat]
        kind, r.item = r.item, NO_ITEM
        events: list[Event] = [{"kind": "use", "seat": seat, "item": kind}]
        if kind == "boost":
            r.boost = max(r.boost, ITEM_BOOST)
        elif kind == "hop":
            r.hop = HOP_FRAMES
        elif kind == "shield":
            r.shield = SHIELD_FRAMES
        else:
            for rival in self.racers:
                if rival is r or not rival.is_racing:
                    continue
                if rival.shield:
                    rival.shield = 0
                    events.append({"kind": "shield_spent", "seat": rival.seat, "by": seat})
                else:
                    rival.slow = SLOW_FRAMES
                    events.append({"kind": "slowed", "seat": rival.seat, "by": seat})
        return events

    # -- driving ----------------------------------------------------------------------
    def drive(self, seat: int, *, throttle: bool = False, brake: bool = False, steer: int = 0) -> list[Event]:
        """Run one frame of ``seat``'s car: timers, speed, steering, moving, the edge, pads, gates, pickups.

        ``steer`` is -1 (left), 0 or 1 (right). A finished racer ignores its controls and coasts.
        """
        r = self.racers[seat]
        events: list[Event] = []
        r.boost = max(0, r.boost - 1)
        r.hop = max(0, r.hop - 1)
        r.shield = max(0, r.shield - 1)
        r.slow = max(0, r.slow - 1)
        r.meter = min(METER_FULL, r.meter + 1)
        if not r.is_racing:
            throttle = brake = False
            steer = 0
        cap = r.cap()
        if r.boost:
            speed = cap
        else:
            speed = r.speed + (ACCEL if throttle else 0 if brake else -DRAG) - (BRAKE if brake else 0)
            speed = max(0, speed)
            if speed > cap:
                speed = max(cap, min(speed, r.speed - OVERSPEED_DECAY))
        r.speed = speed
        if steer:
            grip = min(speed, GRIP_SPEED)
            r.heading = (r.heading + (1 if steer > 0 else -1) * TURN * grip // GRIP_SPEED) & (fx.FULL_TURN - 1)
        r.x += fx.mul(speed, fx.cos(r.heading))
        r.y += fx.mul(speed, fx.sin(r.heading))
        seg, along = self.keep_inside(r)
        if r.is_racing and not r.hop and seg in self.track.boost and r.boost < PAD_BOOST:
            if not r.boost:
                events.append({"kind": "boost", "seat": seat, "source": "pad"})
            r.boost = PAD_BOOST
        if r.is_racing:
            self._gates(r, seg, along, events)
        else:
            r.seg, r.along = seg, along
        if r.is_racing and r.item == NO_ITEM:   # a hop reaches the pickups beside the course too
            self._pick_up(r, events)
        return events

    def keep_inside(self, r: Racer) -> tuple[int, Fx]:
        """Push ``r`` back inside the edge (a half-width wider while hopping); return its (segment, along).

        The velocity's outward component is dropped; what is left turns the heading along
        the edge and keeps seven eighths of its speed.
        """
        t = self.track
        seg, d2, along = t.nearest(r.x, r.y)
        limit = t.half * 2 if r.hop else t.half
        if d2 <= limit * limit:
            return seg, along
        dist = fx.isqrt(d2)
        qx, qy = t.at(seg, along)
        ox, oy = r.x - qx, r.y - qy
        keep = limit - EDGE_MARGIN
        r.x = qx + ox * keep // dist
        r.y = qy + oy * keep // dist
        vx, vy = fx.mul(r.speed, fx.cos(r.heading)), fx.mul(r.speed, fx.sin(r.heading))
        outward = (vx * ox + vy * oy) // dist
        if outward <= 0:
            return seg, along
        if 0 < along < t.len[seg]:
            # beside a segment the edge runs along it: what is left is the velocity along the segment
            ahead = fx.mul(vx, t.ux[seg]) + fx.mul(vy, t.uy[seg])
            r.heading = t.heading[seg] if ahead >= 0 else (t.heading[seg] + fx.HALF_TURN) & (fx.FULL_TURN - 1)
            r.speed = abs(ahead) * EDGE_KEEP[0] // EDGE_KEEP[1]
            return seg, along
        # round a corner the edge is an arc: what is left is square to the way out
        tx, ty = vx - outward * ox // dist, vy - outward * oy // dist
        if tx or ty:
            r.heading = fx.atan2(ty, tx)
            r.speed = fx.length(tx, ty) * EDGE_KEEP[0] // EDGE_KEEP[1]
        else:
            r.heading = t.heading[seg]
            r.speed = 0
        return seg, along

    def _gates(self, r: Racer, seg: int, along: Fx, events: list[Event]) -> None:
        """Pass the next gate when the nearest segment becomes the one leaving it; finish a sprint at its line."""
        t = self.track
        if seg != r.seg and seg == t.gate_segment(r.next):
            self._pass(r, events)
        r.seg, r.along = seg, along
        last = t.segments - 1
        if not t.closed and r.is_racing and r.next == t.gates - 1 and seg == last and along >= t.len[last]:
            self._pass(r, events)

    def _pass(self, r: Racer, events: list[Event]) -> None:
        t = self.track
        gate = r.next
        r.passed += 1
        r.next = (gate + 1) % t.gates
        events.append({"kind": "gate", "seat": r.seat, "gate": gate})
        if t.closed and gate == 0:
            r.lap += 1
            events.append({"kind": "lap", "seat": r.seat, "lap": r.lap})
            if r.lap >= self.config.laps:
                self._finish(r, events)
        elif not t.closed and gate == t.gates - 1:
            self._finish(r, events)

    def _finish(self, r: Racer, events: list[Event]) -> None:
        r.finished = self.frame
        r.boost = r.hop = r.slow = 0
        if self.first_finish < 0:
            self.first_finish = self.frame
        place = 1 + sum(1 for o in self.racers if 0 <= o.finished < self.frame)
        events.append({"kind": "finish", "seat": r.seat, "place": place, "time": self.clock})

    def _pick_up(self, r: Racer, events: list[Event]) -> None:
        reach2 = PICKUP_REACH * PICKUP_REACH
        for i, p in enumerate(self.config.pickups):
            if self.spots[i]:
                continue
            dx, dy = r.x - p.x * ONE, r.y - p.y * ONE
            if dx * dx + dy * dy <= reach2:
                r.item = p.kind
                self.spots[i] = p.respawn
                events.append({"kind": "pickup", "seat": r.seat, "item": p.kind, "spot": i})
                return

    def bump(self) -> list[Event]:
        """Push overlapping racers apart; the one behind loses a quarter of its speed unless shielded.

        Finished and hopping racers do not collide.
        """
        t = self.track
        events: list[Event] = []
        active = [r for r in self.racers if r.is_racing and not r.hop]
        reach = 2 * RADIUS
        for i, a in enumerate(active):
            for b in active[i + 1:]:
                dx, dy = b.x - a.x, b.y - a.y
                d2 = dx * dx + dy * dy
                if d2 >= reach * reach:
                    continue
                dist = fx.isqrt(d2)
                if dist == 0:  # stacked exactly: part them across the track
                    dx, dy, dist = -t.uy[a.seg], t.ux[a.seg], ONE
                push = (reach - dist) // 2 + 1
                a.x -= dx * push // dist
                a.y -= dy * push // dist
                b.x += dx * push // dist
                b.y += dy * push // dist
                behind = a if dx * t.ux[a.seg] + dy * t.uy[a.seg] > 0 else b
                if not behind.shield:
                    behind.speed -= behind.speed * BUMP_LOSS[0] // BUMP_LOSS[1]
                events.append({"kind": "bump", "seats": [a.seat, b.seat], "behind": behind.seat})
                self.keep_inside(a)
                self.keep_inside(b)
        return events

    # -- the frame ------------------------------------------------------------------------
    def step(self, actions: dict[int, list[dict]]) -> list[Event]:
        """Run one frame: the countdown, then every racer's decision and drive, bumps, spots and the end."""
        events: list[Event] = []
        left = self.countdown_left
        if left:
            for r in self.racers:
                r.meter = min(METER_FULL, r.meter + 1)
            if left % FPS == 0:
                events.append({"kind": "countdown", "left": left // FPS})
            self._refuse_presses(actions, events)
            return events
        if self.frame == self.config.countdown:
            events.append({"kind": "go"})
        for seat, acts in actions.items():
            for act in acts:
                if act["do"] not in ACTIONS:
                    events.append(refused(seat, f"A race knows no move {act['do']!r}: only boost or use."))
        plans = [self._plan(i, actions.get(i, [])) for i in range(len(self.racers))]
        for i, plan in enumerate(plans):
            throttle, brake, steer, boost, use = plan
            if boost:
                events.extend(self.boost(i))
            if use:
                events.extend(self.use(i))
        for i, plan in enumerate(plans):
            events.extend(self.drive(i, throttle=plan[0], brake=plan[1], steer=plan[2]))
        events.extend(self.bump())
        for i, left in enumerate(self.spots):
            if left:
                self.spots[i] = left - 1
        self._check_end(events)
        return events

    def _refuse_presses(self, actions: dict[int, list[dict]], events: list[Event]) -> None:
        for i in range(len(self.racers)):
            if self.edges.pressed(i, pad.R1) or self.edges.pressed(i, pad.TRIANGLE) or actions.get(i):
                events.append(refused(i, "The race has not started yet."))

    def _plan(self, seat: int, acts: list[dict]) -> tuple[bool, bool, int, bool, bool]:
        """Return (throttle, brake, steer, boost, use) from the AI or the seat's pad and actions."""
        if not self.racers[seat].is_racing:
            return False, False, 0, False, False
        if self.seats[seat].is_ai:
            return ai.decide(self, seat)
        e = self.edges
        steer = (1 if e.held(seat, pad.RIGHT) else 0) - (1 if e.held(seat, pad.LEFT) else 0)
        boost = e.pressed(seat, pad.R1)
        use = e.pressed(seat, pad.TRIANGLE)
        for act in acts:
            boost = boost or act["do"] == "boost"
            use = use or act["do"] == "use"
        return e.held(seat, pad.CROSS), e.held(seat, pad.SQUARE), steer, boost, use

    def _check_end(self, events: list[Event]) -> None:
        c = self.config
        if all(not r.is_racing for r in self.racers):
            self.ended = "all finished"
        elif self.first_finish >= 0 and self.frame - self.first_finish >= c.finish_grace:
            self.ended = "finish grace"
        elif self.clock + 1 >= c.time_limit:
            self.ended = "time limit"
        if self.ended:
            events.append({"kind": "race_over", "reason": self.ended})

    # -- standings ------------------------------------------------------------------------
    def distance_to_next(self, r: Racer) -> Fx:
        """Return the straight distance from ``r`` to its next gate."""
        t = self.track
        return fx.length(t.xs[r.next] - r.x, t.ys[r.next] - r.y)

    def scores(self) -> list[int]:
        """Return one standing score per seat: finishers by finish frame, then gates passed, then nearness."""
        out = []
        for r in self.racers:
            if r.is_racing:
                out.append((r.passed << 40) - min(self.distance_to_next(r), (1 << 40) - 1))
            else:
                out.append(FINISHED_BONUS - r.finished)
        return out

    def places(self) -> tuple[int, ...]:
        """Return every seat's place now (1-based, ties share)."""
        return placements(self.scores())

    # -- reading ----------------------------------------------------------------------------
    def view(self, seat: "int | None" = None) -> dict:
        """Return the whole race: nothing in racing is hidden from any seat."""
        c, t = self.config, self.track
        places = self.places()
        racers = []
        for r, s, place in zip(self.racers, self.seats, places):
            plain = r.to_plain()
            plain.update(name=s.label(r.seat), ai=s.is_ai, place=place)
            racers.append(plain)
        return {
            "kind": self.kind,
            "frame": self.frame,
            "start": c.countdown,
            "countdown": self.countdown_left,
            "clock": self.clock,
            "time_left": max(0, c.time_limit - self.clock),
            "laps": c.laps,
            "track": {"points": [list(p) for p in c.points], "half_width": c.half_width,
                      "closed": c.closed, "boost_pads": list(c.boost_pads), "gates": t.gates},
            "pickups": [{"x": p.x, "y": p.y, "kind": p.kind, "ready": not self.spots[i]}
                        for i, p in enumerate(c.pickups)],
            "racers": racers,
            "meter_full": METER_FULL,
            "grace_left": max(0, c.finish_grace - (self.frame - self.first_finish)) if self.first_finish >= 0 else -1,
            "ended": self.ended,
        }

    def write_state(self, d: Digest) -> None:
        """Write the RNG, every racer (power-ups included), every pickup spot and the finish clocks."""
        d.int(self.rng.get_state())
        for r in self.racers:
            r.write(d)
        d.bytes(struct.pack(f"<{len(self.spots)}H", *self.spots))   # each under 36,001 frames
        d.int(self.first_finish)
        d.str(self.ended)

    def is_finished(self) -> bool:
        """Return True once every racer finished, the grace ran out, or the time limit struck."""
        return bool(self.ended)

    def results(self) -> "Results | None":
        """Return placements (finishers by time, the rest by progress), prizes and a line per racer."""
        if not self.ended:
            return None
        places = self.places()
        rewards = prize_rewards(places, self.config.prizes)
        detail = []
        for r, s, p in zip(self.racers, self.seats, places):
            how = f"in {race_time(r.finished - self.config.countdown)}" if not r.is_racing else "did not finish"
            detail.append(f"{ordinal(p)} {s.label(r.seat)} {how}")
        return Results(placements=places, rewards=rewards, detail=tuple(detail))
