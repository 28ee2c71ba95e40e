"""The table kit's state: a board of cells, seats and turns, pieces, highlights, bets and saves.

A game's rules build a :class:`Table` and register handlers for its events; the table keeps
everything else (whose turn it is, the turn timer, who picked which piece, the pot, the
pointer each seat moves over the board). All of it is plain data that :meth:`Table.save`
returns and :meth:`Table.load` restores, so the state hash, a late joiner and a refused
move (the table puts back the snapshot it took before the handlers ran) all go through one
door. Cells are ``(row, column)`` from 0, row 0 at the top as seat 0 sees the board.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

from pycore.kernel.rng import Xoshiro256ss
from pycore.kernel.session import handler_failed

Cell = tuple[int, int]
IDLE, PLAYING, FINISHED = "idle", "playing", "finished"
NOBODY = -1                       # ``visible_to`` of a piece every seat sees face down (a stock pile)
FPS = 60
PATHS = ("hop", "slide", "jump")
STYLES = ("frame", "fill", "dot")
WHO = ("human", "ai", "online")
REFUSABLE = ("sit", "cell_click", "piece_select", "move_request", "turn_timeout")
EVENTS = ("sit", "seated", "leave", "cell_click", "piece_select", "move_request", "moved", "start", "turn",
          "turn_timeout", "forfeit", "end")
DEFAULT_REFUSALS = {
    "sit": "That seat is not free for you.",
    "cell_click": "Nothing happens there.",
    "piece_select": "You cannot pick that piece.",
    "move_request": "That piece cannot move there.",
}
MAX_PIECES = 512


@dataclass(frozen=True)
class Board:
    """A board of ``rows`` x ``columns`` cells; ``cells`` limits play to some (a morris board's points).

    ``look`` is how the table draws it: ``"grid"`` (lines between cells), ``"checker"``
    (alternating squares), ``"points"`` (dots joined by ``lines``, pairs of cells) or
    ``"felt"`` (a plain cloth for cards).
    """

    rows: int
    columns: int
    cells: "tuple[Cell, ...] | None" = None
    lines: tuple[tuple[Cell, Cell], ...] = ()
    look: str = "grid"

    def __post_init__(self) -> None:
        if not (1 <= self.rows <= 16 and 1 <= self.columns <= 16):
            raise ValueError(f"a board is 1 to 16 cells a side, not {self.rows} x {self.columns}")

    def has(self, cell: Any) -> bool:
        """Return True if ``cell`` is a playable cell of this board."""
        if not (isinstance(cell, tuple) and len(cell) == 2 and all(_is_int(v) for v in cell)):
            return False
        if not (0 <= cell[0] < self.rows and 0 <= cell[1] < self.columns):
            return False
        return self.cells is None or cell in self.cells

    def all_cells(self) -> list[Cell]:
        """Return every playable cell, row by row."""
        if self.cells is not None:
            return sorted(self.cells)
        return [(r, c) for r in range(self.rows) for c in range(self.columns)]

    def runs(self, length: int) -> list[list[Cell]]:
        """Return every run of ``length`` playable cells in a row, a column or a diagonal: the lines a row game is won on."""
        found = []
        for r, c in self.all_cells():
            for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                run = [(r + dr * k, c + dc * k) for k in range(length)]
                if all(self.has(cell) for cell in run):
                    found.append(run)
        return found


@dataclass(frozen=True)
class Seat:
    """A chair at the table: the ``side`` its pieces belong to, its colour, and how it sees the board.

    ``turned`` seats see the board from the far side (rotated half a turn), so "up" is
    away from them; ``purse`` is what a player brings to the table for bets.
    """

    side: str
    color: int = 0
    turned: bool = False
    purse: int = 0


class Piece:
    """A piece on the table; its fields live in the table, so moving it goes through the table."""

    __slots__ = ("table", "id", "kind", "cell", "side", "data", "visible_to", "anim")

    def __init__(self, table: "Table", pid: int, kind: str, cell: Cell, side: str, data: dict,
                 visible_to: "int | None") -> None:
        self.table, self.id, self.kind, self.cell, self.side = table, pid, kind, cell, side
        self.data, self.visible_to = data, visible_to
        self.anim: list = []                      # [from_row, from_col, path, frames, age] while moving

    def move_to(self, cell: Cell, path: str = "slide", frames: int = 12) -> None:
        """Move this piece to ``cell``, animated along ``path`` (hop, slide or jump) over ``frames``."""
        cell = tuple(cell)  # type: ignore[assignment]
        if not self.table.board.has(cell):
            raise ValueError(f"there is no cell {cell!r} on this board")
        if path not in PATHS:
            raise ValueError(f"a path is one of {', '.join(PATHS)}, not {path!r}")
        frames = max(0, min(120, int(frames)))
        self.anim = [self.cell[0], self.cell[1], path, frames, 0] if frames else []
        self.table._lift(self)
        self.cell = cell

    def remove(self) -> None:
        """Take this piece off the table."""
        self.table._pieces = [p for p in self.table._pieces if p is not self]
        for seat, picked in enumerate(self.table.picked):
            if picked == self.id:
                self.table.picked[seat] = 0

    def show_only_to(self, seat: "int | None") -> None:
        """Show this piece's face only to ``seat`` (None: to everyone; ``NOBODY``: to no one)."""
        if seat is not None and not (_is_int(seat) and -1 <= seat < len(self.table.seats)):
            raise ValueError(f"there is no seat {seat!r} to show a piece to")
        if seat is not None and not self.table.hidden:
            raise ValueError("this table was built without hidden=True, so every seat sees every piece "
                             "(and it plays online in lockstep)")
        self.visible_to = seat

    def seen_by(self, seat: "int | None") -> bool:
        """Return True if ``seat`` sees this piece's face (seat None sees everything)."""
        return seat is None or self.visible_to is None or self.visible_to == seat

    def plain(self) -> dict:
        """Return the piece as plain data, everything included."""
        return {"id": self.id, "kind": self.kind, "cell": list(self.cell), "side": self.side,
                "data": _copy(self.data), "visible_to": self.visible_to, "anim": list(self.anim)}

    def __repr__(self) -> str:
        return f"Piece({self.id}, {self.kind!r}, {self.cell}, {self.side!r})"


class Table:
    """A table game in progress: board, seats and turns, pieces, highlights, bets, the events' handlers."""

    def __init__(self, *, board: Board, seats: Sequence[Seat], turn_seconds: int = 60, title: str = "",
                 hidden: bool = False) -> None:
        if not 1 <= len(seats) <= 8:
            raise ValueError(f"a table seats 1 to 8, not {len(seats)}")
        if not _is_int(turn_seconds) or not 0 <= turn_seconds <= 3600:
            raise ValueError(f"turn_seconds is 0 (no timer) to 3600, not {turn_seconds!r}")
        self.board = board
        self.seats = tuple(seats)
        self.turn_seconds = turn_seconds
        self.title = title
        self.hidden = hidden                      # hidden pieces allowed: the game plays online hosted
        self.handlers: dict[str, Callable[..., Any]] = {}
        self.rng = Xoshiro256ss(0)
        self.log: list[dict] = []                 # the events of the current frame, for the session
        self.failure: "BaseException | None" = None   # the last exception a handler raised on a click (never saved)
        self.clear_all()

    def clear_all(self) -> None:
        """Return the table to a fresh, idle state (nobody seated, no pieces)."""
        n = len(self.seats)
        self._pieces: list[Piece] = []
        self._next_id = 1
        self.state = IDLE
        self.turn = 0
        self.timer = 0
        self.winner: "int | None" = None
        self.reason = ""
        self.data: dict = {}
        self.highlights: list[dict] = []
        self.pot = 0
        self.purses = [s.purse for s in self.seats]
        self.occupants: list["str | None"] = [None] * n
        centre = (self.board.rows // 2, self.board.columns // 2)
        start = centre if self.board.has(centre) else self.board.all_cells()[0]   # a morris board's centre is no point
        self.pointer: list[Cell] = [start] * n
        self.picked = [0] * n

    # -- handlers -----------------------------------------------------------------------
    def on(self, event: str, handler: "Callable[..., Any] | None" = None) -> Any:
        """Register ``handler`` for ``event``; used bare, it is a decorator (``@table.on("turn")``)."""
        if event not in EVENTS:
            raise ValueError(f"a table has no event {event!r}: it knows {', '.join(EVENTS)}")
        if handler is None:
            return lambda fn: self.on(event, fn)
        self.handlers[event] = handler
        return handler

    def _fire(self, event: str, *args: Any) -> Any:
        self.log.append({"kind": event, **_event_fields(event, args)})
        handler = self.handlers.get(event)
        answer = handler(*args) if handler else None
        if event in REFUSABLE:
            if isinstance(answer, str):
                return answer
            if answer is False:
                return False
        return None

    # -- pieces -------------------------------------------------------------------------
    @property
    def pieces(self) -> list[Piece]:
        """Return every piece on the table, bottom of each stack first, in the order they were laid."""
        return list(self._pieces)

    def add_piece(self, kind: str, cell: Cell, side: str = "", data: "dict | None" = None,
                  visible_to: "int | None" = None) -> Piece:
        """Lay a new piece of ``kind`` for ``side`` on ``cell``, on top of any already there."""
        cell = tuple(cell)  # type: ignore[assignment]
        if not self.board.has(cell):
            raise ValueError(f"there is no cell {cell!r} on this board")
        if len(self._pieces) >= MAX_PIECES:
            raise ValueError(f"a table holds at most {MAX_PIECES} pieces")
        piece = Piece(self, self._next_id, str(kind), cell, str(side), _copy(data or {}), None)
        piece.show_only_to(visible_to)
        self._next_id += 1
        self._pieces.append(piece)
        return piece

    def _lift(self, piece: Piece) -> None:
        """Put ``piece`` on top of its new stack (the end of the list)."""
        self._pieces = [p for p in self._pieces if p is not piece] + [piece]

    def piece(self, pid: int) -> "Piece | None":
        """Return the piece with id ``pid``, or None."""
        return next((p for p in self._pieces if p.id == pid), None)

    def pieces_at(self, cell: Cell) -> list[Piece]:
        """Return the pieces on ``cell``, bottom first."""
        cell = tuple(cell)  # type: ignore[assignment]
        return [p for p in self._pieces if p.cell == cell]

    def piece_at(self, cell: Cell) -> "Piece | None":
        """Return the top piece on ``cell``, or None."""
        stack = self.pieces_at(cell)
        return stack[-1] if stack else None

    def clear(self) -> None:
        """Take every piece off the table."""
        self._pieces = []
        self.picked = [0] * len(self.seats)

    # -- seats and turns ----------------------------------------------------------------
    def seated(self) -> list[int]:
        """Return the seats someone sits in, in order."""
        return [k for k, who in enumerate(self.occupants) if who is not None]

    def side_of(self, seat: int) -> str:
        """Return the side seat ``seat`` plays."""
        return self.seats[seat].side

    def sit(self, seat: int, who: str = "human") -> "str | None":
        """Sit ``who`` (human, ai or online) in ``seat``; return why not, or None."""
        if not _is_int(seat) or not 0 <= seat < len(self.seats):
            return f"There is no seat {seat!r} at this table."
        if who not in WHO:
            return f"A seat is taken by a human, an ai or an online player, not {who!r}."
        if self.occupants[seat] is not None:
            return f"Seat {seat + 1} is taken."
        refusal = self._fire("sit", seat, who)
        if refusal is not None:
            return refusal or DEFAULT_REFUSALS["sit"]
        self.occupants[seat] = who
        self._fire("seated", seat)
        return None

    def stand(self, seat: int) -> "str | None":
        """Take the player out of ``seat``; during a game that forfeits it. Return why not, or None."""
        if not _is_int(seat) or not 0 <= seat < len(self.seats) or self.occupants[seat] is None:
            return f"Nobody sits in seat {seat!r}."
        self.occupants[seat] = None
        self.picked[seat] = 0
        if self.state == PLAYING:
            self._fire("forfeit", seat)
            left = self.seated()
            if len(left) == 1:
                self.finish(left[0], "forfeit")
            elif not left:
                self.finish(None, "everyone left")
            elif self.turn == seat:
                self.next_turn()
        else:
            self._fire("leave", seat)
        return None

    def start(self, first: int = 0) -> "str | None":
        """Start the game with ``first`` to move; return why not, or None."""
        if self.state == PLAYING:
            return "The game is already on."
        if not self.seated():
            return "Nobody sits at the table."
        self.state = PLAYING
        self.winner, self.reason = None, ""
        self.turn = first if first in self.seated() else self.seated()[0]
        self._fire("start")
        self._begin_turn()
        return None

    def next_turn(self, seat: "int | None" = None) -> None:
        """Pass the turn to ``seat``, or to the next seated seat after the one to move."""
        if self.state != PLAYING:
            return
        if seat is None:
            n = len(self.seats)
            seat = next(((self.turn + k) % n for k in range(1, n + 1) if self.occupants[(self.turn + k) % n]),
                        self.turn)
        self.turn = seat
        self._begin_turn()

    def _begin_turn(self) -> None:
        self.timer = self.turn_seconds * FPS
        self.picked = [0] * len(self.seats)
        self._fire("turn", self.turn)

    def finish(self, winner: "int | None" = None, reason: str = "") -> None:
        """End the game: the pot goes to ``winner``, or back to everyone when there is none."""
        if self.state == FINISHED:
            return
        self.state = FINISHED
        self.winner, self.reason = winner, str(reason)
        self.picked = [0] * len(self.seats)
        self._settle()
        self._fire("end", winner, self.reason)

    def tick(self, clocked: bool = True) -> None:
        """Run one frame: the animations and, when ``clocked`` (other people wait: the session says), the turn timer."""
        for p in self._pieces:
            if p.anim:
                p.anim[4] += 1
                if p.anim[4] >= p.anim[3]:
                    p.anim = []
        if self.state != PLAYING or not self.turn_seconds:
            return
        self.timer -= 1
        if self.timer > 0 or not clocked:
            return
        if self._fire("turn_timeout", self.turn) is False:
            self.timer = self.turn_seconds * FPS
        elif self.state == PLAYING:
            self.next_turn()

    # -- bets ---------------------------------------------------------------------------
    def bet(self, amount: int) -> "str | None":
        """Take ``amount`` from every seated player's purse into the pot, all or nothing; return why not."""
        if not _is_int(amount) or amount <= 0:
            return f"A bet is a whole amount above 0, not {amount!r}."
        if self.state == FINISHED:
            return "The game is over: no more bets."
        short = [k for k in self.seated() if self.purses[k] < amount]
        if short:
            return f"Seat {short[0] + 1} has only {self.purses[short[0]]} for a bet of {amount}."
        for k in self.seated():
            self.purses[k] -= amount
            self.pot += amount
        return None

    def _settle(self) -> None:
        """Pay the pot to the winner, or refund it evenly when there is none (a remainder to the first seats)."""
        if not self.pot:
            return
        if self.winner is not None:
            self.purses[self.winner] += self.pot
        else:
            seats = self.seated() or list(range(len(self.seats)))
            share, extra = divmod(self.pot, len(seats))
            for i, k in enumerate(seats):
                self.purses[k] += share + (1 if i < extra else 0)
        self.pot = 0

    # -- highlights ---------------------------------------------------------------------
    def highlight(self, cells: Sequence[Cell], seats: "Sequence[int] | None" = None, color: int = 0xC0FFD84A,
                  style: str = "frame") -> None:
        """Mark ``cells`` in ``color`` (0xAARRGGBB) and ``style`` (frame, fill or dot) for ``seats`` (None: all)."""
        if style not in STYLES:
            raise ValueError(f"a highlight style is one of {', '.join(STYLES)}, not {style!r}")
        found = [tuple(c) for c in cells]
        for c in found:
            if not self.board.has(c):
                raise ValueError(f"there is no cell {c!r} on this board")
        self.highlights.append({"cells": [list(c) for c in found], "seats": None if seats is None else list(seats),
                                "color": int(color) & 0xFFFFFFFF, "style": style})

    def clear_highlight(self, seats: "Sequence[int] | None" = None) -> None:
        """Take the highlights away for ``seats`` (None: every highlight)."""
        if seats is None:
            self.highlights = []
            return
        gone = list(seats)
        kept = []
        for h in self.highlights:
            who = list(range(len(self.seats))) if h["seats"] is None else h["seats"]
            left = [k for k in who if k not in gone]
            if left:
                kept.append(dict(h, seats=left if len(left) < len(who) or h["seats"] is not None else None))
        self.highlights = kept

    # -- pointing and clicking ----------------------------------------------------------
    def point(self, seat: int, direction: tuple[int, int]) -> None:
        """Move ``seat``'s pointer one playable cell in ``direction`` (drow, dcol) as that seat sees the board."""
        dr, dc = direction
        if self.seats[seat].turned:
            dr, dc = -dr, -dc
        r, c = self.pointer[seat]
        for step in range(1, max(self.board.rows, self.board.columns)):
            cell = (r + dr * step, c + dc * step)
            if not (0 <= cell[0] < self.board.rows and 0 <= cell[1] < self.board.columns):
                return
            if self.board.has(cell):
                self.pointer[seat] = cell
                return

    def can_click(self, seat: int, cell: Any) -> "str | None":
        """Return why ``seat`` may not click ``cell`` now, or None (the rules may still refuse it)."""
        if self.state == IDLE:
            return "The game has not started."
        if self.state == FINISHED:
            return "The game is over."
        if not _is_int(seat) or not 0 <= seat < len(self.seats) or self.occupants[seat] is None:
            return f"Nobody sits in seat {seat!r}."
        if not self.board.has(cell):
            return f"There is no cell {cell!r} on this board."
        if seat != self.turn:
            return f"It is seat {self.turn + 1}'s turn, not yours."
        return None

    def click(self, seat: int, cell: Any) -> "str | None":
        """Click ``cell`` for ``seat``: the rules' handlers decide; return the refusal, or None.

        A refused click changes nothing: the table puts back the snapshot taken before it. An
        exception a handler raises refuses the click too, with the kernel's words for it.
        """
        cell = tuple(cell) if isinstance(cell, (list, tuple)) else cell
        problem = self.can_click(seat, cell)
        if problem:
            return problem
        snapshot, mark = self.save(), len(self.log)
        self.pointer[seat] = cell
        try:
            problem = self._click(seat, cell)
        except Exception as e:   # a handler that breaks on a click refuses it in words, like any rule
            problem, self.failure = handler_failed(e), e
        if problem:
            self.load(snapshot)
            del self.log[mark:]
        return problem

    def _click(self, seat: int, cell: Cell) -> "str | None":
        answer = self._fire("cell_click", seat, cell)
        if answer is False:
            return None
        if answer:
            return answer
        picked = self.piece(self.picked[seat])
        mine = self.piece_at(cell)
        if mine is not None and mine.side == self.side_of(seat) and mine.seen_by(seat):
            if picked is mine:
                self.picked[seat] = 0
                return None
            answer = self._fire("piece_select", seat, mine)
            if answer is not None:
                return answer or DEFAULT_REFUSALS["piece_select"]
            self.picked[seat] = mine.id
            return None
        if picked is None:
            return "Pick one of your pieces first."
        answer = self._fire("move_request", seat, picked, cell)
        if answer is not None:
            return answer or DEFAULT_REFUSALS["move_request"]
        if self.piece(picked.id) is picked and picked.cell != cell:
            start = picked.cell
            picked.move_to(cell, "slide")
            self.picked[seat] = 0
            self._fire("moved", seat, picked, start)
        return None

    def pick(self, seat: int, piece: "Piece | None") -> None:
        """Make ``piece`` the one ``seat`` has picked (None: nothing), e.g. to go on jumping with it."""
        self.picked[seat] = 0 if piece is None else piece.id

    def drop(self, seat: int) -> None:
        """Put down the piece ``seat`` has picked."""
        self.picked[seat] = 0

    # -- save and load ------------------------------------------------------------------
    def save(self) -> dict:
        """Return the whole table as plain data: pieces and their data, seats, the turn, the timer."""
        return {
            "pieces": [p.plain() for p in self._pieces], "next_id": self._next_id, "state": self.state,
            "turn": self.turn, "timer": self.timer, "winner": self.winner, "reason": self.reason,
            "data": _copy(self.data), "highlights": _copy(self.highlights), "pot": self.pot,
            "purses": list(self.purses), "occupants": list(self.occupants),
            "pointer": [list(c) for c in self.pointer], "picked": list(self.picked), "rng": self.rng.get_state(),
        }

    def load(self, data: dict) -> None:
        """Restore a table from :meth:`save`'s data; raise ValueError naming what does not fit."""
        n = len(self.seats)
        try:
            pieces = []
            for raw in data["pieces"]:
                cell = tuple(raw["cell"])
                if not self.board.has(cell):
                    raise ValueError(f"a piece lies on {cell!r}, off this board")
                p = Piece(self, int(raw["id"]), str(raw["kind"]), cell, str(raw["side"]), _copy(raw["data"]), None)
                vis = raw["visible_to"]
                if vis is not None and not (_is_int(vis) and -1 <= vis < n):
                    raise ValueError(f"a piece is shown to seat {vis!r}")
                p.visible_to = vis
                p.anim = list(raw.get("anim", []))
                pieces.append(p)
            lists = {key: list(data[key]) for key in ("purses", "occupants", "pointer", "picked")}
            if any(len(v) != n for v in lists.values()):
                raise ValueError(f"the seats' lists are not {n} long")
            if data["state"] not in (IDLE, PLAYING, FINISHED) or not 0 <= int(data["turn"]) < n:
                raise ValueError("the state or the turn is out of range")
            rng = [int(v) for v in data["rng"]]
            if len(rng) != 4:
                raise ValueError("the random stream's state is four numbers")
            fields = dict(_next_id=int(data["next_id"]), state=data["state"], turn=int(data["turn"]),
                          timer=int(data["timer"]), winner=data["winner"], reason=str(data["reason"]),
                          data=_copy(data["data"]), highlights=_copy(data["highlights"]), pot=int(data["pot"]),
                          purses=[int(v) for v in lists["purses"]], occupants=lists["occupants"],
                          pointer=[tuple(c) for c in lists["pointer"]], picked=[int(v) for v in lists["picked"]])
        except (KeyError, TypeError, IndexError) as e:
            raise ValueError(f"not a saved table: {type(e).__name__} {e}") from None
        self._pieces = pieces
        for key, value in fields.items():
            setattr(self, key, value)
        self.rng = Xoshiro256ss.from_state(rng)

    # -- what a seat sees ---------------------------------------------------------------
    def view(self, seat: "int | None" = None) -> dict:
        """Return the table as ``seat`` may see it: a hidden piece is only its place, side and id."""
        pieces = []
        for p in self._pieces:
            if p.seen_by(seat):
                pieces.append({"id": p.id, "kind": p.kind, "cell": list(p.cell), "side": p.side,
                               "data": _copy(p.data), "anim": list(p.anim)})
            else:
                pieces.append({"id": p.id, "cell": list(p.cell), "side": p.side, "hidden": True,
                               "anim": list(p.anim)})
        who = range(len(self.seats)) if seat is None else [seat]
        return {
            "title": self.title,
            "rows": self.board.rows, "columns": self.board.columns, "look": self.board.look,
            "cells": None if self.board.cells is None else [list(c) for c in self.board.all_cells()],
            "lines": [[list(a), list(b)] for a, b in self.board.lines],
            "seats": [{"side": s.side, "color": s.color, "turned": s.turned, "who": self.occupants[k],
                       "purse": self.purses[k]} for k, s in enumerate(self.seats)],
            "pieces": pieces, "state": self.state, "turn": self.turn, "timer": self.timer,
            "winner": self.winner, "reason": self.reason, "data": _copy(self.data), "pot": self.pot,
            "highlights": [h for h in self.highlights if h["seats"] is None or any(k in h["seats"] for k in who)],
            "pointer": [list(c) for c in self.pointer], "picked": list(self.picked),
        }

    def hidden_from(self, seat: int) -> list:
        """Return the faces ``seat`` must not find in its view: each hidden piece's kind and data."""
        return [{"kind": p.kind, "data": p.data} if not p.data else p.data
                for p in self._pieces if not p.seen_by(seat)]


def _event_fields(event: str, args: tuple) -> dict:
    """Return an event's fields as plain data (pieces by id, cells as lists)."""
    names = {"sit": ("seat", "who"), "seated": ("seat",), "leave": ("seat",), "cell_click": ("seat", "cell"),
             "piece_select": ("seat", "piece"), "move_request": ("seat", "piece", "cell"),
             "moved": ("seat", "piece", "start"), "turn": ("seat",), "turn_timeout": ("seat",),
             "forfeit": ("seat",), "end": ("winner", "reason")}.get(event, ())
    out = {}
    for name, value in zip(names, args):
        if isinstance(value, Piece):
            value = value.id
        elif isinstance(value, tuple):
            value = list(value)
        out[name] = value
    return out


def _copy(value: Any) -> Any:
    """Return a deep copy of plain data (lists, dicts, tuples as lists)."""
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_copy(v) for v in value]
    return value


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
