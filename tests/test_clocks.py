"""A person is never hurried by the AI: no clock runs on a person's decision against AI seats alone.

Every practice game is entered through the arcade with the player's seat against AI seats
and left without input for 66 simulated seconds (ticks at the games' 60 frames a second):
nothing is decided for the player (no move made for them, no time-out) and the game still
waits. With two people at the table (a hot seat) the clocks run, are drawn, and fire.

The "slow player" plays every practice game start to finish through the arcade, waiting
60 simulated seconds before each decision; for each decision the chair is lent to the AI
(the way netplay hands a dropped player's chair over) until the player's seat has acted,
so the player's moves are good enough to end the game. Nothing is decided for them while
they wait.
"""

from __future__ import annotations

import re

import pytest

from pycore.host.arcade import PLAYING, RESULTS, Arcade
from pycore.kernel import pad
from pycore.kernel.session import Seat, people_wait
from pycore.packs import practice_pack

FPS = 60
WAIT = 60 * FPS                      # the slow player's thinking time before each decision
IDLE = 66 * FPS                      # the idle test's wait, past every clock the practice set had
# events that mean a clock ran out, or something was decided on a clock, whoever's seat they name
TIMEOUTS = {"timeout", "clock", "table_turn_timeout", "turn_timeout", "spin"}   # a spin: bets closed on everyone
# events that are a decision of the seat they name (a move); none may name the player while they wait
# (not poker's "show": the rules table a hand that can win by themselves)
DECISIONS = {"placed", "action", "strike", "shot", "chose", "done", "picked", "sit_out", "bet", "insure", "act",
             "table_cell_click", "pass", "take", "played", "attack", "defend", "throw", "taken", "muck",
             "place", "stand", "hit", "fold", "check", "call", "raise"}
# real-time games: their rules run a race's or a round's own time (not a clock on a decision)
REAL_TIME = {"races", "prop_hunt"}
CLOCKED = {"blackjack", "poker", "kitchen", "tables", "card_duels", "golf", "billiards", "buckshot", "roulette",
           "party_nights"}

PRACTICE = practice_pack()


def _arcade(seed: int = 5) -> Arcade:
    arcade = Arcade(PRACTICE, seed=seed)
    arcade.profile["coins"] = 5000            # a purse for the casino tables and the staked duels
    return arcade


def _decided_for(events: list[dict], player: int) -> list[dict]:
    """Return the events that decided something for ``player`` (or ran any clock out)."""
    return [e for e in events if e.get("kind") in TIMEOUTS
            or (e.get("seat") == player and e.get("kind") in DECISIONS)]


def _clock_drawn(arcade: Arcade) -> bool:
    """True when the frame shows a turn clock's seconds (``pycore.look.ui.clock``'s "12 s")."""
    return any(re.search(r"(^|: )\d+ s$", t) for t in arcade.draw().texts())


@pytest.mark.parametrize("inst", PRACTICE.instances, ids=lambda inst: inst.id)
def test_a_player_alone_with_ai_seats_is_never_decided_for_while_they_read(inst):
    arcade = _arcade()
    assert arcade.enter(inst.id) is None
    player = arcade.player
    assert not people_wait(arcade.session.seats)
    events: list[dict] = []
    for frame in range(IDLE):
        events += arcade.tick([0])
        if frame % 600 == 0:
            assert not _clock_drawn(arcade), f"a clock is drawn at frame {frame}"
        if arcade.screen != PLAYING:
            break
    assert _decided_for(events, player) == []
    if inst.kind not in REAL_TIME:
        assert arcade.screen == PLAYING, "the game waits for the player"


HOT_SEAT = [inst for inst in PRACTICE.instances if inst.kind in CLOCKED and inst.spec.max_seats >= 2]


@pytest.mark.parametrize("inst", HOT_SEAT, ids=lambda inst: inst.id)
def test_with_two_people_at_the_table_the_clock_runs_is_drawn_and_fires(inst):
    n = max(2, inst.config.seats)
    seats = [Seat.human(), Seat.human()] + [Seat.ai("regular") for _ in range(n - 2)]
    arcade = _arcade()
    assert arcade.enter(inst.id, seats) is None
    events: list[dict] = []
    drawn = False
    for frame in range(IDLE * 3):
        events += arcade.tick([0, 0])
        if not drawn and frame % 30 == 0:
            drawn = _clock_drawn(arcade)
        if drawn and any(e.get("kind") in TIMEOUTS or "ran out" in str(e.get("reason", "")) for e in events):
            break
        if arcade.screen != PLAYING:
            break
    assert drawn, "the running clock is drawn"
    fired = [e for e in events if e.get("kind") in TIMEOUTS or e.get("kind") in ("sit_out", "spin", "pass")]
    assert fired or arcade.screen != PLAYING, "the clock runs out on an idle person where another waits"


# -- the slow player -------------------------------------------------------------------------
LEND = 10 * FPS          # the longest the AI holds the chair for one decision
MAX_DECISIONS = 400


def slow_player(arcade: Arcade) -> tuple[int, list[dict]]:
    """Play the arcade's game to its results card, waiting ``WAIT`` frames before each decision.

    Return the decisions made and every event of the waits that decided something for the player.
    """
    player = arcade.player
    assert player is not None
    rounds = arcade.driver.rounds
    decided: list[dict] = []
    decisions = 0
    while arcade.screen == PLAYING and decisions < MAX_DECISIONS:
        for _ in range(WAIT):                 # the player reads: no input at all
            # a cued round's events name its own seats: the player's there (None: not in this round)
            who = rounds.round_seat(player) if rounds.round is not None else player
            decided += _decided_for(arcade.tick([0]), -1 if who is None else who)
            if arcade.screen != PLAYING:
                return decisions, decided
        rounds.set_seat(player, Seat.ai("novice"))    # the player's own decision, made by the AI's hand (a cheap search)
        acted = False
        for _ in range(LEND):
            events = arcade.tick([0])
            acted = any(e.get("seat") == player and e.get("kind") != "refused" for e in events)
            if arcade.screen != PLAYING or acted:
                break
        if arcade.screen == PLAYING:
            rounds.set_seat(player, Seat.human())
            if not acted:                      # nothing the AI decides for a chair (Durak's stake): Cross takes it
                arcade.tick([pad.CROSS])
                arcade.tick([0])
        decisions += 1
    return decisions, decided


@pytest.mark.slow
@pytest.mark.parametrize("inst", PRACTICE.instances, ids=lambda inst: inst.id)
def test_the_slow_player_plays_every_practice_game_to_the_end_and_nothing_is_decided_for_them(inst):
    arcade = _arcade(seed=7)
    assert arcade.enter(inst.id) is None
    decisions, decided = slow_player(arcade)
    assert decided == [], f"decided for the slow player: {decided[:3]}"
    assert arcade.screen == RESULTS, f"{inst.id} did not end after {decisions} decisions"


def test_a_hot_seat_clock_stands_still_under_the_quit_prompt():
    from pycore.host.arcade import QUIT

    arcade = _arcade()
    assert arcade.enter("practice-poker", [Seat.human(), Seat.human(), Seat.ai(), Seat.ai()]) is None
    for _ in range(IDLE):
        arcade.tick([0, 0])
        v = arcade.view()
        if v["clocked"] and v["phase"] == "betting" and not v["seats"][v["to_act"]]["ai"]:
            break
    arcade.tick([0, 0])
    before = arcade.view()["clock"]
    arcade.tick([pad.START, 0])
    assert arcade.screen == QUIT
    for _ in range(20 * FPS):
        arcade.tick([0, 0])
    assert arcade.view()["clock"] == before
    arcade.tick([pad.START, 0])
    arcade.tick([0, 0])
    assert arcade.screen == PLAYING and arcade.view()["clock"] < before
