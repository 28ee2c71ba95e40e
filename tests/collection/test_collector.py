"""The collector: grants and notices, the starter, reward chances, the shop's refusals, sales, stakes."""

import json

from pycore.collection import progress as prog
from pycore.collection.collector import Collector


def _collector(book, progress, gold=0):
    return Collector(book, progress, {"gold": gold, "coins": 0})


def test_grants_land_pending_then_are_collected_with_notices(book, progress):
    c = _collector(book, progress)
    c.pend([{"card": "c00"}, {"card": "c00"}, {"booster": "basic"}, {"card": "zz"}, {"booster": "nope"}])
    assert len(progress["pending"]) == 5 and progress["copies"] == {}
    assert c.collect() == 3
    assert c.notices == ["Got card: Mist Wisp (new!)", "Got card: Mist Wisp", "Got booster: Basic Booster",
                         "Dropped a reward: this pack has no card 'zz'",
                         "Dropped a reward: this pack has no booster 'nope'"]
    assert progress["copies"] == {"c00": 2} and progress["boosters"] == {"basic": 1} and progress["pending"] == []


def test_the_starter_is_handed_over_once(book, progress):
    c = _collector(book, progress)
    assert c.hand_starter()
    assert progress["copies"] == {"c00": 1, "c01": 1, "c02": 1} and progress["boosters"] == {"basic": 1}
    assert c.purse["gold"] == 100 and c.notices[0] == "Starter: 100 gold"
    assert not c.hand_starter()
    assert c.purse["gold"] == 100 and len(progress["binder"]) == 3


def test_reward_rules_roll_their_chance_only_for_their_source(book, progress):
    c = _collector(book, progress)
    hits = sum(len(c.rule_grants("duel-a")) for _ in range(2000))
    assert hits % 2 == 0                                     # count = 2 per hit
    assert 420 <= hits // 2 <= 580                           # 25 % of 2000, within four deviations
    assert c.rule_grants("other-duel") == []
    assert c.rule_grants("other-duel", "card_duels") == [{"card": "c10"}]   # a rule for the whole mode


def test_a_win_credits_cards_rules_only_when_first_and_stakes(book, progress):
    c = _collector(book, progress)
    c.win({"gold": 20, "cards": ["c04"]}, "duel-b", "card_duels", placed_first=False)
    assert progress["copies"] == {"c04": 1}                  # no rule rolled for a loss
    c.win({}, "duel-b", "card_duels", placed_first=True)
    assert progress["copies"] == {"c04": 1, "c10": 1}
    c.notices.clear()
    c.win({"lost_cards": ["c04"]}, "duel-b", "card_duels", placed_first=False)
    assert "c04" not in progress["copies"] and c.notices == ["Lost card: Gust Sparrow"]
    add = prog.add_copy
    add(progress, "c05")
    c.win({"lost_cards": ["c05"]}, "duel-b", "card_duels", placed_first=False, lent=True)
    assert progress["copies"]["c05"] == 1                    # a lent deck's card costs nothing


def test_buying_charges_the_price_or_refuses_with_a_reason(book, progress):
    c = _collector(book, progress, gold=70)
    assert c.can_buy("stall", 1) == "Storm Roc costs 250 gold; you have 70."
    assert c.buy("stall", 1) == "Storm Roc costs 250 gold; you have 70."
    assert c.purse["gold"] == 70 and progress["copies"] == {}
    assert c.buy("stall", 0) is None
    assert c.purse["gold"] == 10 and progress["boosters"] == {"basic": 1}
    assert c.buy("stall", 0) == "Basic Booster costs 60 gold; you have 10."
    assert c.buy("stall", 7) == "Market Stall has no stock line 8."
    assert c.buy("bazaar", 0) == "There is no dealer 'bazaar' in this pack."
    c.purse["gold"] = 250
    assert c.buy("stall", 1) is None and progress["copies"] == {"c09": 1} and c.purse["gold"] == 0


def test_opening_consumes_one_booster_and_adds_its_cards(book, progress):
    c = _collector(book, progress)
    assert c.open("basic") == "You have no Basic Booster to open."
    assert c.open("gold") == "This pack has no booster set 'gold'."
    progress["boosters"]["basic"] = 2
    before = progress["rng"]
    assert c.open("basic") is None
    assert progress["boosters"] == {"basic": 1} and progress["rng"] != before
    assert len(c.opened) == 5 and sum(progress["copies"].values()) == 5
    firsts = [card_id for card_id, new in c.opened if new]
    assert firsts == list(dict.fromkeys(card_id for card_id, _ in c.opened))   # NEW on a first copy only
    assert c.open("basic") is None and progress["boosters"] == {}


def test_a_reloaded_save_opens_the_same_booster(book, progress):
    progress["boosters"]["basic"] = 1
    saved = json.dumps(progress)
    a, b = _collector(book, progress), _collector(book, prog.normalize(json.loads(saved))[0])
    a.open("basic")
    b.open("basic")
    assert a.opened == b.opened and a.progress == b.progress


def test_selling_pays_the_dealers_share_and_clamps_the_purse(book, progress):
    c = _collector(book, progress, gold=0)
    assert c.sell("c00", "stall") == "You have no Mist Wisp to sell."
    assert c.sell("c00", "") == "No dealer here buys cards."
    prog.add_copy(progress, "c11")
    prog.add_copy(progress, "c11")
    prog.add_copy(progress, "c00")
    assert c.sell_price(book.get("c11"), book.dealer("stall")) == 500
    assert c.sell_price(book.get("c00"), book.dealer("stall")) == 2
    assert c.sell("c11", "stall") is None and c.purse["gold"] == 500 and progress["copies"]["c11"] == 1
    c.purse["gold"] = 9_999_500
    assert c.sell("c11", "fence") is None and c.purse["gold"] == 9_999_999
    assert progress["binder"] == ["c00"]


def test_the_deck_setter_refuses_with_reasons(book, progress):
    c = _collector(book, progress)
    for card_id in ("c00", "c01", "c02", "c03", "c04"):
        prog.add_copy(progress, card_id)
    assert c.set_deck(["c00", "c01"]) == "A deck holds 5 cards, not 2."
    assert c.set_deck(["c00", "c01", "c02", "c03", "c09"]) == "You do not own Storm Roc."
    assert c.set_deck(["c00", "c01", "c02", "c03", "c00"]) == \
        "Mist Wisp is in the deck twice; a deck holds five different cards."
    assert c.set_deck(["c04", "c01", "c02", "c03", "c00"]) is None and progress["deck"][0] == "c04"
