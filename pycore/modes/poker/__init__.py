"""Poker: no-limit Texas Hold'em for 2 to 6 seats, with AI tiers."""

from pycore.kernel.mode import ModeSpec, Netplay

from .config import MAX_SEATS, MIN_SEATS, for_round, parse
from .rules import PokerSession, frame_bound
from .screen import screen

MODE = ModeSpec(
    kind="poker",
    title="Poker",
    session=PokerSession,
    parse=parse,
    screen=screen,
    min_seats=MIN_SEATS,
    max_seats=MAX_SEATS,
    netplay=Netplay.HOSTED,
    frame_bound=frame_bound,
    blurb="No-limit Texas Hold'em: blinds, side pots, showdowns, and AI that counts its outs.",
    for_round=for_round,
)
