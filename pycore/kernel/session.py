"""The session contract every mode implements: seats, ticks, views, the state hash, results.

A session is a pure function of its config (seed included), the order of its ticks and the
input fed to each tick. :class:`Session` does the bookkeeping every mode shares (pad words,
edge detection, pointer actions, the frame counter, the hash frame) and leaves the rules to
``step``, ``view``, ``write_state``, ``is_finished`` and ``results``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Callable, ClassVar, Mapping, Sequence

from .digest import Digest
from .pad import Edges, pads_for

TIERS = ("novice", "regular", "expert")
# An AI seat's name, by its chair: the same chair always has the same name, so a log, a scoreboard
# and the results card agree, and four AIs at one table are told apart.
AI_NAMES = ("Ava", "Bea", "Cass", "Dora", "Ezra", "Finn", "Gus", "Hana", "Ivo", "Juno", "Kit", "Lev")   # no name holds a card code ("Ada" holds "Ad")
Event = dict
Action = dict


@dataclass(frozen=True)
class Seat:
    """Who sits in a chair: a human (driven by a pad) or an AI of a tier."""

    kind: str = "human"
    tier: str = ""
    name: str = ""

    @classmethod
    def human(cls, name: str = "") -> "Seat":
        """Return a human seat."""
        return cls(kind="human", name=name)

    @classmethod
    def ai(cls, tier: str = "regular", name: str = "") -> "Seat":
        """Return an AI seat of ``tier`` (novice, regular or expert)."""
        if tier not in TIERS:
            raise ValueError(f"unknown AI tier {tier!r}: expected one of {', '.join(TIERS)}")
        return cls(kind="ai", tier=tier, name=name)

    @classmethod
    def parse(cls, spec: str) -> "Seat":
        """Return the seat a spec names: ``human`` or ``ai:TIER`` (``ai`` alone is regular)."""
        spec = spec.strip()
        if spec == "human":
            return cls.human()
        if spec == "ai":
            return cls.ai()
        if spec.startswith("ai:"):
            return cls.ai(spec[3:])
        raise ValueError(f"bad seat {spec!r}: expected human, ai or ai:novice|regular|expert")

    @property
    def is_ai(self) -> bool:
        """True for a seat the AI plays."""
        return self.kind == "ai"

    def spec(self) -> str:
        """Return the text form ``parse`` reads back."""
        return f"ai:{self.tier}" if self.is_ai else "human"

    def label(self, index: int) -> str:
        """Return the name a screen shows for the seat in chair ``index``: its own, or a name by chair
        (an AI's from ``AI_NAMES``, a person's "Player N")."""
        if self.name:
            return self.name
        return AI_NAMES[index % len(AI_NAMES)] if self.is_ai else f"Player {index + 1}"


def parse_seats(text: str) -> list[Seat]:
    """Return the seats of a comma-separated spec such as ``human,ai:expert``."""
    seats = [Seat.parse(part) for part in text.split(",") if part.strip()]
    if not seats:
        raise ValueError("no seats given: expected e.g. human,ai:expert")
    return seats


@dataclass(frozen=True)
class Results:
    """A finished session's outcome: 1-based placements (ties share) and rewards per seat.

    A seat's rewards map what it takes away: ``gold`` and ``coins`` as amounts, ``cards``
    and ``boosters`` as lists of pack ids. ``pays`` (optional, one line per seat) says why a
    seat's reward is what it is where a place alone does not tell (poker pays the chips above
    the buy-in, not the place); the results card shows the player's line beside the reward.
    """

    placements: tuple[int, ...]
    rewards: tuple[Mapping[str, Any], ...] = ()
    detail: tuple[str, ...] = field(default=())
    pays: tuple[str, ...] = field(default=())

    def to_plain(self) -> dict:
        """Return the results as JSON-able plain data (``pays`` only when the mode gave it)."""
        out = {
            "placements": list(self.placements),
            "rewards": [dict(r) for r in self.rewards] or [{} for _ in self.placements],
            "detail": list(self.detail),
        }
        if self.pays:
            out["pays"] = list(self.pays)
        return out


CUE_RESULTS_FRAMES = 180   # a cued round's results stand three seconds before the host reports them


@dataclass(frozen=True)
class Cue:
    """A round a session asks its host to play: a base instance of the same pack cut by knobs.

    ``seats`` names, in the round's seat order, the cueing session's seats who play it;
    ``seed`` seeds the round, so every peer that runs the cue plays the same round.
    """

    instance: str
    knobs: Mapping[str, int]
    seats: tuple[int, ...]
    seed: int


def placements(scores: Sequence[int], higher_wins: bool = True) -> tuple[int, ...]:
    """Return competition placements for ``scores``: 1-based, tied scores share a place."""
    order = sorted(scores, reverse=higher_wins)
    return tuple(order.index(s) + 1 for s in scores)


def ordinal(place: int) -> str:
    """Return a place in words: 1st, 2nd, 3rd, 4th, ... 11th, 12th, 13th, 21st."""
    suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return f"{place}{suffix}"


def prize_rewards(places: Sequence[int], prizes: Sequence[int], currency: str = "gold") -> tuple[dict, ...]:
    """Return each seat's reward from a prize table by place (a place past the table wins nothing)."""
    return tuple({currency: prizes[p - 1]} if p <= len(prizes) and prizes[p - 1] else {} for p in places)


def pot_payout(places: Sequence[int], seat: int, stake: int) -> int:
    """Return what a two-way pot pays ``seat``: twice the stake to the winner, the stake back to each on a draw."""
    if places[0] == places[1]:
        return stake
    return 2 * stake if places[seat] == 1 else 0


def open_pot(seats: Sequence[Seat], stake: int) -> tuple[list[int], list[Event]]:
    """Return the seats whose people put ``stake`` coins in a two-way pot as the game opens, and their stakes.

    The events are the host's purse hook (``ModeSpec.with_purse``): a ``stake`` per person, none
    for an AI seat or a free game.
    """
    pot = [s for s, seat in enumerate(seats) if stake and not seat.is_ai]
    return pot, [{"kind": "stake", "seat": s, "currency": "coins", "amount": stake} for s in pot]


def pay_pot(pot: Sequence[int], places: Sequence[int], stake: int) -> list[Event]:
    """Return the one ``settle`` of each seat in the pot as the game ends, paying its :func:`pot_payout`."""
    return [{"kind": "settle", "seat": s, "currency": "coins", "stake": stake, "paid": pot_payout(places, s, stake)}
            for s in pot]


class TwoWayPot:
    """A two-player game played for a pot: each person's stake goes in as it opens, the pot pays once as it ends.

    Mixed into a :class:`Session` (before it) whose config carries ``stake`` and whose
    ``events`` the frame drains; the stakes and settles are the host's purse hook.
    """

    seats: list[Seat]
    config: Any
    events: list[Event]
    pot: list[int]
    results: Callable[[], "Results | None"]     # the session's own

    def _stake(self) -> None:
        """Put each person's stake in the pot as the game opens, taken from the purse (the mode's
        ``leaving_forfeits`` makes walking out, or closing the page, lose it)."""
        self.pot, stakes = open_pot(self.seats, self.config.stake)
        self.events += stakes

    def payout(self, seat: int) -> int:
        """Return the coins the pot pays ``seat`` once the game is over: twice the stake to the winner, the stake
        back to each on a draw, nothing to the loser (or before the end)."""
        results = self.results()
        if results is None or not self.config.stake:
            return 0
        return pot_payout(results.placements, seat, self.config.stake)

    def _pay(self) -> None:
        """Pay the pot out once, as the game ends, to each seat that put a stake in (an AI may play it by now)."""
        results = self.results()
        if results is not None:
            self.events += pay_pot(self.pot, results.placements, self.config.stake)


PURSE_KINDS = ("stake", "settle")


def purse_id(frame: int, index: int) -> str:
    """Return the id of a session's ``index``-th stake or settle of ``frame``: unique in the session, the same
    on every peer and in every replay, so a purse that is handed an entry twice pays it once."""
    return f"{frame}.{index}"


def people_wait(seats: Sequence[Seat]) -> bool:
    """True when more than one person sits at the table (a hot seat, or online): only then may a
    clock run on a person's decision, since only then does another person wait on it.

    Against AI seats alone nothing is decided for the player while they read: the game waits.
    Seats change (netplay hands a dropped player's chair to the AI), so ask each frame.
    """
    return sum(1 for seat in seats if not seat.is_ai) > 1


def alone_with_ai(seats: Sequence[Seat]) -> bool:
    """True when exactly one person sits at the table, the rest AI seats: no cap on a round's time
    applies to them either (a table with no person at all still has its caps: AI seats never read)."""
    return sum(1 for seat in seats if not seat.is_ai) == 1


def refused(seat: int, reason: str) -> Event:
    """Return the event that records a refused move and its reason, in words."""
    return {"kind": "refused", "seat": seat, "reason": reason}


def handler_failed(error: BaseException) -> str:
    """Return the refusal's words for an input a game's handler raised ``error`` on: the player sees the move
    refused and the game goes on; the maintainer reads what broke."""
    detail = str(error)[:120]
    what = f"{type(error).__name__}: {detail}" if detail else type(error).__name__
    return f"The rules could not take that move ({what}), so it was refused and nothing changed."


def guarded(seat: int, call: Callable[[], list[Event]], save: Callable[[], Any], load: Callable[[Any], None],
            failed: "Callable[[BaseException], None] | None" = None) -> list[Event]:
    """Run ``seat``'s input through ``call`` and return its events; an exception ``call`` raises is a refusal.

    ``save`` takes the rules' state before the input and ``load`` puts it back, so an input a
    handler breaks on changes nothing: the same door as any refused move. Only ``Exception``
    is caught (an interrupt or ``SystemExit`` still goes through). ``failed`` is handed the
    exception, for an author's tools (the workbench shows its line); it is never state.
    """
    snapshot = save()
    try:
        return call()
    except Exception as e:
        load(snapshot)
        if failed is not None:
            failed(e)
        return [refused(seat, handler_failed(e))]


def refusal(events: Sequence[Event]) -> "str | None":
    """Return the reason of the first refusal among ``events``, or None when nothing was refused."""
    return next((e["reason"] for e in events if e.get("kind") == "refused"), None)


class Session:
    """Base of every mode's session: pad bookkeeping, actions and the hash frame.

    Subclasses set ``kind`` and implement ``step``, ``view``, ``write_state``,
    ``is_finished`` and ``results``. ``step`` reads ``self.edges`` for this frame's pads
    and gets this frame's pointer actions by seat.
    """

    kind: ClassVar[str] = ""

    def __init__(self, *, config: Any, seed: int, seats: Sequence[Seat]) -> None:
        self.config = config
        self.seed = seed
        self.seats = list(seats)
        self.frame = 0
        self.edges = Edges(len(self.seats))
        self.seat_changes: list[tuple[int, int, str]] = []
        self.failure: "BaseException | None" = None   # the last exception :meth:`guard` refused: for an author's tools, never state

    def clocked(self) -> bool:
        """True when a person's turn clock runs at this table now: more than one person sits at it
        (see :func:`people_wait`); a mode's pack option sets how long the clock is."""
        return people_wait(self.seats)

    # -- driving ------------------------------------------------------------------
    def tick(self, pads: Sequence[int], actions: "Mapping[int, Sequence[Action]] | None" = None) -> list[Event]:
        """Advance one frame with one pad word per seat and optional pointer actions."""
        words = pads_for(len(self.seats), pads)
        words = [0 if seat.is_ai else w for seat, w in zip(self.seats, words)]
        self.edges.feed(words)
        events: list[Event] = []
        by_seat: dict[int, list[Action]] = {}
        for seat, acts in (actions or {}).items():
            problem = self._check_actions(seat, acts)
            if problem:
                events.append(refused(seat if isinstance(seat, int) else -1, problem))
            else:
                by_seat[seat] = list(acts)
        if not self.is_finished():
            events.extend(self.step(by_seat))
        purse = 0
        for e in events:   # every stake and settle carries an id, so a purse takes each once (see purse_id)
            if e.get("kind") in PURSE_KINDS and "id" not in e:
                e["id"] = purse_id(self.frame, purse)
                purse += 1
        self.frame += 1
        return events

    def set_seat(self, index: int, seat: Seat) -> None:
        """Put ``seat`` in chair ``index`` from this frame on (netplay hands a dropped player's chair to the AI).

        The change is recorded with its frame and enters the state hash, so two peers that
        switch the seat at different frames disagree at their next checkpoint.
        """
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(self.seats):
            raise ValueError(f"there is no seat {index!r} at this table of {len(self.seats)}")
        self.seats[index] = seat
        self.seat_changes.append((self.frame, index, seat.spec()))

    def _check_actions(self, seat: Any, acts: Any) -> str:
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(self.seats):
            return f"There is no seat {seat!r} at this table."
        if self.seats[seat].is_ai:
            return f"Seat {seat + 1} is played by the AI."
        if not isinstance(acts, (list, tuple)) or len(acts) > 8:
            return "Actions come as a short list."
        for act in acts:
            if not isinstance(act, dict) or not isinstance(act.get("do"), str):
                return f"An action is a table with a 'do' name, not {act!r}."
            try:
                json.dumps(act)
            except (TypeError, ValueError):
                return "An action must be plain data."
        return ""

    def step(self, actions: dict[int, list[Action]]) -> list[Event]:
        """Apply one frame of rules; ``self.edges`` holds the pads. Return the events."""
        raise NotImplementedError

    def guard(self, seat: int, call: Callable[[], list[Event]]) -> list[Event]:
        """Run one seat's input (a click, a pad press) through ``call`` inside ``step``: an exception it raises
        is turned into a refusal with a reason, and :meth:`snapshot` / :meth:`restore` put the state back.

        A mode whose input handlers come from a file (a pack's rules) routes each seat's input
        through here, so nothing a handler raises leaves a tick and a refused input changes nothing.
        """
        def keep(error: BaseException) -> None:
            self.failure = error
        return guarded(seat, call, self.snapshot, self.restore, keep)

    def snapshot(self) -> Any:
        """Return what :meth:`restore` needs to put back every field an input may change (for :meth:`guard`)."""
        raise NotImplementedError(f"{self.kind or type(self).__name__} does not guard its input")

    def restore(self, snapshot: Any) -> None:
        """Put back the state :meth:`snapshot` returned."""
        raise NotImplementedError(f"{self.kind or type(self).__name__} does not guard its input")

    # -- reading ------------------------------------------------------------------
    def view(self, seat: "int | None" = None) -> dict:
        """Return plain data: everything (seat None) or only what ``seat`` may see."""
        raise NotImplementedError

    def hidden_from(self, seat: int) -> list:
        """Return the values ``seat`` must not find in its view now (for the secrets test)."""
        return []

    def write_state(self, d: Digest) -> None:
        """Write every field the rules read into ``d``, field by field."""
        raise NotImplementedError

    def state_hash(self) -> int:
        """Return the FNV-1a 64 digest of the whole state."""
        d = Digest()
        d.str(self.kind).int(self.frame).ints(self.edges.state())
        if self.seat_changes:  # only then, so every hash of a game without changes stays as it was
            d.value([list(change) for change in self.seat_changes])
        self.write_state(d)
        return d.digest()

    def is_finished(self) -> bool:
        """Return True once the game is over."""
        raise NotImplementedError

    # -- rounds cued for the host -------------------------------------------------
    def cued_round(self) -> "Cue | None":
        """Return the round this session wants its host to play now, or None (most sessions play their own)."""
        return None

    def takes_start(self) -> bool:
        """Return True while Start is this session's own button (a party card), not the host's quit prompt."""
        return False

    def report_round(self, placements: "tuple[int, ...] | None") -> None:
        """Take the cued round's placements (one per cue seat, in cue order), or None when it was void."""
        raise NotImplementedError(f"{self.kind or type(self).__name__} cues no rounds")

    def results(self) -> "Results | None":
        """Return placements and rewards once finished, else None."""
        raise NotImplementedError
