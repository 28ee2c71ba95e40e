"""The ``[[golf]]`` section: courses read whole, bad grids refused with hole, row and column."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from pycore.kernel.schema import PackError
from pycore.modes.golf.ai import FAR, walk_costs
from pycore.modes.golf.config import MAX_COLS
from pycore.modes.golf.physics import KIND_OF, OUT, ROUGH, SAND, WALL, WATER, Course

from .helpers import STRAIGHT, course

GOOD = ["#####", "#T.O#", "#####"]


def refused(*holes) -> str:
    with pytest.raises(PackError) as err:
        course(*holes)
    return str(err.value)


def test_a_course_reads_its_holes_par_and_cap():
    cfg = course(STRAIGHT, {"par": 2, "max_strokes": 4, "tiles": GOOD, "heights": ["00000", "01230", "00000"]},
                 seats=3)
    assert cfg.seats == 3 and len(cfg.holes) == 2 and cfg.par == 5
    assert cfg.holes[0].max_strokes == 3 + 5          # the default cap is par + 5
    assert cfg.holes[1].max_strokes == 4
    assert cfg.holes[1].height(3, 1) == 3 and cfg.holes[0].height(3, 1) == 0
    assert cfg.holes[0].find("T") == (2, 2) and cfg.holes[0].find("O") == (17, 2)


def test_every_tile_character_has_a_surface():
    assert sorted(KIND_OF) == sorted(".,sw# TO^v<>")
    assert (KIND_OF[","], KIND_OF["s"], KIND_OF["w"], KIND_OF["#"], KIND_OF[" "]) == (ROUGH, SAND, WATER, WALL, OUT)


def test_a_ragged_grid_is_refused_with_hole_row_and_column():
    text = refused(STRAIGHT, {"par": 2, "tiles": ["#####", "#T.O#", "####"]})
    assert "hole 2, row 3, column 5" in text and "field 'holes'" in text and "id='test'" in text


def test_an_unknown_tile_is_refused_with_hole_row_and_column():
    text = refused({"par": 2, "tiles": ["#####", "#T.O#", "##x##"]})
    assert "hole 1, row 3, column 3: unknown tile 'x'" in text


@pytest.mark.parametrize("tiles,words", [
    (["#####", "#..O#", "#####"], "hole 1 has no tee"),
    (["#####", "#T..#", "#####"], "hole 1 has no cup"),
    (["#####", "#TTO#", "#####"], "hole 1, row 2, column 3: a second tee 'T' (the first is at row 2, column 2)"),
])
def test_a_hole_needs_exactly_one_tee_and_one_cup(tiles, words):
    assert words in refused({"par": 2, "tiles": tiles})


def test_heights_must_be_digits_in_the_same_shape():
    assert "hole 1: heights has 2 rows, tiles has 3" in refused({"par": 2, "tiles": GOOD, "heights": ["00000"] * 2})
    assert "hole 1, row 2, column 4: unknown height 'a'" in refused(
        {"par": 2, "tiles": GOOD, "heights": ["00000", "000a0", "00000"]})
    assert "hole 1, row 1, column 5" in refused({"par": 2, "tiles": GOOD, "heights": ["0000", "00000", "00000"]})


def test_fields_are_checked():
    assert "[[golf.holes]] id='#1' field 'parr'" in refused({"par": 2, "parr": 2, "tiles": GOOD})
    assert "field 'max_strokes'" in refused({"par": 4, "max_strokes": 3, "tiles": GOOD})
    assert "field 'holes'" in refused()
    assert f"1 to {MAX_COLS} wide" in refused({"par": 2, "tiles": ["#T.O" + "." * MAX_COLS]})
    with pytest.raises(PackError, match="field 'seats'"):
        course(STRAIGHT, seats=5)


def test_the_sample_course_has_every_surface_slopes_heights_and_hazards(sample):
    inst = sample.instance("sample-golf")
    holes = inst.config.holes
    assert len(holes) == 9
    chars = "".join(line for h in holes for line in h.tiles)
    for char in ".,sw# TO^v<>":
        assert char in chars, f"the sample course never uses {char!r}"
    assert any(h.heights and len(set("".join(h.heights))) > 1 for h in holes)
    for h in holes:   # every hole can be walked from tee to cup over ground
        c = Course.from_hole(h)
        tee = (c.tee[1] >> 17) * c.cols + (c.tee[0] >> 17)
        assert walk_costs(c)[tee] < FAR


def test_the_practice_set_has_a_course_of_nine_holes(practice):
    holes = practice.instance("practice-golf").config.holes
    assert len(holes) == 9


def test_the_documented_example_reads():
    text = (Path(__file__).resolve().parents[3] / "docs" / "packs.md").read_text()
    part = text[text.index("## `[[golf]]`"):]
    example = part[part.index("```toml") + 7:part.index("```", part.index("```toml") + 7)]
    raw = tomllib.loads(example)["golf"][0]
    raw.pop("name")
    cfg = course(*raw["holes"], seats=raw["seats"])
    assert len(cfg.holes) == 2 and cfg.holes[1].max_strokes == 6 and cfg.holes[1].heights
