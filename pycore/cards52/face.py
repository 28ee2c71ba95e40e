"""Playing cards as stamped pictures: faces with corner indices at both ends, the standard pip layouts,
court cards with their double-headed figures, and a patterned back.

Each face is drawn once at :data:`W` x :data:`H` (a poker card's 5 : 7) and kept by the page under
its name (``card52/Ah``); a screen stamps it at any size, so a card on the table costs one prim.
A card a seat may not see is its back: the back's picture names no card, so nothing in the
frame says which card lies there.
"""

from __future__ import annotations

from pycore.prims import CENTER, SERIF, Picture, Stage, mix, picture, rgb, with_alpha

W, H = 120, 168
PAPER = rgb(252, 249, 241)
PAPER_EDGE = rgb(204, 196, 180)
RED = rgb(200, 36, 44)
BLACK = rgb(22, 22, 28)
GOLD = rgb(214, 168, 64)
COURT_BLUE = rgb(38, 72, 150)
COURT_YELLOW = rgb(236, 188, 52)
BACK = rgb(146, 28, 42)
BACK_DARK = rgb(96, 14, 26)
RANK_TEXT = {"T": "10"}
# the pips of each rank, as (column, row): column 0 left, 1 centre, 2 right; row 0 top .. 24 bottom
# of the face's middle (those below the middle are drawn upside down, as on a printed card)
PIPS = {
    "2": ((1, 0), (1, 24)),
    "3": ((1, 0), (1, 12), (1, 24)),
    "4": ((0, 0), (2, 0), (0, 24), (2, 24)),
    "5": ((0, 0), (2, 0), (1, 12), (0, 24), (2, 24)),
    "6": ((0, 0), (2, 0), (0, 12), (2, 12), (0, 24), (2, 24)),
    "7": ((0, 0), (2, 0), (1, 6), (0, 12), (2, 12), (0, 24), (2, 24)),
    "8": ((0, 0), (2, 0), (1, 6), (0, 12), (2, 12), (1, 18), (0, 24), (2, 24)),
    "9": ((0, 0), (2, 0), (0, 8), (2, 8), (1, 12), (0, 16), (2, 16), (0, 24), (2, 24)),
    "T": ((0, 0), (2, 0), (1, 4), (0, 8), (2, 8), (0, 16), (2, 16), (1, 20), (0, 24), (2, 24)),
}


def suit_mark(stage: Stage, x: int, y: int, suit: str, color: int, r: int) -> None:
    """Draw a suit's mark (``"c"``, ``"d"``, ``"h"`` or ``"s"``) centred at ``x, y``, ``r`` from its middle to its edge."""
    if suit == "d":
        stage.poly((x, y - r, x + r * 3 // 4, y, x, y + r, x - r * 3 // 4, y), color)
    elif suit == "h":
        k = r * 11 // 20
        stage.ellipse(x - k + 1, y - r // 3, k, k, color)
        stage.ellipse(x + k - 1, y - r // 3, k, k, color)
        stage.poly((x - 2 * k + 1, y - r // 4, x + 2 * k - 1, y - r // 4, x, y + r), color)
    elif suit == "s":
        k = r * 11 // 20
        stage.poly((x, y - r, x + 2 * k - 1, y + r // 5, x - 2 * k + 1, y + r // 5), color)
        stage.ellipse(x - k + 1, y + r // 5, k, k, color)
        stage.ellipse(x + k - 1, y + r // 5, k, k, color)
        stage.poly((x, y + r // 4, x + r // 3, y + r, x - r // 3, y + r), color)
    else:
        k = r * 9 // 20
        stage.ellipse(x, y - r + k, k, k, color)
        stage.ellipse(x - k - k // 3, y + k // 4, k, k, color)
        stage.ellipse(x + k + k // 3, y + k // 4, k, k, color)
        stage.poly((x, y - k // 2, x + r // 3, y + r, x - r // 3, y + r), color)


def _pip(stage: Stage, x: int, y: int, suit: str, color: int, r: int, flipped: bool) -> None:
    if flipped:
        with stage.group(x, y, 2048):
            suit_mark(stage, 0, 0, suit, color, r)
    else:
        suit_mark(stage, x, y, suit, color, r)


def _index(stage: Stage, rank: str, suit: str, color: int) -> None:
    """Draw the top-left index: the rank over a small suit mark."""
    text = RANK_TEXT.get(rank, rank)
    stage.text(15, 7, text, color, 25 if len(text) == 1 else 21, CENTER, SERIF, True)
    suit_mark(stage, 15, 44, suit, color, 8)


def _court(stage: Stage, rank: str, suit: str, color: int) -> None:
    """Draw a court card's framed, double-headed figure (the lower half the upper turned about)."""
    x0, y0, w, h = 27, 24, W - 54, H - 48
    stage.rect(x0, y0, w, h, mix(PAPER, COURT_YELLOW, 1, 5))
    for half in (0, 1):
        with stage.group(W // 2, H // 2, 2048 * half):
            _figure(stage, rank, suit, color, w, h)
    stage.line(x0 + 4, H // 2, x0 + w - 4, H // 2, with_alpha(BLACK, 120), 1)
    stage.box(x0, y0, w, h, color, 2)


def _figure(stage: Stage, rank: str, suit: str, color: int, w: int, h: int) -> None:
    """Draw one head of a court figure above (0, 0), facing the viewer, in the suit's colours."""
    robe, trim = (color, COURT_BLUE) if rank != "J" else (COURT_BLUE, color)
    # shoulders and robe
    stage.poly((-w // 2 + 4, 0, -w // 2 + 8, -20, -14, -30, 14, -30, w // 2 - 8, -20, w // 2 - 4, 0), robe)
    stage.poly((-6, -30, 6, -30, 3, 0, -3, 0), COURT_YELLOW)
    stage.path([-w // 2 + 8, -20, -14, -30, 14, -30, w // 2 - 8, -20], trim, 3)
    # the face
    stage.ellipse(0, -42, 11, 13, rgb(250, 218, 184))
    stage.ellipse(-4, -44, 1, 2, BLACK)
    stage.ellipse(4, -44, 1, 2, BLACK)
    stage.line(-3, -36, 3, -36, rgb(180, 80, 70), 1)
    if rank == "K":
        stage.poly((-12, -54, -12, -66, -6, -59, 0, -69, 6, -59, 12, -66, 12, -54), COURT_YELLOW)
        stage.path([-12, -54, -12, -66, -6, -59, 0, -69, 6, -59, 12, -66, 12, -54], BLACK, 1, closed=True)
        stage.poly((-10, -34, 10, -34, 0, -24), rgb(120, 90, 70))          # the beard
    elif rank == "Q":
        stage.ellipse(0, -52, 13, 6, COURT_BLUE)
        stage.poly((-9, -55, -5, -64, 0, -58, 5, -64, 9, -55), COURT_YELLOW)
        stage.ellipse(-17, -14, 5, 5, COURT_YELLOW)                         # her flower
        stage.ellipse(-17, -14, 2, 2, color)
    else:
        stage.poly((-13, -52, 13, -52, 9, -62, -9, -62), color)             # the cap
        stage.path([9, -62, 18, -72, 14, -58], COURT_YELLOW, 3)              # its feather
    # the suit's emblem at the figure's shoulder
    suit_mark(stage, w // 2 - 12, -h // 2 + 12, suit, color, 7)


def _draw_face(stage: Stage, code: str) -> None:
    rank, suit = code[0], code[1]
    color = RED if suit in "hd" else BLACK
    stage.rrect(0, 0, W, H, 9, PAPER)
    stage.rrbox(0, 0, W, H, 9, PAPER_EDGE, 2)
    _index(stage, rank, suit, color)
    with stage.group(W, H, 2048):
        _index(stage, rank, suit, color)
    if rank == "A":
        big = 30 if suit != "s" else 36
        suit_mark(stage, W // 2, H // 2, suit, color, big)
        if suit == "s":
            stage.ring(W // 2, H // 2, 44, 44, with_alpha(BLACK, 60), 1)
    elif rank in "JQK":
        _court(stage, rank, suit, color)
    else:
        left, right, top, bottom = 38, W - 38, 32, H - 32
        r = 11 if rank in "9T" else 12
        for col, row in PIPS[rank]:
            x = (left, W // 2, right)[col]
            y = top + (bottom - top) * row // 24
            _pip(stage, x, y, suit, color, r, row > 12)


def _draw_back(stage: Stage) -> None:
    stage.rrect(0, 0, W, H, 9, PAPER)
    stage.rrbox(0, 0, W, H, 9, PAPER_EDGE, 2)
    stage.rrect(7, 7, W - 14, H - 14, 6, BACK)
    stage.push()
    stage.clip(7, 7, W - 14, H - 14, 6)
    for k in range(-12, 16):                    # a diamond lattice of fine lines
        stage.line(7 + k * 12, 7, 7 + k * 12 + 160, 167, with_alpha(BACK_DARK, 255), 3)
        stage.line(7 + k * 12, 7, 7 + k * 12 - 160, 167, with_alpha(BACK_DARK, 255), 3)
    stage.pop()
    stage.rrbox(11, 11, W - 22, H - 22, 4, with_alpha(GOLD, 200), 2)
    stage.ellipse(W // 2, H // 2, 26, 34, BACK_DARK)
    stage.ring(W // 2, H // 2, 26, 34, GOLD, 3)
    stage.text(W // 2, H // 2 - 20, "P", GOLD, 34, CENTER, SERIF, True)


def face_picture(code: str) -> Picture:
    """Return the picture of the card ``code`` (``"Ah"``)."""
    return picture(f"card52/{code}", W, H, lambda stage: _draw_face(stage, code))


def back_picture() -> Picture:
    """Return the picture of a card's back (the same for every card)."""
    return picture("card52/back", W, H, _draw_back)


def face(stage: Stage, x: int, y: int, code: str, w: int, h: int) -> None:
    """Stamp the face of the card ``code`` (``"Ah"``) into the box at ``x, y`` of ``w`` by ``h``."""
    stage.stamp(face_picture(code), x, y, w, h)


def back(stage: Stage, x: int, y: int, w: int, h: int) -> None:
    """Stamp a card's back: what every seat that may not see the face sees."""
    stage.stamp(back_picture(), x, y, w, h)


def card(stage: Stage, x: int, y: int, code: "str | None", w: int = W, h: int = H, shadow: bool = True,
         lifted: int = 0) -> None:
    """Draw a card lying on a table (its face, or its back when ``code`` is None) with its shadow under it."""
    if shadow:
        stage.rrect(x + 2 + lifted // 3, y + 4 + lifted, w, h, max(2, w * 9 // W), rgb(0, 0, 0, 90))
    if code is None:
        back(stage, x, y, w, h)
    else:
        face(stage, x, y, code, w, h)
