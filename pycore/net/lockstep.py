"""Lockstep netplay: every peer runs the whole session and only pad words travel.

Peers form a star around the host (peer 0), which relays every guest's pads to the others.
Each pad word is stamped with the frame it is for, an input delay ahead of the display
clock (the steps taken); every packet repeats all the words the receiver has not
acknowledged, so a lost packet costs nothing. A frame is simulated only when every seat's
word for it is known, and no sooner than the clock reaches it, so the delay stays a cushion
for the pads in flight; a peer behind the clock catches up a few frames a step.
Peers exchange ``state_hash`` checkpoints; a mismatch stops the game with the frame and both
hashes. A guest silent past a timeout (no packet for that long, allowing for the link's round
trip and the host's own stalls: ``silence.py``) is dropped: the host announces the frame from which its
seat is an AI, which is the first frame the host never had its pad for, so no peer can have
simulated that frame yet, and every peer switches the seat at that frame.

Time comes from outside (milliseconds passed to ``receive`` and ``outgoing``, one ``step``
per display frame): the rules hold no clock.
"""

from __future__ import annotations

import copy
from typing import Sequence

from pycore.host.replay import Recording
from pycore.host.rounds import RoundDriver, table_hash
from pycore.kernel.mode import Netplay
from pycore.kernel.session import Seat, Session
from pycore.packs import Pack

from .codec import (MAX_ACTIONS, MAX_RUN, Bye, Desync, Endpoint, Inputs, Ping, Pong, WireError, decode, encode)
from .silence import Silence

HOST = 0
AI = -1                 # the owner of a seat no peer plays
CHECK_EVERY = 30        # frames between state-hash checkpoints
DROP_AFTER_MS = 3000    # silence after which the host gives a guest's seat to the AI
PING_EVERY_MS = 500
CATCH_UP = 4            # frames one step may simulate when a peer is behind the clock
LATE_STEPS = 6          # steps without a frame before the page says whom it waits for (0.1 s)
KEEP_CHECKS = 64        # own checkpoints remembered for comparing late hashes
BYE_COPIES = 3          # a Bye goes out this many times at once: at 10 % loss all are lost once in a thousand
TELL_EVERY_MS = 100     # a dropped guest is told so this often...
TELL_FOR_MS = 2000      # ...for this long, in case it still hears the host
DROPPED = "You were silent too long: the host gave your seat to the AI."
RECORDING = "parlor-netplay-1"


def delay_for_rtt(rtt_ms: int) -> int:
    """Return the input delay in frames for the slowest guest's round trip to the host.

    A guest's pad reaches another guest through the host, half a round trip each way, so
    the delay covers one whole round trip at 60 frames a second, plus a frame of slack.
    """
    return max(2, min(15, (max(0, rtt_ms) * 3 + 49) // 50 + 1))


def hand_to_ai(driver: RoundDriver, seat: int) -> None:
    """Give ``seat`` to the AI in the session and, if it plays the cued round, in the round too."""
    driver.set_seat(seat, Seat.ai("regular", name=driver.session.seats[seat].label(seat)))


def peers_of(owners: Sequence[int]) -> list[int]:
    """Return the distinct guest peers that own seats, in seat order."""
    found: list[int] = []
    for p in owners:
        if p > HOST and p not in found:
            found.append(p)
    return found


class Lockstep(Endpoint):
    """One peer of a lockstep game: its copy of the session, the pads it knows, its links."""

    model = Netplay.LOCKSTEP

    def __init__(self, session: Session, *, me: int, owners: Sequence[int], delay: int, instance: str = "",
                 check_every: int = CHECK_EVERY, drop_after_ms: int = DROP_AFTER_MS, now: int = 0,
                 pack: "Pack | None" = None, recording: "Recording | None" = None) -> None:
        if len(owners) != len(session.seats):
            raise ValueError(f"{len(owners)} seat owners for {len(session.seats)} seats")
        self.session = session
        self.driver = RoundDriver(pack, session)
        self.instance = instance
        self.me = me
        self.owners = list(owners)
        self.delay = delay
        self.check_every = check_every
        self.drop_after_ms = drop_after_ms
        self.first_seats = [s.spec() for s in session.seats]
        mine = [s for s, p in enumerate(owners) if p == me]
        self.seat: "int | None" = mine[0] if mine else None
        n = len(owners)
        # the first `delay` frames of every played seat are released pads, the same everywhere
        self.words: list[list[int]] = [[0] * delay if p != AI else [] for p in owners]
        self.actions: list[dict[int, list[dict]]] = [{} for _ in range(n)]
        self.dropped: dict[int, int] = {}
        self.links = [HOST] if me != HOST else peers_of(owners)
        self.acked = {link: [delay if p != AI else 0 for p in owners] for link in self.links}
        self.heard = {link: now for link in self.links}
        self.silence = Silence(list(self.links), now, drop_after_ms)
        self.handed: list[str] = []               # each seat given to the AI, in words
        self.pinged = now - PING_EVERY_MS
        self.rtt: dict[int, int] = {}
        self.pongs: dict[int, list[int]] = {link: [] for link in self.links}
        self.checks: list[tuple[int, int]] = []
        self.mine: dict[int, int] = {}
        self.theirs: dict[int, dict[int, int]] = {link: {} for link in self.links}
        self.reported: dict[int, dict[int, int]] = {link: {} for link in self.links}   # each link's checkpoints
        self.farewell: dict[int, int] = {}        # dropped link -> when it was dropped (it is told for a while)
        self.told_at = -TELL_EVERY_MS
        self.desync: "Desync | None" = None
        self.ended = ""
        self.rejected: list[str] = []
        self.stalled = 0
        self.clock = session.frame       # display frames stepped: the frame the simulation keeps to
        self.recorded = recording        # this peer's replay, empty: its frames are read from the pads kept here
        self._checkpoint()

    # -- what is known ----------------------------------------------------------------
    def _ready(self, seat: int, frame: int) -> bool:
        if self.owners[seat] == AI or frame >= self.dropped.get(seat, frame + 1):
            return True
        return frame < len(self.words[seat])

    def _word(self, seat: int, frame: int) -> int:
        if self.owners[seat] == AI or frame >= self.dropped.get(seat, frame + 1):
            return 0
        return self.words[seat][frame]

    def waiting_for(self) -> list[int]:
        """Return the seats whose pad for the next frame has not arrived."""
        f = self.session.frame
        return [s for s in range(len(self.owners)) if not self._ready(s, f)]

    def late(self) -> list[int]:
        """Return the seats the game has waited on for more than a moment (none while it flows)."""
        return self.waiting_for() if self.running and self.stalled >= LATE_STEPS else []

    @property
    def running(self) -> bool:
        """True while the game goes on (not finished, not stopped by a desync, not ended)."""
        return not (self.ended or self.desync or self.session.is_finished())

    # -- the local player's frame ----------------------------------------------------------
    def step(self, pad: int = 0, actions: "Sequence[dict] | None" = None) -> list[dict]:
        """Advance the wall clock one display frame: schedule the local pad an input delay ahead, then simulate.

        The simulation keeps to the clock (one frame a step) so the input delay stays a
        cushion for the pads in flight; only a peer behind the clock (after waiting for a
        late pad) simulates up to ``CATCH_UP`` frames a step.
        """
        if not self.running:
            return []
        self.clock += 1
        seat = self.seat
        if seat is not None and seat not in self.dropped and len(self.words[seat]) < self.clock + self.delay:
            frame = len(self.words[seat])
            self.words[seat].append(pad & 0xFFFF)
            if actions:
                self.actions[seat][frame] = [dict(a) for a in actions][:MAX_ACTIONS]
        events: list[dict] = []
        start = self.session.frame
        budget = CATCH_UP if self.clock - start > 1 else 1
        while budget and self.session.frame < self.clock and self.running and not self.waiting_for():
            events.extend(self._tick())
            budget -= 1
        self.stalled = 0 if self.session.frame > start else self.stalled + 1
        return events

    def _tick(self) -> list[dict]:
        s, f = self.session, self.session.frame
        for seat, first_ai in sorted(self.dropped.items()):
            if first_ai == f:
                hand_to_ai(self.driver, seat)
        pads = [self._word(seat, f) for seat in range(len(self.owners))]
        acts = {seat: self.actions[seat][f] for seat in range(len(self.owners))
                if f in self.actions[seat] and not s.seats[seat].is_ai}
        events = self.driver.tick(pads, acts or None)
        if s.frame % self.check_every == 0 or s.is_finished():
            self._checkpoint()
        return events

    def _checkpoint(self) -> None:
        f, h = self.session.frame, table_hash(self.driver)
        self.checks.append((f, h))
        self.mine[f] = h
        if len(self.mine) > KEEP_CHECKS:
            del self.mine[min(self.mine)]
        self._compare()

    def _compare(self) -> None:
        for link in self.links:
            theirs = self.theirs[link]
            for f in sorted(theirs):
                if f in self.mine:
                    h = theirs.pop(f)
                    if h != self.mine[f] and self.desync is None:
                        self.desync = Desync(f, self.me, self.mine[f], link, h)

    # -- bytes in ----------------------------------------------------------------------
    def _receive(self, peer: int, data: bytes, now: int) -> "str | None":
        if peer not in self.links:
            return f"Peer {peer} is not at this table."
        try:
            msg = decode(data)
        except WireError as e:
            return str(e)
        if isinstance(msg, Inputs):
            reason = self._check_inputs(peer, msg)
            if reason:
                return reason
            self._apply_inputs(peer, msg)
        elif isinstance(msg, Ping):
            self.pongs[peer].append(msg.stamp)
        elif isinstance(msg, Pong):
            if msg.stamp > now:
                return f"a pong stamped {msg.stamp} comes from the future (now {now})"
            self.rtt[peer] = now - msg.stamp
            self.silence.round_trip(peer, now - msg.stamp)
        elif isinstance(msg, Desync):
            reason = self._check_desync(peer, msg)
            if reason:
                return reason
            if self.desync is None:
                self.desync = msg
        elif isinstance(msg, Bye):
            if peer == HOST:
                # one clear sentence, whatever words the host's goodbye carried ("left the game")
                self.ended = "The host left; the game is over."
            else:
                self._drop(peer, now, silent=False)
        else:
            return f"a {type(msg).__name__} message has no place in a running lockstep game"
        self.heard[peer] = now
        self.silence.heard(peer)
        return None

    def _check_desync(self, peer: int, msg: Desync) -> "str | None":
        """Return why a desync report is not believed: it must name its sender's own hash, as reported, for a
        checkpoint the sender played, against the host (from a guest) and, about this peer, this peer's own hash."""
        if msg.peer != peer:
            return f"peer {peer} reports a desync of peer {msg.peer}; a peer reports only its own hash"
        if self.me == HOST and msg.other != HOST:
            return f"peer {peer} reports a desync with peer {msg.other}; a guest compares only with the host"
        if msg.other == peer or not (msg.other == HOST or msg.other in peers_of(self.owners)):
            return f"peer {peer} reports a desync with peer {msg.other}, who is not another peer at this table"
        said = self.reported[peer].get(msg.frame)
        if said is None:
            return f"peer {peer} reports a desync at frame {msg.frame}, a checkpoint it never reported playing"
        if said != msg.hash:
            return f"peer {peer} reports hash {msg.hash:016x} at frame {msg.frame}; it reported {said:016x}"
        if msg.other == self.me:
            mine = self.mine.get(msg.frame)
            if mine is None:
                return f"peer {peer} reports a desync with this peer at frame {msg.frame}, which it has not checked"
            if mine != msg.other_hash or mine == msg.hash:
                return f"peer {peer} reports this peer's hash at frame {msg.frame} wrongly"
        return None

    def _check_inputs(self, peer: int, msg: Inputs) -> "str | None":
        n = len(self.owners)
        if len(msg.acks) != n:
            return f"peer {peer} acknowledges {len(msg.acks)} seats; this table has {n}"
        for seat, ack in enumerate(msg.acks):      # the host sends every seat's pads, a guest its own
            mine_to_send = self.owners[seat] != peer if self.me == HOST else seat == self.seat
            if mine_to_send and ack > len(self.words[seat]) and seat not in self.dropped:
                return (f"peer {peer} acknowledges {ack} pads of seat {seat + 1}; "
                        f"only {len(self.words[seat])} were sent")
        in_run: dict[int, range] = {}
        for seat, first, words in msg.runs:
            if seat >= n:
                return f"peer {peer} sent pads for seat {seat + 1}; this table has {n}"
            if self.owners[seat] == AI:
                return f"peer {peer} sent pads for seat {seat + 1}, which the AI plays"
            if seat == self.seat:
                return f"peer {peer} sent pads for seat {seat + 1}, which this peer plays"
            if self.me == HOST and self.owners[seat] != peer:
                return f"peer {peer} sent pads for seat {seat + 1}, which is not theirs"
            if seat in in_run:
                return f"peer {peer} sent two runs for seat {seat + 1}"
            known, stop = self.words[seat], self.dropped.get(seat, first + len(words))
            for i, word in enumerate(words):
                f = first + i
                if f < len(known) and f < stop and known[f] != word:
                    return f"peer {peer}'s pad for seat {seat + 1} at frame {f} differs from the one already held"
            in_run[seat] = range(first, first + len(words))
        for seat, frame, _ in msg.actions:
            if frame not in in_run.get(seat, range(0)):
                return f"peer {peer} sent an action for seat {seat + 1} at frame {frame} without its pad word"
        for seat, frame in msg.drops:
            if self.me == HOST:
                return f"peer {peer} announced a drop; only the host does"
            if seat >= n or self.owners[seat] == AI:
                return f"the host dropped seat {seat + 1}, which no peer plays"
            if seat != self.seat and seat not in self.dropped and frame < self.session.frame:
                return (f"the host gave seat {seat + 1} to the AI from frame {frame}, "
                        f"but this peer has already simulated frame {self.session.frame - 1}")
        return None

    def _apply_inputs(self, peer: int, msg: Inputs) -> None:
        if self.seat is not None and any(seat == self.seat for seat, _ in msg.drops):
            self.ended = self.ended or DROPPED
            return
        for seat, frame in msg.drops:
            if seat not in self.dropped:
                self.dropped[seat] = frame
                del self.words[seat][frame:]
                name = self.session.seats[seat].label(seat)
                self.handed.append(f"The host heard nothing from {name}: the AI plays seat {seat + 1} "
                                   f"from frame {frame}.")
        acked = self.acked[peer]
        for seat, got in enumerate(msg.acks):
            acked[seat] = max(acked[seat], got)
        fresh: dict[int, range] = {}
        for seat, first, words in msg.runs:
            known = self.words[seat]
            start = len(known)
            stop = min(first + len(words), self.dropped.get(seat, first + len(words)))
            if first <= start < stop:
                known.extend(words[start - first:stop - first])
                fresh[seat] = range(start, stop)
        for seat, frame, act in msg.actions:
            if frame in fresh.get(seat, range(0)):
                self.actions[seat].setdefault(frame, []).append(act)
        theirs, reported = self.theirs[peer], self.reported[peer]
        for f, h in msg.checks:
            if f not in reported:
                reported[f] = h
                if not self.mine or f >= min(self.mine):
                    theirs[f] = h
        for kept in (theirs, reported):
            while len(kept) > KEEP_CHECKS:
                del kept[min(kept)]
        self._compare()

    # -- bytes out ---------------------------------------------------------------------
    def outgoing(self, now: int) -> list[tuple[int, bytes]]:
        """Return this moment's messages as (peer, bytes): one packet of inputs per link, and pings."""
        if self.ended:
            return []
        self._drop_silent(now)
        out: list[tuple[int, bytes]] = []
        ping = now - self.pinged >= PING_EVERY_MS
        if ping:
            self.pinged = now
        for link in list(self.links):
            out.append((link, encode(self._inputs_for(link))))
            if self.desync is not None:
                out.append((link, encode(self.desync)))
            out.extend((link, encode(Pong(stamp))) for stamp in self.pongs[link])
            self.pongs[link] = []
            if ping:
                out.append((link, encode(Ping(now))))
        if self.farewell and now - self.told_at >= TELL_EVERY_MS:
            self.told_at = now
            for link, dropped_at in list(self.farewell.items()):
                if now - dropped_at > TELL_FOR_MS:
                    del self.farewell[link]
                    continue
                seats = tuple((s, f) for s, f in sorted(self.dropped.items()) if self.owners[s] == link)
                out.append((link, encode(Inputs(tuple(len(w) for w in self.words), (), (), (), seats))))
        return out

    def _inputs_for(self, link: int) -> Inputs:
        runs: list[tuple[int, int, tuple[int, ...]]] = []
        actions: list[tuple[int, int, dict]] = []
        for seat, owner in enumerate(self.owners):
            if owner in (AI, link):
                continue
            start = self.acked[link][seat]
            end = min(len(self.words[seat]), start + MAX_RUN)
            for f in range(start, end) if self.actions[seat] else ():
                acts = self.actions[seat].get(f, ())
                if len(actions) + len(acts) > MAX_ACTIONS:
                    end = f
                    break
                actions.extend((seat, f, a) for a in acts)
            if end > start:
                runs.append((seat, start, tuple(self.words[seat][start:end])))
        acks = tuple(len(w) for w in self.words)
        return Inputs(acks, tuple(runs), tuple(actions), tuple(self.checks[-1:]),
                      tuple(sorted(self.dropped.items())) if self.me == HOST else ())

    def _drop_silent(self, now: int) -> None:
        """Judge every link by the time without a packet from it (see ``silence.py``): never by frames."""
        self.silence.look(now)
        if self.me != HOST:
            if self.silence.silent(HOST) and self.running:
                self.ended = "The host has gone silent; the game is over."
            return
        for link in list(self.links):
            if self.silence.silent(link):
                self._drop(link, now, silent=True)

    def _drop(self, link: int, now: int, *, silent: bool) -> None:
        """Give ``link``'s seats to the AI from the first frame the host lacks their pads for.

        A silent guest may still hear the host: it is told, for a while, that its seat is gone.
        """
        if self.me != HOST or link not in self.links:
            return
        why = self.silence.words(link)
        for seat, owner in enumerate(self.owners):
            if owner == link and seat not in self.dropped:
                self.dropped[seat] = len(self.words[seat])
                name = self.session.seats[seat].label(seat)
                self.handed.append(f"{name} went silent ({why}): the AI plays seat {seat + 1} from frame "
                                   f"{self.dropped[seat]}." if silent else
                                   f"{name} left: the AI plays seat {seat + 1} from frame {self.dropped[seat]}.")
        self.links.remove(link)
        self.silence.forget(link)
        if silent:
            self.farewell[link] = now

    def leave(self) -> list[tuple[int, bytes]]:
        """Return the goodbye to every link (a few copies, so loss does not leave them waiting) and end the game."""
        out = [(link, encode(Bye("left the game"))) for link in self.links for _ in range(BYE_COPIES)]
        self.ended = self.ended or "You left the game."
        return out

    # -- reading -----------------------------------------------------------------------
    def status(self) -> dict:
        """Return the page's status line as plain data: state, frame, delay, who is late, round trips."""
        s = self.session
        waiting = [s.seats[seat].label(seat) for seat in self.late()]
        if self.desync is not None:
            state = "desync"
        elif self.ended:
            state = "ended"
        elif s.is_finished():
            state = "over"
        else:
            state = "waiting" if waiting else "playing"
        d = self.desync
        return {
            "model": self.model.label, "state": state, "frame": s.frame, "seat": self.seat, "delay": self.delay,
            "waiting_for": waiting, "rtt": {str(k): v for k, v in sorted(self.rtt.items())},
            "dropped": [[seat, f] for seat, f in sorted(self.dropped.items())], "handed": list(self.handed),
            "hash": f"{self.checks[-1][1]:016x}", "checked_frame": self.checks[-1][0],
            "message": self.message(),
            "desync": None if d is None else {"frame": d.frame, "peer": d.peer, "hash": f"{d.hash:016x}",
                                              "other": d.other, "other_hash": f"{d.other_hash:016x}"},
        }

    def message(self) -> str:
        """Return the sentence the page shows over the game, or '' while all is well."""
        if self.desync is not None:
            d = self.desync
            return (f"Desync at frame {d.frame}: peer {d.peer} has {d.hash:016x}, peer {d.other} has "
                    f"{d.other_hash:016x}. The game is stopped; save the recorded inputs to report it.")
        if self.ended:
            return self.ended
        waiting = self.late()
        if waiting:
            return "Waiting for " + ", ".join(self.session.seats[s].label(s) for s in waiting) + "."
        return self.handed[-1] if self.handed and self.running else ""

    def replay(self) -> "Recording | None":
        """Return this peer's replay of the game so far (a ``parlor-replay-2`` file), or None when none is kept.

        Its frames are the ones simulated, as :meth:`recording` reads them from the pads kept
        (one copy of the game's inputs): every seat's word, the actions applied (none to a seat
        the AI plays) and the checkpoints this peer compares.
        """
        if self.recorded is None:
            return None
        frames, rec = self.session.frame, copy.deepcopy(self.recorded)
        ai = [Seat.parse(spec).is_ai for spec in self.first_seats]
        rec.pads = [[self._word(seat, f) for seat in range(len(self.owners))] for f in range(frames)]
        rec.actions = [[f, seat, [dict(a) for a in acts]]
                       for f, seat, acts in sorted((f, seat, acts) for seat, by_frame in enumerate(self.actions)
                                                   for f, acts in by_frame.items())
                       if f < frames and acts and not ai[seat] and f < self.dropped.get(seat, frames)]
        rec.checkpoints = [[f - 1, f"{h:016x}"] for f, h in self.checks if 0 < f <= frames]
        rec.close(self.driver)
        return rec

    def recording(self) -> dict:
        """Return every simulated frame's pads and actions, the drops and checkpoints, as plain data."""
        frames = self.session.frame
        return {
            "format": RECORDING, "model": self.model.label, "instance": self.instance, "seed": self.session.seed,
            "seats": list(self.first_seats), "delay": self.delay, "check_every": self.check_every, "frames": frames,
            "pads": [[self._word(seat, f) for seat in range(len(self.owners))] for f in range(frames)],
            "actions": [[f, seat, a] for seat, by_frame in enumerate(self.actions)
                        for f, acts in sorted(by_frame.items()) if f < frames for a in acts],
            "drops": [[seat, f] for seat, f in sorted(self.dropped.items())],
            "checks": [[f, f"{h:016x}"] for f, h in self.checks],
            "desync": self.status()["desync"],
        }


def replay(recording: dict, session: Session, pack: "Pack | None" = None) -> list[tuple[int, int]]:
    """Re-run a recording on a fresh ``session``; return its checkpoints (frame, hash) to set beside the recorded ones."""
    check_every = recording["check_every"]
    driver = RoundDriver(pack, session)
    drops = {seat: f for seat, f in recording["drops"]}
    actions: dict[int, dict[int, list[dict]]] = {}
    for f, seat, act in recording["actions"]:
        actions.setdefault(f, {}).setdefault(seat, []).append(act)
    checks = [(session.frame, table_hash(driver))]
    for f, pads in enumerate(recording["pads"]):
        for seat, first_ai in sorted(drops.items()):
            if first_ai == f:
                hand_to_ai(driver, seat)
        driver.tick(pads, actions.get(f))
        if session.frame % check_every == 0 or session.is_finished():
            checks.append((session.frame, table_hash(driver)))
    return checks

