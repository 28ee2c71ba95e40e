"""Racing's ``[[races]]`` pack section: the track, its boost pads and pickups, laps and clocks."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

from pycore.kernel import fx
from pycore.kernel.schema import Table

from .track import Track

MIN_SEATS = 1
MAX_SEATS = 6
ITEMS = ("boost", "hop", "shield", "slow")
MAX_COORD = 20000
MAX_POINTS = 200
MAX_PICKUPS = 60
DEFAULT_RESPAWN = 600


@dataclass(frozen=True)
class Pickup:
    """A power-up spot on or beside the course, in world units; empty ``respawn`` frames once taken."""

    x: int
    y: int
    kind: str
    respawn: int = DEFAULT_RESPAWN


@dataclass(frozen=True)
class RacesConfig:
    """One race: a circuit (``closed``, run for ``laps``) or a sprint. Times are in frames."""

    points: tuple[tuple[int, int], ...]
    half_width: int
    seats: int = 4
    closed: bool = True
    laps: int = 3
    boost_pads: tuple[int, ...] = ()
    pickups: tuple[Pickup, ...] = ()
    countdown: int = 180
    finish_grace: int = 600
    time_limit: int = 7200
    prizes: tuple[int, ...] = ()

    def track(self) -> Track:
        """Return the course this race is run on."""
        return Track(self.points, self.half_width, self.closed, self.boost_pads)

    def problem(self) -> "tuple[str, str] | None":
        """Return (field, reason) if the race cannot be run, or None."""
        if not self.closed and self.laps != 1:
            return "laps", f"a sprint runs once; {self.laps} laps make sense only on a circuit"
        if len(self.points) < 3:
            return "points", f"a track needs at least 3 points, not {len(self.points)}"
        track = self.track()
        found = track.problem()
        if found:
            return found
        reach = 2 * track.half   # a hop runs a half-width wider: a pickup may lie that far beside the course
        for i, p in enumerate(self.pickups):
            _, d2, _ = track.nearest(p.x * fx.ONE, p.y * fx.ONE)
            if d2 > reach * reach:
                return "pickups", (f"pickup {i} at ({p.x}, {p.y}) lies beyond a hop's reach of the course "
                                   f"(at most {2 * self.half_width} from its middle)")
        return None


def _points(t: Table) -> tuple[tuple[int, int], ...]:
    raw = t.raw_value("points")
    expected = f"a list of [x, y] integer pairs from {-MAX_COORD} to {MAX_COORD}, at most {MAX_POINTS}"
    if not isinstance(raw, list) or len(raw) > MAX_POINTS:
        raise t.error("points", raw, expected)
    out = []
    for p in raw:
        ok = isinstance(p, list) and len(p) == 2 and all(
            isinstance(v, int) and not isinstance(v, bool) and -MAX_COORD <= v <= MAX_COORD for v in p)
        if not ok:
            raise t.error("points", p, expected)
        out.append((p[0], p[1]))
    return tuple(out)


def _pickup(t: Table) -> Pickup:
    p = Pickup(x=t.int("x", lo=-MAX_COORD, hi=MAX_COORD), y=t.int("y", lo=-MAX_COORD, hi=MAX_COORD),
               kind=t.str("kind", choices=ITEMS), respawn=t.int("respawn", DEFAULT_RESPAWN, lo=1, hi=36000))
    t.done()
    return p


def parse(t: Table, book: Any = None) -> RacesConfig:
    """Read one ``[[races]]`` table, refusing a degenerate track with the field and the reason."""
    closed = t.bool("closed", True)
    config = RacesConfig(
        points=_points(t),
        half_width=t.int("half_width", lo=8, hi=400),
        seats=t.int("seats", 4, lo=MIN_SEATS, hi=MAX_SEATS),
        closed=closed,
        laps=t.int("laps", 3 if closed else 1, lo=1, hi=99),
        boost_pads=tuple(t.list("boost_pads", [], of="int", max_len=MAX_POINTS, lo=0, hi=MAX_POINTS)),
        pickups=tuple(_pickup(p) for p in t.tables("pickups", [], max_len=MAX_PICKUPS)),
        countdown=t.int("countdown", 180, lo=0, hi=600),
        finish_grace=t.int("finish_grace", 600, lo=0, hi=36000),
        time_limit=t.int("time_limit", 7200, lo=60, hi=108000),
        prizes=tuple(t.list("prizes", [], of="int", max_len=MAX_SEATS, lo=0, hi=1_000_000)),
    )
    found = config.problem()
    if found:
        field, reason = found
        raise t.fail(reason, field)
    return config


def for_round(config: RacesConfig, knobs: Mapping[str, int], seats: int) -> RacesConfig:
    """Return the race run over ``laps`` laps (a party night's knob), seating ``seats``."""
    unknown = [k for k in knobs if k != "laps"]
    if unknown:
        raise ValueError(f"Racing has no knob {unknown[0]!r}; it knows laps.")
    laps = knobs.get("laps", config.laps)
    if not config.closed and laps != 1:
        raise ValueError(f"A sprint runs once; laps = {laps} makes sense only on a circuit.")
    return replace(config, laps=laps, seats=seats)


# The how-to-play card (``ModeSpec.howto``): the goal, the controls, the rules a newcomer trips on.
HOWTO = {
    "goal": "Finish the laps (or the sprint) ahead of the other racers.",
    "controls": [("Cross", "accelerate"), ("Square", "brake"), ("Left/Right", "steer"),
                 ("R1", "spend a full boost meter"), ("Triangle", "use the power-up you hold")],
    "rules": ["A lap counts only through every gate in order: a cut corner counts, a skipped stretch never does.",
              "Driving over a power-up takes it if your hands are empty: boost, hop (over bumps), shield, slow "
              "(every rival).",
              "The edge pushes you back and costs speed; bumping from behind costs the one behind.",
              "The boost meter refills in four seconds."],
}
