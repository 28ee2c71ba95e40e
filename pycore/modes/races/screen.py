"""Racing's screen: a top-down map that follows the local racer, a panel, a minimap and the countdown.

Everything is drawn from the view in integer stage pixels, one world unit a pixel. A track
that fits the map is shown whole; a larger one is followed round by a camera on the local
racer (the leader for a spectator), with a minimap in the panel.
"""

from __future__ import annotations

from pycore.kernel import fx
from pycore.kernel.fx import FRAC_BITS
from pycore.kernel.session import ordinal
from pycore.prims import CENTER, OLD_HEIGHT as HEIGHT, LEFT, RIGHT, OLD_WIDTH as WIDTH, Stage, rgb, with_alpha

from .car import HOP_FRAMES
from .rules import FPS, race_time

MAP_W, MAP_H = 256, 230
PANEL_X = MAP_W
PANEL_W = WIDTH - MAP_W
MINI_Y, MINI_H = 152, 74
GRASS = rgb(46, 84, 52)
VERGE = rgb(196, 72, 64)
ROAD = rgb(88, 86, 92)
PAD = rgb(236, 150, 40)
GATE = rgb(200, 200, 200, 120)
NEXT_GATE = rgb(250, 220, 70)
INK = rgb(240, 236, 224)
DIM = rgb(150, 148, 140)
PANEL = rgb(34, 32, 40)
SHADOW = rgb(0, 0, 0, 110)
SEAT_COLORS = (rgb(230, 70, 70), rgb(70, 130, 240), rgb(240, 210, 60), rgb(70, 200, 110),
               rgb(180, 100, 230), rgb(250, 140, 40))
ITEM_COLORS = {"boost": rgb(250, 150, 40), "hop": rgb(90, 200, 240), "shield": rgb(110, 230, 130),
               "slow": rgb(190, 110, 240)}
ITEM_MARKS = {"boost": "B", "hop": "H", "shield": "S", "slow": "Z"}
HINT = "Cross gas  Square brake  Left/Right steer  R1 boost  Triangle item"


def _px(v: int) -> int:
    """Return a 20.12 coordinate as whole world units (pixels)."""
    return fx.to_int(v)


def _along(heading: int, n: int) -> tuple[int, int]:
    """Return the integer vector of length ``n`` pointing along ``heading``."""
    return (fx.cos(heading) * n) >> FRAC_BITS, (fx.sin(heading) * n) >> FRAC_BITS


class _Camera:
    """Maps world units onto the map area, centred on (cx, cy)."""

    def __init__(self, cx: int, cy: int) -> None:
        self.ox, self.oy = MAP_W // 2 - cx, MAP_H // 2 - cy

    def at(self, x: int, y: int) -> tuple[int, int]:
        """Return the stage point of world point (x, y)."""
        return x + self.ox, y + self.oy

    def sees(self, x0: int, y0: int, x1: int, y1: int, margin: int) -> bool:
        """Return True if the world box (x0, y0)-(x1, y1) grown by ``margin`` touches the map."""
        lo_x, hi_x = min(x0, x1) - margin + self.ox, max(x0, x1) + margin + self.ox
        lo_y, hi_y = min(y0, y1) - margin + self.oy, max(y0, y1) + margin + self.oy
        return hi_x >= 0 and lo_x < MAP_W and hi_y >= 0 and lo_y < MAP_H


def _bounds(points: list, hw: int) -> tuple[int, int, int, int]:
    """Return the world box (x0, y0, x1, y1) holding the centerline grown by ``hw``."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return min(xs) - hw, min(ys) - hw, max(xs) + hw, max(ys) + hw


def _segments(track: dict) -> list[tuple[int, int, int, int]]:
    """Return each segment of the view's track as (ax, ay, bx, by) in world units."""
    pts = track["points"]
    n = len(pts)
    count = n if track["closed"] else n - 1
    return [(pts[i][0], pts[i][1], pts[(i + 1) % n][0], pts[(i + 1) % n][1]) for i in range(count)]


def _band(stage: Stage, cam: _Camera, seg: tuple[int, int, int, int], half: int, color: int) -> None:
    """Fill the strip ``half`` either side of a segment."""
    ax, ay, bx, by = seg
    h = fx.atan2(by - ay, bx - ax)
    nx, ny = _along(h + fx.QUARTER_TURN, half)
    a1, a2 = cam.at(ax + nx, ay + ny), cam.at(ax - nx, ay - ny)
    b1, b2 = cam.at(bx + nx, by + ny), cam.at(bx - nx, by - ny)
    stage.quad([a1[0], a1[1], b1[0], b1[1], b2[0], b2[1], a2[0], a2[1]], color)


def _gate_line(stage: Stage, cam: _Camera, view: dict, gate: int, color: int, width: int,
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
        stage.line(p[0], p[1], q[0], q[1], INK if k % 2 else rgb(20, 20, 20), 3)


def _draw_track(stage: Stage, cam: _Camera, view: dict, next_gate: int) -> None:
    track = view["track"]
    hw = track["half_width"]
    segs = _segments(track)
    for width, color in ((hw + 3, VERGE), (hw, ROAD)):
        for seg in segs:
            if cam.sees(seg[0], seg[1], seg[2], seg[3], width):
                _band(stage, cam, seg, width, color)
        for x, y in track["points"]:
            if cam.sees(x, y, x, y, width):
                cx, cy = cam.at(x, y)
                stage.ellipse(cx, cy, width, width, color)
    for i in track["boost_pads"]:
        seg = segs[i]
        if not cam.sees(seg[0], seg[1], seg[2], seg[3], hw):
            continue
        _band(stage, cam, seg, hw * 2 // 3, with_alpha(PAD, 150))
        ax, ay, bx, by = seg
        h = fx.atan2(by - ay, bx - ax)
        length = fx.isqrt((bx - ax) ** 2 + (by - ay) ** 2)
        fwd, side = _along(h, 6), _along(h + fx.QUARTER_TURN, hw // 3)
        for d in range(8, length - 4, 20):  # chevrons pointing the way
            mx, my = cam.at(ax + (bx - ax) * d // length, ay + (by - ay) * d // length)
            stage.tri(mx + fwd[0], my + fwd[1], mx + side[0], my + side[1], mx - side[0], my - side[1], PAD)
    gates = len(track["points"])
    lines = [0] if track["closed"] else [0, gates - 1]   # the start, and a sprint's finish
    for g in range(gates):
        if g not in lines and g != next_gate:
            _gate_line(stage, cam, view, g, GATE, 1)
    if next_gate in lines:  # the next gate is a chequered line: a yellow band under it marks it
        _gate_line(stage, cam, view, next_gate, NEXT_GATE, 7)
    for g in lines:
        _gate_line(stage, cam, view, g, INK, 3, checkered=True)
    if next_gate >= 0 and next_gate not in lines:
        _gate_line(stage, cam, view, next_gate, NEXT_GATE, 2)


def _draw_pickups(stage: Stage, cam: _Camera, view: dict, frame: int) -> None:
    bob = (frame // 8) % 2
    for p in view["pickups"]:
        if not p["ready"] or not cam.sees(p["x"], p["y"], p["x"], p["y"], 6):
            continue
        x, y = cam.at(p["x"], p["y"])
        y -= bob
        stage.quad([x, y - 5, x + 5, y, x, y + 5, x - 5, y], ITEM_COLORS[p["kind"]])
        stage.text(x, y - 3, ITEM_MARKS[p["kind"]], rgb(20, 20, 30), 6, CENTER)


def _draw_racer(stage: Stage, cam: _Camera, r: dict, local: bool) -> None:
    x, y = cam.at(_px(r["x"]), _px(r["y"]))
    h = r["heading"]
    color = SEAT_COLORS[r["seat"] % len(SEAT_COLORS)]
    if r["finished"] >= 0:
        color = with_alpha(color, 150)
    lift = r["hop"] * (HOP_FRAMES - r["hop"]) // 100 if r["hop"] else 0   # an arc over the hop, 4 px at its top
    if lift:
        stage.ellipse(x, y, 5, 3, SHADOW)
        y -= lift
    if r["shield"]:
        stage.ellipse(x, y, 9, 9, with_alpha(ITEM_COLORS["shield"], 90))
    nose = _along(h, 7)
    bx, by = _along(h, 4)
    sx, sy = _along(h + fx.QUARTER_TURN, 4)
    if r["boost"]:
        tx, ty = _along(h, 12)
        stage.tri(x - bx + sx // 2, y - by + sy // 2, x - bx - sx // 2, y - by - sy // 2, x - tx, y - ty, PAD)
    if local:  # a white outline a size larger marks the racer this screen belongs to
        ox, oy = _along(h, 9)
        wx, wy = _along(h + fx.QUARTER_TURN, 6)
        stage.tri(x + ox, y + oy, x - bx - bx // 2 + wx, y - by - by // 2 + wy,
                  x - bx - bx // 2 - wx, y - by - by // 2 - wy, INK)
    stage.tri(x + nose[0], y + nose[1], x - bx + sx, y - by + sy, x - bx - sx, y - by - sy, color)
    if r["slow"]:
        stage.ellipse(x, y, 2, 2, ITEM_COLORS["slow"])


def _follow(view: dict, seat: "int | None") -> int:
    """Return the seat the camera and panel follow: the local one, or the leader for a spectator."""
    racers = view["racers"]
    if seat is not None and 0 <= seat < len(racers):
        return seat
    return min(range(len(racers)), key=lambda i: (racers[i]["place"], i))


def _camera(view: dict, me: dict) -> tuple[_Camera, bool]:
    """Return the camera and whether it follows (the track is larger than the map)."""
    x0, y0, x1, y1 = _bounds(view["track"]["points"], view["track"]["half_width"] + 4)
    if x1 - x0 <= MAP_W and y1 - y0 <= MAP_H:
        return _Camera((x0 + x1) // 2, (y0 + y1) // 2), False
    cx, cy = _px(me["x"]), _px(me["y"])
    # keep the view over the track rather than the empty grass beyond it
    cx = fx.clamp(cx, x0 + MAP_W // 2, x1 - MAP_W // 2) if x1 - x0 > MAP_W else (x0 + x1) // 2
    cy = fx.clamp(cy, y0 + MAP_H // 2, y1 - MAP_H // 2) if y1 - y0 > MAP_H else (y0 + y1) // 2
    return _Camera(cx, cy), True


def _minimap(stage: Stage, view: dict, cam: _Camera, me: int) -> None:
    x0, y0, x1, y1 = _bounds(view["track"]["points"], view["track"]["half_width"])
    left, top, w, h = PANEL_X + 2, MINI_Y, PANEL_W - 4, MINI_H
    per = max(-(-(x1 - x0) // (w - 4)), -(-(y1 - y0) // (h - 4)), 1)  # world units a minimap pixel
    ox = left + (w - (x1 - x0) // per) // 2 - x0 // per
    oy = top + (h - (y1 - y0) // per) // 2 - y0 // per
    stage.rect(left, top, w, h, rgb(20, 40, 26))
    pads = view["track"]["boost_pads"]
    for i, (ax, ay, bx, by) in enumerate(_segments(view["track"])):
        stage.line(ox + ax // per, oy + ay // per, ox + bx // per, oy + by // per, PAD if i in pads else DIM, 2)
    vx, vy = -cam.ox, -cam.oy
    stage.box(ox + vx // per, oy + vy // per, max(2, MAP_W // per), max(2, MAP_H // per), with_alpha(INK, 120))
    for r in view["racers"]:
        size = 3 if r["seat"] == me else 2
        stage.rect(ox + _px(r["x"]) // per - 1, oy + _px(r["y"]) // per - 1, size, size,
                   INK if r["seat"] == me else SEAT_COLORS[r["seat"] % len(SEAT_COLORS)])
    stage.box(left, top, w, h, DIM)


def _row(stage: Stage, y: int, label: str, value: str, color: int = INK) -> None:
    stage.text(PANEL_X + 4, y + 1, label, DIM, 6, LEFT)
    stage.text(WIDTH - 4, y, value, color, 8, RIGHT)


def _panel(stage: Stage, view: dict, me: dict, seat_is_local: bool) -> None:
    stage.rect(PANEL_X, 0, PANEL_W, MAP_H, PANEL)
    track = view["track"]
    if track["closed"]:
        _row(stage, 3, "LAP", f"{min(me['lap'] + 1, view['laps'])}/{view['laps']}")
    else:
        _row(stage, 3, "GATE", f"{me['passed']}/{track['gates'] - 1}")
    _row(stage, 14, "PLACE", f"{ordinal(me['place'])}/{len(view['racers'])}")
    _row(stage, 25, "SPEED", str(me["speed"] * FPS >> FRAC_BITS))
    full = view["meter_full"]
    ready = me["meter"] >= full
    stage.text(PANEL_X + 4, 37, "BOOST", DIM, 6, LEFT)
    if ready:
        stage.text(WIDTH - 4, 36, "R1", PAD if view["frame"] // 15 % 2 else INK, 8, RIGHT)
    bar_w = PANEL_W - 8
    stage.rect(PANEL_X + 4, 46, bar_w, 5, rgb(60, 58, 66))
    stage.rect(PANEL_X + 4, 46, bar_w * me["meter"] // full, 5, PAD if me["boost"] or ready else DIM)
    stage.text(PANEL_X + 4, 56, "ITEM", DIM, 6, LEFT)
    item = me["item"]
    stage.box(PANEL_X + 4, 64, bar_w, 14, ITEM_COLORS.get(item, DIM))
    stage.text(PANEL_X + PANEL_W // 2, 67, item.upper() if item else "-", ITEM_COLORS.get(item, DIM), 8, CENTER)
    if seat_is_local and not me["ai"] and view["countdown"] == 0 and me["finished"] < 0:
        stage.hot(PANEL_X + 4, 36, bar_w, 16, {"do": "boost"})
        stage.hot(PANEL_X + 4, 64, bar_w, 14, {"do": "use"})
    if me["finished"] < 0 and not view["ended"] and view["time_left"] <= 10 * FPS:
        _row(stage, 82, "LEFT", race_time(view["time_left"]), VERGE)   # the time limit is near
    else:
        _row(stage, 82, "TIME", race_time(me["finished"] - view["start"] if me["finished"] >= 0 else view["clock"]))
    order = sorted(view["racers"], key=lambda r: (r["place"], r["seat"]))
    for k, r in enumerate(order[:6]):
        y = 95 + k * 9
        color = SEAT_COLORS[r["seat"] % len(SEAT_COLORS)]
        stage.rect(PANEL_X + 4, y + 1, 5, 5, color)
        stage.text(PANEL_X + 12, y, f"{r['place']} {r['name']}"[:12], INK if r["seat"] == me["seat"] else DIM, 6, LEFT)


def _banner(stage: Stage, view: dict, me: dict, local: bool) -> None:
    """The countdown, GO!, the finish and the end; a spectator reads the followed racer's name, not "You"."""
    cx, cy = MAP_W // 2, MAP_H // 2
    if view["countdown"]:
        n = -(-view["countdown"] // FPS)
        stage.ellipse(cx, cy, 22, 22, rgb(0, 0, 0, 140))
        stage.text(cx, cy - 12, str(n), NEXT_GATE, 24, CENTER)
        stage.text(cx, cy + 26, "GET READY", INK, 8, CENTER)
    elif view["clock"] < FPS * 3 // 4 and not view["ended"]:
        stage.text(cx, cy - 12, "GO!", rgb(110, 230, 130), 24, CENTER)
    if view["ended"]:
        stage.rect(0, cy - 22, MAP_W, 44, rgb(0, 0, 0, 160))
        stage.text(cx, cy - 16, "RACE OVER", NEXT_GATE, 14, CENTER)
        who = "You" if local else me["name"]
        stage.text(cx, cy + 4, f"{who} placed {ordinal(me['place'])}", INK, 8, CENTER)
    elif me["finished"] >= 0:
        stage.rect(0, 8, MAP_W, 20, rgb(0, 0, 0, 140))
        stage.text(cx, 13, f"FINISHED {ordinal(me['place'])}", NEXT_GATE, 10, CENTER)
    elif view["grace_left"] >= 0:
        stage.text(cx, 6, f"Finish within {race_time(view['grace_left'])}", NEXT_GATE, 8, CENTER)


def screen(view: dict, seat: "int | None", stage: Stage) -> None:
    """Draw one frame of the race for ``seat`` (None: a spectator following the leader)."""
    me_index = _follow(view, seat)
    me = view["racers"][me_index]
    cam, following = _camera(view, me)
    stage.rect(0, 0, WIDTH, HEIGHT, GRASS)
    _draw_track(stage, cam, view, me["next"] if me["finished"] < 0 else -1)
    _draw_pickups(stage, cam, view, view["frame"])
    for r in sorted(view["racers"], key=lambda r: (r["hop"] > 0, r["seat"] == me_index, r["seat"])):
        if cam.sees(_px(r["x"]), _px(r["y"]), _px(r["x"]), _px(r["y"]), 16):
            _draw_racer(stage, cam, r, r["seat"] == me_index)
    local = seat is not None and me_index == seat
    _banner(stage, view, me, local)
    _panel(stage, view, me, local)
    if following:
        _minimap(stage, view, cam, me_index)
    stage.rect(0, MAP_H, WIDTH, HEIGHT - MAP_H, rgb(18, 16, 22))
    stage.text(WIDTH // 2, MAP_H + 2, HINT, DIM, 7, CENTER)
