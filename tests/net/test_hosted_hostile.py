"""A hostile host cannot crash, freeze or fool a hosted guest, nor a guest's room with its Start; goodbyes get through."""

import time
import zlib

from pycore.net.codec import Reveal, Start, View, encode, pack_json
from pycore.net.hosted import DEAL_MISMATCH, DEAL_VERIFIED
from pycore.net.room import GuestRoom
from pycore.packs import practice_pack
from tests.net.hostile import snapshot
from tests.net.sim import Wire
from tests.net.test_hosted import SALT, dash_table


def finished_table():
    """Play a hosted race to its end with the host's reveals kept back; return the peers and the honest reveal."""
    peers = dash_table()
    wire = Wire(peers, loss=0, seed=2)
    wire.tamper = lambda src, dst, data: b"PN" if data[3] == Reveal.TYPE else data      # kept back
    early = None
    while not peers[1].finished:
        wire.tick(lambda pid, f: 0x20)
        if early is None and peers[0].session.frame >= 300:
            early = peers[0].reveal()
    return peers, wire, early


def test_a_reveal_before_the_end_is_refused_and_only_one_reveal_is_taken():
    peers, wire, early = finished_table()
    host, guest = peers[0], peers[1]
    fresh = dash_table()[1]
    fresh.seen = dict(guest.seen)                       # a guest still playing: the same views, no end yet
    before = snapshot(fresh)
    assert fresh.receive(0, encode(early), wire.now) == "the host revealed its deal before the game was over"
    assert snapshot(fresh) == before and fresh.verdict == ""
    # at the end, the early reveal does not cover the game: it stops at frame 300 or so
    assert guest.receive(0, encode(early), wire.now) is None
    assert guest.verdict.startswith(f"{DEAL_MISMATCH}: the record cannot be replayed (the record stops at frame")
    honest = dash_table()[1]
    honest.seen, honest.end = dict(guest.seen), guest.end
    assert honest.receive(0, encode(host.reveal()), wire.now) is None and honest.verdict == DEAL_VERIFIED
    assert honest.receive(0, encode(host.reveal()), wire.now) is None          # the same reveal again: a repeat
    again = snapshot(honest)
    other = Reveal(host.session.seed, SALT, 1, pack_json({"pads": [], "actions": [], "seats": []}))
    assert honest.receive(0, encode(other), wire.now) == \
        "the host revealed its deal already; a second, different reveal is refused"
    assert snapshot(honest) == again and honest.verdict == DEAL_VERIFIED


def reveal(host, record_bytes):
    return encode(Reveal(host.session.seed, SALT, 0, record_bytes))


def test_hostile_records_are_refused_quickly_without_raising():
    peers, wire, _ = finished_table()
    host, guest = peers[0], peers[1]
    end = guest.end
    nested = zlib.compress(b"[" * 100_000 + b"]" * 100_000, 9)
    seat_99 = pack_json({"pads": [[end, [0, 0, 0]]], "actions": [], "seats": [[5, 99, "ai:regular"]]})
    idle = pack_json({"pads": [[4_194_304, [0, 0, 0]]], "actions": [], "seats": []})
    long = pack_json({"pads": [[end, [0, 0, 0]], [1, [0, 0, 0]]], "actions": [], "seats": []})
    wrong_width = pack_json({"pads": [[end, [0]]], "actions": [], "seats": []})
    bad_action = pack_json({"pads": [[end, [0, 0, 0]]], "actions": [[3, 7, {"do": "tap"}]], "seats": []})
    cases = {
        nested: "the record nests deeper than 32 levels",
        seat_99: "a seat change of the record is malformed: [5, 99, 'ai:regular']",
        idle: "a run of the record's pads is malformed: [4194304, [0, 0, 0]]",       # more frames than the game had
        long: f"the record runs past frame {end}, where the game ended",
        wrong_width: "a run of the record's pads is malformed: [",
        bad_action: "an action of the record is malformed: [3, 7, {'do': 'tap'}]",
    }
    assert len(nested) < 500 and len(idle) < 60
    for record, fault in cases.items():
        g = dash_table()[1]
        g.seen, g.end = dict(guest.seen), guest.end
        started = time.thread_time()   # this thread's CPU: work done here, whatever else the machine runs
        assert g.receive(0, reveal(host, record), wire.now) is None
        assert time.thread_time() - started < 1
        assert g.verdict.startswith(f"{DEAL_MISMATCH}: ") and fault in g.verdict, g.verdict


def test_a_hostile_view_is_refused_and_changes_nothing():
    peers = dash_table()
    guest = peers[1]
    before = snapshot(guest)
    nested = zlib.compress(b"[" * 100_000 + b"]" * 100_000, 9)
    assert guest.receive(0, encode(View(1, 1, 0, 0, nested)), 0) == "the view nests deeper than 32 levels"
    assert guest.receive(0, encode(View(10**8, 1, 0, 0, pack_json({}))), 0).startswith("the host's frame 100000000 is past")
    assert snapshot(guest) == before


def start_for(instance, seats, owners, seat=1, model=0, commitment=b""):
    return encode(Start(model, instance, "practice", tuple(seats), tuple("" for _ in seats), tuple(owners), seat, 4, 9,
                        commitment, 30))


def test_a_start_the_guest_cannot_play_is_refused_without_raising():
    guest = GuestRoom(1, practice_pack())
    before = snapshot(guest)
    zero = start_for("practice-races", (), (), seat=0)
    assert guest.receive(0, zero, 0) == "the start gives this guest a seat that is not its own"
    assert snapshot(guest) == before
    crowd = start_for("practice-card_duels", ["human"] * 5, [0, 1, -1, -1, -1], model=1, commitment=bytes(32))
    assert guest.receive(0, crowd, 0) == "The host's game cannot start here: Grid Duel seats 2 to 2 players, not 5."
    assert guest.game is None
    ok = start_for("practice-card_duels", ["human"] * 2, [0, 1], model=1, commitment=bytes(32))
    assert guest.receive(0, ok, 0) is None and guest.game is not None


def test_a_leaving_hosted_guest_s_bye_reaches_the_host_through_ten_percent_loss():
    heard = 0
    for trial in range(300):
        peers = dash_table()
        wire = Wire(peers, loss=10, seed=trial)
        for _ in range(10):
            wire.tick(lambda pid, f: 0)
        wire.flight = []
        for dst, data in peers[1].leave():
            wire.send(1, dst, data)
        for _, _, src, dst, data in wire.flight:
            peers[dst].receive(src, data, wire.now + 200)
        heard += 1 not in peers[0].links          # the seat is the AI's at once, not after 3 s of silence
    assert heard >= 299


def test_a_host_claiming_an_endless_game_costs_no_more_than_the_real_one():
    # a View that says the game ended at frame 4,194,303 and a 52-byte record of that many idle frames:
    # the replay stops where the game really ends (before: 20 s and 536 MB to verify)
    peers, wire, _ = finished_table()
    host = peers[0]
    g = dash_table()[1]                                       # a guest that saw only the claimed last view
    end = (1 << 22) - 1
    assert g.receive(0, encode(View(end, g.seq + 1, 0, 0, pack_json({}), True)), wire.now) is None and g.end == end
    idle = pack_json({"pads": [[end, [0, 0, 0]]], "actions": [], "seats": []})
    started = time.thread_time()   # this thread's CPU: work done here, whatever else the machine runs
    assert g.receive(0, reveal(host, idle), wire.now) is None
    assert time.thread_time() - started < 2
    assert g.verdict.startswith(f"{DEAL_MISMATCH}: the record cannot be replayed (the record runs on after the game ended")


def test_a_hosted_guest_the_host_cannot_hear_is_told_it_was_dropped():
    peers = dash_table(drop_after_ms=1000)
    wire = Wire(peers, loss=10, seed=3)
    wire.tamper = lambda src, dst, data: b"" if src == 1 and wire.frame > 60 else data    # its packets stop arriving
    for _ in range(200):
        wire.tick(lambda pid, f: 0)
    assert peers[0].session.seats[1].is_ai
    told = peers[1].status()["message"]
    assert told.startswith("You were silent too long: the host gave your seat to the AI (nothing arrived for "), told
    assert "went silent (nothing arrived for " in peers[0].status()["handed"][0], peers[0].status()


def test_a_guest_flooding_actions_is_refused_past_what_the_host_can_play():
    from pycore.net.codec import Pads

    peers = dash_table()
    host = peers[0]
    flood = lambda first: encode(Pads(0, 0, (), tuple((first + k, {"do": "tap"}) for k in range(32))))
    assert host.receive(1, flood(1), 0) is None and host.receive(1, flood(33), 0) is None
    before = snapshot(host)
    assert host.receive(1, flood(65), 0) == "peer 1 has sent 96 actions the host has not played; at most 64"
    assert snapshot(host) == before
    host.step(0)                                             # the host plays 32 a tick: room again
    assert host.receive(1, flood(65), 0) is None
