"""Lockstep against loss and a hostile peer: goodbyes arrive, the dropped are told, forged acks and desyncs are refused."""

from pycore.kernel.session import Seat
from pycore.net.codec import Bye, Desync, Inputs, decode, encode
from pycore.net.lockstep import Lockstep
from tests.net.hostile import snapshot
from tests.net.sim import Dash, Wire, held_pads


def pair(n=2, delay=3, **kw):
    seats = [Seat.human() for _ in range(n)]
    return {p: Lockstep(Dash(seed=1, seats=seats), me=p, owners=list(range(n)), delay=delay, **kw) for p in range(n)}


def test_a_leaving_guest_s_bye_reaches_the_host_through_ten_percent_loss():
    # sent once, one Bye in ten was lost and the seat waited out the 3 s of silence
    heard = 0
    for trial in range(300):
        peers = pair()
        wire = Wire(peers, loss=10, seed=trial)
        pads = held_pads(trial)
        for _ in range(20):
            wire.tick(pads)
        wire.flight = []
        for dst, data in peers[1].leave():     # the page sends these and closes: nothing more from the guest
            wire.send(1, dst, data)
        for _, _, src, dst, data in wire.flight:
            peers[dst].receive(src, data, wire.now + 200)
        heard += 1 in peers[0].dropped         # the seat is the AI's at once, not after 3 s of silence
    assert heard >= 299


def test_a_guest_the_host_cannot_hear_is_told_it_was_dropped():
    peers = pair(3, drop_after_ms=1000)
    wire = Wire(peers, loss=10, seed=3)
    wire.tamper = lambda src, dst, data: b"" if src == 2 and wire.frame > 100 else data   # peer 2's packets stop arriving
    pads = held_pads(3)
    for _ in range(250):
        wire.tick(pads)
    assert 2 in peers[0].dropped and 2 not in peers[0].links
    assert peers[2].status()["state"] == "ended" and peers[2].message() == "You were silent too long: the host gave your seat to the AI."
    assert peers[1].running and peers[1].dropped == peers[0].dropped          # the others play on


def test_acks_beyond_what_was_sent_are_refused_and_the_pads_keep_coming():
    peers = pair(3, delay=2)
    host = peers[0]
    host.step(5)
    before = snapshot(host)
    forged = encode(Inputs((50, 2, 2), ()))                    # peer 1 claims 50 of the host's pads; 3 exist
    assert host.receive(1, forged, 10) == "peer 1 acknowledges 50 pads of seat 1; only 3 were sent"
    assert snapshot(host) == before
    run = [decode(b) for p, b in host.outgoing(20) if p == 1 and b[3] == Inputs.TYPE][0].runs
    assert (0, 2, (5,)) in run                                 # the host still relays its pad to peer 1
    guest = peers[1]
    guest.step(7)
    assert guest.receive(0, encode(Inputs((2, 40, 2), ())), 10) == "peer 0 acknowledges 40 pads of seat 2; only 3 were sent"


def test_a_forged_desync_is_refused_and_stops_nothing():
    peers = pair(3)
    wire = Wire(peers, loss=0, seed=2)
    pads = held_pads(2)
    while peers[0].session.frame < 100:
        wire.tick(pads)
    host = peers[0]
    before = snapshot(host)
    own = dict(peers[1].mine)                                  # guest 1's checkpoints, all reported to the host by now
    f = sorted(own)[-3]
    cases = {
        Desync(999, 3, 0x1234, 0, 0x5678): "peer 1 reports a desync of peer 3; a peer reports only its own hash",
        Desync(999, 1, 0x1234, 0, 0x5678): "peer 1 reports a desync at frame 999, a checkpoint it never reported playing",
        Desync(f, 1, own[f] ^ 1, 0, host.mine[f]): f"peer 1 reports hash {own[f] ^ 1:016x} at frame {f}; it reported {own[f]:016x}",
        Desync(f, 1, own[f], 2, 0x5678): "peer 1 reports a desync with peer 2; a guest compares only with the host",
        Desync(f, 1, own[f], 0, 0x5678): f"peer 1 reports this peer's hash at frame {f} wrongly",
    }
    for msg, reason in cases.items():
        assert host.receive(1, encode(msg), wire.now) == reason
        assert snapshot(host) == before
    for _ in range(30):
        wire.tick(pads)
    assert all(p.desync is None and p.running for p in peers.values())
    guest = peers[2]
    theirs = host.mine
    g = sorted(theirs)[-3]
    assert guest.receive(0, encode(Desync(g, 0, theirs[g], 2, guest.mine[g] ^ 1)), wire.now) == \
        f"peer 0 reports this peer's hash at frame {g} wrongly"
    assert guest.receive(0, encode(Bye("")), wire.now) is None and guest.ended         # a real goodbye still ends it
