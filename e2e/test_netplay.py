"""Netplay end to end: two browser contexts through the local server's room codes and WebRTC.

A trade between two browsers, a lockstep race to the finish with equal hashes on both pages,
a poker game with the hidden-card byte scan and the deal verified, and a guest page closed
mid-race whose seat the AI finishes. The two pages are booted once and shared.
"""

from __future__ import annotations

import base64
import json
import os
import time

import pytest

from conftest import open_page, screenshot, until
from pycore.net.codec import View, decode, inflate

POKER_PACK = """
[pack]
id = "nettest"
name = "Netplay test table"

[[poker]]
id = "net-poker"
name = "Poker: two hands"
seats = 2
buy_in = 200
max_hands = 2
turn_seconds = 5
"""


@pytest.fixture(scope="module")
def url(request):
    """The server under test: PARLOR_NET_URL if set (a running server), else the suite's own."""
    return os.environ.get("PARLOR_NET_URL") or request.getfixturevalue("server_url")


def netplay_page(browser, url):
    page = open_page(browser, url)
    page.wait_for_function("window.parlorNet")       # the page installs the panel once booted
    return page


@pytest.fixture(scope="module")
def pair(browser, url):
    host, guest = netplay_page(browser, url), netplay_page(browser, url)
    yield host, guest
    for p in (host, guest):
        if not p.is_closed():
            p.context.close()


def status(page) -> dict:
    return json.loads(page.evaluate("window.net_status_json()"))


def gather(host, guest, instance, seats=0):
    """Host ``instance``, join with the code, say ready; return the guest's peer number."""
    code = host.evaluate(f"parlorNet.host({json.dumps(instance)}, {seats})")
    assert isinstance(code, str) and len(code) == 4
    guest.evaluate(f"() => {{ parlorNet.join({json.dumps(code)}).then(p => window.netPeer = p); }}")
    guest.wait_for_function("window.netPeer", timeout=20_000)
    guest.evaluate("window.net_ready(true)")
    until(host, "(s => s.lobby.can_start && s.lobby.seats.some(r => r.peer > 0))"
                "(JSON.parse(await window.net_status_json()))", timeout=30_000)
    return guest.evaluate("window.netPeer")


def wait_for(page, predicate, timeout_s, what):
    deadline = time.time() + timeout_s
    while time.time() < deadline:
        s = status(page)
        if predicate(s):
            return s
        time.sleep(0.5)
    screenshot(page, f"netplay-{what}")
    raise AssertionError(f"{what}: still {status(page)}")


def leave(*pages):
    for p in pages:
        if not p.is_closed():
            p.evaluate("window.parlorNet.active && window.parlorNet.leave()")
            p.evaluate("window.netPeer = undefined")


def test_a_trade_between_two_browsers(pair):
    host, guest = pair
    give = ("from pycore.bindings import arcade\nfrom pycore.collection import progress\n"
            "for _ in range(2): progress.add_copy(arcade().profile['cards'], %r)")
    host.evaluate(f"window.parlor.python({json.dumps(give % 'ember-pup')})")
    guest.evaluate(f"window.parlor.python({json.dumps(give % 'puddle-newt')})")
    peer = gather(host, guest, "practice-card_duels")
    lines = json.dumps([[0, "ember-pup", 1], [1, "puddle-newt", 2]])
    assert json.loads(host.evaluate(f"window.net_trade('offer', {peer}, {json.dumps(lines)})")) == {"ok": True}
    wait_for(guest, lambda s: s["trades"] and s["trades"][0]["revision"] == 1, 20, "trade-offer")
    assert json.loads(guest.evaluate("window.net_trade('confirm', 0, '')")) == {"ok": True}
    time.sleep(1)
    assert json.loads(host.evaluate(f"window.net_trade('confirm', {peer}, '')")) == {"ok": True}
    for page in (host, guest):
        wait_for(page, lambda s: s["trades"] and s["trades"][0]["state"] == "settled", 20, "trade-settled")
    copies = "window.parlor.python(\"from pycore.bindings import arcade\\nimport json\\njson.dumps(arcade().profile['cards']['copies'])\")"
    assert json.loads(host.evaluate(copies)) == {"ember-pup": 1, "puddle-newt": 2}
    assert json.loads(guest.evaluate(copies)) == {"ember-pup": 1}
    time.sleep(1)   # the page saves after a settled trade
    saved = guest.evaluate("localStorage.getItem('parlor.save.' + window.parlor.pack)")
    assert saved and json.loads(saved)["cards"]["copies"] == {"ember-pup": 1}
    leave(host, guest)


def drive(page, keys):
    page.focus("#screen")
    for key in keys:
        page.keyboard.down(key)


def release(page, keys):
    for key in keys:
        page.keyboard.up(key)


def test_a_lockstep_race_to_the_finish_with_equal_hashes(pair):
    host, guest = pair
    gather(host, guest, "practice-races", 3)             # host, guest and one AI
    assert host.evaluate("parlorNet.start()") == {"ok": True}
    drive(host, ["KeyZ"])
    drive(guest, ["KeyZ"])
    ends = [wait_for(p, lambda s: s["state"] in ("over", "desync", "ended"), 150, "race") for p in (host, guest)]
    release(host, ["KeyZ"])
    release(guest, ["KeyZ"])
    time.sleep(1)
    a, b = status(host), status(guest)
    assert a["state"] == b["state"] == "over", (a["message"], b["message"])
    assert (a["frame"], a["hash"]) == (b["frame"], b["hash"]) and a["checked_frame"] == a["frame"]
    assert a["delay"] >= 2 and ends[0]["model"] == "lockstep"
    screenshot(guest, "netplay-race-guest")
    leave(host, guest)


def test_a_poker_game_never_sends_the_guest_a_hidden_card(pair):
    host, guest = pair
    for page in (host, guest):
        ok = json.loads(page.evaluate(f"window.play_pack_load('nettest', {json.dumps(POKER_PACK)}, '')"))
        assert ok.get("ok"), ok
    host.evaluate("""window.parlor.python(`
import pycore.net.hosted as H
H.SCAN = {}
_refresh = H.HostedHost._refresh_views
def _scanned(self):
    _refresh(self)
    for g in self.guests.values():
        H.SCAN.setdefault(g.seq, list(self.session.hidden_from(g.seat)))
H.HostedHost._refresh_views = _scanned
`)""")
    guest.evaluate("window.parlorNet.record = true; window.parlorNet.received = []")
    gather(host, guest, "net-poker")
    host.evaluate("parlorNet.start()")
    wait_for(guest, lambda s: s.get("verdict"), 240, "poker")
    g = status(guest)
    assert g["verdict"] == "deal verified" and g["message"] == "The host's deal: deal verified."
    scan = json.loads(host.evaluate("window.parlor.python('import json, pycore.net.hosted as H\\njson.dumps(H.SCAN)')"))
    received = [base64.b64decode(b) for b in guest.evaluate("window.parlorNet.received")]
    final = scan[max(scan, key=int)]
    views, own_cards_seen = 0, 0
    for data in received:
        msg = decode(data)
        hidden = scan[str(msg.seq)] if isinstance(msg, View) and msg.data else final
        text = inflate(msg.data, "view") if isinstance(msg, View) and msg.data else b""
        views += bool(text)
        own_cards_seen += b'"cards":["' in text
        for code in hidden:
            quoted = f'"{code}"'.encode()
            assert quoted not in data and quoted not in text, f"{code} reached the guest"
    assert views > 5 and own_cards_seen > 0 and len(received) > 100
    leave(host, guest)
    for page in (host, guest):
        page.evaluate("window.play_pack_builtin()")


def test_the_paste_fallback_connects_without_the_server(pair):
    host, guest = pair
    host.select_option("#mode", "practice-golf")
    offer = host.evaluate("parlorNet.pasteOffer()")
    answer = guest.evaluate(f"parlorNet.pasteJoin({json.dumps(offer)})")
    host.evaluate(f"parlorNet.pasteAccept({json.dumps(answer)})")
    guest.evaluate("window.net_ready(true)")
    until(host, "(s => s.lobby.can_start && s.lobby.seats.some(r => r.peer === 1))"
                "(JSON.parse(await window.net_status_json()))", timeout=30_000)
    until(guest, "JSON.parse(await window.net_status_json()).lobby.instance === 'practice-golf'")
    leave(host, guest)


def test_a_guest_closed_mid_race_is_finished_by_the_ai(pair):
    host, guest = pair
    gather(host, guest, "practice-races", 2)
    host.evaluate("parlorNet.start()")
    drive(host, ["KeyZ"])
    wait_for(host, lambda s: s.get("frame", 0) > 300, 60, "race-start")
    guest.context.close()
    s = wait_for(host, lambda s: s["state"] in ("over", "ended", "desync"), 150, "race-after-drop")
    release(host, ["KeyZ"])
    assert s["state"] == "over" and s["dropped"] and s["dropped"][0][0] == 1
    seats = host.evaluate("window.parlor.python(\"from pycore.bindings import _net\\n_net().room.game.session.seats[1].spec()\")")
    assert seats == "ai:regular"
    leave(host)
