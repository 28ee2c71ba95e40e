"""Recorded games: a config, a seed, seats and a pad stream, replayed against their hashes.

``simulate`` drives a session and records it; ``verify`` replays a recording and reports
the first frame whose hash differs. The command line, the golden files and the
cross-runtime test all go through here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterator, Sequence

from pycore.host.rounds import RoundDriver
from pycore.kernel.rng import SplitMix64
from pycore.kernel.session import Seat, Session
from pycore.packs import Pack, practice_pack

FORMAT = "parlor-replay-1"


def random_pads(seed: int, seats: Sequence[Seat]) -> Iterator[list[int]]:
    """Yield one frame of pad words after another: random words for human seats, 0 for AI."""
    rng = SplitMix64(seed)
    while True:
        yield [0 if s.is_ai else rng.next_u64() & 0xFFFF for s in seats]


@dataclass
class Recording:
    """One game's inputs and the hashes they produced, frame by frame."""

    instance: str
    seed: int
    seats: list[str]
    pack: str = ""
    pads: list[list[int]] = field(default_factory=list)
    hashes: list[str] = field(default_factory=list)
    results: "dict | None" = None

    def to_plain(self) -> dict:
        """Return the recording as JSON-able data."""
        return {"format": FORMAT, "instance": self.instance, "pack": self.pack, "seed": self.seed,
                "seats": self.seats, "pads": self.pads, "hashes": self.hashes, "results": self.results}

    @classmethod
    def from_plain(cls, raw: object) -> "Recording":
        """Read a recording, raising ValueError with the field at fault."""
        if not isinstance(raw, dict) or raw.get("format") != FORMAT:
            raise ValueError(f"not a Parlor replay (expected format {FORMAT!r})")
        def need(key: str, kind: type) -> Any:
            v = raw.get(key)
            if not isinstance(v, kind) or isinstance(v, bool):
                raise ValueError(f"replay field {key!r} is {v!r}, expected a {kind.__name__}")
            return v
        pads = need("pads", list)
        for frame, words in enumerate(pads):
            if not isinstance(words, list) or not all(isinstance(w, int) and 0 <= w <= 0xFFFF for w in words):
                raise ValueError(f"replay pads at frame {frame} are {words!r}, expected pad words 0..65535")
        hashes = need("hashes", list)
        if len(hashes) != len(pads) or not all(isinstance(h, str) for h in hashes):
            raise ValueError("replay needs one hash per frame of pads")
        return cls(instance=need("instance", str), seed=need("seed", int), seats=need("seats", list),
                   pack=raw.get("pack") or "", pads=pads, hashes=hashes, results=raw.get("results"))


def hex_hash(session: Session) -> str:
    """Return the state hash as 16 hex digits (JSON numbers cannot hold 64 bits in JS)."""
    return f"{session.state_hash():016x}"


def simulate(session: Session, pads: Iterator[list[int]], frames: int,
             pack: "Pack | None" = None) -> Iterator[tuple[int, list[int], str]]:
    """Tick ``session`` up to ``frames`` times, stopping when it finishes; yield (frame, pads, hash).

    With ``pack``, the rounds the session cues are played from it (see :mod:`pycore.host.rounds`).
    """
    driver = RoundDriver(pack, session) if pack is not None else None
    for frame in range(frames):
        if session.is_finished():
            return
        words = next(pads)
        (driver or session).tick(words)
        yield frame, words, hex_hash(session)


def open_recorded(rec: Recording, pack: "Pack | None") -> Session:
    """Open the session a recording describes."""
    from pycore import open_session
    from pycore.kernel.session import parse_seats

    return open_session(rec.instance, seed=rec.seed, seats=parse_seats(",".join(rec.seats)), pack=pack)


def verify(rec: Recording, pack: "Pack | None") -> "tuple[int, str, str] | None":
    """Replay ``rec``; return (frame, recorded, replayed) at the first differing hash, or None."""
    session = open_recorded(rec, pack)
    driver = RoundDriver(pack or practice_pack(), session)
    for frame, words in enumerate(rec.pads):
        driver.tick(words)
        got = hex_hash(session)
        if got != rec.hashes[frame]:
            return frame, rec.hashes[frame], got
    return None
