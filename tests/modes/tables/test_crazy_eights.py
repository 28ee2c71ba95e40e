"""Crazy Eights on the kit (Pagat's rules): the deal, following, eights, drawing, and hands that stay hidden."""

import json

import pytest

from pycore.host.replay import random_pads
from pycore.kernel.session import Seat
from pycore.modes.tables.loader import built_in
from pycore.net.codec import View, decode, inflate
from pycore.net.lockstep import AI

from tests.modes.tables.helpers import clicks, instance, session
from tests.net.sim import Wire, held_pads
from tests.net.test_hosted import hosted_table

RULES = built_in("crazy_eights").namespace


def codes(table):
    return sorted(p.data["card"] for p in table.pieces if p.kind == "card")


def test_the_deal_gives_seven_each_and_turns_a_starter_that_is_not_an_eight():
    for seed in range(1, 30):
        s = session("crazy-eights", seed=seed)
        t = s.table
        assert [len(RULES["hand"](t, k)) for k in range(2)] == [7, 7]
        assert len(t.pieces_at(RULES["STOCK"])) == 52 - 15
        assert t.piece_at(RULES["PILE"]).data["card"][0] != "8"
        assert len(codes(t)) == 52 and len(set(codes(t))) == 52


def test_a_card_must_follow_suit_or_rank_and_drawing_only_when_none_fits():
    s = session("crazy-eights", seed=4)
    t = s.table
    top = t.piece_at(RULES["PILE"]).data["card"]
    fits = RULES["playable"](t, 0)
    wrong = [p for p in RULES["hand"](t, 0) if p not in fits]
    if wrong:
        assert clicks(s, 0, wrong[0].cell)[0].startswith("Follow ")
    if fits:
        assert clicks(s, 0, RULES["STOCK"]) == ["You can lay a card: draw only when none of yours fits."]
        card = fits[0]
        code = card.data["card"]
        assert clicks(s, 0, card.cell) == [None]
        assert t.piece_at(RULES["PILE"]).data["card"] == code and code[0] == "8" or code[1] == top[1] or code[0] == top[0]


def test_an_eight_names_the_suit_to_follow():
    s = session("crazy-eights", seed=2)
    t = s.table
    eight = t.add_piece("card", (5, 9), "South", data={"card": "8c"}, visible_to=0)
    assert clicks(s, 0, eight.cell) == [None]
    assert t.data["choosing"] == 1 and t.turn == 0
    assert clicks(s, 0, (5, 0)) == ["Name the suit to follow: click one of the four suits."]
    assert clicks(s, 0, RULES["SUIT_CELLS"][2]) == [None]
    assert t.data["suit"] == "h" and t.turn == 1 and not [p for p in t.pieces if p.kind == "suit"]


@pytest.mark.parametrize("seed", range(1, 5))
def test_cards_are_conserved_and_no_seat_sees_the_other_s_hand_every_frame(seed):
    seats = [Seat.human(), Seat.ai(("novice", "regular", "expert")[seed % 3])]
    s = session("crazy-eights", seed=seed, seats=seats)
    pads = random_pads(seed, seats)
    while not s.is_finished() and s.frame < 20000:
        s.tick(next(pads))
        assert len(codes(s.table)) == 52
        for seat in range(2) if s.frame % 5 == 0 or s.is_finished() else ():
            text = json.dumps(s.view(seat))
            for p in s.table.pieces:
                if p.kind == "card" and not p.seen_by(seat):
                    assert f'"{p.data["card"]}"' not in text
    assert s.is_finished()


def test_a_hosted_game_never_sends_a_guest_the_other_hand():
    """The wire test: every byte the host sends, and every view inflated from it, is free of hidden cards."""
    inst = instance("crazy-eights")
    assert inst.spec.model(inst.config).label == "hosted"
    make = lambda seats, seed: inst.spec.session(config=inst.config, seed=seed, seats=seats)
    owners = [0, 1]
    peers = hosted_table(make, owners, seed=17)
    host = peers[0]
    wire = Wire(peers, seed=4)
    leaks, seen = [], [0]

    def watch(src, dst, data):
        if src != 0:
            return
        msg = decode(data)
        text = inflate(msg.data, "view") if isinstance(msg, View) and msg.data else b""
        own = [p.data["card"] for p in RULES["hand"](host.session.table, 1)]
        seen[0] += any(f'"{c}"'.encode() in text for c in own)
        for secret in host.session.hidden_from(1):
            quoted = f'"{secret["card"]}"'.encode()
            if quoted in data or quoted in text:
                leaks.append(secret)

    wire.watch = watch
    pads = held_pads(5)
    while not host.session.is_finished() and wire.frame < 20000:
        wire.tick(pads)
    assert host.session.is_finished() and leaks == [] and seen[0] > 5


@pytest.mark.parametrize("tier", ["novice", "regular", "expert"])
def test_the_ai_decides_only_from_what_its_seat_sees(tier):
    """Shuffle every card seat 0 cannot see (North's hand, the stock): its decision stays the same."""
    for seed in range(1, 16):
        s = session("crazy-eights", seed=seed)
        t = s.table
        saved = t.save()
        first = RULES["choose"](t, 0, tier)
        t.load(saved)
        unseen = [p for p in t.pieces if not p.seen_by(0)]
        faces = [p.data["card"] for p in unseen]
        faces = faces[1:] + faces[:1]
        for p, face in zip(unseen, faces):
            p.data["card"] = face
        assert RULES["choose"](t, 0, tier) == first



@pytest.mark.parametrize("seed", [1, 2, 3])
def test_where_a_hidden_card_lies_says_nothing_of_its_face(seed):
    """A hidden card's cell is public: every frame, a hand lies in the order its cards came to the
    table (by piece id), filling its rows from the first cell (a hand over twenty scrolled by its public
    offset), so the layout is the same whatever the faces."""
    s = session("crazy-eights", seed=seed, seats=[Seat.ai("regular"), Seat.ai("expert")])
    columns, rows = RULES["COLUMNS"], RULES["HAND_ROWS"]
    while not s.is_finished():
        s.tick([0, 0])
        for seat in range(2):
            cells = [(row, c) for row in rows[seat] for c in range(columns)]
            held = sorted(RULES["hand"](s.table, seat), key=lambda p: p.id)
            offset = s.table.data["scroll"][seat] if "scroll" in s.table.data else 0
            want = cells[:len(held)] if len(held) <= 20 else \
                [cells[0] if i < offset else cells[-1] if i >= offset + 18 else cells[1 + i - offset]
                 for i in range(len(held))]
            assert [p.cell for p in held] == want


def _thirty(seed=3):
    """Return a session whose South holds 30 cards, laid out by the rules (a lay after 24 were handed over)."""
    s = session("crazy-eights", seed=seed)
    t = s.table
    given = [p for p in t.pieces_at(RULES["STOCK"]) if p.data["card"][0] != "8"][-24:]
    for p in given:
        p.show_only_to(0)
        p.side = "South"
        p.move_to((5, 0), frames=0)
    t.data["suit"] = given[-1].data["card"][1]          # the top of that stack fits: lay it
    assert clicks(s, 0, (5, 0)) == [None]
    t.next_turn(0)
    s.tick([0, 0])
    assert len(RULES["hand"](t, 0)) == 30
    return s


def _hotspots(s, seat=0):
    from pycore.prims import Stage

    inst = instance("crazy-eights")
    stage = Stage(*inst.spec.stage)
    inst.spec.screen(s.view(seat), seat, stage)
    return {tuple(h[4]["cell"]) for h in stage.hotspots() if h[4].get("do") == "click"}


def test_every_card_of_a_thirty_card_hand_has_its_own_hotspot_within_reach_and_the_key_cursor_gets_there():
    """Issue 29: a hand over twenty cards stacked its extras on the last place, only the top clickable.
    Now each card lies alone on a place with a hotspot once the hand is turned to it (a click on an end
    stack, the same for mouse, touch and Cross), and the pad's pointer reaches that place."""
    from pycore.kernel import pad

    s = _thirty()
    t = s.table
    for card in sorted(RULES["hand"](t, 0), key=lambda p: p.id):
        for _ in range(4):
            if t.pieces_at(card.cell) == [card] and card.cell in _hotspots(s):
                break
            s.tick([0, 0], {0: [{"do": "click", "cell": list(card.cell)}]})     # turn the hand toward it
            s.tick([0, 0])
        else:
            raise AssertionError(f"{card.data['card']} never lies alone on a place with a hotspot")
        alone = [p.cell for p in RULES["hand"](t, 0) if t.pieces_at(p.cell) == [p]]
        assert len(alone) == len(set(alone)) >= 18
        assert t.turn == 0 and len(RULES["hand"](t, 0)) == 30     # turning the hand lays nothing
        for _ in range(30):
            r, c = t.pointer[0]
            if (r, c) == card.cell:
                break
            button = pad.UP if r > card.cell[0] else pad.DOWN if r < card.cell[0] else \
                pad.LEFT if c > card.cell[1] else pad.RIGHT
            s.tick([button, 0])
            s.tick([0, 0])
        assert t.pointer[0] == card.cell


def test_drawing_is_refused_while_a_card_that_fits_lies_in_a_scrolled_hand_s_end_stack():
    s = _thirty()
    t = s.table
    t.piece_at(RULES["PILE"]).data["card"] = "2c"
    t.data["suit"] = "c"
    held = sorted(RULES["hand"](t, 0), key=lambda p: p.id)
    for p in held:
        p.data["card"] = "3h"
    hidden = held[-1] if t.pieces_at(held[-1].cell) != [held[-1]] else held[0]
    assert t.pieces_at(hidden.cell) != [hidden]         # it lies in a stack, out of reach of a click
    hidden.data["card"] = "9c"
    assert clicks(s, 0, RULES["STOCK"]) == ["You can lay a card: draw only when none of yours fits."]
    hidden = t.piece(hidden.id)                         # a refused click puts back the table's snapshot: new pieces
    assert RULES["moves"](t, 0) == [[hidden.cell]]     # the AI turns the hand to it
    assert clicks(s, 0, hidden.cell) == [None] and t.pieces_at(hidden.cell) == [hidden]
    assert clicks(s, 0, hidden.cell) == [None] and t.piece_at(RULES["PILE"]) is hidden


@pytest.mark.parametrize("seed", range(1, 4))
def test_the_log_says_what_each_seat_did_and_never_names_a_card_drawn(seed):
    """Every turn is in the table's log the kit's panel shows ("draws 3", "lays 7\u2665", "names hearts",
    "passes"): a run of draws counts up on one line, a card laid is the one on the pile, and no line names a
    card some seat may not see."""
    seats = [Seat.ai("regular"), Seat.ai("expert")]
    s = session("crazy-eights", seed=seed, seats=seats)
    t = s.table
    pads = random_pads(seed, seats)
    drawn = laid = 0
    while not s.is_finished() and s.frame < 20000:
        sizes = [len(RULES["hand"](t, k)) for k in range(2)]
        before = [list(line) for line in t.data.get("log", [])]
        s.tick(next(pads))
        log = t.data.get("log", [])
        assert len(log) <= RULES["LOG"]
        words = " ".join(w for _, w in log)
        for p in t.pieces:
            if p.kind == "card" and any(not p.seen_by(k) for k in range(2)):
                assert f"lays {RULES['card_words'](p.data['card'])}" not in words, (p.data["card"], log)
        for k in range(2):
            grew = len(RULES["hand"](t, k)) - sizes[k]
            if grew > 0 and log != before:           # this frame's draw is on the seat's last line, counted
                assert log[-1][0] == k and log[-1][1].startswith("draws "), log
                ran = int(before[-1][1].split()[1]) if before and before[-1][0] == k and \
                    before[-1][1].startswith("draws ") else 0
                assert int(log[-1][1].split()[1]) == ran + grew
                drawn += 1
        if log and log != before and log[-1][1].startswith("lays "):
            assert log[-1][1] == "lays " + RULES["card_words"](t.piece_at(RULES["PILE"]).data["card"]) or \
                t.data.get("choosing") or s.is_finished()
            laid += 1
    assert drawn and laid > 5


def test_the_kit_panel_shows_the_last_lines_of_the_log_with_the_players_names():
    from pycore.prims import Stage
    from pycore.tabletop import draw

    s = session("crazy-eights", seed=3)
    s.table.data["log"] = [[0, "draws 2"], [1, "lays 7\u2665"], [0, "names spades"], [1, "passes"]]
    view = s.view(0)
    view["labels"] = ["Ann", "Bea"]
    stage = Stage(960, 540)
    draw(view, 0, stage)
    texts = stage.texts()
    assert "Bea lays 7\u2665" in texts and "Ann names spades" in texts and "Bea passes" in texts
    assert "Ann draws 2" not in texts, "three lines, the newest"
