"""Rounds cued by a session: the host builds each from its base instance, plays it and reports back.

A session that plays no round itself (a party night) returns a :class:`~pycore.kernel.session.Cue`
from ``cued_round()``. :class:`RoundDriver` ticks that session once a frame and, while a cue
stands, plays the cued round as the inner session: the base instance of the same pack, its
config cut by ``ModeSpec.round_config``, seated with the cue's seats and seeded with the
cue's seed. Pads and clicks of the cue's seats go to the round. When the round finishes its
placements go back through ``report_round`` once its results have stood on the screen for
``CUE_RESULTS_FRAMES`` (the cueing session is ticked meanwhile, as during the round, so its
frame counts every tick and a hosted record replays frame for frame; it waits for the
report); a round that cannot be
built, or runs past its mode's frame bound, is reported void (None). The arcade, the conformance suite and the tests
all drive nights through here.
"""

from __future__ import annotations

from dataclasses import replace

from typing import Any, Callable, Mapping, Sequence

from pycore.kernel.digest import Digest
from pycore.kernel.mode import ModeSpec, Netplay
from pycore.kernel.session import CUE_RESULTS_FRAMES, Action, Cue, Event, Seat, Session, alone_with_ai
from pycore.packs import Instance, Pack
from pycore.prims import Stage


class RoundDriver:
    """Ticks a session and plays the rounds it cues from ``pack``; a session that cues none is just ticked.

    Without a pack (a test's own session) a cued round is void: there is nothing to build it from.
    """

    def __init__(self, pack: "Pack | None", session: Session) -> None:
        self.pack = pack
        self.session = session
        self.cue: "Cue | None" = None
        self.round: "Session | None" = None
        self.screen: "Callable[..., Any] | None" = None
        self.spec: "ModeSpec | None" = None     # the cued round's mode while one plays
        self.bound = 0
        self.stand = 0     # frames the finished round's results still stand before they are reported

    def round_seat(self, seat: int) -> "int | None":
        """Return the round's seat of the session's ``seat``, or None when that seat sits this round out."""
        if self.round is None or self.cue is None or seat not in self.cue.seats:
            return None
        return self.cue.seats.index(seat)

    def set_seat(self, seat: int, who: Seat) -> None:
        """Put ``who`` in the session's ``seat`` and, if that seat plays the cued round, in the round too."""
        inner = self.round_seat(seat)
        self.session.set_seat(seat, who)
        if inner is not None and self.round is not None:
            self.round.set_seat(inner, who)

    def tick(self, pads: Sequence[int], actions: "Mapping[int, Sequence[Action]] | None" = None) -> list[Event]:
        """Advance one frame: the round (if one plays) with its seats' input, then the session, then a new cue."""
        events: list[Event] = []
        if self.stand:
            return self.session.tick(pads) + self._stand()
        if self.round is not None:
            events += self._tick_round(pads, actions or {})
            actions = None
        events += self.session.tick(pads, actions)
        if self.stand:      # the round just finished: its results stand before anything new is cued
            return events
        cue = None if self.session.is_finished() else self.session.cued_round()
        if cue != self.cue:
            self._close()
            if cue is not None:
                events += self._open(cue)
        return events

    def _tick_round(self, pads: Sequence[int], actions: Mapping[int, Sequence[Action]]) -> list[Event]:
        assert self.round is not None and self.cue is not None
        seats = self.cue.seats
        words = [pads[s] if s < len(pads) else 0 for s in seats]
        clicks = {seats.index(s): acts for s, acts in actions.items() if s in seats}
        events = self.round.tick(words, clicks or None)
        if self.round.is_finished():
            self.stand = CUE_RESULTS_FRAMES
        elif self.round.frame >= self.bound and not alone_with_ai(self.round.seats):   # a lone person is not hurried
            self._close()
            self.session.report_round(None)
            events.append({"kind": "round_failed", "reason": f"The round ran past {self.bound} frames."})
        return events

    def _stand(self) -> list[Event]:
        """Let the finished round's results stand one more frame; then report its placements."""
        assert self.round is not None
        self.stand -= 1
        if self.stand:
            return []
        results = self.round.results()
        places = tuple(results.placements) if results is not None else None
        self._close()
        self.session.report_round(places)
        return [{"kind": "round_played", "placements": list(places) if places else None}]

    def _open(self, cue: Cue) -> list[Event]:
        if self.pack is None:
            self.session.report_round(None)
            return [{"kind": "round_failed", "reason": f"There is no pack to play {cue.instance} from."}]
        try:
            inst = self.pack.instance(cue.instance)
            spec = inst.spec
            config = spec.round_config(inst.config, cue.knobs, len(cue.seats))
            # each seat keeps the night's name in the round (the player is not "Player 2" in a duel of two)
            seats = [replace(self.session.seats[s], name=self.session.seats[s].label(s)) for s in cue.seats]
            self.round = spec.session(config=config, seed=cue.seed, seats=seats)
        except (KeyError, ValueError, IndexError) as e:
            self.session.report_round(None)
            return [{"kind": "round_failed", "reason": str(e.args[0]) if e.args else type(e).__name__}]
        self.cue, self.spec, self.screen, self.bound = cue, spec, spec.screen, spec.frame_bound(config)
        return [{"kind": "round_opened", "instance": cue.instance, "seats": list(cue.seats)}]

    def _close(self) -> None:
        self.cue, self.round, self.spec, self.screen, self.bound, self.stand = None, None, None, None, 0, 0

    def view(self, seat: int) -> "dict | None":
        """Return what ``seat`` sees: the round's view while one plays (a seat sitting out watches its first seat)."""
        if self.round is None:
            return self.session.view(seat)
        inner = self.round_seat(seat)
        return self.round.view(0 if inner is None else inner)

    def draw(self, stage: Stage, seat: int, spec: ModeSpec) -> None:
        """Draw ``seat``'s frame: the round's screen while one plays, else the session's own (``spec``'s)."""
        if self.round is None or self.spec is None:
            spec.draw(self.session.view(seat), seat, stage)
            return
        inner = self.round_seat(seat)
        inner = 0 if inner is None else inner
        self.spec.draw(self.round.view(inner), inner, stage)


def model_of(instance: Instance, pack: "Pack | None") -> Netplay:
    """Return the netplay model ``instance`` plays online: hosted when it or any round it cues is hosted.

    A session that cues rounds of a hidden-information mode (a party night with a poker
    round) runs hosted as a whole, so no peer but the host ever holds another seat's cards.
    """
    spec = instance.spec
    if spec.model(instance.config) == Netplay.HOSTED:
        return Netplay.HOSTED
    if spec.references is not None and pack is not None:
        for base, _ in spec.references(instance.config):
            try:
                round_instance = pack.instance(base)
                if round_instance.spec.model(round_instance.config) == Netplay.HOSTED:
                    return Netplay.HOSTED
            except KeyError:
                continue            # the loader refuses a pack with a missing round; nothing to play here
    return Netplay.LOCKSTEP


def table_hash(driver: RoundDriver) -> int:
    """Return the session's state hash, folded with the cued round's while one plays (a party night).

    The one hash of a table: lockstep peers compare it, a hosted guest's deal check ends on
    it, and a page's replay checkpoints it, so a round's every frame is covered too.
    """
    h = driver.session.state_hash()
    if driver.round is None:
        return h
    return Digest().int(h).str(driver.cue.instance if driver.cue else "").int(driver.round.state_hash()).digest()
