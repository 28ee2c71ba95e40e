"""The netplay wire format: every message as versioned, length-checked bytes, and back.

A message is ``b"PN"``, the format version, a type byte and a body of fixed-width
little-endian and LEB128 varint fields. :func:`decode` rebuilds the message or raises
:class:`WireError` saying what is wrong (too long, truncated, a field out of range, bytes
left over), so a peer rejects a bad packet before it has changed anything.
"""

from __future__ import annotations

import json
import struct
import zlib
from dataclasses import dataclass
from typing import Any, ClassVar

from pycore.kernel.mode import Netplay
from pycore.modes.registry import MAX_SEATS   # the largest table a mode seats
from pycore.host.profile import PURSE_MAX   # the most a purse may hold, so the most a peer may claim

MAGIC = b"PN"
VERSION = 2                      # 2: an Inputs run's pad words are run-length coded
MAX_MESSAGE = 64 * 1024          # a WebRTC data channel carries this in one message everywhere
MAX_RUN = 240                    # pad words of one seat in one packet (4 s at 60 frames a second)
MAX_TEXT = 64                    # bytes of a name or an id
MAX_ACTION = 512                 # bytes of one pointer action's JSON
MAX_ACTIONS = 32                 # pointer actions in one packet
MAX_CHECKS = 4                   # state-hash checkpoints in one packet
MAX_FRAME = (1 << 31) - 1
MAX_INFLATED = 1 << 20           # bytes a compressed view or record may inflate to
MAX_DEPTH = 32                   # nested tables and lists in any JSON a peer sends (a view is about 6 deep)
COMMITMENT_BYTES = 32
SALT_BYTES = 16



class WireError(ValueError):
    """A message that cannot be read; the text says why, for the log and the status line."""


# -- writing and reading fields ------------------------------------------------------------
class Endpoint:
    """One side of a connection: ``receive`` applies a message or keeps the reason it was refused.

    Subclasses implement ``_receive``, which changes nothing when it returns a reason.
    """

    rejected: list[str]

    def receive(self, peer: int, data: bytes, now: int) -> "str | None":
        """Take one message from ``peer``; return the reason it was rejected (nothing changed), or None."""
        reason = self._receive(peer, data, now)
        if reason:
            self.rejected.append(reason)
        return reason

    def _receive(self, peer: int, data: bytes, now: int) -> "str | None":  # pragma: no cover - each side has its own
        raise NotImplementedError


class Writer:
    """Appends fields to a growing message."""

    def __init__(self) -> None:
        self.buf = bytearray()

    def u8(self, v: int) -> "Writer":
        self.buf.append(v)
        return self

    def u64(self, v: int) -> "Writer":
        self.buf += v.to_bytes(8, "little")
        return self

    def uvar(self, v: int) -> "Writer":
        if v < 0:
            raise WireError(f"a varint cannot hold {v}")
        while True:
            low = v & 0x7F
            v >>= 7
            if v:
                self.buf.append(low | 0x80)
            else:
                self.buf.append(low)
                return self

    def words(self, words: "tuple[int, ...]") -> "Writer":
        self.uvar(len(words))
        self.buf += struct.pack(f"<{len(words)}H", *words)
        return self

    def held(self, words: "tuple[int, ...]") -> "Writer":
        """Write pad words run-length coded: the count, then (repeat, word) pairs (a held pad costs 3 bytes)."""
        self.uvar(len(words))
        i = 0
        while i < len(words):
            j = i + 1
            while j < len(words) and words[j] == words[i]:
                j += 1
            self.uvar(j - i)
            self.buf += struct.pack("<H", words[i])
            i = j
        return self

    def blob(self, data: bytes) -> "Writer":
        self.uvar(len(data))
        self.buf += data
        return self

    def text(self, s: str) -> "Writer":
        return self.blob(s.encode("utf-8"))


class Reader:
    """Reads fields from a message, raising :class:`WireError` at the first bad one."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.pos = 0

    def _take(self, n: int, what: str) -> bytes:
        left = len(self.data) - self.pos
        if n > left:
            raise WireError(f"truncated: {what} needs {n} bytes at offset {self.pos}, {left} left")
        chunk = self.data[self.pos:self.pos + n]
        self.pos += n
        return chunk

    def u8(self, what: str, top: int = 255) -> int:
        v = self._take(1, what)[0]
        if v > top:
            raise WireError(f"{what} is {v}, at most {top}")
        return v

    def u64(self, what: str) -> int:
        return int.from_bytes(self._take(8, what), "little")

    def uvar(self, what: str, top: int = MAX_FRAME) -> int:
        if self.pos < len(self.data) and self.data[self.pos] < 0x80:   # the common one-byte case
            v = self.data[self.pos]
            self.pos += 1
            if v > top:
                raise WireError(f"{what} is {v}, at most {top}")
            return v
        v, shift = 0, 0
        for _ in range(9):
            byte = self._take(1, what)[0]
            v |= (byte & 0x7F) << shift
            shift += 7
            if not byte & 0x80:
                if v > top:
                    raise WireError(f"{what} is {v}, at most {top}")
                return v
        raise WireError(f"{what} is a varint longer than 9 bytes")

    def count(self, what: str, top: int) -> int:
        return self.uvar(f"the number of {what}", top)

    def words(self, what: str) -> "tuple[int, ...]":
        n = self.count(what, MAX_RUN)
        return struct.unpack(f"<{n}H", self._take(2 * n, what))

    def held(self, what: str) -> "tuple[int, ...]":
        n = self.count(what, MAX_RUN)
        out: list[int] = []
        while len(out) < n:
            repeat = self.uvar(f"a repeat of {what}", n - len(out))
            if not repeat:
                raise WireError(f"a repeat of {what} is 0")
            out.extend(struct.unpack("<H", self._take(2, what)) * repeat)
        return tuple(out)

    def blob(self, what: str, top: int) -> bytes:
        n = self.uvar(f"the length of {what}", top)
        return self._take(n, what)

    def text(self, what: str, top: int = MAX_TEXT) -> str:
        raw = self.blob(what, top)
        try:
            return raw.decode("utf-8")
        except UnicodeDecodeError:
            raise WireError(f"{what} is not UTF-8") from None

    def done(self, kind: str) -> None:
        left = len(self.data) - self.pos
        if left:
            raise WireError(f"{left} bytes left over after a {kind} message")


def action_text(action: dict) -> bytes:
    """Return a pointer action as compact canonical JSON bytes."""
    return json.dumps(action, separators=(",", ":"), sort_keys=True).encode("utf-8")


def depth(text: bytes) -> int:
    """Return how deeply JSON text nests its tables and lists (brackets inside strings do not count)."""
    deepest = level = 0
    quoted = escaped = False
    for byte in text:
        if quoted:
            if escaped:
                escaped = False
            elif byte == 0x5C:            # backslash
                escaped = True
            elif byte == 0x22:            # closing quote
                quoted = False
        elif byte == 0x22:
            quoted = True
        elif byte in (0x5B, 0x7B):        # [ {
            level += 1
            deepest = max(deepest, level)
        elif byte in (0x5D, 0x7D):        # ] }
            level -= 1
    return deepest


def loads(text: bytes, what: str) -> Any:
    """Return the plain data in JSON text from another machine, refusing text nested past :data:`MAX_DEPTH`."""
    if depth(text) > MAX_DEPTH:
        raise WireError(f"{what} nests deeper than {MAX_DEPTH} levels")
    try:
        return json.loads(text.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise WireError(f"{what} is not JSON text") from None


def read_action(r: Reader, what: str) -> dict:
    act = loads(r.blob(what, MAX_ACTION), what)
    if not isinstance(act, dict) or not isinstance(act.get("do"), str):
        raise WireError(f"{what} is not a table with a 'do' name")
    return act


def pack_json(value: Any) -> bytes:
    """Return plain data as canonical JSON, compressed (views and records travel so)."""
    return deflate(canonical(value))


def deflate(data: bytes) -> bytes:
    """Return bytes zlib-compressed at the level every pack uses."""
    return zlib.compress(data, 6)


def canonical(value: Any) -> bytes:
    """Return plain data as the one JSON text both ends produce for it."""
    return json.dumps(value, separators=(",", ":"), sort_keys=True).encode("utf-8")


def inflate(data: bytes, what: str) -> bytes:
    """Return compressed bytes inflated, refusing a bomb past :data:`MAX_INFLATED`."""
    d = zlib.decompressobj()
    try:
        out = d.decompress(data, MAX_INFLATED)
    except zlib.error as e:
        raise WireError(f"{what} is not zlib data ({e})") from None
    if d.unconsumed_tail:
        raise WireError(f"{what} inflates past {MAX_INFLATED} bytes")
    if not d.eof:
        raise WireError(f"{what} is cut short")
    return out


def unpack_json(data: bytes, what: str) -> Any:
    """Return the plain data :func:`pack_json` packed, or raise WireError."""
    return loads(inflate(data, what), what)


# -- the messages ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Hello:
    """A guest asks to join the room under a name, saying what its purse holds (coins, gold).

    The purse is the guest's own claim about its own profile, all a peer can know; the host
    bounds it and seats the guest with it at a table that stakes from the purse.
    """

    TYPE: ClassVar[int] = 1
    name: str
    purse: tuple[int, int] = (0, 0)

    def write(self, w: Writer) -> None:
        w.text(self.name).uvar(self.purse[0]).uvar(self.purse[1])

    @classmethod
    def read(cls, r: Reader) -> "Hello":
        return cls(r.text("the name"), (r.uvar("the purse's coins", PURSE_MAX), r.uvar("the purse's gold", PURSE_MAX)))


@dataclass(frozen=True)
class Lobby:
    """The room as the host sees it: the instance, and per seat its peer (-1: AI), name, ready flag."""

    TYPE: ClassVar[int] = 2
    instance: str
    title: str
    model: Netplay
    seats: tuple[tuple[int, str, bool], ...]
    you: int

    def write(self, w: Writer) -> None:
        w.text(self.instance).text(self.title).u8(self.model).uvar(len(self.seats))
        for peer, name, ready in self.seats:
            w.u8(peer + 1).text(name).u8(int(ready))
        w.u8(self.you)

    @classmethod
    def read(cls, r: Reader) -> "Lobby":
        instance, title = r.text("the instance id"), r.text("the title")
        model = Netplay(r.u8("the model", max(Netplay)))
        seats = tuple((r.u8("a seat's peer") - 1, r.text("a seat's name"), bool(r.u8("a ready flag", 1)))
                      for _ in range(r.count("seats", MAX_SEATS)))
        return cls(instance, title, model, seats, r.u8("your seat", MAX_SEATS))


@dataclass(frozen=True)
class Ready:
    """A guest says it is (or is no longer) ready to start."""

    TYPE: ClassVar[int] = 3
    ready: bool

    def write(self, w: Writer) -> None:
        w.u8(int(self.ready))

    @classmethod
    def read(cls, r: Reader) -> "Ready":
        return cls(bool(r.u8("the ready flag", 1)))


@dataclass(frozen=True)
class Start:
    """The host starts the game: model, instance, seats (spec, name, peer; -1 for AI), your
    seat, input delay, the seed (lockstep) or the commitment to it (hosted), and each seat's
    purse (coins, gold) when the table stakes from the purse (empty: it does not)."""

    TYPE: ClassVar[int] = 4
    model: Netplay
    instance: str
    pack: str
    seats: tuple[str, ...]
    names: tuple[str, ...]
    owners: tuple[int, ...]
    seat: int
    delay: int
    seed: int
    commitment: bytes
    check_every: int
    purses: tuple[tuple[int, int], ...] = ()

    def write(self, w: Writer) -> None:
        w.u8(self.model).text(self.instance).text(self.pack).uvar(len(self.seats))
        for spec, name, owner in zip(self.seats, self.names, self.owners):
            w.text(spec).text(name).u8(owner + 1)
        w.u8(self.seat).u8(self.delay).u64(self.seed).blob(self.commitment).uvar(self.check_every)
        w.uvar(len(self.purses))
        for coins, gold in self.purses:
            w.uvar(coins).uvar(gold)

    @classmethod
    def read(cls, r: Reader) -> "Start":
        model = Netplay(r.u8("the model", max(Netplay)))
        instance, pack = r.text("the instance id"), r.text("the pack id")
        seats, names, owners = [], [], []
        for _ in range(r.count("seats", MAX_SEATS)):
            seats.append(r.text("a seat"))
            names.append(r.text("a seat's name"))
            owners.append(r.u8("a seat's peer") - 1)
        seat = r.u8("your seat", len(seats) - 1 if seats else 0)
        delay, seed = r.u8("the input delay", 60), r.u64("the seed")
        commitment = r.blob("the commitment", COMMITMENT_BYTES)
        if len(commitment) not in (0, COMMITMENT_BYTES):
            raise WireError(f"the commitment is {len(commitment)} bytes, expected {COMMITMENT_BYTES} or none")
        check_every = r.uvar("the checkpoint interval", 600)
        purses = tuple((r.uvar("a seat's coins", PURSE_MAX), r.uvar("a seat's gold", PURSE_MAX))
                       for _ in range(r.count("purses", len(seats))))
        if purses and len(purses) != len(seats):
            raise WireError(f"the start gives {len(purses)} purses for {len(seats)} seats")
        return cls(model, instance, pack, tuple(seats), tuple(names), tuple(owners), seat, delay, seed, commitment,
                   check_every, purses)


@dataclass(frozen=True)
class Ping:
    """A clock stamp to be echoed, for the round trip."""

    TYPE: ClassVar[int] = 5
    stamp: int

    def write(self, w: Writer) -> None:
        w.uvar(self.stamp)

    @classmethod
    def read(cls, r: Reader) -> "Ping":
        return cls(r.uvar("the stamp", (1 << 62)))


@dataclass(frozen=True)
class Pong:
    """A ping's stamp sent back."""

    TYPE: ClassVar[int] = 6
    stamp: int

    def write(self, w: Writer) -> None:
        w.uvar(self.stamp)

    @classmethod
    def read(cls, r: Reader) -> "Pong":
        return cls(r.uvar("the stamp", (1 << 62)))


@dataclass(frozen=True)
class Inputs:
    """Lockstep traffic: what the sender holds per seat (acks), runs of pad words it sends
    from the receiver's ack on, the pointer actions at those frames, its recent checkpoint
    hashes and the drops the host announced (seat, first AI frame)."""

    TYPE: ClassVar[int] = 7
    acks: tuple[int, ...]
    runs: tuple[tuple[int, int, tuple[int, ...]], ...]
    actions: tuple[tuple[int, int, dict], ...] = ()
    checks: tuple[tuple[int, int], ...] = ()
    drops: tuple[tuple[int, int], ...] = ()

    def write(self, w: Writer) -> None:
        w.uvar(len(self.acks))
        for a in self.acks:
            w.uvar(a)
        w.uvar(len(self.runs))
        for seat, first, words in self.runs:
            w.u8(seat).uvar(first).held(words)
        w.uvar(len(self.actions))
        for seat, frame, act in self.actions:
            w.u8(seat).uvar(frame).blob(action_text(act))
        w.uvar(len(self.checks))
        for frame, h in self.checks:
            w.uvar(frame).u64(h)
        w.uvar(len(self.drops))
        for seat, frame in self.drops:
            w.u8(seat).uvar(frame)

    @classmethod
    def read(cls, r: Reader) -> "Inputs":
        acks = tuple(r.uvar("an ack") for _ in range(r.count("acks", MAX_SEATS)))
        runs = []
        for _ in range(r.count("runs", MAX_SEATS)):
            seat, first = r.u8("a run's seat", MAX_SEATS - 1), r.uvar("a run's first frame")
            runs.append((seat, first, r.held("pad words in a run")))
        actions = tuple((r.u8("an action's seat", MAX_SEATS - 1), r.uvar("an action's frame"), read_action(r, "an action"))
                        for _ in range(r.count("actions", MAX_ACTIONS)))
        checks = tuple((r.uvar("a checkpoint frame"), r.u64("a checkpoint hash"))
                       for _ in range(r.count("checkpoints", MAX_CHECKS)))
        drops = tuple((r.u8("a dropped seat", MAX_SEATS - 1), r.uvar("a drop frame"))
                      for _ in range(r.count("drops", MAX_SEATS)))
        return cls(acks, tuple(runs), actions, checks, drops)


@dataclass(frozen=True)
class Desync:
    """Two peers' hashes differ at a checkpoint (the peers named, and their hashes): the game stops everywhere."""

    TYPE: ClassVar[int] = 8
    frame: int
    peer: int
    hash: int
    other: int
    other_hash: int

    def write(self, w: Writer) -> None:
        w.uvar(self.frame).u8(self.peer).u64(self.hash).u8(self.other).u64(self.other_hash)

    @classmethod
    def read(cls, r: Reader) -> "Desync":
        return cls(r.uvar("the frame"), r.u8("a peer"), r.u64("a hash"), r.u8("a peer"), r.u64("a hash"))


@dataclass(frozen=True)
class Pads:
    """Hosted traffic from a guest: its pad words from the host's ack on, and unacknowledged actions."""

    TYPE: ClassVar[int] = 9
    ack_view: int
    first: int
    words: tuple[int, ...]
    actions: tuple[tuple[int, dict], ...] = ()

    def write(self, w: Writer) -> None:
        w.uvar(self.ack_view).uvar(self.first).words(self.words)
        w.uvar(len(self.actions))
        for seq, act in self.actions:
            w.uvar(seq).blob(action_text(act))

    @classmethod
    def read(cls, r: Reader) -> "Pads":
        ack, first = r.uvar("the view ack"), r.uvar("the first pad")
        words = r.words("pad words")
        actions = tuple((r.uvar("an action number"), read_action(r, "an action"))
                        for _ in range(r.count("actions", MAX_ACTIONS)))
        return cls(ack, first, words, actions)


@dataclass(frozen=True)
class View:
    """Hosted traffic to a guest: the host's frame, acks, and (when changed) its seat's view, compressed."""

    TYPE: ClassVar[int] = 10
    frame: int
    seq: int
    ack_pads: int
    ack_action: int
    data: bytes = b""
    finished: bool = False

    def write(self, w: Writer) -> None:
        w.uvar(self.frame).uvar(self.seq).uvar(self.ack_pads).uvar(self.ack_action).u8(int(self.finished))
        w.blob(self.data)

    @classmethod
    def read(cls, r: Reader) -> "View":
        frame, seq = r.uvar("the frame"), r.uvar("the view number")
        ack_pads, ack_action = r.uvar("the pad ack"), r.uvar("the action ack")
        finished = bool(r.u8("the finished flag", 1))
        return cls(frame, seq, ack_pads, ack_action, r.blob("the view", MAX_MESSAGE), finished)


@dataclass(frozen=True)
class Reveal:
    """The end of a hosted game: the seed and salt behind the commitment, the final hash, the record."""

    TYPE: ClassVar[int] = 11
    seed: int
    salt: bytes
    final_hash: int
    record: bytes

    def write(self, w: Writer) -> None:
        w.u64(self.seed).blob(self.salt).u64(self.final_hash).blob(self.record)

    @classmethod
    def read(cls, r: Reader) -> "Reveal":
        seed, salt = r.u64("the seed"), r.blob("the salt", SALT_BYTES)
        return cls(seed, salt, r.u64("the final hash"), r.blob("the record", MAX_MESSAGE))


@dataclass(frozen=True)
class Bye:
    """A peer leaves (or the host turns one away), with the reason in words."""

    TYPE: ClassVar[int] = 12
    reason: str

    def write(self, w: Writer) -> None:
        w.text(self.reason)

    @classmethod
    def read(cls, r: Reader) -> "Bye":
        return cls(r.text("the reason", 200))


@dataclass(frozen=True)
class Trade:
    """A card-trade message (``pycore.collection.trade`` bytes), numbered and acknowledged so none is lost."""

    TYPE: ClassVar[int] = 13
    seq: int
    ack: int
    payload: bytes

    def write(self, w: Writer) -> None:
        w.uvar(self.seq).uvar(self.ack).blob(self.payload)

    @classmethod
    def read(cls, r: Reader) -> "Trade":
        return cls(r.uvar("the trade number"), r.uvar("the trade ack"), r.blob("the trade message", 32 * 1024))


MESSAGES: dict[int, Any] = {m.TYPE: m for m in (Hello, Lobby, Ready, Start, Ping, Pong, Inputs, Desync,
                                                 Pads, View, Reveal, Bye, Trade)}


def encode(msg: Any) -> bytes:
    """Return ``msg`` as one wire message; raise WireError if it would be too long."""
    w = Writer()
    w.buf += MAGIC
    w.u8(VERSION).u8(msg.TYPE)
    msg.write(w)
    if len(w.buf) > MAX_MESSAGE:
        raise WireError(f"a {type(msg).__name__} message of {len(w.buf)} bytes is over the {MAX_MESSAGE}-byte limit")
    return bytes(w.buf)


def decode(data: bytes) -> Any:
    """Return the message in ``data``, or raise WireError with the reason it cannot be read."""
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise WireError(f"a message is bytes, not {type(data).__name__}")
    data = bytes(data)
    if len(data) > MAX_MESSAGE:
        raise WireError(f"the message is {len(data)} bytes, over the {MAX_MESSAGE}-byte limit")
    if len(data) < 4:
        raise WireError(f"truncated: a message has at least 4 header bytes, this one {len(data)}")
    if data[:2] != MAGIC:
        raise WireError("not a Parlor netplay message (bad magic bytes)")
    if data[2] != VERSION:
        raise WireError(f"netplay format version {data[2]}, this build speaks version {VERSION}")
    kind = MESSAGES.get(data[3])
    if kind is None:
        raise WireError(f"unknown message type {data[3]}")
    r = Reader(data)
    r.pos = 4
    msg = kind.read(r)
    r.done(kind.__name__)
    return msg
