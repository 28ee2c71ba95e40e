"""Prop hunt's rules: hiders become furniture, hunters inspect props, and roles rotate each round.

A round runs choose (hiders pick a prop), hide (hiders move, hunters wait at the spawn),
hunt (hunters inspect the nearest prop in reach, hiders may move and taunt) and a short
end card. Positions are 20.12 fixed point; every avatar is a square of its radius that
slides along the arena's blockers and never enters one.
"""

from __future__ import annotations

import struct
from typing import Sequence

from pycore.kernel import pad
from pycore.kernel.digest import Digest
from pycore.kernel.fx import ONE, Fx, fx
from pycore.kernel.rng import Xoshiro256ss
from pycore.kernel.session import Action, Event, Results, Seat, Session, placements, prize_rewards, refused, refusal

from . import ai
from .config import AVATAR_RADIUS, CHOOSE, FPS, HIDE, HIDER, HUNT, HUNTER, MAX_SEATS, OVER, PropHuntConfig

END_FRAMES = 3 * FPS        # how long a round's end card stays up
TAUNT_FLASH = FPS           # how long a taunt's flash marks the hider's spot
DIAGONAL = 181              # 1/sqrt(2) in 1/256ths, so diagonal steps are not faster


class Arena:
    """The arena in 20.12: bounds and blockers, with the sliding move every avatar uses."""

    def __init__(self, config: PropHuntConfig) -> None:
        self.width, self.height = fx(config.width), fx(config.height)
        self.blockers = tuple((fx(b.x), fx(b.y), fx(b.x + b.w), fx(b.y + b.h)) for b in config.blockers)
        # every decoy as props_in_play lists it: (no seat, kind, x, y, decoy index)
        self.decoys = tuple((-1, k, fx(x), fx(y), j) for k, kind in enumerate(config.props)
                            for j, (x, y) in enumerate(kind.decoys))
        self.paths: dict = {}   # the AI's distance fields, derived from the config alone

    def fits(self, x: Fx, y: Fx, r: Fx) -> bool:
        """Return True if a square of half-size ``r`` at (x, y) is inside the bounds and no blocker."""
        if x - r < 0 or y - r < 0 or x + r > self.width or y + r > self.height:
            return False
        return not any(x - r < x1 and x0 < x + r and y - r < y1 and y0 < y + r
                       for x0, y0, x1, y1 in self.blockers)

    def slide(self, x: Fx, y: Fx, r: Fx, dx: Fx, dy: Fx) -> tuple[Fx, Fx]:
        """Return where a square at a legal (x, y) ends after moving by (dx, dy), x then y.

        Each axis stops at the first blocker face or bound ahead, so a diagonal push into
        a wall keeps its other component and slides along the face.
        """
        nx = x + dx
        if dx > 0:
            nx = min(nx, self.width - r)
            for x0, y0, x1, y1 in self.blockers:
                if y - r < y1 and y0 < y + r and x0 >= x + r:
                    nx = min(nx, x0 - r)
        elif dx < 0:
            nx = max(nx, r)
            for x0, y0, x1, y1 in self.blockers:
                if y - r < y1 and y0 < y + r and x1 <= x - r:
                    nx = max(nx, x1 + r)
        ny = y + dy
        if dy > 0:
            ny = min(ny, self.height - r)
            for x0, y0, x1, y1 in self.blockers:
                if nx - r < x1 and x0 < nx + r and y0 >= y + r:
                    ny = min(ny, y0 - r)
        elif dy < 0:
            ny = max(ny, r)
            for x0, y0, x1, y1 in self.blockers:
                if nx - r < x1 and x0 < nx + r and y1 <= y - r:
                    ny = max(ny, y1 + r)
        return nx, ny


def _int32s(d: Digest, values: list[int]) -> None:
    """Write a count, then each value as 4 little-endian signed bytes (struct refuses overflow)."""
    d.int(len(values)).bytes(struct.pack(f"<{len(values)}i", *values))


def frame_bound(config: PropHuntConfig) -> int:
    """Return the most frames any game can last: every phase of every round at full length."""
    rounds = config.rounds or MAX_SEATS
    per_round = (config.choose_seconds + config.hide_seconds + config.hunt_seconds) * FPS + END_FRAMES
    return rounds * (per_round + 2) + 2


class PropHuntSession(Session):
    """A game of prop hunt: rounds of choose, hide and hunt, every seat hunting in turn."""

    kind = "prop_hunt"

    def __init__(self, *, config: PropHuntConfig, seed: int, seats: Sequence[Seat]) -> None:
        super().__init__(config=config, seed=seed, seats=seats)
        n = len(self.seats)
        self.arena = Arena(config)
        self.rng = Xoshiro256ss(seed)
        self.rounds = config.rounds_for(n)
        self.hunters_per_round = min(config.hunters, n - 1)
        self.score = [0] * n
        self.finished = False
        self.news: list[Event] = []
        self.round = 0
        self._start_round()

    # -- rounds and roles -----------------------------------------------------------
    def hunters_of(self, round_index: int) -> list[int]:
        """Return the seats that hunt in round ``round_index`` (0-based): a rotating block."""
        n, h = len(self.seats), self.hunters_per_round
        return sorted((round_index * h + i) % n for i in range(h))

    def _start_round(self) -> None:
        n, c = len(self.seats), self.config
        hunters = self.hunters_of(self.round)
        self.role = [HUNTER if s in hunters else HIDER for s in range(n)]
        self.x = [fx(c.hunter_spawn[0] if r == HUNTER else c.hider_spawn[0]) for r in self.role]
        self.y = [fx(c.hunter_spawn[1] if r == HUNTER else c.hider_spawn[1]) for r in self.role]
        self.prop = [-1] * n
        self.cursor = [0] * n
        self.health = [c.hunter_health if r == HUNTER else 0 for r in self.role]
        self.out = [False] * n
        self.cooldown = [0] * n
        self.taunt_wait = [0] * n
        self.moved_at = [-1] * n
        self.gained = [0] * n
        self.flashes: list[list[int]] = []
        self.minds = [ai.Mind() for _ in range(n)]
        self.hunt_elapsed = 0
        self.outcome = ""
        self.why = ""
        self.phase = CHOOSE
        self.timer = c.choose_seconds * FPS
        self.news.append({"kind": "round", "round": self.round + 1, "hunters": hunters})

    def _set_phase(self, phase: str, frames: int) -> None:
        self.phase, self.timer = phase, frames
        self.news.append({"kind": "phase", "phase": phase, "round": self.round + 1})

    def _award(self, seat: int, points: int) -> None:
        self.score[seat] += points
        self.gained[seat] += points

    def _end_round(self, outcome: str, why: str) -> None:
        """Close the round: hunters take the win bonus, or surviving hiders the survival bonus."""
        c = self.config
        for s, role in enumerate(self.role):
            if outcome == HUNTER and role == HUNTER:
                self._award(s, c.win_bonus)
            elif outcome == HIDER and role == HIDER and not self.out[s]:
                self._award(s, c.survive_bonus)
        self.outcome, self.why = outcome, why
        self._set_phase(OVER, END_FRAMES)
        self.news.append({"kind": "round_over", "round": self.round + 1, "winner": outcome, "why": why})

    def seats_of(self, role: str) -> list[int]:
        """Return the seats playing ``role`` this round, in seat order."""
        return [s for s, r in enumerate(self.role) if r == role]

    def radius(self, seat: int) -> Fx:
        """Return a seat's half-size: its prop's radius when disguised, else a person's."""
        p = self.prop[seat]
        return (self.config.props[p].radius if p >= 0 else AVATAR_RADIUS) * ONE

    # -- choose ---------------------------------------------------------------------
    def can_choose(self, seat: int, prop: object) -> "str | None":
        """Return why ``seat`` may not become prop ``prop`` now, or None."""
        if self.finished:
            return "The game is over."
        if self.phase != CHOOSE:
            return "Props are chosen before the hide begins."
        if self.role[seat] == HUNTER:
            return "Hunters do not pick a prop; you hunt this round."
        if self.prop[seat] >= 0:
            return f"You are already a {self.config.props[self.prop[seat]].name}."
        if not isinstance(prop, int) or isinstance(prop, bool) or not 0 <= prop < len(self.config.props):
            return f"There is no prop {prop!r} in this arena."
        return None

    def choose(self, seat: int, prop: int) -> list[Event]:
        """Disguise ``seat`` as prop kind ``prop``; start the hide once every hider has chosen. Return the events."""
        reason = self.can_choose(seat, prop)
        if reason:
            return [refused(seat, reason)]
        start = len(self.news)
        self.prop[seat] = self.cursor[seat] = prop
        self.news.append({"kind": "chose", "seat": seat})
        if all(self.prop[s] >= 0 for s in self.seats_of(HIDER)):
            self._set_phase(HIDE, self.config.hide_seconds * FPS)
        return self.news[start:]

    # -- moving ---------------------------------------------------------------------
    def can_move(self, seat: int) -> "str | None":
        """Return why ``seat`` may not move now, or None."""
        if self.finished:
            return "The game is over."
        if self.phase not in (HIDE, HUNT):
            return "Nobody moves until the hide begins." if self.phase == CHOOSE else "The round is over."
        if self.role[seat] == HUNTER and self.phase == HIDE:
            return "Hunters wait at the spawn until the hide ends."
        if self.out[seat]:
            return "You are out for this round."
        return None

    def move(self, seat: int, dx: int, dy: int) -> list[Event]:
        """Step ``seat`` one frame in direction (dx, dy), each -1, 0 or 1, sliding along walls (no events)."""
        reason = self.can_move(seat)
        if reason:
            return [refused(seat, reason)]
        if not (dx or dy):
            return []
        c = self.config
        speed = (c.hunter_speed if self.role[seat] == HUNTER else c.hider_speed) * ONE // FPS
        if dx and dy:
            speed = speed * DIAGONAL >> 8
        x, y = self.arena.slide(self.x[seat], self.y[seat], self.radius(seat), dx * speed, dy * speed)
        if (x, y) != (self.x[seat], self.y[seat]):
            self.x[seat], self.y[seat] = x, y
            self.moved_at[seat] = self.frame
        return []

    # -- hunting --------------------------------------------------------------------
    def props_in_play(self) -> list[tuple[int, int, Fx, Fx, int]]:
        """Return every prop a hunter sees: (seat or -1, kind, x, y, decoy index or -1).

        Decoys first in arena order, then disguised hiders still in the round.
        """
        out = list(self.arena.decoys)
        for s in self.seats_of(HIDER):
            if not self.out[s] and self.prop[s] >= 0:
                out.append((s, self.prop[s], self.x[s], self.y[s], -1))
        return out

    def nearest_in_reach(self, seat: int) -> "tuple[int, int, Fx, Fx, int] | None":
        """Return the prop ``seat`` would inspect: the nearest within its radius plus the reach.

        Distances compare exactly as squares; on a tie a hider is inspected before a decoy.
        """
        best, best_key = None, None
        hx, hy, reach = self.x[seat], self.y[seat], self.config.reach
        for item in self.props_in_play():
            owner, kind, x, y, _ = item
            d2 = (x - hx) ** 2 + (y - hy) ** 2
            if d2 > ((self.config.props[kind].radius + reach) * ONE) ** 2:
                continue
            key = (d2, 0 if owner >= 0 else 1)
            if best_key is None or key < best_key:
                best, best_key = item, key
        return best

    def can_inspect(self, seat: int) -> "str | None":
        """Return why ``seat`` may not inspect now, or None."""
        if self.finished:
            return "The game is over."
        if self.role[seat] != HUNTER:
            return "Only hunters inspect; you are hiding this round."
        if self.phase != HUNT:
            return "Inspecting starts when the hunt begins."
        if self.out[seat]:
            return "You are out for this round."
        if self.cooldown[seat]:
            return f"Your inspect is ready again in {-(-self.cooldown[seat] // FPS)} s."
        return None

    def inspect(self, seat: int) -> list[Event]:
        """Inspect the nearest prop in reach: find a hider, pay for a decoy, or whiff on air. Return the events."""
        reason = self.can_inspect(seat)
        if reason:
            return [refused(seat, reason)]
        start = len(self.news)
        c = self.config
        self.cooldown[seat] = c.inspect_cooldown
        target = self.nearest_in_reach(seat)
        if target is None:
            self.news.append({"kind": "inspect", "seat": seat, "outcome": "whiff"})
            return self.news[start:]
        owner, kind, x, y, _ = target
        event = {"kind": "inspect", "seat": seat, "x": x, "y": y, "prop": kind}
        if owner >= 0:
            self.out[owner] = True
            self.flashes = [f for f in self.flashes if f[0] != owner]  # a found hider's taunt is moot
            self._award(seat, c.find_points)
            self.news.append({**event, "outcome": "found", "hider": owner})
            if all(self.out[s] for s in self.seats_of(HIDER)):
                self._end_round(HUNTER, "Every hider was found.")
            return self.news[start:]
        self.health[seat] = max(0, self.health[seat] - c.miss_penalty)
        self.news.append({**event, "outcome": "miss", "health": self.health[seat]})
        if self.health[seat] == 0:
            self.out[seat] = True
            self.news.append({"kind": "hunter_out", "seat": seat})
            if all(self.out[s] for s in self.seats_of(HUNTER)):
                self._end_round(HIDER, "Every hunter is out.")
        return self.news[start:]

    def can_taunt(self, seat: int) -> "str | None":
        """Return why ``seat`` may not taunt now, or None."""
        if self.finished:
            return "The game is over."
        if self.role[seat] != HIDER:
            return "Only hiders taunt."
        if self.phase != HUNT:
            return "Taunts wait for the hunt."
        if self.out[seat]:
            return "You were found; you are out for this round."
        if self.taunt_wait[seat]:
            return f"You can taunt again in {-(-self.taunt_wait[seat] // FPS)} s."
        return None

    def taunt(self, seat: int) -> list[Event]:
        """Taunt the hunters: earn a few points and show every seat where you stand. Return the events."""
        reason = self.can_taunt(seat)
        if reason:
            return [refused(seat, reason)]
        start = len(self.news)
        self._award(seat, self.config.taunt_points)
        self.taunt_wait[seat] = self.config.taunt_cooldown
        self.flashes.append([seat, self.x[seat], self.y[seat], TAUNT_FLASH])
        self.news.append({"kind": "taunt", "seat": seat, "x": self.x[seat], "y": self.y[seat]})
        return self.news[start:]

    # -- the frame ------------------------------------------------------------------
    def step(self, actions: dict) -> list[Event]:
        """Run one frame: AI and human input, movement, then the clocks."""
        self.news = []
        for seat, who in enumerate(self.seats):
            if who.is_ai:
                dx, dy, acts = ai.decide(self, seat)
                for act in acts:
                    self._apply_action(seat, act)
            else:
                for act in actions.get(seat, []):
                    self._apply_action(seat, act)
                dx, dy = self._read_pad(seat)
            if self.phase in (HIDE, HUNT):
                self.move(seat, dx, dy)   # a seat that may not move (a hunter in the hide) stays put
        self._run_clocks()
        return self.news

    def _apply_action(self, seat: int, act: Action) -> None:
        do = act["do"]
        if do == "choose":
            events = self.choose(seat, act.get("prop"))
        elif do == "inspect":
            events = self.inspect(seat)
        elif do == "taunt":
            events = self.taunt(seat)
        else:
            events = [refused(seat, f"Prop hunt has no action {do!r}.")]
        reason = refusal(events)
        if reason is not None:
            self.news.append(refused(seat, reason))

    def _read_pad(self, seat: int) -> tuple[int, int]:
        """Apply a human seat's button presses; return its held direction."""
        e = self.edges
        if self.phase == CHOOSE and self.role[seat] == HIDER and self.prop[seat] < 0:
            kinds = len(self.config.props)
            if e.pressed(seat, pad.LEFT) or e.pressed(seat, pad.UP):
                self.cursor[seat] = (self.cursor[seat] - 1) % kinds
            if e.pressed(seat, pad.RIGHT) or e.pressed(seat, pad.DOWN):
                self.cursor[seat] = (self.cursor[seat] + 1) % kinds
            if e.pressed(seat, pad.CROSS):
                self.choose(seat, self.cursor[seat])
            return 0, 0
        if self.phase not in (HIDE, HUNT):
            return 0, 0
        for button, entry in ((pad.CROSS, self.inspect), (pad.TRIANGLE, self.taunt)):
            if e.pressed(seat, button):
                reason = refusal(entry(seat))
                if reason is not None:
                    self.news.append(refused(seat, reason))
        dx = (1 if e.held(seat, pad.RIGHT) else 0) - (1 if e.held(seat, pad.LEFT) else 0)
        dy = (1 if e.held(seat, pad.DOWN) else 0) - (1 if e.held(seat, pad.UP) else 0)
        return dx, dy

    def _run_clocks(self) -> None:
        """Count down cooldowns, flashes and the phase timer; move the round along."""
        self.cooldown = [max(0, v - 1) for v in self.cooldown]
        self.taunt_wait = [max(0, v - 1) for v in self.taunt_wait]
        self.flashes = [[s, x, y, t - 1] for s, x, y, t in self.flashes if t > 1]
        if self.phase == HUNT:
            self.hunt_elapsed += 1
            if self.hunt_elapsed % FPS == 0:
                for s in self.seats_of(HIDER):
                    if not self.out[s]:
                        self._award(s, 1)
        self.timer -= 1
        if self.timer > 0:
            return
        if self.phase == CHOOSE:
            for s in self.seats_of(HIDER):  # the last one to choose starts the hide
                if self.prop[s] < 0 and (self.seats[s].is_ai or self.clocked()):
                    self.choose(s, self.cursor[s])   # alone with AI seats, a person chooses at leisure
        elif self.phase == HIDE:
            self._set_phase(HUNT, self.config.hunt_seconds * FPS)
        elif self.phase == HUNT:
            self._end_round(HIDER, "The hunt timer ran out.")
        elif self.round + 1 < self.rounds:
            self.round += 1
            self._start_round()
        else:
            self.finished = True
            self.news.append({"kind": "game_over", "scores": list(self.score)})

    # -- reading --------------------------------------------------------------------
    def view(self, seat: "int | None" = None) -> dict:
        """Return the whole game: prop hunt is lockstep, so every peer holds all of it.

        Hiding is the screen's job: a hunter's screen draws a hider exactly like a decoy.
        """
        c = self.config
        return {
            "seat": seat,
            "round": self.round + 1, "rounds": self.rounds,
            "phase": self.phase, "timer": self.timer, "frame": self.frame,
            "width": c.width, "height": c.height,
            "blockers": [[b.x, b.y, b.w, b.h] for b in c.blockers],
            "kinds": [{"id": k.id, "name": k.name, "radius": k.radius, "color": k.color, "shape": k.shape,
                       "decoys": len(k.decoys)} for k in c.props],
            "decoys": [[k, fx(x), fx(y)] for k, kind in enumerate(c.props) for x, y in kind.decoys],
            "hunter_health": c.hunter_health, "inspect_cooldown": c.inspect_cooldown,
            "players": [{
                "name": who.label(s), "ai": who.is_ai, "role": self.role[s],
                "x": self.x[s], "y": self.y[s], "prop": self.prop[s], "cursor": self.cursor[s],
                "health": self.health[s], "out": self.out[s], "cooldown": self.cooldown[s],
                "taunt_wait": self.taunt_wait[s], "score": self.score[s], "gained": self.gained[s],
            } for s, who in enumerate(self.seats)],
            "flashes": [list(f) for f in self.flashes],
            "outcome": self.outcome, "why": self.why,
            "finished": self.finished,
        }

    def write_state(self, d: Digest) -> None:
        """Write every field the rules and the AI read (roles follow from the round).

        The per-seat fields go in as 32-bit words, which every one of them fits, since
        the hash is taken every frame and prop hunt has many small fields.
        """
        d.int(self.round).str(self.phase).int(self.timer).int(self.hunt_elapsed)
        _int32s(d, [*self.x, *self.y, *self.prop, *self.cursor, *self.health, *self.out, *self.cooldown,
                    *self.taunt_wait, *self.moved_at, *self.score, *self.gained])
        _int32s(d, [v for f in self.flashes for v in f])
        d.str(self.outcome).str(self.why).bool(self.finished)
        for seat, mind in enumerate(self.minds):
            if self.seats[seat].is_ai:
                _int32s(d, mind.state())
        d.ints(self.rng.get_state())

    def is_finished(self) -> bool:
        """Return True once the last round's end card has passed."""
        return self.finished

    def results(self) -> "Results | None":
        """Return placements by total score, and the prize of each place, once the last round is over."""
        if not self.finished:
            return None
        places = placements(self.score)
        rewards = prize_rewards(places, self.config.prizes)
        return Results(placements=places, rewards=rewards,
                       detail=tuple(f"{who.label(s)}: {self.score[s]} points" for s, who in enumerate(self.seats)))
