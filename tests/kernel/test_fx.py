"""Fixed point: the sine table's error bound, atan2 by search, Newton square roots."""

import math

import pytest

from pycore.kernel import fx


def test_sine_is_within_half_a_unit_everywhere():
    # the presentation-free bound: every one of the 4096 angles within 0.5 LSB of the true sine
    worst = max(abs(fx.sin(a) - math.sin(a * 2 * math.pi / 4096) * fx.ONE) for a in range(4096))
    assert worst <= 0.5


def test_sine_landmarks():
    assert fx.sin(0) == 0
    assert fx.sin(fx.QUARTER_TURN) == fx.ONE
    assert fx.sin(fx.HALF_TURN) == 0
    assert fx.sin(3 * fx.QUARTER_TURN) == -fx.ONE
    assert fx.cos(0) == fx.ONE
    assert fx.sin(-1) == fx.sin(4095)


def test_sine_is_odd_and_cosine_even():
    for a in range(0, 4096, 7):
        assert fx.sin(-a) == -fx.sin(a)
        assert fx.cos(-a) == fx.cos(a)


def test_atan2_inverts_sine_and_cosine():
    for a in range(0, 4096, 3):
        r = 1 << 20
        back = fx.atan2(fx.sin(a) * r >> 12, fx.cos(a) * r >> 12)
        assert abs(fx.angle_diff(back, a)) <= 1, a


def test_atan2_axes_and_quadrants():
    assert fx.atan2(0, 5) == 0
    assert fx.atan2(5, 0) == fx.QUARTER_TURN
    assert fx.atan2(0, -5) == fx.HALF_TURN
    assert fx.atan2(-5, 0) == 3 * fx.QUARTER_TURN
    assert fx.atan2(7, 7) == 512
    assert fx.atan2(-7, -7) == 2048 + 512
    assert fx.atan2(0, 0) == 0


def test_atan2_is_within_one_step_of_the_true_angle():
    for dx in range(-40, 41, 3):
        for dy in range(-40, 41, 3):
            if dx or dy:
                want = math.atan2(dy, dx) / (2 * math.pi) * 4096
                assert abs(fx.angle_diff(fx.atan2(dy, dx), round(want) % 4096)) <= 1


@pytest.mark.parametrize("n", [0, 1, 2, 3, 4, 15, 16, 17, 10**12, 10**12 + 1, 2**64 - 1, 2**127 + 12345])
def test_isqrt_is_the_floor_root(n):
    r = fx.isqrt(n)
    assert r * r <= n < (r + 1) * (r + 1)


def test_isqrt_refuses_negatives():
    with pytest.raises(ValueError, match="negative"):
        fx.isqrt(-1)


def test_sqrt_and_length_in_fixed_point():
    assert fx.sqrt(fx.fx(4)) == fx.fx(2)
    assert fx.length(fx.fx(3), fx.fx(4)) == fx.fx(5)


def test_mul_div_round_trip():
    a, b = fx.fx(3, 1, 4), fx.fx(-2, 1, 2)
    assert fx.mul(fx.ONE, a) == a
    assert fx.div(fx.mul(a, fx.fx(2)), fx.fx(2)) == a
    assert fx.div(-fx.fx(7), fx.fx(2)) == -fx.div(fx.fx(7), fx.fx(2))
    with pytest.raises(ZeroDivisionError):
        fx.div(a, 0)
    assert fx.to_int(fx.fx(2, 1, 2)) == 3 and fx.to_int(-fx.fx(2, 1, 2)) == -3
    assert b < 0


def test_angle_diff_wraps():
    assert fx.angle_diff(10, 4090) == 16
    assert fx.angle_diff(4090, 10) == -16
