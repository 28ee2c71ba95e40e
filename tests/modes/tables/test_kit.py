"""The table kit: every event and refusal path, pointing, highlights, hidden pieces, bets and saves."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pycore.kernel.digest import Digest
from pycore.prims import TEXT, Stage
from pycore.tabletop import NOBODY, Board, Seat, Table, draw


def digest(table):
    return Digest().value(table.save()).digest()


def two_seats(**kw):
    """A bare 4 x 4 table for two, both seated; the handlers are the test's."""
    table = Table(board=Board(4, 4), seats=[Seat(side="A"), Seat(side="B", turned=True)], **kw)
    assert table.sit(0) is None and table.sit(1, "ai") is None
    return table


def kinds(table):
    return [e["kind"] for e in table.log]


# -- seats, turns, the game's state -----------------------------------------------------
def test_sit_seated_and_the_refusals_of_a_seat():
    table = Table(board=Board(3, 3), seats=[Seat(side="A"), Seat(side="B")])
    table.on("sit", lambda seat, who: "Seat 2 is for the AI." if seat == 1 and who == "human" else None)
    assert table.sit(1) == "Seat 2 is for the AI."
    assert table.occupants == [None, None]
    assert table.sit(5) == "There is no seat 5 at this table."
    assert table.sit(0, "robot") == "A seat is taken by a human, an ai or an online player, not 'robot'."
    assert table.sit(0) is None and table.sit(0) == "Seat 1 is taken."
    assert table.sit(1, "ai") is None
    assert kinds(table) == ["sit", "sit", "seated", "sit", "seated"]
    table.on("sit", lambda seat, who: False)
    table.stand(1)
    assert table.sit(1) == "That seat is not free for you."


def test_start_turns_and_a_leaver_before_the_game():
    table = two_seats()
    assert table.state == "idle" and table.can_click(0, (0, 0)) == "The game has not started."
    table.log = []
    assert table.stand(1) is None and kinds(table) == ["leave"] and table.state == "idle"
    assert table.stand(1) == "Nobody sits in seat 1."
    table.sit(1)
    table.log = []
    assert table.start() is None and table.state == "playing"
    assert kinds(table) == ["start", "turn"] and table.turn == 0
    assert table.start() == "The game is already on."
    table.next_turn()
    assert table.turn == 1
    table.next_turn()
    assert table.turn == 0


def test_a_seat_that_leaves_a_game_forfeits_and_the_last_one_wins_the_pot():
    table = Table(board=Board(3, 3), seats=[Seat(side="A", purse=50), Seat(side="B", purse=50), Seat(side="C", purse=50)])
    for k in range(3):
        table.sit(k)
    table.start()
    assert table.bet(20) is None and table.pot == 60
    ends = []
    table.on("end", lambda winner, reason: ends.append((winner, reason)))
    table.stand(0)                               # the seat to move leaves: the turn passes on
    assert table.state == "playing" and table.turn == 1
    table.stand(2)
    assert table.state == "finished" and table.winner == 1 and ends == [(1, "forfeit")]
    assert [e["kind"] for e in table.log].count("forfeit") == 2
    assert table.purses == [30, 90, 30] and table.pot == 0
    table.finish(None, "again")                  # the pot is paid once: a second finish changes nothing
    assert table.purses == [30, 90, 30] and ends == [(1, "forfeit")]


def test_the_turn_timer_passes_the_turn_unless_the_timeout_handler_keeps_it():
    table = two_seats(turn_seconds=1)
    table.start()
    for _ in range(60):
        table.tick()
    assert table.turn == 1 and table.timer == 60 and "turn_timeout" in kinds(table)
    table.on("turn_timeout", lambda seat: False)
    for _ in range(60):
        table.tick()
    assert table.turn == 1 and table.timer == 60


def test_a_table_without_a_timer_never_times_out():
    table = two_seats(turn_seconds=0)
    table.start()
    for _ in range(5000):
        table.tick()
    assert table.turn == 0 and "turn_timeout" not in kinds(table)


# -- clicking: cell_click, piece_select, move_request, moved -------------------------------
def test_the_default_click_picks_a_piece_and_moves_it_where_the_rules_allow():
    table = two_seats()
    table.start()
    piece = table.add_piece("disc", (3, 0), "A")
    table.add_piece("disc", (0, 0), "B")
    assert table.click(1, (0, 0)) == "It is seat 1's turn, not yours."
    assert table.click(0, (0, 0)) == "Pick one of your pieces first."    # a piece of the other side
    assert table.click(0, (2, 2)) == "Pick one of your pieces first."
    assert table.click(0, (3, 0)) is None and table.picked[0] == piece.id
    assert table.click(0, (3, 0)) is None and table.picked[0] == 0      # a second click puts it down
    table.click(0, (3, 0))
    table.on("move_request", lambda seat, p, cell: None if cell[0] == 2 else "One row up only.")
    assert table.click(0, (1, 0)) == "One row up only."
    assert piece.cell == (3, 0) and table.picked[0] == piece.id
    table.log = []
    assert table.click(0, (2, 0)) is None
    assert table.piece_at((2, 0)).id == piece.id and table.picked[0] == 0
    assert kinds(table) == ["cell_click", "move_request", "moved"]
    assert table.log[-1] == {"kind": "moved", "seat": 0, "piece": piece.id, "start": [3, 0]}


def test_piece_select_refuses_with_the_rules_sentence_or_the_kit_s():
    table = two_seats()
    table.start()
    table.add_piece("disc", (3, 0), "A")
    table.on("piece_select", lambda seat, piece: "That piece is pinned.")
    assert table.click(0, (3, 0)) == "That piece is pinned." and table.picked[0] == 0
    table.on("piece_select", lambda seat, piece: False)
    assert table.click(0, (3, 0)) == "You cannot pick that piece."
    table.on("move_request", lambda seat, piece, cell: False)
    table.on("piece_select", lambda seat, piece: None)
    table.click(0, (3, 0))
    assert table.click(0, (2, 0)) == "That piece cannot move there."


def test_cell_click_false_takes_the_click_and_a_sentence_refuses_it():
    table = two_seats()
    table.start()
    table.on("cell_click", lambda seat, cell: False if cell == (0, 0) else "Only the corner.")
    assert table.click(0, (0, 0)) is None and table.pieces == []
    assert table.click(0, (1, 1)) == "Only the corner."
    assert table.click(0, (9, 9)) == "There is no cell (9, 9) on this board."
    assert table.click(0, "a1") == "There is no cell 'a1' on this board."


def test_a_refused_click_changes_nothing_even_when_the_handler_changed_things_first():
    table = two_seats()
    table.start()

    def greedy(seat, cell):
        table.add_piece("disc", cell, "A")
        table.data["count"] = 1
        table.highlight([cell])
        table.next_turn()
        return "Changed my mind."

    table.on("cell_click", greedy)
    before, log = digest(table), list(table.log)
    assert table.click(0, (1, 1)) == "Changed my mind."
    assert digest(table) == before and table.log == log


def test_finished_and_idle_tables_refuse_clicks():
    table = two_seats()
    table.start()
    table.finish(0, "test")
    assert table.can_click(0, (0, 0)) == "The game is over."
    assert table.click(0, (0, 0)) == "The game is over."


# -- the pointer, from each seat's side ----------------------------------------------------
def test_the_pointer_moves_as_each_seat_sees_the_board():
    """Seat 1 sits across the board (turned): its Up is towards row 0's far side, i.e. row + 1."""
    table = two_seats()
    table.pointer = [(1, 1), (1, 1)]
    table.point(0, (-1, 0))
    table.point(1, (-1, 0))
    assert table.pointer == [(0, 1), (2, 1)]
    table.point(0, (0, 1))
    table.point(1, (0, 1))
    assert table.pointer == [(0, 2), (2, 0)]
    table.point(0, (-1, 0))                      # at the edge it stays
    assert table.pointer[0] == (0, 2)


def test_the_pointer_skips_cells_that_are_not_on_the_board():
    table = Table(board=Board(3, 3, cells=((0, 0), (0, 2), (2, 2))), seats=[Seat(side="A")])
    table.pointer = [(0, 0)]
    table.point(0, (0, 1))
    assert table.pointer == [(0, 2)]
    table.point(0, (1, 0))
    assert table.pointer == [(2, 2)]
    table.point(0, (0, -1))
    assert table.pointer == [(2, 2)]


def test_a_turned_seat_s_screen_draws_row_zero_at_the_bottom():
    table = two_seats()
    table.start()
    table.add_piece("mark", (0, 0), "A", data={"label": "Q"})
    stage_a, stage_b = Stage(), Stage()
    draw(table.view(0), 0, stage_a)
    draw(table.view(1), 1, stage_b)
    ya = next(p[2] for p in stage_a.prims if p[0] == 8 and p[6] == "Q")
    yb = next(p[2] for p in stage_b.prims if p[0] == 8 and p[6] == "Q")
    assert ya < 120 < yb
    hots = {tuple(h[4]["cell"]): (h[0], h[1]) for h in stage_a.hotspots()}
    assert len(hots) == 16 and hots[(0, 0)][1] < hots[(3, 3)][1]
    assert stage_b.hotspots() == []              # not seat 1's turn: no clicks offered


# -- highlights ----------------------------------------------------------------------------
def test_highlights_are_drawn_for_their_seats_only():
    table = two_seats()
    table.highlight([(0, 0)], seats=[0], color=0xFF112233, style="fill")
    table.highlight([(1, 1)], color=0x80445566, style="dot")
    assert [h["cells"] for h in table.view(0)["highlights"]] == [[[0, 0]], [[1, 1]]]
    assert [h["cells"] for h in table.view(1)["highlights"]] == [[[1, 1]]]
    stage = Stage()
    draw(table.view(0), 0, stage)
    assert any(p[0] == 1 and p[5] == 0x112233FF for p in stage.prims)          # 0xAARRGGBB -> RGBA
    stage = Stage()
    draw(table.view(1), 1, stage)
    assert not any(p[0] == 1 and p[5] == 0x112233FF for p in stage.prims)
    table.clear_highlight([1])
    assert [h["cells"] for h in table.view(1)["highlights"]] == []
    assert [h["cells"] for h in table.view(0)["highlights"]] == [[[0, 0]], [[1, 1]]]
    table.clear_highlight()
    assert table.view(0)["highlights"] == []
    with pytest.raises(ValueError, match="style"):
        table.highlight([(0, 0)], style="glow")


# -- hidden pieces -------------------------------------------------------------------------
def test_a_hidden_piece_is_absent_from_another_seat_s_view_and_drawn_face_down():
    table = Table(board=Board(2, 4, look="felt"), seats=[Seat(side="A"), Seat(side="B")], hidden=True)
    mine = table.add_piece("card", (0, 0), "A", data={"card": "Qs"}, visible_to=0)
    table.add_piece("card", (1, 3), data={"card": "7h"}, visible_to=NOBODY)
    other = json.dumps(table.view(1))
    assert "Qs" not in other and "7h" not in other and '"card"' not in other
    assert "Qs" in json.dumps(table.view(0)) and "7h" not in json.dumps(table.view(0))
    assert table.hidden_from(1) == [{"card": "Qs"}, {"card": "7h"}]
    stage = Stage()
    draw(table.view(1), 1, stage)
    assert "Q" not in stage.texts()
    mine.show_only_to(None)
    assert "Qs" in json.dumps(table.view(1)) and table.hidden_from(1) == [{"card": "7h"}]


def test_a_deep_still_stack_of_cards_is_drawn_as_its_top_four_and_a_moving_one_in_full():
    """The cards under the fourth from the top lie wholly under the next (same offset, opaque): not drawn."""
    def card_prims(count, moving=False):
        table = Table(board=Board(2, 4, look="felt"), seats=[Seat(side="A"), Seat(side="B")], hidden=True)
        cards = [table.add_piece("card", (0, 1), data={"card": "7h"}, visible_to=NOBODY) for _ in range(count)]
        table.add_piece("card", (1, 2), data={"card": "Qs"})
        if moving:
            cards[-1].move_to((1, 1), frames=10)
            cards[-1].move_to((0, 1), frames=10)
        stage = Stage()
        draw(table.view(0), 0, stage)
        return [p for p in stage.prims if p[0] != TEXT]  # every prim but the labels (the stack's count)

    from pycore.prims import STAMP
    backs = lambda prims: sum(1 for p in prims if p[0] == STAMP and p[1] == "card52/back")   # each back one stamp
    assert card_prims(12) == card_prims(4) and backs(card_prims(12)) == 4
    assert backs(card_prims(12, moving=True)) == 12


def test_a_table_not_built_for_hidden_pieces_refuses_them():
    table = two_seats()
    with pytest.raises(ValueError, match="hidden=True"):
        table.add_piece("card", (0, 0), "A", visible_to=0)


# -- bets ----------------------------------------------------------------------------------
def test_a_bet_is_all_or_nothing():
    table = Table(board=Board(3, 3), seats=[Seat(side="A", purse=100), Seat(side="B", purse=30)])
    table.sit(0)
    table.sit(1)
    assert table.bet(40) == "Seat 2 has only 30 for a bet of 40."
    assert table.purses == [100, 30] and table.pot == 0
    assert table.bet(0) == "A bet is a whole amount above 0, not 0."
    assert table.bet(30) is None and table.purses == [70, 0] and table.pot == 60


def test_a_finish_without_a_winner_refunds_everyone_once():
    table = Table(board=Board(3, 3), seats=[Seat(side="A", purse=10), Seat(side="B", purse=10), Seat(side="C", purse=10)])
    for k in range(3):
        table.sit(k)
    table.start()
    table.bet(7)
    table.finish(None, "draw")
    assert table.purses == [10, 10, 10] and table.pot == 0
    table.finish(0, "late")
    assert table.purses == [10, 10, 10]
    assert table.bet(1) == "The game is over: no more bets."


# -- save and load -------------------------------------------------------------------------
def test_save_and_load_round_trip_mid_game_and_a_late_joiner_is_in_step():
    table = two_seats(turn_seconds=3)
    table.start()
    p = table.add_piece("disc", (3, 3), "A", data={"hops": [1, 2]})
    table.click(0, (3, 3))
    table.highlight([(2, 2)], seats=[0])
    table.data["score"] = [3, 4]
    for _ in range(17):
        table.tick()
    table.rng.below(10)
    saved = json.loads(json.dumps(table.save()))
    joiner = two_seats(turn_seconds=3)
    joiner.load(saved)
    assert joiner.save() == table.save() and digest(joiner) == digest(table)
    assert joiner.rng.below(1000) == table.rng.below(1000)
    p.data["hops"].append(3)                      # the save holds a copy, not the live data
    assert saved["pieces"][0]["data"] == {"hops": [1, 2]}


@pytest.mark.parametrize("damage", [
    lambda s: s.pop("pieces"),
    lambda s: s["pieces"].append({"id": 9, "kind": "x", "cell": [7, 7], "side": "A", "data": {}, "visible_to": None}),
    lambda s: s.update(turn=5),
    lambda s: s.update(purses=[1]),
    lambda s: s.update(rng=[1, 2]),
    lambda s: s.update(state="paused"),
])
def test_a_damaged_save_is_refused_and_changes_nothing(damage):
    table = two_seats()
    table.start()
    table.add_piece("disc", (0, 0), "A")
    saved = table.save()
    damage(saved)
    before = digest(table)
    with pytest.raises(ValueError):
        table.load(saved)
    assert digest(table) == before


@settings(max_examples=150, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers(-5, 20) | st.text(max_size=4),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=6),
                    max_leaves=20))
def test_fuzzed_saves_load_whole_or_not_at_all(data):
    table = two_seats()
    table.start()
    before = digest(table)
    try:
        table.load(data)
    except ValueError:
        assert digest(table) == before


@settings(max_examples=200, deadline=None)
@given(st.integers(-2, 3), st.one_of(st.tuples(st.integers(-2, 5), st.integers(-2, 5)), st.text(max_size=3),
                                     st.none(), st.lists(st.integers(), max_size=3)))
def test_fuzzed_clicks_are_refused_in_words_and_change_nothing(seat, cell):
    table = two_seats()
    table.start()
    table.on("cell_click", lambda s, c: "No." if c[0] == 0 else None)
    before = digest(table)
    problem = table.click(seat, cell)
    if problem is not None:
        assert isinstance(problem, str) and problem.endswith(".") and digest(table) == before


def test_events_are_plain_data_and_an_unknown_event_is_refused():
    table = two_seats()
    table.start()
    table.add_piece("disc", (3, 0), "A")
    table.click(0, (3, 0))
    table.click(0, (2, 0))
    json.dumps(table.log)
    with pytest.raises(ValueError, match="no event 'click'"):
        table.on("click", print)


def test_piece_moves_animate_over_their_frames():
    table = two_seats()
    p = table.add_piece("disc", (0, 0), "A")
    p.move_to((2, 2), path="jump", frames=4)
    assert p.anim == [0, 0, "jump", 4, 0]
    for _ in range(4):
        table.tick()
    assert p.anim == [] and p.cell == (2, 2)
    with pytest.raises(ValueError, match="path"):
        p.move_to((1, 1), path="teleport")
    p.remove()
    assert table.pieces == [] and table.pieces_at((2, 2)) == []


def test_the_pointer_starts_on_a_playable_cell():
    table = Table(board=Board(3, 3, cells=((0, 0), (2, 2))), seats=[Seat(side="A")])
    assert table.pointer == [(0, 0)]
    assert two_seats().pointer == [(2, 2), (2, 2)]
