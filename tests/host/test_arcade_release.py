"""A screen takes a button only once it has been released since that screen opened.

The press that starts a game from the lobby must not also make its first move; the same
holds for the quit prompt, the results card and the lobby after a game.
"""

from __future__ import annotations

from pathlib import Path

from pycore.host.arcade import PICKER, PLAYING, QUIT, Arcade
from pycore.kernel import pad
from pycore.packs import load_pack

REPO = Path(__file__).resolve().parents[2]


def _four_in_a_row() -> Arcade:
    tables = load_pack(REPO / "packs" / "tables")
    arcade = Arcade(tables, seed=4)
    arcade.cursor = next(i for i, inst in enumerate(tables.instances) if inst.id == "tables-four-in-a-row")
    return arcade


def _my_discs(arcade: Arcade) -> int:
    """Return how many discs are down: the AI answers a move only after the player's first."""
    return len(arcade.session.table.pieces)


def test_cross_held_across_the_pick_makes_no_move_until_released_and_pressed_again():
    arcade = _four_in_a_row()
    events = []
    for _ in range(8):                       # a 120 ms press: about 8 frames at 60 a second
        events += arcade.tick([pad.CROSS])
    assert arcade.screen == PLAYING and arcade.session.table.state == "playing"
    assert _my_discs(arcade) == 0
    assert not any(e["kind"] == "table_cell_click" and e.get("seat") == 0 for e in events)
    arcade.tick([0])
    assert _my_discs(arcade) == 0, "a release is not a move"
    events = arcade.tick([pad.CROSS])
    assert _my_discs(arcade) >= 1
    assert any(e["kind"] == "table_cell_click" and e.get("seat") == 0 for e in events)


def test_start_held_into_the_quit_prompt_does_not_resume_and_cross_held_does_not_leave():
    arcade = _four_in_a_row()
    arcade.tick([pad.CROSS])
    arcade.tick([0])
    for _ in range(10):
        arcade.tick([pad.START])
    assert arcade.screen == QUIT, "Start held on does not close the prompt it opened"
    arcade.tick([0])
    arcade.tick([pad.START])
    assert arcade.screen == PLAYING, "released and pressed again, Start resumes"
    arcade.tick([0])
    arcade.tick([pad.CROSS])
    for _ in range(5):
        arcade.tick([pad.START | pad.CROSS])
    assert arcade.screen == QUIT, "the Cross held since the game screen does not answer the prompt"
    arcade.tick([pad.START])
    arcade.tick([pad.START | pad.CROSS])
    assert arcade.screen == PICKER, "Cross released and pressed again leaves"


def test_a_button_held_through_a_door_outside_the_frame_waits_for_its_release():
    arcade = _four_in_a_row()
    arcade.tick([pad.DOWN])
    assert arcade.enter("tables-four-in-a-row") is None   # the page's own door, between two frames
    for _ in range(3):
        arcade.tick([pad.DOWN | pad.CROSS])                # Down was held before the door; Cross is new
    assert _my_discs(arcade) >= 1, "a press made after the door counts"
