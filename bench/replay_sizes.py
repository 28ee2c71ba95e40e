"""Measure a hosted guest's replay files: the view-only one (before the reveal) against the whole game.

    python3 bench/replay_sizes.py [--json]

Hosted practice instances are played between a host and one guest through the rooms on the
simulated wire (`tests/net/sim.py`, held pads), to the verified deal. For the guest's
view-only replay (`parlor-replay-views-1`, taken just before the reveal) and the whole game
(`parlor-replay-2`, the reveal attached) it prints the file's size as the page saves it
(compact JSON) and deflated (what a `#replay=` link carries before base64), and the CPU time
to write the view-only file and to read and open it for playback.
"""

from __future__ import annotations

import json
import os
import sys
import time
import zlib

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from pycore.host.replay import ViewPlayback, ViewRecording, read_replay  # noqa: E402
from pycore.net.room import GuestRoom, HostRoom  # noqa: E402
from pycore.packs import practice_pack  # noqa: E402
from tests.net.sim import Wire, held_pads  # noqa: E402

INSTANCES = ("practice-blackjack", "practice-poker", "practice-durak", "practice-card_duels")


def sizes(plain: dict) -> tuple[int, int]:
    """Return the compact JSON's bytes and its deflated bytes."""
    text = json.dumps(plain, separators=(",", ":")).encode("utf-8")
    return len(text), len(zlib.compress(text, 9))


def measure(instance_id: str) -> dict:
    """Play one hosted game of ``instance_id`` to its verified deal; return the guest's replay figures."""
    pack = practice_pack()
    peers = {0: HostRoom(pack.instance(instance_id), pack.id, name="Host", pack=pack), 1: GuestRoom(1, pack)}
    peers[1].set_ready(True)
    wire = Wire(peers, seed=4)
    for _ in range(60):
        wire.tick(lambda pid, f: 0)
    assert peers[0].start(77, bytes(16), wire.now) is None
    pads = held_pads(5)
    views: "ViewRecording | None" = None
    while wire.frame < 200_000 and not (peers[1].game and peers[1].game.verdict):
        wire.tick(pads)
        if views is None and peers[1].game is not None and peers[1].game.finished:
            views = peers[1].game.replay()
    assert isinstance(views, ViewRecording), instance_id
    whole = peers[1].game.replay()
    started = time.process_time()
    text = json.dumps(views.to_plain(), separators=(",", ":"))
    written = time.process_time() - started
    started = time.process_time()
    ViewPlayback(read_replay(json.loads(text)), pack)
    opened = time.process_time() - started
    return {"instance": instance_id, "frames": len(whole.pads), "views": len(views.changes),
            "views_bytes": sizes(views.to_plain()), "whole_bytes": sizes(whole.to_plain()),
            "write_ms": round(written * 1000, 1), "open_ms": round(opened * 1000, 1)}


def main() -> None:
    rows = [measure(i) for i in INSTANCES]
    if "--json" in sys.argv:
        print(json.dumps(rows, indent=1))
        return
    print("| instance | frames | views kept | view-only: JSON / deflated | whole game: JSON / deflated "
          "| write, open (view-only) |")
    print("| --- | --- | --- | --- | --- | --- |")
    for r in rows:
        print(f"| {r['instance']} | {r['frames']} | {r['views']} | {r['views_bytes'][0]:,} / {r['views_bytes'][1]:,} "
              f"| {r['whole_bytes'][0]:,} / {r['whole_bytes'][1]:,} | {r['write_ms']} ms, {r['open_ms']} ms |")


if __name__ == "__main__":
    main()
