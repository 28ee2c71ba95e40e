"""Netplay end to end: two browser contexts through the local server's room codes and WebRTC.

Online games are the arcade's like any other, so each page plays them through its one loop
and ends on its results card: Grid Duel by keys (the same code that plays it alone in
e2e/test_page.py) with each winner's purse grown in that browser's save, a lockstep race
likewise, a poker game and a party night with a poker round and a duel round whose bytes the
guest received hold no card hidden from it, a trade, the paste fallback, and a guest page
closed mid-race whose seat the AI finishes. The two pages are booted once and shared.
"""

from __future__ import annotations

import base64
import json
import os
import time

import pytest

from conftest import PATIENCE_MS, PATIENCE_S, choose_game, open_page, screenshot, until
from players import check_purse, duel_by_keys, duel_key, my_move, press, state, view
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


def two_pages(browser, url):
    """Yield a host page and a guest page, and close what is still open afterwards."""
    host, guest = netplay_page(browser, url), netplay_page(browser, url)
    yield host, guest
    for p in (host, guest):
        if not p.is_closed():
            p.context.close()


@pytest.fixture(scope="module")
def pair(browser, url):
    yield from two_pages(browser, url)


@pytest.fixture
def fresh_pair(browser, url):
    """Two pages of the test's own: the module's pair may have lost its guest to an earlier test."""
    yield from two_pages(browser, url)


def status(page) -> dict:
    return json.loads(page.evaluate("window.net_status_json()"))


def gather(host, guest, instance, seats=0):
    """Host ``instance``, join with the code, say ready; return the guest's peer number."""
    code = host.evaluate(f"parlorNet.host({json.dumps(instance)}, {seats})")
    assert isinstance(code, str) and len(code) == 4
    guest.evaluate(f"() => {{ parlorNet.join({json.dumps(code)}).then(p => window.netPeer = p); }}")
    guest.wait_for_function("window.netPeer", timeout=PATIENCE_MS)
    guest.evaluate("window.net_ready(true)")
    until(host, "(s => s.lobby.can_start && s.lobby.seats.some(r => r.peer > 0))"
                "(JSON.parse(await window.net_status_json()))")
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


def playing(*pages):
    for page in pages:
        until(page, "JSON.parse(await play_state_json()).screen === 'playing'", timeout=20_000)


def test_grid_duel_online_to_both_results_cards_and_the_purses(pair):
    host, guest = pair
    gather(host, guest, "practice-card_duels")
    golds = [state(p)["purse"]["gold"] for p in (host, guest)]
    assert host.evaluate("parlorNet.start()") == {"ok": True}
    playing(host, guest)
    assert [state(p)["model"] for p in (host, guest)] == ["hosted", "hosted"]
    ends = duel_by_keys([host, guest], time.time() + 240, gap_ms=100)
    assert ends[0]["results"]["placements"] == ends[1]["results"]["placements"]
    assert ends[1]["note"] == "The host's deal: deal verified."
    prizes = [check_purse(p, st, g) for p, st, g in zip((host, guest), ends, golds)]
    places = ends[0]["results"]["placements"]
    if places.count(1) == 1:
        assert prizes[places.index(1)] == 20           # the winner's purse grew by the prize, in its own save
    screenshot(guest, "netplay-duel-guest-results")
    press(guest, "z")                                  # Cross on the results card leaves the game and the room
    until(guest, "!window.parlorNet.active && JSON.parse(await play_state_json()).screen === 'picker'")
    leave(host, guest)


def test_a_lockstep_race_to_both_results_cards_with_equal_hashes_and_the_purses(pair):
    host, guest = pair
    gather(host, guest, "practice-races", 3)             # host, guest and one AI
    golds = [state(p)["purse"]["gold"] for p in (host, guest)]
    assert host.evaluate("parlorNet.start()") == {"ok": True}
    playing(host, guest)
    drive(host, ["KeyZ"])
    drive(guest, ["KeyZ"])
    deadline = time.time() + 150
    while time.time() < deadline and not all(state(p)["screen"] == "results" for p in (host, guest)):
        time.sleep(0.5)
    release(host, ["KeyZ"])
    release(guest, ["KeyZ"])
    a, b = state(host), state(guest)
    assert a["screen"] == b["screen"] == "results", (a, b)
    assert a["model"] == b["model"] == "lockstep" and a["state_hash"] == b["state_hash"]
    assert a["results"] == b["results"]
    for page, st, gold in zip((host, guest), (a, b), golds):
        check_purse(page, st, gold)
    s = status(host)
    assert s["state"] == "over" and s["delay"] >= 2 and s["checked_frame"] == s["frame"]
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
    wait_for(guest, lambda s: s.get("verdict"), 240 + PATIENCE_S, "poker")
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


SCAN_HIDDEN = """
import pycore.net.hosted as H
H.SCAN = {}
H.EVERYTHING = set()
H.UNSCANNED = getattr(H, "UNSCANNED", None) or H.HostedHost.__dict__["_refresh_views"]
def _night_scanned(self):
    H.UNSCANNED(self)
    for g in self.guests.values():
        d, inner = self.driver, self.driver.round_seat(g.seat)
        hidden = d.round.hidden_from(inner) if d.round is not None and inner is not None else d.session.hidden_from(g.seat)
        H.SCAN.setdefault(g.seq, list(hidden))
        H.EVERYTHING.update(hidden)
H.HostedHost._refresh_views = _night_scanned
"""


def test_an_online_party_night_with_a_poker_and_a_duel_round_sends_the_guest_no_hidden_card(pair):
    from tests.net.night import NIGHTS, nights_cards

    host, guest = pair
    cards = nights_cards().decode("utf-8")
    for page in (host, guest):
        ok = json.loads(page.evaluate("([m, c]) => window.play_pack_load('nights', m, c)", [NIGHTS, cards]))
        assert ok.get("ok"), ok
    host.evaluate(f"window.parlor.python({json.dumps(SCAN_HIDDEN)})")
    guest.evaluate("window.parlorNet.record = true; window.parlorNet.received = []")
    gather(host, guest, "nights-cards")
    assert host.evaluate("parlorNet.start()") == {"ok": True}, host.evaluate("document.getElementById('net-words').textContent")
    playing(host, guest)
    assert [state(p)["model"] for p in (host, guest)] == ["hosted", "hosted"]
    rounds: list[str] = []
    deadline = time.time() + 300
    for page in (host, guest):
        page.focus("#screen")
    while time.time() < deadline:
        states = [state(p) for p in (host, guest)]
        if all(st["screen"] == "results" for st in states):
            break
        for page, st in zip((host, guest), states):
            if st["round"] and st["round"] not in rounds:
                rounds.append(st["round"])
            if st["screen"] != "playing":
                continue
            v = view(page)
            if st["round"] == "nights-duel" and v and "grid" in v:
                seat = st["round_seat"]
                move = my_move(v, seat)
                if move is not None:
                    press(page, duel_key(v["seats"][seat], *move), 100)
            elif st["round"] == "nights-poker":
                press(page, "z", 100)                  # poker: commit the action offered (check or call)
        time.sleep(0.1)
    ends = [state(p) for p in (host, guest)]
    assert all(st["screen"] == "results" for st in ends), ends
    assert rounds == ["nights-poker", "nights-duel"]
    assert ends[1]["note"] == "The host's deal: deal verified." and ends[0]["results"] == ends[1]["results"]
    scan = json.loads(host.evaluate(
        "window.parlor.python('import json, pycore.net.hosted as H\\njson.dumps([H.SCAN, sorted(H.EVERYTHING)])')"))
    by_view, everything = scan
    received = [base64.b64decode(b) for b in guest.evaluate("window.parlorNet.received")]
    views, own_cards_seen = 0, 0
    for data in received:
        msg = decode(data)
        text = inflate(msg.data, "view") if isinstance(msg, View) and msg.data else b""
        hidden = by_view[str(msg.seq)] if text else everything
        views += bool(text)
        own_cards_seen += b'"cards":["' in text
        for code in hidden:
            quoted = f'"{code}"'.encode()
            assert quoted not in data and quoted not in text, f"{code} reached the guest"
    assert everything and views > 20 and own_cards_seen > 0
    screenshot(guest, "netplay-night-guest-results")
    leave(host, guest)
    for page in (host, guest):
        page.evaluate("window.play_pack_builtin()")


def test_the_paste_fallback_connects_without_the_server(pair):
    host, guest = pair
    choose_game(host, "practice-golf", play=False)
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
    seats = host.evaluate("window.parlor.python(\"from pycore.bindings import arcade\\narcade().session.seats[1].spec()\")")
    assert seats == "ai:regular"
    leave(host)


def test_two_friends_at_an_online_blackjack_table_each_bet_from_their_own_purse(fresh_pair):
    """Each browser's purse pays its own bets and takes its own settles, nothing more."""
    from test_casino import click_action

    host, guest = fresh_pair
    for page, coins in ((host, 500), (guest, 300)):
        page.evaluate(f"parlor.python('import pycore.bindings as b\\nb.arcade().profile[\"coins\"] = {coins}\\n1')")
    gather(host, guest, "practice-blackjack", 2)
    assert host.evaluate("parlorNet.start()") == {"ok": True}
    playing(host, guest)
    purses = {id(host): 500, id(guest): 300}
    paid_rounds = {id(host): 0, id(guest): 0}
    bet = {id(host): False, id(guest): False}
    deadline = time.time() + 150
    while time.time() < deadline and not all(paid_rounds.values()):
        for page in (host, guest):
            if paid_rounds[id(page)]:
                continue
            v, me = view(page), state(page)["seat"]
            if not v:
                continue
            if v["phase"] == "betting" and "betting" in v and not bet[id(page)]:
                click_action(page, lambda a: a.get("do") == "bet")
                purses[id(page)] -= v["betting"]["wager"]
                bet[id(page)] = True
            elif v.get("to_act") == me and v["phase"] == "insurance":
                click_action(page, lambda a: a.get("do") == "insure" and not a.get("take"))
            elif v.get("to_act") == me and v["phase"] == "playing":
                click_action(page, lambda a: a.get("do") == "act" and a.get("action") == "stand")
            elif v["phase"] == "settled" and bet[id(page)]:
                purses[id(page)] += v["seats"][me]["paid"]
                paid_rounds[id(page)] = 1
        time.sleep(0.2)
    screenshot(guest, "netplay-blackjack-guest")
    assert all(paid_rounds.values()), "a round did not settle at both seats in time"
    for page in (host, guest):
        until(page, f"JSON.parse(await play_state_json()).purse.coins === {purses[id(page)]}", timeout=10_000)
        assert state(page)["held"] == {}
    leave(host, guest)


def test_a_friend_joins_by_the_link_and_the_canvas_readies_and_starts_the_game(browser, url):
    """Host from the lobby tile's Host button; the guest opens the link (one click: it joins); the guest's big
    Ready button and the host's Start button on the canvas start the game on both screens."""
    from conftest import click_action

    host = netplay_page(browser, url)
    guest = None
    try:
        host.evaluate("play_mode_pick('practice-card_duels')")
        click_action(host, {"do": "host", "id": "practice-card_duels"})
        until(host, "window.parlorNet.code && window.parlorNet.code.length === 4", timeout=20_000)
        link = host.evaluate("window.parlorNet.link()")
        assert "?join=" in link
        guest = open_page(browser, link)                     # nothing else: the link joins
        until(guest, "JSON.parse(await play_state_json()).screen === 'lobby'", timeout=30_000)
        until(guest, "window.parlor.hotspots().some(h => h.action.do === 'ready')", timeout=10_000)
        screenshot(guest, "netplay-link-guest-room")
        click_action(guest, {"do": "ready", "on": True})
        until(host, "window.parlor.hotspots().some(h => h.action.do === 'start_room')", timeout=30_000)
        screenshot(host, "netplay-link-host-room")
        click_action(host, {"do": "start_room"})
        for page in (host, guest):
            until(page, "JSON.parse(await play_state_json()).screen === 'playing'", timeout=30_000)
    finally:
        for p in (host, guest):
            if p is not None and not p.is_closed():
                p.evaluate("window.parlorNet && window.parlorNet.active && window.parlorNet.leave()")
                p.context.close()
