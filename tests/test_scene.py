"""Table scenes in the frame: nodes and a camera exported as prims, pictures on faces defined with them, the
library's names checked, the camera gliding between shots on the motion clock, the player's view choice."""

from __future__ import annotations

import pytest

from pycore.cards52.face import back_picture, face_picture
from pycore.look import scene as scenes
from pycore.look.motion import Motion
from pycore.prims import Stage, decode, rgb


def _compose(stage: Stage, eye=(0, 1700, 2300)) -> None:
    sc = scenes.Scene(stage, rgb(10, 20, 30))
    sc.camera(eye, (0, 600, 0), 45)
    sc.node("oval", (0, 700, 0), color=rgb(30, 110, 70))
    sc.node("figure", (0, 0, -1300), (0, 2048, 0), color=rgb(200, 40, 40), pose="think")
    sc.node("card", (0, 745, 0), (0, 0, 0), (2048, 1024, 2048), picture=face_picture("Ah"))
    sc.node("card", (200, 745, 0), picture=back_picture())
    sc.close()


def test_a_scene_exports_its_camera_and_nodes_with_their_pictures_defined():
    s = Stage()
    _compose(s)
    prims = decode(s.export())
    assert [p[0] for p in prims] == ["def", "def", "scene", "node", "node", "node", "node"]
    assert prims[2] == ("scene", [rgb(10, 20, 30), 45, 0, 1700, 2300, 0, 600, 0, 4])
    assert prims[4] == ("node", ["figure", 0, 0, -1300, 0, 2048, 0, 1024, 1024, 1024, rgb(200, 40, 40), "", "think"])
    assert prims[5][1][11] == "card52/Ah" and prims[6][1][11] == "card52/back"
    assert s.has_scene


def test_the_library_and_the_poses_are_checked():
    sc = scenes.Scene(Stage())
    with pytest.raises(ValueError, match="no mesh"):
        sc.node("spaceship")
    with pytest.raises(ValueError, match="no pose"):
        sc.node("figure", pose="dance")


def test_the_camera_glides_between_shots_and_the_same_frames_compose_the_same_scene():
    def run() -> list[bytes]:
        m = Motion()
        out = []
        for frame in range(60):
            m.advance()
            s = Stage()
            s.motion = m
            _compose(s, (0, 1700, 2300) if frame < 10 else (0, 900, 1200))
            out.append(s.export())
        return out

    first, second = run(), run()
    assert first == second
    eyes = [decode(f)[-5][1][2:5] for f in first]
    assert eyes[9] == [0, 1700, 2300] and eyes[-1] == [0, 900, 1200]
    middle = eyes[25]
    assert 900 < middle[1] < 1700, "between the shots the camera is on its way"


def test_the_view_choice_is_the_player_s_and_is_checked():
    assert scenes.use("board") is None and scenes.chosen() == "board"
    assert "no view" in scenes.use("sideways")
    assert scenes.chosen() == "board"
    assert scenes.use("table") is None and scenes.chosen() == "table"
    scenes.use("board")                  # the engine's default, for the tests after this one
