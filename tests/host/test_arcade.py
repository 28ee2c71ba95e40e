"""The arcade: picker, entering, the quit prompt, results and settling rewards once."""

from __future__ import annotations

import pytest

from pycore.host.arcade import PICKER, PLAYING, QUIT, RESULTS, Arcade
from pycore.host.replay import random_pads
from pycore.kernel import pad
from pycore.kernel.session import Seat


def press(arcade: Arcade, button: int) -> list[dict]:
    events = arcade.tick([button])
    arcade.tick([0])
    return events


def play_out(arcade: Arcade, seed: int = 1, limit: int = 200_000) -> None:
    """Drive the player's seat with random pads (Start masked) until the results card."""
    pads = random_pads(seed, [Seat.human()])
    for _ in range(limit):
        if arcade.screen == RESULTS:
            return
        arcade.tick([next(pads)[0] & ~pad.START])
    raise AssertionError("the game did not finish")


def test_the_picker_wraps_and_cross_enters_the_selected_instance(practice):
    arcade = Arcade(practice)
    press(arcade, pad.UP)
    assert arcade.cursor == len(practice.instances) - 1
    press(arcade, pad.DOWN)
    assert arcade.cursor == 0
    events = press(arcade, pad.CROSS)
    assert arcade.screen == PLAYING and arcade.instance.id == practice.instances[0].id
    assert events[0] == {"kind": "entered", "id": practice.instances[0].id}


def test_the_picker_draws_every_instance_with_a_hotspot(practice):
    arcade = Arcade(practice)
    stage = arcade.draw()
    texts = stage.texts()
    shown = [h[4]["id"] for h in stage.hotspots() if h[4]["do"] == "enter"]
    assert shown and all(i.name in texts for i in practice.instances if i.id in shown)
    target = shown[-1]
    arcade.tick([0], [{"do": "enter", "id": target}])
    assert arcade.instance.id == target


def test_an_unknown_instance_is_refused_with_the_choices(practice):
    arcade = Arcade(practice)
    reason = arcade.enter("no_such_game")
    assert "no instance 'no_such_game'" in reason and practice.instances[0].id in reason
    assert arcade.screen == PICKER


def test_start_pauses_circle_resumes_cross_leaves_without_rewards(practice):
    arcade = Arcade(practice, seed=3)
    arcade.enter(practice.instances[0].id)
    frame = arcade.session.frame
    press(arcade, pad.START)
    assert arcade.screen == QUIT
    press(arcade, pad.DOWN)
    assert arcade.session.frame == frame + 0, "a paused session does not tick"
    press(arcade, pad.CIRCLE)
    assert arcade.screen == PLAYING
    press(arcade, pad.START)
    purse = dict(arcade.profile)
    press(arcade, pad.CROSS)
    assert arcade.screen == PICKER and arcade.session is None
    assert arcade.profile == purse


def test_the_quit_prompt_answers_its_hotspots(practice):
    arcade = Arcade(practice)
    arcade.enter(practice.instances[0].id)
    press(arcade, pad.START)
    actions = [h[4]["do"] for h in arcade.draw().hotspots()]
    assert "leave" in actions and "resume" in actions
    arcade.tick([0], [{"do": "resume"}])
    assert arcade.screen == PLAYING


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_finished_game_settles_the_players_rewards_once(practice, seed):
    arcade = Arcade(practice, seed=seed)
    arcade.enter(practice.instances[0].id)
    start = arcade.profile["gold"]          # the card starter's gold, handed over when a duel is dealt
    play_out(arcade, seed)
    rewards = arcade.results.rewards[arcade.player]
    gold = arcade.profile["gold"]
    assert gold == start + max(0, rewards.get("gold", 0))
    for _ in range(5):
        arcade.tick([0])
    assert arcade.profile["gold"] == gold
    assert "results" in " ".join(arcade.draw().texts())
    press(arcade, pad.CROSS)
    assert arcade.screen == PICKER


def test_an_ai_only_table_settles_nothing(practice):
    arcade = Arcade(practice)
    inst = practice.instances[0]
    arcade.enter(inst.id, [Seat.ai("expert")] + [Seat.ai("novice")] * (inst.config.seats - 1))
    assert arcade.player is None
    for _ in range(200_000):
        if arcade.screen == RESULTS:
            break
        arcade.tick([])
    assert arcade.screen == RESULTS and arcade.profile["gold"] == 0 and arcade.settled == []


def test_wrong_seat_counts_are_refused(practice):
    inst = practice.instances[0]
    reason = Arcade(practice).enter(inst.id, [Seat.human()] * (inst.spec.max_seats + 1))
    assert reason and "seats" in reason


def test_long_names_are_cut_to_their_panels(practice):
    from dataclasses import replace

    from pycore.packs import Pack

    inst = replace(practice.instances[0], name="A very long name for a game, long enough to run out of any panel")
    arcade = Arcade(Pack(practice.id, practice.name, practice.book, (inst,)))
    arcade.enter(inst.id)
    press(arcade, pad.START)
    title = next(t for t in arcade.draw().texts() if t.startswith("Leave"))
    assert title.endswith("\u2026") and len(title) <= 188 * 5 // 30


def test_a_save_cannot_be_loaded_during_a_game(practice):
    arcade = Arcade(practice)
    arcade.enter(practice.instances[0].id)
    assert arcade.use_profile(dict(arcade.profile)) == "Finish or leave the game before loading a save."


def test_the_picker_shows_why_the_last_game_asked_for_could_not_start(practice):
    """An instance that cannot start says why on the picker itself, until a game starts."""
    arcade = Arcade(practice)
    inst = next(i for i in practice.instances if i.kind == "poker")
    reason = arcade.enter(inst.id, [Seat.human()] * (inst.spec.max_seats + 1))
    assert reason and arcade.screen == PICKER
    assert any(reason[:30] in text for text in arcade.draw().texts())
    events = arcade.tick([0], [{"do": "enter", "id": "no_such_game"}])
    said = events[0]["reason"]
    assert any(said[:30] in text for text in arcade.draw().texts())
    assert arcade.enter(inst.id) is None
    arcade.leave()
    assert not any(said[:30] in text for text in arcade.draw().texts())
