"""Card tables: the room, felt lit from above in a wooden rail, the dealer button, the turn line, and cards
laid, fanned, dealt from the shoe and turned over.

Every card table (poker, blackjack, Durak) is built from these, so the felt, the rail and a card's
flight look the same wherever they are drawn. Nothing here reads a rule: a screen says where
things lie and what shows; the motion kit moves them there.
"""

from __future__ import annotations

from typing import Callable, Hashable, Sequence

from pycore.cards52 import face as cards
from pycore.look import motion as motions
from pycore.look.style import (BACKDROP, CAPTION, DIM, FELT, GOLD, HEAD, INK, PAPER, PAPER_INK, SMALL, WOOD, WOOD_DARK,
                               WOOD_LIGHT)
from pycore.prims import CENTER, LEFT, SANS, SERIF, Picture, Stage, fit, line_height, measure, mix, picture, rgb, with_alpha

WHITE, BLACK = rgb(255, 255, 255), rgb(0, 0, 0)
MENU_CORNER = 116          # the page's menu button lies over the stage's top-right corner


def room(stage: Stage, color: int = BACKDROP) -> None:
    """Fill the stage with the room round a table (a warm light over its middle) and letterbox in its colour."""
    stage.backdrop = color
    stage.radial(stage.width // 2, stage.height // 2, stage.width * 2 // 3,
                 [(0, mix(color, rgb(70, 52, 40), 1, 2)), (1024, color)])
    stage.rect(0, 0, stage.width, stage.height, color)


def still(stage: Stage, name: str, draw: Callable[[Stage], None], color: int = BACKDROP) -> None:
    """Stamp what never moves on a table (the room, the felt and its rail, its printing) as one picture of the
    whole stage, drawn once by ``draw`` and kept by the page under ``name`` (which must say all it depends on)."""
    stage.backdrop = color
    stage.stamp(picture(name, stage.width, stage.height, draw), 0, 0)


def felt(stage: Stage, x: int, y: int, w: int, h: int, rail: int = 24, cloth: int = FELT, r: "int | None" = None,
         line: bool = True) -> None:
    """Draw a table seen from above: felt in the box, lit in its middle and falling off to a wooden rail round it.

    ``r`` rounds the felt's corners (half its height, the default, makes the stadium of a poker
    table; a small one a blackjack or Durak table's edge).
    """
    r = h // 2 if r is None else r
    ox, oy, ow, oh, orad = x - rail, y - rail, w + 2 * rail, h + 2 * rail, r + rail
    stage.push()
    stage.shadow(34, 0, 16, rgb(0, 0, 0, 190))
    stage.rrect(ox, oy, ow, oh, orad, WOOD_DARK)
    stage.pop()
    stage.linear(ox, oy, ox, oy + oh, [(0, WOOD_LIGHT), (420, WOOD), (1024, WOOD_DARK)])
    stage.rrect(ox, oy, ow, oh, orad, WOOD)
    stage.rrbox(ox + 3, oy + 3, ow - 6, oh - 6, max(0, orad - 3), rgb(255, 226, 180, 60), 2)   # the rail's sheen
    stage.rrbox(ox, oy, ow, oh, orad, rgb(30, 16, 10), 2)
    stage.rrect(x - 5, y - 5, w + 10, h + 10, r + 5, rgb(24, 14, 9))                          # the lip
    # the felt: a radial light squashed to the table's shape (drawn in a group scaled to it)
    sy = max(1, h * 1024 // max(1, w))
    with stage.group(x + w // 2, y + h // 2, 0, 1024, sy):
        lh = w                                      # the felt's height in the group's units
        stage.radial(0, -lh // 8, w * 3 // 5, [(0, mix(cloth, WHITE, 1, 4)), (520, cloth),
                                                (1024, mix(cloth, BLACK, 1, 2))])
        stage.rrect(-w // 2, -lh // 2, w, lh, r * 1024 // sy, cloth)
    if line:
        inset = max(10, min(w, h) // 14)
        stage.rrbox(x + inset, y + inset, w - 2 * inset, h - 2 * inset, max(0, r - inset), with_alpha(WHITE, 34), 2)


def turn_line(stage: Stage, text: str, sub: str = "", color: int = INK, width: "int | None" = None) -> None:
    """Draw the top band's turn line (whose move, what the rules ask) and a second line under it, left of the corner."""
    width = (stage.width - MENU_CORNER - 48) if width is None else width
    stage.text(24, 10, fit(text, width, HEAD, SANS, True), color, HEAD, LEFT, SANS, True)
    if sub:
        stage.text(24, 10 + line_height(HEAD, SANS, True) + 2, fit(sub, width, SMALL), DIM, SMALL, LEFT)


def _button_picture(r: int) -> Picture:
    def draw(s: Stage) -> None:
        c = r + 2
        s.ellipse(c + 1, c + 3, r, r, rgb(0, 0, 0, 110))
        s.radial(c, c, r, [(0, PAPER), (1024, rgb(214, 204, 186))], c - r // 3, c - r // 3)
        s.ellipse(c, c, r, r, PAPER)
        s.ring(c, c, r - 3, r - 3, rgb(160, 140, 110), 1)
        size = r * 5 // 4
        s.text(c, c - line_height(size, SERIF, True) // 2, "D", PAPER_INK, size, CENTER, SERIF, True)

    return picture(f"table/dealer{r}", 2 * r + 5, 2 * r + 6, draw)


def dealer_button(stage: Stage, cx: int, cy: int, r: int = 14) -> None:
    """Stamp the dealer button (a white disc marked D) centred on (cx, cy)."""
    pic = _button_picture(r)
    stage.stamp(pic, cx - r - 2, cy - r - 2)


def lay(stage: Stage, code: "str | None", x: int, y: int, w: int, h: int, angle: int = 0, turn: int = 1024,
        lift: int = 0, shadow: bool = True, glow: int = 0) -> None:
    """Draw a card with its box at (x, y), turned ``angle`` (4096 a turn) about its middle and narrowed to
    ``turn``/1024 of its width (half-way through a flip); ``code`` None is its back; ``glow`` rings it in gold."""
    with stage.group(x + w // 2, y + h // 2 - lift, angle, max(1, turn), 1024):
        if glow:
            stage.rrect(-w // 2 - 4, -h // 2 - 4, w + 8, h + 8, max(4, w // 10), with_alpha(GOLD, glow))
        cards.card(stage, -w // 2, -h // 2, code, w, h, shadow, lift)


def fan(n: int, cx: int, w: int, spread: int, most: int, turn: int = 0) -> list[tuple[int, int]]:
    """Return the x of each of ``n`` cards ``w`` wide fanned about ``cx`` (``spread`` apart, squeezed to ``most``
    wide in all) and each one's angle (``turn`` between neighbours, 4096 a turn)."""
    if n <= 0:
        return []
    step = spread if n == 1 else min(spread, max(8, (most - w) // (n - 1)))
    left = cx - (step * (n - 1) + w) // 2
    mid2 = n - 1
    return [(left + k * step, (2 * k - mid2) * turn // 2) for k in range(n)]


def drop(k: int, n: int, arc: int) -> int:
    """Return how far below the fan's top the ``k``-th of ``n`` cards lies (an arc ``arc`` deep at its ends)."""
    if n <= 1:
        return 0
    d = (2 * k - (n - 1)) * 1024 // (n - 1)          # -1024 .. 1024
    return arc * d * d // (1024 * 1024)


def delayed(wait: int, frames: int, ease: Callable[[int], int] = motions.out_cubic) -> Callable[[int], int]:
    """Return an easing that stays at 0 for ``wait`` of ``frames`` frames, then eases the rest of the way."""
    wait = max(0, min(wait, frames - 1))
    hold = wait * motions.ONE // max(1, frames)

    def eased(t: int) -> int:
        if t <= hold:
            return 0
        return ease((t - hold) * motions.ONE // max(1, motions.ONE - hold))

    return eased


def deal(stage: Stage, key: Hashable, code: "str | None", x: int, y: int, w: int, h: int,
         start: Sequence[int], angle: int = 0, wait: int = 0, frames: int = 18, turn_over: bool = True,
         glow: int = 0) -> int:
    """Draw a card dealt from ``start`` (the shoe, the talon) to (x, y): it flies there, and a face-up card turns
    over in the last third of its flight. Return how far it has come (0..1024). (Its sound is the mode's
    ``sounds`` hook's to name.)

    The card is named by ``key`` (the same card keeps its key while it lies on the table); a key
    seen for the first time flies in, one already drawn glides to its new place when it moves, and
    one drawn as its back turns over where it lies when its face comes (a dealer's hole card, a
    hand shown down).
    """
    m = motions.of(stage)
    total = frames + wait
    px, py = m.glide(("card", key), x, y, total, delayed(wait, total), start=start)
    p = m.progress(("card", key))
    shown, width = code, 1024
    if code is not None and turn_over and p < 1024:
        held = wait * 1024 // max(1, total)
        t = 0 if p <= held else (p - held) * 1024 // max(1, 1024 - held)
        if t < 640:
            shown = None
        else:
            u = (t - 640) * 1024 // 384          # 0..1024 over the last part: back narrows, face widens
            width = abs(1024 - 2 * u) or 1
            shown = code if u >= 512 else None
    if p >= 1024:                                 # landed: it turns over where it lies when its face comes (a hole card)
        width, up = m.flip(("turn", key), code is not None)
        shown = code if up else None
    lift = motions.hump(p, 10) if p < 1024 else 0
    lay(stage, shown, px, py, w, h, angle, width, lift, glow=glow)
    return p


def turn(stage: Stage, key: Hashable, code: "str | None", face_up: bool, x: int, y: int, w: int, h: int,
         angle: int = 0) -> None:
    """Draw a card that may turn over where it lies (a dealer's hole card): it flips when ``face_up`` changes."""
    m = motions.of(stage)
    width, up = m.flip(("turn", key), face_up)
    lay(stage, code if up else None, x, y, w, h, angle, width)


def slide(stage: Stage, key: Hashable, x: int, y: int, start: Sequence[int], frames: int = 18) -> tuple[int, int, int]:
    """Return where a thing sliding from ``start`` to (x, y) is now, and how far it has come (0..1024)."""
    m = motions.of(stage)
    px, py = m.glide(key, x, y, frames, motions.in_out_cubic, start=start)
    return px, py, m.progress(key)


def pill(stage: Stage, cx: int, y: int, text: str, color: int = INK, back: int = rgb(0, 0, 0, 160),
         size: int = SMALL) -> int:
    """Draw a figure in a dark pill centred at cx (a bet's amount, the pot); return its width."""
    w = measure(text, size, SANS, True) + 18
    stage.rrect(cx - w // 2, y, w, size + 10, (size + 10) // 2, back)
    stage.text(cx, y + 5, text, color, size, CENTER, SANS, True)
    return w


def caption_over(stage: Stage, cx: int, y: int, text: str, width: int, color: int = GOLD) -> None:
    """Draw a small caption in a dark pill, cut to ``width`` (what a shown hand makes, a hand's total)."""
    pill(stage, cx, y, fit(text, width, CAPTION, SANS, True), color, rgb(0, 0, 0, 170), CAPTION)


__all__ = ["room", "still", "felt", "turn_line", "dealer_button", "lay", "fan", "drop", "delayed", "deal", "turn", "slide",
           "pill", "caption_over", "MENU_CORNER"]
