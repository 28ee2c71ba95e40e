"""Prop hunt's ``[[prop_hunt]]`` pack section: the arena, the round timers and the scoring."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Mapping

from pycore.kernel.schema import Table
from pycore.prims import hex_color

FPS = 60
CHOOSE, HIDE, HUNT, OVER = "choose", "hide", "hunt", "over"   # a round's phases, in order
HUNTER, HIDER = "hunter", "hider"
MIN_SEATS = 2
MAX_SEATS = 6
AVATAR_RADIUS = 4  # a hunter's half-size in arena units; a hider takes its prop's radius
MAX_ARENA = 1000
MAX_RADIUS = 24
PALETTE = ("#b5835a", "#7d9c5b", "#c9a227", "#6f86b8", "#a8646e", "#8f8f8f")
# the furniture a prop is drawn as; a prop whose id names one is drawn as it unless it says otherwise
SHAPES = ("crate", "chair", "armchair", "bench", "table", "lamp", "plant", "fern", "barrel", "books",
          "globe", "vase", "watering-can")


@dataclass(frozen=True)
class Blocker:
    """A wall or a piece of heavy furniture: a rectangle nobody walks into, in arena units."""

    x: int
    y: int
    w: int
    h: int

    def overlaps(self, cx: int, cy: int, r: int) -> bool:
        """Return True if the square of half-size ``r`` around (cx, cy) enters this rectangle."""
        return cx - r < self.x + self.w and self.x < cx + r and cy - r < self.y + self.h and self.y < cy + r


@dataclass(frozen=True)
class PropKind:
    """A prop a hider may become, with the decoys of it placed in the arena (centres, units)."""

    id: str
    name: str
    radius: int
    color: int
    decoys: tuple[tuple[int, int], ...]
    shape: str = "crate"


@dataclass(frozen=True)
class PropHuntConfig:
    """One prop hunt instance. Timers are in seconds of 60 frames, cooldowns in frames."""

    width: int
    height: int
    props: tuple[PropKind, ...]
    blockers: tuple[Blocker, ...] = ()
    hunter_spawn: tuple[int, int] = (16, 16)
    hider_spawn: tuple[int, int] = (48, 16)
    seats: int = 4
    rounds: int = 0  # 0: one round per seat, so every seat hunts in turn
    hunters: int = 1
    choose_seconds: int = 8
    hide_seconds: int = 10
    hunt_seconds: int = 60
    hunter_health: int = 100
    miss_penalty: int = 25
    inspect_cooldown: int = 45
    reach: int = 8
    hider_speed: int = 48
    hunter_speed: int = 60
    taunt_points: int = 3
    taunt_cooldown: int = 240
    find_points: int = 10
    win_bonus: int = 10
    survive_bonus: int = 10
    prizes: tuple[int, ...] = ()  # gold for 1st, 2nd, ... by final place

    def rounds_for(self, seats: int) -> int:
        """Return how many rounds a game of ``seats`` players runs."""
        return self.rounds or seats

    def geometry_problem(self) -> "str | None":
        """Return why the arena cannot be played (a blocker outside it, a decoy in a wall), or None."""
        w, h = self.width, self.height
        for i, b in enumerate(self.blockers):
            if b.x < 0 or b.y < 0 or b.x + b.w > w or b.y + b.h > h:
                return (f"blocker {i + 1} at ({b.x}, {b.y}) sized {b.w}x{b.h} reaches outside "
                        f"the {w}x{h} arena.")
        for kind in self.props:
            for j, (x, y) in enumerate(kind.decoys):
                where = f"decoy {j + 1} of {kind.id!r} at ({x}, {y})"
                problem = self._spot_problem(x, y, kind.radius)
                if problem:
                    return f"{where} {problem}"
        widest = max(k.radius for k in self.props)
        for name, (x, y), r in (("the hunter spawn", self.hunter_spawn, AVATAR_RADIUS),
                                ("the hider spawn", self.hider_spawn, widest)):
            problem = self._spot_problem(x, y, r)
            if problem:
                return f"{name} at ({x}, {y}) {problem}"
        return None

    def _spot_problem(self, x: int, y: int, r: int) -> "str | None":
        if x - r < 0 or y - r < 0 or x + r > self.width or y + r > self.height:
            return f"with radius {r} reaches outside the {self.width}x{self.height} arena."
        for i, b in enumerate(self.blockers):
            if b.overlaps(x, y, r):
                return f"with radius {r} lies inside blocker {i + 1}."
        return None


def _pairs(t: Table, key: str, values: list, size: int) -> list[tuple[int, ...]]:
    """Return ``values`` (a list of int lists of ``size``) as tuples, or raise naming the field."""
    if not isinstance(values, list) or len(values) > 64:
        raise t.error(key, values, f"a list of at most 64 lists of {size} integers")
    out = []
    for item in values:
        ok = isinstance(item, list) and len(item) == size and all(
            isinstance(v, int) and not isinstance(v, bool) and -MAX_ARENA <= v <= MAX_ARENA for v in item)
        if not ok:
            raise t.error(key, item, f"a list of {size} integers from {-MAX_ARENA} to {MAX_ARENA}")
        out.append(tuple(item))
    return out


def _read_prop(t: Table, index: int) -> PropKind:
    if not t.has("id"):
        raise t.error("id", None, "a value (this field is required)")
    name = t.str("name", max_len=24)
    radius = t.int("radius", lo=2, hi=MAX_RADIUS)
    color = t.str("color", PALETTE[index % len(PALETTE)],
                  pattern_ok=_is_color, pattern="a colour written #rrggbb")
    shape = t.str("shape", t.ident if t.ident in SHAPES else "crate", choices=SHAPES)
    flat = t.list("decoys", of="int", min_len=2, max_len=64, lo=0, hi=MAX_ARENA)
    if len(flat) % 2:
        raise t.error("decoys", flat, "x, y pairs (an even count of integers)")
    t.done()
    pairs = tuple((flat[i], flat[i + 1]) for i in range(0, len(flat), 2))
    return PropKind(id=t.ident, name=name, radius=radius, color=hex_color(color), decoys=pairs, shape=shape)


def _is_color(text: str) -> bool:
    return len(text) == 7 and text[0] == "#" and all(c in "0123456789abcdefABCDEF" for c in text[1:])


def parse(t: Table, book: object = None) -> PropHuntConfig:
    """Read one ``[[prop_hunt]]`` table into a config, refusing bad geometry with a reason."""
    seats = t.int("seats", 4, lo=MIN_SEATS, hi=MAX_SEATS)
    hunters = t.int("hunters", 1, lo=1, hi=MAX_SEATS - 1)
    if hunters >= seats:
        raise t.error("hunters", hunters, f"fewer hunters than the {seats} seats, so someone hides")
    props = tuple(_read_prop(p, i) for i, p in enumerate(t.tables("props", max_len=12)))
    if not props:
        raise t.error("props", [], "at least one [[prop_hunt.props]] kind")
    ids = [p.id for p in props]
    for i, pid in enumerate(ids):
        if pid in ids[:i]:
            raise t.error("props", pid, "prop ids used once each")
    config = PropHuntConfig(
        width=t.int("width", lo=64, hi=MAX_ARENA),
        height=t.int("height", lo=64, hi=MAX_ARENA),
        props=props,
        blockers=tuple(Blocker(x, y, w, h) for x, y, w, h in _pairs(t, "blockers", t.raw_value("blockers", []), 4)),
        hunter_spawn=_spot(t, "hunter_spawn"),
        hider_spawn=_spot(t, "hider_spawn"),
        seats=seats,
        rounds=t.int("rounds", 0, lo=0, hi=12),
        hunters=hunters,
        choose_seconds=t.int("choose_seconds", 8, lo=1, hi=60),
        hide_seconds=t.int("hide_seconds", 10, lo=1, hi=120),
        hunt_seconds=t.int("hunt_seconds", 60, lo=5, hi=600),
        hunter_health=t.int("hunter_health", 100, lo=1, hi=1000),
        miss_penalty=t.int("miss_penalty", 25, lo=0, hi=1000),
        inspect_cooldown=t.int("inspect_cooldown", 45, lo=1, hi=600),
        reach=t.int("reach", 8, lo=0, hi=64),
        hider_speed=t.int("hider_speed", 48, lo=1, hi=400),
        hunter_speed=t.int("hunter_speed", 60, lo=1, hi=400),
        taunt_points=t.int("taunt_points", 3, lo=0, hi=100),
        taunt_cooldown=t.int("taunt_cooldown", 240, lo=1, hi=3600),
        find_points=t.int("find_points", 10, lo=0, hi=1000),
        win_bonus=t.int("win_bonus", 10, lo=0, hi=1000),
        survive_bonus=t.int("survive_bonus", 10, lo=0, hi=1000),
        prizes=tuple(t.list("prizes", [], of="int", max_len=MAX_SEATS, lo=0, hi=1_000_000)),
    )
    for b in config.blockers:
        if b.w < 1 or b.h < 1:
            raise t.fail(f"a blocker at ({b.x}, {b.y}) is {b.w}x{b.h}; blockers are at least 1x1.", "blockers")
    problem = config.geometry_problem()
    if problem:
        raise t.fail("bad arena: " + problem)
    return config


def _spot(t: Table, key: str) -> tuple[int, int]:
    x, y = t.list(key, of="int", min_len=2, max_len=2, lo=0, hi=MAX_ARENA)
    return (x, y)


def for_round(config: PropHuntConfig, knobs: Mapping[str, int], seats: int) -> PropHuntConfig:
    """Return the hunt cut to ``rounds`` rounds (a party night's knob), seating ``seats``."""
    unknown = [k for k in knobs if k != "rounds"]
    if unknown:
        raise ValueError(f"Prop hunt has no knob {unknown[0]!r}; it knows rounds.")
    if config.hunters >= seats:
        raise ValueError(f"Prop hunt with {config.hunters} hunters needs more than {seats} players.")
    return replace(config, rounds=knobs.get("rounds", config.rounds), seats=seats)


# The how-to-play card (``ModeSpec.howto``): the goal, the controls, the rules a newcomer trips on.
HOWTO = {
    "goal": "Hiders: pass for a prop until the hunt runs out. Hunters: find every hider among the decoys.",
    "controls": [("Left/Right", "hider: pick a prop"), ("Cross", "hider: choose it"),
                 ("Up/Down/Left/Right", "move"), ("Triangle", "hider: taunt"), ("Cross", "hunter: inspect the "
                 "nearest prop")],
    "rules": ["Roles rotate each round, so every seat hunts in turn.",
              "A hunter who inspects a decoy loses health; at 0 the hunter is out for the round.",
              "Every inspect starts a cooldown, whatever it hit.",
              "A hider scores a point for each second of the hunt survived; a taunt shows where you are for a "
              "second."],
}
