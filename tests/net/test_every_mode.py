"""Every instance of the practice set plays online through a room, with no netplay code of its own."""

import pytest

from pycore.host.drivers import model_of
from pycore.kernel import pad
from pycore.kernel.mode import Netplay
from pycore.net.room import GuestRoom, HostRoom
from pycore.packs import practice_pack
from tests.net.night import open_night_pack
from tests.net.sim import Wire, held_pads

PACK = practice_pack()
FRAMES = 900


@pytest.mark.parametrize("inst", PACK.instances, ids=lambda i: i.id)
def test_every_instance_plays_online(inst):
    seats = max(2, inst.spec.min_seats)
    peers = {0: HostRoom(inst, PACK.id, seats=seats, name="Ada", pack=PACK),
             1: GuestRoom(1, PACK, name="Bea")}
    peers[1].set_ready(True)
    wire = Wire(peers, seed=len(inst.id))
    for _ in range(60):
        wire.tick(lambda pid, f: 0)
    assert peers[0].start(41, bytes(16), wire.now) is None
    pads = held_pads(3)
    for _ in range(FRAMES):
        wire.tick(pads)
    host, guest = peers[0].game, peers[1].game
    assert host.model == guest.model == model_of(inst, PACK)
    assert not host.rejected and not guest.rejected
    if host.model == Netplay.LOCKSTEP:
        last = min(host.checks[-1][0], guest.checks[-1][0])
        assert (host.session.frame > FRAMES // 2 or host.session.is_finished()) and last > 0
        assert [c for c in host.checks if c[0] <= last] == [c for c in guest.checks if c[0] <= last]
        assert host.desync is None and guest.desync is None
    else:
        assert host.session.frame > FRAMES // 2 or host.session.is_finished()
        assert guest.seq > 3 and guest.view is not None


def test_a_party_night_plays_its_rounds_in_step_and_a_dropped_guest_goes_ai_inside_the_round():
    pack = open_night_pack()
    inst = pack.instance("open-night")
    peers = {0: HostRoom(inst, pack.id, seats=2, pack=pack), 1: GuestRoom(1, pack)}
    peers[1].set_ready(True)
    wire = Wire(peers, seed=1)
    for _ in range(60):
        wire.tick(lambda pid, f: 0)
    assert peers[0].start(5, bytes(16), wire.now) is None
    host = peers[0].game
    held = held_pads(1)

    def pads(peer: int, frame: int) -> int:   # players who never press Start (on a party card it leaves the night)
        return held(peer, frame) & ~pad.START

    played = []
    while wire.frame < 6000 and not (host.driver.round is not None and len(played) >= 2):
        wire.tick(pads)
        if host.driver.cue and host.driver.cue.instance not in played:
            played.append(host.driver.cue.instance)
    guest = peers[1].game
    assert len(played) >= 2 and guest.driver.cue == host.driver.cue
    last = min(host.checks[-1][0], guest.checks[-1][0])
    assert [c for c in host.checks if c[0] <= last] == [c for c in guest.checks if c[0] <= last]
    wire.silent.add(1)
    while wire.frame < 9000 and not host.dropped:
        wire.tick(pads)
    for _ in range(10):
        wire.tick(pads)
    assert host.session.seats[1].is_ai
    inner = host.driver.round_seat(1)
    assert inner is None or host.driver.round.seats[inner].is_ai   # the round it was playing went AI too
