"""The one registry of modes: every mode folder's :class:`ModeSpec`, by pack section."""

from __future__ import annotations

from pycore.kernel.mode import ModeSpec
from pycore.modes import duel

MODES: dict[str, ModeSpec] = {spec.kind: spec for spec in (
    duel.MODE,
)}
