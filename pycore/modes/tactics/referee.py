"""The referee of Verdigris Cloister: the floor, the units, the initiative queue and every rule, with its queries.

Everything a screen shows comes from the reading calls (``snapshot``, ``reachable``,
``hit_chance``, ...); every move is asked (``can_move`` and the rest return ``(ok, reason)``)
and done (``move`` and the rest return events; a refusal is one ``refused`` event and
changes nothing). Tiles are ``y * COLS + x``; facings are 0 north, 1 east, 2 south, 3 west;
the Blight commands its units as seat ``BLIGHT``. All arithmetic is on integers. Sight and
overwatch cones are remembered until ``version`` moves, so whatever changes the floor bumps it.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from pycore.kernel import fx
from pycore.kernel.digest import Digest
from pycore.kernel.rng import Xoshiro256ss
from pycore.kernel.session import TIERS, Event, refused

from .config import GROWTH_LETTERS, Mission, TacticsConfig
from .tuning import (AP_PER_TURN, BLIGHT_TIER_AIM, BLIGHT_TIER_HP, BLOOM_MEND, MAX_HEIGHT, CHANCE_MAX, CHANCE_MIN, CLIMB_STEP, COLS, CONE_HALF, COVER_AIM,
                     COVER_NAMES, CRYSTAL_SPREAD, FIRE_HURT, FLANK_BEHIND, FLANK_SIDE, FORMS, FULL, GROWTH_KINDS,
                     GROWTH_SLOWS, GROWTH_STEP, GROWTH_TOP, HALF, HIGH_GROUND, HIGH_REACH, LOW_GROUND, NONE,
                     RANGE_AIM, RANGE_FREE, REACTION_AIM, ROWS, SIGHT_BLOCK, SIGHT_SCALE, STEP, THORN_BLEED,
                     WATER_STEP, WOUND_AIM)

BLIGHT = -1
MONKS, BLIGHT_SIDE = "monks", "blight"
DX = (0, 1, 0, -1)
DY = (-1, 0, 1, 0)
DIRECTIONS = ("north", "east", "south", "west")
MONK_NAMES = ("Brother Aldo", "Sister Wren", "Brother Cole", "Sister Ines")
BRIEFING, TURN, DEBRIEF, OVER = "briefing", "turn", "debrief", "over"
COMMITTED = "The shot is away - that cannot be taken back."
GARDEN_KINDS = ("sow", "burn", "flood")
GARDEN_CAUSES = ("fire",) + GROWTH_KINDS    # what the garden's report of an effect may name as its cause
EFFECT_KEYS = ("unit", "amount", "heal", "source", "cause")
MOST_EFFECT = 20                            # the most one garden effect may hurt or mend
TILE_LAYERS = ("height", "water", "growth", "stage", "fire", "crystal")
PHASES = ("garden",)                        # the phases a phase handler may defer
LOG_LINES = 8


@dataclass
class Unit:
    """One monk or form of the Blight on the floor."""

    id: int
    form: str
    side: str
    name: str
    x: int
    y: int
    hp: int
    max_hp: int
    facing: int
    owner: int              # the seat that commands it (BLIGHT for the Blight's)
    ap: int = 0
    alive: bool = True
    watch: int = -1         # the overwatch direction armed, or -1

    def plain(self) -> dict:
        """Return the unit as plain data."""
        return {"id": self.id, "form": self.form, "side": self.side, "name": self.name, "x": self.x, "y": self.y,
                "hp": self.hp, "max_hp": self.max_hp, "facing": self.facing, "owner": self.owner, "ap": self.ap,
                "alive": self.alive, "overwatch": self.watch}


def is_int(value: object) -> bool:
    """Return True for a whole number that is not a bool (what a tile, unit or seat index must be)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _no(seat: object, reason: str) -> list[Event]:
    """Return the one event of a refusal (a seat that is not a number is named -1)."""
    return [refused(seat if isinstance(seat, int) and not isinstance(seat, bool) else -1, reason)]


def direction_toward(dx: int, dy: int, default: int = 2) -> int:
    """Return the facing (0 north .. 3 west) nearest the vector (dx, dy); ties go to the vertical."""
    if dx == 0 and dy == 0:
        return default
    if abs(dx) > abs(dy):
        return 1 if dx > 0 else 3
    return 2 if dy > 0 else 0


def in_reach(dx: int, dy: int, reach: int) -> bool:
    """Return True if a tile (dx, dy) away is within ``reach``: by the straight line, and every tile beside
    (diagonals included) for any reach of one or more, so a melee form strikes a foe at its corner too."""
    return dx * dx + dy * dy <= reach * reach or (reach >= 1 and abs(dx) <= 1 and abs(dy) <= 1)


def tiles_away(dist2: int) -> str:
    """Return the distance whose square is ``dist2`` in tiles to a tenth, rounded up ("1.5", "8"), so a tile out
    of reach never reads as within it."""
    root = fx.isqrt(dist2 * 100)
    tenths = root + (root * root != dist2 * 100)
    return str(tenths // 10) if tenths % 10 == 0 else f"{tenths // 10}.{tenths % 10}"


def facing_angle(direction: int) -> int:
    """Return the 12-bit angle of a facing (east 0, south 1024, west 2048, north 3072)."""
    return ((direction + 3) % 4) * 1024



_WALKS: dict[int, tuple[int, ...]] = {}     # the geometry of sight, the same on every floor: remembered
_OFFSETS: dict[int, tuple[int, ...]] = {}   # a walk's tiles from its lower end, by the step between the ends


def _walk(a: int, b: int) -> tuple[int, ...]:
    """Return :meth:`Referee.sight_walk` of ``a`` and ``b``, remembered (the walk depends on the two tiles only).

    The walk from the lower tile is the same shape wherever it starts (the tile of a point
    is its start's plus the point's whole steps), so it is walked once per step between
    the ends and moved into place for each pair.
    """
    if a > b:
        a, b = b, a
    key = a * 128 + b
    walk = _WALKS.get(key)
    if walk is None:
        dx, dy = b % COLS - a % COLS, b // COLS - a // COLS
        shape = _OFFSETS.get(dx * 64 + dy)
        if shape is None:
            steps = max(abs(dx), abs(dy)) * SIGHT_SCALE
            half = SIGHT_SCALE // 2
            out: list[int] = []
            for k in range(1, steps):
                t = (half + dy * SIGHT_SCALE * k // steps) // SIGHT_SCALE * COLS + \
                    (half + dx * SIGHT_SCALE * k // steps) // SIGHT_SCALE
                if t != 0 and t != b - a and (not out or out[-1] != t):
                    out.append(t)
            shape = _OFFSETS[dx * 64 + dy] = tuple(out)
        walk = _WALKS[key] = tuple(a + t for t in shape)
    return walk


class Referee:
    """The whole game: a campaign of missions on the cloister floor, refereed rule by rule."""

    def __init__(self, config: TacticsConfig, seed: int, tiers: Sequence[str],
                 decide: "Callable[[Referee, int, str], dict] | None" = None,
                 on_phase: "Callable[[Referee, str], bool] | None" = None) -> None:
        self.config = config
        self.decide = decide                # the AI: (referee, unit, tier) -> an action
        # the phase handler: asked as a phase opens; True defers the phase's work to a slice, which
        # reports through garden_effect and set_tile and closes it with phase_done (None: the referee's own)
        self.on_phase = on_phase
        self.open_phase = ""                # a deferred phase waiting for its phase_done
        self.blight_tier = config.blight    # the difficulty the players picked at the briefing (the pack's at first)
        self.tiers = list(tiers)            # per seat: "" for a person, else the AI tier
        self.rng = Xoshiro256ss(seed)
        self.phase = BRIEFING
        self.mission = 0
        self.outcomes: list[str] = []       # per mission played: "won" or "lost"
        self.verdict = ""                   # why the last mission ended
        self.wounds = [0] * len(MONK_NAMES)  # carried from mission to mission, by monk
        self.fallen = [False] * len(MONK_NAMES)
        self.round = 0
        self.queue: list[int] = []
        self.turn = 0                       # position of the active unit in the queue
        self.undo_stack: list[tuple[int, int, int, int]] = []
        self.committed = False
        self.moved = False                  # the active unit has walked this turn (the AI walks once)
        self.log: list[str] = []
        self.focus = [-1] * len(self.tiers)
        self.version = 0                    # counts changes, so readers may cache
        self._cones: dict[tuple[int, int, int, str], list[int]] = {}   # cone tiles by the floor's version
        self._sight: dict[int, bool] = {}
        self._sight_version = -1
        self.ai_memo: dict = {}             # what the AI worked out for ``ai_memo_version``, ahead of its action
        self.ai_memo_version = -1
        self._lay(config.missions[0])

    # -- the floor ----------------------------------------------------------------------
    def _lay(self, mission: Mission) -> None:
        n = COLS * ROWS
        self.water = [0] * n
        self.height = [0] * n
        self.growth = [0] * n               # 0 none, else 1 + index in GROWTH_KINDS
        self.stage = [0] * n
        self.fire = [0] * n
        self.crystal = [0] * n
        for y in range(ROWS):
            for x in range(COLS):
                i = y * COLS + x
                ch = mission.tiles[y][x]
                self.height[i] = ord(mission.heights[y][x]) - 48
                if ch == "~":
                    self.water[i] = 1
                elif ch == "*":
                    self.crystal[i] = 1
                elif ch.lower() in GROWTH_LETTERS:
                    self.growth[i] = 1 + GROWTH_KINDS.index(GROWTH_LETTERS[ch.lower()])
                    self.stage[i] = GROWTH_TOP if ch.isupper() else 1
        self.units: list[Unit] = []
        seats = len(self.tiers)
        starts = list(mission.monks)
        for k, name in enumerate(MONK_NAMES):
            if self.fallen[k] or not starts:
                continue
            x, y = starts.pop(0)
            form = FORMS["monk"]
            self.units.append(Unit(len(self.units), "monk", MONKS, name, x, y, max(1, form.hp - self.wounds[k]),
                                   form.hp, 0, k * seats // len(MONK_NAMES)))
        counts: dict[str, int] = {}
        for form_name, x, y in mission.blight:
            counts[form_name] = counts.get(form_name, 0) + 1
            form = FORMS[form_name]
            name = f"{form_name.capitalize()} {counts[form_name]}"
            hp = form.hp + BLIGHT_TIER_HP[self.blight_tier]
            self.units.append(Unit(len(self.units), form_name, BLIGHT_SIDE, name, x, y, hp, hp, 2, BLIGHT))
        self.round = 0
        self.queue = []
        self.turn = 0
        self.undo_stack = []
        self.committed = False
        self.focus = [-1] * seats

    @property
    def current(self) -> Mission:
        """Return the mission being played (or briefed)."""
        return self.config.missions[self.mission]

    def _tile(self, x: object, y: object) -> int:
        if not is_int(x) or not is_int(y) or not (0 <= x < COLS and 0 <= y < ROWS):  # type: ignore[operator]
            return -1
        return y * COLS + x  # type: ignore[operator]

    def _unit_at(self, i: int) -> "Unit | None":
        for u in self.units:
            if u.alive and u.y * COLS + u.x == i:
                return u
        return None

    def _unit(self, ident: object) -> "Unit | None":
        if not is_int(ident) or not 0 <= ident < len(self.units):  # type: ignore[operator]
            return None
        return self.units[ident]  # type: ignore[call-overload]

    @property
    def active(self) -> "Unit | None":
        """Return the unit whose turn it is, or None outside a turn."""
        if self.phase != TURN or not self.queue or self.open_phase:
            return None
        return self.units[self.queue[self.turn]]

    def _cover_from(self, i: int, d: int) -> int:
        """Return the cover the neighbour of tile ``i`` on side ``d`` gives against shots from that side."""
        x, y = i % COLS + DX[d], i // COLS + DY[d]
        if not (0 <= x < COLS and 0 <= y < ROWS):
            return NONE
        n = y * COLS + x
        if self.crystal[n]:
            return FULL
        best = NONE
        rise = self.height[n] - self.height[i]
        if rise >= 2:
            return FULL
        if rise == 1:
            best = HALF
        if self.growth[n] and GROWTH_KINDS[self.growth[n] - 1] in ("creepvine", "lightwood"):
            if self.stage[n] >= GROWTH_TOP:
                return FULL
            if self.stage[n] >= GROWTH_SLOWS:
                best = max(best, HALF)
        return best

    def cover_against(self, i: int, sx: int, sy: int) -> int:
        """Return the cover state of tile ``i`` against a shot from tile (sx, sy): the best side facing it."""
        dx, dy = sx - i % COLS, sy - i // COLS
        best = NONE
        if dx > 0:
            best = max(best, self._cover_from(i, 1))
        if dx < 0:
            best = max(best, self._cover_from(i, 3))
        if dy > 0:
            best = max(best, self._cover_from(i, 2))
        if dy < 0:
            best = max(best, self._cover_from(i, 0))
        return best

    def best_cover(self, i: int) -> int:
        """Return the best cover tile ``i`` offers facing any direction."""
        return max(self._cover_from(i, d) for d in range(4))

    def step_cost(self, a: int, b: int) -> int:
        """Return the path cost of one step from tile ``a`` onto tile ``b``."""
        cost = STEP
        if self.growth[b] and self.stage[b] >= GROWTH_SLOWS:
            cost += GROWTH_STEP
        if self.water[b]:
            cost += WATER_STEP
        rise = self.height[b] - self.height[a]
        if rise > 0:
            cost += rise * CLIMB_STEP
        return cost

    def sight_walk(self, a: int, b: int) -> list[int]:
        """Return the tiles strictly between ``a`` and ``b`` that the line between their centres crosses.

        An integer walk: the segment is cut into SIGHT_SCALE steps per tile of its longer
        side and each point's tile is taken, rounding toward the lower tile index on a
        boundary; the walk always runs from the lower index, so it reads the same both ways.
        """
        return list(_walk(a, b))

    def sees(self, a: int, b: int) -> bool:
        """Return True if the line between tiles ``a`` and ``b`` is clear.

        Lightwood at SIGHT_BLOCK blocks it, as does a tile higher than both ends; blight
        crystal does not.
        """
        if self._sight_version != self.version:     # sight depends on the floor only: kept until it changes
            self._sight, self._sight_version = {}, self.version
        key = a * 128 + b if a < b else b * 128 + a
        seen = self._sight.get(key)
        if seen is None:
            top = max(self.height[a], self.height[b])
            lightwood = 1 + GROWTH_KINDS.index("lightwood")
            seen = not any(self.height[t] > top or (self.growth[t] == lightwood and self.stage[t] >= SIGHT_BLOCK)
                           for t in _walk(a, b))
            self._sight[key] = seen
        return seen

    # -- paths --------------------------------------------------------------------------
    def _paths(self, u: Unit, ap: int = -1) -> tuple[dict[int, int], dict[int, int]]:
        """Return the cheapest cost to every tile ``u`` can walk to with ``ap`` (its own by default), and each tile's previous tile."""
        start = u.y * COLS + u.x
        budget = (u.ap if ap < 0 else ap) * FORMS[u.form].move_per_ap
        best = {start: 0}
        back: dict[int, int] = {}
        heap = [(0, start)]
        blocked = [0] * (COLS * ROWS)
        for other in self.units:
            if other.alive and other is not u:
                blocked[other.y * COLS + other.x] = 1
        while heap:
            cost, i = heapq.heappop(heap)
            if cost > best.get(i, 1 << 30):
                continue
            x, y = i % COLS, i // COLS
            for d in range(4):
                nx, ny = x + DX[d], y + DY[d]
                if not (0 <= nx < COLS and 0 <= ny < ROWS):
                    continue
                n = ny * COLS + nx
                if blocked[n] or self.crystal[n]:
                    continue
                c = cost + self.step_cost(i, n)
                if c <= budget and c < best.get(n, 1 << 30):
                    best[n] = c
                    back[n] = i
                    heapq.heappush(heap, (c, n))
        return best, back

    def _ap_for(self, u: Unit, cost: int) -> int:
        per = FORMS[u.form].move_per_ap
        return (cost + per - 1) // per

    def _seen_cover(self, u: Unit, i: int) -> str:
        """Return the worst cover at tile ``i`` against the enemies of ``u`` that see it now, or "unseen"."""
        worst = -1
        for e in self.units:
            if e.alive and e.side != u.side:
                j = e.y * COLS + e.x
                if self.sees(j, i):
                    c = self.cover_against(i, e.x, e.y)
                    worst = c if worst < 0 else min(worst, c)
        return "unseen" if worst < 0 else COVER_NAMES[worst]

    def _planning_ap(self, u: Unit) -> int:
        """Return the AP a walk is planned with: the active unit's own, anyone else's next turn."""
        return u.ap if u is self.active else AP_PER_TURN

    def reachable(self, unit: object) -> list[dict]:
        """Return every tile ``unit`` can walk to (with its AP, or a turn's when it is not acting): cost, AP, cover, best cover."""
        u = self._unit(unit)
        if u is None or not u.alive:
            return []
        best, _ = self._paths(u, self._planning_ap(u))
        start = u.y * COLS + u.x
        out = []
        for i in sorted(best):
            if i == start:
                continue
            out.append({"x": i % COLS, "y": i // COLS, "cost": best[i], "ap": self._ap_for(u, best[i]),
                        "cover": self._seen_cover(u, i), "best_cover": COVER_NAMES[self.best_cover(i)]})
        return out

    def path_to(self, unit: object, x: object, y: object) -> dict:
        """Return the cheapest path of ``unit`` to (x, y): tiles, cost, AP, cover; or the reason there is none."""
        u = self._unit(unit)
        i = self._tile(x, y)
        if u is None or not u.alive:
            return {"ok": False, "reason": f"There is no unit {unit!r} standing."}
        if i < 0:
            return {"ok": False, "reason": f"There is no tile ({x}, {y}) on the floor."}
        best, back = self._paths(u, self._planning_ap(u))
        if i not in best or i == u.y * COLS + u.x:
            return {"ok": False, "reason": self._walk_problem(u, i)}
        path = [i]
        while path[-1] in back:
            path.append(back[path[-1]])
        path.reverse()
        return {"ok": True, "reason": "", "path": [[t % COLS, t // COLS] for t in path[1:]], "cost": best[i],
                "ap": self._ap_for(u, best[i]), "cover": self._seen_cover(u, i),
                "best_cover": COVER_NAMES[self.best_cover(i)]}

    def _walk_problem(self, u: Unit, i: int) -> str:
        if i == u.y * COLS + u.x:
            return f"{u.name} is already there."
        other = self._unit_at(i)
        if other is not None:
            return f"That tile is taken by {other.name}."
        if self.crystal[i]:
            return "Blight crystal covers that tile: burn it first."
        # would it be reachable with AP to spare? then it is the AP that falls short
        best, _ = self._paths(u, AP_PER_TURN + 8)
        if i in best:
            return (f"That walk costs {best[i]} ({self._ap_for(u, best[i])} AP); "
                    f"{u.name} has {u.ap} AP left.")
        return "No way leads there."

    # -- shots --------------------------------------------------------------------------
    def _reach(self, a: Unit, ai: int, ti: int) -> int:
        return FORMS[a.form].reach + (HIGH_REACH if self.height[ai] > self.height[ti] else 0)

    def _flank(self, target: Unit, sx: int, sy: int) -> str:
        dx, dy = sx - target.x, sy - target.y
        fx_, fy_ = DX[target.facing], DY[target.facing]
        along = dx * fx_ + dy * fy_
        across = abs(dx * fy_ - dy * fx_)
        if along < 0 and -along >= across:
            return "behind"
        if along > 0 and along >= across:
            return "front"
        return "side"

    def _chance(self, a: Unit, ai: int, t: Unit, ti: int, reaction: bool) -> dict:
        """Return the itemised chance of ``a`` at tile ``ai`` hitting ``t`` at tile ``ti``."""
        form = FORMS[a.form]
        ax, ay, tx, ty = ai % COLS, ai // COLS, ti % COLS, ti // COLS
        dist = fx.isqrt((ax - tx) ** 2 + (ay - ty) ** 2)
        cover = self.cover_against(ti, ax, ay)
        flank = self._flank(t, ax, ay)
        if flank == "behind":
            cover = NONE
        elif flank == "side" and cover > NONE:
            cover -= 1
        rise = self.height[ai] - self.height[ti]
        missing = a.max_hp - a.hp
        items: list[dict[str, Any]] = [
            {"id": "aim", "label": f"{form.name.capitalize()} aim", "value": form.aim},
            {"id": "range", "label": f"Range {dist} tile{'' if dist == 1 else 's'}",
             "value": RANGE_AIM * max(0, dist - RANGE_FREE)},
            {"id": "cover", "label": ("No cover", "Half cover", "Full cover")[cover], "value": COVER_AIM[cover]},
            {"id": "flank", "label": {"behind": "Flanked from behind", "side": "Flanked from the side",
                                      "front": "From the front"}[flank],
             "value": {"behind": FLANK_BEHIND, "side": FLANK_SIDE, "front": 0}[flank]},
            {"id": "elevation", "label": "From above" if rise > 0 else "From below" if rise < 0 else "Level ground",
             "value": HIGH_GROUND if rise > 0 else LOW_GROUND if rise < 0 else 0},
            {"id": "wounds", "label": f"Wounds (-{missing} hp)" if missing else "Unhurt", "value": WOUND_AIM * missing},
            {"id": "reaction", "label": "Reaction shot" if reaction else "Aimed shot",
             "value": REACTION_AIM if reaction else 0},
        ]
        if a.side == BLIGHT_SIDE and BLIGHT_TIER_AIM[self.blight_tier]:
            items.append({"id": "tier", "label": f"The Blight's tier: {self.blight_tier}",
                          "value": BLIGHT_TIER_AIM[self.blight_tier]})
        raw = sum(item["value"] for item in items)
        chance = fx.clamp(raw, CHANCE_MIN, CHANCE_MAX)
        if chance != raw:
            items.append({"id": "clamp", "label": f"Held to {CHANCE_MIN}-{CHANCE_MAX}%", "value": chance - raw})
        return {"chance": chance, "items": items, "range": [CHANCE_MIN, CHANCE_MAX], "crit": form.crit,
                "damage": [form.damage_lo, form.damage_hi], "crit_bonus": form.crit_bonus, "flank": flank,
                "cover": COVER_NAMES[cover]}

    def _shot_problem(self, a: Unit, t: Unit) -> str:
        ai, ti = a.y * COLS + a.x, t.y * COLS + t.x
        dist2 = (a.x - t.x) ** 2 + (a.y - t.y) ** 2
        reach = self._reach(a, ai, ti)
        if not in_reach(t.x - a.x, t.y - a.y, reach):
            return f"{t.name} is out of reach: {tiles_away(dist2)} tiles away, reach {reach}."
        if not self.sees(ai, ti):
            return f"{a.name} cannot see {t.name}: something blocks the line."
        return ""

    def hit_chance(self, a: object, b: object, reaction: object = False) -> dict:
        """Return the itemised chance of unit ``a`` hitting unit ``b`` from where they stand, and whether it may shoot.

        With ``reaction`` true it is the chance of an overwatch shot: the same items and the
        reaction's named mod (-15) among them.
        """
        au, bu = self._unit(a), self._unit(b)
        if au is None or bu is None or not au.alive or not bu.alive:
            return {"ok": False, "reason": "Both units must be standing.", "chance": 0, "items": []}
        if not isinstance(reaction, bool):
            return {"ok": False, "reason": f"A reaction is true or false, not {reaction!r}.", "chance": 0, "items": []}
        out = self._chance(au, au.y * COLS + au.x, bu, bu.y * COLS + bu.x, reaction)
        reason = "They are on the same side." if au.side == bu.side else self._shot_problem(au, bu)
        out.update(ok=not reason, reason=reason, attacker=au.id, target=bu.id)
        return out

    def targets(self, unit: object) -> list[dict]:
        """Return the enemies ``unit`` can shoot now, best first (highest chance, then weakest, then id)."""
        u = self._unit(unit)
        if u is None or not u.alive:
            return []
        out = []
        for t in self.units:
            if t.alive and t.side != u.side and not self._shot_problem(u, t):
                c = self._chance(u, u.y * COLS + u.x, t, t.y * COLS + t.x, False)
                out.append({"unit": t.id, "name": t.name, "chance": c["chance"], "hp": t.hp, "x": t.x, "y": t.y})
        out.sort(key=lambda e: (-e["chance"], e["hp"], e["unit"]))
        return out

    def cone_tiles(self, u: Unit, direction: int) -> list[int]:
        """Return the tiles of the overwatch cone of ``u`` facing ``direction``: in reach, within the angle, in sight."""
        ui = u.y * COLS + u.x
        key = (self.version, ui, direction, u.form)
        if key in self._cones:
            return self._cones[key]
        if len(self._cones) > 64:
            self._cones.clear()
        centre = facing_angle(direction)
        out: list[int] = []
        for i in range(COLS * ROWS):
            if i == ui:
                continue
            dx, dy = i % COLS - u.x, i // COLS - u.y
            if not in_reach(dx, dy, self._reach(u, ui, i)):
                continue
            if abs(fx.angle_diff(fx.atan2(dy, dx), centre)) > CONE_HALF:
                continue
            if self.sees(ui, i):
                out.append(i)
        self._cones[key] = out
        return out

    def overwatch_cone(self, unit: object) -> dict:
        """Return the tiles ``unit``'s overwatch covers (armed), or would cover facing its way (not armed)."""
        u = self._unit(unit)
        if u is None or not u.alive:
            return {"unit": unit, "armed": False, "direction": -1, "tiles": []}
        direction = u.watch if u.watch >= 0 else u.facing
        return {"unit": u.id, "armed": u.watch >= 0, "direction": direction,
                "tiles": [[i % COLS, i // COLS] for i in self.cone_tiles(u, direction)]}

    # -- asking -------------------------------------------------------------------------
    def _acting(self, seat: object, unit: object) -> str:
        if self.phase != TURN:
            return f"No unit is acting now: this is the {self.phase}."
        if self.open_phase:
            return f"No unit is acting now: the {self.open_phase} phase is still open."
        u = self._unit(unit)
        if u is None:
            return f"There is no unit {unit!r}."
        if not u.alive:
            return f"{u.name} has fallen."
        act = self.active
        if act is not None and u is not act:
            return f"It is {act.name}'s turn, not {u.name}'s."
        if seat != u.owner:
            if u.owner == BLIGHT:
                return f"{u.name} is the Blight's: it answers to no seat."
            return f"{u.name} answers to seat {u.owner + 1}, not to you."
        return ""

    def can_move(self, seat: object, unit: object, x: object, y: object) -> tuple[bool, str]:
        """Return whether ``seat`` may walk ``unit`` to (x, y), and why not."""
        problem = self._acting(seat, unit)
        if not problem:
            u = self.units[unit]  # type: ignore[call-overload]
            i = self._tile(x, y)
            if i < 0:
                problem = f"There is no tile ({x!r}, {y!r}) on the floor."
            elif u.ap < 1:
                problem = f"{u.name} has no AP left."
            else:
                best, _ = self._paths(u)
                if i not in best or i == u.y * COLS + u.x:
                    problem = self._walk_problem(u, i)
        return not problem, problem

    def can_attack(self, seat: object, unit: object, target: object) -> tuple[bool, str]:
        """Return whether ``seat`` may have ``unit`` shoot ``target``, and why not."""
        problem = self._acting(seat, unit)
        if not problem:
            u, t = self.units[unit], self._unit(target)  # type: ignore[call-overload]
            if u.ap < 1:
                problem = f"{u.name} has no AP left."
            elif t is None:
                problem = f"There is no unit {target!r} to shoot."
            elif not t.alive:
                problem = f"{t.name} has already fallen."
            elif t.side == u.side:
                problem = f"{t.name} is on your side."
            else:
                problem = self._shot_problem(u, t)
        return not problem, problem

    def can_overwatch(self, seat: object, unit: object, direction: object) -> tuple[bool, str]:
        """Return whether ``seat`` may have ``unit`` arm overwatch facing ``direction``, and why not."""
        problem = self._acting(seat, unit)
        if not problem:
            if self.units[unit].ap < 1:  # type: ignore[call-overload]
                problem = f"{self.units[unit].name} has no AP left."  # type: ignore[call-overload]
            elif not is_int(direction) or not 0 <= direction < 4:  # type: ignore[operator]
                problem = f"Overwatch faces north, east, south or west (0 to 3), not {direction!r}."
        return not problem, problem

    def can_garden(self, seat: object, unit: object, kind: object, x: object, y: object,
                   growth: object = "") -> tuple[bool, str]:
        """Return whether ``seat`` may have ``unit`` sow, burn or flood tile (x, y), and why not."""
        problem = self._acting(seat, unit)
        if not problem:
            u = self.units[unit]  # type: ignore[call-overload]
            i = self._tile(x, y)
            if u.ap < 1:
                problem = f"{u.name} has no AP left."
            elif kind not in GARDEN_KINDS:
                problem = f"The garden is sown, burnt or flooded, not {kind!r}."
            elif i < 0:
                problem = f"There is no tile ({x!r}, {y!r}) on the floor."
            elif max(abs(i % COLS - u.x), abs(i // COLS - u.y)) > 1:
                problem = f"That tile is out of {u.name}'s reach: work a tile beside them."
            else:
                problem = self._garden_problem(i, str(kind), growth)
        return not problem, problem

    def _garden_problem(self, i: int, kind: str, growth: object) -> str:
        if kind == "sow":
            if growth not in GROWTH_KINDS:
                return f"Sow creepvine, lightwood, thornbed or bloomstalk, not {growth!r}."
            if self.crystal[i]:
                return "Nothing grows through blight crystal."
            if self.water[i]:
                return "Seeds wash away on a flooded tile."
            if self.fire[i]:
                return "That tile is burning."
            if self.growth[i]:
                return f"{GROWTH_KINDS[self.growth[i] - 1].capitalize()} already grows there."
            return ""
        if kind == "burn":
            if self.water[i]:
                return "A flooded tile will not burn."
            if self.fire[i]:
                return "That tile is already burning."
            if not self.growth[i] and not self.crystal[i]:
                return "There is nothing there to burn."
            return ""
        if self.crystal[i]:
            return "Blight crystal does not drown: burn it."
        if self.water[i]:
            return "That tile is already flooded."
        return ""

    def can_undo(self, seat: object) -> tuple[bool, str]:
        """Return whether ``seat`` may take back the active unit's last move, and why not."""
        act = self.active
        problem = self._acting(seat, act.id if act else -1) if act else f"No unit is acting now: this is the {self.phase}."
        if not problem:
            if self.committed:
                problem = COMMITTED
            elif not self.undo_stack:
                problem = f"Nothing to undo: {act.name} has not moved this turn."  # type: ignore[union-attr]
        return not problem, problem

    def can_end_turn(self, seat: object) -> tuple[bool, str]:
        """Return whether ``seat`` may end the active unit's turn, and why not."""
        act = self.active
        problem = self._acting(seat, act.id) if act else f"No unit is acting now: this is the {self.phase}."
        return not problem, problem

    def can_start_mission(self, seat: object, index: object) -> tuple[bool, str]:
        """Return whether ``seat`` may start mission ``index`` of the campaign, and why not."""
        problem = ""
        if self.phase == TURN:
            problem = "A mission is under way: finish it first."
        elif self.phase == OVER:
            problem = "The campaign is over."
        elif not is_int(seat) or not 0 <= seat < len(self.tiers):  # type: ignore[operator]
            problem = f"There is no seat {seat!r} at this table."
        elif index != self.mission:
            problem = f"The campaign goes in order: mission {self.mission + 1}, {self.current.name}, is next."
        return not problem, problem

    # -- doing --------------------------------------------------------------------------
    def _say(self, line: str) -> None:
        self.log.append(line)
        del self.log[:-LOG_LINES]

    def select(self, seat: object, unit: object) -> list[Event]:
        """Point ``seat``'s inspector at ``unit`` (any standing unit)."""
        u = self._unit(unit)
        if not is_int(seat) or not 0 <= seat < len(self.focus):  # type: ignore[operator]
            return [refused(-1, f"There is no seat {seat!r} at this table.")]
        if u is None or not u.alive:
            return [refused(seat, f"There is no standing unit {unit!r}.")]  # type: ignore[arg-type]
        self.focus[seat] = u.id  # type: ignore[call-overload]
        self.version += 1
        return [{"kind": "unit_selected", "seat": seat, "unit": u.id}]

    def move(self, seat: object, unit: object, x: object, y: object) -> list[Event]:
        """Walk ``unit`` to (x, y) along its cheapest path; overwatch may fire on the way."""
        ok, problem = self.can_move(seat, unit, x, y)
        if not ok:
            return _no(seat, problem)
        u = self.units[unit]  # type: ignore[call-overload]
        plan = self.path_to(unit, x, y)
        self.undo_stack.append((u.x, u.y, u.facing, u.ap))
        self.moved = True
        u.ap -= plan["ap"]
        events: list[Event] = []
        start = (u.x, u.y)
        for px, py in plan["path"]:
            u.facing = direction_toward(px - u.x, py - u.y, u.facing)
            u.x, u.y = px, py
            events += self._reactions(u)
            if not u.alive:
                break
        self.version += 1
        events.insert(0, {"kind": "unit_moved", "unit": u.id, "from": list(start), "to": [u.x, u.y],
                          "cost": plan["cost"], "ap": plan["ap"]})
        if u.alive:
            self._say(f"{u.name} moves to ({u.x}, {u.y}).")
        events += self._check_reach()
        return events + self._after_action(u)

    def _reactions(self, mover: Unit) -> list[Event]:
        """Fire every armed overwatch whose cone holds the tile ``mover`` just entered (its own turn only)."""
        events: list[Event] = []
        i = mover.y * COLS + mover.x
        for w in self.units:
            if not w.alive or w.watch < 0 or w.side == mover.side:
                continue
            if i not in self.cone_tiles(w, w.watch):
                continue
            w.watch = -1
            events.append({"kind": "unit_acted", "unit": w.id, "action": "overwatch_shot", "target": mover.id,
                           "at": [mover.x, mover.y]})
            events += self._shoot(w, mover, reaction=True)
            self.committed = True
            self.undo_stack = []
            if not mover.alive:
                break
        return events

    def _shoot(self, a: Unit, t: Unit, reaction: bool) -> list[Event]:
        c = self._chance(a, a.y * COLS + a.x, t, t.y * COLS + t.x, reaction)
        a.facing = direction_toward(t.x - a.x, t.y - a.y, a.facing)
        roll = self.rng.below(100)
        mods = [dict(item) for item in c["items"]]   # the itemised chance, the reaction's -15 named among them
        if roll >= c["chance"]:
            self._say(f"{a.name} misses {t.name} ({c['chance']}%).")
            return [{"kind": "shot", "unit": a.id, "target": t.id, "chance": c["chance"], "roll": roll, "hit": False,
                     "reaction": reaction, "mods": mods}]
        form = FORMS[a.form]
        damage = self.rng.between(form.damage_lo, form.damage_hi)
        crit = self.rng.below(100) < form.crit
        if crit:
            damage += form.crit_bonus
        events: list[Event] = [{"kind": "shot", "unit": a.id, "target": t.id, "chance": c["chance"], "roll": roll,
                                "hit": True, "crit": crit, "damage": damage, "reaction": reaction, "mods": mods}]
        self._say(f"{a.name} hits {t.name} for {damage}{' (crit)' if crit else ''}.")
        return events + self._hurt(t, damage, a.name)

    def _hurt(self, t: Unit, damage: int, by: str) -> list[Event]:
        t.hp = max(0, t.hp - damage)
        events: list[Event] = [{"kind": "unit_damaged", "unit": t.id, "side": t.side, "damage": damage, "hp": t.hp,
                                "by": by}]
        if t.hp == 0:
            t.alive = False
            t.watch = -1
            self._say(f"{t.name} falls.")
            events.append({"kind": "unit_died", "unit": t.id, "at": [t.x, t.y]})
        self.version += 1
        return events

    def attack(self, seat: object, unit: object, target: object) -> list[Event]:
        """Have ``unit`` shoot ``target`` (one AP); the dice come from the session's stream; commits the turn."""
        ok, problem = self.can_attack(seat, unit, target)
        if not ok:
            return _no(seat, problem)
        u, t = self.units[unit], self.units[target]  # type: ignore[call-overload]
        u.ap -= 1
        self.committed = True
        self.undo_stack = []
        events: list[Event] = [{"kind": "unit_acted", "unit": u.id, "action": "attack", "target": t.id}]
        events += self._shoot(u, t, reaction=False)
        self.version += 1
        return events + self._check_wipe() + self._after_action(u)

    def overwatch(self, seat: object, unit: object, direction: object) -> list[Event]:
        """Arm ``unit``'s overwatch cone facing ``direction``; this ends its turn."""
        ok, problem = self.can_overwatch(seat, unit, direction)
        if not ok:
            return _no(seat, problem)
        u = self.units[unit]  # type: ignore[call-overload]
        u.watch = u.facing = direction
        u.ap = 0
        self._say(f"{u.name} watches the {DIRECTIONS[u.watch]}.")
        self.version += 1
        return [{"kind": "unit_acted", "unit": u.id, "action": "overwatch", "direction": direction}] + self._next_turn()

    def garden(self, seat: object, unit: object, kind: object, x: object, y: object, growth: object = "") -> list[Event]:
        """Have ``unit`` sow, burn or flood a tile beside it (one AP); commits the turn."""
        ok, problem = self.can_garden(seat, unit, kind, x, y, growth)
        if not ok:
            return _no(seat, problem)
        u = self.units[unit]  # type: ignore[call-overload]
        i = self._tile(x, y)
        u.ap -= 1
        self.committed = True
        self.undo_stack = []
        if kind == "sow":
            self.growth[i], self.stage[i] = 1 + GROWTH_KINDS.index(str(growth)), 1
            self._say(f"{u.name} sows {growth} at ({x}, {y}).")
        elif kind == "burn":
            if self.crystal[i]:
                self.crystal[i] = 0
                self._say(f"{u.name} burns the crystal at ({x}, {y}) away.")
            else:
                self._say(f"{u.name} sets ({x}, {y}) alight.")
            self.fire[i] = 1
        else:
            self.water[i], self.fire[i] = 1, 0
            self._say(f"{u.name} floods ({x}, {y}).")
        self.version += 1
        events: list[Event] = [{"kind": "unit_acted", "unit": u.id, "action": kind, "at": [x, y]},
                               {"kind": "tile_changed", "x": x, "y": y, "tile": self.tile_info(x, y)}]
        events += self._check_cleanse()
        return events + self._after_action(u)

    def hold(self, seat: object, unit: object, direction: object = -1) -> list[Event]:
        """Have ``unit`` hold its ground (facing ``direction`` if one is given, 0 to 3); costs nothing, ends its turn."""
        problem = self._acting(seat, unit)
        if problem:
            return _no(seat, problem)
        u = self.units[unit]  # type: ignore[call-overload]
        if is_int(direction) and 0 <= direction < 4:  # type: ignore[operator]
            u.facing = direction
        self.version += 1
        return [{"kind": "unit_acted", "unit": u.id, "action": "hold", "facing": u.facing}] + self._next_turn()

    def undo(self, seat: object) -> list[Event]:
        """Take back the active unit's last move, until something commits the turn."""
        ok, problem = self.can_undo(seat)
        if not ok:
            return _no(seat, problem)
        u = self.active
        assert u is not None
        here = [u.x, u.y]
        u.x, u.y, u.facing, u.ap = self.undo_stack.pop()
        self.version += 1
        return [{"kind": "unit_moved", "unit": u.id, "from": here, "to": [u.x, u.y], "undo": True}]

    def end_turn(self, seat: object) -> list[Event]:
        """End the active unit's turn and hand on to the next in the queue."""
        ok, problem = self.can_end_turn(seat)
        if not ok:
            return _no(seat, problem)
        return self._next_turn()

    def perform(self, seat: object, action: object) -> list[Event]:
        """Do one action given as plain data (``{"do": "move", "x": 3, "y": 4}`` and the like) for the active unit."""
        if not isinstance(action, dict):
            return _no(seat, f"An action is a table with a 'do' name, not {action!r}.")
        act = self.active
        unit = action.get("unit", act.id if act else -1)
        do = action.get("do")
        if do == "move":
            return self.move(seat, unit, action.get("x"), action.get("y"))
        if do == "attack":
            return self.attack(seat, unit, action.get("target"))
        if do == "overwatch":
            return self.overwatch(seat, unit, action.get("direction"))
        if do == "garden":
            return self.garden(seat, unit, action.get("kind"), action.get("x"), action.get("y"),
                               action.get("growth", ""))
        if do == "hold":
            return self.hold(seat, unit, action.get("direction", -1))
        if do == "undo":
            return self.undo(seat)
        if do == "end_turn":
            return self.end_turn(seat)
        return _no(seat, f"There is no action {do!r}: moves are move, attack, overwatch, garden, hold, undo "
                         "and end_turn.")

    def ai_driven(self) -> bool:
        """Return True when the active unit is the Blight's or belongs to an AI seat."""
        act = self.active
        return act is not None and (act.owner == BLIGHT or bool(self.tiers[act.owner]))

    def ai_step(self) -> list[Event]:
        """Have the AI take one action for the active unit (the Blight's, or an AI seat's monk)."""
        act = self.active
        if act is None:
            return [refused(-1, f"No unit is acting now: this is the {self.phase}.")]
        if not self.ai_driven():
            return [refused(act.owner, f"It is {act.name}'s turn, and seat {act.owner + 1} plays it.")]
        if self.decide is None:
            return [refused(act.owner, "This referee has no AI to ask.")]
        return self.perform(act.owner, self.decide(self, act.id, self.ai_tier()))

    def ai_tier(self) -> str:
        """Return the tier the AI plays the active unit at: the Blight's, or its seat's ("" for a person's unit)."""
        act = self.active
        if act is None:
            return ""
        return self.blight_tier if act.owner == BLIGHT else self.tiers[act.owner]

    def can_set_blight(self, seat: object, tier: object) -> tuple[bool, str]:
        """Return whether ``seat`` may set the Blight's tier (the difficulty) to ``tier`` now, and why not."""
        problem = ""
        if self.phase not in (BRIEFING, DEBRIEF):
            problem = "The Blight's tier is picked at a briefing, before its mission begins."
        elif not is_int(seat) or not 0 <= seat < len(self.tiers):  # type: ignore[operator]
            problem = f"There is no seat {seat!r} at this table."
        elif tier not in TIERS:
            problem = f"The Blight plays at {', '.join(TIERS)}, not {tier!r}."
        return not problem, problem

    def set_blight(self, seat: object, tier: object) -> list[Event]:
        """Set the Blight's tier for the missions to come: how its AI plays, and its aim and health."""
        ok, problem = self.can_set_blight(seat, tier)
        if not ok:
            return _no(seat, problem)
        self.blight_tier = str(tier)
        for u in self.units:                 # the floor laid for the briefing takes the tier's health at once
            if u.side == BLIGHT_SIDE:
                u.hp = u.max_hp = FORMS[u.form].hp + BLIGHT_TIER_HP[self.blight_tier]
        self.version += 1
        return [{"kind": "blight_tier", "seat": seat, "tier": self.blight_tier}]

    def set_seed(self, seed: object) -> list[Event]:
        """Reseed the dice, so a sequence of rolls repeats exactly."""
        if not is_int(seed):
            return [refused(-1, f"A seed is a whole number, not {seed!r}.")]
        self.rng = Xoshiro256ss(seed)  # type: ignore[arg-type]
        self.version += 1
        return [{"kind": "seeded", "seed": seed}]

    def start_mission(self, seat: object, index: object) -> list[Event]:
        """Start mission ``index`` (the next of the campaign): lay its floor and open round one."""
        ok, problem = self.can_start_mission(seat, index)
        if not ok:
            return _no(seat, problem)
        self.phase = TURN
        self.verdict = ""
        self._say(f"{self.current.name}: {self._objective_line()}")
        events: list[Event] = [{"kind": "phase_changed", "phase": TURN, "mission": self.mission}]
        return events + self._open_round()

    def _after_action(self, u: Unit) -> list[Event]:
        """Hand on when the mission ended mid-turn or the unit fell; otherwise the turn stays open."""
        if self.phase != TURN:
            return []
        if not u.alive:
            return self._next_turn()
        return []

    # -- rounds -------------------------------------------------------------------------
    def _open_round(self) -> list[Event]:
        self.round += 1
        living = [u for u in self.units if u.alive]
        living.sort(key=lambda u: (-FORMS[u.form].speed, 0 if u.side == MONKS else 1, u.id))
        self.queue = [u.id for u in living]
        self.turn = -1
        self.version += 1
        events: list[Event] = [{"kind": "round_began", "round": self.round}]
        return events + self._next_turn()

    def _next_turn(self) -> list[Event]:
        events: list[Event] = []
        act = self.active
        if act is not None and self.turn >= 0:
            events.append({"kind": "turn_ended", "unit": act.id})
        self.undo_stack = []
        self.committed = False
        self.moved = False
        self.version += 1
        while True:
            self.turn += 1
            if self.turn >= len(self.queue):
                return events + self._close_round()
            u = self.units[self.queue[self.turn]]
            if u.alive:
                u.ap = AP_PER_TURN
                u.watch = -1          # an unspent overwatch lapses when its keeper's turn comes round
                events.append({"kind": "unit_selected", "seat": u.owner, "unit": u.id, "turn": True})
                return events

    def _close_round(self) -> list[Event]:
        events: list[Event] = [{"kind": "round_ended", "round": self.round},
                               {"kind": "phase_changed", "phase": "garden"}]
        if self.on_phase is not None and self.on_phase(self, "garden"):
            self.open_phase = "garden"      # a slice runs the garden; phase_done("garden") closes it
            self.version += 1
            return events + [{"kind": "phase_deferred", "phase": "garden"}]
        events += self._garden_phase()
        return events + self._finish_round()

    def _finish_round(self) -> list[Event]:
        """Check the Blight's share and the objective as a round's garden closes, and open the next round."""
        events: list[Event] = []
        if self.phase == TURN:
            events += self._round_checks()
        if self.phase == TURN:
            events.append({"kind": "phase_changed", "phase": TURN})
            events += self._open_round()
        return events

    # -- the garden's doors -------------------------------------------------------------
    def _effect_problem(self, effect: object) -> str:
        if not isinstance(effect, dict):
            return f"A garden effect is a table of {', '.join(EFFECT_KEYS)}, not {effect!r}."
        unknown = [k for k in effect if k not in EFFECT_KEYS]
        if unknown:
            return f"A garden effect has no field {unknown[0]!r}: it has {', '.join(EFFECT_KEYS)}."
        missing = [k for k in EFFECT_KEYS if k not in effect]
        if missing:
            return f"A garden effect needs {missing[0]!r}."
        if self.phase != TURN:
            return f"No mission is under way: this is the {self.phase}."
        u = self._unit(effect["unit"])
        if u is None or not u.alive:
            return f"There is no standing unit {effect['unit']!r}."
        amount, heal, source, cause = effect["amount"], effect["heal"], effect["source"], effect["cause"]
        if not is_int(amount) or not 1 <= amount <= MOST_EFFECT:
            return f"A garden effect's amount is 1 to {MOST_EFFECT} hit points, not {amount!r}."
        if not isinstance(heal, bool):
            return f"A garden effect heals (true) or hurts (false), not {heal!r}."
        if not isinstance(source, list) or len(source) != 2 or self._tile(source[0], source[1]) < 0:
            return f"A garden effect's source is a tile [x, y] on the floor, not {source!r}."
        if cause not in GARDEN_CAUSES:
            return f"A garden effect's cause is {', '.join(GARDEN_CAUSES)}, not {cause!r}."
        return ""

    def garden_effect(self, effect: object) -> list[Event]:
        """Apply what the garden's growth did to a unit, ``{unit, amount, heal, source, cause}``: the garden reports,
        the referee owns health and death (a fall ends a squad's mission or hands the turn on)."""
        problem = self._effect_problem(effect)
        if problem:
            return _no(-1, problem)
        assert isinstance(effect, dict)
        u = self.units[effect["unit"]]
        events = self._effect(u, effect["amount"], effect["heal"], effect["cause"])
        if u is self.active and not u.alive:
            events += self._check_wipe() + self._after_action(u)
        elif not self.open_phase:
            events += self._check_wipe()
        return events

    def _effect(self, u: Unit, amount: int, heal: bool, cause: str) -> list[Event]:
        if heal:
            if u.hp >= u.max_hp:
                return []
            u.hp = min(u.max_hp, u.hp + amount)
            self.version += 1
            return [{"kind": "unit_mended", "unit": u.id, "hp": u.hp}]
        return self._hurt(u, amount, cause)

    def _patch_problem(self, i: int, patch: object) -> "tuple[str, list[int]]":
        """Return why ``patch`` may not be laid on tile ``i`` (or ""), and the tile's layers as it would leave them."""
        layers = [self.height[i], self.water[i], self.growth[i], self.stage[i], self.fire[i], self.crystal[i]]
        if not isinstance(patch, dict) or not patch:
            return f"A tile's patch is a table of some of {', '.join(TILE_LAYERS)}, not {patch!r}.", layers
        for key, value in patch.items():
            if key not in TILE_LAYERS:
                return f"A tile has no layer {key!r}: it has {', '.join(TILE_LAYERS)}.", layers
            k = TILE_LAYERS.index(key)
            if key == "growth":
                if value != "" and value not in GROWTH_KINDS:
                    return f"Growth is {', '.join(GROWTH_KINDS)} or \"\" (none), not {value!r}.", layers
                layers[k] = 1 + GROWTH_KINDS.index(value) if value else 0
            elif key in ("height", "stage"):
                top = MAX_HEIGHT if key == "height" else GROWTH_TOP
                if not is_int(value) or not 0 <= value <= top:
                    return f"A tile's {key} is 0 to {top}, not {value!r}.", layers
                layers[k] = value
            else:
                if not isinstance(value, bool):
                    return f"A tile's {key} is true or false, not {value!r}.", layers
                layers[k] = int(value)
        _, water, growth, stage, fire, crystal = layers
        if growth and "stage" not in patch and not stage:
            layers[3] = stage = 1            # a growth laid without a stage starts at the first
        if not growth:
            if stage and "stage" in patch:
                return "Only a growth has a stage: name its growth too.", layers
            layers[3] = stage = 0
        if growth and not stage:
            return "A growth has a stage of 1 to 3.", layers
        if crystal and (growth or water or fire):
            return "Blight crystal takes a tile whole: no growth, water or fire with it.", layers
        if crystal and self._unit_at(i) is not None:
            return f"{self._unit_at(i).name} stands there: crystal cannot take the tile.", layers  # type: ignore[union-attr]
        if fire and water:
            return "A flooded tile does not burn.", layers
        return "", layers

    def _put(self, i: int, layers: "list[int]") -> bool:
        """Lay the six layers on tile ``i``; return True if anything changed. Every change of the floor comes here."""
        now = [self.height[i], self.water[i], self.growth[i], self.stage[i], self.fire[i], self.crystal[i]]
        if now == layers:
            return False
        self.height[i], self.water[i], self.growth[i], self.stage[i], self.fire[i], self.crystal[i] = layers
        return True

    def set_tile(self, x: object, y: object, patch: object) -> list[Event]:
        """Lay ``patch`` (some of height, water, growth, stage, fire, crystal) on tile (x, y): the one door for the
        garden's growth to reach the board. Cover and sight are read afresh, the Blight's share recounted."""
        if self.phase == OVER:
            return _no(-1, "The campaign is over.")
        i = self._tile(x, y)
        if i < 0:
            return _no(-1, f"There is no tile ({x!r}, {y!r}) on the floor.")
        problem, layers = self._patch_problem(i, patch)
        if problem:
            return _no(-1, problem)
        if not self._put(i, layers):
            return []
        self.version += 1
        held, needed = self.share()
        events: list[Event] = [{"kind": "tile_changed", "x": x, "y": y, "tile": self.tile_info(x, y),
                                "share": {"crystal": held, "crystal_limit": needed}}]
        return events + self._check_cleanse()

    def phase_done(self, name: object) -> list[Event]:
        """Close the phase a slice deferred (the phase handler said so as it opened): the round's checks follow."""
        if self.phase != TURN or not self.open_phase:
            return _no(-1, f"No phase is open to close: {'this is the ' + self.phase if self.phase != TURN else 'units are acting'}.")
        if name != self.open_phase:
            return _no(-1, f"The {self.open_phase} phase is open, not {name!r}.")
        self.open_phase = ""
        self.version += 1
        events: list[Event] = [{"kind": "phase_done", "phase": name}]
        events += self._check_wipe()
        return events + self._finish_round()

    def _growth_next(self, i: int) -> tuple[int, int]:
        """Return (growth, stage) of tile ``i`` after the next garden phase, fire and water aside."""
        if not self.growth[i] or self.fire[i]:
            return (0, 0) if self.fire[i] else (self.growth[i], self.stage[i])
        return self.growth[i], min(GROWTH_TOP, self.stage[i] + 1)

    def _garden_phase(self) -> list[Event]:
        """Burn, grow, bleed, mend and let the crystal spread: every tile from the same before."""
        events: list[Event] = []
        n = COLS * ROWS
        fire_before = list(self.fire)
        changed: list[int] = []
        nexts = [self._growth_next(i) for i in range(n)]
        fire = [0] * n          # fire spreads to growth beside it, then the old fire burns out
        for i in range(n):
            if not fire_before[i]:
                continue
            x, y = i % COLS, i // COLS
            for d in range(4):
                nx, ny = x + DX[d], y + DY[d]
                if 0 <= nx < COLS and 0 <= ny < ROWS:
                    j = ny * COLS + nx
                    if nexts[j][0] and not self.water[j] and not fire_before[j]:
                        fire[j] = 1
        for i in range(n):      # every tile from the same before, laid through the one door
            g, st = nexts[i]
            if self._put(i, [self.height[i], self.water[i], g, st, fire[i], self.crystal[i]]):
                changed.append(i)
        thorn, bloom = 1 + GROWTH_KINDS.index("thornbed"), 1 + GROWTH_KINDS.index("bloomstalk")
        for u in self.units:
            if not u.alive:
                continue
            i = u.y * COLS + u.x
            if fire_before[i]:
                events += self._effect(u, FIRE_HURT, False, "fire")
            if u.alive and self.growth[i] == thorn and self.stage[i] >= GROWTH_SLOWS:
                events += self._effect(u, THORN_BLEED, False, "thornbed")
        for u in self.units:
            if not u.alive or u.side != MONKS or u.hp >= u.max_hp:
                continue
            if any(self.growth[j] == bloom and self.stage[j] >= GROWTH_SLOWS for j in self._around(u.x, u.y)):
                events += self._effect(u, BLOOM_MEND, True, "bloomstalk")
        for i in self._crystal_spread():
            self._put(i, [self.height[i], self.water[i], 0, 0, self.fire[i], 1])
            changed.append(i)
        self.version += 1
        seen: list[int] = []
        for i in sorted(changed):
            if i not in seen:
                seen.append(i)
                events.append({"kind": "tile_changed", "x": i % COLS, "y": i // COLS,
                               "tile": self.tile_info(i % COLS, i // COLS)})
        self.version += 1
        events += self._check_wipe()
        return events

    def _around(self, x: int, y: int) -> list[int]:
        return [ny * COLS + nx for ny in range(y - 1, y + 2) for nx in range(x - 1, x + 2)
                if 0 <= nx < COLS and 0 <= ny < ROWS]

    def _crystal_candidates(self) -> list[int]:
        return [i for i in range(COLS * ROWS) if self._crystal_may_take(i)]

    def _crystal_may_take(self, i: int) -> bool:
        """Return True if the crystal may spread onto tile ``i`` at the next garden phase (a free tile beside it)."""
        if self.crystal[i] or self.water[i] or self.fire[i] or self._unit_at(i) is not None:
            return False
        x, y = i % COLS, i // COLS
        return any(0 <= x + DX[d] < COLS and 0 <= y + DY[d] < ROWS and self.crystal[(y + DY[d]) * COLS + x + DX[d]]
                   for d in range(4))

    def _crystal_spread(self) -> list[int]:
        candidates = self._crystal_candidates()
        self.rng.shuffle(candidates)
        return sorted(candidates[:CRYSTAL_SPREAD])

    def share(self) -> tuple[int, int]:
        """Return (crystal tiles, the count at which the Blight holds its share of the floor)."""
        floor = COLS * ROWS
        return sum(self.crystal), (floor * self.current.share + 99) // 100

    def _round_checks(self) -> list[Event]:
        m = self.current
        held, needed = self.share()
        if held >= needed:
            return self._end_mission(False, f"The Blight holds {held} of {COLS * ROWS} tiles.")
        if m.objective == "hold" and self.round >= 2:   # round one is for getting there
            gx, gy = m.goal
            if not any(u.alive and u.side == MONKS and max(abs(u.x - gx), abs(u.y - gy)) <= 1 for u in self.units):
                return self._end_mission(False, f"No monk held ({gx}, {gy}) as round {self.round} closed.")
        if self.round >= m.rounds:
            if m.objective in ("hold", "survive"):
                return self._end_mission(True, f"The squad held out {m.rounds} rounds.")
            return self._end_mission(False, f"{m.rounds} round{'s' if m.rounds != 1 else ''} passed and the "
                                            f"{m.objective} failed.")
        return []

    def _check_wipe(self) -> list[Event]:
        if self.phase != TURN:
            return []
        if not any(u.alive and u.side == MONKS for u in self.units):
            return self._end_mission(False, "The squad has fallen.")
        if self.current.objective in ("survive", "hold") and not any(u.alive and u.side == BLIGHT_SIDE
                                                                   for u in self.units):
            return self._end_mission(True, "The last form of the Blight is gone.")
        return []

    def _check_reach(self) -> list[Event]:
        m = self.current
        if self.phase == TURN and m.objective == "reach" and any(
                u.alive and u.side == MONKS and (u.x, u.y) == m.goal for u in self.units):
            return self._end_mission(True, f"A monk reached ({m.goal[0]}, {m.goal[1]}).")
        return self._check_wipe()

    def _check_cleanse(self) -> list[Event]:
        if self.phase == TURN and self.current.objective == "cleanse" and not any(self.crystal):
            return self._end_mission(True, "No blight crystal is left.")
        return []

    def _end_mission(self, won: bool, why: str) -> list[Event]:
        self.outcomes.append("won" if won else "lost")
        self.verdict = why
        self._say(f"{'Won' if won else 'Lost'}: {why}")
        for u in self.units:
            if u.side == MONKS:
                k = MONK_NAMES.index(u.name)
                self.wounds[k] = u.max_hp - u.hp if u.alive else 0
                self.fallen[k] = self.fallen[k] or not u.alive
        last = self.mission + 1 >= len(self.config.missions)
        self.phase = OVER if (not won or last) else DEBRIEF
        if self.phase == DEBRIEF:            # the next floor is laid at once, so the debrief shows it
            self.mission += 1
            self._lay(self.current)
        self.version += 1
        return [{"kind": "mission_ended", "mission": len(self.outcomes) - 1, "won": won, "why": why},
                {"kind": "phase_changed", "phase": self.phase}]

    def vigil_out(self) -> list[Event]:
        """End the campaign as lost: the candles burnt out (the whole game's cap, not a turn's)."""
        if self.phase == OVER:
            return []
        if self.phase == TURN:
            return self._end_mission(False, "The candles burnt out before the end.")
        self.phase = OVER
        self.verdict = "The candles burnt out before the end."
        self.version += 1
        return [{"kind": "phase_changed", "phase": OVER}]

    # -- reading ------------------------------------------------------------------------
    def tile_info(self, x: object, y: object) -> dict:
        """Return what tile (x, y) is now and what the next garden phase makes of it."""
        i = self._tile(x, y)
        if i < 0:
            return {"ok": False, "reason": f"There is no tile ({x!r}, {y!r}) on the floor."}
        u = self._unit_at(i)
        g, s = self._growth_next(i)
        lightwood = 1 + GROWTH_KINDS.index("lightwood")
        return {
            "ok": True, "x": x, "y": y, "height": self.height[i], "water": bool(self.water[i]),
            "growth": GROWTH_KINDS[self.growth[i] - 1] if self.growth[i] else "", "stage": self.stage[i],
            "fire": bool(self.fire[i]), "crystal": bool(self.crystal[i]), "unit": u.id if u else -1,
            "blocks_sight": self.growth[i] == lightwood and self.stage[i] >= SIGHT_BLOCK,
            "best_cover": COVER_NAMES[self.best_cover(i)],
            "next": {"growth": GROWTH_KINDS[g - 1] if g else "", "stage": s,
                     "fire_spreads_here": bool(self.growth[i] and not self.water[i] and not self.fire[i] and any(
                         self.fire[j] for j in self._around(i % COLS, i // COLS)
                         if abs(j % COLS - i % COLS) + abs(j // COLS - i // COLS) == 1)),
                     "crystal_may_spread": self._crystal_may_take(i)},
        }

    def queue_ahead(self, count: object = 8) -> list[int]:
        """Return the next ``count`` units to act, the active one first, running on into the next rounds."""
        if not isinstance(count, int) or isinstance(count, bool) or count <= 0 or self.phase != TURN:
            return []
        most = min(count, 64)
        ahead = [k for k in self.queue[self.turn:] if self.units[k].alive]
        living = [u for u in self.units if u.alive]
        living.sort(key=lambda u: (-FORMS[u.form].speed, 0 if u.side == MONKS else 1, u.id))
        while living and len(ahead) < most:
            ahead += [u.id for u in living]
        return ahead[:most]

    def abilities(self, unit: object) -> list[dict]:
        """Return each action of ``unit`` with its AP, whether it is legal now, and why not."""
        u = self._unit(unit)
        if u is None:
            return []
        seat = u.owner
        act = self._acting(seat, unit)
        out = []

        def add(name: str, label: str, ap: int, reason: str) -> None:
            out.append({"name": name, "label": label, "ap": ap, "ok": not reason, "reason": reason})

        if act:
            for name, label in (("move", "Move"), ("attack", "Shoot"), ("overwatch", "Overwatch"),
                                ("sow", "Sow"), ("burn", "Burn"), ("flood", "Flood"), ("hold", "Hold"),
                                ("end_turn", "End turn")):
                add(name, label, 0 if name in ("hold", "end_turn") else 1, act)
            return out
        walks = u.ap > 0 and len(self._paths(u)[0]) > 1
        add("move", "Move", 1, "" if walks else (f"{u.name} has no AP left." if u.ap < 1 else "No way leads anywhere."))
        aims = self.targets(u.id)
        add("attack", "Shoot", 1, f"{u.name} has no AP left." if u.ap < 1 else ""
            if aims else "No enemy is in reach and in sight.")
        add("overwatch", "Overwatch", 1, self.can_overwatch(seat, u.id, u.facing)[1])
        for kind, label in (("sow", "Sow"), ("burn", "Burn"), ("flood", "Flood")):
            reasons = [self.can_garden(seat, u.id, kind, j % COLS, j // COLS, "creepvine")[1]
                       for j in self._around(u.x, u.y)]
            add(kind, label, 1, "" if "" in reasons else (reasons[0] if u.ap < 1 else
                                                        {"sow": "No tile beside them will take seed.",
                                                         "burn": "Nothing beside them will burn.",
                                                         "flood": "No tile beside them can be flooded."}[kind]))
        add("hold", "Hold", 0, "")
        add("end_turn", "End turn", 0, "")
        return out

    def brief(self) -> dict:
        """Return the current mission's briefing: name, objective, rounds, goal, the Blight's share."""
        m = self.current
        held, needed = self.share()
        return {"index": self.mission, "id": m.id, "name": m.name, "objective": m.objective,
                "line": self._objective_line(), "text": m.brief, "rounds": m.rounds, "round": self.round,
                "goal": list(m.goal), "share": m.share, "crystal": held, "crystal_limit": needed,
                "verdict": self.verdict, "blight_tier": self.blight_tier, "blight_tiers": list(TIERS)}

    def _objective_line(self) -> str:
        m = self.current
        gx, gy = m.goal
        return {"hold": f"hold ({gx}, {gy}) for {m.rounds} rounds",
                "survive": f"survive {m.rounds} rounds",
                "reach": f"reach ({gx}, {gy}) within {m.rounds} rounds",
                "cleanse": f"burn away every crystal within {m.rounds} rounds"}[m.objective]

    def missions(self) -> list[dict]:
        """Return the campaign's missions in order and how each stands."""
        out = []
        for k, m in enumerate(self.config.missions):
            if k < len(self.outcomes):
                state = self.outcomes[k]
            elif k == self.mission and self.phase == TURN:
                state = "playing"
            elif k == self.mission and self.phase != OVER:
                state = "next"
            else:
                state = "ahead"
            out.append({"index": k, "id": m.id, "name": m.name, "objective": m.objective, "state": state})
        return out

    def carried(self) -> list[dict]:
        """Return each monk's wounds carried into the next mission, and who has fallen."""
        return [{"name": name, "wounds": self.wounds[k], "fallen": self.fallen[k]} for k, name in enumerate(MONK_NAMES)]

    def snapshot(self) -> dict:
        """Return the whole board as plain data: phase, round, tiles, units, queue, log."""
        act = self.active
        return {
            "phase": self.phase, "mission": self.mission, "round": self.round, "brief": self.brief(),
            "cols": COLS, "rows": ROWS,
            "tiles": [{"h": self.height[i], "water": self.water[i],
                       "growth": GROWTH_KINDS[self.growth[i] - 1] if self.growth[i] else "", "stage": self.stage[i],
                       "fire": self.fire[i], "crystal": self.crystal[i]} for i in range(COLS * ROWS)],
            "units": [u.plain() for u in self.units],
            "active": act.id if act else -1,
            "queue": list(self.queue), "turn": self.turn,
            "undo": len(self.undo_stack), "committed": self.committed,
            "log": list(self.log), "outcomes": list(self.outcomes), "verdict": self.verdict,
            "missions": self.missions(), "carried": self.carried(),
        }

    def write_state(self, d: Digest) -> None:
        """Write every field the rules read, the dice's state included.

        The floor's six layers go in a byte a tile (every value is a small count or kind):
        eight bytes a tile made the hash cost about 1 ms in CPython on the page's checkpoint frames.
        """
        d.ints(self.rng.get_state()).str(self.phase).int(self.mission).value(self.outcomes).str(self.verdict)
        d.ints(self.wounds).value(self.fallen).int(self.round).ints(self.queue).int(self.turn)
        d.value([list(e) for e in self.undo_stack]).bool(self.committed).bool(self.moved)
        d.value(self.log).ints(self.focus)
        d.value(self.tiers).str(self.open_phase).str(self.blight_tier)
        d.bytes(bytes(self.water + self.height + self.growth + self.stage + self.fire + self.crystal))
        for u in self.units:
            d.ints((u.id, u.x, u.y, u.hp, u.max_hp, u.facing, u.owner, u.ap, int(u.alive), u.watch)).str(u.form)


def plain_args(args: Any) -> list:
    """Return a query's arguments as a list (a dict's values in order, one value as a list of one)."""
    if args is None:
        return []
    if isinstance(args, dict):
        return list(args.values())
    if isinstance(args, list):
        return args
    return [args]
