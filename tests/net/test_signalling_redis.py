"""Rooms through Redis: two server processes (two hubs on one real redis-server) seat players in one room.

The same script of messages gets the same answers from Redis's rooms as from one process's
(a hypothesis property over hostile scripts), and what only many processes have is checked
too: a room opened on one process is joined on another, the last seat goes to one of two
guests joining at once, the join limit per address counts every process, a code expires by
Redis's clock, and an empty room leaves nothing in Redis.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys

import pytest
import redis
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from server.redis_rooms import RedisRooms
from server.signalling import JOINS_PER_ADDRESS, MESSAGES_PER_WINDOW, Connection, Rooms
from tests.net.relays import free_port, redis_server
from tests.net.test_signalling import fixed_codes


@pytest.fixture(scope="module")
def url():
    with redis_server() as u:
        yield u


@pytest.fixture
def clean(url):
    redis.Redis.from_url(url).flushdb()
    return url


def conn(address="10.0.0.1"):
    box = []
    return Connection(box.append, address), box


async def settle(*boxes):
    """Wait until no answer has arrived for 30 ms (messages between processes go through Redis)."""
    sizes = None
    for _ in range(200):
        now = [len(b) for b in boxes]
        if now == sizes:
            return
        sizes = now
        await asyncio.sleep(0.03)


async def hubs(url, *codes, n=2, **kw):
    made = [RedisRooms(url, new_code=fixed_codes(*codes) if codes else None, **kw) for _ in range(n)]
    for hub in made:
        await hub.start()
    return made


async def stop(*made):
    for hub in made:
        await hub.stop()


def test_players_on_two_processes_meet_relay_and_leave(clean):
    async def main():
        a, b = await hubs(clean, "ABCD")
        (host, h), (bea, bb), (cy, c), (dan, d) = conn("10.0.0.9"), conn("10.0.0.2"), conn("10.0.0.3"), conn()
        await a.receive(host, json.dumps({"t": "host", "seats": 3}))
        assert h.pop() == {"t": "room", "code": "ABCD", "peer": 0, "seats": 3}
        await b.receive(bea, '{"t": "join", "code": "abcd"}')
        assert bb.pop() == {"t": "joined", "code": "ABCD", "peer": 1, "seats": 3}
        await settle(h)
        assert h.pop() == {"t": "peer", "peer": 1}
        await a.receive(cy, '{"t": "join", "code": "ABCD"}')
        assert c.pop()["peer"] == 2 and h.pop() == {"t": "peer", "peer": 2}
        await b.receive(dan, '{"t": "join", "code": "ABCD"}')
        assert d.pop() == {"t": "error", "error": "The room ABCD is full (3 seats)."}
        offer = {"type": "offer", "sdp": "v=0 " + "a" * 3000}
        await b.receive(bea, json.dumps({"t": "signal", "to": 0, "data": offer}))
        await settle(h)
        assert h.pop() == {"t": "signal", "from": 1, "data": offer}
        await a.receive(host, '{"t": "signal", "to": 1, "data": {"candidate": "c"}}')
        await settle(bb)
        assert bb.pop() == {"t": "signal", "from": 0, "data": {"candidate": "c"}}
        await b.receive(bea, '{"t": "signal", "to": 2, "data": {}}')
        assert bb.pop() == {"t": "error", "error": "Guests signal the host only."}
        await b.depart(bea)
        await settle(h, c)
        assert h.pop() == {"t": "left", "peer": 1} and c.pop() == {"t": "left", "peer": 1}
        await b.receive(dan, '{"t": "join", "code": "ABCD"}')
        assert d.pop()["peer"] == 1                                  # the freed seat is taken again
        r = redis.Redis.from_url(clean)
        assert r.zcard("parlor:rooms") == 1
        for hub, who in ((a, host), (a, cy), (b, dan)):
            await hub.depart(who)
        assert r.keys("parlor:room:*") == [] and r.zcard("parlor:rooms") == 0   # the empty room is forgotten
        await stop(a, b)

    asyncio.run(asyncio.wait_for(main(), 30))


def test_two_guests_on_two_processes_race_for_the_last_seat(clean):
    async def main():
        a, b = await hubs(clean, "ABCD")
        (host, _), (g1, b1), (g2, b2) = conn("10.0.0.9"), conn("10.0.0.2"), conn("10.0.0.3")
        await a.receive(host, '{"t": "host", "seats": 2}')
        await asyncio.gather(a.receive(g1, '{"t": "join", "code": "ABCD"}'), b.receive(g2, '{"t": "join", "code": "ABCD"}'))
        answers = sorted([b1.pop()["t"], b2.pop()["t"]])
        assert answers == ["error", "joined"]
        await stop(a, b)

    asyncio.run(asyncio.wait_for(main(), 30))


def test_the_join_limit_per_address_counts_every_process(clean):
    async def main():
        a, b = await hubs(clean, "ABCD")
        host, _ = conn("10.0.0.9")
        await a.receive(host, '{"t": "host", "seats": 3}')
        for i in range(JOINS_PER_ADDRESS):
            guesser, box = conn()                                    # a fresh connection each time, alternating processes
            await (a, b)[i % 2].receive(guesser, '{"t": "join", "code": "ZZZZ"}')
            assert box.pop()["error"] == "The room ZZZZ does not exist."
        late, box = conn()
        await b.receive(late, '{"t": "join", "code": "ABCD"}')
        assert box.pop()["error"].startswith("Too many attempts to join")
        other, box = conn("10.0.0.2")
        await a.receive(other, '{"t": "join", "code": "ABCD"}')
        assert box.pop()["t"] == "joined"
        assert 0 < redis.Redis.from_url(clean).ttl("parlor:joins:10.0.0.1") <= 60   # the count forgets itself
        await stop(a, b)

    asyncio.run(asyncio.wait_for(main(), 30))


def test_a_code_expires_by_the_clock_of_redis(clean):
    async def main():
        a, b = await hubs(clean, "ABCD", code_ttl=1)
        host, _ = conn("10.0.0.9")
        await a.receive(host, '{"t": "host", "seats": 3}')
        early, box = conn("10.0.0.3")
        await b.receive(early, '{"t": "join", "code": "ABCD"}')
        assert box.pop()["t"] == "joined"
        await asyncio.sleep(2.2)
        late, box = conn("10.0.0.4")
        await b.receive(late, '{"t": "join", "code": "ABCD"}')
        assert box.pop() == {"t": "error", "error": "The room code ABCD has expired; the host can open a new room."}
        await stop(a, b)

    asyncio.run(asyncio.wait_for(main(), 30))


def test_an_unreachable_redis_is_an_answer_in_words_not_a_crash(clean):
    async def main():
        hub = RedisRooms("redis://127.0.0.1:1/0")
        c, box = conn()
        await hub.receive(c, '{"t": "host"}')
        assert box.pop() == {"t": "error", "error": "The rooms are out of reach just now; try again in a moment."}
        assert c.room is None
        await hub.redis.aclose()

    asyncio.run(asyncio.wait_for(main(), 30))


def test_messages_past_the_rate_are_refused_on_every_process(clean):
    async def main():
        (a,) = await hubs(clean, "ABCD", n=1)
        host, box = conn()
        for _ in range(MESSAGES_PER_WINDOW):
            await a.receive(host, '{"t": "dance"}')
        assert box[-1]["error"].startswith("unknown message")
        await a.receive(host, '{"t": "host"}')
        assert box[-1] == {"t": "error", "error": "Too many messages; slow down."} and host.room is None
        await stop(a)

    asyncio.run(asyncio.wait_for(main(), 30))


def test_processes_listen_again_after_redis_restarts():
    """Redis restarted (empty: the test runs it without saving) still carries messages between processes."""
    port = free_port()

    async def main():
        with redis_server(port) as url:
            a, b = await hubs(url)
        with redis_server(port):
            (host, h), (guest, g) = conn("10.0.0.9"), conn("10.0.0.2")
            for _ in range(100):                                     # the first tries may find the socket closed
                await a.receive(host, '{"t": "host"}')
                if h.pop()["t"] == "room":
                    break
                await asyncio.sleep(0.1)
            await b.receive(guest, json.dumps({"t": "join", "code": host.room}))
            assert g.pop()["t"] == "joined"
            for _ in range(100):                                     # a's listener may still be waiting to reconnect
                if h:
                    break
                await asyncio.sleep(0.1)
            assert h == [{"t": "peer", "peer": 1}]                    # published by b, heard by a's listener
            await stop(a, b)

    asyncio.run(asyncio.wait_for(main(), 60))


def test_a_server_process_that_cannot_reach_redis_says_so():
    proc = subprocess.run([sys.executable, "-m", "server", "--port", "0"], capture_output=True, text=True, timeout=60,
                          env={**os.environ, "PARLOR_REDIS_URL": f"redis://127.0.0.1:{free_port()}/0"})
    assert proc.returncode != 0 and "cannot reach Redis at PARLOR_REDIS_URL" in proc.stderr


texts = st.one_of(
    st.sampled_from(['{"t": "host", "seats": 3}', '{"t": "join", "code": "ABCD"}', '{"t": "leave"}']),
    st.sampled_from(['{"t": "host", "seats": 3}', '{"t": "host"}', '{"t": "host", "seats": 9}', '{"t": "join", "code": "ABCD"}',
                     '{"t": "join", "code": "efgh"}', '{"t": "join", "code": "NOPE"}', '{"t": "join", "code": 5}',
                     '{"t": "leave"}', '{"t": "dance"}', "not json", "[" * 40 + "]" * 40]),
    st.builds(lambda to, data: json.dumps({"t": "signal", "to": to, "data": data}),
              st.integers(-1, 3) | st.booleans() | st.none(), st.none() | st.just({"sdp": "x"}) | st.just([1])),
)


@settings(max_examples=40, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.tuples(st.integers(0, 3), texts), min_size=1, max_size=12))
@example([(0, '{"t": "host", "seats": 3}'), (1, '{"t": "join", "code": "abcd"}'), (2, '{"t": "join", "code": "ABCD"}'),
          (3, '{"t": "join", "code": "ABCD"}'), (1, '{"t": "signal", "to": 0, "data": {"sdp": "x"}}'),
          (0, '{"t": "signal", "to": 2, "data": {"sdp": "x"}}'), (2, '{"t": "signal", "to": 1, "data": {}}'),
          (1, '{"t": "leave"}'), (3, '{"t": "join", "code": "ABCD"}'), (0, '{"t": "leave"}'), (2, '{"t": "leave"}'),
          (3, '{"t": "leave"}'), (3, '{"t": "join", "code": "ABCD"}')])
def test_redis_rooms_answer_every_script_as_one_process_does(clean, script):
    """Four connections over two processes get the very answers one process's rooms give, in order."""
    async def run_redis():
        redis.Redis.from_url(clean).flushdb()
        a, b = await hubs(clean, "ABCD", "EFGH", "JKLM", "PQRS")
        pairs = [conn(f"10.0.0.{i}") for i in range(4)]
        for who, text in script:
            await (a, b)[who % 2].receive(pairs[who][0], text)
            await settle(*(box for _, box in pairs))
        await stop(a, b)
        return [box for _, box in pairs]

    def run_local():
        rooms = Rooms(fixed_codes("ABCD", "EFGH", "JKLM", "PQRS"))
        pairs = [conn(f"10.0.0.{i}") for i in range(4)]
        for who, text in script:
            rooms.handle(pairs[who][0], text)
        return [box for _, box in pairs]

    assert asyncio.run(asyncio.wait_for(run_redis(), 60)) == run_local()
