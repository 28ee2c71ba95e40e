"""Write the web app's icons (static/icons/icon-192.png and icon-512.png), drawn here at build time.

A green baize square with a rounded border and two overlapping playing cards, the front one
showing a red diamond: written as plain RGBA PNGs with zlib, so nothing is downloaded.
"""

from __future__ import annotations

import struct
import sys
import zlib
from pathlib import Path

BAIZE = (16, 36, 26, 255)
RIM = (196, 160, 72, 255)
CARD = (246, 242, 230, 255)
BACK = (150, 40, 48, 255)
EDGE = (40, 40, 40, 255)
PIP = (200, 30, 40, 255)


def pixel(x: int, y: int, n: int) -> tuple[int, int, int, int]:
    """Return the colour of pixel (x, y) of an n x n icon."""
    u, v = x * 1000 // n, y * 1000 // n  # thousandths of the side
    if u < 40 or v < 40 or u > 960 or v > 960:
        return RIM
    if in_card(u, v, 300, 190, 620, 640):
        return CARD if not in_card(u, v, 310, 200, 610, 630) or not in_diamond(u, v, 465, 415, 110) else PIP
    if in_card(u, v, 300, 190, 620, 640, pad=10):
        return EDGE
    if in_card(u, v, 220, 300, 540, 750):
        return BACK if in_card(u, v, 235, 315, 525, 735) else CARD
    if in_card(u, v, 220, 300, 540, 750, pad=10):
        return EDGE
    return BAIZE


def in_card(u: int, v: int, left: int, top: int, right: int, bottom: int, pad: int = 0) -> bool:
    """Say whether (u, v) lies in the rectangle grown by ``pad``."""
    return left - pad <= u <= right + pad and top - pad <= v <= bottom + pad


def in_diamond(u: int, v: int, cu: int, cv: int, r: int) -> bool:
    """Say whether (u, v) lies in the diamond of half-diagonal ``r`` (a bit taller than wide)."""
    return abs(u - cu) * 4 + abs(v - cv) * 3 <= r * 3


def png(n: int) -> bytes:
    """Return an n x n RGBA PNG of the icon."""
    rows = b"".join(b"\0" + bytes(c for x in range(n) for c in pixel(x, y, n)) for y in range(n))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", n, n, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")


def main(static: str) -> None:
    """Write both icons under ``static/icons``."""
    out = Path(static) / "icons"
    out.mkdir(parents=True, exist_ok=True)
    for n in (192, 512):
        (out / f"icon-{n}.png").write_bytes(png(n))
    print(f"{out}: icon-192.png, icon-512.png")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "static")
