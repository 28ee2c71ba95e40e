"""Nobody is locked out, in the page: a fresh profile sits at the blackjack table and its bet leaves the purse;
a purse of 0 coins is told why it cannot sit, on the tile's card, and one click on Free coins lets it play."""

from __future__ import annotations

import json

import pytest

from conftest import choose_game, click_action, screenshot, until

pytestmark = [pytest.mark.e2e]


def state(page) -> dict:
    return json.loads(page.evaluate("play_state_json()"))


def give_coins(page, coins: int) -> None:
    page.evaluate("""async (coins) => {
        const p = JSON.parse(await play_save_json()); p.coins = coins;
        return await play_load_json(JSON.stringify(p)); }""", coins)
    until(page, f"JSON.parse(await play_state_json()).purse.coins === {coins}", timeout=5_000)


def _moved(page) -> bool:
    st = state(page)
    return st["purse"]["coins"] != 500 or bool(st["held"])


def test_a_fresh_profile_sits_at_blackjack_and_bets(page):
    assert state(page)["purse"]["coins"] == 500, "a new purse holds 500 coins"
    choose_game(page, "practice-blackjack")
    for _ in range(40):                                    # Cross bets the table's least, once the deal waits for it
        if _moved(page):
            break
        page.keyboard.press("z")
        page.wait_for_timeout(250)
    assert _moved(page), "a bet left the purse: the new player is not sat out"
    assert state(page)["screen"] in ("playing", "quit", "results")
    for _ in range(20):                                    # leave: Start (and Cross on the prompt if coins are held)
        if state(page)["screen"] == "picker":
            break
        page.keyboard.press("Enter" if state(page)["screen"] == "playing" else "z")
        page.wait_for_timeout(300)
    until(page, "JSON.parse(await play_state_json()).screen === 'picker'", timeout=10_000)


def test_an_empty_purse_is_told_why_and_refilled_in_one_click(page):
    until(page, "JSON.parse(await play_state_json()).screen === 'picker'", timeout=10_000)
    give_coins(page, 0)
    choose_game(page, "practice-blackjack", play=False)
    click_action(page, {"do": "enter", "id": "practice-blackjack"})
    page.wait_for_timeout(300)
    assert state(page)["screen"] == "picker", "a table the purse cannot pay does not open"
    screenshot(page, "newcomer-purse-refused")
    click_action(page, {"do": "refill"})
    until(page, "JSON.parse(await play_state_json()).purse.coins === 500", timeout=5_000)
    click_action(page, {"do": "enter", "id": "practice-blackjack"})
    until(page, "JSON.parse(await play_state_json()).screen === 'playing'", timeout=10_000)
