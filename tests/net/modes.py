"""Matches of registered modes between lockstep peers, games back to back: on a lossy wire, or on a bad network."""

import time

import pytest

from pycore.kernel.session import Seat
from pycore.net.codec import Inputs
from pycore.net.lockstep import Lockstep, delay_for_rtt, table_hash
from pycore.packs import practice_pack
from tests.net.sim import Wire, held_pads

FRAMES = 5000


def play_match(kind: str, n: int) -> None:
    """Play games of ``kind``'s practice instance between ``n`` peers until FRAMES frames; check every game."""
    pack = practice_pack()
    found = [i for i in pack.instances if i.kind == kind]
    if not found:
        pytest.skip(f"no {kind} instance in the practice set yet")
    inst = found[0]
    n = min(n, inst.spec.max_seats)
    started = time.thread_time()   # this thread's CPU: work done here, whatever else the machine runs
    played, games = 0, 0
    while played < FRAMES:
        seats = [Seat.human() for _ in range(n)]
        peers = {p: Lockstep(inst.spec.session(config=inst.config, seed=11 + games, seats=seats), me=p,
                             owners=list(range(n)), delay=6, instance=inst.id, pack=pack) for p in range(n)}
        wire = Wire(peers, seed=20 + n + games)
        pads = held_pads(games + n)
        goal = FRAMES - played
        while wire.frame < 3 * goal and not all(p.session.is_finished() or p.session.frame >= goal
                                                  for p in peers.values()):
            wire.tick(pads)
        ends = {p.session.frame for p in peers.values()}
        if all(p.session.is_finished() for p in peers.values()):
            assert len(ends) == 1                                   # every peer finished on the same frame
        else:
            assert min(ends) >= goal
        last = min(p.checks[-1][0] for p in peers.values())
        checks = [[c for c in p.checks if c[0] <= last] for p in peers.values()]
        assert all(c == checks[0] for c in checks) and len(checks[0]) >= last // 30
        assert all(p.desync is None and not p.rejected for p in peers.values())
        played += min(ends)
        games += 1
    assert time.thread_time() - started < 30


# 10 % loss, 20-87 ms one way, 3 % delivered twice, 3 % held back a few frames more
BAD = {"loss": 10, "delay": 20, "jitter": 67, "dup": 3, "reorder": 3}


class Paced(Lockstep):
    """A lockstep peer that keeps every simulated frame's table hash and counts the display frames that showed none."""

    def __init__(self, *args, **kw) -> None:
        super().__init__(*args, **kw)
        self.hashes: list[int] = []
        self.steps = 0
        self.stalls = 0
        self.jumps = 0

    def _tick(self):
        events = super()._tick()
        self.hashes.append(table_hash(self.driver))
        return events

    def step(self, pad=0, actions=None):
        was, running = self.session.frame, self.running
        events = super().step(pad, actions)
        if running:
            self.steps += 1
            moved = self.session.frame - was
            self.stalls += moved == 0
            self.jumps += moved > 1
        return events


def bad_network_match(kind: str, n: int, frames: int, *, seed: int = 1, wire: "dict | None" = None,
                      delay: "int | None" = None) -> dict:
    """Play ``kind``'s practice instance between ``n`` peers on a bad wire for ``frames`` frames, games back to back.

    The input delay (unless given) is the one the lobby picks for the wire's worst round trip. Return the
    figures: display frames stepped and stalled, frames that jumped, bytes a second per peer,
    the input delay, and whether every peer's per-frame hashes are equal.
    """
    pack = practice_pack()
    inst = [i for i in pack.instances if i.kind == kind][0]
    n = min(n, inst.spec.max_seats)
    w = dict(BAD, **(wire or {}))
    delay = delay or delay_for_rtt(2 * (w["delay"] + w["jitter"]))
    played, games, steps, stalls, jumps, equal, seconds = 0, 0, 0, 0, 0, True, 0
    sent = [0] * n
    packets = 0
    inputs = {"host": [0, 0], "guest": [0, 0]}          # Inputs packets sent and their bytes, host and guests

    def count(src: int, dst: int, data: bytes) -> None:
        if data[3] == Inputs.TYPE:
            tally = inputs["host" if src == 0 else "guest"]
            tally[0] += 1
            tally[1] += len(data)
    while played < frames:
        seats = [Seat.human() for _ in range(n)]
        peers = {p: Paced(inst.spec.session(config=inst.config, seed=seed + games, seats=seats), me=p,
                          owners=list(range(n)), delay=delay, instance=inst.id, pack=pack) for p in range(n)}
        wire_ = Wire(peers, seed=seed * 31 + games, **w)
        wire_.watch = count
        pads = held_pads(seed + games)
        goal = frames - played
        while wire_.frame < 3 * goal and not all(p.session.is_finished() or p.session.frame >= goal
                                                   for p in peers.values()):
            wire_.tick(pads)
        reached = min(len(p.hashes) for p in peers.values())
        equal = equal and all(p.hashes[:reached] == peers[0].hashes[:reached] for p in peers.values())
        equal = equal and all(p.desync is None and not p.rejected for p in peers.values())
        steps += sum(p.steps for p in peers.values())
        stalls += sum(p.stalls for p in peers.values())
        jumps += sum(p.jumps for p in peers.values())
        for p in range(n):
            sent[p] += wire_.bytes_sent[p]
        packets += wire_.sent
        seconds += wire_.now / 1000
        played += max(1, reached)
        games += 1
    return {"kind": kind, "peers": n, "frames": played, "games": games, "input_delay": delay,
            "display_frames": steps, "stalled": stalls, "stalled_percent": round(100 * stalls / steps, 2),
            "jumped": jumps, "equal_hashes": equal,
            "bytes_per_second": [round(b / seconds) for b in sent],
            "bytes_per_packet": round(sum(sent) / packets, 1),
            "input_packet_bytes": {k: round(b / max(1, c), 1) for k, (c, b) in inputs.items()}}
