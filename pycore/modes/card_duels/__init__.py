"""Grid Duel: two face-up hands of five cards fought over a 3 x 3 grid."""

from pycore.kernel.mode import Lazy, ModeSpec, Netplay

from .config import HOWTO, parse, player_deck

MODE = ModeSpec(
    kind="card_duels",
    title="Grid Duel",
    session=Lazy("pycore.modes.card_duels.rules:CardDuelsSession"),
    parse=parse,
    screen=Lazy("pycore.modes.card_duels.screen:screen"),
    min_seats=2,
    max_seats=2,
    netplay=Netplay.HOSTED,
    room="cards",
    stage=(960, 540),
    tile=Lazy("pycore.modes.card_duels.tile:tile"),
    sounds=Lazy("pycore.modes.card_duels.sounds:sounds"),
    scene=Lazy("pycore.modes.card_duels.scene:scene"),
    frame_bound=Lazy("pycore.modes.card_duels.rules:frame_bound"),
    blurb="Lay five cards on a 3 x 3 grid; a stronger side captures the card it faces.",
    player_deck=player_deck,
    howto=HOWTO,
)
