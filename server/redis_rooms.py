"""Signalling rooms kept in Redis, so players connected to different server processes meet in one room.

The same protocol, checks and refusals as :class:`server.signalling.Rooms` (the shared
checks live there), with the rooms in Redis instead of this process's memory:

* a room is the hash ``parlor:room:<CODE>``: ``seats``, ``opened`` (Redis's own clock, so
  every process agrees when a code expires) and ``m<peer>``, the process holding that
  peer's connection. Hosting, joining and leaving are Lua scripts, so two guests joining
  at once through two processes never take the same seat;
* every process subscribes to its own channel ``parlor:node:<id>``; a message for a peer is
  published on the channel of the process that holds it (or handed over directly when that
  is this process), so no process hears a room it has nobody in;
* the open rooms are the sorted set ``parlor:rooms`` (score: when the room's lease ends),
  bounded by :data:`~server.signalling.MAX_ROOMS` over all processes; a room's lease
  (:data:`ROOM_LEASE_S`) is renewed by every join, so a room whose process died without
  saying so is forgotten when its lease runs out;
* joins are limited per connection in its process and per address in Redis (a counter per
  address and window, ``parlor:joins:<address>``), shared by every process.
"""

from __future__ import annotations

import asyncio
import json
import secrets
import time
from typing import Any, Callable

import redis.asyncio as aioredis
from redis.exceptions import RedisError

from server.signalling import (CODE_LENGTH, CODE_LETTERS, CODE_TTL_S, JOIN_WINDOW_S, JOINS_PER_ADDRESS, MAX_ROOMS,
                               TOO_MANY_JOINS, Connection, SignalError, count_connection_join, count_message,
                               join_code, parse, seat_count, signal_data, target)

ROOM_LEASE_S = 24 * 60 * 60     # a room nobody joins for a day is forgotten
RECONNECT_S = 1.0               # the pause before listening again after Redis went away

# KEYS: room, rooms; ARGV: seats, node, lease, max rooms, code
HOST = """
local now = tonumber(redis.call('TIME')[1])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[4]) then return 'full' end
if redis.call('EXISTS', KEYS[1]) == 1 then return 'taken' end
redis.call('HSET', KEYS[1], 'seats', ARGV[1], 'opened', now, 'm0', ARGV[2])
redis.call('EXPIRE', KEYS[1], ARGV[3])
redis.call('ZADD', KEYS[2], now + tonumber(ARGV[3]), ARGV[5])
return 'ok'
"""

# KEYS: room, rooms; ARGV: node, code ttl, lease, code -> {status, peer, seats, host's node}
JOIN = """
if redis.call('EXISTS', KEYS[1]) == 0 then return {'none'} end
local now = tonumber(redis.call('TIME')[1])
if now - tonumber(redis.call('HGET', KEYS[1], 'opened')) > tonumber(ARGV[2]) then return {'expired'} end
local seats = tonumber(redis.call('HGET', KEYS[1], 'seats'))
for p = 1, seats - 1 do
  if redis.call('HSETNX', KEYS[1], 'm' .. p, ARGV[1]) == 1 then
    redis.call('EXPIRE', KEYS[1], ARGV[3])
    redis.call('ZADD', KEYS[2], now + tonumber(ARGV[3]), ARGV[4])
    return {'joined', tostring(p), tostring(seats), redis.call('HGET', KEYS[1], 'm0') or ''}
  end
end
return {'full', tostring(seats)}
"""

# KEYS: room, rooms; ARGV: peer, node, code -> the peers left and their nodes, flat
LEAVE = """
if redis.call('HGET', KEYS[1], 'm' .. ARGV[1]) ~= ARGV[2] then return {} end
redis.call('HDEL', KEYS[1], 'm' .. ARGV[1])
local out = {}
local all = redis.call('HGETALL', KEYS[1])
for i = 1, #all, 2 do
  if string.sub(all[i], 1, 1) == 'm' then
    table.insert(out, string.sub(all[i], 2))
    table.insert(out, all[i + 1])
  end
end
if #out == 0 then
  redis.call('DEL', KEYS[1])
  redis.call('ZREM', KEYS[2], ARGV[3])
end
return out
"""


class RedisRooms:
    """The signalling's rooms in Redis, for a server that runs as many processes (a :class:`Hub`)."""

    def __init__(self, url: str, new_code: "Callable[[], str] | None" = None, prefix: str = "parlor:",
                 code_ttl: int = CODE_TTL_S, max_rooms: int = MAX_ROOMS,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.redis = aioredis.from_url(url, decode_responses=True)
        self.new_code = new_code or (lambda: "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH)))
        self.prefix = prefix
        self.code_ttl = code_ttl
        self.max_rooms = max_rooms
        self.clock = clock
        self.node = secrets.token_hex(8)
        self.local: dict[tuple[str, int], Connection] = {}      # (code, peer) -> this process's connection
        self.host_script = self.redis.register_script(HOST)
        self.join_script = self.redis.register_script(JOIN)
        self.leave_script = self.redis.register_script(LEAVE)
        self.pubsub: Any = None
        self.listener: "asyncio.Task[None] | None" = None

    def key(self, *parts: str) -> str:
        return self.prefix + ":".join(parts)

    async def start(self) -> None:
        """Subscribe to this process's channel and deliver what arrives on it."""
        self.pubsub = self.redis.pubsub()
        try:
            await self.pubsub.subscribe(self.key("node", self.node))
        except RedisError as e:
            raise SystemExit(f"cannot reach Redis at PARLOR_REDIS_URL: {e}") from None
        self.listener = asyncio.create_task(self._listen())

    async def stop(self) -> None:
        """Stop listening and close the connections to Redis."""
        if self.listener is not None:
            self.listener.cancel()
            try:
                await self.listener
            except (asyncio.CancelledError, RedisError):
                pass
        if self.pubsub is not None:
            await self.pubsub.aclose()
        await self.redis.aclose()

    async def _listen(self) -> None:
        while True:
            try:
                async for message in self.pubsub.listen():
                    self._arrived(message)
            except RedisError:
                # Redis went away: the client reconnects and subscribes again on the next read;
                # what was published meanwhile is lost, and the peers' own retries cover it
                await asyncio.sleep(RECONNECT_S)

    def _arrived(self, message: dict) -> None:
        if message.get("type") != "message":
            return
        try:
            envelope = json.loads(message["data"])
            conn = self.local.get((envelope["code"], envelope["peer"]))
        except (ValueError, KeyError, TypeError):
            return
        if conn is not None:
            conn.send(envelope["msg"])

    async def _deliver(self, code: str, peer: int, node: str, msg: dict) -> None:
        if node == self.node:
            conn = self.local.get((code, peer))
            if conn is not None:
                conn.send(msg)
        elif node:
            await self.redis.publish(self.key("node", node), json.dumps({"code": code, "peer": peer, "msg": msg}))

    # -- the Hub -------------------------------------------------------------------------
    async def receive(self, conn: Connection, text: str) -> None:
        """Act on one text message from ``conn``; answer errors to it, never raise."""
        try:
            count_message(conn, self.clock())
            msg = parse(text)
            kind = msg.get("t")
            if kind == "host":
                await self._host(conn, msg)
            elif kind == "join":
                await self._join(conn, msg)
            elif kind == "signal":
                await self._signal(conn, msg)
            elif kind == "leave":
                await self.depart(conn)
            else:
                raise SignalError(f"unknown message {kind!r}: expected host, join, signal or leave")
        except SignalError as e:
            conn.send({"t": "error", "error": str(e)})
        except RedisError:
            conn.send({"t": "error", "error": "The rooms are out of reach just now; try again in a moment."})

    async def _host(self, conn: Connection, msg: dict) -> None:
        if conn.room:
            raise SignalError(f"This connection is already in room {conn.room}.")
        seats = seat_count(msg)
        for _ in range(32):
            code = self.new_code()
            answer = await self.host_script(keys=[self.key("room", code), self.key("rooms")],
                                            args=[seats, self.node, ROOM_LEASE_S, self.max_rooms, code])
            if answer == "full":
                raise SignalError("The server has too many open rooms; try again later.")
            if answer == "ok":
                break
        else:
            raise SignalError("The server has too many open rooms; try again later.")
        conn.room, conn.peer = code, 0
        self.local[(code, 0)] = conn
        conn.send({"t": "room", "code": code, "peer": 0, "seats": seats})

    async def _count_join(self, conn: Connection) -> None:
        now = self.clock()
        count_connection_join(conn, now)
        key = self.key("joins", conn.address)
        async with self.redis.pipeline(transaction=True) as pipe:
            pipe.incr(key)
            pipe.expire(key, int(JOIN_WINDOW_S), nx=True)
            tries, _ = await pipe.execute()
        if tries > JOINS_PER_ADDRESS:
            raise SignalError(TOO_MANY_JOINS)

    async def _join(self, conn: Connection, msg: dict) -> None:
        if conn.room:
            raise SignalError(f"This connection is already in room {conn.room}.")
        await self._count_join(conn)
        code = join_code(msg)
        answer = await self.join_script(keys=[self.key("room", code), self.key("rooms")],
                                        args=[self.node, self.code_ttl, ROOM_LEASE_S, code])
        if answer[0] == "none":
            raise SignalError(f"The room {code} does not exist.")
        if answer[0] == "expired":
            raise SignalError(f"The room code {code} has expired; the host can open a new room.")
        if answer[0] == "full":
            raise SignalError(f"The room {code} is full ({answer[1]} seats).")
        peer, seats, host_node = int(answer[1]), int(answer[2]), answer[3]
        conn.room, conn.peer = code, peer
        self.local[(code, peer)] = conn
        conn.send({"t": "joined", "code": code, "peer": peer, "seats": seats})
        await self._deliver(code, 0, host_node, {"t": "peer", "peer": peer})

    async def _signal(self, conn: Connection, msg: dict) -> None:
        if not conn.room:
            raise SignalError("Host or join a room before signalling.")
        named = target(msg)
        node = await self.redis.hget(self.key("room", conn.room), f"m{named}") if named is not None else None
        to, data = signal_data(conn, msg, conn.room, node is not None)
        await self._deliver(conn.room, to, str(node), {"t": "signal", "from": conn.peer, "data": data})

    async def depart(self, conn: Connection) -> None:
        """Take ``conn`` out of its room, tell the others, and forget the room once empty."""
        code, peer = conn.room, conn.peer
        conn.room = None
        if not code:
            return
        self.local.pop((code, peer), None)
        try:
            rest = await self.leave_script(keys=[self.key("room", code), self.key("rooms")], args=[peer, self.node, code])
            for other, node in zip(rest[::2], rest[1::2]):
                await self._deliver(code, int(other), node, {"t": "left", "peer": peer})
        except RedisError:
            pass   # the room's lease runs out instead
