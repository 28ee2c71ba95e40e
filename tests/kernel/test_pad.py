"""Pad words: the PlayStation bit order, checking, short sequences and edges."""

import pytest

from pycore.kernel import pad


def test_bit_order_is_the_classic_one():
    order = [pad.SELECT, pad.L3, pad.R3, pad.START, pad.UP, pad.RIGHT, pad.DOWN, pad.LEFT,
             pad.L2, pad.R2, pad.L1, pad.R1, pad.TRIANGLE, pad.CIRCLE, pad.CROSS, pad.SQUARE]
    assert order == [1 << i for i in range(16)]


@pytest.mark.parametrize("bad", [-1, 65536, 1.0, "1", True, None])
def test_check_refuses_what_is_not_a_u16(bad):
    with pytest.raises(ValueError, match="pad word"):
        pad.check(bad)


def test_short_sequences_read_as_released():
    assert pad.pads_for(3, [pad.CROSS]) == [pad.CROSS, 0, 0]
    assert pad.pads_for(1, [1, 2, 3]) == [1]


def test_edges_pressed_held_released():
    e = pad.Edges(2)
    e.feed([pad.CROSS, 0])
    assert e.pressed(0, pad.CROSS) and e.held(0, pad.CROSS) and not e.released(0, pad.CROSS)
    e.feed([pad.CROSS, 0])
    assert not e.pressed(0, pad.CROSS) and e.held(0, pad.CROSS)
    e.feed([0, pad.UP])
    assert e.released(0, pad.CROSS) and e.pressed(1, pad.UP)
