"""Mini golf ball physics in 20.12 fixed point: a hole's surface tables and the rolling ball.

A tile is 32 world units. Positions are 20.12 world units; a speed is world units per
sub-step, four sub-steps to a frame. Each sub-step the tile under the ball accelerates it
(arrow slopes and the downhill pull of the height digits), its surface friction and a
small drag slow it, it moves along x and then along y (a wall on the way reflects that
axis at 60 %), and it ends in a hazard or drops into the cup when it passes within the
cup's radius slowly enough. The AI rolls its candidates with the same :func:`roll_on`,
so a planned shot ends exactly where the real one will.
"""

from __future__ import annotations

from dataclasses import dataclass

from pycore.kernel import fx
from pycore.modes.golf.config import CUP, TEE, Hole

Fx = fx.Fx

TILE_SHIFT = 5 + fx.FRAC_BITS     # a position >> TILE_SHIFT is its tile column (or row)
TILE: Fx = 1 << TILE_SHIFT        # 32 world units
SUBSTEPS = 4
FPS = 60

# surfaces
FAIRWAY, ROUGH, SAND, WATER, WALL, OUT = range(6)
KIND_OF = {".": FAIRWAY, TEE: FAIRWAY, CUP: FAIRWAY, "^": FAIRWAY, "v": FAIRWAY, "<": FAIRWAY,
           ">": FAIRWAY, ",": ROUGH, "s": SAND, "w": WATER, "#": WALL, " ": OUT}
# friction in 20.12 units per sub-step squared: each surface clearly stronger than the last
FRICTION = {FAIRWAY: 20, ROUGH: 52, SAND: 120}
SLOPE_PULL = 30                   # an arrow slope beats fairway friction: the ball runs downhill
HEIGHT_PULL = 14                  # per height level between the two neighbours (two tiles apart)
ARROWS = {"^": (0, -1), "v": (0, 1), "<": (-1, 0), ">": (1, 0)}
DRAG_SHIFT = 10                   # drag takes 1/1024 of the speed each sub-step
BOUNCE: Fx = fx.fx(0, 3, 5)       # a wall returns 60 % of the speed across it

MAX_SPEED: Fx = fx.fx(2, 1, 2)    # a full-power strike: 2.5 units a sub-step, 10 a frame
SPEED_CAP: Fx = fx.fx(4)          # no slope makes it faster, so it never jumps a 32-unit wall
CUP_RADIUS: Fx = fx.fx(6)
CUP_SPEED: Fx = fx.fx(1)          # faster than this (4 units a frame), the ball runs over the cup
REST_SPEED: Fx = 64               # below this for REST_FRAMES frames, the ball has stopped
REST_FRAMES = 20
ROLL_FRAMES = 20 * FPS            # and no roll lasts longer than 20 seconds

# how a roll ends
ROLLING, STOPPED, HOLED, IN_WATER, OUT_OF_BOUNDS = range(5)
OUTCOME_NAMES = ("rolling", "stopped", "holed", "water", "out of bounds")


@dataclass(frozen=True)
class Course:
    """One hole as flat per-tile tables (surface, friction, pull) for a fast integrator."""

    cols: int
    rows: int
    kinds: tuple[int, ...]
    friction: tuple[int, ...]
    pull_x: tuple[int, ...]
    pull_y: tuple[int, ...]
    holds: tuple[bool, ...]   # a ball at rest on this tile stays at rest
    tee: tuple[Fx, Fx]
    cup: tuple[Fx, Fx]

    @classmethod
    def from_hole(cls, hole: Hole) -> "Course":
        """Build the tables of ``hole``: surfaces, friction, and slope plus height pull."""
        cols, rows = hole.cols, hole.rows
        kinds = [KIND_OF[c] for line in hole.tiles for c in line]

        def ground(col: int, row: int) -> bool:
            return 0 <= col < cols and 0 <= row < rows and kinds[row * cols + col] not in (WALL, OUT)

        def pull(col: int, row: int, dc: int, dr: int) -> int:
            here = hole.height(col, row)
            before = hole.height(col - dc, row - dr) if ground(col - dc, row - dr) else None
            after = hole.height(col + dc, row + dr) if ground(col + dc, row + dr) else None
            if before is not None and after is not None:
                return (before - after) * HEIGHT_PULL
            if after is not None:
                return (here - after) * 2 * HEIGHT_PULL
            if before is not None:
                return (before - here) * 2 * HEIGHT_PULL
            return 0

        friction, pull_x, pull_y, holds = [], [], [], []
        for row, line in enumerate(hole.tiles):
            for col, char in enumerate(line):
                kind = kinds[row * cols + col]
                f = FRICTION.get(kind, 0)
                ax, ay = ARROWS.get(char, (0, 0))
                px = ax * SLOPE_PULL + pull(col, row, 1, 0)
                py = ay * SLOPE_PULL + pull(col, row, 0, 1)
                friction.append(f)
                pull_x.append(px)
                pull_y.append(py)
                speed = fx.isqrt(px * px + py * py)
                holds.append(speed - f - (speed >> DRAG_SHIFT) <= 0)
        return cls(cols=cols, rows=rows, kinds=tuple(kinds), friction=tuple(friction),
                   pull_x=tuple(pull_x), pull_y=tuple(pull_y), holds=tuple(holds),
                   tee=centre(*hole.find(TEE)), cup=centre(*hole.find(CUP)))

    def kind_at(self, x: Fx, y: Fx) -> int:
        """Return the surface under a point (out of bounds beyond the grid)."""
        col, row = x >> TILE_SHIFT, y >> TILE_SHIFT
        if 0 <= col < self.cols and 0 <= row < self.rows:
            return self.kinds[row * self.cols + col]
        return OUT


def centre(col: int, row: int) -> tuple[Fx, Fx]:
    """Return the centre of a tile in 20.12 world units."""
    return col * TILE + TILE // 2, row * TILE + TILE // 2


def launch(angle: fx.Angle, power: int) -> tuple[Fx, Fx]:
    """Return the velocity of a strike: ``power`` percent of full speed along ``angle``."""
    speed = MAX_SPEED * power // 100
    return fx.mul(speed, fx.cos(angle)), fx.mul(speed, fx.sin(angle))


def power_for(distance: Fx) -> int:
    """Return the power that would roll ``distance`` on flat fairway (drag ignored), 1..100."""
    speed = fx.isqrt(2 * FRICTION[FAIRWAY] * max(distance, 0))
    return fx.clamp((speed * 100 + MAX_SPEED - 1) // MAX_SPEED, 1, 100)


class Roll:
    """A ball in motion: where it is, how fast, how long it has been slow and rolling."""

    __slots__ = ("x", "y", "vx", "vy", "still", "frames", "bounces")

    def __init__(self, x: Fx, y: Fx, vx: Fx, vy: Fx) -> None:
        self.x, self.y, self.vx, self.vy = x, y, vx, vy
        self.still = 0
        self.frames = 0
        self.bounces = 0

    def fields(self) -> list[int]:
        """Return every field, for the state hash."""
        return [self.x, self.y, self.vx, self.vy, self.still, self.frames, self.bounces]


def roll_frame(course: Course, ball: Roll) -> int:
    """Advance ``ball`` one frame of four sub-steps; return how it ended (ROLLING while it goes).

    ``ball.bounces`` counts the wall hits so far, for the screen's sound.
    """
    cols, rows = course.cols, course.rows
    kinds, friction = course.kinds, course.friction
    pull_x, pull_y = course.pull_x, course.pull_y
    cup_x, cup_y = course.cup
    isqrt = fx.isqrt
    x, y, vx, vy = ball.x, ball.y, ball.vx, ball.vy
    outcome = ROLLING
    for _ in range(SUBSTEPS):
        tile = (y >> TILE_SHIFT) * cols + (x >> TILE_SHIFT)
        vx += pull_x[tile]
        vy += pull_y[tile]
        sq = vx * vx + vy * vy
        if sq:
            speed = isqrt(sq)
            slow = speed - friction[tile] - (speed >> DRAG_SHIFT)
            if slow <= 0:
                vx = vy = 0
            else:
                if slow > SPEED_CAP:
                    slow = SPEED_CAP
                # scale each axis towards zero alike, so no direction slows faster
                vx = vx * slow // speed if vx >= 0 else -(-vx * slow // speed)
                vy = vy * slow // speed if vy >= 0 else -(-vy * slow // speed)
        nx = x + vx
        col, row = nx >> TILE_SHIFT, y >> TILE_SHIFT
        if 0 <= col < cols and 0 <= row < rows and kinds[row * cols + col] == WALL:
            vx = -((vx * BOUNCE) >> fx.FRAC_BITS)
            ball.bounces += 1
        else:
            x = nx
        ny = y + vy
        col, row = x >> TILE_SHIFT, ny >> TILE_SHIFT
        if 0 <= col < cols and 0 <= row < rows and kinds[row * cols + col] == WALL:
            vy = -((vy * BOUNCE) >> fx.FRAC_BITS)
            ball.bounces += 1
        else:
            y = ny
        col, row = x >> TILE_SHIFT, y >> TILE_SHIFT
        kind = kinds[row * cols + col] if 0 <= col < cols and 0 <= row < rows else OUT
        if kind == WATER or kind == OUT:
            outcome = IN_WATER if kind == WATER else OUT_OF_BOUNDS
            vx = vy = 0
            break
        dx, dy = x - cup_x, y - cup_y
        if dx * dx + dy * dy <= CUP_RADIUS * CUP_RADIUS and vx * vx + vy * vy <= CUP_SPEED * CUP_SPEED:
            outcome = HOLED
            x, y, vx, vy = cup_x, cup_y, 0, 0
            break
    ball.x, ball.y, ball.vx, ball.vy = x, y, vx, vy
    ball.frames += 1
    if outcome != ROLLING:
        return outcome
    ball.still = ball.still + 1 if vx * vx + vy * vy < REST_SPEED * REST_SPEED else 0
    if ball.still >= REST_FRAMES or ball.frames >= ROLL_FRAMES:
        ball.vx = ball.vy = 0
        return STOPPED
    return ROLLING


def settled(course: Course, ball: Roll) -> bool:
    """Return True if ``ball`` is at rest on a tile that cannot start it again (it will stop there)."""
    if ball.vx or ball.vy:
        return False
    return course.holds[(ball.y >> TILE_SHIFT) * course.cols + (ball.x >> TILE_SHIFT)]


def roll_on(course: Course, ball: Roll, frames: int) -> int:
    """Roll ``ball`` for at most ``frames`` frames; return how it ended (ROLLING if it still goes).

    A ball at rest where nothing can move it again counts as stopped at once: the real
    roll only waits out its rest frames there, so the end is the same.
    """
    for _ in range(frames):
        outcome = roll_frame(course, ball)
        if outcome == ROLLING and settled(course, ball):
            outcome = STOPPED
        if outcome != ROLLING:
            return outcome
    return ROLLING
