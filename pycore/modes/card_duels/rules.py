"""Grid Duel: two hands of five face-up cards laid on a 3 x 3 grid, capturing by stronger sides.

The grid and its captures live in :mod:`.board`. A card index always names
the position in its seat's dealt hand, played or not, so a hotspot's action stays valid
while the hand shrinks. The rule entry points are :meth:`CardDuelsSession.place` (with
:meth:`CardDuelsSession.can_place`) and, under stakes, :meth:`CardDuelsSession.take`.
"""

from __future__ import annotations

from typing import Sequence

from pycore.kernel import pad
from pycore.kernel.digest import Digest
from pycore.kernel.rng import SplitMix64
from pycore.kernel.session import Action, Event, Results, Seat, Session, placements, refused, refusal
from pycore.book.cards import ELEMENTS, Card

from . import ai
from .board import Board, Cell
from .config import CELLS, HAND, OVER, PLACE, SEATS, STAKE, CardDuelsConfig

THINK_MIN, THINK_MAX = 18, 40       # frames an AI "thinks" so a player can follow its move
NOTICE_FRAMES = 120                 # how long a refusal stays on the screen
CENTRE = 4


def frame_bound(config: CardDuelsConfig) -> int:
    """Return the most frames a duel can run: nine clocked turns and a clocked stake pick."""
    return (CELLS + 1) * (config.turn_frames + THINK_MAX + 2) + 10


class CardDuelsSession(Session):
    """One Grid Duel: dealing, the coin flip, placements, captures, scoring and the stake."""

    kind = "card_duels"

    def __init__(self, *, config: CardDuelsConfig, seed: int, seats: Sequence[Seat]) -> None:
        super().__init__(config=config, seed=seed, seats=seats)
        if len(self.seats) != SEATS:
            raise ValueError(f"Grid Duel seats {SEATS} players, not {len(self.seats)}")
        self.rng = SplitMix64(seed)
        self.hands: list[tuple[Card, ...]] = [config.deck(s) or self._deal() for s in range(SEATS)]
        self.played: list[list[bool]] = [[False] * HAND for _ in range(SEATS)]
        self.board = Board()
        for cell, element in config.element_cells or self._lay_elements(config.elements):
            self.board.elements[cell] = element
        self.starter = self.rng.below(SEATS)
        self.turn = self.starter
        self.phase = PLACE
        self.placed = 0
        self.selected = [0] * SEATS          # the hand card (or, in the stake pick, the loser's card) chosen
        self.lifted = [False] * SEATS
        self.cursor = [CENTRE] * SEATS
        self.clock = 0                       # frames left on a human's clock
        self.think = 0                       # frames left before an AI acts
        self.last_cell = -1                  # the latest placement and what it flipped, for the screen
        self.last_flips: list[int] = []
        self.last_age = 0
        self.notices = [""] * SEATS          # a seat's latest refusal, shown for NOTICE_FRAMES
        self.notice_age = [0] * SEATS
        self.taken = -1                      # the hand index the stake winner took
        self.started = False
        self._start_turn()

    def _deal(self) -> tuple[Card, ...]:
        pool = list(self.config.pool)
        self.rng.shuffle(pool)
        return tuple(pool[:HAND])

    def _lay_elements(self, count: int) -> list[tuple[Cell, str]]:
        cells = list(range(CELLS))
        self.rng.shuffle(cells)
        return [(cell, self.rng.pick(ELEMENTS)) for cell in sorted(cells[:count])]

    # -- the rule entry points ----------------------------------------------------
    def can_place(self, seat: int, card_index: int, cell: Cell) -> "str | None":
        """Return why ``seat`` may not lay hand card ``card_index`` on ``cell``, or None."""
        if self.phase != PLACE:
            return "The grid is full: no more cards are laid."
        if seat != self.turn:
            return f"It is seat {self.turn + 1}'s turn, not yours."
        problem = self._hand_problem(seat, card_index)
        if problem:
            return problem
        if not _is_int(cell) or not 0 <= cell < CELLS:
            return f"There is no cell {cell!r} on the grid: cells are 0 to 8."
        lying = self.board.cards[cell]
        if lying is not None:
            return f"That cell is taken: {lying.name} lies there."
        return None

    def _hand_problem(self, seat: int, card_index: int) -> "str | None":
        if not _is_int(card_index) or not 0 <= card_index < HAND:
            return f"Your hand has no card at position {card_index!r}: positions are 0 to 4."
        if self.played[seat][card_index]:
            return f"{self.hands[seat][card_index].name} is already on the grid."
        return None

    def place(self, seat: int, card_index: int, cell: Cell) -> list[Event]:
        """Lay ``seat``'s hand card ``card_index`` on ``cell``; return the events (a refusal changes nothing)."""
        problem = self.can_place(seat, card_index, cell)
        if problem:
            return [refused(seat, problem)]
        card = self.hands[seat][card_index]
        self.played[seat][card_index] = True
        flips = self.board.lay(card, cell, seat, self.config.chain)
        self.placed += 1
        self.lifted[seat] = False
        self.last_cell, self.last_flips, self.last_age = cell, [n for n, _ in flips], 0
        events: list[Event] = [{"kind": "placed", "seat": seat, "card": card.id, "index": card_index, "cell": cell}]
        events += [{"kind": "captured", "seat": seat, "cell": n, "by": by, "chain": by != cell} for n, by in flips]
        if self.placed == CELLS:
            events += self._end_placements()
        else:
            self.turn = 1 - seat
            self.selected[self.turn] = self._next_unplayed(self.turn, self.selected[self.turn], 0)
            self._start_turn()
            events.append({"kind": "turn", "seat": self.turn})
        return events

    def can_take(self, seat: int, card_index: int) -> "str | None":
        """Return why ``seat`` may not take the loser's card ``card_index`` as its stake, or None."""
        if self.phase != STAKE:
            return "There is no stake to take now."
        if seat != self.turn:
            return f"Only the winner takes a stake: seat {self.turn + 1} won."
        if not _is_int(card_index) or not 0 <= card_index < HAND:
            return f"The loser's deck has no card at position {card_index!r}: positions are 0 to 4."
        return None

    def take(self, seat: int, card_index: int) -> list[Event]:
        """Take the loser's card ``card_index`` as the winner's stake; return the events (a refusal changes nothing)."""
        problem = self.can_take(seat, card_index)
        if problem:
            return [refused(seat, problem)]
        self.taken = card_index
        self.phase = OVER
        card = self.hands[1 - seat][card_index]
        return [{"kind": "stake_taken", "seat": seat, "from": 1 - seat, "card": card.id, "index": card_index},
                self._finished_event()]

    # -- scoring --------------------------------------------------------------------
    def scores(self) -> list[int]:
        """Return each seat's score: grid cards owned plus hand cards not yet played."""
        return [self.board.owned(s) + self.played[s].count(False) for s in range(SEATS)]

    def winner(self) -> "int | None":
        """Return the seat ahead on score, or None on a draw."""
        a, b = self.scores()
        return None if a == b else (0 if a > b else 1)

    def _end_placements(self) -> list[Event]:
        winner = self.winner()
        if self.config.stakes and winner is not None:
            self.phase = STAKE
            self.turn = winner
            self.selected[winner] = 0
            self._start_turn()
            return [{"kind": "stake", "seat": winner, "from": 1 - winner}]
        self.phase = OVER
        return [self._finished_event()]

    def _finished_event(self) -> Event:
        winner = self.winner()
        return {"kind": "finished", "scores": self.scores(), "winner": -1 if winner is None else winner}

    # -- the frame ----------------------------------------------------------------
    def _start_turn(self) -> None:
        self.lifted = [False] * SEATS
        if self.seats[self.turn].is_ai:
            self.think = self.rng.between(THINK_MIN, THINK_MAX)
            self.clock = 0
        else:
            self.think = 0
            self.clock = self.config.turn_frames

    def step(self, actions: dict[int, list[Action]]) -> list[Event]:
        """Run one frame: pads and pointer actions of humans, the AI's move, the clock."""
        events: list[Event] = []
        if not self.started:
            self.started = True
            events.append({"kind": "coin", "starter": self.starter})
        self.last_age += 1
        for seat in range(SEATS):
            if self.notice_age[seat]:
                self.notice_age[seat] -= 1
        for seat in range(SEATS):
            if self.phase == OVER or self.seats[seat].is_ai:
                continue
            for act in actions.get(seat, []):
                events += self._apply(seat, self._action(seat, act))
            events += self._apply(seat, self._pad(seat))
        if self.phase != OVER:
            events += self._run_clock()
        return events

    def _apply(self, seat: int, events: list[Event]) -> list[Event]:
        reason = refusal(events)
        if reason is not None:
            self.notices[seat], self.notice_age[seat] = reason, NOTICE_FRAMES
        return events

    def _action(self, seat: int, act: Action) -> list[Event]:
        do = act.get("do")
        if do == "take":
            return self.take(seat, act.get("card"))
        if do not in ("pick", "place"):
            return [refused(seat, f"Grid Duel has no action {do!r}: it knows pick, place and take.")]
        if self.phase == STAKE:
            return [refused(seat, f"Seat {self.turn + 1} is taking a stake: no more cards are laid.")]
        if do == "pick":
            return self._pick(seat, act.get("card"))
        return self.place(seat, act.get("card"), act.get("cell"))

    def _pick(self, seat: int, card_index: int) -> list[Event]:
        if seat != self.turn:
            return [refused(seat, f"It is seat {self.turn + 1}'s turn, not yours.")]
        problem = self._hand_problem(seat, card_index)
        if problem:
            return [refused(seat, problem)]
        self.selected[seat], self.lifted[seat] = card_index, True
        return []

    def _pad(self, seat: int) -> list[Event]:
        pressed = self.edges.pressed
        if self.phase == STAKE:
            if seat != self.turn:
                return []
            if pressed(seat, pad.LEFT) or pressed(seat, pad.RIGHT):
                step = -1 if pressed(seat, pad.LEFT) else 1
                self.selected[seat] = (self.selected[seat] + step) % HAND
            if pressed(seat, pad.CROSS):
                return self.take(seat, self.selected[seat])
            return []
        if not self.lifted[seat]:
            if pressed(seat, pad.LEFT):
                self.selected[seat] = self._next_unplayed(seat, self.selected[seat], -1)
            elif pressed(seat, pad.RIGHT):
                self.selected[seat] = self._next_unplayed(seat, self.selected[seat], 1)
            if pressed(seat, pad.CROSS):
                return self._pick(seat, self.selected[seat])
            return []
        row, col = divmod(self.cursor[seat], 3)
        row += pressed(seat, pad.DOWN) - pressed(seat, pad.UP)
        col += pressed(seat, pad.RIGHT) - pressed(seat, pad.LEFT)
        self.cursor[seat] = min(2, max(0, row)) * 3 + min(2, max(0, col))
        if pressed(seat, pad.CIRCLE):
            self.lifted[seat] = False
            return []
        if pressed(seat, pad.CROSS):
            return self.place(seat, self.selected[seat], self.cursor[seat])
        return []

    def _next_unplayed(self, seat: int, start: int, step: int) -> int:
        """Return the nearest unplayed hand index moving from ``start`` by ``step`` (0: ``start`` first)."""
        direction = step or 1
        for k in range(HAND) if step == 0 else range(1, HAND + 1):
            i = (start + direction * k) % HAND
            if not self.played[seat][i]:
                return i
        return start

    def _run_clock(self) -> list[Event]:
        seat = self.turn
        if self.seats[seat].is_ai:
            self.think -= 1
            if self.think > 0:
                return []
            return self._automatic(self._action(seat, ai.decide(self, seat)))
        self.clock -= 1
        if self.clock > 0 or not self.clocked():   # no other person waits: the player takes as long as they like
            return []
        events: list[Event] = [{"kind": "timeout", "seat": seat}]
        what = "a card is taken for you" if self.phase == STAKE else "your next card is laid for you"
        self.notices[seat], self.notice_age[seat] = f"Your time ran out: {what}.", NOTICE_FRAMES
        if self.phase == STAKE:
            return events + self._automatic(self.take(seat, self.selected[seat]))
        card_index = self._next_unplayed(seat, self.selected[seat], 0)
        cell = self.cursor[seat] if self.board.cards[self.cursor[seat]] is None else self.board.empty_cells()[0]
        return events + self._automatic(self.place(seat, card_index, cell))

    @staticmethod
    def _automatic(events: list[Event]) -> list[Event]:
        reason = refusal(events)
        if reason is not None:  # pragma: no cover - the AI and the clock only choose legal moves
            raise RuntimeError(f"an automatic move was refused: {reason}")
        return events

    # -- reading ------------------------------------------------------------------
    def legal_moves(self, seat: int) -> list[tuple[int, Cell]]:
        """Return every (hand index, cell) ``seat`` may lay now, in order."""
        if self.phase != PLACE or seat != self.turn:
            return []
        free = self.board.empty_cells()
        return [(i, c) for i in range(HAND) if not self.played[seat][i] for c in free]

    def view(self, seat: "int | None" = None) -> dict:
        """Return the table as plain data; both hands lie face up, so every seat sees it all."""
        scores = self.scores()
        winner = self.winner() if self.phase != PLACE else None
        return {
            "phase": self.phase,
            "turn": self.turn,
            "starter": self.starter,
            "chain": self.config.chain,
            "stakes": self.config.stakes,
            "prize_gold": self.config.prize_gold,
            "elements": list(self.board.elements),
            "grid": [None if card is None else {"card": card.to_plain(), "owner": self.board.owners[c]}
                     for c, card in enumerate(self.board.cards)],
            "seats": [{
                "label": s.label(k),
                "ai": s.is_ai,
                "score": scores[k],
                "hand": [dict(card.to_plain(), played=self.played[k][i]) for i, card in enumerate(self.hands[k])],
                "selected": self.selected[k],
                "lifted": self.lifted[k],
                "cursor": self.cursor[k],
                "notice": self.notices[k] if self.notice_age[k] else "",
            } for k, s in enumerate(self.seats)],
            "clock": self.clock if self.phase != OVER and not self.seats[self.turn].is_ai and self.clocked() else -1,
            "clock_max": self.config.turn_frames,
            "thinking": self.phase != OVER and self.seats[self.turn].is_ai,
            "last": {"cell": self.last_cell, "flips": list(self.last_flips), "age": self.last_age},
            "winner": -1 if winner is None else winner,
            "taken": self.taken,
        }

    def hidden_from(self, seat: int) -> list:
        """Return nothing: both hands lie face up (the open rule), so no seat holds a secret.

        Grid Duel is hosted for another reason: a player's own deck comes from that player's
        collection, which only the host's session needs.
        """
        return []

    def write_state(self, d: Digest) -> None:
        """Write every field the rules read, the RNG state included."""
        d.int(self.rng.get_state()).str(self.phase).int(self.turn).int(self.starter).int(self.placed)
        for s in range(SEATS):
            d.value([c.id for c in self.hands[s]]).value(self.played[s])
        d.value([c.id if c else "" for c in self.board.cards]).ints(self.board.owners).value(self.board.elements)
        d.ints(self.selected).value(self.lifted).ints(self.cursor).int(self.clock).int(self.think)
        d.int(self.last_cell).ints(self.last_flips).int(self.last_age)
        d.value(self.notices).ints(self.notice_age).int(self.taken).bool(self.started)

    def is_finished(self) -> bool:
        """Return True once the grid is full (and, under stakes, the stake taken)."""
        return self.phase == OVER

    def results(self) -> "Results | None":
        """Return placements by score and the rewards: prize gold, and under stakes the card."""
        if self.phase != OVER:
            return None
        scores = self.scores()
        rewards: list[dict] = [{} for _ in range(SEATS)]
        winner = self.winner()
        if winner is not None:
            if self.config.prize_gold:
                rewards[winner]["gold"] = self.config.prize_gold
            if self.taken >= 0:
                card_id = self.hands[1 - winner][self.taken].id
                rewards[winner]["cards"] = [card_id]
                rewards[1 - winner]["lost_cards"] = [card_id]
        detail = tuple(f"{s.label(k)}: {scores[k]}" for k, s in enumerate(self.seats))
        return Results(placements=placements(scores), rewards=tuple(rewards), detail=detail)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
