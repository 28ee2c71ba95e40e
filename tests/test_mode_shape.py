"""Every mode the same shape (docs/modes.md): one name across folder, section, class and practice id,
the same files, MODE alone in ``__init__.py`` naming its rules and screen lazily, the rule triad,
``frame_bound`` in rules.py, ``ai.decide(session, seat)``, and every place a new mode touches present.
"""

from __future__ import annotations

import ast
import importlib
import inspect

import pytest

from pycore.kernel.mode import Lazy
from pycore.modes.registry import MODES
from pycore.packs import practice_pack

from tests.conftest import REPO

FILES = ("__init__.py", "config.py", "rules.py", "ai.py", "screen.py")
KINDS = list(MODES)


def class_name(kind: str) -> str:
    """Return the session class a section names: ``prop_hunt`` -> ``PropHuntSession``."""
    return "".join(part.capitalize() for part in kind.split("_")) + "Session"


def test_class_names_follow_the_section():
    assert class_name("card_duels") == "CardDuelsSession" and class_name("poker") == "PokerSession"


@pytest.mark.parametrize("kind", KINDS)
def test_one_name_across_folder_section_class_and_practice_id(kind):
    spec = MODES[kind]
    assert spec.session == Lazy(f"pycore.modes.{kind}.rules:{class_name(kind)}")
    session = spec.session.target
    assert spec.kind == kind and session.kind == kind
    assert session.__name__ == class_name(kind)
    assert session.__module__ == f"pycore.modes.{kind}.rules"
    practice = practice_pack().instance(f"practice-{kind}")
    assert practice.kind == kind
    assert (REPO / "tests" / "golden" / f"practice-{kind}.jsonl").is_file()
    assert (REPO / "tests" / "modes" / kind).is_dir()


@pytest.mark.parametrize("kind", KINDS)
def test_the_same_files_and_entry_points(kind):
    folder = REPO / "pycore" / "modes" / kind
    assert all((folder / name).is_file() for name in FILES), sorted(p.name for p in folder.iterdir())
    spec = MODES[kind]
    assert spec.parse.__module__ == f"pycore.modes.{kind}.config"
    assert spec.frame_bound == Lazy(f"pycore.modes.{kind}.rules:frame_bound")
    assert spec.screen == Lazy(f"pycore.modes.{kind}.screen:screen")
    assert spec.frame_bound.target.__module__ == f"pycore.modes.{kind}.rules"
    assert spec.screen.target.__module__ == f"pycore.modes.{kind}.screen"
    ai = importlib.import_module(f"pycore.modes.{kind}.ai")
    assert list(inspect.signature(ai.decide).parameters) == ["session", "seat"]


@pytest.mark.parametrize("kind", KINDS)
def test_init_holds_only_the_mode_spec(kind):
    tree = ast.parse((REPO / "pycore" / "modes" / kind / "__init__.py").read_text())
    body = [n for n in tree.body if not isinstance(n, (ast.Import, ast.ImportFrom))]
    assert isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant)     # the docstring
    assert len(body) == 2 and isinstance(body[1], ast.Assign)
    target, call = body[1].targets[0], body[1].value
    assert isinstance(target, ast.Name) and target.id == "MODE"
    assert isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == "ModeSpec"


@pytest.mark.parametrize("kind", KINDS)
def test_init_imports_only_what_packs_and_the_picker_read(kind):
    """``__init__.py`` imports the kernel's ModeSpec and the mode's light config, never its rules, AI or screen."""
    tree = ast.parse((REPO / "pycore" / "modes" / kind / "__init__.py").read_text())
    imported = [("." * n.level) + (n.module or "") if isinstance(n, ast.ImportFrom) else n.names[0].name
                for n in tree.body if isinstance(n, (ast.Import, ast.ImportFrom))]
    assert imported[0] == "pycore.kernel.mode"
    assert imported[1:] in ([".config"], [f"pycore.modes.{kind}.config"])


def returns(function) -> str:
    """Return a function's return annotation as written, quotes or not."""
    return str(inspect.signature(function).return_annotation).strip("'\"")


@pytest.mark.parametrize("kind", KINDS)
def test_rule_entry_points_come_as_a_triad(kind):
    """Each ``can_x`` returns the reason as a sentence or None; its ``x`` returns the events."""
    session = MODES[kind].session.target
    checks = [name for name in dir(session) if name.startswith("can_") and callable(getattr(session, name))]
    assert checks, f"{kind} has no can_* rule entry point"
    for name in checks:
        assert returns(getattr(session, name)) == "str | None", name
        entry = getattr(session, name[4:], None)
        if entry is not None:
            assert returns(entry) == "list[Event]", name[4:]


@pytest.mark.parametrize("kind", KINDS)
def test_every_place_a_mode_touches_names_it(kind):
    """Its section in docs/packs.md, its title in the README's games table, an instance in the sample pack."""
    spec = MODES[kind]
    assert f"## `[[{kind}]]`" in (REPO / "docs" / "packs.md").read_text()
    assert f"| **{spec.title}** |" in (REPO / "README.md").read_text()
    assert f"[[{kind}]]" in (REPO / "packs" / "sample" / "modes.toml").read_text()
