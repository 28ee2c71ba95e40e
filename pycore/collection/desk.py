"""The card screens as one pad-driven state machine: menu, dealer, binder, detail, boosters, reveal, sell, deck.

A :class:`CardDesk` works through a :class:`~.collector.Collector` (progress, purse, book).
``tick(pressed, actions)`` takes the buttons pressed this frame (a pad word of edges) and
the player's clicked hotspot actions, and returns events (plain dicts with a ``kind``);
``{"kind": "leave"}`` asks the host to close the desk. Circle backs out one stage, Start
leaves from any stage. :func:`.screens.draw_desk` draws it; :meth:`CardDesk.view` is the
plain data the page reads.
"""

from __future__ import annotations

from typing import Any, Sequence

from pycore.book.cards import RARITIES, Card, Dealer
from pycore.kernel import pad

from . import progress as prog
from .collector import Collector

MENU, DEALER, BINDER, DETAIL, BOOSTERS, REVEAL, SELL, DECK = (
    "menu", "dealer", "binder", "detail", "boosters", "reveal", "sell", "deck")
MENU_ROWS = (("Binder", BINDER), ("Open boosters", BOOSTERS), ("Sell cards", SELL), ("Duel deck", DECK))
SORTS = ("set order", "newest", "rarity", "strength", "copies")
FILTERS = ("all", "owned", "missing") + RARITIES
COLS, ROWS = 4, 2
PER_PAGE = COLS * ROWS
MESSAGE_FRAMES = 150
Entry = tuple[int, Card, int]        # (set number from 1, card, copies owned)


class CardDesk:
    """Where the player is among the card screens, and what each stage has selected."""

    def __init__(self, collector: Collector) -> None:
        self.cards = collector
        self.stage = MENU
        self.trail: list[str] = []            # the stages Circle goes back through
        self.cursor: dict[str, int] = {s: 0 for s in (MENU, DEALER, BINDER, BOOSTERS, SELL, DECK)}
        self.dealer = ""                      # the dealer whose counter the player stands at
        self.page = 0
        self.sort = 0
        self.filter = 0
        self.detail = 0                       # index into the owned entries of the binder list
        self.revealed: list[tuple[str, bool]] = []
        self.turned = 0
        self.draft: list[str] = []            # the deck being built
        self.message = ""
        self.message_age = 0

    # -- what the stages show ---------------------------------------------------------------
    @property
    def book(self):
        """Return the pack's card book."""
        return self.cards.book

    @property
    def progress(self) -> dict:
        """Return the player's card progress."""
        return self.cards.progress

    def menu_rows(self) -> list[tuple[str, str]]:
        """Return the card menu's rows as (label, stage), then one row per dealer."""
        return list(MENU_ROWS) + [(f"Visit {d.name}", DEALER + ":" + d.id) for d in self.book.dealers]

    def counter_rows(self) -> list[tuple[str, str, int]]:
        """Return the dealer counter's rows as (label, what, stock line): Buy rows, then Sell, Open, Binder."""
        dealer = self.book.dealer(self.dealer)
        rows = [(f"Buy {self.cards.item_name(line)}", "buy", i) for i, line in enumerate(dealer.stock)] if dealer else []
        return rows + [("Sell cards", SELL, -1), ("Open boosters", BOOSTERS, -1), ("Binder", BINDER, -1)]

    def selling_dealer(self) -> "Dealer | None":
        """Return the dealer who buys cards here: the one visited, else the pack's first."""
        return self.book.dealer(self.dealer) or (self.book.dealers[0] if self.book.dealers else None)

    def binder_entries(self) -> list[Entry]:
        """Return the binder's cards after the filter, in the chosen sort."""
        entries = [(n + 1, c, prog.copies(self.progress, c.id)) for n, c in enumerate(self.book.cards)]
        f = FILTERS[self.filter]
        if f == "owned":
            entries = [e for e in entries if e[2]]
        elif f == "missing":
            entries = [e for e in entries if not e[2]]
        elif f in RARITIES:
            entries = [e for e in entries if e[1].rarity == f]
        order = self.progress["binder"]
        key = {
            "set order": lambda e: (e[0],),
            "newest": lambda e: (0, -order.index(e[1].id)) if e[1].id in order else (1, e[0]),
            "rarity": lambda e: (-RARITIES.index(e[1].rarity), e[0]),
            "strength": lambda e: (-e[1].strength, e[0]),
            "copies": lambda e: (-e[2], e[0]),
        }[SORTS[self.sort]]
        return sorted(entries, key=key)

    def pages(self) -> int:
        """Return how many binder pages the current list fills (at least one)."""
        return max(1, (len(self.binder_entries()) + PER_PAGE - 1) // PER_PAGE)

    def page_entries(self) -> list[Entry]:
        """Return the entries on the binder page shown."""
        return self.binder_entries()[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]

    def owned_entries(self) -> list[Entry]:
        """Return the owned entries of the binder list (what the detail browses)."""
        return [e for e in self.binder_entries() if e[2]]

    def booster_rows(self) -> list[tuple[str, int]]:
        """Return each booster set of the book with how many sealed ones the player holds."""
        return [(b.id, self.progress["boosters"].get(b.id, 0)) for b in self.book.boosters]

    def sell_rows(self) -> list[Card]:
        """Return the owned cards in binder order (what the sell list offers)."""
        return prog.owned_cards(self.progress, self.book)

    def deck_rows(self) -> list[Card]:
        """Return the owned cards the deck builder offers, strongest first."""
        return [self.book.get(i) for i in prog.strongest(self.progress, self.book, len(self.book))]  # type: ignore[misc]

    # -- driving ----------------------------------------------------------------------------------
    def open_stage(self, stage: str) -> None:
        """Go to ``stage``, remembering the current one for Circle."""
        self._leave_page()
        self.trail.append(self.stage)
        self.stage = stage
        if stage == DECK:
            self.draft = list(self.progress["deck"]) if prog.deck_is_whole(self.progress, self.book) else []
        if stage == BINDER:
            self.page = min(self.page, self.pages() - 1)

    def back(self) -> list[dict]:
        """Back out one stage (the deck builder keeps a full deck); from the menu, leave."""
        events: list[dict] = []
        if self.stage == DECK:
            events = self._keep_deck()
        self._leave_page()
        if not self.trail:
            return events + [{"kind": "leave"}]
        self.stage = self.trail.pop()
        return events

    def say(self, text: str) -> None:
        """Show ``text`` on the message line for a while (a refusal or what happened)."""
        self.message = text
        self.message_age = MESSAGE_FRAMES

    def tick(self, pressed: int, actions: Sequence[dict] = ()) -> list[dict]:
        """Advance one frame with the buttons pressed this frame and the clicked actions."""
        if self.message_age:
            self.message_age -= 1
        for act in actions:
            events = self._act(act)
            if events is not None:
                return events
        if pressed & pad.START:
            return self._leave_all()
        if pressed & pad.CIRCLE:
            return self.back()
        return self._tick_stage(pressed)

    def _leave_all(self) -> list[dict]:
        events = self._keep_deck() if self.stage == DECK else []
        self._leave_page()
        self.stage, self.trail = MENU, []
        return events + [{"kind": "leave"}]

    def _act(self, act: dict) -> "list[dict] | None":
        do = act.get("do")
        if do == "leave":
            return self._leave_all()
        if do == "back":
            return self.back()
        if do == "pick" and isinstance(act.get("index"), int) and act["index"] >= 0:
            key = self.stage if self.stage in self.cursor else ""
            if key:
                self.cursor[key] = act["index"]
            if self.stage == BINDER:
                self.cursor[BINDER] = act["index"] % PER_PAGE
            return self._tick_stage(pad.CROSS)
        buttons = {"page_prev": pad.L1, "page_next": pad.R1, "sort": pad.SQUARE, "filter": pad.TRIANGLE,
                   "turn": pad.CROSS, "turn_all": pad.TRIANGLE, "remove": pad.SQUARE, "fill": pad.TRIANGLE,
                   "prev": pad.LEFT, "next": pad.RIGHT}
        if do in buttons:
            return self._tick_stage(buttons[do])
        return None

    def _tick_stage(self, pressed: int) -> list[dict]:
        """Run the current stage's own controls for this frame's pressed buttons."""
        return getattr(self, "_tick_" + self.stage)(pressed)

    def _move(self, key: str, pressed: int, count: int) -> None:
        if not count:
            self.cursor[key] = 0
            return
        step = (1 if pressed & pad.DOWN else 0) - (1 if pressed & pad.UP else 0)
        self.cursor[key] = (min(self.cursor[key], count - 1) + step) % count

    # -- the stages -----------------------------------------------------------------------------------
    def _tick_menu(self, pressed: int) -> list[dict]:
        rows = self.menu_rows()
        self._move(MENU, pressed, len(rows))
        if pressed & pad.CROSS:
            target = rows[self.cursor[MENU]][1]
            if target.startswith(DEALER + ":"):
                self.dealer = target.split(":", 1)[1]
                self.cursor[DEALER] = 0
                self.open_stage(DEALER)
            else:
                self.open_stage(target)
        return []

    def _tick_dealer(self, pressed: int) -> list[dict]:
        rows = self.counter_rows()
        self._move(DEALER, pressed, len(rows))
        if not pressed & pad.CROSS:
            return []
        _, what, line = rows[self.cursor[DEALER]]
        if what != "buy":
            self.open_stage(what)
            return []
        name = self.cards.item_name(self.book.dealer(self.dealer).stock[line])  # type: ignore[union-attr]
        reason = self.cards.buy(self.dealer, line)
        if reason:
            self.say(reason)
            return [{"kind": "refused", "reason": reason}]
        self.say(f"Bought {name}.")
        return [{"kind": "bought", "dealer": self.dealer, "line": line}]

    def _leave_page(self) -> None:
        if self.stage == BINDER:
            prog.mark_shown(self.progress, [c.id for _, c, n in self.page_entries() if n])

    def _tick_binder(self, pressed: int) -> list[dict]:
        if pressed & (pad.L1 | pad.R1):
            self._leave_page()
            self.page = (self.page + (1 if pressed & pad.R1 else -1)) % self.pages()
        if pressed & (pad.SQUARE | pad.TRIANGLE):
            self._leave_page()
            if pressed & pad.SQUARE:
                self.sort = (self.sort + 1) % len(SORTS)
            else:
                self.filter = (self.filter + 1) % len(FILTERS)
            self.page = 0
            self.say(f"Sort: {SORTS[self.sort]}; showing {FILTERS[self.filter]}.")
        entries = self.page_entries()
        c = min(self.cursor[BINDER], max(0, len(entries) - 1))
        col, row = c % COLS, c // COLS
        col = (col + (1 if pressed & pad.RIGHT else 0) - (1 if pressed & pad.LEFT else 0)) % COLS
        row = (row + (1 if pressed & pad.DOWN else 0) - (1 if pressed & pad.UP else 0)) % ROWS
        self.cursor[BINDER] = min(row * COLS + col, max(0, len(entries) - 1))
        if pressed & pad.CROSS and entries:
            number, card, owned = entries[self.cursor[BINDER]]
            if not owned:
                self.say(f"Card {number} is still missing from your binder.")
                return []
            self.detail = [e[1].id for e in self.owned_entries()].index(card.id)
            self.open_stage(DETAIL)
            prog.mark_shown(self.progress, [card.id])
        return []

    def _tick_detail(self, pressed: int) -> list[dict]:
        owned = self.owned_entries()
        if not owned:
            return self.back()
        step = (1 if pressed & pad.RIGHT else 0) - (1 if pressed & pad.LEFT else 0)
        self.detail = (min(self.detail, len(owned) - 1) + step) % len(owned)
        prog.mark_shown(self.progress, [owned[self.detail][1].id])
        return []

    def _tick_boosters(self, pressed: int) -> list[dict]:
        rows = self.booster_rows()
        self._move(BOOSTERS, pressed, len(rows))
        if not pressed & pad.CROSS or not rows:
            return []
        set_id = rows[self.cursor[BOOSTERS]][0]
        reason = self.cards.open(set_id)
        if reason:
            self.say(reason)
            return [{"kind": "refused", "reason": reason}]
        self.revealed = list(self.cards.opened)
        self.turned = 0
        self.open_stage(REVEAL)
        return [{"kind": "opened", "set": set_id, "cards": [c for c, _ in self.revealed]}]

    def _tick_reveal(self, pressed: int) -> list[dict]:
        if pressed & pad.TRIANGLE:
            self.turned = len(self.revealed)
        elif pressed & pad.CROSS:
            if self.turned >= len(self.revealed):
                return self.back()
            self.turned += 1
        return []

    def _tick_sell(self, pressed: int) -> list[dict]:
        rows = self.sell_rows()
        self._move(SELL, pressed, len(rows))
        if not pressed & pad.CROSS or not rows:
            return []
        card = rows[self.cursor[SELL]]
        dealer = self.selling_dealer()
        reason = self.cards.sell(card.id, dealer.id if dealer else "")
        if reason:
            self.say(reason)
            return [{"kind": "refused", "reason": reason}]
        self.say(f"Sold {card.name} for {self.cards.sell_price(card, dealer)} gold.")
        return [{"kind": "sold", "card": card.id, "dealer": dealer.id}]  # type: ignore[union-attr]

    def _tick_deck(self, pressed: int) -> list[dict]:
        rows = self.deck_rows()
        self._move(DECK, pressed, len(rows))
        if pressed & pad.SQUARE and self.draft:
            self.draft.pop()
        elif pressed & pad.TRIANGLE:
            self.draft = prog.strongest(self.progress, self.book)
        elif pressed & pad.CROSS and rows:
            card = rows[self.cursor[DECK]]
            if len(self.draft) >= prog.DECK_SIZE:
                self.say("The deck is full: Square takes the last card out.")
            elif card.id in self.draft:
                self.say(f"{card.name} is already in the deck.")
            else:
                self.draft.append(card.id)
        return []

    def _keep_deck(self) -> list[dict]:
        if self.draft == self.progress["deck"]:
            return []
        reason = self.cards.set_deck(self.draft)
        if reason:
            self.say(f"{reason} The deck was not changed.")
            return [{"kind": "refused", "reason": reason}]
        self.say("Deck saved.")
        return [{"kind": "deck", "cards": list(self.draft)}]

    # -- reading ---------------------------------------------------------------------------------------
    def view(self) -> dict[str, Any]:
        """Return the desk's state as plain data (the host adds the collection itself)."""
        have, total = prog.completion(self.progress, self.book)
        return {
            "stage": self.stage, "trail": list(self.trail), "cursor": dict(self.cursor),
            "dealer": self.dealer, "page": self.page, "pages": self.pages(), "sort": SORTS[self.sort],
            "filter": FILTERS[self.filter], "detail": self.detail,
            "revealed": [{"id": c, "new": n} for c, n in self.revealed], "turned": self.turned,
            "draft": list(self.draft), "message": self.message if self.message_age else "",
            "gold": self.cards.purse["gold"], "completion": [have, total],
        }
