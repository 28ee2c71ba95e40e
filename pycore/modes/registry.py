"""The one registry of modes: every mode folder's :class:`ModeSpec`, by pack section."""

from __future__ import annotations

from pycore.kernel.mode import ModeSpec
from pycore.modes import card_duels
from pycore.modes import poker
from pycore.modes import prop_hunt
from pycore.modes import golf
from pycore.modes import races
from pycore.modes import party_nights
from pycore.modes import blackjack
from pycore.modes import roulette
from pycore.modes import tactics
from pycore.modes import buckshot
from pycore.modes import billiards
from pycore.modes import durak
from pycore.modes import tables
from pycore.modes import kitchen

# one import and one entry per mode folder, in picker order
MODES: dict[str, ModeSpec] = {spec.kind: spec for spec in (
    card_duels.MODE,
    poker.MODE,
    prop_hunt.MODE,
    golf.MODE,
    races.MODE,
    party_nights.MODE,
    blackjack.MODE,
    roulette.MODE,
    tactics.MODE,
    buckshot.MODE,
    billiards.MODE,
    durak.MODE,
    tables.MODE,
    kitchen.MODE,
)}

# the largest table any mode seats: the one ceiling for rooms, the wire and the signalling server
MAX_SEATS = max(spec.max_seats for spec in MODES.values())
