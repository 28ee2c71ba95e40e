"""No-limit Texas Hold'em for 2 to 6 seats: blinds, betting rounds, side pots and showdown.

A hand runs as phases: ``betting`` (a seat is to act), ``dealing`` (a short pause before the
next street is dealt, or the run-out when at most one seat can still bet), ``showing`` (a
human whose hand cannot win chooses to show or muck it), ``showdown`` (the pots paid, a
pause a human may skip with Cross) and ``settled`` (a pause after a hand won without a
showdown). ``over`` ends the game.

At a showdown hands are tabled in the order of the TDA rules (rule 18): the last aggressor
of the river first, or the first live seat left of the button when the river went unbet,
then clockwise. A hand that cannot win any pot it is in may be mucked (AI seats muck it, a
human chooses; the clock shows it); a hand that can win is shown. When a seat is all-in
every live hand is tabled (rule 16). Only shown hands reach the log and the views.

The rule entry points are :meth:`PokerSession.act` with its refusal :meth:`PokerSession.can_act`,
and :meth:`PokerSession.show` / :meth:`PokerSession.muck` with theirs; pads and hotspots end
there, the AI (``ai.py``) too, and a human's turn clock checks or folds, or shows.
"""

from __future__ import annotations

from typing import Any, Sequence

from pycore.kernel import pad
from pycore.kernel.digest import Digest
from pycore.kernel.rng import Xoshiro256ss
from pycore.kernel.session import Event, Results, Seat, Session, placements, refused, refusal

from pycore.cards52 import DECK52, RANK_NAMES, Card, card_code, rank_of

from . import ai
from .config import PokerConfig
from .hands import describe, ensure_tables, evaluate
from .pots import build_pots, split

ACTIONS = ("fold", "check", "call", "raise", "allin")
MENU = ("fold", "call", "raise", "allin")   # the pad menu: Fold, Check-Call, Raise, All-in
STREETS = ("preflop", "flop", "turn", "river")
DEAL_FRAMES = 20        # pause before a street is dealt
SETTLE_FRAMES = 45      # pause after a hand nobody contested
SHOWDOWN_FRAMES = 150   # revealed hands stay up this long unless a human skips with Cross
LOG_LINES = 6
MOVE_FRAMES = 16        # how long a movement stays in the view for the screen to animate
AI_SEED_SALT = 0xA1A1_5EED


class PokerSession(Session):
    """One table of no-limit Hold'em: every seat buys in, hands run until the game ends."""

    kind = "poker"

    def __init__(self, *, config: PokerConfig, seed: int, seats: Sequence[Seat]) -> None:
        super().__init__(config=config, seed=seed, seats=seats)
        n = len(self.seats)
        if not 2 <= n <= 6:
            raise ValueError(f"poker seats 2 to 6 players, not {n}")
        ensure_tables()   # the evaluator's big table, built as the table opens rather than at boot
        self.deck_rng = Xoshiro256ss(seed)
        self.ai_rng = Xoshiro256ss(seed ^ AI_SEED_SALT)
        self.stacks = [config.buy_in] * n
        self.hands_played = 0
        self.button = n - 1
        self.phase = "dealing"
        self.wait = 0
        self.runout = False
        self.street = 0
        self.deck: list[Card] = []
        self.board: list[Card] = []
        self.hole: list[list[Card]] = [[] for _ in range(n)]
        self.in_hand = [False] * n
        self.folded = [False] * n
        self.shown = [False] * n
        self.mucked = [False] * n
        self.bets = [0] * n
        self.contributed = [0] * n
        self.pending = [False] * n    # must still act on this street
        self.acted = [False] * n      # acted since the last full raise
        self.acted_at = [0] * n       # the bet a seat left standing when it last acted
        self.aggressor = -1           # the last seat to bet or raise on this street
        self.show_queue: list[int] = []   # seats still to show or muck, in the order they table
        self.current_bet = 0
        self.last_raise = 0
        self.blinds = (0, 0)
        self.to_act = -1
        self.clock = 0
        self.think = [0, 0, 0, 0]     # the AI to act: frames left, deals done, deals due, equity sum
        self.menu_choice = [1] * n
        self.raise_to = [0] * n
        self.winners: list[dict] = []
        self.log: list[str] = []
        self.moves: list[dict] = []
        self._events: list[Event] = []
        self._start_hand()

    # -- reading the table ---------------------------------------------------------
    def live(self, seat: int) -> bool:
        """Return True if ``seat`` is dealt in and has neither folded nor mucked."""
        return self.in_hand[seat] and not self.folded[seat] and not self.mucked[seat]

    def is_betting(self, seat: int) -> bool:
        """Return True if ``seat`` is live with chips behind."""
        return self.live(seat) and self.stacks[seat] > 0

    def to_call(self, seat: int) -> int:
        """Return the chips ``seat`` must add to call (capped by its stack)."""
        return min(self.current_bet - self.bets[seat], self.stacks[seat])

    def min_raise_to(self, seat: int) -> int:
        """Return the smallest full raise ``seat`` may make, capped at its all-in."""
        return min(self.current_bet + self.last_raise, self.bets[seat] + self.stacks[seat])

    def max_raise_to(self, seat: int) -> int:
        """Return the street total ``seat`` reaches by going all-in."""
        return self.bets[seat] + self.stacks[seat]

    def name(self, seat: int) -> str:
        """Return the name a screen and the log show for ``seat``."""
        return self.seats[seat].label(seat)

    def _others_betting(self, seat: int) -> bool:
        return any(self.is_betting(s) for s in range(len(self.seats)) if s != seat)

    def _needs_to_act(self, seat: int) -> bool:
        if not self.pending[seat] or not self.is_betting(seat):
            return False
        if self._others_betting(seat):
            return True
        # nobody else can bet: only a bet below what another live seat put in is owed
        # (an all-in big blind under the small blind's chips asks nothing of anyone)
        top = max((self.bets[s] for s in range(len(self.seats)) if s != seat and self.live(s)), default=0)
        return self.bets[seat] < top

    def reopened(self, seat: int) -> bool:
        """Return True if ``seat`` may raise: it has not acted since the last full raise, or the
        all-ins since it acted add up to a full raise (TDA rule 47)."""
        return not self.acted[seat] or self.current_bet - self.acted_at[seat] >= self.last_raise

    def pot_total(self) -> int:
        """Return every chip put in this hand, bets on the table included."""
        return sum(self.contributed)

    # -- the rule entry point ------------------------------------------------------
    def can_act(self, seat: int, action: str, amount: int = 0) -> "str | None":
        """Return why ``seat`` may not take ``action`` now (``amount``: a raise's street total), or None."""
        if self.phase == "over":
            return "The game is over."
        if not 0 <= seat < len(self.seats):
            return f"There is no seat {seat + 1} at this table."
        if self.phase != "betting" or self.to_act < 0:
            return "Nobody is to act right now."
        if seat != self.to_act:
            return f"It is {self.name(self.to_act)}'s turn, not yours."
        if action not in ACTIONS:
            return f"There is no action {action!r}: fold, check, call, raise or allin."
        owed = self.current_bet - self.bets[seat]
        if action == "fold":
            return "Nothing to call: check instead of folding." if owed <= 0 else None
        if action == "check":
            return f"You cannot check: {owed} to call." if owed > 0 else None
        if action == "call":
            return "Nothing to call: you can check." if owed <= 0 else None
        top = self.max_raise_to(seat)
        if action == "allin":
            if top <= self.current_bet:
                return None   # all-in for no more than the bet is a call
            amount = top
        if top <= self.current_bet:
            return "You have too few chips to raise: call all-in instead."
        if not self.reopened(seat):
            return "The last all-in was less than a full raise: you may only call or fold."
        if not self._others_betting(seat):
            return "No one left can call a raise."
        if not isinstance(amount, int) or isinstance(amount, bool):
            return "A raise needs a whole number of chips."
        if amount > top:
            return f"You can raise to {top} at most: that is all-in."
        if amount < self.current_bet + self.last_raise and amount != top:
            return f"A raise must be to at least {self.current_bet + self.last_raise}."
        return None

    def act(self, seat: int, action: str, amount: int = 0) -> list[Event]:
        """Take ``action`` for ``seat`` (``amount``: the street total a raise goes to); return its events.

        A refusal is ``[refused(seat, reason)]`` and changes nothing. The events are also the
        frame's (``step`` returns them with the rest).
        """
        reason = self.can_act(seat, action, amount)
        if reason:
            self._events.append(refused(seat, reason))
            return [refused(seat, reason)]
        start = len(self._events)
        if action == "allin":
            amount = self.max_raise_to(seat)
            if amount <= self.current_bet:
                action = "call"
        if action == "fold":
            self.folded[seat] = True
            self._say(f"{self.name(seat)} folds")
        elif action == "check":
            self._say(f"{self.name(seat)} checks")
        elif action == "call":
            chips = self.to_call(seat)
            self._put(seat, chips)
            self._say(f"{self.name(seat)} calls {chips}" + (" all-in" if not self.stacks[seat] else ""))
        else:
            self._raise(seat, amount)
        self.pending[seat] = False
        self.acted[seat] = True
        self.acted_at[seat] = self.current_bet
        self._events.append({"kind": "action", "seat": seat, "action": action, "bet": self.bets[seat],
                             "stack": self.stacks[seat]})
        self._advance(seat)
        return self._events[start:]

    def _raise(self, seat: int, to: int) -> None:
        increment = to - self.current_bet
        full = increment >= self.last_raise
        verb = "bets" if self.current_bet == 0 else "raises to"
        self._put(seat, to - self.bets[seat])
        self.current_bet = to
        self.aggressor = seat
        for s in range(len(self.seats)):
            if s != seat and self.is_betting(s):
                self.pending[s] = True
                if full:   # a full raise reopens the betting; short all-ins add up (reopened)
                    self.acted[s] = False
        if full:
            self.last_raise = increment
        self._say(f"{self.name(seat)} {verb} {to}" + (" all-in" if not self.stacks[seat] else ""))

    def _put(self, seat: int, chips: int) -> None:
        self.stacks[seat] -= chips
        self.bets[seat] += chips
        self.contributed[seat] += chips
        if chips:
            self._move("bet", seat, chips)

    # -- the flow of a hand -------------------------------------------------------
    def _next_seat(self, after: int, test: Any) -> int:
        n = len(self.seats)
        for k in range(1, n + 1):
            s = (after + k) % n
            if test(s):
                return s
        return -1

    def _start_hand(self) -> None:
        n = len(self.seats)
        self.in_hand = [self.stacks[s] > 0 for s in range(n)]
        self.folded = [False] * n
        self.shown = [False] * n
        self.mucked = [False] * n
        self.bets = [0] * n
        self.contributed = [0] * n
        self.pending = [False] * n
        self.acted = [False] * n
        self.acted_at = [0] * n
        self.aggressor = -1
        self.show_queue = []
        self.board = []
        self.winners = []
        self.runout = False
        self.street = 0
        self.button = self._next_seat(self.button, lambda s: self.in_hand[s])
        self.deck = list(DECK52)
        self.deck_rng.shuffle(self.deck)
        self.hole = [[] for _ in range(n)]
        for _ in range(2):
            for k in range(1, n + 1):
                s = (self.button + k) % n
                if self.in_hand[s]:
                    self.hole[s].append(self.deck.pop())
        self.blinds = self.config.blinds(self.hands_played)
        small, big = self.blinds
        if sum(self.in_hand) == 2:
            sb_seat = self.button   # heads-up: the button posts the small blind
        else:
            sb_seat = self._next_seat(self.button, lambda s: self.in_hand[s])
        bb_seat = self._next_seat(sb_seat, lambda s: self.in_hand[s])
        self._say(f"Hand {self.hands_played + 1}: blinds {small}/{big}")
        self._events.append({"kind": "deal", "hand": self.hands_played + 1, "button": self.button})
        self._move("deal", self.button, 0)
        for seat, blind in ((sb_seat, small), (bb_seat, big)):
            self._put(seat, min(blind, self.stacks[seat]))
            self._events.append({"kind": "blind", "seat": seat, "amount": self.bets[seat]})
        self.current_bet = big   # even when the big blind is all-in for less
        self.last_raise = big
        for s in range(n):
            self.pending[s] = self.is_betting(s)
        self._begin_turn(self._next_seat(bb_seat, self._needs_to_act))

    def _begin_turn(self, seat: int) -> None:
        """Hand the action to ``seat``, or close the street when nobody needs to act."""
        self.to_act = seat
        if seat < 0:
            self._end_street()
            return
        self.phase = "betting"
        self.menu_choice[seat] = 1
        self.raise_to[seat] = self.min_raise_to(seat)
        if self.seats[seat].is_ai:
            frames = ai.think_frames(self.ai_rng, self.seats[seat].tier)
            self.think = [frames, 0, ai.deals_for(self.seats[seat].tier), 0]
            self.clock = frames
        else:
            self.clock = self.config.turn_frames

    def _advance(self, seat: int) -> None:
        if sum(1 for s in range(len(self.seats)) if self.live(s)) == 1:
            self.to_act = -1
            self._collect()
            self._settle(showdown=False)
            return
        self._begin_turn(self._next_seat(seat, self._needs_to_act))

    def _collect(self) -> None:
        if any(self.bets):
            self._move("collect", -1, sum(self.bets))
        self.bets = [0] * len(self.seats)

    def _end_street(self) -> None:
        self.to_act = -1
        self._collect()
        able = sum(1 for s in range(len(self.seats)) if self.is_betting(s))
        if self.street == 3:
            self._showdown()
            return
        self.runout = able <= 1
        self.phase = "dealing"
        self.wait = DEAL_FRAMES

    def _deal_street(self) -> None:
        self.street += 1
        count = 3 if self.street == 1 else 1
        cards = [self.deck.pop() for _ in range(count)]
        self.board.extend(cards)
        codes = [card_code(c) for c in cards]
        self._say(f"{STREETS[self.street].capitalize()}: {' '.join(codes)}")
        self._events.append({"kind": "street", "street": STREETS[self.street], "cards": codes})
        self._move("board", -1, count)
        if self.runout:
            if self.street == 3:
                self._showdown()
            else:
                self.wait = DEAL_FRAMES
            return
        n = len(self.seats)
        self.current_bet = 0
        self.last_raise = self.blinds[1]
        self.acted = [False] * n
        self.acted_at = [0] * n
        self.aggressor = -1
        self.pending = [self.is_betting(s) for s in range(n)]
        self._begin_turn(self._next_seat(self.button, self._needs_to_act))

    def _showdown(self) -> None:
        """Queue the live seats in the order they table their hands, then let each show or muck."""
        n = len(self.seats)
        live = [s for s in range(n) if self.live(s)]
        if self.aggressor >= 0 and self.live(self.aggressor):
            first = self.aggressor
        else:
            first = self._next_seat(self.button, self.live)
        self.show_queue = sorted(live, key=lambda s: (s - first) % n)
        self._reveal()

    def _reveal(self) -> None:
        """Table or muck queued hands until a human must choose; pay the pots once all are done."""
        all_in = any(self.stacks[s] == 0 for s in range(len(self.seats)) if self.live(s))
        while self.show_queue:
            seat = self.show_queue[0]
            if all_in or self._could_win(seat):
                self._table(seat, show=True)
            elif self.seats[seat].is_ai:
                self._table(seat, show=False)
            else:
                self.phase = "showing"
                self.to_act = seat
                self.clock = self.config.turn_frames
                return
        self.to_act = -1
        self._settle(showdown=True)

    def _could_win(self, seat: int) -> bool:
        """Return True unless a hand already shown beats ``seat``'s in every pot it is in."""
        live = [self.live(s) for s in range(len(self.seats))]
        mine = evaluate(self.hole[seat] + self.board)
        for pot in build_pots(self.contributed, live):
            if seat not in pot.eligible:
                continue
            shown = [evaluate(self.hole[s] + self.board) for s in pot.eligible if self.shown[s]]
            if not shown or mine >= max(shown):
                return True
        return False

    def _table(self, seat: int, show: bool) -> None:
        self.show_queue.remove(seat)
        if show:
            self.shown[seat] = True
            codes = [card_code(c) for c in self.hole[seat]]
            hand = describe(evaluate(self.hole[seat] + self.board))
            self._events.append({"kind": "show", "seat": seat, "cards": codes, "hand": hand})
            # the log names the hand, not the cards: a line outlives its hand, a card code would not
            self._say(f"{self.name(seat)} shows {hand}")
        else:
            self.mucked[seat] = True
            self._events.append({"kind": "muck", "seat": seat})
            self._say(f"{self.name(seat)} mucks")

    def can_show(self, seat: int) -> "str | None":
        """Return why ``seat`` may not table its hand now, or None."""
        if self.phase != "showing" or self.to_act < 0:
            return "Nobody is to show or muck right now."
        if seat != self.to_act:
            return f"It is {self.name(self.to_act)}'s turn to show or muck, not yours."
        return None

    def show(self, seat: int) -> list[Event]:
        """Table ``seat``'s hand at the showdown; return its events (a refusal changes nothing)."""
        return self._choose(seat, show=True)

    def can_muck(self, seat: int) -> "str | None":
        """Return why ``seat`` may not muck its hand now, or None (only a hand that cannot win is asked)."""
        return self.can_show(seat)

    def muck(self, seat: int) -> list[Event]:
        """Throw ``seat``'s losing hand away unseen; return its events (a refusal changes nothing)."""
        return self._choose(seat, show=False)

    def _choose(self, seat: int, show: bool) -> list[Event]:
        reason = self.can_show(seat)
        if reason:
            self._events.append(refused(seat, reason))
            return [refused(seat, reason)]
        start = len(self._events)
        self._table(seat, show)
        self._reveal()
        return self._events[start:]

    def _settle(self, showdown: bool) -> None:
        """Pay every pot; at a showdown the best shown hand in each pot takes it."""
        n = len(self.seats)
        live = [self.live(s) for s in range(n)]
        values = {s: evaluate(self.hole[s] + self.board) for s in range(n) if live[s] and showdown}
        won = [0] * n
        for pot in build_pots(self.contributed, live):
            if len(pot.eligible) == 1:
                won[pot.eligible[0]] += pot.amount
                continue
            best = max(values[s] for s in pot.eligible)
            tied = [s for s in pot.eligible if values[s] == best]
            for s, chips in split(pot.amount, tied, self.button, n).items():
                won[s] += chips
        self.winners = []
        for s in range(n):
            if won[s]:
                self.stacks[s] += won[s]
                hand = describe(values[s]) if showdown else ""
                self.winners.append({"seat": s, "amount": won[s], "hand": hand})
                self._events.append({"kind": "win", "seat": s, "amount": won[s], "hand": hand})
                self._move("win", s, won[s])
                self._say(f"{self.name(s)} wins {won[s]}" + (f" with {hand}" if hand else ""))
        self.phase = "showdown" if showdown else "settled"
        self.wait = SHOWDOWN_FRAMES if showdown else SETTLE_FRAMES

    def _end_hand(self) -> None:
        self.hands_played += 1
        n = len(self.seats)
        with_chips = [s for s in range(n) if self.stacks[s] > 0]
        humans = [s for s in range(n) if not self.seats[s].is_ai]
        humans_out = bool(humans) and all(self.stacks[s] == 0 for s in humans)
        if len(with_chips) <= 1 or humans_out or self.hands_played >= self.config.max_hands:
            self.phase = "over"
            self.to_act = -1
            self._say("Game over")
            self._events.append({"kind": "over", "stacks": list(self.stacks)})
            return
        self._start_hand()

    # -- frames ---------------------------------------------------------------------
    def step(self, actions: dict[int, list[dict]]) -> list[Event]:
        """Run one frame: pointer actions, pads, then the clocks and pauses."""
        self._events = []
        for seat, acts in actions.items():
            for action in acts:
                self._pointer(seat, action)
        for seat in range(len(self.seats)):
            if not self.seats[seat].is_ai:
                self._pads(seat)
        if self.phase == "betting":
            self._tick_turn()
        elif self.phase == "showing":
            self.clock -= 1
            if self.seats[self.to_act].is_ai:   # the chair went to the AI mid-choice: it mucks the loser
                self.muck(self.to_act)
            elif self.clock <= 0 and self.clocked():
                self._say(f"{self.name(self.to_act)} ran out of time")
                self._events.append({"kind": "timeout", "seat": self.to_act})
                self.show(self.to_act)
        elif self.phase in ("dealing", "showdown", "settled"):
            self.wait -= 1
            if self.wait <= 0:
                if self.phase == "dealing":
                    self._deal_street()
                else:
                    self._end_hand()
        self.moves = [m for m in self.moves if self.frame - m["frame"] < MOVE_FRAMES]
        return self._events

    def _tick_turn(self) -> None:
        seat = self.to_act
        if self.seats[seat].is_ai:
            left, done, due, score = self.think
            batch = (due - done + left - 1) // left if left > 0 else due - done
            score += ai.sample_equity(self, seat, self.ai_rng, batch)
            self.think = [left - 1, done + batch, due, score]
            if left <= 1:
                action, amount = ai.decide(self, seat)
                if refusal(self.act(seat, action, amount)):   # a refused plan falls back to the best legal move
                    self.act(seat, next(a for a in ("call", "check", "fold") if self.can_act(seat, a) is None))
            return
        self.clock -= 1
        if self.clock <= 0 and self.clocked():   # only where another person waits on the player
            self._say(f"{self.name(seat)} ran out of time")
            self._events.append({"kind": "timeout", "seat": seat})
            self.act(seat, "check" if self.can_act(seat, "check") is None else "fold")

    def _pads(self, seat: int) -> None:
        pressed = self.edges.pressed
        if self.phase == "showdown" and pressed(seat, pad.CROSS):
            self.wait = 0
            return
        if self.phase == "showing" and seat == self.to_act:
            if pressed(seat, pad.CROSS):
                self.show(seat)
            elif pressed(seat, pad.CIRCLE):
                self.muck(seat)
            return
        if self.phase != "betting" or seat != self.to_act:
            return
        if pressed(seat, pad.LEFT):
            self.menu_choice[seat] = (self.menu_choice[seat] - 1) % len(MENU)
        if pressed(seat, pad.RIGHT):
            self.menu_choice[seat] = (self.menu_choice[seat] + 1) % len(MENU)
        if pressed(seat, pad.UP):
            self._size(seat, 1)
        if pressed(seat, pad.DOWN):
            self._size(seat, -1)
        if pressed(seat, pad.CROSS):
            choice = MENU[self.menu_choice[seat]]
            if choice == "call" and self.current_bet <= self.bets[seat]:
                choice = "check"
            self.act(seat, choice, self.raise_to[seat])

    def _size(self, seat: int, steps: int) -> None:
        """Move ``seat``'s raise size by big-blind steps within its legal range."""
        low, high = self.min_raise_to(seat), self.max_raise_to(seat)
        self.raise_to[seat] = max(low, min(high, self.raise_to[seat] + steps * self.blinds[1]))
        self.menu_choice[seat] = 2

    def _pointer(self, seat: int, action: dict) -> None:
        do = action.get("do")
        if do == "act":
            amount = action.get("amount", 0)
            self.act(seat, str(action.get("action")), amount if isinstance(amount, int) else 0)
        elif do == "size" and self.to_act == seat and self.phase == "betting":
            delta = action.get("steps")
            if isinstance(delta, int) and not isinstance(delta, bool) and -1000 <= delta <= 1000:
                self._size(seat, delta)
        elif do == "skip" and self.phase == "showdown":
            self.wait = 0
        elif do == "show":
            self.show(seat)
        elif do == "muck":
            self.muck(seat)
        else:
            self._events.append(refused(seat, f"That does nothing now ({do!r})."))

    def _say(self, line: str) -> None:
        self.log = (self.log + [line])[-LOG_LINES:]

    def _move(self, what: str, seat: int, amount: int) -> None:
        self.moves.append({"what": what, "seat": seat, "amount": amount, "frame": self.frame})

    # -- views ------------------------------------------------------------------------
    def sees(self, viewer: "int | None", seat: int) -> bool:
        """Return True if ``viewer`` (None: everyone) may see ``seat``'s hole cards."""
        return viewer is None or viewer == seat or self.shown[seat]

    def made_hand(self, seat: int) -> str:
        """Return what ``seat``'s hole cards make with the board, in words."""
        cards = self.hole[seat]
        if len(cards) < 2:
            return ""
        if len(self.board) >= 3:
            return describe(evaluate(cards + self.board))
        high, low = sorted((rank_of(c) for c in cards), reverse=True)
        if high == low:
            return f"pair of {RANK_NAMES[high]}s" if high != 4 else "pair of sixes"
        return f"{RANK_NAMES[high]} high"

    def view(self, seat: "int | None" = None) -> dict:
        """Return the table as ``seat`` sees it (None: every card face up, for replays)."""
        n = len(self.seats)
        seats = []
        for s in range(n):
            visible = self.sees(seat, s)
            seats.append({
                "name": self.name(s), "ai": self.seats[s].is_ai, "stack": self.stacks[s],
                "bet": self.bets[s], "in_hand": self.in_hand[s], "folded": self.folded[s],
                "all_in": self.in_hand[s] and not self.folded[s] and self.stacks[s] == 0,
                "cards": [card_code(c) for c in self.hole[s]] if visible else [],
                "card_count": len(self.hole[s]),
                "hand": self.made_hand(s) if visible else "",
                "shown": self.shown[s], "mucked": self.mucked[s],
            })
        out: dict[str, Any] = {
            "frame": self.frame, "phase": self.phase, "hand": self.hands_played + (self.phase != "over"),
            "max_hands": self.config.max_hands, "street": STREETS[self.street], "button": self.button,
            "blinds": list(self.blinds), "board": [card_code(c) for c in self.board],
            "pot": self.pot_total() - sum(self.bets) if self.phase in ("betting", "dealing", "showing") else 0,
            "current_bet": self.current_bet,
            "to_act": self.to_act, "clock": self.clock, "clock_max": self.config.turn_frames, "clocked": self.clocked(),
            "seats": seats, "you": seat, "winners": [dict(w) for w in self.winners],
            "log": list(self.log), "moves": [dict(m) for m in self.moves], "wait": self.wait,
        }
        me = self.to_act
        if seat is not None and me == seat and self.phase == "betting":
            out["options"] = {
                "to_call": self.to_call(me), "can_check": self.can_act(me, "check") is None,
                "can_raise": self.can_act(me, "raise", self.min_raise_to(me)) is None,
                "min_raise_to": self.min_raise_to(me), "max_raise_to": self.max_raise_to(me),
                "choice": MENU[self.menu_choice[me]], "raise_to": self.raise_to[me],
                "reasons": {a: self.can_act(me, a, self.raise_to[me]) for a in ACTIONS},
            }
        if seat is not None and me == seat and self.phase == "showing":
            out["showing"] = {"can_muck": self.can_muck(me) is None}
        if self.phase == "over":
            out["results"] = self.results().to_plain()
        return out

    def hidden_from(self, seat: int) -> list:
        """Return the hole cards of other seats that ``seat`` has not seen shown down."""
        return [card_code(c) for s in range(len(self.seats)) if not self.sees(seat, s) for c in self.hole[s]]

    # -- hash and end -------------------------------------------------------------------
    def write_state(self, d: Digest) -> None:
        """Write every field the rules read, the two RNG streams included.

        Cards, flags and menu slots go in as one byte each and the other numbers as one
        decimal line (each list and field separated): the hash runs every frame and
        FNV-1a in Python costs per byte.
        """
        d.ints(self.deck_rng.get_state()).ints(self.ai_rng.get_state())
        small = [*self.deck, 99, *self.board, 99]
        for cards in self.hole:
            small.extend(cards)
            small.append(99)
        for flags in (self.in_hand, self.folded, self.shown, self.mucked, self.pending, self.acted):
            small.extend(int(f) for f in flags)
        small.extend(self.menu_choice)
        small.append(99)
        small.extend(self.show_queue)
        d.int(len(small)).bytes(bytes(small))
        numbers = [self.stacks, self.bets, self.contributed, self.acted_at, self.raise_to, self.think, self.blinds,
                   [self.hands_played, self.button, self.wait, int(self.runout), self.street,
                    self.current_bet, self.last_raise, self.to_act, self.clock, self.aggressor]]
        d.str(self.phase + ";" + ";".join(",".join(str(v) for v in row) for row in numbers))
        d.str("\n".join(self.log))
        d.str(";".join(f"{w['seat']},{w['amount']},{w['hand']}" for w in self.winners))
        d.str(";".join(f"{m['what']},{m['seat']},{m['amount']},{m['frame']}" for m in self.moves))

    def is_finished(self) -> bool:
        """Return True once the game is over."""
        return self.phase == "over"

    def results(self) -> "Results | None":
        """Return placements by final stack and each seat's signed winnings in the table's currency."""
        if not self.is_finished():
            return None
        c = self.config
        rewards = tuple({c.currency: (stack - c.buy_in) * c.chip_value} for stack in self.stacks)
        detail = tuple(f"{self.name(s)}: {stack} chips ({stack - c.buy_in:+d})" for s, stack in enumerate(self.stacks))
        return Results(placements=placements(self.stacks), rewards=rewards, detail=detail,
                       pays=tuple(pays_line(c, stack) for stack in self.stacks))


def pays_line(c: PokerConfig, stack: int) -> str:
    """Return why a final ``stack`` pays what it does: poker pays the chips above the buy-in, whatever the place."""
    amount = (stack - c.buy_in) * c.chip_value
    if stack > c.buy_in:
        head = f"{stack:,} chips of the {c.buy_in:,} buy-in: {stack - c.buy_in:,} above it, {amount:+,} {c.currency}"
    elif stack == c.buy_in:
        head = f"{stack:,} chips, the {c.buy_in:,} buy-in back: nothing won or lost"
    else:
        head = f"{stack:,} chips of the {c.buy_in:,} buy-in: {c.buy_in - stack:,} short, {amount:+,} {c.currency}"
    if not c.chip_value:
        return head.split(",")[0] + ". Chips pay nothing at this table."
    rate = "" if c.chip_value == 1 else f" ({c.chip_value:,} {c.currency} a chip)"
    return f"{head}. Poker pays the chips above the buy-in{rate}, not the place."


def frame_bound(config: PokerConfig) -> int:
    """Return a hard cap on a game's frames, even with every human idle until the clock runs out.

    Every full raise lifts the bet by a big blind or more, so a hand holds at most
    (all chips / big blind + seats) raises, and between two raises each seat acts once.
    """
    seats = 6
    raises = seats * config.buy_in // config.big_blind + seats
    actions = seats * (raises + 4)
    turn = max(config.turn_frames, ai.MAX_THINK_FRAMES) + 1
    per_hand = 4 * (DEAL_FRAMES + 1) + SHOWDOWN_FRAMES + SETTLE_FRAMES + (actions + seats) * turn + 2
    return config.max_hands * per_hand + 1
