"""Netplay signalling: room codes over a WebSocket, relaying WebRTC offers, answers and candidates.

A host asks for a room and gets a short code; a guest joins with the code and gets a peer
number. The server then relays ``signal`` messages between the host and each guest of the
same room, and nothing else: it never sees game traffic (that goes over the data
channels). It refuses malformed, oversized or deeply nested messages with a reason, seats
at most the room's seats, tells the room when someone leaves, and forgets a room once it is
empty. A code is a short rendezvous, not a password: it stops taking joins after
:data:`CODE_TTL_S`, and joins are rate-limited per connection and per address so that
guessing codes (24^4 of them) is slow.

Messages are JSON text frames::

    -> {"t": "host", "seats": 4}              <- {"t": "room", "code": "KXQD", "peer": 0, "seats": 4}
    -> {"t": "join", "code": "KXQD"}           <- {"t": "joined", "code": "KXQD", "peer": 2, "seats": 4}
                                               (the host gets {"t": "peer", "peer": 2})
    -> {"t": "signal", "to": 0, "data": {...}} (the other end gets {"t": "signal", "from": 2, "data": {...}})
    <- {"t": "left", "peer": 2}                <- {"t": "error", "error": "The room KXQD does not exist."}
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import json
import secrets
import struct
import time
from dataclasses import dataclass, field
from typing import Any, Callable

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
WS_GUID = b"258EAFA5-E914-47DA-95CA-C5AB0DC85B11"


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
            self._handle(conn, parse(text))
        except SignalError as e:
            conn.send({"t": "error", "error": str(e)})

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
        seats = msg.get("seats", 2)
        if not isinstance(seats, int) or isinstance(seats, bool) or not 2 <= seats <= MAX_SEATS:
            raise SignalError(f"a room seats 2 to {MAX_SEATS} players, not {seats!r}")
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
        recent = [t for t in conn.joins if now - t < JOIN_WINDOW_S]
        by_address = [t for t in self.joins.get(conn.address, []) if now - t < JOIN_WINDOW_S]
        for stale in [a for a, times in self.joins.items() if not times or now - times[-1] >= JOIN_WINDOW_S]:
            del self.joins[stale]
        if len(recent) >= JOINS_PER_CONNECTION or len(by_address) >= JOINS_PER_ADDRESS:
            raise SignalError("Too many attempts to join; wait a minute and check the code.")
        conn.joins = recent + [now]
        self.joins[conn.address] = by_address + [now]

    def _join(self, conn: "Connection", msg: dict) -> None:
        if conn.room:
            raise SignalError(f"This connection is already in room {conn.room}.")
        self._count_join(conn)
        code = msg.get("code")
        if not isinstance(code, str) or len(code) > 16:
            raise SignalError("a join names the room's code")
        code = code.strip().upper()
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
        to = msg.get("to")
        if not isinstance(to, int) or isinstance(to, bool) or to not in room.members or to == conn.peer:
            raise SignalError(f"There is no peer {to!r} in room {room.code} to signal.")
        if conn.peer != 0 and to != 0:
            raise SignalError("Guests signal the host only.")
        data = msg.get("data")
        if not isinstance(data, dict):
            raise SignalError("a signal carries a table of data (an offer, an answer or a candidate)")
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
        self.joins: list[float] = []

    def send(self, msg: dict) -> None:
        self._send(msg)


# -- the WebSocket (RFC 6455), just what signalling needs ---------------------------------------
def accept_key(key: str) -> str:
    """Return the Sec-WebSocket-Accept value for a client's key."""
    return base64.b64encode(hashlib.sha1(key.encode("ascii") + WS_GUID).digest()).decode("ascii")


def frame(opcode: int, payload: bytes) -> bytes:
    """Return one unmasked server frame."""
    n = len(payload)
    if n < 126:
        head = struct.pack("!BB", 0x80 | opcode, n)
    elif n < 1 << 16:
        head = struct.pack("!BBH", 0x80 | opcode, 126, n)
    else:
        head = struct.pack("!BBQ", 0x80 | opcode, 127, n)
    return head + payload


async def read_frame(reader: asyncio.StreamReader) -> tuple[int, bytes]:
    """Read one client frame; raise SignalError (with a close code) on a bad or oversized one."""
    b0, b1 = await reader.readexactly(2)
    if not b0 & 0x80 or b0 & 0x70:
        raise SignalError("fragmented or extended frames are not accepted")
    if not b1 & 0x80:
        raise SignalError("client frames must be masked")
    n = b1 & 0x7F
    if n == 126:
        n = struct.unpack("!H", await reader.readexactly(2))[0]
    elif n == 127:
        n = struct.unpack("!Q", await reader.readexactly(8))[0]
    if n > MAX_MESSAGE:
        raise SignalError(f"a message is at most {MAX_MESSAGE} bytes")
    mask = await reader.readexactly(4)
    data = bytearray(await reader.readexactly(n))
    for i in range(n):
        data[i] ^= mask[i & 3]
    return b0 & 0x0F, bytes(data)


ROOMS = Rooms()


async def handler(request: Any, reader: asyncio.StreamReader, writer: asyncio.StreamWriter,
                  rooms: "Rooms | None" = None) -> None:
    """Serve one signalling WebSocket until it closes (the server's ``upgrade`` hook)."""
    rooms = rooms or ROOMS
    key = request.headers.get("sec-websocket-key", "")
    if request.headers.get("upgrade", "").lower() != "websocket" or not key:
        writer.write(b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        await writer.drain()
        return
    writer.write(("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                  f"Sec-WebSocket-Accept: {accept_key(key)}\r\n\r\n").encode("ascii"))
    peer = writer.get_extra_info("peername")
    conn = Connection(lambda msg: writer.write(frame(1, json.dumps(msg).encode("utf-8"))),
                      str(peer[0]) if isinstance(peer, tuple) and peer else "")
    try:
        while True:
            try:
                opcode, data = await read_frame(reader)
            except SignalError as e:
                writer.write(frame(8, struct.pack("!H", 1009) + str(e).encode("utf-8")[:100]))
                break
            if opcode == 8:
                writer.write(frame(8, b""))
                break
            if opcode == 9:
                writer.write(frame(10, data))
            elif opcode == 1:
                try:
                    rooms.handle(conn, data.decode("utf-8"))
                except UnicodeDecodeError:
                    conn.send({"t": "error", "error": "a message is not UTF-8 text"})
            elif opcode != 10:
                conn.send({"t": "error", "error": "only text messages are relayed"})
            await writer.drain()
    except (ConnectionError, asyncio.IncompleteReadError):
        pass
    finally:
        rooms.leave(conn)
        try:
            await writer.drain()
        except ConnectionError:
            pass
