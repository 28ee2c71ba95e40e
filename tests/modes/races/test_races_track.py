"""Racing's ``[[races]]`` section and track geometry: what parses, what is refused and why."""

from __future__ import annotations

import pytest

from pycore.kernel.fx import ONE
from pycore.kernel.schema import PackError, Table
from pycore.modes.races.config import parse
from pycore.modes.races.track import Track

from .tracks import HW, SQUARE


def _read(**fields):
    raw = {"id": "t", "points": [list(p) for p in SQUARE], "half_width": HW}
    raw.update(fields)
    t = Table(raw, "modes.toml", "races", 0)
    config = parse(t)
    t.done()
    return config


def _refusal(**fields) -> PackError:
    with pytest.raises(PackError) as caught:
        _read(**fields)
    return caught.value


def test_a_circuit_reads_with_its_defaults():
    c = _read(boost_pads=[1], pickups=[{"x": 100, "y": 0, "kind": "hop"}])
    assert c.closed and c.laps == 3 and c.seats == 4
    assert c.points == SQUARE and c.boost_pads == (1,)
    assert c.pickups[0].kind == "hop" and c.pickups[0].respawn == 600


def test_a_sprint_defaults_to_one_run():
    c = _read(closed=False)
    assert not c.closed and c.laps == 1


@pytest.mark.parametrize("fields, field, words", [
    ({"points": [[0, 0], [100, 0]]}, "points", "at least 3 points"),
    ({"points": [[0, 0], [100, 0], [100, 0], [0, 100]]}, "points", "segment 1 (point 1 to point 2)"),
    ({"points": [[0, 0], [200, 0], [200, 200], [0, 0]]}, "points", "the closing segment"),
    ({"points": [[0, 0], [20, 0], [20, 20]]}, "points", "needs at least 100"),
    ({"points": [[0, 0], [100, "x"], [0, 100]]}, "points", "integer pairs"),
    ({"closed": False, "laps": 3}, "laps", "a sprint runs once"),
    ({"boost_pads": [4]}, "boost_pads", "names no segment"),
    ({"pickups": [{"x": 100, "y": 100, "kind": "hop"}]}, "pickups", "lies beyond a hop's reach of the course"),
    ({"pickups": [{"x": 100, "y": 0, "kind": "rocket"}]}, "kind", "one of boost, hop, shield, slow"),
    ({"half_width": 2}, "half_width", "an integer from 8"),
    ({"seats": 7}, "seats", "from 1 to 6"),
    ({"lapz": 2}, "lapz", "no such field"),
])
def test_a_degenerate_race_is_refused_naming_the_field(fields, field, words):
    error = _refusal(**fields)
    assert error.field == field
    assert words in str(error)
    assert "modes.toml [[races" in str(error)


def test_nearest_segment_distance_and_along_by_hand():
    t = Track(SQUARE, HW, True)
    seg, d2, along = t.nearest(50 * ONE, 10 * ONE)
    assert (seg, d2, along) == (0, (10 * ONE) ** 2, 50 * ONE)
    seg, d2, along = t.nearest(190 * ONE, 120 * ONE)
    assert (seg, d2, along) == (1, (10 * ONE) ** 2, 120 * ONE)
    # beyond a corner the distance is to the corner point, along clamped to the segment's end
    seg, d2, along = t.nearest(-10 * ONE, -10 * ONE)
    assert (seg, d2, along) == (0, 2 * (10 * ONE) ** 2, 0)
    # equidistant from two segments: the lower one wins
    assert t.nearest(185 * ONE, 15 * ONE)[0] == 0


def test_arc_length_wraps_on_a_circuit_and_clamps_on_a_sprint():
    circuit = Track(SQUARE, HW, True)
    assert circuit.length == 800 * ONE
    assert circuit.locate(250 * ONE) == (1, 50 * ONE)
    assert circuit.locate(850 * ONE) == (0, 50 * ONE)
    sprint = Track(SQUARE, HW, False)
    assert sprint.length == 600 * ONE and sprint.segments == 3 and sprint.gates == 4
    assert sprint.locate(-5 * ONE) == (0, 0)


def test_offset_moves_to_the_right_of_travel():
    t = Track(SQUARE, HW, True)
    # travelling +x on screen (y down), the right-hand side is +y
    assert t.offset(0, 100 * ONE, 10 * ONE) == (100 * ONE, 10 * ONE)
    assert t.offset(1, 100 * ONE, 10 * ONE) == (190 * ONE, 100 * ONE)


def test_bends_measure_the_turn_at_each_corner():
    t = Track(SQUARE, HW, True)
    assert t.bends == [1024, 1024, 1024, 1024]
    assert Track(SQUARE, HW, False).bends[-1] == 0


def test_the_nearest_segment_grid_agrees_with_measuring_every_segment():
    from pycore.kernel.rng import SplitMix64

    from .tracks import HARBOUR
    t = Track(HARBOUR, 32, True)
    rng = SplitMix64(11)
    for k in range(3000):
        x, y = rng.between(-150 * ONE, 850 * ONE), rng.between(-100 * ONE, 600 * ONE)
        if k % 3 == 0:  # whole units land on centre lines and corners, where ties live
            x, y = x & ~(ONE - 1), y & ~(ONE - 1)
        d2s = [t._d2(i, x, y) for i in range(t.segments)]
        seg, d2, _ = t.nearest(x, y)
        assert (seg, d2) == (d2s.index(min(d2s)), min(d2s)), (x, y)
    assert 0 < sum(len(c) for c in t.grid.values()) < 4 * len(t.grid)   # the grid measures few


def test_the_sample_pack_races_a_circuit_with_pads_and_power_ups_and_a_sprint(sample, practice):
    races = [i.config for i in sample.instances if i.kind == "races"]
    assert any(c.closed and c.boost_pads and {p.kind for p in c.pickups} == {"boost", "hop", "shield", "slow"}
               for c in races)
    assert any(not c.closed for c in races)
    assert [i.kind for i in practice.instances].count("races") == 1


def test_the_documented_example_reads():
    import tomllib

    from tests.conftest import REPO
    text = (REPO / "docs" / "packs.md").read_text(encoding="utf-8")
    part = text[text.index("## `[[races]]`"):]
    example = part[part.index("```toml") + len("```toml"):part.index("```", part.index("```toml") + 7)]
    raw = tomllib.loads(example)["races"][0]
    t = Table(raw, "docs/packs.md", "races", 0)
    t.str("name")
    config = parse(t)
    t.done()
    assert config.laps == 3 and config.pickups[1].respawn == 900


def test_a_pickup_may_lie_beside_the_course_within_a_hops_reach():
    """On the course, beside it (up to twice the half-width from the middle: a hop's edge), not beyond."""
    c = _read(pickups=[{"x": 100, "y": HW + HW // 2, "kind": "hop"}, {"x": 100, "y": -2 * HW, "kind": "boost"}])
    assert [(p.x, p.y) for p in c.pickups] == [(100, HW + HW // 2), (100, -2 * HW)]
    error = _refusal(pickups=[{"x": 100, "y": 2 * HW + 1, "kind": "hop"}])
    assert error.field == "pickups"
    assert f"pickup 0 at (100, {2 * HW + 1}) lies beyond a hop's reach of the course" in str(error)
