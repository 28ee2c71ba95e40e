"""The signalling: room codes, relaying between host and guests only, refusals, empty rooms forgotten."""

import asyncio
import base64
import json
import os
import struct

from server.signalling import MAX_MESSAGE, Connection, Rooms, accept_key, handler


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


async def _client(port):
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    key = base64.b64encode(os.urandom(16)).decode()
    writer.write(f"GET /signal HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                 f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n".encode())
    head = await reader.readuntil(b"\r\n\r\n")
    assert b"101" in head.split(b"\r\n")[0] and accept_key(key).encode() in head
    return reader, writer


def _send(writer, text, opcode=1):
    data = text.encode() if isinstance(text, str) else text
    mask = b"\x01\x02\x03\x04"
    n = len(data)
    head = struct.pack("!BB", 0x80 | opcode, 0x80 | n) if n < 126 else struct.pack("!BBH", 0x80 | opcode, 0xFE, n)
    writer.write(head + mask + bytes(b ^ mask[i & 3] for i, b in enumerate(data)))


async def _recv(reader):
    b0, b1 = await reader.readexactly(2)
    n = b1 & 0x7F
    if n == 126:
        n = struct.unpack("!H", await reader.readexactly(2))[0]
    data = await reader.readexactly(n)
    return b0 & 0x0F, data


def test_the_websocket_relays_between_two_connections():
    async def main():
        from server.app import Server

        rooms = Rooms(fixed_codes("QRST"))
        server = Server()
        server.upgrade("/signal", lambda req, r, w: handler(req, r, w, rooms))
        srv = await asyncio.start_server(server.handle, "127.0.0.1", 0)
        port = srv.sockets[0].getsockname()[1]
        (hr, hw), (gr, gw) = await _client(port), await _client(port)
        _send(hw, '{"t": "host", "seats": 2}')
        assert json.loads((await _recv(hr))[1])["code"] == "QRST"
        _send(gw, '{"t": "join", "code": "QRST"}')
        assert json.loads((await _recv(gr))[1])["peer"] == 1
        assert json.loads((await _recv(hr))[1]) == {"t": "peer", "peer": 1}
        offer = {"type": "offer", "sdp": "v=0 " + "a" * 3000}
        _send(gw, json.dumps({"t": "signal", "to": 0, "data": offer}))
        assert json.loads((await _recv(hr))[1]) == {"t": "signal", "from": 1, "data": offer}
        _send(gw, b"\xff\xfe")
        assert json.loads((await _recv(gr))[1]) == {"t": "error", "error": "a message is not UTF-8 text"}
        _send(gw, "", opcode=8)                                   # the guest closes
        assert (await _recv(gr))[0] == 8
        assert json.loads((await _recv(hr))[1]) == {"t": "left", "peer": 1}
        _send(hw, "", opcode=8)
        await _recv(hr)
        await asyncio.sleep(0.05)
        assert rooms.rooms == {}
        for w in (hw, gw):
            w.close()
        srv.close()
        await srv.wait_closed()

    asyncio.run(asyncio.wait_for(main(), 20))


def test_an_oversized_frame_closes_the_socket_with_1009():
    async def main():
        from server.app import Server

        server = Server()
        server.upgrade("/signal", lambda req, r, w: handler(req, r, w, Rooms()))
        srv = await asyncio.start_server(server.handle, "127.0.0.1", 0)
        reader, writer = await _client(srv.sockets[0].getsockname()[1])
        writer.write(struct.pack("!BBQ", 0x81, 0xFF, MAX_MESSAGE + 1) + b"\0\0\0\0")
        opcode, data = await _recv(reader)
        assert opcode == 8 and struct.unpack("!H", data[:2])[0] == 1009
        assert data[2:] == f"a message is at most {MAX_MESSAGE} bytes".encode()
        writer.close()
        srv.close()
        await srv.wait_closed()

    asyncio.run(asyncio.wait_for(main(), 20))


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
