"""A board game shows its last move: a ring on the piece that moved and a fading cross where a piece was taken,
so an AI's capture in checkers no longer just makes a piece vanish. Presentation only: the session never sees it."""

from pycore.host.arcade import Arcade
from pycore.kernel.session import Seat
from pycore.prims import BOX, LINE, Stage
from pycore.tabletop.draw import LAST_MOVE

CROSS, RING = 0xE6503C, 0xF0C85A      # the cross's red and the ring's gold (rgb, without alpha)


def _marks(stage: Stage) -> tuple[int, int]:
    crosses = sum(1 for p in stage.prims if p[0] == LINE and p[5] >> 8 == CROSS) // 2
    rings = sum(1 for p in stage.prims if p[0] == BOX and p[6] == 2 and p[5] >> 8 == RING)
    return crosses, rings


def test_a_capture_leaves_a_cross_where_the_piece_was_and_a_ring_on_the_capturer():
    arcade = Arcade(seed=3)
    arcade.enter("practice-tables-checkers", seats=[Seat.ai("expert"), Seat.ai("expert")])
    arcade.draw()
    before = len(arcade.view()["pieces"])
    for _ in range(3000):
        arcade.tick([0])
        stage = arcade.draw()
        if len(arcade.view()["pieces"]) < before:
            break
    else:
        raise AssertionError("no capture in 3000 frames")
    assert _marks(stage) == (1, 1)
    for _ in range(LAST_MOVE + 60):      # the cross fades out (unless a later capture lays another)
        arcade.tick([0])
        if len(arcade.view()["pieces"]) < before - 1 or arcade.screen != "playing":
            break
        stage = arcade.draw()
    else:
        assert _marks(stage)[0] == 0


def test_a_frame_drawn_without_the_motion_kit_marks_nothing():
    arcade = Arcade(seed=3)
    arcade.enter("practice-tables-checkers", seats=[Seat.ai("expert"), Seat.ai("expert")])
    for _ in range(400):
        arcade.tick([0])
    inst = arcade.instance
    stage = Stage(*inst.spec.stage)
    inst.spec.screen(arcade.view(), 0, stage)
    assert _marks(stage) == (0, 0)
