"""cards.toml's economy sections: what they hold, sell values, and errors that name the field."""

import pytest

from pycore.kernel.schema import PackError
from pycore.packs import load_pack_texts

from tests.book.sample import ECONOMY, TEXT, make_book

MODES = b'[[card_duels]]\nid = "duel-a"\nname = "Duel A"\n'


def _error(text: str) -> PackError:
    with pytest.raises(PackError) as info:
        make_book(text)
    return info.value


def test_every_section_is_read(book):
    assert book.starter.cards == ("c00", "c01", "c02") and book.starter.boosters == ("basic",)
    assert book.starter.gold == 100
    basic, commons = book.boosters
    assert (basic.size, basic.weights, basic.guaranteed) == (5, (70, 20, 8, 2), "uncommon")
    assert len(basic.pool) == 12 and commons.pool == ("c00", "c01", "c06")
    assert commons.weights == (3, 1, 0, 0)
    stall = book.dealer("stall")
    assert [(line.kind, line.id, line.price) for line in stall.stock] == [
        ("booster", "basic", 60), ("card", "c09", 250), ("booster", "commons", 20)]
    assert stall.sell_percent == 50 and book.dealer("fence").stock == ()
    assert [(r.source, r.kind, r.id, r.chance, r.count) for r in book.rewards] == [
        ("duel-a", "booster", "basic", 25, 2), ("card_duels", "card", "c10", 100, 1)]


def test_the_loader_reads_the_economy_through_the_pack():
    pack = load_pack_texts(MODES, TEXT.encode(), "t")
    assert pack.book.booster("basic").name == "Basic Booster"


def test_sell_value_is_the_cards_price_else_the_sections_table_else_the_default(book):
    assert book.sell_value(book.get("c11")) == 1000      # its own price
    assert book.sell_value(book.get("c00")) == 4         # [sell_prices] common
    assert book.sell_value(book.get("c09")) == 60        # [sell_prices] rare
    assert book.sell_value(book.get("c06")) == 15        # built-in uncommon default
    bare = make_book(TEXT.replace("[sell_prices]\ncommon = 4\nrare = 60\n", ""))
    assert bare.sell_value(bare.get("c00")) == 5


def test_a_book_without_economy_sections_still_loads():
    bare = make_book(TEXT[:TEXT.index("\n[starter]")])
    assert (bare.boosters, bare.dealers, bare.rewards) == ((), (), ())
    assert bare.starter.cards == ()


@pytest.mark.parametrize("old, new, expected", [
    ("[sell_prices]", "[sell_price]", "cards.toml [[sell_price]]: unknown section [[sell_price]]; expected one of: "
     "cards, starter, boosters, dealers, rewards, sell_prices"),
    ('pool = ["c00", "c01", "c06"]', 'pool = ["c00", "c99"]',
     "cards.toml [[boosters]] id='commons' field 'pool': found 'c99', expected the id of a card in [[cards]]"),
    ("size = 3", "size = 16",
     "cards.toml [[boosters]] id='commons' field 'size': found 16, expected an integer from 1 to 15"),
    ("size = 3", "sise = 3",
     "cards.toml [[boosters]] id='commons' field 'sise': found 3, expected no such field here (check the spelling)"),
    ("weights = { common = 3, uncommon = 1 }", "weights = { comon = 3 }",
     "cards.toml [[boosters]] id='commons' field 'weights': found 'comon', expected a rarity: "
     "one of common, uncommon, rare, legendary"),
    ("weights = { common = 3, uncommon = 1 }", "weights = { rare = 3 }",
     "cards.toml [[boosters]] id='commons' field 'weights': no rarity the pool holds has a weight above 0, "
     "so no slot could be filled"),
    ("weights = { common = 3, uncommon = 1 }", 'weights = { common = 3, uncommon = 1 }\nguaranteed = "rare"',
     "cards.toml [[boosters]] id='commons' field 'guaranteed': the last slot is guaranteed rare or rarer, "
     "but the pool holds no such card with a weight above 0"),
    ('id = "commons"', 'id = "basic"',
     "cards.toml [[boosters]] id='basic' field 'id': found 'basic', expected an id no other entry of [[boosters]] uses"),
    ('{ card = "c09", price = 250 }', '{ card = "c09", booster = "basic", price = 250 }',
     "cards.toml [[dealers.stock]] id='#2': a stock line sells either a booster or a card (set exactly one of them)"),
    ('{ card = "c09", price = 250 }', '{ card = "c99", price = 250 }',
     "cards.toml [[dealers.stock]] id='#2' field 'card': found 'c99', expected the id of a card in [[cards]]"),
    ("sell_percent = 50", "sell_percent = 150",
     "cards.toml [[dealers]] id='stall' field 'sell_percent': found 150, expected an integer from 0 to 100"),
    ('card = "c10"', 'card = "c10"\nbooster = "basic"',
     "cards.toml [[rewards]] id='card_duels': a reward gives either a booster or a card (set exactly one of them)"),
    ("chance = 25", "chance = 0",
     "cards.toml [[rewards]] id='duel-a' field 'chance': found 0, expected an integer from 1 to 100"),
    ('boosters = ["basic"]', 'boosters = ["gold"]',
     "cards.toml [starter] field 'boosters': found 'gold', expected the id of a set in [[boosters]]"),
    ("gold = 100", "gold = -1",
     "cards.toml [starter] field 'gold': found -1, expected an integer from 0 to 9999999"),
    ("rare = 60", "mythic = 60",
     "cards.toml [sell_prices] field 'mythic': found 60, expected no such field here (check the spelling)"),
])
def test_errors_name_the_table_id_field_found_and_expected(old, new, expected):
    assert old in TEXT
    assert str(_error(TEXT.replace(old, new, 1))) == expected


def test_sections_of_the_wrong_shape_are_refused():
    assert "expected a table, written [starter]" in str(_error(TEXT.replace("[starter]", "[[starter]]")))
    assert "expected an array of tables, written [[boosters]]" in str(
        _error('boosters = "x"\n' + TEXT[:TEXT.index("\n[starter]")]))


def test_the_loader_turns_a_bad_economy_into_a_pack_error():
    with pytest.raises(PackError, match="field 'price'"):
        load_pack_texts(MODES, TEXT.replace("price = 60", "price = -5").encode(), "t")
    assert ECONOMY in TEXT
