"""Party night: short rounds of the other modes on one scoreboard, last place picking, a podium."""

from pycore.kernel.mode import Lazy, ModeSpec, Netplay

from .config import HOWTO, MAX_SEATS, MIN_SEATS, link, parse, references

MODE = ModeSpec(
    kind="party_nights",
    title="Party Night",
    session=Lazy("pycore.modes.party_nights.rules:PartyNightsSession"),
    parse=parse,
    screen=Lazy("pycore.modes.party_nights.screen:screen"),
    min_seats=MIN_SEATS,
    max_seats=MAX_SEATS,
    netplay=Netplay.LOCKSTEP,
    room="party",
    tile=Lazy("pycore.modes.party_nights.tile:tile"),
    frame_bound=Lazy("pycore.modes.party_nights.rules:frame_bound"),
    blurb="A night of short rounds from the other games: points by place, doubles, wagers and a podium.",
    references=references,
    link=link,
    howto=HOWTO,
    stage=(960, 540),
)
