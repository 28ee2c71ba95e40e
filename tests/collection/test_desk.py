"""The card screens driven by pads (and clicks): every stage, Circle backing out, Start leaving."""

import json

import pytest

from pycore.kernel import pad
from pycore.kernel.rng import SplitMix64
from pycore.collection import progress as prog
from pycore.collection.collector import Collector
from pycore.collection.desk import (BINDER, BOOSTERS, DEALER, DECK, DETAIL, MENU, REVEAL, SELL, CardDesk)
from pycore.collection.screens import (BODY_B, HINTS, LIST_ROWS, PANEL_X, ROW_H, TOAST_FRAMES, TOP, draw_desk,
                                       toast)
from pycore.prims import PUSH, Stage

from tests.book.sample import make_book, TEXT


@pytest.fixture
def desk(book, progress):
    c = Collector(book, progress, {"gold": 0, "coins": 0})
    c.hand_starter()                      # c00 c01 c02, one Basic Booster, 100 gold
    return CardDesk(c)


def press(desk, *buttons):
    events = []
    for b in buttons:
        events += desk.tick(b)
    return events


def texts(desk):
    stage = Stage()
    draw_desk(stage, desk, 0)
    return stage.texts()


def test_the_menu_opens_each_stage_and_circle_backs_out(desk):
    assert [label for label, _ in desk.menu_rows()] == [
        "Binder", "Open boosters", "Sell cards", "Duel deck", "Visit Market Stall", "Visit Fence"]
    for row, stage in enumerate((BINDER, BOOSTERS, SELL, DECK, DEALER)):
        press(desk, *[pad.DOWN] * row, pad.CROSS)
        assert desk.stage == stage
        assert press(desk, pad.CIRCLE) == [] and desk.stage == MENU
        desk.cursor[MENU] = 0
    press(desk, pad.UP)
    assert desk.cursor[MENU] == 5                              # the cursor wraps
    assert press(desk, pad.CIRCLE) == [{"kind": "leave"}]


def test_start_leaves_from_any_stage(desk):
    press(desk, pad.CROSS, pad.CROSS)                          # binder, then the detail of Mist Wisp
    assert desk.stage == DETAIL and desk.trail == [MENU, BINDER]
    assert press(desk, pad.START) == [{"kind": "leave"}]
    assert desk.stage == MENU and desk.trail == []


def test_the_dealer_counter_buys_refuses_and_leads_on(desk):
    press(desk, *[pad.DOWN] * 4, pad.CROSS)
    assert desk.dealer == "stall"
    assert [r[0] for r in desk.counter_rows()] == ["Buy Basic Booster", "Buy Storm Roc", "Buy Common Pouch",
                                                  "Sell cards", "Open boosters", "Binder"]
    assert press(desk, pad.CROSS) == [{"kind": "bought", "dealer": "stall", "line": 0}]
    assert desk.cards.purse["gold"] == 40 and desk.progress["boosters"] == {"basic": 2}
    assert "Bought Basic Booster." in texts(desk)
    assert press(desk, pad.CROSS) == [{"kind": "refused", "reason": "Basic Booster costs 60 gold; you have 40."}]
    assert "Basic Booster costs 60 gold; you have 40." in texts(desk)
    press(desk, pad.DOWN)
    assert press(desk, pad.CROSS)[0]["kind"] == "refused"      # Storm Roc costs 250
    press(desk, pad.DOWN, pad.DOWN, pad.CROSS)
    assert desk.stage == SELL and desk.selling_dealer().id == "stall"
    press(desk, pad.CIRCLE, pad.DOWN, pad.CROSS)
    assert desk.stage == BOOSTERS
    press(desk, pad.CIRCLE, pad.DOWN, pad.CROSS)
    assert desk.stage == BINDER
    press(desk, pad.CIRCLE, pad.CIRCLE)
    assert desk.stage == MENU


def test_the_binder_pages_sorts_filters_and_tags_new_cards(desk, progress):
    press(desk, pad.CROSS)
    assert desk.pages() == 2 and len(desk.page_entries()) == 8
    page = texts(desk)
    assert page.count("NEW") == 3 and "#4" in page and "Page 1/2" in page
    press(desk, pad.R1)
    assert desk.page == 1 and [e[0] for e in desk.page_entries()] == [9, 10, 11, 12]
    assert progress["shown"] == ["c00", "c01", "c02"]          # leaving the page took the NEW tags off
    press(desk, pad.R1)
    assert desk.page == 0 and "NEW" not in texts(desk)
    press(desk, pad.L1)
    assert desk.page == 1
    press(desk, pad.SQUARE)                                    # newest
    assert desk.page == 0 and [e[1].id for e in desk.binder_entries()[:3]] == ["c02", "c01", "c00"]
    press(desk, pad.SQUARE, pad.SQUARE)                        # rarity, then strength
    assert desk.binder_entries()[0][1].id == "c05"
    press(desk, pad.SQUARE)                                    # copies
    assert [e[2] for e in desk.binder_entries()[:4]] == [1, 1, 1, 0]
    press(desk, pad.SQUARE)
    assert "set order" in texts(desk)                           # the Sort button's second line
    press(desk, pad.TRIANGLE)                                  # owned
    assert [e[1].id for e in desk.binder_entries()] == ["c00", "c01", "c02"]
    press(desk, pad.TRIANGLE)                                  # missing
    assert len(desk.binder_entries()) == 9
    press(desk, pad.TRIANGLE, pad.TRIANGLE, pad.TRIANGLE)      # common, uncommon, rare
    assert [e[1].id for e in desk.binder_entries()] == ["c09", "c10"]
    press(desk, pad.TRIANGLE, pad.TRIANGLE)                    # legendary, then all again
    assert len(desk.binder_entries()) == 12


def test_the_binder_cursor_moves_on_the_grid_and_a_missing_card_says_so(desk):
    press(desk, pad.CROSS, pad.RIGHT, pad.DOWN)
    assert desk.cursor[BINDER] == 5
    press(desk, pad.CROSS)
    assert desk.stage == BINDER and "Card 6 is still missing from your binder." in texts(desk)
    press(desk, pad.UP, pad.LEFT, pad.LEFT)
    assert desk.cursor[BINDER] == 3


def test_the_detail_shows_the_card_and_browses_with_left_and_right(desk):
    press(desk, pad.CROSS, pad.RIGHT, pad.CROSS)
    assert desk.stage == DETAIL
    shown = texts(desk)
    assert "Ember Pup" in shown and "Rarity: common" in shown and "Copies: 1" in shown
    assert "Sell value: 4 gold" in shown and "Market Stall pays 2" in shown and "Card number 1." in shown
    press(desk, pad.RIGHT)
    assert "Puddle Newt" in texts(desk)
    press(desk, pad.RIGHT)
    assert "Mist Wisp" in texts(desk)                           # wraps over the owned cards
    press(desk, pad.LEFT, pad.CIRCLE)
    assert desk.stage == BINDER


def test_boosters_open_into_a_face_down_reveal(desk, progress):
    press(desk, pad.DOWN, pad.CROSS)
    shown = texts(desk)
    assert "Basic Booster (5 cards)" in shown and "x1" in shown and "Last card: uncommon or rarer" in shown
    events = press(desk, pad.CROSS)
    assert events[0]["kind"] == "opened" and len(events[0]["cards"]) == 5
    assert desk.stage == REVEAL and desk.turned == 0 and progress["boosters"] == {}
    assert "5 face down" in texts(desk)
    press(desk, pad.CROSS, pad.CROSS)
    assert desk.turned == 2 and "3 face down" in texts(desk)
    press(desk, pad.TRIANGLE)
    assert desk.turned == 5 and "Done" in texts(desk) and "Turn all" not in texts(desk)
    new = sum(n for _, n in desk.revealed)
    assert texts(desk).count("NEW") == new and new >= 1
    press(desk, pad.CROSS)
    assert desk.stage == BOOSTERS
    assert press(desk, pad.CROSS) == [{"kind": "refused", "reason": "You have no Basic Booster to open."}]


def test_sell_pays_the_dealers_share_for_one_copy(desk, progress):
    press(desk, pad.DOWN, pad.DOWN, pad.CROSS)
    assert "2 gold" in texts(desk) and "Market Stall pays 50% of a card's value" in texts(desk)
    assert press(desk, pad.CROSS) == [{"kind": "sold", "card": "c00", "dealer": "stall"}]
    assert desk.cards.purse["gold"] == 102 and "c00" not in progress["copies"]
    assert "Sold Mist Wisp for 2 gold." in texts(desk)


def test_selling_without_a_dealer_is_refused():
    book = make_book(TEXT[:TEXT.index("[[dealers]]")] + TEXT[TEXT.index("[[rewards]]"):])
    c = Collector(book, prog.new_progress(1), {"gold": 0})
    c.hand_starter()
    desk = CardDesk(c)
    press(desk, pad.DOWN, pad.DOWN, pad.CROSS)
    assert press(desk, pad.CROSS) == [{"kind": "refused", "reason": "No dealer here buys cards."}]


def test_the_deck_builder_adds_removes_fills_and_keeps_a_full_deck(desk, progress):
    for card_id in ("c03", "c04", "c05", "c06"):
        prog.add_copy(progress, card_id)
    press(desk, *[pad.DOWN] * 3, pad.CROSS)
    assert desk.stage == DECK and desk.draft == []
    press(desk, pad.CROSS, pad.CROSS)
    assert desk.draft == ["c05"] and "Moth Lamp is already in the deck." in texts(desk)
    press(desk, pad.DOWN, pad.CROSS, pad.SQUARE)
    assert desk.draft == ["c05"]
    assert press(desk, pad.CIRCLE) == [{"kind": "refused", "reason": "A deck holds 5 cards, not 1."}]
    assert progress["deck"] == [] and desk.stage == MENU
    press(desk, pad.CROSS)
    press(desk, pad.TRIANGLE)
    assert desk.draft == ["c05", "c04", "c06", "c03", "c02"]      # the strongest five
    assert desk.cursor[DECK] == 1
    press(desk, pad.SQUARE, pad.DOWN, pad.DOWN, pad.DOWN, pad.DOWN, pad.CROSS)
    assert desk.draft == ["c05", "c04", "c06", "c03", "c01"]
    press(desk, pad.CROSS)
    assert "The deck is full: Square takes the last card out." in texts(desk)
    assert press(desk, pad.CIRCLE) == [{"kind": "deck", "cards": ["c05", "c04", "c06", "c03", "c01"]}]
    assert progress["deck"] == ["c05", "c04", "c06", "c03", "c01"]
    press(desk, pad.CROSS)
    assert desk.draft == progress["deck"]                      # the builder starts from the kept deck


def test_clicks_on_hotspots_do_what_the_pad_does(desk):
    stage = Stage()
    draw_desk(stage, desk, 0)
    picks = [a for *_, a in stage.hotspots() if a.get("do") == "pick"]
    assert [a["index"] for a in picks] == list(range(6))
    desk.tick(0, [{"do": "pick", "index": 4}])
    assert desk.stage == DEALER
    desk.tick(0, [{"do": "pick", "index": 5}])
    assert desk.stage == BINDER
    desk.tick(0, [{"do": "page_next"}])
    assert desk.page == 1
    desk.tick(0, [{"do": "sort"}])
    assert desk.sort == 1
    assert desk.tick(0, [{"do": "back"}]) == [] and desk.stage == DEALER
    assert desk.tick(0, [{"do": "leave"}]) == [{"kind": "leave"}]


@pytest.mark.parametrize("stage_path", [[], [pad.CROSS], [pad.CROSS, pad.CROSS], [pad.DOWN, pad.CROSS],
                                        [pad.DOWN, pad.CROSS, pad.CROSS], [pad.DOWN, pad.DOWN, pad.CROSS],
                                        [pad.DOWN, pad.DOWN, pad.DOWN, pad.CROSS], [pad.UP, pad.UP, pad.CROSS]])
def test_every_stage_draws_its_hint_header_and_hotspots(desk, stage_path):
    press(desk, *stage_path)
    stage = Stage()
    draw_desk(stage, desk, 7)
    shown = stage.texts()
    assert all(words in shown for _, words in HINTS[desk.stage]) and "100 gold" in shown   # the whole hint line
    assert any(t.startswith("Set ") for t in shown)
    assert stage.hotspots()
    for p in stage.prims:
        assert all(isinstance(v, (int, str, tuple)) for v in p)
    stage.export()
    json.dumps(desk.view())


def test_random_pads_never_break_the_desk(book):
    s = SplitMix64(99)
    buttons = [pad.UP, pad.DOWN, pad.LEFT, pad.RIGHT, pad.CROSS, pad.CIRCLE, pad.TRIANGLE, pad.SQUARE,
               pad.L1, pad.R1, pad.START, 0]
    c = Collector(book, prog.new_progress(5), {"gold": 5000})
    c.hand_starter()
    desk = CardDesk(c)
    stages = []
    for _ in range(4000):
        desk.tick(s.pick(buttons))
        stages.append(desk.stage)
        assert desk.cards.purse["gold"] >= 0
        assert desk.progress["binder"] == list(desk.progress["copies"])
    stage = Stage()
    draw_desk(stage, desk, 0)
    assert all(st in stages for st in (MENU, DEALER, BINDER, DETAIL, BOOSTERS, REVEAL, SELL, DECK))


def test_a_toast_slides_in_and_out_under_the_top_band():
    first, mid, gone = Stage(), Stage(), Stage()
    toast(first, "Got card: Mist Wisp (new!)", 0)
    toast(mid, "Got card: Mist Wisp (new!)", 75)
    toast(gone, "Got card: Mist Wisp (new!)", TOAST_FRAMES)
    assert first.prims[0][0] == PUSH and first.prims[0][2] == -16 and first.prims[0][6] == 0   # above its place, unseen
    assert mid.prims[0][2] == 0 and mid.prims[0][6] == 255 and gone.prims[0][6] == 0
    assert mid.texts() == ["Got card: Mist Wisp (new!)"]
    (x, y, w, h, _), = mid.text_boxes()
    assert y >= TOP and y + h < mid.height // 2                  # under the top band (the turn line), over no hint line


def test_the_deck_builder_and_the_reveal_offer_their_square_and_triangle_as_buttons(desk, progress):
    def clicks(desk):
        stage = Stage()
        draw_desk(stage, desk, 0)
        return {a["do"]: a for *_, a in stage.hotspots()}

    for card_id in ("c03", "c04"):
        prog.add_copy(progress, card_id)
    press(desk, *[pad.DOWN] * 3, pad.CROSS)
    desk.tick(0, [clicks(desk)["fill"]])
    assert desk.draft == ["c04", "c03", "c02", "c01", "c00"]
    desk.tick(0, [clicks(desk)["remove"]])
    assert desk.draft == ["c04", "c03", "c02", "c01"]
    press(desk, pad.CIRCLE, pad.UP, pad.UP, pad.CROSS, pad.CROSS)              # the boosters, open one
    assert desk.stage == REVEAL and desk.turned == 0
    desk.tick(0, [clicks(desk)["turn_all"]])
    assert desk.turned == 5 and "turn_all" not in clicks(desk)


def test_a_long_booster_list_scrolls_with_the_cursor_above_the_contents():
    sets = "".join(f'[[boosters]]\nid = "set-{i}"\nname = "Set {i}"\nsize = 1\n' for i in range(11))
    c = Collector(make_book(TEXT + sets), prog.new_progress(1), {"gold": 0})
    desk = CardDesk(c)
    press(desk, pad.DOWN, pad.CROSS, pad.UP)                       # the boosters, the cursor on the last set
    assert desk.booster_rows()[desk.cursor[BOOSTERS]][0] == "set-10"
    stage = Stage()
    draw_desk(stage, desk, 0)
    assert "Set 10 (1 cards)" in stage.texts() and "Pool of 12: 6 common, 3 uncommon, 2 rare, 1 legendary" in stage.texts()
    picks = [(y, a["index"]) for _, y, _, _, a in stage.hotspots() if a.get("do") == "pick"]
    assert len(picks) == LIST_ROWS and picks[-1][1] == 12 and picks[-1][0] + ROW_H <= BODY_B
    assert all(x + w <= PANEL_X for x, _, w, _, a in stage.hotspots() if a.get("do") == "pick")   # beside the contents


def test_the_card_screens_are_heard_a_booster_torn_open_each_card_turned_and_the_binders_pages():
    from pycore.look.motion import Motion

    book, progress = make_book(), prog.new_progress(7)
    c = Collector(book, progress, {"gold": 0, "coins": 0})
    c.hand_starter()
    desk, m = CardDesk(c), Motion()

    def heard(*buttons):
        names = []
        for b in (*buttons, 0):
            desk.tick(b)
            m.advance()
            stage = Stage()
            stage.motion = m
            draw_desk(stage, desk, 0)
            names += [cue[1] for cue in stage.cues()]
        return names

    assert heard() == []                                   # the menu as it opens: nothing happened
    assert heard(pad.DOWN, pad.CROSS) == []                 # to the boosters
    assert heard(pad.CROSS) == ["booster"]                  # torn open: five cards face down
    turned = heard(pad.CROSS, pad.CROSS)
    assert len(turned) == 2 and set(turned) <= {"reveal", "reveal_rare"}
    rest = heard(pad.TRIANGLE)                               # turn all: the other three
    assert len(rest) == 3
    rares = [i for i, (card, _) in enumerate(desk.revealed) if book.get(card).rarity in ("rare", "legendary")]
    assert [i for i, name in enumerate(turned + rest) if name == "reveal_rare"] == rares
    while desk.stage != MENU:
        heard(pad.CIRCLE)
    while desk.menu_rows()[desk.cursor[MENU]][0] != "Binder":
        heard(pad.UP)
    assert heard(pad.CROSS) == [] and desk.stage == BINDER  # the binder opens on its first page: no turn
    pages = desk.pages()
    assert heard(pad.R1) == (["page"] if pages > 1 else [])
