"""The evaluator: categories, kickers, ties, the wheel, and every five-card hand counted."""

import itertools

import pytest

from pycore.kernel.rng import Xoshiro256ss
from pycore.cards52 import card_code, parse_card, parse_cards
from pycore.modes.poker.hands import (
    FLUSH, FULL_HOUSE, HIGH_CARD, PAIR, QUADS, STRAIGHT, STRAIGHT_FLUSH, TRIPS, TWO_PAIR,
    category_of, describe, evaluate, evaluate5, evaluate7, tie_ranks,
)


def value(text: str) -> int:
    return evaluate(parse_cards(text))


@pytest.mark.parametrize("text, category", [
    ("As Ks Qs Js Ts", STRAIGHT_FLUSH),
    ("9h 9d 9c 9s 2d", QUADS),
    ("3h 3d 3c Ks Kd", FULL_HOUSE),
    ("2h 7h 9h Jh Kh", FLUSH),
    ("6c 7d 8h 9s Tc", STRAIGHT),
    ("Qc Qd Qh 4s 2c", TRIPS),
    ("Jc Jd 4h 4s Ac", TWO_PAIR),
    ("Tc Td 8h 4s 2c", PAIR),
    ("Ac Jd 8h 4s 2c", HIGH_CARD),
])
def test_each_category_is_recognised(text, category):
    assert category_of(value(text)) == category


def test_categories_order_from_high_card_to_straight_flush():
    hands = ["Ac Jd 8h 4s 2c", "2c 2d 3h 4s 6c", "2c 2d 3h 3s 4c", "2c 2d 2h 3s 4c", "Ah 2d 3c 4s 5h",
             "2h 3h 4h 5h 7h", "2c 2d 2h 3s 3c", "2c 2d 2h 2s 3c", "Ah 2h 3h 4h 5h"]
    values = [value(h) for h in hands]
    assert values == sorted(values) and len(set(values)) == len(values)


def test_kickers_decide_within_a_category():
    assert value("Ah Ad Kc 7d 3s") > value("As Ac Qh Jd Td")            # pair of aces, king kicker
    assert value("Kh Kd 5c 5d Qs") > value("Ks Kc 5h 5s Js")            # two pair, fifth card
    assert value("Kh Kd 6c 6d 2s") > value("Ks Kc 5h 5s As")            # second pair beats a kicker
    assert value("7h 7d 7c As 2d") > value("7h 7d 7c Ks Qd")            # trips kickers
    assert value("Ah Kh 9h 5h 3h") > value("Ad Kd 9d 5d 2d")            # flush, last card
    assert value("Ah Kd 9c 5s 3h") > value("Ad Kc 9s 4d 3c")            # high card, fourth card
    assert value("2h 2d 2c 2s Ad") > value("2h 2d 2c 2s Kd")            # quads kicker


def test_equal_ranks_in_other_suits_tie():
    assert value("Ah Kd 9c 5s 3h") == value("As Kc 9d 5h 3c")
    assert value("Th Jh Qh Kh Ah") == value("Ts Js Qs Ks As")


def test_the_wheel_is_a_five_high_straight():
    wheel, six_high = value("Ah 2d 3c 4s 5h"), value("2h 3d 4c 5s 6h")
    assert category_of(wheel) == STRAIGHT and wheel < six_high
    assert tie_ranks(wheel)[0] == 3                                     # the five
    assert wheel > value("Ah Ad Ac Ks Qd")                               # still beats trips
    steel = value("Ah 2h 3h 4h 5h")
    assert category_of(steel) == STRAIGHT_FLUSH and steel < value("2d 3d 4d 5d 6d")
    assert describe(wheel) == "straight, five high"
    assert category_of(value("Qh Kd Ac 2s 3h")) == HIGH_CARD              # no wrapping round the ace


def test_seven_cards_play_their_best_five():
    assert describe(value("Ah Kh 2c 2d 2h 9h 4h")) == "flush, ace high"
    assert describe(value("Ah Kd 2c 2d 2h Ks Kc")) == "full house, kings over deuces"
    assert describe(value("5c 6d 7h 8s 9c Th Jd")) == "straight, jack high"
    assert describe(value("As 2d 3h 4s 5c 6c Kd")) == "straight, six high"
    assert describe(value("Ts Js Qs Ks As 9s 8s")) == "royal flush"
    assert describe(value("9c 9d 9h 8s 8c 8d 2d")) == "full house, nines over eights"
    assert describe(value("Qc Qd Jh Js 4c 4d 3s")) == "two pair, queens and jacks"


def test_seven_and_six_card_values_are_the_best_five_card_subset():
    rng = Xoshiro256ss(2024)
    for size in (6, 7):
        for _ in range(1500):
            deck = list(range(52))
            rng.shuffle(deck)
            cards = deck[:size]
            best = max(evaluate5(*five) for five in itertools.combinations(cards, 5))
            assert evaluate(cards) == best, [card_code(c) for c in cards]
            if size == 7:
                assert evaluate7(*cards) == best


def test_every_five_card_hand_counts_as_the_textbook_says():
    counts = [0] * 9
    distinct = {}
    for five in itertools.combinations(range(52), 5):
        v = evaluate5(*five)
        counts[v >> 20] += 1
        distinct[v] = True
    assert counts == [1302540, 1098240, 123552, 54912, 10200, 5108, 3744, 624, 40]
    assert sum(counts) == 2598960
    assert len(distinct) == 7462                                          # the distinct hand classes


def test_card_codes_round_trip_and_refuse_nonsense():
    assert [card_code(parse_card(card_code(c))) for c in range(52)] == [card_code(c) for c in range(52)]
    assert card_code(parse_card("Ah")) == "Ah"
    with pytest.raises(ValueError, match="invalid card 'A1'"):
        parse_card("A1")
