"""The wire format: every message round-trips; malformed, truncated and oversized bytes are refused with a reason."""

import zlib

import pytest

from pycore.kernel.mode import Netplay
from pycore.kernel.session import Seat
from pycore.modes.registry import MODES
from pycore.net import codec
from pycore.net.codec import (MAX_MESSAGE, MAX_RUN, MAX_SEATS, Bye, Desync, Hello, Inputs, Lobby, Pads, Ping, Pong,
                              Ready, Reveal, Start, Trade, View, WireError, decode, encode)
from pycore.net.lockstep import Lockstep
from tests.net.sim import Dash

SAMPLES = [
    Hello("Ada"),
    Lobby("practice-golf", "Golf", Netplay.LOCKSTEP, ((0, "Ada", True), (3, "Bea", False), (-1, "Regular AI", True)), 1),
    Ready(True),
    Start(Netplay.LOCKSTEP, "practice-races", "practice", ("human", "human", "ai:expert"), ("Ada", "Bea", ""), (0, 4, -1), 1, 4, 2**64 - 1, b"", 30),
    Start(Netplay.HOSTED, "practice-poker", "practice", ("human", "human"), ("Ada", "Bea"), (0, 1), 0, 0, 0, bytes(range(32)), 30),
    Ping(123456789),
    Pong(0),
    Inputs((6, 300, 0), ((1, 290, (0, 0xFFFF, 16)), (0, 299, (64,))), ((1, 291, {"do": "pick", "card": 3}),),
           ((270, 2**64 - 1), (300, 5)), ((2, 310),)),
    Desync(300, 1, 0xDEAD, 2, 0xBEEF),
    Pads(3, 1000, (1, 2, 3), ((7, {"do": "fold"}),)),
    View(99, 4, 1000, 7, zlib.compress(b'{"pot":10}'), True),
    Reveal(42, bytes(16), 7, zlib.compress(b"{}")),
    Bye("The room is full."),
    Trade(3, 2, b"\x01\x04\x01"),
]


@pytest.mark.parametrize("msg", SAMPLES, ids=lambda m: type(m).__name__)
def test_every_message_round_trips(msg):
    assert decode(encode(msg)) == msg


@pytest.mark.parametrize("msg", SAMPLES, ids=lambda m: type(m).__name__)
def test_every_truncation_is_refused_with_a_reason(msg):
    data = encode(msg)
    for cut in range(len(data)):
        with pytest.raises(WireError, match="truncated"):
            decode(data[:cut])


@pytest.mark.parametrize("msg", SAMPLES, ids=lambda m: type(m).__name__)
def test_trailing_bytes_are_refused(msg):
    with pytest.raises(WireError, match="1 bytes left over"):
        decode(encode(msg) + b"\0")


def test_a_lobby_seats_at_most_the_largest_table_a_mode_seats():
    """The codec's ceiling is ModeSpec.max_seats of the largest mode, not a number of its own."""
    most = max(spec.max_seats for spec in MODES.values())
    rows = tuple((k, f"P{k}", True) for k in range(most))
    assert decode(encode(Lobby("x", "X", Netplay.HOSTED, rows, 0))).seats == rows
    with pytest.raises(WireError, match=f"seats is {most + 1}, at most {most}"):
        decode(encode(Lobby("x", "X", Netplay.HOSTED, rows + ((most, "One more", True),), 0)))


def test_an_input_packet_is_small():
    # four seats' acks, one run of three frames, a checkpoint: what lockstep sends sixty times a second
    # header 4 + acks 1+4*2 + runs 1 + (seat 1, first 2, count 1, one held word 1+2) + actions 1 + checks 1+2+8 + drops 1
    assert len(encode(Inputs((400, 400, 400, 400), ((1, 398, (5, 5, 5)),), (), ((390, 2**63),)))) == 34
    # pad words are run-length coded: a changing pad costs 3 bytes a change, a held one 3 bytes in all (4 once it is held 128 frames)
    assert len(encode(Inputs((), ((1, 0, (7,) * 200),)))) == len(encode(Inputs((), ((1, 0, (7,)),)))) + 2   # two varints of 200


@pytest.mark.parametrize("data,reason", [
    (b"", "truncated: a message has at least 4 header bytes, this one 0"),
    (b"XX\x01\x01", "not a Parlor netplay message (bad magic bytes)"),
    (b"PN\x01\x01", "netplay format version 1, this build speaks version 2"),
    (b"PN\x02\x07\x00\x01\x00\x00\x03\x00\x05\x00", "a repeat of pad words in a run is 0"),
    (b"PN\x02\x07\x00\x01\x00\x00\x03\x04\x05\x00", "a repeat of pad words in a run is 4, at most 3"),
    (b"PN\x02\x63", "unknown message type 99"),
    (b"PN\x02\x03\x02", "the ready flag is 2, at most 1"),
    (b"PN\x02\x01\x02\xff\xfe", "the name is not UTF-8"),
    (b"PN\x02\x05" + b"\xff" * 9 + b"\x01", "the stamp is a varint longer than 9 bytes"),
    (b"PN\x02\x01\x41" + b"a" * 65, "the length of the name is 65, at most 64"),
    (b"PN\x02\x07\x09", f"the number of acks is 9, at most {MAX_SEATS}"),
    (b"PN\x02\x07\x00\x01\x00\x00\xf1\x01", f"the number of pad words in a run is 241, at most {MAX_RUN}"),
    (b"PN\x02\x07\x00\x00\x01\x00\x00\x02{}", "an action is not a table with a 'do' name"),
    (b"PN\x02\x07\x00\x00\x01\x00\x00\x02{x", "an action is not JSON text"),
    (b"PN\x02\x04\x00" + b"\x00" * 3 + b"\x00\x00" + b"\x00" * 8 + b"\x05abcde", "the commitment is 5 bytes"),
    (b"PN\x02\x04\x00\x00\x00\x01\x05human\x00\x01\x01", "your seat is 1, at most 0"),
    ({"not": "bytes"}, "a message is bytes, not dict"),
])
def test_malformed_messages_name_their_fault(data, reason):
    with pytest.raises(WireError) as e:
        decode(data)
    assert str(e.value).startswith(reason)


def test_oversized_messages_are_refused_both_ways():
    with pytest.raises(WireError, match=f"over the {MAX_MESSAGE}-byte limit"):
        decode(b"PN\x02\x0c" + b"x" * MAX_MESSAGE)
    with pytest.raises(WireError, match="over the 65536-byte limit"):
        encode(Reveal(1, bytes(16), 2, bytes(MAX_MESSAGE)))


def test_a_compression_bomb_is_refused():
    bomb = zlib.compress(b"[" + b"0," * (codec.MAX_INFLATED // 2) + b"0]")
    assert len(bomb) < 5000
    with pytest.raises(WireError, match="inflates past"):
        codec.unpack_json(bomb, "the view")
    with pytest.raises(WireError, match="is not zlib data"):
        codec.unpack_json(b"not zlib", "the view")
    with pytest.raises(WireError, match="is cut short"):
        codec.unpack_json(zlib.compress(b'{"a": 1}')[:-3], "the view")


def test_a_peer_refuses_garbage_and_changes_nothing():
    owners = [0, 1]
    host = Lockstep(Dash(seed=1, seats=[Seat.human(), Seat.human()]), me=0, owners=owners, delay=3)
    for _ in range(3):
        host.step(16)
    before = (host.session.state_hash(), [list(w) for w in host.words], [list(a) for a in host.acked.values()])
    good = encode(Inputs((3, 5), ((1, 3, (1, 2)),)))
    for bad in (good[:-1], good + b"\0", b"PN\x02\x07\x09", b"\0" * (MAX_MESSAGE + 1), encode(Hello("x"))):
        assert host.receive(1, bad, 5)
    after = (host.session.state_hash(), [list(w) for w in host.words], [list(a) for a in host.acked.values()])
    assert after == before and len(host.rejected) == 5
    assert host.receive(1, good, 5) is None and host.words[1][3:] == [1, 2]
