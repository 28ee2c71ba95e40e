"""Billiards: 8-ball and 9-ball for two players on the fixed-point table of ``physics.py``.

The rules follow the WPA world standardized rules, in short:

* 8-ball: the break must pocket a ball or drive four object balls to a rail, else the
  incoming player re-racks and breaks; a scratch on the break is a foul, the balls potted
  stay down. The table is open after the break; the first ball legally potted after it
  gives its shooter that group (solids 1-7, stripes 9-15). On an open table any ball but the
  8 may be hit first; else the shooter's own group, and the 8 once the group is down. A
  legal shot hits a legal ball first and then pots a ball or sends any ball to a rail. A
  foul (the cue ball potted, no ball hit, the wrong ball first, no rail after contact) gives
  the other player the cue ball in hand anywhere. The 8 is called (a pocket) and pocketed
  last to win; potting it early, in another pocket or on a foul loses. The 8 potted on the
  break is spotted.
* 9-ball: balls 1 to 9; the lowest on the table is hit first; any ball potted on a legal
  shot keeps the turn; the 9 potted on a legal shot (the break too) wins; potted on a foul
  it is spotted. Three fouls in a row lose.

Rule entry points: :meth:`can_place` / :meth:`place` (ball in hand), :meth:`can_call` /
:meth:`call` (the 8's pocket), :meth:`can_strike` / :meth:`strike`. Pads, hotspots and the
AI (``ai.py``) all end in them.
"""

from __future__ import annotations

from typing import Sequence

from pycore.kernel import fx, pad
from pycore.kernel.digest import Digest
from pycore.kernel.rng import Xoshiro256ss
from pycore.kernel.session import (
    Action, Event, Results, Seat, Session, TwoWayPot, placements, refused,
)
from pycore.modes.billiards import ai, physics
from pycore.modes.billiards.config import BilliardsConfig
from pycore.modes.billiards.physics import (FOOT, HEAD_X, LENGTH, MAX_SPEED, ONE, POCKET_NAMES,
                                            R, WIDTH, Ball, Log)

FPS = 60
PLACE, AIM, POWER, ROLL, OVER = "place", "aim", "power", "roll", "over"
OPEN, SOLIDS, STRIPES = 0, 1, 2
GROUP_NAMES = ("open", "solids", "stripes")
ROLL_CAP = 40 * FPS                 # a shot's balls are stopped where they are after this long
AIM_STEP = 8                        # 12-bit angle units a frame while Left/Right is held
FINE_STEP = 1
MOVE_STEP = 8 * ONE                 # the cue ball in hand moves 8 mm a frame (Square: 1 mm)
METER_STEP = 2
METER_SPAN = 200
MIN_POWER, MAX_POWER = 1, 100
CLOCK_POWER = 50
MAX_TURN_ACTION = 512


def frame_bound(config: BilliardsConfig) -> int:
    """Return the most frames a game can last: every shot on a full clock and a full roll."""
    return config.max_shots * (config.shot_seconds * FPS + ROLL_CAP + 4) + 8


def meter_power(meter: int) -> int:
    """Return the power the meter shows at position ``meter``: climbing to 100, then falling."""
    half = METER_SPAN // 2
    return MIN_POWER + min(meter, METER_SPAN - meter) * (MAX_POWER - MIN_POWER) // half


def speed_of(power: int) -> int:
    """Return the cue ball's speed (mm a substep, 20.12) for ``power`` 1..100."""
    return MAX_SPEED * power // MAX_POWER


def group_of(n: int) -> int:
    """Return the group of object ball ``n`` in 8-ball: solids 1-7, stripes 9-15 (the 8 is neither)."""
    return SOLIDS if 1 <= n <= 7 else STRIPES if 9 <= n <= 15 else OPEN


def rack(game: str, rng: Xoshiro256ss) -> list[Ball]:
    """Return the cue ball on the head string and the object balls racked at the foot spot.

    8-ball: a triangle of 15 with the 8 in the middle of the third row, a solid and a stripe
    in the back corners, the rest shuffled. 9-ball: a diamond of 9 with the 1 at the apex and
    the 9 in the middle, the rest shuffled.
    """
    row_step = fx.isqrt(3 * R * R) + 96
    gap = R + 48
    if game == "9-ball":
        rows = (1, 2, 3, 2, 1)
        others = list(range(2, 9))
        rng.shuffle(others)
        order = [1, others[0], others[1], others[2], 9, others[3], others[4], others[5], others[6]]
    else:
        rows = (1, 2, 3, 4, 5)
        solids, stripes = [1, 2, 3, 4, 5, 6, 7], [9, 10, 11, 12, 13, 14, 15]
        rng.shuffle(solids)
        rng.shuffle(stripes)
        corner_solid, corner_stripe = solids.pop(), stripes.pop()
        rest = solids + stripes
        rng.shuffle(rest)
        order = rest[:4] + [8] + rest[4:9] + [corner_solid] + rest[9:] + [corner_stripe]
    balls = [Ball(0, HEAD_X, WIDTH // 2)]
    k = 0
    for i, count in enumerate(rows):
        for j in range(count):
            balls.append(Ball(order[k], FOOT[0] + i * row_step, FOOT[1] + (2 * j - count + 1) * gap))
            k += 1
    balls.sort(key=lambda b: b.n)
    return balls


class BilliardsSession(TwoWayPot, Session):
    """One game of 8-ball or 9-ball between two players."""

    kind = "billiards"

    def __init__(self, *, config: BilliardsConfig, seed: int, seats: Sequence[Seat]) -> None:
        super().__init__(config=config, seed=seed, seats=seats)
        self.rng = Xoshiro256ss(seed)
        self.nine = config.game == "9-ball"
        self.balls = rack(config.game, self.rng)
        self.turn = 0
        self.groups = [OPEN, OPEN]
        self.fouls = [0, 0]                 # fouls in a row, by seat (9-ball's three-foul rule)
        self.breaking = True
        self.kitchen = True                 # the cue ball in hand goes behind the head string
        self.phase = PLACE
        self.angle = 0
        self.power = 50
        self.meter = 0
        self.spin = 0
        self.called = -1
        self.clock = config.shot_seconds * FPS
        self.shots = 0
        self.roll_frames = 0
        self.shot_log: "Log | None" = None
        self.on_eight = False               # the shot in play was at the 8 (so it may win)
        self.legal: list[int] = []          # the balls the shot in play might hit first
        self.winner = -1
        self.draw = False
        self.line = "Break: place the cue ball behind the head string."
        self.staked = False               # the stakes went into the pot
        self.pot: list[int] = []          # the seats whose stake is in it
        self.plan: "ai.Plan | None" = None
        self.events: list[Event] = []
        self.angle = self._default_angle()

    # -- what is legal ------------------------------------------------------------
    def legal_first(self, seat: int) -> list[int]:
        """Return the balls ``seat`` may hit first now."""
        on = [b.n for b in self.balls[1:] if b.on]
        if self.nine:
            return on[:1]
        group = self.groups[seat]
        if group == OPEN:
            return [n for n in on if n != 8] or [8]
        mine = [n for n in on if group_of(n) == group]
        return mine or [8]

    def on_the_eight(self, seat: int) -> bool:
        """Return True when ``seat``'s group is down and the 8 is its ball (so it must call a pocket)."""
        return not self.nine and not self.breaking and self.legal_first(seat) == [8]

    # -- rule entry points --------------------------------------------------------
    def _can_shoot(self, seat: int) -> "str | None":
        if self.phase == OVER:
            return "The game is over."
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < 2:
            return f"There is no seat {seat!r} at this table."
        if self.phase == ROLL:
            return "Wait: the balls are still rolling."
        if seat != self.turn:
            return f"It is seat {self.turn + 1}'s shot, not yours."
        return None

    def can_place(self, seat: int, x: int, y: int) -> "str | None":
        """Return why ``seat`` may not put the cue ball in hand at (x, y) mm, or None."""
        problem = self._can_shoot(seat)
        if problem:
            return problem
        if self.phase != PLACE:
            return "The cue ball is not in hand."
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in (x, y)):
            return "A place is two whole millimetres."
        fx_x, fx_y = x * ONE, y * ONE
        if self.kitchen and fx_x >= HEAD_X:
            return "On the break the cue ball goes behind the head string."
        if not physics.fits(self.balls, fx_x, fx_y):
            return "The cue ball does not fit there: it must lie on the bed, clear of every ball."
        return None

    def place(self, seat: int, x: int, y: int) -> list[Event]:
        """Put the cue ball in hand at (x, y) mm and go on to aim; return the events (a refusal changes nothing)."""
        problem = self.can_place(seat, x, y)
        if problem:
            return [refused(seat, problem)]
        cue = self.balls[0]
        cue.x, cue.y, cue.on = x * ONE, y * ONE, True
        self.phase = AIM
        self.angle = self._default_angle()
        event = {"kind": "placed", "seat": seat, "x": x, "y": y}
        self.events.append(event)
        return [event]

    def can_call(self, seat: int, pocket: int) -> "str | None":
        """Return why ``seat`` may not call ``pocket`` (0..5) for the 8 now, or None."""
        problem = self._can_shoot(seat)
        if problem:
            return problem
        if not self.on_the_eight(seat):
            return "Only the 8 is called, once your group is down."
        if not isinstance(pocket, int) or isinstance(pocket, bool) or not 0 <= pocket < 6:
            return f"A pocket is 0 to 5, not {pocket!r}."
        return None

    def call(self, seat: int, pocket: int) -> list[Event]:
        """Call ``pocket`` for the 8; return the events (a refusal changes nothing)."""
        problem = self.can_call(seat, pocket)
        if problem:
            return [refused(seat, problem)]
        self.called = pocket
        event = {"kind": "called", "seat": seat, "pocket": pocket}
        self.events.append(event)
        return [event]

    def can_strike(self, seat: int, angle: int, power: int, spin: int = 0) -> "str | None":
        """Return why ``seat`` may not strike at ``angle`` (12-bit), ``power`` 1..100 and ``spin`` -2..2, or None."""
        problem = self._can_shoot(seat)
        if problem:
            return problem
        if self.phase == PLACE:
            return "Place the cue ball first."
        if not isinstance(angle, int) or isinstance(angle, bool) or not 0 <= angle < fx.FULL_TURN:
            return f"Aim is an angle from 0 to {fx.FULL_TURN - 1}, not {angle!r}."
        if not isinstance(power, int) or isinstance(power, bool) or not MIN_POWER <= power <= MAX_POWER:
            return f"Power runs from {MIN_POWER} to {MAX_POWER}, not {power!r}."
        limit = 2 if self.config.spin else 0
        if not isinstance(spin, int) or isinstance(spin, bool) or not -limit <= spin <= limit:
            return f"Spin runs from {-limit} to {limit} at this table, not {spin!r}."
        if self.on_the_eight(seat) and self.called < 0:
            return "Call a pocket for the 8 first."
        return None

    def strike(self, seat: int, angle: int, power: int, spin: int = 0) -> list[Event]:
        """Strike the cue ball; return the events (a refusal changes nothing)."""
        problem = self.can_strike(seat, angle, power, spin)
        if problem:
            return [refused(seat, problem)]
        self.on_eight = self.on_the_eight(seat)
        self.legal = [] if self.breaking and not self.nine else self.legal_first(seat)
        self.angle, self.power, self.spin = angle, power, spin
        physics.strike(self.balls[0], angle, speed_of(power), spin)
        self.shot_log = Log()
        self.phase = ROLL
        self.roll_frames = 0
        self.shots += 1
        self.plan = None
        event = {"kind": "strike", "seat": seat, "angle": angle, "power": power, "spin": spin}
        self.events.append(event)
        return [event]

    # -- a frame --------------------------------------------------------------------
    def step(self, actions: dict[int, list[Action]]) -> list[Event]:
        """Run one frame: the stake at the start, the player on turn, or the balls rolling."""
        if not self.staked:
            self.staked = True
            self._stake()
        for seat, acts in actions.items():
            for act in acts:
                problem = self._act(seat, act)
                if problem:
                    self.events.append(refused(seat, problem))
        if self.phase in (PLACE, AIM, POWER):
            if self.phase == POWER:
                self.meter = (self.meter + METER_STEP) % METER_SPAN
                self.power = meter_power(self.meter)
            if self.seats[self.turn].is_ai:
                self._think()
            else:
                self._pads(self.turn)
                if self.phase in (PLACE, AIM, POWER):
                    self.clock -= 1
                    if self.clock <= 0 and self.clocked():   # only where other people wait
                        self._clock_out()
        elif self.phase == ROLL:
            self._roll()
        out, self.events = self.events, []
        return out

    def _clock_out(self) -> None:
        """The shot clock ran out: place where the ball can go, call the nearest pocket, strike as aimed at half power."""
        seat = self.turn
        self.events.append({"kind": "clock", "seat": seat,
                            "text": f"{self.seats[seat].label(seat)}'s shot clock ran out: the cue ball was struck "
                                    "as aimed, at half power."})
        if self.phase == PLACE:
            x, y = self.free_spot()
            self.place(seat, x, y)
        if self.on_the_eight(seat) and self.called < 0:
            self.call(seat, self._nearest_pocket(8))
        self.strike(seat, self.angle, CLOCK_POWER, 0)

    def _think(self) -> None:
        move = ai.decide(self, self.turn)
        if move is None:
            return
        kind, args = move
        if kind == "place":
            self.place(self.turn, *args)
        elif kind == "call":
            self.call(self.turn, *args)
        else:
            self.strike(self.turn, *args)

    def _act(self, seat: int, act: Action) -> "str | None":
        """Apply one pointer action from the screen's hotspots, checked like a pad move."""
        do = act["do"]
        problem = self._can_shoot(seat)
        if problem:
            return problem
        x, y = act.get("x"), act.get("y")
        if do == "place":
            problem = self.can_place(seat, x, y)
            if not problem:
                self.place(seat, x, y)
            return problem
        if do == "call":
            pocket = act.get("pocket")
            problem = self.can_call(seat, pocket)
            if not problem:
                self.call(seat, pocket)
            return problem
        if self.phase == PLACE:
            return "Place the cue ball first."
        if do == "aim":
            if not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 4000 for v in (x, y)):
                return "Aim at a point on the table in millimetres."
            if self.phase == POWER:
                return "The stroke has started: take it back first."
            cue = self.balls[0]
            if (x * ONE, y * ONE) != (cue.x, cue.y):
                self.angle = fx.atan2(y * ONE - cue.y, x * ONE - cue.x)
            return None
        if do == "turn":
            by = act.get("by")
            if not isinstance(by, int) or isinstance(by, bool) or abs(by) > MAX_TURN_ACTION:
                return f"A turn is -{MAX_TURN_ACTION} to {MAX_TURN_ACTION}, not {by!r}."
            if self.phase == POWER:
                return "The stroke has started: take it back first."
            self.angle = (self.angle + by) % fx.FULL_TURN
            return None
        if do == "spin":
            by = act.get("spin")
            limit = 2 if self.config.spin else 0
            if not isinstance(by, int) or isinstance(by, bool) or not -limit <= by <= limit:
                return f"Spin runs from {-limit} to {limit} at this table."
            self.spin = by
            return None
        if do == "stroke":
            return self._stroke(seat)
        if do == "back":
            if self.phase != POWER:
                return "There is no stroke to take back."
            self.phase = AIM
            return None
        return f"Billiards has no action {do!r}."

    def _stroke(self, seat: int) -> "str | None":
        """Start the power meter, or strike at its power if it is running."""
        if self.phase == AIM:
            problem = self.can_strike(seat, self.angle, meter_power(0), self.spin)
            if problem:
                return problem
            self.phase = POWER
            self.meter = 0
            self.power = meter_power(0)
            return None
        events = self.strike(seat, self.angle, self.power, self.spin)
        return events[0]["reason"] if events[0]["kind"] == "refused" else None

    def _pads(self, seat: int) -> None:
        """Read the pad of the player on turn: move the ball in hand, aim, spin, call, stroke."""
        e = self.edges
        fine = e.held(seat, pad.SQUARE)
        if self.phase == PLACE:
            cue = self.balls[0]
            step = ONE if fine else MOVE_STEP
            dx = (step if e.held(seat, pad.RIGHT) else 0) - (step if e.held(seat, pad.LEFT) else 0)
            dy = (step if e.held(seat, pad.DOWN) else 0) - (step if e.held(seat, pad.UP) else 0)
            limit = HEAD_X - ONE if self.kitchen else LENGTH - R
            cue.x = fx.clamp(cue.x + dx, R, limit)
            cue.y = fx.clamp(cue.y + dy, R, WIDTH - R)
            if e.pressed(seat, pad.CROSS):
                problem = self.can_place(seat, cue.x >> fx.FRAC_BITS, cue.y >> fx.FRAC_BITS)
                if problem:
                    self.events.append(refused(seat, problem))
                else:
                    self.place(seat, cue.x >> fx.FRAC_BITS, cue.y >> fx.FRAC_BITS)
            return
        if self.phase == AIM:
            step = FINE_STEP if fine else AIM_STEP
            if e.held(seat, pad.LEFT):
                self.angle = (self.angle - step) % fx.FULL_TURN
            if e.held(seat, pad.RIGHT):
                self.angle = (self.angle + step) % fx.FULL_TURN
            if self.config.spin and e.pressed(seat, pad.UP):
                self.spin = min(2, self.spin + 1)
            if self.config.spin and e.pressed(seat, pad.DOWN):
                self.spin = max(-2, self.spin - 1)
            if e.pressed(seat, pad.TRIANGLE) and self.on_the_eight(seat):
                self.call(seat, (self.called + 1) % 6)
        if e.pressed(seat, pad.CROSS):
            problem = self._stroke(seat)
            if problem:
                self.events.append(refused(seat, problem))
        elif e.pressed(seat, pad.CIRCLE) and self.phase == POWER:
            self.phase = AIM

    # -- the shot's outcome -------------------------------------------------------
    def _roll(self) -> None:
        """Roll the balls one frame; judge the shot once they rest (or the roll cap stops them)."""
        assert self.shot_log is not None
        potted = len(self.shot_log.potted)
        moving = physics.frame(self.balls, self.shot_log)
        for n, pocket in self.shot_log.potted[potted:]:
            self.events.append({"kind": "potted", "ball": n, "pocket": pocket})
        self.roll_frames += 1
        if moving and self.roll_frames >= ROLL_CAP:
            for b in self.balls:
                b.vx = b.vy = b.wx = b.wy = 0
            moving = False
        if not moving:
            self._judge(self.shot_log)

    def _judge(self, log: Log) -> None:
        """Apply the rules to a finished shot: fouls, groups, the 8 or the 9, whose turn is next."""
        seat, other = self.turn, 1 - self.turn
        potted = [n for n, _ in log.potted if n != 0]
        scratch = not self.balls[0].on
        legal = self.legal
        foul = ""
        if scratch:
            foul = "the cue ball is pocketed"
        elif log.first < 0:
            foul = "no ball is hit"
        elif legal and log.first not in legal:
            foul = f"the {log.first} is hit first, not the {self._list(legal)}"
        elif not potted and not log.rail_after and not self.breaking:
            foul = "no ball meets a rail after contact"
        if self.breaking:
            self._judge_break(log, potted, foul)
            return
        if self.nine:
            self._judge_nine(log, potted, foul)
            return
        if 8 in potted:
            pocket = next(p for n, p in log.potted if n == 8)
            if foul:
                self._win(other, f"The 8 goes down on a foul ({foul}).")
            elif not self.on_eight:
                self._win(other, "The 8 goes down before its group is cleared.")
            elif pocket != self.called:
                self._win(other, f"The 8 goes into the {POCKET_NAMES[pocket]}, not the called pocket.")
            else:
                self._win(seat, f"The 8 goes into the called {POCKET_NAMES[pocket]}.")
            return
        if foul:
            self._foul(seat, foul)
            return
        group = self.groups[seat]
        if group == OPEN and potted:
            group = group_of(potted[0])
            self.groups[seat], self.groups[other] = group, STRIPES if group == SOLIDS else SOLIDS
            self.events.append({"kind": "groups", "seat": seat, "group": GROUP_NAMES[group]})
        own = [n for n in potted if group_of(n) == group]
        if own:
            self._next(seat, f"{self._name(seat)} pots the {self._list(own)} and shoots again.")
        else:
            self._next(other, f"{self._name(seat)} pots nothing of theirs." if potted else
                       f"{self._name(seat)} misses.")

    def _judge_break(self, log: Log, potted: list[int], foul: str) -> None:
        """Judge the break: a legal one pots a ball or drives four object balls to a rail."""
        seat, other = self.turn, 1 - self.turn
        self.breaking = False
        self.kitchen = False
        if self.nine and 9 in potted and not foul:
            self._win(seat, "The 9 goes down on the break.")
            return
        if not potted and len(log.rails_by) < 4:
            if self.nine:
                self._foul(seat, "not a legal break (no ball potted, fewer than four to a rail)")
            else:
                self._rerack(other, "Not a legal break (no ball potted, fewer than four to a rail).")
            return
        spotted = 9 if self.nine else 8
        if spotted in potted:
            self._spot(spotted)
        if foul:
            self._foul(seat, f"on the break, {foul}")
            return
        if potted and not (not self.nine and potted == [8]):
            self._next(seat, f"{self._name(seat)} breaks and pots the {self._list(potted)}: the table is open.")
        elif potted:
            self._next(seat, "The 8 goes down on the break and is spotted.")
        else:
            self._next(other, f"{self._name(seat)} breaks; nothing drops.")

    def _judge_nine(self, log: Log, potted: list[int], foul: str) -> None:
        """Judge a 9-ball shot: the 9 on a legal shot wins; any ball potted legally keeps the turn."""
        seat, other = self.turn, 1 - self.turn
        if 9 in potted and not foul:
            self._win(seat, "The 9 goes down on a legal shot.")
            return
        if foul:
            if 9 in potted:
                self._spot(9)
            self._foul(seat, foul)
            return
        self.fouls[seat] = 0
        if potted:
            self._next(seat, f"{self._name(seat)} pots the {self._list(potted)} and shoots again.")
        else:
            self._next(other, f"{self._name(seat)} misses.")

    def _foul(self, seat: int, foul: str) -> None:
        """A foul: the other player takes the cue ball in hand anywhere (three in a row lose at 9-ball)."""
        other = 1 - seat
        self.fouls[seat] += 1
        self.events.append({"kind": "foul", "seat": seat, "foul": foul})
        if self.nine and self.fouls[seat] >= 3:
            self._win(other, f"Foul: {foul}. A third foul in a row loses.")
            return
        self.balls[0].on = True
        self._next(other, f"Foul: {foul}. Ball in hand to {self._name(other)}.", in_hand=True)

    def _rerack(self, breaker: int, why: str) -> None:
        self.balls = rack(self.config.game, self.rng)
        self.breaking = self.kitchen = True
        self.events.append({"kind": "rerack", "seat": breaker})
        self._next(breaker, f"{why} {self._name(breaker)} breaks a new rack.", in_hand=True)

    def _next(self, seat: int, line: str, in_hand: bool = False) -> None:
        """Give the table to ``seat``: ball in hand or aim, the clock, the 8's default call."""
        if self.shots >= self.config.max_shots:
            self.phase = OVER
            self.draw = True
            self.line = f"{line} The shot cap is reached: a draw."
            self.events.append({"kind": "over", "winner": -1})
            self._pay()
            return
        self.turn = seat
        self.line = line
        self.phase = PLACE if in_hand else AIM
        if in_hand:
            x, y = self.free_spot()
            cue = self.balls[0]
            cue.x, cue.y, cue.on = x * ONE, y * ONE, True
            cue.vx = cue.vy = cue.wx = cue.wy = 0
            if not self.kitchen:
                self.line += " Place the cue ball anywhere."
        self.called = self._nearest_pocket(8) if self.on_the_eight(seat) else -1
        self.clock = self.config.shot_seconds * FPS
        self.spin = 0
        self.plan = None
        self.angle = self._default_angle()
        self.events.append({"kind": "turn", "seat": seat, "in_hand": in_hand})

    def _win(self, seat: int, why: str) -> None:
        self.phase = OVER
        self.winner = seat
        self.line = f"{why} {self._name(seat)} wins."
        self.events.append({"kind": "over", "winner": seat})
        self._pay()

    def _spot(self, n: int) -> None:
        """Put ball ``n`` back on the foot spot, or the nearest free place behind it towards the foot rail."""
        b = self.balls[n]
        x = FOOT[0]
        while not physics.fits(self.balls, x, FOOT[1], skip=n) and x < LENGTH - R:
            x += ONE
        b.x, b.y, b.on = x, FOOT[1], True
        b.vx = b.vy = b.wx = b.wy = 0
        self.events.append({"kind": "spotted", "ball": n})

    # -- helpers ---------------------------------------------------------------------
    def _nearest_pocket(self, n: int) -> int:
        b = self.balls[n]
        return physics.nearest_pocket(b.x, b.y)

    def _default_angle(self) -> int:
        """Return the aim a turn starts with: at the first legal ball (the rack's apex on a break)."""
        cue = self.balls[0]
        legal = self.legal_first(self.turn)
        target = self.balls[legal[0]] if legal else self.balls[0]
        if (target.x, target.y) == (cue.x, cue.y):
            return 0
        return fx.atan2(target.y - cue.y, target.x - cue.x)

    def free_spot(self) -> tuple[int, int]:
        """Return a free place (mm) for the cue ball in hand: the head spot, else the first clear one behind it."""
        head, middle = (HEAD_X >> fx.FRAC_BITS) - 1, WIDTH >> (fx.FRAC_BITS + 1)
        for back in range(0, 600, 60):
            for across in (0, -240, 240, -480, 480):
                x, y = head - back, middle + across
                if physics.fits(self.balls, x * ONE, y * ONE, skip=0):
                    return x, y
        return head, middle

    def _name(self, seat: int) -> str:
        return self.seats[seat].label(seat)

    @staticmethod
    def _list(balls: Sequence[int]) -> str:
        return ", ".join(str(n) for n in balls)

    # -- reading --------------------------------------------------------------------
    def view(self, seat: "int | None" = None) -> dict:
        """Return the whole table: billiards hides nothing, so every seat sees the same."""
        gx, gy, hit = physics.ghost(self.balls, self.angle) if self.phase in (AIM, POWER) else (0, 0, -1)
        return {
            "me": seat,
            "game": self.config.game,
            "phase": self.phase,
            "turn": self.turn,
            "balls": [[b.n, b.x, b.y, int(b.on)] for b in self.balls],
            "groups": [GROUP_NAMES[g] for g in self.groups],
            "legal": self.legal_first(self.turn) if self.phase != OVER else [],
            "angle": self.angle,
            "power": self.power,
            "spin": self.spin,
            "spin_on": self.config.spin,
            "called": self.called,
            "on_eight": self.on_the_eight(self.turn) if self.phase != OVER else False,
            "ghost": [gx, gy, hit],
            "in_hand": self.phase == PLACE,
            "kitchen": self.kitchen,
            "breaking": self.breaking,
            "clock": self.clock,
            "clock_max": self.config.shot_seconds * FPS,
            "clocked": self.clocked(),
            "line": self.line,
            "shots": self.shots,
            "stake": self.config.stake,
            "winner": self.winner,
            "names": [self._name(s) for s in (0, 1)],
            "ai": [s.is_ai for s in self.seats],
            "thinking": self.plan is not None and self.seats[self.turn].is_ai,
        }

    def write_state(self, d: Digest) -> None:
        """Write every field the rules read: the balls, the turn, the groups, the shot, the AI's search, the RNG."""
        for b in self.balls:
            d.ints(b.fields())
        d.int(self.turn).ints(self.groups).ints(self.fouls).bool(self.breaking).bool(self.kitchen)
        d.str(self.phase).int(self.angle).int(self.power).int(self.meter).int(self.spin).int(self.called)
        d.int(self.clock).int(self.shots).int(self.roll_frames).bool(self.on_eight).int(self.winner).ints(self.legal)
        d.bool(self.draw).bool(self.staked).ints(self.pot).str(self.line)
        d.ints(self.shot_log.fields() if self.shot_log else [])
        d.ints(self.plan.fields() if self.plan else [])
        d.ints(self.rng.get_state())

    def is_finished(self) -> bool:
        """Return True once the game is won, lost or drawn at the shot cap."""
        return self.phase == OVER

    def results(self) -> "Results | None":
        """Return placements (a draw shares first); the coins go through the pot's settle events, not the rewards."""
        if not self.is_finished():
            return None
        scores = [1, 1] if self.draw else [int(s == self.winner) for s in (0, 1)]
        places = placements(scores)
        return Results(placements=places, rewards=tuple({} for _ in places), detail=(self.line,))
