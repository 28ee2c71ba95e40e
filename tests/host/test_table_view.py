"""A table view from another machine or a file: drawn by the screen it names, or said in words, never raised."""

import pytest

from pycore.host.drivers import draw_table_view
from pycore.kernel.session import parse_seats
from pycore.packs import practice_pack
from pycore.prims import Stage

PACK = practice_pack()
POKER = PACK.instance("practice-poker")


def drawn(table, came="over the wire"):
    stage = Stage()
    draw_table_view(stage, PACK, POKER, table, 2, came)
    return stage


@pytest.mark.parametrize("table, words", [
    (None, "Waiting for the host's first view."),
    ([], "The host's view is not a table."),
    ({"view": 3}, "The host's view is not a table."),
    ({"view": {}, "instance": "", "seat": 2}, "The host's view names no screen or seat of this game."),
    ({"view": {}, "instance": "", "seat": True}, "The host's view names no screen or seat of this game."),
    ({"view": {}, "instance": "practice-nowhere", "seat": 0}, "The host's view names 'practice-nowhere', which this pack lacks."),
    ({"view": {}, "instance": "", "seat": 0}, "The host's view cannot be drawn (KeyError, over the wire)."),
])
def test_a_view_no_screen_can_draw_is_said_in_words(table, words):
    assert drawn(table).strings == [words[:70]]


def test_a_file_s_view_says_where_it_came_from():
    assert drawn({"view": {}, "instance": "", "seat": 0}, "from a file").strings == [
        "The host's view cannot be drawn (KeyError, from a file)."]


def test_a_good_view_is_drawn_by_the_screen_it_names():
    s = POKER.spec.session(config=POKER.config, seed=1, seats=parse_seats("human,ai:regular"))
    table = {"view": s.view(0), "instance": "", "seat": 0}
    stage = drawn(table)
    assert not any("cannot be drawn" in t or "Waiting" in t for t in stage.strings) and len(stage.strings) > 3
