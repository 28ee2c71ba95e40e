"""Billiards' screen: drawn from the view alone; hotspots for the person on turn, each one a move the rules take."""

from __future__ import annotations

from pycore.modes.billiards.screen import screen
from pycore.prims import Stage

from .tables import table


def draw(view, seat) -> Stage:
    stage = Stage()
    screen(view, seat, stage)
    return stage


def test_the_aiming_grid_and_buttons_go_to_the_player_on_turn_only():
    s = table({0: (600, 600), 1: (1800, 300)})
    mine, theirs = draw(s.view(0), 0), draw(s.view(1), 1)
    assert not theirs.hotspots()
    dos = {h[4]["do"] for h in mine.hotspots()}
    assert {"aim", "stroke", "turn", "spin"} <= dos and "place" not in dos


def test_every_hotspot_is_a_move_the_rules_accept():
    for phase in ("aim", "place"):
        s = table({0: (600, 600), 1: (1800, 300)}, groups=(1, 2))
        s.phase = phase
        for x, y, w, h, act in draw(s.view(0), 0).hotspots():
            probe = table({0: (600, 600), 1: (1800, 300)}, groups=(1, 2))
            probe.phase = phase
            if act["do"] == "place" and not probe.can_place(0, act["x"], act["y"]) is None:
                continue                                    # a cell under a ball: refused with a reason
            events = probe.tick([0, 0], {0: [act]})
            assert not [e for e in events if e["kind"] == "refused"], (act, events)


def test_the_8_is_called_by_clicking_a_pocket():
    s = table({0: (600, 600), 8: (1800, 300)}, groups=(1, 2))
    calls = [h[4] for h in draw(s.view(0), 0).hotspots() if h[4]["do"] == "call"]
    assert sorted(c["pocket"] for c in calls) == list(range(6))
    s.tick([0, 0], {0: [{"do": "call", "pocket": 3}]})
    assert s.called == 3


def test_the_line_of_words_says_what_the_last_shot_did():
    s = table({0: (300, 300), 1: (2000, 900)})
    from .tables import aim, shoot
    shoot(s, aim(s, 0, 0), 40)
    assert "Foul: the cue ball is pocketed" in " ".join(draw(s.view(1), 1).texts())


def test_each_ball_is_stamped_as_its_own_numbered_picture_where_it_lies():
    from pycore.modes.billiards.screen import BALL_R, px, py
    s = table({0: (600, 600), 3: (1800, 300), 11: (2000, 900)}, groups=(1, 2))
    stamps: dict = {}
    for name, x, y, w, h in draw(s.view(0), 0).stamps():
        stamps.setdefault(name, (x, y, w))            # the first of a name: the ball on the bed
    for n in (0, 3, 11):
        b = s.balls[n]
        x, y, w = stamps[f"billiards/ball/{n}"]
        assert (x + w // 2, y + w // 2, w) == (px(b.x), py(b.y), 2 * BALL_R)
    assert "billiards/ball/8" not in stamps            # off the bed, not yet the group's last


def test_the_plates_name_both_groups_and_the_turn_line_says_whose_shot():
    s = table({0: (600, 600), 3: (1800, 300), 11: (2000, 900)}, groups=(1, 2))
    texts = draw(s.view(1), 1).texts()
    assert "solids" in texts and "stripes  (you)" in texts and "Player 1's shot" in texts


def test_the_called_pocket_is_named_on_the_8():
    s = table({0: (600, 600), 8: (1800, 300)}, groups=(1, 2))
    s.called = 2
    assert "The 8 called: top right corner" in draw(s.view(0), 0).texts()


def test_ball_in_hand_in_the_kitchen_marks_the_head_string_and_hides_the_stroke_buttons():
    s = table({0: (600, 600), 1: (1800, 300)})
    s.phase, s.kitchen = "place", True
    stage = draw(s.view(0), 0)
    assert "Your ball in hand, behind the head string" in stage.texts()
    assert {h[4]["do"] for h in stage.hotspots()} == {"place"}
