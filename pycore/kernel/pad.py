"""The pad word: sixteen buttons in the classic PlayStation bit order, and edge detection."""

from __future__ import annotations

from typing import Sequence

Pad = int

SELECT = 1 << 0
L3 = 1 << 1
R3 = 1 << 2
START = 1 << 3
UP = 1 << 4
RIGHT = 1 << 5
DOWN = 1 << 6
LEFT = 1 << 7
L2 = 1 << 8
R2 = 1 << 9
L1 = 1 << 10
R1 = 1 << 11
TRIANGLE = 1 << 12
CIRCLE = 1 << 13
CROSS = 1 << 14
SQUARE = 1 << 15

ALL = 0xFFFF
NAMES: dict[int, str] = {
    SELECT: "Select", L3: "L3", R3: "R3", START: "Start",
    UP: "Up", RIGHT: "Right", DOWN: "Down", LEFT: "Left",
    L2: "L2", R2: "R2", L1: "L1", R1: "R1",
    TRIANGLE: "Triangle", CIRCLE: "Circle", CROSS: "Cross", SQUARE: "Square",
}


def check(word: int) -> Pad:
    """Return ``word`` if it is a valid u16 pad word; raise ValueError naming it otherwise."""
    if not isinstance(word, int) or isinstance(word, bool) or not 0 <= word <= ALL:
        raise ValueError(f"a pad word is an int in 0..65535, got {word!r}")
    return word


def pads_for(seats: int, pads: Sequence[int]) -> list[Pad]:
    """Return one pad word per seat; a short sequence reads as released pads."""
    words = [check(p) for p in list(pads)[:seats]]
    return words + [0] * (seats - len(words))


class Edges:
    """Remembers last frame's pad per seat to tell pressed, held and released apart."""

    __slots__ = ("last", "now")

    def __init__(self, seats: int) -> None:
        self.last = [0] * seats
        self.now = [0] * seats

    def feed(self, pads: Sequence[int]) -> None:
        """Advance one frame with this frame's pad words."""
        self.last = self.now
        self.now = list(pads)

    def pressed(self, seat: int, button: int) -> bool:
        """Return True if ``button`` went down this frame."""
        return bool(self.now[seat] & button and not self.last[seat] & button)

    def held(self, seat: int, button: int) -> bool:
        """Return True if ``button`` is down this frame."""
        return bool(self.now[seat] & button)

    def released(self, seat: int, button: int) -> bool:
        """Return True if ``button`` went up this frame."""
        return bool(self.last[seat] & button and not self.now[seat] & button)

    def state(self) -> list[int]:
        """Return the remembered words, for the state hash."""
        return self.last + self.now
