"""The card book: every collectible card of a pack and the economy around it (``cards.toml``).

``[[cards]]`` are the cards; ``starter``, ``[[boosters]]``, ``[[dealers]]``, ``[[rewards]]``
and ``sell_prices`` (read by :mod:`.sections`) say how the player comes by them and parts
with them. The book is frozen: what the player owns lives in :mod:`pycore.collection.progress`.
"""

from __future__ import annotations

from dataclasses import dataclass

from pycore.kernel.schema import PackError, Table

RARITIES = ("common", "uncommon", "rare", "legendary")
ELEMENTS = ("fire", "water", "earth", "wind", "light", "shadow")
SIDES = ("north", "east", "south", "west")
MAX_STRENGTH = 10
MAX_AMOUNT = 9_999_999
DEFAULT_SELL_PRICES = (5, 15, 40, 120)        # per rarity, when neither the card nor the pack says
DEFAULT_WEIGHTS = (60, 28, 10, 2)             # a booster's rarity weights when it names none

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
        price=t.int("price", 0, lo=0, hi=MAX_AMOUNT),
    )
    t.done()
    return card


@dataclass(frozen=True)
class BoosterSet:
    """A kind of sealed booster: ``size`` slots, each a rarity rolled on ``weights`` then a card.

    ``weights`` is one weight per rarity in :data:`RARITIES` order; a rarity the pool lacks
    weighs zero. ``guaranteed`` (a rarity, or "") makes the last slot roll only among that
    rarity and the rarer ones.
    """

    id: str
    name: str
    size: int
    pool: tuple[CardId, ...]
    weights: tuple[int, int, int, int] = DEFAULT_WEIGHTS
    guaranteed: str = ""
    flavour: str = ""


@dataclass(frozen=True)
class StockLine:
    """One priced line of a dealer's stock: a booster set or a single card."""

    kind: str          # "booster" or "card"
    id: str
    price: int


@dataclass(frozen=True)
class Dealer:
    """A card dealer: what it sells at what price, and what share of a card's value it pays."""

    id: str
    name: str
    stock: tuple[StockLine, ...]
    sell_percent: int = 50


@dataclass(frozen=True)
class RewardRule:
    """What a win in ``source`` (an instance id or a mode's section) may bring: ``count`` of a
    booster or card, each rule rolled once with ``chance`` percent."""

    source: str
    kind: str          # "booster" or "card"
    id: str
    chance: int = 100
    count: int = 1


@dataclass(frozen=True)
class Starter:
    """What a new player is handed once: cards, sealed boosters and gold."""

    cards: tuple[CardId, ...] = ()
    boosters: tuple[str, ...] = ()
    gold: int = 0


@dataclass(frozen=True)
class Book:
    """Every card of a pack in set order, looked up by id, with the pack's card economy."""

    cards: tuple[Card, ...] = ()
    starter: Starter = Starter()
    boosters: tuple[BoosterSet, ...] = ()
    dealers: tuple[Dealer, ...] = ()
    rewards: tuple[RewardRule, ...] = ()
    sell_prices: tuple[int, int, int, int] = DEFAULT_SELL_PRICES

    def __post_init__(self) -> None:
        object.__setattr__(self, "_by_id", {c.id: c for c in self.cards})

    def get(self, card_id: CardId) -> "Card | None":
        """Return the card with ``card_id``, or None."""
        return self._by_id.get(card_id)  # type: ignore[attr-defined]

    def __contains__(self, card_id: object) -> bool:
        return card_id in self._by_id  # type: ignore[attr-defined]

    def __len__(self) -> int:
        return len(self.cards)

    def booster(self, set_id: str) -> "BoosterSet | None":
        """Return the booster set ``set_id``, or None."""
        return next((b for b in self.boosters if b.id == set_id), None)

    def dealer(self, dealer_id: str) -> "Dealer | None":
        """Return the dealer ``dealer_id``, or None."""
        return next((d for d in self.dealers if d.id == dealer_id), None)

    def sell_value(self, card: Card) -> int:
        """Return what ``card`` is worth: its own price, else the pack's price for its rarity."""
        return card.price or self.sell_prices[RARITIES.index(card.rarity)]


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
