"""A Practice Night in the served page: entered through the window bindings with four AI seats,
ticked until the results card over the podium, every round of the practice set played on the way."""

from __future__ import annotations

import json
import time

import pytest

from conftest import screenshot

pytestmark = [pytest.mark.e2e, pytest.mark.slow]

NIGHT_SECONDS = 240
SEATS = "ai:expert,ai:regular,ai:novice,ai:novice"
TICKS = """async () => {
    const opened = [];
    for (let i = 0; i < 400; i++) {
        for (const e of JSON.parse(await play_tick('[]'))) {
            if (e.kind === 'error') return {error: e};
            if (e.kind === 'round_opened') opened.push(e.instance);
        }
        if (JSON.parse(await play_state_json()).screen === 'results') break;
    }
    return {opened, state: JSON.parse(await play_state_json())};
}"""


def test_practice_night_by_ai_seats_to_the_podium(page):
    modes = json.loads(page.evaluate("play_modes_json()"))
    assert any(m["id"] == "practice-party_nights" and m["kind"] == "party_nights" for m in modes), modes
    page.evaluate("window.parlor.paused = true")   # every tick of the night is this test's own
    answer = json.loads(page.evaluate(f"play_mode_enter('practice-party_nights', '{SEATS}', 5)"))
    assert answer.get("ok"), answer
    opened: list[str] = []
    deadline = time.time() + NIGHT_SECONDS
    st: dict = {}
    while time.time() < deadline:
        out = page.evaluate(TICKS)
        assert "error" not in out, out
        opened += out["opened"]
        st = out["state"]
        if st["screen"] == "results":
            break
    assert st.get("screen") == "results", f"the night did not reach its results card: {st}"
    frame = json.loads(page.evaluate("play_view_json()"))
    practice = {m["id"] for m in modes if m["kind"] != "party_nights"}
    assert set(opened) <= practice and len(set(opened)) == len(frame["rounds"])   # each of the night's games
    placements = st["results"]["placements"]
    assert sorted(placements)[0] == 1 and len(placements) == 4
    assert st["results"]["rewards"][placements.index(1)]["gold"] == 40
    assert frame["phase"] == "over" and len(frame["played"]) == 5
    drawn = page.evaluate("window.parlor.draws")
    page.evaluate("window.parlor.paused = false")   # the loop draws the podium again
    page.wait_for_function(f"window.parlor.draws > {drawn}", timeout=5_000)
    screenshot(page, "party-night-podium")
    page.evaluate("play_mode_leave()")
    assert not page.errors, page.errors
