"""The room table of docs/architecture.md holds: every import in pycore/ is one its room may make.

The test reads the table itself (room paths in the first column, the rooms each may import in
the third), so the table and the code cannot drift apart: a forbidden import fails here, and
so does a module that belongs to no room of the table.
"""

from __future__ import annotations

import ast
import re
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.conftest import REPO

PYCORE = REPO / "pycore"
TABLE = REPO / "docs" / "architecture.md"
MODE = "pycore/modes/<mode>/"        # the one room that stands for every mode folder


@dataclass(frozen=True)
class Room:
    """One row of the table: the paths the room covers and the paths it may import."""

    paths: tuple[str, ...]
    allowed: "tuple[str, ...] | None"   # None: anything
    planned: bool


def read_rooms(text: str) -> list[Room]:
    """Return the rows of the room table of the architecture document."""
    section = text.split("## Rooms: who may import whom", 1)[1].split("\n## ", 1)[0]
    rooms = []
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 3 or not cells[0].startswith("`pycore/"):
            continue
        paths = tuple(re.findall(r"`([^`]+)`", cells[0]))
        if cells[2] == "anything":
            allowed = None
        elif cells[2] == "stdlib only":
            allowed = ()
        else:
            allowed = tuple("pycore/" + p for p in re.findall(r"`([^`]+)`", cells[2]))
        rooms.append(Room(paths, allowed, cells[1].startswith("(planned)")))
    return rooms


ROOMS = read_rooms(TABLE.read_text())


def room_path(path: str) -> "str | None":
    """Return the room path (as the table spells it) that the file or module path ``path`` lies in."""
    best = None
    for room in ROOMS:
        for p in room.paths:
            if p == MODE:
                m = re.match(r"pycore/modes/([A-Za-z0-9_]+)/", path)
                hit = p if m else None
            elif p.endswith("/"):
                hit = p if path.startswith(p) else None
            else:
                hit = p if path == p else None
            if hit and (best is None or len(hit) > len(best)):
                best = hit
    return best


def room_of(path: str) -> "Room | None":
    """Return the room of the table that covers ``path``."""
    where = room_path(path)
    return next((r for r in ROOMS if where in r.paths), None)


def module_path(module: str) -> str:
    """Return the file path of a pycore module (a package's ``__init__.py``, or a folder not yet there)."""
    rel = Path(*module.split("."))
    if (REPO / rel).is_dir():
        return (rel / "__init__.py").as_posix()
    if (REPO / rel.with_suffix(".py")).exists():
        return rel.with_suffix(".py").as_posix()
    return rel.as_posix() + "/"


def imports_of(rel: str, source: str) -> list[tuple[int, str]]:
    """Return (line, module) for every import in ``source`` (the file ``rel``), relative ones resolved;
    a ``Lazy("module:name")`` reference counts as an import of its module (it is one, made later)."""
    package = list(Path(rel).parent.parts)
    found = []
    for node in ast.walk(ast.parse(source, rel)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = ".".join(package[:len(package) - node.level + 1]) if node.level else ""
            module = ".".join(p for p in (base, node.module or "") if p)
            for alias in node.names:      # ``from pycore.modes import poker`` imports the submodule
                sub = f"{module}.{alias.name}"
                is_sub = (REPO / Path(*sub.split("."))).is_dir() or (REPO / Path(*sub.split("."))).with_suffix(".py").exists()
                found.append((node.lineno, sub if is_sub else module))
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Lazy" \
                and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
            found.append((node.lineno, node.args[0].value.partition(":")[0]))
    return found


def forbidden_imports(sources: dict[str, str]) -> list[str]:
    """Return one line for every import in ``sources`` (path in the repo -> text) that the room table does not allow."""
    problems = []
    for rel, source in sources.items():
        room = room_of(rel)
        if room is None:
            problems.append(f"{rel}: in no room of the table in docs/architecture.md")
            continue
        own = room_path(rel)
        for line, module in imports_of(rel, source):
            top = module.split(".")[0]
            if top != "pycore":
                if top not in sys.stdlib_module_names:
                    problems.append(f"{rel}:{line}: imports {module}, which is not the standard library")
                continue
            if room.allowed is None:
                continue
            target = module_path(module)
            where = room_path(target)
            if where == own and own != MODE:
                continue
            if own == MODE and target.split("/")[:3] == rel.split("/")[:3]:
                continue                  # a mode's own folder
            if where is None or where not in room.allowed:
                problems.append(f"{rel}:{line}: imports {module} ({where or 'no room'}), "
                                f"but {own} may import only {', '.join(room.allowed) or 'the standard library'}")
    return problems


def pycore_sources() -> dict[str, str]:
    return {p.relative_to(REPO).as_posix(): p.read_text()
            for p in sorted(PYCORE.rglob("*.py")) if "__pycache__" not in p.parts}


def test_the_table_is_read():
    """The rows the rest of the test relies on are there, spelled as the test reads them."""
    by_path = {p: room for room in ROOMS for p in room.paths}
    assert by_path["pycore/kernel/"].allowed == ()
    assert "pycore/book/" in by_path[MODE].allowed and "pycore/host/" not in by_path[MODE].allowed
    assert not by_path["pycore/tabletop/"].planned and "pycore/tabletop/" in by_path[MODE].allowed
    assert by_path["pycore/cli.py"].allowed is None


def test_every_room_of_the_table_is_there():
    missing = [p for room in ROOMS if not room.planned for p in room.paths
               if p != MODE and not (REPO / p).exists()]
    assert not missing


def test_every_import_in_pycore_is_one_the_room_table_allows():
    problems = forbidden_imports(pycore_sources())
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("source, words", [
    ("from pycore.host.arcade import Arcade\n", "imports pycore.host.arcade (pycore/host/)"),
    ("from pycore.collection import progress\n", "imports pycore.collection.progress (pycore/collection/)"),
    ("from pycore.modes import golf\n", "imports pycore.modes.golf (pycore/modes/<mode>/)"),
    ("import pycore.net.codec\n", "imports pycore.net.codec (pycore/net/)"),
    ("from pycore.packs import practice_pack\n", "imports pycore.packs (pycore/packs/)"),
    ("import numpy\n", "imports numpy, which is not the standard library"),
    ('MODE = ModeSpec(session=Lazy("pycore.modes.golf.rules:GolfSession"))\n',
     "imports pycore.modes.golf.rules (pycore/modes/<mode>/)"),
])
def test_a_mode_that_reaches_past_its_rooms_is_caught(source, words):
    """The check itself can fail: a mode file importing the host, the economy, another mode,
    the network, the packs or a third-party package is named, with the room it reached."""
    problems = forbidden_imports({"pycore/modes/poker/_probe.py": source})
    assert len(problems) == 1 and words in problems[0] and problems[0].startswith("pycore/modes/poker/_probe.py:1:")


def test_a_mode_may_import_its_own_folder_and_the_shared_rooms():
    source = ("from pycore.cards52 import DECK52\nfrom pycore.book.cards import Card\nfrom . import hands\n"
              "from pycore.modes.poker.pots import split\nimport dataclasses\n"
              'screen = Lazy("pycore.modes.poker.screen:screen")\n')
    assert forbidden_imports({"pycore/modes/poker/_probe.py": source}) == []


def test_a_module_outside_every_room_is_caught():
    assert forbidden_imports({"pycore/stray.py": ""}) == ["pycore/stray.py: in no room of the table in docs/architecture.md"]


def test_the_kernel_imports_only_the_standard_library():
    assert forbidden_imports({"pycore/kernel/_probe.py": "from pycore.prims import Stage\n"}) == [
        "pycore/kernel/_probe.py:1: imports pycore.prims (pycore/prims/), "
        "but pycore/kernel/ may import only the standard library"]

