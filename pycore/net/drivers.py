"""The online games as the arcade's drivers: a lockstep peer, the host of a hosted game and its guest.

Each wraps one endpoint of ``pycore.net`` behind ``pycore.host.drivers.Driver``, so the
arcade plays, draws, ends and settles an online game the way it does a local one. Each
player settles only its own seat: a lockstep peer and the host from the session they run;
a hosted guest from the host's record of the game once its commit-reveal proof holds (the
guest re-simulates the game from the revealed seed to check the deal, and the results of
that replay are the results it settles). A guest whose proof fails settles nothing and
says why.

At a table seated with purses the stakes and settles of each player's own seat move its
profile as they happen: a lockstep peer's and the host's from the session's events, a
hosted guest's from the list of its seat's entries the host sends in its view, each entry
taken once by its place in the list. What was settled during play stands even if the deal
check fails at the end (it is said on the results card): those coins moved as the table
played, like a closed tab's settled rounds; only the final results go unsettled.
"""

from __future__ import annotations

from typing import Callable, Sequence

from pycore.host.drivers import draw_table_view
from pycore.host.profile import CURRENCIES
from pycore.host.replay import Recording, ViewRecording
from pycore.host.rounds import table_hash
from pycore.kernel.mode import Netplay
from pycore.kernel.session import Action, Event, Results, Seat, Session
from pycore.packs import Instance, Pack
from pycore.prims import Stage

from .hosted import DEAL_VERIFIED, PURSE_EVENTS, HostedGuest, HostedHost
from .lockstep import Lockstep


class _SessionDriver:
    """What a lockstep peer and a hosted host share: the session runs here, the table is drawn from it."""

    model = Netplay.LOCKSTEP.label
    purse_staked = False          # set by the room: True when the players' purses were handed to the game

    def __init__(self, game: "Lockstep | HostedHost", instance: Instance) -> None:
        self.game = game
        self.instance = instance
        self.session: Session = game.session
        self.seats: Sequence[Seat] = game.session.seats
        self.seat: "int | None" = game.seat

    def tick(self, words: Sequence[int], actions: Sequence[Action]) -> list[Event]:
        """Play this player's frame with its pad word (the first local word) and clicks."""
        return self.game.step(words[0] if words else 0, list(actions))

    def view(self, seat: int) -> "dict | None":
        """Return the session's (or the cued round's) view for ``seat``."""
        return self.game.driver.view(seat)

    def draw(self, stage: Stage, seat: int) -> None:
        """Draw the session's screen, or the cued round's while one plays."""
        self.game.driver.draw(stage, seat, self.instance.spec)

    def is_over(self) -> bool:
        """True once the session is finished, or the game ended for this peer (the host left, a drop)."""
        return self.session.is_finished() or bool(self.game.ended)

    def results(self) -> "Results | None":
        """Return the session's results (None when the game ended before its finish)."""
        return self.session.results() if self.session.is_finished() else None

    def note(self) -> str:
        """Return why nothing settles when the game ended early, else ''."""
        if self.session.is_finished() or not self.game.ended:
            return ""
        return f"{self.game.ended[:-1]}, so nothing is settled." if self.game.ended.endswith(".") else self.game.ended

    def message(self) -> str:
        """Return the game's status sentence."""
        return self.game.status()["message"]

    def state(self) -> dict:
        """Return the frame, the checked hash (the round's folded in), the round playing and this seat in it."""
        rounds = self.game.driver
        return {"frame": self.session.frame, "hash": f"{table_hash(rounds):016x}",
                "round": rounds.cue.instance if rounds.cue else None,
                "round_seat": rounds.round_seat(self.seat) if self.seat is not None else None}

    def leave(self) -> None:
        """Leave: the room sends the goodbye."""

    def replay(self) -> "Recording | None":
        """Return the replay of the game as it ran here: every seat's pads and actions, with checkpoints."""
        return self.game.replay()


class LockstepDriver(_SessionDriver):
    """A lockstep peer: the whole session runs here and on every other peer, only pads travel."""

    model = Netplay.LOCKSTEP.label


class HostedHostDriver(_SessionDriver):
    """The host of a hosted game: the session runs here alone; each guest is sent its seat's view."""

    model = Netplay.HOSTED.label


class HostedGuestDriver:
    """A guest of a hosted game: sends its pads, draws the views the host sends, settles once the deal is proved."""

    model = Netplay.HOSTED.label
    purse_staked = False          # set by the room: True when the players' purses were handed to the game

    def __init__(self, game: HostedGuest, instance: Instance, pack: Pack) -> None:
        self.game = game
        self.instance = instance
        self.pack = pack
        self.seat: "int | None" = game.seat
        opener = game.opener
        self.seats: Sequence[Seat] = opener(0).seats
        self.replayed: "Session | None" = None     # the session the deal check re-simulated
        self.taken = 0                              # entries of the seat's purse list already settled
        self.purse_error = ""                       # why an entry of the host's purse list was not taken
        game.opener = self._remembering(opener)

    def _remembering(self, opener: Callable[[int], Session]) -> Callable[[int], Session]:
        def opened(seed: int) -> Session:
            self.replayed = opener(seed)
            return self.replayed
        return opened

    def tick(self, words: Sequence[int], actions: Sequence[Action]) -> list[Event]:
        """Queue this player's pad word and clicks for the host; return the seat's stakes and settles not yet taken."""
        return self.game.step(words[0] if words else 0, list(actions)) + self._purse_entries()

    def _purse_entries(self) -> list[Event]:
        """Return the entries of this seat's purse list (in the host's last view) past those already taken.

        The list came over the wire: an entry that is not this seat's stake or settle, in a
        currency of the purse, with whole amounts, stops the taking there and is said.
        """
        table = self.game.view
        entries = table.get("purse") if isinstance(table, dict) else None
        if not self.purse_staked or not isinstance(entries, list):
            return []
        fresh: list[Event] = []
        for entry in entries[self.taken:]:
            reason = _purse_fault(entry, self.seat)
            if reason:
                self.purse_error = f"The host's purse list was refused: {reason}."
                break
            fresh.append(dict(entry))
        self.taken += len(fresh)
        return fresh

    def view(self, seat: int) -> "dict | None":
        """Return the last view the host sent this seat (the table view's inner view)."""
        table = self.game.view
        return table.get("view") if isinstance(table, dict) and isinstance(table.get("view"), dict) else None

    def draw(self, stage: Stage, seat: int) -> None:
        """Draw the last view the host sent, with the screen it names; a view no screen can draw is said in words."""
        draw_table_view(stage, self.pack, self.instance, self.game.view, len(self.seats))

    def is_over(self) -> bool:
        """True once the host's deal is checked after the finish, or the game ended for this guest."""
        return bool(self.game.ended) or (self.game.finished and bool(self.game.verdict))

    def results(self) -> "Results | None":
        """Return the results of the proved game (the re-simulated record), or None when the proof failed."""
        if self.game.verdict != DEAL_VERIFIED or self.replayed is None or not self.replayed.is_finished():
            return None
        return self.replayed.results()

    def note(self) -> str:
        """Return the deal's verdict, and why nothing settles when it failed or the game ended early."""
        if self.game.verdict == DEAL_VERIFIED:
            return "The host's deal: deal verified."
        if self.game.verdict:
            kept = " What was settled during play stands." if self.purse_staked and self.taken else ""
            return f"The host's deal: {self.game.verdict}. Nothing to settle.{kept}"
        return f"{self.game.ended[:-1]}, so nothing is settled." if self.game.ended.endswith(".") else self.game.ended

    def message(self) -> str:
        """Return the game's status sentence."""
        return self.game.status()["message"]

    def state(self) -> dict:
        """Return the host's frame of the last view, the round it shows and this seat in it (no hash: the state is the host's)."""
        table = self.game.view if isinstance(self.game.view, dict) else {}
        name = table.get("instance")
        playing = isinstance(name, str) and bool(name)
        return {"frame": self.game.frame, "hash": None, "round": name if playing else None,
                "round_seat": table.get("seat") if playing else None}

    def leave(self) -> None:
        """Leave: the room sends the goodbye."""

    def replay(self) -> "Recording | ViewRecording | None":
        """Return the views this seat was sent, or the whole game once the host's reveal proved the deal."""
        return self.game.replay()


def _purse_fault(entry: object, seat: "int | None") -> str:
    """Return why ``entry`` is not a stake or settle of ``seat`` a profile can take, or ''."""
    if not isinstance(entry, dict) or entry.get("kind") not in PURSE_EVENTS:
        return "an entry is neither a stake nor a settle"
    if entry.get("seat") != seat or type(entry.get("seat")) is not int:
        return "an entry belongs to another seat"
    if entry.get("currency") not in CURRENCIES:
        return "an entry is in no currency of the purse"
    amounts = ("amount",) if entry["kind"] == "stake" else ("stake", "paid")
    if not all(type(entry.get(k)) is int and 0 <= entry[k] < 1 << 53 for k in amounts):
        return "an entry's amount is not a whole number of coins"
    if "id" in entry and not (isinstance(entry["id"], str) and 0 < len(entry["id"]) <= 40):
        return "an entry's id is not a short name"
    return ""


__all__ = ["HostedGuestDriver", "HostedHostDriver", "LockstepDriver"]
