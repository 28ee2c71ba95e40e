"""Input in the served page: a press that starts a game from the lobby does not also make its first move.

A 120 ms press of Cross (the Z key) on four in a row's tile in the lobby starts the game;
the game takes Cross only once it has been released since it opened, so no disc falls
until the player presses again.
"""

from __future__ import annotations

import pytest

from conftest import choose_game, open_page, until
from players import press, state, view

pytestmark = [pytest.mark.e2e]

GAME = "tables-four-in-a-row"


def test_a_120_ms_press_from_the_lobby_starts_four_in_a_row_without_dropping_a_disc(browser, server_url):
    page = open_page(browser, server_url + "?pack=tables")
    until(page, f"JSON.parse(await play_modes_json()).some(m => m.id === '{GAME}')", timeout=20_000)
    choose_game(page, GAME, play=False)
    page.focus("#screen")
    page.keyboard.down("z")
    page.wait_for_timeout(120)
    page.keyboard.up("z")
    until(page, "JSON.parse(await play_state_json()).screen === 'playing'", timeout=5_000)
    until(page, "JSON.parse(await play_view_json()).state === 'playing'", timeout=5_000)
    page.wait_for_timeout(400)
    v = view(page)
    assert state(page)["instance"] == GAME
    assert v["pieces"] == [] and v["turn"] == 0, "the press that started the game dropped no disc"
    press(page, "z")
    until(page, "JSON.parse(await play_view_json()).pieces.length > 0", timeout=5_000)
    assert not page.errors, page.errors
    page.context.close()


def test_a_release_shorter_than_a_frame_still_reaches_the_game(browser, server_url):
    """Two taps of a key with no read of the pad between the first release and the second press (a busy
    machine's long frame): the reads show down, up, down, so the game sees two presses, not one held key."""
    page = open_page(browser, server_url)
    words = page.evaluate("""async () => {
      const { Pad, bit } = await import('/js/input.js');
      const pad = new Pad();
      const up = bit('Up'), out = [];
      const read = () => out.push((pad.read() & up) ? 1 : 0);
      pad.press(up); read(); read();            // a press seen by two reads
      pad.release(up); pad.press(up); read(); read(); read();   // let go and pressed again between two reads
      pad.release(up); read();
      pad.press(up); pad.release(up); read();                   // a press shorter than a frame: down by a latch
      pad.press(up); read(); read();            // pressed again after that read: up, then down
      pad.release(up); read();
      pad.press(up); pad.release(up); pad.press(up); read();    // down, up, down while the last read saw up
      pad.releaseAll(); pad.press(up); read(); read();          // the window lost focus and the key came back
      return out;
    }""")
    assert words == [1, 1, 0, 1, 1, 0, 1, 0, 1, 0, 1, 0, 1], words
    page.context.close()
