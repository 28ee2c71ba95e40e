"""Buckshot's AI: exact chances over the orderings, every decision legal, nothing seen but its own seat's view."""

from __future__ import annotations

from fractions import Fraction
from itertools import permutations

import pytest

from pycore.kernel.session import Seat
from pycore.modes.buckshot import ai
from pycore.modes.buckshot.ai import Odds, round_chance
from pycore.modes.buckshot.rules import BuckshotSession

from .tables import config, table


def test_worked_chances_are_exact_fractions():
    """One charge each: 1 live 1 blank is an even duel; 2 live 1 blank favours shooting the other (2/3);
    1 live 2 blanks also gives 2/3 (shoot the other: 1/3 at once, else a 1 live 1 blank duel for them)."""
    assert round_chance(1, 1, 1, 1) == Fraction(1, 2)
    assert round_chance(1, 1, 2, 1) == Fraction(2, 3)
    assert round_chance(1, 1, 1, 2) == Fraction(2, 3)
    assert round_chance(1, 1, 1, 0) == 1
    assert isinstance(round_chance(2, 3, 3, 4), Fraction)


def _by_orderings(mine, theirs, order, my_turn, policy):
    """Play one explicit ordering out with a fixed policy; return 1 if 'me' takes the round, else 0."""
    for shell in order:
        target = policy(my_turn)
        if shell:
            if (target == "self") == my_turn:
                mine -= 1
            else:
                theirs -= 1
        if mine <= 0 or theirs <= 0:
            return int(theirs <= 0)
        if not (target == "self" and not shell):
            my_turn = not my_turn
    return None


@pytest.mark.parametrize("live,blank", [(1, 1), (2, 1), (1, 2), (2, 2), (3, 2)])
def test_the_weighing_matches_counting_every_ordering(live, blank):
    """With both always shooting the other player, the chance from the recursion equals the share of orderings
    the player to move wins (counted over every permutation of the shells, each ordering equally likely)."""
    orders = list(permutations([1] * live + [0] * blank))
    wins = [_by_orderings(1, 1, o, True, lambda mine: "them") for o in orders]
    assert None not in wins
    odds = Odds()

    def always_them(mine, theirs, lv, bl, my_turn, saw=False, skip=False):
        if mine <= 0 or theirs <= 0 or lv + bl == 0:
            return Fraction(int(theirs <= 0))
        return odds.shot(mine, theirs, lv, bl, my_turn, False, False, "them")

    odds.chance = always_them                       # the same weighing, the policy fixed
    assert always_them(1, 1, live, blank, True) == Fraction(sum(wins), len(orders))


def test_the_expert_looks_when_the_count_is_even_and_shoots_by_what_it_saw():
    s = table("LB", items=(["glass"], []), seats=("ai:expert", "human"))
    assert ai.decide(s, 0) == ("use", "glass")
    s.use(0, "glass")
    assert ai.decide(s, 0) == ("shoot", "them")
    s = table("BL", items=(["glass"], []), seats=("ai:expert", "human"))
    s.use(0, "glass")
    assert ai.decide(s, 0) == ("shoot", "self")


def test_the_expert_saws_a_known_live_shell_at_the_other_player():
    s = table("LB", items=(["saw"], []), charges=(2, 2), seats=("ai:expert", "human"))
    s.known[0] = 1
    assert ai.decide(s, 0) == ("use", "saw")


def test_the_regular_shoots_by_the_count():
    assert ai.decide(table("LLB", seats=("ai:regular", "human")), 0) == ("shoot", "them")
    assert ai.decide(table("LBB", seats=("ai:regular", "human")), 0) == ("shoot", "self")


def test_no_tier_reads_the_order():
    """Two guns with the same counts and different orders give the same decision (the RNG aside)."""
    for tier in ("regular", "expert"):
        for items in ([], ["glass"], ["beer", "saw"], ["cuffs", "cigarettes"]):
            a = table("LBBL", items=(list(items), []), charges=(3, 4), seats=(f"ai:{tier}", "human"))
            b = table("BLLB", items=(list(items), []), charges=(3, 4), seats=(f"ai:{tier}", "human"))
            assert ai.decide(a, 0) == ai.decide(b, 0)


@pytest.mark.parametrize("tier", ["novice", "regular", "expert"])
def test_every_ai_decision_passes_the_rules_own_checks(tier, monkeypatch):
    decide = ai.decide
    checked = []

    def checking(session, seat):
        kind, arg = decide(session, seat)
        check = session.can_use(seat, arg) if kind == "use" else session.can_shoot(seat, arg)
        assert check is None, (kind, arg, check)
        checked.append(kind)
        return kind, arg

    monkeypatch.setattr(ai, "decide", checking)
    for seed in range(12):
        s = BuckshotSession(config=config(), seed=seed, seats=[Seat.ai(tier), Seat.ai("expert")])
        while not s.is_finished():
            s.tick([0, 0])
    assert "use" in checked and "shoot" in checked


def test_the_expert_beats_the_novice_more_often_than_not():
    wins = 0
    for seed in range(30):
        s = BuckshotSession(config=config(), seed=seed, seats=[Seat.ai("expert"), Seat.ai("novice")])
        while not s.is_finished():
            s.tick([0, 0])
        wins += s.results().placements[0] == 1
    assert wins >= 18, wins
