"""The pack loader: errors that name file, table, id, field, found and expected; all or nothing."""

from __future__ import annotations

import pytest

from pycore.kernel.rng import SplitMix64
from pycore.packs import MAX_DEPTH, MAX_FILE_BYTES, PackError, load_pack, load_pack_texts

from tests.conftest import SAMPLE

CARD = b'[[cards]]\nid = "ember_fox"\nname = "Ember Fox"\nrarity = "common"\nnorth = 3\neast = 5\nsouth = 2\nwest = 4\n'


def _modes() -> bytes:
    return (SAMPLE / "modes.toml").read_bytes()


def _cards() -> bytes:
    return (SAMPLE / "cards.toml").read_bytes()


def _error(modes: bytes, cards: "bytes | None" = CARD) -> PackError:
    with pytest.raises(PackError) as info:
        load_pack_texts(modes, cards, "t")
    return info.value


def test_the_sample_pack_loads_with_its_cards_and_instances():
    pack = load_pack(SAMPLE)
    assert len(pack.book) >= 30
    assert {c.rarity for c in pack.book.cards} == {"common", "uncommon", "rare", "legendary"}
    assert len([i for i in pack.instances if i.kind == "card_duels"]) >= 2


def test_a_card_error_names_file_table_id_field_found_and_expected():
    e = _error(_modes(), CARD.replace(b"east = 5", b"east = 11"))
    assert str(e) == "cards.toml [[cards]] id='ember_fox' field 'east': found 11, expected an integer from 1 to 10"
    assert (e.file, e.table, e.ident, e.field, e.found) == ("cards.toml", "cards", "ember_fox", "east", 11)


def test_unknown_keys_are_errors():
    e = _error(_modes(), CARD + b'colour = "red"\n')
    assert "field 'colour'" in str(e) and "no such field" in str(e)


def test_a_missing_field_and_a_wrong_type_are_named():
    assert "field 'name'" in str(_error(_modes(), CARD.replace(b'name = "Ember Fox"\n', b"")))
    e = _error(_modes(), CARD.replace(b'rarity = "common"', b'rarity = "mythic"'))
    assert "expected one of common, uncommon, rare, legendary" in str(e)


def test_repeated_card_ids_are_refused():
    assert "an id no other card uses" in str(_error(_modes(), CARD + CARD))


def test_unknown_sections_name_the_choices():
    e = _error(b'[[chess]]\nid = "x"\nname = "X"\n')
    assert "unknown section [[chess]]" in str(e) and "card_duels" in str(e)


def test_a_section_written_as_one_table_is_refused():
    assert "an array of tables" in str(_error(b'[card_duels]\nid = "x"\n'))


def test_size_cap_utf8_and_nesting_are_pack_errors():
    assert "at most" in str(_error(b"#" * (MAX_FILE_BYTES + 1)))
    assert "not UTF-8" in str(_error(b'[[card_duels]]\nname = "\xff"\n'))
    deep = b"x = " + b"[" * (MAX_DEPTH + 2) + b"]" * (MAX_DEPTH + 2) + b"\n"
    assert "levels" in str(_error(deep))


def test_an_empty_pack_is_refused():
    assert "offers no game" in str(_error(b"", None))


def test_a_missing_folder_is_a_pack_error(tmp_path):
    with pytest.raises(PackError, match="a pack folder holds modes.toml"):
        load_pack(tmp_path)


def test_random_bytes_raise_only_pack_errors():
    rng = SplitMix64(2024)
    for _ in range(300):
        blob = bytes(rng.below(256) for _ in range(rng.below(200)))
        for modes, cards in ((blob, None), (_modes(), blob)):
            try:
                load_pack_texts(modes, cards, "fuzz")
            except PackError:
                pass


def _mutate(text: bytes, rng: SplitMix64) -> bytes:
    lines = text.split(b"\n")
    i = rng.below(len(lines))
    choice = rng.below(7)
    if choice == 0:
        del lines[i]
    elif choice == 1:
        lines.insert(i, lines[rng.below(len(lines))])
    elif choice == 2:
        lines[i] = lines[i].replace(b"= ", b"= 99999999999", 1)
    elif choice == 3:
        lines[i] = lines[i].replace(b'"', b"", 1)
    elif choice == 4:
        lines.insert(i, b"mystery = 1")
    elif choice == 5:
        return text[: rng.below(len(text) + 1)]
    else:
        data = bytearray(text)
        if data:
            data[rng.below(len(data))] = rng.below(256)
        return bytes(data)
    return b"\n".join(lines)


def test_mutated_sample_packs_load_whole_or_raise_pack_errors():
    rng = SplitMix64(7)
    modes, cards = _modes(), _cards()
    outcomes = {"loaded": 0, "refused": 0}
    for _ in range(400):
        m, c = (_mutate(modes, rng), cards) if rng.below(2) else (modes, _mutate(cards, rng))
        try:
            pack = load_pack_texts(m, c, "fuzz")
        except PackError:
            outcomes["refused"] += 1
        else:
            assert pack.instances
            outcomes["loaded"] += 1
    assert outcomes["refused"] > 100 and outcomes["loaded"] > 10, outcomes


def test_a_reward_rule_whose_source_names_nothing_in_the_pack_is_an_error():
    """A rule for an instance or section the pack lacks would load and never fire."""
    cards = _cards().replace(b'source = "tidewood-high-tide"\ncard', b'source = "tidewood-high-tides"\ncard')
    e = _error(_modes(), cards)
    assert str(e).startswith("cards.toml [[rewards]] field 'source': reward rule 3's source "
                             "'tidewood-high-tides' names no instance or section of this pack")
    assert e.found == "tidewood-high-tides"
    ok = load_pack_texts(_modes(), cards.replace(b"tidewood-high-tides", b"card_duels"), "t")
    assert [r.source for r in ok.book.rewards] == ["tidewood-duel", "tidewood-high-tide", "card_duels"]


def test_the_single_starter_table_is_named_as_it_is_written():
    e = _error(_modes(), CARD + b'\n[starter]\ncards = ["no_such_card"]\n')
    assert str(e).startswith("cards.toml [starter] field 'cards': ")
    e = _error(_modes(), CARD + b'\n[sell_prices]\ncommon = -1\n')
    assert str(e).startswith("cards.toml [sell_prices] field 'common': ")
