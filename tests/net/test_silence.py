"""The silence rule: a peer is judged by time without a packet and its link's round trip, not by frames it missed.

A slow guest (its machine runs a frame now and then, and once not at all for 3.5 s, longer
than the table's 3 s timeout) misses most frames, yet each frame it runs reads what waited and
answers: its packets keep arriving and its round trip, measured, is long, so it keeps its seat.
A guest whose packets stop arriving is handed over to the AI, and the host says so in words.
"""

from __future__ import annotations

from pycore.net.lockstep import DROP_AFTER_MS
from pycore.net.silence import STALL_MS, Silence

from .sim import Wire
from .test_hosted import dash_table
from .test_lockstep import Dash, lockstep_peers

SLOW_EVERY = 50            # the slow guest runs one display frame in fifty (about 0.85 s apart)
LONG_SLEEP = (400, 610)    # ... and none in these frames: 3.5 s, longer than the 3 s timeout


def slow(peer: int):
    def asleep(pid: int, frame: int) -> bool:
        if pid != peer or frame < 120:
            return False
        return LONG_SLEEP[0] <= frame < LONG_SLEEP[1] or frame % SLOW_EVERY != 0
    return asleep


def test_a_slow_hosted_guest_whose_packets_arrive_keeps_its_seat():
    peers = dash_table(drop_after_ms=DROP_AFTER_MS)
    wire = Wire(peers, loss=0, seed=7)
    wire.asleep = slow(1)
    for _ in range(1200):
        wire.tick(lambda pid, f: 0)
    host, guest = peers[0], peers[1]
    assert not host.session.seats[1].is_ai, host.status()
    assert host.status()["dropped"] == [] and host.status()["handed"] == []
    assert guest.status()["state"] == "playing", guest.status()
    assert host.silence.allowed(1) > (LONG_SLEEP[1] - LONG_SLEEP[0]) * 17 > DROP_AFTER_MS   # its round trip allowed it


def test_a_hosted_guest_gone_silent_is_handed_to_the_ai_in_words():
    peers = dash_table(drop_after_ms=DROP_AFTER_MS)
    wire = Wire(peers, loss=0, seed=7)
    for _ in range(120):
        wire.tick(lambda pid, f: 0)
    wire.silent.add(1)
    for _ in range(250):
        wire.tick(lambda pid, f: 0)
    host = peers[0]
    assert host.session.seats[1].is_ai
    words = host.status()["message"]
    assert words.startswith("Player 2 went silent (nothing arrived for 3.") and "round trip" in words, words
    assert words.endswith(": the AI plays seat 2 now."), words


def test_a_slow_lockstep_guest_keeps_its_seat_and_a_silent_one_goes_to_the_ai():
    peers = lockstep_peers(3, lambda seats: Dash(seed=9, seats=seats), drop_after_ms=DROP_AFTER_MS)
    wire = Wire(peers, loss=0, seed=9)
    wire.asleep = slow(1)
    for _ in range(1200):
        wire.tick(lambda pid, f: 0)
    host = peers[0]
    assert host.dropped == {} and host.status()["handed"] == [], host.status()
    wire.asleep = None
    wire.silent.add(2)
    for _ in range(300):
        wire.tick(lambda pid, f: 0)
    assert list(host.dropped) == [2] and peers[1].dropped == host.dropped
    assert host.message().startswith("Player 3 went silent (nothing arrived for "), host.message()
    assert peers[1].message().startswith("The host heard nothing from Player 3: the AI plays seat 3 from frame ")


def test_the_judges_own_stall_is_not_the_peers_silence():
    """A judge that ran no frame for ten seconds counts at most ``STALL_MS`` of it: the packets of that time
    wait in its own inbox. Its round trips allow a slow link more than the timeout, never less."""
    silence = Silence([1], 0, 3000)
    silence.look(10_000)
    assert not silence.silent(1) and silence.quiet[1] == STALL_MS
    for now in range(10_016, 13_300, 16):
        silence.look(now)
    assert silence.silent(1)
    silence.heard(1)
    assert not silence.silent(1)
    silence.round_trip(1, 40)
    assert silence.allowed(1) == 3000
    silence.round_trip(1, 900)
    assert silence.allowed(1) == 5400
