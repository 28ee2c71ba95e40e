"""Party night: short rounds of the other modes on one scoreboard, last place picking, a podium."""

from pycore.kernel.mode import Lazy, ModeSpec, Netplay

from .config import MAX_SEATS, MIN_SEATS, link, parse, references

HOWTO = {
    "goal": "Short rounds of the other games on one scoreboard: the most points at the end of the night wins.",
    "controls": [("Up/Down", "pick a round (when it is your pick)"), ("Cross", "choose it"),
                 ("Start", "on a party card: end the night early")],
    "rules": ["Each round plays with that game's own controls; its places score points.",
              "Doubled rounds score twice, and a wager round puts points at stake.",
              "After the first round, the seat in last place picks the next one; a Grid Duel round is king of "
              "the hill.",
              "Ending the night early keeps the totals but pays no prize."],
}

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
)
