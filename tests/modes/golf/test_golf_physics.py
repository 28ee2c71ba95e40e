"""The ball: surfaces, walls, slopes and heights, hazards, the cup, rest and the roll limit."""

from __future__ import annotations

import pytest

from pycore.kernel import fx
from pycore.kernel.session import refusal
from pycore.modes.golf import physics as ph
from pycore.modes.golf.physics import Course, Roll, launch, roll_frame, roll_on

from .helpers import STRAIGHT, at, course, play_out, session, simulate

EAST, SOUTH, WEST, NORTH = 0, 1024, 2048, 3072


def hole(*tiles: str, heights=None, par: int = 3) -> Course:
    table = {"par": par, "tiles": list(tiles)}
    if heights:
        table["heights"] = list(heights)
    return Course.from_hole(course(table).holes[0])


def open_green(surface: str) -> Course:
    """A wide green of one surface with the tee and cup tucked in the corners."""
    row = "#" + surface * 28 + "#"
    return hole("#" * 30, "#T" + surface * 27 + "#", row, row, row, "#" + surface * 27 + "O#", "#" * 30)


def test_surfaces_are_ordered_by_friction():
    assert ph.FRICTION[ph.FAIRWAY] < ph.FRICTION[ph.ROUGH] < ph.FRICTION[ph.SAND]
    start = at(2, 3)
    runs = []
    for surface in ".,s":
        outcome, x, _ = simulate(open_green(surface), *start, EAST, 60)
        assert outcome == ph.STOPPED
        runs.append(x - start[0])
    assert runs[0] > runs[1] > runs[2] > 0, runs


def test_a_full_strike_rolls_about_fifteen_tiles_on_fairway():
    outcome, x, _ = simulate(open_green("."), *at(1, 3), EAST, 100)
    assert outcome == ph.STOPPED
    assert 13 * ph.TILE < x - at(1, 3)[0] < 17 * ph.TILE


def test_a_wall_reflects_the_ball_at_sixty_percent():
    c = hole("#######", "#T...O#", "#.....#", "#######")
    ball = Roll(*at(4, 2, dx=12), *launch(EAST, 100))   # 3 units short of the wall at x = 160
    speeds = []
    while ball.bounces == 0:
        speeds.append(ball.vx)
        roll_frame(c, ball)
    assert ball.vx < 0 and ball.vy == 0
    # the bounce keeps 60 % of the speed the ball hit with (less this frame's friction)
    before = speeds[-1]
    assert before * 55 // 100 < -ball.vx <= before * 60 // 100
    assert ball.x < 6 * ph.TILE


def test_the_ball_never_enters_a_wall_from_any_heading():
    c = hole("#####", "#T..#", "#.#.#", "#..O#", "#####")
    for angle in range(0, fx.FULL_TURN, 64):
        ball = Roll(*at(1, 2), *launch(angle, 100))
        for _ in range(200):
            outcome = roll_frame(c, ball)
            assert c.kind_at(ball.x, ball.y) != ph.WALL, angle
            if outcome != ph.ROLLING:
                break


@pytest.mark.parametrize("arrow,dx,dy", [(">", 1, 0), ("<", -1, 0), ("v", 0, 1), ("^", 0, -1)])
def test_arrow_slopes_start_a_resting_ball_downhill(arrow, dx, dy):
    c = hole("#######", "#T....#", "#.." + arrow + "..#", "#....O#", "#######")
    ball = Roll(*at(3, 2), 0, 0)
    roll_frame(c, ball)
    assert (ball.vx > 0) - (ball.vx < 0) == dx and (ball.vy > 0) - (ball.vy < 0) == dy
    assert not c.holds[2 * c.cols + 3]


def test_height_digits_pull_the_ball_from_high_to_low():
    tiles = ("#######", "#T....#", "#.....#", "#....O#", "#######")
    c = hole(*tiles, heights=("0000000", "0000000", "0643210", "0000000", "0000000"))
    ball = Roll(*at(2, 2), 0, 0)
    roll_frame(c, ball)
    assert ball.vx > 0 and ball.vy == 0
    assert c.pull_x[2 * c.cols + 2] == (6 - 3) * ph.HEIGHT_PULL
    # uphill heights the other way pull the other way; flat ground holds the ball
    c = hole(*tiles, heights=("0000000", "0000000", "0123460", "0000000", "0000000"))
    ball = Roll(*at(3, 2), 0, 0)
    roll_frame(c, ball)
    assert ball.vx < 0
    flat = hole(*tiles)
    assert flat.holds[2 * flat.cols + 3] and flat.pull_x == (0,) * len(flat.pull_x)


def test_a_ball_struck_up_a_hill_slows_sooner_than_on_the_flat():
    tiles = ("##########", "#T.......#", "#........#", "#.......O#", "##########")
    uphill = hole(*tiles, heights=("0000000000", "0000000000", "0011223300", "0000000000", "0000000000"))
    _, x_up, _ = simulate(uphill, *at(1, 2), EAST, 45)
    _, x_flat, _ = simulate(hole(*tiles), *at(1, 2), EAST, 45)
    assert x_up < x_flat


def test_water_and_out_of_bounds_end_the_roll():
    c = hole("#######", "#T.w.  ", "#.....#", "#....O#", "#######")
    assert simulate(c, *at(1, 1), EAST, 30)[0] == ph.IN_WATER
    assert simulate(c, *at(4, 1), EAST, 40)[0] == ph.OUT_OF_BOUNDS
    # off the edge of the grid is out of bounds too
    c = hole("#T..", "#..O", "####")
    assert simulate(c, *at(2, 0), NORTH, 40)[0] == ph.OUT_OF_BOUNDS


def test_the_cup_takes_a_slow_ball_inside_its_radius_only():
    c = hole("#######", "#T...O#", "#######")
    cup_x, cup_y = c.cup
    slow = ph.CUP_SPEED - 1
    ball = Roll(cup_x - fx.fx(8), cup_y, slow, 0)     # rolls into the radius slowly
    assert roll_frame(c, ball) == ph.HOLED and (ball.x, ball.y) == (cup_x, cup_y)
    ball = Roll(cup_x - fx.fx(8), cup_y + ph.CUP_RADIUS + fx.fx(1), slow, 0)  # passes just wide, twice
    assert roll_on(c, ball, 200) == ph.STOPPED and ball.bounces > 0
    fast = ph.CUP_SPEED + ph.FRICTION[ph.FAIRWAY] * 16 + 600
    ball = Roll(cup_x - fx.fx(8), cup_y, fast, 0)     # too fast over the cup: runs on
    for _ in range(5):
        assert roll_frame(c, ball) == ph.ROLLING
    assert ball.x > cup_x + ph.CUP_RADIUS


def test_a_slow_ball_stops_after_the_rest_frames():
    c = open_green(".")
    ball = Roll(*at(3, 3), ph.FRICTION[ph.FAIRWAY] * 2, 0)
    frames = 0
    while (outcome := roll_frame(c, ball)) == ph.ROLLING:
        frames += 1
    assert outcome == ph.STOPPED and frames == ph.REST_FRAMES - 1


def test_a_ball_on_a_ring_of_slopes_stops_after_twenty_seconds():
    c = hole("#######", "#>v#T.#", "#^<#.O#", "#######")
    ball = Roll(*at(1, 1), 0, 0)
    while (outcome := roll_frame(c, ball)) == ph.ROLLING:
        pass
    assert outcome == ph.STOPPED and ball.frames == ph.ROLL_FRAMES


def test_a_simulated_strike_ends_where_the_played_one_does():
    s = session(STRAIGHT, seats=("human",))
    for angle, power in ((EAST + 40, 70), (fx.FULL_TURN - 300, 100), (EAST, 20)):
        p = s.players[0]
        expected = simulate(s.course, p.x, p.y, angle, power)
        assert refusal(s.strike(0, angle, power)) is None
        play_out(s)
        if expected[0] == ph.HOLED:
            assert p.done
            break
        assert (p.x, p.y) == expected[1:]


def test_speed_never_exceeds_the_cap_on_a_long_slope():
    c = hole("#" * 32, "#T" + ">" * 28 + "O#", "#" * 32, heights=("0" * 32, "9876543210" * 3 + "00", "0" * 32))
    ball = Roll(*at(1, 1), 0, 0)
    while roll_frame(c, ball) == ph.ROLLING:
        assert ball.vx * ball.vx + ball.vy * ball.vy <= ph.SPEED_CAP * ph.SPEED_CAP + 2 * ph.SPEED_CAP
