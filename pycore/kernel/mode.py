"""What a mode tells the rest of the app about itself: one :class:`ModeSpec` per mode folder."""

from __future__ import annotations

import dataclasses
import enum
import functools
import importlib
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence


class Netplay(enum.IntEnum):
    """How a mode plays online; the value is the byte the wire carries, :attr:`label` the word status shows."""

    LOCKSTEP = 0   # no hidden information: every peer runs the whole session; only pads travel
    HOSTED = 1     # hidden information: the host runs it and sends each guest only its seat's view

    @property
    def label(self) -> str:
        """Return the model as the page and the status spell it: ``lockstep`` or ``hosted``."""
        return self.name.lower()


# The lobby's rooms, in the order it shows them: a mode names its own (``ModeSpec.room``).
ROOMS = {"cards": "Card tables", "casino": "Casino", "backroom": "The back room", "tables": "Board games",
         "outdoors": "Outdoors", "party": "Party games", "tactics": "Tactics", "kitchen": "The kitchen table"}


@dataclass(frozen=True)
class Lazy:
    """A module's attribute named ``"package.module:name"``, imported the first time it is read or called.

    A mode names its heavy parts this way (the session class and ``frame_bound`` in its rules,
    which import its AI, and its screen), so loading a pack or drawing the picker imports none of
    them: the first game of a mode imports its rules, its first frame drawn its screen.
    """

    path: str

    def __post_init__(self) -> None:
        module, colon, name = self.path.partition(":")
        if not (colon and name.isidentifier() and all(part.isidentifier() for part in module.split("."))):
            raise ValueError(f"a lazy reference reads 'package.module:name', not {self.path!r}")

    @functools.cached_property
    def target(self) -> Any:
        """Return the named object, importing its module on the first read."""
        module, _, name = self.path.partition(":")
        return getattr(importlib.import_module(module), name)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        """Call the named object (a session class opens a game), importing it first if it is not yet."""
        return self.target(*args, **kwargs)


@dataclass(frozen=True)
class ModeSpec:
    """A mode's registration: its pack section, title, session, config reader and screen.

    ``parse(table, book)`` reads one ``[[section]]`` table (a ``kernel.schema.Table``) into
    the mode's frozen config, which carries ``seats`` (the default seat count);
    ``session(config=, seed=, seats=)`` opens a game; ``screen(view, seat, stage)`` draws
    one frame from a view on a stage of ``stage`` (width, height) pixels. ``frame_bound(config)`` caps how long any game may run, even
    under random pads (the conformance suite holds every mode to it). A mode gives ``session``,
    ``frame_bound`` and ``screen`` as :class:`Lazy` references, so its rules, AI and screen are
    imported when its first game opens; everything else here (and ``parse``, in the mode's light
    ``config`` module) is what packs and the picker read before that.

    Rounds cued by another session (a party night): ``for_round(config, knobs, seats)``
    returns the config cut short by the cue's knobs and seating ``seats`` players, raising
    ValueError naming a knob it does not know; None means the config as it is, with ``seats``
    replaced. A mode whose sessions cue rounds names the instances they play with
    ``references(config)`` (one ``(instance id, knobs)`` per round, checked by the pack
    loader) and learns what they are from ``link(config, instances)`` (the referenced
    instances, in the same order).

    Playing with a player's own collectible cards: ``player_deck(config, seat, deck)`` returns
    ``config`` dealing ``deck`` (a tuple of the book's cards, the player's chosen deck) to
    ``seat``, or None when the pack already fixed that seat's cards (then nothing of the
    player's is at stake). The host calls it for the first human seat; a mode without it
    never sees the player's collection.

    Stakes from the purse: a mode whose seats bet coins from the player's purse as they play
    (a casino table) gives ``with_purse(config, seat, purse)``, returning the config with
    ``seat`` bringing ``purse`` (the profile's amounts by currency). The host calls it once
    for each person seated (one offline; every player online, each with their own purse, in
    seat order), so a limit the seats share (a stake everyone puts up) takes the lowest
    purse of those calls. Its sessions then emit
    ``{"kind": "stake", "seat", "currency", "amount"}`` when a seat puts coins on the table
    and ``{"kind": "settle", "seat", "currency", "stake", "paid"}`` when a round returns
    ``paid`` for ``stake``; the host applies the player's seat's events to the profile at
    once (and saves), so such a mode leaves those coins out of ``Results.rewards``. The kernel's
    ``Session.tick`` gives every stake and settle an ``id`` (``frame.index``, the same on every
    peer); the profile takes each id once, so a stake or settle repeated, replayed or arriving
    late pays nothing more and the purse and the coins held always sum to what the settles say.

    Coins held when the player leaves mid-game (Start, then Cross) or closes the page: a
    round that never settled is void and its stakes come back, unless the mode sets
    ``leaving_forfeits`` (a game against other players, such as Durak, where walking out is
    a loss): then they are forfeited, on leaving and on the next load alike. While coins are
    held, Start freezes the game on a confirmation naming them; with none held, Start leaves
    such a mode at once.
    """

    kind: str
    title: str
    session: Callable[..., Any]
    parse: Callable[..., Any]
    screen: Callable[..., None]
    min_seats: int
    max_seats: int
    netplay: Netplay
    frame_bound: Callable[[Any], int]
    blurb: str = ""
    stage: tuple[int, int] = (320, 240)   # the stage a dense table may enlarge (e.g. 480 x 270)
    for_round: "Callable[[Any, Mapping[str, int], int], Any] | None" = None
    references: "Callable[[Any], Sequence[tuple[str, Mapping[str, int]]]] | None" = None
    link: "Callable[[Any, Sequence[Any]], Any] | None" = None
    player_deck: "Callable[[Any, int, Sequence[Any]], Any] | None" = None
    with_purse: "Callable[[Any, int, Mapping[str, int]], Any] | None" = None
    leaving_forfeits: bool = False        # coins held when the player walks out are lost, not returned
    netplay_of: "Callable[[Any], Netplay] | None" = None   # a mode whose configs differ in hidden information
    room: str = "tables"                  # where the lobby shows its games (one of ROOMS)
    tile: "Callable[..., None] | None" = None   # tile(stage, width, height, config): the lobby's picture of a game
    scene: "Callable[..., None] | None" = None  # scene(view, seat, stage): the table view (3D), beside the board
    sounds: "Callable[..., None] | None" = None  # sounds(view, seat, stage): the cues of what changed since the last frame

    @property
    def frame_stage(self) -> tuple[int, int]:
        """Return the stage a frame of this mode is exported on: its own when at least 960 x 540, else 960 x 540."""
        w, h = self.stage
        return (w, h) if w >= 960 and h >= 540 else (960, 540)

    def draw(self, view: Any, seat: "int | None", stage: Any) -> None:
        """Draw ``seat``'s frame of ``view`` onto ``stage``: the mode's screen, scaled to fit and centred when the
        stage is not the one it is laid out for (a round of a party night, a screen of format 1's 320 x 240).

        What a screen drew for its own stage (its hotspots too) is pasted in a scaling group, so the
        page sees every hotspot in the frame's own coordinates.
        """
        self._picture(view, seat, stage)
        if self.sounds is not None:
            self.sounds(view, seat, stage)     # one hook for the board and the table view alike

    def _picture(self, view: Any, seat: "int | None", stage: Any) -> None:
        w, h = self.stage
        if self.scene is not None and getattr(stage, "table_view", False) and (stage.width, stage.height) == (w, h):
            self.scene(view, seat, stage)      # the player chose the table view (presentation only)
            return
        if stage.width == w and stage.height == h:
            self.screen(view, seat, stage)
            return
        inner = type(stage)(w, h)
        inner.motion = getattr(stage, "motion", None)
        self.screen(view, seat, inner)
        k = min(stage.width * 1024 // w, stage.height * 1024 // h)
        stage.push((stage.width - w * k // 1024) // 2, (stage.height - h * k // 1024) // 2, 0, k, k)
        stage.clip(0, 0, w, h)
        stage.paste(inner)
        stage.pop()

    def __post_init__(self) -> None:
        if self.room not in ROOMS:
            raise ValueError(f"{self.kind}: no lobby room {self.room!r} (one of {', '.join(ROOMS)})")

    def load(self) -> None:
        """Import the mode's rules, AI and screen now instead of when its first game opens (a snapshot's build does)."""
        for part in (self.session, self.frame_bound, self.screen, self.tile, self.scene, self.sounds):
            if isinstance(part, Lazy):
                part.target

    def model(self, config: Any) -> Netplay:
        """Return how an instance of ``config`` plays online: ``netplay``, unless ``netplay_of`` decides per config."""
        return self.netplay if self.netplay_of is None else self.netplay_of(config)

    def round_config(self, config: Any, knobs: Mapping[str, int], seats: int) -> Any:
        """Return ``config`` cut by a cue's ``knobs`` and seating ``seats``; raise ValueError if it cannot be."""
        if not self.min_seats <= seats <= self.max_seats:
            raise ValueError(f"{self.title} seats {self.min_seats} to {self.max_seats} players, not {seats}.")
        if self.for_round is not None:
            return self.for_round(config, knobs, seats)
        if knobs:
            raise ValueError(f"{self.title} takes no knobs, not {', '.join(sorted(knobs))}.")
        return dataclasses.replace(config, seats=seats)
