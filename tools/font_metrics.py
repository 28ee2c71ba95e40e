"""Write pycore/prims/fonts.py: the advance widths of the fonts the page ships, read from their WOFF files.

The page draws text in fonts it serves itself (npm's @fontsource packages, pinned in
package-lock.json), with kerning off, so a label's width is the sum of its glyphs' advances.
This reads those advances (and each face's ascent and descent) straight from the WOFF 1.0 files
with the standard library (zlib, struct), so the screens can measure text exactly as the page
will draw it, without a browser. Run it after changing a font:

    python3 tools/font_metrics.py            # writes pycore/prims/fonts.py
    python3 tools/font_metrics.py --check    # exits 1 if the committed table differs (make test runs it)
"""

from __future__ import annotations

import struct
import sys
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "pycore" / "prims" / "fonts.py"
FONTS = ROOT / "node_modules" / "@fontsource"
# (family as the page names it, package, file stem): index = family * 2 + bold
FACES = (
    ("Inter", "inter", "inter-latin-400-normal"),
    ("Inter", "inter", "inter-latin-700-normal"),
    ("Playfair Display", "playfair-display", "playfair-display-latin-400-normal"),
    ("Playfair Display", "playfair-display", "playfair-display-latin-700-normal"),
)
# the characters measured: Latin-1 and the punctuation and signs the screens use
CODEPOINTS = [c for c in range(0x20, 0x7F)] + [c for c in range(0xA0, 0x100)] + [
    0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2026, 0x2032, 0x2033, 0x20AC, 0x2122,
    0x2190, 0x2191, 0x2192, 0x2193, 0x2212, 0x00D7]


def tables(data: bytes) -> dict[str, bytes]:
    """Return a WOFF 1.0 file's tables by tag, decompressed."""
    if data[:4] != b"wOFF":
        raise ValueError("not a WOFF 1.0 file")
    count = struct.unpack_from(">H", data, 12)[0]
    out = {}
    for k in range(count):
        tag, offset, comp, orig, _ = struct.unpack_from(">4sIIII", data, 44 + 20 * k)
        raw = data[offset:offset + comp]
        out[tag.decode("latin-1")] = zlib.decompress(raw) if comp < orig else raw
    return out


def cmap(table: bytes) -> dict[int, int]:
    """Return the character-to-glyph map of a cmap table's Unicode subtable (format 4 or 12)."""
    count = struct.unpack_from(">H", table, 2)[0]
    best = None
    for k in range(count):
        platform, encoding, offset = struct.unpack_from(">HHI", table, 4 + 8 * k)
        fmt = struct.unpack_from(">H", table, offset)[0]
        if (platform, encoding) in ((3, 10), (0, 4)) and fmt == 12:
            best = (offset, fmt)
            break
        if (platform, encoding) in ((3, 1), (0, 3)) and fmt == 4 and best is None:
            best = (offset, fmt)
    if best is None:
        raise ValueError("no Unicode cmap")
    offset, fmt = best
    out: dict[int, int] = {}
    if fmt == 12:
        groups = struct.unpack_from(">I", table, offset + 12)[0]
        for g in range(groups):
            start, end, glyph = struct.unpack_from(">III", table, offset + 16 + 12 * g)
            for c in range(start, end + 1):
                out[c] = glyph + c - start
        return out
    segs = struct.unpack_from(">H", table, offset + 6)[0] // 2
    ends = struct.unpack_from(f">{segs}H", table, offset + 14)
    starts = struct.unpack_from(f">{segs}H", table, offset + 16 + 2 * segs)
    deltas = struct.unpack_from(f">{segs}h", table, offset + 16 + 4 * segs)
    range_at = offset + 16 + 6 * segs
    ranges = struct.unpack_from(f">{segs}H", table, range_at)
    for s in range(segs):
        for c in range(starts[s], ends[s] + 1):
            if c == 0xFFFF:
                continue
            if ranges[s] == 0:
                glyph = (c + deltas[s]) & 0xFFFF
            else:
                at = range_at + 2 * s + ranges[s] + 2 * (c - starts[s])
                glyph = struct.unpack_from(">H", table, at)[0]
                if glyph:
                    glyph = (glyph + deltas[s]) & 0xFFFF
            if glyph:
                out[c] = glyph
    return out


def face(path: Path) -> dict:
    """Return a face's units per em, ascent, descent and advance by character."""
    t = tables(path.read_bytes())
    upem = struct.unpack_from(">H", t["head"], 18)[0]
    ascent, descent = struct.unpack_from(">hh", t["hhea"], 4)
    metrics = struct.unpack_from(">H", t["hhea"], 34)[0]
    advances = [struct.unpack_from(">H", t["hmtx"], 4 * g)[0] for g in range(metrics)]
    chars = cmap(t["cmap"])
    widths = {}
    for c in CODEPOINTS:
        glyph = chars.get(c)
        if glyph is not None:
            widths[c] = advances[min(glyph, metrics - 1)]
    return {"upem": upem, "ascent": ascent, "descent": -descent, "widths": widths}


def source() -> str:
    faces = []
    for family, package, stem in FACES:
        path = FONTS / package / "files" / f"{stem}.woff"
        if not path.is_file():
            raise SystemExit(f"{path} is missing: run `npm ci` (make install) first")
        faces.append((family, stem, face(path)))
    lines = ['"""The shipped fonts\' advance widths, read from their WOFF files by tools/font_metrics.py (do not edit).',
             "",
             "FACES[k] is (family, units per em, ascent, descent, default advance, advances): k = family * 2 + bold,",
             "family 0 Inter (the UI), 1 Playfair Display (titles, card indices). Advances are in font units",
             'by character; a character missing here is measured as the face\'s default (its "0").',
             '"""',
             "",
             "FACES = ("]
    for family, stem, f in faces:
        pairs = ", ".join(f"{c}: {w}" for c, w in sorted(f["widths"].items()))
        default = f["widths"].get(ord("0"), f["upem"] // 2)
        lines.append(f"    # {stem}")
        lines.append(f"    ({family!r}, {f['upem']}, {f['ascent']}, {f['descent']}, {default}, {{{pairs}}}),")
    lines.append(")")
    return "\n".join(lines) + "\n"


def main() -> int:
    text = source()
    if "--check" in sys.argv[1:]:
        if not OUT.is_file() or OUT.read_text(encoding="utf-8") != text:
            print(f"{OUT.relative_to(ROOT)} does not match the shipped fonts: run python3 tools/font_metrics.py")
            return 1
        return 0
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
