"""The shared French deck: codes round-trip, the three decks hold the right ranks, bad codes say why."""

import pytest

from pycore.cards52 import (
    DECK32, DECK36, DECK52, card_code, card_name, deck_of, is_red, make_card, parse_card, parse_cards, rank_of,
    suit_of,
)


def test_every_code_round_trips():
    assert [parse_card(card_code(c)) for c in DECK52] == list(DECK52)
    assert len({card_code(c) for c in DECK52}) == 52


def test_short_decks_start_at_six_and_seven():
    assert len(DECK36) == 36 and {card_code(c)[0] for c in DECK36} == set("6789TJQKA")
    assert len(DECK32) == 32 and {card_code(c)[0] for c in DECK32} == set("789TJQKA")
    assert deck_of(36) == DECK36 and deck_of(32) == DECK32 and deck_of(52) == DECK52


def test_parts_and_names():
    ace_hearts = parse_card("Ah")
    assert (rank_of(ace_hearts), suit_of(ace_hearts)) == (12, 2)
    assert make_card(12, 2) == ace_hearts
    assert card_name(ace_hearts) == "ace of hearts"
    assert is_red(ace_hearts) and not is_red(parse_card("As"))
    assert parse_cards("Tc 9d") == [make_card(8, 0), make_card(7, 1)]


@pytest.mark.parametrize("bad", ["", "A", "1h", "Ax", "AhK", None])
def test_bad_codes_are_refused_showing_the_input(bad):
    with pytest.raises(ValueError, match="invalid card"):
        parse_card(bad)


def test_no_other_deck_size():
    with pytest.raises(ValueError, match="no 40-card deck"):
        deck_of(40)
