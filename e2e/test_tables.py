"""Table games in the served page and the workbench: a tic-tac-toe win by mouse, a checkers
multi-jump by keys, and the workbench editing a rule (a 4 x 4 board, four in a row) and playing it."""

from __future__ import annotations

import json
from urllib.parse import urlsplit

import pytest

from conftest import open_page, screenshot, stage_point, tap_key, until

pytestmark = [pytest.mark.e2e, pytest.mark.slow]

KEY_GAP_MS = 60


def view(page) -> dict:
    return json.loads(page.evaluate("play_view_json()"))


def enter(page, instance: str, seats: str, seed: int) -> None:
    answer = json.loads(page.evaluate(f"play_mode_enter('{instance}', '{seats}', {seed})"))
    assert answer.get("ok"), answer
    until(page, "JSON.parse(await play_state_json()).screen === 'playing'", timeout=5_000)


def click_stage(page, canvas: str, spot: dict, width: int = 320, height: int = 240) -> None:
    page.mouse.click(*stage_point(page, spot["x"] + spot["w"] / 2, spot["y"] + spot["h"] / 2))
    page.wait_for_timeout(KEY_GAP_MS)


def test_tic_tac_toe_won_by_mouse(browser, server_url):
    page = open_page(browser, server_url)
    enter(page, "practice-tables", "human,ai:novice", 2)   # a seed the novice loses (checked in CPython)
    for _ in range(5):
        v = view(page)
        if v["state"] == "finished":
            break
        until(page, "(await (async () => { const v = JSON.parse(await play_view_json()); "
                    "return v.state === 'finished' || v.turn === 0; })())", timeout=10_000)
        v = view(page)
        if v["state"] == "finished":
            break
        mine = {tuple(p["cell"]) for p in v["pieces"] if p["side"] == "X"}
        free = [(r, c) for r in range(3) for c in range(3) if not any(p["cell"] == [r, c] for p in v["pieces"])]
        target = next((cell for cell in free if _wins(mine | {cell})), None) or _best(free, mine, v)
        spots = [s for s in page.evaluate("window.parlor.hotspots()")
                 if s["action"] == {"do": "click", "cell": list(target)}]
        assert spots, f"no hotspot for {target}"
        click_stage(page, "#screen", spots[-1])
        until(page, f"JSON.parse(await play_view_json()).pieces.some(p => p.cell[0] === {target[0]} && "
                    f"p.cell[1] === {target[1]})", timeout=3_000)
    until(page, "JSON.parse(await play_view_json()).state === 'finished'", timeout=10_000)
    v = view(page)
    screenshot(page, "tables-tictactoe-mouse")
    assert v["winner"] == 0 and v["reason"] == "3 in a row", v
    page.context.close()


LINES = [[(r, 0), (r, 1), (r, 2)] for r in range(3)] + [[(0, c), (1, c), (2, c)] for c in range(3)] + \
        [[(0, 0), (1, 1), (2, 2)], [(0, 2), (1, 1), (2, 0)]]


def _wins(cells) -> bool:
    return any(all(c in cells for c in line) for line in LINES)


def _best(free, mine, v):
    theirs = {tuple(p["cell"]) for p in v["pieces"] if p["side"] == "O"}
    block = next((cell for cell in free if _wins(theirs | {cell})), None)
    if block:
        return block
    for cell in ((1, 1), (0, 0), (2, 2), (0, 2), (2, 0)):
        if cell in free:
            return cell
    return free[0]


def test_checkers_multi_jump_by_keys(browser, server_url):
    """A set position (as a save would restore it), then Black's double jump by the arrow keys and Z."""
    page = open_page(browser, server_url)
    enter(page, "practice-tables-checkers", "human,ai:novice", 1)
    page.evaluate("window.parlor.paused = true")
    page.evaluate("""parlor.python(`
import pycore.bindings as b
t = b.arcade().session.table
t.clear()
for cell, side in (((5, 0), "Black"), ((4, 1), "White"), ((2, 3), "White"), ((0, 7), "White")):
    t.add_piece("man", cell, side)
t.pointer[0] = (5, 0)
`)""")
    page.evaluate("window.parlor.paused = false")
    page.locator("#screen").focus()
    for key in ["z", "ArrowUp", "ArrowUp", "ArrowRight", "ArrowRight", "z", "ArrowUp", "ArrowUp", "ArrowRight",
                "ArrowRight", "z"]:
        tap_key(page, key)            # held until the engine has seen it, however busy the machine
    until(page, "JSON.parse(await play_view_json()).turn === 1", timeout=30_000)
    v = view(page)
    screenshot(page, "tables-checkers-multijump-keys")
    assert sorted(tuple(p["cell"]) for p in v["pieces"] if p["side"] == "White") == [(0, 7)], v["pieces"]
    assert any(p["cell"] == [1, 4] and p["side"] == "Black" for p in v["pieces"])
    page.context.close()


def test_workbench_edits_a_rule_and_plays_it_with_nothing_from_off_the_server(browser, server_url):
    context = browser.new_context(viewport={"width": 1400, "height": 900})
    page = context.new_page()
    requests: list[str] = []
    page.on("request", lambda r: requests.append(r.url))
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server_url + "workbench")
    page.wait_for_function("window.workbench && window.workbench.ready", timeout=120_000)
    state = json.loads(page.evaluate("benchPy.state()"))
    assert state["table"]["rows"] == 3 and state["error"] is None
    screenshot(page, "workbench-opened")

    # an error: the traceback shows, its line is marked, the table keeps the last good rules
    code = page.locator("#code")
    source = code.input_value()
    broken = source.replace("        table.clear()\n", "        table.clear()\n        oops()\n", 1)
    code.fill(broken)
    code.press("Control+Enter")
    page.wait_for_function("!document.getElementById('error').hidden")
    line = broken.splitlines().index("        oops()") + 1
    assert "NameError" in page.locator("#error").inner_text()
    assert page.locator("#gutter .bad").inner_text() == str(line)
    assert json.loads(page.evaluate("benchPy.state()"))["table"]["rows"] == 3
    screenshot(page, "workbench-error")

    # the rule edited: a 4 x 4 board, four in a row
    code.fill(source.replace("SIZE = 3", "SIZE = 4").replace("LINE = 3", "LINE = 4"))
    code.press("Control+Enter")
    page.wait_for_function("document.getElementById('error').hidden")
    assert json.loads(page.evaluate("benchPy.state()"))["table"]["rows"] == 4
    for cell in ((0, 0), (1, 0), (0, 1), (1, 1), (0, 2), (1, 2), (0, 3)):   # hot seat: X on row 0, O on row 1
        spots = [s for s in page.evaluate("workbench.hotspots()") if s["action"] == {"do": "click", "cell": list(cell)}]
        assert spots, cell
        box = page.evaluate("workbench.stageBox()")          # the workbench's own canvas, not the page's
        page.mouse.click(box["x"] + (spots[-1]["x"] + spots[-1]["w"] / 2) * box["width"] / box["stageWidth"],
                         box["y"] + (spots[-1]["y"] + spots[-1]["h"] / 2) * box["height"] / box["stageHeight"])
        page.wait_for_timeout(80)
    page.wait_for_function("JSON.parse(benchPy.state()).table.state === 'finished'", timeout=5_000)
    table = json.loads(page.evaluate("benchPy.state()"))["table"]
    assert table["winner"] == 0 and table["reason"] == "4 in a row"
    screenshot(page, "workbench-four-in-a-row")

    # the draft is kept in the browser: a reload opens it
    page.reload()
    page.wait_for_function("window.workbench && window.workbench.ready", timeout=120_000)
    assert "SIZE = 4" in page.locator("#code").input_value()
    assert json.loads(page.evaluate("benchPy.state()"))["table"]["rows"] == 4

    host = urlsplit(server_url).netloc
    foreign = [u for u in requests if urlsplit(u).scheme in ("http", "https", "ws", "wss") and urlsplit(u).netloc != host]
    assert not foreign, foreign
    assert not errors, errors
    context.close()


def test_a_pack_with_its_own_rules_file_loads_in_the_page_and_plays(browser, server_url):
    page = open_page(browser, server_url + "?pack=tables")
    until(page, "JSON.parse(await play_modes_json()).some(m => m.id === 'tables-four-in-a-row')", timeout=20_000)
    enter(page, "tables-four-in-a-row", "ai:novice,ai:expert", 4)
    until(page, "JSON.parse(await play_view_json()).state === 'finished'", timeout=30_000)
    v = view(page)
    assert (v["rows"], v["columns"]) == (6, 7) and v["title"] == "Four in a row"
    screenshot(page, "tables-pack-four-in-a-row")
    assert not page.errors, page.errors
    page.context.close()


@pytest.mark.parametrize("instance", ["practice-tables-morris", "practice-tables-crazy-eights"])
def test_morris_and_crazy_eights_draw_in_the_page(browser, server_url, instance):
    """AI seats play a while; the human seat's screen shows its own hand face up and the other's face down."""
    page = open_page(browser, server_url)
    enter(page, instance, "human,ai:regular", 5)
    page.wait_for_timeout(2500)
    v = view(page)
    screenshot(page, f"tables-{instance}")
    if instance.endswith("eights"):
        mine = [p for p in v["pieces"] if p.get("side") == "South"]
        theirs = [p for p in v["pieces"] if p.get("side") == "North"]
        assert mine and all("data" in p for p in mine)
        assert theirs and all(p.get("hidden") and "data" not in p for p in theirs)
    assert not page.errors, page.errors
    page.context.close()
