"""A newcomer's first hour, in the page: a game's words belong to the game in front of the player, and a clock
kept for a table where another person waits stands still behind the quit prompt.

(The other findings have their own e2e: a press from the lobby in test_input.py, a fresh or broke purse in
test_newcomer_purse.py, a ``?join=`` link in test_netplay.py; the slow player who waits 60 s before every
decision plays every practice game in tests/test_clocks.py.)"""

from __future__ import annotations

import json

import pytest

from conftest import click_stage, open_page, screenshot, tap_key, until
from players import state, view

pytestmark = [pytest.mark.e2e, pytest.mark.slow]

REFUSED = "That square is taken."


def enter(page, instance: str, seats: str, seed: int) -> None:
    answer = json.loads(page.evaluate(f"play_mode_enter('{instance}', '{seats}', {seed})"))
    assert answer.get("ok"), answer
    until(page, "JSON.parse(await play_state_json()).screen === 'playing'", timeout=10_000)


def texts(page) -> list[str]:
    return [b[4] for b in json.loads(page.evaluate("play_text_boxes_json()"))]


def cell_spot(page, cell: list[int]) -> dict:
    """Return the hotspot of ``cell`` once a frame drawn after the game opened holds it."""
    until(page, f"window.parlor.hotspots().some(s => s.action.do === 'click' && s.action.cell && "
                f"s.action.cell[0] === {cell[0]} && s.action.cell[1] === {cell[1]})", timeout=20_000)
    return [s for s in page.evaluate("window.parlor.hotspots()") if s["action"] == {"do": "click", "cell": cell}][-1]


def test_a_refusal_in_one_game_is_gone_when_the_next_one_opens(browser, server_url):
    """The refusal is drawn in the game, where the player clicked, once; the next game opens without it, in its
    canvas and in the page's status line."""
    page = open_page(browser, server_url)
    try:
        enter(page, "practice-tables", "human,ai:novice", 2)
        click_stage(page, cell_spot(page, [0, 0]))
        until(page, "(await (async () => { const v = JSON.parse(await play_view_json()); "
                    "return v.turn === 0 && v.pieces.filter(p => p.side).length === 2; })())", timeout=20_000)
        click_stage(page, cell_spot(page, [0, 0]))              # the player's own X is there
        until(page, f"JSON.parse(await play_text_boxes_json()).some(b => b[4] === {json.dumps(REFUSED)})",
              timeout=10_000)
        assert texts(page).count(REFUSED) == 1, "the refusal is said once, in the game"
        assert REFUSED not in page.inner_text("#status")
        screenshot(page, "newcomer-refusal-in-game")
        enter(page, "practice-billiards", "human,ai:regular", 2)
        until(page, "window.parlor.draws > 0 && JSON.parse(await play_state_json()).instance === 'practice-billiards'")
        page.wait_for_timeout(500)
        assert REFUSED not in texts(page), "the last game's refusal is not drawn over the next game"
        assert REFUSED not in page.inner_text("#status"), "nor left in the page's status line"
        assert not page.errors, page.errors
    finally:
        page.context.close()


def test_a_hot_seat_clock_stands_still_behind_the_quit_prompt(browser, server_url):
    """Two people at one poker table (a hot seat): the clock on a person's turn is drawn and runs; Start opens
    the quit prompt and the clock holds for as long as it is open; Start again resumes and the clock runs on."""
    page = open_page(browser, server_url)
    try:
        enter(page, "practice-poker", "human,human,ai:regular,ai:regular", 3)
        until(page, "(await (async () => { const v = JSON.parse(await play_view_json()); return v.clocked && "
                    "v.phase === 'betting' && !v.seats[v.to_act].ai; })())", timeout=60_000)
        first = view(page)["clock"]
        until(page, f"JSON.parse(await play_view_json()).clock < {first}", timeout=10_000)   # it runs
        tap_key(page, "Enter")
        until(page, "JSON.parse(await play_state_json()).screen === 'quit'", timeout=10_000)
        held = view(page)["clock"]
        ticks = page.evaluate("window.parlor.ticks")
        until(page, f"window.parlor.ticks > {ticks + 180}", timeout=60_000)     # three seconds of the game's time
        assert view(page)["clock"] == held, "the clock ran behind the quit prompt"
        screenshot(page, "newcomer-clock-behind-the-prompt")
        tap_key(page, "Enter")
        until(page, "JSON.parse(await play_state_json()).screen === 'playing'", timeout=10_000)
        until(page, f"JSON.parse(await play_view_json()).clock < {held}", timeout=10_000)
        assert state(page)["screen"] == "playing"
        assert not page.errors, page.errors
    finally:
        page.context.close()
