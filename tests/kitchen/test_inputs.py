"""Inputs from files and other machines: decklists, card data, table configs and intents never raise past their refusal."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from pycore.kitchen import decks
from pycore.kitchen.game import new_game
from pycore.kitchen.table import Table

from .helpers import DATA, config

LINES = st.sampled_from(["4 Lightning Bolt", "Sideboard", "// Commander", "Commander:", "# note", "", "0 Shock",
                         "4x Forest", "Opt (XLN) 65", "x", "999999999999 Forest", "1", "  2 Rancor  ", "Tokens", "//"])
values = st.recursive(st.none() | st.booleans() | st.integers(-2**66, 2**66) | st.text(max_size=10),
                      lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                      max_leaves=12)


@settings(max_examples=300, deadline=None)
@given(st.lists(LINES | st.text(max_size=30), max_size=30))
def test_decklists_parse_or_refuse_in_words(lines):
    try:
        deck = decks.parse_decklist("\n".join(lines))
    except decks.DeckError as e:
        assert str(e).startswith("line ")
    else:
        assert sorted(deck) == sorted(decks.SECTIONS)
        assert all(1 <= n and name for rows in deck.values() for n, name in rows)
        for fmt in ("commander", "constructed", "limited", "free"):
            assert all(p["level"] in ("block", "warn") for p in decks.check(deck, fmt, DATA))


@settings(max_examples=200, deadline=None)
@given(st.lists(st.dictionaries(st.sampled_from(["name", "type", "mv", "colours", "keywords", "power", "odd"]), values,
                                max_size=5), max_size=4) | values)
def test_card_data_parses_or_refuses(raw):
    try:
        data = decks.parse_card_data(json.dumps(raw))
    except decks.DeckError:
        return
    assert all(isinstance(f["mv"], int) and f["name"] == name for name, f in data.items())


@settings(max_examples=200, deadline=None)
@given(st.dictionaries(st.sampled_from(["format", "variant", "players", "seed", "teams", "options", "first"]), values,
                       max_size=6))
def test_table_configs_deal_or_refuse_with_a_value_error(raw):
    try:
        new_game(raw, DATA)
    except ValueError:
        pass


_TABLE = Table(config(2), DATA, "online")
_BEFORE = json.loads(json.dumps(_TABLE.game))


@settings(max_examples=300, deadline=None)
@given(seat=st.integers(-2, 9) | values, intent=st.dictionaries(st.sampled_from(
    ["kind", "cards", "card", "to", "n", "on", "steps", "line", "bottom", "seat", "delta", "text"]), values, max_size=5)
    | values, kind=st.sampled_from(["undo", "redo", "restart", "undo_to", "move", "draw", "keep", "tap", "chat", "nope"]))
def test_intents_from_a_guest_never_raise(seat, intent, kind):
    if isinstance(intent, dict) and intent.get("kind") is None:
        intent = dict(intent, kind=kind)
    out = _TABLE.command(seat, intent)
    if out[0]["kind"] == "refused":
        assert _TABLE.game == _BEFORE
    else:                                        # something landed: put the table back for the next example
        _TABLE.game = json.loads(json.dumps(_BEFORE))
        _TABLE.undoable, _TABLE.redoable, _TABLE.log = [], [], []
