"""The page deals afresh on every visit (seeded from crypto at boot) and repeats a deal with ?seed=."""

import json

from pycore.host.arcade import Arcade
from pycore.kernel.session import parse_seats
from pycore.packs import practice_pack

from conftest import open_page, until

POKER = "?mode=practice-poker&seats=human,ai:novice"


def _first_hand(browser, url):
    page = open_page(browser, url)
    try:
        until(page, "JSON.parse(await play_state_json()).screen === 'playing'", timeout=20_000)
        view = json.loads(page.evaluate("play_view_json()"))
        return view["seats"][0]["cards"], view["seats"]
    finally:
        page.context.close()


def test_two_fresh_visits_deal_different_first_hands(browser, server_url):
    one, _ = _first_hand(browser, server_url + POKER)
    two, _ = _first_hand(browser, server_url + POKER)
    assert len(one) == 2 and len(two) == 2
    assert one != two, "two visits dealt the same first hand: the arcade was not seeded at boot"


def test_a_seed_in_the_url_deals_what_the_rules_deal_for_that_seed(browser, server_url):
    cards, _ = _first_hand(browser, server_url + POKER + "&seed=424242")
    arcade = Arcade(practice_pack(), seed=424242)
    assert arcade.enter("practice-poker", parse_seats("human,ai:novice")) is None
    assert cards == arcade.session.view(0)["seats"][0]["cards"]
