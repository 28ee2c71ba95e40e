"""Every game is heard: each mode's sounds hook names the cues of what changed on its table, from the view
alone, on the screen's own frame clock; cues never reach a session or its hash, and the same game names
the same cues every time it is drawn."""

from __future__ import annotations

import pytest

from pycore.host.arcade import PLAYING, Arcade
from pycore.kernel.session import Seat
from pycore.look import motion, sound
from pycore.packs import practice_pack
from pycore.prims import Stage

# what a stretch of each practice game (AI seats, seed 5) must be heard to make (the e2e hears the same in the page)
MUST = {
    "practice-poker": {"deal", "chip", "fold", "knock", "pot_win"},
    "practice-blackjack": {"deal", "chip", "pot_win"},
    "practice-durak": {"deal", "slide", "take"},
    "practice-durak-perevodnoy": {"deal", "slide", "pass_on"},
    "practice-card_duels": {"place", "capture"},
    "practice-golf": {"putt", "cup", "applause"},
    "practice-races": {"engine", "countdown", "go", "lap", "bump"},   # six laps: the finish is a minute away
    "practice-prop_hunt": {"inspect", "found", "round_end"},
    "practice-billiards": {"break", "strike", "ball", "cushion", "pocket", "roll"},
    "practice-buckshot": {"shell", "rack", "shot", "item"},
    "practice-roulette": {"chip", "wheel", "roll", "drop", "pot_win"},
    "practice-tables": {"land"},
    "practice-tables-checkers": {"land", "capture"},
    "practice-tables-morris": {"land", "mill", "capture"},
    "practice-tables-crazy-eights": {"deal", "slide"},
    "practice-tactics": {"step", "fire", "hit"},
    "practice-kitchen": {"draw", "play", "phantom"},
    "practice-party_nights": {"putt"},          # a night plays rounds of the others: their sounds come with them
}


def stretch(instance: str, frames: int = 1800, draw: bool = True) -> tuple[list[tuple], int]:
    """Play ``instance`` with AI seats through the arcade, drawing every frame; return the cues and the hash."""
    arcade = Arcade()
    n = arcade.pack.instance(instance).config.seats
    assert arcade.enter(instance, [Seat.ai("expert")] + [Seat.ai("regular")] * (n - 1), 5) is None
    session = arcade.driver.session
    heard: list[tuple] = []
    for frame in range(frames):
        arcade.tick([0] * n)
        if arcade.screen != PLAYING:
            break
        if draw:
            heard += [(frame, *c) for c in arcade.draw().cues()]
    return heard, session.state_hash()


def test_every_practice_game_has_sounds():
    ids = {i.id for i in practice_pack().instances}
    assert ids == set(MUST)
    assert all(i.spec.sounds is not None for i in practice_pack().instances if i.spec.kind != "party_nights")


@pytest.mark.parametrize("instance", sorted(MUST))
def test_a_stretch_of_every_practice_game_names_the_sounds_it_must(instance):
    heard, _ = stretch(instance)
    names = {c[2] for c in heard}
    assert MUST[instance] <= names, f"{instance} named {sorted(names)}, not {sorted(MUST[instance] - names)}"
    assert names <= set(sound.CUES) | set(sound.LOOPS)
    for _, kind, *rest in heard:           # every setting in range (the page trusts them)
        volume, pitch, pan = rest[-3:]
        assert 0 <= volume <= 255 and -100 <= pan <= 100 and -2400 <= pitch <= 2400


@pytest.mark.parametrize("instance", ["practice-billiards", "practice-races", "practice-poker", "practice-kitchen"])
def test_sounds_never_reach_the_session_and_name_the_same_cues_every_time(instance):
    heard, drawn = stretch(instance, 900)
    again, drawn_again = stretch(instance, 900)
    _, undrawn = stretch(instance, 900, draw=False)
    assert heard == again and heard                # the same game, the same cues on the same frames
    assert drawn == drawn_again == undrawn         # drawing it (and hearing it) changes nothing in the game


def test_a_stage_drawn_without_a_motion_is_silent():
    inst = next(i for i in practice_pack().instances if i.id == "practice-golf")
    s = inst.spec.session(config=inst.config, seed=5, seats=[Seat.ai("regular")] * inst.config.seats)
    for _ in range(400):
        s.tick([0] * inst.config.seats)
        stage = Stage(960, 540)
        inst.spec.draw(s.view(0), 0, stage)
        assert not stage.cues()       # a thumbnail, a test, a picture: nothing changed on its clock


def hear(values):
    """Feed ``values`` frame by frame to the helpers on a stage with a running Motion; return what they saw."""
    m, out = motion.Motion(), []
    for v in values:
        m.advance()
        stage = Stage(960, 540)
        stage.motion = m
        out.append((sound.rose(stage, "n", v["n"]), sound.became(stage, "w", v["w"]),
                    sound.fresh_lines(stage, "log", v["log"])))
    return out


def test_the_change_helpers_see_rises_changes_and_new_log_lines_never_the_first_frame():
    seen = hear([{"n": 3, "w": "a", "log": ["x", "y"]},
                 {"n": 5, "w": "a", "log": ["x", "y", "z"]},
                 {"n": 4, "w": "b", "log": ["y", "z", "q"]},          # the oldest fell off as one arrived
                 {"n": 4, "w": "b", "log": ["y", "z", "q"]},
                 {"n": 9, "w": "a", "log": ["r", "s", "t"]}])         # nothing in common: all new
    assert seen == [(0, False, []), (2, False, ["z"]), (0, True, ["q"]), (0, False, []), (5, True, ["r", "s", "t"])]


def test_a_cue_or_loop_not_in_the_table_is_refused():
    stage = Stage(960, 540)
    with pytest.raises(ValueError):
        sound.cue(stage, "kaboom")
    with pytest.raises(ValueError):
        sound.loop(stage, "hum", "k")
