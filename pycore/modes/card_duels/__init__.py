"""Grid Duel: two face-up hands of five cards fought over a 3 x 3 grid."""

from pycore.kernel.mode import ModeSpec, Netplay

from .config import parse, player_deck
from .rules import CardDuelsSession, frame_bound
from .screen import screen

MODE = ModeSpec(
    kind="card_duels",
    title="Grid Duel",
    session=CardDuelsSession,
    parse=parse,
    screen=screen,
    min_seats=2,
    max_seats=2,
    netplay=Netplay.HOSTED,
    frame_bound=frame_bound,
    blurb="Lay five cards on a 3 x 3 grid; a stronger side captures the card it faces.",
    player_deck=player_deck,
)
