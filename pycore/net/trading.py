"""Card trades between the players of a room: the cards' trade table on the host, its messages carried.

The host is the authority: one :class:`~pycore.collection.trade.TradeTable` per guest, the
host as side 0 and the guest as side 1. Each side reports its holdings from its own
collection, offers and confirms; the table settles every line or none, and each side then
applies its half to its own collection with ``apply_half``. A refusal changes nothing on
either side.

Cards are never made or lost: the host validates a settlement against its live collection
(not the one it had when the table opened) and applies its half in the same step, so two
tables cannot both give away one card; the guest reports its holdings again with every
confirmation. Offer revisions run on across every table of a session, so a confirmation
still in flight for a closed table cannot settle a new one, and a guest applies a
``Settled`` only for the offer (revision and lines) it confirmed. Trade messages travel as the cards' own bytes inside :class:`~pycore.net.codec.Trade`,
numbered and repeated until acknowledged, so a lossy channel loses none and reorders none.
"""

from __future__ import annotations

from typing import Callable, Sequence

from pycore.collection import trade as cards_trade
from pycore.collection.trade import (CANCELLED, OPEN, SETTLED, Cancel, CodecError, Confirm, Holdings, Line,
                                      Message, Offer, Refused, Settled, TradeTable, apply_half)

from .codec import Trade

RESEND_MS = 200
WINDOW = 8          # unacknowledged trade messages sent in one go


class Channel:
    """Reliable, in-order delivery of trade payloads over a link that loses and reorders."""

    def __init__(self) -> None:
        self.last = 0                        # the number of the last payload pushed
        self.outbox: list[tuple[int, bytes]] = []
        self.got = 0
        self.owe_ack = False
        self.sent_at = -RESEND_MS

    def push(self, payload: bytes) -> None:
        """Queue ``payload`` to be sent (again and again) until acknowledged."""
        self.last += 1
        self.outbox.append((self.last, payload))
        self.sent_at = -RESEND_MS

    def check(self, msg: Trade) -> "str | None":
        """Return why an arrived message cannot be taken (an ack of payloads never sent, a payload that is not
        a trade message), or None; a refused message is not taken at all, so its number stays free."""
        if msg.ack > self.last:
            return f"the trade ack {msg.ack} is beyond the {self.last} trade messages sent"
        if msg.seq == 0:
            return "a bare trade ack carries no message" if msg.payload else None
        try:
            cards_trade.decode(msg.payload)
        except CodecError as e:
            return str(e)
        return None

    def next_in_order(self, msg: Trade) -> bool:
        """Return True if ``msg`` is the payload :meth:`accept` would deliver now."""
        return msg.seq == self.got + 1

    def accept(self, msg: Trade) -> list[bytes]:
        """Take one arrived message (already checked); return its payload if it is the next in order."""
        self.outbox = [(seq, p) for seq, p in self.outbox if seq > msg.ack]
        if msg.seq == 0:
            return []
        self.owe_ack = True
        if msg.seq != self.got + 1:
            return []                       # a repeat, or ahead of a lost one: it comes again
        self.got += 1
        return [msg.payload]

    def outgoing(self, now: int) -> list[Trade]:
        """Return the messages to send now: unacknowledged payloads when due, or a bare ack."""
        if self.outbox and now - self.sent_at >= RESEND_MS:
            self.sent_at, self.owe_ack = now, False
            return [Trade(seq, self.got, p) for seq, p in self.outbox[:WINDOW]]
        if self.owe_ack:
            self.owe_ack = False
            return [Trade(0, self.got, b"")]
        return []


class TradeView:
    """One side's picture of its trade with a partner: the offer on the table and how it ended."""

    def __init__(self, partner: int, side: int) -> None:
        self.partner = partner
        self.side = side
        self.state = ""
        self.revision = 0
        self.lines: tuple[Line, ...] = ()
        self.refusal = ""
        self.settled = 0
        self.held = False

    def see(self, msg: object, progress: dict) -> None:
        """Update from a message both sides see; on a settlement apply this side's half to ``progress``."""
        if isinstance(msg, Offer):
            self.state, self.revision, self.lines, self.refusal = OPEN, msg.revision, msg.lines, ""
        elif isinstance(msg, Settled):
            self.refusal = apply_half(progress, msg.lines, self.side) or ""
            self.state, self.lines = SETTLED, msg.lines
            self.settled += 0 if self.refusal else 1
            self.held = False
        elif isinstance(msg, Refused):
            self.refusal = msg.reason
        elif isinstance(msg, Cancel):
            self.state, self.held = CANCELLED, False

    def to_plain(self) -> dict:
        """Return the trade as plain data for the page."""
        return {"partner": self.partner, "side": self.side, "state": self.state, "revision": self.revision,
                "lines": [list(line) for line in self.lines], "refusal": self.refusal, "settled": self.settled}


def holdings(progress: dict, side: int) -> Holdings:
    """Return ``side``'s Holdings message from its collection."""
    return Holdings(side, tuple(sorted((c, n) for c, n in progress["copies"].items() if n > 0)))


class HostTrades:
    """The host's trades: a table per guest, the host's own side of each."""

    def __init__(self, progress: Callable[[], dict]) -> None:
        self.progress = progress
        self.tables: dict[int, TradeTable] = {}
        self.channels: dict[int, Channel] = {}
        self.views: dict[int, TradeView] = {}
        self.revision = 0                    # the last offer revision of any table: a new table starts past it
        self.settlements: list[tuple[int, int, tuple[Line, ...]]] = []   # (guest, revision, lines) settled here

    def _table(self, peer: int, proposer: int) -> TradeTable:
        table = self.tables.get(peer)
        if table is None or table.state != OPEN or (not table.lines and table.proposer != proposer):
            guest_held = table.holdings[1] if table is not None and table.state == OPEN else None
            table = self.tables[peer] = TradeTable(proposer, self.revision)
            table.hold(0, dict(holdings(self.progress(), 0).copies))
            if guest_held is not None:          # a table with no offer yet hands over what the guest reported
                table.hold(1, guest_held)
            self.channels.setdefault(peer, Channel())
            self.views[peer] = TradeView(peer, 0)
        return table

    def _handle(self, peer: int, table: TradeTable, side: int, message: Message) -> "str | None":
        """Hand ``message`` to the table, against the host's live holdings, and publish what it answers.

        The host's holdings are read again right before a confirmation, which may settle:
        validation and the host's half happen in this one step, so no other table can give
        the same card away in between.
        """
        if isinstance(message, Confirm):
            table.hold(0, dict(holdings(self.progress(), 0).copies))
        answer = table.handle(side, message)
        self.revision = max(self.revision, table.revision)
        return self._publish(peer, answer)

    def _publish(self, peer: int, messages: Sequence[Message]) -> "str | None":
        reason = None
        for msg in messages:
            self.channels[peer].push(cards_trade.encode(msg))
            self.views[peer].see(msg, self.progress())
            if isinstance(msg, Settled):
                self.settlements.append((peer, msg.revision, msg.lines))
            if isinstance(msg, Refused):
                reason = msg.reason
        return reason

    def offer(self, peer: int, lines: Sequence[Line]) -> "str | None":
        """Put the host's offer to ``peer`` on the table; return the refusal, or None."""
        table = self._table(peer, 0)
        return self._handle(peer, table, 0, Offer(table.revision, tuple(lines)))

    def confirm(self, peer: int) -> "str | None":
        """Confirm the offer on the table with ``peer``."""
        table = self.tables.get(peer)
        if table is None:
            return "There is no trade with that player."
        return self._handle(peer, table, 0, Confirm(0, table.revision))

    def cancel(self, peer: int) -> "str | None":
        """Walk away from the trade with ``peer``."""
        table = self.tables.get(peer)
        if table is None:
            return "There is no trade with that player."
        return self._handle(peer, table, 0, Cancel(0))

    def receive(self, peer: int, msg: Trade) -> "str | None":
        """Take a guest's trade message; return the reason one was refused, or None."""
        channel = self.channels.get(peer) or Channel()
        reason = channel.check(msg)
        if reason:
            return reason
        self.channels[peer] = channel
        for payload in channel.accept(msg):
            message = cards_trade.decode(payload)         # checked above
            if isinstance(message, Holdings):
                table = self._table(peer, 1)
            elif peer in self.tables:
                table = self.tables[peer]
            else:
                reason = "The guest traded before reporting its holdings."
                continue
            reason = self._handle(peer, table, 1, message) or reason
        return reason

    def outgoing(self, now: int) -> list[tuple[int, Trade]]:
        """Return the trade messages to send now, by guest."""
        return [(peer, msg) for peer, ch in self.channels.items() for msg in ch.outgoing(now)]

    def status(self) -> list[dict]:
        """Return every trade as plain data."""
        return [v.to_plain() for _, v in sorted(self.views.items())]


class GuestTrades:
    """A guest's trade with the host (side 1)."""

    def __init__(self, progress: Callable[[], dict]) -> None:
        self.progress = progress
        self.channel = Channel()
        self.view = TradeView(0, 1)
        self.confirmed: dict[int, tuple[Line, ...]] = {}    # offers this side confirmed, by revision, not yet settled
        self.applied: list[int] = []                        # the revisions settled here

    def _send(self, msg: Message) -> None:
        if not self.view.held:
            self.channel.push(cards_trade.encode(holdings(self.progress(), 1)))
            self.view.held = True
        self.channel.push(cards_trade.encode(msg))

    def offer(self, lines: Sequence[Line]) -> "str | None":
        """Propose ``lines`` to the host (the guest then proposes this trade)."""
        reason = cards_trade.check_lines(tuple(lines))
        if reason:
            return reason
        self._send(Offer(self.view.revision, tuple(lines)))
        return None

    def confirm(self) -> "str | None":
        """Confirm the offer on the table."""
        if self.view.state != OPEN:
            return "There is no open offer to confirm."
        self.confirmed[self.view.revision] = self.view.lines
        self.channel.push(cards_trade.encode(holdings(self.progress(), 1)))   # what it holds now, not at the start
        self.view.held = True
        self._send(Confirm(1, self.view.revision))
        return None

    def cancel(self) -> "str | None":
        """Walk away from the trade."""
        self._send(Cancel(1))
        return None

    def receive(self, msg: Trade) -> "str | None":
        """Take the host's trade message; return the refusal it carried, or None."""
        reason = self.channel.check(msg)
        if reason:
            return reason
        if self.channel.next_in_order(msg):
            settled = cards_trade.decode(msg.payload)
            if isinstance(settled, Settled) and self.confirmed.get(settled.revision) != settled.lines:
                return f"a settlement of offer {settled.revision}, which this side did not confirm"
        for payload in self.channel.accept(msg):
            message = cards_trade.decode(payload)
            if isinstance(message, Settled):
                del self.confirmed[message.revision]
            elif isinstance(message, (Offer, Cancel)):
                # the table moved on: an earlier offer can no longer be settled
                self.confirmed = {r: lines for r, lines in self.confirmed.items()
                                  if isinstance(message, Offer) and r >= message.revision}
            if isinstance(message, Offer) and not self.view.held:
                self.channel.push(cards_trade.encode(holdings(self.progress(), 1)))
                self.view.held = True
            self.view.see(message, self.progress())
            if isinstance(message, Settled) and not self.view.refusal:
                self.applied.append(message.revision)
            if isinstance(message, Refused):
                reason = message.reason
        return reason

    def outgoing(self, now: int) -> list[tuple[int, Trade]]:
        """Return the trade messages to send the host now."""
        return [(0, msg) for msg in self.channel.outgoing(now)]

    def status(self) -> list[dict]:
        """Return the trade as plain data (a list, like the host's)."""
        return [self.view.to_plain()] if self.view.state or self.view.held else []
