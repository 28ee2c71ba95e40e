"""The kitchen table in the page: a solitaire game against the sparring phantom, played by mouse clicks.

Every move is a click on a hotspot the frame exported, scaled from the 960 x 540 stage to the
canvas: pick up a hand card, put it on the battlefield, tap it, open its menu by its tab, drag a permanent by its name to
another place and to the graveyard, pass; when the phantom offers
a reaction its sentence is on the screen, Accept resolves it and Undo takes it back.
"""

from __future__ import annotations

import json
import time

import pytest

from conftest import choose_game, screenshot, stage_point, until

pytestmark = [pytest.mark.e2e, pytest.mark.slow]

KEY_GAP_MS = 80
STAGE_W, STAGE_H = 960, 540


def view(page) -> dict:
    return json.loads(page.evaluate("play_view_json()"))


def still_spots(page) -> list[dict]:
    """Return the hotspots once two frames drawn one after another hold the same ones: nothing gliding (a card
    laid a moment ago still slides to its place, its tabs with it)."""
    last = None
    for _ in range(200):
        drawn = page.evaluate("window.parlor.draws")
        until(page, f"window.parlor.draws > {drawn}")
        spots = page.evaluate("window.parlor.hotspots()")
        if spots == last:
            return spots
        last = spots
    raise AssertionError("the hotspots never held still")


def target(page, match, dragging: "dict | None" = None) -> tuple[dict, tuple]:
    """Return a hotspot whose action satisfies ``match`` (the last drawn that can be reached) and a page point
    inside it that no hotspot drawn later covers (a permanent lies over the battlefield's drop places: a press
    there takes the permanent), the hotspot being ``dragging`` aside (the page drops a dragged card on what
    lies under it)."""
    spots = [s for s in still_spots(page) if s["action"] != dragging]
    found = [k for k, s in enumerate(spots) if match(s["action"])]
    assert found, f"no such hotspot among {[s['action'] for s in spots]}"
    for k in reversed(found):
        spot = spots[k]
        for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
            for fx in (0.5, 0.3, 0.7, 0.15, 0.85):
                x, y = spot["x"] + spot["w"] * fx, spot["y"] + spot["h"] * fy
                if not any(o["x"] <= x < o["x"] + o["w"] and o["y"] <= y < o["y"] + o["h"] for o in spots[k + 1:]):
                    return spot, stage_point(page, x, y)
    raise AssertionError(f"every point of every {[spots[k]['action'] for k in found]} lies under a later hotspot")


def click_action(page, match) -> dict:
    """Click a point of the last hotspot whose action satisfies ``match`` that nothing lies over; return its action."""
    spot, point = target(page, match)
    page.mouse.click(*point)
    page.wait_for_timeout(KEY_GAP_MS)
    return spot["action"]


def centre(page, match, dragging: "dict | None" = None) -> tuple:
    """Return the page coordinates of a point of the last hotspot whose action satisfies ``match``, uncovered."""
    return target(page, match, dragging)[1]


def drag(page, source, onto) -> None:
    """Press on the hotspot ``source`` matches, move to the one ``onto`` matches, release."""
    grabbed, start = target(page, source)
    end = centre(page, onto, dragging=grabbed["action"])
    page.mouse.move(*start)
    page.mouse.down()
    page.mouse.move(*end, steps=6)
    page.mouse.up()
    page.wait_for_timeout(KEY_GAP_MS)


def enter_kitchen(page) -> None:
    value = page.evaluate("""() => [...document.querySelectorAll('#mode option')]
        .find(o => o.dataset.kind === 'kitchen').value""")
    choose_game(page, value)


def test_a_solitaire_game_against_the_phantom_by_clicks(page):
    """Play hand cards by select-then-place until the phantom answers one; accept it, then undo it."""
    enter_kitchen(page)
    page.wait_for_timeout(300)
    screenshot(page, "kitchen-start")
    v = view(page)
    assert v["phantom"] == "realistic" and v["table"]["zones"]["0"]["hand"], v.keys()
    tapped = accepted = undone = moved = False
    dragged = 0
    deadline = time.time() + 150
    while time.time() < deadline and not (undone and tapped and moved):
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
            click_action(page, lambda a: a.get("do") == "menu" and a.get("card") == cid)   # its tab: the card's menu
            until(page, f"JSON.parse(await play_view_json()).menu === {cid}", timeout=5_000)
            assert json.loads(page.evaluate("play_state_json()"))["screen"] == "playing"
            screenshot(page, "kitchen-menu")
            click_action(page, lambda a: a.get("do") == "pick" and a.get("op") == "close")
            until(page, "JSON.parse(await play_view_json()).menu === 0", timeout=5_000)
            continue
        if mine and not moved and len(mine) >= 2:
            cid = mine[-1]                  # drag a permanent by its name to the far corner, then to the graveyard
            handle = lambda a: a.get("do") == "select" and a.get("card") == cid   # noqa: E731
            drag(page, handle, lambda a: a.get("do") == "place" and a.get("x") == 10_000 and a.get("y") == 10_000)
            until(page, f"JSON.parse(await play_view_json()).table.cards['{cid}'].x === 10000 && "
                        f"JSON.parse(await play_view_json()).table.cards['{cid}'].y === 10000", timeout=5_000)
            screenshot(page, "kitchen-permanent-dragged")
            drag(page, handle, lambda a: a.get("do") == "place" and a.get("zone") == "graveyard")
            until(page, f"JSON.parse(await play_view_json()).table.cards['{cid}'].zone === 'graveyard'", timeout=5_000)
            moved = True
            continue
        playable = [c for c in hand if "Land" not in cards[str(c)]["facts"]["type"]] or hand
        if playable and len(mine) < 12:
            cid = playable[0]
            cell = len(mine) % 8
            on_cell = (lambda a: a.get("do") == "place" and a.get("zone") == "battlefield"
                       and a.get("x") == cell * 10_000 // 7)
            if len(mine) % 2 == 0:         # drag it there
                drag(page, lambda a: a.get("do") == "select" and a.get("card") == cid, on_cell)
                dragged += 1
            else:                           # or click it, then the place
                click_action(page, lambda a: a.get("do") == "select" and a.get("card") == cid)
                until(page, f"JSON.parse(await play_view_json()).selected === {cid}", timeout=5_000)
                # the place is clicked where a frame drawn after the selection puts it (on a busy machine
                # the last frame drawn can be older than the view just read)
                drawn = page.evaluate("window.parlor.draws")
                until(page, f"window.parlor.draws > {drawn + 1}")
                click_action(page, on_cell)
            until(page, f"JSON.parse(await play_view_json()).table.cards['{cid}'] === undefined || "
                        f"JSON.parse(await play_view_json()).table.cards['{cid}'].zone !== 'hand'")
            if dragged == 1 and len(mine) == 0:
                screenshot(page, "kitchen-dragged")
        else:
            click_action(page, lambda a: a.get("do") == "pass")
            page.wait_for_timeout(200)
        if v["table"]["turn"]["round"] >= 2 and not any(v["table"]["zones"]["0"][z] for z in ("hand",)):
            click_action(page, lambda a: a.get("do") == "draw")
    screenshot(page, "kitchen-end")
    assert tapped, "no permanent was tapped by a click"
    assert dragged, "no card was dragged to the battlefield"
    assert moved, "no permanent was dragged to another place and to the graveyard"
    assert accepted and undone, "the phantom made no offer that was accepted and undone in time"
    assert not [e for e in page.errors if "favicon" not in e], page.errors


KITCHEN_PACK = """
[pack]
id = "kitchentest"
name = "Kitchen netplay test"

[[kitchen]]
id = "net-kitchen"
name = "Kitchen Table: two browsers"
seats = 2
phantom = "off"
rounds = 2
turn_seconds = 25
decks = [
  ["10 Forest", "4 Grizzly Bears", "4 Llanowar Elves", "2 Tarmogoyf"],
  ["10 Mountain", "4 Goblin Guide", "4 Mogg Fanatic", "2 Shivan Dragon"],
]
cards = [
  { name = "Forest", type = "Basic Land \\u2014 Forest", mv = 0 },
  { name = "Mountain", type = "Basic Land \\u2014 Mountain", mv = 0 },
  { name = "Grizzly Bears", type = "Creature \\u2014 Bear", mv = 2, power = "2", toughness = "2" },
  { name = "Llanowar Elves", type = "Creature \\u2014 Elf Druid", mv = 1, power = "1", toughness = "1" },
  { name = "Tarmogoyf", type = "Creature \\u2014 Lhurgoyf", mv = 2, power = "*", toughness = "1+*" },
  { name = "Goblin Guide", type = "Creature \\u2014 Goblin Scout", mv = 1, power = "2", toughness = "2", keywords = ["Haste"] },
  { name = "Mogg Fanatic", type = "Creature \\u2014 Goblin", mv = 1, power = "1", toughness = "1" },
  { name = "Shivan Dragon", type = "Creature \\u2014 Dragon", mv = 6, power = "5", toughness = "5", keywords = ["Flying"] },
]
"""


def net_status(page) -> dict:
    return json.loads(page.evaluate("window.net_status_json()"))


def test_a_kitchen_game_between_two_browsers(browser, server_url):
    """Host and guest each play a card by clicks and pass; the guest's view never holds a card of the host's hand."""
    from conftest import open_page

    pages = []
    for _ in range(2):
        p = open_page(browser, server_url)
        p.wait_for_function("window.parlorNet")
        ok = json.loads(p.evaluate(f"window.play_pack_load('kitchentest', {json.dumps(KITCHEN_PACK)}, '')"))
        assert ok.get("ok"), ok
        pages.append(p)
    host, guest = pages
    try:
        code = host.evaluate("parlorNet.host('net-kitchen', 2)")
        guest.evaluate(f"() => {{ parlorNet.join({json.dumps(code)}).then(p => window.netPeer = p); }}")
        guest.wait_for_function("window.netPeer", timeout=20_000)
        guest.evaluate("window.net_ready(true)")
        until(host, "(s => s.lobby.can_start && s.lobby.seats.some(r => r.peer > 0))"
                    "(JSON.parse(await window.net_status_json()))", timeout=30_000)
        assert host.evaluate("parlorNet.start()") == {"ok": True}
        for p in pages:
            until(p, "JSON.parse(await play_state_json()).screen === 'playing'", timeout=20_000)
        assert [json.loads(p.evaluate("play_state_json()"))["model"] for p in pages] == ["hosted", "hosted"]
        played = {0: False, 1: False}
        deadline = time.time() + 120
        while time.time() < deadline and not all(played.values()):
            for seat, p in enumerate(pages):
                v = view(p)
                if v is None or v["table"]["turn"]["active"] != seat:
                    continue
                other = v["table"]["zones"][str(1 - seat)]["hand"]
                assert isinstance(other, dict) and other["known"] == [], "a seat sees the other hand"
                hand = v["table"]["zones"][str(seat)]["hand"]
                if not played[seat] and hand:
                    cid = hand[-1]
                    click_action(p, lambda a: a.get("do") == "select" and a.get("card") == cid)
                    until(p, f"JSON.parse(await play_view_json()).selected === {cid}", timeout=10_000)
                    click_action(p, lambda a: a.get("do") == "place" and a.get("zone") == "battlefield")
                    until(p, f"JSON.parse(await play_view_json()).table.cards['{cid}'].zone === 'battlefield'",
                          timeout=10_000)
                    screenshot(p, f"kitchen-net-seat{seat}")
                    played[seat] = True
                    click_action(p, lambda a: a.get("do") == "pass")
                    until(p, f"JSON.parse(await play_view_json()).table.turn.active !== {seat}", timeout=10_000)
            time.sleep(0.3)
        assert all(played.values()), played
        hv, gv = view(host), view(guest)
        assert all(str(cid) not in gv["table"]["cards"] for cid in hv["table"]["zones"]["0"]["hand"])
        assert all(str(cid) not in hv["table"]["cards"] for cid in gv["table"]["zones"]["1"]["hand"])
        screenshot(guest, "kitchen-net-guest")
    finally:
        for p in pages:
            p.context.close()
