"""Netplay signalling: room codes over a WebSocket, relaying WebRTC offers, answers and candidates.

A host asks for a room and gets a short code; a guest joins with the code and gets a peer
number. The server then relays ``signal`` messages between the host and each guest of the
same room, and nothing else: it never sees game traffic (that goes over the data
channels). It refuses malformed, oversized or deeply nested messages with a reason, seats
at most the room's seats, tells the room when someone leaves, and forgets a room once it is
empty. A code is a short rendezvous, not a password: it stops taking joins after
:data:`CODE_TTL_S`, and joins are rate-limited per connection and per address so that
guessing codes (24^4 of them) is slow; every connection's messages are rate-limited too.

:class:`Rooms` keeps the rooms of one process (what ``make play`` runs); with
``PARLOR_REDIS_URL`` set they live in Redis instead (`server/redis_rooms.py`), with the same
checks (the functions below) and answers. Either is the :class:`Hub` that
:func:`websocket`, the aiohttp handler of ``/signal``, hands each text message to.

Messages are JSON text frames::

    -> {"t": "host", "seats": 4}              <- {"t": "room", "code": "KXQD", "peer": 0, "seats": 4}
    -> {"t": "join", "code": "KXQD"}           <- {"t": "joined", "code": "KXQD", "peer": 2, "seats": 4}
                                               (the host gets {"t": "peer", "peer": 2})
    -> {"t": "signal", "to": 0, "data": {...}} (the other end gets {"t": "signal", "from": 2, "data": {...}})
    <- {"t": "left", "peer": 2}                <- {"t": "error", "error": "The room KXQD does not exist."}
"""

from __future__ import annotations

import asyncio
import json
import os
import secrets
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Protocol

from aiohttp import WSMsgType, web

from pycore.modes.registry import MAX_SEATS   # the largest table a mode seats: the one ceiling
from pycore.net.codec import depth

MAX_MESSAGE = 16 * 1024        # an SDP offer with its candidates fits many times over
MAX_ROOMS = 1000
CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"   # no I or O: codes are read aloud
CODE_LENGTH = 4
MAX_DEPTH = 16                 # a signal's data nests three or four levels
CODE_TTL_S = 30 * 60           # a code takes joins for this long after the room opens
JOIN_WINDOW_S = 60.0
JOINS_PER_CONNECTION = 5       # join attempts a connection may make in a window
JOINS_PER_ADDRESS = 20         # ...and all connections from one address together
MESSAGE_WINDOW_S = 10.0
MESSAGES_PER_WINDOW = 120      # messages a connection may send in a window: offers and candidates for 5 guests fit twice


TOO_MANY_JOINS = "Too many attempts to join; wait a minute and check the code."


class SignalError(ValueError):
    """A message the signalling refuses, with the reason in words."""


@dataclass
class Room:
    """One room: its code, its seat count and who is in it (peer number -> sender)."""

    code: str
    seats: int
    members: dict[int, Callable[[dict], None]] = field(default_factory=dict)
    opened: float = 0.0


class Rooms:
    """Every open room and each connection's place in one; transport-agnostic."""

    def __init__(self, new_code: Callable[[], str] | None = None, clock: Callable[[], float] = time.monotonic) -> None:
        self.rooms: dict[str, Room] = {}
        self.new_code = new_code or (lambda: "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH)))
        self.clock = clock
        self.joins: dict[str, list[float]] = {}     # address -> the times of its recent join attempts

    def handle(self, conn: "Connection", text: str) -> None:
        """Act on one text message from ``conn``; answer errors to it, never raise."""
        try:
            count_message(conn, self.clock())
            self._handle(conn, parse(text))
        except SignalError as e:
            conn.send({"t": "error", "error": str(e)})

    async def start(self) -> None:
        """Nothing to start: the rooms live in this process."""

    async def stop(self) -> None:
        """Nothing to stop."""

    async def receive(self, conn: "Connection", text: str) -> None:
        """Act on one text message (the :class:`Hub` door of :meth:`handle`)."""
        self.handle(conn, text)

    async def depart(self, conn: "Connection") -> None:
        """Take a closed connection out of its room (the :class:`Hub` door of :meth:`leave`)."""
        self.leave(conn)

    def _handle(self, conn: "Connection", msg: dict) -> None:
        kind = msg.get("t")
        if kind == "host":
            self._host(conn, msg)
        elif kind == "join":
            self._join(conn, msg)
        elif kind == "signal":
            self._signal(conn, msg)
        elif kind == "leave":
            self.leave(conn)
        else:
            raise SignalError(f"unknown message {kind!r}: expected host, join, signal or leave")

    def _host(self, conn: "Connection", msg: dict) -> None:
        if conn.room:
            raise SignalError(f"This connection is already in room {conn.room}.")
        seats = seat_count(msg)
        if len(self.rooms) >= MAX_ROOMS:
            raise SignalError("The server has too many open rooms; try again later.")
        code = self.new_code()
        while code in self.rooms:
            code = self.new_code()
        self.rooms[code] = Room(code, seats, {0: conn.send}, self.clock())
        conn.room, conn.peer = code, 0
        conn.send({"t": "room", "code": code, "peer": 0, "seats": seats})

    def _count_join(self, conn: "Connection") -> None:
        """Count a join attempt against the connection and its address; refuse one over either limit."""
        now = self.clock()
        by_address = recent(self.joins.get(conn.address, []), now, JOIN_WINDOW_S)
        for stale in [a for a, times in self.joins.items() if not times or now - times[-1] >= JOIN_WINDOW_S]:
            del self.joins[stale]
        if len(by_address) >= JOINS_PER_ADDRESS:
            raise SignalError(TOO_MANY_JOINS)
        count_connection_join(conn, now)
        self.joins[conn.address] = by_address + [now]

    def _join(self, conn: "Connection", msg: dict) -> None:
        if conn.room:
            raise SignalError(f"This connection is already in room {conn.room}.")
        self._count_join(conn)
        code = join_code(msg)
        room = self.rooms.get(code)
        if room is None:
            raise SignalError(f"The room {code} does not exist.")
        if self.clock() - room.opened > CODE_TTL_S:
            raise SignalError(f"The room code {code} has expired; the host can open a new room.")
        peer = next((p for p in range(1, room.seats) if p not in room.members), None)
        if peer is None:
            raise SignalError(f"The room {code} is full ({room.seats} seats).")
        room.members[peer] = conn.send
        conn.room, conn.peer = code, peer
        conn.send({"t": "joined", "code": code, "peer": peer, "seats": room.seats})
        if 0 in room.members:
            room.members[0]({"t": "peer", "peer": peer})

    def _signal(self, conn: "Connection", msg: dict) -> None:
        room = self.rooms.get(conn.room or "")
        if room is None:
            raise SignalError("Host or join a room before signalling.")
        named = target(msg)
        to, data = signal_data(conn, msg, room.code, named is not None and named in room.members)
        room.members[to]({"t": "signal", "from": conn.peer, "data": data})

    def leave(self, conn: "Connection") -> None:
        """Take ``conn`` out of its room, tell the others, and forget the room once empty."""
        room = self.rooms.get(conn.room or "")
        conn.room = None
        if room is None or conn.peer not in room.members:
            return
        del room.members[conn.peer]
        for send in list(room.members.values()):
            send({"t": "left", "peer": conn.peer})
        if not room.members:
            del self.rooms[room.code]


def seat_count(msg: dict) -> int:
    """Return the seats a host message asks for, or raise SignalError."""
    seats = msg.get("seats", 2)
    if not isinstance(seats, int) or isinstance(seats, bool) or not 2 <= seats <= MAX_SEATS:
        raise SignalError(f"a room seats 2 to {MAX_SEATS} players, not {seats!r}")
    return seats


def join_code(msg: dict) -> str:
    """Return the room code a join names, upper-cased, or raise SignalError."""
    code = msg.get("code")
    if not isinstance(code, str) or len(code) > 16:
        raise SignalError("a join names the room's code")
    return code.strip().upper()


def target(msg: dict) -> "int | None":
    """Return the peer number a signal is addressed to, or None when it names none."""
    to = msg.get("to")
    return to if isinstance(to, int) and not isinstance(to, bool) else None


def signal_data(conn: "Connection", msg: dict, code: str, present: bool) -> tuple[int, dict]:
    """Return a signal's peer and data once it may go there (``present``: that peer is in the room)."""
    to = target(msg)
    if to is None or not present or to == conn.peer:
        raise SignalError(f"There is no peer {msg.get('to')!r} in room {code} to signal.")
    if conn.peer != 0 and to != 0:
        raise SignalError("Guests signal the host only.")
    data = msg.get("data")
    if not isinstance(data, dict):
        raise SignalError("a signal carries a table of data (an offer, an answer or a candidate)")
    return to, data


def count_connection_join(conn: "Connection", now: float) -> None:
    """Count a join attempt against ``conn``; refuse one past :data:`JOINS_PER_CONNECTION` in the window."""
    conn.joins = recent(conn.joins, now, JOIN_WINDOW_S)
    if len(conn.joins) >= JOINS_PER_CONNECTION:
        raise SignalError(TOO_MANY_JOINS)
    conn.joins.append(now)


def recent(times: list[float], now: float, window: float) -> list[float]:
    """Return the times within ``window`` seconds before ``now``."""
    return [t for t in times if now - t < window]


def count_message(conn: "Connection", now: float) -> None:
    """Count one message from ``conn``; refuse it past :data:`MESSAGES_PER_WINDOW` in the window."""
    conn.messages = recent(conn.messages, now, MESSAGE_WINDOW_S)
    if len(conn.messages) >= MESSAGES_PER_WINDOW:
        raise SignalError("Too many messages; slow down.")
    conn.messages.append(now)


def parse(text: Any) -> dict:
    """Return a message's JSON table, or raise SignalError saying what is wrong."""
    if not isinstance(text, str):
        raise SignalError("messages are JSON text")
    if len(text.encode("utf-8")) > MAX_MESSAGE:
        raise SignalError(f"a message is at most {MAX_MESSAGE} bytes")
    if depth(text.encode("utf-8", "replace")) > MAX_DEPTH:
        raise SignalError(f"a message nests deeper than {MAX_DEPTH} levels")
    try:
        msg = json.loads(text)
    except (ValueError, RecursionError):
        raise SignalError("a message is not JSON") from None
    if not isinstance(msg, dict):
        raise SignalError("a message is a JSON table with a 't' kind")
    return msg


class Connection:
    """One signalling connection: where it sits and how to send it a message."""

    def __init__(self, send: Callable[[dict], None], address: str = "") -> None:
        self._send = send
        self.address = address          # where it comes from, for the join limit shared by an address
        self.room: "str | None" = None
        self.peer = -1
        self.joins: list[float] = []        # the times of its recent join attempts
        self.messages: list[float] = []     # ...and of its recent messages

    def send(self, msg: dict) -> None:
        self._send(msg)




class Hub(Protocol):
    """Where a signalling connection's messages go: this process's :class:`Rooms`, or Redis's."""

    async def start(self) -> None: ...
    async def stop(self) -> None: ...
    async def receive(self, conn: Connection, text: str) -> None: ...
    async def depart(self, conn: Connection) -> None: ...


def hub_from_environment() -> Hub:
    """Return Redis's rooms when ``PARLOR_REDIS_URL`` is set, else this process's own."""
    url = os.environ.get("PARLOR_REDIS_URL")
    if not url:
        return Rooms()
    from server.redis_rooms import RedisRooms   # only a server that shares its rooms needs redis
    return RedisRooms(url)


async def websocket(request: web.Request, hub: Hub) -> web.StreamResponse:
    """Serve one signalling WebSocket until it closes.

    A frame over :data:`MAX_MESSAGE` closes the socket with 1009, text that is not UTF-8
    with 1007 (aiohttp's reader enforces both); a binary frame is answered with an error.
    """
    ws = web.WebSocketResponse(max_msg_size=MAX_MESSAGE, compress=False, heartbeat=30.0)
    await ws.prepare(request)
    outbox: "asyncio.Queue[dict | None]" = asyncio.Queue()
    conn = Connection(outbox.put_nowait, request.remote or "")

    async def write() -> None:
        while (msg := await outbox.get()) is not None:
            try:
                await ws.send_str(json.dumps(msg))
            except (ConnectionError, RuntimeError):
                return

    writer = asyncio.create_task(write())
    try:
        async for message in ws:
            if message.type == WSMsgType.TEXT:
                await hub.receive(conn, message.data)
            elif message.type == WSMsgType.BINARY:
                conn.send({"t": "error", "error": "only text messages are relayed"})
            else:
                break
    finally:
        await hub.depart(conn)
        outbox.put_nowait(None)
        try:
            await asyncio.wait_for(writer, 1.0)
        except (asyncio.TimeoutError, ConnectionError):
            pass
    return ws
