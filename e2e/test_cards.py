"""The card economy in the served page: buy and open a booster, reload, and the cards are still there.

Played with key presses as a person would (Triangle opens the cards from the picker); the
bindings on `window` are read only to check the outcome. A damaged save in storage is kept
aside under another key and reported, never overwritten.
"""

from __future__ import annotations

import json

import pytest

from conftest import BOOT_TIMEOUT_MS, open_page, screenshot, until

pytestmark = [pytest.mark.e2e, pytest.mark.slow]

KEY_GAP_MS = 60            # > 2 frames: a press and its release each reach their own tick
KEYS = {"up": "ArrowUp", "down": "ArrowDown", "cross": "KeyZ", "circle": "KeyX", "triangle": "KeyS"}
SAVE_KEY = "parlor.save.practice"


def press(page, *names: str) -> None:
    for name in names:
        page.keyboard.press(KEYS[name])
        page.wait_for_timeout(KEY_GAP_MS)


def cards(page) -> dict:
    return json.loads(page.evaluate("play_cards_json()"))


def wait_stage(page, stage: str) -> None:
    until(page, f"(c => c.open && c.desk.stage === '{stage}')(JSON.parse(await play_cards_json()))")


def stored(page) -> "dict | None":
    text = page.evaluate(f"localStorage.getItem('{SAVE_KEY}')")
    return json.loads(text) if text else None


def test_a_bought_and_opened_booster_survives_a_reload(browser, server_url):
    page = open_page(browser, server_url)
    page.evaluate("localStorage.clear()")
    page.reload()
    page.wait_for_function("window.parlor && window.parlor.ready", timeout=BOOT_TIMEOUT_MS)
    page.focus("#screen")
    press(page, "triangle")
    wait_stage(page, "menu")
    first = cards(page)
    assert first["gold"] == 100 and len(first["progress"]["binder"]) == 3      # the practice starter
    press(page, "down", "down", "down", "down", "cross")                        # Visit The Tutor's Stall
    wait_stage(page, "dealer")
    press(page, "cross")                                                        # Buy Practice Booster
    until(page, "JSON.parse(await play_cards_json()).gold === 50")
    press(page, "down", "down", "down", "cross")                                # Open boosters
    wait_stage(page, "boosters")
    press(page, "cross")                                                        # open one
    wait_stage(page, "reveal")
    press(page, "triangle")                                                     # turn them all
    until(page, "(d => d.turned === d.revealed.length)(JSON.parse(await play_cards_json()).desk)")
    screenshot(page, "cards-reveal")
    after = cards(page)
    opened = [c["id"] for c in after["desk"]["revealed"]]
    assert len(opened) == 5 and after["progress"]["boosters"] == {"practice-booster": 1}
    assert sum(after["progress"]["copies"].values()) == 8
    page.wait_for_function(f"(() => {{ const s = JSON.parse(localStorage.getItem('{SAVE_KEY}') || 'null'); "
                           "return s && Object.values(s.cards.copies).reduce((a, b) => a + b, 0) === 8; })()",
                           timeout=10_000)
    assert page.errors == []

    page.reload()
    page.wait_for_function("window.parlor && window.parlor.ready", timeout=BOOT_TIMEOUT_MS)
    back = cards(page)
    assert back["progress"]["copies"] == after["progress"]["copies"]
    assert back["progress"]["binder"] == after["progress"]["binder"]
    assert back["progress"]["boosters"] == {"practice-booster": 1} and back["gold"] == 50
    assert all(card_id in back["progress"]["copies"] for card_id in opened)
    page.focus("#screen")
    press(page, "triangle")
    wait_stage(page, "menu")
    assert cards(page)["gold"] == 50                                             # no second starter
    press(page, "cross")
    wait_stage(page, "binder")
    screenshot(page, "cards-binder-after-reload")
    assert page.errors == []
    page.context.close()


def test_a_damaged_save_is_kept_aside_and_reported(browser, server_url):
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    # put the damaged save in storage before the page's first script runs (once per tab)
    context.add_init_script(f"""if (!sessionStorage.getItem('seeded')) {{
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('{SAVE_KEY}', '{{"version": 1, "gold": ');
    }}""")
    page = context.new_page()
    page.goto(server_url)
    page.wait_for_function("window.parlor && window.parlor.ready", timeout=BOOT_TIMEOUT_MS)
    restored = page.evaluate("window.parlor.restored")
    assert restored["aside"] == f"{SAVE_KEY}.damaged" and "not valid JSON" in restored["reason"]
    assert page.evaluate(f"localStorage.getItem('{SAVE_KEY}.damaged')") == '{"version": 1, "gold": '
    assert f'kept as "{SAVE_KEY}.damaged"' in page.inner_text("#save-problem")
    page.focus("#screen")
    press(page, "triangle")                                                     # a change worth saving
    page.wait_for_function(f"localStorage.getItem('{SAVE_KEY}') !== null", timeout=10_000)
    assert page.evaluate(f"localStorage.getItem('{SAVE_KEY}.damaged')") == '{"version": 1, "gold": '
    assert [d["key"] for d in page.evaluate("window.parlor.damagedSaves()")] == [f"{SAVE_KEY}.damaged"]
    page.context.close()


def test_switching_packs_keeps_each_packs_save(browser, server_url):
    """Each pack's save comes back as it was, even with a second switch asked for mid-switch."""
    from pycore.host import profile

    saves = {}
    for pack, gold in (("practice", 55), ("sample", 77)):
        p = profile.new_profile(pack, seed=1)
        p["gold"] = gold
        saves[f"parlor.save.{pack}"] = profile.dumps(p)
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    context.add_init_script(f"""if (!sessionStorage.getItem('seeded')) {{
        sessionStorage.setItem('seeded', '1');
        for (const [k, v] of Object.entries({json.dumps(saves)})) localStorage.setItem(k, v);
    }}""")
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server_url)
    page.wait_for_function("window.parlor && window.parlor.ready", timeout=BOOT_TIMEOUT_MS)

    def gold() -> int:
        return json.loads(page.evaluate("play_state_json()"))["purse"]["gold"]

    assert gold() == 55
    assert page.evaluate("parlor.loadPack('sample')") is True
    assert gold() == 77
    # two switches at once run one after the other; the last asked for is where the page ends
    assert page.evaluate("Promise.all([parlor.loadPack('practice'), parlor.loadPack('sample'), "
                         "parlor.loadPack('practice')])") == [True, True, True]
    assert gold() == 55 and page.evaluate("parlor.pack") == "practice"
    assert page.evaluate("document.getElementById('pack').value") == "practice"
    for key, text in saves.items():
        assert json.loads(page.evaluate(f"localStorage.getItem('{key}')"))["gold"] == json.loads(text)["gold"], key
    assert page.evaluate("Object.keys(localStorage).filter((k) => k.includes('.damaged'))") == []
    assert errors == []
    context.close()
