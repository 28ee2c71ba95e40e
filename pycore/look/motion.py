"""The motion kit: tweens, flips, counters and sparks on the screen's own frame clock, in integers.

A screen is a function of its view, so it cannot remember where a card was a moment ago; a
:class:`Motion` does it for it. The host keeps one per game and advances its clock once per
frame drawn; a screen names each moving thing by a key (a card's id, a seat's chips) and asks
where to draw it: when the key's target moves, the kit glides it there from where it was
drawn last, with fixed-point easing. Everything is a pure function of the sequence of frames
drawn, so the same views draw the same frames twice and a replay moves as the game did; and
nothing here ever reaches a session or its hash.

A stage drawn without a Motion (tests, a picture, a thumbnail) gets a still one: every tween
is at its end, nothing flies, nothing sparkles.
"""

from __future__ import annotations

from typing import Any, Hashable, Sequence

from pycore.kernel import fx
from pycore.kernel.digest import fnv1a64
from pycore.kernel.rng import SplitMix64
from pycore.prims import ADD, CENTER, SANS, Stage, with_alpha

ONE = 1024          # the easing's unit: t and its eased value run 0..1024
FORGET = 180        # a key not drawn for this many frames is forgotten
GLIDE = 14          # frames a thing takes to move, by default (about 230 ms at 60 frames a second)


# -- easing, t in 0..ONE ------------------------------------------------------------------------
def linear(t: int) -> int:
    """Return ``t`` unchanged."""
    return t


def out_cubic(t: int) -> int:
    """Return the ease-out cubic of ``t``: fast, then settling."""
    u = ONE - t
    return ONE - u * u * u // (ONE * ONE)


def in_out_cubic(t: int) -> int:
    """Return the ease-in-out cubic of ``t``: slow, fast, slow."""
    if t < ONE // 2:
        return 4 * t * t * t // (ONE * ONE)
    u = 2 * ONE - 2 * t
    return ONE - u * u * u // (2 * ONE * ONE)


def out_back(t: int) -> int:
    """Return the ease-out-back of ``t``: past the end a little, then back (a card landing)."""
    u = t - ONE
    return ONE + 2766 * u * u * u // (ONE * ONE * ONE) + 1742 * u * u // (ONE * ONE)


def lerp(a: int, b: int, e: int) -> int:
    """Return the point ``e``/1024 of the way from ``a`` to ``b``."""
    return a + (b - a) * e // ONE


def hump(t: int, height: int) -> int:
    """Return the height of an arc at ``t``: 0 at both ends, ``height`` at the middle (a card's flight, a hop)."""
    return fx.sin(t * 2048 // ONE) * height // fx.ONE


class _Track:
    __slots__ = ("src", "dst", "start", "frames", "ease", "seen")

    def __init__(self, src: tuple, dst: tuple, start: int, frames: int, ease: Any, seen: int) -> None:
        self.src, self.dst, self.start, self.frames, self.ease, self.seen = src, dst, start, frames, ease, seen


class Motion:
    """The tweens of one game's screen, on the frame clock the host advances as it draws: by the ticks played
    since the last frame drawn (at least one), so motion keeps the game's time when the page draws fewer
    frames than it ticks."""

    still = False

    def __init__(self) -> None:
        self.frame = 0
        self._tracks: dict[Hashable, _Track] = {}
        self._values: dict[Hashable, tuple[Any, int, int]] = {}   # key -> (value, frame it changed, last seen)
        self._sparks: list[list[int]] = []                         # x, y, vx, vy, life, age, colour, size (x, y, v: 1/16 px)
        self._floats: list[tuple[int, int, str, int, int, int]] = []  # x, y, text, colour, size, born
        self.hold = 0       # frames the results sheet waits once a game ends (a table scene's last shot); per frame

    def advance(self, frames: int = 1) -> None:
        """Move the clock ``frames`` frames on (the host calls it once per frame drawn, with the ticks played
        since the last one) and forget what is no longer drawn."""
        for _ in range(max(1, frames)):
            self._step()

    def _step(self) -> None:
        self.frame += 1
        self.hold = 0
        if self.frame % 60 == 0:
            old = self.frame - FORGET
            self._tracks = {k: t for k, t in self._tracks.items() if t.seen >= old}
            self._values = {k: v for k, v in self._values.items() if v[2] >= old}
        for s in self._sparks:
            s[0] += s[2]
            s[1] += s[3]
            s[3] += 6                      # gravity, in 1/16 px a frame a frame
            s[5] += 1
        self._sparks = [s for s in self._sparks if s[5] < s[4]]
        self._floats = [f for f in self._floats if self.frame - f[5] < 60]

    def reset(self) -> None:
        """Forget everything (a replay seeks: what was on screen is not what comes)."""
        self.__init__()

    # -- tweens ----------------------------------------------------------------------
    def glide(self, key: Hashable, x: int, y: int, frames: int = GLIDE, ease: Any = out_cubic,
              start: "Sequence[int] | None" = None) -> tuple[int, int]:
        """Return where to draw ``key`` now, heading for (x, y); a new key starts at ``start`` (else there)."""
        p = self.tween(key, (x, y), frames, ease, start)
        return p[0], p[1]

    def tween(self, key: Hashable, target: Sequence[int], frames: int = GLIDE, ease: Any = out_cubic,
              start: "Sequence[int] | None" = None) -> tuple[int, ...]:
        """Return the values to draw ``key`` with now, heading for ``target`` (a tuple of ints) over ``frames``."""
        dst = tuple(target)
        t = self._tracks.get(key)
        if t is None:
            src = tuple(start) if start is not None and not self.still else dst
            t = self._tracks[key] = _Track(src, dst, self.frame, max(1, frames), ease, self.frame)
        elif t.dst != dst:
            now = self._at(t)
            t.src, t.dst, t.start, t.frames, t.ease = now, dst, self.frame, max(1, frames), ease
        t.seen = self.frame
        return self._at(t)

    def _at(self, t: _Track) -> tuple[int, ...]:
        done = self.frame - t.start
        if done >= t.frames or self.still:
            return t.dst
        e = t.ease(done * ONE // t.frames)
        return tuple(a + (b - a) * e // ONE for a, b in zip(t.src, t.dst))

    def where(self, key: Hashable) -> "tuple[int, ...] | None":
        """Return where ``key`` is drawn now (its tween's current values), or None when it is not known."""
        t = self._tracks.get(key)
        return None if t is None else self._at(t)

    def progress(self, key: Hashable) -> int:
        """Return how far ``key``'s current tween has run, 0..1024 (1024: at rest or unknown)."""
        t = self._tracks.get(key)
        if t is None or self.still:
            return ONE
        return min(ONE, (self.frame - t.start) * ONE // t.frames)

    def value(self, key: Hashable, target: int, frames: int = GLIDE, ease: Any = out_cubic,
              start: "int | None" = None) -> int:
        """Return a number heading for ``target`` (an opacity, a scale, a lift) over ``frames``."""
        return self.tween(key, (target,), frames, ease, None if start is None else (start,))[0]

    def count(self, key: Hashable, target: int, frames: int = 36) -> int:
        """Return a score counting up (or down) to ``target``: it rolls from the last value shown."""
        return self.tween(key, (target,), frames, out_cubic)[0]

    # -- changes -----------------------------------------------------------------------
    def age(self, key: Hashable, value: Any, fresh: bool = False) -> int:
        """Return how many frames ago ``key``'s value became ``value`` (0: this frame).

        A key seen for the first time is old (nothing happened on screen) unless ``fresh``.
        """
        seen = self._values.get(key)
        if seen is None:
            born = self.frame if fresh and not self.still else -1_000_000
            self._values[key] = (value, born, self.frame)
            return self.frame - born
        old, changed, _ = seen
        if old != value:
            changed = self.frame
        self._values[key] = (value, changed, self.frame)
        return self.frame - changed

    def before(self, key: Hashable, value: Any) -> Any:
        """Note ``key``'s value and return what it was before it last changed (None until it has changed once).

        A screen draws what just left with it: a bet swept into the pot, a card played from a hand.
        """
        seen = self._values.get(key)
        prior = self._values.get(("before", key))
        if seen is not None and seen[0] != value:
            prior = (seen[0], self.frame, self.frame)
        if prior is not None:
            self._values[("before", key)] = (prior[0], prior[1], self.frame)
        self.age(key, value)
        return None if prior is None else prior[0]

    def changed(self, key: Hashable, value: Any, fresh: bool = False) -> bool:
        """True on the frame ``key``'s value changed to ``value`` (a card dealt, a pot won): cue a sound, start a burst."""
        return not self.still and self.age(key, value, fresh) == 0

    def was(self, key: Hashable, value: Any) -> Any:
        """Return what ``key`` held on the last frame drawn (``value`` itself the first time, or on a still stage),
        and keep ``value``: a screen's sounds compare a count or a log with the frame before."""
        if self.still:
            return value
        seen = self._values.get(key)
        self._values[key] = (value, self.frame if seen is None or seen[0] != value else seen[1], self.frame)
        return value if seen is None else seen[0]

    def flip(self, key: Hashable, face_up: bool, frames: int = 16) -> tuple[int, bool]:
        """Return a card's width scale (0..1024) and whether its face shows, turning over when ``face_up`` changes.

        The card narrows to nothing on its long axis and widens again showing the other side,
        which changes at the half turn.
        """
        done = self.age(("flip", key), face_up)
        if done >= frames or self.still:
            return ONE, face_up
        t = done * ONE // frames
        if t < ONE // 2:
            return ONE - 2 * t, not face_up
        return 2 * t - ONE, face_up

    # -- sparks and floating words -----------------------------------------------------------
    def burst(self, key: Hashable, x: int, y: int, colors: Sequence[int], n: int = 18, speed: int = 5,
              life: int = 36, size: int = 4) -> None:
        """Throw ``n`` sparks from (x, y) in ``colors``, their paths drawn from a stream seeded by ``key``."""
        if self.still:
            return
        rng = SplitMix64(fnv1a64(repr(key).encode("utf-8")) ^ self.frame)
        for k in range(n):
            angle = rng.below(4096)
            v = speed * 8 + rng.below(speed * 12 + 1)
            self._sparks.append([x * 16, y * 16, fx.sin(angle) * v // fx.ONE, -fx.cos(angle) * v // fx.ONE - 24,
                                 life - rng.below(life // 3 + 1), 0, colors[k % len(colors)], size])

    def shout(self, x: int, y: int, text: str, color: int, size: int = 30) -> None:
        """Float ``text`` up from (x, y) for a second ("Chain!", "+50")."""
        if not self.still:
            self._floats.append((x, y, text, color, size, self.frame))

    def draw_effects(self, stage: Stage) -> None:
        """Draw the sparks and floating words over the frame (a screen calls it last)."""
        if self._sparks:
            stage.push(blend=ADD)
            for x, y, _, _, life, age, color, size in self._sparks:
                alpha = 255 - 255 * age // max(1, life)
                r = max(1, size * (life - age) // max(1, life))
                stage.ellipse(x // 16, y // 16, r, r, with_alpha(color, alpha))
            stage.pop()
        for x, y, text, color, size, born in self._floats:
            age = self.frame - born
            lift = out_cubic(min(ONE, age * ONE // 40)) * 40 // ONE
            alpha = 255 if age < 40 else 255 - (age - 40) * 255 // 20
            grow = ONE + (ONE // 2 - out_back(min(ONE, age * ONE // 16)) // 2) if age < 16 else ONE
            with stage.group(x, y - lift, 0, grow, grow, max(0, alpha)):
                stage.text(0, -size // 2, text, color, size, CENTER, SANS, True, 0x000000C0, 3)


class _Still(Motion):
    """A Motion with no clock: every tween at its end (a stage drawn outside a game, a test, a thumbnail)."""

    still = True


def of(stage: Stage) -> Motion:
    """Return the Motion the host attached to ``stage``, or a still one (attached, so a frame asks once)."""
    m = stage.motion
    if m is None:
        m = stage.motion = _Still()
    return m
