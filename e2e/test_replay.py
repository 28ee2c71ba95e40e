"""Replays in the page: a finished duel is kept, saved, opened again, played back and verified.

The AI-vs-AI duel runs to its results; its replay (pycore/host/replay.py, parlor-replay-2) is
kept in the browser, opened from a file, played at 4x to its end with every checkpoint verified,
paused, stepped frame by frame, seeked back; a tampered file says where it diverges, and a
#replay= link opens the same replay in a fresh page.
"""

from __future__ import annotations

import json

import pytest

from conftest import BOOT_TIMEOUT_MS, open_menu, open_page, screenshot, until
from players import state

pytestmark = [pytest.mark.e2e, pytest.mark.slow]


def status(page) -> dict:
    return page.evaluate("window.parlor.replay.status")


def test_a_finished_duel_plays_back_and_verifies(browser, server_url, tmp_path):
    page = open_page(browser, f"{server_url}?mode=practice-card_duels&seats=ai:expert,ai:novice")
    until(page, "window.parlor.replay", timeout=10_000)
    until(page, "JSON.parse(await play_state_json()).screen === 'results'", timeout=120_000)
    until(page, "JSON.parse(localStorage.getItem('parlor.replays') || '[]').length === 1", timeout=5_000)
    text = page.evaluate("JSON.parse(localStorage.getItem('parlor.replays'))[0]")
    raw = json.loads(text)
    assert raw["format"] == "parlor-replay-2" and raw["instance"] == "practice-card_duels" and raw["results"]
    frames = len(raw["pads"])

    path = tmp_path / "duel.replay.json"
    path.write_text(text)
    page.set_input_files("#replay-file", str(path))
    until(page, "window.parlor.replay.open && window.parlor.replay.status", timeout=10_000)
    page.select_option("#replay-speed", "4")
    until(page, f"window.parlor.replay.status.frame === {frames}", timeout=60_000)
    st = status(page)
    assert st["diverged"] is None and st["checked"] == st["checkpoints"] == len(raw["checkpoints"])
    assert "every checkpoint holds" in page.inner_text("#replay-words")
    screenshot(page, "replay-end")

    # seek back, pause, step one frame at a time
    page.click("#replay-play")
    assert page.inner_text("#replay-play") == "Play"
    page.evaluate("window.parlor.replay.seekTo = 100")
    until(page, "window.parlor.replay.status.frame === 100", timeout=10_000)
    page.wait_for_timeout(300)
    held = status(page)["frame"]
    assert held == 100                                  # paused
    page.click("#replay-step")
    until(page, "window.parlor.replay.status.frame === 101", timeout=5_000)
    page.evaluate("window.parlor.replay.seekTo = 40")   # back: from the start (kept states every 300 frames)
    until(page, "window.parlor.replay.status.frame === 40", timeout=10_000)
    held = 40
    page.click("#replay-step")
    until(page, f"window.parlor.replay.status.frame === {held + 1}", timeout=5_000)
    page.click("#replay-step")
    until(page, f"window.parlor.replay.status.frame === {held + 2}", timeout=5_000)

    # a tampered checkpoint: the page says where the replay diverges
    frame = raw["checkpoints"][2][0]
    raw["checkpoints"][2][1] = "0" * 16
    path.write_text(json.dumps(raw))
    page.set_input_files("#replay-file", str(path))
    page.evaluate(f"window.parlor.replay.seekTo = {frames}")
    until(page, "window.parlor.replay.status && window.parlor.replay.status.diverged", timeout=20_000)
    assert status(page)["diverged"]["frame"] == frame
    assert f"diverges at frame {frame}" in page.inner_text("#replay-words")

    # a link carries the replay in its fragment: a fresh page opens it
    page.click("#replay-play") if page.evaluate("window.parlor.replay.paused") else None
    page.click("#replay-close")
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    open_menu(page)
    page.click("#replay-link")
    until(page, "window.parlor.replayLink", timeout=10_000)
    link = page.evaluate("window.parlor.replayLink")
    assert "#replay=" in link and len(link) < 60_000
    assert not page.errors, page.errors
    page.context.close()

    other = open_page(browser, link)
    until(other, "window.parlor.replay && window.parlor.replay.open", timeout=20_000)
    until(other, f"window.parlor.replay.status.frame > 30", timeout=20_000)
    assert other.evaluate("window.parlor.replay.status.instance") == "practice-card_duels"
    assert other.evaluate("window.parlor.replay.status.frames") == frames
    screenshot(other, "replay-from-link")
    assert not other.errors, other.errors
    other.context.close()


def test_a_poker_table_not_over_offers_only_the_player_s_seat(browser, server_url, tmp_path):
    """A file of a game that hides cards, saved mid-game, holds the AI's hole cards: the picker offers only
    the recording seat and the panel says why."""
    page = open_page(browser, f"{server_url}?mode=practice-poker&seats=human,ai:regular")
    until(page, "window.parlor.replay", timeout=10_000)
    until(page, "JSON.parse(await play_state_json()).frame > 120", timeout=30_000)
    raw = json.loads(page.evaluate("play_replay_json()"))
    assert raw["results"] is None and raw["seat"] == 0
    path = tmp_path / "poker.replay.json"
    path.write_text(json.dumps(raw))
    page.set_input_files("#replay-file", str(path))
    until(page, "window.parlor.replay.open && window.parlor.replay.status", timeout=10_000)
    assert status(page)["showable"] == [0]
    assert page.eval_on_selector("#replay-seat", "s => s.disabled && s.options.length === 1 && s.value === '0'")
    assert "until the game ends or its reveal is attached" in page.inner_text("#replay-words")
    screenshot(page, "replay-poker-own-seat-only")
