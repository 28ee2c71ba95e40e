"""A lazy reference names a module's attribute and imports it only when first read or called."""

from __future__ import annotations

import dataclasses
import importlib

import pytest

from pycore.kernel.fx import ONE
from pycore.kernel.mode import Lazy


def test_a_lazy_reference_calls_what_it_names():
    dumps = Lazy("json:dumps")
    assert dumps([1, 2]) == "[1, 2]"
    assert dumps.target is __import__("json").dumps


def test_the_target_is_read_once_and_kept(monkeypatch):
    imported = []
    real = importlib.import_module
    monkeypatch.setattr(importlib, "import_module", lambda name: imported.append(name) or real(name))
    ref = Lazy("pycore.kernel.fx:ONE")
    assert imported == []                       # naming it imports nothing
    assert ref.target == ONE
    ref.target
    assert imported == ["pycore.kernel.fx"]     # read twice, imported once
    assert ref == Lazy("pycore.kernel.fx:ONE") and ref != Lazy("pycore.kernel.fx:HALF")


def test_a_name_the_module_lacks_fails_when_used_not_when_named():
    ref = Lazy("json:no_such_thing")
    with pytest.raises(AttributeError):
        ref()


@pytest.mark.parametrize("path", ["json", "json:", ":dumps", "json:du-mps", "pycore..kernel:x", "json:dumps:x"])
def test_a_malformed_path_is_refused_at_once(path):
    with pytest.raises(ValueError, match="package.module:name"):
        Lazy(path)


def test_a_lazy_reference_is_frozen():
    with pytest.raises(dataclasses.FrozenInstanceError):
        Lazy("json:dumps").path = "json:loads"  # type: ignore[misc]
