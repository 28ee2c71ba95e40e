"""The parlour offline: after one visit the page boots and plays a duel with the server stopped.

The test runs its own server (the session's is shared), lets the service worker (web/sw.js)
cache the build, stops the server, reloads, and plays Grid Duel by keys to its results card.
The duel's replay, as a #replay= link, opens and plays back offline too. Online play then says
it needs the network. The boot came from the build's memory snapshot.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time

import pytest

from conftest import BOOT_TIMEOUT_MS, PATIENCE_MS, ROOT, choose_game, open_menu, screenshot, until
from players import duel_by_keys, state

pytestmark = [pytest.mark.e2e, pytest.mark.slow]


def start_server() -> tuple[subprocess.Popen, str]:
    proc = subprocess.Popen([sys.executable, "-m", "server", "--port", "0"], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    match = re.search(r"http://[\d.]+:\d+/", proc.stdout.readline())
    assert match, "the server did not start"
    return proc, match.group(0)


def booted(page) -> None:
    page.wait_for_function("window.parlor && (window.parlor.ready || window.parlor.error)", timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate("window.parlor.error") is None


def test_boots_and_plays_a_duel_with_the_server_stopped(browser):
    proc, url = start_server()
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        page = context.new_page()
        page.goto(url)
        booted(page)
        build = json.loads((ROOT / "static" / "build.json").read_text())
        # the boot came from the snapshot the build made, or says why not
        assert page.evaluate("window.parlor.snapshot") == ("snapshot" if "snapshot" in build else
                                                          "plain boot: the build has no snapshot")
        page.wait_for_function("window.parlor.offline && window.parlor.offline.state !== 'caching'",
                               timeout=PATIENCE_MS)
        offline = page.evaluate("window.parlor.offline")
        assert offline["state"] == "ready", offline
        assert offline["cache"] == "parlor-" + build["build"]
        # one build's cache, holding the runtime, the wheel and the pages
        names = page.evaluate("caches.keys()")
        assert names == [offline["cache"]]
        kept = page.evaluate(f"caches.open('{offline['cache']}').then(c => c.keys()).then(k => k.map(r => new URL(r.url).pathname))")
        for path in ("/", "/js/engine.js", "/static/pyodide/pyodide.asm.wasm", "/static/" + build["wheel"],
                     "/static/build.json", "/manifest.webmanifest", "/static/icons/icon-512.png", "/js/replay.js",
                     "/static/snapshot.bin"):
            assert path in kept, path

        proc.terminate()
        proc.wait(timeout=10)
        with pytest.raises(Exception):   # the server is really gone
            subprocess.run(["curl", "-sf", url], check=True, timeout=5)

        page.reload()
        booted(page)
        assert page.evaluate("navigator.serviceWorker.controller !== null")
        choose_game(page, "practice-card_duels")
        [st] = duel_by_keys([page], time.time() + 150)
        assert st["screen"] == "results"
        assert sorted(st["results"]["placements"]) in ([1, 2], [1, 1])
        screenshot(page, "offline-duel-results")

        # the duel's replay, as a link, opens and plays back with no server
        until(page, "window.parlor.replay")
        open_menu(page)
        page.click("#replay-link")
        until(page, "window.parlor.replayLink")
        link = page.evaluate("window.parlor.replayLink")
        page.goto(link)
        page.reload()
        booted(page)
        until(page, "window.parlor.replay && window.parlor.replay.open && window.parlor.replay.status.frame > 30")
        assert page.evaluate("window.parlor.replay.status.instance") == "practice-card_duels"
        page.click("#replay-close")

        # online play needs the network, and says so
        page.wait_for_function("window.parlor.net", timeout=PATIENCE_MS)
        choose_game(page, "practice-card_duels", play=False)
        open_menu(page)
        page.click("#net-host")
        until(page, "/needs the network/.test(document.body.innerText)")
    finally:
        context.close()
        if proc.poll() is None:
            proc.terminate()


@pytest.mark.parametrize("answer, words", [
    ({"status": 404, "body": "gone"}, "plain boot: Could not download the runtime snapshot"),
    ({"status": 200, "body": b"\0" * 4096}, "plain boot: the runtime refused the snapshot"),
])
def test_a_missing_or_refused_snapshot_falls_back_to_a_plain_boot(browser, server_url, answer, words):
    """No snapshot, or bytes the runtime cannot restore: the page boots the plain way and says why."""
    context = browser.new_context(service_workers="block")
    try:
        page = context.new_page()
        page.route("**/static/snapshot.bin", lambda route: route.fulfill(**answer))
        page.goto(server_url + "?mode=practice-card_duels&seats=ai:expert,ai:novice")
        booted(page)
        assert page.evaluate("window.parlor.snapshot").startswith(words)
        until(page, "JSON.parse(await play_state_json()).screen === 'playing'")
    finally:
        context.close()
