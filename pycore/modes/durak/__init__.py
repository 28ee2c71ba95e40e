"""Durak: podkidnoy and perevodnoy for 2 to 6 players, with stakes and AI that keeps its trumps."""

from pycore.kernel.mode import Lazy, ModeSpec, Netplay

from .config import MAX_SEATS, MIN_SEATS, cost, for_round, parse, with_purse

def howto(config: object) -> dict:
    """Return Durak's how-to-play card for ``config``'s variant (passing on is perevodnoy's alone)."""
    transfer = getattr(config, "variant", "podkidnoy") == "perevodnoy"
    controls = [("Up/Down", "before the deal: the stake"), ("Cross", "deal"),
                ("Left/Right", "select a card (L1/R1 turn the page)"), ("Up/Down", "aim at an attack card to beat"),
                ("Cross", "play it: lead, throw in or beat"), ("Square", "take the table"),
                ("Circle", "end your attack")]
    if transfer:
        controls.insert(6, ("Triangle", "pass the attack on"))
    rules = ["Beat an attack card with a higher card of its suit, or with a trump (the turned card's suit) over a "
             "plain card; a trump is beaten only by a higher trump.",
             "Throw-ins: once the lead is down, attackers may add cards of a rank already on the table, up to as "
             "many as the defender holds (six at most).",
             "A defender who cannot or will not beat takes every card on the table and loses the next attack.",
             "After each bout everyone draws back up to six; with the talon gone, a player without cards is out. "
             "The last one holding cards is the fool and loses the stake."]
    if transfer:
        rules.insert(2, "Passing on: before beating anything, the defender may add a card of the attack's rank; the "
                        "next player defends against them all (if they hold as many cards).")
    return {"goal": "Get rid of all your cards. The last player left holding cards is the durak, the fool.",
            "controls": controls, "rules": rules[:5]}


MODE = ModeSpec(
    kind="durak",
    title="Durak",
    session=Lazy("pycore.modes.durak.rules:DurakSession"),
    parse=parse,
    screen=Lazy("pycore.modes.durak.screen:screen"),
    min_seats=MIN_SEATS,
    max_seats=MAX_SEATS,
    netplay=Netplay.HOSTED,
    room="cards",
    tile=Lazy("pycore.modes.durak.tile:tile"),
    frame_bound=Lazy("pycore.modes.durak.rules:frame_bound"),
    blurb="Podkidnoy and perevodnoy: beat, throw in, pass it on; the last one holding cards is the fool.",
    for_round=for_round,
    with_purse=with_purse,
    cost=cost,
    leaving_forfeits=True,
    howto=howto,
)
