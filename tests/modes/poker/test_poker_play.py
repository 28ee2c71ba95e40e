"""Whole games: chip conservation and termination, secrets, determinism, AI tiers."""

import json

import pytest

from pycore.host.replay import random_pads
from pycore.kernel.session import Seat
from pycore.modes.poker import MODE, ai
from pycore.modes.poker.ai import decide
from pycore.modes.poker.config import PokerConfig
from pycore.modes.poker.rules import PokerSession

TIERS = ("novice", "regular", "expert")
SHORT = PokerConfig(buy_in=200, small_blind=5, big_blind=10, blind_double_every=4, max_hands=8)


def _seats(seed, n, humans=0):
    return [Seat.human() if k < humans else Seat.ai(TIERS[(seed + k) % 3]) for k in range(n)]


def test_every_decision_of_every_tier_is_legal_by_can_act(monkeypatch):
    """The rules fall back to check or fold on a refused plan; no tier ever needs that fallback."""
    decisions = []

    def checked(session, seat):
        action, amount = decide(session, seat)
        decisions.append((action, session.can_act(seat, action, amount)))
        return action, amount

    monkeypatch.setattr(ai, "decide", checked)
    for seed in range(12):
        n = 2 + seed % 5
        s = PokerSession(config=SHORT, seed=seed, seats=_seats(seed, n))
        while not s.is_finished():
            s.tick([0] * n)
    assert len(decisions) >= 300 and all(reason is None for _, reason in decisions), decisions
    assert {action for action, _ in decisions} >= {"fold", "check", "call", "raise"}


def test_a_soak_of_seeded_ai_tables_keeps_every_chip_and_ends_in_bound():
    bound = MODE.frame_bound(SHORT)
    hands = 0
    for seed in range(12):
        n = 2 + seed % 5
        s = PokerSession(config=SHORT, seed=seed, seats=_seats(seed, n))
        total = n * SHORT.buy_in
        while not s.is_finished():
            s.tick([0] * n)
            in_pot = sum(s.contributed) if s.phase in ("betting", "dealing") else 0
            assert sum(s.stacks) + in_pot == total, (seed, s.frame)
            assert min(s.stacks) >= 0
            assert s.frame < bound
        hands += s.hands_played
        res = s.results()
        assert sum(r["coins"] for r in res.rewards) == 0
        assert sorted(res.placements)[0] == 1
    assert hands >= 60


def test_no_view_ever_shows_another_seats_hidden_cards():
    """Every seat's view after every tick, over many seeded hands, holds no hidden hole card."""
    checked = shown = 0
    for seed in range(6):
        n = 3 + seed % 4
        seats = _seats(seed, n, humans=2)
        s = PokerSession(config=SHORT, seed=seed, seats=seats)
        pads = random_pads(seed, seats)
        while not s.is_finished():
            s.tick(next(pads))
            for seat in range(n):
                view = s.view(seat)
                text = json.dumps(view)
                hidden = s.hidden_from(seat)
                for other in range(n):
                    if other != seat and not s.shown[other]:
                        assert view["seats"][other]["cards"] == []
                for code in hidden:
                    assert f'"{code}"' not in text, (seed, s.frame, seat, code)
                checked += 1
                shown += sum(s.shown)
            own = s.view(0)["seats"][0]["cards"]
            assert own == [c for c in s.view(None)["seats"][0]["cards"]]
    assert checked > 10000 and shown > 0                      # showdowns did reveal hands


def test_hidden_from_names_exactly_the_other_unshown_hole_cards():
    s = PokerSession(config=SHORT, seed=3, seats=_seats(0, 4, humans=4))
    hidden = s.hidden_from(1)
    assert len(hidden) == 6 and not set(hidden) & set(s.view(1)["seats"][1]["cards"])
    everything = json.dumps(s.view(None))
    assert all(f'"{code}"' in everything for code in hidden)


def test_the_same_seed_and_pads_replay_the_same_hashes_and_another_seed_differs():
    def run(seed):
        seats = _seats(1, 4, humans=1)
        s = PokerSession(config=SHORT, seed=seed, seats=seats)
        pads = random_pads(11, seats)
        hashes = []
        for _ in range(1500):
            s.tick(next(pads))
            hashes.append(s.state_hash())
        return hashes
    first = run(5)
    assert run(5) == first
    assert run(6) != first


def test_no_ai_frame_samples_more_than_its_share_of_deals():
    """The expert's 200 deals are spread over its thinking frames, a few deals a frame."""
    s = PokerSession(config=SHORT, seed=9, seats=[Seat.ai("expert")] * 6)
    worst = 0
    while not s.is_finished() and s.frame < 3000:
        before = s.think[1] if s.phase == "betting" else 0
        s.tick([0] * 6)
        if s.phase == "betting":
            worst = max(worst, s.think[1] - before)
    assert 0 < worst <= 200 // 12 + 1


def _match_wins(hero, villain, matches):
    cfg = PokerConfig(seats=2, buy_in=300, small_blind=5, big_blind=10, max_hands=30)
    wins = 0
    for seed in range(matches):
        seats = [Seat.ai(hero), Seat.ai(villain)] if seed % 2 == 0 else [Seat.ai(villain), Seat.ai(hero)]
        s = PokerSession(config=cfg, seed=seed, seats=seats)
        while not s.is_finished():
            s.tick([0, 0])
        me = seed % 2
        wins += s.stacks[me] > s.stacks[1 - me]
    return wins


@pytest.mark.slow
def test_the_expert_beats_the_novice_over_seeded_heads_up_matches():
    assert _match_wins("expert", "novice", 24) >= 16     # 18 at the time of writing


def test_the_regular_beats_the_novice_over_seeded_heads_up_matches():
    assert _match_wins("regular", "novice", 16) >= 11    # 13 at the time of writing
