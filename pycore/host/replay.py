"""Recorded games: a config, a seed, seats and a pad stream, replayed against their hashes.

``simulate`` drives a session and records it; ``verify`` replays a recording and reports
the first frame whose hash differs; :class:`Playback` plays one back frame by frame for the
page (seeks, checkpoints, the recording seat's screen). The command line, the golden files,
the cross-runtime test and the page's replays all go through here.

Two formats: ``parlor-replay-1`` (the command line's: the session's hash every frame, pads
only) and ``parlor-replay-2`` (the page's: the config's hash, the clicked actions by frame and
seat, the recording seat, and a checkpoint every ``CHECK_EVERY`` frames and at the last of the
table's hash, :func:`~pycore.host.rounds.table_hash`: the session's, with the round it cued
while one plays, the very hash lockstep peers compare).
Both are read by the same :meth:`Recording.from_plain`. An online game's replay is a
``parlor-replay-2`` too, recorded where the session runs (a lockstep peer, the host of a hosted
game, or a hosted guest once the host's reveal proved the deal), with every seat's purse and
the seats handed to the AI during play.

A third kind, ``parlor-replay-views-1`` (:class:`ViewRecording`), is what a hosted game's guest
holds before the reveal: not the game but the views the host sent its seat, each kept once
when it changed. :class:`ViewPlayback` plays it back with the same controls by drawing those
views; it has no seed and no hashes, so nothing in it can be verified.
"""

from __future__ import annotations

import bisect
import copy
import dataclasses
import json
from dataclasses import dataclass, field
from typing import Any, Iterator, Sequence, cast

from pycore.host.rounds import RoundDriver, model_of, table_hash
from pycore.kernel.mode import Netplay
from pycore.kernel.plain import float_at, whole
from pycore.kernel.digest import fnv1a64
from pycore.kernel.rng import SplitMix64
from pycore.kernel.session import Seat, Session, parse_seats
from pycore.packs import Instance, Pack, practice_pack

FORMAT = "parlor-replay-1"
FORMAT2 = "parlor-replay-2"
FORMAT_VIEWS = "parlor-replay-views-1"
CHECK_EVERY = 30     # frames between the page's checkpoint hashes (the lockstep's own interval)
KEEP_EVERY = 300     # frames between the states a playback keeps to seek back from
MAX_FRAMES = 1 << 20


def random_pads(seed: int, seats: Sequence[Seat]) -> Iterator[list[int]]:
    """Yield one frame of pad words after another: random words for human seats, 0 for AI."""
    rng = SplitMix64(seed)
    while True:
        yield [0 if s.is_ai else rng.next_u64() & 0xFFFF for s in seats]


def config_hash(config: object, names: "Sequence[str] | None" = None,
                purses: "Sequence[dict[str, int] | None] | None" = None) -> str:
    """Return 16 hex digits naming a config's every field (its canonical JSON, FNV-1a).

    A recording that seats names or purses (an online table's) has them folded in, since the
    replay seats them too: a file with a seat renamed is another config, like a changed deck.
    """
    plain = _canonical(config)
    if names is not None or purses is not None:
        plain = {"config": plain, "names": _canonical(names), "purses": _canonical(purses)}
    return f"{fnv1a64(json.dumps(plain, sort_keys=True, separators=(',', ':')).encode('utf-8')):016x}"


def _canonical(value: object) -> object:
    """Return ``value`` as JSON-able data in one order (a set sorted by its members' JSON).

    A dataclass field that takes no part in comparing (``compare=False``: a loaded rules
    file's namespace, whose caches fill as it plays) takes no part in the config either.
    """
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _canonical(getattr(value, f.name)) for f in dataclasses.fields(value) if f.compare}
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
    config: str = ""                      # config_hash() of the config played, names, purses ("": not recorded)
    seat: "int | None" = None             # the seat whose screen the recording shows (None: the seat to move)
    actions: list[list] = field(default_factory=list)        # [frame, seat, [action, ...]], frames ascending
    checkpoints: list[list] = field(default_factory=list)    # [frame, hash] after that frame's tick
    deck: "list[str] | None" = None       # the card ids of the player's own deck dealt to ``seat``
    purse: "dict[str, int] | None" = None  # the player's purse a casino table seated ``seat`` with
    purses: "list[dict[str, int] | None] | None" = None   # an online table's purse of every seat (None: an AI's)
    names: "list[str] | None" = None      # the seats' names at an online table
    handovers: list[list] = field(default_factory=list)      # [frame, seat, seat spec]: a seat handed over before it

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
        if self.purses is not None:
            config = purse_config(inst, config, self.purses)
        return config

    def record(self, words: Sequence[int], clicks: "dict | None", driver: RoundDriver) -> None:
        """Append one frame: its pads, its clicks, and a checkpoint when the frame is due one.

        The checkpoint is the table's hash (:func:`~pycore.host.rounds.table_hash`): the
        session's, and the cued round's while one plays.
        """
        frame = len(self.pads)
        self.pads.append(list(words))
        for seat, acts in sorted((clicks or {}).items()):
            if acts:
                self.actions.append([frame, seat, [dict(a) for a in acts]])
        if (frame + 1) % CHECK_EVERY == 0 or driver.session.is_finished():
            self.checkpoints.append([frame, hex_table_hash(driver)])

    def close(self, driver: RoundDriver) -> None:
        """Seal the recording: a checkpoint at its last frame, the seats handed over, the results if the game ended.

        A seat handed over since the last frame (a guest dropped just now) enters the hash but
        no recorded frame: neither it nor a closing checkpoint taken over it is kept.
        """
        session = driver.session
        frames = len(self.pads)
        self.handovers = [list(change) for change in session.seat_changes if change[0] < frames]
        late = len(self.handovers) < len(session.seat_changes)
        if self.pads and not late and (not self.checkpoints or self.checkpoints[-1][0] != frames - 1):
            self.checkpoints.append([frames - 1, hex_table_hash(driver)])
        results = session.results()
        self.results = results.to_plain() if results else None

    def sealed(self, driver: RoundDriver) -> "Recording":
        """Return a closed copy of the recording so far (the game may play on; this one does not change)."""
        out = copy.deepcopy(self)
        out.close(driver)
        return out

    def checks(self) -> list[tuple[int, str]]:
        """Return (frame, hash) pairs to verify: every frame's hash (format 1) or the checkpoints."""
        if self.hashes:
            return list(enumerate(self.hashes))
        return [(int(f), str(h)) for f, h in self.checkpoints]

    def hash_of(self, driver: RoundDriver) -> str:
        """Return the hash :meth:`checks` holds for ``driver``'s table now: the session's, or the table's."""
        return hex_hash(driver.session) if self.hashes else hex_table_hash(driver)

    def clicks_at(self) -> dict[int, dict[int, list]]:
        """Return the clicked actions as {frame: {seat: actions}}."""
        out: dict[int, dict[int, list]] = {}
        for frame, seat, acts in self.actions:
            out.setdefault(frame, {}).setdefault(seat, []).extend(acts)
        return out

    def handovers_at(self) -> dict[int, list[tuple[int, str]]]:
        """Return the seats handed over as {frame: [(seat, spec), ...]}, each applied before that frame's tick."""
        out: dict[int, list[tuple[int, str]]] = {}
        for frame, seat, spec in self.handovers:
            out.setdefault(frame, []).append((seat, spec))
        return out

    def to_plain(self) -> dict:
        """Return the recording as JSON-able data (format 1 when it is a command line recording)."""
        if self.hashes and not self.actions and not self.checkpoints and not self.config:
            return {"format": FORMAT, "instance": self.instance, "pack": self.pack, "seed": self.seed,
                    "seats": self.seats, "pads": self.pads, "hashes": self.hashes, "results": self.results}
        out = {"format": FORMAT2, "instance": self.instance, "pack": self.pack, "config": self.config,
               "seed": self.seed, "seats": self.seats, "seat": self.seat, "pads": self.pads,
               "actions": self.actions, "every": CHECK_EVERY, "checkpoints": self.checkpoints,
               "hashes": self.hashes, "deck": self.deck, "purse": self.purse, "results": self.results}
        if self.purses is not None or self.names is not None or self.handovers:   # an online game's
            out.update(purses=self.purses, names=self.names, handovers=self.handovers)
        return out

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
            if not isinstance(words, list) or not all(whole(w) and 0 <= w <= 0xFFFF for w in words):
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
            if (not isinstance(point, list) or len(point) != 2 or not whole(point[0]) or not isinstance(point[1], str)
                    or not last < point[0] < len(pads)):
                raise ValueError(f"replay checkpoint {point!r} is not [frame, hash] in frame order within the pads")
            last = point[0]
        actions = need("actions", list)
        last = -1
        for entry in actions:
            if (not isinstance(entry, list) or len(entry) != 3 or not all(whole(v) for v in entry[:2])
                    or not last <= entry[0] < len(pads) or not 0 <= entry[1] < len(seats)
                    or not isinstance(entry[2], list) or not all(isinstance(a, dict) for a in entry[2])):
                raise ValueError(f"replay action {entry!r} is not [frame, seat, [action, ...]] in frame order")
            last = entry[0]
        seat = raw.get("seat")
        if seat is not None and (not whole(seat) or not 0 <= seat < len(seats)):
            raise ValueError(f"replay seat is {seat!r}, expected a seat number or null")
        config = raw.get("config") or ""
        if not isinstance(config, str):
            raise ValueError(f"replay config is {config!r}, expected the config's hash")
        deck = raw.get("deck")
        if deck is not None and (not isinstance(deck, list) or not all(isinstance(c, str) for c in deck)):
            raise ValueError(f"replay deck is {deck!r}, expected a list of card ids")
        purse = raw.get("purse")
        if purse is not None and not _is_purse(purse):
            raise ValueError(f"replay purse is {purse!r}, expected currency names and whole amounts")
        purses = raw.get("purses")
        if purses is not None and (not isinstance(purses, list) or len(purses) != len(seats)
                                   or not all(p is None or _is_purse(p) for p in purses)):
            raise ValueError(f"replay purses are {str(purses)[:80]}, expected one purse (or null) per seat")
        names = raw.get("names")
        if names is not None and (not isinstance(names, list) or len(names) != len(seats)
                                  or not all(isinstance(n, str) and len(n) <= 64 for n in names)):
            raise ValueError(f"replay names are {str(names)[:80]}, expected one short name per seat")
        handovers = raw.get("handovers", raw.get("changes")) or []     # "changes": the field's first name
        last = 0
        for change in handovers if isinstance(handovers, list) else [handovers]:
            if (not isinstance(change, list) or len(change) != 3 or not whole(change[0]) or not whole(change[1])
                    or not last <= change[0] < len(pads) or not 0 <= change[1] < len(seats)
                    or not isinstance(change[2], str)):
                raise ValueError(f"replay seat change {str(change)[:80]} is not [frame, seat, seat spec] in frame order")
            try:
                Seat.parse(change[2])
            except ValueError as e:
                raise ValueError(f"replay seat change {change!r}: {e}") from None
            last = change[0]
        try:
            parse_seats(",".join(seats))
        except ValueError as e:
            raise ValueError(f"replay seats: {e}") from None
        return cls(instance=need("instance", str), seed=need("seed", int), seats=seats,
                   pack=raw.get("pack") or "", pads=pads, hashes=hashes, results=raw.get("results"),
                   config=config, seat=seat, actions=actions, checkpoints=checkpoints, deck=deck, purse=purse,
                   purses=purses, names=names, handovers=handovers)


def _is_purse(purse: object) -> bool:
    """True when ``purse`` maps currency names to whole amounts a profile can hold."""
    return isinstance(purse, dict) and all(isinstance(k, str) and whole(v) and 0 <= v < 1 << 53
                                           for k, v in purse.items())


def purse_config(instance: Instance, config: Any, purses: "Sequence[dict[str, int] | None]") -> Any:
    """Return ``config`` with every seat that brought a purse seated with it (through ``ModeSpec.with_purse``)."""
    hook = instance.spec.with_purse
    if hook is None:
        return config
    for seat, purse in enumerate(purses):
        if purse is not None:
            config = hook(config, seat, purse)
    return config


def hex_hash(session: Session) -> str:
    """Return the state hash as 16 hex digits (JSON numbers cannot hold 64 bits in JS): format 1's every frame."""
    return f"{session.state_hash():016x}"


def hex_table_hash(driver: RoundDriver) -> str:
    """Return the table's hash (the session's, with the round playing) as 16 hex digits: format 2's checkpoints."""
    return f"{table_hash(driver):016x}"


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

    seats = parse_seats(",".join(rec.seats))
    if rec.names is not None:
        seats = [dataclasses.replace(s, name=name) for s, name in zip(seats, rec.names)]
    if rec.deck is None and rec.purse is None and rec.purses is None:
        return open_session(rec.instance, seed=rec.seed, seats=seats, pack=pack)
    pack = pack or practice_pack()
    return pack.instance(rec.instance).spec.session(config=rec.played_config(pack), seed=rec.seed, seats=seats)


def hand_over(driver: RoundDriver, handovers: Sequence[tuple[int, str]]) -> None:
    """Seat each recorded hand-over (a seat handed to the AI when its player dropped), keeping the seat's name."""
    for seat, spec in handovers:
        label = driver.session.seats[seat].label(seat)
        driver.set_seat(seat, dataclasses.replace(Seat.parse(spec), name=label))


def played_hash(rec: Recording, pack: "Pack | None") -> str:
    """Return the config hash ``rec`` replays with from ``pack``: the config played, its seats' names and purses."""
    return config_hash(rec.played_config(pack or practice_pack()), rec.names, rec.purses)


def config_refusal(rec: Recording, pack: "Pack | None") -> "str | None":
    """Return why ``rec`` cannot be rebuilt from ``pack`` (its config differs), or None."""
    if not rec.config:
        return None
    played = played_hash(rec, pack)
    if played != rec.config:
        return (f"this replay's game was played with another config (hash {rec.config}, the pack's "
                f"is {played}): a player's own deck or purse, the seats' names, or another version of the pack")
    return None


def verify(rec: Recording, pack: "Pack | None") -> "tuple[int, str, str] | None":
    """Replay ``rec``; return (frame, recorded, replayed) at the first differing hash, or None.

    A config that differs from the pack's diverges before the first frame: frame -1.
    """
    refused = config_refusal(rec, pack)
    if refused:
        return -1, rec.config, played_hash(rec, pack)
    session = open_recorded(rec, pack)
    driver = RoundDriver(pack or practice_pack(), session)
    checks = dict(rec.checks())
    clicks = rec.clicks_at()
    handovers = rec.handovers_at()
    for frame, words in enumerate(rec.pads):
        hand_over(driver, handovers.get(frame, ()))
        driver.tick(words, clicks.get(frame))
        if frame in checks:
            got = rec.hash_of(driver)
            if got != checks[frame]:
                return frame, checks[frame], got
    return None


class Playback:
    """A recording played back frame by frame: steps, seeks (from kept states or the start), checks.

    ``frame`` counts the frames applied. Every checkpoint passed is compared; ``diverged`` holds
    the first (frame, recorded, replayed) that differs. The screen drawn is the recording seat's
    view until :meth:`show` picks another: the recording holds the whole game (every seat's
    pads from the seed), so once the game is over any seat may be watched. A game not over
    whose mode hides things (a hosted one: the host's file, or a local table against the AI)
    shows only the recording seat, or the file would show the other seats' hidden cards
    mid-game. A hosted guest's replay is a whole game only once the host's reveal is
    attached; before that it is a :class:`ViewRecording`.
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
        self.handovers = rec.handovers_at()
        self.shown = rec.seat if rec.seat is not None else 0   # the seat whose screen is drawn
        # a hidden-information game not over: only the recording seat's screen may be drawn
        self.private = rec.results is None and model_of(self.instance, pack) == Netplay.HOSTED
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
            hand_over(self.driver, self.handovers.get(frame, ()))
            self.driver.tick(self.rec.pads[frame], self.clicks.get(frame))
            self.frame = frame + 1
            want = self.checks.get(frame)
            if want is not None:
                got = self.rec.hash_of(self.driver)
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

    def show(self, seat: int) -> "str | None":
        """Draw ``seat``'s screen from now on (any seat of a game over, or of one hiding nothing); or say why not."""
        if not whole(seat) or not 0 <= seat < len(self.rec.seats):   # said counted from 1, as the page does
            named = seat + 1 if whole(seat) else repr(seat)
            return f"There is no seat {named} in this replay of {len(self.rec.seats)} seats."
        if self.private and seat != self.own:
            return self._private_note()
        self.shown = seat
        return None

    @property
    def own(self) -> int:
        """Return the recording seat (the seat to move's first, 0, when the file names none)."""
        return self.rec.seat if self.rec.seat is not None else 0

    def _private_note(self) -> str:
        return (f"This replay's game is not over and hides cards: only seat {self.own + 1} (the recording seat) "
                f"can be shown until the game ends or its reveal is attached.")

    def draw(self, stage: Any) -> None:
        """Draw the shown seat's screen of the frame reached (the recording seat's unless another was chosen)."""
        self.driver.draw(stage, self.shown, self.instance.spec)

    def status(self) -> dict:
        """Return where the playback stands, as plain data for the page."""
        d = self.diverged
        return {"kind": "game", "instance": self.rec.instance, "frame": self.frame, "frames": self.frames,
                "checkpoints": len(self.checks), "checked": self.checked, "seat": self.rec.seat,
                "shown": self.shown, "seats": self._labels(), "note": self._private_note() if self.private else "",
                "showable": [self.own] if self.private else list(range(len(self.rec.seats))),
                "diverged": None if d is None else {"frame": d[0], "recorded": d[1], "replayed": d[2]},
                "results": self.rec.results, "stage": list(self.instance.spec.frame_stage)}

    def _labels(self) -> list[str]:
        return [s.label(i) for i, s in enumerate(self.session.seats)]


MAX_DEPTH = 32           # nesting a view read from a file may have (a screen walks it)
KEEP_VIEWS = 64          # a view-only playback keeps every 64th view whole and rebuilds the rest from it


def _depth(value: object) -> int:
    """Return how deeply lists and tables nest in ``value`` (walked without recursion)."""
    deepest, todo = 0, [(value, 1)]
    while todo:
        item, level = todo.pop()
        if isinstance(item, (dict, list)):
            deepest = max(deepest, level)
            if level <= MAX_DEPTH:
                todo.extend((v, level + 1) for v in (item.values() if isinstance(item, dict) else item))
    return deepest


@dataclass
class ViewRecording:
    """What a hosted game's guest saw: the table views the host sent its seat, each kept once, by frame.

    No seed, no other seat's pads, no hash: a guest holds none of them before the reveal.
    """

    instance: str
    seats: list[str]
    seat: int
    pack: str = ""
    config: str = ""                       # config_hash() of the config the guest was seated with (and names)
    names: "list[str] | None" = None
    frames: int = 0                        # the host's last frame the guest heard of
    # [frame, sets, deletions]: each view as what changed from the one before (the first sets it whole)
    changes: list[list] = field(default_factory=list)
    verdict: str = ""                      # why the host's reveal is not attached ("": none came)
    last: "dict | None" = field(default=None, repr=False, compare=False)   # the view the changes reach

    def add(self, frame: int, table: dict) -> None:
        """Keep ``table``, shown from ``frame`` on, as what changed since the last view (nothing if nothing did).

        Only the changes are held, in memory as in the file; a frame earlier than the last
        one kept (a host's resend) counts as that frame.
        """
        self.frames = max(self.frames, frame)
        sets, dels = _diff(self.last, table)
        if not sets and not dels:
            return
        self.changes.append([max(frame, self.changes[-1][0]) if self.changes else frame, sets, dels])
        self.last = copy.deepcopy(table)

    def views(self) -> Iterator[tuple[int, dict]]:
        """Yield every view kept, whole, with the frame it is shown from: one table changed in place (copy to keep)."""
        table: object = None
        for frame, sets, dels in self.changes:
            table = _apply(table, sets, dels)
            if isinstance(table, dict):      # always, for changes made by add() or read by from_plain()
                yield frame, table

    def to_plain(self) -> dict:
        """Return the view-only replay as JSON-able data: each view as its changes from the one before."""
        return {"format": FORMAT_VIEWS, "instance": self.instance, "pack": self.pack, "config": self.config,
                "seats": self.seats, "names": self.names, "seat": self.seat, "frames": self.frames,
                "changes": self.changes, "verdict": self.verdict}

    @classmethod
    def from_plain(cls, raw: object) -> "ViewRecording":
        """Read a view-only replay, raising ValueError with the field at fault (nothing is half-read)."""
        if not isinstance(raw, dict) or raw.get("format") != FORMAT_VIEWS:
            raise ValueError(f"not a Parlor view-only replay (expected format {FORMAT_VIEWS!r})")
        if not isinstance(raw.get("instance"), str):
            raise ValueError(f"replay field 'instance' is {str(raw.get('instance'))[:60]}, expected an instance id")
        for key in ("pack", "config", "verdict"):     # absent is ''
            if not isinstance(raw.get(key, ""), str):
                raise ValueError(f"replay field {key!r} is {str(raw.get(key))[:60]}, expected text")
        seats = raw.get("seats")
        if not isinstance(seats, list) or not seats or not all(isinstance(s, str) for s in seats):
            raise ValueError(f"replay seats are {str(seats)[:80]}, expected seat names like 'human' or 'ai:expert'")
        try:
            parse_seats(",".join(seats))
        except ValueError as e:
            raise ValueError(f"replay seats: {e}") from None
        seat, frames = raw.get("seat"), raw.get("frames")
        if not whole(seat) or not 0 <= seat < len(seats):
            raise ValueError(f"replay seat is {seat!r}, expected the seat number whose views these are")
        if not whole(frames) or not 0 <= frames <= MAX_FRAMES:
            raise ValueError(f"replay frames is {frames!r}, expected a frame count up to {MAX_FRAMES}")
        names = raw.get("names")
        if names is not None and (not isinstance(names, list) or len(names) != len(seats)
                                  or not all(isinstance(n, str) and len(n) <= 64 for n in names)):
            raise ValueError(f"replay names are {str(names)[:80]}, expected one short name per seat")
        changes = raw.get("changes")
        if not isinstance(changes, list) or len(changes) > MAX_FRAMES:
            raise ValueError(f"replay changes are {str(changes)[:60]}, expected a list of [frame, sets, deletions]")
        last, table = 0, None
        shown: "dict | None" = None
        for entry in changes:       # every change is applied once here, so a file is read whole or not at all
            if (not isinstance(entry, list) or len(entry) != 3 or not whole(entry[0])
                    or not last <= entry[0] <= frames):
                raise ValueError(f"replay change {str(entry)[:80]} is not [frame, sets, deletions] in frame order "
                                 f"within the frames")
            table = _apply(table, entry[1], entry[2])
            if not isinstance(table, dict) or not _table(table, len(seats)):
                raise ValueError(f"replay change at frame {entry[0]} does not make a table view "
                                 f"(a screen's instance, a seat of this table, a view)")
            last, shown = entry[0], table
        return cls(instance=raw["instance"], seats=list(seats), seat=seat, pack=raw.get("pack") or "",
                   config=raw.get("config") or "", names=names, frames=frames,
                   changes=[list(entry) for entry in changes], verdict=raw.get("verdict") or "", last=shown)


def _diff(before: object, after: object, path: "tuple[str | int, ...]" = ()) -> tuple[list, list]:
    """Return what turns ``before`` into ``after``: [path, value] sets and the paths deleted.

    Tables are walked key by key and lists of one length place by place, so a view that
    changed one number costs that number.
    """
    if isinstance(before, dict) and isinstance(after, dict):
        pairs = [(key, before[key], value) for key, value in after.items() if key in before]
        sets = [[[*path, key], copy.deepcopy(value)] for key, value in after.items() if key not in before]
        dels = [[*path, key] for key in before if key not in after]
    elif isinstance(before, list) and isinstance(after, list) and len(before) == len(after) and path:
        pairs, sets, dels = [(i, b, a) for i, (b, a) in enumerate(zip(before, after))], [], []
    else:
        same = before == after and type(before) is type(after)
        return ([] if same and path else [[list(path), copy.deepcopy(after)]]), []
    for key, old, new in pairs:
        if old != new or type(old) is not type(new):
            more_sets, more_dels = _diff(old, new, (*path, key))
            sets += more_sets
            dels += more_dels
    return sets, dels


def _apply(table: object, sets: object, dels: object) -> object:
    """Apply one change a file gives to ``table`` in place (a set of the empty path replaces it); return the table.

    Raises ValueError on a malformed change; the values set are copied, so the table shares
    nothing with the file's changes, none can nest deeper than ``MAX_DEPTH``, and none holds
    a float.
    """
    if not isinstance(sets, list) or not isinstance(dels, list):
        raise ValueError("replay change's sets and deletions are not lists")
    for change in sets:
        if not isinstance(change, list) or len(change) != 2 or not _is_path(change[0]):
            raise ValueError(f"replay change {str(change)[:60]} is not [path, value]")
        path, value = change
        if len(path) + _depth(value) > MAX_DEPTH:
            raise ValueError(f"replay change at {str(path)[:60]} nests deeper than {MAX_DEPTH}")
        fraction = float_at(value)
        if fraction is not None:    # the rules are fixed point: no view holds a float
            raise ValueError(f"replay change sets a fraction at {str([*path, *fraction])[:60]}: a view holds none")
        if not path:
            table = copy.deepcopy(value)
            continue
        holder, key = _parent(table, path), path[-1]
        if isinstance(holder, list) and not (whole(key) and 0 <= key < len(holder)):
            raise ValueError(f"replay change path {str(path)[:60]} names no place of a list")
        holder[key] = copy.deepcopy(value)
    for path in dels:
        if not _is_path(path) or not path:
            raise ValueError(f"replay deletion {str(path)[:60]} is not a path")
        holder = _parent(table, path)
        if not isinstance(holder, dict) or path[-1] not in holder:
            raise ValueError(f"replay deletion {str(path)[:60]} names no key of the view")
        del holder[path[-1]]
    return table


def _is_path(path: object) -> bool:
    return isinstance(path, list) and len(path) <= MAX_DEPTH and all(
        isinstance(k, str) or (whole(k) and 0 <= k < MAX_FRAMES) for k in path)


def _parent(table: object, path: list) -> "dict | list":
    """Return the table or list holding ``path``'s last step (keys name tables, numbers places), or raise ValueError."""
    for key in path[:-1]:
        if isinstance(table, dict) and isinstance(key, str) and key in table:
            table = table[key]
        elif isinstance(table, list) and whole(key) and 0 <= key < len(table):
            table = table[key]
        else:
            raise ValueError(f"replay change path {str(path)[:60]} does not lead through the view")
    if not (isinstance(table, dict) and isinstance(path[-1], str) or isinstance(table, list) and whole(path[-1])):
        raise ValueError(f"replay change path {str(path)[:60]} does not end in a table's key or a list's place")
    return table


def _table(table: object, seats: int) -> bool:
    """True when ``table`` has a table view's shape: a screen's instance, a seat of the table, a view."""
    return (isinstance(table, dict) and isinstance(table.get("instance"), str) and whole(table.get("seat"))
            and 0 <= table["seat"] < seats and isinstance(table.get("view"), dict))


def read_replay(raw: object) -> "Recording | ViewRecording":
    """Read any replay file's data (a game's recording, or a guest's views), raising ValueError with the field at fault."""
    if isinstance(raw, dict) and raw.get("format") == FORMAT_VIEWS:
        return ViewRecording.from_plain(raw)
    return Recording.from_plain(raw)


class ViewPlayback:
    """A view-only replay played back with :class:`Playback`'s controls: the kept views, drawn frame by frame.

    Only the recording seat can be shown (nothing else was ever sent to it), and there is
    nothing to check: the status says so.
    """

    def __init__(self, rec: ViewRecording, pack: Pack) -> None:
        self.rec = rec
        self.pack = pack
        try:
            self.instance = pack.instance(rec.instance)
        except KeyError as e:
            raise ValueError(e.args[0]) from None
        self.frame = 0
        self.shown = rec.seat
        self.starts = [frame for frame, _, _ in rec.changes]   # the frame each view is shown from
        self.kept: dict[int, dict] = {}                       # every KEEP_VIEWS-th view whole, to rebuild from
        self.at: "tuple[int, dict] | None" = None             # the view last rebuilt, by its place
        for place, (_, table) in enumerate(rec.views()):
            if place % KEEP_VIEWS == 0:
                self.kept[place] = copy.deepcopy(table)

    @property
    def frames(self) -> int:
        """Return how many frames the replay spans."""
        return self.rec.frames

    def step(self, count: int = 1) -> None:
        """Go up to ``count`` frames on (stopping at the end)."""
        self.frame = min(self.frames, self.frame + max(0, count))

    def seek(self, frame: int) -> None:
        """Go to ``frame``."""
        self.frame = max(0, min(int(frame), self.frames))

    def show(self, seat: int) -> "str | None":
        """Refuse any seat but the recording seat's: this replay holds nothing of the others."""
        if seat == self.rec.seat:
            return None
        return (f"This replay holds only what seat {self.rec.seat + 1} saw; the host's reveal "
                f"is not attached, so no other seat can be shown.")

    def table(self) -> "dict | None":
        """Return the table view standing at the frame reached (None before the first), rebuilt from a kept one."""
        place = bisect.bisect_right(self.starts, self.frame) - 1
        if place < 0:
            return None
        if self.at is None or not place - KEEP_VIEWS < self.at[0] <= place:
            start = place - place % KEEP_VIEWS
            self.at = (start, copy.deepcopy(self.kept[start]))
        done, table = self.at
        for _, sets, dels in self.rec.changes[done + 1:place + 1]:
            table = cast(dict, _apply(table, sets, dels))   # read whole already: every change makes a table
        self.at = (place, table)
        return table

    def draw(self, stage: Any) -> None:
        """Draw the view standing at the frame reached with the screen it names; say in words what cannot be drawn."""
        from pycore.host.drivers import draw_table_view   # the drivers read recordings: imported here, not at the top

        draw_table_view(stage, self.pack, self.instance, self.table(), len(self.rec.seats), came="from a file")

    def status(self) -> dict:
        """Return where the playback stands, as plain data for the page (no checkpoints: nothing to verify)."""
        names = self.rec.names or [""] * len(self.rec.seats)
        labels = [name or Seat.parse(spec).label(i) for i, (spec, name) in enumerate(zip(self.rec.seats, names))]
        why = f" ({self.rec.verdict})" if self.rec.verdict else ""
        note = (f"View-only replay: only what {labels[self.rec.seat]} saw, as the host sent it. It holds no seed and "
                f"no hash, so nothing in it can be verified: the host's reveal is not attached{why}.")
        return {"kind": "views", "instance": self.rec.instance, "frame": self.frame, "frames": self.frames,
                "checkpoints": 0, "checked": 0, "seat": self.rec.seat, "shown": self.shown, "seats": labels,
                "showable": [self.rec.seat],
                "note": note, "diverged": None, "results": None, "stage": list(self.instance.spec.frame_stage)}


def open_playback(rec: "Recording | ViewRecording", pack: Pack) -> "Playback | ViewPlayback":
    """Return the playback of either kind of replay."""
    return ViewPlayback(rec, pack) if isinstance(rec, ViewRecording) else Playback(rec, pack)
