"""Blackjack against the house for 1 to 5 seats: the shoe, bets, insurance, play, the dealer, payouts.

A round runs as phases: ``betting`` (each seat bets within the limits from its purse, or
sits the hand out), ``insurance`` (under a dealer's ace, each seat with a bet insures or
not), ``playing`` (seat by seat, hand by hand: hit, stand, double, split, surrender),
``dealer`` (the hole card turns and the dealer draws to the table's rule), ``settled`` (the
payouts shown; Cross skips the pause), and ``over`` when the table closes: after ``rounds``
hands, or at a no-limit table (``rounds = 0``) once every person at it has cashed out or is
broke (a table of AI seats alone: once each has cashed out, see :func:`ai.leaves`).

Cashing out (:meth:`BlackjackSession.cash_out`: the "Cash out" button, or Select held for
``HOLD_FRAMES``, so a stray press does not end a night) leaves the
table with the seat's purse, between hands only: before the seat's bet, or once the hand is
settled; with a bet on the table it is refused (the hand would be abandoned). The seat sits
out every later hand; when the last person has cashed out the table closes as if its last
hand were dealt, so the host settles the table exactly as a finished one.

Coins: a seat's bet leaves its purse the moment it is placed (a ``stake`` event); the
round's ``settle`` event pays back what each seat won, once, when the round ends. The
house's take is counted, so purses + bets on the table + the house always equal what the
seats brought. The entry points come in pairs, ``can_x`` (None or a reason in words) and
``x``: :meth:`BlackjackSession.bet`, :meth:`~BlackjackSession.sit_out`,
:meth:`~BlackjackSession.insure`, :meth:`~BlackjackSession.act` and
:meth:`~BlackjackSession.cash_out`.
"""

from __future__ import annotations

from typing import Any, Sequence

from pycore.cards52 import DECK52, Card, card_code
from pycore.kernel import pad
from pycore.kernel.digest import Digest
from pycore.kernel.leaving import HOLD_FRAMES, everyone_gone, held_long_enough
from pycore.kernel.rng import Xoshiro256ss
from pycore.kernel.session import Event, Results, Seat, Session, placements, refused

from . import ai
from .config import BlackjackConfig
from .hands import Hand, hi_lo, show_total, total_of, value
from .strategy import may_double_total

ACTIONS = ("hit", "stand", "double", "split", "surrender")
INSURE_MENU = ("decline", "insure")
SETTLE_FRAMES = 90
AI_SALT = 0xB1AC_CA7D
LOG_LINES = 5


class BlackjackSession(Session):
    """One blackjack table: rounds of bets and hands against the dealer until the table closes."""

    kind = "blackjack"

    def __init__(self, *, config: BlackjackConfig, seed: int, seats: Sequence[Seat]) -> None:
        super().__init__(config=config, seed=seed, seats=seats)
        n = len(self.seats)
        if not 1 <= n <= 5:
            raise ValueError(f"blackjack seats 1 to 5 players, not {n}")
        self.shoe_rng = Xoshiro256ss(seed)
        self.ai_rng = Xoshiro256ss(seed ^ AI_SALT)
        self.strategy = ai.strategy_of(config)
        self.brought = [config.bankroll_of(s) for s in range(n)]
        self.purse = list(self.brought)
        self.house = 0
        self.shoe: list[Card] = []
        self.cut = 0              # the shoe is reshuffled once it holds no more than this many cards
        self.running = 0          # Hi-Lo count of every card shown since the shuffle
        self.shuffles = 0
        self.rounds_played = 0
        self.phase = "betting"
        self.wait = 0
        self.clock = 0
        self.to_act = -1
        self.hand_index = 0
        self.dealer: list[Card] = []
        self.revealed = False
        self.hands: list[list[Hand]] = [[] for _ in range(n)]
        self.sitting_out = [False] * n
        self.left = [False] * n                      # the seats that cashed out
        self.holding = [0] * n                       # frames each seat has held Select (cash out at HOLD_FRAMES)
        self.wager = [config.min_bet] * n            # the bet each seat's pad is sizing
        self.staked = [0] * n                        # coins each seat put on the table this round
        self.insurance = [0] * n
        self.insurance_decided = [False] * n
        self.menu = [0] * n
        self.paid = [0] * n
        self.notice = [""] * n
        self.log: list[str] = []
        self._events: list[Event] = []
        self._shuffle()
        self._open_betting()

    # -- reading ---------------------------------------------------------------------------
    def name(self, seat: int) -> str:
        """Return the name a screen and the log show for ``seat``."""
        return self.seats[seat].label(seat)

    def on_table(self) -> int:
        """Return the coins riding on the table now (bets and insurance not yet settled)."""
        return sum(self.staked)

    def total_coins(self) -> int:
        """Return purses + the table + the house: always what the seats brought."""
        return sum(self.purse) + self.on_table() + self.house

    def active_hand(self) -> "Hand | None":
        """Return the hand to act on, or None."""
        if self.phase != "playing" or self.to_act < 0:
            return None
        return self.hands[self.to_act][self.hand_index]

    def playing_seats(self) -> list[int]:
        """Return the seats with a hand this round, in dealing order."""
        return [s for s in range(len(self.seats)) if self.hands[s]]

    def true_count(self) -> int:
        """Return the Hi-Lo true count: the running count per deck left in the shoe, rounded toward zero."""
        decks_left = max(1, (len(self.shoe) + 26) // 52)
        whole = abs(self.running) // decks_left
        return whole if self.running >= 0 else -whole

    # -- the rule entry points ---------------------------------------------------------------
    def can_bet(self, seat: int, amount: int) -> "str | None":
        """Return why ``seat`` may not bet ``amount`` now, or None."""
        c = self.config
        if self.phase == "over":
            return "The table is closed."
        if self.phase != "betting":
            return "Bets are closed until the next hand."
        if self.hands[seat] or self.sitting_out[seat]:
            return "You have already bet on this hand."
        if not isinstance(amount, int) or isinstance(amount, bool):
            return "A bet is a whole number of coins."
        if amount < c.min_bet:
            return f"The minimum bet is {c.min_bet}."
        if amount > c.max_bet:
            return f"The maximum bet is {c.max_bet}."
        if amount % c.bet_step:
            return f"Bets go in steps of {c.bet_step}."
        if amount > self.purse[seat]:
            return f"Your purse holds {self.purse[seat]} {c.currency}; a bet of {amount} needs {amount - self.purse[seat]} more."
        return None

    def bet(self, seat: int, amount: int) -> list[Event]:
        """Place ``seat``'s bet of ``amount`` from its purse (a ``stake`` event)."""
        reason = self.can_bet(seat, amount)
        if reason:
            return self._refuse(seat, reason)
        self.hands[seat] = [Hand([], amount)]
        self._stake(seat, amount)
        self._say(f"{self.name(seat)} bets {amount}")
        events = [{"kind": "bet", "seat": seat, "amount": amount}]
        self._after_betting()
        return events

    def can_sit_out(self, seat: int) -> "str | None":
        """Return why ``seat`` may not sit this hand out, or None."""
        if self.phase != "betting":
            return "You can only sit out before the cards are dealt."
        if self.hands[seat] or self.sitting_out[seat]:
            return "You have already made your choice for this hand."
        return None

    def sit_out(self, seat: int) -> list[Event]:
        """Let ``seat`` watch this hand without a bet."""
        reason = self.can_sit_out(seat)
        if reason:
            return self._refuse(seat, reason)
        self.sitting_out[seat] = True
        self._after_betting()
        return [{"kind": "sit_out", "seat": seat}]

    def can_cash_out(self, seat: int) -> "str | None":
        """Return why ``seat`` may not cash out (leave the table with its purse) now, or None."""
        if self.phase == "over":
            return "The table is closed."
        if self.left[seat]:
            return "You have cashed out."
        if self.phase == "betting" and self.hands[seat]:
            return "Your bet is on the table: play this hand out, then cash out."
        if self.phase not in ("betting", "settled"):
            return "Cash out between hands: this hand is still in play."
        return None

    def cash_out(self, seat: int) -> list[Event]:
        """Leave the table with ``seat``'s purse; the table closes once every person has left or is broke."""
        reason = self.can_cash_out(seat)
        if reason:
            return self._refuse(seat, reason)
        c = self.config
        self.left[seat] = True
        self.notice[seat] = ""
        self._say(f"{self.name(seat)} cashes out {self.purse[seat]}")
        events: list[Event] = [{"kind": "cash_out", "seat": seat, "currency": c.currency, "chips": self.purse[seat]}]
        if self._everyone_gone():
            events += self._return_bets()
            self._close()
        elif self.phase == "betting":
            self.sitting_out[seat] = True
            self._after_betting()
        return events

    def _return_bets(self) -> list[Event]:
        """Give back the bets placed for a hand that will not be dealt (the table closes while betting)."""
        out: list[Event] = []
        for s in range(len(self.seats)):
            if self.staked[s]:
                amount, self.staked[s] = self.staked[s], 0
                self.purse[s] += amount
                self.hands[s] = []
                out.append({"kind": "settle", "seat": s, "currency": self.config.currency, "stake": amount,
                            "paid": amount})
        return out

    def _everyone_gone(self) -> bool:
        return everyone_gone([seat.is_ai for seat in self.seats], self.left, self.purse, self.config.min_bet)

    def can_insure(self, seat: int, take: bool) -> "str | None":
        """Return why ``seat`` may not take (or decline) insurance now, or None."""
        if self.phase != "insurance":
            return "Insurance is only offered when the dealer shows an ace."
        if seat != self.to_act:
            return f"It is {self.name(self.to_act)}'s turn to choose, not yours." if self.to_act >= 0 else \
                "Nobody is choosing now."
        if take:
            cost = self.hands[seat][0].bet // 2
            if cost > self.purse[seat]:
                return f"Insurance costs {cost}; your purse holds {self.purse[seat]}."
        return None

    def insure(self, seat: int, take: bool) -> list[Event]:
        """Take (half the bet, paying 2:1 on a dealer blackjack) or decline insurance."""
        reason = self.can_insure(seat, take)
        if reason:
            return self._refuse(seat, reason)
        self.insurance_decided[seat] = True
        if take:
            cost = self.hands[seat][0].bet // 2
            self.insurance[seat] = cost
            self._stake(seat, cost)
            self._say(f"{self.name(seat)} insures for {cost}")
        self._next_insurance()
        return [{"kind": "insurance", "seat": seat, "take": bool(take)}]

    def can_act(self, seat: int, action: str) -> "str | None":
        """Return why ``seat`` may not ``action`` (hit, stand, double, split, surrender) now, or None."""
        c = self.config
        if action not in ACTIONS:
            return f"There is no move {action!r}: hit, stand, double, split or surrender."
        if self.phase != "playing" or self.to_act < 0:
            return "Nobody is playing a hand now."
        if seat != self.to_act:
            return f"It is {self.name(self.to_act)}'s turn, not yours."
        hand = self.hands[seat][self.hand_index]
        first_two = len(hand.cards) == 2
        if action == "stand":
            return None
        if action in ("hit", "double") and hand.split_aces and not c.hit_split_aces:
            return ("A split ace takes one card: split the aces again or stand." if first_two and
                    value(hand.cards[1]) == 1 and self.can_act(seat, "split") is None else
                    "A split ace takes one card: it stands.")
        if action == "hit":
            return None
        if action == "double":
            if not first_two:
                return "You can only double on your first two cards."
            if hand.split and not c.double_after_split:
                return "This table does not let you double after a split."
            if not may_double_total(c.terms(), hand.total()):
                return f"This table only lets you double on {c.double_on}."
            if hand.bet > self.purse[seat]:
                return f"Doubling costs {hand.bet}; your purse holds {self.purse[seat]}."
            return None
        if action == "split":
            if not first_two or value(hand.cards[0]) != value(hand.cards[1]):
                return "You can only split a pair on your first two cards."
            if len(self.hands[seat]) >= c.max_hands:
                return f"You may split to {c.max_hands} hands at most." if c.max_hands > 1 else \
                    "This table does not allow splits."
            if hand.split_aces and not c.resplit_aces:
                return "Split aces may not be split again."
            if hand.bet > self.purse[seat]:
                return f"Splitting costs {hand.bet}; your purse holds {self.purse[seat]}."
            return None
        if not c.late_surrender:
            return "This table does not allow surrender."
        if not first_two or hand.split:
            return "You can only surrender your first two cards, before a split."
        return None

    def act(self, seat: int, action: str) -> list[Event]:
        """Play ``action`` on ``seat``'s current hand."""
        reason = self.can_act(seat, action)
        if reason:
            return self._refuse(seat, reason)
        hand = self.hands[seat][self.hand_index]
        self.notice[seat] = ""
        if action == "hit":
            self._draw_to(hand)
            if hand.total() >= 21 or (hand.split_aces and not self.config.hit_split_aces):
                hand.done = True
        elif action == "stand":
            hand.done = True
        elif action == "double":
            self._stake(seat, hand.bet)
            hand.bet *= 2
            hand.doubled = True
            self._draw_to(hand)
            hand.done = True
        elif action == "split":
            self._stake(seat, hand.bet)
            aces = value(hand.cards[0]) == 1
            second = Hand([hand.cards.pop()], hand.bet, split=True, split_aces=aces)
            hand.split, hand.split_aces = True, aces
            self.hands[seat].insert(self.hand_index + 1, second)
            self._draw_to(hand)
            self._close_split_hand(hand)
        else:
            hand.surrendered = True
            hand.done = True
        self._say(f"{self.name(seat)} {'stands' if action == 'stand' else action + 's'}"
                  + (f" ({show_total(hand.cards)})" if action != "surrender" else ""))
        events = [{"kind": "act", "seat": seat, "hand": self.hand_index, "action": action,
                   "cards": [card_code(c) for c in hand.cards]}]
        self._advance()
        return events

    # -- money -------------------------------------------------------------------------------
    def _stake(self, seat: int, amount: int) -> None:
        self.purse[seat] -= amount
        self.staked[seat] += amount
        self._events.append({"kind": "stake", "seat": seat, "currency": self.config.currency, "amount": amount})

    def _refuse(self, seat: int, reason: str) -> list[Event]:
        self.notice[seat] = reason
        return [refused(seat, reason)]

    # -- the shoe ----------------------------------------------------------------------------
    def _shuffle(self) -> None:
        self.shoe = list(DECK52) * self.config.shoe_decks
        self.shoe_rng.shuffle(self.shoe)
        self.cut = len(self.shoe) * (100 - self.config.penetration) // 100
        self.running = 0
        self.shuffles += 1
        self._say("The shoe is shuffled")

    def _draw(self, shown: bool = True) -> Card:
        if not self.shoe:
            self._refill()
        card = self.shoe.pop()
        if shown:
            self.running += hi_lo(card)
        return card

    def _refill(self) -> None:
        """Shuffle every card not on the table into a new shoe: a deep shoe ran out in the middle of a hand."""
        table = list(self.dealer) + [c for hands in self.hands for h in hands for c in h.cards]
        shoe = list(DECK52) * self.config.shoe_decks
        for card in table:
            shoe.remove(card)
        self.shoe = shoe
        self.shoe_rng.shuffle(self.shoe)
        self.running = 0
        self.shuffles += 1
        self._say("The shoe ran out: the discards are shuffled")

    def _draw_to(self, hand: Hand) -> None:
        hand.cards.append(self._draw())

    # -- the round ---------------------------------------------------------------------------
    def _open_betting(self) -> None:
        n = len(self.seats)
        if len(self.shoe) <= self.cut:
            self._shuffle()
        self.phase = "betting"
        self.hands = [[] for _ in range(n)]
        self.dealer = []
        self.revealed = False
        self.insurance = [0] * n
        self.insurance_decided = [False] * n
        self.paid = [0] * n
        self.to_act = -1
        self.hand_index = 0
        self.clock = self.config.turn_frames
        self.wait = self.config.pace
        for s in range(n):
            self.sitting_out[s] = self.purse[s] < self.config.min_bet or self.left[s]
            if self.sitting_out[s] and not self.left[s]:
                self.notice[s] = (f"Your purse holds {self.purse[s]} {self.config.currency}; "
                                  f"the minimum bet is {self.config.min_bet}.")
            self.wager[s] = max(self.config.min_bet, min(self.wager[s], self.config.max_bet))
        self._after_betting()

    def _after_betting(self) -> None:
        if self.phase != "betting":
            return
        if all(self.hands[s] or self.sitting_out[s] for s in range(len(self.seats))):
            self._deal()

    def _deal(self) -> None:
        seats = self.playing_seats()
        if not seats:
            self._end_round()
            return
        for _ in range(2):
            for s in seats:
                self._draw_to(self.hands[s][0])
            self.dealer.append(self._draw(shown=not self.dealer))
        self._events.append({"kind": "deal", "round": self.rounds_played + 1, "up": card_code(self.dealer[0])})
        self._say(f"Dealer shows {card_code(self.dealer[0])}")
        if self.config.insurance and value(self.dealer[0]) == 1:
            self.phase = "insurance"
            self.to_act = -1
            self._next_insurance()
        else:
            self._peek()

    def _next_insurance(self) -> None:
        nxt = next((s for s in self.playing_seats() if not self.insurance_decided[s]), -1)
        self.to_act = nxt
        self.menu = [0] * len(self.seats)
        self.clock = self.config.turn_frames
        self.wait = self.config.pace
        if nxt < 0:
            self._peek()

    def _dealer_natural(self) -> bool:
        return len(self.dealer) == 2 and total_of(self.dealer)[0] == 21

    def _peek(self) -> None:
        """Check the hole card under an ace or a ten; a dealer blackjack ends the round at once."""
        up = value(self.dealer[0])
        if self.config.peek and up in (1, 10) and self._dealer_natural():
            self._reveal()
            self._say("Dealer has blackjack")
            self._settle()
            return
        if self.config.peek and up in (1, 10):
            self._events.append({"kind": "peek", "natural": False})
        self.phase = "playing"
        self.to_act, self.hand_index = -1, 0
        self._advance()

    def _reveal(self) -> None:
        if not self.revealed:
            self.revealed = True
            self.running += hi_lo(self.dealer[1])
            self._events.append({"kind": "reveal", "hole": card_code(self.dealer[1])})

    def _close_split_hand(self, hand: Hand) -> None:
        """Close a split hand that may not play on: split aces take one card (unless re-split or hit)."""
        c = self.config
        if hand.total() >= 21:
            hand.done = True
        elif hand.split_aces and not c.hit_split_aces and len(hand.cards) == 2:
            pair = value(hand.cards[1]) == 1
            if not (pair and c.resplit_aces and len(self.hands[self.to_act]) < c.max_hands):
                hand.done = True

    def _advance(self) -> None:
        """Move the turn to the next hand that still plays, dealing a split hand its second card."""
        seats = self.playing_seats()
        s, i = self.to_act, self.hand_index
        if s < 0:
            s, i = (seats[0], 0) if seats else (-1, 0)
        while s >= 0:
            hands = self.hands[s]
            while i < len(hands):
                hand = hands[i]
                self.to_act, self.hand_index = s, i
                if len(hand.cards) == 1:
                    self._draw_to(hand)
                    self._close_split_hand(hand)
                if not hand.done and (hand.is_natural() or hand.total() >= 21):
                    hand.done = True
                if not hand.done:
                    self.clock = self.config.turn_frames
                    self.wait = self.config.pace
                    self.menu[s] = 0
                    return
                i += 1
            later = [t for t in seats if t > s]
            s, i = (later[0], 0) if later else (-1, 0)
        self.to_act, self.hand_index = -1, 0
        self.phase = "dealer"
        self.wait = self.config.pace
        self._reveal()

    def _dealer_wants_card(self) -> bool:
        live = any(not h.surrendered and not h.is_bust() and not h.is_natural()
                   for s in self.playing_seats() for h in self.hands[s])
        if not live:
            return False
        best, soft = total_of(self.dealer)
        if best > 17:
            return False
        return best < 17 or (soft and self.config.dealer_hits_soft_17)

    def _dealer_step(self) -> None:
        if self._dealer_natural() or not self._dealer_wants_card():
            self._settle()
            return
        self.dealer.append(self._draw())
        self._say(f"Dealer draws {card_code(self.dealer[-1])} ({show_total(self.dealer)})")
        self.wait = self.config.pace

    def payout(self, hand: Hand) -> tuple[int, str]:
        """Return what ``hand`` returns to its seat (its stake included) once the dealer is done, and why."""
        dealer, _ = total_of(self.dealer)
        dealer_natural = self._dealer_natural()
        if hand.surrendered:   # without a peek the natural is found only now: it takes the whole bet
            return (0, "dealer blackjack") if dealer_natural else (hand.bet // 2, "surrendered")
        if hand.is_bust():
            return 0, "bust"
        if hand.is_natural():
            if dealer_natural:
                return hand.bet, "push"
            num, den = (3, 2) if self.config.blackjack_pays == "3:2" else (6, 5)
            return hand.bet + hand.bet * num // den, "blackjack"
        if dealer_natural:
            return 0, "dealer blackjack"
        if dealer > 21:
            return 2 * hand.bet, "win"
        total = hand.total()
        if total > dealer:
            return 2 * hand.bet, "win"
        if total == dealer:
            return hand.bet, "push"
        return 0, "lose"

    def _settle(self) -> None:
        self._reveal()
        natural = self._dealer_natural()
        for s in self.playing_seats():
            paid = 3 * self.insurance[s] if natural else 0
            for hand in self.hands[s]:
                amount, hand.result = self.payout(hand)
                paid += amount
            self.paid[s] = paid
            self.purse[s] += paid
            self.house += self.staked[s] - paid
            self._events.append({"kind": "settle", "seat": s, "currency": self.config.currency,
                                 "stake": self.staked[s], "paid": paid})
            self._say(f"{self.name(s)} {'wins' if paid > self.staked[s] else 'gets'} {paid}"
                      if paid else f"{self.name(s)} loses {self.staked[s]}")
            self.staked[s] = 0
        self.phase = "settled"
        self.to_act = -1
        self.wait = max(SETTLE_FRAMES * self.config.pace // 18, 1) if self.config.pace else 0

    def _end_round(self) -> None:
        self.rounds_played += 1
        rounds = self.config.rounds
        if (rounds and self.rounds_played >= rounds) or self._everyone_gone():
            self._close()
            return
        self._open_betting()

    def _close(self) -> None:
        self.phase = "over"
        self.to_act = -1
        self._say("The table closes")
        self._events.append({"kind": "over", "purses": list(self.purse)})

    # -- frames ------------------------------------------------------------------------------
    def step(self, actions: dict[int, list[dict]]) -> list[Event]:
        """Run one frame: pointer actions, pads, the AI, then the clocks and the dealer."""
        self._events = []
        out: list[Event] = []
        for seat, acts in actions.items():
            for action in acts:
                out += self._pointer(seat, action)
        for seat in range(len(self.seats)):
            if not self.seats[seat].is_ai and self.phase != "over":
                out += self._pads(seat)
        if self.phase != "over":
            out += self._tick()
        return self._events + out if self._events else out

    def _tick(self) -> list[Event]:
        if self.phase == "betting":
            out: list[Event] = []
            for s in range(len(self.seats)):
                if self.phase != "betting":
                    break
                if self.hands[s] or self.sitting_out[s]:
                    continue
                if self.seats[s].is_ai:
                    if self.wait <= 0:
                        out += self._ai_move(s)
                elif self.clock <= 0 and self.clocked():
                    self._say(f"{self.name(s)}'s time ran out: sits out this hand")
                    out += self.sit_out(s)
            self.wait -= 1
            self.clock -= 1
            return out
        if self.phase in ("insurance", "playing"):
            seat = self.to_act
            if seat < 0:
                return []
            if self.seats[seat].is_ai:
                self.wait -= 1
                if self.wait <= 0:
                    return self._ai_move(seat)
                return []
            self.clock -= 1
            if self.clock <= 0 and self.clocked():   # no one else waits: the player takes as long as they like
                what = "declines insurance" if self.phase == "insurance" else "stands"
                self._say(f"{self.name(seat)}'s time ran out: {what}")
                return self.insure(seat, False) if self.phase == "insurance" else self.act(seat, "stand")
            return []
        self.wait -= 1
        if self.wait <= 0:
            if self.phase == "dealer":
                self._dealer_step()
            elif self.phase == "settled":
                self._end_round()
        return []

    def _ai_move(self, seat: int) -> list[Event]:
        return self._pointer(seat, ai.decide(self, seat))

    def menu_of(self, seat: int) -> tuple[str, ...]:
        """Return the pad menu ``seat`` walks now."""
        return INSURE_MENU if self.phase == "insurance" else ACTIONS

    def _pads(self, seat: int) -> list[Event]:
        pressed = self.edges.pressed
        if held_long_enough(self.holding, seat, self.edges.held(seat, pad.SELECT) and not self.left[seat]):
            return self.cash_out(seat)
        if self.phase == "settled":
            if pressed(seat, pad.CROSS):
                self.wait = 0
            return []
        if self.phase == "betting" and not self.hands[seat] and not self.sitting_out[seat]:
            for button, steps in ((pad.LEFT, -1), (pad.RIGHT, 1), (pad.DOWN, -10), (pad.UP, 10)):
                if pressed(seat, button):
                    self._size(seat, steps)
            if pressed(seat, pad.CROSS):
                return self.bet(seat, self.wager[seat])
            if pressed(seat, pad.CIRCLE):
                return self.sit_out(seat)
            return []
        if self.phase in ("insurance", "playing") and seat == self.to_act:
            menu = self.menu_of(seat)
            if pressed(seat, pad.LEFT):
                self.menu[seat] = (self.menu[seat] - 1) % len(menu)
            if pressed(seat, pad.RIGHT):
                self.menu[seat] = (self.menu[seat] + 1) % len(menu)
            if pressed(seat, pad.CROSS):
                choice = menu[self.menu[seat] % len(menu)]
                if self.phase == "insurance":
                    return self.insure(seat, choice == "insure")
                return self.act(seat, choice)
        return []

    def _size(self, seat: int, steps: int) -> None:
        c = self.config
        top = min(c.max_bet, self.purse[seat] - self.purse[seat] % c.bet_step)
        self.wager[seat] = max(c.min_bet, min(max(top, c.min_bet), self.wager[seat] + steps * c.bet_step))

    def _pointer(self, seat: int, action: dict) -> list[Event]:
        do = action.get("do")
        if do == "bet":
            return self.bet(seat, action.get("amount", self.wager[seat]))
        if do == "size":
            steps = action.get("steps")
            if isinstance(steps, int) and not isinstance(steps, bool) and -1000 <= steps <= 1000 \
                    and self.phase == "betting":
                self._size(seat, steps)
                return []
            return self._refuse(seat, "Change the bet before the deal, a few steps at a time.")
        if do == "sit_out":
            return self.sit_out(seat)
        if do == "insure":
            return self.insure(seat, bool(action.get("take")))
        if do == "act":
            return self.act(seat, str(action.get("action")))
        if do == "next" and self.phase == "settled":
            self.wait = 0
            return []
        if do == "cash_out":
            return self.cash_out(seat)
        return self._refuse(seat, f"That does nothing now ({do!r}).")

    def _say(self, line: str) -> None:
        self.log = (self.log + [line])[-LOG_LINES:]

    # -- views -------------------------------------------------------------------------------
    def view(self, seat: "int | None" = None) -> dict:
        """Return the table as ``seat`` sees it: the hole card is absent until it turns."""
        c = self.config
        show_hole = self.revealed or seat is None
        dealer = [card_code(x) for x in (self.dealer if show_hole else self.dealer[:1])]
        seats = []
        for s in range(len(self.seats)):
            seats.append({"name": self.name(s), "ai": self.seats[s].is_ai, "purse": self.purse[s],
                          "hands": [h.plain() for h in self.hands[s]], "insurance": self.insurance[s],
                          "sitting_out": self.sitting_out[s], "wager": self.wager[s], "paid": self.paid[s],
                          "staked": self.staked[s], "left": self.left[s]})
        out: dict[str, Any] = {
            "frame": self.frame, "phase": self.phase,
            "round": min(self.rounds_played + 1, c.rounds) if c.rounds else self.rounds_played + 1,
            "rounds": c.rounds, "to_act": self.to_act, "hand_index": self.hand_index,
            "dealer": dealer, "dealer_cards": len(self.dealer),
            "dealer_total": show_total(self.dealer, self.phase in ("settled", "over")) if show_hole and self.dealer else
            (show_total(self.dealer[:1]) if self.dealer else ""),
            "shoe": len(self.shoe), "shoe_size": 52 * c.shoe_decks, "cut": self.cut, "running": self.running,
            "seats": seats, "you": seat, "log": list(self.log), "clock": self.clock,
            "clock_max": c.turn_frames, "clocked": self.clocked(), "house": self.house,
            "rules": {"min_bet": c.min_bet, "max_bet": c.max_bet, "step": c.bet_step, "pays": c.blackjack_pays,
                      "h17": c.dealer_hits_soft_17, "decks": c.shoe_decks, "currency": c.currency},
        }
        if seat is not None:
            out["notice"] = self.notice[seat]
            out["cash_out"] = self.can_cash_out(seat) or ""
            out["holding"] = [self.holding[seat], HOLD_FRAMES]
            if self.phase in ("insurance", "playing") and seat == self.to_act:
                menu = self.menu_of(seat)
                if self.phase == "insurance":
                    reasons = [self.can_insure(seat, m == "insure") for m in menu]
                else:
                    reasons = [self.can_act(seat, m) for m in menu]
                out["menu"] = [{"name": m, "reason": r or ""} for m, r in zip(menu, reasons)]
                out["choice"] = self.menu[seat] % len(menu)
            elif self.phase == "betting" and not self.hands[seat] and not self.sitting_out[seat]:
                out["betting"] = {"wager": self.wager[seat], "reason": self.can_bet(seat, self.wager[seat]) or ""}
        if self.phase == "over":
            out["results"] = self.results().to_plain()
        return out

    def hidden_from(self, seat: int) -> list:
        """Return the dealer's two cards as a pair while the hole card is face down."""
        if len(self.dealer) == 2 and not self.revealed:
            return [[card_code(x) for x in self.dealer]]
        return []

    # -- hash and end ------------------------------------------------------------------------
    def write_state(self, d: Digest) -> None:
        """Write every field the rules read, the two streams and the shoe included."""
        d.ints(self.shoe_rng.get_state()).ints(self.ai_rng.get_state())
        d.int(len(self.shoe)).bytes(bytes(self.shoe))
        d.ints(self.dealer).int(-1)
        for s in range(len(self.seats)):
            for hand in self.hands[s]:
                d.ints(hand.state())
            d.int(-2)
        numbers = [self.purse, self.brought, self.wager, self.staked, self.insurance, self.paid, self.menu,
                   [int(f) for f in self.sitting_out], [int(f) for f in self.insurance_decided],
                   [self.house, self.cut, self.running, self.shuffles, self.rounds_played, self.wait, self.clock,
                    self.to_act, self.hand_index, int(self.revealed)]]
        d.str(self.phase + ";" + ";".join(",".join(str(v) for v in row) for row in numbers))
        d.str("\n".join(self.log)).str("\n".join(self.notice))
        if any(self.left) or any(self.holding):   # a table no one leaves hashes as it always did
            d.ints([int(f) for f in self.left]).ints(self.holding)

    def is_finished(self) -> bool:
        """Return True once the table has closed."""
        return self.phase == "over"

    def results(self) -> "Results | None":
        """Return placements by coins won; the coins moved already, through stake and settle events."""
        if not self.is_finished():
            return None
        net = [p - b for p, b in zip(self.purse, self.brought)]
        detail = tuple(f"{self.name(s)}: {self.purse[s]} {self.config.currency} ({net[s]:+d})"
                       for s in range(len(self.seats)))
        broke = tuple(self.notice[s] for s in range(len(self.seats))
                      if not self.seats[s].is_ai and self.purse[s] < self.config.min_bet and self.notice[s])
        return Results(placements=placements(net), rewards=tuple({} for _ in net), detail=detail + broke)


def frame_bound(config: BlackjackConfig) -> int:
    """Return a hard cap on a game's frames, every human idle until each clock runs out.

    A round: the betting clock, an insurance choice per seat, at most 4 hands a seat each
    taking at most 11 cards (a decision each), the dealer's cards and the settling pause. A
    no-limit table (``rounds = 0``) has no bound while a person sits at it; this is the bound of
    a table of AI seats alone, each cashing out after ``ai.STAY_HANDS`` hands.
    """
    turn = max(config.turn_frames, config.pace) + 2
    per_round = turn + 5 * turn + 5 * 4 * 12 * turn + 12 * (config.pace + 2) + SETTLE_FRAMES * 4 + 4
    return (config.rounds or ai.STAY_HANDS + 1) * per_round + 1
