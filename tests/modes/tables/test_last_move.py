"""A board game shows its last move: its two cells marked, and a captured piece fading where it stood, so an AI's
capture in checkers no longer just makes a piece vanish. Presentation only: the session never sees it."""

from pycore.host.arcade import Arcade
from pycore.kernel.session import Seat
from pycore.prims import PUSH, RECT, Stage
from pycore.tabletop.draw import FADE, LAST_MOVE


def _marks(stage: Stage) -> tuple[int, int]:
    """Return (cells marked as the last move, pieces fading out where they were taken)."""
    cells = sum(1 for p in stage.prims if p[0] == RECT and p[5] == LAST_MOVE)
    ghosts = sum(1 for p in stage.prims if p[0] == PUSH and 0 < p[6] < 255)
    return cells, ghosts


def test_a_capture_marks_the_move_and_the_taken_piece_fades_where_it_stood():
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
    cells, ghosts = _marks(stage)
    assert cells == 2 and ghosts == before - len(arcade.view()["pieces"])
    for _ in range(FADE + 2):          # the taken piece fades out (unless a later capture lays another)
        arcade.tick([0])
        if len(arcade.view()["pieces"]) < before - 1 or arcade.screen != "playing":
            break
        stage = arcade.draw()
    else:
        assert _marks(stage) == (2, 0)


def test_a_frame_drawn_without_the_motion_kit_marks_nothing():
    arcade = Arcade(seed=3)
    arcade.enter("practice-tables-checkers", seats=[Seat.ai("expert"), Seat.ai("expert")])
    for _ in range(400):
        arcade.tick([0])
    inst = arcade.instance
    stage = Stage(*inst.spec.stage)
    inst.spec.screen(arcade.view(), 0, stage)
    assert _marks(stage) == (0, 0)
