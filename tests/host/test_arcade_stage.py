"""The arcade draws a game on the stage its mode declares (960 x 540 at least), and a screen laid out for a
smaller stage scaled to fit, centred, its hotspots moved with it."""

from dataclasses import replace

from pycore.host.arcade import Arcade
from pycore.modes import registry
from pycore.packs import practice_pack
from pycore.prims import Stage, decode, header


def test_a_mode_that_declares_a_larger_stage_is_drawn_and_exported_on_it(monkeypatch):
    golf = registry.MODES["golf"]
    monkeypatch.setitem(registry.MODES, "golf", replace(golf, stage=(1280, 720)))
    arcade = Arcade(practice_pack(), seed=3)
    lobby = arcade.draw()
    assert (lobby.width, lobby.height) == (960, 540)
    assert arcade.enter("practice-golf") is None
    arcade.tick([0])
    stage = arcade.draw()
    assert (stage.width, stage.height) == (1280, 720)
    assert header(stage.export())["width"] == 1280


def test_a_screen_laid_out_for_a_smaller_stage_is_scaled_to_fit_and_centred_with_its_hotspots():
    spec = replace(registry.MODES["golf"], stage=(320, 240),
                   screen=lambda view, seat, stage: (stage.rect(0, 0, 320, 240, 0x102030FF),
                                                     stage.hot(10, 20, 30, 40, {"do": "x"})))
    assert spec.frame_stage == (960, 540)
    stage = Stage(*spec.frame_stage)
    spec.draw({}, 0, stage)
    prims = decode(stage.export())
    assert prims[0] == ("push", [120, 0, 0, 2304, 2304, 255, 0])       # 2.25 x, centred across the width
    assert stage.hotspots() == [(120 + 10 * 9 // 4, 20 * 9 // 4, 30 * 9 // 4, 40 * 9 // 4, {"do": "x"})]


def test_a_screen_of_the_stage_s_own_size_is_drawn_straight_on_it():
    drawn = []
    spec = replace(registry.MODES["golf"], stage=(960, 540), screen=lambda view, seat, stage: drawn.append(stage))
    stage = Stage()
    spec.draw({}, 0, stage)
    assert drawn == [stage] and stage.words == []
