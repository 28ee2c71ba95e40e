"""Mini golf's session: whose ball plays, strokes and penalties, the stroke cap, the scorecard.

Every hole starts with tee shots in the hole's tee order (seat order on the first hole,
then lowest score on the previous hole first); after that the ball farthest from the cup
plays. One ball rolls at a time and balls do not meet. Water or out of bounds costs a
penalty stroke and the ball replays from where it was struck; a player who reaches the
hole's cap picks up and scores the cap. Lowest total wins. A human has a shot clock: when
it runs out the ball goes at the aim and power shown, so random pads still finish.
"""

from __future__ import annotations

from typing import Sequence

from pycore.kernel import fx, pad
from pycore.kernel.digest import Digest
from pycore.kernel.rng import Xoshiro256ss
from pycore.kernel.session import Action, Event, Results, Seat, Session, placements, refused
from pycore.modes.golf import ai
from pycore.modes.golf.config import MAX_SEATS, GolfConfig
from pycore.modes.golf.physics import (FPS, HOLED, OUTCOME_NAMES, ROLL_FRAMES, ROLLING,
                                       STOPPED, Course, Roll, launch, roll_frame)

AIM, POWER, ROLL, BREAK, OVER = "aim", "power", "roll", "break", "over"
SHOT_CLOCK = 30 * FPS   # the default shot clock (the pack's shot_seconds sets each course's)
BREAK_FRAMES = 3 * FPS            # the scorecard stays up this long between holes
AIM_STEP = 12                     # 12-bit angle units a frame while Left/Right is held
FINE_STEP = 1                     # ... with Square held too
MAX_AIM_ACTION = 512              # the largest turn one pointer action may ask for
METER_STEP = 2                    # the power meter climbs 1 -> 100 in 50 frames
METER_SPAN = 200                  # and falls back over as many: one cycle of positions
DEFAULT_POWER = 50
MIN_POWER, MAX_POWER = 1, 100


def frame_bound(config: GolfConfig) -> int:
    """Return the most frames a game can last: every seat using every stroke and the whole clock."""
    per_stroke = config.shot_seconds * FPS + ROLL_FRAMES + 2
    return sum(MAX_SEATS * hole.max_strokes * per_stroke + BREAK_FRAMES + 2 for hole in config.holes) + 2


def meter_power(meter: int) -> int:
    """Return the power the meter shows at position ``meter``: climbing to 100, then falling."""
    half = METER_SPAN // 2
    return MIN_POWER + min(meter, METER_SPAN - meter) * (MAX_POWER - MIN_POWER) // half


class Player:
    """One player's ball and card: where the ball lies, and the strokes."""

    __slots__ = ("x", "y", "teed", "done", "picked_up", "strokes", "card")

    def __init__(self) -> None:
        self.x = self.y = 0
        self.teed = self.done = self.picked_up = False
        self.strokes = 0
        self.card: list[int] = []

    def fields(self) -> list[int]:
        """Return every field as ints, for the state hash."""
        flags = self.teed | self.done << 1 | self.picked_up << 2
        return [self.x, self.y, flags, self.strokes, *self.card]

    @property
    def total(self) -> int:
        """Return the strokes on the card so far."""
        return sum(self.card)


class GolfSession(Session):
    """A round of mini golf over the config's holes."""

    kind = "golf"

    def __init__(self, *, config: GolfConfig, seed: int, seats: Sequence[Seat]) -> None:
        super().__init__(config=config, seed=seed, seats=seats)
        self.rng = Xoshiro256ss(seed)
        self.players = [Player() for _ in self.seats]
        self.hole = 0
        self.course = Course.from_hole(config.holes[0])
        self.walk: list[int] = []
        self.order = list(range(len(self.seats)))
        self.phase = AIM
        self.turn = -1
        self.angle = 0
        self.power = DEFAULT_POWER
        self.meter = 0
        self.clock = 0
        self.pause = 0
        self.roll: "Roll | None" = None
        self.struck_from = (0, 0)         # where the rolling ball was struck: a hazard replays from here
        self.plan: "ai.Plan | None" = None
        self.think = 0
        self.note = ""
        self.events: list[Event] = []
        self._begin_hole()

    # -- the rule entry point -----------------------------------------------------
    def can_aim(self, seat: int) -> "str | None":
        """Return why ``seat`` may not aim or strike now, or None if it may."""
        if self.phase == OVER:
            return "The round is over."
        if not isinstance(seat, int) or not 0 <= seat < len(self.seats):
            return f"There is no seat {seat!r} on this course."
        if self.phase == ROLL:
            return "Wait: a ball is still rolling."
        if self.phase == BREAK:
            return "The next hole has not started yet."
        if seat != self.turn:
            return f"It is seat {self.turn + 1}'s turn, not yours."
        return None

    def can_strike(self, seat: int, angle: int, power: int) -> "str | None":
        """Return why ``seat`` may not strike at ``angle`` (12-bit) with ``power`` (1..100), or None."""
        problem = self.can_aim(seat)
        if problem:
            return problem
        if not isinstance(angle, int) or isinstance(angle, bool) or not 0 <= angle < fx.FULL_TURN:
            return f"Aim is an angle from 0 to {fx.FULL_TURN - 1}, not {angle!r}."
        if not isinstance(power, int) or isinstance(power, bool) or not MIN_POWER <= power <= MAX_POWER:
            return f"Power runs from {MIN_POWER} to {MAX_POWER}, not {power!r}."
        return None

    def strike(self, seat: int, angle: int, power: int) -> list[Event]:
        """Strike ``seat``'s ball at ``angle`` with ``power``; return the events (a refusal changes nothing)."""
        problem = self.can_strike(seat, angle, power)
        if problem:
            return [refused(seat, problem)]
        p = self.players[seat]
        p.strokes += 1
        p.teed = True
        self.struck_from = (p.x, p.y)
        self.roll = Roll(p.x, p.y, *launch(angle, power))
        self.angle, self.power = angle, power
        self.phase = ROLL
        self.plan = None
        self.note = ""
        event = {"kind": "strike", "seat": seat, "angle": angle, "power": power, "stroke": p.strokes}
        self.events.append(event)
        return [event]

    # -- a frame --------------------------------------------------------------------
    def step(self, actions: dict[int, list[Action]]) -> list[Event]:
        """Run one frame: the seat on turn aims or thinks, a rolling ball rolls, breaks count down."""
        for seat, acts in actions.items():
            for act in acts:
                problem = self._act(seat, act)
                if problem:
                    self.events.append(refused(seat, problem))
        if self.phase in (AIM, POWER):
            if self.phase == POWER:
                self.meter = (self.meter + METER_STEP) % METER_SPAN
                self.power = meter_power(self.meter)
            if self.seats[self.turn].is_ai:
                self._think()
            else:
                self._pads(self.turn)
            if self.phase in (AIM, POWER):
                self.clock -= 1          # a person's shot clock strikes only where other people wait
                if self.clock <= 0 and (self.clocked() or self.seats[self.turn].is_ai):
                    seat = self.turn
                    self.events.append({"kind": "clock", "seat": seat})
                    self.strike(seat, self.angle, self.power)
                    self.note = f"{self._name(seat)}'s shot clock ran out: the ball was struck as aimed."
        elif self.phase == ROLL:
            self._roll()
        elif self.phase == BREAK:
            self.pause -= 1
            if self.pause <= 0:
                self._next_hole()
        out, self.events = self.events, []
        return out

    def _act(self, seat: int, act: Action) -> "str | None":
        """Apply one pointer action from the screen's hotspots.

        There is no pointer strike at a chosen power: a click swings, and the power is the
        meter's, as with the pad, so no seat can skip the meter by sending its own action.
        """
        do = act["do"]
        problem = self.can_aim(seat)
        if problem:
            return problem
        if do == "aim":
            turn = act.get("by")
            if not isinstance(turn, int) or isinstance(turn, bool) or abs(turn) > MAX_AIM_ACTION:
                return f"An aim turns by -{MAX_AIM_ACTION} to {MAX_AIM_ACTION}, not {turn!r}."
            if self.phase == POWER:
                return "The swing has started: go back to aiming first."
            self.angle = (self.angle + turn) % fx.FULL_TURN
        elif do == "swing":
            self._swing(seat)
        elif do == "back":
            if self.phase != POWER:
                return "There is no swing to take back."
            self.phase = AIM
        else:
            return f"Golf has no action {do!r}."
        return None

    def _swing(self, seat: int) -> None:
        """Start the power meter, or strike at its power if it is running."""
        if self.phase == AIM:
            self.phase = POWER
            self.meter = 0
            self.power = meter_power(0)
        else:
            self.strike(seat, self.angle, self.power)

    def _pads(self, seat: int) -> None:
        """Read the pad of the human on turn: aim, swing, strike or take the swing back."""
        e = self.edges
        if self.phase == AIM:
            step = FINE_STEP if e.held(seat, pad.SQUARE) else AIM_STEP
            if e.held(seat, pad.LEFT):
                self.angle = (self.angle - step) % fx.FULL_TURN
            if e.held(seat, pad.RIGHT):
                self.angle = (self.angle + step) % fx.FULL_TURN
            if e.pressed(seat, pad.CROSS):
                self._swing(seat)
        elif e.pressed(seat, pad.CROSS):
            self._swing(seat)
        elif e.pressed(seat, pad.CIRCLE):
            self.phase = AIM

    def _think(self) -> None:
        """Let the AI on turn spend this frame's share of its search; strike once it decides."""
        strike = ai.decide(self, self.turn)
        if strike is not None:
            self.strike(self.turn, *strike)

    def _roll(self) -> None:
        """Roll the moving ball one frame and settle the stroke when it ends."""
        assert self.roll is not None
        bounces = self.roll.bounces
        outcome = roll_frame(self.course, self.roll)
        if self.roll.bounces > bounces:
            self.events.append({"kind": "bounce", "seat": self.turn})
        p = self.players[self.turn]
        p.x, p.y = self.roll.x, self.roll.y
        if outcome != ROLLING:
            self._settle(self.turn, outcome)

    def _settle(self, seat: int, outcome: int) -> None:
        """Score a finished stroke: holed, a hazard's penalty and replay, or a ball at rest."""
        p = self.players[seat]
        hole = self.config.holes[self.hole]
        self.roll = None
        if outcome == HOLED:
            p.done = True
            self.note = f"{self._name(seat)} holes out in {p.strokes}."
            self.events.append({"kind": "holed", "seat": seat, "strokes": p.strokes})
        elif outcome == STOPPED:
            self.events.append({"kind": "stopped", "seat": seat})
        else:
            p.strokes += 1
            p.x, p.y = self.struck_from
            where = OUTCOME_NAMES[outcome]
            self.note = f"{self._name(seat)}: {where}, one penalty stroke."
            self.events.append({"kind": "hazard", "seat": seat, "hazard": where, "strokes": p.strokes})
        if not p.done and p.strokes >= hole.max_strokes:
            p.done = p.picked_up = True
            self.note = f"{self._name(seat)} picks up at {hole.max_strokes}."
            self.events.append({"kind": "picked_up", "seat": seat, "strokes": hole.max_strokes})
        if p.done:
            p.card.append(min(p.strokes, hole.max_strokes))
        self._next_turn()

    # -- turns and holes ------------------------------------------------------------
    def _begin_hole(self) -> None:
        """Put every ball on the tee and give the honour to the first in tee order."""
        self.course = Course.from_hole(self.config.holes[self.hole])
        self.walk = ai.walk_costs(self.course)
        for p in self.players:
            p.x, p.y = self.course.tee
            p.teed = p.done = p.picked_up = False
            p.strokes = 0
        self.events.append({"kind": "hole", "hole": self.hole + 1, "order": list(self.order)})
        self._next_turn()

    def next_player(self) -> int:
        """Return who plays next: the next to tee off, else the ball farthest from the cup; -1 if none."""
        waiting = [s for s in self.order if not self.players[s].done]
        for s in waiting:
            if not self.players[s].teed:
                return s
        cx, cy = self.course.cup
        best, far = -1, -1
        for s in waiting:
            p = self.players[s]
            d = (p.x - cx) ** 2 + (p.y - cy) ** 2
            if d > far:
                best, far = s, d
        return best

    def _next_turn(self) -> None:
        seat = self.next_player()
        if seat < 0:
            self.phase = BREAK
            self.pause = BREAK_FRAMES
            self.turn = -1
            self.events.append({"kind": "hole_over", "hole": self.hole + 1,
                                "scores": [p.card[-1] for p in self.players]})
            return
        p = self.players[seat]
        self.turn = seat
        self.phase = AIM
        cx, cy = self.course.cup
        self.angle = fx.atan2(cy - p.y, cx - p.x)
        self.power = DEFAULT_POWER
        self.clock = self.config.shot_seconds * FPS
        self.think = 0
        self.plan = None
        self.events.append({"kind": "turn", "seat": seat})

    def _next_hole(self) -> None:
        """Start the next hole (lowest score on this one tees off first) or end the round."""
        if self.hole + 1 >= len(self.config.holes):
            self.phase = OVER
            self.events.append({"kind": "round_over", "totals": [p.total for p in self.players]})
            return
        last = self.hole
        self.order = sorted(self.order, key=lambda s: self.players[s].card[last])
        self.hole += 1
        self._begin_hole()

    def _name(self, seat: int) -> str:
        return self.seats[seat].label(seat)

    # -- reading --------------------------------------------------------------------
    def view(self, seat: "int | None" = None) -> dict:
        """Return the whole table: golf hides nothing, so every seat sees the same."""
        hole = self.config.holes[self.hole]
        return {
            "me": seat,
            "hole": self.hole,
            "holes": len(self.config.holes),
            "pars": [h.par for h in self.config.holes],
            "max_strokes": hole.max_strokes,
            "tiles": list(hole.tiles),
            "heights": list(hole.heights),
            "cup": list(self.course.cup),
            "phase": self.phase,
            "turn": self.turn,
            "angle": self.angle,
            "power": self.power,
            "clock": self.clock,
            "clock_max": self.config.shot_seconds * FPS,
            "clocked": self.clocked(),
            "pause": self.pause,
            "note": self.note,
            "order": list(self.order),
            "players": [{
                "name": self._name(s), "ai": self.seats[s].is_ai, "x": p.x, "y": p.y,
                "teed": p.teed, "done": p.done, "picked_up": p.picked_up,
                "strokes": p.strokes, "card": list(p.card), "total": p.total,
            } for s, p in enumerate(self.players)],
        }

    def write_state(self, d: Digest) -> None:
        """Write every field the rules read: the hole, the turn, the balls, the roll, the AI's search, the RNG."""
        d.int(self.hole).str(self.phase).int(self.turn).int(self.angle).int(self.power)
        d.int(self.meter).int(self.clock).int(self.pause).int(self.think)
        d.ints(self.order)
        for p in self.players:
            d.ints(p.fields())
        d.ints([*self.struck_from, *self.roll.fields()] if self.roll else [])
        d.ints(self.plan.fields() if self.plan else [])
        d.ints(self.rng.get_state())

    def is_finished(self) -> bool:
        """Return True once the last hole is played out."""
        return self.phase == OVER

    def results(self) -> "Results | None":
        """Return placements by lowest total strokes, once the round is over."""
        if not self.is_finished():
            return None
        totals = [p.total for p in self.players]
        par = self.config.par
        detail = tuple(f"{self._name(s)}: {t} stroke{'' if t == 1 else 's'} ({t - par:+d} to par {par})"
                       for s, t in enumerate(totals))
        return Results(placements=placements(totals, higher_wins=False), detail=detail)
