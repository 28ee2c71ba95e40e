"""Party night: short rounds of the other modes on one scoreboard, last place picking, a podium."""

from pycore.kernel.mode import ModeSpec, Netplay

from .config import MAX_SEATS, MIN_SEATS, link, parse, references
from .rules import PartyNightsSession, frame_bound
from .screen import screen

MODE = ModeSpec(
    kind="party_nights",
    title="Party Night",
    session=PartyNightsSession,
    parse=parse,
    screen=screen,
    min_seats=MIN_SEATS,
    max_seats=MAX_SEATS,
    netplay=Netplay.LOCKSTEP,
    frame_bound=frame_bound,
    blurb="A night of short rounds from the other games: points by place, doubles, wagers and a podium.",
    references=references,
    link=link,
)
