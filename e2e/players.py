"""Players for the end-to-end tests: Grid Duel by keys on one page or on two pages at one table, and the purse after.

The same code plays the duel alone against the AI (e2e/test_page.py) and online between two
browsers (e2e/test_netplay.py): it reads the player's seat view to decide, and presses keys.
"""

from __future__ import annotations

import json
import time

KEY_GAP_MS = 60   # > 2 frames: a press and its release each reach their own tick


def state(page) -> dict:
    return json.loads(page.evaluate("play_state_json()"))


def view(page) -> "dict | None":
    return json.loads(page.evaluate("play_view_json()"))


def press(page, key: str, gap_ms: int = KEY_GAP_MS) -> None:
    page.keyboard.press(key)
    page.wait_for_timeout(gap_ms)


def my_move(v: dict, me: int) -> "tuple[int, int] | None":
    """Return (hand index, cell) to play now, or None when it is not the player's placement."""
    if v is None or v.get("phase") != "place" or v.get("turn") != me:
        return None
    card = next(i for i, c in enumerate(v["seats"][me]["hand"]) if not c["played"])
    cell = next(c for c, slot in enumerate(v["grid"]) if slot is None)
    return card, cell


def my_turns(page, deadline: float):
    """Yield (the player's seat view, hand index, cell) at each of the player's placements, until the results."""
    me = state(page)["seat"]
    while time.time() < deadline:
        if state(page)["screen"] == "results":
            return
        v = view(page)
        move = my_move(v, me)
        if move is None:
            page.wait_for_timeout(80)
            continue
        yield v["seats"][me], *move


def duel_key(seat: dict, card: int, cell: int) -> str:
    """Return the key that brings ``card`` one step closer to ``cell``."""
    if not seat["lifted"]:
        return "ArrowRight" if seat["selected"] != card else "z"
    row, col = divmod(seat["cursor"], 3)
    want_row, want_col = divmod(cell, 3)
    if row != want_row:
        return "ArrowDown" if row < want_row else "ArrowUp"
    if col != want_col:
        return "ArrowRight" if col < want_col else "ArrowLeft"
    return "z"


def duel_by_keys(pages: list, deadline: float, gap_ms: int = KEY_GAP_MS) -> list[dict]:
    """Play Grid Duel by keys on every page (one seat each) until each shows its results card; return their states."""
    for page in pages:
        page.focus("#screen")
    seats = [state(page)["seat"] for page in pages]
    done: dict[int, dict] = {}
    while len(done) < len(pages) and time.time() < deadline:
        moved = False
        for k, page in enumerate(pages):
            if k in done:
                continue
            st = state(page)
            if st["screen"] == "results":
                done[k] = st
                continue
            v = view(page)
            move = my_move(v, seats[k])
            if move is not None:
                press(page, duel_key(v["seats"][seats[k]], *move), gap_ms)
                moved = True
        if not moved:
            pages[0].wait_for_timeout(80)
    missing = [state(pages[k]) for k in range(len(pages)) if k not in done]
    assert not missing, f"the duel did not reach its results card: {missing}"
    return [done[k] for k in range(len(pages))]


def saved_gold(page) -> int:
    """Return the gold purse in the save this browser keeps for its pack."""
    text = page.evaluate("localStorage.getItem('parlor.save.' + window.parlor.pack)")
    return json.loads(text)["gold"] if text else -1


def check_purse(page, st: dict, gold_before: int) -> int:
    """Check the player's purse grew by its seat's gold prize, in the arcade and in the browser's save; return it."""
    rewards = st["results"]["rewards"]
    prize = int(rewards[st["player"]].get("gold", 0)) if rewards else 0
    assert st["purse"]["gold"] == gold_before + prize, (st["purse"], gold_before, prize, st["settled"])
    deadline = time.time() + 5
    while saved_gold(page) != gold_before + prize and time.time() < deadline:
        page.wait_for_timeout(100)
    assert saved_gold(page) == gold_before + prize
    return prize
