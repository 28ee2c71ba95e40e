"""Verdigris Cloister as a session: pads and clicks turned into the referee's calls, the AI paced, the view.

The rules live in :mod:`.referee`; this file holds what each seat is doing with its
cursor (the preview a second press confirms, the ability being aimed, the menu) and runs
the AI-driven units one action every ``BLIGHT_PACE`` frames so a person can watch. No
clock ever runs on a person's turn; only the whole campaign has a cap (the vigil), so a
table nobody plays still ends within :func:`frame_bound`.
"""

from __future__ import annotations

from typing import Any, Sequence

from pycore.kernel import pad
from pycore.kernel.digest import Digest
from pycore.kernel.session import TIERS, Action, Event, Results, Seat, Session, refused

from . import ai
from .config import TacticsConfig
from .referee import (BLIGHT, BRIEFING, COLS, DEBRIEF, OVER, ROWS, TURN, Referee, is_int, direction_toward,
                      plain_args)
from .tuning import BLIGHT_PACE, BRIEF_FRAMES, GROWTH_KINDS, NOTICE_FRAMES

# the ability bar, in order: what Triangle's menu and the bar's buttons offer
MENU = ("move", "attack", "overwatch") + tuple(f"sow:{g}" for g in GROWTH_KINDS) + \
       ("burn", "flood", "hold", "undo", "end_turn")
AIMED = ("overwatch", "burn", "flood") + tuple(f"sow:{g}" for g in GROWTH_KINDS)   # need a tile after choosing
NO_TILE = (-1, -1)

READS = ("snapshot", "brief", "queue", "tile_info", "reachable", "path_to", "hit_chance", "targets", "abilities",
         "overwatch_cone", "missions", "carried", "can_move", "can_attack", "can_overwatch", "can_garden",
         "can_undo", "can_end_turn", "can_start_mission", "can_set_blight")
DOES = ("select", "move", "undo", "attack", "overwatch", "garden", "hold", "end_turn", "ai_step", "start_mission",
        "set_seed", "garden_effect", "set_tile", "phase_done", "set_blight")


def frame_bound(config: TacticsConfig) -> int:
    """Return the most frames a campaign can run: the vigil, and a frame to close it."""
    return config.vigil_frames + 2


class TacticsSession(Session):
    """A campaign of Verdigris Cloister for one or two players sharing the squad."""

    kind = "tactics"

    def __init__(self, *, config: TacticsConfig, seed: int, seats: Sequence[Seat]) -> None:
        super().__init__(config=config, seed=seed, seats=seats)
        if not 1 <= len(self.seats) <= 2:
            raise ValueError(f"Verdigris Cloister seats 1 or 2 players, not {len(self.seats)}")
        self.ref = Referee(config, seed, [s.tier if s.is_ai else "" for s in self.seats], ai.decide_unit)
        n = len(self.seats)
        self.cursor = [[3, 7] for _ in range(n)]
        self.preview = [NO_TILE for _ in range(n)]
        self.menu = [False] * n
        self.menu_index = [0] * n
        self.arming = [""] * n
        self.notices = [""] * n
        self.notice_age = [0] * n
        self.pace = BLIGHT_PACE
        self.brief_wait = BRIEF_FRAMES
        self._cache: dict[Any, dict] = {}

    def set_seat(self, index: int, seat: Seat) -> None:
        """Put ``seat`` in chair ``index`` and tell the referee whether the AI commands its monks now."""
        super().set_seat(index, seat)
        self.ref.tiers[index] = seat.tier if seat.is_ai else ""

    # -- the frame ----------------------------------------------------------------------
    def step(self, actions: dict[int, list[Action]]) -> list[Event]:
        """Run one frame: people's pads and clicks, then (paced) one AI action."""
        ref = self.ref
        if self.frame >= self.config.vigil_frames:
            return ref.vigil_out()
        events: list[Event] = []
        for s in range(len(self.seats)):
            if self.notice_age[s]:
                self.notice_age[s] -= 1
        for s, seat in enumerate(self.seats):
            if seat.is_ai or ref.phase == OVER:
                continue
            for act in actions.get(s, []):
                events += self._mark(s, self._action(s, act))
            events += self._mark(s, self._pad(s))
        if ref.phase in (BRIEFING, DEBRIEF) and all(s.is_ai for s in self.seats):
            self.brief_wait -= 1
            if self.brief_wait <= 0:
                self.brief_wait = BRIEF_FRAMES
                events += self._mark(0, ref.start_mission(0, ref.mission))
        elif ref.phase == TURN and ref.ai_driven():
            self.pace -= 1
            if self.pace <= 0:
                self.pace = BLIGHT_PACE
                done = ref.ai_step()
                if done and done[0]["kind"] == "refused":  # pragma: no cover - the AI only picks legal actions
                    raise RuntimeError(f"the AI's action was refused: {done[0]}")
                events += self._mark(0, done)
            else:
                ai.think(ref)   # the coming decision's tile scores, a few a frame
        return events

    def _mark(self, seat: int, events: list[Event]) -> list[Event]:
        """Note a refusal for the seat's screen, and point a seat's cursor at its unit when its turn comes."""
        for e in events:
            if e["kind"] == "refused" and 0 <= e.get("seat", -1) < len(self.seats):
                self.notices[e["seat"]], self.notice_age[e["seat"]] = e["reason"], NOTICE_FRAMES
            elif e["kind"] == "unit_selected" and e.get("turn") and e["seat"] != BLIGHT:
                u = self.ref.units[e["unit"]]
                s = e["seat"]
                self.cursor[s] = [u.x, u.y]
                self.preview[s], self.arming[s], self.menu[s] = NO_TILE, "", False
            elif e["kind"] == "unit_moved" and 0 <= seat < len(self.seats):
                self.preview[seat] = NO_TILE
        return events

    def _pad(self, s: int) -> list[Event]:
        pressed = self.edges.pressed
        ref = self.ref
        if ref.phase in (BRIEFING, DEBRIEF):
            turn = pressed(s, pad.RIGHT) - pressed(s, pad.LEFT)
            if turn:                        # Left/Right pick the Blight's tier
                k = (TIERS.index(ref.blight_tier) + turn) % len(TIERS)
                return ref.set_blight(s, TIERS[k])
            return ref.start_mission(s, ref.mission) if pressed(s, pad.CROSS) else []
        if self.menu[s]:
            self.menu_index[s] = (self.menu_index[s] + pressed(s, pad.DOWN) - pressed(s, pad.UP)) % len(MENU)
            if pressed(s, pad.CIRCLE) or pressed(s, pad.TRIANGLE):
                self.menu[s] = False
                return []
            if pressed(s, pad.CROSS):
                self.menu[s] = False
                return self._ability(s, MENU[self.menu_index[s]])
            return []
        x, y = self.cursor[s]
        x = min(COLS - 1, max(0, x + pressed(s, pad.RIGHT) - pressed(s, pad.LEFT)))
        y = min(ROWS - 1, max(0, y + pressed(s, pad.DOWN) - pressed(s, pad.UP)))
        self.cursor[s] = [x, y]
        events: list[Event] = []
        if pressed(s, pad.L1) or pressed(s, pad.R1):
            events += self._cycle_units(s, -1 if pressed(s, pad.L1) else 1)
        if pressed(s, pad.SQUARE):
            events += self._cycle_targets(s)
        if pressed(s, pad.TRIANGLE):
            self.menu[s] = True
            return events
        if pressed(s, pad.CROSS):
            x, y = self.cursor[s]
            events += self._confirm(s, x, y)
        elif pressed(s, pad.CIRCLE):
            if self.arming[s]:
                self.arming[s] = ""
            else:
                events += ref.undo(s)
        elif pressed(s, pad.SELECT):
            events += ref.end_turn(s)
        return events

    def _action(self, s: int, act: Action) -> list[Event]:
        do = act.get("do")
        ref = self.ref
        if do == "tile":
            x, y = act.get("x"), act.get("y")
            if ref._tile(x, y) < 0:
                return [refused(s, f"There is no tile ({x!r}, {y!r}) on the floor.")]
            return self._confirm(s, x, y)  # type: ignore[arg-type]
        if do == "ability":
            name = act.get("name")
            if name not in MENU:
                return [refused(s, f"There is no ability {name!r}.")]
            return self._ability(s, name)
        if do == "start":
            return ref.start_mission(s, ref.mission)
        if do == "blight":
            return ref.set_blight(s, act.get("tier"))
        if do == "focus":
            return self._focus(s, act.get("unit"))
        if do == "target":
            return self._cycle_targets(s)
        return [refused(s, f"Verdigris Cloister has no action {do!r}: it knows tile, ability, start, blight, "
                           "focus and target.")]

    def _focus(self, s: int, unit: object) -> list[Event]:
        events = self.ref.select(s, unit)
        if events[0]["kind"] == "unit_selected":
            u = self.ref.units[unit]  # type: ignore[call-overload]
            self.cursor[s] = [u.x, u.y]
        return events

    def _cycle_units(self, s: int, step: int) -> list[Event]:
        living = [u.id for u in self.ref.units if u.alive]
        if not living:
            return []
        now = self.ref.focus[s]
        k = living.index(now) if now in living else -1
        return self._focus(s, living[(k + step) % len(living)])

    def _cycle_targets(self, s: int) -> list[Event]:
        act = self.ref.active
        if act is None:
            return []
        aims = self.ref.targets(act.id)
        if not aims:
            return [refused(s, f"No enemy is in reach and in sight of {act.name}.")]
        spots = [(t["x"], t["y"]) for t in aims]
        now = tuple(self.preview[s])
        nxt = spots[(spots.index(now) + 1) % len(spots)] if now in spots else spots[0]
        self.preview[s] = nxt
        self.cursor[s] = list(nxt)
        return []

    def _ability(self, s: int, name: str) -> list[Event]:
        ref = self.ref
        act = ref.active
        self.arming[s] = ""
        if name == "move":
            return []
        if name == "attack":
            return self._cycle_targets(s)
        if name == "undo":
            return ref.undo(s)
        if name == "end_turn":
            return ref.end_turn(s)
        if name == "hold":
            return ref.hold(s, act.id if act else -1)
        self.arming[s] = name
        return []

    def _confirm(self, s: int, x: int, y: int) -> list[Event]:
        """Act on a press or click on tile (x, y): the first previews, the second does it."""
        ref = self.ref
        if ref.phase in (BRIEFING, DEBRIEF):
            return ref.start_mission(s, ref.mission)
        act = ref.active
        if act is None:
            return []
        self.cursor[s] = [x, y]
        arm = self.arming[s]
        if arm:
            self.arming[s] = ""
            if arm == "overwatch":
                return ref.overwatch(s, act.id, direction_toward(x - act.x, y - act.y, act.facing))
            kind, _, growth = arm.partition(":")
            return ref.garden(s, act.id, kind, x, y, growth)
        there = ref._unit_at(y * COLS + x)
        if there is not None and there.side != act.side:
            if tuple(self.preview[s]) == (x, y):
                self.preview[s] = NO_TILE
                return ref.attack(s, act.id, there.id)
            self.preview[s] = (x, y)
            return []
        if there is not None:
            self.preview[s] = NO_TILE
            return ref.select(s, there.id)
        if tuple(self.preview[s]) == (x, y):
            return ref.move(s, act.id, x, y)
        self.preview[s] = (x, y)
        return []

    # -- the rule entry points, as every mode has them ----------------------------------
    # The referee asks with (ok, reason); the session's triad says the reason or None, and
    # its doing calls note a refusal for the seat's screen like a press or a click would.
    def can_move(self, seat: int, unit: int, x: int, y: int) -> "str | None":
        """Return why ``seat`` may not walk ``unit`` to (x, y), or None."""
        return self.ref.can_move(seat, unit, x, y)[1] or None

    def move(self, seat: int, unit: int, x: int, y: int) -> list[Event]:
        """Walk ``unit`` to (x, y) for ``seat``: the events, or one refusal."""
        return self._mark(seat, self.ref.move(seat, unit, x, y))

    def can_attack(self, seat: int, unit: int, target: int) -> "str | None":
        """Return why ``seat`` may not have ``unit`` shoot ``target``, or None."""
        return self.ref.can_attack(seat, unit, target)[1] or None

    def attack(self, seat: int, unit: int, target: int) -> list[Event]:
        """Have ``unit`` shoot ``target`` for ``seat``: the events, or one refusal."""
        return self._mark(seat, self.ref.attack(seat, unit, target))

    def can_overwatch(self, seat: int, unit: int, direction: int) -> "str | None":
        """Return why ``seat`` may not have ``unit`` arm overwatch facing ``direction``, or None."""
        return self.ref.can_overwatch(seat, unit, direction)[1] or None

    def overwatch(self, seat: int, unit: int, direction: int) -> list[Event]:
        """Arm ``unit``'s overwatch facing ``direction`` for ``seat``: the events, or one refusal."""
        return self._mark(seat, self.ref.overwatch(seat, unit, direction))

    def can_garden(self, seat: int, unit: int, kind: str, x: int, y: int, growth: str = "") -> "str | None":
        """Return why ``seat`` may not have ``unit`` sow, burn or flood (x, y), or None."""
        return self.ref.can_garden(seat, unit, kind, x, y, growth)[1] or None

    def garden(self, seat: int, unit: int, kind: str, x: int, y: int, growth: str = "") -> list[Event]:
        """Have ``unit`` sow, burn or flood (x, y) for ``seat``: the events, or one refusal."""
        return self._mark(seat, self.ref.garden(seat, unit, kind, x, y, growth))

    def can_undo(self, seat: int) -> "str | None":
        """Return why ``seat`` may not take back the active unit's last move, or None."""
        return self.ref.can_undo(seat)[1] or None

    def undo(self, seat: int) -> list[Event]:
        """Take back the active unit's last move for ``seat``: the events, or one refusal."""
        return self._mark(seat, self.ref.undo(seat))

    def can_end_turn(self, seat: int) -> "str | None":
        """Return why ``seat`` may not end the active unit's turn, or None."""
        return self.ref.can_end_turn(seat)[1] or None

    def end_turn(self, seat: int) -> list[Event]:
        """End the active unit's turn for ``seat``: the events, or one refusal."""
        return self._mark(seat, self.ref.end_turn(seat))

    def can_start_mission(self, seat: int, index: int) -> "str | None":
        """Return why ``seat`` may not start mission ``index``, or None."""
        return self.ref.can_start_mission(seat, index)[1] or None

    def start_mission(self, seat: int, index: int) -> list[Event]:
        """Start mission ``index`` for ``seat``: the events, or one refusal."""
        return self._mark(seat, self.ref.start_mission(seat, index))

    def can_set_blight(self, seat: int, tier: str) -> "str | None":
        """Return why ``seat`` may not pick the Blight's tier ``tier`` now, or None."""
        return self.ref.can_set_blight(seat, tier)[1] or None

    def set_blight(self, seat: int, tier: str) -> list[Event]:
        """Pick the Blight's tier (the difficulty) for ``seat`` at a briefing: the events, or one refusal."""
        return self._mark(seat, self.ref.set_blight(seat, tier))

    # -- the console's door -------------------------------------------------------------
    def query(self, name: str, args: Any = None) -> Any:
        """Answer one referee call by name (reading, asking or doing), as plain data; the console's door.

        A doing call made here changes the game outside the frames' inputs: online, the
        peers would part, so it is for a table played alone and for scripts.
        """
        ref = self.ref
        values = plain_args(args)
        if name in READS:
            method = {"queue": ref.queue_ahead}.get(name) or getattr(ref, name)
            out = method(*values)
            return list(out) if isinstance(out, tuple) else out
        if name in DOES:
            events = getattr(ref, name)(*values)
            self._mark(values[0] if values and is_int(values[0]) else -1, events)
            return events
        raise ValueError(f"Verdigris Cloister answers no query {name!r}: it knows {', '.join(READS + DOES)}.")

    # -- reading ------------------------------------------------------------------------
    def view(self, seat: "int | None" = None) -> dict:
        """Return the board and everything the screen shows; the squad hides nothing, so every seat sees it all."""
        ref = self.ref
        act = ref.active
        me = seat if seat is not None else (act.owner if act is not None and act.owner != BLIGHT else 0)
        key = (ref.version, me, tuple(self.cursor[me]), tuple(self.preview[me]), self.menu[me],
               self.menu_index[me], self.arming[me], self.notices[me] if self.notice_age[me] else "",
               len(self.seat_changes))
        cached = self._cache.get(key)
        if cached is not None:
            return dict(cached, pulse=self.frame // 8 % 4)
        snap = ref.snapshot()
        cx, cy = self.cursor[me]
        px, py = self.preview[me]
        path: "dict | None" = None
        chance: "dict | None" = None
        if act is not None and px >= 0:
            there = ref._unit_at(py * COLS + px)
            if there is not None and there.side != act.side:
                chance = ref.hit_chance(act.id, there.id)
            elif there is None:
                path = ref.path_to(act.id, px, py)
        snap.update({
            "me": me,
            "seats": [{"label": s.label(k), "ai": s.is_ai} for k, s in enumerate(self.seats)],
            "ai_turn": ref.ai_driven(),
            "cursor": [cx, cy], "preview": list(self.preview[me]), "menu": self.menu[me],
            "menu_index": self.menu_index[me], "arming": self.arming[me],
            "notice": self.notices[me] if self.notice_age[me] else "",
            "reachable": ref.reachable(act.id) if act is not None and not ref.ai_driven() else [],
            "path": path, "chance": chance,
            "abilities": ref.abilities(act.id) if act is not None else [],
            "can_undo": list(ref.can_undo(me)),
            "cones": [ref.overwatch_cone(u.id) for u in ref.units if u.alive and u.watch >= 0],
            "aim_cone": self._aim_cone(me),
            "inspect": ref.tile_info(cx, cy),
            "queue_ahead": ref.queue_ahead(10),
            "menu_items": list(MENU),
            "pulse": self.frame // 8 % 4,
        })
        if len(self._cache) > 16:
            self._cache.clear()
        self._cache[key] = snap
        return dict(snap)

    def _aim_cone(self, me: int) -> "dict | None":
        """Return the cone overwatch would cover facing the seat's cursor, while the seat aims it."""
        act = self.ref.active
        if act is None or self.arming[me] != "overwatch":
            return None
        cx, cy = self.cursor[me]
        direction = direction_toward(cx - act.x, cy - act.y, act.facing)
        tiles = self.ref.cone_tiles(act, direction)
        return {"unit": act.id, "armed": False, "direction": direction,
                "tiles": [[i % COLS, i // COLS] for i in tiles]}

    def write_state(self, d: Digest) -> None:
        """Write every field the rules read: the referee's, then each seat's cursor, preview, menu and aim."""
        self.ref.write_state(d)
        for s in range(len(self.seats)):
            d.ints(self.cursor[s]).ints(self.preview[s]).bool(self.menu[s]).int(self.menu_index[s])
            d.str(self.arming[s]).str(self.notices[s]).int(self.notice_age[s])
        d.int(self.pace).int(self.brief_wait)

    def is_finished(self) -> bool:
        """Return True once the campaign is won or lost."""
        return self.ref.phase == OVER

    def results(self) -> "Results | None":
        """Return the squad's shared outcome: every seat places first, with gold per mission won."""
        ref = self.ref
        if ref.phase != OVER:
            return None
        won = ref.outcomes.count("won")
        gold = won * self.config.prize_gold
        detail = tuple(f"{m.name}: {ref.outcomes[k] if k < len(ref.outcomes) else 'not reached'}"
                       for k, m in enumerate(self.config.missions)) + (ref.verdict,)
        return Results(placements=tuple(1 for _ in self.seats),
                       rewards=tuple({"gold": gold} if gold else {} for _ in self.seats), detail=detail)
