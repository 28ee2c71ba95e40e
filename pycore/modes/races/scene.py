"""Racing from behind: the track laid as road tiles with striped kerbs and a gate over every checkpoint (the
next one in gold), power-ups floating over their spots, every car, and a chase camera behind the followed
car (pycore/look/scene.py). Composed from the view alone; the HUD is the board's own panel and banners.

World units are 100 mm; a heading's direction (cos, sin) runs along the scene's (x, z).
"""

from __future__ import annotations

import functools

from pycore.kernel import fx
from pycore.kernel.fx import FRAC_BITS
from pycore.look import ui, motion as motions
from pycore.look import scene as scenes
from pycore.look import style
from pycore.prims import CENTER, Picture, Stage, mix, rgb

from . import screen as board
from .car import HOP_FRAMES

UNIT = 100                 # mm a world unit
KERB = 15                  # world units a kerb block runs
CAR = (1500, 1500, 1500)
EYE_BACK, EYE_UP, LOOK_AHEAD = 5600, 3300, 4200


def _mm(v: int) -> int:
    """Return a 20.12 world coordinate in mm."""
    return v * UNIT >> FRAC_BITS


def _yaw(heading: int) -> int:
    """Return the scene's turn about y that points a mesh's x axis along ``heading``."""
    return -heading % 4096


def scene(view: dict, seat: "int | None", stage: Stage) -> None:
    """Compose the race as ``seat`` sees it (None: chasing the leader) and draw the HUD over it."""
    me_index = board.follow(view, seat)
    me = view["racers"][me_index]
    m = motions.of(stage)
    sc = scenes.Scene(stage, rgb(120, 170, 220))
    sc.node("tile", (10000, 0, 8500), scale=(65536, 1024, 65536), color=board.GRASS)
    _track(sc, view, me["next"] if me["finished"] < 0 else -1)
    bob = fx.sin(m.frame * 40) * 120 // fx.ONE
    for p in view["pickups"]:
        if p["ready"]:
            sc.node("box", (p["x"] * UNIT, 700 + bob, p["y"] * UNIT), (600, m.frame * 24 % 4096, 600),
                    (420, 420, 420), board.ITEM_COLORS[p["kind"]])
    for r in view["racers"]:
        _car(sc, r)
    _camera(sc, me)
    sc.close()
    local = seat is not None and me_index == seat
    # the board's own panel (its hotspots too) and banner, where the board draws them on the same stage
    board.panel(stage, view, me, local)
    board.banner(stage, view, me, local)
    if local and not me["ai"]:
        ui.hints(stage, board.HINTS, y=board.HINT_Y + 4, x=board.MAP_X + board.MAP_W // 2)


def _track(sc: scenes.Scene, view: dict, next_gate: int) -> None:
    track = view["track"]
    sc.place(_road(tuple(tuple(p) for p in track["points"]), track["half_width"], track["closed"],
                   tuple(track["boost_pads"])))
    hw = track["half_width"]
    segs = board.segments(track)
    for g, (x, y) in enumerate(track["points"]):     # the gate over every checkpoint, the next one in gold
        ax, ay, bx, by = segs[min(g, len(segs) - 1)]
        h = fx.atan2(by - ay, bx - ax)
        colour = style.GOLD if g == next_gate else style.PAPER if g == 0 else rgb(150, 150, 160)
        sc.node("gate", (x * UNIT, 0, y * UNIT), (0, _yaw(h + 1024), 0), ((hw + 2) * UNIT * 1024 // 1000, 1400, 1024),
                colour)


@functools.lru_cache(maxsize=4)
def _road(points: tuple, hw: int, closed: bool, pads: tuple) -> Picture:
    """Return the road (tiles, kerbs, a joint under every bend) as a still part, composed once per track."""
    return scenes.part(f"races/road/{scenes.digest(points, hw, closed, pads)}",
                       lambda sc: _lay_road(sc, points, hw, closed, pads))


def _lay_road(sc: scenes.Scene, points: tuple, hw: int, closed: bool, pads: tuple) -> None:
    segs = board.segments({"points": points, "closed": closed})
    for i, (ax, ay, bx, by) in enumerate(segs):
        h = fx.atan2(by - ay, bx - ax)
        length = fx.isqrt((bx - ax) ** 2 + (by - ay) ** 2)
        mid = ((ax + bx) * UNIT // 2, 2, (ay + by) * UNIT // 2)
        road = board.PAD if i in pads else board.ROAD
        sc.node("tile", mid, (0, _yaw(h), 0), (length * UNIT * 1024 // 1000, 1024, 2 * hw * UNIT * 1024 // 1000),
                mix(road, style.INK, 1, 8) if i in pads else road)
        ux, uy = fx.cos(h), fx.sin(h)
        for side in (-1, 1):                     # the kerbs, red and white blocks along both edges
            ox, oy = -uy * side * (hw + 1) >> FRAC_BITS, ux * side * (hw + 1) >> FRAC_BITS
            for k, d in enumerate(range(0, length - KERB // 2, KERB)):
                cx = ax + ((ux * (d + KERB // 2)) >> FRAC_BITS) + ox
                cy = ay + ((uy * (d + KERB // 2)) >> FRAC_BITS) + oy
                sc.node("kerb", (cx * UNIT, 0, cy * UNIT), (0, _yaw(h), 0), (KERB * UNIT * 1024 // 1000, 1024, 1400),
                        board.VERGE if k % 2 == 0 else style.PAPER)
    for x, y in points:                              # a joint under every bend
        disc = hw * UNIT * 1024 // 20
        sc.node("chips", (x * UNIT, 3, y * UNIT), scale=(disc, 1024, disc), color=board.ROAD)


def _car(sc: scenes.Scene, r: dict) -> None:
    colour = board.SEAT_COLORS[r["seat"] % len(board.SEAT_COLORS)]
    lift = r["hop"] * (HOP_FRAMES - r["hop"]) * 3 if r["hop"] else 0      # lifted through a hop (1.2 m at its top)
    sc.node("car", (_mm(r["x"]), lift, _mm(r["y"])), (0, _yaw(r["heading"]), 0), CAR, colour)
    if r["shield"]:
        sc.node("ring", (_mm(r["x"]), lift + 300, _mm(r["y"])), scale=(3000, 1024, 3000),
                color=board.ITEM_COLORS["shield"])


def _camera(sc: scenes.Scene, me: dict) -> None:
    x, z, h = _mm(me["x"]), _mm(me["y"]), me["heading"]
    ux, uz = fx.cos(h), fx.sin(h)
    eye = (x - (ux * EYE_BACK >> FRAC_BITS), EYE_UP, z - (uz * EYE_BACK >> FRAC_BITS))
    look = (x + (ux * LOOK_AHEAD >> FRAC_BITS), 0, z + (uz * LOOK_AHEAD >> FRAC_BITS))
    sc.camera(eye, look, 55, frames=10, follow=True)
