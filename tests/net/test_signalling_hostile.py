"""The signalling against a hostile client: nested JSON answered with an error, code guessing slowed, codes expire."""

import asyncio
import json

from server.signalling import (CODE_TTL_S, JOIN_WINDOW_S, JOINS_PER_ADDRESS, JOINS_PER_CONNECTION, Connection, Rooms,
                               handler)
from tests.net.test_signalling import _client, _recv, _send, fixed_codes

NESTED = "[" * 8000 + "]" * 8000


class Clock:
    def __init__(self):
        self.t = 1000.0

    def __call__(self):
        return self.t


def conn(address="10.0.0.1"):
    box = []
    return Connection(box.append, address), box


def test_deeply_nested_json_is_refused_with_a_reason():
    rooms = Rooms(fixed_codes("ABCD"))
    a, box = conn()
    rooms.handle(a, NESTED)
    assert box.pop() == {"t": "error", "error": "a message nests deeper than 16 levels"}
    rooms.handle(a, '{"t": "host"}')
    box.pop()
    deep_signal = '{"t": "signal", "to": 0, "data": ' + '{"a": ' * 2000 + "1" + "}" * 2000 + "}"
    rooms.handle(a, deep_signal)
    assert box.pop() == {"t": "error", "error": "a message nests deeper than 16 levels"}
    rooms.handle(a, '{"t": "x", "s": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}')           # brackets in a string are text
    assert box.pop()["error"].startswith("unknown message 'x'")


def test_nested_json_over_the_socket_gets_an_error_frame_and_the_connection_stays():
    async def main():
        from server.app import Server

        rooms = Rooms(fixed_codes("QRST"))
        server = Server()
        server.upgrade("/signal", lambda req, r, w: handler(req, r, w, rooms))
        srv = await asyncio.start_server(server.handle, "127.0.0.1", 0)
        reader, writer = await _client(srv.sockets[0].getsockname()[1])
        _send(writer, NESTED)
        opcode, data = await _recv(reader)
        assert opcode == 1 and json.loads(data) == {"t": "error", "error": "a message nests deeper than 16 levels"}
        _send(writer, '{"t": "host"}')
        assert json.loads((await _recv(reader))[1])["code"] == "QRST"
        writer.close()
        srv.close()
        await srv.wait_closed()

    asyncio.run(asyncio.wait_for(main(), 20))


def test_joins_are_rate_limited_per_connection():
    clock = Clock()
    rooms = Rooms(fixed_codes("ABCD"), clock=clock)
    host, _ = conn("10.0.0.9")
    rooms.handle(host, '{"t": "host", "seats": 3}')
    guesser, box = conn()
    for code in ["AAAA", "BBBB", "CCCC", "DDDD", "EEEE"][:JOINS_PER_CONNECTION]:
        rooms.handle(guesser, json.dumps({"t": "join", "code": code}))
        assert box.pop()["error"] == f"The room {code} does not exist."
    rooms.handle(guesser, '{"t": "join", "code": "ABCD"}')                # the right code, too late
    assert box.pop() == {"t": "error", "error": "Too many attempts to join; wait a minute and check the code."}
    assert guesser.room is None and list(rooms.rooms["ABCD"].members) == [0]
    clock.t += JOIN_WINDOW_S
    rooms.handle(guesser, '{"t": "join", "code": "ABCD"}')
    assert box.pop()["t"] == "joined"


def test_joins_are_rate_limited_per_address():
    clock = Clock()
    rooms = Rooms(fixed_codes("ABCD"), clock=clock)
    host, _ = conn("10.0.0.9")
    rooms.handle(host, '{"t": "host", "seats": 3}')
    tries = 0
    while tries < JOINS_PER_ADDRESS:
        c, box = conn()                                                    # a fresh connection each time
        for _ in range(2):
            rooms.handle(c, '{"t": "join", "code": "ZZZZ"}')
            assert box.pop()["error"] == "The room ZZZZ does not exist."
            tries += 1
    c, box = conn()
    rooms.handle(c, '{"t": "join", "code": "ABCD"}')
    assert box.pop()["error"].startswith("Too many attempts to join")
    other, box = conn("10.0.0.2")                                          # another address is not held up
    rooms.handle(other, '{"t": "join", "code": "ABCD"}')
    assert box.pop()["t"] == "joined"


def test_a_code_expires():
    clock = Clock()
    rooms = Rooms(fixed_codes("ABCD"), clock=clock)
    host, _ = conn("10.0.0.9")
    rooms.handle(host, '{"t": "host", "seats": 3}')
    clock.t += CODE_TTL_S
    early, box = conn("10.0.0.3")
    rooms.handle(early, '{"t": "join", "code": "ABCD"}')
    assert box.pop()["t"] == "joined"
    clock.t += 1
    late, box = conn("10.0.0.4")
    rooms.handle(late, '{"t": "join", "code": "ABCD"}')
    assert box.pop() == {"t": "error", "error": "The room code ABCD has expired; the host can open a new room."}
    assert list(rooms.rooms["ABCD"].members) == [0, 1]                     # the room itself plays on
