"""The parts every screen is built from: panels, buttons, key caps and the hint line, plates, meters, the clock, banners.

Written once, in the visual language of :mod:`pycore.look.style`, and drawn with prims; each
part measures its text in the shipped fonts, so nothing overflows its box. A button has four
states besides its normal one: under the cursor (``focus``), ``pressed``, ``disabled`` (greyed,
with no hotspot) and ``picked`` (the choice made).
"""

from __future__ import annotations

from typing import Sequence

from pycore.look import keys
from pycore.look.style import (BODY, BUTTON_H, CAPTION, DIM, DISPLAY, FAINT, GOLD, GOLD_DARK, GOLD_LIGHT, HEAD, INK,
                               LABEL, PANEL, PANEL_EDGE, PANEL_HI, PAPER, PAPER_INK, RADIUS, RED, SHADE, SMALL, TITLE)
from pycore.prims import (CENTER, LEFT, RIGHT, SANS, SERIF, Stage, fit, line_height, measure, mix, rgb, with_alpha,
                          wrap)

NORMAL, FOCUS, PRESSED, DISABLED, PICKED = "normal", "focus", "pressed", "disabled", "picked"


def panel(stage: Stage, x: int, y: int, w: int, h: int, r: int = RADIUS, fill: int = PANEL, edge: int = PANEL_EDGE,
          shadow: bool = True, alpha: int = 255) -> None:
    """Draw a panel: a rounded card with a soft shadow, lit a little from above, and a fine edge."""
    if shadow:
        stage.push()
        stage.shadow(18, 0, 6, rgb(0, 0, 0, 150))
        stage.rrect(x, y, w, h, r, with_alpha(fill, alpha))
        stage.pop()
    stage.linear(x, y, x, y + h, [(0, with_alpha(mix(fill, PANEL_HI, 3, 4) if fill == PANEL else
                                                 mix(fill, rgb(255, 255, 255), 1, 10), alpha)),
                                  (1024, with_alpha(fill, alpha))])
    stage.rrect(x, y, w, h, r, with_alpha(fill, alpha))
    stage.rrbox(x, y, w, h, r, with_alpha(edge, min(alpha, 200)), 1)


def veil(stage: Stage, alpha: int = 150) -> None:
    """Darken everything drawn so far (under a prompt)."""
    stage.rect(0, 0, stage.width, stage.height, with_alpha(SHADE, alpha))


def title(stage: Stage, x: int, y: int, text: str, width: int, size: int = TITLE, color: int = GOLD,
          align: int = LEFT) -> None:
    """Draw a title in the display face, cut to ``width``."""
    stage.text(x, y, fit(text, width, size, SERIF, True), color, size, align, SERIF, True)


def label(stage: Stage, x: int, y: int, text: str, width: int, size: int = BODY, color: int = INK,
          align: int = LEFT, bold: bool = False) -> int:
    """Draw one line of text cut to ``width``; return its drawn width."""
    text = fit(text, width, size, SANS, bold)
    stage.text(x, y, text, color, size, align, SANS, bold)
    return measure(text, size, SANS, bold)


def paragraph(stage: Stage, x: int, y: int, text: str, width: int, size: int = BODY, color: int = INK,
              lines: int = 0, align: int = LEFT, gap: int = 4) -> int:
    """Draw ``text`` wrapped to ``width`` (at most ``lines``); return the height it took."""
    step = line_height(size) + gap
    rows = wrap(text, width, size, lines=lines)
    stage.said.add(text)
    for k, row in enumerate(rows):
        stage.text(x, y + k * step, row, color, size, align)
    return len(rows) * step


# -- key caps and the hint line ------------------------------------------------------------
def _arrow(stage: Stage, cx: int, cy: int, direction: str, r: int, color: int) -> None:
    pts = {"Up": (0, -r, r, r * 2 // 3, -r, r * 2 // 3), "Down": (0, r, r, -r * 2 // 3, -r, -r * 2 // 3),
           "Left": (-r, 0, r * 2 // 3, -r, r * 2 // 3, r), "Right": (r, 0, -r * 2 // 3, -r, -r * 2 // 3, r)}[direction]
    stage.tri(cx + pts[0], cy + pts[1], cx + pts[2], cy + pts[3], cx + pts[4], cy + pts[5], color)


def _mark(stage: Stage, cx: int, cy: int, button: str, r: int) -> None:
    """Draw a face button's mark (the touch pad's): a cross, a circle, a square or a triangle."""
    if button == "Cross":
        stage.line(cx - r, cy - r, cx + r, cy + r, rgb(143, 184, 255), 3)
        stage.line(cx - r, cy + r, cx + r, cy - r, rgb(143, 184, 255), 3)
    elif button == "Circle":
        stage.ring(cx, cy, r, r, rgb(255, 143, 143), 3)
    elif button == "Square":
        stage.box(cx - r, cy - r, 2 * r, 2 * r, rgb(245, 166, 230), 3)
    else:
        stage.path([cx, cy - r, cx + r, cy + r - 1, cx - r, cy + r - 1], rgb(127, 224, 192), 3, closed=True)


def keycap_width(button: str, size: int = SMALL) -> int:
    """Return how wide :func:`keycap` draws ``button``."""
    text = keys.label(button)
    if keys.symbol(button) or text in keys.ARROWS.values():
        return size + 12
    return max(size + 12, measure(text, size, SANS, True) + 14)


def keycap(stage: Stage, x: int, y: int, button: str, size: int = SMALL) -> int:
    """Draw the player's own key for ``button`` as a key cap at (x, y); return its width."""
    w, h = keycap_width(button, size), size + 12
    stage.rrect(x, y + 2, w, h, 6, rgb(0, 0, 0, 120))
    stage.linear(x, y, x, y + h, [(0, rgb(250, 244, 230)), (1024, rgb(206, 196, 178))])
    stage.rrect(x, y, w, h, 6, PAPER)
    stage.rrbox(x, y, w, h, 6, rgb(120, 108, 92), 1)
    text = keys.label(button)
    if keys.symbol(button):
        _mark(stage, x + w // 2, y + h // 2, button, size // 3 + 1)
    elif text in keys.ARROWS.values():
        _arrow(stage, x + w // 2, y + h // 2, next(b for b, a in keys.ARROWS.items() if a == text), size // 3 + 1,
               PAPER_INK)
    else:
        stage.text(x + w // 2, y + (h - line_height(size, SANS, True)) // 2 + 1, text, PAPER_INK, size, CENTER,
                   SANS, True)
    return w


def on_hand(items: Sequence[tuple[str, str]]) -> list[tuple[str, str]]:
    """Return the hints whose buttons the player's input has, those buttons alone (the touch pad has no L2)."""
    kept = [("/".join(b for b in buttons.split("/") if keys.has(b)), words) for buttons, words in items]
    return [(buttons, words) for buttons, words in kept if buttons]


def hint_width(items: Sequence[tuple[str, str]], size: int = SMALL) -> int:
    """Return how wide :func:`hints` draws ``items``."""
    total = 0
    for buttons, words in on_hand(items):
        for b in buttons.split("/"):
            total += keycap_width(b, size) + 4
        total += measure(words, size) + 22
    return max(0, total - 22)


def hints(stage: Stage, items: Sequence[tuple[str, str]], y: "int | None" = None, x: "int | None" = None,
          size: int = SMALL, color: int = DIM, align: int = CENTER) -> None:
    """Draw the hint line: each (buttons, what they do) as the player's key caps and words.

    ``buttons`` names pad buttons, several joined by "/" ("Left/Right"). Centred at the foot of
    the stage unless told where. A button the player's input lacks (the touch pad's L2) is left
    out, and a hint with none left with it.
    """
    items = on_hand(items)
    while items and hint_width(items, size) > stage.width - 24:
        items.pop()                       # the last (least needed) hints go first when the line is full
    width = hint_width(items, size)
    y = stage.height - size - 22 if y is None else y
    if x is None:
        x = (stage.width - width) // 2 if align == CENTER else 12 if align == LEFT else stage.width - 12 - width
    elif align == CENTER:
        x -= width // 2
    elif align == RIGHT:
        x -= width
    for buttons, words in items:
        for b in buttons.split("/"):
            x += keycap(stage, x, y, b, size) + 4
        stage.text(x + 2, y + 6, words, color, size, LEFT)
        x += measure(words, size) + 22


# -- buttons ---------------------------------------------------------------------------------
def button(stage: Stage, x: int, y: int, w: int, h: int, text: str, action: "dict | None" = None,
           state: str = NORMAL, key: "str | None" = None, size: int = LABEL, tone: int = rgb(70, 56, 44),
           sub: str = "") -> None:
    """Draw a button (with the player's key for it when ``key`` names a pad button) and its hotspot unless disabled.

    ``sub`` is a second, smaller line under the words (an amount: "Call" over "10").
    """
    lit = state in (FOCUS, PICKED)
    face = {DISABLED: mix(tone, rgb(40, 36, 32), 2, 3), PRESSED: mix(tone, rgb(0, 0, 0), 1, 3)}.get(state, tone)
    if lit:
        face = mix(tone, GOLD_DARK, 2, 3)
    down = 2 if state == PRESSED else 0
    if state != PRESSED:
        stage.rrect(x, y + 3, w, h, h // 4, rgb(0, 0, 0, 110))
    stage.linear(x, y + down, x, y + h + down, [(0, mix(face, rgb(255, 255, 255), 1, 6)), (1024, face)])
    stage.rrect(x, y + down, w, h, h // 4, face)
    edge = GOLD_LIGHT if lit else FAINT if state == DISABLED else mix(tone, rgb(255, 255, 255), 1, 4)
    stage.rrbox(x, y + down, w, h, h // 4, edge, 2 if lit else 1)
    ink = FAINT if state == DISABLED else INK
    inner = w - 16
    kx = x + 8
    if key is not None and state != DISABLED and keys.has(key):
        kw = keycap_width(key, CAPTION)
        if kw + 40 < inner:
            keycap(stage, kx, y + down + (h - CAPTION - 12) // 2, key, CAPTION)
            kx += kw + 6
            inner -= kw + 6
    text = fit(text, inner, size, SANS, True)
    if sub:
        lh, sh = line_height(size, SANS, True), line_height(SMALL, SANS, True)
        top = y + down + (h - lh - sh) // 2 + 1
        stage.text(kx + inner // 2, top, text, ink, size, CENTER, SANS, True)
        stage.text(kx + inner // 2, top + lh, fit(sub, inner, SMALL, SANS, True), FAINT if state == DISABLED else
                   GOLD_LIGHT if lit else DIM, SMALL, CENTER, SANS, True)
    else:
        stage.text(kx + inner // 2, y + down + (h - line_height(size, SANS, True)) // 2 + 1, text, ink, size, CENTER,
                   SANS, True)
    if action is not None and state != DISABLED:
        stage.hot(x, y, w, h, action)


def choices(stage: Stage, x: int, y: int, w: int, items: Sequence[tuple[str, "dict | None", str]], cursor: int,
            h: int = BUTTON_H, gap: int = 10, size: int = LABEL) -> None:
    """Draw a row of buttons across ``w``: each (label, action, state), the one at ``cursor`` lit."""
    n = max(1, len(items))
    bw = (w - gap * (n - 1)) // n
    for k, (text, action, state) in enumerate(items):
        if k == cursor and state == NORMAL:
            state = FOCUS
        button(stage, x + k * (bw + gap), y, bw, h, text, action, state, size=size)


# -- plates, badges, meters ---------------------------------------------------------------------
def badge(stage: Stage, x: int, y: int, text: str, color: int = GOLD, ink: int = PAPER_INK, size: int = CAPTION,
          align: int = LEFT) -> int:
    """Draw a pill with ``text`` (a tag: "all-in", "dealer", "you"); return its width."""
    w, h = measure(text, size, SANS, True) + 16, size + 10
    x -= w // 2 if align == CENTER else w if align == RIGHT else 0
    stage.rrect(x, y, w, h, h // 2, color)
    stage.text(x + w // 2, y + (h - line_height(size, SANS, True)) // 2 + 1, text, ink, size, CENTER, SANS, True)
    return w


def avatar(stage: Stage, cx: int, cy: int, r: int, name: str, color: int) -> None:
    """Draw a seat's token: a disc in its colour with its initial."""
    stage.radial(cx, cy, r, [(0, mix(color, rgb(255, 255, 255), 1, 3)), (1024, mix(color, rgb(0, 0, 0), 1, 3))],
                 cx - r // 3, cy - r // 3)
    stage.ellipse(cx, cy, r, r, color)
    stage.ring(cx, cy, r, r, rgb(255, 255, 255, 110), 2)
    initial = (name.strip()[:1] or "?").upper()
    size = r * 5 // 4
    stage.text(cx, cy - line_height(size, SANS, True) // 2, initial, rgb(255, 255, 255), size, CENTER, SANS, True,
               rgb(0, 0, 0, 90), 2)


def plate(stage: Stage, x: int, y: int, w: int, name: str, line: str, color: int, active: bool = False,
          out: bool = False, h: int = 56) -> None:
    """Draw a seat's plate: its token, name and one line (a stack, a score), lit gold while it is to act."""
    panel(stage, x, y, w, h, 12, PANEL, GOLD if active else PANEL_EDGE, shadow=True)
    if active:
        stage.rrbox(x - 3, y - 3, w + 6, h + 6, 15, with_alpha(GOLD, 200), 2)
    r = h // 2 - 8
    avatar(stage, x + 8 + r, y + h // 2, r, name, mix(color, rgb(60, 60, 60), 1, 2) if out else color)
    tx, tw = x + 16 + 2 * r, w - 24 - 2 * r
    label(stage, tx, y + 8, name, tw, LABEL, FAINT if out else INK, bold=True)
    label(stage, tx, y + 8 + line_height(LABEL) + 2, line, tw, SMALL, FAINT if out else GOLD_LIGHT if active else DIM)


def meter(stage: Stage, x: int, y: int, w: int, h: int, value: int, most: int, color: int = GOLD,
          back: int = rgb(0, 0, 0, 140)) -> None:
    """Draw a bar filled ``value``/``most`` of the way."""
    stage.rrect(x, y, w, h, h // 2, back)
    fill = w * max(0, min(value, most)) // max(1, most)
    if fill > 0:
        stage.linear(x, y, x, y + h, [(0, mix(color, rgb(255, 255, 255), 1, 3)), (1024, color)])
        stage.rrect(x, y, max(h, fill), h, h // 2, color)


def clock(stage: Stage, x: int, y: int, w: int, frames_left: int, frames_total: int, who: str = "",
          rate: int = 60, size: int = SMALL) -> None:
    """Draw a turn clock: a bar and the seconds left, turning red in the last five, and whose clock it is.

    ``size`` is the text's; the bar is as tall as two thirds of it (a screen laid out on
    320 x 240 passes its own small size). Drawn only while a clock runs on a person's decision.
    """
    seconds = (max(0, frames_left) + rate - 1) // rate
    late = seconds <= 5
    color = RED if late else GOLD
    words = f"{who}: {seconds} s" if who else f"{seconds} s"
    tw = measure(words, size, SANS, True) + max(2, size // 2)
    bar = max(3, size * 2 // 3)
    meter(stage, x, y + (size - bar) // 2, max(10, w - tw), bar, frames_left, max(1, frames_total), color)
    stage.text(x + w, y, words, RED if late else INK, size, RIGHT, SANS, True)


def banner(stage: Stage, text: str, sub: str = "", color: int = GOLD, rise: int = 1024, y: "int | None" = None) -> None:
    """Draw a result across the stage: big words on a band, risen ``rise``/1024 of the way into place."""
    h = DISPLAY + (BODY + 16 if sub else 0) + 36
    cy = stage.height // 2 - h // 2 if y is None else y
    cy += (1024 - rise) * 60 // 1024
    alpha = max(0, min(255, rise * 255 // 1024))
    stage.linear(0, cy, stage.width, cy, [(0, rgb(0, 0, 0, 0)), (300, rgb(0, 0, 0, alpha * 3 // 4)),
                                          (724, rgb(0, 0, 0, alpha * 3 // 4)), (1024, rgb(0, 0, 0, 0))])
    stage.rect(0, cy, stage.width, h, rgb(0, 0, 0, alpha * 3 // 4))
    stage.rect(0, cy, stage.width, 2, with_alpha(color, alpha))
    stage.rect(0, cy + h - 2, stage.width, 2, with_alpha(color, alpha))
    stage.text(stage.width // 2, cy + 16, fit(text, stage.width - 80, DISPLAY, SERIF, True), with_alpha(color, alpha),
               DISPLAY, CENTER, SERIF, True, rgb(0, 0, 0, alpha // 2), 3)
    if sub:
        stage.text(stage.width // 2, cy + 24 + DISPLAY, fit(sub, stage.width - 80, BODY), with_alpha(INK, alpha), BODY,
                   CENTER)


def toast(stage: Stage, text: str, age: int, life: int, y: int = 64, color: int = INK, edge: int = GOLD) -> None:
    """Draw a passing message below the top band (never over the turn line), sliding in and fading out."""
    width = min(stage.width - 80, measure(text, BODY, SANS, True) + 48)
    x = (stage.width - width) // 2
    come = min(1024, age * 1024 // 10)
    go = max(0, min(1024, (life - age) * 1024 // 20))
    alpha = min(come, go) * 255 // 1024
    dy = (1024 - come) * -16 // 1024
    stage.push(0, dy, alpha=alpha)
    panel(stage, x, y, width, 40, 20, rgb(24, 20, 17), edge)
    stage.text(stage.width // 2, y + 11, fit(text, width - 32, BODY, SANS, True), color, BODY, CENTER, SANS, True)
    stage.pop()


def heading(stage: Stage, x: int, y: int, text: str, width: int, color: int = GOLD) -> None:
    """Draw a section heading: small capitals in gold over a fine rule."""
    stage.text(x, y, fit(text.upper(), width, CAPTION, SANS, True), color, CAPTION, LEFT, SANS, True)
    stage.rect(x, y + CAPTION + 6, width, 1, with_alpha(color, 90))


__all__ = ["panel", "veil", "title", "label", "paragraph", "keycap", "keycap_width", "hints", "hint_width",
           "button", "choices", "badge", "avatar", "plate", "meter", "clock", "banner", "toast", "heading",
           "NORMAL", "FOCUS", "PRESSED", "DISABLED", "PICKED", "HEAD", "RED", "DIM", "INK", "GOLD", "PAPER"]
