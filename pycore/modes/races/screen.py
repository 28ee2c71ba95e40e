"""Racing's screen on the 960 x 540 stage: a top-down map that follows the local racer, a panel, a minimap
and the countdown.

Everything is drawn from the view in integer stage pixels, ZOOM stage pixels a world unit:
asphalt with red and white kerbs, the chequered line, checkpoint gates (the next in gold),
boost pads with their chevrons, pickups turning over, cars with a body, a windscreen and
wheels in their driver's colour. A track that fits the map is shown whole; a larger one is
followed round by a camera on the local racer (the leader for a spectator), with a minimap in
the panel.
"""

from __future__ import annotations

import functools

from pycore.kernel import fx
from pycore.kernel.fx import FRAC_BITS
from pycore.kernel.session import ordinal
from pycore.look import ui
from pycore.look.style import BODY, DISPLAY, HEAD, SMALL, TITLE
from pycore.look.scene import digest
from pycore.prims import CENTER, LEFT, RIGHT, SANS, SERIF, Picture, Stage, mix, picture, rgb, with_alpha

from .car import HOP_FRAMES
from .rules import FPS, race_time

WIDTH, HEIGHT = 960, 540
ZOOM = 2                          # stage pixels a world unit
MAP_X, MAP_Y, MAP_W, MAP_H = 16, 16, 672, 470      # the map, in stage pixels
PANEL_X, PANEL_Y, PANEL_W = 704, 64, 240          # under the page's menu corner
MINI_Y, MINI_H = 372, 108
HINT_Y = 500
GATE_BAND = 14                    # the width of the band under a next gate that is the line
GRASS = rgb(52, 104, 58)
VERGE = rgb(196, 72, 64)
ROAD = rgb(74, 74, 80)
KERB_WHITE = rgb(236, 232, 224)
PAD = rgb(236, 150, 40)
NEXT_GATE = rgb(250, 220, 70)
GATE_ON_ROAD = mix(ROAD, rgb(200, 200, 200), 120, 255)   # a gate: light grey at half over the asphalt, opaque
                                                          # (the road's tiles overlap, and a translucent line would
                                                          # show darker where they do)
PAD_BAND = mix(ROAD, PAD, 150, 255)                        # a boost pad's band over the asphalt, opaque
TILE = 192                        # world units a side of one still picture of the road
SEAM = 2                          # stage pixels each road tile reaches into its neighbours
INK = rgb(240, 236, 224)
DIM = rgb(150, 148, 140)
PANEL = rgb(34, 32, 40)
SHADOW = rgb(0, 0, 0, 110)
SEAT_COLORS = (rgb(230, 70, 70), rgb(70, 130, 240), rgb(240, 210, 60), rgb(70, 200, 110),
               rgb(180, 100, 230), rgb(250, 140, 40))
ITEM_COLORS = {"boost": rgb(250, 150, 40), "hop": rgb(90, 200, 240), "shield": rgb(110, 230, 130),
               "slow": rgb(190, 110, 240)}
HINTS = (("Cross", "gas"), ("Square", "brake"), ("Left/Right", "steer"), ("R1", "boost"), ("Triangle", "item"))


def _px(v: int) -> int:
    """Return a 20.12 coordinate as whole world units (pixels)."""
    return fx.to_int(v)


def _along(heading: int, n: int) -> tuple[int, int]:
    """Return the integer vector of length ``n`` pointing along ``heading``."""
    return (fx.cos(heading) * n) >> FRAC_BITS, (fx.sin(heading) * n) >> FRAC_BITS


class _Camera:
    """Maps world units onto the map area, ZOOM pixels a unit, centred on world point (cx, cy)."""

    def __init__(self, cx: int, cy: int) -> None:
        self.cx, self.cy = cx, cy
        self.ox, self.oy = cx - MAP_W // (2 * ZOOM), cy - MAP_H // (2 * ZOOM)   # the map's top left, in world units

    def at(self, x: int, y: int) -> tuple[int, int]:
        """Return the stage point of world point (x, y)."""
        return MAP_X + MAP_W // 2 + (x - self.cx) * ZOOM, MAP_Y + MAP_H // 2 + (y - self.cy) * ZOOM

    def sees(self, x0: int, y0: int, x1: int, y1: int, margin: int) -> bool:
        """Return True if the world box (x0, y0)-(x1, y1) grown by ``margin`` touches the map."""
        lo_x, lo_y = self.at(min(x0, x1) - margin, min(y0, y1) - margin)
        hi_x, hi_y = self.at(max(x0, x1) + margin, max(y0, y1) + margin)
        return hi_x >= MAP_X and lo_x < MAP_X + MAP_W and hi_y >= MAP_Y and lo_y < MAP_Y + MAP_H


def _bounds(points: list, hw: int) -> tuple[int, int, int, int]:
    """Return the world box (x0, y0, x1, y1) holding the centerline grown by ``hw``."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return min(xs) - hw, min(ys) - hw, max(xs) + hw, max(ys) + hw


def segments(track: dict) -> list[tuple[int, int, int, int]]:
    """Return each segment of the view's track as (ax, ay, bx, by) in world units."""
    pts = track["points"]
    n = len(pts)
    count = n if track["closed"] else n - 1
    return [(pts[i][0], pts[i][1], pts[(i + 1) % n][0], pts[(i + 1) % n][1]) for i in range(count)]


def _band(stage: Stage, cam: "_Camera | _TileCam", seg: tuple[int, int, int, int], half: int, color: int) -> None:
    """Fill the strip ``half`` either side of a segment."""
    ax, ay, bx, by = seg
    h = fx.atan2(by - ay, bx - ax)
    nx, ny = _along(h + fx.QUARTER_TURN, half)
    a1, a2 = cam.at(ax + nx, ay + ny), cam.at(ax - nx, ay - ny)
    b1, b2 = cam.at(bx + nx, by + ny), cam.at(bx - nx, by - ny)
    stage.quad([a1[0], a1[1], b1[0], b1[1], b2[0], b2[1], a2[0], a2[1]], color)


def _kerb(stage: Stage, cam: "_Camera | _TileCam", seg: tuple[int, int, int, int], outer: int) -> None:
    """Stripe a segment's kerbs white every other few units (the band under them is red)."""
    ax, ay, bx, by = seg
    length = fx.isqrt((bx - ax) ** 2 + (by - ay) ** 2)
    h = fx.atan2(by - ay, bx - ax)
    for side in (1, -1):
        nx, ny = _along(h + side * fx.QUARTER_TURN, outer)
        ix, iy = _along(h + side * fx.QUARTER_TURN, outer - 4)
        for d in range(0, max(0, length - 6), 16):
            e = min(length, d + 8)
            p0 = (ax + (bx - ax) * d // max(1, length), ay + (by - ay) * d // max(1, length))
            p1 = (ax + (bx - ax) * e // max(1, length), ay + (by - ay) * e // max(1, length))
            a, b = cam.at(p0[0] + nx, p0[1] + ny), cam.at(p1[0] + nx, p1[1] + ny)
            c, d2 = cam.at(p1[0] + ix, p1[1] + iy), cam.at(p0[0] + ix, p0[1] + iy)
            stage.quad([a[0], a[1], b[0], b[1], c[0], c[1], d2[0], d2[1]], KERB_WHITE)


def _gate_line(stage: Stage, cam: "_Camera | _TileCam", view: dict, gate: int, color: int, width: int,
               checkered: bool = False) -> None:
    """Draw gate ``gate`` across the road, square to the segment leaving it (or arriving, at a sprint's end)."""
    track = view["track"]
    pts = track["points"]
    n = len(pts)
    hw = track["half_width"]
    src, dst = (pts[gate], pts[(gate + 1) % n]) if track["closed"] or gate + 1 < n else (pts[gate - 1], pts[gate])
    h = fx.atan2(dst[1] - src[1], dst[0] - src[0])
    nx, ny = _along(h + fx.QUARTER_TURN, hw)
    x, y = pts[gate]
    if not checkered:
        p, q = cam.at(x + nx, y + ny), cam.at(x - nx, y - ny)
        stage.line(p[0], p[1], q[0], q[1], color, width)
        return
    pieces = 8
    for k in range(pieces):  # black and white squares across the road
        p = cam.at(x + nx - 2 * nx * k // pieces, y + ny - 2 * ny * k // pieces)
        q = cam.at(x + nx - 2 * nx * (k + 1) // pieces, y + ny - 2 * ny * (k + 1) // pieces)
        stage.line(p[0], p[1], q[0], q[1], INK if k % 2 else rgb(20, 20, 20), 3 * ZOOM)


class _TileCam:
    """Maps world units into one road tile's own picture: its top left (less SEAM) at (0, 0)."""

    def __init__(self, x0: int, y0: int) -> None:
        self.x0, self.y0 = x0, y0

    def at(self, x: int, y: int) -> tuple[int, int]:
        return (x - self.x0) * ZOOM + SEAM, (y - self.y0) * ZOOM + SEAM

    def sees(self, x0: int, y0: int, x1: int, y1: int, margin: int) -> bool:
        return (max(x0, x1) + margin >= self.x0 - SEAM and min(x0, x1) - margin < self.x0 + TILE + SEAM
                and max(y0, y1) + margin >= self.y0 - SEAM and min(y0, y1) - margin < self.y0 + TILE + SEAM)


def _road_key(track: dict) -> tuple:
    return (tuple(tuple(p) for p in track["points"]), track["half_width"], bool(track["closed"]),
            tuple(track["boost_pads"]))


@functools.lru_cache(maxsize=8)
def _road(key: tuple) -> tuple[tuple[int, int, Picture], ...]:
    """Return the track's still road as pictures, a TILE-unit square of world each: (world x, world y, picture).

    The road (verges and kerbs, asphalt, boost pads, every gate, the chequered line) never moves, so it is
    drawn once and stamped where the camera puts it; only the next gate's mark is drawn each frame. Each tile
    reaches SEAM stage pixels into its neighbours, so no seam shows where two meet, and everything in it is
    opaque, so the overlap is drawn the same twice.
    """
    points, hw, closed, pads = key
    track = {"points": [list(p) for p in points], "half_width": hw, "closed": closed, "boost_pads": list(pads)}
    x0, y0, x1, y1 = _bounds(list(points), hw + 4)
    name = digest(*key)
    tiles = []
    for ty in range(y0 - y0 % TILE, y1 + 1, TILE):
        for tx in range(x0 - x0 % TILE, x1 + 1, TILE):
            cam = _TileCam(tx, ty)
            size = TILE * ZOOM + 2 * SEAM
            pic = picture(f"races/road/{name}/{tx},{ty}", size, size, lambda stage, cam=cam: _draw_road(stage, cam, track))
            if pic.stage.words:                  # a tile of grass alone is not stamped
                tiles.append((tx, ty, pic))
    return tuple(tiles)


def _draw_road(stage: Stage, cam: _TileCam, track: dict) -> None:
    """Draw the still road through ``cam``: verges with kerbs, asphalt, boost pads, the gates and the line."""
    hw = track["half_width"]
    segs = segments(track)
    for width, color in ((hw + 4, VERGE), (hw + 1, KERB_WHITE), (hw, ROAD)):
        for seg in segs:
            if cam.sees(seg[0], seg[1], seg[2], seg[3], width):
                _band(stage, cam, seg, width, color)
                if color == VERGE:
                    _kerb(stage, cam, seg, hw + 4)
        for x, y in track["points"]:
            if cam.sees(x, y, x, y, width):
                cx, cy = cam.at(x, y)
                stage.ellipse(cx, cy, width * ZOOM, width * ZOOM, color)
    for i in track["boost_pads"]:
        seg = segs[i]
        if not cam.sees(seg[0], seg[1], seg[2], seg[3], hw):
            continue
        _band(stage, cam, seg, hw * 2 // 3, PAD_BAND)
        ax, ay, bx, by = seg
        h = fx.atan2(by - ay, bx - ax)
        length = fx.isqrt((bx - ax) ** 2 + (by - ay) ** 2)
        fwd, side = _along(h, 6 * ZOOM), _along(h + fx.QUARTER_TURN, hw * ZOOM // 3)
        for d in range(8, length - 4, 20):  # chevrons pointing the way
            mx, my = cam.at(ax + (bx - ax) * d // length, ay + (by - ay) * d // length)
            stage.tri(mx + fwd[0], my + fwd[1], mx + side[0], my + side[1], mx - side[0], my - side[1], PAD)
    for g in range(len(track["points"])):
        if g not in _lines(track):
            _gate_line(stage, cam, {"track": track}, g, GATE_ON_ROAD, 2)
    for g in _lines(track):
        _gate_line(stage, cam, {"track": track}, g, INK, 3, checkered=True)


def _lines(track: dict) -> list[int]:
    """Return the gates drawn as a chequered line: the start, and a sprint's finish."""
    return [0] if track["closed"] else [0, len(track["points"]) - 1]


def _draw_track(stage: Stage, cam: _Camera, view: dict, next_gate: int) -> None:
    """Stamp the still road's tiles the map shows, then mark the next gate (gold; a gold band under the line)."""
    track = view["track"]
    for tx, ty, pic in _road(_road_key(track)):
        if cam.sees(tx, ty, tx + TILE, ty + TILE, SEAM):
            x, y = cam.at(tx, ty)
            stage.stamp(pic, x - SEAM, y - SEAM)
        elif cam.sees(tx, ty, tx + TILE, ty + TILE, TILE):     # a tile the camera nears: the page draws it while idle
            stage.ahead(pic)
    lines = _lines(track)
    if next_gate in lines:  # the next gate is a chequered line: a gold band under it marks it
        _gate_line(stage, cam, view, next_gate, NEXT_GATE, GATE_BAND)
        _gate_line(stage, cam, view, next_gate, INK, 3, checkered=True)
    elif next_gate >= 0:
        _gate_line(stage, cam, view, next_gate, NEXT_GATE, 5)


def _draw_pickups(stage: Stage, cam: _Camera, view: dict, frame: int) -> None:
    bob = (frame // 8) % 2 * 2
    turn = (frame // 4) % 8                     # the box turns over as it floats: its width breathes
    for p in view["pickups"]:
        if not p["ready"] or not cam.sees(p["x"], p["y"], p["x"], p["y"], 6):
            continue
        x, y = cam.at(p["x"], p["y"])
        stage.ellipse(x, y + 9, 9, 4, SHADOW)
        y -= bob
        w = 11 - abs(turn - 4)
        stage.ellipse(x, y, 15, 15, with_alpha(ITEM_COLORS[p["kind"]], 70))
        stage.quad([x, y - 11, x + w, y, x, y + 11, x - w, y], ITEM_COLORS[p["kind"]])
        _item_mark(stage, p["kind"], x, y)


def _item_mark(stage: Stage, kind: str, x: int, y: int) -> None:
    """Draw what a pickup holds as a mark on its box: boost a chevron, hop an arrow up, shield a ring, slow a bar."""
    ink = rgb(20, 20, 30)
    if kind == "boost":
        stage.path([x - 4, y - 5, x + 3, y, x - 4, y + 5], ink, 3)
    elif kind == "hop":
        stage.tri(x, y - 6, x + 5, y + 1, x - 5, y + 1, ink)
        stage.rect(x - 1, y, 3, 6, ink)
    elif kind == "shield":
        stage.ring(x, y, 5, 5, ink, 2)
    else:
        stage.rect(x - 5, y - 1, 10, 3, ink)


def _draw_racer(stage: Stage, cam: _Camera, r: dict, local: bool) -> None:
    """Draw a car from above: a shadow, four wheels, the body in its driver's colour, a windscreen, a stripe."""
    x, y = cam.at(_px(r["x"]), _px(r["y"]))
    h = r["heading"]
    color = SEAT_COLORS[r["seat"] % len(SEAT_COLORS)]
    if r["finished"] >= 0:
        color = with_alpha(color, 150)
    lift = (r["hop"] * (HOP_FRAMES - r["hop"]) // 100) * ZOOM if r["hop"] else 0   # an arc over the hop
    stage.ellipse(x + 2, y + 3 + lift // 3, 12, 9, SHADOW)
    y -= lift
    if r["shield"]:
        stage.ellipse(x, y, 20, 20, with_alpha(ITEM_COLORS["shield"], 80))
        stage.ring(x, y, 20, 20, with_alpha(ITEM_COLORS["shield"], 200), 2)

    def at(fwd: int, side: int) -> tuple[int, int]:
        f, s2 = _along(h, fwd), _along(h + fx.QUARTER_TURN, side)
        return x + f[0] + s2[0], y + f[1] + s2[1]

    if r["boost"]:
        flame = [*at(-11, 4), *at(-11, -4), *at(-22, 0)]
        stage.tri(*flame, PAD)
    if local:  # a white halo a size larger marks the racer this screen belongs to
        stage.poly([*at(14, 0), *at(8, 9), *at(-12, 9), *at(-12, -9), *at(8, -9)], with_alpha(INK, 200))
    for fwd in (7, -7):                      # the wheels
        for side in (7, -7):
            a, b = at(fwd + 3, side), at(fwd - 3, side)
            stage.line(a[0], a[1], b[0], b[1], rgb(20, 20, 22), 4)
    stage.poly([*at(12, 0), *at(7, 6), *at(-10, 6), *at(-10, -6), *at(7, -6)], color)
    stage.poly([*at(5, 4), *at(1, 4), *at(1, -4), *at(5, -4)], rgb(40, 60, 80, 230))    # the windscreen
    a, b = at(10, 0), at(-9, 0)
    stage.line(a[0], a[1], b[0], b[1], mix(color, INK, 1, 2), 2)
    if r["slow"]:
        stage.ellipse(x, y, 4, 4, ITEM_COLORS["slow"])


def follow(view: dict, seat: "int | None") -> int:
    """Return the seat the camera and panel follow: the local one, or the leader for a spectator."""
    racers = view["racers"]
    if seat is not None and 0 <= seat < len(racers):
        return seat
    return min(range(len(racers)), key=lambda i: (racers[i]["place"], i))


def _camera(view: dict, me: dict) -> tuple[_Camera, bool]:
    """Return the camera and whether it follows (the track is larger than the map)."""
    x0, y0, x1, y1 = _bounds(view["track"]["points"], view["track"]["half_width"] + 4)
    mw, mh = MAP_W // ZOOM, MAP_H // ZOOM          # the map, in world units
    if x1 - x0 <= mw and y1 - y0 <= mh:
        return _Camera((x0 + x1) // 2, (y0 + y1) // 2), False
    cx, cy = _px(me["x"]), _px(me["y"])
    # keep the view over the track rather than the empty grass beyond it
    cx = fx.clamp(cx, x0 + mw // 2, x1 - mw // 2) if x1 - x0 > mw else (x0 + x1) // 2
    cy = fx.clamp(cy, y0 + mh // 2, y1 - mh // 2) if y1 - y0 > mh else (y0 + y1) // 2
    return _Camera(cx, cy), True


def _minimap(stage: Stage, view: dict, cam: _Camera, me: int) -> None:
    x0, y0, x1, y1 = _bounds(view["track"]["points"], view["track"]["half_width"])
    left, top, w, h = PANEL_X + 14, MINI_Y, PANEL_W - 28, MINI_H
    per = max(-(-(x1 - x0) // (w - 8)), -(-(y1 - y0) // (h - 8)), 1)  # world units a minimap pixel
    ox = left + (w - (x1 - x0) // per) // 2 - x0 // per
    oy = top + (h - (y1 - y0) // per) // 2 - y0 // per
    stage.rrect(left, top, w, h, 8, rgb(20, 40, 26))
    pads = view["track"]["boost_pads"]
    for i, (ax, ay, bx, by) in enumerate(segments(view["track"])):
        stage.line(ox + ax // per, oy + ay // per, ox + bx // per, oy + by // per, PAD if i in pads else DIM, 3)
    stage.box(ox + cam.ox // per, oy + cam.oy // per, max(2, MAP_W // ZOOM // per), max(2, MAP_H // ZOOM // per),
              with_alpha(INK, 120))
    for r in view["racers"]:
        size = 4 if r["seat"] == me else 3
        stage.ellipse(ox + _px(r["x"]) // per, oy + _px(r["y"]) // per, size, size,
                      INK if r["seat"] == me else SEAT_COLORS[r["seat"] % len(SEAT_COLORS)])
    stage.rrbox(left, top, w, h, 8, DIM)


def _row(stage: Stage, y: int, label: str, value: str, color: int = INK) -> None:
    stage.text(PANEL_X + 14, y + 3, label, DIM, SMALL, LEFT, SANS, True)
    stage.text(PANEL_X + PANEL_W - 14, y, value, color, HEAD, RIGHT, SANS, True)


def panel(stage: Stage, view: dict, me: dict, seat_is_local: bool) -> None:
    ui.panel(stage, PANEL_X, PANEL_Y, PANEL_W, HINT_Y - PANEL_Y - 8)
    track = view["track"]
    top = PANEL_Y + 12
    if track["closed"]:
        _row(stage, top, "LAP", f"{min(me['lap'] + 1, view['laps'])}/{view['laps']}")
    else:
        _row(stage, top, "GATE", f"{me['passed']}/{track['gates'] - 1}")
    _row(stage, top + 30, "PLACE", f"{ordinal(me['place'])}/{len(view['racers'])}")
    _row(stage, top + 60, "SPEED", str(me["speed"] * FPS >> FRAC_BITS))
    full = view["meter_full"]
    ready = me["meter"] >= full
    x, bar_w = PANEL_X + 14, PANEL_W - 28
    stage.text(x, top + 94, "BOOST", DIM, SMALL, LEFT, SANS, True)
    if ready:
        ui.keycap(stage, PANEL_X + PANEL_W - 14 - ui.keycap_width("R1"), top + 88, "R1")
    ui.meter(stage, x, top + 116, bar_w, 10, me["meter"], full, PAD if me["boost"] or ready else DIM)
    stage.text(x, top + 136, "ITEM", DIM, SMALL, LEFT, SANS, True)
    item = me["item"]
    tone = ITEM_COLORS.get(item, DIM)
    stage.rrect(x, top + 156, bar_w, 30, 8, with_alpha(tone, 50))
    stage.rrbox(x, top + 156, bar_w, 30, 8, tone, 2)
    stage.text(PANEL_X + PANEL_W // 2, top + 162, item.upper() if item else "-", tone, BODY, CENTER, SANS, True)
    if seat_is_local and not me["ai"] and view["countdown"] == 0 and me["finished"] < 0:
        stage.hot(x, top + 88, bar_w, 40, {"do": "boost"})
        stage.hot(x, top + 156, bar_w, 30, {"do": "use"})
    if me["finished"] < 0 and not view["ended"] and view["time_left"] <= 10 * FPS:
        _row(stage, top + 196, "LEFT", race_time(view["time_left"]), VERGE)   # the time limit is near
    else:
        _row(stage, top + 196, "TIME", race_time(me["finished"] - view["start"] if me["finished"] >= 0 else view["clock"]))
    order = sorted(view["racers"], key=lambda r: (r["place"], r["seat"]))
    for k, r in enumerate(order[:6]):
        y = top + 232 + k * 18
        if y + 18 > MINI_Y - 4:
            break
        color = SEAT_COLORS[r["seat"] % len(SEAT_COLORS)]
        stage.ellipse(x + 5, y + 8, 5, 5, color)
        ui.label(stage, x + 16, y, f"{r['place']} {r['name']}", bar_w - 16, SMALL,
                 INK if r["seat"] == me["seat"] else DIM, bold=r["seat"] == me["seat"])


def banner(stage: Stage, view: dict, me: dict, local: bool) -> None:
    """The countdown, GO!, the finish and the end; a spectator reads the followed racer's name, not "You"."""
    cx, cy = MAP_X + MAP_W // 2, MAP_Y + MAP_H // 2
    if view["countdown"]:
        n = -(-view["countdown"] // FPS)
        stage.ellipse(cx, cy, 64, 64, rgb(0, 0, 0, 150))
        stage.ring(cx, cy, 64, 64, NEXT_GATE, 3)
        stage.text(cx, cy - 34, str(n), NEXT_GATE, 64, CENTER, SERIF, True)
        stage.text(cx, cy + 74, "GET READY", INK, HEAD, CENTER, SANS, True, rgb(0, 0, 0, 160), 3)
    elif view["clock"] < FPS * 3 // 4 and not view["ended"]:
        stage.text(cx, cy - 34, "GO!", rgb(110, 230, 130), 64, CENTER, SERIF, True, rgb(0, 0, 0, 160), 4)
    if view["ended"]:
        stage.rrect(MAP_X + 60, cy - 56, MAP_W - 120, 112, 16, rgb(0, 0, 0, 170))
        stage.text(cx, cy - 44, "RACE OVER", NEXT_GATE, DISPLAY, CENTER, SERIF, True)
        who = "You" if local else me["name"]
        stage.text(cx, cy + 12, f"{who} placed {ordinal(me['place'])}", INK, HEAD, CENTER, SANS, True)
    elif me["finished"] >= 0:
        stage.rrect(MAP_X + 120, MAP_Y + 14, MAP_W - 240, 46, 12, rgb(0, 0, 0, 150))
        stage.text(cx, MAP_Y + 22, f"FINISHED {ordinal(me['place'])}", NEXT_GATE, TITLE, CENTER, SERIF, True)
    elif view["grace_left"] >= 0:
        stage.text(cx, MAP_Y + 16, f"Finish within {race_time(view['grace_left'])}", NEXT_GATE, HEAD, CENTER, SANS,
                   True, rgb(0, 0, 0, 160), 3)


def screen(view: dict, seat: "int | None", stage: Stage) -> None:
    """Draw one frame of the race for ``seat`` (None: a spectator following the leader)."""
    me_index = follow(view, seat)
    me = view["racers"][me_index]
    cam, following = _camera(view, me)
    stage.rect(0, 0, WIDTH, HEIGHT, rgb(14, 20, 16))
    stage.push()
    stage.clip(MAP_X, MAP_Y, MAP_W, MAP_H, 14)
    stage.radial(MAP_X + MAP_W // 2, MAP_Y + MAP_H // 2, MAP_W * 3 // 4,
                 [(0, mix(GRASS, rgb(255, 255, 255), 1, 10)), (1024, mix(GRASS, rgb(0, 0, 0), 1, 3))])
    stage.rect(MAP_X, MAP_Y, MAP_W, MAP_H, GRASS)
    _draw_track(stage, cam, view, me["next"] if me["finished"] < 0 else -1)
    _draw_pickups(stage, cam, view, view["frame"])
    for r in sorted(view["racers"], key=lambda r: (r["hop"] > 0, r["seat"] == me_index, r["seat"])):
        if cam.sees(_px(r["x"]), _px(r["y"]), _px(r["x"]), _px(r["y"]), 16):
            _draw_racer(stage, cam, r, r["seat"] == me_index)
    stage.pop()
    stage.rrbox(MAP_X, MAP_Y, MAP_W, MAP_H, 14, rgb(255, 255, 255, 40), 1)
    local = seat is not None and me_index == seat
    banner(stage, view, me, local)
    panel(stage, view, me, local)
    if following:
        _minimap(stage, view, cam, me_index)
    if local and not me["ai"]:
        ui.hints(stage, HINTS, y=HINT_Y + 4, x=MAP_X + MAP_W // 2)
