"""The table kit as a mode: a game's rules file on a kit table, driven by pads, clicks and AI seats.

The session seats its players at the rules' table, starts it, and turns each frame's input
into the table's own doors: the pad moves a seat's pointer (as that seat sees the board)
and Cross clicks it, Circle puts a picked piece down, a hotspot's ``{"do": "click",
"cell": [row, column]}`` clicks directly. An AI seat plays the clicks of the move
:func:`.ai.decide` chose, one every few frames so a player can follow them. The rule entry
points are :meth:`TablesSession.can_click` and :meth:`TablesSession.click`.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any, Sequence

from pycore.kernel import pad
from pycore.kernel.digest import Digest
from pycore.kernel.session import Action, Event, Results, Seat, Session, refused
from pycore.tabletop import FINISHED

from .ai import decide, think
from .config import TablesConfig

AI_STEP = 14          # frames between an AI seat's clicks
NOTICE_FRAMES = 120   # how long a refusal stays on the screen
MAX_TURNS = 600       # the longest game the kit lets run (checkers' draw rule ends it long before)
ARROWS = ((pad.UP, (-1, 0)), (pad.DOWN, (1, 0)), (pad.LEFT, (0, -1)), (pad.RIGHT, (0, 1)))


def frame_bound(config: TablesConfig) -> int:
    """Return the most frames a table game runs: the kit calls it a draw at this bound."""
    turn = config.rules.build().turn_seconds if config.turn_seconds < 0 else config.turn_seconds
    return MAX_TURNS * (max(turn * 60, AI_STEP * 8) + 2)


class TablesSession(Session):
    """One table game: the rules' table, the seats' input and the AI's planned clicks."""

    kind = "tables"

    def __init__(self, *, config: TablesConfig, seed: int, seats: Sequence[Seat]) -> None:
        super().__init__(config=config, seed=seed, seats=seats)
        self.table = config.rules.build()
        if len(self.seats) != len(self.table.seats):
            raise ValueError(f"{config.rules.title} seats {len(self.table.seats)} players, not {len(self.seats)}")
        if config.turn_seconds >= 0:
            self.table.turn_seconds = config.turn_seconds
        self.table.rng = type(self.table.rng)(seed)
        self.plans: list[list[list[int]]] = [[] for _ in self.seats]   # an AI seat's clicks still to play
        self.wait = [AI_STEP] * len(self.seats)
        self.thoughts: list = [None] * len(self.seats)   # an AI seat's search so far, while it waits to move
        self.notices = [""] * len(self.seats)
        self.notice_age = [0] * len(self.seats)
        self.bound = frame_bound(config)
        for k, seat in enumerate(self.seats):
            self.table.sit(k, "ai" if seat.is_ai else "human")
        self.table.start()
        self.opening = self._drain()

    def _drain(self) -> list[Event]:
        events = [dict(e, kind=f"table_{e['kind']}") for e in self.table.log]
        self.table.log = []
        return events

    # -- the rule entry points ----------------------------------------------------
    def can_click(self, seat: int, cell: Any) -> "str | None":
        """Return why ``seat`` may not click ``cell`` now, or None (the game's rules may still refuse)."""
        if not isinstance(cell, (list, tuple)) or len(cell) != 2:
            return f"A cell is [row, column], not {cell!r}."
        return self.table.can_click(seat, tuple(cell))

    def click(self, seat: int, cell: Any) -> list[Event]:
        """Click ``cell`` for ``seat``: return the table's events, or ``[refused(seat, reason)]``."""
        problem = self.can_click(seat, cell) or self.table.click(seat, tuple(cell))
        if problem:
            self.table.log = []
            self.notices[seat], self.notice_age[seat] = problem, NOTICE_FRAMES
            return [refused(seat, problem)]
        return self._drain()

    # -- the frame ----------------------------------------------------------------
    def step(self, actions: dict[int, list[Action]]) -> list[Event]:
        """Run one frame: humans' pads and clicks, the AI's next click, the table's timers."""
        events, self.opening = self.opening, []
        self.notice_age = [max(0, a - 1) for a in self.notice_age]
        for k, seat in enumerate(self.seats):
            if seat.is_ai:
                events += self._ai(k)
                continue
            for act in actions.get(k, []):
                if act.get("do") != "click":
                    events.append(self._refuse(k, f"A table knows the action click, not {act.get('do')!r}."))
                else:
                    events += self._guarded(k, lambda k=k, cell=act.get("cell"): self.click(k, cell))
            if self.edges.now[k] & ~self.edges.last[k]:    # a button went down: the pad's input this frame
                events += self._guarded(k, lambda k=k: self._pad(k))
        self.table.tick(self.clocked())   # the turn timer runs only where other people wait
        events += self._drain()
        if self.frame + 1 >= self.bound and self.table.state != FINISHED:
            self.table.finish(None, "the table's time ran out")
            events += self._drain()
        return events

    def _guarded(self, seat: int, call: Any) -> list[Event]:
        """Run a seat's input through the kernel's guard; a refusal it makes is the seat's notice too."""
        events = self.guard(seat, call)
        if events and events[0]["kind"] == "refused" and self.notices[seat] != events[0]["reason"]:
            self._refuse(seat, events[0]["reason"])
        return events

    def snapshot(self) -> Any:
        """Return the table's save and the notices, for the kernel's input guard (an input never touches the
        AI's plans)."""
        return self.table.save(), len(self.table.log), list(self.notices), list(self.notice_age)

    def restore(self, snapshot: Any) -> None:
        """Put back a :meth:`snapshot`: the input a handler broke on changes nothing."""
        save, mark, self.notices, self.notice_age = snapshot
        self.table.load(save)
        del self.table.log[mark:]

    def _refuse(self, seat: int, reason: str) -> Event:
        self.notices[seat], self.notice_age[seat] = reason, NOTICE_FRAMES
        return refused(seat, reason)

    def _pad(self, seat: int) -> list[Event]:
        pressed = self.edges.pressed
        for button, direction in ARROWS:
            if pressed(seat, button):
                self.table.point(seat, direction)
        if pressed(seat, pad.CIRCLE):
            self.table.drop(seat)
        if pressed(seat, pad.CROSS):
            return self.click(seat, self.table.pointer[seat])
        return []

    def _ai(self, seat: int) -> list[Event]:
        if self.table.state != "playing" or self.table.turn != seat:
            self.plans[seat], self.wait[seat], self.thoughts[seat] = [], AI_STEP, None
            return []
        self.wait[seat] -= 1
        if not self.plans[seat] and not think(self, seat):
            return []    # a bounded piece of the search a frame: the seat moves once it is done
        if self.wait[seat] > 0:
            return []
        self.wait[seat] = AI_STEP
        if not self.plans[seat]:
            move = decide(self, seat)
            self.plans[seat] = [list(cell) for cell in move or []]
            if not self.plans[seat]:
                return []
        cell = self.plans[seat].pop(0)
        self.table.pointer[seat] = (cell[0], cell[1])
        events = self.click(seat, cell)
        if events and events[0]["kind"] == "refused":
            self.plans[seat] = []   # a rules file whose moves() offered an illegal click: decide again
        return events

    # -- reading ------------------------------------------------------------------
    def view(self, seat: "int | None" = None) -> dict:
        """Return the table as ``seat`` sees it (hidden pieces as their place only) and the notices."""
        view = self.table.view(seat)
        view["notices"] = [self.notices[k] if self.notice_age[k] and (seat is None or seat == k) else ""
                           for k in range(len(self.seats))]
        view["labels"] = [s.label(k) for k, s in enumerate(self.seats)]
        view["clocked"] = self.clocked() and self.table.turn_seconds > 0
        view["timer_max"] = self.table.turn_seconds * 60
        return view

    def hidden_from(self, seat: int) -> list:
        """Return the faces of the pieces ``seat`` may not see."""
        return self.table.hidden_from(seat)

    def write_state(self, d: Digest) -> None:
        """Write the whole table (its save), the AI's plans and searches so far, and the notices.

        The save goes in as the SHA-256 of its compact JSON: fed to the digest value by value,
        a deck of 52 cards cost 2 to 3 ms in CPython (the page's checkpoint frames), the JSON
        and its SHA-256 about 0.1 ms, and they still cover every field.
        """
        save = json.dumps(self.table.save(), separators=(",", ":")).encode("utf-8")
        d.bytes(hashlib.sha256(save).digest()).value(self.plans).value(self.thoughts).ints(self.wait)
        d.value(self.notices).ints(self.notice_age)

    def is_finished(self) -> bool:
        """Return True once the table's game is over and its last move has landed (the results card
        would otherwise freeze a piece in mid-air), or the table's time has run out."""
        if self.table.state != FINISHED:
            return False
        return self.frame + 1 >= self.bound or not any(p.anim for p in self.table.pieces)

    def results(self) -> "Results | None":
        """Return the winner first and the rest second (a draw: everyone first), and the prize."""
        if not self.is_finished():
            return None
        winner = self.table.winner
        n = len(self.seats)
        if winner is None or not isinstance(winner, int) or not 0 <= winner < n:
            places = tuple([1] * n)
        else:
            places = tuple(1 if k == winner else 2 for k in range(n))
        rewards = tuple({"gold": self.config.prize_gold} if p == 1 and winner is not None and self.config.prize_gold
                        else {} for p in places)
        detail = (self.table.reason,) if self.table.reason else ()
        return Results(placements=places, rewards=rewards, detail=detail)
