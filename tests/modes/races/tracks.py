"""Small tracks and sessions for racing's rule tests, built straight from configs."""

from __future__ import annotations

from pycore.kernel.fx import ONE
from pycore.kernel.session import Seat
from pycore.modes.races.config import Pickup, RacesConfig
from pycore.modes.races.rules import RacesSession

# a 200-unit square circuit, clockwise on screen: segment 0 runs along +x at y = 0
SQUARE = ((0, 0), (200, 0), (200, 200), (0, 200))
# a sprint along +x, then a gentle bend down to the finish at (400, 50)
SPRINT = ((0, 0), (200, 0), (400, 50))
HW = 30


def square(**overrides) -> RacesConfig:
    """Return a square circuit with no countdown, two laps and long clocks unless overridden."""
    base = dict(points=SQUARE, half_width=HW, seats=2, closed=True, laps=2, countdown=0,
                finish_grace=600, time_limit=6000)
    base.update(overrides)
    return RacesConfig(**base)


def sprint(**overrides) -> RacesConfig:
    """Return a short sprint with no countdown."""
    base = dict(points=SPRINT, half_width=HW, seats=2, closed=False, laps=1, countdown=0,
                finish_grace=600, time_limit=6000)
    base.update(overrides)
    return RacesConfig(**base)


def session(config: RacesConfig, seats: int = 0, seed: int = 1, ai: str = "") -> RacesSession:
    """Open a race of human seats (or AI seats of tier ``ai``)."""
    n = seats or config.seats
    return RacesSession(config=config, seed=seed, seats=[Seat.ai(ai) if ai else Seat.human() for _ in range(n)])


def place(s: RacesSession, seat: int, x: int, y: int, heading: int = 0, speed: int = 0) -> list:
    """Put racer ``seat`` at world (x, y) and run one frame of its car with no controls."""
    r = s.racers[seat]
    r.x, r.y, r.heading, r.speed = x * ONE, y * ONE, heading, speed
    return s.drive(seat)


def park(s: RacesSession, seat: int, x: int, y: int) -> None:
    """Move racer ``seat`` to world (x, y) without running a frame (out of the way of a test)."""
    r = s.racers[seat]
    r.x, r.y, r.speed = x * ONE, y * ONE, 0
    r.seg, _, r.along = s.track.nearest(r.x, r.y)




# a larger circuit than the stage, with boost pads and a spot of every power-up
HARBOUR = ((0, 0), (300, 0), (420, 40), (520, 0), (700, 0), (760, 60), (760, 200), (700, 260), (520, 260),
           (460, 320), (460, 440), (400, 500), (100, 500), (40, 440), (40, 300), (-40, 220), (-60, 60))
HARBOUR_PICKUPS = (Pickup(600, 15, "hop"), Pickup(760, 130, "shield"), Pickup(600, 250, "slow"),
                   Pickup(460, 380, "boost"), Pickup(250, 490, "hop"), Pickup(250, 510, "slow"),
                   Pickup(40, 370, "shield"), Pickup(-50, 140, "boost"))


def harbour(**overrides) -> RacesConfig:
    """Return the harbour circuit: 32 half-width, pads on segments 3 and 11, eight pickups."""
    base = dict(points=HARBOUR, half_width=32, seats=4, closed=True, laps=2, boost_pads=(3, 11),
                pickups=HARBOUR_PICKUPS, countdown=60, finish_grace=300, time_limit=4000)
    base.update(overrides)
    return RacesConfig(**base)


# a winding sprint of eleven segments
CANYON = ((0, 0), (250, 0), (350, 80), (350, 250), (250, 350), (250, 500), (400, 600), (650, 600),
          (750, 500), (750, 300), (900, 200), (1100, 200))


def canyon(**overrides) -> RacesConfig:
    """Return the canyon sprint with two boost pads and four pickups."""
    base = dict(points=CANYON, half_width=28, seats=4, closed=False, laps=1, boost_pads=(6, 10),
                pickups=(Pickup(350, 160, "boost"), Pickup(250, 420, "shield"), Pickup(520, 590, "slow"),
                         Pickup(750, 400, "hop")),
                countdown=60, finish_grace=240, time_limit=3000)
    base.update(overrides)
    return RacesConfig(**base)
