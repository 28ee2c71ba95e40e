"""The player's side of the card economy: grants, the starter, the shop, openings, sales and stakes.

A :class:`Collector` works on plain progress (:mod:`.progress`) and a purse (any mapping
holding ``"gold"``, such as the host's profile) against a pack's :class:`~pycore.book.cards.Book`.
Every action comes as a triad: ``can_x(...)`` returns the reason in words or None, and
``x(...)`` applies the action or returns that reason. Each credited grant adds a notice
("Got card: Mist Wisp (new!)") to :attr:`Collector.notices`, which the host shows as toasts.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, MutableMapping, Sequence

from pycore.book.cards import MAX_AMOUNT, Book, Card, CardId, Dealer, StockLine

from . import progress as prog


class Collector:
    """One player's cards in one pack: progress, gold purse and the pack's book."""

    def __init__(self, book: Book, progress: dict, purse: MutableMapping[str, Any]) -> None:
        self.book = book
        self.progress = progress
        self.purse = purse
        self.notices: list[str] = []
        self.opened: list[tuple[CardId, bool]] = []   # the latest opening: (card id, first copy?)

    # -- grants ---------------------------------------------------------------------------
    def pend(self, grants: Sequence[Mapping[str, str]]) -> None:
        """Land grants (``{"card": id}`` / ``{"booster": id}``) as pending rewards."""
        room = prog.MAX_PENDING - len(self.progress["pending"])
        self.progress["pending"].extend(dict(g) for g in list(grants)[:max(0, room)])

    def collect(self) -> int:
        """Credit every pending reward; drop (with a notice) ids the book does not know. Return how many."""
        credited = 0
        for grant in self.progress["pending"]:
            kind, item = next(iter(grant.items()))
            if kind == "card" and self.book.get(item) is not None:
                new = prog.add_copy(self.progress, item)
                self.notices.append(f"Got card: {self.book.get(item).name}{' (new!)' if new else ''}")  # type: ignore[union-attr]
                credited += 1
            elif kind == "booster" and self.book.booster(item) is not None:
                self._add_booster(item)
                self.notices.append(f"Got booster: {self.book.booster(item).name}")  # type: ignore[union-attr]
                credited += 1
            else:
                self.notices.append(f"Dropped a reward: this pack has no {kind} {item!r}")
        self.progress["pending"] = []
        return credited

    def rule_grants(self, source: str, kind: str = "") -> list[dict]:
        """Roll every reward rule of a win in ``source`` (an instance id, or its section ``kind``)."""
        s = prog.stream(self.progress)
        grants: list[dict] = []
        for rule in self.book.rewards:
            if rule.source in (source, kind) and s.chance(rule.chance, 100):
                grants.extend({rule.kind: rule.id} for _ in range(rule.count))
        prog.store(self.progress, s)
        return grants

    def win(self, rewards: Mapping[str, Any], source: str, kind: str, placed_first: bool,
            lent: bool = False) -> None:
        """Take a finished game's card rewards: won cards and boosters, the reward rules when
        the player placed first, and stakes lost (unless the deck was lent); then collect."""
        grants = [{"card": c} for c in _strings(rewards.get("cards"))]
        grants += [{"booster": b} for b in _strings(rewards.get("boosters"))]
        if placed_first:
            grants += self.rule_grants(source, kind)
        for card_id in _strings(rewards.get("lost_cards")):
            if lent:
                self.notices.append("The lent deck's card went back to its owner; it cost you nothing")
            elif prog.remove_copy(self.progress, card_id):
                card = self.book.get(card_id)
                self.notices.append(f"Lost card: {card.name if card else card_id}")
        self.pend(grants)
        self.collect()

    def hand_starter(self) -> bool:
        """Hand over the starter if it has not been; return True if it was handed over now."""
        if self.progress["starter"]:
            return False
        self.progress["starter"] = True
        starter = self.book.starter
        if starter.gold:
            self._pay(starter.gold)
            self.notices.append(f"Starter: {starter.gold} gold")
        self.pend([{"card": c} for c in starter.cards] + [{"booster": b} for b in starter.boosters])
        self.collect()
        return True

    # -- the shop ------------------------------------------------------------------------------
    def can_buy(self, dealer_id: str, line: int) -> "str | None":
        """Return why line ``line`` of the dealer's stock cannot be bought now, or None."""
        dealer = self.book.dealer(dealer_id)
        if dealer is None:
            return f"There is no dealer {dealer_id!r} in this pack."
        if not 0 <= line < len(dealer.stock):
            return f"{dealer.name} has no stock line {line + 1}."
        item = dealer.stock[line]
        gold = self.purse["gold"]
        if gold < item.price:
            return f"{self.item_name(item)} costs {item.price} gold; you have {gold}."
        if item.kind == "booster" and self.progress["boosters"].get(item.id, 0) >= MAX_AMOUNT:
            return "You cannot hold any more of these boosters."
        return None

    def buy(self, dealer_id: str, line: int) -> "str | None":
        """Buy line ``line`` of the dealer's stock for its price, or return why not."""
        reason = self.can_buy(dealer_id, line)
        if reason:
            return reason
        item = self.book.dealer(dealer_id).stock[line]  # type: ignore[union-attr]
        self.purse["gold"] -= item.price
        if item.kind == "booster":
            self._add_booster(item.id)
        else:
            new = prog.add_copy(self.progress, item.id)
            self.notices.append(f"Got card: {self.item_name(item)}{' (new!)' if new else ''}")
        return None

    def can_open(self, set_id: str) -> "str | None":
        """Return why a booster of ``set_id`` cannot be opened, or None."""
        booster = self.book.booster(set_id)
        if booster is None:
            return f"This pack has no booster set {set_id!r}."
        if self.progress["boosters"].get(set_id, 0) <= 0:
            return f"You have no {booster.name} to open."
        return None

    def open(self, set_id: str) -> "str | None":
        """Open one sealed booster: its cards join the collection (see :attr:`opened`), or say why not."""
        reason = self.can_open(set_id)
        if reason:
            return reason
        left = self.progress["boosters"][set_id] - 1
        if left:
            self.progress["boosters"][set_id] = left
        else:
            del self.progress["boosters"][set_id]
        s = prog.stream(self.progress)
        ids = prog.roll_booster(self.book.booster(set_id), self.book, s)  # type: ignore[arg-type]
        prog.store(self.progress, s)
        self.opened = [(card_id, prog.add_copy(self.progress, card_id)) for card_id in ids]
        return None

    def sell_price(self, card: Card, dealer: "Dealer | None") -> int:
        """Return what ``dealer`` pays for one copy of ``card``: its share of the card's value."""
        if dealer is None:
            return 0
        return min(MAX_AMOUNT, self.book.sell_value(card) * dealer.sell_percent // 100)

    def can_sell(self, card_id: CardId, dealer_id: str) -> "str | None":
        """Return why one copy of ``card_id`` cannot be sold to the dealer, or None."""
        dealer = self.book.dealer(dealer_id)
        if dealer is None:
            return "No dealer here buys cards." if not dealer_id else f"There is no dealer {dealer_id!r} in this pack."
        card = self.book.get(card_id)
        if card is None or prog.copies(self.progress, card_id) <= 0:
            return f"You have no {card.name if card else card_id} to sell."
        return None

    def sell(self, card_id: CardId, dealer_id: str) -> "str | None":
        """Sell one copy of ``card_id`` to the dealer for its price (the purse clamps at 9,999,999)."""
        reason = self.can_sell(card_id, dealer_id)
        if reason:
            return reason
        price = self.sell_price(self.book.get(card_id), self.book.dealer(dealer_id))  # type: ignore[arg-type]
        prog.remove_copy(self.progress, card_id)
        self._pay(price)
        return None

    # -- the duel deck ----------------------------------------------------------------------------
    def can_set_deck(self, ids: Sequence[CardId]) -> "str | None":
        """Return why ``ids`` cannot be the chosen duel deck, or None."""
        if len(ids) != prog.DECK_SIZE:
            return f"A deck holds {prog.DECK_SIZE} cards, not {len(ids)}."
        for i, card_id in enumerate(ids):
            card = self.book.get(card_id)
            if card is None or prog.copies(self.progress, card_id) <= 0:
                return f"You do not own {card.name if card else card_id}."
            if card_id in ids[:i]:
                return f"{card.name} is in the deck twice; a deck holds five different cards."
        return None

    def set_deck(self, ids: Sequence[CardId]) -> "str | None":
        """Choose ``ids`` as the duel deck, or return why not."""
        reason = self.can_set_deck(ids)
        if reason is None:
            self.progress["deck"] = list(ids)
        return reason

    # -- helpers ------------------------------------------------------------------------------------
    def item_name(self, item: StockLine) -> str:
        """Return the name of what a stock line sells."""
        thing = self.book.booster(item.id) if item.kind == "booster" else self.book.get(item.id)
        return thing.name if thing else item.id

    def _add_booster(self, set_id: str) -> None:
        self.progress["boosters"][set_id] = min(MAX_AMOUNT, self.progress["boosters"].get(set_id, 0) + 1)

    def _pay(self, amount: int) -> None:
        self.purse["gold"] = max(0, min(MAX_AMOUNT, self.purse["gold"] + amount))


def _strings(value: Any) -> list[str]:
    return [v for v in value if isinstance(v, str)] if isinstance(value, (list, tuple)) else []


def with_player_deck(deal: Callable[[Any, int, Sequence[Card]], Any], config: Any, seat: int,
                     collector: Collector) -> tuple[Any, bool]:
    """Return ``config`` dealing the player's duel deck to ``seat`` through the mode's
    ``ModeSpec.player_deck`` hook ``deal``, and whether that deck is lent.

    A deck the pack fixed for that seat stays (and counts as lent: it is not the player's to lose).
    """
    deck, lent = prog.duel_deck(collector.progress, collector.book)
    dealt = deal(config, seat, deck)
    return (config, True) if dealt is None else (dealt, lent)
