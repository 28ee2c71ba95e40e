"""Verdigris Cloister on the 960 x 540 stage: the floor and its figures, the initiative strip, the numbers and the log.

Drawn only from the view. The floor (8 x 10 flagstones of 42 pixels, inside the cloister's
wall) sits on the left: each stone a picture of its height (a raised block, its steps as pips),
water, growth, fire and crystal; the goal ringed in gold; the monks and the Blight's forms
stand on it as figures (a hooded monk with his staff, a mote, a shard, a hulk), each with its
HP pips, its side's ring, its facing and its overwatch. On the right: the initiative strip of
portraits, the active unit, the walk preview or the hit-chance stack exactly as the referee
itemises it, the tile inspector, the mission log and the ability buttons, each with the reason
it is out of reach. The briefing (and the debrief, and the campaign's end) takes the right-hand
side over, the mission's floor still in view. Hotspots: every tile (a first click previews, a
second moves or fires), the ability buttons, the portraits, the briefing's begin button and the
Blight's tier. Refusals are drawn by the host in the band over the strip (``stage.notice``),
which holds no label.
"""

from __future__ import annotations

from pycore.look import keys, motion, ui
from pycore.look.style import (BODY, BUTTON_H, CAPTION, DIM, FAINT, GOLD, GOLD_DARK, GOLD_LIGHT, GREEN, HEAD, INK,
                               LABEL, PANEL, PANEL_EDGE, RED, SEATS, SMALL, TITLE)
from pycore.prims import CENTER, LEFT, RIGHT, SANS, Stage, fit, line_height, mix, picture, rgb, with_alpha

W, H = 960, 540
TILE = 42
COLS, ROWS = 8, 10
FX, FY = 24, 66                       # the floor's top left (the wall round it is 8 pixels)
RX, RW = 384, 560                     # the right-hand side
STRIP_Y = 62                          # the initiative strip's portraits (no label: the host's refusals go here)
ACTIVE_Y, ACTIVE_H = 114, 52
MID_Y, MID_H = 174, 220               # the numbers, the inspector and the log
COL_W = 276
BAR_Y = 402                           # the ability buttons: two rows of six
BAR_W = (RW - 5 * 8) // 6
NOTICE = (480, 60)
DX = (0, 1, 0, -1)
DY = (-1, 0, 1, 0)
BAR_LABELS = {"move": "Move", "attack": "Shoot", "overwatch": "Watch", "sow:creepvine": "Vine",
              "sow:lightwood": "Wood", "sow:thornbed": "Thorn", "sow:bloomstalk": "Bloom", "burn": "Burn",
              "flood": "Flood", "hold": "Hold", "undo": "Undo", "end_turn": "End"}

BACK = rgb(17, 20, 18)
STONE = rgb(96, 100, 90)
STONE_LIGHT = rgb(184, 180, 160)
MORTAR = rgb(40, 42, 38)
WALL = rgb(70, 68, 60)
VERDIGRIS = rgb(72, 168, 140)
BRONZE = rgb(196, 146, 72)
WATER = rgb(44, 90, 146)
CRYSTAL = rgb(176, 96, 226)
FIRE = rgb(240, 128, 40)
BLIGHT = rgb(170, 84, 210)
SKIN = rgb(214, 170, 130)
ROBES = (rgb(112, 84, 58), rgb(88, 96, 80), rgb(120, 70, 56), rgb(84, 80, 96))   # each monk's habit
GROWTH_COLOURS = {"creepvine": rgb(74, 156, 64), "lightwood": rgb(222, 210, 150), "thornbed": rgb(178, 62, 58),
                  "bloomstalk": rgb(238, 124, 184)}
COVER_COLOURS = {"none": RED, "half": GOLD, "full": GREEN, "unseen": DIM}
MONK_NAMES = ("Brother Aldo", "Sister Wren", "Brother Cole", "Sister Ines")


def screen(view: dict, seat: "int | None", stage: Stage) -> None:
    """Draw one frame of the cloister as ``seat`` sees it (the squad hides nothing).

    On a stage of another size the frame is drawn on its own 960 x 540 and pasted scaled to
    fit and centred, hotspots with it (as ``ModeSpec.draw`` does).
    """
    if (stage.width, stage.height) != (W, H):
        inner = Stage(W, H)
        inner.motion = stage.motion
        screen(view, seat, inner)
        k = min(stage.width * 1024 // W, stage.height * 1024 // H)
        stage.rect(0, 0, stage.width, stage.height, BACK)
        stage.push((stage.width - W * k // 1024) // 2, (stage.height - H * k // 1024) // 2, 0, k, k)
        stage.clip(0, 0, W, H)
        stage.paste(inner)
        stage.pop()
        return
    stage.backdrop = BACK
    stage.notice = NOTICE
    phase = view["phase"]
    sheet = phase in ("briefing", "debrief", "over")
    _floor(stage, view, sheet)       # first: pasted onto an empty stage, its strings keep their numbers
    _top(stage, view)
    if not sheet:
        _overlays(stage, view)
    _units(stage, view)
    if not sheet:
        _marks(stage, view)
        _queue(stage, view)
        _active(stage, view)
        _numbers(stage, view)
        _inspector(stage, view)
        _log(stage, view)
        _bar(stage, view)
        if view["menu"]:
            _menu(stage, view)
    else:
        _briefing(stage, view)
    _hints(stage, view)


def _centre(x: int, y: int) -> tuple[int, int]:
    return FX + x * TILE + TILE // 2, FY + y * TILE + TILE // 2


# -- the room: what never moves, one picture per layout ------------------------------------------------
def _room(sheet: bool):
    def draw(s: Stage) -> None:
        s.radial(FX + COLS * TILE // 2, FY + ROWS * TILE // 2, 760, [(0, rgb(38, 44, 40)), (1024, BACK)])
        s.rect(0, 0, W, H, BACK)
        s.rect(0, 54, W, 1, with_alpha(PANEL_EDGE, 120))                  # under the top band
        # the cloister's wall round the floor: dressed stone, lit from above
        x, y, w, h = FX - 8, FY - 8, COLS * TILE + 16, ROWS * TILE + 16
        s.push()
        s.shadow(24, 0, 8, rgb(0, 0, 0, 180))
        s.rrect(x, y, w, h, 10, WALL)
        s.pop()
        s.linear(x, y, x, y + h, [(0, rgb(120, 116, 100)), (1024, rgb(52, 50, 44))])
        s.rrect(x, y, w, h, 10, WALL)
        for k in range(1, 8):                                             # the wall's coursing
            s.rect(x + k * w // 8, y, 1, 8, with_alpha(MORTAR, 160))
            s.rect(x + k * w // 8, y + h - 8, 1, 8, with_alpha(MORTAR, 160))
        for k in range(1, 10):
            s.rect(x, y + k * h // 10, 8, 1, with_alpha(MORTAR, 160))
            s.rect(x + w - 8, y + k * h // 10, 8, 1, with_alpha(MORTAR, 160))
        for cx, cy in ((x + 4, y + 4), (x + w - 4, y + 4), (x + 4, y + h - 4), (x + w - 4, y + h - 4)):
            s.ellipse(cx, cy, 7, 7, rgb(140, 134, 114))                   # the corner columns' bases
            s.ellipse(cx, cy, 4, 4, rgb(96, 92, 80))
        s.rect(FX - 1, FY - 1, COLS * TILE + 2, ROWS * TILE + 2, MORTAR)
        if sheet:
            ui.panel(s, RX, STRIP_Y, RW, 436, 14, rgb(26, 30, 27))
            s.rrbox(RX + 6, STRIP_Y + 6, RW - 12, 424, 10, with_alpha(BRONZE, 110), 1)
            for k in range(9):                                            # an arcade of arches along its head
                ax = RX + 40 + k * 60
                s.arc(ax, STRIP_Y + 34, 16, 3072, 5120, with_alpha(BRONZE, 120), 2)
                s.rect(ax - 17, STRIP_Y + 34, 2, 6, with_alpha(BRONZE, 120))
                s.rect(ax + 15, STRIP_Y + 34, 2, 6, with_alpha(BRONZE, 120))
            return
        ui.panel(s, RX, ACTIVE_Y, RW, ACTIVE_H)
        ui.panel(s, RX, MID_Y, COL_W, MID_H)
        ui.panel(s, RX + RW - COL_W, MID_Y, COL_W, 96)
        ui.panel(s, RX + RW - COL_W, MID_Y + 104, COL_W, MID_H - 104)

    return picture(f"cloister/room/{'sheet' if sheet else 'play'}", W, H, draw)


# -- the top band ----------------------------------------------------------------------------------
def _top(stage: Stage, view: dict) -> None:
    b = view["brief"]
    phase = view["phase"]
    act = view["units"][view["active"]] if view["active"] >= 0 else None
    if phase == "briefing":
        words, tone = "Briefing", GOLD
    elif phase == "debrief":
        words, tone = "Debrief", GOLD
    elif phase == "over":
        words, tone = "The campaign is over", GOLD
    elif act is None:
        words, tone = "The garden grows", INK
    elif view["ai_turn"]:
        words, tone = ("The Blight moves: " if act["side"] != "monks" else "") + act["name"], INK
    else:
        words, tone = f"{act['name']} acts: {act['ap']} AP", GOLD
    stage.text(24, 8, fit(words, 560, HEAD, SANS, True), tone, HEAD, LEFT, SANS, True)
    sub = f"Mission {b['index'] + 1}: {b['name']}  ·  round {b['round']} of {b['rounds']}: {b['line']}"
    stage.text(24, 8 + line_height(HEAD, SANS, True), fit(sub, 560, SMALL), DIM, SMALL, LEFT)
    # the Blight's crystal against its limit
    x, w = 620, 210
    held, limit = b["crystal"], max(1, b["crystal_limit"])
    ui.label(stage, x, 8, f"Crystal {b['crystal']} of {b['crystal_limit']}", w, SMALL, CRYSTAL, bold=True)
    late = held * 4 >= limit * 3
    ui.meter(stage, x, 32, w, 10, held, limit, RED if late else CRYSTAL)


# -- the floor: a layer of stamped stones, drawn again only when a stone changes -----------------------
_FLOOR: list = []   # the floor's layer last drawn, and what it was drawn from: the same frame after frame


def _floor(stage: Stage, view: dict, sheet: bool) -> None:
    """Paste the room and the floor's layer, drawn again only when the tiles, the layout or the stage differ from
    the last frame's."""
    key = (stage.width, stage.height, sheet, tuple(view["brief"]["goal"]),
           tuple((t["h"], t["water"], t["growth"], t["stage"], t["fire"], t["crystal"]) for t in view["tiles"]))
    if not _FLOOR or _FLOOR[0] != key:
        layer = Stage(stage.width, stage.height)
        layer.stamp(_room(sheet), 0, 0)
        _tiles(layer, view)
        _FLOOR[:] = [key, layer]
    stage.paste(_FLOOR[1])


_KEPT: dict = {}    # other layers kept from frame to frame (the buttons, the strip, the hint line), by what they show


def _kept(stage: Stage, name: str, key: tuple, draw) -> None:
    """Paste the layer ``name`` as ``key`` (all it shows) says, drawn by ``draw(layer)`` the first time it is asked
    for; a few of each are kept (the bar's and the hint line's states come and go as the player aims and looks)."""
    kept = _KEPT.setdefault(name, {})
    layer = kept.get(key)
    if layer is None:
        if len(kept) >= 24:
            kept.clear()
        layer = kept[key] = Stage(stage.width, stage.height)
        draw(layer)
    stage.paste(layer)


def _tiles(stage: Stage, view: dict) -> None:
    gx, gy = view["brief"]["goal"]
    for i, t in enumerate(view["tiles"]):
        x, y = i % COLS, i // COLS
        sx, sy = FX + x * TILE, FY + y * TILE
        stage.stamp(_stone(t["h"], t["water"], t["growth"], t["stage"], t["fire"], t["crystal"]), sx, sy)
        stage.hot(sx, sy, TILE - 1, TILE - 1, {"do": "tile", "x": x, "y": y})
    if 0 <= gx < COLS and 0 <= gy < ROWS:           # the goal: gold corners and a pennant
        sx, sy = FX + gx * TILE, FY + gy * TILE
        stage.rrbox(sx + 1, sy + 1, TILE - 3, TILE - 3, 4, GOLD, 3)
        stage.rrbox(sx - 2, sy - 2, TILE + 3, TILE + 3, 6, with_alpha(GOLD_LIGHT, 90), 1)
        stage.rect(sx + TILE - 9, sy + 3, 2, 14, GOLD_DARK)
        stage.tri(sx + TILE - 7, sy + 3, sx + TILE - 7, sy + 10, sx + TILE - 1, sy + 6, GOLD)


def _stone(h: int, water: bool, growth: str, grown: int, fire: bool, crystal: bool):
    """Return the picture of one flagstone as it stands: its height, water, growth, fire and crystal."""
    name = f"cloister/stone/{h}/{int(water)}/{growth or '-'}{grown}/{int(fire)}/{int(crystal)}"

    def draw(s: Stage) -> None:
        T = TILE
        s.rect(0, 0, T, T, MORTAR)
        if water:
            s.linear(0, 0, 0, T, [(0, mix(WATER, rgb(255, 255, 255), 1, 6)), (1024, mix(WATER, rgb(0, 0, 0), 1, 4))])
            s.rrect(1, 1, T - 2, T - 2, 3, WATER)
            for k in range(3):                           # ripples
                wy, ox = 10 + k * 11, 4 + (k % 2) * 6
                s.path([ox, wy + 2, ox + 5, wy - 1, ox + 10, wy + 2, ox + 15, wy - 1, ox + 20, wy + 2, ox + 25, wy - 1],
                       rgb(150, 196, 236, 130), 2)
        else:
            top = mix(STONE, STONE_LIGHT, h, 4)
            rise = 3 * h
            if h:                                                        # the block's south face
                s.rect(1, T - 2 - rise, T - 2, rise + 1, mix(top, rgb(0, 0, 0), 2, 5))
            s.linear(0, 1, 0, T - rise, [(0, mix(top, rgb(255, 255, 255), 1, 6)), (1024, mix(top, rgb(0, 0, 0), 1, 8))])
            s.rrect(1, 1, T - 2, T - 3 - rise, 3, top)
            s.rect(3, 2, T - 6, 1, with_alpha(rgb(255, 255, 255), 50))
            s.line(8, 6 + h * 5, 16, 12 + h * 3, with_alpha(MORTAR, 70), 1)        # a crack in the flag
            for k in range(h):                                           # its height as pips, top left
                s.rrect(4 + k * 7, 4, 5, 5, 1, rgb(250, 244, 220, 200))
                s.rrbox(4 + k * 7, 4, 5, 5, 1, with_alpha(MORTAR, 160), 1)
        if crystal:
            s.radial(21, 24, 18, [(0, with_alpha(CRYSTAL, 150)), (1024, with_alpha(CRYSTAL, 0))])
            s.ellipse(21, 24, 18, 16, with_alpha(CRYSTAL, 1))
            for cx, top_, half, tone in ((14, 14, 5, 2), (28, 16, 5, 3), (21, 7, 7, 0)):
                col = mix(CRYSTAL, rgb(255, 255, 255), 1, 4) if tone == 0 else mix(CRYSTAL, rgb(40, 0, 60), 1, tone)
                s.poly([cx, top_, cx + half, top_ + 10, cx + half - 1, 34, cx - half + 1, 34, cx - half, top_ + 10], col)
                s.poly([cx, top_, cx + half, top_ + 10, cx, 34], with_alpha(rgb(255, 255, 255), 50))
        if growth:
            _growth(s, growth, grown)
        if fire:
            s.radial(21, 30, 16, [(0, rgb(255, 190, 90, 150)), (1024, rgb(255, 120, 40, 0))])
            s.ellipse(21, 30, 16, 12, rgb(255, 120, 40, 1))
            s.poly([8, 38, 11, 24, 15, 30, 19, 12, 24, 26, 28, 18, 34, 38], rgb(214, 64, 30))
            s.poly([12, 38, 15, 28, 19, 32, 22, 20, 26, 30, 30, 38], FIRE)
            s.poly([16, 38, 20, 28, 24, 38], rgb(255, 220, 110))

    return picture(name, TILE, TILE, draw)


def _growth(s: Stage, kind: str, grown: int) -> None:
    colour = GROWTH_COLOURS[kind]
    dark = mix(colour, rgb(0, 0, 0), 1, 3)
    n = max(1, grown)
    if kind == "creepvine":                          # vines trailing over the flag, leaves along them
        for k in range(n):
            y = 11 + k * 10
            s.path([3, y + 4, 12, y - 3, 21, y + 4, 30, y - 3, 39, y + 3], dark, 5)
            s.path([3, y + 4, 12, y - 3, 21, y + 4, 30, y - 3, 39, y + 3], colour, 3)
            for lx, ly in ((8, 2), (17, -4), (26, 3), (35, -3)):
                s.ellipse(lx, y + ly, 4, 3, mix(colour, rgb(255, 255, 255), 1, 4))
    elif kind == "lightwood":                        # a pale young tree, its crown of leaves: cover that grows
        r = 5 + n * 2
        top = 34 - 2 * r
        s.ellipse(21, 37, r + 3, 3, rgb(0, 0, 0, 100))
        s.rect(19, top + r, 4, 37 - top - r, rgb(226, 220, 200))            # the pale trunk
        s.rect(20, top + r + 3, 2, 2, rgb(90, 80, 70))
        leaf, deep = rgb(150, 196, 98), rgb(84, 128, 60)
        for ox, oy in ((-r * 2 // 3, r // 3), (r * 2 // 3, r // 3), (0, -r // 3)):
            s.ellipse(21 + ox, top + r + oy, r * 3 // 4 + 1, r * 3 // 4, deep)
        for ox, oy in ((-r * 2 // 3, r // 4), (r * 2 // 3, r // 4), (0, -r // 3 - 1)):
            s.ellipse(20 + ox, top + r + oy - 1, r * 3 // 4 - 1, r * 3 // 4 - 2, leaf)
        s.ellipse(17, top + r - r // 3, 2, 2, colour)
    elif kind == "thornbed":                         # brambles: a spiky mound
        s.ellipse(21, 34, 17, 6, mix(dark, rgb(40, 30, 20), 1, 2))
        for k in range(n + 2):
            ox = 3 + k * 28 // (n + 1)
            ht = 12 + n * 5 - (k % 2) * 5
            s.tri(ox, 38, ox + 5, 38 - ht, ox + 11, 38, dark)
            s.tri(ox + 3, 38, ox + 5, 41 - ht, ox + 8, 38, colour)
        s.path([3, 31, 12, 24, 22, 32, 32, 23, 39, 29], rgb(236, 208, 178), 2)
    else:                                            # bloomstalk: a stalk and its flower
        tall = 10 + n * 6
        s.line(21, 39, 21, 39 - tall, rgb(70, 150, 60), 2)
        s.ellipse(16, 33, 4, 2, rgb(70, 150, 60))
        r = 3 + n
        cy = 39 - tall
        for dx, dy in ((0, -r), (r, 0), (0, r), (-r, 0)):
            s.ellipse(21 + dx, cy + dy, r, r, colour)
        s.ellipse(21, cy, r - 1, r - 1, rgb(250, 220, 110))


# -- the figures ---------------------------------------------------------------------------------------
def _colour(u: dict) -> int:
    return SEATS[u["owner"] % len(SEATS)] if u["side"] == "monks" and u["owner"] >= 0 else BLIGHT


def _figure(u: dict):
    """Return the picture of a unit standing (40 x 40, its feet at the bottom): a monk, a mote, a shard, a hulk."""
    form, colour = u["form"], _colour(u)
    habit = MONK_NAMES.index(u["name"]) if u["name"] in MONK_NAMES else u["id"] % len(ROBES)
    name = f"cloister/figure/{form}/{habit if form == 'monk' else 0}/{colour:08x}"

    def draw(s: Stage) -> None:
        if form == "monk":
            _monk(s, habit, colour)
        elif form == "mote":
            _mote(s)
        elif form == "shard":
            _shard(s)
        else:
            _hulk(s)

    return picture(name, 40, 40, draw)


def _monk(s: Stage, k: int, colour: int) -> None:
    robe = ROBES[k % len(ROBES)]
    s.ellipse(20, 36, 13, 4, rgb(0, 0, 0, 110))
    s.ring(20, 36, 13, 4, colour, 2)                                    # the side's ring at the feet
    s.line(31, 5, 31, 37, rgb(150, 104, 62), 3)                         # the staff
    if k == 0:                                                          # each monk's staff head
        s.ellipse(31, 6, 5, 5, rgb(255, 214, 120, 90))
        s.rrect(28, 3, 6, 7, 2, GOLD)
    elif k == 1:
        s.arc(28, 6, 4, 3072, 5120, rgb(196, 150, 96), 3)
    elif k == 2:
        s.ellipse(31, 5, 4, 4, VERDIGRIS)
        s.ellipse(30, 4, 1, 1, rgb(220, 255, 240))
    else:
        s.rect(27, 4, 9, 3, BRONZE)
    body = [13, 14, 27, 14, 31, 36, 9, 36]
    s.linear(9, 0, 31, 0, [(0, mix(robe, rgb(255, 255, 255), 1, 5)), (1024, mix(robe, rgb(0, 0, 0), 1, 3))])
    s.poly(body, robe)
    s.line(16, 20, 14, 35, with_alpha(rgb(0, 0, 0), 70), 1)            # folds
    s.line(24, 20, 26, 35, with_alpha(rgb(0, 0, 0), 70), 1)
    s.poly([18, 15, 22, 15, 23, 35, 17, 35], colour)                    # the stole, in the seat's colour
    s.rect(11, 24, 18, 2, rgb(214, 190, 140))                           # the rope belt
    s.poly([24, 15, 28, 15, 32, 22, 29, 24], mix(robe, rgb(0, 0, 0), 1, 5))   # the sleeve to the staff
    s.ellipse(31, 22, 2, 2, SKIN)
    s.ellipse(20, 10, 7, 8, mix(robe, rgb(0, 0, 0), 1, 4))              # the hood
    s.ellipse(20, 11, 4, 5, rgb(30, 22, 18))                            # its shadow
    s.ellipse(20, 12, 3, 3, mix(SKIN, rgb(30, 22, 18), 1, 2))           # the face in it


def _mote(s: Stage) -> None:
    s.ellipse(20, 37, 7, 2, rgb(0, 0, 0, 90))                           # it floats: a small shadow
    s.radial(20, 18, 16, [(0, rgb(220, 150, 255, 170)), (1024, rgb(170, 84, 210, 0))])
    s.ellipse(20, 18, 16, 16, rgb(170, 84, 210, 1))
    s.tri(14, 22, 20, 34, 26, 22, rgb(150, 70, 200, 180))               # its trailing wisp
    s.ellipse(20, 18, 8, 8, rgb(196, 110, 236))
    s.ellipse(20, 17, 5, 5, rgb(236, 200, 255))
    s.ellipse(18, 16, 1, 1, rgb(60, 10, 80))
    s.ellipse(22, 16, 1, 1, rgb(60, 10, 80))
    for x, y in ((8, 10), (33, 14), (30, 28), (9, 26)):
        s.ellipse(x, y, 2, 2, rgb(226, 180, 255, 200))


def _shard(s: Stage) -> None:
    s.ellipse(20, 37, 11, 3, rgb(0, 0, 0, 110))
    body = [20, 2, 27, 13, 25, 26, 29, 37, 11, 37, 15, 26, 13, 13]
    s.poly(body, rgb(120, 58, 170))
    s.poly([20, 2, 24, 13, 20, 28, 16, 13], rgb(196, 130, 240))         # the lit facet
    s.poly([13, 13, 5, 20, 9, 24, 15, 20], rgb(146, 74, 196))           # shard arms
    s.poly([27, 13, 35, 20, 31, 24, 25, 20], rgb(100, 46, 150))
    s.poly([5, 20, 2, 27, 9, 24], rgb(196, 130, 240))
    s.poly([35, 20, 38, 27, 31, 24], rgb(196, 130, 240))
    s.rect(17, 11, 7, 2, rgb(255, 236, 140))                            # the eye slit


def _hulk(s: Stage) -> None:
    s.ellipse(20, 36, 17, 4, rgb(0, 0, 0, 130))
    for x, tip in ((8, 6), (14, 2), (21, 1), (28, 3), (33, 8)):         # crystal spikes on its back
        s.tri(x - 4, 18, x, tip, x + 4, 18, rgb(200, 140, 240))
    s.ellipse(20, 24, 16, 12, rgb(92, 40, 128))
    s.ellipse(20, 21, 13, 8, rgb(118, 56, 160))
    s.ellipse(6, 29, 5, 8, rgb(84, 36, 118))                            # the heavy arms and fists
    s.ellipse(34, 29, 5, 8, rgb(84, 36, 118))
    s.ellipse(6, 35, 5, 4, rgb(128, 66, 170))
    s.ellipse(34, 35, 5, 4, rgb(128, 66, 170))
    s.ellipse(20, 17, 7, 5, rgb(70, 28, 100))                           # the head, sunk in its shoulders
    s.ellipse(17, 17, 2, 1, rgb(255, 236, 140))
    s.ellipse(23, 17, 2, 1, rgb(255, 236, 140))


def _units(stage: Stage, view: dict) -> None:
    m = motion.of(stage)
    active = view["active"]
    pulse = view["pulse"]
    for u in view["units"]:
        if not u["alive"]:
            continue
        tx, ty = FX + u["x"] * TILE, FY + u["y"] * TILE
        sx, sy = m.glide(("cloister", "unit", u["id"]), tx, ty)
        if u["id"] == active:
            stage.ellipse(sx + 21, sy + 36, 18, 6, with_alpha(GOLD, 110 + 40 * (pulse % 2)))
            stage.ring(sx + 21, sy + 36, 18, 6, GOLD_LIGHT, 2)
        stage.stamp(_figure(u), sx + 1, sy)
        _facing(stage, sx, sy, u["facing"], _colour(u))
        if u["overwatch"] >= 0:                      # overwatch: red corners and an open eye
            for cx, cy, ex, ey in ((0, 0, 1, 1), (TILE - 2, 0, -1, 1), (0, TILE - 2, 1, -1),
                                   (TILE - 2, TILE - 2, -1, -1)):
                stage.line(sx + cx, sy + cy, sx + cx + 7 * ex, sy + cy, RED, 2)
                stage.line(sx + cx, sy + cy, sx + cx, sy + cy + 7 * ey, RED, 2)
            stage.ellipse(sx + TILE - 9, sy + 8, 6, 4, rgb(40, 10, 10, 220))
            stage.ring(sx + TILE - 9, sy + 8, 6, 4, RED, 1)
            stage.ellipse(sx + TILE - 9, sy + 8, 2, 2, RED)
        _pips(stage, sx + 5, sy + TILE - 6, TILE - 10, u["hp"], u["max_hp"])


def _facing(stage: Stage, sx: int, sy: int, f: int, colour: int) -> None:
    """Draw which way a unit faces: a flat chevron on that edge of its tile, pointing out."""
    cx, cy = sx + TILE // 2, sy + TILE // 2
    dx, dy = DX[f % 4], DY[f % 4]
    reach = TILE // 2 - 1
    tx, ty = cx + dx * reach, cy + dy * reach
    bx, by = cx + dx * (reach - 6), cy + dy * (reach - 6)
    px, py = dy * 9, -dx * 9
    stage.poly([tx + dx, ty + dy, bx + px, by + py, bx - px, by - py], rgb(20, 16, 14, 220))
    stage.poly([tx - dx, ty - dy, bx + px * 6 // 9 + dx, by + py * 6 // 9 + dy, bx - px * 6 // 9 + dx,
                by - py * 6 // 9 + dy], mix(colour, rgb(255, 255, 255), 1, 3))


def _pips(stage: Stage, x: int, y: int, w: int, hp: int, most: int) -> None:
    """Stamp a unit's hit points as pips on a dark bar (one picture per count)."""
    most = max(1, most)

    def draw(s: Stage) -> None:
        s.rrect(0, 0, w + 2, 6, 2, rgb(10, 10, 10, 210))
        step = w // most
        for k in range(most):
            s.rect(1 + k * step, 1, max(1, step - 1), 4, GREEN if k < hp else rgb(70, 40, 36))

    stage.stamp(picture(f"cloister/pips/{w}/{hp}/{most}", w + 2, 6, draw), x - 1, y - 1)


# -- what the cursor shows on the floor ------------------------------------------------------------
def _overlays(stage: Stage, view: dict) -> None:
    for cone in view["cones"] + ([view["aim_cone"]] if view["aim_cone"] else []):
        tint = with_alpha(RED, 70 if cone.get("armed") else 44)
        for x, y in cone["tiles"]:
            stage.rect(FX + x * TILE + 1, FY + y * TILE + 1, TILE - 3, TILE - 3, tint)
    for r in ([] if view["arming"] else view["reachable"]):     # aiming, only the cone matters
        sx, sy = FX + r["x"] * TILE, FY + r["y"] * TILE
        tone = VERDIGRIS if r["ap"] == 1 else BRONZE
        stage.rect(sx + 2, sy + 2, TILE - 5, TILE - 5, with_alpha(tone, 64))
        stage.box(sx + 2, sy + 2, TILE - 5, TILE - 5, with_alpha(tone, 150), 1)
    path = view["path"]
    if path and path["ok"] and view["active"] >= 0:
        act = view["units"][view["active"]]
        pts = list(_centre(act["x"], act["y"]))
        for x, y in path["path"]:
            pts += _centre(x, y)
        stage.path(pts, rgb(20, 16, 14, 160), 7)
        stage.path(pts, rgb(250, 244, 226), 3)
        for k in range(2, len(pts) - 2, 2):
            stage.ellipse(pts[k], pts[k + 1], 3, 3, rgb(250, 244, 226))


def _marks(stage: Stage, view: dict) -> None:
    """Draw the walk's end (its cover as a shield, its AP as dots), the previewed tile and the seat's cursor."""
    path = view["path"]
    if path and path["ok"] and path["path"]:
        x, y = path["path"][-1]
        sx, sy = FX + x * TILE, FY + y * TILE
        colour = COVER_COLOURS.get(path["cover"], DIM)
        stage.rrbox(sx + 1, sy + 1, TILE - 3, TILE - 3, 5, colour, 3)
        _shield(stage, sx + 8, sy + 5, path["cover"], colour)
        for k in range(path["ap"]):
            stage.ellipse(sx + TILE - 9 - k * 9, sy + 9, 3, 3, GOLD_LIGHT)
            stage.ring(sx + TILE - 9 - k * 9, sy + 9, 3, 3, rgb(20, 16, 14), 1)
    px, py = view["preview"]
    if px >= 0:
        stage.rrbox(FX + px * TILE - 2, FY + py * TILE - 2, TILE + 3, TILE + 3, 6, rgb(250, 244, 226), 2)
    cx, cy = view["cursor"]
    colour = SEATS[view["me"] % len(SEATS)]
    stage.rrbox(FX + cx * TILE, FY + cy * TILE, TILE - 1, TILE - 1, 5, colour, 2 + view["pulse"] % 2)


def _shield(stage: Stage, x: int, y: int, cover: str, colour: int) -> None:
    """Draw a small shield at (x, y): empty for no cover, half filled for half, filled for full."""
    pts = [x, y, x + 12, y, x + 12, y + 7, x + 6, y + 14, x, y + 7]
    stage.poly(pts, rgb(20, 16, 14, 220))
    if cover == "full":
        stage.poly(pts, colour)
    elif cover == "half":
        stage.poly([x, y, x + 6, y, x + 6, y + 14, x, y + 7], colour)
    stage.path(pts, colour, 2, closed=True)


# -- the right-hand side ------------------------------------------------------------------------------
def _queue(stage: Stage, view: dict) -> None:
    """Draw the initiative strip: the next units to act as portraits, the one acting first (no labels here)."""
    units = view["units"]
    ahead = view["queue_ahead"][:10]
    key = tuple((uid, units[uid]["form"], units[uid]["name"], units[uid]["owner"]) for uid in ahead)
    _kept(stage, "strip", key, lambda layer: _strip(layer, units, ahead))


def _strip(stage: Stage, units: list, ahead: list) -> None:
    for k, uid in enumerate(ahead):
        u = units[uid]
        x = RX + k * 50
        lit = k == 0
        stage.rrect(x, STRIP_Y + 2, 44, 44, 8, rgb(0, 0, 0, 110))
        stage.rrect(x, STRIP_Y, 44, 44, 8, mix(PANEL, GOLD_DARK, 1, 2) if lit else PANEL)
        stage.rrbox(x, STRIP_Y, 44, 44, 8, GOLD if lit else PANEL_EDGE, 2 if lit else 1)
        stage.stamp(_figure(u), x + 2, STRIP_Y + 2)
        stage.rect(x + 8, STRIP_Y + 40, 28, 2, _colour(u))
        stage.hot(x, STRIP_Y, 44, 44, {"do": "focus", "unit": uid})
    for k in range(len(ahead) - 1):                           # chevrons: who comes after whom
        ax = RX + k * 50 + 46
        stage.tri(ax, STRIP_Y + 19, ax + 3, STRIP_Y + 22, ax, STRIP_Y + 25, FAINT)


def _active(stage: Stage, view: dict) -> None:
    x, y = RX, ACTIVE_Y
    if view["active"] < 0:
        ui.label(stage, x + 16, y + 16, "No unit is acting: the garden phase.", RW - 32, BODY, DIM)
        return
    u = view["units"][view["active"]]
    who = "the Blight" if u["owner"] < 0 else view["seats"][u["owner"]]["label"]
    stage.stamp(_figure(u), x + 8, y + 6)
    ui.label(stage, x + 56, y + 6, f"{u['name']} ({u['form']})", 250, LABEL, INK, bold=True)
    ui.label(stage, x + 56, y + 6 + line_height(LABEL) + 1, f"HP {u['hp']}/{u['max_hp']}  ·  AP {u['ap']}  ·  for {who}",
             250, SMALL, DIM)
    if view["ai_turn"]:
        status, tone = "thinking...", GOLD_LIGHT
    elif view["arming"]:
        status, tone = f"Aim {BAR_LABELS[view['arming']]}: pick a tile", GOLD
    else:
        status, tone = "", DIM
    if status:
        ui.label(stage, x + RW - 16, y + 16, status, 220, BODY, tone, RIGHT, bold=True)
    else:                                            # its AP as lamps
        for k in range(2):
            cx = x + RW - 26 - k * 24
            lit = k < u["ap"]
            stage.ellipse(cx, y + 26, 8, 8, GOLD if lit else rgb(46, 40, 32))
            stage.ring(cx, y + 26, 8, 8, GOLD_LIGHT if lit else FAINT, 1)


def _numbers(stage: Stage, view: dict) -> None:
    """Draw the walk preview, the hit-chance stack item by item, or what each action needs."""
    x, y, w = RX + 14, MID_Y + 10, COL_W - 28
    chance, path = view["chance"], view["path"]
    if chance:
        target = view["units"][chance["target"]]
        if chance["ok"]:
            stage.text(x, y, f"{chance['chance']}%", GOLD, HEAD, LEFT, SANS, True)
            ui.label(stage, x + 64, y + 6, f"to hit {target['name']}", w - 64, SMALL, INK)
        else:
            ui.label(stage, x, y + 4, chance["reason"], w, SMALL, RED, bold=True)
        ly = y + 30
        for item in chance["items"]:
            value = item["value"]
            tone = GREEN if value > 0 else RED if value < 0 else FAINT
            ui.label(stage, x, ly, item["label"], w - 96, SMALL, INK if value else DIM)
            bar = max(-40, min(40, value // 2))
            if bar:                                  # the item as a bar about the middle of its column
                stage.rect(x + w - 84 + min(0, bar), ly + 5, abs(bar), 7, with_alpha(tone, 200))
            stage.rect(x + w - 84, ly + 2, 1, 13, FAINT)
            stage.text(x + w, ly, f"{value:+d}", tone, SMALL, RIGHT, SANS, True)
            ly += 17
        foot = (f"= {chance['chance']}% (held {chance['range'][0]}-{chance['range'][1]}), crit {chance['crit']}%, "
                f"dmg {chance['damage'][0]}-{chance['damage'][1]}")
        stage.rect(x, ly + 1, w, 1, with_alpha(DIM, 120))
        stage.text(x, ly + 3, fit(foot, w, CAPTION), DIM, CAPTION, LEFT)
        return
    if path:
        ui.heading(stage, x, y, "Walk", w)
        if path["ok"]:
            ui.label(stage, x, y + 26, f"Cost {path['cost']}: {path['ap']} AP of {view['units'][view['active']]['ap']}"
                     if view["active"] >= 0 else f"Cost {path['cost']}: {path['ap']} AP", w, BODY, INK, bold=True)
            ui.label(stage, x, y + 52, f"Cover there: {path['cover']} (best {path['best_cover']})", w, SMALL,
                     COVER_COLOURS.get(path["cover"], DIM), bold=True)
            ui.label(stage, x, y + 74, f"{len(path['path'])} steps; click again to walk", w, SMALL, DIM)
        else:
            ui.paragraph(stage, x, y + 26, path["reason"], w, SMALL, RED, lines=4, gap=3)
        return
    ui.heading(stage, x, y, "Actions", w)
    ly = y + 26
    ly += ui.paragraph(stage, x, ly, "Click a tile to preview a walk, an enemy to see the chance.", w, SMALL, DIM,
                       lines=2, gap=3)
    ready = [a["label"] for a in view["abilities"] if a["ok"]]
    bottom = MID_Y + MID_H - 10 - line_height(CAPTION)
    if ready:
        ui.label(stage, x, ly + 2, "Ready: " + ", ".join(ready), w, SMALL, GREEN, bold=True)
        ly += 22
    for a in view["abilities"]:                      # why each other action is out of reach now
        if not a["ok"] and ly <= bottom:
            ui.label(stage, x, ly, f"{a['label']}: {a['reason']}", w, CAPTION, DIM)
            ly += 17
    if view["committed"] and ly <= bottom:
        ui.label(stage, x, ly, f"Undo: {view['can_undo'][1]}", w, CAPTION, BRONZE)


def _inspector(stage: Stage, view: dict) -> None:
    x, y, w = RX + RW - COL_W + 14, MID_Y + 10, COL_W - 28
    t = view["inspect"]
    if not t.get("ok"):
        ui.heading(stage, x, y, "The tile", w)
        return
    ui.heading(stage, x, y, f"Tile ({t['x']}, {t['y']})", w)
    parts = [f"height {t['height']}"]
    if t["water"]:
        parts.append("flooded")
    if t["crystal"]:
        parts.append("crystal")
    if t["growth"]:
        parts.append(f"{t['growth']} {t['stage']}")
    if t["fire"]:
        parts.append("burning")
    ui.label(stage, x, y + 24, ", ".join(parts).capitalize(), w, SMALL, INK)
    n = t["next"]
    nxt = f"{n['growth']} {n['stage']}" if n["growth"] else "bare"
    extra = ("; fire may spread here" if n["fire_spreads_here"] else "") + \
            ("; crystal may spread here" if n["crystal_may_spread"] else "")
    ui.label(stage, x, y + 43, f"Next round: {nxt}{extra}", w, CAPTION, CRYSTAL if extra else DIM)
    who = view["units"][t["unit"]]["name"] if t["unit"] >= 0 else "nobody"
    ui.label(stage, x, y + 61, f"Best cover {t['best_cover']}; {who} here", w, CAPTION, DIM)


def _log(stage: Stage, view: dict) -> None:
    x, y, w = RX + RW - COL_W + 14, MID_Y + 114, COL_W - 28
    ui.heading(stage, x, y, "Log", w)
    lines = view["log"][-4:]
    for k, line in enumerate(reversed(lines)):       # the newest at the top
        ui.label(stage, x, y + 24 + k * 19, line, w, SMALL if k == 0 else CAPTION, INK if k == 0 else DIM)


def _bar(stage: Stage, view: dict) -> None:
    """Draw the ability buttons: two rows of six, each clickable (a refused one says why), the armed one picked."""
    legal = {a["name"]: a for a in view["abilities"]}
    mine = view["active"] >= 0 and not view["ai_turn"]
    states = []
    for k, name in enumerate(view["menu_items"]):
        key = name.split(":")[0]
        ok = legal.get(key, {}).get("ok", False) if key != "undo" else view["can_undo"][0]
        if view["arming"] == name:
            states.append((name, ui.PICKED))
        elif view["menu"] and k == view["menu_index"]:
            states.append((name, ui.FOCUS))
        else:
            states.append((name, ui.NORMAL if ok and mine else ui.DISABLED))
    _kept(stage, "bar", tuple(states), lambda layer: _buttons(layer, states))


def _buttons(stage: Stage, states: list) -> None:
    for k, (name, state) in enumerate(states):
        x = RX + (k % 6) * (BAR_W + 8)
        y = BAR_Y + (k // 6) * (BUTTON_H + 8)
        tone = rgb(58, 82, 70) if name.startswith("sow:") else rgb(70, 56, 44)
        ui.button(stage, x, y, BAR_W, BUTTON_H, BAR_LABELS[name], None, state, size=BODY, tone=tone)
        stage.hot(x, y, BAR_W, BUTTON_H, {"do": "ability", "name": name})   # a click on a greyed one says why


def _menu(stage: Stage, view: dict) -> None:
    """Draw the ability menu (Triangle) over the floor: each action, the cursor's lit, with why it is out of reach."""
    legal = {a["name"]: a for a in view["abilities"]}
    x, y, w = FX + 6, 98, COLS * TILE - 12
    step = 30
    ui.panel(stage, x, y, w, 36 + step * len(view["menu_items"]), 12, rgb(22, 20, 18), GOLD_DARK, alpha=245)
    ui.heading(stage, x + 14, y + 10, "Abilities", w - 28)
    for k, name in enumerate(view["menu_items"]):
        key = name.split(":")[0]
        info = legal.get(key, {"ok": False, "reason": ""})
        ok, reason = (view["can_undo"][0], view["can_undo"][1]) if key == "undo" else (info["ok"], info["reason"])
        ly = y + 34 + k * step
        if k == view["menu_index"]:
            stage.rrect(x + 6, ly - 3, w - 12, step - 2, 6, mix(PANEL, GOLD_DARK, 1, 2))
            stage.rrbox(x + 6, ly - 3, w - 12, step - 2, 6, GOLD, 1)
        ui.label(stage, x + 16, ly, BAR_LABELS[name], 70, BODY, INK if ok else FAINT, bold=True)
        if not ok:
            ui.label(stage, x + 90, ly + 3, reason, w - 104, CAPTION, rgb(240, 150, 130))


def _briefing(stage: Stage, view: dict) -> None:
    """Draw the briefing, the debrief or the campaign's end over the right-hand side, the floor still in view."""
    b = view["brief"]
    phase = view["phase"]
    x, w = RX + 22, RW - 44
    y = 104
    if phase == "over":
        won = bool(view["outcomes"]) and all(o == "won" for o in view["outcomes"])
        ui.title(stage, x, y, "The campaign is won" if won else "The campaign is lost", w, TITLE,
                 GOLD if won else RED)
        y += 48
        y += ui.paragraph(stage, x, y, view["verdict"], w, BODY, INK, lines=3) + 10
        _campaign(stage, view, x, y, w, 340)
        return                                       # the results sheet rises over the rest
    ui.title(stage, x, y, f"Mission {b['index'] + 1}: {b['name']}", w, TITLE)
    y += 46
    if phase == "debrief":
        ui.label(stage, x, y, f"Last mission: {view['verdict']}", w, BODY, GREEN, bold=True)
        y += 26
    y += ui.paragraph(stage, x, y, b["text"], w, BODY, INK, lines=3) + 6
    y += ui.paragraph(stage, x, y, f"Objective: {b['line']}. The Blight wins at {b['crystal_limit']} crystal tiles.",
                      w, BODY, GOLD_LIGHT, lines=2) + 10
    _campaign(stage, view, x, y, w, 404)
    ui.label(stage, x, 414, "The Blight's tier", 300, SMALL, DIM)
    tiers = b["blight_tiers"]
    for k, tier in enumerate(tiers):
        state = ui.PICKED if tier == b["blight_tier"] else ui.NORMAL
        ui.button(stage, x + k * 104, 438, 96, BUTTON_H, tier.capitalize(), {"do": "blight", "tier": tier}, state,
                  size=BODY)
    bx = x + len(tiers) * 104 + 16
    ui.button(stage, bx, 438, x + w - bx, BUTTON_H, "Begin", {"do": "start"}, ui.FOCUS, key="Cross", size=LABEL,
              tone=rgb(58, 82, 70))


def _campaign(stage: Stage, view: dict, x: int, y: int, w: int, bottom: int) -> None:
    """Draw the campaign's missions and how each stands, and the monks' carried wounds, in two columns."""
    ui.heading(stage, x, y, "The campaign", w)
    y += 26
    half = (w - 16) // 2
    for k, m in enumerate(view["missions"]):
        if y + k * 20 + 17 > bottom:
            break
        colour = {"won": GREEN, "lost": RED, "next": GOLD, "playing": GOLD}.get(m["state"], DIM)
        ui.label(stage, x, y + k * 20, f"{k + 1}. {m['name']}: {m['state']}", half, SMALL, colour)
    for k, c in enumerate(view["carried"]):
        if y + k * 20 + 17 > bottom:
            break
        text = f"{c['name']}: fallen" if c["fallen"] else f"{c['name']}: {c['wounds']} wounds carried"
        ui.label(stage, x + half + 16, y + k * 20, text, half, SMALL, RED if c["fallen"] or c["wounds"] else DIM)


def _hints(stage: Stage, view: dict) -> None:
    items = _hint_items(view)
    if items:
        names = {b for buttons, _ in items for b in buttons.split("/")}
        key = (tuple(items), keys.scheme(), tuple(sorted((b, keys.label(b)) for b in names)))
        _kept(stage, "hints", key, lambda layer: ui.hints(layer, items))


def _hint_items(view: dict) -> list:
    phase = view["phase"]
    if phase == "over":
        return []                                    # the results sheet comes up over the foot
    if phase in ("briefing", "debrief"):
        return [("Left/Right", "the Blight's tier"), ("Cross", "begin")]
    if view["menu"]:
        return [("Up/Down", "choose"), ("Cross", "use"), ("Circle", "close")]
    if view["active"] < 0 or view["ai_turn"]:
        return [("Up/Down/Left/Right", "look at a tile"), ("L1/R1", "the units")]
    chance, path = view["chance"], view["path"]
    if view["arming"]:
        act, back = "aim here", "cancel"
    elif chance and chance["ok"] and view["units"][view["active"]]["ap"] >= 1:
        act, back = "fire", "undo"
    elif path and path["ok"]:
        act, back = "walk there", "undo"
    else:
        act, back = "preview", "undo"
    return [("Up/Down/Left/Right", "tile"), ("Cross", act), ("Circle", back), ("Square", "next target"),
            ("Triangle", "abilities"), ("Select", "end turn"), ("L1/R1", "units")]
