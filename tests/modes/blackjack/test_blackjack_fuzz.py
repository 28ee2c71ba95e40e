"""Fuzzing what comes from other machines and files: pointer actions and ``[[blackjack]]`` / ``[[roulette]]`` tables.

A refused pointer action changes nothing but the seat's notice; a pack table either loads
or raises a PackError that names the field.
"""

from dataclasses import replace

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pycore.kernel.schema import PackError, Table
from pycore.kernel.session import Seat
from pycore.modes.blackjack.config import BlackjackConfig
from pycore.modes.blackjack.config import parse as parse_blackjack
from pycore.modes.blackjack.rules import BlackjackSession
from pycore.modes.roulette.config import RouletteConfig
from pycore.modes.roulette.config import parse as parse_roulette
from pycore.modes.roulette.rules import RouletteSession
from tests.modes.casino import hash_without_notice

values = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6), st.text(max_size=12),
                   st.lists(st.integers(-5, 200), max_size=4))
actions = st.dictionaries(st.sampled_from(["do", "amount", "action", "take", "steps", "spot", "value"]), values,
                          max_size=4).map(lambda d: {**d, "do": d.get("do") if isinstance(d.get("do"), str) else
                                                     "bet"})
DOS = st.sampled_from(["bet", "size", "sit_out", "insure", "act", "next", "place", "chip", "undo", "repeat", "done",
                       "nope"])


def _advance(session, frames: int) -> None:
    for _ in range(frames):
        if session.is_finished():
            return
        session.tick([0] * len(session.seats))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(frames=st.integers(0, 400), do=DOS, act=actions)
def test_a_refused_blackjack_action_changes_nothing(frames, do, act):
    s = BlackjackSession(config=replace(BlackjackConfig(), pace=3, rounds=2), seed=frames,
                         seats=[Seat.human(), Seat.ai("expert")])
    _advance(s, frames)
    before = hash_without_notice(s)
    events = s._pointer(0, {**act, "do": do})
    if events and events[0]["kind"] == "refused":
        assert hash_without_notice(s) == before
        assert isinstance(events[0]["reason"], str) and events[0]["reason"].endswith(".")
    assert s.total_coins() == 2 * 1000


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(frames=st.integers(0, 400), do=DOS, act=actions)
def test_a_refused_roulette_action_changes_nothing(frames, do, act):
    s = RouletteSession(config=replace(RouletteConfig(), bet_seconds=5, rounds=2), seed=frames,
                        seats=[Seat.human(), Seat.ai("novice")])
    _advance(s, frames)
    before = hash_without_notice(s)
    events = s._pointer(0, {**act, "do": do})
    if events and events[0]["kind"] == "refused":
        assert hash_without_notice(s) == before
    assert s.total_coins() == 2 * 1000


KEYS_BJ = ["seats", "decks", "penetration", "dealer_hits_soft_17", "peek", "double_on", "double_after_split",
           "max_hands", "resplit_aces", "hit_split_aces", "insurance", "late_surrender", "blackjack_pays", "min_bet",
           "max_bet", "bet_step", "bankroll", "rounds", "currency", "turn_seconds", "pace", "typo"]
KEYS_RL = ["seats", "wheel", "la_partage", "chips", "max_spot", "max_total", "bankroll", "rounds", "bet_seconds",
           "currency", "typo"]


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(st.sampled_from(KEYS_BJ), values, max_size=6))
def test_blackjack_tables_load_or_teach(raw):
    try:
        t = Table(raw, "modes.toml", "blackjack", 0)
        config = parse_blackjack(t)
        t.done()
    except PackError as e:
        assert "modes.toml [[blackjack]]" in str(e)
        return
    assert config.min_bet <= config.max_bet and config.bet_step % 2 == 0


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(st.sampled_from(KEYS_RL), values, max_size=6))
def test_roulette_tables_load_or_teach(raw):
    try:
        t = Table(raw, "modes.toml", "roulette", 0)
        config = parse_roulette(t)
        t.done()
    except PackError as e:
        assert "modes.toml [[roulette]]" in str(e)
        return
    assert list(config.chips) == sorted(set(config.chips))


def test_teaching_errors_name_the_field_and_what_was_expected():
    cases = [
        ({"bet_step": 5}, "field 'bet_step': found 5, expected an even number (half a bet must be whole coins)"),
        ({"min_bet": 15}, "field 'min_bet': found 15, expected a multiple of the bet step (10)"),
        ({"decks": 9}, "field 'decks': found 9, expected an integer from 1 to 8"),
        ({"blackjack_pays": "2:1"}, "field 'blackjack_pays': found '2:1', expected one of 3:2, 6:5"),
    ]
    for raw, message in cases:
        try:
            parse_blackjack(Table(raw, "modes.toml", "blackjack", 0))
        except PackError as e:
            assert message in str(e)
        else:
            raise AssertionError(f"{raw} loaded")
    try:
        parse_roulette(Table({"chips": [5, 1]}, "modes.toml", "roulette", 0))
    except PackError as e:
        assert "expected chip values rising from the smallest, each once" in str(e)
    else:
        raise AssertionError("falling chips loaded")
