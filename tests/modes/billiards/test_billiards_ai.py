"""Billiards AI: every move legal by the rules' own checks, whole games under AI to the end, the tiers' aim."""

from __future__ import annotations

import pytest

from pycore.kernel.session import Seat
from pycore.modes.billiards import ai
from pycore.modes.billiards.rules import BilliardsSession

from .tables import config, table


def _checked(monkeypatch) -> list[str]:
    decide = ai.decide
    moves: list[str] = []

    def checking(session, seat):
        move = decide(session, seat)
        if move is not None:
            kind, args = move
            check = {"place": session.can_place, "call": session.can_call, "strike": session.can_strike}[kind]
            assert check(seat, *args) is None, (kind, args, check(seat, *args))
            moves.append(kind)
        return move

    monkeypatch.setattr(ai, "decide", checking)
    return moves


@pytest.mark.parametrize("game,tiers,seed", [
    ("8-ball", ("expert", "regular"), 1),
    ("8-ball", ("novice", "expert"), 2),
    ("9-ball", ("regular", "novice"), 3),
    ("9-ball", ("expert", "expert"), 4),
])
def test_a_whole_game_under_ai_breaks_and_plays_to_its_end_with_legal_moves_only(game, tiers, seed, monkeypatch):
    moves = _checked(monkeypatch)
    s = BilliardsSession(config=config(game=game), seed=seed, seats=[Seat.ai(t) for t in tiers])
    events = []
    while not s.is_finished():
        events += s.tick([0, 0])
    assert "place" in moves and "strike" in moves                 # the break's placement at least
    assert events[0]["kind"] in ("placed", "turn") or any(e["kind"] == "placed" for e in events[:3])
    assert s.results() is not None and (s.winner >= 0 or s.draw)
    assert any(e["kind"] == "potted" for e in events)
    if game == "8-ball" and not s.draw:
        assert any(e["kind"] == "groups" for e in events)


def test_the_ai_pots_a_straight_ball_and_calls_the_8():
    s = table({0: (400, 400), 8: (200, 200)}, groups=(1, 2), seats=("ai:expert", "human"))
    s.called = 5                                                  # a human default it disagrees with
    moves = []
    while s.phase != "over" and len(moves) < 2:
        for e in s.tick([0, 0]):
            if e["kind"] in ("called", "strike"):
                moves.append(e["kind"])
    while s.phase == "roll":
        s.tick([0, 0])
    assert moves[0] == "called" and s.winner == 0


def test_the_search_spreads_over_frames():
    s = table({0: (600, 600), 1: (1200, 300), 2: (1800, 900), 3: (900, 1000)}, seats=("ai:expert", "human"))
    frames = 0
    while s.phase in ("aim", "power"):
        s.tick([0, 0])
        frames += 1
    assert frames >= ai.MIN_THINK
    assert frames <= 400


def test_a_novice_misses_more_than_an_expert():
    """Over the same straight shots, the expert's error (2 units) pots more than the novice's (24)."""
    potted = {}
    for tier in ("novice", "expert"):
        count = 0
        for seed in range(6):
            s = table({0: (900, 700), 3: (500, 400)}, seats=(f"ai:{tier}", "human"))
            for _ in range(seed):
                s.rng.next_u64()
            while s.phase != "roll":
                s.tick([0, 0])
            while s.phase == "roll":
                s.tick([0, 0])
            count += not s.balls[3].on
        potted[tier] = count
    assert potted["expert"] >= potted["novice"]
    assert potted["expert"] >= 4
