"""The log: undo as a restore event, undo up to a line, redo, online undo, restart, a late guest, rebuilding, replay."""

from __future__ import annotations

import random

from pycore.kitchen.game import fingerprint
from pycore.kitchen.table import PHOTO_EVERY, Table, follow, read_log, replay
from pycore.kitchen.view import apply_patch, view

from .helpers import DATA, config, ids, random_intent, table


def accepted(t: Table, r: random.Random, n: int) -> list:
    """Play random intents until ``n`` are accepted; return the fingerprint after each accepted one."""
    prints = []
    while len(prints) < n:
        seat, intent = random_intent(r, t.game)
        if intent["kind"] in ("chat", "concede", "eliminate", "pause"):
            continue
        if t.intent(seat, intent)[0]["kind"] != "refused":
            prints.append(t.fingerprint())
    return prints


def test_undoing_20_of_300_equals_not_having_done_them():
    t = table(4, mode="local")
    start = t.fingerprint()
    prints = [start] + accepted(t, random.Random(2), 300)
    out = t.undo(0, 20)
    assert out[0]["kind"] == "restore" and out[0]["reason"] == "undo"
    assert t.fingerprint() == prints[280] and t.fingerprint() != prints[300]
    assert t.game["seq"] == t.log[-1]["seq"]                     # the sequence runs on through the restore


def test_undo_one_at_a_time_walks_back():
    t = table(2, mode="local")
    prints = [t.fingerprint()] + accepted(t, random.Random(3), 10)
    for back in range(1, 6):
        assert t.undo(1)[0]["kind"] == "restore"                 # at a local table anyone undoes
        assert t.fingerprint() == prints[10 - back]


def test_undo_up_to_a_line():
    t = table(2, mode="solitaire")
    accepted(t, random.Random(4), 12)
    line = len(t.log) - 5
    want = fingerprint(t.at(line))
    assert t.undo_to(0, line)[0]["kind"] == "restore"
    assert t.fingerprint() == want


def test_redo_re_resolves_so_a_redone_shuffle_is_a_new_order():
    t = table(1, mode="solitaire")
    lib = ids(t, 0, "library")
    first = t.intent(0, {"kind": "shuffle"})[0]
    names = lambda: [t.game["cards"][str(cid)]["name"] for cid in ids(t, 0, "library")]    # noqa: E731
    order = names()
    t.intent(0, {"kind": "draw", "n": 1})
    assert t.undo(0, 2)[0]["kind"] == "restore" and ids(t, 0, "library") == lib
    again = t.redo(0)[0]
    assert again["kind"] == "shuffle" and again["seed"] != first["seed"] and names() != order
    assert t.redo(0)[0]["kind"] == "draw" and len(ids(t, 0, "hand")) == 8
    assert t.redo(0)[0]["kind"] == "refused"


def test_a_new_action_clears_redo_and_redo_is_solitaire_only():
    t = table(1, mode="solitaire")
    t.intent(0, {"kind": "draw", "n": 1})
    t.undo(0)
    t.intent(0, {"kind": "mill", "n": 1})
    assert t.redo(0)[0]["kind"] == "refused"
    local = table(2, mode="local")
    local.intent(0, {"kind": "draw", "n": 1})
    local.undo(0)
    assert local.redo(0)[0]["reason"] == "Redo is for a solitaire table."


def test_online_undo_only_your_own_last_action_with_nobody_acting_since():
    t = table(2, mode="online")
    t.intent(0, {"kind": "draw", "n": 1})
    t.intent(1, {"kind": "life", "seat": 1, "delta": -1})
    before = t.fingerprint()
    out = t.undo(0)
    assert out[0]["kind"] == "refused" and t.fingerprint() == before
    assert t.undo(1, 2)[0]["kind"] == "refused"                  # one at a time online
    t.intent(0, {"kind": "chat", "text": "oops"})                # chat does not count as acting
    assert t.undo(1)[0]["kind"] == "restore"
    assert t.undo_to(0, 0)[0]["kind"] == "refused"


def test_restart_deals_again_and_clears_the_undo_stack():
    t = table(2, mode="local")
    t.intent(0, {"kind": "draw", "n": 2})
    out = t.restart(0)
    assert out[0]["kind"] == "restore" and out[0]["reason"] == "restart"
    assert t.game["mulligan"]["open"] and len(ids(t, 0, "hand")) == 7
    assert t.undo(0)[0]["reason"] == "There is nothing to undo."


def test_a_late_guest_following_a_restore():
    """A guest joins after the host undid; it takes the host's view once and then follows events and patches."""
    host = table(2, mode="online")
    r = random.Random(6)
    accepted(host, r, 15)
    last = host.log[-1]["by"]
    assert host.undo(last)[0]["kind"] == "restore"
    guest = Table(config(2), DATA, "online")
    guest.game = host.game                                       # the late guest takes the game as it stands
    seen = view(guest.game, 1)
    for _ in range(40):
        seat, intent = random_intent(r, host.game)
        out = host.intent(seat, intent)
        if out[0]["kind"] != "refused":
            assert guest.receive(out[0])[0]["kind"] == out[0]["kind"]
            seen = apply_patch(seen, follow([seen, view(host.game, 1)])[0])
    out = host.undo(host.undoable[-1][2]) if host.undoable else host.restart(0)
    assert guest.receive(out[0])[0]["kind"] == "restore"
    seen = apply_patch(seen, follow([seen, view(host.game, 1)])[0])
    assert guest.fingerprint() == host.fingerprint() and seen == view(host.game, 1)


def test_rebuilding_at_every_n_matches_the_game_then():
    t = table(3, mode="local")
    r = random.Random(8)
    moments = [t.fingerprint()]
    for _ in range(130):
        seat, intent = random_intent(r, t.game)
        if t.intent(seat, intent)[0]["kind"] != "refused":
            moments.append(t.fingerprint())
    moments_by_log = [fingerprint(g) for g in replay(t.photos[0], t.log)]
    for n in range(len(t.log) + 1):
        assert fingerprint(t.at(n)) == moments_by_log[n]
    assert moments_by_log[3:] == moments                          # after the three keeps, the table's own moments
    assert sorted(t.photos) == list(range(0, len(t.log) + 1, PHOTO_EVERY))


def test_a_saved_log_replays_to_the_same_game():
    t = table(2)
    accepted(t, random.Random(9), 30)
    start, events = read_log(t.save())
    assert fingerprint(replay(start, events)[-1]) == t.fingerprint()


def test_an_elimination_by_mistake_is_undone_even_by_the_player_taken_out():
    t = table(3, mode="local")
    t.intent(1, {"kind": "eliminate", "seat": 2, "reason": "life"})
    assert t.game["players"][2]["out"]
    assert t.undo(2)[0]["kind"] == "restore" and not t.game["players"][2]["out"]
    t.intent(0, {"kind": "concede"})
    t.intent(1, {"kind": "concede"})
    assert t.game["end"] is not None
    assert t.undo(1)[0]["kind"] == "restore" and t.game["end"] is None      # a finished game can be taken back


def test_the_events_that_still_count_after_undos_and_a_restart():
    """draw, life, tap; undo one; mill; undo two: the draw still counts, and a chat never does; a restart clears all."""
    t = table(2, mode="solitaire")
    keeps = [e["kind"] for e in t.standing()]
    assert keeps == ["keep", "keep"]
    for intent in ({"kind": "draw", "n": 1}, {"kind": "life", "seat": 1, "delta": -2}, {"kind": "chat", "text": "hi"},
                   {"kind": "untap_all"}):
        assert t.intent(0, intent)[0]["kind"] == intent["kind"]
    assert [e["kind"] for e in t.standing()][2:] == ["draw", "life", "untap_all"]
    t.undo(0)
    t.intent(0, {"kind": "mill", "n": 1})
    assert [e["kind"] for e in t.standing()][2:] == ["draw", "life", "mill"]
    t.undo(0, 2)
    assert [e["kind"] for e in t.standing()][2:] == ["draw"]
    t.redo(0)
    assert [e["kind"] for e in t.standing()][2:] == ["draw", "life"]
    from pycore.kitchen.table import standing
    assert standing(t.start, t.log) == t.standing()          # a replay of the log tells the same
    t.restart(0)
    assert t.standing() == []
