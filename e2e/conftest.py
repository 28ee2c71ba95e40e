"""Fixtures for the end-to-end tests: the local server on a free port and Debian's Chromium.

The server is the one `make play` runs (`python -m server`), started as a subprocess on port
0; the browser is Playwright driving /usr/bin/chromium (Playwright's own browser download is
not used). `make test` installs both; a missing piece fails with the command that fixes it.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "e2e" / "artifacts"
BOOT_TIMEOUT_MS = 180_000   # a cold Pyodide boot on a busy 2-core machine
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]


def chromium_path() -> str:
    """Return the Chromium to drive, or fail saying how to install it."""
    path = os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if not path:
        pytest.fail("Debian's chromium is not installed: run `make test` (it installs it with apt)")
    return path


@pytest.fixture(scope="session")
def server_url() -> str:
    """Serve the checkout on a free port for the whole session."""
    if not (ROOT / "static" / "build.json").is_file():
        pytest.fail("static/ is not built (no static/build.json): run `make install` or `make test`")
    proc = subprocess.Popen([sys.executable, "-m", "server", "--port", "0"], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    line = proc.stdout.readline()
    match = re.search(r"http://[\d.]+:\d+/", line)
    if not match:
        proc.kill()
        pytest.fail(f"the server did not start: {line}{proc.stdout.read()}")
    yield match.group(0)
    proc.terminate()
    proc.wait(timeout=10)


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
        yield b
        b.close()


def open_page(browser, url: str, wait_ready: bool = True, service_workers: str = "block"):
    """Open ``url`` in a fresh context; collect console errors; wait for the arcade if asked.

    The page's service worker (web/sw.js) is blocked unless asked for: Playwright's routes, which
    several tests use to fail a request on purpose, do not see what a service worker fetches.
    e2e/test_offline.py runs with it.
    """
    context = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers=service_workers)
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    page.on("console", lambda m: page.errors.append(m.text) if m.type == "error" else None)
    page.goto(url)
    if wait_ready:
        page.wait_for_function("window.parlor && (window.parlor.ready || window.parlor.error)",
                               timeout=BOOT_TIMEOUT_MS)
        error = page.evaluate("window.parlor.error")
        assert error is None, f"the page failed to boot: {error}"
    return page


@pytest.fixture(scope="module")
def page(browser, server_url):
    """One booted page shared by a module's tests (a boot costs seconds)."""
    p = open_page(browser, server_url)
    yield p
    p.context.close()


def until(page, condition: str, timeout: int = 10_000) -> None:
    """Wait until the JS expression ``condition`` holds; it may ``await`` the bindings.

    The bindings answer through promises (pycore runs in the page's engine worker), which
    ``page.wait_for_function`` does not wait for, so this asks again every 50 ms.
    """
    deadline = time.monotonic() + timeout / 1000
    while not page.evaluate(f"async () => Boolean({condition})"):
        if time.monotonic() > deadline:
            raise AssertionError(f"not true within {timeout} ms: {condition}")
        page.wait_for_timeout(50)


def screenshot(page, name: str) -> Path:
    """Save a screenshot under e2e/artifacts/ and return its path."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path))
    return path


# -- the page's menu and its canvas ---------------------------------------------------------------
def open_menu(page) -> None:
    """Open the page's menu (the drawer holding the selects, keys, saves, replays and Play online)."""
    if page.evaluate("document.body.dataset.menu") != "open":
        page.click("#menu-button")
    page.wait_for_function("document.body.dataset.menu === 'open' && !document.getElementById('drawer').inert")


def close_menu(page) -> None:
    """Close the page's menu (Escape does the same)."""
    if page.evaluate("document.body.dataset.menu") == "open":
        page.click("#menu-close")
    page.wait_for_function("document.body.dataset.menu === 'closed'")


def stage_point(page, x: float, y: float) -> tuple[float, float]:
    """Return where stage point (x, y) lies on the page, in CSS pixels (the canvas letterboxes its stage)."""
    box = page.evaluate("window.parlor.stageBox()")
    return (box["x"] + x * box["width"] / box["stageWidth"], box["y"] + y * box["height"] / box["stageHeight"])


def click_stage(page, spot: dict, gap_ms: int = 60) -> None:
    """Click the middle of a hotspot given in stage pixels (as `parlor.hotspots()` lists them)."""
    page.mouse.click(*stage_point(page, spot["x"] + spot["w"] / 2, spot["y"] + spot["h"] / 2))
    page.wait_for_timeout(gap_ms)


def click_action(page, action: dict, timeout: int = 10_000, settled: bool = False) -> None:
    """Wait for a hotspot carrying ``action`` and click it; with ``settled``, wait until it has stopped
    moving too (a sheet that rises carries its button with it)."""
    deadline = time.monotonic() + timeout / 1000
    last = None
    while True:
        spots = [s for s in page.evaluate("window.parlor.hotspots()") if s["action"] == action]
        if spots and (not settled or spots[-1] == last):
            break
        last = spots[-1] if spots else None
        if time.monotonic() > deadline:
            raise AssertionError(f"no hotspot {action} within {timeout} ms")
        page.wait_for_timeout(50)
    click_stage(page, spots[-1])


def tap_key(page, key: str, frames: int = 2, timeout: int = 30_000) -> None:
    """Press ``key`` for ``frames`` frames of the engine and let it go for as many: a press as long as the game
    needs to see it, however slowly a busy machine draws (a fixed few milliseconds can fall between two frames)."""
    def frame() -> int:
        return int(page.evaluate("window.parlor.ticks || 0"))

    def after(start: int) -> None:
        deadline = time.monotonic() + timeout / 1000
        while frame() < start + frames:
            if time.monotonic() > deadline:
                raise AssertionError(f"the engine drew no {frames} frames within {timeout} ms")
            page.wait_for_timeout(10)

    page.keyboard.down(key)
    after(frame())
    page.keyboard.up(key)
    after(frame())


def choose_game(page, instance: str, play: bool = True) -> None:
    """Pick ``instance`` in the menu's game select (it shows its tile in the lobby), then press Play on the canvas."""
    open_menu(page)
    page.select_option("#mode", instance)
    until(page, f"JSON.parse(await play_state_json()).picked === {json.dumps(instance)}", timeout=10_000)
    page.wait_for_function("document.body.dataset.menu === 'closed'")
    if play:
        click_action(page, {"do": "enter", "id": instance})
        until(page, "JSON.parse(await play_state_json()).screen === 'playing'", timeout=10_000)
