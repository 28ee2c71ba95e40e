"""Measure the signalling's round trip: host and guest in one process's rooms, and on two servers sharing a Redis.

Two aiohttp servers on loopback (in this one Python process, each with its own rooms), a
host WebSocket on the first and a guest on the second when they share a Redis (a throwaway
`redis-server`, `tests/net/relays.py`), or both on the first alone. The guest signals the
host, the host signals back: the time of that round trip, median and p99 over N trips.
Run: `.venv/bin/python bench/signalling.py [N]`.
"""

from __future__ import annotations

import asyncio
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from aiohttp import ClientSession, web  # noqa: E402

from server.app import Server  # noqa: E402
from server.redis_rooms import RedisRooms  # noqa: E402
from server.signalling import Rooms  # noqa: E402
from tests.net.relays import redis_server  # noqa: E402


async def serving(rooms) -> tuple[web.AppRunner, int]:
    runner = web.AppRunner(Server(rooms=rooms).app(), access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    return runner, runner.addresses[0][1]


async def trips(host_port: int, guest_port: int, n: int) -> list[float]:
    async with ClientSession() as session:
        host = await session.ws_connect(f"http://127.0.0.1:{host_port}/signal")
        guest = await session.ws_connect(f"http://127.0.0.1:{guest_port}/signal")
        await host.send_str('{"t": "host", "seats": 2}')
        code = json.loads((await host.receive()).data)["code"]
        await guest.send_str(json.dumps({"t": "join", "code": code}))
        await guest.receive()
        await host.receive()
        times = []
        for i in range(n):
            start = time.perf_counter()
            await guest.send_str(json.dumps({"t": "signal", "to": 0, "data": {"candidate": f"c{i}"}}))
            await host.receive()
            await host.send_str(json.dumps({"t": "signal", "to": 1, "data": {"candidate": f"c{i}"}}))
            await guest.receive()
            times.append((time.perf_counter() - start) * 1000)
            await asyncio.sleep(0.09)          # under the rate limit: 120 messages in 10 s a connection
        await host.close()
        await guest.close()
    return times


def line(name: str, times: list[float]) -> str:
    p99 = sorted(times)[max(0, round(len(times) * 0.99) - 1)]
    return f"{name:<32} {statistics.median(times):7.2f} ms median {p99:7.2f} ms p99  ({len(times)} round trips)"


async def main(n: int) -> None:
    runner, port = await serving(Rooms())
    print(line("one process, rooms in memory", await trips(port, port, n)))
    await runner.cleanup()
    with redis_server() as url:
        (a, pa), (b, pb) = await serving(RedisRooms(url)), await serving(RedisRooms(url))
        print(line("two servers through Redis", await trips(pa, pb, n)))
        await a.cleanup()
        await b.cleanup()


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]) if len(sys.argv) > 1 else 100))
