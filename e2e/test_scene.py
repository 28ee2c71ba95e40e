"""The table view of the four games that offer one, drawn by three.js in Debian's headless Chromium (WebGL2 on
SwiftShader) at 1280 x 800: each opens with ?view=table, its WebGL canvas shows under the stage with a scene
that is not one flat colour (screenshots in e2e/artifacts/scene-<game>.png), and with WebGL taken away the
game shows its board and says why."""

from __future__ import annotations

import pytest

from conftest import BOOT_TIMEOUT_MS, screenshot, until

pytestmark = [pytest.mark.e2e, pytest.mark.slow]

GAMES = {"card_duels": "human,ai:expert", "poker": "human,ai:regular,ai:regular,ai:regular",
         "races": "human,ai:regular,ai:regular", "golf": "human,ai:regular"}


def open_game(browser, server_url, game: str, init: str = "", view: str = "table"):
    context = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block")
    if init:
        context.add_init_script(init)
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    page.goto(f"{server_url}?mode=practice-{game}&seats={GAMES[game]}&seed=7" + (f"&view={view}" if view else ""))
    page.wait_for_function("window.parlor && (window.parlor.ready || window.parlor.error)", timeout=BOOT_TIMEOUT_MS)
    assert page.evaluate("window.parlor.error") is None
    return page


def _pixels(page) -> list[list[int]]:
    """Return a grid of the scene canvas's pixels (read back through a 2D canvas copy of the WebGL canvas)."""
    return page.evaluate("""() => {
      const gl = document.getElementById('scene-canvas');
      const v = window.parlor.sceneView;
      v.gl.render(v.scene, v.camera);     // read in the same task as the render: the drawing buffer still holds it
      const c = document.createElement('canvas');
      c.width = 64; c.height = 36;
      const x = c.getContext('2d');
      x.drawImage(gl, 0, 0, 64, 36);
      const d = x.getImageData(0, 0, 64, 36).data;
      const out = [];
      for (let i = 0; i < d.length; i += 4 * 37) out.push([d[i], d[i + 1], d[i + 2]]);
      return out;
    }""")


@pytest.mark.parametrize("game", list(GAMES))
def test_the_table_view_draws_a_scene(browser, server_url, game):
    page = open_game(browser, server_url, game)
    try:
        least = 0 if game == "golf" else 30       # golf waits for the player's aim: a still table is drawn once
        until(page, f"window.parlor.sceneView && window.parlor.sceneView.draws > {least} && "
                    "!document.getElementById('scene-canvas').hidden", 120_000)   # past the deal, the countdown
        screenshot(page, f"scene-{game}")
        samples = _pixels(page)
        assert len({tuple(p) for p in samples}) > 8, f"the scene is nearly one colour: {samples[:8]}"
        assert page.evaluate("window.parlor.view") == "table"
        assert page.evaluate("window.parlor.sceneView.ms") > 0
        assert not page.errors, page.errors
    finally:
        page.context.close()


def test_without_webgl_the_game_shows_its_board_and_says_why(browser, server_url):
    no_webgl = """
      const real = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
        if (kind === 'webgl2' || kind === 'webgl') return null;
        return real.call(this, kind, ...rest);
      };"""
    page = open_game(browser, server_url, "card_duels", no_webgl)
    try:
        until(page, "window.parlor.view === 'board'", 60_000)
        words = page.inner_text("#status")
        assert "table view cannot be drawn here" in words and "WebGL2" in words, words
        assert page.evaluate("document.getElementById('scene-canvas').hidden")
        until(page, "window.parlor.draws > 5")
        screenshot(page, "scene-fallback")
    finally:
        page.context.close()


def test_a_software_rasteriser_starts_on_the_board_and_the_button_opens_the_table(browser, server_url):
    page = open_game(browser, server_url, "card_duels", view="")      # headless Chromium draws WebGL in software
    try:
        until(page, "window.parlor.draws > 5")
        assert page.evaluate("window.parlor.view") == "board"
        assert page.inner_text("#view-button") == "Table view"
        page.click("#view-button")
        until(page, "window.parlor.sceneView && window.parlor.sceneView.draws > 3", 60_000)
        assert page.evaluate("window.parlor.view") == "table"
        assert page.evaluate("localStorage.getItem('parlor.view')") == "table", "the choice is kept"
    finally:
        page.context.close()
