"""Reading a whole ``cards.toml``: the cards, the starter, boosters, dealers, rewards and sell prices.

Each section reports errors as every pack section does (file, table, id, field, found,
expected) and cross-references are checked here, so a booster pool, a dealer's stock, a
reward or the starter naming a card or set the book lacks is refused at load time.
"""

from __future__ import annotations

from typing import Any

from pycore.kernel.schema import PackError, Table

from .cards import (DEFAULT_SELL_PRICES, DEFAULT_WEIGHTS, MAX_AMOUNT, RARITIES, Book, BoosterSet, Dealer,
                   RewardRule, Starter, StockLine, read_cards)

BOOK_SECTIONS = ("cards", "starter", "boosters", "dealers", "rewards", "sell_prices")
MAX_BOOSTER_SIZE = 15
MAX_ENTRIES = 200


def read_book(doc: dict, file: str) -> Book:
    """Return the book a decoded ``cards.toml`` describes, or raise :class:`PackError`."""
    for key in doc:
        if key not in BOOK_SECTIONS:
            raise PackError(file, key, message=f"unknown section [[{key}]]; expected one of: {', '.join(BOOK_SECTIONS)}")
    base = read_cards(_array(doc, "cards", file), file)
    cards = tuple(c.id for c in base.cards)
    boosters = _unique([_booster(t, base) for t in _tables(doc, "boosters", file)], file, "boosters")
    set_ids = tuple(b.id for b in boosters)
    return Book(
        cards=base.cards,
        starter=_starter(doc, file, cards, set_ids),
        boosters=tuple(boosters),
        dealers=tuple(_unique([_dealer(t, cards, set_ids) for t in _tables(doc, "dealers", file)], file, "dealers")),
        rewards=tuple(_reward(t, cards, set_ids) for t in _tables(doc, "rewards", file)),
        sell_prices=_sell_prices(doc, file),
    )


def _array(doc: dict, key: str, file: str) -> list:
    value = doc.get(key, [])
    if not isinstance(value, list):
        raise PackError(file, key, found=value, expected=f"an array of tables, written [[{key}]]")
    if len(value) > MAX_ENTRIES * 5:
        raise PackError(file, key, message=f"{len(value)} entries; at most {MAX_ENTRIES * 5} are read")
    return value


def _tables(doc: dict, key: str, file: str) -> list[Table]:
    return [Table(raw, file, key, i) for i, raw in enumerate(_array(doc, key, file))]


def _single(doc: dict, key: str, file: str) -> "Table | None":
    if key not in doc:
        return None
    if not isinstance(doc[key], dict):
        raise PackError(file, key, found=doc[key], expected=f"a table, written [{key}]")
    t = Table(doc[key], file, f"[{key}]", 0)
    t.ident = ""
    return t


def _unique(items: list, file: str, section: str) -> list:
    seen: list[str] = []
    for item in items:
        if item.id in seen:
            raise PackError(file, section, item.id, "id", item.id, f"an id no other entry of [[{section}]] uses")
        seen.append(item.id)
    return items


def _required_id(t: Table) -> str:
    if not t.has("id"):
        raise t.error("id", None, "a value (this field is required)")
    return t.ident


def _ids(t: Table, key: str, known: tuple[str, ...], what: str, default: Any = ()) -> tuple[str, ...]:
    ids = t.list(key, list(default), max_len=MAX_ENTRIES)
    for item in ids:
        if item not in known:
            raise t.error(key, item, f"the id of {what}")
    return tuple(ids)


def _weights(t: Table) -> tuple[int, int, int, int]:
    raw = t.raw_value("weights", None)
    if raw is None:
        return DEFAULT_WEIGHTS
    expected = f"a table of weights by rarity, 0 to 1000 each ({', '.join(RARITIES)})"
    if not isinstance(raw, dict):
        raise t.error("weights", raw, expected)
    for key, value in raw.items():
        if key not in RARITIES:
            raise t.error("weights", key, f"a rarity: one of {', '.join(RARITIES)}")
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 1000:
            raise t.error("weights", value, expected)
    return tuple(raw.get(r, 0) for r in RARITIES)  # type: ignore[return-value]


def _booster(t: Table, book: Book) -> BoosterSet:
    set_id = _required_id(t)
    cards = tuple(c.id for c in book.cards)
    pool = _ids(t, "pool", cards, "a card in [[cards]]", cards) if t.has("pool") else cards
    if not pool:
        raise t.fail("the pool is empty: list cards in pool or add [[cards]]", "pool")
    weights = _weights(t)
    guaranteed = t.str("guaranteed", "", choices=RARITIES) if t.has("guaranteed") else ""
    booster = BoosterSet(id=set_id, name=t.str("name", max_len=40), size=t.int("size", 5, lo=1, hi=MAX_BOOSTER_SIZE),
                         pool=pool, weights=weights, guaranteed=guaranteed, flavour=t.str("flavour", "", max_len=200))
    t.done()
    held = [book.get(c).rarity for c in pool]  # type: ignore[union-attr]
    if not any(weights[i] and r in held for i, r in enumerate(RARITIES)):
        raise t.fail("no rarity the pool holds has a weight above 0, so no slot could be filled", "weights")
    if guaranteed:
        rank = RARITIES.index(guaranteed)
        if not any(weights[i] and RARITIES[i] in held for i in range(rank, len(RARITIES))):
            raise t.fail(f"the last slot is guaranteed {guaranteed} or rarer, but the pool holds no such card "
                         "with a weight above 0", "guaranteed")
    return booster


def _booster_or_card(t: Table, cards: tuple[str, ...], set_ids: tuple[str, ...], what: str) -> tuple[str, str]:
    """Read the one ``booster`` or ``card`` id a stock line or a reward names: (kind, id)."""
    if t.has("booster") == t.has("card"):
        raise t.fail(f"{what} either a booster or a card (set exactly one of them)")
    kind = "booster" if t.has("booster") else "card"
    item = t.str(kind)
    if item not in (set_ids if kind == "booster" else cards):
        raise t.error(kind, item, "the id of a " + ("set in [[boosters]]" if kind == "booster" else "card in [[cards]]"))
    return kind, item


def _stock_line(t: Table, cards: tuple[str, ...], set_ids: tuple[str, ...]) -> StockLine:
    kind, item = _booster_or_card(t, cards, set_ids, "a stock line sells")
    line = StockLine(kind=kind, id=item, price=t.int("price", lo=0, hi=MAX_AMOUNT))
    t.done()
    return line


def _dealer(t: Table, cards: tuple[str, ...], set_ids: tuple[str, ...]) -> Dealer:
    dealer_id = _required_id(t)
    dealer = Dealer(
        id=dealer_id,
        name=t.str("name", max_len=40),
        stock=tuple(_stock_line(sub, cards, set_ids) for sub in t.tables("stock", [], max_len=24)),
        sell_percent=t.int("sell_percent", 50, lo=0, hi=100),
    )
    t.done()
    return dealer


def _reward(t: Table, cards: tuple[str, ...], set_ids: tuple[str, ...]) -> RewardRule:
    t.ident = t.str("source", pattern_ok=lambda s: bool(s) and len(s) <= 64, pattern="a mode id")
    kind, item = _booster_or_card(t, cards, set_ids, "a reward gives")
    rule = RewardRule(source=t.ident, kind=kind, id=item, chance=t.int("chance", 100, lo=1, hi=100),
                      count=t.int("count", 1, lo=1, hi=10))
    t.done()
    return rule


def _starter(doc: dict, file: str, cards: tuple[str, ...], set_ids: tuple[str, ...]) -> Starter:
    t = _single(doc, "starter", file)
    if t is None:
        return Starter()
    starter = Starter(cards=_ids(t, "cards", cards, "a card in [[cards]]"),
                      boosters=_ids(t, "boosters", set_ids, "a set in [[boosters]]"),
                      gold=t.int("gold", 0, lo=0, hi=MAX_AMOUNT))
    t.done()
    return starter


def _sell_prices(doc: dict, file: str) -> tuple[int, int, int, int]:
    t = _single(doc, "sell_prices", file)
    if t is None:
        return DEFAULT_SELL_PRICES
    prices = tuple(t.int(r, DEFAULT_SELL_PRICES[i], lo=0, hi=MAX_AMOUNT) for i, r in enumerate(RARITIES))
    t.done()
    return prices  # type: ignore[return-value]
