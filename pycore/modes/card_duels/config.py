"""Grid Duel's config: one ``[[card_duels]]`` table of ``modes.toml`` read into a frozen value.

Fields of ``[[card_duels]]`` (``id`` and ``name`` are read by the pack loader):

* ``seats``: 2, the only count (may be left out).
* ``elements``: how many elemental cells (0 to 3) the session lays at random cells with
  random elements, drawn from the session's own seed. Default 0.
* ``element_cells``: instead of ``elements``, fixed cells as sub-tables
  ``{ cell = 4, element = "fire" }`` (cells 0 to 8 row by row from the top left, at most
  three, each cell once). Setting both fields is an error.
* ``chain``: true to let every card a placement captured capture its own weaker opponent
  neighbours, one step and no further. Default false.
* ``stakes``: true to let the winner take one card of the loser's deck. Default false.
* ``decks``: up to two lists of card ids, one per seat (``[["a", "b", "c", "d", "e"], []]``);
  each list is empty (deal five distinct cards from the book) or exactly five ids of
  ``cards.toml``. Default: deal both hands. The host seats a player's own deck in a seat
  the pack left empty through :func:`player_deck` (``ModeSpec.player_deck``).
* ``prize_gold``: gold the winner takes away, 0 to 9,999,999. Default 0.
* ``turn_seconds``: the turn clock, 10 to 600 seconds at 60 frames a second; a human who
  lets it run out has the selected card laid on the cursor's cell, or the first free cell
  when the cursor's is taken (and, in the stake pick, the selected card taken). Default 30.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from pycore.book.cards import ELEMENTS, Book, Card
from pycore.kernel.schema import Table

SEATS = 2
HAND = 5
CELLS = 9
MAX_ELEMENT_CELLS = 3
FRAMES_PER_SECOND = 60
PLACE, STAKE, OVER = "place", "stake", "over"   # the phases of a duel


@dataclass(frozen=True)
class CardDuelsConfig:
    """A duel's fixed terms; per-seat decks are Card values, an empty deck is dealt at random."""

    seats: int = SEATS
    elements: int = 0
    element_cells: tuple[tuple[int, str], ...] = ()
    chain: bool = False
    stakes: bool = False
    decks: tuple[tuple[Card, ...], ...] = ((), ())
    pool: tuple[Card, ...] = ()
    prize_gold: int = 0
    turn_seconds: int = 30

    @property
    def turn_frames(self) -> int:
        """Return the turn clock in frames."""
        return self.turn_seconds * FRAMES_PER_SECOND

    def deck(self, seat: int) -> tuple[Card, ...]:
        """Return the fixed hand of ``seat``, or () when it is dealt from the pool."""
        return self.decks[seat] if seat < len(self.decks) else ()


def parse(t: Table, book: Book) -> CardDuelsConfig:
    """Read one ``[[card_duels]]`` table, resolving deck ids against ``book``."""
    t.int("seats", SEATS, lo=SEATS, hi=SEATS)
    count = t.int("elements", 0, lo=0, hi=MAX_ELEMENT_CELLS)
    cells = tuple(_element_cell(sub) for sub in t.tables("element_cells", [], max_len=MAX_ELEMENT_CELLS))
    if t.has("elements") and t.has("element_cells"):
        raise t.fail("set either elements (a count of random cells) or element_cells (fixed cells), not both",
                     "element_cells")
    taken = [cell for cell, _ in cells]
    for i, cell in enumerate(taken):
        if cell in taken[:i]:
            raise t.error("element_cells", cell, "each cell at most once")
    decks = _decks(t, book)
    if any(not deck for deck in decks) and len(book) < HAND:
        raise t.fail(f"a seat without a deck is dealt {HAND} distinct cards, but cards.toml holds "
                     f"{len(book)}: add cards or give both seats a deck", "decks")
    return CardDuelsConfig(
        elements=count,
        element_cells=cells,
        chain=t.bool("chain", False),
        stakes=t.bool("stakes", False),
        decks=decks,
        pool=book.cards,
        prize_gold=t.int("prize_gold", 0, lo=0, hi=9_999_999),
        turn_seconds=t.int("turn_seconds", 30, lo=10, hi=600),
    )


def player_deck(config: CardDuelsConfig, seat: int, deck: Sequence[Card]) -> "CardDuelsConfig | None":
    """Return ``config`` dealing the player's ``deck`` to ``seat``, or None when the pack fixed that seat's hand."""
    if config.deck(seat):
        return None
    decks = list(config.decks) + [()] * (SEATS - len(config.decks))
    decks[seat] = tuple(deck)
    return replace(config, decks=tuple(decks))


def _element_cell(sub: Table) -> tuple[int, str]:
    cell = sub.int("cell", lo=0, hi=CELLS - 1)
    element = sub.str("element", choices=ELEMENTS)
    sub.done()
    return cell, element


def _decks(t: Table, book: Book) -> tuple[tuple[Card, ...], ...]:
    raw = t.raw_value("decks", [])
    expected = f"a list of up to {SEATS} lists of card ids, each empty or exactly {HAND} ids"
    if not isinstance(raw, list) or len(raw) > SEATS:
        raise t.error("decks", raw, expected)
    decks: list[tuple[Card, ...]] = []
    for ids in raw:
        if not isinstance(ids, list) or len(ids) not in (0, HAND):
            raise t.error("decks", ids, expected)
        deck = []
        for card_id in ids:
            card = book.get(card_id) if isinstance(card_id, str) else None
            if card is None:
                raise t.error("decks", card_id, "the id of a card in cards.toml")
            deck.append(card)
        decks.append(tuple(deck))
    return tuple(decks + [()] * (SEATS - len(decks)))


# The how-to-play card (``ModeSpec.howto``): the goal, the controls, the rules a newcomer trips on.
HOWTO = {
    "goal": "Lay your five cards on the 3 x 3 grid, one a turn, and own more cards than your opponent when the "
            "grid is full (cards still in hand count for their owner).",
    "controls": [("Left/Right", "pick a card of your hand"), ("Cross", "lift it"),
                 ("Up/Down/Left/Right", "move it to a free cell"), ("Cross", "lay it there"),
                 ("Circle", "put it back in your hand"), ("Click", "a card, then a cell")],
    "rules": ["A card laid beside an opponent's card captures it when its touching side is stronger than the "
              "side it faces; equal sides capture nothing.",
              "An elemental cell (its symbol on the grid) gives a card of its element +1 on every side, and any "
              "other card -1 (the -1 marks on a laid card), never below 1.",
              "A coin flip says who lays first; both hands are face up, so watch the sides the opponent can "
              "still bring.",
              "In practice your deck is lent: losing costs you no card."],
}
