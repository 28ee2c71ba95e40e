"""Trades conserve every card: live holdings, offers that are never reused, settlements only of confirmed offers."""

import copy

from pycore.collection import trade as cards_trade
from pycore.collection.trade import Settled
from pycore.kernel.rng import SplitMix64
from pycore.net.codec import Trade, encode
from pycore.net.room import GuestRoom, HostRoom
from pycore.net.trading import GuestTrades, HostTrades
from pycore.packs import practice_pack
from tests.net.sim import Wire
from tests.net.test_trading import collection

CARDS = ("ember_fox", "mist_wisp", "tin_knight", "moss_troll")


def totals(*progresses):
    out = {}
    for p in progresses:
        for card, n in p["copies"].items():
            out[card] = out.get(card, 0) + n
    return out


def table_of(guests, host_cards, guest_cards, **wire):
    """Return a host room and ``guests`` guest rooms in the lobby, their collections and a wire between them."""
    pack = practice_pack()
    cards = [collection(**host_cards)] + [collection(**guest_cards) for _ in range(guests)]
    peers = {0: HostRoom(pack.instance("practice-races"), pack.id, progress=lambda: cards[0])}
    for g in range(1, guests + 1):
        peers[g] = GuestRoom(g, pack, progress=lambda g=g: cards[g])
    w = Wire(peers, **wire)
    for _ in range(30):
        w.tick(lambda pid, f: 0)
    return peers, w, cards


def run(wire, frames=60):
    for _ in range(frames):
        wire.tick(lambda pid, f: 0)


def test_one_card_offered_to_two_guests_at_once_is_given_once():
    peers, wire, cards = table_of(2, {"ember_fox": 1, "tin_knight": 1}, {"mist_wisp": 1}, loss=0)
    host = peers[0]
    before = totals(*cards)
    for g in (1, 2):
        assert host.trades.offer(g, [(0, "ember_fox", 1), (1, "mist_wisp", 1)]) is None
    run(wire)
    for g in (1, 2):
        assert peers[g].trades.confirm() is None
    run(wire)
    assert host.trades.confirm(1) is None
    assert host.trades.confirm(2) == "Side 0 gives 1 of ember_fox but holds 0."
    run(wire)
    assert totals(*cards) == before
    assert cards[0]["copies"] == {"tin_knight": 1, "mist_wisp": 1}
    assert cards[1]["copies"] == {"ember_fox": 1} and cards[2]["copies"] == {"mist_wisp": 1}


def test_a_confirmation_in_flight_for_a_cancelled_offer_settles_nothing_new():
    host_cards, guest_cards = collection(ember_fox=1), collection(mist_wisp=5)
    host, guest = HostTrades(lambda: host_cards), GuestTrades(lambda: guest_cards)
    now = [0]

    def to_guest():
        now[0] += 300
        for _, msg in host.outgoing(now[0]):
            guest.receive(msg)

    def to_host():
        now[0] += 300
        for _, msg in guest.outgoing(now[0]):
            host.receive(1, msg)

    assert host.offer(1, [(0, "ember_fox", 1), (1, "mist_wisp", 1)]) is None
    to_guest()
    assert guest.confirm() is None                    # its holdings and confirmation wait on the wire...
    assert host.cancel(1) is None                     # ...while the host walks away and offers something else
    assert host.offer(1, [(1, "mist_wisp", 5)]) is None
    assert host.confirm(1) is None
    before = copy.deepcopy((host_cards, guest_cards))
    for _ in range(4):
        to_host()
        to_guest()
    assert (host_cards, guest_cards) == before        # the old confirmation did not settle the new offer
    assert host.tables[1].state == "open" and host.tables[1].revision == 2


def test_a_settlement_the_guest_never_confirmed_is_refused():
    peers, wire, cards = table_of(1, {}, {"mist_wisp": 2}, loss=0)
    guest = peers[1]
    before = copy.deepcopy(cards[1])
    forged = cards_trade.encode(Settled(1, ((1, "mist_wisp", 2),)))          # no trade is open
    assert guest.receive(0, encode(Trade(1, 0, forged)), wire.now) == \
        "a settlement of offer 1, which this side did not confirm"
    assert cards[1] == before
    peers, wire, cards = table_of(1, {}, {"mist_wisp": 2}, loss=0)
    guest = peers[1]
    peers[0].trades.offer(1, [(1, "mist_wisp", 1)])
    run(wire)
    assert guest.trades.view.revision == 1 and guest.trades.view.state == "open"   # seen, not confirmed
    forged = cards_trade.encode(Settled(1, ((1, "mist_wisp", 1),)))
    assert guest.receive(0, encode(Trade(guest.trades.channel.got + 1, 0, forged)), wire.now) == \
        "a settlement of offer 1, which this side did not confirm"
    assert cards[1] == before


def test_an_ack_of_trade_messages_never_sent_is_refused():
    peers, wire, cards = table_of(1, {"ember_fox": 1}, {}, loss=0)
    host = peers[0]
    host.trades.offer(1, [(0, "ember_fox", 1)])
    pending = list(host.trades.channels[1].outbox)
    assert host.receive(1, encode(Trade(0, 99, b"")), wire.now) == "the trade ack 99 is beyond the 1 trade messages sent"
    assert host.trades.channels[1].outbox == pending      # still owed, still resent


def test_every_card_is_conserved_over_concurrent_trades_on_a_bad_wire():
    """Several guests, offers and counter-offers from both sides at once, confirmations and cancels at random,
    over a wire that loses, duplicates and reorders: after every frame the cards in every collection plus
    the guest halves of settlements still on the wire add up to what there was, and none goes negative."""
    settled = 0
    for seed in range(12):
        rng = SplitMix64(seed)
        pick = lambda n: rng.below(n)
        start = {c: 1 + pick(3) for c in CARDS}
        peers, wire, cards = table_of(3, start, {c: pick(3) for c in CARDS},
                                      loss=20, dup=5, reorder=10, delay=20, jitter=60, seed=seed)
        host = peers[0]
        initial = totals(*cards)

        def in_flight():
            out = {}
            for g, revision, lines in host.trades.settlements:
                if revision not in peers[g].trades.applied:
                    for giver, card, n in lines:
                        out[card] = out.get(card, 0) + (n if giver == 0 else -n)
            return out

        for frame in range(900):
            if frame < 700 and pick(4) == 0:
                g = 1 + pick(3)
                lines = [(pick(2), CARDS[i], 1 + pick(2)) for i in range(4) if pick(2)] or [(0, CARDS[0], 1)]
                op = pick(6)
                if op == 0:
                    host.trades.offer(g, lines)
                elif op == 1:
                    peers[g].trades.offer(lines)
                elif op == 2:
                    host.trades.confirm(g)
                elif op == 3:
                    peers[g].trades.confirm()
                elif op == 4 and pick(3) == 0:
                    host.trades.cancel(g) if pick(2) else peers[g].trades.cancel()
            wire.tick(lambda pid, f: 0)
            now = totals(*cards)
            moving = in_flight()
            assert {c: now.get(c, 0) + moving.get(c, 0) for c in initial} == initial, (seed, frame)
            assert all(n >= 0 for p in cards for n in p["copies"].values())
        assert in_flight() == {}                          # every settlement reached its guest
        assert totals(*cards) == initial
        settled += len(host.trades.settlements)
    assert settled >= 20                                  # trades really happened
