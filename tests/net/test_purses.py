"""Online tables that stake from the purse: each player brings their own purse and settles their own seat.

Two arcades play through rooms over the simulated wire, each holding its own profile. The
guest's Hello says what its purse holds, the Start carries every seat's purse so each peer
builds the same config through the mode's ``with_purse`` hook, and each profile moves by
exactly its own seat's stakes and settles: the host's and a lockstep peer's from the
session's events, a hosted guest's from its seat's list in the views the host sends it.
"""

from __future__ import annotations

import base64
import json

import pytest
from hypothesis import given, settings, strategies as st

from pycore.host.arcade import PLAYING, RESULTS, Arcade
from pycore.host.profile import PURSE_MAX
from pycore.net.codec import Hello, Start, WireError, decode, encode, inflate, View
from pycore.net.page import PageRoom
from pycore.packs import practice_pack
from tests.net.sim import Wire
from tests.net.test_shell import ArcadePeer, no_start, resting_at_results

PACK = practice_pack()


def purse(arcade: Arcade):
    return lambda: {c: arcade.profile[c] for c in ("coins", "gold")}


def gather(instance: str, coins: tuple[int, int], seed: int = 41, loss: int = 10, seats: int = 2):
    """Host ``instance`` in one arcade and join from another, each with ``coins`` in its purse; start."""
    host, guest = Arcade(PACK, seed=1), Arcade(PACK, seed=2)
    host.profile["coins"], guest.profile["coins"] = coins
    host.open_room(PageRoom.host(PACK, instance, "Ada", seats, 0, lambda: host.profile["cards"], purse(host)))
    guest.open_room(PageRoom.join(PACK, 1, "Bea", 0, lambda: guest.profile["cards"], purse(guest)))
    guest.room.ready(True)
    peers = {0: ArcadePeer(host), 1: ArcadePeer(guest)}
    wire = Wire(peers, seed=3, loss=loss)
    for _ in range(40):
        wire.tick(lambda pid, f: 0)
    assert host.room.start(seed, "00" * 16, wire.now) is None
    return peers, wire


def play_out(wire: Wire, peers: dict, frames: int, pads=None) -> None:
    pads = resting_at_results(peers, pads or no_start(5))
    while wire.frame < frames and not all(p.arcade.screen == RESULTS for p in peers.values()):
        wire.tick(pads)


def nets(events: list[dict]) -> dict[int, int]:
    """Return each seat's net from the purse (paid less staked, over its settles) in the host's session events."""
    out: dict[int, int] = {}
    for e in events:
        if e.get("kind") == "settle" and e.get("currency") == "coins":
            out[e["seat"]] = out.get(e["seat"], 0) + e["paid"] - e["stake"]
    return out


def staked(events: list[dict], seat: int) -> int:
    return sum(e["amount"] for e in events if e.get("kind") == "stake" and e.get("seat") == seat)


def test_two_friends_at_an_online_blackjack_table_each_bet_from_their_own_purse():
    peers, wire = gather("practice-blackjack", (500, 300), seats=3)
    host, guest = peers[0].arcade, peers[1].arcade
    config = host.room.room.game.session.config
    assert dict(config.purses)[0] == 500 and dict(config.purses)[1] == 300    # each seat its own purse
    play_out(wire, peers, 60_000)
    assert host.screen == guest.screen == RESULTS
    assert guest.note == "The host's deal: deal verified."
    events = peers[0].events
    assert staked(events, 0) > 0 and staked(events, 1) > 0                    # both played for coins
    net = nets(events)
    assert host.profile["coins"] == 500 + net.get(0, 0)
    assert guest.profile["coins"] == 300 + net.get(1, 0)
    assert host.state()["held"] == guest.state()["held"] == {}
    # the guest took exactly its seat's stakes and settles, each once, and only its own
    assert guest.driver.taken == sum(1 for e in events if e.get("seat") == 1 and e["kind"] in ("stake", "settle"))
    assert guest.driver.purse_error == ""


def test_a_guest_never_sees_another_seats_purse_list():
    peers, wire = gather("practice-blackjack", (500, 300), seats=3, loss=0)
    lists: list[list] = []

    def watch(src, dst, data):
        if src == 0 and data[3] == View.TYPE:
            msg = decode(data)
            if msg.data:
                lists.append(json.loads(inflate(msg.data, "view")).get("purse", []))

    wire.watch = watch
    play_out(wire, peers, 60_000)
    assert any(lists) and all(e["seat"] == 1 for entries in lists for e in entries)


def test_a_repeated_view_settles_nothing_twice():
    peers, wire = gather("practice-blackjack", (500, 300), seats=3, loss=0)
    guest = peers[1].arcade
    play_out(wire, peers, 60_000)
    coins, taken = guest.profile["coins"], guest.driver.taken
    assert taken > 0
    assert guest.driver._purse_entries() == [] and guest.driver.taken == taken
    guest.driver.taken = 0                        # were it to take the list again, the profile refuses the settles
    guest._take_stakes([e for e in guest.driver._purse_entries() if e["kind"] == "settle"])
    assert guest.profile["coins"] == coins


def test_online_durak_stakes_from_each_purse_and_leaving_forfeits_the_stake():
    peers, wire = gather("practice-durak", (40, 25), loss=0)
    host, guest = peers[0].arcade, peers[1].arcade
    assert host.room.room.game.session.config.purse == 25            # the stake range stops at the poorer purse
    pads = resting_at_results(peers, no_start(7))
    while wire.frame < 20_000 and not (host.state()["forfeits"] and guest.state()["forfeits"]):
        wire.tick(pads)
    held = guest.state()["held"]
    assert host.state()["forfeits"] and guest.state()["forfeits"] and held.get("coins", 0) > 0
    assert guest.profile["coins"] == 25 - held["coins"] and host.profile["coins"] == 40 - host.state()["held"]["coins"]
    guest.tick([0x0008])                # Start: the quit prompt names the stake
    guest.tick([0])
    guest.tick([0x4000])                # Cross: leave, the stake is lost
    assert guest.screen == "picker" and guest.profile["coins"] == 25 - held["coins"]
    assert guest.state()["held"] == {}
    for _ in range(40):
        wire.tick(lambda pid, f: 0)
    assert host.session.seats[1].is_ai                               # the others play on against the AI
    hpads = resting_at_results(peers, no_start(8))
    while wire.frame < 60_000 and host.screen != RESULTS:
        wire.tick(hpads)
    assert host.screen == RESULTS and host.state()["held"] == {}
    assert host.profile["coins"] == 40 + nets(peers[0].events).get(0, 0)


def test_online_billiards_lockstep_each_peer_settles_its_own_seat_from_its_own_copy():
    peers, wire = gather("practice-billiards", (30, 4))
    host, guest = peers[0].arcade, peers[1].arcade
    assert host.driver is None or host.driver.model == "lockstep"
    for _ in range(5):
        wire.tick(lambda pid, f: 0)
    assert host.session.config == guest.session.config and host.session.config.stake == 4   # the poorer purse
    play_out(wire, peers, 80_000)
    assert host.screen == guest.screen == RESULTS
    assert host.state()["state_hash"] == guest.state()["state_hash"]
    for peer, seat, before in ((peers[0], 0, 30), (peers[1], 1, 4)):
        assert staked(peer.events, seat) == 4
        assert peer.arcade.profile["coins"] == before + nets(peer.events).get(seat, 0)
        assert peer.arcade.state()["held"] == {} and not peer.arcade.state()["forfeits"]
    assert host.profile["coins"] + guest.profile["coins"] == 34          # the pot moves coins, makes none


def test_a_room_without_purses_stakes_nothing_from_anyone():
    host, guest = Arcade(PACK, seed=1), Arcade(PACK, seed=2)
    host.profile["coins"] = guest.profile["coins"] = 100
    host.open_room(PageRoom.host(PACK, "practice-billiards", "Ada", 2, 0))
    guest.open_room(PageRoom.join(PACK, 1, "Bea", 0))
    guest.room.ready(True)
    peers = {0: ArcadePeer(host), 1: ArcadePeer(guest)}
    wire = Wire(peers, seed=3, loss=0)
    for _ in range(40):
        wire.tick(lambda pid, f: 0)
    assert host.room.start(41, "00" * 16, wire.now) is None
    for _ in range(200):
        wire.tick(lambda pid, f: 0)
    assert host.screen == guest.screen == PLAYING
    assert host.profile["coins"] == guest.profile["coins"] == 100 and not host.state()["forfeits"]


def hello_bytes(coins: int, gold: int) -> bytes:
    """Return a Hello as a hostile guest would write it (the codec's own writer, no bounds)."""
    head = encode(Hello("Eve"))[:-2]             # the purse's two one-byte varints at the end
    def uvar(v: int) -> bytes:
        out = b""
        while True:
            low, v = v & 0x7F, v >> 7
            out += bytes([low | (0x80 if v else 0)])
            if not v:
                return out
    return head + uvar(coins) + uvar(gold)


@pytest.mark.parametrize("coins, gold", [(PURSE_MAX + 1, 0), (0, 1 << 40), (1 << 62, 1)])
def test_a_purse_claim_past_any_purse_is_refused_with_a_reason_and_changes_nothing(coins, gold):
    room = PageRoom.host(PACK, "practice-blackjack", "Ada", 3, 0, None, lambda: {"coins": 5, "gold": 0}).room
    assert room.receive(1, encode(Hello("Bea", (7, 0))), 0) is None
    before = dict(room.members[1].__dict__)
    reason = room.receive(1, hello_bytes(coins, gold), 0)
    assert reason is not None and "at most 9999999" in reason
    assert room.members[1].__dict__ == before and room.members[1].purse == (7, 0)
    assert room.receive(2, hello_bytes(coins, gold), 0) is not None and 2 not in room.members


def test_a_negative_or_mistyped_purse_cannot_be_written_and_a_bad_profile_claims_nothing_wrong():
    with pytest.raises(WireError):
        encode(Hello("Eve", (-1, 0)))
    with pytest.raises((WireError, TypeError)):
        encode(Hello("Eve", ("many", 0)))    # type: ignore[arg-type]
    from pycore.net.room import purse_of
    assert purse_of(lambda: {"coins": -50, "gold": 10**12}) == (0, PURSE_MAX)


@settings(max_examples=150, deadline=None)
@given(st.binary(max_size=40))
def test_fuzzed_hellos_never_seat_a_guest_with_a_purse_past_the_bound(tail):
    room = PageRoom.host(PACK, "practice-blackjack", "Ada", 3, 0, None, lambda: {"coins": 5, "gold": 0}).room
    data = encode(Hello("Eve"))[:4] + tail
    reason = room.receive(1, data, 0)
    if reason is None and 1 in room.members:
        assert all(0 <= v <= PURSE_MAX for v in room.members[1].purse)
    else:
        assert 1 not in room.members


def test_a_start_whose_purses_do_not_match_its_seats_is_refused():
    start = Start(__import__("pycore.kernel.mode", fromlist=["Netplay"]).Netplay.HOSTED, "practice-blackjack", "",
                  ("human", "human", "ai:regular"), ("A", "B", "C"), (0, 1, -1), 1, 0, 0, b"\1" * 32, 600,
                  ((5, 0), (6, 0), (0, 0)))
    assert decode(encode(start)) == start
    bad = encode(start)[:-6] + bytes([2, 5, 0, 6, 0])      # two purses for three seats
    with pytest.raises(WireError):
        decode(bad)


def test_a_hostile_purse_list_from_the_host_is_refused_and_takes_nothing():
    peers, wire = gather("practice-blackjack", (500, 300), seats=3, loss=0)
    guest = peers[1].arcade
    while guest.screen != PLAYING:
        wire.tick(lambda pid, f: 0)
    driver = guest.driver
    coins = guest.profile["coins"]
    for entry in ({"kind": "settle", "seat": 0, "currency": "coins", "stake": 0, "paid": 999},
                  {"kind": "settle", "seat": 1, "currency": "coins", "stake": 0, "paid": -5},
                  {"kind": "settle", "seat": 1, "currency": "diamonds", "stake": 0, "paid": 5},
                  {"kind": "stake", "seat": 1, "currency": "coins", "amount": "all"},
                  "settle"):
        driver.game.view = {"instance": "", "seat": 1, "view": {}, "purse": [entry]}
        driver.taken, driver.purse_error = 0, ""
        guest._ended(driver.tick([0], []))
        assert driver.taken == 0 and driver.purse_error and guest.profile["coins"] == coins


def test_a_guest_whose_deal_proof_fails_keeps_what_was_settled_during_play(monkeypatch):
    """The rule: the stakes and settles taken as the table played stand; only the final results go unsettled."""
    from pycore.net import hosted as hosted_module

    honest = hosted_module.HostedHost.reveal

    def forged(self):
        r = honest(self)
        return r.__class__(r.seed ^ 1, r.salt, r.final_hash, r.record)    # not the committed seed

    monkeypatch.setattr(hosted_module.HostedHost, "reveal", forged)
    peers, wire = gather("practice-blackjack", (500, 300), seats=3)
    guest = peers[1].arcade
    play_out(wire, peers, 60_000)
    assert guest.screen == RESULTS and guest.results is None
    assert "deal did not match" in guest.note and guest.note.endswith("What was settled during play stands.")
    net = nets(peers[0].events).get(1, 0)
    assert guest.driver.taken > 0 and guest.profile["coins"] == 300 + net and guest.state()["held"] == {}


@pytest.mark.parametrize("seed", [41, 42, 43])
def test_each_players_coins_are_conserved_every_frame_at_an_online_table(seed):
    """Purse plus coins on the table moves only by what that player's own settles paid less staked."""
    peers, wire = gather("practice-blackjack", (200, 90), seed=seed, seats=3)
    start = {0: 200, 1: 90}
    pads = resting_at_results(peers, no_start(seed))
    while wire.frame < 60_000 and not all(p.arcade.screen == RESULTS for p in peers.values()):
        wire.tick(pads)
        for pid, peer in peers.items():
            a = peer.arcade
            own = [e for e in peer.events if e.get("seat") == pid]
            on_table = a.state()["held"].get("coins", 0)
            assert a.profile["coins"] + on_table == start[pid] + nets(own).get(pid, 0)
            assert a.profile["coins"] >= 0
    assert all(p.arcade.screen == RESULTS for p in peers.values())


PURSE_TABLES = [i.id for i in PACK.instances if i.spec.with_purse is not None and i.spec.max_seats >= 2]


@pytest.mark.parametrize("instance", PURSE_TABLES)
def test_every_purse_table_online_seats_both_players_with_their_own_purse_on_every_peer(instance):
    peers, wire = gather(instance, (120, 70), loss=0)
    host, guest = peers[0].arcade, peers[1].arcade
    for _ in range(600):
        wire.tick(lambda pid, f: 0)
    assert host.screen in (PLAYING, RESULTS) and guest.screen in (PLAYING, RESULTS)
    ran = host.room.room.game.session.config
    game = guest.room.room.game
    assert (game.session.config if guest.session is not None else game.opener(0).config) == ran   # the same table
    assert host.room.room.purses == guest.room.room.purses == ((120, 0), (70, 0))   # the Start carried both
    for pid, coins in ((0, 120), (1, 70)):
        a = peers[pid].arcade
        own = [e for e in peers[pid].events if e.get("seat") == pid]
        assert a.profile["coins"] + a.state()["held"].get("coins", 0) == coins + nets(own).get(pid, 0)


def test_a_guest_cashes_out_of_an_online_table_with_its_own_chips_and_the_table_plays_on_without_it():
    """The practice blackjack table has no round limit: a hosted guest leaves it by holding Select between hands
    (over a lossy wire), takes exactly its chips into its own purse, once, and nothing of the table after."""
    from pycore.kernel.pad import SELECT

    peers, wire = gather("practice-blackjack", (500, 300), seats=3, loss=10)
    host, guest = peers[0].arcade, peers[1].arcade
    session = host.room.room.game.session
    play = no_start(5)
    for _ in range(1500):                                  # a few hands, nobody leaving (Select never held)
        wire.tick(lambda pid, f: play(pid, f) & ~SELECT)
    assert staked(peers[0].events, 1) > 0, "the guest has played for coins"
    start = wire.frame
    while not session.left[1] and wire.frame < start + 6000:
        # the guest holds Select for a second at a time (refused mid-hand, taken between hands), the host plays on
        wire.tick(lambda pid, f: (SELECT if (f - start) % 70 < 60 else 0) if pid == 1 else play(pid, f) & ~SELECT)
    assert session.left[1], "the guest's cash-out reached the host's table"
    outs = [e for e in peers[0].events if e.get("kind") == "cash_out"]
    assert [e["seat"] for e in outs] == [1]
    for _ in range(120):                                   # the guest's copy hears of it over the lossy wire
        wire.tick(lambda pid, f: 0 if pid == 1 else play(pid, f) & ~SELECT)
    assert guest.profile["coins"] == 300 + nets(peers[0].events).get(1, 0) == outs[0]["chips"]
    coins = guest.profile["coins"]
    play_out(wire, peers, wire.frame + 60_000, lambda pid, f: 0 if pid == 1 else play(pid, f) & ~SELECT)
    later = peers[0].events[peers[0].events.index(outs[0]) + 1:]
    assert not [e for e in later if e.get("seat") == 1 and e["kind"] in ("stake", "settle")], "nothing after leaving"
    assert guest.profile["coins"] == coins and guest.driver.purse_error == ""
    assert host.profile["coins"] == 500 + nets(peers[0].events).get(0, 0)
