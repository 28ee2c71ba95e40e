"""Rigged tables for the rule tests: chosen stacks, button and cards."""

from pycore.cards52 import parse_cards
from pycore.kernel.session import Seat, refusal
from pycore.modes.poker.config import PokerConfig
from pycore.modes.poker.rules import PokerSession


def table(stacks, button=0, holes=None, board="", seats=None, **config):
    """Return a session whose current hand starts with ``stacks`` and ``button``, blinds posted.

    ``holes`` (one "Ah Kd" string per seat) and ``board`` (up to five cards, dealt in order)
    replace the shuffled cards; every seat is human unless ``seats`` says otherwise.
    """
    n = len(stacks)
    cfg = PokerConfig(**{"seats": n, "max_hands": 50, **config})
    s = PokerSession(config=cfg, seed=7, seats=seats or [Seat.human() for _ in range(n)])
    s.stacks = list(stacks)
    s.button = (button - 1) % n
    s._start_hand()
    if holes:
        s.hole = [parse_cards(h) if h else [] for h in holes]
    if board:
        cards = parse_cards(board)
        rest = [c for c in range(52) if c not in cards and all(c not in h for h in s.hole)]
        s.deck = rest + cards[::-1]      # the deck deals from its end
    return s


def play(s, *moves):
    """Apply ``(seat, action, amount)`` moves in order, asserting each is accepted."""
    for move in moves:
        seat, action = move[0], move[1]
        amount = move[2] if len(move) > 2 else 0
        events = s.act(seat, action, amount)
        assert refusal(events) is None, f"{move}: {events}"


def run_until(s, phase, limit=5000):
    """Tick with released pads until the session reaches ``phase``."""
    for _ in range(limit):
        if s.phase == phase:
            return
        s.tick([0] * len(s.seats))
    raise AssertionError(f"never reached {phase}; in {s.phase}")

