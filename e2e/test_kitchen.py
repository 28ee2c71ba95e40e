"""The kitchen table in the page: a solitaire game against the sparring phantom, played by mouse clicks.

Every move is a click on a hotspot the frame exported, scaled from the 640 x 360 stage to the
canvas: pick up a hand card, put it on the battlefield, tap it, pass; when the phantom offers
a reaction its sentence is on the screen, Accept resolves it and Undo takes it back.
"""

from __future__ import annotations

import json
import time

import pytest

from conftest import screenshot, until

pytestmark = [pytest.mark.e2e, pytest.mark.slow]

KEY_GAP_MS = 80
STAGE_W, STAGE_H = 640, 360


def view(page) -> dict:
    return json.loads(page.evaluate("play_view_json()"))


def click_action(page, match) -> dict:
    """Click the middle of the last hotspot whose action satisfies ``match``; return its action."""
    spots = [s for s in page.evaluate("window.parlor.hotspots()") if match(s["action"])]
    assert spots, f"no such hotspot among {[s['action'] for s in page.evaluate('window.parlor.hotspots()')]}"
    spot = spots[-1]
    box = page.locator("#screen").bounding_box()
    page.mouse.click(box["x"] + (spot["x"] + spot["w"] / 2) * box["width"] / STAGE_W,
                     box["y"] + (spot["y"] + spot["h"] / 2) * box["height"] / STAGE_H)
    page.wait_for_timeout(KEY_GAP_MS)
    return spot["action"]


def enter_kitchen(page) -> None:
    value = page.evaluate("""() => [...document.querySelectorAll('#mode option')]
        .find(o => o.dataset.kind === 'kitchen').value""")
    page.select_option("#mode", value)
    until(page, "JSON.parse(await play_state_json()).screen === 'playing'", timeout=20_000)


def test_a_solitaire_game_against_the_phantom_by_clicks(page):
    """Play hand cards by select-then-place until the phantom answers one; accept it, then undo it."""
    enter_kitchen(page)
    page.wait_for_timeout(300)
    screenshot(page, "kitchen-start")
    v = view(page)
    assert v["phantom"] == "realistic" and v["table"]["zones"]["0"]["hand"], v.keys()
    tapped = accepted = undone = False
    deadline = time.time() + 150
    while time.time() < deadline and not (undone and tapped):
        v = view(page)
        if v["over"]:
            break
        offer = v.get("offer")
        if offer and not accepted:
            screenshot(page, "kitchen-offer")
            target = offer["cards"][0]
            click_action(page, lambda a: a.get("do") == "accept")
            until(page, f"JSON.parse(await play_view_json()).table.cards['{target}'] === undefined || "
                        f"JSON.parse(await play_view_json()).table.cards['{target}'].zone === '{offer['to']}'",
                  timeout=5_000)
            accepted = True
            screenshot(page, "kitchen-accepted")
            click_action(page, lambda a: a.get("do") == "undo")
            until(page, f"JSON.parse(await play_view_json()).table.cards['{target}'] !== undefined && "
                        f"['battlefield', 'stack'].includes("
                        f"JSON.parse(await play_view_json()).table.cards['{target}'].zone)", timeout=5_000)
            undone = True
            screenshot(page, "kitchen-undone")
            continue
        if offer:
            click_action(page, lambda a: a.get("do") == "decline")
            continue
        hand = v["table"]["zones"]["0"]["hand"]
        cards = v["table"]["cards"]
        mine = v["table"]["zones"]["0"]["battlefield"]
        if mine and not tapped:
            cid = mine[0]
            click_action(page, lambda a: a.get("do") == "tap" and a.get("card") == cid)
            until(page, f"JSON.parse(await play_view_json()).table.cards['{cid}'].tapped === true", timeout=5_000)
            tapped = True
            screenshot(page, "kitchen-tapped")
            continue
        playable = [c for c in hand if "Land" not in cards[str(c)]["facts"]["type"]] or hand
        if playable and len(mine) < 12:
            cid = playable[0]
            click_action(page, lambda a: a.get("do") == "select" and a.get("card") == cid)
            until(page, f"JSON.parse(await play_view_json()).selected === {cid}", timeout=5_000)
            cell = len(mine) % 8
            click_action(page, lambda a: a.get("do") == "place" and a.get("zone") == "battlefield"
                         and a.get("x") == cell * 10_000 // 7)
            page.wait_for_timeout(200)
        else:
            click_action(page, lambda a: a.get("do") == "pass")
            page.wait_for_timeout(200)
        if v["table"]["turn"]["round"] >= 2 and not any(v["table"]["zones"]["0"][z] for z in ("hand",)):
            click_action(page, lambda a: a.get("do") == "draw")
    screenshot(page, "kitchen-end")
    assert tapped, "no permanent was tapped by a click"
    assert accepted and undone, "the phantom made no offer that was accepted and undone in time"
    assert not [e for e in page.errors if "favicon" not in e], page.errors
