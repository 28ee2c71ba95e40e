"""The arcade draws a game on the stage its mode declares; the picker and the other modes keep 320 x 240."""

from dataclasses import replace

from pycore.host.arcade import Arcade
from pycore.modes import registry
from pycore.packs import practice_pack
from pycore.prims import decode


def test_a_mode_that_declares_a_larger_stage_is_drawn_and_exported_on_it(monkeypatch):
    golf = registry.MODES["golf"]
    monkeypatch.setitem(registry.MODES, "golf", replace(golf, stage=(480, 270)))
    arcade = Arcade(practice_pack(), seed=3)
    picker = arcade.draw()
    assert (picker.width, picker.height) == (320, 240) and decode(picker.export())[0][0] != "stage"
    assert arcade.enter("practice-golf") is None
    arcade.tick([0])
    stage = arcade.draw()
    assert (stage.width, stage.height) == (480, 270)
    assert decode(stage.export())[0] == ("stage", [480, 270])
    arcade.leave()
    assert arcade.enter("practice-races") is None
    assert (arcade.draw().width, arcade.draw().height) == (320, 240)
