"""Rooms: the lobby, the start, and whole games of registered modes through it over a bad wire."""

from pycore.kernel.mode import Netplay
from pycore.net.codec import Hello, Ready, decode, encode
from pycore.net.hosted import DEAL_VERIFIED
from pycore.net.room import GuestRoom, HostRoom
from pycore.packs import practice_pack
from tests.net.sim import Wire, held_pads

SALT = bytes(16)


def room(instance_id, guests, **kw):
    pack = practice_pack()
    peers = {0: HostRoom(pack.instance(instance_id), pack.id, name="Ada", **kw)}
    for p in range(1, guests + 1):
        peers[p] = GuestRoom(p, pack, name=f"Guest {p}")
    return peers


def gather(peers, wire):
    """Run the lobby until every guest is seated and ready."""
    for p in peers:
        if p:
            peers[p].set_ready(True)
    for _ in range(300):
        wire.tick(lambda pid, f: 0)
        if peers[0].can_start() is None and len(peers[0].members) == len(peers) - 1:
            return
    raise AssertionError(peers[0].lobby())


def test_the_lobby_seats_guests_and_waits_for_ready():
    peers = room("practice-races", 2)
    host = peers[0]
    wire = Wire(peers, seed=1)
    for _ in range(40):
        wire.tick(lambda pid, f: 0)
    lobby = host.lobby()
    assert [r["name"] for r in lobby["seats"]] == ["Ada", "Guest 1", "Guest 2", "Dora"]
    assert lobby["reason"] == "Waiting for Guest 1, Guest 2 to be ready." and not lobby["can_start"]
    assert host.start(1, SALT, wire.now) == "Waiting for Guest 1, Guest 2 to be ready."
    assert peers[1].lobby()["seats"][1]["name"] == "Guest 1" and peers[1].lobby()["you"] == 1
    assert all(m.rtt > 0 for m in host.members.values()) and lobby["delay"] >= 2


def test_a_full_room_turns_a_guest_away():
    pack = practice_pack()
    host = HostRoom(pack.instance("practice-card_duels"), pack.id)
    assert host.receive(1, encode(Hello("Bea")), 0) is None
    assert host.receive(2, encode(Hello("Cy")), 0) == "the room is full"
    assert decode(host.outgoing(0)[0][1]).reason == "The room is full."
    assert host.receive(3, encode(Ready(True)), 0) == "Peer 3 has not said hello."


def test_a_lockstep_race_through_the_room_ends_with_equal_hashes():
    peers = room("practice-races", 2)
    wire = Wire(peers, seed=2)
    gather(peers, wire)
    assert peers[0].start(77, SALT, wire.now) is None
    pads = held_pads(3)
    for _ in range(12_000):
        wire.tick(pads)
        if all(p.game is not None and p.game.session.is_finished() for p in peers.values()):
            break
    games = [p.game for p in peers.values()]
    assert all(g.session.is_finished() for g in games)
    assert len({g.checks[-1] for g in games}) == 1                 # the same final frame and hash
    assert all(g.status()["state"] == "over" for g in games)
    assert games[1].session.results() == games[0].session.results()
    assert peers[1].status()["lobby"]["started"]


def test_a_hosted_poker_game_through_the_room_verifies_its_deal():
    peers = room("practice-poker", 1)
    wire = Wire(peers, seed=3)
    gather(peers, wire)
    assert peers[0].start(991, bytes(range(16)), wire.now) is None
    pads = held_pads(5)
    for _ in range(200_000):
        wire.tick(pads)
        if peers[1].game is not None and peers[1].game.verdict:
            break
    assert peers[0].game.session.is_finished()
    assert peers[1].status()["verdict"] == DEAL_VERIFIED


def test_a_guest_without_the_instance_is_told_why():
    from pycore.net.codec import Start

    pack = practice_pack()
    guest = GuestRoom(1, pack)
    start = Start(Netplay.LOCKSTEP, "no-such-game", "other", ("human", "human"), ("", ""), (0, 1), 1, 3, 5, b"", 30)
    assert guest.receive(0, encode(start), 0).startswith("The host's game cannot start here: no instance 'no-such-game'")
    assert guest.game is None and guest.lobby()["notice"]
