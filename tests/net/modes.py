"""A match of a registered mode between lockstep peers: games back to back until 5,000 frames are played."""

import time

import pytest

from pycore.kernel.session import Seat
from pycore.net.lockstep import Lockstep
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
    started = time.perf_counter()
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
    assert time.perf_counter() - started < 30
