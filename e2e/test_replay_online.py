"""Replays of online games in the page: saved from the same panel as a local game's, opened in a fresh page.

A hosted poker hand between two browsers (one hand, a short turn clock, so nobody needs to
act): during play the guest's replay holds only the views its seat was sent (nothing to
verify, and the panel says so); once the host's reveal proves the deal the guest's Save gives
the whole game, which a fresh page opens, plays to its end with every checkpoint verified,
and shows from either seat. A lockstep race: both pages save the same game, and it verifies.
"""

from __future__ import annotations

import json

import pytest

from conftest import close_menu, open_menu, open_page, screenshot, until
from players import state
from test_netplay import drive, gather, netplay_page, playing, release

pytestmark = [pytest.mark.e2e, pytest.mark.slow]

ONE_HAND = """
[pack]
id = "replaytest"
name = "Replay test table"

[[poker]]
id = "one-hand"
name = "Poker: one hand"
seats = 2
buy_in = 200
max_hands = 1
turn_seconds = 5
"""


def load_pack(page) -> None:
    ok = json.loads(page.evaluate(f"window.play_pack_load('replaytest', {json.dumps(ONE_HAND)}, '')"))
    assert ok.get("ok"), ok


def status(page) -> dict:
    return page.evaluate("window.parlor.replay.status")


def saved(page, tmp_path, name: str) -> dict:
    """Click Save replay and return the downloaded file's data (also written to ``tmp_path / name``)."""
    open_menu(page)
    with page.expect_download() as got:
        page.click("#replay-save")
    close_menu(page)
    path = tmp_path / name
    got.value.save_as(path)
    return json.loads(path.read_text())


def open_file(page, path) -> None:
    page.set_input_files("#replay-file", str(path))
    until(page, "window.parlor.replay.open && window.parlor.replay.status", timeout=10_000)


@pytest.fixture
def two(browser, server_url):
    pages = [netplay_page(browser, server_url), netplay_page(browser, server_url)]
    yield pages
    for p in pages:
        if not p.is_closed():
            p.context.close()


def test_a_hosted_game_s_guest_saves_its_views_then_the_whole_game_a_fresh_page_verifies(two, browser, server_url,
                                                                                       tmp_path):
    host, guest = two
    for page in (host, guest):
        load_pack(page)
    gather(host, guest, "one-hand")
    assert host.evaluate("parlorNet.start()") == {"ok": True}
    playing(host, guest)
    guest.wait_for_timeout(1000)
    views = saved(guest, tmp_path, "views.json")                         # before the reveal: what its seat saw
    assert views["format"] == "parlor-replay-views-1" and views["seat"] == 1 and views["changes"]
    assert "seed" not in views and "pads" not in views
    for page in (host, guest):
        until(page, "JSON.parse(await play_state_json()).screen === 'results'", timeout=60_000)
    assert state(guest)["note"] == "The host's deal: deal verified."
    whole = saved(guest, tmp_path, "game.json")                          # the reveal attached: the whole game
    assert whole["format"] == "parlor-replay-2" and whole["seat"] == 1 and whole["pack"] == "replaytest"
    theirs = saved(host, tmp_path, "host.json")
    assert {**theirs, "seat": None} == {**whole, "seat": None}           # one game, host's and guest's alike
    frames = len(whole["pads"])
    assert not host.errors and not guest.errors, (host.errors, guest.errors)

    fresh = open_page(browser, server_url)
    load_pack(fresh)
    open_file(fresh, tmp_path / "game.json")
    fresh.select_option("#replay-speed", "4")
    until(fresh, f"window.parlor.replay.status.frame === {frames}", timeout=60_000)
    st = status(fresh)
    assert st["kind"] == "game" and st["diverged"] is None and st["checked"] == st["checkpoints"] > 0
    assert "every checkpoint holds" in fresh.inner_text("#replay-words")
    assert st["shown"] == 1 and fresh.eval_on_selector("#replay-seat", "s => s.options.length") == 2
    fresh.select_option("#replay-seat", "0")                            # the host's seat: the reveal is attached
    until(fresh, "window.parlor.replay.status.shown === 0", timeout=5_000)
    screenshot(fresh, "replay-online-host-seat")

    open_file(fresh, tmp_path / "views.json")
    until(fresh, "window.parlor.replay.status.kind === 'views'", timeout=5_000)
    until(fresh, f"window.parlor.replay.status.frame === {views['frames']}", timeout=30_000)
    assert "nothing in it can be verified" in fresh.inner_text("#replay-words")
    assert fresh.eval_on_selector("#replay-seat", "s => s.disabled && s.options.length === 1")
    screenshot(fresh, "replay-online-guest-views")
    assert not fresh.errors, fresh.errors
    fresh.context.close()


def test_both_pages_of_a_lockstep_race_save_the_same_game_and_it_verifies(two, browser, server_url, tmp_path):
    host, guest = two
    gather(host, guest, "practice-races", 3)             # host, guest and one AI
    assert host.evaluate("parlorNet.start()") == {"ok": True}
    playing(host, guest)
    for page in (host, guest):
        drive(page, ["KeyZ"])
    for page in (host, guest):
        until(page, "JSON.parse(await play_state_json()).screen === 'results'", timeout=150_000)
    for page in (host, guest):
        release(page, ["KeyZ"])
    mine, theirs = saved(host, tmp_path, "race-host.json"), saved(guest, tmp_path, "race-guest.json")
    assert mine["format"] == theirs["format"] == "parlor-replay-2" and (mine["seat"], theirs["seat"]) == (0, 1)
    assert {**mine, "seat": None} == {**theirs, "seat": None} and theirs["results"]
    assert not host.errors and not guest.errors, (host.errors, guest.errors)

    fresh = open_page(browser, server_url)
    open_file(fresh, tmp_path / "race-guest.json")
    fresh.select_option("#replay-speed", "4")
    until(fresh, f"window.parlor.replay.status.frame === {len(theirs['pads'])}", timeout=60_000)
    st = status(fresh)
    assert st["diverged"] is None and st["checked"] == st["checkpoints"] > 0
    assert fresh.eval_on_selector("#replay-seat", "s => s.options.length") == 3
    screenshot(fresh, "replay-online-race")
    assert not fresh.errors, fresh.errors
    fresh.context.close()
