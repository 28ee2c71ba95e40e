"""Every screen in the shared look, checked on real frames: every practice instance played through the arcade
(the player's seat on random pads, the rest AI), the lobby, the quit prompt and the results sheet, and every stage
of the card desk.

On each sampled frame: no label is smaller than the type scale's smallest (13 stage pixels),
none leaves the stage, no two lie over each other, the page's menu corner is clear, every
hotspot lies on the stage, and the export's stamped pictures are all defined. And the motion
kit is deterministic: the same pads give the same frames, byte for byte.
"""

from __future__ import annotations

import json

import pytest

from pycore.host.arcade import PLAYING, QUIT, RESULTS, Arcade
from pycore.host.replay import random_pads
from pycore.host.screens import MENU_CORNER
from pycore.kernel import pad
from pycore.kernel.session import Seat
from pycore.look.style import CAPTION
from pycore.packs import practice_pack
from pycore.prims import ONE, POP, PUSH, STAMP, TEXT, CLIP, Stage, _span, decode, line_height, measure

PACK = practice_pack()
FRAMES = 900
EVERY = 45


def boxes(stage: Stage) -> list[tuple[int, int, int, int, str, int, tuple[int, int, int, int] | None]]:
    """Return every label as (x, y, w, h, text, drawn size, clip box or None), in stage coordinates."""
    out = []
    xf = [(0, 0, ONE, ONE, None)]
    words, at, n = stage.words, 0, len(stage.words)
    while at < n:
        op = words[at]
        ox, oy, kx, ky, clip = xf[-1]
        if op == PUSH:
            xf.append((ox + words[at + 1] * kx // ONE, oy + words[at + 2] * ky // ONE, kx * words[at + 4] // ONE,
                       ky * words[at + 5] // ONE, clip))
        elif op == POP:
            xf.pop()
        elif op == CLIP:
            box = (ox + words[at + 1] * kx // ONE, oy + words[at + 2] * ky // ONE, words[at + 3] * kx // ONE,
                   words[at + 4] * ky // ONE)
            xf[-1] = (ox, oy, kx, ky, box if clip is None else _meet(clip, box))
        elif op == TEXT:
            x, y, size, align, k, face = (words[at + 1], words[at + 2], words[at + 4], words[at + 5], words[at + 6],
                                          words[at + 7])
            text = stage.strings[k]
            w, h = measure(text, size, face >> 1, bool(face & 1)), line_height(size, face >> 1, bool(face & 1))
            x -= w // 2 if align == 1 else w if align == 2 else 0
            out.append((ox + x * kx // ONE, oy + y * ky // ONE, w * kx // ONE, h * ky // ONE, text, size * ky // ONE,
                        clip))
        at += _span(words, at)
    return out


def _meet(a, b):
    x0, y0 = max(a[0], b[0]), max(a[1], b[1])
    x1, y1 = min(a[0] + a[2], b[0] + b[2]), min(a[1] + a[3], b[1] + b[3])
    return (x0, y0, max(0, x1 - x0), max(0, y1 - y0))


def faults(stage: Stage, where: str, corner: bool = True) -> list[str]:
    """Return what is wrong with a frame's labels, hotspots and pictures, in words."""
    found = []
    shown = []
    for x, y, w, h, text, size, clip in boxes(stage):
        if not text.strip():
            continue
        box = (x, y, w, h) if clip is None else _meet(clip, (x, y, w, h))
        if box[2] <= 1 or box[3] <= 1:
            continue                          # clipped away: not drawn
        if size < CAPTION:
            found.append(f"{where}: {text!r} is {size} px (at least {CAPTION})")
        if clip is None and (x < 0 or y < 0 or x + w > stage.width + 1 or y + h > stage.height + 1):
            found.append(f"{where}: {text!r} at {x},{y} {w}x{h} leaves the {stage.width}x{stage.height} stage")
        if corner and x + w > stage.width - MENU_CORNER and y < 56:
            found.append(f"{where}: {text!r} lies under the menu corner")
        shown.append((box, text))
    for i, (a, ta) in enumerate(shown):
        for b, tb in shown[i + 1:]:
            ix = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
            iy = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
            if ix > 3 and iy > 3 and (a, ta) != (b, tb):
                found.append(f"{where}: {ta!r} and {tb!r} overlap ({ix} x {iy} px)")
    for x, y, w, h, action in stage.hotspots():
        if w <= 0 or h <= 0 or x + w <= 0 or y + h <= 0 or x >= stage.width or y >= stage.height:
            found.append(f"{where}: the hotspot {action} at {x},{y} {w}x{h} is off the stage")
    defined = {p[1][0] for p in decode(stage.export()) if p[0] == "def"}
    missing = {name for name, *_ in stage.stamps()} - defined
    if missing:
        found.append(f"{where}: stamps undefined pictures {sorted(missing)}")
    return found


def _redone(inst) -> bool:
    return inst.spec.stage == (960, 540)


def run(inst, seed: int = 5, frames: int = FRAMES):
    """Play ``inst`` in an arcade (the player on random pads) and yield (frame, stage) every EVERY frames, then the results."""
    arcade = Arcade(PACK, seed=seed)
    seats = [Seat.human()] + [Seat.ai("regular") for _ in range(inst.config.seats - 1)]
    assert arcade.enter(inst.id, seats, seed) is None
    pads = random_pads(seed, [Seat.human()])
    for frame in range(frames):
        word = next(pads)[0] & ~pad.START & ~pad.SELECT if arcade.screen == PLAYING else 0
        arcade.tick([word])
        if frame % EVERY == 0 or arcade.screen == RESULTS:
            yield frame, arcade.draw()
        if arcade.screen == RESULTS:
            for _ in range(80):          # the sheet waits for the last move, then rises
                arcade.draw()
            yield frame, arcade.draw()
            return


@pytest.mark.parametrize("inst", [pytest.param(i, id=i.id) for i in PACK.instances])
def test_every_frame_of_every_practice_game_keeps_its_labels_apart_and_readable(inst):
    if not _redone(inst):
        pytest.xfail(f"{inst.id}'s screen is still laid out for format 1's 320 x 240 stage")
    found = []
    for frame, stage in run(inst):
        found += faults(stage, f"{inst.id} frame {frame}")
    assert not found, "\n".join(found[:20])


def test_the_lobby_the_quit_prompt_and_the_how_to_play_card_keep_their_labels_apart():
    arcade = Arcade(PACK, seed=3)
    found = []
    for k in range(len(PACK.instances)):
        arcade.cursor = k
        found += faults(arcade.draw(), f"lobby at {PACK.instances[k].id}", corner=True)
    from pycore.host import screens

    for inst in PACK.instances:                  # the card alone (over the lobby it veils what is under it)
        card = Stage()
        screens.howto(card, inst)
        found += faults(card, f"how to play {inst.id}")
    arcade.entry_error = "Blackjack needs at least 10 coins; you have 0. Take the free refill or win coins at poker."
    found += faults(arcade.draw(), "lobby with an error")
    assert not found, "\n".join(found[:20])


@pytest.fixture
def touch():
    """The hints under the touch pad's names (a phone's page tells the engine so before its first frame)."""
    from pycore.look import keys

    assert keys.use("touch") is None
    yield keys
    keys.use("keyboard")


KEYBOARD_ONLY = {"Enter", "Shift", "Esc", "Space"}   # caps a phone has no key for
OFF_THE_TOUCH_PAD = {"L2", "R2", "L3", "R3"}          # buttons web/index.html's on-screen pad does not have


@pytest.mark.parametrize("inst", [pytest.param(i, id=i.id) for i in PACK.instances])
def test_on_a_touch_screen_every_hint_names_the_pad_s_own_buttons_and_keeps_its_labels_apart(inst, touch):
    """On the touch pad there is no Enter or Shift: a hint says Start or Select, and the longer words still fit.
    Nor is there an L2: a hint or a button's cap for a button the pad lacks is left out (the button's words stay)."""
    found, said = [], set()
    arcade = Arcade(PACK, seed=3)
    arcade.cursor = PACK.instances.index(inst)
    lobby = arcade.draw()
    said |= {b[4] for b in boxes(lobby)}
    found += faults(lobby, f"lobby at {inst.id} (touch)")
    for frame, stage in run(inst, frames=450):
        said |= {b[4] for b in boxes(stage)}
        found += faults(stage, f"{inst.id} frame {frame} (touch)")
    assert not said & KEYBOARD_ONLY, sorted(said & KEYBOARD_ONLY)
    assert not said & OFF_THE_TOUCH_PAD, sorted(said & OFF_THE_TOUCH_PAD)
    assert not found, "\n".join(found[:20])


def test_the_keyboard_s_hints_name_its_keys_where_the_touch_pad_s_name_its_buttons(touch):
    arcade = Arcade(PACK, seed=3)
    on_touch = {b[4] for b in boxes(arcade.draw())}
    touch.use("keyboard")
    on_keys = {b[4] for b in boxes(arcade.draw())}
    assert "Shift" in on_keys and "Shift" not in on_touch and "Select" in on_touch


def test_the_quit_prompt_keeps_its_labels_apart():
    from pycore.host import screens

    inst = PACK.instances[0]
    arcade = Arcade(PACK, seed=3)
    arcade.enter(inst.id)
    arcade.tick([0])
    arcade.tick([pad.START])
    assert arcade.screen == QUIT
    prompt = Stage()
    screens.quit_prompt(prompt, inst.name, False, {"coins": 25}, True)
    assert not faults(prompt, "quit prompt")


def test_the_same_pads_draw_the_same_frames_byte_for_byte():
    """Motion is on the screen's own frame clock in integers: two runs draw identical exports."""
    inst = PACK.instance("practice-card_duels")
    first = [stage.export() for _, stage in run(inst, seed=11, frames=300)]
    second = [stage.export() for _, stage in run(inst, seed=11, frames=300)]
    assert first == second and len(first) > 3


def test_a_label_over_another_is_found():
    s = Stage()
    s.text(100, 100, "Hello there", 0, 20)
    s.text(110, 104, "General", 0, 20)
    s.text(900, 10, "Corner", 0, 16)
    s.text(10, 300, "tiny", 0, 9)
    words = "\n".join(faults(s, "probe"))
    assert "overlap" in words and "menu corner" in words and "9 px" in words


def _pushes(stage: Stage) -> list:
    return [p[1] for p in decode(stage.export()) if p[0] == "push"]


def test_a_dealt_card_flies_from_the_shoe_and_turns_face_up_as_it_lands():
    from pycore.look import table
    from pycore.look.motion import Motion

    m = Motion()
    frames = []
    for _ in range(30):
        m.advance()
        s = Stage()
        s.motion = m
        table.deal(s, "c1", "Ah", 400, 300, 60, 84, (700, 80))
        frames.append(s)
    names = [[n for n, *_ in s.stamps()] for s in frames]
    assert names[0] == ["card52/back"] and names[-1] == ["card52/Ah"]          # its back while it flies
    first, last = _pushes(frames[0])[0], _pushes(frames[-1])[0]
    assert (first[0], first[1]) == (730, 122) and (last[0], last[1]) == (430, 342)   # from the shoe to its place
    assert any(p[3] < 1024 for s in frames for p in _pushes(s))                  # narrowed: turning over
    assert not [c for s in frames for c in s.cues()]             # its sound is the mode's sounds hook's
    still = Stage()                                                               # outside a game: at rest
    table.deal(still, "c1", "Ah", 400, 300, 60, 84, (700, 80))
    assert [n for n, *_ in still.stamps()] == ["card52/Ah"] and not still.cues()


def test_a_card_lying_face_down_turns_where_it_lies_when_its_face_comes():
    from pycore.look import table
    from pycore.look.motion import Motion

    m = Motion()
    turned = 0
    for code in [None] * 30 + ["Kd"] * 20:
        m.advance()
        s = Stage()
        s.motion = m
        table.deal(s, "hole", code, 400, 300, 60, 84, (700, 80))
        age = m.age(("probe", "hole"), code)
        if code and age == 0:
            assert _pushes(s)[0][:2] == [430, 342] and [n for n, *_ in s.stamps()] == ["card52/back"]  # still its back
            turned += 1
        if code and age == 4:
            assert [n for n, *_ in s.stamps()] == ["card52/back"] and _pushes(s)[0][3] < 1024   # narrowing
    assert turned == 1 and [n for n, *_ in s.stamps()] == ["card52/Kd"]


def test_motion_remembers_what_a_value_was_before_it_changed():
    from pycore.look.motion import Motion

    m = Motion()
    assert m.before("bet", 30) is None
    m.advance()
    assert m.before("bet", 30) is None
    m.advance()
    assert m.before("bet", 0) == 30 and m.age("bet", 0) == 0      # swept: the screen still knows it was 30
    m.advance()
    assert m.before("bet", 0) == 30 and m.age("bet", 0) == 1


def test_a_refusal_that_was_not_a_click_is_drawn_where_the_screen_keeps_room_for_it():
    from pycore.host import screens

    s = Stage()
    s.notice = (300, 200)
    screens.refusal(s, "Not now.", 20, None)
    x, y, w, h, _ = next(b for b in s.text_boxes() if b[4] == "Not now.")
    assert abs(x + w // 2 - 300) <= 2 and 200 <= y <= 220
    plain = Stage()
    screens.refusal(plain, "Not now.", 20, None)
    assert next(b for b in plain.text_boxes() if b[4] == "Not now.")[1] > 400   # else over the foot, as before


@pytest.mark.parametrize("inst", practice_pack().instances, ids=lambda i: i.id)
def test_a_refused_move_is_said_once_in_the_frame(inst):
    """Every game's refusal is drawn once: beside the click (or in the band the screen keeps for it), or in the
    screen's own notice line, never both (blackjack's foot, the kitchen table's foot and the table kit's panel
    each said it a second time); its cue sounds either way."""
    arcade = Arcade(practice_pack(), seed=3)
    entered = None
    for n in (2, 1, 3, 4):
        seats = [Seat.human()] + [Seat.ai("regular")] * (n - 1)
        if arcade.enter(inst.id, seats, seed=5) is None:
            entered = seats
            break
    assert entered, f"{inst.id} seats nobody"
    for _ in range(5):
        arcade.tick([0])
    arcade.tick([0], [{"do": "no-such-move"}])
    if arcade.refused is None:
        pytest.skip(f"{inst.id} takes no click on this screen (a party night's lobby)")
    reason = arcade.refused[0]
    assert ("refused" in [c[1] for c in arcade.draw().cues() if c[0] == "cue"]), "the refusal's cue sounds"
    arcade.tick([0])
    texts = [b[4] for b in arcade.draw().text_boxes()]
    # whole on one line, or wrapped over several (a screen's notice paragraph): the pieces count too
    pieces = [t.strip() for t in texts if len(t.strip()) >= 12 and t.strip() in reason]
    assert reason in pieces or " ".join(pieces) == reason, f"{reason!r} is drawn: {pieces}"
    assert sum(len(t) for t in pieces) <= len(reason), f"said more than once: {pieces}"


def desk_frames():
    """Yield (where, stage) for every card-desk stage drawn by the arcade on its stage, at rest and while it moves:
    the menu, a dealer's counter (a booster and a card for sale, a refusal on the message line), the binder, a card's
    detail, the boosters, a booster's reveal (dealing in, turning over, all face up), the sell list and the deck
    builder (empty and full)."""
    from pycore.collection import progress as prog
    from pycore.collection.desk import FILTERS

    arcade = Arcade(PACK, seed=3)
    assert arcade.open_cards() is None
    desk = arcade.desk
    for card in desk.book.cards[3:9]:                  # a binder with spares, a page with blanks
        prog.add_copy(arcade.profile["cards"], card.id)
    prog.add_copy(arcade.profile["cards"], desk.book.cards[3].id)

    def settle(frames: int = 40):
        for _ in range(frames):              # drawn every frame, as the page does: the motion's clock runs on draws
            arcade.tick([0])
            arcade.draw()

    def go(where: str, *buttons: int, moving: "tuple[int, ...]" = ()):
        for b in buttons:
            arcade.tick([b])
            arcade.draw()
            arcade.tick([0])
            arcade.draw()
        for k in moving:                               # frames while it moves (cards dealt, turned, a page)
            settle(k)
            yield f"{where} after {k} frames", arcade.draw()
        settle()
        assert arcade.desk is not None and arcade.desk.stage == where.split(",")[0].split(" ")[0], where
        yield where, arcade.draw()

    yield from go("menu")
    yield from go("dealer", pad.UP, pad.CROSS)
    for _ in desk.counter_rows():
        yield from go(f"dealer row {desk.cursor['dealer']}", pad.DOWN)
    arcade.profile["gold"] = 0
    desk.cards.purse["gold"] = 0
    yield from go("dealer, refused", pad.DOWN, pad.CROSS)
    yield from go("menu again", pad.CIRCLE)
    desk.cursor["menu"] = 0
    yield from go("binder", pad.CROSS, moving=(1, 4))
    yield from go("binder page 2", pad.R1, moving=(2,))
    yield from go("binder filtered", pad.R1, pad.TRIANGLE, pad.TRIANGLE)
    yield from go("binder all", *[pad.TRIANGLE] * (len(FILTERS) - 2))
    yield from go("detail", pad.CROSS)
    yield from go("detail next", pad.RIGHT, moving=(3,))
    yield from go("boosters", pad.CIRCLE, pad.CIRCLE, pad.DOWN, pad.CROSS)
    yield from go("reveal", pad.CROSS, moving=(1, 6, 12))
    yield from go("reveal, two turned", pad.CROSS, pad.CROSS, moving=(3, 8))
    yield from go("reveal, all turned", pad.TRIANGLE, moving=(4, 9))
    yield from go("boosters, none left", pad.CROSS)
    yield from go("sell", pad.CIRCLE, pad.DOWN, pad.CROSS)
    yield from go("sell, sold one", pad.CROSS)
    yield from go("deck", pad.CIRCLE, pad.DOWN, pad.CROSS)
    yield from go("deck, one in", pad.CROSS)
    yield from go("deck, the strongest five", pad.TRIANGLE, moving=(2,))


def test_every_card_desk_stage_is_laid_out_on_the_big_stage_and_keeps_its_labels_apart():
    """The card desk is drawn on 960 x 540 (not a small layout scaled up): text at least CAPTION, nothing off the
    stage or under the menu corner, no two labels over each other, every hotspot at least 40 x 40 (a finger)."""
    from pycore.collection.desk import BINDER, BOOSTERS, DEALER, DECK, DETAIL, MENU, REVEAL, SELL

    found, seen = [], set()
    for where, stage in desk_frames():
        assert (stage.width, stage.height) == (960, 540)
        seen.add(where.split(",")[0].split(" ")[0])
        if any(p[0] == PUSH and p[4] >= 2 * ONE for p in stage.prims):
            found.append(f"{where}: drawn scaled up (a small layout on the big stage)")
        found += faults(stage, where)
        for x, y, w, h, action in stage.hotspots():
            if w < 40 or h < 40:
                found.append(f"{where}: the hotspot {action} is {w} x {h} (a finger needs 40 x 40)")
    assert {MENU, DEALER, BINDER, DETAIL, BOOSTERS, REVEAL, SELL, DECK} <= seen
    assert not found, "\n".join(found[:20])


def test_the_card_desk_keeps_its_labels_apart_with_long_lists_big_boosters_no_dealer_and_nothing_owned():
    """The desk of a book with a dozen boosters of ten cards (two rows on the reveal) and long names, and of one
    with no dealer, with nothing owned and with the starter: every stage and every cursor row passes the checks."""
    from pycore.collection import progress as prog
    from pycore.collection.collector import Collector
    from pycore.collection.desk import FILTERS, CardDesk
    from pycore.collection.screens import draw_desk
    from tests.book.sample import TEXT, make_book

    sets = "".join(f'[[boosters]]\nid = "set-{i}"\nname = "A Rather Long Booster Name Number {i}"\nsize = 10\n'
                   'guaranteed = "rare"\n' for i in range(11))
    books = {"long lists": make_book(TEXT + sets),
             "no dealer": make_book(TEXT[:TEXT.index("[[dealers]]")] + TEXT[TEXT.index("[[rewards]]"):])}
    found, revealed = [], 0
    for name, book in books.items():
        for starter in (False, True):
            c = Collector(book, prog.new_progress(1), {"gold": 0})
            if starter:
                c.hand_starter()
            if name == "long lists":
                c.progress["boosters"]["set-3"] = 1
            desk = CardDesk(c)

            def check(where: str) -> None:
                stage = Stage()
                draw_desk(stage, desk, 0)
                where = f"{name}, {'starter' if starter else 'nothing owned'}, {where}"
                found.extend(faults(stage, where))
                found.extend(f"{where}: the hotspot {a} is {w} x {h}" for _, _, w, h, a in stage.hotspots()
                             if w < 40 or h < 40)

            for row in range(len(desk.menu_rows())):
                desk.stage, desk.trail, desk.cursor["menu"] = "menu", [], row
                desk.tick(pad.CROSS)
                for k in range(14):
                    check(f"{desk.stage} row {k}")
                    desk.tick(pad.DOWN)
                if desk.stage == "boosters" and name == "long lists":
                    desk.cursor["boosters"] = [b for b, _ in desk.booster_rows()].index("set-3")
                    desk.tick(pad.CROSS)
                    for presses in ((), (pad.CROSS,), (pad.TRIANGLE,)):
                        for b in presses:
                            desk.tick(b)
                        check(f"{desk.stage}, {desk.turned} of {len(desk.revealed)} turned")
                    revealed = max(revealed, len(desk.revealed))
                if desk.stage == "binder":
                    for _ in FILTERS:
                        desk.tick(pad.TRIANGLE)
                        check(f"binder showing {FILTERS[desk.filter]}")
    assert revealed == 10
    assert not found, "\n".join(found[:20])
