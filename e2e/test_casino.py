"""The casino tables in the page: a hand of blackjack and a spin of roulette, played by mouse clicks.

The player's purse is given coins through the engine first (a fresh profile has none); every
move is a click on a hotspot the frame exported, and the purse the page shows must follow
each bet and each payout.
"""

from __future__ import annotations

import json
import time

import pytest

from conftest import choose_game, screenshot, stage_point, until

pytestmark = [pytest.mark.e2e, pytest.mark.slow]

KEY_GAP_MS = 60


def state(page) -> dict:
    return json.loads(page.evaluate("play_state_json()"))


def view(page) -> dict:
    return json.loads(page.evaluate("play_view_json()"))


def click_action(page, match, wait_s: float = 5.0) -> None:
    """Click the middle of the last hotspot whose action satisfies ``match``.

    The hotspots are those of the frame the page last drew, which may trail the engine's state
    by a frame or two on a loaded machine, so a missing one is looked for again for ``wait_s``.
    """
    deadline = time.time() + wait_s
    while True:
        spots = [s for s in page.evaluate("window.parlor.hotspots()") if match(s["action"])]
        if spots or time.time() > deadline:
            break
        page.wait_for_timeout(50)
    assert spots, f"no such hotspot among {[s['action'] for s in page.evaluate('window.parlor.hotspots()')]}"
    spot = spots[-1]
    page.mouse.click(*stage_point(page, spot["x"] + spot["w"] / 2, spot["y"] + spot["h"] / 2))
    page.wait_for_timeout(KEY_GAP_MS)


def enter(page, kind: str, coins: int) -> None:
    page.evaluate(f"parlor.python('import pycore.bindings as b\\nb.arcade().profile[\"coins\"] = {coins}\\n1')")
    value = page.evaluate(f"""() => [...document.querySelectorAll('#mode option')]
        .find(o => o.dataset.kind === '{kind}').value""")
    choose_game(page, value)


def test_hands_of_blackjack_by_clicks(page):
    """Bet, decline insurance, stand, until a hand with a decision has been played and paid."""
    enter(page, "blackjack", 500)
    me = state(page)["seat"]
    purse = 500
    decided = False
    deadline = time.time() + 90
    while time.time() < deadline:
        v = view(page)
        if v["phase"] == "betting" and "betting" in v:
            click_action(page, lambda a: a.get("do") == "bet")
            purse -= v["betting"]["wager"]
            assert state(page)["purse"]["coins"] == purse, "the bet left the purse when placed"
        elif v["to_act"] == me and v["phase"] == "insurance":
            click_action(page, lambda a: a.get("do") == "insure" and not a.get("take"))
        elif v["to_act"] == me and v["phase"] == "playing":
            if not decided:
                screenshot(page, "blackjack-decision")
                assert any(m["reason"] for m in v["menu"]), "a move is greyed with its reason (no surrender here)"
            decided = True
            click_action(page, lambda a: a.get("do") == "act" and a.get("action") == "stand")
        elif v["phase"] == "settled":
            purse += v["seats"][me]["paid"]
            assert state(page)["purse"]["coins"] == purse, "the round paid into the purse once"
            if decided:
                screenshot(page, "blackjack-settled")
                break
            click_action(page, lambda a: a.get("do") == "next")
            until(page, "JSON.parse(await play_view_json()).phase !== 'settled'", timeout=5_000)
        else:
            page.wait_for_timeout(100)
    assert decided, "no hand came to a decision in time"
    assert state(page)["held"] == {}
    page.keyboard.press("Enter")   # Start with no bet on the table: leaves at once
    until(page, "JSON.parse(await play_state_json()).screen === 'picker'", timeout=5_000)
    assert state(page)["purse"]["coins"] == purse


def test_a_spin_of_roulette_by_clicks(page):
    enter(page, "roulette", 300)
    v = view(page)
    me = state(page)["seat"]
    click_action(page, lambda a: a.get("do") == "chip" and a.get("value") == 25)
    spots = [s for s in page.evaluate("window.parlor.hotspots()") if s["action"].get("do") == "place"]
    # the red spot, found by what it is rather than where the layout puts it
    red = page.evaluate("parlor.python('import pycore.bindings as b\\n"
                        "next(i for i, s in enumerate(b.arcade().session.spots) if s.key == \"red\")')")
    target = next(s for s in spots if s["action"]["spot"] == red)
    page.mouse.click(*stage_point(page, target["x"] + target["w"] / 2, target["y"] + target["h"] / 2))
    page.wait_for_timeout(KEY_GAP_MS)
    v = view(page)
    assert v["seats"][me]["bets"] == [["red", 25]]
    assert state(page)["purse"]["coins"] == 275
    click_action(page, lambda a: a.get("do") == "done")
    until(page, "JSON.parse(await play_view_json()).phase === 'spinning'", timeout=30_000)
    page.wait_for_timeout(1000)
    screenshot(page, "roulette-spinning")
    until(page, "JSON.parse(await play_view_json()).phase === 'paid'", timeout=30_000)
    v = view(page)
    screenshot(page, "roulette-paid")
    assert v["history"][0] == v["pocket"]
    won = 50 if v["pocket"] not in ("0", "00") and int(v["pocket"]) in (1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23,
                                                                        25, 27, 30, 32, 34, 36) else 0
    assert v["seats"][me]["paid"] == won
    assert state(page)["purse"]["coins"] == 275 + won
