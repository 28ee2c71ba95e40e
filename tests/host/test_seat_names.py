"""Opponents have names, and a seat is called the same on every screen: the log, the scoreboard, the results,
a party night's round, and a board game's turn line."""

from pycore.host.rounds import RoundDriver
from pycore.kernel.session import AI_NAMES, Cue, Seat
from pycore.packs import practice_pack
from pycore.prims import Stage

from tests.modes.party_nights.test_party_nights_host import OneRound


def test_each_ai_chair_has_its_own_name_and_keeps_it():
    labels = [Seat.ai(tier).label(k) for k, tier in enumerate(("novice", "regular", "expert", "regular"))]
    assert labels == ["Ava", "Bea", "Cass", "Dora"] and len(set(labels)) == 4
    assert Seat.ai("expert").label(1) == Seat.ai("novice").label(1) == AI_NAMES[1]
    assert Seat.human().label(0) == "Player 1" and Seat.ai(name="Zed").label(2) == "Zed"


def test_a_poker_table_of_four_ais_names_them_apart_in_the_log_and_the_results():
    inst = practice_pack().instance("practice-poker")
    session = inst.spec.session(config=inst.config, seed=4, seats=[Seat.ai("regular")] * 4)
    for _ in range(20_000):
        if session.is_finished():
            break
        session.tick([0, 0, 0, 0])
    detail = session.results().detail
    assert [line.split(":")[0] for line in detail] == ["Ava", "Bea", "Cass", "Dora"]
    assert any(line.startswith(("Ava", "Bea", "Cass", "Dora")) for line in session.log)
    assert not any("Regular AI" in line for line in session.log)


def test_a_party_nights_round_calls_each_seat_what_the_night_calls_it():
    """The issue's case: the night's scoreboard said "Player 1 (you)" and its duel round "Player 2"."""
    cue = Cue(instance="practice-golf", knobs={"holes": 1}, seats=(2, 0), seed=9)
    night = OneRound(cue, [Seat.human(), Seat.ai(), Seat.ai()])
    driver = RoundDriver(practice_pack(), night)
    driver.tick([0, 0, 0])
    inner = driver.round
    assert [s.label(k) for k, s in enumerate(inner.seats)] == ["Cass", "Player 1"]
    assert [p["name"] for p in inner.view(1)["players"]] == ["Cass", "Player 1"]


def test_a_board_games_turn_line_names_the_seat_not_its_number():
    inst = practice_pack().instance("practice-tables")
    session = inst.spec.session(config=inst.config, seed=1, seats=[Seat.ai(), Seat.human(name="Mo")])
    stage = Stage(*inst.spec.stage)
    inst.spec.screen(session.view(1), 1, stage)
    assert "Ava (X) to move" in stage.texts()        # was "Seat 1 (X) to move"


def test_a_board_game_says_which_side_the_player_plays():
    """Tic-tac-toe's X or O, morris's colour: on the foot of the table and in the turn line."""
    for instance_id, seat, side in (("practice-tables", 1, "O"), ("practice-tables-morris", 0, "White")):
        inst = practice_pack().instance(instance_id)
        seats = [Seat.human(), Seat.ai()] if seat == 0 else [Seat.ai(), Seat.human()]
        session = inst.spec.session(config=inst.config, seed=1, seats=seats)
        stage = Stage(*inst.spec.stage)
        inst.spec.screen(session.view(seat), seat, stage)
        assert f"You play {side}" in stage.texts()
        if seat == 0:
            assert f"Your move ({side})" in stage.texts()
