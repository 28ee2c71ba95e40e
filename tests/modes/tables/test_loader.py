"""The rules loader: a pack's rules file runs like a built-in game, and only with pycore.tabletop imports."""

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pycore.kernel.session import Seat
from pycore.modes.tables.loader import BUILT_IN, RulesError, built_in, check, load
from pycore.packs import PackError, load_pack, load_pack_texts

from tests.conftest import REPO

GOOD = built_in("tictactoe").source
UNORDERED = ("a set's order differs from one run of Python to the next (strings hash with a salt), so two players' "
             "games would part")


@pytest.mark.parametrize("name", BUILT_IN)
def test_every_built_in_game_passes_the_pack_rules(name):
    rules = built_in(name)
    assert rules.build().seats and rules.entry("moves") is not None and rules.entry("choose") is not None


@pytest.mark.parametrize("line, sentence", [
    ("import os", "rules.py line 1: a table game's rules may import only pycore.tabletop, not os."),
    ("from pycore.kernel import rng", "rules.py line 1: a table game's rules may import only pycore.tabletop, "
                                      "not pycore.kernel."),
    ("import pycore.tabletop, json", "rules.py line 1: a table game's rules may import only pycore.tabletop, not json."),
    ("from . import table", "rules.py line 1: a table game's rules may import only pycore.tabletop, "
                            "not a relative import."),
    ("x = __import__('os')", "rules.py line 1: the rules may not use __import__."),
    ("x = open('f')", "rules.py line 1: the rules may not use open."),
    ("x = eval('1')", "rules.py line 1: the rules may not use eval."),
    ("x = ().__class__", "rules.py line 1: the rules may not reach __class__ (names with two underscores are the "
                         "interpreter's)."),
    ("g = (y for y in ()).gi_frame", "rules.py line 1: the rules may not reach gi_frame (the interpreter's frames "
                                     "and code)."),
    ("x = 0.5", "rules.py line 1: the rules count in whole numbers; 0.5 is a float."),
    ("x = 3 / 2", "rules.py line 1: '/' makes a float; divide with // instead."),
    ("def f(:", "rules.py line 1: invalid syntax."),
    ("deck = list({c for c in 'abc'})", "rules.py line 1: a set comprehension makes a set, and " + UNORDERED +
     "; build a list (sorted, or without repeats by dict.fromkeys)."),
    ("x = {1, 2}", "rules.py line 1: a set literal makes a set, and " + UNORDERED + "; use a tuple, a list or a dict."),
    ("x = {c: 1 for c in {1, 2}}", "rules.py line 1: a dict comprehension over a set takes the set's order, and " +
     UNORDERED + "; iterate a list (sorted where the order matters)."),
    ("x = [k for k in {}.keys() & {}.keys()]", "rules.py line 1: '&', '|', '^' or '-' on a dict's keys() or items() "
     "makes a set, and " + UNORDERED + "; compare with a list comprehension instead."),
    ("x = set('abc')", "rules.py line 1: the rules may not use set."),
    ("x = frozenset()", "rules.py line 1: the rules may not use frozenset."),
])
def test_a_rules_file_that_breaks_a_rule_is_refused_with_a_sentence(line, sentence):
    with pytest.raises(RulesError) as e:
        load(line + "\n" + GOOD, "rules.py")
    assert str(e.value) == sentence and e.value.line == 1


def test_a_rules_file_without_build_or_that_fails_as_it_runs_names_the_line():
    with pytest.raises(RulesError, match="defines no build"):
        load("from pycore.tabletop import Table\n", "r.py")
    with pytest.raises(RulesError) as e:
        load("x = 1\ny = [][3]\n", "r.py")
    assert e.value.line == 2 and "IndexError" in str(e.value)


def test_a_pack_with_a_rules_file_loads_and_plays(tmp_path):
    (tmp_path / "modes.toml").write_text('[[tables]]\nid = "four"\nname = "Four"\nrules = "four.py"\n')
    (tmp_path / "four.py").write_text(GOOD.replace("SIZE = 3", "SIZE = 4").replace("LINE = 3", "LINE = 4"))
    pack = load_pack(tmp_path)
    inst = pack.instance("four")
    s = inst.spec.session(config=inst.config, seed=1, seats=[Seat.ai("novice"), Seat.ai("regular")])
    assert s.table.board.rows == 4
    while not s.is_finished():
        s.tick([0, 0])
    assert s.results() is not None


def test_a_pack_whose_rules_import_something_else_is_refused_naming_the_file(tmp_path):
    (tmp_path / "modes.toml").write_text('[[tables]]\nid = "bad"\nname = "Bad"\nrules = "bad.py"\n')
    (tmp_path / "bad.py").write_text("import random\n" + GOOD)
    with pytest.raises(PackError) as e:
        load_pack(tmp_path)
    assert str(e.value) == (f"{tmp_path / 'modes.toml'} [[tables]] id='bad' field 'rules': bad.py line 1: a table "
                            "game's rules may import only pycore.tabletop, not random.")


@pytest.mark.parametrize("rules, message", [
    ("missing.py", "the pack's folder has no rules file 'missing.py'"),
    ("../x.py", "a built-in game"),
    ("chess", "a built-in game"),
])
def test_a_rules_name_that_is_not_a_game_is_refused(rules, message):
    with pytest.raises(PackError, match=message.replace("(", r"\(").replace(".", r"\.")):
        load_pack_texts(f'[[tables]]\nid = "x"\nname = "X"\nrules = "{rules}"\n'.encode(), None, "p")


def test_a_rules_file_for_another_seat_count_is_refused():
    three = GOOD.replace('seats=[Seat(side="X"), Seat(side="O", color=0xFF3C6ED2)]',
                         'seats=[Seat(side="X"), Seat(side="O"), Seat(side="Z")]')
    with pytest.raises(PackError, match="the table seats 3; a table game seats 2 players"):
        load_pack_texts(b'[[tables]]\nid = "x"\nname = "X"\nrules = "t.py"\n', None, "p", files={"t.py": three.encode()})


def test_the_tables_pack_plays_its_own_rules_file_to_the_end():
    inst = load_pack(REPO / "packs" / "tables").instance("tables-four-in-a-row")
    board = inst.config.rules.build().board
    assert inst.config.rules.title == "Four in a row" and (board.rows, board.columns) == (6, 7)
    for seed in (1, 2, 3):
        s = inst.spec.session(config=inst.config, seed=seed, seats=[Seat.ai("expert"), Seat.ai("novice")])
        while not s.is_finished():
            for e in s.tick([0, 0]):
                assert e["kind"] != "refused"
        assert s.results() is not None


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=200))
def test_fuzzed_source_is_loaded_or_refused_with_a_rules_error(source):
    try:
        load(source, "fuzz.py")
    except RulesError as e:
        assert str(e).startswith("fuzz.py")


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(["import", "from", "__", "eval", "1.5", "/", "open", "pycore"]), st.text(max_size=30))
def test_fuzzed_lines_around_forbidden_words_never_slip_an_import_through(word, tail):
    source = f"{word}{tail}\n"
    try:
        check(source, "f.py")
    except RulesError:
        return
    load_ok = True
    try:
        load(source, "f.py")
    except RulesError:
        load_ok = False
    assert not load_ok or "import" not in source or "pycore.tabletop" in source


def test_a_rules_file_s_caches_filling_in_play_leave_the_config_hash_alone():
    """A replay names its config by hash; tic-tac-toe's solved positions fill a module cache as it plays."""
    from pycore.host.replay import config_hash
    from pycore.packs import practice_pack

    inst = practice_pack().instance("practice-tables")
    before = config_hash(inst.config)
    s = inst.spec.session(config=inst.config, seed=4, seats=[Seat.ai("expert"), Seat.ai("expert")])
    while not s.is_finished():
        s.tick([0, 0])
    assert inst.config.rules.namespace["MEMO"]            # the expert's solved positions are there now
    assert config_hash(inst.config) == before
    assert config_hash(dataclasses.replace(inst.config, turn_seconds=7)) != before


def test_ordered_comprehensions_and_arithmetic_still_load():
    check("x = {c: 1 for c in 'abc'}\ny = [k for k in {}.keys()]\nz = 7 - 2 & 3\nw = dict.fromkeys([3, 1, 3])\n",
          "ok.py")


def test_a_pack_s_own_game_deals_alike_under_two_hash_seeds():
    """A rules file's game is the same game in two processes whose string hashing is salted differently
    (what two players' browsers are): the printed hashes of a seeded simulation agree line for line."""
    import os
    import subprocess
    import sys

    outs = []
    for salt in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=salt)
        argv = [sys.executable, "-m", "pycore", "simulate", "tables-four-in-a-row", "--pack", str(REPO / "packs" / "tables"),
                "--seed", "7", "--frames", "400", "--seats", "ai:regular,ai:expert"]
        outs.append(subprocess.run(argv, cwd=REPO, env=env, capture_output=True, text=True, timeout=120, check=True).stdout)
    assert outs[0] == outs[1] and len(outs[0].splitlines()) > 100 and '"finished": true' in outs[0]
