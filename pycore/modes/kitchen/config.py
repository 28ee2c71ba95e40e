"""The kitchen table's config: one ``[[kitchen]]`` table of ``modes.toml`` read into a frozen value.

Fields of ``[[kitchen]]`` (``id`` and ``name`` are read by the pack loader):

* ``seats``: the default number of players, 1 to 4. Default 1 (solitaire).
* ``decks``: 1 to 4 decklists, each a list of decklist lines (``"4 Grizzly Bears"``); seat
  k plays deck k modulo their count. Required.
* ``cards``: the public facts of the decks' cards, a list of tables with ``name``, ``type``,
  ``mv`` (0 to 20), ``power``, ``toughness`` (text) and ``keywords`` (a list of words); a
  card not listed plays as a name-only card. Default none.
* ``phantom``: the sparring phantom's intensity when one seat plays: ``off``, ``gentle``,
  ``realistic`` or ``ruthless``. Default ``"realistic"``.
* ``rounds``: rounds before the table closes, 1 to 60; 0: no limit, the game runs until it is won
  (or conceded) or the player leaves (nothing is won at a kitchen table but the game, so leaving
  loses nothing). At a no-limit table of AI seats alone, each AI seat concedes once
  ``ai.STAY_ROUNDS`` rounds (20) are played, so the game ends. Default 10.
* ``turn_seconds``: how long a turn may run before it passes by itself, 10 to 600. Default 90.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pycore.kernel.schema import Table
from pycore.kitchen import decks as decklists

MIN_SEATS = 1
MAX_SEATS = 4
FRAMES_PER_SECOND = 60
INTENSITIES = ("off", "gentle", "realistic", "ruthless")


@dataclass(frozen=True)
class KitchenConfig:
    """A kitchen table's terms: the decks and their card facts, the phantom, the length."""

    seats: int = 1
    decks: tuple[tuple[str, ...], ...] = ()
    cards: tuple[tuple[str, str, int, str, str, tuple[str, ...]], ...] = ()   # name, type, mv, power, toughness, keywords
    phantom: str = "realistic"
    rounds: int = 10
    turn_seconds: int = 90

    @property
    def turn_frames(self) -> int:
        """Return how long a turn may run, in frames."""
        return self.turn_seconds * FRAMES_PER_SECOND

    def deck_of(self, seat: int) -> str:
        """Return the decklist text ``seat`` plays."""
        return "\n".join(self.decks[seat % len(self.decks)]) + "\n"

    def card_data(self) -> dict:
        """Return the card data as the table reads it: name -> printed facts."""
        return {name: {"name": name, "type": kind, "cost": "", "mv": mv, "colours": [], "power": power,
                       "toughness": toughness, "loyalty": "", "keywords": list(keywords), "back": ""}
                for name, kind, mv, power, toughness, keywords in self.cards}


def parse(t: Table, book: Any = None) -> KitchenConfig:
    """Read one ``[[kitchen]]`` table; every deck must have cards and every card fact its bounds."""
    decks = t.raw_value("decks")
    if not isinstance(decks, list) or not 1 <= len(decks) <= 4:
        raise t.error("decks", decks, "a list of 1 to 4 decklists, each a list of lines")
    for deck in decks:
        if not isinstance(deck, list) or not 1 <= len(deck) <= 120 or not all(
                isinstance(line, str) and 1 <= len(line) <= 150 for line in deck):
            raise t.error("decks", deck, "a decklist as a list of 1 to 120 lines of text")
        try:
            listed = decklists.parse_decklist("\n".join(deck) + "\n")
        except decklists.DeckError as e:
            raise t.fail(f"a deck cannot be read: {e}", "decks") from None
        if not listed["main"]:
            raise t.error("decks", deck, "a decklist with at least one card in its main deck")
    cards = []
    for c in t.tables("cards", [], max_len=200):
        cards.append((c.str("name", max_len=141), c.str("type", "", max_len=100), c.int("mv", 0, lo=0, hi=20),
                      c.str("power", "", max_len=4), c.str("toughness", "", max_len=4),
                      tuple(c.list("keywords", [], max_len=8))))
        c.done()
    return KitchenConfig(
        seats=t.int("seats", 1, lo=MIN_SEATS, hi=MAX_SEATS),
        decks=tuple(tuple(d) for d in decks),
        cards=tuple(cards),
        phantom=t.str("phantom", "realistic", choices=INTENSITIES),
        rounds=t.int("rounds", 10, lo=0, hi=60),
        turn_seconds=t.int("turn_seconds", 90, lo=10, hi=600),
    )


# The how-to-play card (``ModeSpec.howto``): the goal, the controls, the rules a newcomer trips on.
HOWTO = {
    "goal": "Your own Magic decks on a table that keeps the cards, not the rules: play a game as you would at a "
            "kitchen table, hot seat or against the sparring phantom.",
    "controls": [("Click", "or drag a card to a zone or your battlefield"), ("Click", "a permanent to tap it"),
                 ("Cross", "draw"), ("Square", "untap all"), ("Triangle", "pass the turn"), ("L1", "shuffle"),
                 ("R1", "scry 1"), ("Circle", "accept the phantom's offer"), ("L2", "undo")],
    "rules": ["The table checks no rules: you move the cards, as with paper ones.",
              "The phantom plays the other side and offers what it does (a block, a trade): Circle accepts, "
              "Select declines.",
              "A permanent's dotted tab (its lower left corner) opens its menu: counters, flip, to a zone.",
              "Undo takes back your last change."],
}
