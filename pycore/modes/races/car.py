"""A racer's state and the driving constants, all 20.12 fixed point per frame and 12-bit angles."""

from __future__ import annotations

import struct

from pycore.kernel.digest import Digest
from pycore.kernel.fx import ONE, Angle, Fx

RADIUS: Fx = 5 * ONE                 # a racer's body, for bumps and pickups
TOP_SPEED: Fx = 3 * ONE              # units a frame on the throttle
BOOST_SPEED: Fx = 5 * ONE            # units a frame while boosting
ACCEL: Fx = ONE // 20                # a second from standstill to top speed
BRAKE: Fx = ONE * 3 // 20
DRAG: Fx = ONE // 64                 # coasting with neither pedal
OVERSPEED_DECAY: Fx = ONE // 10      # how fast speed above the cap bleeds away
TURN: Angle = 40                     # a frame's steering at full grip (about 3.5 degrees)
GRIP_SPEED: Fx = ONE                 # below this speed steering weakens in proportion
EDGE_KEEP = (7, 8)                   # speed kept sliding along the edge
BUMP_LOSS = (1, 4)                   # speed the racer behind loses in a bump
METER_FULL = 240                     # boost meter units; it refills one a frame
METER_BOOST = 60                     # frames of boost a full meter buys
PAD_BOOST = 24                       # frames of boost a boost-pad segment gives
ITEM_BOOST = 100
HOP_FRAMES = 40
SHIELD_FRAMES = 600
SLOW_FRAMES = 120
SLOW_PERCENT = 55
PICKUP_REACH: Fx = RADIUS + 4 * ONE
GRID_GAP: Fx = 20 * ONE              # between rows of the starting grid
NO_ITEM = ""
# a racer's fields in the state hash, each at an explicit width: 32-bit signed for
# coordinates, speeds, distances and frames; 16-bit unsigned for angles, timers and indices
_FIELDS = struct.Struct("<HiiHiHHHHHHiHiHii")


class Racer:
    """One seat's car: pose, speed, timers, power-up, and its progress round the course."""

    __slots__ = ("seat", "x", "y", "heading", "speed", "meter", "boost", "hop", "shield", "slow",
                 "item", "seg", "along", "next", "passed", "lap", "finished", "line")

    def __init__(self, seat: int, x: Fx, y: Fx, heading: Angle, seg: int, along: Fx, next_gate: int) -> None:
        self.seat = seat
        self.x, self.y, self.heading = x, y, heading
        self.speed: Fx = 0
        self.meter = 0
        self.boost = 0        # frames left at boost speed
        self.hop = 0          # frames left in the air
        self.shield = 0       # frames left of free bumps
        self.slow = 0         # frames left at the slowed cap
        self.item = NO_ITEM
        self.seg, self.along = seg, along
        self.next = next_gate
        self.passed = 0       # gates passed since the start: laps and checkpoints in one count
        self.lap = 0
        self.finished = -1    # the frame it crossed the line, or -1
        self.line: Fx = 0     # the AI's lateral offset from the centerline

    @property
    def is_racing(self) -> bool:
        """True until the racer crosses the finish line."""
        return self.finished < 0

    def cap(self) -> Fx:
        """Return the speed the racer may hold now (boost speed, or 55 % of top while slowed)."""
        if self.slow:
            return TOP_SPEED * SLOW_PERCENT // 100
        return BOOST_SPEED if self.boost else TOP_SPEED

    def write(self, d: Digest) -> None:
        """Write every field into the state hash."""
        d.bytes(_FIELDS.pack(self.seat, self.x, self.y, self.heading, self.speed, self.meter, self.boost,
                             self.hop, self.shield, self.slow, self.seg, self.along, self.next, self.passed,
                             self.lap, self.finished, self.line))
        d.str(self.item)

    def to_plain(self) -> dict:
        """Return the racer as plain data for views."""
        return {"seat": self.seat, "x": self.x, "y": self.y, "heading": self.heading, "speed": self.speed,
                "meter": self.meter, "boost": self.boost, "hop": self.hop, "shield": self.shield,
                "slow": self.slow, "item": self.item, "seg": self.seg, "next": self.next,
                "passed": self.passed, "lap": self.lap, "finished": self.finished}
