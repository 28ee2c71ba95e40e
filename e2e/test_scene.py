"""The table view of the four games that offer one, drawn by three.js in Debian's headless Chromium (WebGL2 on
SwiftShader) at 1280 x 800: each opens with ?view=table, its WebGL canvas shows under the stage with a scene
that is not one flat colour (screenshots in e2e/artifacts/scene-<game>.png), and with WebGL taken away the
game shows its board and says why."""

from __future__ import annotations

import json
import math
import time

import pytest

from conftest import BOOT_TIMEOUT_MS, click_stage, screenshot, until
from players import view

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


PART = """() => {
  const v = window.parlor.sceneView;
  const road = [...v.parts.entries()].find(([name]) => name.startsWith('part/races/road/'));
  if (!road) return null;
  const [name, kept] = road;
  if (!window.roadSeen) window.roadSeen = kept.obj;
  return {name, parts: v.parts.size, meshes: kept.obj.children.length, visible: kept.obj.visible,
          inScene: kept.obj.parent === v.scene, same: window.roadSeen === kept.obj, draws: v.draws};
}"""


def test_a_race_s_road_is_built_once_and_again_after_the_page_loses_its_pictures(browser, server_url):
    """The road is a still part: defined once, built once into meshes the page keeps frame after frame; a page
    that lost its pictures asks for them again and builds the road anew."""
    page = open_game(browser, server_url, "races")
    try:
        until(page, "window.parlor.sceneView && window.parlor.sceneView.draws > 10", 120_000)
        first = page.evaluate(PART)
        assert first and first["parts"] == 1 and first["meshes"] > 100 and first["visible"] and first["inScene"], first
        until(page, f"window.parlor.sceneView.draws > {first['draws'] + 20}", 60_000)
        later = page.evaluate(PART)
        assert later["same"] and later["meshes"] == first["meshes"], "the road's meshes are kept, not rebuilt"
        page.evaluate(f"() => {{ window.parlor.sceneView.pictures2d.pictures.delete({json.dumps(first['name'])}); }}")
        until(page, f"(() => {{ const k = window.parlor.sceneView.parts.get({json.dumps(first['name'])}); "
                    "return k && k.obj !== window.roadSeen && k.obj.children.length > 100 && k.obj.visible; })()",
              60_000)
        assert page.evaluate(PART)["parts"] == 1, "the rebuilt road replaced the old one"
        # a scene that no longer places the road (another game's) keeps it hidden a while, then frees it
        left = page.evaluate("""() => {
          const v = window.parlor.sceneView, box = {left: 0, top: 0, width: 320, height: 180}, seen = [];
          v.partKept = 5;
          for (let k = 0; k < 8; k++) {
            v.draw({sky: 0, fov: 45, eye: [0, 1000, 1000], look: [0, 0, 0], nodes: []}, box);
            const road = [...v.parts.values()][0];
            seen.push(road ? (road.obj.visible ? 'shown' : 'hidden') : 'gone');
          }
          return seen;
        }""")
        assert left[0] == "hidden" and left[-1] == "gone", left
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


def _spots(page, do: str) -> list[dict]:
    """Return the last drawn frame's hotspots whose action is ``do``."""
    return [s for s in page.evaluate("window.parlor.hotspots()") if s["action"].get("do") == do]


def _still(page, action: dict, timeout: float = 60.0) -> dict:
    """Return the hotspot carrying ``action`` once it lies in the same place over three drawn frames (the
    camera's glide moves it; conftest's ``click_action(settled=True)`` looks 50 ms apart, which a slow
    software rasteriser can draw no frame in)."""
    deadline = time.monotonic() + timeout
    last = None
    while time.monotonic() < deadline:
        drawn = page.evaluate("window.parlor.draws")
        until(page, f"window.parlor.draws >= {drawn + 3}", 30_000)
        spots = [s for s in _spots(page, action["do"]) if s["action"] == action]
        if spots and spots[-1] == last:
            return last
        last = spots[-1] if spots else None
    raise AssertionError(f"the hotspot {action} did not hold still within {timeout} s")


def test_a_duel_is_played_by_mouse_through_the_table_view(browser, server_url):
    """Two of the player's cards picked from the hand and put on cells by clicks on the scene itself: the
    hotspots are where the scene draws the hand's cards and the free cells, projected through its camera."""
    page = open_game(browser, server_url, "card_duels")
    try:
        for _ in range(2):
            until(page, "await (async () => { const v = JSON.parse(await play_view_json()); return v.phase === 'place' && "
                        "v.turn === 0; })() && window.parlor.hotspots().some(s => s.action.do === 'pick')", 120_000)
            before = sum(c is not None for c in view(page)["grid"])
            pick = _still(page, _spots(page, "pick")[0]["action"])   # a card still flying from the deal moves away
            click_stage(page, pick)
            until(page, "window.parlor.hotspots().some(s => s.action.do === 'place')", 30_000)
            spot = _spots(page, "place")[0]
            assert spot["action"]["card"] == pick["action"]["card"], (pick, spot)
            click_stage(page, _still(page, spot["action"]))    # the camera pushes in: clicked once it holds
            cell = spot["action"]["cell"]
            until(page, f"JSON.parse(await play_view_json()).grid[{cell}] !== null", 30_000)
            v = view(page)
            assert v["seats"][0]["hand"][pick["action"]["card"]]["played"], "the clicked card left the hand"
            assert sum(c is not None for c in v["grid"]) > before
        screenshot(page, "scene-card_duels-by-mouse")
        assert page.evaluate("window.parlor.view") == "table"
        assert not page.errors, page.errors
    finally:
        page.context.close()


def test_a_poker_hand_is_played_by_mouse_in_the_table_view(browser, server_url):
    """The player's turns in a hand answered by clicking the HUD's buttons over the scene (check or call):
    each click is the player's action in the session's own log."""
    page = open_game(browser, server_url, "poker")
    try:
        acted = 0
        while acted < 2:
            until(page, "window.parlor.hotspots().some(s => s.action.do === 'act' && "
                        "(s.action.action === 'call' || s.action.action === 'check'))", 180_000)
            v = view(page)
            if v["phase"] != "betting" or v["to_act"] != 0:
                page.wait_for_timeout(100)
                continue
            hand, street, name = v["hand"], v["street"], v["seats"][0]["name"]
            spot = [s for s in _spots(page, "act") if s["action"]["action"] in ("call", "check")][0]
            click_stage(page, spot)
            until(page, f"await (async () => {{ const v = JSON.parse(await play_view_json()); return v.to_act !== 0 || "
                        f"v.hand !== {hand} || v.street !== {json.dumps(street)}; }})()", 30_000)
            v = view(page)
            said = [line for line in v["log"] if line.startswith(name + " ")]
            assert said and said[-1].split()[len(name.split())] in ("checks", "calls"), v["log"]
            assert not v["seats"][0]["folded"] or v["hand"] != hand, v["seats"][0]
            acted += 1
        screenshot(page, "scene-poker-by-mouse")
        assert page.evaluate("window.parlor.view") == "table"
        assert not page.errors, page.errors
    finally:
        page.context.close()


def _steer_key(racer: dict, points: list) -> "str | None":
    """Return the arrow key that turns ``racer`` toward its next gate (a centre-line point), or None: on course."""
    from pycore.kernel import fx

    tx, ty = points[racer["next"] % len(points)]
    x, y = racer["x"] / fx.ONE, racer["y"] / fx.ONE
    h = racer["heading"] * 2 * math.pi / fx.FULL_TURN
    vx, vy = tx - x, ty - y
    off = math.atan2(math.cos(h) * vy - math.sin(h) * vx, math.cos(h) * vx + math.sin(h) * vy)
    return "ArrowRight" if off > 0.08 else "ArrowLeft" if off < -0.08 else None


def test_a_race_lap_is_driven_by_keys_in_the_chase_view(browser, server_url):
    """A whole lap driven from the keyboard in the table view: Z held for the throttle, the arrows steering at
    the next gate as the player's own view shows it; all the way the camera chases the player's own car, from
    behind it along its heading."""
    from pycore.modes.races import scene as race

    page = open_game(browser, server_url, "races")
    held: "str | None" = None
    try:
        until(page, "window.parlor.sceneView && window.parlor.sceneView.draws > 3", 60_000)
        v = view(page)
        points, gates = v["track"]["points"], v["track"]["gates"]
        page.focus("#screen")
        page.keyboard.down("KeyZ")
        chased = 0
        deadline = time.monotonic() + 240
        while time.monotonic() < deadline:
            me = view(page)["racers"][0]
            if me["lap"] >= 1:
                break
            key = _steer_key(me, points)
            if key != held:
                if held:
                    page.keyboard.up(held)
                if key:
                    page.keyboard.down(key)
                held = key
            if me["speed"] > 0:
                eye = page.evaluate("window.parlor.sceneView.camera.position.toArray().map(v => v * 1000)")
                car = (me["x"] * race.UNIT / 4096, me["y"] * race.UNIT / 4096)     # world units (1/4096) to mm
                h = me["heading"] * 2 * math.pi / 4096
                ahead = (car[0] - eye[0]) * math.cos(h) + (car[1] - eye[2]) * math.sin(h)
                away = math.hypot(car[0] - eye[0], car[1] - eye[2])
                assert 0 < ahead and away < 3 * race.EYE_BACK, f"the camera at {eye} is not behind the car at {car}"
                chased += 1
            page.wait_for_timeout(30)
        me = view(page)["racers"][0]
        assert me["lap"] >= 1 and me["passed"] >= gates, me
        assert chased > 20, "the camera was checked along the lap"
        screenshot(page, "scene-races-lap")
        assert page.evaluate("window.parlor.view") == "table"
        assert not page.errors, page.errors
    finally:
        for key in ("KeyZ", held):
            if key:
                page.keyboard.up(key)
        page.context.close()
