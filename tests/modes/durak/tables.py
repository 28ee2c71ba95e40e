"""Durak positions for the rule tests: a session with chosen hands, talon and trump, mid-game."""

from __future__ import annotations

from dataclasses import replace

from pycore.cards52 import parse_card, parse_cards, suit_of
from pycore.kernel.session import Seat
from pycore.modes.durak.config import DurakConfig
from pycore.modes.durak.rules import DurakSession

SUITS = "cdhs"


def game(hands: list[str], trump: str = "h", talon: str = "", trump_card: str = "", leader: int = 0,
         variant: str = "podkidnoy", seats: "list[Seat] | None" = None, discard: str = "", **config) -> DurakSession:
    """Return a session in a bout about to begin: ``hands`` by seat, ``talon`` bottom first (its last card is drawn first)."""
    n = len(hands)
    cfg = replace(DurakConfig(variant=variant, seats=n), **config)
    session = DurakSession(config=cfg, seed=1, seats=seats or [Seat.human() for _ in range(n)])
    session.hands = [parse_cards(h) for h in hands]
    session.known = [[] for _ in range(n)]
    session.talon = parse_cards(talon)
    session.trump_card = parse_card(trump_card) if trump_card else -1
    session.trump = SUITS.index(trump)
    session.discard = parse_cards(discard)
    session.staked = [True] * n
    for s in range(n):
        session._sort(s)
    session._begin_bout(leader)
    session._events = []
    return session


def land(session: DurakSession, frames: int = 400) -> list[dict]:
    """Tick with released pads until no card is in the air (at most ``frames``); return the events."""
    events: list[dict] = []
    for _ in range(frames):
        if not session.flights:
            break
        events += session.tick([0] * len(session.seats))
    return events


def play(session: DurakSession, seat: int, move: tuple) -> list[dict]:
    """Apply a move, assert the rules took it, and let its cards land."""
    events = session.apply(seat, move)
    assert not any(e["kind"] == "refused" for e in events), events
    return events + land(session)


def c(code: str) -> int:
    """Return the card of a code."""
    return parse_card(code)


def trump_of(session: DurakSession) -> int:
    return session.trump if session.trump >= 0 else suit_of(session.trump_card)


def settles(events: list[dict]) -> dict[int, tuple[int, int]]:
    """Return the ``settle`` events among ``events`` as (stake, paid) by seat, asserting one per seat."""
    out: dict[int, tuple[int, int]] = {}
    for e in events:
        if e["kind"] == "settle":
            assert e["seat"] not in out and e["currency"] == "coins", events
            out[e["seat"]] = (e["stake"], e["paid"])
    return out
