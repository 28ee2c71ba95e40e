"""Card trades carried between two rooms over a lossy wire: settle on the host, or refuse and change nothing."""

import copy

from pycore.collection.progress import new_progress
from pycore.net.codec import Trade, encode
from pycore.net.room import GuestRoom, HostRoom
from pycore.net.trading import Channel
from pycore.packs import practice_pack
from tests.net.sim import Wire


def collection(**copies):
    progress = new_progress(1)
    for card, n in copies.items():
        progress["copies"][card] = n
        progress["binder"].append(card)
    return progress


def trading_room(host_cards, guest_cards, loss=20):
    pack = practice_pack()
    mine, theirs = collection(**host_cards), collection(**guest_cards)
    peers = {0: HostRoom(pack.instance("practice-card_duels"), pack.id, progress=lambda: mine),
             1: GuestRoom(1, pack, progress=lambda: theirs)}
    wire = Wire(peers, loss=loss, seed=6)
    for _ in range(30):
        wire.tick(lambda pid, f: 0)
    return peers, wire, mine, theirs


def run(wire, frames=120):
    for _ in range(frames):
        wire.tick(lambda pid, f: 0)


def test_a_trade_settles_on_the_host_and_both_collections_change():
    peers, wire, mine, theirs = trading_room({"ember_fox": 2}, {"mist_wisp": 1})
    host, guest = peers[0], peers[1]
    assert host.trades.offer(1, [(0, "ember_fox", 1), (1, "mist_wisp", 1)]) is None
    run(wire)
    assert guest.trades.view.lines == ((0, "ember_fox", 1), (1, "mist_wisp", 1))
    assert guest.trades.confirm() is None
    run(wire)
    assert host.trades.confirm(1) is None
    run(wire)
    assert mine["copies"] == {"ember_fox": 1, "mist_wisp": 1}
    assert theirs["copies"] == {"ember_fox": 1}
    assert host.status()["trades"][0]["state"] == guest.status()["trades"][0]["state"] == "settled"


def test_a_refused_trade_changes_nothing_on_either_side():
    peers, wire, mine, theirs = trading_room({"ember_fox": 1}, {"mist_wisp": 1})
    before = copy.deepcopy((mine, theirs))
    host, guest = peers[0], peers[1]
    assert guest.trades.offer([(1, "mist_wisp", 3), (0, "ember_fox", 1)]) is None   # more than it holds
    run(wire)
    assert host.trades.views[1].revision == 1
    assert guest.trades.confirm() is None
    run(wire)
    assert host.trades.confirm(1) == "Side 1 gives 3 of mist_wisp but holds 1."
    run(wire)
    assert guest.status()["trades"][0]["refusal"] == "Side 1 gives 3 of mist_wisp but holds 1."
    assert (mine, theirs) == before
    assert host.trades.tables[1].state == "open" and host.trades.tables[1].confirmed == [False, False]


def test_the_channel_delivers_in_order_once_despite_loss_and_reordering():
    a, b = Channel(), Channel()
    for n in range(5):
        a.push(bytes([n]))
    got = []
    first = a.outgoing(0)
    for msg in reversed(first[1:]):          # all but the first arrive, backwards
        got += b.accept(msg)
    assert got == []                          # nothing out of order is delivered
    got += b.accept(first[0])
    for msg in a.outgoing(500):
        got += b.accept(msg)
    assert got == [bytes([n]) for n in range(5)]
    for msg in b.outgoing(600):
        a.accept(msg)
    assert a.outbox == [] and a.outgoing(900) == []


def test_a_malformed_trade_message_is_refused_with_a_reason():
    peers, wire, mine, theirs = trading_room({}, {})
    host = peers[0]
    assert host.receive(1, encode(Trade(1, 0, b"\x01\x09")), wire.now) == "unknown message type 9"
    assert host.receive(7, encode(Trade(1, 0, b"\x01\x04\x01")), wire.now) == "Peer 7 has not said hello."
    assert host.trades.tables == {}
