"""FNV-1a 64 and a writer that feeds it field by field, for ``state_hash``.

Each field is written with an explicit width and sign so the digest never depends on
Python's object layout: two runtimes that hold the same state produce the same number.
"""

from __future__ import annotations

import builtins
import struct
from typing import Iterable

FNV_OFFSET = 0xCBF29CE484222325
FNV_PRIME = 0x100000001B3
MASK64 = (1 << 64) - 1


def fnv1a64(data: bytes, h: int = FNV_OFFSET) -> int:
    """Return the FNV-1a 64 digest of ``data`` (continuing from ``h``)."""
    prime, mask = FNV_PRIME, MASK64
    for byte in data:
        h = ((h ^ byte) * prime) & mask
    return h


class Digest:
    """Accumulates fields into an FNV-1a 64 digest."""

    __slots__ = ("h",)

    def __init__(self) -> None:
        self.h = FNV_OFFSET

    def bytes(self, data: bytes) -> "Digest":
        """Write raw bytes."""
        self.h = fnv1a64(data, self.h)
        return self

    def int(self, value: int) -> "Digest":
        """Write a signed int as 8 little-endian bytes (two's complement, 64 bits)."""
        self.h = fnv1a64((value & MASK64).to_bytes(8, "little"), self.h)
        return self

    def bool(self, value: bool) -> "Digest":
        """Write a flag as one byte."""
        self.h = fnv1a64(b"\x01" if value else b"\x00", self.h)
        return self

    def str(self, value: str) -> "Digest":
        """Write a string as its UTF-8 length then its bytes."""
        data = value.encode("utf-8")
        self.int(len(data))
        return self.bytes(data)

    def ints(self, values: Iterable[builtins.int]) -> "Digest":
        """Write a sequence of ints, length first, so [1],[2] differs from [1,2]."""
        values = list(values)
        packed = struct.pack(f"<{len(values) + 1}Q", len(values), *(v & MASK64 for v in values))
        self.h = fnv1a64(packed, self.h)
        return self

    def value(self, v: object) -> "Digest":
        """Write plain data (None, bool, int, str, list, tuple, dict) with a type tag each."""
        if v is None:
            self.bytes(b"N")
        elif v is True or v is False:
            self.bytes(b"B").bool(v)
        elif isinstance(v, int):
            self.bytes(b"I").int(v)
        elif isinstance(v, str):
            self.bytes(b"S").str(v)
        elif isinstance(v, (list, tuple)):
            self.bytes(b"L").int(len(v))
            for item in v:
                self.value(item)
        elif isinstance(v, dict):
            self.bytes(b"D").int(len(v))
            for key, item in v.items():
                self.value(key)
                self.value(item)
        else:
            raise TypeError(f"cannot digest a {type(v).__name__}: state must be plain data")
        return self

    def digest(self) -> builtins.int:
        """Return the digest so far as an unsigned 64-bit int."""
        return self.h
