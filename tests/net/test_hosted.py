"""Hosted games over a lossy wire: guests see only their views, deals verify, the host's leaving ends it."""

import time

import pytest

from pycore.kernel.session import Seat
from pycore.net.codec import SALT_BYTES, Pads, View, canonical, decode, encode, inflate
from pycore.net.hosted import DEAL_MISMATCH, DEAL_VERIFIED, HostedGuest, HostedHost, commitment
from pycore.net.lockstep import AI
from tests.net.sim import Dash, Wire, held_pads

SALT = bytes(range(SALT_BYTES))


def hosted_table(make_session, owners, seed, **kw):
    seats = [Seat.ai() if p == AI else Seat.human() for p in owners]
    host = HostedHost(make_session(seats, seed), owners=owners, salt=SALT, **kw)
    peers = {0: host}
    for p in owners:
        if p > 0:
            peers[p] = HostedGuest(me=p, seat=owners.index(p), commitment_bytes=host.commitment,
                                   opener=lambda s, seats=seats: make_session(list(seats), s), **kw)
    return peers


def poker_instance():
    from pycore.packs import practice_pack

    found = [i for i in practice_pack().instances if i.kind == "poker"]
    if not found:
        pytest.skip("no poker instance in the practice set yet")
    return found[0]


def test_a_poker_game_never_shows_a_guest_another_seat_s_hidden_card():
    inst = poker_instance()
    make = lambda seats, seed: inst.spec.session(config=inst.config, seed=seed, seats=seats)
    owners = [0, 1, AI, 2]
    peers = hosted_table(make, owners, seed=31)
    host = peers[0]
    wire = Wire(peers, seed=3)
    leaks, views = [], [0, 0]

    def watch(src, dst, data):
        if src != 0:
            return
        seat = owners.index(dst)
        hidden = host.session.hidden_from(seat)
        msg = decode(data)
        text = inflate(msg.data, "view") if isinstance(msg, View) and msg.data else b""
        from pycore.cards52 import card_code
        own = [card_code(c) for c in host.session.hole[seat]]
        views[dst - 1] += any(f'"{code}"'.encode() in text for code in own)   # the scan sees real cards
        for code in hidden:   # as JSON writes it, in the bytes on the wire and in the inflated view
            quoted = f'"{code}"'.encode()
            if quoted in data or quoted in text:
                leaks.append((host.session.frame, dst, code))

    wire.watch = watch
    started = time.thread_time()   # this thread's CPU: work done here, whatever else the machine runs
    pads = held_pads(8)
    while not all(p.status()["verdict"] for p in (peers[1], peers[2])) and wire.frame < 200_000:
        wire.tick(pads)
    assert host.session.is_finished() and host.session.results() is not None
    assert leaks == [] and min(views) > 50
    assert peers[1].status()["verdict"] == peers[2].status()["verdict"] == DEAL_VERIFIED
    assert peers[1].status()["message"] == "The host's deal: deal verified."
    # the guest's last view is the host's view of its seat at the end, under the game's own screen
    assert canonical(peers[1].view) == canonical({"instance": "", "seat": 1, "view": host.session.view(1)})
    assert not host.rejected and not peers[1].rejected
    assert time.thread_time() - started < 30


def dash_table(**kw):
    return hosted_table(lambda seats, seed: Dash(seed=seed, seats=seats, length=3000), [0, 1, AI], seed=5, **kw)


def test_guest_pads_and_actions_reach_the_host_despite_loss():
    peers = dash_table()
    wire = Wire(peers, loss=25, seed=2)
    for frame in range(900):
        wire.tick(lambda pid, f: 0x20 if pid == 1 and f % 40 < 30 else 0)
        if frame % 100 == 50:
            peers[1].step(0, [{"do": "tap"}])
    host, guest = peers[0], peers[1]
    assert host.session.pos[1] > 500 and host.session.taps[1] == 9   # every action arrived, once
    assert guest.view["view"] == host.session.view(1) or guest.frame > host.session.frame - 10
    assert guest.status()["state"] == "playing"


def test_a_deal_that_is_not_the_committed_one_is_caught():
    peers = dash_table()
    wire = Wire(peers, loss=0, seed=2)
    while not peers[1].finished:
        wire.tick(lambda pid, f: 0x20)
    host, guest = peers[0], peers[1]
    honest = host.reveal()
    assert guest.verify(honest) == DEAL_VERIFIED
    other_seed = honest.__class__(honest.seed + 1, honest.salt, honest.final_hash, honest.record)
    assert guest.verify(other_seed) == f"{DEAL_MISMATCH}: the revealed seed is not the one the host committed to"
    # a host that dealt from another seed but committed to this one: the views it sent do not replay
    cheat = HostedGuest(me=1, seat=1, commitment_bytes=commitment(6, SALT),
                        opener=lambda s: Dash(seed=s, seats=[Seat.human(), Seat.human(), Seat.ai()], length=3000))
    cheat.seen, cheat.end = dict(guest.seen), guest.end
    forged = honest.__class__(6, SALT, honest.final_hash, honest.record)
    assert cheat.verify(forged).startswith(DEAL_MISMATCH)
    assert guest.verify(honest.__class__(honest.seed, honest.salt, honest.final_hash, b"junk")).startswith(
        f"{DEAL_MISMATCH}: the record cannot be replayed")


def test_the_host_leaving_ends_the_game_for_every_guest():
    peers = dash_table()
    wire = Wire(peers, seed=4)
    for _ in range(100):
        wire.tick(lambda pid, f: 0)
    for dst, data in peers[0].leave():
        peers[dst].receive(0, data, wire.now)
    assert peers[1].status()["state"] == "ended"
    assert peers[1].status()["message"] == "The host left; the game is over."
    assert peers[0].outgoing(wire.now) == []


def test_a_silent_host_or_guest_is_noticed():
    peers = dash_table(drop_after_ms=1000)
    wire = Wire(peers, seed=4)
    for _ in range(60):
        wire.tick(lambda pid, f: 0)
    wire.silent.add(1)
    for _ in range(100):
        wire.tick(lambda pid, f: 0)
    host = peers[0]
    assert host.session.seats[1].is_ai and host.status()["dropped"] == [[1, 1]]
    lone = dash_table(drop_after_ms=1000)
    wire = Wire(lone, seed=4)
    wire.silent.add(0)
    for _ in range(100):
        wire.tick(lambda pid, f: 0)
    assert lone[1].status()["message"] == "The host has gone silent; the game is over."


def test_hosted_refusals_change_nothing():
    peers = dash_table()
    host, guest = peers[0], peers[1]
    g = host.guests[1]
    before = (g.received, list(g.queue), g.acked)
    assert host.receive(1, encode(Pads(5, 0, (1,))), 0) == "peer 1 acknowledges view 5; only 1 were sent"
    assert host.receive(1, encode(Pads(0, 3, (1,))), 0) == "peer 1's pads start at 3; the host holds only 0"
    assert host.receive(2, encode(Pads(0, 0, (1,))), 0) == "Peer 2 is not at this table."
    assert host.receive(1, b"PN\x02\x09", 0).startswith("truncated")
    assert (g.received, list(g.queue), g.acked) == before
    assert guest.receive(0, encode(View(1, 1, 4, 0)), 0) == "the host acknowledges pads or actions this guest never sent"
    assert guest.receive(0, encode(View(1, 1, 0, 0, b"junk")), 0) == "the view is not zlib data (Error -3 while decompressing data: incorrect header check)"
    assert guest.receive(1, encode(View(1, 1, 0, 0)), 0) == "Peer 1 is not the host."
    assert guest.view is None and guest.seq == 0
