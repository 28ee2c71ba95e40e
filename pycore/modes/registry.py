"""The one registry of modes: every mode folder's :class:`ModeSpec`, by pack section."""

from __future__ import annotations

from pycore.kernel.mode import ModeSpec
from pycore.modes import duel
from pycore.modes import poker
from pycore.modes import prophunt
from pycore.modes import golf
from pycore.modes import racing
from pycore.modes import party
from pycore.modes import tables

# one import and one entry per mode folder, in picker order
MODES: dict[str, ModeSpec] = {spec.kind: spec for spec in (
    duel.MODE,
    poker.MODE,
    prophunt.MODE,
    golf.MODE,
    racing.MODE,
    party.MODE,
    tables.MODE,
)}
