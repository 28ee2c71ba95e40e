"""Durak, podkidnoy and perevodnoy, for 2 to 6 players: bouts, throw-ins, transfers, takes and stakes.

The rules follow Pagat's "Podkidnoy Durak" and "Perevodnoy Durak" pages. A game runs as
phases: ``stake`` (each person picks a stake), ``deal`` (six cards each fly out one by one,
the trump is turned), ``bout`` (attack, throw-in, beat, transfer, take, end the attack),
``settle`` (the table flies to the discard or the taker's hand, then everyone draws up to six
in order) and ``over``. Cards move through flights: a card in flight has left its place and
not yet reached the next, so it is in exactly one place at every frame, and no move is made
while any card is in the air.

The rule entry points are triads: :meth:`DurakSession.can_attack` / :meth:`attack` (a lead or a
throw-in), :meth:`can_defend` / :meth:`defend`, :meth:`can_take` / :meth:`take`,
:meth:`can_transfer` / :meth:`transfer`, :meth:`can_end_attack` / :meth:`end_attack` and
:meth:`can_stake` / :meth:`stake`. Pads, hotspots and the AI (``ai.py``) all end in them.
"""

from __future__ import annotations

from typing import Any, Sequence

from pycore.cards52 import DECK36, DECK52, RANK_NAMES, SUIT_NAMES, Card, card_code, card_name, rank_of, suit_of
from pycore.kernel import pad
from pycore.kernel.digest import Digest
from pycore.kernel.rng import Xoshiro256ss
from pycore.kernel.session import Event, Results, Seat, Session, placements, refused

from . import ai
from .beat import beats
from .config import HAND, DurakConfig

TALON, TRUMP, HAND_PLACE, TABLE, DISCARD = range(5)
PLACES = ("talon", "trump", "hand", "table", "discard")
FLY = 10              # frames a card takes from one place to the next (smoothstep eased on screen)
DEAL_GAP = 3          # frames between two dealt cards leaving the talon
DRAW_GAP = 4          # frames between two drawn cards
MAX_BOUTS = 300       # a game this long ends as a push
PAGE = 8              # hand cards a page shows
LOG_LINES = 5
NOTICE_FRAMES = 150   # how long a refusal stays on the screen
AI_SEED_SALT = 0xD0_0DA4


class DurakSession(Session):
    """One game of Durak: stakes, the deal, bouts until one player (or team) is left holding cards."""

    kind = "durak"

    def __init__(self, *, config: DurakConfig, seed: int, seats: Sequence[Seat]) -> None:
        super().__init__(config=config, seed=seed, seats=seats)
        n = len(self.seats)
        if not 2 <= n <= 6:
            raise ValueError(f"Durak seats 2 to 6 players, not {n}")
        self.rng = Xoshiro256ss(seed)
        self.ai_rng = Xoshiro256ss(seed ^ AI_SEED_SALT)
        self.teams = [s % 2 for s in range(n)] if config.partnerships and n in (4, 6) else list(range(n))
        self.deck: tuple[Card, ...] = DECK52 if config.deck == 52 else DECK36
        self.talon: list[Card] = list(self.deck)
        self.trump_card = -1          # the turned card under the talon, until it is drawn
        self.trump = -1               # the trump suit, once the deal has landed
        self.last_dealt = -1
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.known: list[list[Card]] = [[] for _ in range(n)]   # hand cards every seat has seen
        self.table: list[list[Card]] = []                         # [attack, defence or -1]
        self.discard: list[Card] = []
        self.flights: list[list[int]] = []   # [card, from place, from index, to place, to index, start, land]
        self.phase = "stake"
        self.leader = -1
        self.defender = -1
        self.cap = 0
        self.taking = False
        self.passed = [False] * n
        self.bouts = 0
        self.out = [False] * n
        self.out_order: list[int] = []
        self.losers: list[int] = []
        self.outcome = ""
        self.shown_trump = -1          # the lowest trump shown to pick the first attacker
        low, high = config.stake_range()
        pick = min(max(config.stake, low), high)
        self.stakes = [0 if seat.is_ai else pick for seat in self.seats]
        self.staked = [seat.is_ai for seat in self.seats]
        self.cursor = [0] * n
        self.target = [0] * n
        self.notices = [""] * n
        self.notice_age = [0] * n
        self.quiet = 0                 # frames since the table last changed (the AI waits on it)
        self.search_memo: dict[tuple, int] = {}   # endgame positions the expert AI has solved (exact values)
        self.log: list[str] = []
        self._events: list[Event] = []

    # -- reading the table ---------------------------------------------------------
    def name(self, seat: int) -> str:
        """Return the name a screen and the log show for ``seat``."""
        return self.seats[seat].label(seat)

    def tier(self, seat: int) -> str:
        """Return the AI tier playing ``seat``: the pack's choice for that chair, else the host's."""
        tiers = self.config.ai_tiers
        return tiers[seat % len(tiers)] if tiers else (self.seats[seat].tier or "regular")

    def busy(self) -> bool:
        """Return True while any card is in the air."""
        return bool(self.flights)

    def active(self, seat: int) -> bool:
        """Return True while ``seat`` is still in the game (not out of cards with the talon gone)."""
        return not self.out[seat]

    def talon_left(self) -> int:
        """Return the cards still to draw: the face-down talon and the turned trump under it."""
        return len(self.talon) + (self.trump_card >= 0)

    def next_defender(self, after: int) -> int:
        """Return the player who defends against ``after``: the next one still in, an opponent in teams."""
        n = len(self.seats)
        for k in range(1, n):
            s = (after + k) % n
            if self.active(s) and self.teams[s] != self.teams[after]:
                return s
        return -1

    def attackers(self) -> list[int]:
        """Return who may attack this bout, in priority order: the leader, then clockwise."""
        if self.defender < 0:
            return []
        n = len(self.seats)
        order = [(self.leader + k) % n for k in range(n)]
        return [s for s in order if s != self.defender and self.active(s)
                and self.teams[s] != self.teams[self.defender]]

    def unbeaten(self) -> list[int]:
        """Return the table slots whose attack card is not yet beaten."""
        return [i for i, pair in enumerate(self.table) if pair[1] < 0]

    def ranks_on_table(self) -> list[int]:
        """Return the ranks on the table (attack and defence cards), each once, low to high."""
        ranks: list[int] = []
        for pair in self.table:
            for c in pair:
                if c >= 0 and rank_of(c) not in ranks:
                    ranks.append(rank_of(c))
        return sorted(ranks)

    def _sort(self, seat: int) -> None:
        trump = self.trump
        self.hands[seat].sort(key=lambda c: (suit_of(c) == trump, rank_of(c), suit_of(c)))

    # -- the rule entry points -------------------------------------------------------
    def _can_move(self, seat: int) -> "str | None":
        if self.phase == "over":
            return "Game over: no more moves."
        if not isinstance(seat, int) or not 0 <= seat < len(self.seats):
            return f"No seat {seat!r} sits at this table."
        if self.phase == "stake":
            return "Pick your stake first: the cards are not dealt yet."
        if self.phase != "bout" or self.busy():
            return "Wait for the cards to land."
        if self.out[seat]:
            return "You are out of this game: you hold no cards and the talon is gone."
        return None

    def _holds(self, seat: int, card: Any) -> "str | None":
        if not isinstance(card, int) or isinstance(card, bool) or card not in self.deck:
            return f"No card {card!r} is in this deck."
        if card not in self.hands[seat]:
            return f"You do not hold the {card_name(card)}."
        return None

    def can_attack(self, seat: int, card: Card) -> "str | None":
        """Return why ``seat`` may not lead or throw in ``card`` now, or None."""
        reason = self._can_move(seat)
        if reason:
            return reason
        if seat == self.defender:
            return "You are defending: beat the cards, take them" + (
                ", or pass the attack on." if self.config.transfers else ".")
        if seat not in self.attackers():
            return "You do not attack your partner." if self.teams[seat] == self.teams[self.defender] \
                else f"{self.name(seat)} is not attacking this bout."
        reason = self._holds(seat, card)
        if reason:
            return reason
        if not self.table:
            if seat != self.leader:
                return f"{self.name(self.leader)} leads this bout; throw in once the first card is down."
            return None
        ranks = self.ranks_on_table()
        if rank_of(card) not in ranks:
            return f"Only a rank on the table may be added ({', '.join(RANK_NAMES[r] for r in ranks)})."
        if len(self.table) >= self.cap:
            if self.cap < self.config.bout_limit:
                return f"{self.name(self.defender)} held {self.cap} cards: no more attack cards this bout."
            return f"A bout holds {self.cap} attack cards at most."
        if self.passed[seat]:
            return "You have ended your attack this bout."
        return None

    def attack(self, seat: int, card: Card) -> list[Event]:
        """Lead or throw in ``card`` for ``seat``: return the events, or the refusal."""
        reason = self.can_attack(seat, card)
        if reason:
            return [refused(seat, reason)]
        self._play(seat, card, len(self.table) * 2)
        lead = not self.table
        self._say(f"{self.name(seat)} {'leads' if lead else 'adds'} the {card_name(card)}")
        return self._emit({"kind": "attack", "seat": seat, "card": card_code(card), "lead": lead})

    def can_defend(self, seat: int, card: Card, slot: int) -> "str | None":
        """Return why ``seat`` may not beat the attack card in table slot ``slot`` with ``card``, or None."""
        reason = self._can_move(seat)
        if reason:
            return reason
        if seat != self.defender:
            return f"{self.name(self.defender)} is defending, not you."
        if self.taking:
            return "You are taking these cards: nothing more is beaten."
        reason = self._holds(seat, card)
        if reason:
            return reason
        if not isinstance(slot, int) or isinstance(slot, bool) or not 0 <= slot < len(self.table):
            return "No such attack card is on the table." if self.table else "Nothing is on the table to beat yet."
        attack, defence = self.table[slot]
        if defence >= 0:
            return f"Already beaten: the {card_name(attack)}."
        if not beats(card, attack, self.trump):
            article = "An" if card_name(card)[0] in "aeiou" else "A"    # "An eight", "An ace"
            return f"{article} {card_name(card)} does not beat the {card_name(attack)}."
        return None

    def defend(self, seat: int, card: Card, slot: int) -> list[Event]:
        """Beat the attack card in ``slot`` with ``card``: return the events, or the refusal."""
        reason = self.can_defend(seat, card, slot)
        if reason:
            return [refused(seat, reason)]
        attack = self.table[slot][0]
        self._play(seat, card, slot * 2 + 1)
        self._say(f"{self.name(seat)} beats the {card_name(attack)} with the {card_name(card)}")
        return self._emit({"kind": "defend", "seat": seat, "card": card_code(card), "on": card_code(attack)})

    def can_take(self, seat: int) -> "str | None":
        """Return why ``seat`` may not declare that it takes the table, or None."""
        reason = self._can_move(seat)
        if reason:
            return reason
        if seat != self.defender:
            return f"Only the defender takes; {self.name(self.defender)} is defending."
        if self.taking:
            return "You are already taking these cards."
        if not self.unbeaten():
            return "Everything is beaten: there is nothing to take." if self.table else "Nothing is on the table yet."
        return None

    def take(self, seat: int) -> list[Event]:
        """Declare that ``seat`` takes every card of the bout; the attackers may still throw in."""
        reason = self.can_take(seat)
        if reason:
            return [refused(seat, reason)]
        self.taking = True
        self.passed = [False] * len(self.seats)
        self.quiet = 0
        self._say(f"{self.name(seat)} takes")
        events = [{"kind": "taking", "seat": seat}]
        return events + self._check_bout_end()

    def can_transfer(self, seat: int, card: Card) -> "str | None":
        """Return why ``seat`` may not pass the attack on by adding ``card`` (perevodnoy), or None."""
        reason = self._can_move(seat)
        if reason:
            return reason
        if not self.config.transfers:
            return "Passing the attack on belongs to perevodnoy; this table plays podkidnoy."
        if seat != self.defender:
            return f"Only the defender passes the attack on; {self.name(self.defender)} is defending."
        if self.taking:
            return "You declared a take: the attack cannot pass on now."
        reason = self._holds(seat, card)
        if reason:
            return reason
        if not self.table:
            return "Nothing is on the table yet."
        if any(pair[1] >= 0 for pair in self.table):
            return "An attack card is already beaten: too late to pass the attack on."
        rank = rank_of(self.table[0][0])
        if rank_of(card) != rank:
            return f"Only a {RANK_NAMES[rank]} passes this attack on, not the {card_name(card)}."
        size = len(self.table) + 1
        if size > self.config.bout_limit:
            return f"A bout holds {self.config.bout_limit} attack cards at most."
        after = self.next_defender(seat)
        if after < 0:
            return "No one is left to pass the attack to."
        if len(self.hands[after]) < size:
            held = len(self.hands[after])
            return (f"{self.name(after)} holds {held} card{'' if held == 1 else 's'}: "
                    f"an attack of {size} cannot pass to them.")
        return None

    def transfer(self, seat: int, card: Card) -> list[Event]:
        """Pass the attack on to the next player by adding ``card`` of the attack's rank."""
        reason = self.can_transfer(seat, card)
        if reason:
            return [refused(seat, reason)]
        after = self.next_defender(seat)
        self._play(seat, card, len(self.table) * 2)
        self.defender = after
        self.cap = min(self.config.bout_limit, len(self.hands[after]))
        self._say(f"{self.name(seat)} passes the attack to {self.name(after)} with the {card_name(card)}")
        return self._emit({"kind": "transfer", "seat": seat, "to": after, "card": card_code(card)})

    def can_end_attack(self, seat: int) -> "str | None":
        """Return why ``seat`` may not end its attack this bout, or None."""
        reason = self._can_move(seat)
        if reason:
            return reason
        if seat == self.defender:
            return "You are defending: only attackers end the attack."
        if seat not in self.attackers():
            return f"{self.name(seat)} is not attacking this bout."
        if not self.table:
            return "Lead a card first: the bout has not begun." if seat == self.leader \
                else f"{self.name(self.leader)} has not led yet."
        if self.passed[seat]:
            return "You have already ended your attack."
        if self.unbeaten() and not self.taking:
            return "Every attack card must be beaten, or taken, before the attack ends."
        return None

    def end_attack(self, seat: int) -> list[Event]:
        """End ``seat``'s attack this bout; the bout closes once every attacker has."""
        reason = self.can_end_attack(seat)
        if reason:
            return [refused(seat, reason)]
        self.passed[seat] = True   # the table does not change, so the AI's wait runs on
        return [{"kind": "pass", "seat": seat}] + self._check_bout_end()

    def can_stake(self, seat: int, amount: int) -> "str | None":
        """Return why ``seat`` may not stake ``amount`` coins on this game, or None."""
        if self.phase != "stake":
            return "Stakes are down: the cards are dealt."
        if not isinstance(seat, int) or not 0 <= seat < len(self.seats):
            return f"No seat {seat!r} sits at this table."
        if self.seats[seat].is_ai:
            return f"Seat {seat + 1} is played by the AI."
        if self.staked[seat]:
            return "Your stake is already down."
        low, high = self.config.stake_range()
        if not isinstance(amount, int) or isinstance(amount, bool) or not low <= amount <= high:
            return f"A stake here is {low} to {high} coins."
        return None

    def stake(self, seat: int, amount: int) -> list[Event]:
        """Put ``seat``'s stake of ``amount`` coins down; the deal follows once every person has."""
        reason = self.can_stake(seat, amount)
        if reason:
            return [refused(seat, reason)]
        self.stakes[seat] = amount
        self.staked[seat] = True
        events: list[Event] = [{"kind": "staked", "seat": seat, "amount": amount}]
        if all(self.staked):
            events += self._deal()
        return events

    # -- moving cards --------------------------------------------------------------------
    def _fly(self, card: Card, src: tuple[int, int], dst: tuple[int, int], delay: int = 0) -> None:
        start = self.frame + delay
        self.flights.append([card, src[0], src[1], dst[0], dst[1], start, start + FLY])

    def _play(self, seat: int, card: Card, spot: int) -> None:
        self.hands[seat].remove(card)
        if card in self.known[seat]:
            self.known[seat].remove(card)
        self._fly(card, (HAND_PLACE, seat), (TABLE, spot))
        self.passed = [False] * len(self.seats)
        self.quiet = 0
        self.cursor[seat] = min(self.cursor[seat], max(0, len(self.hands[seat]) - 1))

    def _land(self, flight: list[int]) -> None:
        card, _, _, place, index = flight[:5]
        if place == HAND_PLACE:
            self.hands[index].append(card)
            self._sort(index)
        elif place == TABLE:
            if index % 2 == 0:
                self.table.append([card, -1])
            else:
                self.table[index // 2][1] = card
        elif place == DISCARD:
            self.discard.append(card)
        elif place == TRUMP:
            self.trump_card = card

    def _draw_card(self) -> "tuple[Card, int]":
        if self.talon:
            return self.talon.pop(), TALON
        card, self.trump_card = self.trump_card, -1
        return card, TRUMP

    def _deal(self) -> list[Event]:
        n = len(self.seats)
        self.rng.shuffle(self.talon)
        events: list[Event] = [{"kind": "stake", "seat": s, "currency": "coins", "amount": self.stakes[s]}
                               for s in range(n) if self.stakes[s] > 0]
        delay = 0
        for _ in range(HAND):
            for s in range(n):
                if not self.talon:
                    break
                card = self.talon.pop()
                self.last_dealt = card
                self._fly(card, (TALON, 0), (HAND_PLACE, s), delay)
                delay += DEAL_GAP
        if self.talon:
            self._fly(self.talon.pop(), (TALON, 0), (TRUMP, 0), delay)
        self.phase = "deal"
        self._say("Cards dealt, six each")
        return events + [{"kind": "deal", "seats": n}]

    # -- the flow of a game -------------------------------------------------------------
    def _after_deal(self) -> None:
        turned = self.trump_card if self.trump_card >= 0 else self.last_dealt
        self.trump = suit_of(turned)
        n = len(self.seats)
        for s in range(n):
            self._sort(s)
        if self.trump_card < 0:   # every card was dealt: the last one, turned, stays in its holder's hand
            holder = next(s for s in range(n) if turned in self.hands[s])
            self.known[holder].append(turned)
        lowest = [(rank_of(c), s, c) for s in range(n) for c in self.hands[s] if suit_of(c) == self.trump]
        if lowest:
            _, first, card = min(lowest)
            self.shown_trump = card
            if card not in self.known[first]:
                self.known[first].append(card)
            self._say(f"{self.name(first)} shows the lowest trump, the {card_name(card)}, and attacks first")
            self._events.append({"kind": "lowest_trump", "seat": first, "card": card_code(card)})
        else:
            first = self.rng.below(n)
            self._say(f"Nobody holds a trump: {self.name(first)} is drawn to attack first")
            self._events.append({"kind": "first_drawn", "seat": first})
        self._events.append({"kind": "trump", "suit": SUIT_NAMES[self.trump], "card": card_code(turned)})
        self._begin_bout(first)

    def _begin_bout(self, attacker: int) -> None:
        self.phase = "bout"
        self.leader = attacker
        self.defender = self.next_defender(attacker)
        self.cap = min(self.config.bout_limit, len(self.hands[self.defender]))
        self.table = []
        self.taking = False
        self.passed = [False] * len(self.seats)
        self.quiet = 0
        n = len(self.seats)
        for s in range(n):
            self.target[s] = 0
        self._events.append({"kind": "bout", "number": self.bouts + 1, "attacker": attacker,
                             "defender": self.defender})

    def _check_bout_end(self) -> list[Event]:
        """Pass for attackers who cannot add a card; close the bout once every attacker has passed."""
        if self.phase != "bout" or self.busy() or not self.table:
            return []
        attackers = self.attackers()
        for s in attackers:
            if not self.hands[s] or len(self.table) >= self.cap:
                self.passed[s] = True
        if self.unbeaten() and not self.taking:
            return []
        if all(self.passed[s] for s in attackers):
            return self._close_bout()
        return []

    def _close_bout(self) -> list[Event]:
        n = len(self.seats)
        cards = [c for pair in self.table for c in pair if c >= 0]
        took = self.taking
        dest = (HAND_PLACE, self.defender) if took else (DISCARD, 0)
        for k, card in enumerate(cards):
            self._fly(card, (TABLE, k), dest)
        if took:
            self.known[self.defender].extend(cards)
            self._say(f"{self.name(self.defender)} picks up {len(cards)} cards")
        else:
            self._say(f"{self.name(self.defender)} beat it all: to the discard")
        after = [len(self.hands[s]) for s in range(n)]
        if took:
            after[self.defender] += len(cards)
        order = [(self.leader + k) % n for k in range(n)]
        order = [s for s in order if s != self.defender] + [self.defender]
        delay = FLY
        for s in order:
            if self.out[s]:
                continue
            while after[s] < HAND and self.talon_left():
                card, source = self._draw_card()
                self._fly(card, (source, 0), (HAND_PLACE, s), delay)
                after[s] += 1
                delay += DRAW_GAP
        self.table = []
        self.bouts += 1
        self.phase = "settle"
        self.quiet = 0
        return [{"kind": "took" if took else "beaten", "seat": self.defender,
                 "cards": [card_code(c) for c in cards]}]

    def _after_settle(self) -> None:
        n = len(self.seats)
        if not self.talon_left():
            for s in range(n):
                if not self.out[s] and not self.hands[s]:
                    self.out[s] = True
                    self.out_order.append(s)
                    self._say(f"{self.name(s)} is out")
                    self._events.append({"kind": "out", "seat": s})
        still = [s for s in range(n) if not self.out[s]]
        if all(self.teams[s] == self.teams[still[0]] for s in still):   # nobody left to attack: the game ends
            self.losers = still
            self._finish("durak" if still else "draw")
            return
        if self.bouts >= MAX_BOUTS:
            self._finish("push")
            return
        start = self.defender
        if self.taking or not self.active(start):   # a taker is skipped; so is a defender who went out
            start = next((start + k) % n for k in range(1, n + 1) if self.active((start + k) % n))
        self._begin_bout(start)

    def _finish(self, outcome: str) -> None:
        self.phase = "over"
        self.outcome = outcome
        if outcome == "durak":
            names = " and ".join(self.name(s) for s in self.losers)
            self._say(f"{names} {'is' if len(self.losers) == 1 else 'are'} the durak")
        elif outcome == "draw":
            self._say("Last cards out together: a draw")
        else:
            self._say(f"{MAX_BOUTS} bouts: the game is a push, stakes back")
        self._events.append({"kind": "over", "outcome": outcome, "losers": list(self.losers)})
        self._events.extend({"kind": "settle", "seat": s, "currency": "coins", "stake": self.stakes[s],
                             "paid": self.payout(s)} for s in range(len(self.seats)) if self.stakes[s] > 0)

    # -- frames ----------------------------------------------------------------------------
    def step(self, actions: dict[int, list[dict]]) -> list[Event]:
        """Run one frame: cards land, people move (pointer, then pads), then the AI."""
        self._events = []
        self._fly_on()
        n = len(self.seats)
        first = self.leader if self.leader >= 0 else 0
        for k in range(n):
            seat = (first + k) % n
            for action in actions.get(seat, []):
                self._note(seat, self._pointer(seat, action))
            if not self.seats[seat].is_ai:
                self._note(seat, self._pads(seat))
        if self.phase == "stake" and all(self.staked):
            self._events.extend(self._deal())
        if self.phase == "bout" and not self.busy():
            self._run_ai()
        for seat in range(n):
            if self.notice_age[seat]:
                self.notice_age[seat] -= 1
        self.quiet += 1
        return self._events

    def _fly_on(self) -> None:
        landing = [f for f in self.flights if f[6] <= self.frame]
        if not landing:
            return
        self.flights = [f for f in self.flights if f[6] > self.frame]
        for flight in landing:
            self._land(flight)
        if self.flights:
            return
        if self.phase == "deal":
            self._after_deal()
        elif self.phase == "settle":
            self._after_settle()
        elif self.phase == "bout":
            self._events.extend(self._check_bout_end())

    def _note(self, seat: int, events: list[Event]) -> None:
        for event in events:
            if event["kind"] == "refused":
                self.notices[seat], self.notice_age[seat] = event["reason"], NOTICE_FRAMES
            elif event["kind"] in ("attack", "defend", "transfer", "taking", "pass", "staked"):
                self.notice_age[seat] = 0
        self._events.extend(events)

    def _run_ai(self) -> None:
        n = len(self.seats)
        order = [self.defender] + self.attackers()
        for seat in order:
            if not 0 <= seat < n or not self.seats[seat].is_ai:
                continue
            if self.quiet < ai.delay(self.tier(seat)):
                ai.think(self, seat)     # the expert searches its endgame while it waits
                continue
            move = ai.decide(self, seat)
            if move is None:
                continue
            events = self.apply(seat, move)
            self._events.extend(events)
            if not any(e["kind"] == "refused" for e in events):
                return   # one AI move a frame, so a person can follow them

    def apply(self, seat: int, move: tuple) -> list[Event]:
        """Apply a move tuple (``("attack", card)``, ``("defend", card, slot)``, ``("take",)``, ...)."""
        what = move[0]
        if what == "attack":
            return self.attack(seat, move[1])
        if what == "defend":
            return self.defend(seat, move[1], move[2])
        if what == "transfer":
            return self.transfer(seat, move[1])
        if what == "take":
            return self.take(seat)
        if what == "end":
            return self.end_attack(seat)
        if what == "stake":
            return self.stake(seat, move[1])
        return [refused(seat, f"No move is called {what!r}.")]

    def check(self, seat: int, move: tuple) -> "str | None":
        """Return the rules' refusal of a move tuple for ``seat``, or None when it is legal."""
        what = move[0]
        if what == "attack":
            return self.can_attack(seat, move[1])
        if what == "defend":
            return self.can_defend(seat, move[1], move[2])
        if what == "transfer":
            return self.can_transfer(seat, move[1])
        if what == "take":
            return self.can_take(seat)
        if what == "end":
            return self.can_end_attack(seat)
        if what == "stake":
            return self.can_stake(seat, move[1])
        return f"No move is called {what!r}."

    def selected(self, seat: int) -> int:
        """Return the hand card under ``seat``'s cursor, or -1 with an empty hand."""
        hand = self.hands[seat]
        return hand[min(self.cursor[seat], len(hand) - 1)] if hand else -1

    def aimed(self, seat: int) -> int:
        """Return the table slot ``seat``'s defence goes to: the one aimed at, else the first unbeaten."""
        open_slots = self.unbeaten()
        if not open_slots:
            return -1
        return self.target[seat] if self.target[seat] in open_slots else open_slots[0]

    def _pads(self, seat: int) -> list[Event]:
        pressed = self.edges.pressed
        if self.phase == "stake":
            if self.staked[seat]:
                return []
            if pressed(seat, pad.UP) or pressed(seat, pad.DOWN):
                self._nudge_stake(seat, 1 if pressed(seat, pad.UP) else -1)
            if pressed(seat, pad.CROSS):
                return self.stake(seat, self.stakes[seat])
            return []
        if self.phase == "over":
            return []
        size = len(self.hands[seat])
        if size:
            if pressed(seat, pad.LEFT):
                self.cursor[seat] = (self.cursor[seat] - 1) % size
            if pressed(seat, pad.RIGHT):
                self.cursor[seat] = (self.cursor[seat] + 1) % size
            if pressed(seat, pad.L1):
                self.cursor[seat] = max(0, self.cursor[seat] - PAGE)
            if pressed(seat, pad.R1):
                self.cursor[seat] = min(size - 1, self.cursor[seat] + PAGE)
            self.cursor[seat] = min(self.cursor[seat], size - 1)
        if pressed(seat, pad.UP) or pressed(seat, pad.DOWN):
            open_slots = self.unbeaten()
            if open_slots:
                at = open_slots.index(self.aimed(seat))
                self.target[seat] = open_slots[(at + (1 if pressed(seat, pad.DOWN) else -1)) % len(open_slots)]
        events: list[Event] = []
        if pressed(seat, pad.CROSS):
            events += self._play_selected(seat)
        elif pressed(seat, pad.TRIANGLE):
            events += self.transfer(seat, self.selected(seat))
        elif pressed(seat, pad.SQUARE):
            events += self.take(seat)
        elif pressed(seat, pad.CIRCLE):
            events += self.end_attack(seat)
        return events

    def _play_selected(self, seat: int) -> list[Event]:
        card = self.selected(seat)
        if card < 0:
            return [refused(seat, "Your hand is empty.")]
        if seat == self.defender and self.phase == "bout":
            return self.defend(seat, card, self.aimed(seat))
        return self.attack(seat, card)

    def _nudge_stake(self, seat: int, steps: int) -> None:
        low, high = self.config.stake_range()
        self.stakes[seat] = min(high, max(low, self.stakes[seat] + steps * self.config.stake_step))

    def _pointer(self, seat: int, action: dict) -> list[Event]:
        do = action.get("do")
        if do == "stake":
            step = action.get("step")
            if self.phase != "stake" or self.staked[seat] or step not in (-1, 1) or isinstance(step, bool):
                return [refused(seat, "Your stake cannot change now.")]
            self._nudge_stake(seat, step)
            return []
        if do == "deal":
            return self.stake(seat, self.stakes[seat])
        if do == "select":
            index = action.get("index")
            if isinstance(index, int) and not isinstance(index, bool) and 0 <= index < len(self.hands[seat]):
                self.cursor[seat] = index
                return []
            return [refused(seat, "No such card is in your hand.")]
        if do == "page":
            step = action.get("step")
            size = len(self.hands[seat])
            if step in (-1, 1) and not isinstance(step, bool) and size:
                self.cursor[seat] = min(size - 1, max(0, (self.cursor[seat] // PAGE + step) * PAGE))
                return []
            return [refused(seat, "No other page of cards to turn to.")]
        if do == "play":
            return self._play_selected(seat)
        if do == "beat":
            slot = action.get("slot")
            if isinstance(slot, int) and not isinstance(slot, bool):
                self.target[seat] = max(0, min(slot, 11))
            return self.defend(seat, self.selected(seat), slot if isinstance(slot, int) else -1)
        if do == "take":
            return self.take(seat)
        if do == "transfer":
            return self.transfer(seat, self.selected(seat))
        if do == "end":
            return self.end_attack(seat)
        return [refused(seat, f"Nothing happens on {str(do)[:20]!r} now.")]

    def _say(self, line: str) -> None:
        self.log = (self.log + [line])[-LOG_LINES:]

    def _emit(self, event: Event) -> list[Event]:
        return [event] + self._check_bout_end()

    # -- views ---------------------------------------------------------------------------
    def _flight_seen(self, flight: list[int], viewer: "int | None") -> bool:
        """Return True if ``viewer`` sees the face of a flying card: a card to or from the table, the turned
        trump, or a card drawn into the viewer's own hand (None sees everything)."""
        src, dst, dst_i = flight[1], flight[3], flight[4]
        if viewer is None or TABLE in (src, dst) or TRUMP in (src, dst):
            return True
        return dst == HAND_PLACE and dst_i == viewer

    def view(self, seat: "int | None" = None) -> dict:
        """Return the table as ``seat`` sees it (None: every card face up, for replays and tests)."""
        n = len(self.seats)
        seats = []
        for s in range(n):
            mine = seat is None or seat == s
            seats.append({
                "name": self.name(s), "ai": self.seats[s].is_ai, "count": len(self.hands[s]),
                "cards": [card_code(c) for c in self.hands[s]] if mine else [],
                "known": [card_code(c) for c in self.known[s]],
                "out": self.out[s], "team": self.teams[s], "stake": self.stakes[s], "staked": self.staked[s],
                "passed": self.passed[s],
            })
        flights = []
        for f in self.flights:
            item = {"from": [PLACES[f[1]], f[2]], "to": [PLACES[f[3]], f[4]], "start": f[5], "land": f[6]}
            if self._flight_seen(f, seat):
                item["card"] = card_code(f[0])
            flights.append(item)
        low, high = self.config.stake_range()
        out: dict[str, Any] = {
            "frame": self.frame, "phase": self.phase, "variant": self.config.variant, "you": seat,
            "trump": SUIT_NAMES[self.trump] if self.trump >= 0 else "",
            "trump_card": card_code(self.trump_card) if self.trump_card >= 0 else "",
            "talon": len(self.talon), "discard": len(self.discard),
            "gone": [card_code(c) for c in self.discard],
            "table": [[card_code(a), card_code(d) if d >= 0 else ""] for a, d in self.table],
            "leader": self.leader, "defender": self.defender, "attackers": self.attackers(),
            "taking": self.taking, "cap": self.cap, "bouts": self.bouts, "max_bouts": MAX_BOUTS,
            "seats": seats, "flights": flights, "log": list(self.log), "fly": FLY,
            "shown_trump": card_code(self.shown_trump) if self.shown_trump >= 0 else "",
            "stake_range": [low, high, self.config.stake_step], "outcome": self.outcome,
            "losers": list(self.losers), "partnerships": self.teams != list(range(n)),
        }
        if seat is not None:
            out["cursor"] = self.cursor[seat]
            out["target"] = self.aimed(seat)
            out["notice"] = self.notices[seat] if self.notice_age[seat] else ""
            card = self.selected(seat)
            out["options"] = self._options(seat, card)
        results = self.results()
        if results is not None:
            out["results"] = results.to_plain()
        return out

    def _options(self, seat: int, card: int) -> dict:
        """Return which of the four buttons would do something now for ``seat`` (the screen lights them)."""
        if self.phase != "bout" or self.busy():
            return {"play": False, "take": False, "transfer": False, "end": False}
        if card < 0:
            play = False
        elif seat == self.defender:
            play = self.can_defend(seat, card, self.aimed(seat)) is None
        else:
            play = self.can_attack(seat, card) is None
        return {"play": play, "take": self.can_take(seat) is None,
                "transfer": card >= 0 and self.can_transfer(seat, card) is None,
                "end": self.can_end_attack(seat) is None}

    def hidden_from(self, seat: int) -> list:
        """Return the cards ``seat`` may not see: others' unshown hand cards, the talon, cards flying unseen."""
        secret = [card_code(c) for s in range(len(self.seats)) if s != seat
                  for c in self.hands[s] if c not in self.known[s]]
        secret += [card_code(c) for c in self.talon]
        secret += [card_code(f[0]) for f in self.flights if not self._flight_seen(f, seat)]
        return secret

    def places(self) -> list[tuple[str, int, Card]]:
        """Return where every card is now, as (place, index, card): the conservation tests read it."""
        out = [("talon", 0, c) for c in self.talon]
        if self.trump_card >= 0:
            out.append(("trump", 0, self.trump_card))
        for s, hand in enumerate(self.hands):
            out += [("hand", s, c) for c in hand]
        out += [("table", k, c) for k, pair in enumerate(self.table) for c in pair if c >= 0]
        out += [("discard", 0, c) for c in self.discard]
        out += [("flight", f[3], f[0]) for f in self.flights]
        return out

    # -- hash and end ---------------------------------------------------------------------
    def write_state(self, d: Digest) -> None:
        """Write every field the rules read, the two random streams and the flights included."""
        d.ints(self.rng.get_state()).ints(self.ai_rng.get_state())
        small = [*self.talon, 99, *self.discard, 99]
        for cards in self.hands + self.known:
            small.extend(cards)
            small.append(99)
        for a, b in self.table:
            small += [a & 255, b & 255]
        small.append(99)
        for flags in (self.passed, self.out, self.staked):
            small.extend(int(f) for f in flags)
        small.extend(self.teams)
        d.int(len(small)).bytes(bytes(small))
        numbers = [self.stakes, self.cursor, self.target, self.notice_age, self.out_order, self.losers,
                   [v for f in self.flights for v in f],
                   [self.trump_card, self.trump, self.last_dealt, self.leader, self.defender, self.cap,
                    int(self.taking), self.bouts, self.shown_trump, self.quiet]]
        d.str(self.phase + ";" + self.outcome + ";" + ";".join(",".join(str(v) for v in row) for row in numbers))
        d.str("\n".join(self.log)).str("\n".join(self.notices)).int(len(self.search_memo))

    def is_finished(self) -> bool:
        """Return True once the game is over."""
        return self.phase == "over"

    def payout(self, seat: int) -> int:
        """Return the coins ``seat`` gets back: twice the stake for a win, none for a loss, the stake for a draw or push."""
        if self.outcome in ("draw", "push"):
            return self.stakes[seat]
        if self.teams[seat] in [self.teams[s] for s in self.losers]:
            return 0
        return 2 * self.stakes[seat]

    def results(self) -> "Results | None":
        """Return placements (the durak and its team last, everyone else first); the coins settle by events."""
        if not self.is_finished():
            return None
        n = len(self.seats)
        lost = [self.outcome == "durak" and self.teams[s] in [self.teams[k] for k in self.losers] for s in range(n)]
        detail = []
        for s in range(n):
            verdict = {"draw": "draw", "push": "push"}.get(self.outcome, "durak" if lost[s] else "out safe")
            staked = f", staked {self.stakes[s]}" if self.stakes[s] else ""
            detail.append(f"{self.name(s)}: {verdict}{staked}")
        return Results(placements=placements([0 if x else 1 for x in lost]), rewards=tuple({} for _ in range(n)),
                       detail=tuple(detail))


def frame_bound(config: DurakConfig) -> int:
    """Return a cap on a game's frames with every person pressing at random (no human clock).

    A bout holds at most 12 attack cards and 12 defences, each move after the AI's longest
    wait, each pass too (every attacker once per card), then the table and the draws fly.
    """
    seats = 6
    moves = 12 * 2 + 12 + 12 * (seats - 1) + seats
    per_bout = moves * (ai.MAX_DELAY + FLY + 2) + FLY * 2 + 36 * DRAW_GAP
    deal = 52 * DEAL_GAP + FLY * 2
    return deal + MAX_BOUTS * per_bout + 600
