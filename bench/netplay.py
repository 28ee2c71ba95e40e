"""Netplay figures: stalls and bytes per second per peer in four-player lockstep, the loopback round trip, the delay.

Run ``python3 bench/netplay.py`` (``--json`` for machine-readable output). The race runs the
real protocol between four in-process peers on a simulated 60 Hz clock over a clean wire
(1 ms each way) and over a bad one (10 % loss, 30-50 ms, reordering), counting every byte
each peer sends. The bad-network runs play 5,000 frames of racing and of golf (games back
to back) with 10 % loss, 20-87 ms one way, 3 % of packets delivered twice and 3 % held back
a few frames more, at the input delay the lobby picks for that round trip, and count the
display frames that showed no new simulated frame (stalls) and those that showed several. The round trip is measured over real UDP sockets on 127.0.0.1: a Ping
encoded, sent, decoded and answered with a Pong, as the page's channels would carry them.
"""

from __future__ import annotations

import argparse
import json
import socket
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pycore.kernel.session import Seat  # noqa: E402
from pycore.net.codec import Ping, Pong, decode, encode  # noqa: E402
from pycore.net.lockstep import Lockstep, delay_for_rtt  # noqa: E402
from pycore.packs import practice_pack  # noqa: E402
from tests.net.modes import bad_network_match  # noqa: E402
from tests.net.sim import Wire, held_pads  # noqa: E402


def race_bytes(loss: int, delay_ms: int, jitter: int, reorder: int, frames: int = 1800) -> dict:
    """Play a four-player lockstep race; return bytes a second each peer sends and how far it got."""
    inst = practice_pack().instance("practice-races")
    seats = [Seat.human() for _ in range(4)]
    delay = delay_for_rtt(2 * delay_ms + jitter)
    peers = {p: Lockstep(inst.spec.session(config=inst.config, seed=5, seats=seats), me=p, owners=[0, 1, 2, 3],
                         delay=delay, instance=inst.id) for p in range(4)}
    wire = Wire(peers, loss=loss, delay=delay_ms, jitter=jitter, reorder=reorder, seed=1)
    pads = held_pads(2)
    started = time.perf_counter()
    while wire.frame < frames and not any(p.session.is_finished() for p in peers.values()):
        wire.tick(pads)
    seconds = wire.now / 1000
    return {"loss_percent": loss, "one_way_ms": f"{delay_ms}-{delay_ms + jitter}", "input_delay": delay,
            "display_frames": wire.frame, "frames_simulated": min(p.session.frame for p in peers.values()),
            "bytes_per_second": {("host" if p == 0 else f"guest {p}"): round(wire.bytes_sent[p] / seconds)
                                 for p in peers},
            "packets_per_second": round(wire.sent / seconds / 4),
            "equal_checkpoints": equal_checkpoints(list(peers.values())),
            "wall_seconds": round(time.perf_counter() - started, 2)}


def equal_checkpoints(peers: list) -> bool:
    """Return True if every peer holds the same checkpoints up to the last frame all of them reached."""
    last = min(p.checks[-1][0] for p in peers)
    cut = [[c for c in p.checks if c[0] <= last] for p in peers]
    return all(c == cut[0] for c in cut)


def loopback_rtt(rounds: int = 2000) -> dict:
    """Return the round trip of a Ping and its Pong over UDP on 127.0.0.1, in microseconds."""
    a, b = socket.socket(socket.AF_INET, socket.SOCK_DGRAM), socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    a.bind(("127.0.0.1", 0))
    b.bind(("127.0.0.1", 0))

    def echo() -> None:
        for _ in range(rounds):
            data, addr = b.recvfrom(2048)
            b.sendto(encode(Pong(decode(data).stamp)), addr)

    t = threading.Thread(target=echo)
    t.start()
    times = []
    for n in range(rounds):
        t0 = time.perf_counter_ns()
        a.sendto(encode(Ping(n)), b.getsockname())
        reply = decode(a.recvfrom(2048)[0])
        assert reply.stamp == n
        times.append((time.perf_counter_ns() - t0) // 1000)
    t.join()
    a.close()
    b.close()
    times.sort()
    median = statistics.median(times)
    return {"rounds": rounds, "median_us": median, "p99_us": times[rounds * 99 // 100],
            "input_delay_chosen": delay_for_rtt(int(median // 1000))}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    figures = {"clean": race_bytes(0, 1, 0, 0), "bad": race_bytes(10, 30, 20, 5),
               "bad_network": [bad_network_match(kind, 4, 5000) for kind in ("races", "golf")],
               "delays": [bad_network_match("races", 4, 5000, delay=d) for d in (10, 11, 15)],
               "loopback": loopback_rtt()}
    if args.json:
        print(json.dumps(figures, indent=1))
        return
    for name in ("clean", "bad"):
        f = figures[name]
        print(f"lockstep race, 4 players, {name} wire ({f['loss_percent']} % loss, {f['one_way_ms']} ms one way), "
              f"input delay {f['input_delay']}: {f['frames_simulated']} frames in {f['display_frames']} displayed; "
              f"bytes/s sent: " + ", ".join(f"{k} {v}" for k, v in f["bytes_per_second"].items())
              + f"; equal checkpoints: {f['equal_checkpoints']}")
    for f in figures["bad_network"]:
        print(f"lockstep {f['kind']}, 4 players, 10 % loss, 20-87 ms one way, 3 % twice, 3 % held back, "
              f"input delay {f['input_delay']}: {f['frames']} frames ({f['games']} games), "
              f"{f['stalled']} of {f['display_frames']} display frames stalled ({f['stalled_percent']} %), "
              f"{f['jumped']} jumped; bytes/s sent: host {f['bytes_per_second'][0]}, guests "
              + ", ".join(str(b) for b in f["bytes_per_second"][1:])
              + f"; an input packet averages {f['input_packet_bytes']['host']} bytes from the host, "
              f"{f['input_packet_bytes']['guest']} from a guest; equal per-frame hashes: {f['equal_hashes']}")
    print("the same race at other input delays: " + "; ".join(
        f"{f['input_delay']} frames: {f['stalled_percent']} % stalled, {f['jumped']} jumped" for f in figures["delays"]))
    lb = figures["loopback"]
    print(f"loopback round trip (UDP, encode+decode): median {lb['median_us']} us, p99 {lb['p99_us']} us "
          f"over {lb['rounds']} rounds; input delay chosen: {lb['input_delay_chosen']} frames")


if __name__ == "__main__":
    main()
