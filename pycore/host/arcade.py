"""The arcade: the whole app as one pad-driven state machine.

Picker (every instance by name, grouped by kind) -> active session -> results card, with a
quit prompt on Start (Cross leaves, Circle resumes). A finished session's rewards for the
player's seat settle into the profile once; quitting grants nothing. The page's mode select
and the canvas picker are two doors into this same object.
"""

from __future__ import annotations

from typing import Any, Sequence

from pycore.host import profile as profiles
from pycore.host import screens
from pycore.kernel import pad
from pycore.kernel.pad import Edges, pads_for
from pycore.kernel.rng import SplitMix64
from pycore.kernel.session import Results, Seat, Session
from pycore.packs import Instance, Pack, practice_pack
from pycore.prims import Stage

PICKER, PLAYING, QUIT, RESULTS = "picker", "playing", "quit", "results"


class Arcade:
    """The picker, the active session, the quit prompt, the results card and the profile."""

    def __init__(self, pack: "Pack | None" = None, profile: "dict | None" = None, seed: int = 0) -> None:
        self.pack = pack or practice_pack()
        self.profile = profile or profiles.new_profile()
        self.seeds = SplitMix64(seed)
        self.screen = PICKER
        self.cursor = 0
        self.quit_cursor = 0
        self.frame = 0
        self.edges = Edges(1)
        self.instance: "Instance | None" = None
        self.session: "Session | None" = None
        self.seat = 0
        self.player: "int | None" = None
        self.results: "Results | None" = None
        self.settled: list[str] = []
        self.log: list[str] = []

    # -- doors ----------------------------------------------------------------------
    def use_pack(self, pack: Pack) -> None:
        """Switch the picker to ``pack``, leaving any game without rewards."""
        self.leave()
        self.pack = pack
        self.cursor = 0

    def enter(self, instance_id: str, seats: "Sequence[Seat] | None" = None, seed: "int | None" = None) -> "str | None":
        """Start ``instance_id``; return the reason if it cannot start, else None."""
        try:
            inst = self.pack.instance(instance_id)
        except KeyError as e:
            return str(e.args[0])
        spec = inst.spec
        if seats is None:
            seats = [Seat.human()] + [Seat.ai("regular") for _ in range(inst.config.seats - 1)]
        seats = list(seats)
        if not spec.min_seats <= len(seats) <= spec.max_seats:
            return f"{spec.title} seats {spec.min_seats} to {spec.max_seats} players, not {len(seats)}."
        if seed is None:
            seed = self.seeds.next_u64()
        self.instance = inst
        self.session = spec.session(config=inst.config, seed=seed, seats=seats)
        humans = [i for i, s in enumerate(seats) if not s.is_ai]
        self.player = humans[0] if humans else None
        self.seat = humans[0] if humans else 0
        self.screen = PLAYING
        self.results = None
        self.settled = []
        self.log.append(f"Entered {inst.name}")
        return None

    def leave(self) -> None:
        """Leave the active game (no rewards) and return to the picker."""
        if self.session is not None and self.screen in (PLAYING, QUIT):
            self.log.append(f"Left {self.instance.name if self.instance else 'the game'}")
        self.session = None
        self.instance = None
        self.results = None
        self.screen = PICKER

    # -- one frame --------------------------------------------------------------------
    def tick(self, pads: Sequence[int], actions: "Sequence[dict] | None" = None) -> list[dict]:
        """Advance one frame: pads are the local seats' words, actions the player's clicks."""
        words = [pad.check(p) for p in pads]
        self.edges.feed(pads_for(1, words))
        acts = list(actions or ())
        self.frame += 1
        if self.screen == PLAYING:
            return self._tick_playing(words, acts)
        if self.screen == QUIT:
            return self._tick_quit(acts)
        if self.screen == RESULTS:
            return self._tick_results(acts)
        return self._tick_picker(acts)

    def _pressed(self, button: int) -> bool:
        return self.edges.pressed(0, button)

    def _tick_picker(self, acts: list[dict]) -> list[dict]:
        count = len(self.pack.instances)
        for act in acts:
            if act.get("do") == "enter" and isinstance(act.get("id"), str):
                reason = self.enter(act["id"])
                return [{"kind": "refused", "reason": reason}] if reason else [{"kind": "entered", "id": act["id"]}]
        if self._pressed(pad.UP):
            self.cursor = (self.cursor - 1) % count
        elif self._pressed(pad.DOWN):
            self.cursor = (self.cursor + 1) % count
        elif self._pressed(pad.CROSS) or self._pressed(pad.START):
            inst = self.pack.instances[self.cursor]
            reason = self.enter(inst.id)
            return [{"kind": "refused", "reason": reason}] if reason else [{"kind": "entered", "id": inst.id}]
        return []

    def _tick_playing(self, words: list[int], acts: list[dict]) -> list[dict]:
        assert self.session is not None
        if self._pressed(pad.START) or any(a.get("do") == "menu" for a in acts):
            self.screen = QUIT
            self.quit_cursor = 0
            return [{"kind": "paused"}]
        local = iter(words)
        session_pads = [0 if s.is_ai else next(local, 0) for s in self.session.seats]
        game_acts = [a for a in acts if a.get("do") != "menu"]
        clicks = {self.player: game_acts} if game_acts and self.player is not None else None
        events = self.session.tick(session_pads, clicks)
        if self.session.is_finished():
            self._finish()
            events.append({"kind": "finished", "results": self.results.to_plain() if self.results else None})
        return events

    def _finish(self) -> None:
        assert self.session is not None
        self.results = self.session.results()
        self.screen = RESULTS
        if self.results is not None and self.player is not None and self.player < len(self.results.rewards):
            self.settled = profiles.settle(self.profile, self.results.rewards[self.player])
            self.log.extend(self.settled)

    def _tick_quit(self, acts: list[dict]) -> list[dict]:
        choice = next((a.get("do") for a in acts if a.get("do") in ("leave", "resume")), None)
        if self._pressed(pad.CROSS) or choice == "leave":
            self.leave()
            return [{"kind": "left"}]
        if self._pressed(pad.CIRCLE) or self._pressed(pad.START) or choice == "resume":
            self.screen = PLAYING
            return [{"kind": "resumed"}]
        return []

    def _tick_results(self, acts: list[dict]) -> list[dict]:
        if self._pressed(pad.CROSS) or any(a.get("do") == "continue" for a in acts):
            self.leave()
            return [{"kind": "picker"}]
        return []

    # -- reading ----------------------------------------------------------------------
    def view(self) -> "dict | None":
        """Return the active session's view for the player's seat, or None."""
        return self.session.view(self.seat) if self.session is not None else None

    def state(self) -> dict:
        """Return where the arcade is, as plain data."""
        return {
            "screen": self.screen,
            "instance": self.instance.id if self.instance else None,
            "seat": self.seat,
            "player": self.player,
            "frame": self.frame,
            "session_frame": self.session.frame if self.session else None,
            "state_hash": f"{self.session.state_hash():016x}" if self.session else None,
            "results": self.results.to_plain() if self.results else None,
            "settled": list(self.settled),
            "purse": {c: self.profile[c] for c in profiles.CURRENCIES},
            "pack": self.pack.id,
        }

    def draw(self) -> Stage:
        """Draw this frame: the picker, or the game with the quit prompt or results on top."""
        stage = Stage()
        if self.session is None or self.instance is None:
            screens.picker(stage, self.pack, self.cursor, self.profile, self.frame)
            return stage
        self.instance.spec.screen(self.session.view(self.seat), self.seat, stage)
        if self.screen == QUIT:
            screens.quit_prompt(stage, self.instance.name)
        elif self.screen == RESULTS:
            screens.results_card(stage, self.instance.name, self.session.seats, self.results, self.player, self.settled)
        return stage

    def action_targets(self) -> list[dict[str, Any]]:
        """Return the hotspots of the current frame (for tests and scripts)."""
        return [dict(zip(("x", "y", "w", "h", "action"), h)) for h in self.draw().hotspots()]

