"""Online games through the one shell: two arcades, each holding its room, over the simulated wire.

Each peer is driven the way the page drives it (``play_tick`` once a frame, the room's
bytes in and out): the game starts in both arcades from the room, ends on both results
cards, and each player's own profile settles that player's seat. A party night with a
poker round and a Grid Duel round runs hosted, and no byte the guest receives holds a card
hidden from its seat.
"""

from __future__ import annotations

import base64

from pycore.host.arcade import LOBBY, PLAYING, RESULTS, Arcade
from pycore.host.drivers import model_of
from pycore.kernel.session import Seat
from pycore.kernel.mode import Netplay
from pycore.net import hosted as hosted_module
from pycore.net.codec import View, decode, inflate
from pycore.net.hosted import DEAL_MISMATCH, DEAL_VERIFIED
from pycore.net.page import PageRoom
from pycore.packs import practice_pack
from tests.net.night import nights_pack, open_night_pack
from tests.net.sim import Wire, held_pads


class ArcadePeer:
    """One player's machine as the page drives it: its arcade, the room it holds, the events of each tick."""

    def __init__(self, arcade: Arcade) -> None:
        self.arcade = arcade
        self.events: list[dict] = []

    def receive(self, src: int, data: bytes, now: int) -> "str | None":
        room = self.arcade.room
        return room.receive(src, data, now) if room is not None and not room.closed else None

    def step(self, word: int) -> None:
        self.events += self.arcade.tick([word])

    def outgoing(self, now: int) -> list[tuple[int, bytes]]:
        room = self.arcade.room
        return [(p, base64.b64decode(d)) for p, d in room.outgoing(now)] if room is not None else []


def gather(pack, instance: str, seats: int, seed: int = 41, wire_seed: int = 3, loss: int = 10):
    """Host ``instance`` in one arcade, join from another, start; return the peers and the wire."""
    host, guest = Arcade(pack, seed=1), Arcade(pack, seed=2)
    host.open_room(PageRoom.host(pack, instance, "Ada", seats, 0, lambda: host.profile["cards"]))
    guest.open_room(PageRoom.join(pack, 1, "Bea", 0, lambda: guest.profile["cards"]))
    guest.room.ready(True)
    peers = {0: ArcadePeer(host), 1: ArcadePeer(guest)}
    wire = Wire(peers, seed=wire_seed, loss=loss)
    for _ in range(40):
        wire.tick(lambda pid, f: 0)
    assert host.screen == guest.screen == LOBBY
    assert host.room.start(seed, "00" * 16, wire.now) is None
    return peers, wire


def no_start(seed: int):
    """Return a player's held pads without Start (which would open the quit prompt and, with Cross, leave)."""
    held = held_pads(seed)
    return lambda pid, f: held(pid, f) & ~0x0008


def resting_at_results(peers: dict, pads):
    """Return pads that go quiet for a player on its results card (where Cross leaves)."""
    return lambda pid, f: 0 if peers[pid].arcade.screen == RESULTS else pads(pid, f)


def play_out(wire: Wire, peers: dict, frames: int, pads=None) -> None:
    pads = resting_at_results(peers, pads or no_start(5))
    while wire.frame < frames and not all(p.arcade.screen == RESULTS for p in peers.values()):
        wire.tick(pads)


def settled_as_results(arcade: Arcade, before: int) -> int:
    """Check the player's gold grew by exactly its seat's reward; return that reward."""
    results = arcade.results
    assert results is not None
    gold = int(results.rewards[arcade.player].get("gold", 0)) if results.rewards else 0
    assert arcade.profile["gold"] == before + gold
    return gold


def test_a_grid_duel_online_ends_on_both_results_cards_and_each_settles_its_own_seat():
    peers, wire = gather(practice_pack(), "practice-card_duels", 2)
    host, guest = peers[0].arcade, peers[1].arcade
    while wire.frame < 100 and guest.screen != PLAYING:
        wire.tick(lambda pid, f: 0)
    assert host.screen == guest.screen == PLAYING
    assert (host.driver.model, guest.driver.model) == ("hosted", "hosted") and (host.player, guest.player) == (0, 1)
    assert host.session is not None and guest.session is None         # the guest holds views only
    golds = [p.arcade.profile["gold"] for p in (peers[0], peers[1])]
    play_out(wire, peers, 30_000)
    assert host.screen == guest.screen == RESULTS
    assert guest.note == "The host's deal: deal verified."
    assert guest.results == host.results                               # the proved record gives the same results
    prizes = [settled_as_results(host, golds[0]), settled_as_results(guest, golds[1])]
    winner = host.results.placements.index(1)
    assert prizes[winner] == 20 or host.results.placements == (1, 1)
    assert any(e["kind"] == "finished" for e in peers[1].events)
    # Cross on the results card leaves the game and the room: a goodbye goes to the host
    guest.tick([0])
    guest.tick([0x4000])
    assert guest.screen == "picker" and guest.room is not None and guest.room.closed
    byes = [decode(base64.b64decode(d)) for _, d in guest.close_room().outgoing(0)]
    assert type(byes[0]).__name__ == "Bye" and guest.room is None


def test_a_guest_whose_deal_proof_fails_settles_nothing_and_says_why(monkeypatch):
    peers, wire = gather(practice_pack(), "practice-card_duels", 2)
    host, guest = peers[0].arcade, peers[1].arcade
    honest = hosted_module.HostedHost.reveal

    def forged(self):
        r = honest(self)
        return r.__class__(r.seed ^ 1, r.salt, r.final_hash, r.record)    # not the committed seed

    monkeypatch.setattr(hosted_module.HostedHost, "reveal", forged)
    gold = guest.profile["gold"]
    play_out(wire, peers, 30_000)
    assert guest.screen == RESULTS and guest.results is None and guest.settled == []
    assert guest.note.startswith(f"The host's deal: {DEAL_MISMATCH}: the revealed seed is not the one")
    assert guest.note.endswith("Nothing to settle.") and guest.profile["gold"] == gold
    assert host.results is not None                                    # the host settles from its own session


def test_a_lockstep_race_online_settles_each_seat_from_its_own_copy():
    peers, wire = gather(practice_pack(), "practice-races", 3)
    host, guest = peers[0].arcade, peers[1].arcade
    golds = [host.profile["gold"], guest.profile["gold"]]
    play_out(wire, peers, 40_000, pads=lambda pid, f: 0x20 | (0x4000 if f % 2 else 0))   # hold Right, tap Cross
    assert host.screen == guest.screen == RESULTS
    assert host.driver.model == guest.driver.model == "lockstep"
    assert host.state()["state_hash"] == guest.state()["state_hash"] and host.results == guest.results
    settled_as_results(host, golds[0])
    settled_as_results(guest, golds[1])
    assert host.note == guest.note == ""


def test_quitting_an_online_game_leaves_the_room_and_the_seat_goes_to_the_ai():
    peers, wire = gather(practice_pack(), "practice-races", 2, loss=0)
    host, guest = peers[0].arcade, peers[1].arcade
    for _ in range(120):
        wire.tick(lambda pid, f: 0)
    gold = guest.profile["gold"]
    guest.tick([0x0008])                 # Start: the quit prompt; the race goes on meanwhile
    frame = guest.state()["session_frame"]
    for _ in range(30):
        wire.tick(lambda pid, f: 0)
    assert guest.screen == "quit" and guest.state()["session_frame"] > frame
    assert "You win nothing; the AI takes your seat." in guest.draw().texts()
    guest.tick([0])
    guest.tick([0x4000])                 # Cross: leave
    assert guest.screen == "picker" and guest.room.closed and guest.profile["gold"] == gold
    for _ in range(20):
        wire.tick(lambda pid, f: 0)
    assert host.session.seats[1].is_ai and host.room.status()["dropped"] == [[1, host.room.room.game.dropped[1]]]


def test_when_the_host_leaves_a_lockstep_game_the_guest_is_told_in_one_clear_sentence():
    peers, wire = gather(practice_pack(), "practice-races", 2, loss=0)
    host, guest = peers[0].arcade, peers[1].arcade
    for _ in range(60):
        wire.tick(lambda pid, f: 0)
    host.tick([0x0008])
    host.tick([0])
    host.tick([0x4000])                  # the host leaves the race (and the room)
    for _ in range(60):
        wire.tick(lambda pid, f: 0)
    assert guest.screen == RESULTS
    assert guest.note == "The host left; the game is over, so nothing is settled."


def test_the_room_s_canvas_readies_a_guest_and_lets_the_host_start_once_everyone_is():
    pack = practice_pack()
    host, guest = Arcade(pack, seed=1), Arcade(pack, seed=2)
    host.open_room(PageRoom.host(pack, "practice-card_duels", "Ada", 2, 0, lambda: host.profile["cards"]))
    guest.open_room(PageRoom.join(pack, 1, "Bea", 0, lambda: guest.profile["cards"]))
    peers = {0: ArcadePeer(host), 1: ArcadePeer(guest)}
    wire = Wire(peers, seed=3, loss=0)
    for _ in range(40):
        wire.tick(lambda pid, f: 0)
    assert {"do": "start_room"} not in [h[4] for h in host.draw().hotspots()]    # drawn greyed: Bea is not ready
    assert "Start the game" in host.draw().texts()
    events = host.tick([0x4000])                                                  # Cross: start, refused in words
    host.tick([0])
    assert events[0]["kind"] == "refused" and events[0]["reason"]
    ready = [h[4] for h in guest.draw().hotspots() if h[4].get("do") == "ready"]
    assert ready == [{"do": "ready", "on": True}]
    assert guest.tick([0], ready)[0]["kind"] == "ready"
    for _ in range(40):
        wire.tick(lambda pid, f: 0)
    assert host.room.status()["lobby"]["can_start"]
    assert {"do": "start_room"} in [h[4] for h in host.draw().hotspots()]
    assert host.tick([0], [{"do": "start_room"}]) == [{"kind": "start_room"}]   # the page starts it, with its entropy
    assert guest.tick([0], [{"do": "start_room"}])[0]["kind"] == "refused"       # only the host starts
    assert [t for t in guest.draw().texts() if t.startswith("Ada hosts")]


def test_an_online_party_night_with_hidden_rounds_runs_hosted_and_leaks_no_card(monkeypatch):
    pack = nights_pack()
    scan: dict[int, list[str]] = {}
    everything: set[str] = set()
    refresh = hosted_module.HostedHost._refresh_views

    def recorded(self):
        refresh(self)
        for g in self.guests.values():
            d, inner = self.driver, self.driver.round_seat(g.seat)
            hidden = (d.round.hidden_from(inner) if d.round is not None and inner is not None
                      else d.session.hidden_from(g.seat))
            scan.setdefault(g.seq, list(hidden))
            everything.update(hidden)

    monkeypatch.setattr(hosted_module.HostedHost, "_refresh_views", recorded)
    peers, wire = gather(pack, "nights-cards", 2)
    host, guest = peers[0].arcade, peers[1].arcade
    leaks, views, own_seen, rounds, seen_seats = [], 0, 0, [], set()

    def watch(src, dst, data):
        nonlocal views, own_seen
        if src != 0:
            return
        msg = decode(data)
        text = inflate(msg.data, "view") if isinstance(msg, View) and msg.data else b""
        hidden = scan[msg.seq] if text else sorted(everything)
        views += bool(text)
        own_seen += b'"cards":["' in text
        for code in hidden:
            quoted = f'"{code}"'.encode()
            if quoted in data or quoted in text:
                leaks.append(code)

    wire.watch = watch
    pads = resting_at_results(peers, no_start(9))
    while wire.frame < 60_000 and not all(p.arcade.screen == RESULTS for p in peers.values()):
        wire.tick(pads)
        cue = host.room.room.game.driver.cue
        if cue is not None and cue.instance not in rounds:
            rounds.append(cue.instance)
        if guest.screen == PLAYING and guest.state()["round"] is not None:
            seen_seats.add(guest.state()["round_seat"])
    assert host.driver.model == guest.driver.model == "hosted"
    assert rounds == ["nights-poker", "nights-duel"]
    assert seen_seats and seen_seats <= {0, 1}                         # the guest knows its seat in each round
    assert host.screen == guest.screen == RESULTS and guest.note == "The host's deal: deal verified."
    assert leaks == [] and views > 50 and everything                   # cards were hidden, none arrived
    assert own_seen > 0                                                # and the guest's own hole cards did
    assert guest.results == host.results and guest.results.placements in ((1, 2), (2, 1), (1, 1))


def test_a_night_runs_hosted_when_any_round_it_cues_is_hosted():
    pack = practice_pack()
    assert model_of(pack.instance("practice-party_nights"), pack) == Netplay.HOSTED     # its poker round hides cards
    assert model_of(pack.instance("practice-races"), pack) == Netplay.LOCKSTEP
    assert model_of(pack.instance("practice-card_duels"), pack) == Netplay.HOSTED
    opened = open_night_pack()
    assert model_of(opened.instance("open-night"), opened) == Netplay.LOCKSTEP   # golf and a race hide nothing


def test_a_table_view_from_a_hostile_host_is_drawn_or_refused_in_words_never_raised():
    from hypothesis import given, settings, strategies as st

    from pycore.net.drivers import HostedGuestDriver
    from pycore.net.hosted import HostedGuest
    from pycore.prims import Stage

    pack = practice_pack()
    inst = pack.instance("practice-poker")
    seats = [Seat.human(), Seat.human()]
    game = HostedGuest(me=1, seat=1, commitment_bytes=bytes(32),
                       opener=lambda seed: inst.spec.session(config=inst.config, seed=seed, seats=list(seats)))
    driver = HostedGuestDriver(game, inst, pack)
    leaf = st.one_of(st.none(), st.booleans(), st.integers(-5, 5), st.text(max_size=6))
    tree = st.recursive(leaf, lambda kids: st.one_of(st.lists(kids, max_size=3),
                                                     st.dictionaries(st.text(max_size=6), kids, max_size=3)),
                        max_leaves=12)
    names = st.sampled_from(["", "practice-card_duels", "practice-races", "nowhere", 7])
    table = st.one_of(tree, st.fixed_dictionaries({"instance": names, "seat": st.one_of(st.integers(-2, 4), leaf),
                                                  "view": st.dictionaries(st.text(max_size=8), tree, max_size=4)}))

    @settings(max_examples=300, deadline=None)
    @given(table)
    def drawn(t):
        game.view = t
        stage = Stage()
        driver.draw(stage, 1)                        # never raises
        assert driver.view(1) is None or isinstance(driver.view(1), dict)

    drawn()
    game.view = {"instance": "nowhere", "seat": 0, "view": {}}
    stage = Stage()
    driver.draw(stage, 1)
    assert "The host's view names 'nowhere', which this pack lacks." in stage.texts()
