"""The kitchen table: a free-form table for collectible card games, hot seat or solitaire against the sparring phantom."""

from pycore.kernel.mode import ModeSpec, Netplay

from .config import MAX_SEATS, MIN_SEATS, parse
from .rules import KitchenSession, frame_bound
from .screen import screen

MODE = ModeSpec(
    kind="kitchen",
    title="Kitchen Table",
    session=KitchenSession,
    parse=parse,
    screen=screen,
    min_seats=MIN_SEATS,
    max_seats=MAX_SEATS,
    netplay=Netplay.HOSTED,        # hands and libraries are hidden: the host runs it, each guest gets its seat's view
    frame_bound=frame_bound,
    blurb="Your own decks on a table that keeps the cards, not the rules; spar with the phantom alone.",
    stage=(640, 360),
)
