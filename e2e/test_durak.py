"""Durak in headless Chromium: a paid game by keyboard and one by mouse, each played to its results.

The person's moves are key presses and clicks on the hotspots the frame exported; the bindings
are read only to choose the next move (which card beats which) and to check the purse.
"""

from __future__ import annotations

import json
import time

import pytest

from conftest import BOOT_TIMEOUT_MS, choose_game, click_action, open_page, screenshot, stage_point, until

pytestmark = [pytest.mark.e2e, pytest.mark.slow]

GAME_SECONDS = 300
KEY_GAP_MS = 60
RANKS = "23456789TJQKA"
SUITS = {"clubs": "c", "diamonds": "d", "hearts": "h", "spades": "s"}


def state(page) -> dict:
    return json.loads(page.evaluate("play_state_json()"))


def view(page) -> "dict | None":
    return json.loads(page.evaluate("play_view_json()"))


def press(page, key: str) -> None:
    page.keyboard.press(key)
    page.wait_for_timeout(KEY_GAP_MS)


def give_coins(page, coins: int) -> None:
    answer = page.evaluate("""async (coins) => {
        const p = JSON.parse(await play_save_json()); p.coins = coins;
        return await play_load_json(JSON.stringify(p)); }""", coins)
    assert "error" not in json.loads(answer), answer
    assert state(page)["purse"]["coins"] == coins


def enter(page, instance: str) -> None:
    choose_game(page, instance)


def beats(card: str, attack: str, trump: str) -> bool:
    if card[1] == attack[1]:
        return RANKS.index(card[0]) > RANKS.index(attack[0])
    return card[1] == trump


def choice(v: dict, me: int) -> "tuple[str, int, int] | None":
    """Return what the person does now: ("beat", hand index, slot), ("take",), ("lead", index), ("end",), or None."""
    if v["phase"] != "bout" or v["flights"]:
        return None
    hand = v["seats"][me]["cards"]
    trump = SUITS[v["trump"]]
    if me == v["defender"]:
        if v["taking"]:
            return None
        open_slots = [k for k, (_, d) in enumerate(v["table"]) if not d]
        if not open_slots:
            return None
        slot = v["target"] if v["target"] in open_slots else open_slots[0]
        attack = v["table"][slot][0]
        beaters = [i for i, c in enumerate(hand) if beats(c, attack, trump)]
        return ("beat", beaters[0], slot) if beaters else ("take", -1, -1)
    if me not in v["attackers"] or v["seats"][me]["passed"]:
        return None
    if not v["table"]:
        return ("lead", 0, -1) if v["leader"] == me else None
    return ("end", -1, -1) if v["options"]["end"] else None


def play_to_results(page, act) -> tuple[int, bool]:
    """Call ``act(view, choice)`` for each of the person's moves until the results card; return moves made."""
    me = state(page)["seat"]
    deadline = time.time() + GAME_SECONDS
    moves, pictured = 0, False
    while time.time() < deadline:
        if state(page)["screen"] == "results":
            return moves, pictured
        v = view(page)
        move = choice(v, me)
        if move is None:
            page.wait_for_timeout(80)
            continue
        if not pictured and len(v["table"]) >= 1 and move[0] == "beat":
            pictured = act.picture(v)
        act(v, move)
        moves += 1
    raise AssertionError(f"no results within {GAME_SECONDS} s: {state(page)}")


def check_payout(page, before: int, stake: int) -> None:
    st = state(page)
    assert st["screen"] == "results"
    places = st["results"]["placements"]
    if all(p == 1 for p in places):
        paid = stake                                        # a draw or a push refunds the stake
    else:
        paid = 2 * stake if places[st["seat"]] == 1 else 0
    assert st["purse"]["coins"] == before - stake + paid and st["held"] == {}
    assert st["results"]["rewards"][st["seat"]] == {}       # the stake settled by its event, not the rewards
    assert st["settled"] == [f"{'+' if paid >= stake else ''}{paid - stake} coins"]


class Keys:
    """The person at the keyboard: arrows move the cursor, Z (Cross) plays, A (Square) takes, X (Circle) ends."""

    def __init__(self, page) -> None:
        self.page = page

    def picture(self, v: dict) -> bool:
        screenshot(self.page, "durak-keyboard-table")
        return True

    def __call__(self, v: dict, move: tuple) -> None:
        what, index, _ = move
        if what in ("beat", "lead"):
            cursor = v["cursor"]
            if cursor != index:
                press(self.page, "ArrowRight" if cursor < index else "ArrowLeft")
                return
            press(self.page, "KeyZ")
        elif what == "take":
            press(self.page, "KeyA")
        else:
            press(self.page, "KeyX")


def click_stage(page, spot: dict) -> None:
    x, y = stage_point(page, spot["x"] + spot["w"] / 2, spot["y"] + spot["h"] / 2)
    page.mouse.click(x, y)
    page.wait_for_timeout(KEY_GAP_MS)


def click(page, action: dict) -> None:
    """Click the hotspot of ``action`` once the page has drawn a frame that has one."""
    until(page, f"window.parlor.hotspots().some(s => JSON.stringify(s.action) === {json.dumps(json.dumps(action, sort_keys=True, separators=(',', ':')))})",
          timeout=5_000)
    spots = [s for s in page.evaluate("window.parlor.hotspots()") if s["action"] == action]
    assert spots, f"no hotspot {action}: {[s['action'] for s in page.evaluate('window.parlor.hotspots()')]}"
    click_stage(page, spots[-1])


class Mouse:
    """The person with a mouse: click a card to pick it, an attack card to beat it, the buttons for the rest."""

    def __init__(self, page) -> None:
        self.page = page

    def picture(self, v: dict) -> bool:
        screenshot(self.page, "durak-mouse-table")
        return True

    def __call__(self, v: dict, move: tuple) -> None:
        what, index, slot = move
        if what in ("beat", "lead"):
            if v["cursor"] // 8 != index // 8:
                click(self.page, {"do": "page", "step": 1 if index > v["cursor"] else -1})
                return
            if v["cursor"] != index:
                click(self.page, {"do": "select", "index": index})
                return
            click(self.page, {"do": "beat", "slot": slot} if what == "beat" else {"do": "play"})
        else:
            click(self.page, {"do": what})


def test_keyboard_durak_for_a_stake_to_results(page):
    give_coins(page, 100)
    enter(page, "practice-durak")
    press(page, "ArrowUp")                                  # 10 -> 15 coins
    assert view(page)["seats"][0]["stake"] == 15
    screenshot(page, "durak-keyboard-stake")
    press(page, "KeyZ")
    until(page, "JSON.parse(await play_state_json()).purse.coins === 85", timeout=5_000)
    assert state(page)["held"] == {"coins": 15} and state(page)["forfeits"] is True
    press(page, "Enter")                                    # Start in a paid game: the frozen confirmation
    assert state(page)["screen"] == "quit"
    frame = state(page)["session_frame"]
    page.wait_for_timeout(300)
    assert state(page)["session_frame"] == frame
    press(page, "KeyX")                                     # Circle resumes
    assert state(page)["screen"] == "playing"
    moves, pictured = play_to_results(page, Keys(page))
    assert moves >= 3 and pictured
    check_payout(page, 100, 15)
    screenshot(page, "durak-keyboard-results")
    press(page, "KeyZ")
    until(page, "JSON.parse(await play_state_json()).screen === 'picker'", timeout=5_000)


def test_mouse_durak_for_a_stake_to_results(page):
    give_coins(page, 60)
    enter(page, "practice-durak-perevodnoy")
    click(page, {"do": "stake", "step": 1})
    click(page, {"do": "stake", "step": 1})
    assert view(page)["seats"][0]["stake"] == 20
    click(page, {"do": "deal"})
    until(page, "JSON.parse(await play_state_json()).purse.coins === 40", timeout=5_000)
    moves, pictured = play_to_results(page, Mouse(page))
    assert moves >= 3 and pictured
    check_payout(page, 60, 20)
    # the results sheet waits for the last move to land, then rises with its button
    until(page, "window.parlor.hotspots().some(s => s.action.do === 'continue')", timeout=60_000)
    screenshot(page, "durak-mouse-results")
    click_action(page, {"do": "continue"}, settled=True)
    until(page, "JSON.parse(await play_state_json()).screen === 'picker'", timeout=5_000)


def test_six_seats_deal_and_play_on_screen(page):
    """A full table of six (the human and five AI seats): the deal flies out and bouts are drawn."""
    give_coins(page, 0)
    # seed 1 gives the lowest trump to an AI seat, so a bout opens without the human (a visit's
    # own seed may hand the lead to the human, who has no clock and would hold the table still)
    answer = json.loads(page.evaluate(
        "play_mode_enter('practice-durak-perevodnoy', 'human,ai,ai:expert,ai:novice,ai,ai', 1)"))
    assert "error" not in answer, answer
    press(page, "KeyZ")                                       # no coins: a free game, dealt at once
    until(page, "JSON.parse(await play_view_json()).phase === 'deal'", timeout=5_000)
    page.wait_for_timeout(400)
    screenshot(page, "durak-six-seats-deal")
    until(page, "JSON.parse(await play_view_json()).table.length >= 1", timeout=60_000)
    screenshot(page, "durak-six-seats-bout")
    v = view(page)
    assert len(v["seats"]) == 6 and all(s["count"] <= 6 for s in v["seats"])
    press(page, "Enter")                                      # nothing at stake: Start leaves at once
    until(page, "JSON.parse(await play_state_json()).screen === 'picker'", timeout=5_000)
    assert page.errors == []


def test_a_page_closed_mid_game_forfeits_the_stake(browser, server_url):
    """The stake is saved as it leaves the purse; the next load finds it held by an unfinished game and forfeits it."""
    page = open_page(browser, server_url)
    page.evaluate("localStorage.clear()")
    give_coins(page, 50)
    enter(page, "practice-durak")
    press(page, "KeyZ")                                     # deal for the offered 10 coins
    until(page, "JSON.parse(await play_state_json()).purse.coins === 40", timeout=5_000)
    page.wait_for_function("(() => { const s = JSON.parse(localStorage.getItem('parlor.save.practice') || 'null'); "
                           "return s && s.coins === 40 && s.forfeit.coins === 10; })()", timeout=10_000)
    page.reload()                                           # the tab closes mid-game and opens again
    page.wait_for_function("window.parlor && window.parlor.ready", timeout=BOOT_TIMEOUT_MS)
    st = state(page)
    assert st["screen"] == "picker" and st["purse"]["coins"] == 40 and st["held"] == {}
    assert page.errors == []
    page.context.close()
