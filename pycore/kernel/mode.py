"""What a mode tells the rest of the app about itself: one :class:`ModeSpec` per mode folder."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

LOCKSTEP = "lockstep"   # every peer runs the whole session; only pads travel
HOSTED = "hosted"       # the host runs it and sends each guest only its seat's view


@dataclass(frozen=True)
class ModeSpec:
    """A mode's registration: its pack section, title, session, config reader and screen.

    ``parse(table, book)`` reads one ``[[section]]`` table (a ``kernel.schema.Table``) into
    the mode's frozen config, which carries ``seats`` (the default seat count);
    ``session(config=, seed=, seats=)`` opens a game; ``screen(view, seat, stage)`` draws
    one frame from a view. ``frame_bound(config)`` caps how long any game may run, even
    under random pads (the conformance suite holds every mode to it).
    """

    kind: str
    title: str
    session: Callable[..., Any]
    parse: Callable[..., Any]
    screen: Callable[..., None]
    min_seats: int
    max_seats: int
    netplay: str
    frame_bound: Callable[[Any], int]
    blurb: str = ""
