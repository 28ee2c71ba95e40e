"""The session contract's shared parts: seats, placements, pointer actions, the hash frame."""

import pytest

from pycore.kernel import pad
from pycore.kernel.session import Results, Seat, Session, ordinal, parse_seats, placements, prize_rewards


class Counter(Session):
    """A toy game: each Cross press adds a point; three points win."""

    kind = "toy"

    def __init__(self, **kw):
        super().__init__(**kw)
        self.points = [0] * len(self.seats)
        self.clicks: list = []

    def step(self, actions):
        events = []
        for seat in range(len(self.seats)):
            if self.edges.pressed(seat, pad.CROSS):
                self.points[seat] += 1
                events.append({"kind": "point", "seat": seat})
        for seat, acts in actions.items():
            self.clicks.extend((seat, a["do"]) for a in acts)
        return events

    def view(self, seat=None):
        return {"points": self.points}

    def write_state(self, d):
        d.ints(self.points)

    def is_finished(self):
        return max(self.points) >= 3

    def results(self):
        return Results(placements(self.points)) if self.is_finished() else None


def test_seat_specs_parse_and_refuse():
    assert parse_seats("human, ai:expert,ai") == [Seat.human(), Seat.ai("expert"), Seat.ai("regular")]
    with pytest.raises(ValueError, match="bad seat 'robot'"):
        parse_seats("human,robot")
    with pytest.raises(ValueError, match="unknown AI tier 'godlike'"):
        parse_seats("ai:godlike")
    with pytest.raises(ValueError, match="no seats"):
        parse_seats(" , ")
    assert Seat.ai("novice").spec() == "ai:novice" and Seat.human().label(1) == "Player 2"


def test_placements_share_ties():
    assert placements([5, 9, 5, 1]) == (2, 1, 2, 4)
    assert placements([3, 3]) == (1, 1)
    assert placements([30, 28, 31], higher_wins=False) == (2, 1, 3)


def test_ai_seats_ignore_their_pads_and_short_pads_are_released():
    s = Counter(config=None, seed=0, seats=[Seat.human(), Seat.ai()])
    assert s.tick([pad.CROSS, pad.CROSS]) == [{"kind": "point", "seat": 0}]
    s.tick([])
    s.tick([pad.CROSS])
    assert s.points == [2, 0]


def test_bad_actions_are_refused_with_a_reason_and_change_nothing():
    s = Counter(config=None, seed=0, seats=[Seat.human(), Seat.ai()])
    before = s.state_hash()
    events = s.tick([], {1: [{"do": "x"}]})
    assert events == [{"kind": "refused", "seat": 1, "reason": "Seat 2 is played by the AI."}]
    assert s.tick([], {5: [{"do": "x"}]})[0]["reason"] == "There is no seat 5 at this table."
    assert "'do' name" in s.tick([], {0: ["place"]})[0]["reason"]
    assert s.clicks == []
    s.tick([], {0: [{"do": "wave"}]})
    assert s.clicks == [(0, "wave")]
    assert s.state_hash() != before


def test_hash_covers_frame_and_pads():
    a = Counter(config=None, seed=0, seats=[Seat.human()])
    b = Counter(config=None, seed=0, seats=[Seat.human()])
    a.tick([pad.UP])
    b.tick([pad.DOWN])
    assert a.points == b.points and a.state_hash() != b.state_hash()


def test_finished_sessions_stop_stepping():
    s = Counter(config=None, seed=0, seats=[Seat.human()])
    for _ in range(3):
        s.tick([pad.CROSS])
        s.tick([0])
    assert s.is_finished() and s.results().placements == (1,)
    assert s.tick([pad.CROSS]) == []
    assert s.points == [3]


def test_set_seat_hands_a_chair_to_the_ai_and_enters_the_hash():
    a = Counter(config=None, seed=0, seats=[Seat.human(), Seat.human()])
    b = Counter(config=None, seed=0, seats=[Seat.human(), Seat.human()])
    plain = a.state_hash()
    assert plain == b.state_hash()
    a.tick([0, 0]); b.tick([0, 0])
    a.set_seat(1, Seat.ai("novice"))
    assert a.seats[1].is_ai and a.seat_changes == [(1, 1, "ai:novice")]
    assert a.state_hash() != b.state_hash()          # same pads so far, a different table
    a.tick([0, pad.CROSS]); b.tick([0, pad.CROSS])
    assert a.points == [0, 0] and b.points == [0, 1]  # the AI chair's pad is ignored from then on
    c = Counter(config=None, seed=0, seats=[Seat.human(), Seat.human()])
    c.tick([0, 0]); c.tick([0, 0])
    c.set_seat(1, Seat.ai("novice"))                  # the same change one frame later hashes apart
    d = Counter(config=None, seed=0, seats=[Seat.human(), Seat.human()])
    d.tick([0, 0]); d.set_seat(1, Seat.ai("novice")); d.tick([0, 0])
    assert c.state_hash() != d.state_hash()
    with pytest.raises(ValueError, match="no seat 2"):
        a.set_seat(2, Seat.ai())


def test_ordinals_and_prize_tables():
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111)] == \
        ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st", "111th"]
    assert prize_rewards((2, 1, 2, 4), (30, 10, 5)) == ({"gold": 10}, {"gold": 30}, {"gold": 10}, {})
    assert prize_rewards((1, 3), (0, 0, 9), "coins") == ({}, {"coins": 9})


def test_the_input_guard_turns_a_handler_s_exception_into_a_refusal_and_puts_the_state_back():
    from pycore.kernel.session import guarded

    state = {"points": 3}

    def broken():
        state["points"] += 5
        raise KeyError("stack")

    events = guarded(1, broken, lambda: dict(state), lambda saved: state.update(saved))
    assert events == [{"kind": "refused", "seat": 1, "reason": "The rules could not take that move (KeyError: 'stack'), "
                                                               "so it was refused and nothing changed."}]
    assert state == {"points": 3}
    assert guarded(0, lambda: [{"kind": "ok"}], lambda: None, lambda saved: None) == [{"kind": "ok"}]
    with pytest.raises(NotImplementedError, match="toy does not guard its input"):
        Counter(config=None, seed=0, seats=[Seat.human()]).guard(0, broken)
