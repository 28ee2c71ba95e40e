"""Pool physics in 20.12 fixed point: sliding and rolling balls, equal-mass collisions, cushions, jawed pockets.

Lengths are millimetres in 20.12 (``fx.ONE`` is 1 mm) on a 2540 x 1270 mm bed (a nine-foot
table between the cushion noses); speeds are millimetres a substep, :data:`SUBSTEPS`
substeps a frame at 60 frames a second. Each ball carries its velocity ``v`` and the
velocity its spin would roll it at, ``w`` (a rolling ball has ``w == v``): while they
differ the cloth's sliding friction pulls them together (``v`` loses what ``w`` gains two
and a half times over, a solid sphere's ratio) until the ball rolls; a rolling ball slows by
rolling friction. Two balls meet as equal masses: the same impulse, taken from one and
given to the other, so momentum is conserved exactly in integers; a push that presses a ball
into a third (a chain through the rack) is resolved again within the substep, so no two balls
end a substep inside each other. A cushion reverses the
speed into it times its restitution. A pocket is a mouth between two jaw noses, with jaw
facings angled into a throat; a ball whose centre crosses the throat line drops.
"""

from __future__ import annotations

from pycore.kernel import fx

ONE = fx.ONE
SUBSTEPS = 8
LENGTH = 2540 * ONE
WIDTH = 1270 * ONE
R = 28 * ONE + ONE // 2                    # a 57 mm ball
DIAMETER = 2 * R
SLIDE_DRAG = 35                            # sliding friction: mm a substep lost each substep, in 20.12
ROLL_DRAG = 2                              # rolling friction, the same units: 0.11 m/s/s, a rolling resistance of 0.011
BALL_E = (19, 20)                          # restitution between balls (numerator, denominator)
CUSHION_E = (4, 5)                         # restitution of a cushion
MAX_SPEED = 14 * ONE + ONE // 2            # 7 m/s (an amateur's full break): 14.5 mm a substep, a quarter of a ball
HEAD_X = LENGTH // 4                       # the head string: the kitchen is x < HEAD_X
FOOT = (LENGTH * 3 // 4, WIDTH // 2)       # the foot spot: the rack's apex
RELAX_PASSES = 40                          # passes over the balls a collision pushed, a substep at most
NEAR_RAIL = 140 * ONE                      # only a ball this near a rail is tested against cushions

CORNER_JAW = 84 * ONE                      # a corner's jaw noses stand this far from the corner on each rail
CORNER_FACE = (40 * ONE, 24 * ONE)         # a corner jaw facing runs back this far along, this far in
CORNER_THROAT = 30 * ONE                   # a centre with x + y under this (in the corner's frame) drops
SIDE_JAW = 62 * ONE                        # a side pocket's noses stand this far either side of its centre
SIDE_FACE = (12 * ONE, 30 * ONE)           # a side facing narrows by this much over this depth
SIDE_THROAT = 12 * ONE                     # a centre this far beyond the rail line, in the mouth, drops

POCKET_NAMES = ("top left corner", "top side", "top right corner",
                "bottom left corner", "bottom side", "bottom right corner")
POCKETS = ((0, 0), (LENGTH // 2, 0), (LENGTH, 0), (0, WIDTH), (LENGTH // 2, WIDTH), (LENGTH, WIDTH))


def _segments() -> tuple[tuple[int, int, int, int], ...]:
    """Return the cushion noses and jaw facings as segments (x0, y0, x1, y1)."""
    half = LENGTH // 2
    segs = []
    for y, inward in ((0, 1), (WIDTH, -1)):
        # the long rail in two halves, between a corner's jaw and the side pocket's
        segs.append((CORNER_JAW, y, half - SIDE_JAW, y))
        segs.append((half + SIDE_JAW, y, LENGTH - CORNER_JAW, y))
        out = -inward
        segs.append((half - SIDE_JAW, y, half - SIDE_JAW + SIDE_FACE[0], y + out * SIDE_FACE[1]))
        segs.append((half + SIDE_JAW, y, half + SIDE_JAW - SIDE_FACE[0], y + out * SIDE_FACE[1]))
    for x in (0, LENGTH):
        segs.append((x, CORNER_JAW, x, WIDTH - CORNER_JAW))
    for cx, cy in ((0, 0), (LENGTH, 0), (0, WIDTH), (LENGTH, WIDTH)):
        sx = 1 if cx == 0 else -1          # towards the bed from this corner
        sy = 1 if cy == 0 else -1
        along, inn = CORNER_FACE
        # the jaw on the long rail and the one on the short rail, each facing angled into the pocket
        segs.append((cx + sx * CORNER_JAW, cy, cx + sx * (CORNER_JAW - along), cy - sy * inn))
        segs.append((cx, cy + sy * CORNER_JAW, cx - sx * inn, cy + sy * (CORNER_JAW - along)))
    return tuple(segs)


SEGMENTS = _segments()
# each segment's box grown by a radius: a ball centred outside it cannot touch the segment
REACH = tuple((min(x0, x1) - R, min(y0, y1) - R, max(x0, x1) + R, max(y0, y1) + R) for x0, y0, x1, y1 in SEGMENTS)


def _band(v: int, size: int) -> int:
    """Return which third of an axis ``v`` lies in: 0 near the low rail, 2 near the high one, 1 between."""
    return 0 if v < NEAR_RAIL else 2 if v > size - NEAR_RAIL else 1


def _near() -> tuple[tuple[tuple[int, ...], ...], ...]:
    """Return, for each of the nine bands (x band * 3 + y band), the segments a ball there may reach, in order.

    A band's box is grown by two diameters (four radii), farther than the cushions push a ball
    in one substep (up to a radius for each of the two or three it can touch at once), so a
    segment left out could not have touched it: the bounce is the same as testing all
    eighteen, for a fifth to a half of the work.
    """
    grow = 2 * DIAMETER
    bands = []
    for bx in range(3):
        for by in range(3):
            x_lo, x_hi = (-LENGTH, NEAR_RAIL, LENGTH - NEAR_RAIL)[bx] - grow, (NEAR_RAIL, LENGTH - NEAR_RAIL, 2 * LENGTH)[bx] + grow
            y_lo, y_hi = (-WIDTH, NEAR_RAIL, WIDTH - NEAR_RAIL)[by] - grow, (NEAR_RAIL, WIDTH - NEAR_RAIL, 2 * WIDTH)[by] + grow
            bands.append(tuple((*seg, *reach) for seg, reach in zip(SEGMENTS, REACH)
                               if reach[0] < x_hi and reach[2] > x_lo and reach[1] < y_hi and reach[3] > y_lo))
    return tuple(bands)


NEAR = _near()


class Ball:
    """One ball: where it is, its velocity, its spin's rolling velocity, and whether it is on the bed."""

    __slots__ = ("n", "x", "y", "vx", "vy", "wx", "wy", "on")

    def __init__(self, n: int, x: int, y: int) -> None:
        self.n = n
        self.x, self.y = x, y
        self.vx = self.vy = self.wx = self.wy = 0
        self.on = True

    def moving(self) -> bool:
        """Return True while the ball moves (or spins on the spot)."""
        return bool(self.vx or self.vy or self.wx or self.wy)

    def copy(self) -> "Ball":
        """Return an independent copy (the AI plays shots out on copies)."""
        b = Ball(self.n, self.x, self.y)
        b.vx, b.vy, b.wx, b.wy, b.on = self.vx, self.vy, self.wx, self.wy, self.on
        return b

    def fields(self) -> list[int]:
        """Return every field as ints, for the state hash."""
        return [self.n, self.x, self.y, self.vx, self.vy, self.wx, self.wy, int(self.on)]


class Log:
    """What one shot did, for the rules: the first ball the cue ball met, rails after contact, balls potted."""

    __slots__ = ("first", "railed", "rail_after", "potted", "rails_by", "touched")

    def __init__(self) -> None:
        self.first = -1                    # the first object ball the cue ball touched
        self.rail_after = False            # any ball met a cushion after that first contact
        self.potted: list[tuple[int, int]] = []   # (ball, pocket) in the order they dropped
        self.rails_by: list[int] = []      # object balls that met a cushion (each once), for the break
        self.touched = False
        self.railed = False                # the cue ball met a cushion (before or after contact)

    def fields(self) -> list[int]:
        """Return every field as ints, for the state hash."""
        flat = [n * 8 + p for n, p in self.potted]
        return [self.first, int(self.rail_after), int(self.railed), len(flat), *flat, len(self.rails_by), *self.rails_by]


def strike(cue: Ball, angle: int, speed: int, spin: int = 0) -> None:
    """Send the cue ball at 12-bit ``angle`` with ``speed`` (mm a substep, 20.12) and ``spin`` -2..2 (draw..follow).

    A centre hit slides first (no spin); follow and draw give the spin 0.7 of the speed a step,
    forwards or backwards, so it rolls on or screws back after contact.
    """
    speed = fx.clamp(speed, 0, MAX_SPEED)
    cue.vx = (fx.cos(angle) * speed) >> fx.FRAC_BITS
    cue.vy = (fx.sin(angle) * speed) >> fx.FRAC_BITS
    cue.wx = cue.vx * spin * 7 // 10
    cue.wy = cue.vy * spin * 7 // 10


def step(balls: list[Ball], log: Log) -> int:
    """Advance every ball one substep: friction, motion, collisions, cushions, pockets; return the work it took.

    The work counts two for the substep itself (its passes over every ball on the bed), one
    for each ball it moved, each pair near enough to be resolved and each ball tried against
    the cushions: their costs measured here are about 1.8, 1.1, 1.4 and 1.2 us, so the work
    follows the time in any runtime (a ball pressed into the rack costs more than one rolling
    alone), and the AI spends its per-frame budget in it.
    """
    d = DIAMETER                           # a local: this loop is the hottest in the game
    on = [b for b in balls if b.on]
    work = 2
    for b in on:
        if b.vx or b.vy or b.wx or b.wy:
            _friction(b)
            b.x += b.vx
            b.y += b.vy
            work += 1
    moved = [False] * 16
    pushed: list[Ball] = []                # balls a collision moved this substep, each once, in order
    flag = [False] * 16
    for a in on:
        if not (a.vx or a.vy):
            continue
        ax, ay = a.x, a.y
        for b in on:
            dx = b.x - ax
            if dx >= d or -dx >= d:
                continue                   # too far apart to touch: the common case, tested first
            dy = b.y - ay
            if dy >= d or -dy >= d:
                continue
            # each pair once: a moving ball against every resting one, and against moving ones after it
            if b.n == a.n or ((b.vx or b.vy) and moved[b.n]):
                continue
            if _collide(a, b, log):
                for c in (a, b):
                    if not flag[c.n]:
                        flag[c.n] = True
                        pushed.append(c)
            ax, ay = a.x, a.y
            work += 1
        moved[a.n] = True
    low_x, high_x, low_y, high_y = NEAR_RAIL, LENGTH - NEAR_RAIL, NEAR_RAIL, WIDTH - NEAR_RAIL
    for b in on:
        if b.vx or b.vy or flag[b.n]:      # a resting ball stays clear of the cushions it rests by
            x, y = b.x, b.y
            if x < low_x or x > high_x or y < low_y or y > high_y:
                _cushions(b, log)
                _pocket(b, log)
                work += 1
    # a push can press a ball into a third (a chain through the rack) or a cushion back into the
    # ball that pushed it: resolve the pairs around every ball pushed again, until none overlaps
    for _ in range(RELAX_PASSES):
        if not pushed:
            break
        again: list[Ball] = []
        mark = [False] * 16
        for a in pushed:
            if not a.on:
                continue
            for b in on:
                if b is a or not b.on or (flag[b.n] and b.n < a.n):
                    continue               # a pair of two pushed balls once, from its lower number
                dx, dy = b.x - a.x, b.y - a.y
                if dx >= d or -dx >= d or dy >= d or -dy >= d:
                    continue
                work += 1
                if _collide(a, b, log):
                    for c in (a, b):
                        if not mark[c.n]:
                            mark[c.n] = True
                            again.append(c)
        for b in again:
            x, y = b.x, b.y
            if b.on and (x < low_x or x > high_x or y < low_y or y > high_y):
                _cushions(b, log)
                _pocket(b, log)
                work += 1
        pushed, flag = again, mark
    return work


def frame(balls: list[Ball], log: Log) -> bool:
    """Advance one frame (:data:`SUBSTEPS` substeps); return True while any ball still moves."""
    return frame_work(balls, log)[0]


def frame_work(balls: list[Ball], log: Log) -> tuple[bool, int]:
    """Advance one frame; return whether any ball still moves and the work it took (see :func:`step`)."""
    work = 0
    for _ in range(SUBSTEPS):
        work += step(balls, log)
    return any(b.on and b.moving() for b in balls), work


def _friction(b: Ball) -> None:
    """Slide the ball's velocity and spin together, or slow a rolling ball; stop it when it is slow enough."""
    sx, sy = b.vx - b.wx, b.vy - b.wy
    if sx or sy:
        slip = fx.isqrt(sx * sx + sy * sy)
        if slip * 2 <= SLIDE_DRAG * 7:
            # the last of the slip: v gives up 2/7 of it and the ball rolls from here
            b.vx -= sx * 2 // 7
            b.vy -= sy * 2 // 7
            b.wx, b.wy = b.vx, b.vy
        else:
            b.vx -= SLIDE_DRAG * sx // slip
            b.vy -= SLIDE_DRAG * sy // slip
            b.wx += SLIDE_DRAG * 5 * sx // (2 * slip)
            b.wy += SLIDE_DRAG * 5 * sy // (2 * slip)
        return
    speed = fx.isqrt(b.vx * b.vx + b.vy * b.vy)
    if speed <= ROLL_DRAG:
        b.vx = b.vy = b.wx = b.wy = 0
        return
    b.vx -= ROLL_DRAG * b.vx // speed
    b.vy -= ROLL_DRAG * b.vy // speed
    b.wx, b.wy = b.vx, b.vy


def _collide(a: Ball, b: Ball, log: "Log | None") -> bool:
    """Resolve two overlapping balls: push them apart and trade the same impulse along the line of centres.

    Return True if they overlapped (and were pushed apart). The push rounds up by a unit or two
    so the pair ends clear of each other, not a rounding inside.
    """
    dx, dy = b.x - a.x, b.y - a.y
    if dx >= DIAMETER or -dx >= DIAMETER or dy >= DIAMETER or -dy >= DIAMETER:
        return False
    dd = dx * dx + dy * dy
    if dd >= DIAMETER * DIAMETER:
        return False
    d = fx.isqrt(dd) or 1
    nx, ny = unit(dx, dy, dd)
    if dd == 0:
        nx, ny = ONE, 0
    if log is not None:
        if a.n == 0 and log.first < 0:
            log.first = b.n
        elif b.n == 0 and log.first < 0:
            log.first = a.n
    push = (DIAMETER - d) // 2 + 2
    px, py = (nx * push) >> fx.FRAC_BITS, (ny * push) >> fx.FRAC_BITS
    a.x -= px
    a.y -= py
    b.x += px
    b.y += py
    closing = ((a.vx - b.vx) * nx + (a.vy - b.vy) * ny) >> fx.FRAC_BITS
    if closing <= 0:
        return True
    j = closing * (BALL_E[0] + BALL_E[1]) // (2 * BALL_E[1])
    jx, jy = (j * nx) >> fx.FRAC_BITS, (j * ny) >> fx.FRAC_BITS
    a.vx -= jx
    a.vy -= jy
    b.vx += jx
    b.vy += jy
    return True


def _cushions(b: Ball, log: Log) -> None:
    """Bounce the ball off any cushion nose or jaw it overlaps, with the cushion's restitution."""
    near = NEAR[_band(b.x, LENGTH) * 3 + _band(b.y, WIDTH)]
    for x0, y0, x1, y1, lo_x, lo_y, hi_x, hi_y in near:
        if b.x <= lo_x or b.x >= hi_x or b.y <= lo_y or b.y >= hi_y:
            continue
        ex, ey = x1 - x0, y1 - y0
        px, py = b.x - x0, b.y - y0
        length2 = ex * ex + ey * ey
        # the nearest point of the segment, to the unit: a 12-bit fraction along it would miss by up
        # to a quarter millimetre on a long rail and tilt the rail's normal (a straight rail has
        # ex or ey zero, so its nearest point is exactly the ball's foot and its normal exactly square)
        t = fx.clamp(px * ex + py * ey, 0, length2)
        cx, cy = x0 + ex * t // length2, y0 + ey * t // length2
        dx, dy = b.x - cx, b.y - cy
        if dx >= R or -dx >= R or dy >= R or -dy >= R:
            continue
        dd = dx * dx + dy * dy
        if dd >= R * R:
            continue
        nx, ny = unit(dx, dy, dd)
        if dd == 0:
            nx, ny = _inward(b)
        b.x = cx + ((nx * R) >> fx.FRAC_BITS)
        b.y = cy + ((ny * R) >> fx.FRAC_BITS)
        into = (b.vx * nx + b.vy * ny) >> fx.FRAC_BITS
        if into < 0:
            k = into * (CUSHION_E[0] + CUSHION_E[1]) // CUSHION_E[1]
            b.vx -= (k * nx) >> fx.FRAC_BITS
            b.vy -= (k * ny) >> fx.FRAC_BITS
            spin = (b.wx * nx + b.wy * ny) >> fx.FRAC_BITS
            if spin < 0:
                k = spin * (CUSHION_E[0] + CUSHION_E[1]) // CUSHION_E[1]
                b.wx -= (k * nx) >> fx.FRAC_BITS
                b.wy -= (k * ny) >> fx.FRAC_BITS
            if b.n == 0:
                log.railed = True
            elif b.n not in log.rails_by:
                log.rails_by.append(b.n)
            if log.first >= 0:
                log.rail_after = True


def unit(dx: int, dy: int, dd: int) -> tuple[int, int]:
    """Return (dx, dy) scaled to length ``fx.ONE``, given ``dd = dx*dx + dy*dy``; exact to a unit even for tiny gaps."""
    root = fx.isqrt(dd << (2 * fx.FRAC_BITS)) or 1       # |d| with 12 more bits, so a short vector keeps its direction
    return (dx << (2 * fx.FRAC_BITS)) // root, (dy << (2 * fx.FRAC_BITS)) // root


def _inward(b: Ball) -> tuple[int, int]:
    """Return a unit normal towards the bed's centre, for a ball exactly on a nose."""
    return (ONE if b.x < LENGTH // 2 else -ONE), 0


def _pocket(b: Ball, log: Log) -> None:
    """Drop the ball if its centre has crossed a pocket's throat line."""
    x, y = b.x, b.y
    fx_ = min(x, LENGTH - x)
    fy = min(y, WIDTH - y)
    pocket = -1
    if fx_ + fy < CORNER_THROAT and fx_ < CORNER_JAW and fy < CORNER_JAW:
        pocket = (0 if x < LENGTH // 2 else 2) + (0 if y < WIDTH // 2 else 3)
    elif fy < 0 and -fy >= SIDE_THROAT and abs(x - LENGTH // 2) < SIDE_JAW:
        pocket = 1 if y < WIDTH // 2 else 4
    if pocket >= 0:
        b.on = False
        b.vx = b.vy = b.wx = b.wy = 0
        log.potted.append((b.n, pocket))


def nearest_pocket(x: int, y: int) -> int:
    """Return the index of the pocket nearest to (x, y)."""
    return min(range(6), key=lambda p: (POCKETS[p][0] - x) ** 2 + (POCKETS[p][1] - y) ** 2)


def at_rest(balls: list[Ball]) -> bool:
    """Return True when no ball on the bed moves."""
    return not any(b.on and b.moving() for b in balls)


def fits(balls: list[Ball], x: int, y: int, skip: int = 0) -> bool:
    """Return True if a ball centred at (x, y) lies on the bed clear of every other ball."""
    if not (R <= x <= LENGTH - R and R <= y <= WIDTH - R):
        return False
    return all(not b.on or b.n == skip or (b.x - x) ** 2 + (b.y - y) ** 2 >= DIAMETER * DIAMETER for b in balls)


def ghost(balls: list[Ball], angle: int) -> tuple[int, int, int]:
    """Return where the cue ball first touches something along ``angle``: (x, y, ball hit or -1 for a cushion)."""
    cue = balls[0]
    dx, dy = fx.cos(angle), fx.sin(angle)
    best, hit = LENGTH * 4, -1
    for b in balls[1:]:
        if not b.on:
            continue
        px, py = b.x - cue.x, b.y - cue.y
        along = (px * dx + py * dy) >> fx.FRAC_BITS
        if along <= 0:
            continue
        side = (px * dy - py * dx) >> fx.FRAC_BITS
        if side >= DIAMETER or -side >= DIAMETER:
            continue
        back = fx.isqrt(DIAMETER * DIAMETER - side * side)
        t = along - back
        if 0 <= t < best:
            best, hit = t, b.n
    # the nearest cushion line (the bed's edge less a radius) along the ray
    for limit, d, pos in ((LENGTH - R, dx, cue.x), (R, dx, cue.x), (WIDTH - R, dy, cue.y), (R, dy, cue.y)):
        if d and (limit - pos) * d > 0:
            t = (limit - pos) * ONE // d
            if 0 <= t < best:
                best, hit = t, -1
    return cue.x + ((dx * best) >> fx.FRAC_BITS), cue.y + ((dy * best) >> fx.FRAC_BITS), hit
