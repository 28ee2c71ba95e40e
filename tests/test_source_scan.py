"""The forbidden constructs of the determinism rules, found by reading pycore's syntax trees.

No ambient randomness or clock, no floats (literals, ``float()``, true division), no
``hash()`` or ``id()``, and no iteration over a set, anywhere in ``pycore/``.
"""

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent / "pycore"
FORBIDDEN_MODULES = {"random", "time", "datetime", "secrets", "uuid", "os"}
FORBIDDEN_CALLS = {"float", "hash", "id", "set_seed"}
SOURCES = sorted(ROOT.rglob("*.py"))


def _iterates_a_set(node: ast.AST) -> bool:
    if isinstance(node, (ast.Set, ast.SetComp)):
        return True
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("set", "frozenset")


def _joins_a_path(node: ast.BinOp) -> bool:
    """A '/' whose right side is text joins a path (pathlib), not numbers."""
    return isinstance(node.right, ast.JoinedStr) or (isinstance(node.right, ast.Constant) and isinstance(node.right.value, str))


def findings(tree: ast.AST) -> list[str]:
    """Return each forbidden construct in ``tree`` as 'line: what'."""
    found = []
    for node in ast.walk(tree):
        line = getattr(node, "lineno", 0)
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] in FORBIDDEN_MODULES:
                    found.append(f"{line}: import {alias.name}")
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] in FORBIDDEN_MODULES:
            found.append(f"{line}: from {node.module} import")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in FORBIDDEN_CALLS:
            found.append(f"{line}: {node.func.id}()")
        elif isinstance(node, ast.Constant) and isinstance(node.value, (float, complex)):
            found.append(f"{line}: float literal {node.value!r}")
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div) and not _joins_a_path(node):
            found.append(f"{line}: true division '/' makes a float (use // or fx.div)")
        elif isinstance(node, ast.AugAssign) and isinstance(node.op, ast.Div):
            found.append(f"{line}: '/=' makes a float")
        elif isinstance(node, (ast.For, ast.comprehension)) and _iterates_a_set(node.iter):
            found.append(f"{line}: iterating over a set (order differs between processes)")
    return found


def test_the_scan_finds_what_it_should():
    bad = ast.parse("import random\nx = 1 / 2\ny = 0.5\nfor k in {1, 2}: pass\nh = hash('a')\n"
                    "z = [v for v in set(w)]\nfrom time import time\np = d / 'x.toml'\n")
    assert len(findings(bad)) == 7


def test_pycore_is_found():
    assert len(SOURCES) > 10


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_forbidden_construct(path):
    problems = findings(ast.parse(path.read_text(encoding="utf-8"), str(path)))
    assert not problems, f"{path.relative_to(ROOT.parent)}:\n  " + "\n  ".join(problems)
