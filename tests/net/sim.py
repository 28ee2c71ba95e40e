"""A simulated network for netplay tests: loss, delay, jitter and reordering on a shared clock.

Every peer steps once per display frame (16 or 17 ms, 60 a second on average); packets
arrive after a base delay plus jitter, some are lost, some are held back extra so that later
ones overtake them. All chance comes from a seeded SplitMix64, so a failure replays.
"""

from __future__ import annotations

from pycore.kernel import pad
from pycore.kernel.rng import SplitMix64
from pycore.kernel.session import Results, Session, placements


class Wire:
    """Carries bytes between peers with loss, delay, jitter and reordering."""

    def __init__(self, peers: dict, *, loss: int = 10, delay: int = 30, jitter: int = 20, reorder: int = 5,
                 seed: int = 1, dup: int = 0, hold: tuple[int, int] = (40, 60)) -> None:
        self.peers = peers
        self.loss, self.delay, self.jitter, self.reorder = loss, delay, jitter, reorder
        self.dup = dup                      # percent of packets delivered twice (each copy on its own delay)
        self.hold = hold                    # a held-back packet's extra delay: at least hold[0] ms, plus below hold[1]
        self.rng = SplitMix64(seed)
        self.now = 0
        self.frame = 0
        self.flight: list[tuple[int, int, int, int, bytes]] = []
        self.order = 0
        self.silent: set = set()
        self.sent = 0
        self.lost = 0
        self.bytes_sent: dict[int, int] = {p: 0 for p in peers}
        self.rejected: list[str] = []
        self.tamper = None
        self.watch = None
        self.asleep = None      # asleep(peer, frame) -> True while that peer's machine is too slow to run a frame

    def send(self, src: int, dst: int, data: bytes) -> None:
        if self.watch:
            self.watch(src, dst, data)
        self.sent += 1
        self.bytes_sent[src] += len(data)
        copies = 2 if self.dup and self.rng.below(100) < self.dup else 1
        for _ in range(copies):
            if self.rng.below(100) < self.loss:
                self.lost += 1
                continue
            late = self.delay + self.rng.below(self.jitter + 1)
            if self.rng.below(100) < self.reorder:
                late += self.hold[0] + self.rng.below(self.hold[1])
            self.order += 1
            self.flight.append((self.now + late, self.order, src, dst, data))

    def tick(self, pads_for) -> None:
        """Advance one display frame: deliver what is due, step every peer, send what they say."""
        self.now += 17 if self.frame % 3 else 16
        self.frame += 1
        sleeping = [pid for pid in self.peers if self.asleep and self.asleep(pid, self.frame)]
        # a sleeping peer's packets wait in its inbox: it reads them all on the frame it next runs
        due = sorted(p for p in self.flight if p[0] <= self.now and p[3] not in sleeping)
        self.flight = [p for p in self.flight if p[0] > self.now or p[3] in sleeping]
        for _, _, src, dst, data in due:
            if dst in self.silent or src in self.silent:
                continue
            if self.tamper:
                data = self.tamper(src, dst, data)
            reason = self.peers[dst].receive(src, data, self.now)
            if reason:
                self.rejected.append(reason)
        for pid, peer in self.peers.items():
            if pid in self.silent or pid in sleeping:
                continue
            peer.step(pads_for(pid, self.frame))
            for dst, data in peer.outgoing(self.now):
                self.send(pid, dst, data)


def held_pads(seed: int):
    """Return pads_for(peer, frame): pseudo-random words each held for a few frames, like a player's."""
    def pads_for(peer: int, frame: int) -> int:
        r = SplitMix64(seed * 1_000_003 + peer * 7919 + frame // 6)
        return r.next_u64() & 0xFFFF
    return pads_for


class Dash(Session):
    """A toy race: Right moves a runner on, Cross jumps a hurdle; AI runners move every other frame."""

    kind = "dash"

    def __init__(self, *, config=None, seed: int, seats, length: int = 1_000_000) -> None:
        super().__init__(config=config, seed=seed, seats=seats)
        self.pos = [0] * len(self.seats)
        self.jumps = [0] * len(self.seats)
        self.taps: list[int] = [0] * len(self.seats)
        self.length = length
        self.rng = SplitMix64(seed)

    def step(self, actions):
        events = []
        for seat, who in enumerate(self.seats):
            if who.is_ai:
                self.pos[seat] += self.frame % 2 + self.rng.below(2)
                continue
            if self.edges.held(seat, pad.RIGHT):
                self.pos[seat] += 1 + self.rng.below(3)
            if self.edges.pressed(seat, pad.CROSS):
                self.jumps[seat] += 1
                events.append({"kind": "jump", "seat": seat})
        for seat, acts in actions.items():
            self.taps[seat] += len(acts)
        return events

    def view(self, seat=None):
        return {"pos": list(self.pos), "jumps": list(self.jumps), "taps": list(self.taps)}

    def write_state(self, d):
        d.ints(self.pos).ints(self.jumps).ints(self.taps).int(self.rng.get_state())

    def is_finished(self):
        return max(self.pos) >= self.length

    def results(self):
        return Results(placements(self.pos)) if self.is_finished() else None
