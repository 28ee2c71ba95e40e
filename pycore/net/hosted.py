"""Host-authoritative netplay: the host runs the session, each guest sees only its own seat's view.

Guests send their pad words (numbered, repeated until acknowledged) and their pointer actions
(numbered, repeated until acknowledged); the host feeds one word per guest per tick, ticks,
and sends each guest ``view(seat)`` as compressed canonical JSON whenever it changed. The
guest draws from that alone, so it never holds another seat's secret.

Verifiable deals: the host commits to the session seed with SHA-256 before the start and,
once the game is over, reveals the seed and the record of every pad and action it applied.
The guest re-simulates the game and checks every view it was sent and the final hash:
"deal verified" or "deal did not match". Revealing the seed after the end discloses the
cards nobody showed down; that is the price of checking the deal.

Stakes from the purse: at a table seated with purses (``purses=True``) the host keeps each
seat's ``stake`` and ``settle`` events, in order, and sends a guest its own seat's list in
its table view (``"purse"``): never another seat's, and nothing a stake or a settle does
not already show. The guest settles each entry once, by its place in the list, so a view
sent twice settles nothing twice. The list is part of the view, so the deal check replays
it too.
"""

from __future__ import annotations

import copy
import hashlib
from typing import Any, Callable, Sequence

from pycore.host.drivers import table_view
from pycore.host.replay import Recording, ViewRecording
from pycore.host.rounds import RoundDriver, table_hash
from pycore.kernel.mode import Netplay
from pycore.kernel.plain import whole
from pycore.kernel.session import Session
from pycore.packs import Pack

from .codec import (MAX_ACTIONS, MAX_RUN, SALT_BYTES, Bye, Endpoint, Pads, Ping, Pong, Reveal, View, WireError,
                    canonical, decode, deflate, encode, inflate, pack_json, unpack_json)
from .lockstep import (BYE_COPIES, DROP_AFTER_MS, DROPPED, HOST, PING_EVERY_MS, TELL_EVERY_MS, TELL_FOR_MS,
                       hand_to_ai, peers_of)
from .silence import Silence

VIEW_RESEND_MS = 100     # an unacknowledged view goes again after this long
REVEAL_RESEND_MS = 1000
MAX_RECORD_FRAMES = 1 << 22   # frames any record may claim, whatever the mode (19 hours at 60 a second)
MAX_BACKLOG = 30         # pad words a guest may be ahead before the oldest are skipped
MAX_WAITING_ACTIONS = 2 * MAX_ACTIONS   # a guest's actions waiting for the host's next ticks (it plays 32 a tick)
DEAL_VERIFIED = "deal verified"
DEAL_MISMATCH = "deal did not match"
PURSE_EVENTS = ("stake", "settle")


def note_purse(ledger: dict[int, list[dict]], events: Sequence[dict]) -> None:
    """Add each seat's ``stake`` and ``settle`` events, in order, to that seat's list in ``ledger``."""
    for e in events:
        if e.get("kind") in PURSE_EVENTS and type(e.get("seat")) is int:
            ledger.setdefault(e["seat"], []).append(dict(e))


def commitment(seed: int, salt: bytes) -> bytes:
    """Return the SHA-256 commitment to a seed (salted so a small seed cannot be guessed)."""
    return hashlib.sha256(b"parlor-deal-1" + (seed & ((1 << 64) - 1)).to_bytes(8, "little") + salt).digest()


def view_digest(view_bytes: bytes) -> bytes:
    """Return the digest a guest keeps of each view it was sent."""
    return hashlib.sha256(view_bytes).digest()


def pack_record(pads: list[list[int]], actions: list[list], seat_changes: list) -> bytes:
    """Return the applied inputs as compressed JSON: pads run-length coded by frame."""
    runs: list[list] = []
    for words in pads:
        if runs and runs[-1][1] == words:
            runs[-1][0] += 1
        else:
            runs.append([1, list(words)])
    return pack_json({"pads": runs, "actions": actions, "seats": [list(c) for c in seat_changes]})


def guest_view(driver: RoundDriver, seat: int, purse: "list[dict] | None" = None) -> bytes:
    """Return what the host sends the guest in ``seat``: its table view as canonical JSON (compressed on the wire).

    The table view names the screen that draws it (a cued round's, while the seat plays one);
    ``purse`` is the seat's own stakes and settles so far, sent once there is one.
    """
    table = table_view(driver, seat)
    return canonical({**table, "purse": purse} if purse else table)


def _is_int(v: Any, low: int, high: int) -> bool:
    return whole(v) and low <= v <= high


def read_record(record: Any, seats: int, start: int, end: int) -> tuple[list[tuple[int, list[int]]], dict, dict]:
    """Return a revealed record's pad runs, actions by frame and seat changes by frame.

    Raise ValueError at the first fault: a record that is not the three lists, a run that is
    not ``[count, one word per seat]``, pads that do not cover exactly the frames from
    ``start`` to ``end`` (the whole game, as long as the host said it was), a frame or seat
    out of range, an action
    that is not a table with a ``do`` name. Nothing is expanded: the work a record asks for
    is bounded by ``end - start`` before any is done.
    """
    frames = end - start
    if not isinstance(record, dict) or not all(isinstance(record.get(k), list) for k in ("pads", "actions", "seats")):
        raise ValueError("the record is not a table of pads, actions and seats")
    runs: list[tuple[int, list[int]]] = []
    total = 0
    for run in record["pads"]:
        if (not isinstance(run, list) or len(run) != 2 or not _is_int(run[0], 1, frames) or not isinstance(run[1], list)
                or len(run[1]) != seats or not all(_is_int(w, 0, 0xFFFF) for w in run[1])):
            raise ValueError(f"a run of the record's pads is malformed: {str(run)[:60]}")
        total += run[0]
        if total > frames:
            raise ValueError(f"the record runs past frame {frames}, where the game ended")
        runs.append((run[0], list(run[1])))
    if total != frames:
        raise ValueError(f"the record stops at frame {total}; the game ended at frame {frames}")
    actions: dict[int, dict[int, list[dict]]] = {}
    for entry in record["actions"]:
        if (not isinstance(entry, list) or len(entry) != 3 or not _is_int(entry[0], start, end - 1)
                or not _is_int(entry[1], 0, seats - 1) or not isinstance(entry[2], dict)
                or not isinstance(entry[2].get("do"), str)):
            raise ValueError(f"an action of the record is malformed: {str(entry)[:60]}")
        actions.setdefault(entry[0], {}).setdefault(entry[1], []).append(entry[2])
    changes: dict[int, list[int]] = {}
    for entry in record["seats"]:
        if (not isinstance(entry, list) or len(entry) != 3 or not _is_int(entry[0], start, end)
                or not _is_int(entry[1], 0, seats - 1) or not isinstance(entry[2], str)):
            raise ValueError(f"a seat change of the record is malformed: {str(entry)[:60]}")
        changes.setdefault(entry[0], []).append(entry[1])
    return runs, actions, changes


class _Guest:
    """What the host keeps about one guest link."""

    def __init__(self, seat: int, now: int) -> None:
        self.seat = seat
        self.queue: list[int] = []
        self.received = 0
        self.last_pad = 0
        self.actions: list[tuple[int, dict]] = []
        self.applied = 0
        self.seq = 0
        self.text = b""
        self.data = b""
        self.acked = 0
        self.sent_at = -VIEW_RESEND_MS
        self.revealed_at = -REVEAL_RESEND_MS
        self.heard = now
        self.pongs: list[int] = []


class HostedHost(Endpoint):
    """The host of a hosted game: the one session, the guests' pads and actions, their views."""

    model = Netplay.HOSTED

    def __init__(self, session: Session, *, owners: Sequence[int], salt: bytes, instance: str = "",
                 drop_after_ms: int = DROP_AFTER_MS, now: int = 0, pack: "Pack | None" = None,
                 purses: bool = False, recording: "Recording | None" = None) -> None:
        if len(owners) != len(session.seats):
            raise ValueError(f"{len(owners)} seat owners for {len(session.seats)} seats")
        if len(salt) != SALT_BYTES:
            raise ValueError(f"the salt is {len(salt)} bytes, expected {SALT_BYTES}")
        self.session = session
        self.driver = RoundDriver(pack, session)
        self.instance = instance
        self.me = HOST
        self.owners = list(owners)
        self.seat: "int | None" = self.owners.index(HOST) if HOST in self.owners else None
        self.salt = salt
        self.commitment = commitment(session.seed, salt)
        self.drop_after_ms = drop_after_ms
        self.guests = {p: _Guest(self.owners.index(p), now) for p in peers_of(self.owners)}
        self.links = list(self.guests)
        self.silence = Silence(list(self.links), now, drop_after_ms)
        self.handed: list[str] = []                 # each seat given to the AI, in words (the host's status)
        self.pads: list[list[int]] = []
        self.applied_actions: list[list] = []
        self.pinged = now - PING_EVERY_MS
        self.rtt: dict[int, int] = {}
        self.ended = ""
        self.rejected: list[str] = []
        self.farewell: dict[int, int] = {}        # guest dropped for silence -> when (it is told for a while)
        self.farewell_words: dict[int, str] = {}  # ... and what it is told
        self.told_at = -TELL_EVERY_MS
        self.purses = purses
        self.ledger: dict[int, list[dict]] = {}    # each seat's stakes and settles, sent to its guest
        self.recorded = recording                   # the host's replay: every frame, every seat
        self._refresh_views()

    @property
    def running(self) -> bool:
        """True while the game goes on."""
        return not (self.ended or self.session.is_finished())

    # -- bytes in ----------------------------------------------------------------------
    def _receive(self, peer: int, data: bytes, now: int) -> "str | None":
        g = self.guests.get(peer)
        if g is None or peer not in self.links:
            return f"Peer {peer} is not at this table."
        try:
            msg = decode(data)
        except WireError as e:
            return str(e)
        if isinstance(msg, Pads):
            if msg.ack_view > g.seq:
                return f"peer {peer} acknowledges view {msg.ack_view}; only {g.seq} were sent"
            if msg.first > g.received:
                return f"peer {peer}'s pads start at {msg.first}; the host holds only {g.received}"
            last = g.actions[-1][0] if g.actions else g.applied
            new = [(seq, act) for seq, act in msg.actions if seq > last]
            if len(g.actions) + len(new) > MAX_WAITING_ACTIONS:
                return (f"peer {peer} has sent {len(g.actions) + len(new)} actions the host has not played; "
                        f"at most {MAX_WAITING_ACTIONS}")
            g.acked = max(g.acked, msg.ack_view)
            fresh = msg.words[g.received - msg.first:]
            g.queue.extend(fresh)
            g.received += len(fresh)
            if len(g.queue) > MAX_BACKLOG:
                del g.queue[:len(g.queue) - MAX_BACKLOG]
            g.actions.extend(new)
        elif isinstance(msg, Ping):
            g.pongs.append(msg.stamp)
        elif isinstance(msg, Pong):
            if msg.stamp > now:
                return f"a pong stamped {msg.stamp} comes from the future (now {now})"
            self.rtt[peer] = now - msg.stamp
            self.silence.round_trip(peer, now - msg.stamp)
        elif isinstance(msg, Bye):
            self._drop(peer)
        else:
            return f"a {type(msg).__name__} message has no place at the host of a hosted game"
        g.heard = now
        self.silence.heard(peer)
        return None

    # -- the host's frame ----------------------------------------------------------------
    def step(self, pad: int = 0, actions: "Sequence[dict] | None" = None) -> list[dict]:
        """Tick once with the host's pad and actions and each guest's next pad word; refresh the views."""
        if not self.running:
            return []
        s = self.session
        words = [0] * len(self.owners)
        acts: dict[int, list[dict]] = {}
        if self.seat is not None:
            words[self.seat] = pad & 0xFFFF
            if actions:
                acts[self.seat] = [dict(a) for a in actions][:MAX_ACTIONS]
        for peer in self.links:
            g = self.guests[peer]
            if g.queue:
                g.last_pad = g.queue.pop(0)
            words[g.seat] = g.last_pad
            if g.actions:
                acts[g.seat] = [act for _, act in g.actions[:MAX_ACTIONS]]
                g.applied = g.actions[min(len(g.actions), MAX_ACTIONS) - 1][0]
                del g.actions[:MAX_ACTIONS]
        words = [0 if s.seats[i].is_ai else w for i, w in enumerate(words)]
        acts = {i: a for i, a in acts.items() if not s.seats[i].is_ai}
        f = s.frame
        self.pads.append(words)
        self.applied_actions.extend([f, i, a] for i, group in sorted(acts.items()) for a in group)
        events = self.driver.tick(words, acts or None)
        if self.recorded is not None:
            self.recorded.record(words, acts, self.driver)
        if self.purses:
            note_purse(self.ledger, events)
        self._refresh_views()
        return events

    def _refresh_views(self) -> None:
        for g in self.guests.values():
            text = guest_view(self.driver, g.seat, self.ledger.get(g.seat))
            if text != g.text:
                g.text = text
                g.data = deflate(text)
                g.seq += 1
                g.sent_at = -VIEW_RESEND_MS

    # -- bytes out ---------------------------------------------------------------------
    def outgoing(self, now: int) -> list[tuple[int, bytes]]:
        """Return this moment's messages: each guest's acks and (if unacknowledged) view, pings, the reveal."""
        if self.ended:
            return []
        self.silence.look(now)
        for peer in list(self.links):
            if self.silence.silent(peer):
                self._drop(peer, now)
        out: list[tuple[int, bytes]] = []
        if self.farewell and now - self.told_at >= TELL_EVERY_MS:
            self.told_at = now
            for peer, dropped_at in list(self.farewell.items()):
                if now - dropped_at > TELL_FOR_MS:
                    del self.farewell[peer]
                else:
                    out.append((peer, encode(Bye(self.farewell_words.get(peer, DROPPED)))))
        ping = now - self.pinged >= PING_EVERY_MS
        if ping:
            self.pinged = now
        over = self.session.is_finished()
        for peer in self.links:
            g = self.guests[peer]
            data = b""
            if g.acked < g.seq and now - g.sent_at >= VIEW_RESEND_MS:
                data, g.sent_at = g.data, now
            out.append((peer, encode(View(self.session.frame, g.seq, g.received, g.applied, data, over))))
            out.extend((peer, encode(Pong(stamp))) for stamp in g.pongs)
            g.pongs = []
            if ping:
                out.append((peer, encode(Ping(now))))
            if over and g.acked >= g.seq and now - g.revealed_at >= REVEAL_RESEND_MS:
                # only once the guest holds the final view: a reveal overtaking it would read as an early one
                g.revealed_at = now
                out.append((peer, encode(self.reveal())))
        return out

    def reveal(self) -> Reveal:
        """Return the reveal: seed, salt, final hash and the record of applied inputs."""
        s = self.session
        return Reveal(s.seed, self.salt, table_hash(self.driver),
                      pack_record(self.pads, self.applied_actions, s.seat_changes))

    def _drop(self, peer: int, now: "int | None" = None) -> None:
        """Give a silent or departed guest's seat to the AI from the next frame; a silent one (``now`` given)
        is told so for a while, in case it still hears the host."""
        if peer in self.links:
            self.links.remove(peer)
            seat = self.guests[peer].seat
            name = self.session.seats[seat].label(seat)
            if now is not None:
                why = self.silence.words(peer)
                self.handed.append(f"{name} went silent ({why}): the AI plays seat {seat + 1} now.")
                self.farewell_words[peer] = f"{DROPPED[:-1]} ({why})."
                self.farewell[peer] = now
            else:
                self.handed.append(f"{name} left: the AI plays seat {seat + 1} now.")
            hand_to_ai(self.driver, seat)
            self.silence.forget(peer)

    def leave(self) -> list[tuple[int, bytes]]:
        """Return the goodbye to every guest: the game ends for everyone."""
        bye = encode(Bye("The host left; the game is over."))
        out = [(peer, bye) for peer in self.links for _ in range(BYE_COPIES)]
        self.ended = self.ended or "You left the game; it is over for everyone."
        return out

    # -- reading -----------------------------------------------------------------------
    def replay(self) -> "Recording | None":
        """Return the host's replay of the game so far (every seat's inputs), or None when none is kept."""
        return self.recorded.sealed(self.driver) if self.recorded is not None else None

    def view(self) -> "dict | None":
        """Return the host's own seat's view."""
        return self.driver.view(self.seat if self.seat is not None else 0)

    def status(self) -> dict:
        """Return the page's status as plain data."""
        s = self.session
        state = "ended" if self.ended else "over" if s.is_finished() else "playing"
        dropped = [[g.seat, p] for p, g in self.guests.items() if p not in self.links]
        return {"model": self.model.label, "role": "host", "state": state, "frame": s.frame, "seat": self.seat,
                "rtt": {str(k): v for k, v in sorted(self.rtt.items())}, "dropped": dropped,
                "commitment": self.commitment.hex(), "verdict": "",
                "message": self.ended or (self.handed[-1] if self.handed and self.running else ""),
                "handed": list(self.handed),
                "hash": f"{table_hash(self.driver):016x}"}


class HostedGuest(Endpoint):
    """A guest of a hosted game: sends pads and actions, draws the views the host sends."""

    model = Netplay.HOSTED

    def __init__(self, *, me: int, seat: int, commitment_bytes: bytes, opener: Callable[[int], Session],
                 drop_after_ms: int = DROP_AFTER_MS, now: int = 0, pack: "Pack | None" = None,
                 frame_bound: int = MAX_RECORD_FRAMES, purses: bool = False,
                 recording: "Recording | None" = None) -> None:
        self.me = me
        self.purses = purses
        self.frame_bound = min(frame_bound, MAX_RECORD_FRAMES)   # the longest the mode lets a game run
        self.end: "int | None" = None                             # the frame the host said the game ended on
        self.revealed = b""
        self.pack = pack
        self.seat = seat
        self.commitment = commitment_bytes
        self.opener = opener
        self.drop_after_ms = drop_after_ms
        self.links = [HOST]
        self.view: "dict | None" = None
        self.frame = 0
        self.seq = 0
        self.seen: dict[int, bytes] = {}
        self.words: list[int] = []
        self.base = 0
        self.actions: list[tuple[int, dict]] = []
        self.next_action = 1
        self.heard = now
        self.silence = Silence([HOST], now, drop_after_ms)
        self.pinged = now - PING_EVERY_MS
        self.pongs: list[int] = []
        self.rtt: dict[int, int] = {}
        self.finished = False
        self.verdict = ""
        self.ended = ""
        self.received: list[bytes] = []
        self.rejected: list[str] = []
        # the replay: the game as the guest knows it (seats, config; no seed, no pads) ...
        self.blank = recording
        self.views = ViewRecording(instance=recording.instance, seats=list(recording.seats), seat=seat,
                                   pack=recording.pack, config=recording.config,
                                   names=recording.names) if recording is not None else None
        self.attached: "Recording | None" = None    # ... and the whole game once the reveal proved the deal

    @property
    def running(self) -> bool:
        """True while the game goes on."""
        return not (self.ended or self.finished)

    def replay(self) -> "Recording | ViewRecording | None":
        """Return this guest's replay: the whole game once the reveal proved it, else the views its seat was sent."""
        if self.attached is not None:
            return copy.deepcopy(self.attached)
        if self.views is None:
            return None
        out = copy.deepcopy(self.views)
        if self.verdict and self.verdict != DEAL_VERIFIED:
            out.verdict = f"the reveal failed its check and is not attached: {self.verdict}"
        return out

    def step(self, pad: int = 0, actions: "Sequence[dict] | None" = None) -> list[dict]:
        """Queue this frame's pad word and actions for the host."""
        if not self.running:
            return []
        self.words.append(pad & 0xFFFF)
        for act in actions or ():
            self.actions.append((self.next_action, dict(act)))
            self.next_action += 1
        return []

    def receive(self, peer: int, data: bytes, now: int) -> "str | None":
        """Keep every byte the host sent (for the deal check), then take the message."""
        self.received.append(bytes(data))
        return super().receive(peer, data, now)

    def _receive(self, peer: int, data: bytes, now: int) -> "str | None":
        if peer != HOST:
            return f"Peer {peer} is not the host."
        try:
            msg = decode(data)
        except WireError as e:
            return str(e)
        if isinstance(msg, View):
            if msg.frame > self.frame_bound:
                return f"the host's frame {msg.frame} is past the longest game, {self.frame_bound} frames"
            if msg.ack_pads > self.base + len(self.words) or msg.ack_action >= self.next_action:
                return "the host acknowledges pads or actions this guest never sent"
            if msg.data and msg.seq > self.seq:
                try:
                    text = inflate(msg.data, "the view")
                    view = unpack_json(msg.data, "the view")
                except WireError as e:
                    return str(e)
                if not isinstance(view, dict):
                    return "the view is not a table"
                self.view, self.seq, self.frame = view, msg.seq, msg.frame
                self.seen[msg.frame] = view_digest(text)
                if self.views is not None:
                    self.views.add(msg.frame, view)
            done = msg.ack_pads - self.base
            if done > 0:
                del self.words[:done]
                self.base = msg.ack_pads
            self.actions = [(seq, a) for seq, a in self.actions if seq > msg.ack_action]
            if msg.finished and self.end is None:
                self.end = msg.frame
            self.finished = self.finished or msg.finished
        elif isinstance(msg, Reveal):
            if self.verdict:
                if bytes(data) != self.revealed:
                    return "the host revealed its deal already; a second, different reveal is refused"
            elif self.end is None:
                return "the host revealed its deal before the game was over"
            else:
                self.revealed = bytes(data)
                self.verdict = self.verify(msg)
        elif isinstance(msg, Ping):
            self.pongs.append(msg.stamp)
        elif isinstance(msg, Pong):
            if msg.stamp > now:
                return f"a pong stamped {msg.stamp} comes from the future (now {now})"
            self.rtt[peer] = now - msg.stamp
            self.silence.round_trip(HOST, now - msg.stamp)
        elif isinstance(msg, Bye):
            self.ended = msg.reason or "The host left; the game is over."
        else:
            return f"a {type(msg).__name__} message has no place at a guest of a hosted game"
        self.heard = now
        self.silence.heard(HOST)
        return None

    def verify(self, reveal: Reveal) -> str:
        """Re-simulate the whole game from the revealed seed and record; return the verdict in words."""
        if self.end is None:
            return f"{DEAL_MISMATCH}: the game is not over"
        if commitment(reveal.seed, reveal.salt) != self.commitment:
            return f"{DEAL_MISMATCH}: the revealed seed is not the one the host committed to"
        rec = None
        if self.blank is not None:     # the whole game, recorded as it is replayed (kept if the deal holds)
            rec = copy.deepcopy(self.blank)
            rec.seed = reveal.seed
        try:
            driver = RoundDriver(self.pack, self.opener(reveal.seed))
            session = driver.session
            ledger: dict[int, list[dict]] = {}
            runs, actions, changes = read_record(unpack_json(reveal.record, "the record"), len(session.seats),
                                                 session.frame, self.end)
            checked = 0
            f = session.frame
            for count, words in runs:
                for _ in range(count):
                    if session.is_finished():     # the host stops at the end: no record runs past it
                        raise ValueError(f"the record runs on after the game ended at frame {f}")
                    checked += self._check_view(driver, ledger)
                    for seat in changes.get(f, ()):
                        hand_to_ai(driver, seat)      # a hosted game changes a seat only when its guest drops
                    events = driver.tick(words, actions.get(f))
                    if rec is not None:
                        rec.record(words, actions.get(f), driver)
                    if self.purses:
                        note_purse(ledger, events)
                    f += 1
            checked += self._check_view(driver, ledger)
        except _Mismatch as e:
            return f"{DEAL_MISMATCH}: {e}"
        except (WireError, ValueError, KeyError, TypeError) as e:   # the last two: an action the mode cannot read
            return f"{DEAL_MISMATCH}: the record cannot be replayed ({e})"
        if table_hash(driver) != reveal.final_hash:
            return f"{DEAL_MISMATCH}: the replayed game ends on another state"
        if checked < len(self.seen):
            return f"{DEAL_MISMATCH}: {len(self.seen) - checked} views came from frames the record never reached"
        if rec is not None:
            rec.close(driver)
            self.attached = rec
        return DEAL_VERIFIED

    def _check_view(self, driver: RoundDriver, ledger: dict[int, list[dict]]) -> int:
        frame = driver.session.frame
        want = self.seen.get(frame)
        if want is None:
            return 0
        if view_digest(guest_view(driver, self.seat, ledger.get(self.seat))) != want:
            raise _Mismatch(f"the view sent at frame {frame} is not the one the seed deals")
        return 1

    def outgoing(self, now: int) -> list[tuple[int, bytes]]:
        """Return this moment's messages: the unacknowledged pads and actions, pongs, pings."""
        if self.ended:
            return []
        self.silence.look(now)
        if self.silence.silent(HOST) and not self.finished:
            self.ended = "The host has gone silent; the game is over."
            return []
        acts = tuple(self.actions[:MAX_ACTIONS])
        out = [(HOST, encode(Pads(self.seq, self.base, tuple(self.words[:MAX_RUN]), acts)))]
        out.extend((HOST, encode(Pong(stamp))) for stamp in self.pongs)
        self.pongs = []
        if now - self.pinged >= PING_EVERY_MS:
            self.pinged = now
            out.append((HOST, encode(Ping(now))))
        return out

    def leave(self) -> list[tuple[int, bytes]]:
        """Return the goodbye to the host."""
        self.ended = self.ended or "You left the game."
        return [(HOST, encode(Bye("left the game")))] * BYE_COPIES

    def status(self) -> dict:
        """Return the page's status as plain data."""
        state = "ended" if self.ended else "over" if self.finished else "playing"
        message = self.ended or (f"The host's deal: {self.verdict}." if self.verdict else "")
        return {"model": self.model.label, "role": "guest", "state": state, "frame": self.frame, "seat": self.seat,
                "rtt": {str(k): v for k, v in sorted(self.rtt.items())}, "commitment": self.commitment.hex(),
                "verdict": self.verdict, "message": message}


class _Mismatch(Exception):
    """A replayed view that differs from the one the guest was sent."""


__all__ = ["DEAL_MISMATCH", "DEAL_VERIFIED", "HostedGuest", "HostedHost", "commitment"]
