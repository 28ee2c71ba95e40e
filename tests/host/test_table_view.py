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


def _poker_view() -> dict:
    s = POKER.spec.session(config=POKER.config, seed=1, seats=parse_seats("human,ai:regular"))
    for _ in range(120):
        s.tick([0, 0])
    return s.view(0)


def test_a_hostile_host_s_runaway_count_is_said_in_words_within_the_prim_budget():
    """A view claiming a billion cards in a seat's hand would loop the screen: the stage's prim budget stops it."""
    view = _poker_view()
    view["seats"][1]["card_count"] = 10**9
    stage = drawn({"view": view, "instance": "", "seat": 0})
    assert stage.strings == ["The host's view cannot be drawn (ValueError, over the wire)."]
    assert len(stage.prims) == 2 and stage.export()        # the half-drawn frame is forgotten, only the words stand


def test_a_fraction_in_a_view_is_refused_before_a_screen_sees_it():
    view = _poker_view()
    view["seats"][1]["card_count"] = float("inf")
    stage = drawn({"view": view, "instance": "", "seat": 0})
    assert stage.strings == ["The host's view holds a fraction (at seats.1.card_count)."]
    assert stage.export()


def test_the_stage_refuses_a_frame_past_its_prim_budget():
    from pycore.prims import MAX_PRIMS

    stage = Stage()
    for _ in range(MAX_PRIMS):
        stage.rect(0, 0, 1, 1, 0)
    with pytest.raises(ValueError, match="more than"):
        stage.text(0, 0, "one too many", 0)
    stage.clear()
    stage.rect(0, 0, 1, 1, 0)
    assert len(stage.prims) == 1


def test_a_pasted_layer_counts_its_prims_against_the_budget():
    from pycore.prims import MAX_PRIMS

    layer = Stage()
    for _ in range(MAX_PRIMS // 2 + 1):
        layer.rect(0, 0, 1, 1, 0)
    stage = Stage()
    stage.paste(layer)
    assert stage.count == layer.count
    with pytest.raises(ValueError, match="more than"):
        stage.paste(layer)
