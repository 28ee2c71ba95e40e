"""The trade table: one card trade between two players, run on an authority, and its byte codec.

The proposer (side 0 unless told otherwise) puts an offer on the table: lines of
``(giving side, card id, count)``. Each offer bumps the table's revision and clears both
confirmations. Each side confirms the revision it saw; a confirmation of an older revision
is refused. Once both sides have confirmed the revision on the table, the authority
validates the offer against both collections (the holdings each side reported) and swaps
every line or none. A failed validation reopens the table with the confirmations cleared.
The partner then applies its half with :func:`apply_half`, validated against its own
collection. Messages travel as bytes (:func:`encode` / :func:`decode`); a malformed message
is refused with the reason. Carrying the bytes between browsers is the network's job.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from typing import Mapping, Sequence, Union

from pycore.book.cards import MAX_AMOUNT, CardId

from . import progress as prog

SIDES = 2
MAX_LINES = 32
MAX_HOLDINGS = 2000
MAX_REASON = 400
MAX_ID = 64
CODEC_VERSION = 1
OPEN, SETTLED, CANCELLED = "open", "settled", "cancelled"

Line = tuple[int, CardId, int]          # (giving side, card id, count)


# -- messages ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Holdings:
    """A side reports what it owns: (card id, copies) pairs."""

    side: int
    copies: tuple[tuple[CardId, int], ...]


@dataclass(frozen=True)
class Offer:
    """The offer on the table at ``revision``.

    From the authority, ``revision`` is the table's. From a proposer it is only the revision
    it saw: a new offer always replaces the table and bumps the revision, and it is the
    confirmations that must name the revision they agree to.
    """

    revision: int
    lines: tuple[Line, ...]


@dataclass(frozen=True)
class Confirm:
    """A side confirms the offer at ``revision``."""

    side: int
    revision: int


@dataclass(frozen=True)
class Cancel:
    """A side walks away; the table closes with nothing swapped."""

    side: int


@dataclass(frozen=True)
class Settled:
    """The authority swapped every line of the offer at ``revision``."""

    revision: int
    lines: tuple[Line, ...]


@dataclass(frozen=True)
class Refused:
    """The authority refused something at ``revision``, with the reason in words."""

    revision: int
    reason: str


Message = Union[Holdings, Offer, Confirm, Cancel, Settled, Refused]


# -- validation shared by the table and each side ----------------------------------------------
def check_lines(lines: Sequence[Line]) -> "str | None":
    """Return why ``lines`` is not a well-formed offer, or None."""
    if not lines:
        return "An offer must give something."
    if len(lines) > MAX_LINES:
        return f"An offer has at most {MAX_LINES} lines, not {len(lines)}."
    seen: list[tuple[int, str]] = []
    for n, (side, card_id, count) in enumerate(lines, 1):
        if side not in (0, 1):
            return f"Line {n} names side {side}; a trade has sides 0 and 1."
        if not _is_id(card_id):
            return f"Line {n} names {card_id!r}, which is not a card id."
        if not 1 <= count <= MAX_AMOUNT:
            return f"Line {n} gives {count} copies; a line gives 1 to {MAX_AMOUNT}."
        if (side, card_id) in seen:
            return f"Line {n} repeats {card_id} for side {side}; give it once with a count."
        seen.append((side, card_id))
    return None


def shortfall(copies: Mapping[CardId, int], lines: Sequence[Line], side: int) -> "str | None":
    """Return why ``side``, owning ``copies``, cannot give its lines of the offer, or None."""
    for giver, card_id, count in lines:
        if giver == side and copies.get(card_id, 0) < count:
            return f"Side {side} gives {count} of {card_id} but holds {copies.get(card_id, 0)}."
    return None


def apply_half(progress: dict, lines: Sequence[Line], side: int) -> "str | None":
    """Apply ``side``'s half of a settled offer to its own progress, all or nothing, or say why not."""
    reason = check_lines(lines) or shortfall(progress["copies"], lines, side)
    if reason:
        return reason
    for giver, card_id, count in lines:
        for _ in range(count):
            if giver == side:
                prog.remove_copy(progress, card_id)
            else:
                prog.add_copy(progress, card_id)
    return None


def _swap(copies: Mapping[CardId, int], lines: Sequence[Line], side: int) -> dict:
    out = dict(copies)
    for giver, card_id, count in lines:
        out[card_id] = out.get(card_id, 0) + (-count if giver == side else count)
        if out[card_id] <= 0:
            del out[card_id]
    return out


# -- the table ------------------------------------------------------------------------------------
class TradeTable:
    """One trade on the authority: the offer, its revision, the confirmations and the outcome."""

    def __init__(self, proposer: int = 0, revision: int = 0) -> None:
        self.proposer = proposer
        self.revision = revision        # the first offer is revision + 1: an authority running many tables
                                        # starts each past the last, so no two offers share a revision
        self.lines: tuple[Line, ...] = ()
        self.confirmed = [False, False]
        self.holdings: list["dict | None"] = [None, None]
        self.state = OPEN

    def _closed(self) -> "str | None":
        return None if self.state == OPEN else f"The trade is {self.state}."

    def hold(self, side: int, copies: Mapping[CardId, int]) -> "str | None":
        """Record what ``side`` owns (its Holdings message), or say why not."""
        reason = self._closed() or _side(side)
        if reason:
            return reason
        self.holdings[side] = {k: v for k, v in copies.items() if v > 0}
        return None

    def can_offer(self, side: int, lines: Sequence[Line]) -> "str | None":
        """Return why ``side`` may not put ``lines`` on the table, or None."""
        reason = self._closed() or _side(side)
        if reason:
            return reason
        if side != self.proposer:
            return f"Only the proposer (side {self.proposer}) puts an offer on the table."
        return check_lines(lines)

    def offer(self, side: int, lines: Sequence[Line]) -> "str | None":
        """Put ``lines`` on the table: the revision goes up and both confirmations clear."""
        reason = self.can_offer(side, lines)
        if reason:
            return reason
        self.lines = tuple((s, c, n) for s, c, n in lines)
        self.revision += 1
        self.confirmed = [False, False]
        return None

    def can_confirm(self, side: int, revision: int) -> "str | None":
        """Return why ``side`` may not confirm ``revision`` now, or None."""
        reason = self._closed() or _side(side)
        if reason:
            return reason
        if not self.revision:
            return "There is no offer on the table yet."
        if revision != self.revision:
            return f"The offer changed (revision {self.revision} is on the table); look again before confirming."
        if self.confirmed[side]:
            return f"Side {side} has already confirmed revision {revision}."
        return None

    def confirm(self, side: int, revision: int) -> "str | None":
        """Confirm ``revision``; when both sides have, settle (see :meth:`settle`). Return a refusal or None."""
        reason = self.can_confirm(side, revision)
        if reason:
            return reason
        self.confirmed[side] = True
        if all(self.confirmed):
            return self.settle()
        return None

    def settle(self) -> "str | None":
        """Validate the confirmed offer against both holdings and swap every line, or reopen and say why."""
        reason = None
        for side in range(SIDES):
            held = self.holdings[side]
            reason = reason or (f"Side {side}'s holdings are not known." if held is None
                                else shortfall(held, self.lines, side))
        if reason:
            self.confirmed = [False, False]
            return reason
        self.holdings = [_swap(h or {}, self.lines, s) for s, h in enumerate(self.holdings)]
        self.state = SETTLED
        return None

    def cancel(self, side: int) -> "str | None":
        """Close the table with nothing swapped."""
        reason = self._closed() or _side(side)
        if reason:
            return reason
        self.state = CANCELLED
        return None

    def handle(self, side: int, message: Message) -> list[Message]:
        """Apply a message that came from ``side``; return the messages both sides should see."""
        if isinstance(message, Holdings):
            reason = self.hold(side, dict(message.copies)) if message.side == side else "A side reports only its own holdings."
            return [Refused(self.revision, reason)] if reason else []
        if isinstance(message, Offer):
            reason = self.offer(side, message.lines)
            return [Refused(self.revision, reason)] if reason else [Offer(self.revision, self.lines)]
        if isinstance(message, Confirm):
            was_open = self.state == OPEN
            reason = self.confirm(side, message.revision) if message.side == side else "A side confirms only for itself."
            if was_open and self.state == SETTLED:
                return [Settled(self.revision, self.lines)]
            return [Refused(self.revision, reason)] if reason else []
        if isinstance(message, Cancel):
            reason = self.cancel(side)
            return [Refused(self.revision, reason)] if reason else [Cancel(side)]
        return [Refused(self.revision, "Only the authority sends that message.")]


def _side(side: int) -> "str | None":
    return None if side in (0, 1) else f"A trade has sides 0 and 1, not {side}."


def _is_id(text: object) -> bool:
    return isinstance(text, str) and 0 < len(text) <= MAX_ID and text.isascii() \
        and all(c.islower() or c.isdigit() or c in "_-" for c in text)


# -- the byte codec -----------------------------------------------------------------------------------
class CodecError(ValueError):
    """Bytes that are not a trade message, with the reason."""


_HOLDINGS, _OFFER, _CONFIRM, _CANCEL, _SETTLED, _REFUSED = 1, 2, 3, 4, 5, 6
_NAMES = {_HOLDINGS: "holdings", _OFFER: "offer", _CONFIRM: "confirm", _CANCEL: "cancel",
          _SETTLED: "settled", _REFUSED: "refused"}


def encode(message: Message) -> bytes:
    """Return the bytes of ``message``: version, type, then its fields (big-endian)."""
    if isinstance(message, Holdings):
        body = bytes([_HOLDINGS, message.side]) + struct.pack(">H", len(message.copies))
        body += b"".join(_id(c) + struct.pack(">I", n) for c, n in message.copies)
    elif isinstance(message, (Offer, Settled)):
        body = bytes([_OFFER if isinstance(message, Offer) else _SETTLED]) + struct.pack(
            ">IH", message.revision, len(message.lines))
        body += b"".join(bytes([s]) + _id(c) + struct.pack(">I", n) for s, c, n in message.lines)
    elif isinstance(message, Confirm):
        body = bytes([_CONFIRM, message.side]) + struct.pack(">I", message.revision)
    elif isinstance(message, Cancel):
        body = bytes([_CANCEL, message.side])
    elif isinstance(message, Refused):
        text = message.reason.encode("utf-8")[:MAX_REASON].decode("utf-8", "ignore").encode("utf-8")
        body = bytes([_REFUSED]) + struct.pack(">IH", message.revision, len(text)) + text
    else:
        raise TypeError(f"not a trade message: {message!r}")
    return bytes([CODEC_VERSION]) + body


def _id(card_id: str) -> bytes:
    data = card_id.encode("utf-8")
    return bytes([len(data)]) + data


class _Reader:
    def __init__(self, data: bytes) -> None:
        self.data, self.at = data, 0

    def take(self, n: int, what: str) -> bytes:
        if self.at + n > len(self.data):
            raise CodecError(f"the message ends inside its {what} (byte {self.at}, {len(self.data)} bytes in all)")
        chunk = self.data[self.at:self.at + n]
        self.at += n
        return chunk

    def u8(self, what: str) -> int:
        return self.take(1, what)[0]

    def u16(self, what: str) -> int:
        return struct.unpack(">H", self.take(2, what))[0]

    def u32(self, what: str) -> int:
        return struct.unpack(">I", self.take(4, what))[0]

    def side(self) -> int:
        side = self.u8("side")
        if side not in (0, 1):
            raise CodecError(f"side {side} is not 0 or 1")
        return side

    def card(self) -> str:
        raw = self.take(self.u8("card id length"), "card id")
        try:
            text = raw.decode("ascii")
        except UnicodeDecodeError:
            text = ""
        if not _is_id(text):
            raise CodecError(f"{raw!r} is not a card id (1 to {MAX_ID} lowercase letters, digits, '_' or '-')")
        return text

    def count(self) -> int:
        n = self.u32("count")
        if not 1 <= n <= MAX_AMOUNT:
            raise CodecError(f"a count of {n}; expected 1 to {MAX_AMOUNT}")
        return n

    def lines(self) -> tuple[Line, ...]:
        n = self.u16("line count")
        if not 1 <= n <= MAX_LINES:
            raise CodecError(f"{n} lines; an offer has 1 to {MAX_LINES}")
        lines = tuple((self.side(), self.card(), self.count()) for _ in range(n))
        reason = check_lines(lines)
        if reason:
            raise CodecError(reason)
        return lines


def decode(data: bytes) -> Message:
    """Return the message in ``data``, or raise :class:`CodecError` saying what is wrong."""
    if not isinstance(data, (bytes, bytearray)):
        raise CodecError(f"a trade message is bytes, not {type(data).__name__}")
    r = _Reader(bytes(data))
    if not data:
        raise CodecError("the message is empty")
    version = r.u8("version")
    if version != CODEC_VERSION:
        raise CodecError(f"message version {version}; this game reads version {CODEC_VERSION}")
    kind = r.u8("type")
    if kind not in _NAMES:
        raise CodecError(f"unknown message type {kind}")
    message: Message
    if kind == _HOLDINGS:
        side = r.side()
        n = r.u16("holding count")
        if n > MAX_HOLDINGS:
            raise CodecError(f"{n} holdings; at most {MAX_HOLDINGS}")
        copies = tuple((r.card(), r.count()) for _ in range(n))
        ids = [c for c, _ in copies]
        if len(dict.fromkeys(ids)) != len(ids):
            raise CodecError("a card id appears twice in the holdings")
        message = Holdings(side, copies)
    elif kind in (_OFFER, _SETTLED):
        revision = r.u32("revision")
        message = (Offer if kind == _OFFER else Settled)(revision, r.lines())
    elif kind == _CONFIRM:
        side = r.side()
        message = Confirm(side, r.u32("revision"))
    elif kind == _CANCEL:
        message = Cancel(r.side())
    else:
        revision = r.u32("revision")
        raw = r.take(r.u16("reason length"), "reason")
        if len(raw) > MAX_REASON:
            raise CodecError(f"a reason of {len(raw)} bytes; at most {MAX_REASON}")
        try:
            message = Refused(revision, raw.decode("utf-8"))
        except UnicodeDecodeError:
            raise CodecError("the reason is not UTF-8 text") from None
    if r.at != len(data):
        raise CodecError(f"{len(data) - r.at} stray bytes after the {_NAMES[kind]} message")
    return message
