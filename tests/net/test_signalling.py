"""The signalling: room codes, relaying between host and guests only, refusals, empty rooms forgotten."""

import asyncio
import json

from aiohttp import ClientSession, WSMsgType

from server.signalling import MAX_MESSAGE, MESSAGE_WINDOW_S, MESSAGES_PER_WINDOW, Connection, Rooms


class Clock:
    def __init__(self):
        self.t = 1000.0

    def __call__(self):
        return self.t


def conns(n):
    boxes = [[] for _ in range(n)]
    return [Connection(box.append) for box in boxes], boxes


def fixed_codes(*codes):
    it = iter(codes)
    return lambda: next(it)


def test_host_join_relay_leave():
    rooms = Rooms(fixed_codes("ABCD", "WXYZ"))
    (host, bea, cy, dan), (h, b, c, d) = conns(4)
    rooms.handle(host, json.dumps({"t": "host", "seats": 3}))
    assert h.pop() == {"t": "room", "code": "ABCD", "peer": 0, "seats": 3}
    rooms.handle(bea, '{"t": "join", "code": "abcd"}')
    assert b.pop() == {"t": "joined", "code": "ABCD", "peer": 1, "seats": 3} and h.pop() == {"t": "peer", "peer": 1}
    rooms.handle(cy, '{"t": "join", "code": "ABCD"}')
    assert c.pop()["peer"] == 2 and h.pop() == {"t": "peer", "peer": 2}
    rooms.handle(dan, '{"t": "join", "code": "ABCD"}')
    assert d.pop() == {"t": "error", "error": "The room ABCD is full (3 seats)."}
    rooms.handle(bea, '{"t": "signal", "to": 0, "data": {"sdp": "offer"}}')
    assert h.pop() == {"t": "signal", "from": 1, "data": {"sdp": "offer"}}
    rooms.handle(host, '{"t": "signal", "to": 2, "data": {"candidate": "c"}}')
    assert c.pop() == {"t": "signal", "from": 0, "data": {"candidate": "c"}}
    rooms.handle(bea, '{"t": "signal", "to": 2, "data": {}}')
    assert b.pop() == {"t": "error", "error": "Guests signal the host only."}
    rooms.handle(dan, '{"t": "signal", "to": 0, "data": {}}')
    assert d.pop() == {"t": "error", "error": "Host or join a room before signalling."}
    rooms.leave(bea)
    assert h.pop() == {"t": "left", "peer": 1} and c.pop() == {"t": "left", "peer": 1}
    rooms.handle(dan, '{"t": "join", "code": "ABCD"}')
    assert d.pop()["peer"] == 1                              # the freed seat is taken again
    for conn in (host, cy, dan):
        rooms.leave(conn)
    assert rooms.rooms == {}                                 # the empty room is forgotten


def test_malformed_and_oversized_messages_are_refused_with_a_reason():
    rooms = Rooms(fixed_codes("ABCD"))
    (a,), (box,) = conns(1)
    for text, reason in [
        ("not json", "a message is not JSON"),
        ("[1, 2]", "a message is a JSON table with a 't' kind"),
        ('{"t": "dance"}', "unknown message 'dance': expected host, join, signal or leave"),
        ('{"t": "host", "seats": 9}', "a room seats 2 to 6 players, not 9"),
        ('{"t": "join", "code": 5}', "a join names the room's code"),
        ('{"t": "join", "code": "NOPE"}', "The room NOPE does not exist."),
        ("x" * (MAX_MESSAGE + 1), f"a message is at most {MAX_MESSAGE} bytes"),
    ]:
        rooms.handle(a, text)
        assert box.pop() == {"t": "error", "error": reason}
    assert rooms.rooms == {}
    rooms.handle(a, '{"t": "host"}')
    rooms.handle(a, '{"t": "signal", "to": 0, "data": {}}')
    assert box.pop() == {"t": "error", "error": "There is no peer 0 in room ABCD to signal."}


async def serving(rooms):
    """Start the server app with ``rooms`` on a free loopback port; return its runner and port."""
    from aiohttp import web

    from server.app import Server

    runner = web.AppRunner(Server(rooms=rooms).app(), access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    return runner, runner.addresses[0][1]


async def _client(session, port):
    return await session.ws_connect(f"http://127.0.0.1:{port}/signal")


async def _recv(ws):
    msg = await ws.receive(timeout=10)
    return json.loads(msg.data) if msg.type == WSMsgType.TEXT else (msg.type, msg.data)


def test_the_websocket_relays_between_two_connections():
    async def main():
        rooms = Rooms(fixed_codes("QRST"))
        runner, port = await serving(rooms)
        async with ClientSession() as session:
            host, guest = await _client(session, port), await _client(session, port)
            await host.send_str('{"t": "host", "seats": 2}')
            assert (await _recv(host))["code"] == "QRST"
            await guest.send_str('{"t": "join", "code": "QRST"}')
            assert (await _recv(guest))["peer"] == 1
            assert await _recv(host) == {"t": "peer", "peer": 1}
            offer = {"type": "offer", "sdp": "v=0 " + "a" * 3000}
            await guest.send_str(json.dumps({"t": "signal", "to": 0, "data": offer}))
            assert await _recv(host) == {"t": "signal", "from": 1, "data": offer}
            await guest.send_bytes(b"\x01\x02")
            assert await _recv(guest) == {"t": "error", "error": "only text messages are relayed"}
            await guest.close()                                       # the guest closes
            assert await _recv(host) == {"t": "left", "peer": 1}
            await host.close()
            await asyncio.sleep(0.05)
            assert rooms.rooms == {}
        await runner.cleanup()

    asyncio.run(asyncio.wait_for(main(), 20))


def test_an_oversized_frame_closes_the_socket_with_1009_and_bad_utf8_with_1007():
    async def main():
        runner, port = await serving(Rooms())
        async with ClientSession() as session:
            ws = await _client(session, port)
            await ws.send_str("x" * (MAX_MESSAGE + 1))
            assert await _recv(ws) == (WSMsgType.CLOSE, 1009)
            ws = await _client(session, port)
            await ws.send_frame(b"\xff\xfe", WSMsgType.TEXT)            # RFC 6455: invalid UTF-8 fails the socket
            assert await _recv(ws) == (WSMsgType.CLOSE, 1007)
            ws = await _client(session, port)                          # the server goes on
            await ws.send_str('{"t": "host"}')
            assert (await _recv(ws))["t"] == "room"
            await ws.close()
        await runner.cleanup()

    asyncio.run(asyncio.wait_for(main(), 20))


def test_messages_past_the_rate_are_refused_and_the_window_reopens():
    clock = Clock()
    rooms = Rooms(fixed_codes("ABCD"), clock=clock)
    (a,), (box,) = conns(1)
    rooms.handle(a, '{"t": "host"}')
    for _ in range(MESSAGES_PER_WINDOW - 1):
        rooms.handle(a, '{"t": "signal", "to": 0, "data": {}}')
    assert box[-1]["error"].startswith("There is no peer 0")
    before = len(box)
    rooms.handle(a, '{"t": "leave"}')
    assert box[before:] == [{"t": "error", "error": "Too many messages; slow down."}] and a.room == "ABCD"
    clock.t += MESSAGE_WINDOW_S
    rooms.handle(a, '{"t": "leave"}')
    assert a.room is None and rooms.rooms == {}


def test_the_seat_ceiling_is_the_largest_table_a_mode_seats():
    """One source: the server hosts a room of the largest mode's max_seats and refuses one more."""
    from pycore.modes.registry import MODES
    most = max(spec.max_seats for spec in MODES.values())
    rooms = Rooms(fixed_codes("ABCD", "EFGH"))
    (a, b), (box_a, box_b) = conns(2)
    rooms.handle(a, f'{{"t": "host", "seats": {most + 1}}}')
    assert box_a.pop() == {"t": "error", "error": f"a room seats 2 to {most} players, not {most + 1}"}
    rooms.handle(b, f'{{"t": "host", "seats": {most}}}')
    assert box_b.pop()["seats"] == most
