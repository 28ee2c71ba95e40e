"""The card book: every collectible card of a pack (``cards.toml`` ``[[cards]]``)."""

from __future__ import annotations

from dataclasses import dataclass

from pycore.kernel.schema import PackError, Table

RARITIES = ("common", "uncommon", "rare", "legendary")
ELEMENTS = ("fire", "water", "earth", "wind", "light", "shadow")
SIDES = ("north", "east", "south", "west")
MAX_STRENGTH = 10

CardId = str


@dataclass(frozen=True)
class Card:
    """One card: its four side strengths in north, east, south, west order."""

    id: CardId
    name: str
    rarity: str
    sides: tuple[int, int, int, int]
    element: str = ""
    flavour: str = ""
    art: str = ""
    price: int = 0

    @property
    def strength(self) -> int:
        """Return the sum of the four sides (how the AI and sorts rank cards)."""
        return sum(self.sides)

    def to_plain(self) -> dict:
        """Return the card as plain data for views."""
        return {"id": self.id, "name": self.name, "rarity": self.rarity, "sides": list(self.sides),
                "element": self.element, "flavour": self.flavour, "art": self.art}


def read_card(t: Table) -> Card:
    """Read one ``[[cards]]`` table."""
    if not t.has("id"):
        raise t.error("id", None, "a value (this field is required)")
    card = Card(
        id=t.ident,
        name=t.str("name", max_len=40),
        rarity=t.str("rarity", choices=RARITIES),
        sides=tuple(t.int(side, lo=1, hi=MAX_STRENGTH) for side in SIDES),  # type: ignore[arg-type]
        element=t.str("element", "", choices=ELEMENTS) if t.has("element") else "",
        flavour=t.str("flavour", "", max_len=200),
        art=t.str("art", "", max_len=64),
        price=t.int("price", 0, lo=0, hi=9_999_999),
    )
    t.done()
    return card


@dataclass(frozen=True)
class Book:
    """Every card of a pack in set order, looked up by id."""

    cards: tuple[Card, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "_by_id", {c.id: c for c in self.cards})

    def get(self, card_id: CardId) -> "Card | None":
        """Return the card with ``card_id``, or None."""
        return self._by_id.get(card_id)  # type: ignore[attr-defined]

    def __contains__(self, card_id: object) -> bool:
        return card_id in self._by_id  # type: ignore[attr-defined]

    def __len__(self) -> int:
        return len(self.cards)


def read_cards(tables: list, file: str) -> Book:
    """Read the ``[[cards]]`` list into a book, refusing a repeated id."""
    cards: list[Card] = []
    seen: dict[str, int] = {}
    for i, raw in enumerate(tables):
        card = read_card(Table(raw, file, "cards", i))
        if card.id in seen:
            raise PackError(file, "cards", card.id, "id", card.id, "an id no other card uses")
        seen[card.id] = i
        cards.append(card)
    return Book(tuple(cards))
