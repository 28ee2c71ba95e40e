"""Party night: a night of short rounds from the other modes on one scoreboard, ending on a podium.

The night plays no round itself. It cues each round (``cued_round``) for its host, which
plays it from the base instance and reports the placements back (``report_round``); the
night scores them: points by place from the table (ties share a place and its points, a
place past the table scores 0), doubled in a double round and in the final one
(``double_final``), plus the wager (every player still in stakes a percent of their points,
the round's winners split the pot). A two-seat round is king of the hill. A round that
cannot finish is void: nothing scored, no stakes taken. Before every round after the
first, last place picks the next from those left. Prizes go by final place, unless the
night ended early or every round was void.
"""

from __future__ import annotations

from typing import Sequence

from pycore.kernel import pad
from pycore.kernel.digest import Digest
from pycore.kernel.rng import SplitMix64
from pycore.kernel.session import (CUE_RESULTS_FRAMES, Cue, Event, Results, Seat, Session, alone_with_ai, placements,
                                   refused)

from . import ai
from .config import INTRO_FRAMES, PODIUM_FRAMES, SCORES_FRAMES, PartyNightsConfig, Round

INTRO, ROUND, SCORES, PICK, PODIUM, OVER = "intro", "round", "scores", "pick", "podium", "over"
SEED_MASK = (1 << 63) - 1


def frame_bound(config: PartyNightsConfig) -> int:
    """Return the most frames a night can last: every round's intro, pick, cap and scoreboard, then the podium."""
    # a round's results stand before the night takes them: once a round, once a duel of a hill
    per_round = INTRO_FRAMES + config.pick_frames + config.round_frames + SCORES_FRAMES + 2 + config.seats * CUE_RESULTS_FRAMES
    return len(config.rounds) * per_round + PODIUM_FRAMES + 2


class PartyNightsSession(Session):
    """A party night for 2 to 4 seats: its scoreboard, the round it cues, the picks and the podium."""

    kind = "party_nights"

    def __init__(self, *, config: PartyNightsConfig, seed: int, seats: Sequence[Seat]) -> None:
        super().__init__(config=config, seed=seed, seats=seats)
        n = len(self.seats)
        self.rng = SplitMix64(seed)
        self.totals = [0] * n
        self.last = [0] * n                 # each seat's points from the last round scored
        self.left = [False] * n
        self.remaining = list(range(len(config.rounds)))
        self.played: list[dict] = []        # {"round", "void", "places" (0: sat out), "points"} per round
        self.current = -1
        self.phase, self.clock = INTRO, 0
        self.picker, self.cursor = -1, 0
        self.stakes = [0] * n
        self.king = -1                      # king of the hill: who holds it, who is still to challenge,
        self.challengers: list[int] = []    # and who lost it, in order
        self.out: list[int] = []
        self.cue: "Cue | None" = None
        self.ended_early = False
        self.definition = Digest().str(self.kind).int(seed).value(
            [[r.instance, [list(k) for k in r.knobs]] for r in config.rounds]).digest()
        self.board: "int | None" = None
        self._begin(0, -1)

    # -- reading --------------------------------------------------------------------
    @property
    def round(self) -> Round:
        """Return the round being introduced, played or scored."""
        return self.config.rounds[self.current]

    def still_in(self) -> list[int]:
        """Return the seats that have not left, in seat order."""
        return [s for s in range(len(self.seats)) if not self.left[s]]

    def last_place(self) -> int:
        """Return the seat in last place among those still in (the lower seat number on a tie)."""
        return min(self.still_in(), key=lambda s: (self.totals[s], s))

    def is_final(self) -> bool:
        """Return True when the current round is the night's last."""
        return not self.remaining

    def multiplier(self) -> int:
        """Return 2 for a double round (or the final one with ``double_final``), else 1."""
        return 2 if self.round.double or (self.config.double_final and self.is_final()) else 1

    def cued_round(self) -> "Cue | None":
        """Return the round (or the duel of a king-of-the-hill round) the host should play now."""
        return self.cue if self.phase == ROUND else None

    def is_finished(self) -> bool:
        """Return True once the podium has risen."""
        return self.phase == OVER

    def won_prizes(self) -> bool:
        """Return True when the night pays its prizes: played to the end with a round that counted."""
        return not self.ended_early and any(not rec["void"] for rec in self.played)

    def results(self) -> "Results | None":
        """Return placements by total and prizes by final place (none to a seat that left)."""
        if not self.is_finished():
            return None
        places = placements(self.totals)
        prizes = self.config.prizes
        rewards = []
        for s, place in enumerate(places):
            paid = self.won_prizes() and not self.left[s] and place <= len(prizes)
            rewards.append(prizes[place - 1].to_rewards() if paid else {})
        detail = tuple(f"{self.seats[s].label(s)}: {self.totals[s]} points" + (" (left)" if self.left[s] else "")
                       for s in range(len(self.seats)))
        return Results(placements=places, rewards=tuple(rewards), detail=detail)

    def scoreboard_hash(self) -> int:
        """Return the FNV-1a 64 digest of the scoreboard, timers excluded.

        Two machines that build the night from the same definition, players and seed and
        report the same results hold the same scoreboard, whatever frame each is at.
        """
        if self.board is None:      # kept until the scoreboard changes: the state hash reads it every frame
            self.board = self._scoreboard_digest()
        return self.board

    def set_seat(self, index: int, seat: Seat) -> None:
        """Put ``seat`` in chair ``index`` (the scoreboard names its players)."""
        super().set_seat(index, seat)
        self.board = None

    def _scoreboard_digest(self) -> int:
        d = Digest().int(self.definition).value([s.spec() for s in self.seats])
        d.ints(self.totals).ints(self.last).ints([int(gone) for gone in self.left])
        d.ints([v for rec in self.played for v in (rec["round"], int(rec["void"]), *rec["places"], *rec["points"])])
        d.ints(self.remaining).int(self.current).bool(self.ended_early)
        return d.digest()

    def view(self, seat: "int | None" = None) -> dict:
        """Return the whole night: everything on a party scoreboard is public."""
        places = placements(self.totals)
        rounds = [{"title": r.title, "kind": r.kind, "detail": r.detail, "tags": list(r.tags), "double": r.double,
                   "wager": r.wager, "duel": r.duel} for r in self.config.rounds]
        results = self.results()
        return {
            "you": seat,
            "phase": self.phase,
            "clock": self.clock,
            "seats": [{"name": s.label(i), "ai": s.is_ai, "total": self.totals[i], "last": self.last[i],
                       "left": self.left[i], "place": places[i]} for i, s in enumerate(self.seats)],
            "rounds": rounds,
            "round": self.current,
            "number": len(self.played) + (0 if self.phase in (SCORES, PICK, PODIUM, OVER) else 1),
            "count": len(self.config.rounds),
            "final": self.is_final(),
            "multiplier": self.multiplier(),
            "remaining": list(self.remaining),
            "played": [dict(rec) for rec in self.played],
            "picker": self.picker,
            "cursor": self.cursor,
            "pick_left": max(0, self.config.pick_frames - self.clock) if self.phase == PICK else 0,
            "pick_frames": self.config.pick_frames,
            "clocked": self.clocked(),
            "stakes": list(self.stakes),
            "hill": {"king": self.king, "challengers": list(self.challengers), "out": list(self.out)},
            "playing": list(self.cue.seats) if self.cue else [],
            "points": list(self.config.points),
            "ended_early": self.ended_early,
            "prizes": [p.to_rewards() for p in self.config.prizes],
            "rewards": [dict(r) for r in results.rewards] if results else None,
        }

    def write_state(self, d: Digest) -> None:
        """Write the scoreboard, the phase and its clock, the pick, the hill, the cue and the RNG."""
        d.int(self.scoreboard_hash()).str(self.phase).int(self.clock)
        d.int(self.picker).int(self.cursor).ints(self.stakes)
        d.int(self.king).ints(self.challengers).ints(self.out)
        d.value([self.cue.instance, list(self.cue.seats), self.cue.seed] if self.cue else None)
        d.int(self.rng.get_state())

    # -- the night's frames ---------------------------------------------------------
    def takes_start(self) -> bool:
        """Return True on the night's own cards (intro, scoreboard, pick, podium): Start leaves the night there."""
        return self.phase not in (ROUND, OVER)

    def step(self, actions: dict[int, list[dict]]) -> list[Event]:
        """Run one frame: Start on a card, the intro, the round's time cap, the scoreboard, the pick, the podium."""
        self.clock += 1
        events: list[Event] = []
        humans = [s for s in range(len(self.seats)) if not self.seats[s].is_ai]
        if self.phase == PODIUM and any(self.edges.now[s] & ~self.edges.last[s] for s in humans):
            self._to(OVER)   # any button closes the podium; the timer below is the fallback
            return [{"kind": "night_over", "totals": list(self.totals)}]
        for s in humans:
            if self.takes_start() and self.edges.pressed(s, pad.START) and self.can_leave(s) is None:
                events += self.leave(s)
        if self.phase == PICK:
            events += self._pick_input(actions)
        else:
            events += [refused(seat, "There is no round to pick now.")
                       for seat, acts in actions.items() for a in acts if a.get("do") == "pick"]
        if self.phase == INTRO and self.clock >= INTRO_FRAMES:
            events += self._start_round()
        elif self.phase == ROUND and self.clock >= self.config.round_frames and not alone_with_ai(self.seats):
            events += self._score(None, f"The round ran past {self.config.round_seconds} seconds.")
        elif self.phase == SCORES and self.clock >= SCORES_FRAMES:
            events += self._next()
        elif self.phase == PICK and self.clock >= self.config.pick_frames and self.clocked():
            round_ = self.config.rounds[self.remaining[self.cursor]]
            events.append({"kind": "timeout", "seat": self.picker,
                           "text": f"{self.seats[self.picker].label(self.picker)}'s time to pick ran out: "
                                   f"{round_.title or round_.instance} is next."})
            events += self._picked(self.remaining[self.cursor], self.picker)
        elif self.phase == PODIUM and self.clock >= PODIUM_FRAMES:
            self._to(OVER)
            events.append({"kind": "night_over", "totals": list(self.totals)})
        return events

    def _to(self, phase: str) -> None:
        self.phase, self.clock = phase, 0

    def _begin(self, index: int, picked_by: int) -> list[Event]:
        self.remaining.remove(index)
        self.board = None
        self.current, self.picker = index, -1
        self._to(INTRO)
        return [{"kind": "round_next", "round": index, "picked_by": picked_by}]

    def _cue(self, seats: tuple[int, ...]) -> None:
        r = self.round
        self.cue = Cue(instance=r.instance, knobs=dict(r.knobs), seats=seats, seed=self.rng.next_u64() & SEED_MASK)

    def _start_round(self) -> list[Event]:
        """Take the stakes and cue the round (the first duel of a king-of-the-hill round)."""
        ins = self.still_in()
        wager = self.round.wager
        self.stakes = [self.totals[s] * wager // 100 if s in ins else 0 for s in range(len(self.seats))]
        self._to(ROUND)
        if self.round.duel:
            order = sorted(ins, key=lambda s: (self.totals[s], s))   # lowest first; the leader defends last
            self.king, self.challengers, self.out = order[1], order[2:], []
            self._cue((self.king, order[0]))
        else:
            self._cue(tuple(ins))
        return [{"kind": "round_start", "round": self.current, "seats": list(self.cue.seats),
                 "stakes": list(self.stakes)}]

    def report_round(self, placements: "tuple[int, ...] | None") -> None:
        """Take the cued round's placements (one per cue seat, in cue order), or None when it was void."""
        if self.phase != ROUND or self.cue is None:
            raise ValueError("No round is cued now; there is nothing to report.")
        if placements is not None and len(placements) != len(self.cue.seats):
            raise ValueError(f"The round seated {len(self.cue.seats)} players; {len(placements)} placements came back.")
        if placements is None:
            self._score(None, "The round could not finish.")
        elif self.round.duel:
            self._duelled(placements)
        else:
            by_seat = [0] * len(self.seats)
            for s, place in zip(self.cue.seats, placements):
                by_seat[s] = place
            self._score(by_seat, "")

    def _duelled(self, places: Sequence[int]) -> None:
        """Settle one duel of the hill: a challenger who wins takes it, a draw keeps the king."""
        king, challenger = self.cue.seats if self.cue else (-1, -1)
        if places[1] < places[0]:
            self.out.append(king)
            self.king = challenger
        else:
            self.out.append(challenger)
        while self.challengers and self.left[self.challengers[0]]:
            self.challengers.pop(0)
        if self.challengers:
            self._cue((self.king, self.challengers.pop(0)))
            return
        by_seat = [0] * len(self.seats)
        by_seat[self.king] = 1
        for place, s in enumerate(reversed(self.out), 2):   # the later a seat lost the hill, the better its place
            by_seat[s] = place
        self._score(by_seat, "")

    def _score(self, places: "list[int] | None", reason: str) -> list[Event]:
        """Score the round (placement points times the multiplier, then the wager), or void it."""
        n = len(self.seats)
        gained = [0] * n
        if places is not None:
            mult, table = self.multiplier(), self.config.points
            ins = self.still_in()
            for s in ins:
                if places[s]:
                    gained[s] = table[places[s] - 1] * mult if places[s] <= len(table) else 0
            winners = [s for s in ins if places[s] == 1]
            pot = sum(self.stakes[s] for s in ins)
            if winners and pot:
                share, extra = divmod(pot, len(winners))
                for s in ins:
                    gained[s] -= self.stakes[s]
                for i, s in enumerate(winners):
                    gained[s] += share + (1 if i < extra else 0)
            for s in range(n):
                self.totals[s] += gained[s]
        self.last = gained
        self.played.append({"round": self.current, "void": places is None, "places": places or [0] * n,
                            "points": list(gained)})
        self.cue, self.stakes, self.board = None, [0] * n, None
        self.king, self.challengers, self.out = -1, [], []
        self._to(SCORES)
        if places is None:
            return [{"kind": "round_void", "round": self.current, "reason": reason}]
        return [{"kind": "round_scored", "round": self.current, "places": list(places), "points": list(gained)}]

    def _next(self) -> list[Event]:
        """After the scoreboard: the podium, the next round in order, or last place's pick."""
        if not self.remaining or len(self.still_in()) < 2:
            self._to(PODIUM)
            self.picker = -1
            return [{"kind": "podium", "totals": list(self.totals)}]
        if not self.config.picks or len(self.remaining) == 1:
            return self._begin(self.remaining[0], -1)
        self.picker, self.cursor = self.last_place(), 0
        if self.seats[self.picker].is_ai:
            return self._picked(ai.decide(self, self.picker), self.picker)
        self._to(PICK)
        return [{"kind": "picking", "seat": self.picker}]

    # -- rule entry points ------------------------------------------------------------
    def can_pick(self, seat: int, index: int) -> "str | None":
        """Return why ``seat`` may not pick round ``index`` now, or None."""
        if self.phase != PICK:
            return "There is no round to pick now."
        if seat != self.picker:
            return f"{self.seats[self.picker].label(self.picker)} picks the next round, not you."
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(self.config.rounds):
            return f"There is no round {index!r} tonight."
        if index not in self.remaining:
            return f"{self.config.rounds[index].title} has been played already."
        return None

    def pick(self, seat: int, index: int) -> list[Event]:
        """Pick round ``index`` as the next one for ``seat`` (last place); return the events (a refusal changes nothing)."""
        reason = self.can_pick(seat, index)
        if reason:
            return [refused(seat, reason)]
        return self._picked(index, seat)

    def _picked(self, index: int, seat: int) -> list[Event]:
        return [{"kind": "picked", "seat": seat, "round": index}] + self._begin(index, seat)

    def _pick_input(self, actions: dict[int, list[dict]]) -> list[Event]:
        """The picker moves the cursor and picks with the pad, or clicks a round; an AI picker picks at once."""
        seat = self.picker
        if self.seats[seat].is_ai:    # the picker's chair went to the AI mid-pick
            return self._picked(ai.decide(self, seat), seat)
        for s, acts in actions.items():
            for act in acts:
                if act.get("do") != "pick":
                    continue
                return self.pick(s, act.get("round"))
        count = len(self.remaining)
        if self.edges.pressed(seat, pad.LEFT) or self.edges.pressed(seat, pad.UP):
            self.cursor = (self.cursor - 1) % count
        elif self.edges.pressed(seat, pad.RIGHT) or self.edges.pressed(seat, pad.DOWN):
            self.cursor = (self.cursor + 1) % count
        elif self.edges.pressed(seat, pad.CROSS):
            return self._picked(self.remaining[self.cursor], seat)
        return []

    def can_leave(self, seat: int) -> "str | None":
        """Return why ``seat`` may not leave the night now, or None."""
        if not isinstance(seat, int) or not 0 <= seat < len(self.seats):
            return f"There is no seat {seat!r} tonight."
        if self.phase in (PODIUM, OVER):
            return "The night is over."
        if self.left[seat]:
            return f"{self.seats[seat].label(seat)} has left already."
        return None

    def leave(self, seat: int) -> list[Event]:
        """Let ``seat`` leave: its total stands, nothing more is scored and no prize won; return the events.

        With fewer than two players still in, or when the last human leaves, the night ends
        early, without prizes. A refusal changes nothing.
        """
        reason = self.can_leave(seat)
        if reason:
            return [refused(seat, reason)]
        self.left[seat], self.board = True, None
        humans_left = [s for s in self.still_in() if not self.seats[s].is_ai]
        if len(self.still_in()) < 2 or (not self.seats[seat].is_ai and not humans_left):
            self.ended_early, self.cue, self.picker = True, None, -1
            self._to(PODIUM)
        elif self.phase == PICK and seat == self.picker:
            self._next()
        return [{"kind": "left", "seat": seat}]
