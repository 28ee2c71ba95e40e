"""Recorded games: a config, a seed, seats and a pad stream, replayed against their hashes.

``simulate`` drives a session and records it; ``verify`` replays a recording and reports
the first frame whose hash differs; :class:`Playback` plays one back frame by frame for the
page (seeks, checkpoints, the recording seat's screen). The command line, the golden files,
the cross-runtime test and the page's replays all go through here.

Two formats: ``parlor-replay-1`` (the command line's: a hash every frame, pads only) and
``parlor-replay-2`` (the page's: the config's hash, the clicked actions by frame and seat,
the recording seat, and a checkpoint hash every ``CHECK_EVERY`` frames and at the last).
Both are read by the same :meth:`Recording.from_plain`.
"""

from __future__ import annotations

import copy
import dataclasses
import json
from dataclasses import dataclass, field
from typing import Any, Iterator, Sequence

from pycore.host.rounds import RoundDriver
from pycore.kernel.digest import fnv1a64
from pycore.kernel.rng import SplitMix64
from pycore.kernel.session import Seat, Session
from pycore.packs import Pack, practice_pack

FORMAT = "parlor-replay-1"
FORMAT2 = "parlor-replay-2"
CHECK_EVERY = 30     # frames between the page's checkpoint hashes (the lockstep's own interval)
KEEP_EVERY = 300     # frames between the states a playback keeps to seek back from
MAX_FRAMES = 1 << 20


def random_pads(seed: int, seats: Sequence[Seat]) -> Iterator[list[int]]:
    """Yield one frame of pad words after another: random words for human seats, 0 for AI."""
    rng = SplitMix64(seed)
    while True:
        yield [0 if s.is_ai else rng.next_u64() & 0xFFFF for s in seats]


def config_hash(config: object) -> str:
    """Return 16 hex digits naming a config's every field (its canonical JSON, FNV-1a)."""
    return f"{fnv1a64(json.dumps(_canonical(config), sort_keys=True, separators=(',', ':')).encode('utf-8')):016x}"


def _canonical(value: object) -> object:
    """Return ``value`` as JSON-able data in one order (a set sorted by its members' JSON)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _canonical(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {str(k): _canonical(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_canonical(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((_canonical(v) for v in value), key=lambda v: json.dumps(v, sort_keys=True))
    if value is None or isinstance(value, (bool, int, str)):
        return value
    return str(value)


@dataclass
class Recording:
    """One game's inputs and the hashes they produced: every frame's (format 1) or checkpoints (format 2)."""

    instance: str
    seed: int
    seats: list[str]
    pack: str = ""
    pads: list[list[int]] = field(default_factory=list)
    hashes: list[str] = field(default_factory=list)
    results: "dict | None" = None
    config: str = ""                      # config_hash() of the config played ("" : not recorded)
    seat: "int | None" = None             # the seat whose screen the recording shows (None: the seat to move)
    actions: list[list] = field(default_factory=list)        # [frame, seat, [action, ...]], frames ascending
    checkpoints: list[list] = field(default_factory=list)    # [frame, hash] after that frame's tick
    deck: "list[str] | None" = None       # the card ids of the player's own deck dealt to ``seat``
    purse: "dict[str, int] | None" = None  # the player's purse a casino table seated ``seat`` with

    def dealing(self, deal: Any) -> Any:
        """Return the mode's ``player_deck`` hook, noting the deck it deals (the replay deals it again)."""
        def noted(config: Any, seat: int, deck: Sequence[Any]) -> Any:
            self.deck = [card.id for card in deck]
            return deal(config, seat, deck)
        return noted

    def played_config(self, pack: Pack) -> Any:
        """Return the config the game was played with: the pack's, with the player's deck and purse."""
        inst = pack.instance(self.instance)
        config, spec, seat = inst.config, inst.spec, self.seat if self.seat is not None else 0
        if self.deck is not None and spec.player_deck is not None:
            cards = []
            for card_id in self.deck:
                card = pack.book.get(card_id)
                if card is None:
                    raise ValueError(f"this replay's deck holds {card_id!r}, a card the pack {pack.id!r} does not have")
                cards.append(card)
            config = spec.player_deck(config, seat, cards) or config
        if self.purse is not None and spec.with_purse is not None:
            config = spec.with_purse(config, seat, self.purse)
        return config

    def record(self, words: Sequence[int], clicks: "dict | None", session: Session) -> None:
        """Append one frame: its pads, its clicks, and a checkpoint when the frame is due one."""
        frame = len(self.pads)
        self.pads.append(list(words))
        for seat, acts in sorted((clicks or {}).items()):
            if acts:
                self.actions.append([frame, seat, [dict(a) for a in acts]])
        if (frame + 1) % CHECK_EVERY == 0 or session.is_finished():
            self.checkpoints.append([frame, hex_hash(session)])

    def close(self, session: Session) -> None:
        """Seal the recording: a checkpoint at its last frame, and the results if the game ended."""
        if self.pads and (not self.checkpoints or self.checkpoints[-1][0] != len(self.pads) - 1):
            self.checkpoints.append([len(self.pads) - 1, hex_hash(session)])
        results = session.results()
        self.results = results.to_plain() if results else None

    def checks(self) -> list[tuple[int, str]]:
        """Return (frame, hash) pairs to verify: every frame's hash (format 1) or the checkpoints."""
        if self.hashes:
            return list(enumerate(self.hashes))
        return [(int(f), str(h)) for f, h in self.checkpoints]

    def clicks_at(self) -> dict[int, dict[int, list]]:
        """Return the clicked actions as {frame: {seat: actions}}."""
        out: dict[int, dict[int, list]] = {}
        for frame, seat, acts in self.actions:
            out.setdefault(frame, {}).setdefault(seat, []).extend(acts)
        return out

    def to_plain(self) -> dict:
        """Return the recording as JSON-able data (format 1 when it is a command line recording)."""
        if self.hashes and not self.actions and not self.checkpoints and not self.config:
            return {"format": FORMAT, "instance": self.instance, "pack": self.pack, "seed": self.seed,
                    "seats": self.seats, "pads": self.pads, "hashes": self.hashes, "results": self.results}
        return {"format": FORMAT2, "instance": self.instance, "pack": self.pack, "config": self.config,
                "seed": self.seed, "seats": self.seats, "seat": self.seat, "pads": self.pads,
                "actions": self.actions, "every": CHECK_EVERY, "checkpoints": self.checkpoints,
                "hashes": self.hashes, "deck": self.deck, "purse": self.purse, "results": self.results}

    @classmethod
    def from_plain(cls, raw: object) -> "Recording":
        """Read a recording (either format), raising ValueError with the field at fault."""
        if not isinstance(raw, dict) or raw.get("format") not in (FORMAT, FORMAT2):
            raise ValueError(f"not a Parlor replay (expected format {FORMAT!r} or {FORMAT2!r})")
        def need(key: str, kind: type) -> Any:
            v = raw.get(key)
            if not isinstance(v, kind) or isinstance(v, bool):
                raise ValueError(f"replay field {key!r} is {v!r}, expected a {kind.__name__}")
            return v
        pads = need("pads", list)
        if len(pads) > MAX_FRAMES:
            raise ValueError(f"replay has {len(pads)} frames, more than {MAX_FRAMES}")
        for frame, words in enumerate(pads):
            if not isinstance(words, list) or not all(isinstance(w, int) and not isinstance(w, bool)
                                                      and 0 <= w <= 0xFFFF for w in words):
                raise ValueError(f"replay pads at frame {frame} are {words!r}, expected pad words 0..65535")
        seats = need("seats", list)
        if not all(isinstance(s, str) for s in seats):
            raise ValueError(f"replay seats are {seats!r}, expected seat names like 'human' or 'ai:expert'")
        hashes = raw.get("hashes") or []
        if raw["format"] == FORMAT:
            hashes = need("hashes", list)
            if len(hashes) != len(pads) or not all(isinstance(h, str) for h in hashes):
                raise ValueError("replay needs one hash per frame of pads")
            return cls(instance=need("instance", str), seed=need("seed", int), seats=seats,
                       pack=raw.get("pack") or "", pads=pads, hashes=hashes, results=raw.get("results"))
        if hashes and (len(hashes) != len(pads) or not all(isinstance(h, str) for h in hashes)):
            raise ValueError("replay hashes, when given, are one per frame of pads")
        checkpoints = need("checkpoints", list)
        last = -1
        for point in checkpoints:
            if (not isinstance(point, list) or len(point) != 2 or not isinstance(point[0], int)
                    or isinstance(point[0], bool) or not isinstance(point[1], str)
                    or not last < point[0] < len(pads)):
                raise ValueError(f"replay checkpoint {point!r} is not [frame, hash] in frame order within the pads")
            last = point[0]
        actions = need("actions", list)
        last = -1
        for entry in actions:
            if (not isinstance(entry, list) or len(entry) != 3 or not all(isinstance(v, int) and not isinstance(v, bool)
                                                                            for v in entry[:2])
                    or not last <= entry[0] < len(pads) or not 0 <= entry[1] < len(seats)
                    or not isinstance(entry[2], list) or not all(isinstance(a, dict) for a in entry[2])):
                raise ValueError(f"replay action {entry!r} is not [frame, seat, [action, ...]] in frame order")
            last = entry[0]
        seat = raw.get("seat")
        if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(seats)):
            raise ValueError(f"replay seat is {seat!r}, expected a seat number or null")
        config = raw.get("config") or ""
        if not isinstance(config, str):
            raise ValueError(f"replay config is {config!r}, expected the config's hash")
        deck = raw.get("deck")
        if deck is not None and (not isinstance(deck, list) or not all(isinstance(c, str) for c in deck)):
            raise ValueError(f"replay deck is {deck!r}, expected a list of card ids")
        purse = raw.get("purse")
        if purse is not None and (not isinstance(purse, dict) or not all(
                isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 1 << 53
                for k, v in purse.items())):
            raise ValueError(f"replay purse is {purse!r}, expected currency names and whole amounts")
        return cls(instance=need("instance", str), seed=need("seed", int), seats=seats,
                   pack=raw.get("pack") or "", pads=pads, hashes=hashes, results=raw.get("results"),
                   config=config, seat=seat, actions=actions, checkpoints=checkpoints, deck=deck, purse=purse)


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

    if rec.deck is None and rec.purse is None:
        return open_session(rec.instance, seed=rec.seed, seats=parse_seats(",".join(rec.seats)), pack=pack)
    pack = pack or practice_pack()
    seats = parse_seats(",".join(rec.seats))
    return pack.instance(rec.instance).spec.session(config=rec.played_config(pack), seed=rec.seed, seats=seats)


def config_refusal(rec: Recording, pack: "Pack | None") -> "str | None":
    """Return why ``rec`` cannot be rebuilt from ``pack`` (its config differs), or None."""
    if not rec.config:
        return None
    played = config_hash(rec.played_config(pack or practice_pack()))
    if played != rec.config:
        return (f"this replay's game was played with another config (hash {rec.config}, the pack's "
                f"is {played}): a player's own deck or purse, or another version of the pack")
    return None


def verify(rec: Recording, pack: "Pack | None") -> "tuple[int, str, str] | None":
    """Replay ``rec``; return (frame, recorded, replayed) at the first differing hash, or None.

    A config that differs from the pack's diverges before the first frame: frame -1.
    """
    refused = config_refusal(rec, pack)
    if refused:
        return -1, rec.config, config_hash(rec.played_config(pack or practice_pack()))
    session = open_recorded(rec, pack)
    driver = RoundDriver(pack or practice_pack(), session)
    checks = dict(rec.checks())
    clicks = rec.clicks_at()
    for frame, words in enumerate(rec.pads):
        driver.tick(words, clicks.get(frame))
        if frame in checks:
            got = hex_hash(session)
            if got != checks[frame]:
                return frame, checks[frame], got
    return None


class Playback:
    """A recording played back frame by frame: steps, seeks (from kept states or the start), checks.

    ``frame`` counts the frames applied. Every checkpoint passed is compared; ``diverged`` holds
    the first (frame, recorded, replayed) that differs. The screen drawn is the recording seat's
    view: a hosted game's replay shows only what that seat saw.
    """

    def __init__(self, rec: Recording, pack: Pack) -> None:
        refused = config_refusal(rec, pack)
        if refused:
            raise ValueError(refused)
        self.rec = rec
        self.pack = pack
        self.instance = pack.instance(rec.instance)
        self.checks = dict(rec.checks())
        self.clicks = rec.clicks_at()
        self.diverged: "tuple[int, str, str] | None" = None
        self.checked = 0                       # checkpoints passed and equal, on the way forward
        self.kept: dict[int, tuple[Session, RoundDriver]] = {}
        self._restart()

    def _restart(self) -> None:
        self.session = open_recorded(self.rec, self.pack)
        self.driver = RoundDriver(self.pack, self.session)
        self.frame = 0

    @property
    def frames(self) -> int:
        """Return how many frames the recording holds."""
        return len(self.rec.pads)

    def step(self, count: int = 1) -> None:
        """Apply up to ``count`` more frames (stopping at the end), checking each checkpoint passed."""
        for _ in range(max(0, count)):
            if self.frame >= self.frames:
                return
            frame = self.frame
            if frame % KEEP_EVERY == 0 and frame not in self.kept:
                self.kept[frame] = copy.deepcopy((self.session, self.driver))
            self.driver.tick(self.rec.pads[frame], self.clicks.get(frame))
            self.frame = frame + 1
            want = self.checks.get(frame)
            if want is not None:
                got = hex_hash(self.session)
                if got != want:
                    if self.diverged is None or frame < self.diverged[0]:
                        self.diverged = (frame, want, got)
                else:
                    self.checked = max(self.checked, sum(1 for f in self.checks if f <= frame))

    def seek(self, frame: int) -> None:
        """Go to ``frame`` frames applied: forward by stepping, back from the nearest kept state."""
        frame = max(0, min(int(frame), self.frames))
        if frame < self.frame:
            starts = [f for f in self.kept if f <= frame]
            if starts:
                start = max(starts)
                self.session, self.driver = copy.deepcopy(self.kept[start])
                self.frame = start
            else:
                self._restart()
        self.step(frame - self.frame)

    def draw(self, stage: Any) -> None:
        """Draw the recording seat's screen of the frame reached."""
        seat = self.rec.seat if self.rec.seat is not None else 0
        self.driver.draw(stage, seat, self.instance.spec.screen)

    def status(self) -> dict:
        """Return where the playback stands, as plain data for the page."""
        d = self.diverged
        return {"instance": self.rec.instance, "frame": self.frame, "frames": self.frames,
                "checkpoints": len(self.checks), "checked": self.checked, "seat": self.rec.seat,
                "diverged": None if d is None else {"frame": d[0], "recorded": d[1], "replayed": d[2]},
                "results": self.rec.results, "stage": list(self.instance.spec.stage)}
