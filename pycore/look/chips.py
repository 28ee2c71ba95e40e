"""Casino chips as stamped pictures: a chip seen from above, a stack seen from the side, coloured by denomination.

The colours are the casino's: 1 white, 5 red, 25 green, 100 black, 500 purple, 1000 yellow,
5000 orange. :func:`stack` splits an amount into the fewest chips and draws them as stacked
discs side by side, each column one stamp.
"""

from __future__ import annotations

from pycore.prims import CENTER, SANS, Picture, Stage, line_height, measure, mix, picture, rgb

DENOMINATIONS = (5000, 1000, 500, 100, 25, 5, 1)
COLOURS = {1: (rgb(236, 232, 224), rgb(40, 80, 160)), 5: (rgb(200, 40, 44), rgb(250, 246, 236)),
           25: (rgb(36, 140, 72), rgb(250, 246, 236)), 100: (rgb(28, 28, 32), rgb(236, 200, 96)),
           500: (rgb(112, 48, 150), rgb(250, 246, 236)), 1000: (rgb(236, 196, 52), rgb(120, 60, 20)),
           5000: (rgb(232, 120, 40), rgb(250, 246, 236))}
R = 22                 # a chip's radius in its picture
EDGE = 5               # how high one chip stands, seen from the side


def _top(stage: Stage, value: int) -> None:
    body, spot = COLOURS[value]
    c = R + 1
    stage.ellipse(c, c + 2, R, R, rgb(0, 0, 0, 90))
    stage.ellipse(c, c, R, R, body)
    for k in range(8):                              # the edge spots
        stage.pie(c, c, R, k * 512 + 128, k * 512 + 384, spot)
    stage.ellipse(c, c, R - 5, R - 5, body)
    stage.ring(c, c, R - 8, R - 8, mix(spot, body, 1, 2), 2)
    text = str(value) if value < 1000 else f"{value // 1000}K"
    size = 13 if len(text) <= 2 else 11
    stage.text(c, c - line_height(size, SANS, True) // 2, text, spot, size, CENTER, SANS, True)


def chip_picture(value: int) -> Picture:
    """Return the picture of one chip of ``value`` seen from above (``2 * R + 2`` square)."""
    return picture(f"chip/{value}", 2 * R + 2, 2 * R + 4, lambda stage: _top(stage, value))


def _column(stage: Stage, value: int, count: int) -> None:
    body, spot = COLOURS[value]
    h = count * EDGE + 2 * 9
    for k in range(count):                          # from the bottom up: each chip's rim, striped
        y = h - 9 - k * EDGE
        stage.ellipse(R, y, R, 9, mix(body, rgb(0, 0, 0), 1, 3))
        stage.rect(0, y - EDGE, 2 * R, EDGE, mix(body, rgb(0, 0, 0), 1, 5))
        for j in range(3):
            stage.rect(6 + j * 14, y - EDGE, 6, EDGE, spot)
        stage.ellipse(R, y - EDGE, R, 9, body)
    top = h - 9 - count * EDGE
    stage.ring(R, top, R - 6, 5, spot, 2)


def column_picture(value: int, count: int) -> Picture:
    """Return the picture of ``count`` chips of ``value`` stacked, seen from the side (``2 * R`` wide)."""
    count = max(1, min(count, 20))
    return picture(f"chips/{value}x{count}", 2 * R, count * EDGE + 18, lambda stage: _column(stage, value, count))


def split(amount: int, most: int = 5) -> list[tuple[int, int]]:
    """Return ``amount`` as (denomination, count) for the fewest chips, at most ``most`` columns (largest first)."""
    out: list[tuple[int, int]] = []
    left = max(0, amount)
    for d in DENOMINATIONS:
        if left >= d and len(out) < most:
            n = min(left // d, 20)
            out.append((d, n))
            left -= d * n
    return out


def stack(stage: Stage, x: int, y: int, amount: int, scale: int = 1024, label: bool = True, most: int = 4) -> int:
    """Draw ``amount`` as chip columns standing on (x, y) (their bottom centre), its figure under them; return the width."""
    cols = split(amount, most)
    if not cols:
        return 0
    w = 2 * R * scale // 1024
    gap = w * 9 // 8
    left = x - (gap * (len(cols) - 1) + w) // 2
    for k, (value, count) in enumerate(cols):
        pic = column_picture(value, count)
        ph = pic.height * scale // 1024
        stage.stamp(pic, left + k * gap, y - ph, w, ph)
    if label:
        text = f"{amount:,}"
        stage.rrect(x - measure(text, 14, SANS, True) // 2 - 8, y + 4, measure(text, 14, SANS, True) + 16, 22, 11,
                    rgb(0, 0, 0, 150))
        stage.text(x, y + 7, text, rgb(255, 236, 180), 14, CENTER, SANS, True)
    return gap * (len(cols) - 1) + w


def chip(stage: Stage, cx: int, cy: int, value: int, r: int = R) -> None:
    """Stamp one chip of ``value`` seen from above, centred on (cx, cy), radius ``r``."""
    pic = chip_picture(value if value in COLOURS else 1)
    stage.stamp(pic, cx - r - r // R, cy - r - r // R, 2 * r + 2 * r // R, 2 * r + 4 * r // R)


def denomination(amount: int) -> int:
    """Return the largest chip that fits in ``amount`` (the chip a bet of it is shown with)."""
    return next((d for d in DENOMINATIONS if amount >= d), 1)
