"""Roulette for 1 to 5 seats: chips on the layout, no more bets, the spin, the payouts, the last results.

A spin runs as phases: ``betting`` (each seat places chips on spots, undoes its last chip,
repeats its last spin's bets, says it is done, or cashes out; bets close when every seat is done or the
clock runs out), ``spinning`` (the pocket is drawn from the session's stream as bets close;
the wheel turns and the ball comes to rest exactly on it after ``SPIN_FRAMES``), ``paid``
(the payouts shown, then the next spin) and ``over``: after ``rounds`` spins, or at a no-limit
table (``rounds = 0``) once every person at it has cashed out or is broke (a table of AI seats
alone: once each has cashed out, see :func:`ai.leaves`).

Cashing out (:meth:`RouletteSession.cash_out`: the "Cash out" button, or Select held for
``HOLD_FRAMES``, so a stray press does not end a night) leaves the table with the seat's purse,
between spins only: while bets are open with none of the seat's chips on the layout, or once the
spin is paid; with chips on the layout or the wheel turning it is refused. The seat is done for
every later spin; when the last person has cashed out the table closes as if its last spin were
paid, so the host settles the table exactly as a finished one.

Coins: each chip leaves the seat's purse as it is placed (a ``stake`` event) and an undone
chip comes back (a ``settle`` of the chip for the chip); the spin's ``settle`` event pays
each seat once. Purses + chips on the layout + the house always equal what the seats
brought. Entry points: :meth:`RouletteSession.place`, :meth:`~RouletteSession.undo`,
:meth:`~RouletteSession.repeat`, :meth:`~RouletteSession.done` and :meth:`~RouletteSession.cash_out`,
each with its ``can_``.
"""

from __future__ import annotations

from typing import Any, Sequence

from pycore.kernel import pad
from pycore.kernel.digest import Digest
from pycore.kernel.leaving import HOLD_FRAMES, everyone_gone, held_long_enough
from pycore.kernel.rng import Xoshiro256ss
from pycore.kernel.session import Event, Results, Seat, Session, placements, refused

from . import ai
from .config import RouletteConfig
from .wheel import neighbour, pocket_name, returned, spots_of, wheel_order

SPIN_FRAMES = 180
PAID_FRAMES = 120
AI_PACE = 12
AI_SALT = 0x5EED_B0B0
HISTORY = 12
LOG_LINES = 4


class RouletteSession(Session):
    """One roulette table: spins of bets against the house until the table closes."""

    kind = "roulette"

    def __init__(self, *, config: RouletteConfig, seed: int, seats: Sequence[Seat]) -> None:
        super().__init__(config=config, seed=seed, seats=seats)
        n = len(self.seats)
        if not 1 <= n <= 5:
            raise ValueError(f"roulette seats 1 to 5 players, not {n}")
        self.wheel_rng = Xoshiro256ss(seed)
        self.ai_rng = Xoshiro256ss(seed ^ AI_SALT)
        self.spots = spots_of(config.american)
        self.order = wheel_order(config.american)
        self.brought = [config.bankroll_of(s) for s in range(n)]
        self.purse = list(self.brought)
        self.house = 0
        self.chips: list[list[tuple[int, int]]] = [[] for _ in range(n)]   # (spot, value) in the order placed
        self.last: list[list[tuple[int, int]]] = [[] for _ in range(n)]
        self.cursor = [self._start_spot()] * n
        self.chip = [0] * n
        self.finished = [False] * n
        self.left = [False] * n        # the seats that cashed out
        self.holding = [0] * n         # frames each seat has held Select (cash out at HOLD_FRAMES)
        self.paid = [0] * n
        self.history: list[int] = []
        self.pocket = -1
        self.spin_start = 0
        self.wheel_start = 0
        self.spins = 0
        self.phase = "betting"
        self.wait = 0
        self.clock = config.bet_frames
        self.notice = [""] * n
        self.log: list[str] = []
        self._events: list[Event] = []
        self._open_betting()

    def _start_spot(self) -> int:
        return next(i for i, s in enumerate(self.spots) if s.key == "red")

    # -- reading -----------------------------------------------------------------------------
    def name(self, seat: int) -> str:
        """Return the name a screen and the log show for ``seat``."""
        return self.seats[seat].label(seat)

    def on_spot(self, seat: int, spot: int) -> int:
        """Return ``seat``'s coins on ``spot`` this spin."""
        return sum(v for s, v in self.chips[seat] if s == spot)

    def on_layout(self, seat: int) -> int:
        """Return ``seat``'s coins on the layout this spin."""
        return sum(v for _, v in self.chips[seat])

    def total_coins(self) -> int:
        """Return purses + chips on the layout + the house: always what the seats brought."""
        return sum(self.purse) + sum(self.on_layout(s) for s in range(len(self.seats))) + self.house

    # -- the rule entry points -----------------------------------------------------------------
    def can_place(self, seat: int, spot: int, amount: int) -> "str | None":
        """Return why ``seat`` may not put a chip of ``amount`` on ``spot`` now, or None."""
        c = self.config
        if self.phase == "over":
            return "The table is closed."
        if self.phase != "betting":
            return "No more bets: the wheel is spinning."
        if self.finished[seat]:
            return "You said you were done betting for this spin."
        if not isinstance(spot, int) or isinstance(spot, bool) or not 0 <= spot < len(self.spots):
            return "That is not a place on the layout."
        if not isinstance(amount, int) or isinstance(amount, bool) or amount not in c.chips:
            return f"Chips come in {', '.join(str(v) for v in c.chips)}."
        if amount > self.purse[seat]:
            return f"Your purse holds {self.purse[seat]} {c.currency}; a chip of {amount} does not fit."
        if self.on_spot(seat, spot) + amount > c.max_spot:
            return f"A spot takes at most {c.max_spot}."
        if self.on_layout(seat) + amount > c.max_total:
            return f"Your bets this spin may total {c.max_total} at most."
        return None

    def place(self, seat: int, spot: int, amount: int) -> list[Event]:
        """Put a chip of ``amount`` on ``spot`` from ``seat``'s purse."""
        reason = self.can_place(seat, spot, amount)
        if reason:
            return self._refuse(seat, reason)
        self.chips[seat].append((spot, amount))
        self.purse[seat] -= amount
        self.notice[seat] = ""
        return [{"kind": "stake", "seat": seat, "currency": self.config.currency, "amount": amount},
                {"kind": "chip", "seat": seat, "spot": self.spots[spot].key, "amount": amount}]

    def can_undo(self, seat: int) -> "str | None":
        """Return why ``seat`` may not take back its last chip, or None."""
        if self.phase != "betting":
            return "No more bets: chips stay where they are."
        if self.finished[seat]:
            return "You said you were done betting for this spin."
        if not self.chips[seat]:
            return "You have no chip on the layout to take back."
        return None

    def undo(self, seat: int) -> list[Event]:
        """Take ``seat``'s last chip back to its purse."""
        reason = self.can_undo(seat)
        if reason:
            return self._refuse(seat, reason)
        spot, amount = self.chips[seat].pop()
        self.purse[seat] += amount
        return [{"kind": "settle", "seat": seat, "currency": self.config.currency, "stake": amount, "paid": amount},
                {"kind": "undo", "seat": seat, "spot": self.spots[spot].key, "amount": amount}]

    def can_repeat(self, seat: int) -> "str | None":
        """Return why ``seat`` may not place its last spin's bets again, or None."""
        if self.phase != "betting":
            return "No more bets: the wheel is spinning."
        if self.finished[seat]:
            return "You said you were done betting for this spin."
        if not self.last[seat]:
            return "There are no bets from the last spin to repeat."
        if self.chips[seat]:
            return "Repeat puts back the last spin's bets on an empty layout: undo your chips first."
        need = sum(v for _, v in self.last[seat])
        if need > self.purse[seat]:
            return f"The last spin's bets come to {need}; your purse holds {self.purse[seat]}."
        return None

    def repeat(self, seat: int) -> list[Event]:
        """Place ``seat``'s last spin's chips again, each as it was."""
        reason = self.can_repeat(seat)
        if reason:
            return self._refuse(seat, reason)
        out: list[Event] = []
        for spot, amount in self.last[seat]:
            out += self.place(seat, spot, amount)
        return out

    def can_done(self, seat: int) -> "str | None":
        """Return why ``seat`` may not close its bets for this spin, or None."""
        if self.phase != "betting":
            return "Bets are already closed."
        if self.finished[seat]:
            return "You are already done betting."
        return None

    def done(self, seat: int) -> list[Event]:
        """Close ``seat``'s bets for this spin; the wheel spins once every seat is done."""
        reason = self.can_done(seat)
        if reason:
            return self._refuse(seat, reason)
        self.finished[seat] = True
        out = [{"kind": "done", "seat": seat}]
        if all(self.finished):
            out += self._spin()
        return out

    def can_cash_out(self, seat: int) -> "str | None":
        """Return why ``seat`` may not cash out (leave the table with its purse) now, or None."""
        if self.phase == "over":
            return "The table is closed."
        if self.left[seat]:
            return "You have cashed out."
        if self.phase == "spinning":
            return "Cash out between spins: the wheel is turning."
        if self.chips[seat]:
            return "Your chips are on the layout: undo them or let this spin play, then cash out."
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
        out: list[Event] = [{"kind": "cash_out", "seat": seat, "currency": c.currency, "chips": self.purse[seat]}]
        if self._everyone_gone():
            if self.phase == "betting":
                out += self._return_chips()
            return out + self._close()
        if self.phase == "betting":
            self.finished[seat] = True
            if all(self.finished):
                out += self._spin()
        return out

    def _everyone_gone(self) -> bool:
        return everyone_gone([seat.is_ai for seat in self.seats], self.left, self.purse, self.config.chips[0])

    def _return_chips(self) -> list[Event]:
        """Give back the chips on a layout that will not spin (the table closes while bets are open)."""
        out: list[Event] = []
        for s in range(len(self.seats)):
            stake = self.on_layout(s)
            if stake:
                self.purse[s] += stake
                self.chips[s] = []
                out.append({"kind": "settle", "seat": s, "currency": self.config.currency, "stake": stake,
                            "paid": stake})
        return out

    def _close(self) -> list[Event]:
        self.phase = "over"
        self._say("The table closes")
        return [{"kind": "over", "purses": list(self.purse)}]

    def _refuse(self, seat: int, reason: str) -> list[Event]:
        self.notice[seat] = reason
        return [refused(seat, reason)]

    # -- the spin ----------------------------------------------------------------------------
    def _open_betting(self) -> None:
        n = len(self.seats)
        self.phase = "betting"
        self.clock = self.config.bet_frames
        self.wait = AI_PACE
        self.chips = [[] for _ in range(n)]
        self.finished = list(self.left)
        self.paid = [0] * n
        self.pocket = -1

    def _spin(self) -> list[Event]:
        self.pocket = self.order[self.wheel_rng.below(len(self.order))]
        self.wheel_start = self.wheel_rng.below(4096)
        self.spin_start = self.frame
        self.phase = "spinning"
        self.wait = SPIN_FRAMES
        self._say("No more bets")
        return [{"kind": "spin"}]

    def _settle(self) -> list[Event]:
        out: list[Event] = []
        c = self.config
        for s in range(len(self.seats)):
            stake = self.on_layout(s)
            paid = sum(returned(self.spots[spot], amount, self.pocket, c.la_partage) for spot, amount in self.chips[s])
            if stake:
                self.last[s] = list(self.chips[s])
                self.paid[s] = paid
                self.purse[s] += paid
                self.house += stake - paid
                out.append({"kind": "settle", "seat": s, "currency": c.currency, "stake": stake, "paid": paid})
                self._say(f"{self.name(s)} {'wins' if paid else 'loses'} {paid if paid else stake}")
            self.chips[s] = []
        self.history = ([self.pocket] + self.history)[:HISTORY]
        self.spins += 1
        self.phase = "paid"
        self.wait = PAID_FRAMES
        return [{"kind": "pocket", "pocket": pocket_name(self.pocket)}] + out

    def _end_spin(self) -> list[Event]:
        rounds = self.config.rounds
        if (rounds and self.spins >= rounds) or self._everyone_gone():
            return self._close()
        self._open_betting()
        return []

    # -- frames ------------------------------------------------------------------------------
    def step(self, actions: dict[int, list[dict]]) -> list[Event]:
        """Run one frame: pointer actions, pads, the AI, the clock, the wheel."""
        out: list[Event] = []
        for seat, acts in actions.items():
            for action in acts:
                out += self._pointer(seat, action)
        for seat in range(len(self.seats)):
            if not self.seats[seat].is_ai:
                out += self._pads(seat)
        if self.phase == "betting":
            self.wait -= 1
            for s in range(len(self.seats)):
                if self.phase == "betting" and self.seats[s].is_ai and not self.finished[s] and self.wait <= 0:
                    out += self._pointer(s, ai.decide(self, s))
            if self.wait <= 0:
                self.wait = AI_PACE
            self.clock -= 1
            if self.phase == "betting" and self.clock <= 0 and self.clocked():   # only where other people wait
                for s in range(len(self.seats)):
                    self.finished[s] = True
                self._say("Time ran out for bets")
                out += self._spin()
        elif self.phase in ("spinning", "paid"):
            self.wait -= 1
            if self.wait <= 0:
                out += self._settle() if self.phase == "spinning" else self._end_spin()
        return out

    def _pads(self, seat: int) -> list[Event]:
        pressed = self.edges.pressed
        held = self.edges.held(seat, pad.SELECT) and not self.left[seat] and self.phase != "over"
        if held_long_enough(self.holding, seat, held):
            return self.cash_out(seat)
        if self.phase == "paid" and pressed(seat, pad.CROSS):
            self.wait = 0
            return []
        if self.phase != "betting" or self.finished[seat]:
            return []
        for button, dx, dy in ((pad.LEFT, -1, 0), (pad.RIGHT, 1, 0), (pad.UP, 0, -1), (pad.DOWN, 0, 1)):
            if pressed(seat, button):
                self.cursor[seat] = neighbour(self.spots, self.cursor[seat], dx, dy)
        if pressed(seat, pad.L1):
            self.chip[seat] = (self.chip[seat] - 1) % len(self.config.chips)
        if pressed(seat, pad.R1):
            self.chip[seat] = (self.chip[seat] + 1) % len(self.config.chips)
        if pressed(seat, pad.CROSS):
            return self.place(seat, self.cursor[seat], self.config.chips[self.chip[seat]])
        if pressed(seat, pad.CIRCLE):
            return self.undo(seat)
        if pressed(seat, pad.TRIANGLE):
            return self.repeat(seat)
        if pressed(seat, pad.SQUARE):
            return self.done(seat)
        return []

    def _pointer(self, seat: int, action: dict) -> list[Event]:
        do = action.get("do")
        if do == "place":
            spot = action.get("spot")
            if isinstance(spot, int) and not isinstance(spot, bool) and 0 <= spot < len(self.spots):
                self.cursor[seat] = spot
            return self.place(seat, spot, action.get("amount", self.config.chips[self.chip[seat]]))
        if do == "chip":
            value = action.get("value")
            if value in self.config.chips and not isinstance(value, bool):
                self.chip[seat] = self.config.chips.index(value)
                return []
            return self._refuse(seat, f"Chips come in {', '.join(str(v) for v in self.config.chips)}.")
        if do == "undo":
            return self.undo(seat)
        if do == "repeat":
            return self.repeat(seat)
        if do == "done":
            return self.done(seat)
        if do == "next" and self.phase == "paid":
            self.wait = 0
            return []
        if do == "cash_out":
            return self.cash_out(seat)
        return self._refuse(seat, f"That does nothing now ({do!r}).")

    def _say(self, line: str) -> None:
        self.log = (self.log + [line])[-LOG_LINES:]

    # -- views -------------------------------------------------------------------------------
    def hidden_from(self, seat: int) -> list:
        """Return nothing: the pocket is drawn from the session's stream only when the ball is
        launched, so until then it is in no state a view could show (the table is hosted so
        that no guest holds that stream and could foresee the pocket)."""
        return []

    def view(self, seat: "int | None" = None) -> dict:
        """Return the table as plain data; nothing at a roulette table is secret from a seat."""
        c = self.config
        seats = [{"name": self.name(s), "ai": self.seats[s].is_ai, "purse": self.purse[s],
                  "bets": [[self.spots[spot].key, amount] for spot, amount in self.chips[s]],
                  "on_layout": self.on_layout(s), "done": self.finished[s], "paid": self.paid[s], "left": self.left[s],
                  "cursor": self.cursor[s], "chip": c.chips[self.chip[s]]} for s in range(len(self.seats))]
        out: dict[str, Any] = {
            "frame": self.frame, "phase": self.phase, "spin": self._spin_number(), "rounds": c.rounds,
            "wheel": c.wheel, "la_partage": c.la_partage, "chips": list(c.chips), "clock": self.clock,
            "clock_max": c.bet_frames, "clocked": self.clocked(), "seats": seats, "you": seat, "log": list(self.log),
            "history": [pocket_name(p) for p in self.history], "house": self.house,
        }
        if self.phase in ("spinning", "paid"):
            out["pocket"] = pocket_name(self.pocket)
            out["pocket_index"] = self.order.index(self.pocket)
            out["spin_age"] = self.frame - self.spin_start
            out["spin_frames"] = SPIN_FRAMES
            out["wheel_start"] = self.wheel_start
        if seat is not None:
            out["notice"] = self.notice[seat]
            out["can"] = {"undo": self.can_undo(seat) or "", "repeat": self.can_repeat(seat) or "",
                          "done": self.can_done(seat) or "", "cash_out": self.can_cash_out(seat) or ""}
            out["holding"] = [self.holding[seat], HOLD_FRAMES]
        if self.phase == "over":
            out["results"] = self.results().to_plain()
        return out

    def _spin_number(self) -> int:
        """Return the spin the view names (this one while bets are open or the wheel turns)."""
        number = self.spins + (self.phase in ("betting", "spinning"))
        return min(number, self.config.rounds) if self.config.rounds else number

    # -- hash and end ------------------------------------------------------------------------
    def write_state(self, d: Digest) -> None:
        """Write every field the rules read, both streams included."""
        d.ints(self.wheel_rng.get_state()).ints(self.ai_rng.get_state())
        for s in range(len(self.seats)):
            d.ints([v for chip in self.chips[s] for v in chip]).int(-1)
            d.ints([v for chip in self.last[s] for v in chip]).int(-2)
        numbers = [self.purse, self.brought, self.cursor, self.chip, [int(f) for f in self.finished], self.paid,
                   self.history, [self.house, self.pocket, self.spin_start, self.wheel_start, self.spins, self.wait,
                                  self.clock]]
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
        return Results(placements=placements(net), rewards=tuple({} for _ in net), detail=detail)


def frame_bound(config: RouletteConfig) -> int:
    """Return a hard cap on a game's frames: each spin's betting clock, the spin and the payout pause.

    A no-limit table (``rounds = 0``) has no bound while a person sits at it; this is the bound of a
    table of AI seats alone, each cashing out after ``ai.STAY_SPINS`` spins.
    """
    return (config.rounds or ai.STAY_SPINS + 1) * (config.bet_frames + SPIN_FRAMES + PAID_FRAMES + 4) + 1
