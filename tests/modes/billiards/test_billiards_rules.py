"""Billiards' rules, with the WPA world standardized rules' numbers (WPA Rules of Play, 2008 edition:
section 2 Eight Ball, section 3 Nine Ball, section 6 Fouls), each foul and each way to win or lose."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from pycore.kernel.session import Seat, refusal
from pycore.modes.billiards.physics import FOOT, ONE, Log
from pycore.modes.billiards.rules import AIM, OVER, PLACE, BilliardsSession, STRIPES, SOLIDS

from .tables import aim, config, shoot, table


def fouls(events):
    return [e["foul"] for e in events if e["kind"] == "foul"]


def test_scratch_is_a_foul_and_gives_ball_in_hand_anywhere():
    """6.1 Cue ball scratch: the cue ball pocketed is a foul; 1.5: the incoming player has the cue ball in hand."""
    s = table({0: (300, 300), 1: (2000, 900)})
    events = shoot(s, aim(s, 0, 0), 40)
    assert fouls(events) == ["the cue ball is pocketed"]
    assert s.turn == 1 and s.phase == PLACE and s.balls[0].on


def test_no_ball_hit_is_a_foul():
    """6.2 Wrong ball first: the first ball the cue ball contacts must be a legal one; contacting none is a foul."""
    s = table({0: (600, 600), 1: (1800, 300)})
    events = shoot(s, aim(s, 600, 1270), 30)
    assert fouls(events) == ["no ball is hit"] and s.turn == 1 and s.phase == PLACE


def test_the_wrong_group_first_is_a_foul():
    """6.2 Wrong ball first; 2.10: with groups chosen, the shooter must first contact a ball of their group."""
    s = table({0: (600, 635), 10: (1200, 635), 1: (2000, 300)}, groups=(SOLIDS, STRIPES))
    events = shoot(s, aim(s, 1200, 635), 50)
    assert fouls(events) == ["the 10 is hit first, not the 1"]


def test_the_8_first_on_an_open_table_is_a_foul():
    """2.9 Open table: any ball but the 8 may be contacted first."""
    s = table({0: (600, 635), 8: (1200, 635), 3: (2000, 300)})
    events = shoot(s, aim(s, 1200, 635), 50)
    assert fouls(events) and fouls(events)[0].startswith("the 8 is hit first")


def test_no_rail_after_contact_is_a_foul_and_a_rail_makes_it_legal():
    """6.3 No rail after contact: after the cue ball contacts a legal ball, a ball must be pocketed or some ball
    must touch a cushion, else it is a foul."""
    s = table({0: (1000, 635), 1: (1100, 635), 12: (300, 200)})
    events = shoot(s, aim(s, 1100, 635), 8)
    assert fouls(events) == ["no ball meets a rail after contact"]
    s = table({0: (1000, 635), 1: (1100, 635), 12: (300, 200)})
    events = shoot(s, aim(s, 1100, 635), 60)
    assert fouls(events) == [] and s.turn == 1 and s.phase == AIM


def test_the_first_ball_legally_pocketed_chooses_the_groups():
    """2.9 Choosing groups: the table stays open until a player legally pockets a called ball after the break."""
    s = table({0: (400, 400), 12: (200, 200), 3: (2000, 900)})
    events = shoot(s, aim(s, 200, 200), 45)
    assert {"kind": "potted", "ball": 12, "pocket": 0} in events
    assert s.groups == [STRIPES, SOLIDS] and s.turn == 0 and s.phase == AIM


def test_balls_pocketed_on_a_foul_stay_down():
    """2.11 Spotting balls: only the 8 (on the break) is spotted; object balls pocketed on a foul stay down."""
    s = table({0: (600, 600), 10: (400, 400), 11: (200, 200), 1: (2000, 300)}, groups=(SOLIDS, STRIPES))
    events = shoot(s, aim(s, 400, 400), 60)
    assert fouls(events) and not s.balls[11].on


def test_the_8_called_and_pocketed_last_wins():
    """2.12 (and 2.2 call shot): with the group down, the 8 into the called pocket wins the game."""
    s = table({0: (400, 400), 8: (200, 200)}, groups=(SOLIDS, STRIPES), stake=15)
    assert s.on_the_eight(0) and s.called == 0
    shoot(s, aim(s, 200, 200), 45)
    assert s.phase == OVER and s.winner == 0 and "called top left corner" in s.line
    assert s.results().placements == (1, 2) and (s.payout(0), s.payout(1)) == (30, 0)


def test_the_8_in_another_pocket_than_called_loses():
    """2.12 Loss of game: pocketing the 8 in a pocket other than the one designated."""
    s = table({0: (400, 400), 8: (200, 200)}, groups=(SOLIDS, STRIPES))
    assert refusal(s.call(0, 9)) == "A pocket is 0 to 5, not 9."
    s.call(0, 5)
    shoot(s, aim(s, 200, 200), 45)
    assert s.winner == 1 and "not the called pocket" in s.line


def test_the_8_before_the_group_is_cleared_loses():
    """2.12 Loss of game: pocketing the 8 when it is not the legal object ball."""
    s = table({0: (400, 400), 8: (200, 200), 2: (2000, 900)}, groups=(SOLIDS, STRIPES))
    assert refusal(s.call(0, 0)) == "Only the 8 is called, once your group is down."
    shoot(s, aim(s, 200, 200), 45)
    assert s.phase == OVER and s.winner == 1


def test_the_8_with_a_scratch_loses():
    """2.12 Loss of game: fouling when pocketing the 8 (here the cue ball follows it in)."""
    s = table({0: (350, 350), 8: (200, 200)}, groups=(SOLIDS, STRIPES))
    events = shoot(s, aim(s, 200, 200), 70, spin=2)
    potted = [e["ball"] for e in events if e["kind"] == "potted"]
    assert potted == [8, 0]
    assert s.winner == 1 and "on a foul" in s.line


def _break(s: BilliardsSession, potted, rails: int, scratch: bool = False, first: int = 1):
    log = Log()
    log.first = first
    log.potted = list(potted)
    log.rails_by = list(range(1, rails + 1))
    for n, _ in potted:
        s.balls[n].on = False
    s.legal = []
    s._judge(log)


def test_a_break_with_nothing_down_and_three_to_a_rail_is_illegal_and_racked_again():
    """2.5 Legal break shot: pocket a ball or drive at least four object balls to a rail; else the incoming
    player may have the balls racked again and break (this table always takes that option)."""
    s = BilliardsSession(config=config(), seed=3, seats=[Seat.human(), Seat.human()])
    _break(s, [], rails=3)
    assert s.turn == 1 and s.breaking and s.phase == PLACE and all(b.on for b in s.balls)
    s = BilliardsSession(config=config(), seed=3, seats=[Seat.human(), Seat.human()])
    _break(s, [], rails=4)
    assert s.turn == 1 and not s.breaking and s.phase == AIM


def test_a_scratch_on_a_legal_break_is_a_foul_and_the_table_stays_open():
    """2.6 Scratch on a legal break: the balls potted stay down, it is a foul, the table is open."""
    s = BilliardsSession(config=config(), seed=3, seats=[Seat.human(), Seat.human()])
    s.balls[0].on = False
    _break(s, [(3, 2), (0, 1)], rails=5)
    assert s.turn == 1 and s.phase == PLACE and s.groups == [0, 0] and not s.balls[3].on


def test_the_8_on_the_break_is_spotted_and_the_breaker_goes_on():
    """2.8 8-ball pocketed on the break: the breaker may have it spotted and continue."""
    s = BilliardsSession(config=config(), seed=3, seats=[Seat.human(), Seat.human()])
    _break(s, [(8, 2)], rails=2)
    assert s.balls[8].on and s.balls[8].y == FOOT[1] and s.turn == 0 and s.phase == AIM


def test_a_real_break_from_the_kitchen():
    s = BilliardsSession(config=config(), seed=5, seats=[Seat.human(), Seat.human()])
    assert refusal(s.place(0, 1500, 600)) == "On the break the cue ball goes behind the head string."
    s.place(0, 500, 635)
    events = shoot(s, aim(s, *[v >> 12 for v in (s.balls[1].x, s.balls[1].y)]), 100)
    assert not s.breaking
    assert [e for e in events if e["kind"] in ("turn", "rerack", "foul")]


def test_nine_ball_lowest_first_and_the_9_on_a_legal_shot_wins():
    """3.4 Continuing play: the first ball contacted must be the lowest-numbered on the table; 3.8 End of game:
    the 9 legally pocketed wins."""
    s = table({0: (600, 635), 2: (1000, 400), 3: (1200, 635)}, game="9-ball")
    events = shoot(s, aim(s, 1200, 635), 50)
    assert fouls(events) == ["the 3 is hit first, not the 2"]
    s = table({0: (400, 400), 9: (200, 200)}, game="9-ball")
    shoot(s, aim(s, 200, 200), 45)
    assert s.winner == 0 and "The 9 goes down on a legal shot" in s.line


def test_nine_ball_the_9_on_a_foul_is_spotted():
    """3.6 Fouls: a 9 pocketed on a foul is spotted; the incoming player has ball in hand."""
    s = table({0: (400, 400), 9: (200, 200), 1: (2000, 1000)}, game="9-ball")
    events = shoot(s, aim(s, 200, 200), 45)
    assert fouls(events) and s.balls[9].on and s.phase == PLACE and s.turn == 1


def test_nine_ball_three_fouls_in_a_row_lose():
    """3.7 Three consecutive fouls: a player who fouls on three successive shots loses."""
    s = table({0: (600, 600), 1: (1800, 300)}, game="9-ball")
    s.fouls[0] = 2
    shoot(s, aim(s, 600, 1270), 30)
    assert s.phase == OVER and s.winner == 1


def test_ball_in_hand_must_fit_on_the_bed():
    s = table({0: (600, 600), 1: (1800, 300)})
    s.phase = PLACE
    before = s.state_hash()
    assert refusal(s.place(0, 1800, 300)).startswith("The cue ball does not fit there")
    assert refusal(s.place(0, 5, 300)).startswith("The cue ball does not fit there")
    assert refusal(s.place(1, 900, 300)) == "It is seat 1's shot, not yours."
    assert refusal(s.strike(0, 0, 50)) == "Place the cue ball first."
    assert s.state_hash() == before
    s.place(0, 900, 300)
    assert s.phase == AIM and (s.balls[0].x, s.balls[0].y) == (900 * ONE, 300 * ONE)


def test_strikes_out_of_range_are_refused_and_change_nothing():
    s = table({0: (600, 600), 1: (1800, 300)}, spin=False)
    before = s.state_hash()
    assert refusal(s.strike(0, 4096, 50)) == "Aim is an angle from 0 to 4095, not 4096."
    assert refusal(s.strike(0, 0, 101)) == "Power runs from 1 to 100, not 101."
    assert refusal(s.strike(0, 0, 50, 1)) == "Spin runs from 0 to 0 at this table, not 1."
    assert refusal(s.strike(1, 0, 50)) == "It is seat 1's shot, not yours."
    assert s.state_hash() == before


@settings(max_examples=120, deadline=None)
@given(st.lists(st.dictionaries(st.sampled_from(["do", "x", "y", "by", "spin", "pocket"]),
                                st.one_of(st.integers(-10 ** 6, 10 ** 6), st.text(max_size=6), st.none(),
                                          st.sampled_from(["aim", "place", "stroke", "turn", "spin", "call"])),
                                max_size=4), max_size=4))
def test_clicks_from_the_seat_not_on_turn_change_nothing(acts):
    s = table({0: (600, 600), 1: (1800, 300)})
    events = s.tick([0, 0], {1: acts})
    quiet = table({0: (600, 600), 1: (1800, 300)})
    expected = quiet.tick([0, 0])
    assert s.state_hash() == quiet.state_hash()
    assert [e for e in events if e["kind"] != "refused"] == expected


def test_pointing_aims_and_two_stroke_clicks_strike_at_the_meter():
    s = table({0: (600, 600), 1: (1800, 300)})
    s.tick([0, 0], {0: [{"do": "aim", "x": 1800, "y": 300}]})
    assert s.angle == aim(s, 1800, 300)
    s.tick([0, 0], {0: [{"do": "stroke"}]})
    for _ in range(20):
        s.tick([0, 0])
    power = s.power
    events = s.tick([0, 0], {0: [{"do": "stroke"}]})
    strike = next(e for e in events if e["kind"] == "strike")
    assert strike["angle"] == aim(s, 1800, 300) and abs(strike["power"] - power) <= 2


def test_the_shot_clock_strikes_as_aimed():
    s = table({0: (600, 600), 1: (1800, 300)})
    s.clock = 1
    events = s.tick([0, 0])
    clock = next(e for e in events if e["kind"] == "clock")
    assert clock["seat"] == 0 and "shot clock ran out" in clock["text"]
    assert any(e["kind"] == "strike" for e in events)


def test_a_game_at_the_shot_cap_is_drawn_and_refunds():
    s = table({0: (1000, 635), 1: (1100, 635), 12: (300, 200)}, max_shots=10, stake=7)
    s.shots = 9
    shoot(s, aim(s, 1100, 635), 60)
    assert s.phase == OVER and s.draw
    assert s.results().placements == (1, 1) and (s.payout(0), s.payout(1)) == (7, 7)
