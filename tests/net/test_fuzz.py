"""Fuzz every entry point that takes bytes or text from another machine: only the project's own refusal comes out.

Inputs are well-formed messages of every type with hostile field values (other seats, other
peers, frames far ahead, huge counts, nested JSON, forged trades and reveals), the same
bytes mutated (cut short, a bit flipped, a huge varint spliced in, bytes appended), raw
bytes, and replays of real traffic recorded earlier in the game. Each endpoint is a real
mid-game (or lobby) state copied afresh for every input: ``receive`` must return None or the
reason in words, never raise, and a refused message must leave everything as it was.
Decoders raise only their own error. Hypothesis runs derandomized, so a failure replays.
"""

from __future__ import annotations

import asyncio
import copy
import json
import zlib

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pycore.collection import trade as cards_trade
from pycore.net.codec import (Bye, Desync, Hello, Inputs, Lobby, Pads, Ping, Pong, Ready, Reveal, Start, Trade,
                              View, WireError, decode, encode, pack_json)
from pycore.net.hosted import HostedGuest
from pycore.net.room import GuestRoom, HostRoom
from pycore.net.trading import HostTrades
from pycore.packs import practice_pack
from server.signalling import Connection, Rooms, SignalError, parse, read_frame
from tests.net.hostile import snapshot
from tests.net.sim import Wire, held_pads

FUZZ = settings(max_examples=250, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
PACK = practice_pack()
SEED, SALT = 41, bytes(range(16))

# -- what a hostile peer can say ------------------------------------------------------------------
small = st.integers(0, 400) | st.integers(0, (1 << 31) - 1)
hash64 = st.integers(0, (1 << 64) - 1)
word = st.integers(0, 0xFFFF)
seat = st.integers(0, 7)
peer_u8 = st.integers(-1, 254)
name = st.text(max_size=12)
action = st.fixed_dictionaries({"do": st.sampled_from(["tap", "fold", "call", "raise", "pick", "place", "play"])},
                               optional={"card": st.integers(-3, 60), "amount": st.integers(-10, 10**6),
                                         "x": st.integers(-999, 999), "y": st.integers(-999, 999),
                                         "seat": st.integers(-2, 9)})
NESTED = zlib.compress(b"[" * 50_000 + b"]" * 50_000, 9)
blobs = st.sampled_from([b"", b"junk", NESTED, pack_json({}), pack_json([1, 2]), pack_json({"hand": [1, 2]}),
                         pack_json({"pads": [[4_194_304, [0, 0]]], "actions": [], "seats": []}),
                         pack_json({"pads": [[1, [0, 0]]], "actions": [[0, 99, {"do": "x"}]], "seats": [[0, 99, "ai"]]}),
                         pack_json({"pads": "x", "actions": 1, "seats": None})])
lines = st.lists(st.tuples(st.integers(0, 1), st.sampled_from(["ember_fox", "mist_wisp", "tin_knight"]),
                           st.integers(1, 3)), min_size=1, max_size=3, unique_by=lambda l: (l[0], l[1]))
trade_payload = st.one_of(
    st.builds(cards_trade.Holdings, st.integers(0, 1),
              st.lists(st.tuples(st.sampled_from(["ember_fox", "mist_wisp"]), st.integers(1, 9)), max_size=2,
                       unique_by=lambda h: h[0]).map(tuple)),
    st.builds(cards_trade.Offer, st.integers(0, 5), lines.map(tuple)),
    st.builds(cards_trade.Confirm, st.integers(0, 1), st.integers(0, 5)),
    st.builds(cards_trade.Cancel, st.integers(0, 1)),
    st.builds(cards_trade.Settled, st.integers(0, 5), lines.map(tuple)),
    st.builds(cards_trade.Refused, st.integers(0, 5), st.text(max_size=20)),
).map(cards_trade.encode) | st.binary(max_size=40)
messages = st.one_of(
    st.builds(Hello, name),
    st.builds(Lobby, st.sampled_from(["practice-races", "x"]), name, st.integers(0, 1),
              st.lists(st.tuples(peer_u8, name, st.booleans()), max_size=8).map(tuple), st.integers(0, 8)),
    st.builds(Ready, st.booleans()),
    st.builds(lambda m, inst, n, owners, s, d, seed, c: Start(m, inst, "practice", ("human",) * n, ("",) * n,
                                                              tuple(owners[:n]), min(s, max(0, n - 1)), d, seed, c, 30),
              st.integers(0, 1), st.sampled_from([i.id for i in PACK.instances] + ["nope"]), st.integers(0, 8),
              st.lists(peer_u8, min_size=8, max_size=8), st.integers(0, 8), st.integers(0, 60), hash64,
              st.sampled_from([b"", bytes(32)])),
    st.builds(Ping, small), st.builds(Pong, small),
    st.builds(Inputs, (st.lists(small, min_size=4, max_size=4) | st.lists(small, max_size=8)).map(tuple),
              st.lists(st.tuples(seat, small, st.lists(word, max_size=12).map(tuple)), max_size=3).map(tuple),
              st.lists(st.tuples(seat, small, action), max_size=2).map(tuple),
              st.lists(st.tuples(small, hash64), max_size=2).map(tuple),
              st.lists(st.tuples(seat, small), max_size=2).map(tuple)),
    st.builds(Desync, small, st.sampled_from([0, 1, 2, 3, 255]), hash64, st.sampled_from([0, 1, 2, 3, 255]), hash64),
    st.builds(Pads, small, small, st.lists(word, max_size=12).map(tuple),
              st.lists(st.tuples(small, action), max_size=3).map(tuple)),
    st.builds(View, small, small, small, small, blobs, st.booleans()),
    st.builds(Reveal, st.sampled_from([SEED, 0, 1 << 63]), st.sampled_from([SALT, bytes(16)]), hash64, blobs),
    st.builds(Bye, name),
    st.builds(Trade, small, small, trade_payload),
).map(encode)


@st.composite
def mutated(draw, source):
    data = bytearray(draw(source))
    how = draw(st.sampled_from(["cut", "flip", "huge", "append", "as is"]))
    if how == "cut" and data:
        del data[draw(st.integers(0, len(data) - 1)):]
    elif how == "flip" and data:
        i = draw(st.integers(0, len(data) - 1))
        data[i] ^= 1 << draw(st.integers(0, 7))
    elif how == "huge":
        i = draw(st.integers(4, max(4, len(data))))
        data[i:i] = b"\xff" * draw(st.integers(1, 10)) + b"\x7f"
    elif how == "append":
        data += draw(st.binary(min_size=1, max_size=8))
    return bytes(data)


def wire_bytes(replays):
    return st.one_of(messages, mutated(messages), st.binary(max_size=64), st.sampled_from(replays), mutated(st.sampled_from(replays)))


# -- endpoints in real states ---------------------------------------------------------------------
def rooms(instance_id, guests, frames, *, start=True):
    """Return rooms of ``instance_id`` after ``frames`` frames of play (or of the lobby), and the traffic so far."""
    peers = {0: HostRoom(PACK.instance(instance_id), PACK.id, name="Ada", pack=PACK)}
    for p in range(1, guests + 1):
        peers[p] = GuestRoom(p, PACK, name=f"Guest {p}")
    wire = Wire(peers, seed=5)
    traffic = []
    wire.watch = lambda src, dst, data: traffic.append(bytes(data))
    for p in range(1, guests + 1):
        peers[p].set_ready(True)
    for _ in range(60):
        wire.tick(lambda pid, f: 0)
    if start:
        assert peers[0].start(SEED, SALT, wire.now) is None
    pads = held_pads(4)
    for _ in range(frames):
        wire.tick(pads)
    return peers, wire, traffic[-300:]


def fresh(endpoint):
    memo = {id(PACK): PACK, **{id(i): i for i in PACK.instances}}
    return copy.deepcopy(endpoint, memo)


def trade_core(trades):
    """Return what a trade refusal must leave alone: the tables, the offers confirmed and settled, the cards."""
    if isinstance(trades, HostTrades):
        return snapshot([trades.tables, trades.revision, trades.settlements, trades.progress()])
    view = trades.view
    return snapshot([trades.confirmed, trades.applied, view.state, view.revision, view.lines, trades.progress()])


def view_of(endpoint, trade):
    """Return a snapshot without what a refusal is meant to leave: the room's notice of a Start it cannot play,
    the Bye a full room queues for the peer it turns away and, for a trade the table refuses, the channel that
    carries the table's Refused back (the tables, offers and cards are compared)."""
    name, fields = snapshot(endpoint)
    kept = {k: v for k, v in fields.items() if k not in ("error", "byes")}
    if trade:
        kept["trades"] = trade_core(endpoint.trades)
    return name, kept


def is_trade(data):
    try:
        return isinstance(decode(data), Trade)
    except WireError:
        return False


def check_receive(endpoint, peer, data, now):
    e = fresh(endpoint)
    trade = hasattr(e, "trades") and is_trade(data)
    before = view_of(e, trade)
    reason = e.receive(peer, data, now)
    assert reason is None or (isinstance(reason, str) and reason), reason
    if reason is not None:
        assert view_of(e, trade) == before, reason


LOCKSTEP, LOCK_TRAFFIC, LOCK_NOW = None, None, 0
HOSTED, HOSTED_TRAFFIC, HOSTED_NOW = None, None, 0


def lockstep_game():
    global LOCKSTEP, LOCK_TRAFFIC, LOCK_NOW
    if LOCKSTEP is None:
        peers, wire, LOCK_TRAFFIC = rooms("practice-races", 2, 240)
        LOCKSTEP, LOCK_NOW = peers, wire.now
    return LOCKSTEP, LOCK_TRAFFIC, LOCK_NOW


def hosted_game():
    global HOSTED, HOSTED_TRAFFIC, HOSTED_NOW
    if HOSTED is None:
        peers, wire, HOSTED_TRAFFIC = rooms("practice-poker", 2, 400)
        HOSTED, HOSTED_NOW = peers, wire.now
    return HOSTED, HOSTED_TRAFFIC, HOSTED_NOW


# -- the decoders ---------------------------------------------------------------------------------------
@FUZZ
@given(st.one_of(mutated(messages), st.binary(max_size=80)))
def test_the_wire_decoder_raises_only_its_own_refusal(data):
    try:
        decode(data)
    except WireError as e:
        assert str(e)


@FUZZ
@given(st.one_of(trade_payload, mutated(trade_payload)))
def test_the_trade_decoder_raises_only_its_own_refusal(data):
    try:
        cards_trade.decode(data)
    except cards_trade.CodecError as e:
        assert str(e)


# -- every receive -------------------------------------------------------------------------------------
@FUZZ
@given(st.data())
def test_a_lockstep_host_and_guest_in_a_race(data):
    peers, traffic, now = lockstep_game()
    msg = data.draw(wire_bytes(traffic))
    who = data.draw(st.sampled_from([0, 1, 2]))
    sender = data.draw(st.sampled_from([0, 1, 2, 9])) if who == 0 else data.draw(st.sampled_from([0, 0, 2]))
    check_receive(peers[who], sender, msg, now + data.draw(st.integers(0, 5000)))


@FUZZ
@given(st.data())
def test_a_hosted_poker_host_and_guest(data):
    peers, traffic, now = hosted_game()
    msg = data.draw(wire_bytes(traffic))
    who = data.draw(st.sampled_from([0, 1, 2]))
    sender = data.draw(st.sampled_from([1, 2, 7])) if who == 0 else data.draw(st.sampled_from([0, 0, 1]))
    check_receive(peers[who], sender, msg, now + data.draw(st.integers(0, 5000)))


FINISHED = None


@FUZZ
@given(st.data())
def test_a_hosted_guest_at_the_end_takes_only_a_sound_reveal(data):
    global FINISHED
    if FINISHED is None:
        peers, traffic, now = hosted_game()
        guest = fresh(peers[1].game)
        guest.end = guest.frame
        guest.finished = True
        FINISHED = guest
    assert isinstance(FINISHED, HostedGuest)
    msg = data.draw(st.one_of(st.builds(Reveal, st.sampled_from([SEED, 0]), st.sampled_from([SALT, bytes(16)]),
                                        hash64, blobs).map(encode), mutated(messages)))
    check_receive(FINISHED, 0, msg, 10**6)


LOBBY = None


@FUZZ
@given(st.data())
def test_rooms_in_the_lobby(data):
    global LOBBY
    if LOBBY is None:
        LOBBY = rooms("practice-races", 2, 0, start=False)
    peers, _, traffic = LOBBY
    msg = data.draw(wire_bytes(traffic))
    who = data.draw(st.sampled_from([0, 1]))
    sender = data.draw(st.sampled_from([1, 2, 3, 0])) if who == 0 else data.draw(st.sampled_from([0, 0, 3]))
    check_receive(peers[who], sender, msg, 10_000)


# -- the signalling ---------------------------------------------------------------------------------------
json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                           lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3),
                           max_leaves=20)
signal_texts = st.one_of(
    st.text(max_size=60),
    json_values.map(json.dumps),
    st.fixed_dictionaries({"t": st.sampled_from(["host", "join", "signal", "leave", "x"])},
                          optional={"seats": json_values, "code": st.sampled_from(["ABCD", "abcd", "ZZZZ"]) | json_values,
                                    "to": st.integers(-1, 4) | json_values, "data": json_values}).map(json.dumps),
    st.integers(1, 20_000).map(lambda n: "[" * n + "]" * n),
    st.integers(1, 5_000).map(lambda n: '{"t": "signal", "to": 0, "data": ' + '{"a": ' * n + "1" + "}" * n + "}"),
)


@FUZZ
@given(st.lists(st.tuples(st.integers(0, 2), signal_texts), min_size=1, max_size=6))
def test_the_signalling_answers_every_text_and_a_refusal_changes_no_room(script):
    rooms_ = Rooms(iter(["ABCD", "EFGH", "JKLM"] * 10).__next__)
    boxes = [[] for _ in range(3)]
    conns = [Connection(box.append, "10.0.0.1") for box in boxes]
    rooms_.handle(conns[0], '{"t": "host", "seats": 3}')
    for who, text in script:
        before = snapshot([rooms_.rooms, [(c.room, c.peer) for c in conns]])
        n = len(boxes[who])
        rooms_.handle(conns[who], text)                    # never raises
        answers = boxes[who][n:]
        if answers and answers[-1].get("t") == "error":
            assert snapshot([rooms_.rooms, [(c.room, c.peer) for c in conns]]) == before
        try:
            parse(text)
        except SignalError as e:
            assert str(e)


@FUZZ
@given(st.binary(max_size=40))
def test_a_websocket_frame_reader_raises_only_a_refusal_or_an_end(data):
    async def read():
        reader = asyncio.StreamReader()
        reader.feed_data(data)
        reader.feed_eof()
        try:
            await read_frame(reader)
        except (SignalError, asyncio.IncompleteReadError):
            pass

    asyncio.run(read())
