"""Each mode's rules, AI and screen are imported when a game of it is first opened, not at boot.

Every probe runs in a fresh interpreter, since this test run has long since imported every mode.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from pycore.modes.registry import MODES

from tests.conftest import REPO

HEAVY = "pycore.modes.{kind}.{part}"
PARTS = ("rules", "ai", "screen")

BOOT = r"""
import contextlib, io, json, sys
from pycore import bindings, cli

bindings.play_seed(7)
bindings.play_modes_json()
bindings.play_tick("[]")
bindings.play_frame()                 # the picker's first frame
with contextlib.redirect_stdout(io.StringIO()):
    cli.main(["list"])
    cli.main(["list", "--pack", "packs/sample"])
print(json.dumps(sorted(m for m in sys.modules if m.startswith("pycore.modes."))))
"""

ENTER = r"""
import json, sys
from pycore import bindings

def modes():
    return {m for m in sys.modules if m.startswith("pycore.modes.")}

bindings.play_seed(7)
ids = [inst["id"] for inst in json.loads(bindings.play_modes_json())]
entered = {}
for instance_id in ids:
    before = modes()
    answer = json.loads(bindings.play_mode_enter(instance_id))
    assert answer.get("ok"), (instance_id, answer)
    bindings.play_tick("[]")
    bindings.play_frame()             # the game's first frame: its screen
    entered[instance_id] = sorted(modes() - before)
    bindings.play_mode_leave()
print(json.dumps(entered))
"""


def probe(source: str) -> object:
    """Run ``source`` in a fresh interpreter at the checkout and return the JSON it prints last."""
    done = subprocess.run([sys.executable, "-c", source], cwd=REPO, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


def test_booting_listing_and_loading_packs_imports_no_mode_s_rules_ai_or_screen():
    loaded = probe(BOOT)
    heavy = [HEAVY.format(kind=kind, part=part) for kind in MODES for part in PARTS]
    assert [m for m in heavy if m in loaded] == []
    assert all(f"pycore.modes.{kind}.config" in loaded for kind in MODES)   # what parses a pack is there


@pytest.fixture(scope="module")
def entered() -> dict:
    return probe(ENTER)


def test_every_practice_instance_is_entered_in_the_probe(entered, practice):
    assert list(entered) == [inst.id for inst in practice.instances]


def test_opening_a_game_imports_its_own_mode_and_no_other(entered, practice):
    """The first game of a mode imports its rules, AI and screen; nothing of another mode's comes with it."""
    first = {}
    for inst in practice.instances:
        first.setdefault(inst.kind, inst.id)
    for inst in practice.instances:
        new = entered[inst.id]
        assert all(m.startswith(f"pycore.modes.{inst.kind}.") for m in new), (inst.id, new)
        if first[inst.kind] == inst.id:
            assert {HEAVY.format(kind=inst.kind, part=part) for part in PARTS} <= set(new), (inst.id, new)
        else:
            assert not [m for m in new if m.rsplit(".", 1)[1] in PARTS], (inst.id, new)


def test_loading_a_spec_imports_that_mode_s_rules_ai_and_screen_only():
    """What the snapshot's build calls for every mode, so that entering one in the page costs nothing."""
    loaded = probe(r"""
import json, sys
from pycore.modes.registry import MODES
MODES["golf"].load()
print(json.dumps(sorted(m for m in sys.modules if m.startswith("pycore.modes."))))
""")
    assert {HEAVY.format(kind="golf", part=part) for part in PARTS} <= set(loaded)
    assert [m for m in loaded if m.rsplit(".", 1)[1] in PARTS and not m.startswith("pycore.modes.golf.")] == []
