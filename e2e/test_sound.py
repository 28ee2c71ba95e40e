"""The page's sound (web/js/sound.js) in headless Chromium: nothing before the first gesture, the cues every
practice game must make heard after it, loops started and stopped, mute silencing everything.

The page logs every cue and loop a frame named (`parlor.sound.log`, with whether it was made) and
counts the sources it started (`parlor.sound.played`), so the test watches the one module all
sound goes through.
"""

from __future__ import annotations

import json

import pytest

from conftest import BOOT_TIMEOUT_MS, open_page, stage_point, until

pytestmark = pytest.mark.e2e

# what a short stretch of each practice game (AI seats, about ten seconds) must be heard to make
MUST = {
    "practice-poker": {"deal"},
    "practice-blackjack": {"deal"},
    "practice-durak": {"deal"},
    "practice-durak-perevodnoy": {"deal"},
    "practice-card_duels": {"place"},
    "practice-golf": {"putt"},
    "practice-races": {"engine"},
    "practice-prop_hunt": {"inspect"},
    "practice-billiards": {"strike"},
    "practice-buckshot": {"shell"},
    "practice-roulette": {"chip"},
    "practice-tables": {"land"},
    "practice-tables-checkers": {"land"},
    "practice-tables-morris": {"land"},
    "practice-tables-crazy-eights": {"deal"},
    "practice-tactics": {"step"},
    "practice-kitchen": {"draw"},
    "practice-party_nights": set(),          # a night of AI seats plays rounds of the others: some cue, any
}


def heard(page) -> list[dict]:
    return page.evaluate("window.parlor.sound.log")


def gesture(page) -> None:
    """A click on the stage's empty corner: the player's first gesture."""
    page.mouse.click(*stage_point(page, 955, 535))


def test_nothing_plays_before_the_first_gesture_then_the_lobby_is_heard(page):
    until(page, "window.parlor.sound", timeout=10_000)
    page.wait_for_timeout(1500)
    snd = page.evaluate("({ctx: window.parlor.sound.ctx === null, played: window.parlor.sound.played, "
                        "state: window.parlor.sound.state})")
    assert snd == {"ctx": True, "played": 0, "state": "locked"}
    named = heard(page)
    assert named and not any(e["played"] for e in named)          # the lobby named its music: none was made
    assert page.evaluate("document.body.innerText").count("gesture") == 0   # and the page says nothing about it
    gesture(page)
    until(page, "window.parlor.sound.ctx && window.parlor.sound.ctx.state === 'running'", timeout=10_000)
    until(page, "window.parlor.sound.played > 0", timeout=10_000)  # the lobby's music started


def test_mute_by_m_silences_everything_and_comes_back(page):
    gesture(page)
    until(page, "window.parlor.sound.ctx && window.parlor.sound.ctx.state === 'running'", timeout=10_000)
    page.focus("#screen")
    page.keyboard.press("KeyM")
    until(page, "window.parlor.sound.settings.muted === true")
    until(page, "window.parlor.sound.master.gain.value < 0.01", timeout=3_000)
    before = page.evaluate("window.parlor.sound.played")
    page.keyboard.press("ArrowRight")                               # the lobby's cursor cue, muted
    page.wait_for_timeout(400)
    cues = [e for e in heard(page) if e["kind"] == "cue" and e["name"] == "cursor"]
    assert cues and not cues[-1]["played"]
    assert page.evaluate("window.parlor.sound.played") == before
    assert json.loads(page.evaluate("localStorage.getItem('parlor.sound.v1')"))["muted"] is True
    page.keyboard.press("KeyM")
    until(page, "window.parlor.sound.settings.muted === false")
    page.keyboard.press("ArrowLeft")
    until(page, "window.parlor.sound.log.filter(e => e.name === 'cursor').slice(-1)[0].played === true", timeout=3_000)


@pytest.mark.parametrize("instance", sorted(MUST))
def test_a_stretch_of_every_practice_game_makes_the_sounds_it_must(browser, server_url, instance):
    page = open_page(browser, f"{server_url}?seed=5")
    gesture(page)
    until(page, "window.parlor.sound.ctx && window.parlor.sound.ctx.state === 'running'", timeout=10_000)
    count = next(m["seats"] for m in json.loads(page.evaluate("play_modes_json()")) if m["id"] == instance)
    seats = ",".join(["ai:expert"] + ["ai:regular"] * (count - 1))    # AI seats play on by themselves
    page.evaluate(f"parlor.enterMode({json.dumps(instance)}, {json.dumps(seats)})")
    want = MUST[instance]
    got: set[str] = set()
    for _ in range(200):
        got = {e["name"] for e in heard(page) if e["played"]}
        if (want <= got) and got:
            break
        page.wait_for_timeout(100)
    assert want <= got and got, f"{instance} made {sorted(got)}, not {sorted(want - got)}"
    page.context.close()
