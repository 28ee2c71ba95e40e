"""The roulette wheels, the colours, and the betting layout: every standard bet, its numbers, payout and place.

Pockets are ints: 0 to 36, and 37 for the American double zero (shown ``"00"``). A spot of
the layout is one bet: its kind, the pockets it covers, what it pays to one, and where its
chip sits on the stage (the screen draws it there, the pad walks between spots by place).
"""

from __future__ import annotations

from dataclasses import dataclass

DOUBLE_ZERO = 37
EUROPEAN_ORDER = (0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20,
                  14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26)
AMERICAN_ORDER = (0, 28, 9, 26, 30, 11, 7, 20, 32, 17, 5, 22, 34, 15, 3, 24, 36, 13, 1, DOUBLE_ZERO, 27, 10, 25,
                  29, 12, 8, 19, 31, 18, 6, 21, 33, 16, 4, 23, 35, 14, 2)
REDS = (1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36)
PAYS = {"straight": 35, "split": 17, "street": 11, "trio": 11, "corner": 8, "first_four": 8, "top_line": 6,
        "six_line": 5, "dozen": 2, "column": 2, "red": 1, "black": 1, "odd": 1, "even": 1, "low": 1, "high": 1}
EVEN_MONEY = ("red", "black", "odd", "even", "low", "high")

# the layout on the stage: twelve columns of three numbers, zero(s) on the left
X0, Y0, W, H = 40, 116, 20, 16
DOZEN_Y = Y0 + 3 * H
EVEN_Y = DOZEN_Y + 14
ROW_H = 14


def pocket_name(pocket: int) -> str:
    """Return a pocket as shown: ``"00"`` for the double zero, else its number."""
    return "00" if pocket == DOUBLE_ZERO else str(pocket)


def colour(pocket: int) -> str:
    """Return ``"green"``, ``"red"`` or ``"black"``."""
    if pocket in (0, DOUBLE_ZERO):
        return "green"
    return "red" if pocket in REDS else "black"


def wheel_order(american: bool) -> tuple[int, ...]:
    """Return the pockets in order round the wheel."""
    return AMERICAN_ORDER if american else EUROPEAN_ORDER


@dataclass(frozen=True)
class Spot:
    """One bet on the layout: kind, the pockets it covers, the chip's place and its hotspot size."""

    key: str
    kind: str
    numbers: tuple[int, ...]
    x: int
    y: int
    w: int = 6
    h: int = 6

    @property
    def pays(self) -> int:
        """Return what the bet pays to one."""
        return PAYS[self.kind]


def _col_row(n: int) -> tuple[int, int]:
    return (n - 1) // 3, 2 - (n - 1) % 3


def _centre(n: int) -> tuple[int, int]:
    col, row = _col_row(n)
    return X0 + col * W + W // 2, Y0 + row * H + H // 2


def _name(numbers: tuple[int, ...]) -> str:
    return "-".join(pocket_name(n) for n in numbers)


def layout(american: bool) -> tuple[Spot, ...]:
    """Return every spot of the layout: numbers first, then the lines between them, then the outside bets."""
    spots: list[Spot] = []

    def add(kind: str, numbers: tuple[int, ...], x: int, y: int, w: int = 6, h: int = 6) -> None:
        spots.append(Spot(f"{kind}:{_name(numbers)}", kind, numbers, x, y, w, h))

    if american:
        add("straight", (DOUBLE_ZERO,), X0 - W // 2, Y0 + H * 3 // 4, W, H * 3 // 2)
        add("straight", (0,), X0 - W // 2, Y0 + H * 9 // 4, W, H * 3 // 2)
    else:
        add("straight", (0,), X0 - W // 2, Y0 + H * 3 // 2, W, 3 * H)
    for n in range(1, 37):
        x, y = _centre(n)
        add("straight", (n,), x, y, W, H)
    for n in range(1, 37):
        col, row = _col_row(n)
        if n <= 33:
            add("split", (n, n + 3), X0 + (col + 1) * W, _centre(n)[1])
        if n % 3:
            add("split", (n, n + 1), _centre(n)[0], Y0 + row * H)
        if n % 3 == 1:
            add("street", (n, n + 1, n + 2), _centre(n)[0], Y0 + 3 * H)
        if n % 3 and n <= 32:
            add("corner", (n, n + 1, n + 3, n + 4), X0 + (col + 1) * W, Y0 + row * H)
        if n % 3 == 1 and n <= 31:
            add("six_line", (n, n + 1, n + 2, n + 3, n + 4, n + 5), X0 + (col + 1) * W, Y0 + 3 * H)
    if american:
        add("split", (0, DOUBLE_ZERO), X0 - W // 2, Y0 + H * 3 // 2)
        add("split", (0, 1), X0, _centre(1)[1])
        add("split", (0, 2), X0, _centre(2)[1] + 4)
        add("split", (DOUBLE_ZERO, 2), X0, _centre(2)[1] - 4)
        add("split", (DOUBLE_ZERO, 3), X0, _centre(3)[1])
        add("trio", (0, 1, 2), X0, Y0 + 2 * H)
        add("trio", (DOUBLE_ZERO, 2, 3), X0, Y0 + H)
        add("trio", (0, DOUBLE_ZERO, 2), X0 - 4, Y0 + H * 3 // 2)
        add("top_line", (0, DOUBLE_ZERO, 1, 2, 3), X0, Y0 + 3 * H)
    else:
        for n in (1, 2, 3):
            add("split", (0, n), X0, _centre(n)[1])
        add("trio", (0, 1, 2), X0, Y0 + 2 * H)
        add("trio", (0, 2, 3), X0, Y0 + H)
        add("first_four", (0, 1, 2, 3), X0, Y0 + 3 * H)
    for k in range(3):
        add("dozen", tuple(range(12 * k + 1, 12 * k + 13)), X0 + 4 * W * k + 2 * W, DOZEN_Y + ROW_H // 2,
            4 * W, ROW_H)
    for row in range(3):
        first = 3 - row
        add("column", tuple(range(first, 37, 3)), X0 + 12 * W + W // 2, Y0 + row * H + H // 2, W, H)
    outside = (("low", tuple(range(1, 19))), ("even", tuple(range(2, 37, 2))), ("red", REDS),
               ("black", tuple(n for n in range(1, 37) if n not in REDS)), ("odd", tuple(range(1, 37, 2))),
               ("high", tuple(range(19, 37))))
    for k, (kind, numbers) in enumerate(outside):
        spots.append(Spot(kind, kind, numbers, X0 + 2 * W * k + W, EVEN_Y + ROW_H // 2, 2 * W, ROW_H))
    return tuple(spots)


_LAYOUTS = {False: layout(False), True: layout(True)}


def spots_of(american: bool) -> tuple[Spot, ...]:
    """Return the layout of a wheel (built once)."""
    return _LAYOUTS[american]


def returned(spot: Spot, stake: int, pocket: int, la_partage: bool) -> int:
    """Return what a bet of ``stake`` on ``spot`` gives back when ``pocket`` wins (its stake included).

    La partage: an even-money bet gets half its stake back when a zero comes up, on either zero
    of an American wheel (the published rule, 2.63 % on even money there); half an odd stake is
    rounded down, so the table keeps the odd coin.
    """
    if pocket in spot.numbers:
        return stake * (spot.pays + 1)
    if la_partage and pocket in (0, DOUBLE_ZERO) and spot.kind in EVEN_MONEY:
        return stake // 2
    return 0


def neighbour(spots: tuple[Spot, ...], at: int, dx: int, dy: int) -> int:
    """Return the spot the pad reaches from spot ``at`` going (dx, dy): the nearest one that way, else ``at``."""
    here = spots[at]
    best, best_score = at, -1
    for i, s in enumerate(spots):
        ax, ay = s.x - here.x, s.y - here.y
        along = ax * dx + ay * dy
        across = abs(ax * dy) + abs(ay * dx)
        if along <= 0 or across > 2 * along:
            continue
        score = along + 3 * across
        if best_score < 0 or score < best_score:
            best, best_score = i, score
    return best
