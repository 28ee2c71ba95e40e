"""The tables mode as a session: pads and clicks through the kit, AI moves legal, determinism, the screen."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pycore.kernel import pad
from pycore.kernel.session import Seat
from pycore.prims import Stage

from tests.modes.tables.helpers import GAMES, PACK, instance, session


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("tiers", [("novice", "expert"), ("regular", "regular"), ("expert", "novice")])
def test_every_ai_click_is_legal(game, tiers):
    """Every click an AI seat plays is accepted by the rules (can_click and the handlers), over seeded games."""
    for seed in (1, 2):
        s = session(game, seed=seed, seats=[Seat.ai(tiers[0]), Seat.ai(tiers[1])])
        while not s.is_finished():
            for e in s.tick([0, 0]):
                assert e["kind"] != "refused", (game, seed, s.frame, e)
        assert s.frame < s.bound


def test_the_pad_points_as_each_seat_sees_the_board_and_cross_clicks():
    s = session("checkers")
    t = s.table
    t.pointer = [(5, 2), (2, 1)]
    s.tick([pad.UP, pad.UP])          # seat 0 moves towards row 0; seat 1 (across) towards row 7
    assert t.pointer == [(4, 2), (3, 1)]
    s.tick([0, 0])
    s.tick([pad.DOWN, 0])
    s.tick([pad.CROSS, 0])
    assert t.picked[0] == t.piece_at((5, 2)).id
    s.tick([pad.CIRCLE, 0])
    assert t.picked[0] == 0


def test_a_checkers_multi_jump_by_keys():
    s = session("checkers")
    t = s.table
    t.clear()
    for cell, side in (((5, 0), "Black"), ((4, 1), "White"), ((2, 3), "White"), ((0, 7), "White")):
        t.add_piece("man", cell, side)
    t.pointer = [(5, 0), t.pointer[1]]
    for word in (pad.CROSS, pad.UP, pad.UP, pad.RIGHT, pad.RIGHT, pad.CROSS, pad.UP, pad.UP, pad.RIGHT, pad.RIGHT,
                 pad.CROSS):
        s.tick([word, 0])
        s.tick([0, 0])
    assert [p.cell for p in t.pieces if p.side == "White"] == [(0, 7)] and t.piece_at((1, 4)).side == "Black"


def test_a_hotspot_click_is_the_same_move_and_a_foreign_action_is_refused():
    s = session("tictactoe")
    stage = Stage()
    instance("tictactoe").spec.screen(s.view(0), 0, stage)
    spot = next(h for h in stage.hotspots() if h[4]["cell"] == [1, 1])
    s.tick([0, 0], {0: [spot[4]]})
    assert s.table.piece_at((1, 1)).side == "X"
    before = s.state_hash()
    events = s.tick([0, 0], {1: [{"do": "place", "cell": [0, 0]}]})
    assert events[0] == {"kind": "refused", "seat": 1, "reason": "A table knows the action click, not 'place'."}
    assert s.view(1)["notices"][1] == "A table knows the action click, not 'place'."
    assert s.view(0)["notices"][1] == ""


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(GAMES), st.lists(st.dictionaries(st.sampled_from(["do", "cell", "x"]),
                                                        st.one_of(st.just("click"), st.integers(-3, 12), st.text(max_size=3),
                                                                  st.lists(st.integers(-2, 9), max_size=3)),
                                                        max_size=3), max_size=3))
def test_fuzzed_actions_are_refused_in_words_and_a_refusal_changes_nothing_but_the_notice(game, acts):
    s = session(game)
    s.tick([0, 0])
    for act in acts:
        if act.get("do") != "click":
            continue
        before = s.table.save()
        events = s.click(0, act.get("cell"))
        if events and events[0]["kind"] == "refused":
            assert s.table.save() == before and events[0]["reason"].endswith(".")


@pytest.mark.parametrize("game", GAMES)
def test_same_seed_same_hashes_and_save_mid_game_round_trips(game):
    seats = [Seat.ai("regular"), Seat.ai("expert")]
    a, b = session(game, seed=9, seats=seats), session(game, seed=9, seats=seats)
    for _ in range(300):
        a.tick([0, 0])
        b.tick([0, 0])
        assert a.state_hash() == b.state_hash()
    late = session(game, seed=9, seats=seats)
    late.table.load(json.loads(json.dumps(a.table.save())))
    late.plans, late.wait = [list(p) for p in a.plans], list(a.wait)
    late.frame, late.edges = a.frame, a.edges
    for _ in range(200):
        a.tick([0, 0])
        late.tick([0, 0])
    assert late.table.save() == a.table.save()


@pytest.mark.parametrize("game", GAMES)
def test_every_seat_s_screen_draws_and_only_the_seat_to_move_gets_hotspots(game):
    s = session(game)
    for seat in (0, 1):
        stage = Stage(*instance(game).spec.stage)
        instance(game).spec.screen(s.view(seat), seat, stage)
        assert stage.prims and bool(stage.hotspots()) == (seat == s.table.turn)


def test_netplay_is_chosen_by_whether_the_game_hides_pieces():
    models = {inst.id: inst.to_plain()["netplay"] for inst in PACK.instances if inst.kind == "tables"}
    assert models == {"practice-tables": "lockstep", "practice-tables-checkers": "lockstep",
                      "practice-tables-morris": "lockstep", "practice-tables-crazy-eights": "hosted"}


@pytest.mark.parametrize("game", GAMES)
def test_the_kept_layers_export_the_same_bytes_as_a_table_drawn_afresh(game):
    """The board, its hotspots and the still pieces are pasted from layers kept between frames.

    Over whole games, each seat's frame (the turned seat's, hidden cards face down, the seat to
    move with its hotspots) exports the bytes of one drawn with every layer forgotten first.
    """
    import importlib

    from pycore.host.replay import random_pads

    kit = importlib.import_module("pycore.tabletop.draw")   # the module: the package exports its function
    layers = (kit._layout, kit._table, kit._hotspots, kit._still)
    size, screen = instance(game).spec.stage, instance(game).spec.screen

    def frames(seed, seats, fresh):
        """Return every seat's export, frame after frame, of a seeded game (the same game each call)."""
        s = session(game, seed=seed, seats=seats)
        pads, out, moving = random_pads(seed, s.seats), [], 0
        for _ in range(500):
            s.tick(next(pads))
            moving += any(p.anim for p in s.table.pieces)
            for seat in (0, 1, None):
                if fresh:
                    for layer in layers:
                        layer.cache_clear()
                stage = Stage(*size)
                screen(s.view(seat), seat, stage)
                out.append(stage.export())
        return out, moving

    moved = 0
    for seed, seats in ((1, [Seat.human(), Seat.ai("expert")]), (2, [Seat.ai("regular"), Seat.ai("expert")])):
        for layer in layers:
            layer.cache_clear()
        kept, moving = frames(seed, seats, fresh=False)
        reused = [layer.cache_info().hits for layer in layers]
        fresh, _ = frames(seed, seats, fresh=True)
        assert kept == fresh, next(k for k in range(len(kept)) if kept[k] != fresh[k])
        assert reused[1] > len(kept) * 9 // 10 and reused[3] > len(kept) // 2, reused
        moved += moving
        if seats[0].kind == "human":
            assert reused[2] > 0                           # the seat to move's hotspots, kept too
    assert (moved > 20) == (game != "tictactoe")           # tic-tac-toe places its marks at once


# -- no input raises out of a tick: a handler's exception is a refusal that changes nothing ---------------

PAD_WORDS = (0, 0, pad.CROSS, pad.CIRCLE, pad.UP, pad.DOWN, pad.LEFT, pad.RIGHT, pad.CROSS | pad.CIRCLE)


def _every_table_game():
    """Return every table game the parlour and its packs ship: the built-ins and the packs' own rules files."""
    from pycore.packs import load_pack

    from tests.conftest import REPO

    found = [(g, instance(g)) for g in GAMES]
    for folder in ("tables", "sample"):
        found += [(inst.id, inst) for inst in load_pack(REPO / "packs" / folder).instances if inst.kind == "tables"]
    return found


TABLE_GAMES = _every_table_game()


def _opening(name, inst, seed):
    s = inst.spec.session(config=inst.config, seed=seed, seats=[Seat.human(), Seat.human()])
    if name == "checkers-mid-jump":   # the position, the man just landed on (3,2) with a leap to go
        from tests.modes.tables.helpers import lay
        lay(s, [("man", (5, 0), "Black"), ("man", (4, 1), "White"), ("man", (2, 3), "White"), ("man", (0, 7), "White")])
        s.click(0, [5, 0])
        s.click(0, [3, 2])
    return s


def _table_digest(s):
    return json.dumps(s.table.save(), sort_keys=True)


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(range(len(TABLE_GAMES) + 1)), st.integers(0, 9),
       st.lists(st.tuples(st.sampled_from(PAD_WORDS), st.integers(0, 1),
                          st.one_of(st.none(), st.tuples(st.integers(-1, 8), st.integers(-1, 8)))),
                min_size=1, max_size=40))
def test_random_input_into_every_table_game_never_raises_out_of_a_tick_and_a_refused_click_changes_nothing(
        which, seed, inputs):
    """Random pads and clicks for either seat, from the opening of every table game (and the middle of a
    checkers capture): no tick raises, every refusal is a sentence, a refused click leaves the table as it was."""
    if which == len(TABLE_GAMES):
        name, inst = "checkers-mid-jump", instance("checkers")
    else:
        name, inst = TABLE_GAMES[which]
    s = _opening(name, inst, seed)
    for word, seat, cell in inputs:
        pads = [word, 0] if seat == 0 else [0, word]
        if cell is not None:
            before = _table_digest(s)
            events = s.click(seat, list(cell))
            if events and events[0]["kind"] == "refused":
                assert _table_digest(s) == before
        for e in s.tick(pads):
            if e["kind"] == "refused":
                assert isinstance(e["reason"], str) and e["reason"].endswith("."), e
        s.tick([0, 0])


BROKEN = '''
from pycore.tabletop import Board, Seat, Table

TITLE = "Broken"


def build():
    table = Table(board=Board(3, 3), seats=[Seat(side="X"), Seat(side="O")], turn_seconds=0, title=TITLE)

    @table.on("cell_click")
    def click(seat, cell):
        table.data["clicks"] = table.data.get("clicks", 0) + 1
        table.add_piece("stone", cell, table.side_of(seat))
        if cell == (1, 1):
            return [][3]          # a rules file's bug, on a click
        return None

    return table


def moves(table, seat):
    return [[list(c)] for c in table.board.all_cells() if table.piece_at(c) is None]


def choose(table, seat, tier, thought=None):
    return moves(table, seat)[0]
'''


def test_a_handler_that_raises_on_a_click_refuses_it_in_words_and_changes_nothing():
    from pycore.packs import load_pack_texts

    pack = load_pack_texts(b'[[tables]]\nid = "b"\nname = "B"\nrules = "b.py"\n', None, "p", files={"b.py": BROKEN.encode()})
    inst = pack.instance("b")
    s = inst.spec.session(config=inst.config, seed=1, seats=[Seat.human(), Seat.human()])
    s.tick([0, 0])
    before = _table_digest(s)
    events = s.tick([0, 0], {0: [{"do": "click", "cell": [1, 1]}]})
    refusals = [e for e in events if e["kind"] == "refused"]
    assert refusals == [{"kind": "refused", "seat": 0, "reason": "The rules could not take that move (IndexError: list "
                                                                 "index out of range), so it was refused and nothing changed."}]
    assert _table_digest(s) == before and s.view(0)["notices"][0] == refusals[0]["reason"]
    s.table.pointer[0] = (1, 1)
    assert [e["kind"] for e in s.tick([pad.CROSS, 0])] == ["refused"] and _table_digest(s) == before
    s.tick([0, 0], {0: [{"do": "click", "cell": [0, 0]}]})
    assert s.table.piece_at((0, 0)) is not None and s.table.data["clicks"] == 1
