"""Buckshot's screen: the shells at a load by count, never the order; choices for the player on turn; a line of words."""

from __future__ import annotations

from pycore.kernel.session import Seat
from pycore.modes.buckshot.rules import BuckshotSession
from pycore.modes.buckshot.screen import screen
from pycore.prims import Stage

from .tables import config, table


def draw(view, seat) -> Stage:
    stage = Stage()
    screen(view, seat, stage)
    return stage


def test_a_load_shows_its_counts_live_first_whatever_the_order():
    texts = []
    for order in ("LBB", "BBL"):
        s = table(order)
        s.phase = "load"
        s.loaded = [1, 2]
        texts.append((draw(s.view(0), 0).texts(), [p for p in draw(s.view(0), 0).prims]))
    assert texts[0] == texts[1]
    assert "1 live, 2 blank" in texts[0][0]


def test_the_choices_are_hotspots_for_the_player_on_turn_and_each_is_taken():
    s = table("LB", items=(["saw", "beer", "saw"], []))
    acts = [h[4] for h in draw(s.view(0), 0).hotspots()]
    assert acts == [{"do": "shoot", "target": "them"}, {"do": "shoot", "target": "self"},
                    {"do": "use", "item": "saw"}, {"do": "use", "item": "beer"}]
    assert not draw(s.view(1), 1).hotspots()
    for act in acts:
        probe = table("LB", items=(["saw", "beer", "saw"], []))
        events = probe.tick([0, 0], {0: [act]})
        assert not [e for e in events if e["kind"] == "refused"], act


def test_every_action_is_told_in_words():
    s = BuckshotSession(config=config(), seed=3, seats=[Seat.ai("expert"), Seat.ai("regular")])
    lines = set()
    while not s.is_finished():
        for e in s.tick([0, 0]):
            if e["kind"] in ("shot", "use"):
                lines.add(s.line)
                assert s.line in " ".join(draw(s.view(0), 0).texts())      # the log wraps a long line
    assert any("shoots" in line for line in lines)


def test_the_log_keeps_the_last_lines_newest_first_on_a_running_motion():
    from pycore.look import motion
    m = motion.Motion()
    s = table("LBLB")
    shown = []
    for line in ("one happened.", "two happened.", "three happened.", "four happened.", "five happened."):
        s.line = line
        m.advance()
        stage = Stage()
        stage.motion = m
        screen(s.view(0), 0, stage)
        shown = [t for t in stage.texts() if t.endswith("happened.")]
    assert shown == ["five happened.", "four happened.", "three happened.", "two happened."]


def test_the_cuffs_and_the_saw_show_on_the_table():
    s = table("LB")
    s.cuffed, s.saw = True, True
    texts = draw(s.view(0), 0).texts()
    assert "4 of 4 charges  ·  cuffed" in texts and "Sawn off: double damage" in texts
