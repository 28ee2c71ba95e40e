"""Rooms past one server: players on two server processes meet through Redis; a game relayed through TURN.

Each test starts what it needs on loopback, bounded in time (`tests/net/relays.py`): a real
`redis-server` and two `python -m server` processes sharing it (the host's page on one, the
guest's on the other), or Debian's coturn and a server whose `/config.json` names it with
minted credentials and the `relay` policy, so the two browsers can only reach each other
through the TURN server. Both play a lockstep race to the finish with equal hashes.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import secrets
import subprocess
import sys
import time
from typing import Callable, Iterator

import pytest

from conftest import PATIENCE_MS, PATIENCE_S, ROOT, open_page, screenshot, until
from tests.net.relays import redis_server, turn_server


@contextlib.contextmanager
def parlor_server(**env: str) -> Iterator[str]:
    """Run `python -m server --port 0` with ``env`` added; yield its URL."""
    if not (ROOT / "static" / "build.json").is_file():
        pytest.fail("static/ is not built (no static/build.json): run `make install` or `make test`")
    proc = subprocess.Popen([sys.executable, "-m", "server", "--port", "0"], cwd=ROOT, env={**os.environ, **env},
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        line = proc.stdout.readline()
        match = re.search(r"http://[\d.]+:\d+/", line)
        if not match:
            pytest.fail(f"the server did not start: {line}{proc.stdout.read()}")
        yield match.group(0)
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def status(page) -> dict:
    return json.loads(page.evaluate("window.net_status_json()"))


def online(browser, url):
    page = open_page(browser, url)
    page.wait_for_function("window.parlorNet", timeout=PATIENCE_MS)
    return page


CONNECTIONS = """() => [...window.parlorNet.pcs.entries()].map(([peer, pc]) => ({peer, connection: pc.connectionState,
  ice: pc.iceConnectionState, gathering: pc.iceGatheringState, signaling: pc.signalingState,
  channels: window.parlorNet.channels.size}))"""


def explained(pages: dict, more: "Callable[[], str]" = lambda: "") -> str:
    """Say what each page's peer connections and net status are, and ``more`` (a relay's log): for a failure."""
    lines = []
    for name, page in pages.items():
        try:
            lines.append(f"{name}: {page.evaluate(CONNECTIONS)} {status(page)}")
        except Exception as e:   # a page that died says so instead
            lines.append(f"{name}: unreadable ({e})")
    return "\n".join(lines + [more()])


def race(host, guest, more: "Callable[[], str]" = lambda: "") -> dict:
    """Host a two-seat race, join it with the code, play it to the end; return the host's last status.
    ``more`` adds to what a failure says (a relay's log)."""
    code = host.evaluate("parlorNet.host('practice-races', 2)")
    assert isinstance(code, str) and len(code) == 4, code
    guest.evaluate(f"() => {{ parlorNet.join({json.dumps(code)}).then(p => window.netPeer = p); }}")
    guest.wait_for_function("window.netPeer", timeout=PATIENCE_MS)
    guest.evaluate("window.net_ready(true)")
    try:
        until(host, "(s => s.lobby.can_start && s.lobby.seats.some(r => r.peer > 0))"
                    "(JSON.parse(await window.net_status_json()))")
    except AssertionError as e:
        raise AssertionError(f"{e}\n{explained({'host': host, 'guest': guest}, more)}") from None
    assert host.evaluate("parlorNet.start()") == {"ok": True}
    for page in (host, guest):
        page.focus("#screen")
        page.keyboard.down("KeyZ")
    deadline = time.time() + 200 + PATIENCE_S     # the race itself runs about 25 s on a quiet machine
    while time.time() < deadline and not all(status(p)["state"] in ("over", "desync", "ended") for p in (host, guest)):
        time.sleep(0.5)
    for page in (host, guest):
        page.keyboard.up("KeyZ")
    # both peers over: wait (bounded by the wait, not a fixed second) until their last checkpoints meet
    deadline = time.time() + PATIENCE_S
    a, b = status(host), status(guest)
    while time.time() < deadline and a["state"] == b["state"] == "over" and not (
            (a["frame"], a["hash"]) == (b["frame"], b["hash"]) and a["checked_frame"] == a["frame"]):
        time.sleep(0.5)
        a, b = status(host), status(guest)
    if a["state"] != "over" or b["state"] != "over":
        screenshot(guest, "scale-race-guest")
    assert a["state"] == b["state"] == "over", (a.get("message"), b.get("message"))
    assert (a["frame"], a["hash"]) == (b["frame"], b["hash"]) and a["checked_frame"] == a["frame"]
    return a


SELECTED_PAIR = """async () => {
  const pc = [...window.parlorNet.pcs.values()][0];
  const stats = [...(await pc.getStats()).values()];
  const pair = stats.find(s => s.type === "candidate-pair" && s.nominated && s.state === "succeeded");
  const local = pair && stats.find(s => s.id === pair.localCandidateId);
  const remote = pair && stats.find(s => s.id === pair.remoteCandidateId);
  return {local: local && local.candidateType, remote: remote && remote.candidateType,
          bytes: pair ? pair.bytesSent + pair.bytesReceived : 0};
}"""


def relayed_pair(page) -> dict:
    """Return the page's selected candidate pair once its stats name it relayed both ways (a loaded browser
    may report the nominated pair late), or the last stats seen after a generous wait."""
    deadline = time.time() + PATIENCE_S
    pair = page.evaluate(SELECTED_PAIR)
    while time.time() < deadline and not (pair["local"] == pair["remote"] == "relay" and pair["bytes"] > 10_000):
        time.sleep(0.5)
        pair = page.evaluate(SELECTED_PAIR)
    return pair


def test_a_race_between_players_on_two_server_processes_through_redis(browser):
    with redis_server() as url, parlor_server(PARLOR_REDIS_URL=url) as one, parlor_server(PARLOR_REDIS_URL=url) as two:
        assert one != two
        host, guest = online(browser, one), online(browser, two)
        try:
            end = race(host, guest)
            assert end["model"] == "lockstep"
            screenshot(guest, "scale-redis-guest")
        finally:
            for page in (host, guest):
                page.context.close()


def test_a_race_relayed_through_turn_only(browser):
    secret = secrets.token_hex(16)
    with turn_server(secret) as turn, parlor_server(PARLOR_TURN_URLS=turn, PARLOR_TURN_SECRET=secret,
                                                    PARLOR_ICE_POLICY="relay") as url:
        host, guest = online(browser, url), online(browser, url)
        try:
            race(host, guest, turn.log)
            for page in (host, guest):
                pair = relayed_pair(page)
                assert pair["local"] == "relay" and pair["remote"] == "relay" and pair["bytes"] > 10_000, pair
            screenshot(guest, "scale-turn-guest")
        finally:
            for page in (host, guest):
                page.context.close()
