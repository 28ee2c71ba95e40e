"""The screen: drawn from the view alone, integer prims, buttons only for the human on turn."""

from __future__ import annotations

from pycore.kernel import pad
from pycore.modes.golf.rules import BREAK_FRAMES
from pycore.modes.golf.screen import FIELD_H, FIELD_W, FIELD_X, FIELD_Y, GOLD, MIN_TILE, _origin, _px, _tile_size, screen
from pycore.prims import RRBOX, Stage, decode

from .helpers import STRAIGHT, play_out, session


def draw(s, seat):
    stage = Stage()
    screen(s.view(seat), seat, stage)
    for prim in stage.prims:
        assert all(isinstance(v, (int, str, tuple)) and not isinstance(v, bool) for v in prim), prim
    decode(stage.export())
    return stage


def test_the_human_on_turn_gets_aim_and_swing_buttons_that_the_rules_accept():
    s = session(STRAIGHT, seats=("human", "ai:novice"))
    stage = draw(s, 0)
    actions = [a for *_, a in stage.hotspots()]
    assert {"do": "swing"} in actions and {"do": "aim", "by": -8} in actions
    assert not draw(s, 1).hotspots() and not draw(s, None).hotspots()
    for action in actions:
        events = s.tick([], {0: [action]})
        assert not [e for e in events if e["kind"] == "refused"], (action, events)
    assert s.phase == "power"
    actions = [a for *_, a in draw(s, 0).hotspots()]
    assert actions == [{"do": "swing"}, {"do": "back"}]
    assert "Hit" in draw(s, 0).texts()


def test_the_screen_names_the_hole_the_players_and_the_controls():
    s = session(STRAIGHT, STRAIGHT, seats=("human", "ai:expert"))
    texts = draw(s, 0).texts()
    assert "Hole 1 of 2" in texts and "Par 3   at most 8 strokes" in texts
    assert "Player 1 (you)" in texts and "Bea" in texts            # the AI chair by its name
    assert "aim" in texts and "swing, strike" in texts and "Z" in texts     # the hint line, with the player's keys
    assert any(t.startswith("Player 1 to aim") for t in texts)


def test_the_scorecard_shows_between_holes_and_at_the_end():
    s = session({"par": 1, "max_strokes": 1, "tiles": ["#####", "#T.O#", "#####"]}, STRAIGHT, seats=("human",))
    s.tick([pad.CROSS])
    s.tick([])
    s.tick([pad.CROSS])
    play_out(s)
    assert s.phase == "break"
    texts = draw(s, 0).texts()
    assert "Scorecard" in texts and "Par" in texts and "Total" in texts
    for _ in range(BREAK_FRAMES):
        s.tick([])
    assert s.hole == 1


def test_a_nine_hole_scorecard_stays_off_the_side_panel():
    tiny = {"par": 1, "max_strokes": 1, "tiles": ["#####", "#T.O#", "#####"]}
    s = session(tiny, *[STRAIGHT] * 8, seats=("human",))
    s.tick([pad.CROSS])
    s.tick([])
    s.tick([pad.CROSS])
    play_out(s)
    assert s.phase == "break"
    card = max((p for p in draw(s, 0).prims if p[0] == RRBOX and p[6] >> 8 == GOLD >> 8), key=lambda p: p[3])  # its edge
    assert FIELD_X <= card[1] and card[1] + card[3] <= FIELD_X + FIELD_W


def test_a_big_hole_follows_the_ball_in_play():
    wide = {"par": 5, "tiles": ["#" * 40] + ["#" + "." * 38 + "#"] * 27 + ["#" + "." * 36 + "TO#"] + ["#" * 40]}
    s = session(wide, seats=("human",))
    view = s.view(0)
    size = _tile_size(40, 30)
    assert size == MIN_TILE and 40 * size > FIELD_W
    ox, oy = _origin(view, size)
    p = view["players"][0]
    bx, by = ox + _px(p["x"], size), oy + _px(p["y"], size)
    assert FIELD_X <= bx < FIELD_X + FIELD_W and FIELD_Y <= by < FIELD_Y + FIELD_H
    draw(s, 0)
