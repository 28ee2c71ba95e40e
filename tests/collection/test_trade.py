"""The trade table: revisions, confirmations, all-or-nothing swaps under races, and the byte codec."""

import pytest

from pycore.kernel.rng import SplitMix64
from pycore.collection import progress as prog
from pycore.collection.trade import (CANCELLED, OPEN, SETTLED, Cancel, CodecError, Confirm, Holdings, Offer,
                                      Refused, Settled, TradeTable, apply_half, decode, encode)


def _progress(copies):
    p = prog.new_progress(1)
    for card_id, n in copies.items():
        for _ in range(n):
            prog.add_copy(p, card_id)
    return p


def _table(a=None, b=None):
    t = TradeTable()
    assert t.hold(0, a or {"c00": 2, "c01": 1}) is None
    assert t.hold(1, b or {"c05": 1, "c06": 3}) is None
    return t


def test_both_confirm_the_same_revision_and_every_line_swaps():
    t = _table()
    lines = ((0, "c00", 2), (1, "c06", 1))
    assert t.confirm(0, 0) == "There is no offer on the table yet."
    assert t.offer(0, lines) is None and t.revision == 1
    assert t.confirm(0, 1) is None and t.state == OPEN
    assert t.confirm(0, 1) == "Side 0 has already confirmed revision 1."
    assert t.confirm(1, 1) is None and t.state == SETTLED
    assert t.holdings == [{"c01": 1, "c06": 1}, {"c05": 1, "c06": 2, "c00": 2}]
    assert t.offer(0, lines) == "The trade is settled."


def test_a_new_offer_bumps_the_revision_and_clears_confirmations():
    t = _table()
    t.offer(0, ((0, "c00", 1),))
    t.confirm(1, 1)
    assert t.offer(0, ((0, "c00", 1), (1, "c05", 1))) is None
    assert t.revision == 2 and t.confirmed == [False, False]
    assert t.confirm(0, 1) == "The offer changed (revision 2 is on the table); look again before confirming."
    assert t.offer(1, ((1, "c05", 1),)) == "Only the proposer (side 0) puts an offer on the table."
    assert t.offer(0, ()) == "An offer must give something."
    assert t.offer(0, ((0, "c00", 1), (0, "c00", 1))) == "Line 2 repeats c00 for side 0; give it once with a count."
    assert t.offer(0, ((2, "c00", 1),)) == "Line 1 names side 2; a trade has sides 0 and 1."
    assert t.offer(0, ((0, "C00", 1),)) == "Line 1 names 'C00', which is not a card id."
    assert t.revision == 2


def test_a_failed_validation_reopens_the_table_with_confirmations_cleared():
    t = _table()
    t.offer(0, ((0, "c00", 3),))
    t.confirm(0, 1)
    assert t.confirm(1, 1) == "Side 0 gives 3 of c00 but holds 2."
    assert t.state == OPEN and t.confirmed == [False, False]
    assert t.holdings[0] == {"c00": 2, "c01": 1}                 # nothing swapped
    t.offer(0, ((0, "c00", 2),))
    t.confirm(1, 2)
    assert t.confirm(0, 2) is None and t.state == SETTLED


def test_unknown_holdings_refuse_the_settlement():
    t = TradeTable()
    t.hold(0, {"c00": 1})
    t.offer(0, ((0, "c00", 1),))
    t.confirm(0, 1)
    assert t.confirm(1, 1) == "Side 1's holdings are not known."


def test_cancel_closes_the_table_and_handle_speaks_in_messages():
    t = _table()
    assert t.handle(0, Offer(0, ((0, "c01", 1),))) == [Offer(1, ((0, "c01", 1),))]
    assert t.handle(1, Confirm(0, 1)) == [Refused(1, "A side confirms only for itself.")]
    assert t.handle(1, Settled(1, ((0, "c01", 1),))) == [Refused(1, "Only the authority sends that message.")]
    assert t.handle(1, Cancel(1)) == [Cancel(1)] and t.state == CANCELLED
    assert t.handle(0, Confirm(0, 1)) == [Refused(1, "The trade is cancelled.")]


def test_the_partner_applies_its_half_against_its_own_collection_or_not_at_all():
    mine = _progress({"c05": 1, "c06": 3})
    lines = ((0, "c00", 2), (1, "c06", 1), (1, "c05", 1))
    assert apply_half(mine, lines, 1) is None
    assert mine["copies"] == {"c06": 2, "c00": 2} and mine["binder"] == ["c06", "c00"]
    before = {k: (dict(v) if isinstance(v, dict) else v) for k, v in mine.items()}
    assert apply_half(mine, ((1, "c06", 1), (1, "c05", 1)), 1) == "Side 1 gives 1 of c05 but holds 0."
    assert mine["copies"] == before["copies"]


def _offer_from(s, held):
    """A random offer over (and sometimes beyond) what the two sides hold."""
    lines = []
    for side in (0, 1):
        ids = sorted(held[side])
        for card_id in ids:
            if s.chance(1, 2):
                lines.append((side, card_id, 1 + s.below(held[side][card_id] + (1 if s.chance(1, 5) else 0))))
    return tuple(lines) or ((0, ids[0] if ids else "c00", 1),)


@pytest.mark.parametrize("seed", range(40))
def test_racing_revisions_and_confirmations_swap_every_line_or_none(seed):
    _race(seed)


def _race(seed):
    """Run one trade over a wire that delays each message 1 to 6 ticks; check it, return what was said."""
    s = SplitMix64(seed)
    start = [{"c00": 2, "c01": 1, "c02": 1}, {"c05": 1, "c06": 3}]
    progress = [_progress(start[0]), _progress(start[1])]
    table = TradeTable()
    wire: list[tuple[int, int, str, bytes]] = []   # (arrival tick, order, to: "a" authority / "0" / "1", bytes)
    seq = [0]

    def send(tick, to, message):
        seq[0] += 1
        wire.append((tick + 1 + s.below(6), seq[0], to, encode(message)))

    for side in (0, 1):
        send(0, f"a{side}", Holdings(side, tuple(sorted(progress[side]["copies"].items()))))
    seen = [0, 0]                  # the latest revision each side has seen
    offers = {}                    # revision -> lines, as the authority announced them
    confirmed_by = {0: [], 1: []}  # revisions each side sent a confirmation for
    settled = []
    said = []
    for tick in range(200):
        if tick < 120 and s.chance(1, 6):
            send(tick, "a0", Offer(seen[0], _offer_from(s, start)))
        for side in (0, 1):
            if seen[side] and seen[side] not in confirmed_by[side] and s.chance(1, 4):
                confirmed_by[side].append(seen[side])
                send(tick, f"a{side}", Confirm(side, seen[side]))
        due = sorted(w for w in wire if w[0] <= tick)
        wire[:] = [w for w in wire if w[0] > tick]
        for _, _, to, data in due:
            message = decode(data)
            if to.startswith("a"):
                for reply in table.handle(int(to[1]), message):
                    said.append(reply)
                    if isinstance(reply, Offer):
                        offers[reply.revision] = reply.lines
                    for side in (0, 1):
                        send(tick, str(side), reply)
            else:
                side = int(to)
                if isinstance(message, Offer):
                    seen[side] = message.revision
                elif isinstance(message, Settled):
                    settled.append((side, message))
                    assert apply_half(progress[side], message.lines, side) is None
    announced = [m for _, m in settled]
    assert len(settled) in (0, 2) and len({(m.revision, m.lines) for m in announced}) <= 1
    total = {k: start[0].get(k, 0) + start[1].get(k, 0) for k in ("c00", "c01", "c02", "c05", "c06")}
    after = {k: prog.copies(progress[0], k) + prog.copies(progress[1], k) for k in total}
    assert after == total                                     # nothing made or lost
    if settled:
        m = announced[0]
        assert offers[m.revision] == m.lines                   # the offer both confirmed, not a newer one
        assert m.revision in confirmed_by[0] and m.revision in confirmed_by[1]
        assert table.state == SETTLED and table.holdings[0] == progress[0]["copies"]
        for side in (0, 1):
            expect = dict(start[side])
            for giver, card_id, count in m.lines:
                expect[card_id] = expect.get(card_id, 0) + (-count if giver == side else count)
            assert progress[side]["copies"] == {k: v for k, v in expect.items() if v}
    else:
        assert [p["copies"] for p in progress] == start       # every line or none
    return said


def test_the_races_meet_stale_confirmations_failed_validations_and_settlements():
    said = [m for seed in range(40) for m in _race(seed)]
    reasons = [m.reason for m in said if isinstance(m, Refused)]
    stale = sum("look again before confirming" in r for r in reasons)
    short = sum(" but holds " in r for r in reasons)
    settled = sum(isinstance(m, Settled) for m in said)
    assert stale >= 40 and short >= 10 and 20 <= settled <= 40, (stale, short, settled)


def test_a_confirmation_crossing_a_new_revision_is_refused():
    outcomes = []
    for seed in range(40):
        t = TradeTable()
        t.hold(0, {"c00": 1})
        t.hold(1, {"c05": 1})
        t.offer(0, ((0, "c00", 1),))
        t.confirm(1 if seed % 2 else 0, 1)
        t.offer(0, ((0, "c00", 1), (1, "c05", 1)))           # the revision races the other confirmation
        outcomes.append(t.confirm(0 if seed % 2 else 1, 1))
        assert t.state == OPEN
    assert set(outcomes) == {"The offer changed (revision 2 is on the table); look again before confirming."}


MESSAGES = [
    Holdings(0, ()),
    Holdings(1, (("c00", 1), ("mist-wisp", 9_999_999), ("a" * 64, 3))),
    Offer(0, ((0, "c00", 1),)),
    Offer(2**32 - 1, tuple((k % 2, f"c{k:02d}", k + 1) for k in range(32))),
    Confirm(1, 7),
    Cancel(0),
    Settled(3, ((1, "c06", 2), (0, "c00", 1))),
    Refused(4, "Side 0 gives 3 of c00 but holds 2."),
    Refused(0, ""),
    Refused(9, "Pas de carte: ø ✓"),
]


@pytest.mark.parametrize("message", MESSAGES, ids=lambda m: type(m).__name__)
def test_codec_round_trips(message):
    data = encode(message)
    assert decode(data) == message
    assert encode(decode(data)) == data


@pytest.mark.parametrize("data, reason", [
    (b"", "the message is empty"),
    (b"\x02\x04\x00", "message version 2; this game reads version 1"),
    (b"\x01\x09", "unknown message type 9"),
    (b"\x01\x04", "the message ends inside its side (byte 2, 2 bytes in all)"),
    (b"\x01\x04\x02", "side 2 is not 0 or 1"),
    (b"\x01\x04\x00\x00", "1 stray bytes after the cancel message"),
    (b"\x01\x02\x00\x00\x00\x01\x00\x00", "0 lines; an offer has 1 to 32"),
    (b"\x01\x02\x00\x00\x00\x01\x00\x01\x00\x03C00\x00\x00\x00\x01",
     "b'C00' is not a card id (1 to 64 lowercase letters, digits, '_' or '-')"),
    (b"\x01\x02\x00\x00\x00\x01\x00\x01\x00\x03c00\x00\x00\x00\x00", "a count of 0; expected 1 to 9999999"),
    (b"\x01\x02\x00\x00\x00\x01\x00\x02\x00\x03c00\x00\x00\x00\x01\x00\x03c00\x00\x00\x00\x01",
     "Line 2 repeats c00 for side 0; give it once with a count."),
    (b"\x01\x01\x00\x00\x02\x03c00\x00\x00\x00\x01\x03c00\x00\x00\x00\x01", "a card id appears twice in the holdings"),
    (b"\x01\x06\x00\x00\x00\x00\x00\x02\xff\xfe", "the reason is not UTF-8 text"),
    (b"\x01\x06\x00\x00\x00\x00\x00\x05ab", "the message ends inside its reason (byte 8, 10 bytes in all)"),
])
def test_malformed_messages_are_refused_with_a_reason(data, reason):
    with pytest.raises(CodecError) as info:
        decode(data)
    assert str(info.value) == reason


def test_fuzzed_bytes_decode_to_a_message_or_a_codec_error_and_nothing_else():
    s = SplitMix64(2024)
    valid = [encode(m) for m in MESSAGES]
    decoded = refused = 0
    for i in range(6000):
        if i % 3 == 0:
            data = bytes(s.below(256) for _ in range(s.below(24)))
        else:
            data = bytearray(valid[s.below(len(valid))])
            for _ in range(1 + s.below(3)):
                op = s.below(3)
                if op == 0 and data:
                    data[s.below(len(data))] = s.below(256)
                elif op == 1 and data:
                    del data[s.below(len(data)):]
                else:
                    data.insert(s.below(len(data) + 1), s.below(256))
            data = bytes(data)
        try:
            message = decode(data)
        except CodecError as e:
            assert str(e)
            refused += 1
        else:
            assert encode(message) == data                    # one encoding per message
            decoded += 1
    assert refused > 4000 and decoded > 100
    assert decode(bytearray(valid[4])) == MESSAGES[4]
    with pytest.raises(CodecError, match="a trade message is bytes, not str"):
        decode("\x01\x04\x00")
