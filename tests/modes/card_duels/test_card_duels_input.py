"""The pad path and the pointer path both end in ``CardDuelsSession.place``, with refusals in words."""

from __future__ import annotations

from pycore.kernel import pad

from .helpers import fixed, starting


def recording(s):
    """Wrap ``s.place`` so the test sees every call the input paths make."""
    calls = []
    place = s.place

    def spy(*args):
        calls.append(args)
        return place(*args)

    s.place = spy
    return calls


def press(s, seat, *buttons):
    """Press and release each button in turn for ``seat``; return all events."""
    events = []
    for button in buttons:
        words = [0, 0]
        words[seat] = button
        events += s.tick(words)
        events += s.tick([0, 0])
    return events


def test_the_pad_chooses_lifts_moves_and_places():
    s = starting(fixed(), 0)
    calls = recording(s)
    press(s, 0, pad.RIGHT, pad.RIGHT, pad.LEFT)
    assert (s.selected[0], s.lifted[0]) == (1, False)
    press(s, 0, pad.CROSS)
    assert s.lifted[0] and s.cursor[0] == 4
    press(s, 0, pad.UP, pad.LEFT)
    assert s.cursor[0] == 0
    events = press(s, 0, pad.CROSS)
    assert calls == [(0, 1, 0)]
    assert {"kind": "placed", "seat": 0, "card": "a-1", "index": 1, "cell": 0} in events
    assert s.turn == 1 and not s.lifted[0]


def test_the_cursor_stops_at_the_edges():
    s = starting(fixed(), 0)
    press(s, 0, pad.CROSS, pad.UP, pad.UP, pad.UP, pad.RIGHT, pad.RIGHT, pad.RIGHT)
    assert s.cursor[0] == 2
    press(s, 0, pad.DOWN, pad.DOWN, pad.DOWN, pad.LEFT, pad.LEFT, pad.LEFT)
    assert s.cursor[0] == 6


def test_circle_puts_the_card_back_and_left_right_choose_again():
    s = starting(fixed(), 0)
    press(s, 0, pad.CROSS, pad.CIRCLE)
    assert not s.lifted[0]
    press(s, 0, pad.LEFT)
    assert s.selected[0] == 4 and s.cursor[0] == 4, "Left and Right choose a card again, the cursor stays"


def test_choosing_skips_played_cards():
    s = starting(fixed(), 0)
    s.place(0, 1, 0)
    s.place(1, 0, 1)
    s.selected[0] = 0
    press(s, 0, pad.RIGHT)
    assert s.selected[0] == 2
    press(s, 0, pad.LEFT)
    assert s.selected[0] == 0


def test_a_refused_pad_placement_is_recorded_in_words():
    s = starting(fixed(), 0)
    s.place(0, 0, 4)
    s.place(1, 0, 0)
    press(s, 0, pad.CROSS)
    events = press(s, 0, pad.CROSS)              # the cursor sits on the taken centre
    assert {"kind": "refused", "seat": 0, "reason": "That cell is taken: A 0 lies there."} in events
    assert s.view()["seats"][0]["notice"] == "That cell is taken: A 0 lies there."


def test_the_other_seats_cross_is_refused():
    s = starting(fixed(), 0)
    events = press(s, 1, pad.CROSS)
    assert {"kind": "refused", "seat": 1, "reason": "It is seat 1's turn, not yours."} in events


def test_the_pointer_picks_then_places():
    s = starting(fixed(), 0)
    calls = recording(s)
    s.tick([0, 0], {0: [{"do": "pick", "card": 3}]})
    assert (s.selected[0], s.lifted[0]) == (3, True)
    events = s.tick([0, 0], {0: [{"do": "place", "card": 3, "cell": 8}]})
    assert calls == [(0, 3, 8)]
    assert {"kind": "placed", "seat": 0, "card": "a-3", "index": 3, "cell": 8} in events


def test_pointer_refusals_say_why():
    s = starting(fixed(), 0)
    cases = [
        ({"do": "pick", "card": 0}, 1, "It is seat 1's turn, not yours."),
        ({"do": "pick", "card": "x"}, 0, "Your hand has no card at position 'x': positions are 0 to 4."),
        ({"do": "place", "card": 0}, 0, "There is no cell None on the grid: cells are 0 to 8."),
        ({"do": "fold"}, 0, "Grid Duel has no action 'fold': it knows pick, place and take."),
        ({"do": "take", "card": 0}, 0, "There is no stake to take now."),
    ]
    for act, seat, reason in cases:
        events = s.tick([0, 0], {seat: [act]})
        assert {"kind": "refused", "seat": seat, "reason": reason} in events
    assert s.placed == 0
