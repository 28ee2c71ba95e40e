"""The London mulligan at the kitchen table.

Magic: The Gathering Comprehensive Rules 103.5: a player who takes a mulligan shuffles the
hand back into the library, draws a new hand of seven, and on keeping puts on the bottom of
the library as many cards as the mulligans taken. 103.5c: in a multiplayer game the first
mulligan doesn't count toward the cards put on the bottom (the Commander rule the table
follows with its free first mulligan).
"""

from __future__ import annotations

from .helpers import ids, table


def cards_of(t, seat):
    """Return the names in ``seat``'s hand and library (ids change as cards are shuffled and drawn)."""
    return sorted(t.game["cards"][str(cid)]["name"] for cid in ids(t, seat, "hand") + ids(t, seat, "library"))


def test_keeping_seven_puts_nothing_on_the_bottom():
    t = table(2, keep=False)
    hand = ids(t, 0, "hand")
    assert t.intent(0, {"kind": "keep", "bottom": hand[:1]})[0]["reason"] == "Put exactly 0 cards on the bottom."
    assert t.intent(0, {"kind": "keep", "bottom": []})[0]["kind"] == "keep"
    assert ids(t, 0, "hand") == hand


def test_one_mulligan_draws_seven_and_bottoms_one():
    """103.5: shuffle the hand back, draw seven, put one (the mulligans taken) on the bottom."""
    t = table(2, keep=False)
    everything = cards_of(t, 0)
    first = ids(t, 0, "hand")
    e = t.intent(0, {"kind": "mulligan"})[0]
    assert e["kind"] == "mulligan" and "seed" in e
    hand = ids(t, 0, "hand")
    assert len(hand) == 7 and not set(hand) & set(first) and cards_of(t, 0) == everything
    assert t.intent(0, {"kind": "keep", "bottom": []})[0]["reason"] == "Put exactly 1 card on the bottom."
    assert t.intent(0, {"kind": "keep", "bottom": hand[:2]})[0]["kind"] == "refused"
    assert t.intent(0, {"kind": "keep", "bottom": [ids(t, 0, "library")[0]]})[0]["kind"] == "refused"
    assert t.intent(0, {"kind": "keep", "bottom": [hand[3]]})[0]["kind"] == "keep"
    assert len(ids(t, 0, "hand")) == 6 and ids(t, 0, "library")[-1] == t.game["next_id"] - 1
    assert t.intent(0, {"kind": "mulligan"})[0]["reason"] == "You already kept your hand."


def test_two_mulligans_keep_five_with_the_bottom_in_the_chosen_order():
    t = table(2, keep=False)
    t.intent(1, {"kind": "mulligan"})
    t.intent(1, {"kind": "mulligan"})
    hand = ids(t, 1, "hand")
    names = [t.game["cards"][str(cid)]["name"] for cid in (hand[5], hand[0])]
    assert t.intent(1, {"kind": "keep", "bottom": [hand[5], hand[0]]})[0]["kind"] == "keep"
    bottom = ids(t, 1, "library")[-2:]
    assert len(ids(t, 1, "hand")) == 5 and [t.game["cards"][str(cid)]["name"] for cid in bottom] == names


def test_commander_first_mulligan_is_free():
    """103.5c: the first mulligan in a multiplayer game (and in Commander at this table) bottoms nothing."""
    t = table(2, fmt="commander", keep=False)
    t.intent(0, {"kind": "mulligan"})
    assert t.intent(0, {"kind": "keep", "bottom": []})[0]["kind"] == "keep" and len(ids(t, 0, "hand")) == 7
    t.intent(1, {"kind": "mulligan"})
    t.intent(1, {"kind": "mulligan"})
    assert t.intent(1, {"kind": "keep", "bottom": []})[0]["reason"] == "Put exactly 1 card on the bottom."


def test_the_first_turn_begins_when_everyone_kept():
    t = table(2, keep=False)
    assert t.intent(0, {"kind": "pass"})[0]["reason"] == "Finish the mulligans before passing the turn."
    t.intent(0, {"kind": "keep", "bottom": []})
    assert t.game["mulligan"]["open"]
    t.intent(1, {"kind": "keep", "bottom": []})
    assert not t.game["mulligan"]["open"] and t.game["turn"]["started"]
    assert len(ids(t, 0, "hand")) == 7                      # two players: the first player does not draw


def test_with_three_players_the_first_player_draws():
    t = table(3)
    assert len(ids(t, 0, "hand")) == 8 and len(ids(t, 1, "hand")) == 7


def test_an_absent_player_keeps_their_hand():
    t = table(2, keep=False)
    hand = ids(t, 1, "hand")
    t.intent(0, {"kind": "absent", "seat": 1, "on": True})
    assert t.game["mulligan"]["players"][1]["kept"] and ids(t, 1, "hand") == hand


def test_seven_mulligans_leave_an_empty_hand_and_no_more():
    t = table(2, keep=False)
    for _ in range(7):
        assert t.intent(0, {"kind": "mulligan"})[0]["kind"] == "mulligan"
    assert t.intent(0, {"kind": "mulligan"})[0]["kind"] == "refused"
    assert t.intent(0, {"kind": "keep", "bottom": ids(t, 0, "hand")})[0]["kind"] == "keep"
    assert ids(t, 0, "hand") == []
