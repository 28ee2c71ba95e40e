"""Whole games of Durak: 2 to 6 seats under random pads and the AI, held to conservation, legality and secrecy."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pycore.cards52 import card_code
from pycore.host.replay import random_pads
from pycore.kernel.session import Seat
from pycore.modes.durak import ai
from pycore.modes.durak.config import DurakConfig
from pycore.modes.durak.rules import DurakSession, frame_bound

TIERS = ("novice", "regular", "expert")
CONFIGS = [DurakConfig(variant=v, deck=d, partnerships=p)
           for v in ("podkidnoy", "perevodnoy") for d in (36, 52) for p in (False, True)]


def seats_for(n: int, humans: int, shift: int = 0) -> list[Seat]:
    return [Seat.human() if i < humans else Seat.ai(TIERS[(i + shift) % 3]) for i in range(n)]


def check_conservation(session: DurakSession) -> None:
    """Hands + table + talon + trump + discard + flights hold the deck, each card exactly once."""
    cards = [card for _, _, card in session.places()]
    assert Counter(cards) == Counter(session.deck), f"frame {session.frame}: {Counter(cards) - Counter(session.deck)}"


def run(session: DurakSession, pads_seed: int, every_frame=None) -> DurakSession:
    pads = random_pads(pads_seed, session.seats)
    bound = frame_bound(session.config)
    for _ in range(bound):
        if session.is_finished():
            break
        session.tick(next(pads))
        if every_frame:
            every_frame(session)
    assert session.is_finished(), f"not finished in {bound} frames"
    return session


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: f"{c.variant}-{c.deck}{'-teams' if c.partnerships else ''}")
def test_games_of_two_to_six_play_to_the_end_with_every_card_in_one_place_every_frame(n, config):
    for seed in range(2):
        session = DurakSession(config=replace(config, seats=n), seed=seed * 7 + n, seats=seats_for(n, seed, n))
        run(session, seed, check_conservation)
        results = session.results()
        assert len(results.placements) == n
        assert session.outcome in ("durak", "draw", "push")
        if session.outcome == "durak":
            lost = [s for s in range(n) if session.teams[s] in [session.teams[k] for k in session.losers]]
            assert all(results.placements[s] > 1 for s in lost) and min(results.placements) == 1


def test_every_ai_decision_is_legal_by_the_rules_own_checks(monkeypatch):
    """Over many seeded games, every tier, both variants: each move the AI picks passes ``check`` first."""
    decided = Counter()
    original = ai.decide

    def checked(session, seat):
        move = original(session, seat)
        if move is not None:
            assert session.check(seat, move) is None, (session.tier(seat), move, session.check(seat, move))
            decided[(session.tier(seat), move[0])] += 1
        return move

    monkeypatch.setattr("pycore.modes.durak.rules.ai.decide", checked)
    for seed in range(24):
        n = 2 + seed % 5
        config = DurakConfig(variant=("podkidnoy", "perevodnoy")[seed % 2], seats=n, partnerships=seed % 4 == 3)
        session = DurakSession(config=config, seed=seed, seats=seats_for(n, 0, seed))
        run(session, seed)
    for tier in TIERS:
        for move in ("attack", "defend", "take", "end"):
            assert decided[(tier, move)] > 0, (tier, move, decided)
        assert decided[(tier, "transfer")] > 0, (tier, decided)


def test_every_decision_of_two_player_endgames_is_legal_including_the_searched_ones(monkeypatch):
    """Expert against regular and against expert, both variants, 30 seeded games: every move the AI picks,
    the exact endgame search's too, passes the rules' own ``check``, and the search does decide moves."""
    original, search = ai.decide, ai._search_move
    found = Counter()

    def checked(session, seat):
        move = original(session, seat)
        if move is not None:
            assert session.check(seat, move) is None, (session.tier(seat), move, session.check(seat, move))
            found["decided"] += 1
        return move

    def searched(session, seat, nodes=ai.SEARCH_NODES):
        move = search(session, seat, nodes)
        found["searched"] += move is not None
        return move

    monkeypatch.setattr("pycore.modes.durak.rules.ai.decide", checked)
    monkeypatch.setattr(ai, "_search_move", searched)
    for seed in range(30):
        config = DurakConfig(variant=("podkidnoy", "perevodnoy")[seed % 2])
        tiers = [("expert", "regular"), ("regular", "expert"), ("expert", "expert")][seed % 3]
        run(DurakSession(config=config, seed=seed, seats=[Seat.ai(t) for t in tiers]), seed)
    assert found["searched"] > 100 and found["decided"] > 1000, found


def test_no_seat_view_holds_another_seats_hidden_card_in_flight_or_in_hand():
    for seed in range(4):
        n = 2 + seed
        session = DurakSession(config=DurakConfig(variant="perevodnoy", seats=n, deck=52), seed=seed,
                               seats=seats_for(n, 1, seed))

        def no_leak(s: DurakSession) -> None:
            if s.frame % 3:
                return
            for seat in range(n):
                text = json.dumps(s.view(seat))
                for other in range(n):
                    if other == seat:
                        continue
                    for card in s.hands[other]:
                        if card not in s.known[other]:
                            assert f'"{card_code(card)}"' not in text, (seat, other, card_code(card))
                for card in s.talon:
                    assert f'"{card_code(card)}"' not in text
                for f in s.flights:
                    if f[1] == 0 and f[3] == 2 and f[4] != seat:       # talon to another seat's hand
                        assert f'"{card_code(f[0])}"' not in text
        run(session, seed, no_leak)


def test_same_seed_and_pads_give_the_same_hashes_and_another_seed_parts():
    def hashes(seed: int) -> list[int]:
        session = DurakSession(config=DurakConfig(seats=3), seed=seed, seats=seats_for(3, 1))
        out = []
        run(session, 9, lambda s: out.append(s.state_hash()) if s.frame % 5 == 0 else None)
        return out

    assert hashes(4) == hashes(4)
    assert hashes(4) != hashes(5)


def test_the_state_hash_covers_the_flights():
    session = DurakSession(config=DurakConfig(seats=2), seed=3, seats=[Seat.ai(), Seat.ai()])
    session.tick([0, 0])
    assert session.flights
    before = session.state_hash()
    session.flights[0][6] += 1
    assert session.state_hash() != before


@settings(max_examples=150, deadline=None)
@given(st.lists(st.dictionaries(st.sampled_from(["do", "index", "slot", "step", "card"]),
                                st.one_of(st.sampled_from(["play", "beat", "take", "transfer", "end", "select",
                                                           "page", "stake", "deal", "x"]),
                                          st.integers(-5, 40), st.booleans(), st.none(), st.text(max_size=3)),
                                max_size=4), max_size=6),
       st.integers(0, 400))
def test_hostile_pointer_actions_never_break_the_table(actions, frames):
    """Any clicks, at any moment: no exception, every card still in one place, the game still plays on."""
    session = DurakSession(config=DurakConfig(variant="perevodnoy", seats=3), seed=frames,
                           seats=[Seat.human(), Seat.ai(), Seat.ai("expert")])
    for _ in range(frames):
        session.tick([0, 0, 0])
    session.tick([0, 0, 0], {0: actions})
    check_conservation(session)
    json.dumps(session.view(0))


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(["attack", "defend", "take", "transfer", "end", "stake"]),
       st.integers(-3, 60), st.integers(-3, 14), st.integers(0, 3), st.integers(0, 600))
def test_a_refused_move_changes_nothing(what, card, slot, seat, frames):
    session = DurakSession(config=DurakConfig(variant="perevodnoy", seats=4), seed=frames % 7,
                           seats=[Seat.human()] * 4)
    pads = random_pads(frames, session.seats)
    for _ in range(frames):
        session.tick(next(pads))
    move = {"attack": (what, card), "transfer": (what, card), "defend": (what, card, slot),
            "stake": (what, card)}.get(what, (what,))
    reason = session.check(seat, move)
    before = session.state_hash()
    events = session.apply(seat, move)
    if reason is not None:
        assert events == [{"kind": "refused", "seat": seat, "reason": reason}]
        assert session.state_hash() == before
    else:
        assert not any(e["kind"] == "refused" for e in events)
