"""The rules loader: a table game's rules file, checked and run, the same way for built-in games and packs.

A rules file may import only ``pycore.tabletop``; it may not reach the interpreter's doors
(``open``, ``eval``, ``exec``, ``__import__``, attributes spelled with two underscores) nor
use floats or true division (the table is state-hashed and replayed on every peer), nor make a
set: ``set``, ``frozenset``, a set literal, a set comprehension, a dict comprehension over a set,
or a set made of a dict's views (``d.keys() & e.keys()``) are refused, as ``hash`` is, because a
set's order follows string hashing, which Python salts per process (``PYTHONHASHSEED``). A file
that breaks a rule is refused with a sentence naming the file, the line and the rule. The
check keeps honest rules deterministic and inside the kit; it is not a sandbox against a
hostile author (a pack's Python runs in the player's engine worker, like the pack's data).
"""

from __future__ import annotations

import ast
import builtins
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

ALLOWED_MODULE = "pycore.tabletop"
BUILT_IN = ("tictactoe", "checkers", "morris", "crazy_eights")
MAX_SOURCE = 64 * 1024
FORBIDDEN_NAMES = ("__import__", "eval", "exec", "compile", "open", "input", "breakpoint", "globals", "locals",
                   "vars", "getattr", "setattr", "delattr", "memoryview", "help", "exit", "quit", "float", "hash",
                   "id", "set", "frozenset", "__builtins__", "__loader__", "__spec__")
SET_OPS = (ast.BitAnd, ast.BitOr, ast.BitXor, ast.Sub)
VIEWS = ("keys", "items")     # a dict's views: ``&``, ``|``, ``^`` and ``-`` on them make sets
UNORDERED = ("a set's order differs from one run of Python to the next (strings hash with a salt), so two "
             "players' games would part")
FRAME_PREFIXES = ("f_", "gi_", "cr_", "ag_", "tb_", "co_")
SAFE_BUILTINS = ("abs", "all", "any", "bool", "dict", "divmod", "enumerate", "filter", "int", "isinstance", "len",
                 "list", "map", "max", "min", "print", "range", "reversed", "sorted", "str", "sum", "tuple", "zip",
                 "ValueError", "KeyError", "IndexError", "Exception", "True", "False", "None", "__build_class__",
                 "object", "staticmethod", "property", "super", "type", "iter", "next", "repr", "ord", "chr")


class RulesError(ValueError):
    """A rules file that cannot run: the sentence names the file and line; ``line`` is 0 when none applies."""

    def __init__(self, message: str, line: int = 0) -> None:
        super().__init__(message)
        self.line = line


@dataclass(frozen=True)
class Rules:
    """A loaded rules file: its title, whether it uses hidden pieces, and its namespace's entry points."""

    name: str
    source: str
    title: str
    namespace: dict = field(compare=False)    # what the source made when it ran: its functions, and caches that fill in play

    def build(self) -> Any:
        """Return a fresh table with the rules' handlers on it."""
        return self.namespace["build"]()

    def entry(self, name: str) -> Any:
        """Return the rules' function ``name`` (``moves``, ``choose``), or None."""
        fn = self.namespace.get(name)
        return fn if callable(fn) else None


def check(source: str, filename: str) -> ast.Module:
    """Return the syntax tree of ``source``, or raise RulesError naming the first rule it breaks."""
    if len(source) > MAX_SOURCE:
        raise RulesError(f"{filename} is {len(source)} characters long; a rules file has at most {MAX_SOURCE}.")
    try:
        tree = ast.parse(source, filename)
    except SyntaxError as e:
        raise RulesError(f"{filename} line {e.lineno}: {e.msg}.", e.lineno or 0) from None
    for node in ast.walk(tree):
        line = getattr(node, "lineno", 0)
        where = f"{filename} line {line}"
        if isinstance(node, ast.Import):
            for alias in node.names:
                if not _allowed(alias.name):
                    raise RulesError(f"{where}: a table game's rules may import only {ALLOWED_MODULE}, "
                                     f"not {alias.name}.", line)
        elif isinstance(node, ast.ImportFrom):
            if node.level or not _allowed(node.module or ""):
                what = "a relative import" if node.level else node.module
                raise RulesError(f"{where}: a table game's rules may import only {ALLOWED_MODULE}, not {what}.", line)
        elif isinstance(node, ast.Name) and node.id in FORBIDDEN_NAMES:
            raise RulesError(f"{where}: the rules may not use {node.id}.", line)
        elif isinstance(node, ast.Attribute) and node.attr.startswith(FRAME_PREFIXES):
            raise RulesError(f"{where}: the rules may not reach {node.attr} (the interpreter's frames and code).", line)
        elif isinstance(node, ast.Attribute) and node.attr.startswith("__"):
            raise RulesError(f"{where}: the rules may not reach {node.attr} (names with two underscores "
                             "are the interpreter's).", line)
        elif isinstance(node, ast.Constant) and isinstance(node.value, (float, complex)):
            raise RulesError(f"{where}: the rules count in whole numbers; {node.value!r} is a float.", line)
        elif isinstance(node, (ast.BinOp, ast.AugAssign)) and isinstance(node.op, ast.Div):
            raise RulesError(f"{where}: '/' makes a float; divide with // instead.", line)
        elif isinstance(node, ast.DictComp) and any(_unordered(g.iter) for g in node.generators):
            raise RulesError(f"{where}: a dict comprehension over a set takes the set's order, and {UNORDERED}; "
                             "iterate a list (sorted where the order matters).", line)
        elif isinstance(node, ast.SetComp):
            raise RulesError(f"{where}: a set comprehension makes a set, and {UNORDERED}; build a list (sorted, or "
                             "without repeats by dict.fromkeys).", line)
        elif isinstance(node, ast.Set):
            raise RulesError(f"{where}: a set literal makes a set, and {UNORDERED}; use a tuple, a list or a "
                             "dict.", line)
        elif isinstance(node, ast.BinOp) and _unordered(node):
            raise RulesError(f"{where}: '&', '|', '^' or '-' on a dict's keys() or items() makes a set, and "
                             f"{UNORDERED}; compare with a list comprehension instead.", line)
    return tree


def _unordered(node: ast.AST) -> bool:
    """Return True if ``node`` makes a set: a literal, a comprehension, ``set()``/``frozenset()``, or a dict's
    views combined by a set operator."""
    if isinstance(node, (ast.Set, ast.SetComp)):
        return True
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("set", "frozenset"):
        return True
    if isinstance(node, ast.BinOp) and isinstance(node.op, SET_OPS):
        return any(_view(side) or _unordered(side) for side in (node.left, node.right))
    return False


def _view(node: ast.AST) -> bool:
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in VIEWS
            and not node.args)


def _allowed(module: str) -> bool:
    return module == ALLOWED_MODULE or module.startswith(ALLOWED_MODULE + ".")


def _import(name: str, globals: Any = None, locals: Any = None, fromlist: Any = (), level: int = 0) -> Any:
    """Import ``name`` for a rules file: only the table kit gets through."""
    if level or not _allowed(name):
        raise ImportError(f"a table game's rules may import only {ALLOWED_MODULE}, not {name}")
    return builtins.__import__(name, globals, locals, fromlist, level)


def load(source: str, filename: str) -> Rules:
    """Check and run a rules file's ``source``; return its rules or raise RulesError."""
    tree = check(source, filename)
    space: dict = {"__builtins__": {name: getattr(builtins, name) for name in SAFE_BUILTINS},
                   "__name__": "tabletop_rules"}
    space["__builtins__"]["__import__"] = _import
    try:
        exec(compile(tree, filename, "exec"), space)
    except Exception as e:
        raise RulesError(f"{filename} could not run: {type(e).__name__}: {e}", error_line(e, filename)) from None
    if not callable(space.get("build")):
        raise RulesError(f"{filename} defines no build() function: the rules start with one that returns a Table.")
    title = space.get("TITLE")
    return Rules(name=filename, source=source, title=title if isinstance(title, str) else filename, namespace=space)


def error_line(error: BaseException, filename: str) -> int:
    """Return the last line of ``filename`` in ``error``'s traceback, or 0."""
    line, tb = 0, error.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == filename:
            line = tb.tb_lineno
        tb = tb.tb_next
    return line


_CACHE: dict[str, Rules] = {}


def built_in(name: str) -> Rules:
    """Return the built-in game ``name`` (one of BUILT_IN), loaded through the same checks as a pack's."""
    if name not in BUILT_IN:
        raise RulesError(f"there is no built-in table game {name!r}: the parlour has {', '.join(BUILT_IN)}.")
    if name not in _CACHE:
        source = (resources.files("pycore.modes.tables") / "games" / f"{name}.py").read_text(encoding="utf-8")
        _CACHE[name] = load(source, f"{name}.py")
    return _CACHE[name]
