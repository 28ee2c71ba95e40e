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


def test_the_lobby_cursor_walks_the_grid_stops_at_its_ends_and_cross_enters_the_chosen_game(practice):
    from pycore.host import screens

    arcade = Arcade(practice)
    order = [i for i, _, _ in screens.layout(practice)[0]]
    first, last = order[0], order[-1]
    arcade.cursor = first
    press(arcade, pad.UP)
    press(arcade, pad.LEFT)
    assert arcade.cursor == first, "no wrap at the top"
    press(arcade, pad.RIGHT)
    assert arcade.cursor == order[1]
    press(arcade, pad.DOWN)
    tiles = {i: (x, y) for i, x, y in screens.layout(practice)[0]}
    assert tiles[arcade.cursor][1] > tiles[order[1]][1], "Down goes to the next row"
    for _ in range(len(order) + 2):
        press(arcade, pad.RIGHT)
    assert arcade.cursor == last
    press(arcade, pad.DOWN)
    assert arcade.cursor == last, "no wrap at the bottom"
    events = press(arcade, pad.CROSS)
    assert arcade.screen == PLAYING and arcade.instance.id == practice.instances[last].id
    assert events[0] == {"kind": "entered", "id": practice.instances[last].id}


def test_a_click_picks_a_tile_and_play_enters_it(practice):
    arcade = Arcade(practice)
    picks = [h[4] for h in arcade.draw().hotspots() if h[4]["do"] == "pick"]
    target = picks[-1]["id"]
    arcade.tick([0], [picks[-1]])
    assert arcade.screen == PICKER and practice.instances[arcade.cursor].id == target
    play = [h[4] for h in arcade.draw().hotspots() if h[4]["do"] == "enter"]
    assert play == [{"do": "enter", "id": target}]
    arcade.tick([0], play)
    assert arcade.screen == PLAYING and arcade.instance.id == target


def test_the_lobby_draws_each_tile_it_shows_with_its_name_and_a_hotspot(practice):
    arcade = Arcade(practice)
    stage = arcade.draw()
    texts = stage.texts()
    shown = [h[4]["id"] for h in stage.hotspots() if h[4]["do"] == "pick"]
    assert len(shown) >= 6
    assert all(any(t.startswith(i.name[:12]) for t in texts) for i in practice.instances if i.id in shown)
    assert all(f"tile/{i.kind}/{i.id}" in {s[0] for s in stage.stamps()} for i in practice.instances if i.id in shown)


def test_every_game_is_reachable_in_the_lobby_by_scrolling_to_it(practice):
    arcade = Arcade(practice)
    for k, inst in enumerate(practice.instances):
        arcade.cursor = k
        for _ in range(20):            # the grid glides to the chosen tile
            stage = arcade.draw()
        picks = {h[4]["id"] for h in stage.hotspots() if h[4]["do"] == "pick"}
        assert inst.id in picks


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
    for _ in range(80):              # the results wait for the last move to land, then rise
        arcade.draw()
    assert "results" in " ".join(arcade.draw().texts()) or "You win!" in arcade.draw().texts()
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
    stage = arcade.draw()
    title = next(t for t in stage.texts() if t.startswith("Leave"))
    box = next(b for b in stage.text_boxes() if b[4] == title)
    assert title.endswith("\u2026") and 400 < box[2] <= 560 - 48   # cut to the prompt's panel


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
