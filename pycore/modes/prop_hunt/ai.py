"""Prop hunt's AI: hiders stand beside a decoy of their own prop, hunters check props nearest first.

Tiers differ in judgement, not in what they may see: a hunter AI knows only what a
hunter's screen shows (props, props that moved, taunt flashes), never who is a hider.
Every draw comes from the session's RNG and every memory lives in the session's
:class:`Mind` of the seat, which the state hash covers.
"""

from __future__ import annotations

from collections import deque
from typing import Any

from pycore.kernel.fx import ONE, Fx, fx, isqrt
from pycore.kernel.session import Action

from .config import CHOOSE, FPS, HIDE, HIDER, HUNT, HUNTER

CELL = 8            # arena units per cell of the walking grid
SEEN = 2 * FPS      # how long a hunter remembers a prop it saw move
SIGHT = 120         # arena units within which a hunter notices a prop move
STUCK = FPS // 2    # frames without progress before a hunter gives up on a target
STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))
MAX_FIELDS = 256    # distance fields kept for reuse
Point = tuple[Fx, Fx]
Move = tuple[int, int, list[Action]]   # (dx, dy) held this frame, and the actions taken


class Mind:
    """One seat's AI memory for a round, kept as ints so the state hash stays cheap."""

    __slots__ = ("pick", "wait", "goal", "fidget", "heading", "target", "still", "checked")

    def __init__(self) -> None:
        self.pick = -1                          # the prop kind a hider settled on
        self.wait = 0                           # frames before it confirms the pick
        self.goal: "Point | None" = None        # the spot a hider walks to
        self.fidget = 0                         # frames a novice hider keeps fidgeting
        self.heading: Point = (0, 0)            # the direction it fidgets in
        self.target: "Point | None" = None      # the prop a hunter walks to
        self.still = 0                          # frames it walked without getting anywhere
        self.checked: list[Point] = []          # props a hunter already inspected

    def state(self) -> list[int]:
        """Return the memory as ints for the state hash (the checked props last, any number)."""
        return [self.pick, self.wait, self.fidget, *self.heading, self.still,
                *_point(self.goal), *_point(self.target), *(v for p in self.checked for v in p)]


def _point(p: "Point | None") -> tuple[int, int, int]:
    return (0, 0, 0) if p is None else (1, p[0], p[1])


def decide(session: Any, seat: int) -> Move:
    """Return an AI seat's move this frame: its (dx, dy) and the actions it takes, as a click sends them."""
    if session.out[seat]:
        return 0, 0, []
    mem, tier = session.minds[seat], session.seats[seat].tier
    acts: list[Action] = []
    if session.role[seat] == HIDER:
        dx, dy = _hider(session, seat, mem, tier, acts)
    else:
        dx, dy = _hunter(session, seat, mem, tier, acts)
    return dx, dy, acts


# -- hiders -------------------------------------------------------------------------
def pick_prop(s: Any, tier: str) -> int:
    """Return the prop kind a hider becomes: the expert takes the one with the most decoys."""
    kinds = s.config.props
    if tier == "expert":
        most = max(len(k.decoys) for k in kinds)
        return next(i for i, k in enumerate(kinds) if len(k.decoys) == most)
    if tier == "regular":
        crowded = [i for i, k in enumerate(kinds) if len(k.decoys) > 1]
        return s.rng.pick(crowded) if crowded else s.rng.below(len(kinds))
    return s.rng.below(len(kinds))


def spots_beside(s: Any, kind: int) -> list[Point]:
    """Return the legal spots touching a decoy of ``kind`` on one of its four sides."""
    k = s.config.props[kind]
    gap = 2 * k.radius + 1
    out = []
    for x, y in k.decoys:
        for ox, oy in ((gap, 0), (-gap, 0), (0, gap), (0, -gap)):
            sx, sy = fx(x + ox), fx(y + oy)
            if s.arena.fits(sx, sy, k.radius * ONE):
                out.append((sx, sy))
    return out or [(fx(x), fx(y)) for x, y in k.decoys]


def _hider(s: Any, seat: int, mem: Mind, tier: str, acts: list[Action]) -> tuple[int, int]:
    if s.phase == CHOOSE:
        if s.prop[seat] < 0:
            if mem.pick < 0:
                mem.pick = pick_prop(s, tier)
                mem.wait = s.rng.between(FPS // 3, 2 * FPS)
            s.cursor[seat] = mem.pick
            mem.wait -= 1
            if mem.wait <= 0:
                acts.append({"do": "choose", "prop": mem.pick})
        return 0, 0
    if s.phase not in (HIDE, HUNT):
        return 0, 0
    if mem.goal is None:
        mem.goal = _choose_spot(s, seat, tier)
    gx, gy = mem.goal
    if s.phase == HUNT and s.can_taunt(seat) is None and _dares(s, seat, mem, tier):
        acts.append({"do": "taunt"})
    if s.phase == HUNT and tier == "novice":
        if mem.fidget > 0:
            mem.fidget -= 1
            return mem.heading
        if s.rng.chance(1, 60):
            mem.fidget = s.rng.between(5, 20)
            mem.heading = (s.rng.between(-1, 1), s.rng.between(-1, 1))
    return walk(s, seat, gx, gy)


def _dares(s: Any, seat: int, mem: Mind, tier: str) -> bool:
    """Return True if a hider taunts now: novices on a whim, the others only when it is safe.

    The expert taunts only when no hunter could walk to it before the hunt ends; the
    regular when every hunter is far off, now and then.
    """
    if tier == "novice":
        return s.rng.chance(1, 90)
    gx, gy = mem.goal
    if abs(gx - s.x[seat]) > ONE or abs(gy - s.y[seat]) > ONE:
        return False
    far = _nearest_hunter(s, seat)
    if tier == "regular":
        return far > 100 * ONE and s.rng.chance(1, 120)
    return far > s.config.hunter_speed * ONE * (s.timer + s.config.inspect_cooldown) // FPS


def _choose_spot(s: Any, seat: int, tier: str) -> Point:
    spots = spots_beside(s, s.prop[seat])
    if tier == "expert":  # the far half from the hunters' spawn
        hx, hy = fx(s.config.hunter_spawn[0]), fx(s.config.hunter_spawn[1])
        spots.sort(key=lambda p: -((p[0] - hx) ** 2 + (p[1] - hy) ** 2))
        spots = spots[:max(1, len(spots) // 2)]
    return s.rng.pick(spots)


def _nearest_hunter(s: Any, seat: int) -> Fx:
    """Return the straight-line distance to the nearest hunter still in (huge when none is)."""
    d2 = [(s.x[h] - s.x[seat]) ** 2 + (s.y[h] - s.y[seat]) ** 2
          for h in s.seats_of(HUNTER) if not s.out[h]]
    return isqrt(min(d2)) if d2 else 1 << 40


# -- hunters ------------------------------------------------------------------------
def _hunter(s: Any, seat: int, mem: Mind, tier: str, acts: list[Action]) -> tuple[int, int]:
    if s.phase != HUNT:
        return 0, 0
    target = _suspect(s, seat, mem.checked) if tier != "novice" else None
    if target is None:
        # on its last life the expert bets only on a taunt, a movement, or a prop with a
        # twin right beside it (hiders like to stand next to a decoy of their own prop)
        careful = tier == "expert" and s.health[seat] <= s.config.miss_penalty
        if careful and mem.target is not None and not _has_twin(s, mem.target, s.props_in_play()):
            mem.target = None
        target = mem.target or _nearest_unchecked(s, seat, mem, careful)
    mem.target = target
    if target is None:
        return 0, 0
    x, y = s.x[seat], s.y[seat]
    close = (target[0] - x) ** 2 + (target[1] - y) ** 2 <= ((s.config.reach // 2 + 1) * ONE) ** 2
    if close:
        if s.cooldown[seat] == 0:
            seen = s.nearest_in_reach(seat)
            acts.append({"do": "inspect"})
            if seen is not None:
                mem.checked.append((seen[2], seen[3]))
            mem.target = None
        return 0, 0
    mem.still = 0 if s.moved_at[seat] == s.frame - 1 else mem.still + 1
    if mem.still >= STUCK:  # cannot get there: count it as checked and move on
        mem.checked.append(target)
        mem.target, mem.still = None, 0
    return walk(s, seat, target[0], target[1])


def _suspect(s: Any, seat: int, checked: list[Point]) -> "Point | None":
    """Return where a taunt flashed, or the nearest prop seen moving lately, or None.

    Only moves made since the hunt began count: during the hide the hunter's screen is
    blindfolded, so a hider still walking then was never seen.
    """
    for _, tx, ty, _ in reversed(s.flashes):
        if (tx, ty) not in checked:
            return (tx, ty)
    x, y = s.x[seat], s.y[seat]
    best, best_d2 = None, (SIGHT * ONE) ** 2
    since = s.frame - min(SEEN, s.hunt_elapsed)   # the hunt began hunt_elapsed frames ago
    for owner, _, px, py, _ in s.props_in_play():
        if owner >= 0 and s.moved_at[owner] >= since:
            d2 = (px - x) ** 2 + (py - y) ** 2
            if d2 <= best_d2:
                best, best_d2 = (px, py), d2
    return best


def _nearest_unchecked(s: Any, seat: int, mem: Mind, twins_only: bool) -> "Point | None":
    """Return the nearest prop this hunter has not inspected; start over once all are checked.

    With ``twins_only``, only props with a twin of their kind right beside them count.
    """
    checked = mem.checked
    props = s.props_in_play()
    fresh = [(px, py) for _, _, px, py, _ in props if (px, py) not in checked]
    if not fresh:
        checked.clear()
        fresh = [(px, py) for _, _, px, py, _ in props]
    if twins_only:
        fresh = [p for p in fresh if _has_twin(s, p, props)]
    x, y = s.x[seat], s.y[seat]
    return min(fresh, key=lambda p: ((p[0] - x) ** 2 + (p[1] - y) ** 2, p[1], p[0]), default=None)


def _has_twin(s: Any, p: Point, props: list) -> bool:
    """Return True if another prop of the same kind stands within a body's width of ``p``."""
    kinds = [k for _, k, px, py, _ in props if (px, py) == p]
    for _, k, px, py, _ in props:
        near = (2 * s.config.props[k].radius + 3) * ONE
        if k in kinds and (px, py) != p and (px - p[0]) ** 2 + (py - p[1]) ** 2 <= near * near:
            return True
    return False


# -- walking ------------------------------------------------------------------------
def _field(s: Any, radius: Fx, goal: tuple[int, int]) -> list[list[int]]:
    """Return grid steps to ``goal`` for a walker of ``radius`` (-1 where it cannot stand)."""
    key = (radius, goal)
    cached = s.arena.paths.get(key)
    if cached is not None:
        return cached
    cols, rows = -(-s.config.width // CELL), -(-s.config.height // CELL)
    dist = [[-1] * cols for _ in range(rows)]
    gx, gy = goal
    dist[gy][gx] = 0
    queue = deque([goal])
    while queue:
        cx, cy = queue.popleft()
        for ox, oy in STEPS:
            nx, ny = cx + ox, cy + oy
            if 0 <= nx < cols and 0 <= ny < rows and dist[ny][nx] < 0 and s.arena.fits(
                    fx(nx * CELL + CELL // 2), fx(ny * CELL + CELL // 2), radius):
                dist[ny][nx] = dist[cy][cx] + 1
                queue.append((nx, ny))
    if len(s.arena.paths) >= MAX_FIELDS:  # moving targets would otherwise grow it without end
        s.arena.paths.clear()
    s.arena.paths[key] = dist
    return dist


def walk(s: Any, seat: int, gx: Fx, gy: Fx) -> tuple[int, int]:
    """Return the direction that takes ``seat`` one grid step nearer (gx, gy), then straight to it."""
    x, y = s.x[seat], s.y[seat]
    cell = CELL * ONE
    here = (x // cell, y // cell)
    goal = (gx // cell, gy // cell)
    if here != goal:
        dist = _field(s, s.radius(seat), goal)
        options = []
        for ox, oy in STEPS:
            nx, ny = here[0] + ox, here[1] + oy
            if 0 <= ny < len(dist) and 0 <= nx < len(dist[0]) and dist[ny][nx] >= 0:
                options.append((dist[ny][nx], nx, ny))
        if options:
            _, nx, ny = min(options)
            gx, gy = fx(nx * CELL + CELL // 2), fx(ny * CELL + CELL // 2)
    return _toward(gx - x), _toward(gy - y)


def _toward(d: Fx) -> int:
    return 0 if -ONE // 2 <= d <= ONE // 2 else 1 if d > 0 else -1

