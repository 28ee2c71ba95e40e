"""Packs for online party nights: a hidden-card night (poker, then Grid Duel) and an open one (golf, then a race)."""

from __future__ import annotations

from pathlib import Path

from pycore.packs import Pack, load_pack_texts

PRACTICE = Path(__file__).resolve().parents[2] / "pycore" / "packs" / "practice"

NIGHTS = """
[pack]
id = "nights"
name = "Online nights"

[[card_duels]]
id = "nights-duel"
name = "Grid Duel"
elements = 1
prize_gold = 20
turn_seconds = 10

[[poker]]
id = "nights-poker"
name = "Poker: two hands"
seats = 2
buy_in = 200
max_hands = 2
turn_seconds = 5

[[party_nights]]
id = "nights-cards"
name = "Party Night: cards"
seats = 2
points = [10, 6]
round_seconds = 120
prizes = [{ gold = 40 }, { gold = 20 }]

[[party_nights.rounds]]
instance = "nights-poker"
title = "Two hands"
detail = "Most chips after two hands."
knobs = { hands = 2 }

[[party_nights.rounds]]
instance = "nights-duel"
title = "Grid Duel"
detail = "One duel."
"""


def nights_pack() -> Pack:
    """Return the nights pack, with the practice set's cards (Grid Duel deals from them)."""
    return load_pack_texts(NIGHTS.encode("utf-8"), nights_cards(), "nights")


def nights_cards() -> bytes:
    """Return the practice set's cards.toml for the nights pack: its reward rule names the practice
    duel, which this pack does not have, so here it pays for the pack's Grid Duel section instead."""
    return (PRACTICE / "cards.toml").read_bytes().replace(b'source = "practice-card_duels"', b'source = "card_duels"')


OPEN_NIGHT = """
[[party_nights]]
id = "open-night"
name = "Party Night: open rounds"
seats = 2
points = [10, 6]
round_seconds = 120
prizes = [{ gold = 40 }, { gold = 20 }]

[[party_nights.rounds]]
instance = "practice-golf"
title = "First tee"
detail = "One hole."
knobs = { holes = 1 }

[[party_nights.rounds]]
instance = "practice-races"
title = "A lap"
detail = "One lap."
knobs = { laps = 1 }
"""


def open_night_pack() -> Pack:
    """Return the practice set with one more night whose rounds hide nothing (it plays lockstep)."""
    modes = (PRACTICE / "modes.toml").read_text("utf-8") + OPEN_NIGHT
    return load_pack_texts(modes.encode("utf-8"), (PRACTICE / "cards.toml").read_bytes(), "practice")
