"""The collectible cards' faces as stamped pictures: a bevelled frame in the rarity's metal, the art window over a
vignette in the element's colour, an element gem, the four strengths on a cross, rarity pips, the owner's colour
showing through the ground and the name strip.

Each face is drawn once under a name that says all it depends on (the card, the owner's
colour) and stamped wherever it lies, at any size: a hand, the grid, a stake pick. A card a
seat may not see is the back (:func:`back`): its picture names no card. The metals and the
element hues come from :mod:`pycore.book.look`, so a card wears the same frame in the binder
and on a table.
"""

from __future__ import annotations

from pycore.book.cards import RARITIES
from pycore.book.look import ELEMENT_COLOURS, METALS
from pycore.kernel.digest import fnv1a64
from pycore.prims import CENTER, SANS, SERIF, Picture, Stage, fit, measure, mix, picture, rgb, with_alpha

W, H = 88, 114                 # a face's own size (stamped at any other)
NAME_W = W - 14                # the name strip's room for the card's name
NAME_SIZES = (11, 10, 9)       # a long name is set smaller before it is cut ("Straw Dummy" at 10, whole)
WHITE, BLACK = rgb(255, 255, 255), rgb(0, 0, 0)
INK = rgb(250, 246, 236)
YOURS = rgb(70, 120, 215)      # the ground of a card that is the player's: Grid Duel's first seat, the card desk


def _frame(stage: Stage, metal: int) -> None:
    """The bevelled metal frame: dark rim, lit face from the top left, a fine inner groove."""
    light, dark = mix(metal, WHITE, 2, 5), mix(metal, BLACK, 2, 5)
    stage.rrect(0, 0, W, H, 9, dark)
    stage.linear(0, 0, W, H, [(0, light), (420, metal), (1024, dark)])
    stage.rrect(1, 1, W - 2, H - 2, 8, metal)
    stage.rrbox(1, 1, W - 2, H - 2, 8, with_alpha(light, 220), 1)
    stage.rrbox(4, 4, W - 8, H - 8, 6, with_alpha(dark, 230), 1)


def _emblem(stage: Stage, element: str, cx: int, cy: int, r: int, ink: int) -> None:
    """The element's sign in the art window: a flame, a drop, a peak, gusts, a sun, a crescent (a gem when none)."""
    if element == "fire":
        stage.path([cx, cy - r, cx + r * 2 // 3, cy + r // 3, cx, cy + r, cx - r * 2 // 3, cy + r // 3], ink, 1, True)
        stage.poly([cx, cy - r, cx + r * 2 // 3, cy + r // 3, cx, cy + r, cx - r * 2 // 3, cy + r // 3], ink)
        stage.ellipse(cx, cy + r // 3, r // 3, r // 2, with_alpha(WHITE, 120))
    elif element == "water":
        stage.ellipse(cx, cy + r // 4, r * 2 // 3, r * 2 // 3, ink)
        stage.tri(cx, cy - r, cx + r * 2 // 3 - 1, cy + r // 4, cx - r * 2 // 3 + 1, cy + r // 4, ink)
        stage.ellipse(cx - r // 4, cy + r // 6, r // 6, r // 4, with_alpha(WHITE, 140))
    elif element == "earth":
        stage.tri(cx - r, cy + r * 2 // 3, cx - r // 4, cy - r * 2 // 3, cx + r // 2, cy + r * 2 // 3, ink)
        stage.tri(cx - r // 6, cy + r * 2 // 3, cx + r // 2, cy - r // 3, cx + r, cy + r * 2 // 3, mix(ink, BLACK, 1, 4))
    elif element == "wind":
        for k in range(3):
            stage.arc(cx - r // 3 + k * r // 4, cy - r // 2 + k * r // 2, r // 2 + k * 2, 2800, 5400, ink, 3)
    elif element == "light":
        for k in range(8):
            a = k * 512
            stage.pie(cx, cy, r, a - 90, a + 90, with_alpha(ink, 170))
        stage.ellipse(cx, cy, r // 2, r // 2, ink)
    elif element == "shadow":
        stage.ellipse(cx, cy, r * 3 // 4, r * 3 // 4, ink)
        stage.ellipse(cx + r // 3, cy - r // 5, r * 3 // 5, r * 3 // 5, rgb(20, 16, 30))
    else:
        stage.poly([cx, cy - r, cx + r * 2 // 3, cy, cx, cy + r, cx - r * 2 // 3, cy], ink)


def _face(stage: Stage, card: dict, owner: int) -> None:
    metal = METALS.get(card.get("rarity", ""), METALS["common"])
    element = card.get("element", "") or ""
    hue = ELEMENT_COLOURS.get(element, ELEMENT_COLOURS[""])
    _frame(stage, metal)
    # the owner's colour shows through the ground and the name strip
    stage.rrect(6, 6, W - 12, H - 12, 5, mix(owner, BLACK, 1, 2))
    # the art window: a vignette in the element's colour and the element's sign
    ax, ay, aw, ah = 9, 9, W - 18, 70
    stage.radial(ax + aw * 2 // 3, ay + ah // 2, aw * 3 // 4, [(0, mix(hue, WHITE, 2, 5)), (600, hue),
                                                                (1024, mix(hue, BLACK, 3, 4))], ax + aw * 2 // 3, ay + 22)
    stage.rect(ax, ay, aw, ah, hue)
    bits = fnv1a64((card.get("art") or card.get("id") or "").encode("utf-8"))
    for k in range(3):                                   # a few motes, placed by the art reference
        stage.ellipse(ax + 6 + (bits >> (8 * k)) % (aw - 12), ay + 6 + (bits >> (8 * k + 4)) % (ah - 12), 1 + k % 2,
                      1 + k % 2, with_alpha(WHITE, 110))
    _emblem(stage, element, ax + aw * 2 // 3, ay + ah // 2 + 6, 18 + bits % 5, with_alpha(mix(hue, WHITE, 1, 2), 235))
    stage.rrbox(ax, ay, aw, ah, 2, with_alpha(mix(metal, BLACK, 1, 2), 255), 2)
    # the four strengths on a cross, on a dark plaque in the top left corner
    stage.rrect(ax + 1, ay + 1, 38, 40, 6, rgb(10, 8, 6, 190))
    # a ten is an "A", as on the cards of the game this one follows: two digits would crowd the cross
    north, east, south, west = (str(v) if v < 10 else "A" for v in card.get("sides", (0, 0, 0, 0)))
    cx = ax + 20
    for text, x, y in ((north, cx, ay + 2), (west, cx - 11, ay + 13), (east, cx + 11, ay + 13), (south, cx, ay + 24)):
        stage.text(x, y, text, INK, 14, CENTER, SANS, True, rgb(0, 0, 0, 200), 2)
    # the element's gem in the top right corner
    if element:
        gx, gy = W - 19, 19
        stage.poly([gx, gy - 9, gx + 7, gy, gx, gy + 9, gx - 7, gy], mix(hue, BLACK, 1, 3))
        stage.poly([gx, gy - 7, gx + 5, gy, gx, gy + 7, gx - 5, gy], mix(hue, WHITE, 1, 4))
        stage.tri(gx, gy - 7, gx + 5, gy, gx - 2, gy - 1, with_alpha(WHITE, 160))
        stage.path([gx, gy - 9, gx + 7, gy, gx, gy + 9, gx - 7, gy], mix(metal, WHITE, 1, 3), 1, True)
    # the name strip in the owner's colour, the rarity pips under it
    stage.rrect(5, 82, W - 10, 16, 3, mix(owner, BLACK, 1, 5))
    name = str(card.get("name", ""))
    size = next((s for s in NAME_SIZES if measure(name, s, SANS, True) <= NAME_W), NAME_SIZES[-1])
    stage.text(W // 2, 83 + (11 - size) // 2, fit(name, NAME_W, size, SANS, True), INK, size, CENTER, SANS, True)
    pips = RARITIES.index(card["rarity"]) + 1 if card.get("rarity") in RARITIES else 1
    for k in range(pips):
        px = W // 2 - (pips - 1) * 6 + k * 12
        stage.poly([px, 101, px + 4, 105, px, 109, px - 4, 105], mix(metal, WHITE, 1, 3))


def face(card: dict, owner: int) -> Picture:
    """Return ``card``'s face (a view's card dict) with ``owner``'s colour showing through, drawn once."""
    sides = "-".join(str(v) for v in card.get("sides", ()))
    name = (f"cardface/{card.get('id', '')}/{card.get('rarity', '')}/{card.get('element', '')}/{sides}/"
            f"{card.get('art', '')}/{card.get('name', '')}/{owner & 0xFFFFFFFF:08x}")
    return picture(name, W, H, lambda stage: _face(stage, card, owner))


def _back(stage: Stage) -> None:
    _frame(stage, rgb(120, 96, 70))
    stage.rrect(6, 6, W - 12, H - 12, 5, rgb(44, 30, 56))
    for k in range(-6, 12):
        stage.line(6 + k * 10, 6, 6 + k * 10 + 60, H - 6, rgb(86, 62, 104), 2)
    stage.rrect(6, 6, W - 12, H - 12, 5, rgb(0, 0, 0, 60))
    stage.ellipse(W // 2, H // 2, 22, 22, rgb(28, 20, 36))
    stage.ring(W // 2, H // 2, 22, 22, rgb(214, 184, 110), 2)
    stage.text(W // 2, H // 2 - 14, "P", rgb(230, 200, 120), 24, CENTER, SERIF, True)


def back() -> Picture:
    """Return the back of a card (a card a seat may not see): it names no card."""
    return picture("cardface/back", W, H, _back)


def stamp(stage: Stage, pic: Picture, x: int, y: int, w: int = W, h: int = H, lift: int = 0,
          scale_x: int = 1024) -> None:
    """Stamp a face at (x, y) sized w x h with its shadow, raised ``lift`` pixels; ``scale_x`` narrows it about its
    long axis (a card turning over)."""
    sw = max(1, w * scale_x // 1024)
    sx = x + (w - sw) // 2
    stage.rrect(sx + 2 + lift // 3, y + 4 - lift // 2, sw, h, 8, rgb(0, 0, 0, 90 + min(50, lift * 4)))   # lower as it rises
    stage.stamp(pic, sx, y - lift, sw, h)


__all__ = ["W", "H", "YOURS", "face", "back", "stamp"]
