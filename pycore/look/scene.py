"""Table scenes: a 3D view of a game composed in Python from its view, drawn by the page with three.js.

A mode that offers a table view gives ``ModeSpec.scene`` (``scene(view, seat, stage)``): it opens a
:class:`Scene` on the stage, places nodes (a mesh from the page's built-in library, a fixed-point
transform, a colour or a picture on its face, a figure's pose) and a camera, closes it, and draws
its HUD over it with the ordinary 2D prims. The scene rides in the frame as prims (SCENE, then one
NODE per node: docs/prims.md), so it is deterministic, replays as the game did, and a card nobody
at this screen may see is the back's picture, never its face. Nothing here reaches a session.

Units are millimetres (integers), y up; angles 4096 a turn; scales 1024 = 1. The camera glides
between shots on the screen's own motion clock.
"""

from __future__ import annotations

import hashlib
from typing import Callable, Hashable, Sequence

from pycore.kernel import fx
from pycore.look import motion as motions
from pycore.prims import NODE, SCENE, Picture, Stage, _i32, picture

# the page's built-in meshes (web/js/scene.js makes each in code), by name: what each is
MESHES = {
    "table": "a round-cornered slab (a duel board's table), sized by its scale",
    "oval": "an oval card table: felt top, padded rail, pedestal",
    "felt": "a flat slab for a playing surface, coloured or pictured on top",
    "chair": "a chair with a back",
    "figure": "a seated or standing figure: body, head, arms; posed",
    "card": "a playing card: its face picture on top, the back's under it",
    "chips": "a stack of chips, its height by scale y",
    "ball": "a sphere",
    "cup": "a golf hole's cup",
    "flag": "a pin with a flag",
    "car": "a small car: body, cockpit, four wheels",
    "gate": "a checkpoint gate over the track",
    "kerb": "a striped kerb block",
    "tile": "a ground tile (grass, sand, water by colour)",
    "box": "a box",
    "wall": "a low wall block",
    "ring": "a flat ring on the ground (a dust ring, a marker)",
    "part": "a still part (a track's road, a hole's ground): the nodes of the part it wears, as one group",
}
POSES = ("idle", "think", "fold", "allin", "cheer", "slump", "wave")
MAX_NODES = 1500


class Node:
    """One placed mesh: what it is, where, how turned and scaled, its colour, picture and pose."""

    __slots__ = ("mesh", "pos", "rot", "scale", "color", "picture", "pose")

    def __init__(self, mesh: str, pos: Sequence[int], rot: Sequence[int], scale: Sequence[int], color: int,
                 picture: "Picture | None", pose: str) -> None:
        self.mesh, self.pos, self.rot, self.scale = mesh, tuple(pos), tuple(rot), tuple(scale)
        self.color, self.picture, self.pose = color, picture, pose


class Scene:
    """A 3D scene being composed for one frame: nodes, and a camera that glides between shots."""

    def __init__(self, stage: Stage, sky: int = 0x101820FF) -> None:
        self.stage = stage
        self.sky = sky
        self.nodes: list[Node] = []
        self.eye = (0, 1800, 2400)
        self.look = (0, 0, 0)
        self.fov = 45
        self.defined: list[Picture] = []

    def camera(self, eye: Sequence[int], look: Sequence[int], fov: int = 45, key: Hashable = "camera",
               frames: int = 40, follow: bool = False) -> None:
        """Aim the camera from ``eye`` at ``look`` (mm); it glides there from the last shot over ``frames``.

        A shot that moves every frame (a chase, a drift) ``follow``s: eased out, so each frame's
        new aim is met at once a good part of the way (a slow start would never catch up).
        """
        m = motions.of(self.stage)
        ease = motions.out_cubic if follow else motions.in_out_cubic
        shot = m.tween(("scene", key), (*eye, *look, fov), frames, ease)
        self.eye, self.look, self.fov = shot[0:3], shot[3:6], shot[6]

    def node(self, mesh: str, pos: Sequence[int] = (0, 0, 0), rot: Sequence[int] = (0, 0, 0),
             scale: Sequence[int] = (1024, 1024, 1024), color: int = 0xFFFFFFFF, picture: "Picture | None" = None,
             pose: str = "") -> None:
        """Place a mesh of the built-in library (see :data:`MESHES`)."""
        if mesh not in MESHES or mesh == "part":
            raise ValueError(f"no mesh {mesh!r} in the scene library" + (" (a part is placed)" if mesh == "part" else ""))
        if pose and pose not in POSES:
            raise ValueError(f"no pose {pose!r} (one of {', '.join(POSES)})")
        if len(self.nodes) >= MAX_NODES:
            raise ValueError(f"a scene of more than {MAX_NODES} nodes")
        self.nodes.append(Node(mesh, pos, rot, scale, color, picture, pose))

    def define(self, pic: Picture) -> None:
        """Send ``pic`` with the scene though no node wears it: a picture the page's meshes use by name
        (``card52/back``, every card mesh's back)."""
        self.defined.append(pic)

    def project(self, point: Sequence[int]) -> "tuple[int, int] | None":
        """Return where ``point`` (mm) falls on the stage through the camera, or None when it is behind it.

        The page's camera looks from the eye at the look point with y up and ``fov`` degrees
        top to bottom, over the whole stage: HUD labels and hotspots placed here lie on what
        the scene draws there.
        """
        f = [b - a for a, b in zip(self.eye, self.look)]
        f_len = max(1, fx.isqrt(f[0] * f[0] + f[1] * f[1] + f[2] * f[2]))
        f = [v * 4096 // f_len for v in f]
        r = [-f[2], 0, f[0]]                  # forward x up, then made unit
        r_len = max(1, fx.isqrt(r[0] * r[0] + r[2] * r[2]))
        r = [v * 4096 // r_len for v in r]
        u = [(r[1] * f[2] - r[2] * f[1]) // 4096, (r[2] * f[0] - r[0] * f[2]) // 4096,
             (r[0] * f[1] - r[1] * f[0]) // 4096]
        d = [p - e for p, e in zip(point, self.eye)]
        z = sum(a * b for a, b in zip(d, f)) // 4096
        if z <= 10:
            return None
        x = sum(a * b for a, b in zip(d, r)) // 4096
        y = sum(a * b for a, b in zip(d, u)) // 4096
        half = self.fov * 4096 // 720                 # half the field of view, 4096 a turn
        focal = (self.stage.height // 2) * fx.cos(half) // max(1, fx.sin(half))
        return self.stage.width // 2 + x * focal // z, self.stage.height // 2 - y * focal // z

    def place(self, part: Picture, pos: Sequence[int] = (0, 0, 0), rot: Sequence[int] = (0, 0, 0),
              scale: Sequence[int] = (1024, 1024, 1024)) -> None:
        """Place a still part made by :func:`part` (its nodes as one group, moved, turned and scaled as a node)."""
        if not part.name.startswith(PART_PREFIX):
            raise ValueError(f"{part.name!r} is not a scene part")
        if len(self.nodes) >= MAX_NODES:
            raise ValueError(f"a scene of more than {MAX_NODES} nodes")
        self.nodes.append(Node("part", pos, rot, scale, 0xFFFFFFFF, part, ""))

    def close(self) -> None:
        """Write the scene into the frame (before the HUD the screen draws next)."""
        s = self.stage
        for pic in self.defined:
            if pic.name not in s.pictures:
                s.pictures[pic.name] = pic
        s.words += (SCENE, _i32(self.sky), self.fov, *self.eye, *self.look, len(self.nodes))
        s.count += 1
        _write(s, self.nodes)
        s.has_scene = True


def _write(s: Stage, nodes: Sequence[Node]) -> None:
    """Append ``nodes`` to ``s`` as NODE prims, the pictures they wear kept as the stage's."""
    s.count += len(nodes)
    for n in nodes:
        if n.picture is not None and n.picture.name not in s.pictures:
            s.pictures[n.picture.name] = n.picture
        s.words += (NODE, s._string(n.mesh), *n.pos, *n.rot, *n.scale, _i32(n.color),
                    s._string(n.picture.name if n.picture is not None else ""), s._string(n.pose))


PART_PREFIX = "part/"


def part(name: str, compose: "Callable[[Scene], None]") -> Picture:
    """Return the still part ``part/name``: the nodes ``compose`` places on a scene of its own, composed once.

    A part is a picture of 0 x 0 whose prims are NODEs: the export defines it the first frame that
    places it and only names it after (one NODE a frame where a track's road is hundreds), and the
    page builds its meshes once. As with any picture, ``name`` says everything the part depends on.
    """
    def draw(stage: Stage) -> None:
        sc = Scene(stage)
        compose(sc)
        if any(n.mesh == "part" for n in sc.nodes):
            raise ValueError(f"part {name!r} places a part (parts do not nest)")
        _write(stage, sc.nodes)
    return picture(PART_PREFIX + name, 0, 0, draw)


def digest(*parts: object) -> str:
    """Return a short name for what a part depends on (its ``repr``, hashed): a track, a hole."""
    return hashlib.sha1(repr(parts).encode()).hexdigest()[:16]


def paste_part(stage: Stage, draw: "Callable[[Stage], None]", part: Sequence[int], x: int, y: int, k: int,
               size: Sequence[int] = (320, 240)) -> None:
    """Draw a board screen's ``part`` (x, y, w, h of its ``size`` stage, drawn by ``draw``) onto the HUD at
    (x, y), scaled by ``k``/1024: a table view reuses its game's own panels, menus and their hotspots."""
    inner = Stage(*size)
    inner.motion = stage.motion
    draw(inner)
    px, py, pw, ph = part
    stage.push(x - px * k // 1024, y - py * k // 1024, 0, k, k)
    stage.clip(px, py, pw, ph)
    stage.paste(inner)
    stage.pop()


def hold_results(stage: Stage, frames: int) -> None:
    """Keep the results sheet down for ``frames`` after the game ends (the scene's last shot); asked each frame."""
    m = motions.of(stage)
    m.hold = max(m.hold, frames)


# presentation only: which view the player chose for games that offer a table (the page says)
_view = "board"   # until the page says (it starts in the table view unless the player chose the board)


def use(view: str) -> "str | None":
    """Draw games that offer a table view as ``"table"`` (3D) or ``"board"``; return why not, or None."""
    global _view
    if view not in ("table", "board"):
        return f"no view {view!r} (table or board)"
    _view = view
    return None


def chosen() -> str:
    """Return the view the player chose: ``"table"`` or ``"board"``."""
    return _view
