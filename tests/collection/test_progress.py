"""Card progress: binder order, booster rolls (weights, guarantees, the saved stream), decks, normalize."""

import json

from pycore.collection import progress as prog
from pycore.book.cards import RARITIES
from pycore.collection.progress import add_copy, copies, remove_copy

CHI2_CRITICAL_3DF = 16.27    # p = 0.001
CHI2_CRITICAL_1DF = 10.83


def _chi2(observed, weights):
    total, wsum = sum(observed), sum(weights)
    return sum((o - total * w / wsum) ** 2 / (total * w / wsum) for o, w in zip(observed, weights) if w)


def test_binder_keeps_first_got_order_and_the_last_copy_leaves(progress):
    assert add_copy(progress, "c03") and add_copy(progress, "c01")
    assert not add_copy(progress, "c03")                     # a second copy: not new, order kept
    assert progress["binder"] == ["c03", "c01"] and copies(progress, "c03") == 2
    assert remove_copy(progress, "c03") and progress["binder"] == ["c03", "c01"]
    assert remove_copy(progress, "c03") and progress["binder"] == ["c01"]
    assert not remove_copy(progress, "c03")
    add_copy(progress, "c03")
    assert progress["binder"] == ["c01", "c03"]              # got again: appended, not restored


def test_slot_rarities_follow_the_weights(book, progress):
    s = prog.stream(progress)
    basic = book.booster("basic")
    counts = [0, 0, 0, 0]
    last = [0, 0, 0, 0]
    for _ in range(3000):
        ids = prog.roll_booster(basic, book, s)
        assert len(ids) == 5
        for card_id in ids[:-1]:
            counts[RARITIES.index(book.get(card_id).rarity)] += 1
        last[RARITIES.index(book.get(ids[-1]).rarity)] += 1
    assert sum(counts) == 12000
    assert _chi2(counts, basic.weights) < CHI2_CRITICAL_3DF
    assert last[0] == 0                                      # the last slot: uncommon or rarer, always
    assert _chi2(last[1:], basic.weights[1:]) < 13.82        # 2 df, p = 0.001


def test_a_rarity_the_pool_lacks_weighs_zero_and_cards_are_uniform_within_a_rarity(book, progress):
    s = prog.stream(progress)
    pouch = book.booster("commons")
    seen = {"c00": 0, "c01": 0, "c06": 0}
    for _ in range(2000):
        for card_id in prog.roll_booster(pouch, book, s):
            seen[card_id] += 1
    assert sum(seen.values()) == 6000
    assert _chi2([seen["c00"] + seen["c01"], seen["c06"]], [3, 1]) < CHI2_CRITICAL_1DF
    assert _chi2([seen["c00"], seen["c01"]], [1, 1]) < CHI2_CRITICAL_1DF


def test_the_same_saved_stream_opens_the_same_booster(book, progress):
    saved = json.loads(json.dumps(progress))
    a = prog.roll_booster(book.booster("basic"), book, prog.stream(progress))
    b = prog.roll_booster(book.booster("basic"), book, prog.stream(saved))
    assert a == b
    assert progress["rng"] == saved["rng"]                   # the stream is not advanced until stored


def test_different_seeds_give_different_streams():
    assert len({prog.new_progress(seed)["rng"] for seed in range(50)}) == 50


def test_the_deck_is_the_chosen_one_while_whole_then_the_strongest_then_lent(book, progress):
    for card_id in ("c00", "c01", "c02", "c03"):
        add_copy(progress, card_id)
    deck, lent = prog.duel_deck(progress, book)
    assert lent and [c.id for c in deck] == ["c00", "c01", "c02", "c03", "c04"]   # the first five, lent
    add_copy(progress, "c05")
    add_copy(progress, "c06")
    deck, lent = prog.duel_deck(progress, book)
    assert not lent and [c.id for c in deck] == ["c05", "c06", "c03", "c02", "c01"]  # strongest owned
    progress["deck"] = ["c00", "c01", "c02", "c03", "c06"]
    assert [c.id for c in prog.duel_deck(progress, book)[0]] == progress["deck"]
    remove_copy(progress, "c00")                             # a deck card is gone: back to the strongest
    assert [c.id for c in prog.duel_deck(progress, book)[0]] == ["c05", "c06", "c03", "c02", "c01"]


def test_completion_and_new_tags(book, progress):
    add_copy(progress, "c00")
    add_copy(progress, "c00")
    add_copy(progress, "c07")
    assert prog.completion(progress, book) == (2, 12)
    assert prog.is_new(progress, "c07") and not prog.is_new(progress, "c01")
    prog.mark_shown(progress, ["c07", "c07"])
    assert not prog.is_new(progress, "c07") and progress["shown"] == ["c07"]


def test_normalize_keeps_a_good_progress_as_it_is(progress):
    add_copy(progress, "c02")
    progress["boosters"]["basic"] = 2
    fixed, repairs = prog.normalize(json.loads(json.dumps(progress)))
    assert fixed == progress and repairs == []


def test_normalize_repairs_a_damaged_progress():
    raw = {"version": 1, "copies": {"c01": 2, "c02": -1, "c03": "x", "c04": True, "c05": 10**9},
           "binder": ["c05", "c09", "c05"], "boosters": {"basic": 0, "commons": 3},
           "deck": ["c01", "c05"], "shown": "nope", "starter": "yes", "pending": [{"card": "c01"}, {"card": 3}, 7],
           "rng": -4}
    fixed, repairs = prog.normalize(raw)
    assert fixed["copies"] == {"c01": 2, "c05": 9_999_999}
    assert fixed["binder"] == ["c05", "c01"]                 # owned ids once, unknown order appended
    assert fixed["boosters"] == {"commons": 3}
    assert fixed["deck"] == [] and fixed["shown"] == [] and fixed["starter"] is True
    assert fixed["pending"] == [{"card": "c01"}]
    assert 0 <= fixed["rng"] < 2**64
    assert len(repairs) == 10, repairs
    assert prog.normalize(fixed) == (fixed, [])              # a repaired progress needs nothing more


def test_normalize_reads_the_first_format_and_garbage():
    fixed, repairs = prog.normalize({"c01": 2, "c03": 1})
    assert fixed["copies"] == {"c01": 2, "c03": 1} and fixed["binder"] == ["c01", "c03"] and repairs == []
    assert prog.normalize({"c01": 2})[0]["rng"] == prog.normalize({"c01": 2})[0]["rng"]   # deterministic
    for junk in (None, 3, "text", [1, 2], {"copies": [1]}):
        fixed, _ = prog.normalize(junk)
        assert fixed["copies"] == {} and fixed["binder"] == []
        json.dumps(fixed)
