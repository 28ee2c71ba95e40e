"""Reading ``[[card_duels]]``: defaults, decks resolved against the book, and errors that name the field."""

from __future__ import annotations

from pathlib import Path

import pytest

from pycore.kernel.schema import PackError
from pycore.modes.card_duels.config import player_deck
from pycore.modes.registry import MODES
from pycore.packs import load_pack, load_pack_texts, practice_pack

ROOT = Path(__file__).resolve().parents[3]
# the practice book, its reward rule pointed at the section (a source naming no instance is an error)
CARDS = (ROOT / "pycore/packs/practice/cards.toml").read_bytes().replace(
    b'source = "practice-card_duels"', b'source = "card_duels"')


def duel_config(body: str, cards: bytes = CARDS):
    pack = load_pack_texts(f'[[card_duels]]\nid = "d"\nname = "D"\n{body}'.encode(), cards, "t")
    return pack.instance("d").config


def refusal(body: str, cards: bytes = CARDS) -> str:
    with pytest.raises(PackError) as caught:
        duel_config(body, cards)
    return str(caught.value)


def test_defaults():
    c = duel_config("")
    assert (c.seats, c.elements, c.element_cells, c.chain, c.stakes, c.prize_gold, c.turn_seconds) == \
        (2, 0, (), False, False, 0, 30)
    assert c.decks == ((), ())
    assert len(c.pool) == 12


def test_decks_resolve_to_cards_of_the_book():
    c = duel_config('decks = [["straw-dummy", "ember-pup", "puddle-newt", "pebble-golem", "ember-pup"]]\n'
                    'elements = 3\nchain = true\nstakes = true\nprize_gold = 75\nturn_seconds = 20\n')
    assert [card.name for card in c.deck(0)] == ["Straw Dummy", "Ember Pup", "Puddle Newt", "Pebble Golem", "Ember Pup"]
    assert c.deck(1) == ()
    assert (c.elements, c.chain, c.stakes, c.prize_gold, c.turn_frames) == (3, True, True, 75, 1200)


def test_the_players_deck_goes_to_an_empty_seat_and_never_over_a_fixed_hand():
    config = duel_config('decks = [["ember-pup", "puddle-newt", "pebble-golem", "gust-sparrow", "lamp-moth"]]')
    mine = config.pool[-5:]
    assert player_deck(config, 0, mine) is None                  # the pack fixed seat 0's hand
    dealt = player_deck(config, 1, mine)
    assert dealt.decks == (config.decks[0], mine) and dealt.pool == config.pool
    assert MODES["card_duels"].player_deck is player_deck


def test_fixed_element_cells():
    c = duel_config('element_cells = [{ cell = 4, element = "fire" }, { cell = 0, element = "water" }]\n')
    assert c.element_cells == ((4, "fire"), (0, "water"))


@pytest.mark.parametrize("body, words", [
    ('decks = [["straw-dummy", "no-such-card", "puddle-newt", "pebble-golem", "ember-pup"]]',
     ["[[card_duels]] id='d' field 'decks'", "'no-such-card'", "the id of a card in cards.toml"]),
    ('decks = [["straw-dummy"]]', ["field 'decks'", "exactly 5 ids"]),
    ('decks = [[], [], []]', ["field 'decks'", "up to 2 lists"]),
    ('decks = "straw-dummy"', ["field 'decks'"]),
    ('seats = 3', ["field 'seats'", "from 2 to 2"]),
    ('elements = 4', ["field 'elements'", "from 0 to 3"]),
    ('elements = 1\nelement_cells = [{ cell = 4, element = "fire" }]', ["either elements", "not both"]),
    ('element_cells = [{ cell = 9, element = "fire" }]', ["field 'cell'", "from 0 to 8"]),
    ('element_cells = [{ cell = 2, element = "lava" }]', ["field 'element'", "'lava'"]),
    ('element_cells = [{ cell = 2, element = "fire" }, { cell = 2, element = "wind" }]', ["each cell at most once"]),
    ('element_cells = [{ cell = 2, element = "fire", power = 2 }]', ["field 'power'", "no such field"]),
    ('chain = "yes"', ["field 'chain'", "true or false"]),
    ('prize_gold = -5', ["field 'prize_gold'"]),
    ('turn_seconds = 5', ["field 'turn_seconds'", "from 10 to 600"]),
    ('stake = true', ["field 'stake'", "no such field"]),
])
def test_errors_name_the_field_and_what_was_expected(body, words):
    text = refusal(body)
    for word in words:
        assert word in text


def test_a_book_too_small_to_deal_from_is_refused_unless_both_decks_are_fixed():
    one = b'[[cards]]\nid = "solo"\nname = "Solo"\nrarity = "common"\nnorth = 1\neast = 1\nsouth = 1\nwest = 1\n'
    assert "holds 1" in refusal("", one)
    c = duel_config('decks = [["solo", "solo", "solo", "solo", "solo"], ["solo", "solo", "solo", "solo", "solo"]]',
                    one)
    assert [card.id for card in c.deck(1)] == ["solo"] * 5


def test_the_practice_set_offers_a_duel():
    assert practice_pack().instance("practice-card_duels").kind == "card_duels"


def test_the_sample_pack_has_a_themed_set_and_two_duels():
    pack = load_pack(ROOT / "packs/sample")
    assert len(pack.book) >= 30
    assert sorted({c.rarity for c in pack.book.cards}) == ["common", "legendary", "rare", "uncommon"]
    assert all(c.flavour and c.art for c in pack.book.cards)
    duels = [i for i in pack.instances if i.kind == "card_duels"]
    assert len(duels) == 2
    high = pack.instance("tidewood-high-tide").config
    assert high.stakes and high.chain and high.elements == 2
    assert [c.id for c in high.deck(1)][0] == "coral-sentinel"
