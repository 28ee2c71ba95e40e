"""The night's timings as specified: results stand three seconds, AI duels play in real time,
any button closes the podium, and Start on a party card ends the night early."""

from __future__ import annotations

from pycore.host.arcade import QUIT, RESULTS, Arcade
from pycore.host.rounds import RoundDriver
from pycore.kernel import pad
from pycore.kernel.session import CUE_RESULTS_FRAMES, Cue, Seat, refusal
from pycore.modes.card_duels.rules import THINK_MIN
from pycore.modes.party_nights.config import PODIUM_FRAMES
from pycore.modes.party_nights.rules import OVER, PODIUM, ROUND

from .helpers import PRIZES, night, play
from .test_party_nights_host import OneRound


def test_a_finished_rounds_results_stand_three_seconds_before_the_night_takes_them(practice):
    session = OneRound(Cue("practice-card_duels", {}, (1, 0), 4), [Seat.ai("expert"), Seat.ai("novice")])
    driver = RoundDriver(practice, session)
    for _ in range(20000):
        driver.tick([])
        if session.reports or driver.round is not None and driver.round.is_finished():
            break
    assert CUE_RESULTS_FRAMES == 180 and session.reports == []
    for _ in range(CUE_RESULTS_FRAMES - 1):
        events = driver.tick([])
        assert session.reports == [] and driver.round is not None and driver.round.is_finished()
    events = driver.tick([])
    assert len(session.reports) == 1 and driver.round is None
    assert {"kind": "round_played", "placements": list(session.reports[0])} in events


def test_a_duel_between_two_ai_rivals_plays_in_real_time(practice):
    """Nine cards laid, each after an AI's thinking time: never fewer than 9 x THINK_MIN frames."""
    arcade = Arcade(practice, seed=3)
    arcade.enter("practice-party_nights", [Seat.human(), Seat.ai("novice"), Seat.ai("regular"), Seat.ai("expert")])
    n = arcade.session
    n.remaining, n.current, n.totals[0] = [0, 1, 2, 4], 3, 50    # the duel first; the player leads, so AIs duel
    opened = None
    for frame in range(3000):
        for e in arcade.tick([0]):
            if e["kind"] == "round_opened":
                opened = frame
            if e["kind"] == "round_played" and opened is not None:
                assert frame - opened >= 9 * THINK_MIN + CUE_RESULTS_FRAMES
                return
    raise AssertionError("no duel was played")


def _to_podium(n):
    play(n, (1, 2), (2, 1), (1, 2), (2, 1))
    while n.phase != PODIUM:
        n.tick([0, 0])


def test_any_button_closes_the_podium():
    for button in (pad.CROSS, pad.CIRCLE, pad.TRIANGLE, pad.SQUARE, pad.START, pad.R1):
        n = night(seats=2, ai=False, picks=False)
        _to_podium(n)
        n.tick([0, button])
        assert n.phase == OVER, button


def test_the_podium_timer_stays_as_a_fallback_and_an_ai_presses_nothing():
    n = night(seats=2, ai=False, picks=False)
    _to_podium(n)
    for _ in range(PODIUM_FRAMES - 1):
        n.tick([0, 0])
        assert n.phase == PODIUM
    n.tick([0, 0])
    assert n.phase == OVER


def test_start_on_a_party_card_ends_the_night_early_with_the_totals_standing_and_no_prize(practice):
    arcade = Arcade(practice, seed=3)
    arcade.enter("practice-party_nights", [Seat.human(), Seat.ai("novice"), Seat.ai("regular"), Seat.ai("expert")])
    n = arcade.session
    n.totals = [40, 10, 5, 0]
    arcade.tick([pad.START])                                   # on the intro card
    assert arcade.screen != QUIT and n.phase == PODIUM
    assert n.ended_early and n.totals == [40, 10, 5, 0] and n.left[0]
    arcade.tick([0])
    arcade.tick([pad.CROSS])                                   # any button closes the podium
    assert arcade.screen == RESULTS
    assert arcade.results.placements == (1, 2, 3, 4)
    assert all(r == {} for r in arcade.results.rewards) and arcade.profile["gold"] == 0


def test_start_during_a_round_still_opens_the_quit_prompt(practice):
    arcade = Arcade(practice, seed=3)
    arcade.enter("practice-party_nights", [Seat.human(), Seat.ai(), Seat.ai(), Seat.ai()])
    while arcade.session.phase != ROUND:
        arcade.tick([0])
    arcade.tick([0])
    arcade.tick([pad.START])
    assert arcade.screen == QUIT and not arcade.session.left[0]


def test_the_last_human_to_leave_ends_the_night_but_an_ai_leaving_does_not():
    n = night(seats=4, picks=False, prizes=PRIZES)
    n.set_seat(0, Seat.human())
    assert refusal(n.leave(3)) is None and n.phase != PODIUM           # an AI left; the player plays on
    assert refusal(n.leave(0)) is None and n.phase == PODIUM and n.ended_early   # two AIs remain: the night ends all the same
    assert n.results() is None
    while n.phase != OVER:
        n.tick([0, 0, 0, 0])
    assert all(r == {} for r in n.results().rewards)
