"""Leaving a no-limit casino table with the chips: a few hands of blackjack and a few spins of roulette in the
page, then the table's own "Cash out" button; the results card comes up and the profile holds the chips.

The practice tables have no round limit (``rounds = 0``), so the game ends only this way (or broke);
every move is a click on a hotspot the frame exported.
"""

from __future__ import annotations

import json

import pytest

from conftest import choose_game, click_action, screenshot, until

pytestmark = [pytest.mark.e2e, pytest.mark.slow]


def state(page) -> dict:
    return json.loads(page.evaluate("play_state_json()"))


def view(page) -> dict:
    return json.loads(page.evaluate("play_view_json()"))


def enter(page, kind: str, coins: int) -> None:
    page.evaluate(f"parlor.python('import pycore.bindings as b\\nb.arcade().profile[\"coins\"] = {coins}\\n1')")
    value = page.evaluate(f"""() => [...document.querySelectorAll('#mode option')]
        .find(o => o.dataset.kind === '{kind}').value""")
    choose_game(page, value)


def hotspots(page) -> list[dict]:
    return [s["action"] for s in page.evaluate("window.parlor.hotspots()")]


def cash_out_and_check(page, name: str) -> None:
    """Click Cash out; the results card must come up, and the profile hold exactly the chips, also after it."""
    me = state(page)["seat"]
    chips = view(page)["seats"][me]["purse"]
    screenshot(page, f"{name}-cash-out")
    click_action(page, {"do": "cash_out"})
    until(page, "JSON.parse(await play_state_json()).screen === 'results'", timeout=10_000)
    s = state(page)
    assert s["purse"]["coins"] == chips and s["held"] == {}
    screenshot(page, f"{name}-results")
    page.keyboard.press("KeyZ")                             # Cross on the results card: back to the picker
    until(page, "JSON.parse(await play_state_json()).screen === 'picker'", timeout=10_000)
    assert state(page)["purse"]["coins"] == chips


def test_blackjack_hands_then_cash_out_by_the_button(page):
    enter(page, "blackjack", 500)
    me = state(page)["seat"]
    assert view(page)["rounds"] == 0
    settled = 0
    for _ in range(3000):
        v = view(page)
        if v["phase"] == "betting" and "betting" in v:
            if settled >= 3:
                break
            click_action(page, {"do": "bet", "amount": v["betting"]["wager"]})
            until(page, "!('betting' in JSON.parse(await play_view_json()))", timeout=10_000)
            if view(page)["phase"] in ("playing", "insurance") and view(page)["cash_out"]:
                assert {"do": "cash_out"} in hotspots(page)        # greyed, a click says why
        elif v["to_act"] == me and v["phase"] == "insurance":
            click_action(page, {"do": "insure", "take": False})
        elif v["to_act"] == me and v["phase"] == "playing":
            click_action(page, {"do": "act", "action": "stand"})
        elif v["phase"] == "settled":
            settled += 1
            click_action(page, {"do": "next"})
            until(page, "JSON.parse(await play_view_json()).phase !== 'settled'", timeout=10_000)
        else:
            page.wait_for_timeout(100)
    assert settled >= 3, "three hands were not played"
    assert view(page)["cash_out"] == "" and state(page)["screen"] == "playing"
    cash_out_and_check(page, "blackjack")


def test_roulette_spins_then_cash_out_by_the_button(page):
    enter(page, "roulette", 300)
    assert view(page)["rounds"] == 0
    red = page.evaluate("parlor.python('import pycore.bindings as b\\n"
                        "next(i for i, s in enumerate(b.arcade().session.spots) if s.key == \"red\")')")
    for spin in range(3):
        until(page, "JSON.parse(await play_view_json()).phase === 'betting'", timeout=30_000)
        click_action(page, {"do": "place", "spot": red})
        v = view(page)
        assert v["can"]["cash_out"], "chips on the layout: cashing out is refused"
        click_action(page, {"do": "done"})
        until(page, "JSON.parse(await play_view_json()).phase === 'paid'", timeout=30_000)
        if spin < 2:
            click_action(page, {"do": "next"})
    assert view(page)["can"]["cash_out"] == ""
    cash_out_and_check(page, "roulette")
