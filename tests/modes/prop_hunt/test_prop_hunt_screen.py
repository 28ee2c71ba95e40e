"""Prop hunt's screen: on a hunter's screen a hider cannot be told from a decoy of its prop."""

from __future__ import annotations

import copy
from collections import Counter

import pytest

from pycore.kernel.fx import fx
from pycore.modes.prop_hunt.screen import AREA_H, AREA_Y, PANEL_X, PROP_SHADOW, _Map, screen
from pycore.prims import TEXT, Stage, decode

from .arenas import CHAIR, LAMP, open_game, put, to_hunt, to_phase

HUNTER_SEAT = 0


def draw(view: dict, seat) -> list[tuple]:
    stage = Stage()
    screen(view, seat, stage)
    return stage.prims


def swapped(view: dict, seat: int, decoy: int) -> dict:
    """Return ``view`` with hider ``seat`` and decoy number ``decoy`` trading places."""
    out = copy.deepcopy(view)
    player, item = out["players"][seat], out["decoys"][decoy]
    assert item[0] == player["prop"]
    player["x"], player["y"], item[1], item[2] = item[1], item[2], player["x"], player["y"]
    return out


def hunting_game():
    s = open_game(3)
    to_hunt(s, {1: CHAIR, 2: LAMP})
    put(s, 1, 70, 60)          # a chair in the open, beside the chair decoy at (40, 60)
    put(s, 2, 130, 85)         # a lamp near the lamp decoy at (100, 80)
    return s


def test_a_hider_and_its_decoy_trading_places_leave_the_hunters_screen_unchanged():
    s = hunting_game()
    for _ in range(40):        # across frames, so no animation can tell them apart either
        view = s.view(HUNTER_SEAT)
        frame = draw(view, HUNTER_SEAT)
        assert draw(swapped(view, 1, 0), HUNTER_SEAT) == frame
        assert draw(swapped(view, 1, 1), HUNTER_SEAT) == frame
        assert draw(swapped(view, 2, 2), HUNTER_SEAT) == frame
        s.tick([0, 0, 0])


def test_the_same_swap_shows_on_a_hiders_own_screen():
    view = hunting_game().view(1)
    assert draw(swapped(view, 1, 0), 1) != draw(view, 1)


def _prims_moved_with(view: dict, seat: int, moving: str, index: int, dx: int, dy: int) -> tuple[Counter, Counter]:
    """Return the prims that vanish and appear when a hider or a decoy moves by whole units."""
    before = Counter(draw(view, seat))
    moved = copy.deepcopy(view)
    thing = moved["players"][index] if moving == "hider" else moved["decoys"][index]
    if moving == "hider":
        thing["x"] += fx(dx)
        thing["y"] += fx(dy)
    else:
        thing[1] += fx(dx)
        thing[2] += fx(dy)
    after = Counter(draw(moved, seat))
    return before - after, after - before


def _shift(prim: tuple, dx: int, dy: int) -> tuple:
    """Translate a prim's coordinates (the fields after the opcode that are x, y pairs)."""
    op, *f = prim
    coords = {1: 2, 2: 2, 3: 4, 4: 6, 5: 8, 8: 2, 10: 2}[op]
    return (op, *[v + (dx if i % 2 == 0 else dy) if i < coords else v for i, v in enumerate(f)])


def test_a_hiders_prims_equal_its_decoys_up_to_translation():
    s = hunting_game()
    put(s, 1, 65, 60)          # 25 units right of the chair decoy at (40, 60)
    view = s.view(HUNTER_SEAT)
    m = _Map(view["width"], view["height"])
    apart = m.point(fx(65), fx(60))[0] - m.point(fx(40), fx(60))[0]
    assert apart > 39          # bigger than on the old 320 x 240 stage
    assert _prims_moved_with(view, HUNTER_SEAT, "hider", 1, 0, 0) == (Counter(), Counter())
    hider_prims, _ = _prims_moved_with(view, HUNTER_SEAT, "hider", 1, 0, 25)
    decoy_prims, _ = _prims_moved_with(view, HUNTER_SEAT, "decoy", 0, 0, 25)
    assert sum(hider_prims.values()) >= 4
    assert Counter({_shift(p, -apart, 0): n for p, n in hider_prims.items()}) == decoy_prims


def test_props_are_drawn_in_position_order_so_draw_order_tells_nothing():
    s = hunting_game()
    view = s.view(HUNTER_SEAT)
    prims = draw(view, HUNTER_SEAT)
    bodies = [(p[2], p[1]) for p in prims if p[0] == 10 and p[5] == PROP_SHADOW]   # one shadow under each prop
    assert len(bodies) == len(view["decoys"]) + 2
    assert bodies == sorted(bodies)


def test_a_hunter_sees_nothing_of_the_hide():
    s = open_game(3)
    to_phase(s, "hide")
    view = s.view(HUNTER_SEAT)
    elsewhere = copy.deepcopy(view)
    elsewhere["players"][1]["x"] += fx(30)
    elsewhere["players"][2]["prop"] = LAMP
    assert draw(view, HUNTER_SEAT) == draw(elsewhere, HUNTER_SEAT)
    assert draw(view, 1) != draw(elsewhere, 1)


def test_a_taunt_flashes_on_the_hunters_screen():
    s = hunting_game()
    s.taunt(1)
    stage = Stage()
    screen(s.view(HUNTER_SEAT), HUNTER_SEAT, stage)
    assert "TAUNT!" in stage.texts()


@pytest.mark.parametrize("seat", (0, 1, 2, None))
def test_every_phase_draws_for_every_seat_and_exports(seat):
    s = open_game(3)
    seen = set()
    while not s.is_finished():
        if s.frame % 97 == 0 or s.phase not in seen:
            seen.add(s.phase)
            stage = Stage()
            screen(s.view(seat), seat, stage)
            assert decode(stage.export())
            assert all(0 <= p[1] <= 960 for p in stage.prims if p[0] in (1, 8))
        s.tick([0, 0, 0])
    assert seen == {"choose", "hide", "hunt", "over"}


def test_the_chooser_offers_a_hotspot_per_prop_that_the_rules_accept():
    s = open_game(3)
    stage = Stage()
    screen(s.view(1), 1, stage)
    actions = [h[4] for h in stage.hotspots()]
    assert actions == [{"do": "choose", "prop": CHAIR}, {"do": "choose", "prop": LAMP}]
    s.tick([], {1: [actions[1]]})
    assert s.prop[1] == LAMP


def test_the_hunt_shows_inspect_to_hunters_and_taunt_to_hiders():
    s = hunting_game()
    hunter, hider = Stage(), Stage()
    screen(s.view(0), 0, hunter)
    screen(s.view(1), 1, hider)
    assert [h[4] for h in hunter.hotspots()] == [{"do": "inspect"}]
    assert [h[4] for h in hider.hotspots()] == [{"do": "taunt"}]
    assert "inspect" in hunter.texts() and "Inspect" in hunter.texts()     # the hint line and the button
    assert "taunt" in hider.texts() and "Taunt" in hider.texts()


@pytest.mark.parametrize("seat", (0, 1))
def test_the_you_mark_stays_below_the_top_panel_beside_the_top_wall(seat):
    s = open_game(3, height=130)     # the room fills the stage's width, so its top wall meets the panel
    to_hunt(s)
    put(s, 1, 60, 6)
    marks = [p for p in draw(s.view(seat), seat) if p[0] == TEXT and p[6] == "YOU"]
    assert len(marks) == 1 and AREA_Y <= marks[0][2] and marks[0][2] + marks[0][4] <= AREA_Y + AREA_H


def _one_prop(shape: str, r: int = 8) -> list[tuple]:
    from pycore.modes.prop_hunt.screen import FURNITURE
    stage = Stage()
    FURNITURE[shape](stage, 100, 100, r, 0xB5835AFF)
    return stage.prims


def _corners(prims: list[tuple]) -> list[tuple[int, int]]:
    """Return the extreme points of rectangles, lines, quads and ellipses."""
    out = []
    for op, *f in prims:
        if op == 1:
            out += [(f[0], f[1]), (f[0] + f[2], f[1] + f[3])]
        elif op == 3:
            out += [(f[0], f[1]), (f[2], f[3])]
        elif op == 5:
            out += [(f[0], f[1]), (f[2], f[3]), (f[4], f[5]), (f[6], f[7])]
        elif op == 10:
            out += [(f[0] - f[2], f[1] - f[3]), (f[0] + f[2], f[1] + f[3])]
    return out


def test_props_are_drawn_as_the_furniture_they_are_without_letters():
    """Each shape is a small drawing of prims inside its prop's square, and no two shapes look alike."""
    from pycore.modes.prop_hunt.config import SHAPES
    drawings = {}
    for shape in SHAPES:
        prims = _one_prop(shape)
        assert len(prims) >= 4 and not [p for p in prims if p[0] == TEXT], shape
        assert all(100 - 9 <= x <= 100 + 9 and 100 - 9 <= y <= 100 + 9 for x, y in _corners(prims)), shape
        drawings[shape] = tuple(prims)
    assert len(set(drawings.values())) == len(SHAPES)


def test_the_hunters_screen_shows_the_chosen_furniture_for_decoys_and_hiders_alike():
    s = hunting_game()
    view = s.view(HUNTER_SEAT)
    assert [k["shape"] for k in view["kinds"]] == [k["id"] for k in view["kinds"]]   # chair, lamp...
    prims = draw(view, HUNTER_SEAT)
    room = [p for p in prims if p[0] == TEXT and p[1] < PANEL_X and p[2] < AREA_Y + AREA_H]   # not plates, key caps
    assert not [p for p in room if len(p[6]) == 1]                                 # no letters in circles
