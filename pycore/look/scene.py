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

from typing import Hashable, Sequence

from pycore.look import motion as motions
from pycore.prims import NODE, SCENE, Picture, Stage, _i32

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

    def camera(self, eye: Sequence[int], look: Sequence[int], fov: int = 45, key: Hashable = "camera",
               frames: int = 40) -> None:
        """Aim the camera from ``eye`` at ``look`` (mm); it glides there from the last shot over ``frames``."""
        m = motions.of(self.stage)
        shot = m.tween(("scene", key), (*eye, *look, fov), frames, motions.in_out_cubic)
        self.eye, self.look, self.fov = shot[0:3], shot[3:6], shot[6]

    def node(self, mesh: str, pos: Sequence[int] = (0, 0, 0), rot: Sequence[int] = (0, 0, 0),
             scale: Sequence[int] = (1024, 1024, 1024), color: int = 0xFFFFFFFF, picture: "Picture | None" = None,
             pose: str = "") -> None:
        """Place a mesh of the built-in library (see :data:`MESHES`)."""
        if mesh not in MESHES:
            raise ValueError(f"no mesh {mesh!r} in the scene library")
        if pose and pose not in POSES:
            raise ValueError(f"no pose {pose!r} (one of {', '.join(POSES)})")
        if len(self.nodes) >= MAX_NODES:
            raise ValueError(f"a scene of more than {MAX_NODES} nodes")
        self.nodes.append(Node(mesh, pos, rot, scale, color, picture, pose))

    def close(self) -> None:
        """Write the scene into the frame (before the HUD the screen draws next)."""
        s = self.stage
        s.count += 1 + len(self.nodes)
        s.words += (SCENE, _i32(self.sky), self.fov, *self.eye, *self.look, len(self.nodes))
        for n in self.nodes:
            if n.picture is not None and n.picture.name not in s.pictures:
                s.pictures[n.picture.name] = n.picture
            s.words += (NODE, s._string(n.mesh), *n.pos, *n.rot, *n.scale, _i32(n.color),
                        s._string(n.picture.name if n.picture is not None else ""), s._string(n.pose))
        s.has_scene = True


# presentation only: which view the player chose for games that offer a table (the page says)
_view = "table"


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
