"""Seeded random streams: SplitMix64 and xoshiro256**, with unbiased draws and Fisher-Yates.

Every session owns its stream and keeps its state in the state hash, so a game is a pure
function of its seed. Both generators follow their published reference code bit for bit.
"""

from __future__ import annotations

from typing import MutableSequence, TypeVar

MASK64 = (1 << 64) - 1
T = TypeVar("T")


def _rotl(x: int, k: int) -> int:
    return ((x << k) | (x >> (64 - k))) & MASK64


class Stream:
    """Draws shared by both generators, built on ``next_u64``."""

    def next_u64(self) -> int:  # pragma: no cover - each generator defines it
        raise NotImplementedError

    def below(self, n: int) -> int:
        """Return a uniform int in ``0 .. n-1`` by rejection (no modulo bias)."""
        if n <= 0:
            raise ValueError(f"below() needs a positive bound, got {n}")
        bits = (n - 1).bit_length()
        while True:
            v = self.next_u64() >> (64 - bits) if bits else 0
            if v < n:
                return v

    def between(self, lo: int, hi: int) -> int:
        """Return a uniform int in ``lo .. hi`` inclusive."""
        return lo + self.below(hi - lo + 1)

    def chance(self, numerator: int, denominator: int) -> bool:
        """Return True with probability ``numerator / denominator``."""
        return self.below(denominator) < numerator

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle ``items`` in place by Fisher-Yates."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def pick(self, items: "list[T] | tuple[T, ...]") -> T:
        """Return one element of a non-empty sequence, uniformly."""
        return items[self.below(len(items))]


class SplitMix64(Stream):
    """Steele, Lea and Flood's SplitMix64 (the reference ``splitmix64.c``)."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK64

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def get_state(self) -> int:
        """Return the whole generator state as one int (for saves and hashes)."""
        return self.state


class Xoshiro256ss(Stream):
    """Blackman and Vigna's xoshiro256** 1.0, seeded through SplitMix64 as its authors advise."""

    __slots__ = ("s",)

    def __init__(self, seed: int) -> None:
        sm = SplitMix64(seed)
        self.s = [sm.next_u64() for _ in range(4)]

    @classmethod
    def from_state(cls, s: "list[int]") -> "Xoshiro256ss":
        """Build a generator with exactly the four given state words."""
        g = cls(0)
        g.s = [v & MASK64 for v in s]
        return g

    def next_u64(self) -> int:
        s = self.s
        result = (_rotl((s[1] * 5) & MASK64, 7) * 9) & MASK64
        t = (s[1] << 17) & MASK64
        s[2] ^= s[0]
        s[3] ^= s[1]
        s[1] ^= s[2]
        s[0] ^= s[3]
        s[2] ^= t
        s[3] = _rotl(s[3], 45)
        return result

    def get_state(self) -> "list[int]":
        """Return the four state words (for saves and hashes)."""
        return list(self.s)
