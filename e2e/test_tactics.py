"""Verdigris Cloister in the served page: the Propagation Hall played by mouse clicks, with screenshots.

The player clicks the briefing's Begin, then on each of the squad's turns clicks a tile to
preview a walk and again to walk (once undoing a walk through the ability bar), clicks an
enemy to see the itemised chance and again to fire, and ends the turn from the bar; the
Blight's turns play on by themselves, paced. Clicks land on the hotspots the screen
exported, wherever the page's stage puts them.
"""

from __future__ import annotations

import json
import time

import pytest

from conftest import open_page, screenshot, stage_point, until

pytestmark = [pytest.mark.e2e, pytest.mark.slow]

MISSION_SECONDS = 300
GAP_MS = 60


def view(page) -> dict:
    return json.loads(page.evaluate("play_view_json()"))


def query(page, name: str, *args) -> object:
    return json.loads(page.evaluate(f"play_query({json.dumps(name)}, {json.dumps(json.dumps(list(args)))})"))


def click(page, want: dict) -> None:
    """Click the middle of the (topmost) hotspot whose action is ``want``."""
    spots = [s for s in page.evaluate("window.parlor.hotspots()") if s["action"] == want]
    assert spots, f"no hotspot {want}"
    spot = spots[-1]
    page.mouse.click(*stage_point(page, spot["x"] + spot["w"] / 2, spot["y"] + spot["h"] / 2))
    page.wait_for_timeout(GAP_MS)


def settle(page, condition: str, timeout: int = 5_000) -> None:
    until(page, condition, timeout=timeout)


def my_turn(v: dict) -> bool:
    return v["phase"] == "turn" and v["active"] >= 0 and not v["ai_turn"]


def test_the_propagation_hall_played_by_mouse(browser, server_url):
    page = open_page(browser, server_url + "?mode=practice-tactics&seats=human")
    settle(page, "JSON.parse(await play_state_json()).screen === 'playing'", timeout=20_000)
    assert view(page)["phase"] == "briefing"
    screenshot(page, "tactics-briefing")
    click(page, {"do": "start"})
    settle(page, "JSON.parse(await play_view_json()).phase === 'turn'")
    deadline = time.time() + MISSION_SECONDS
    walks = shots = undone = 0
    shown = set()
    while time.time() < deadline:
        v = view(page)
        if v["phase"] != "turn":
            break
        if not my_turn(v):
            page.wait_for_timeout(150)
            continue
        me = v["units"][v["active"]]
        aims = query(page, "targets", me["id"])
        if aims and me["ap"] >= 1:
            t = aims[0]
            click(page, {"do": "tile", "x": t["x"], "y": t["y"]})            # the first click shows the chance
            chance = view(page)["chance"]
            assert chance and chance["ok"] and sum(i["value"] for i in chance["items"]) == chance["chance"]
            assert chance == query(page, "hit_chance", me["id"], t["unit"]) | {"attacker": me["id"]}
            if "chance" not in shown:
                screenshot(page, "tactics-hit-chance")
                shown.add("chance")
            click(page, {"do": "tile", "x": t["x"], "y": t["y"]})            # the second fires
            settle(page, f"JSON.parse(await play_view_json()).units[{me['id']}].ap < {me['ap']} || "
                         "JSON.parse(await play_view_json()).phase !== 'turn'")
            shots += 1
            v = view(page)
            if v["phase"] == "turn" and my_turn(v):
                ok, reason = query(page, "can_undo", 0)
                assert (ok, reason) == (False, "The shot is away - that cannot be taken back.")
        elif me["ap"] >= 1 and v["reachable"]:
            gx, gy = v["brief"]["goal"]
            spot = min(v["reachable"], key=lambda r: (max(abs(r["x"] - gx), abs(r["y"] - gy)), r["ap"], r["y"], r["x"]))
            click(page, {"do": "tile", "x": spot["x"], "y": spot["y"]})      # the first click previews the walk
            path = view(page)["path"]
            assert path["ok"] and (path["cost"], path["ap"]) == (spot["cost"], spot["ap"])
            if "walk" not in shown:
                screenshot(page, "tactics-walk-preview")
                shown.add("walk")
            click(page, {"do": "tile", "x": spot["x"], "y": spot["y"]})      # the second walks
            settle(page, f"JSON.parse(await play_view_json()).units[{me['id']}].x === {spot['x']} && "
                         f"JSON.parse(await play_view_json()).units[{me['id']}].y === {spot['y']} || "
                         "JSON.parse(await play_view_json()).phase !== 'turn'")
            walks += 1
            if not undone and view(page)["phase"] == "turn" and query(page, "can_undo", 0)[0]:
                click(page, {"do": "ability", "name": "undo"})
                settle(page, f"JSON.parse(await play_view_json()).units[{me['id']}].x === {me['x']} && "
                             f"JSON.parse(await play_view_json()).units[{me['id']}].y === {me['y']}")
                undone += 1
                continue
        else:
            click(page, {"do": "ability", "name": "end_turn"})
            settle(page, f"JSON.parse(await play_view_json()).active !== {me['id']} || "
                         "JSON.parse(await play_view_json()).phase !== 'turn'")
        v = view(page)
        if v["phase"] == "turn" and my_turn(v) and v["active"] == me["id"] and v["units"][me["id"]]["ap"] == 0:
            click(page, {"do": "ability", "name": "end_turn"})
            settle(page, f"JSON.parse(await play_view_json()).active !== {me['id']} || "
                         "JSON.parse(await play_view_json()).phase !== 'turn'")
    v = view(page)
    screenshot(page, "tactics-mission-end")
    assert v["phase"] in ("debrief", "over"), f"the mission did not end in time: round {v['round']}"
    assert v["missions"][0]["state"] in ("won", "lost") and v["verdict"]
    assert walks >= 2 and undone == 1, (walks, undone)
    assert shots >= 1, "no shot was fired by a click"
    assert not [e for e in page.errors if "favicon" not in e], page.errors
