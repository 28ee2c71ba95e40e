"""Buckshot's screen: the table, the load's shells shown then hidden, charges as lights, items, and a line of words."""

from __future__ import annotations

from pycore.look import ui
from pycore.prims import CENTER, OLD_HEIGHT as HEIGHT, LEFT, RIGHT, OLD_WIDTH as WIDTH, Stage, mix, rgb

FELT = rgb(40, 52, 44)
WOOD = rgb(92, 62, 40)
INK = rgb(238, 232, 220)
DIM = rgb(150, 150, 140)
BAR = rgb(20, 22, 20)
LIVE = rgb(206, 48, 40)
BLANK = rgb(70, 110, 190)
BRASS = rgb(214, 178, 84)
LIGHT_ON = rgb(250, 220, 90)
LIGHT_OFF = rgb(60, 56, 44)
STEEL = rgb(120, 124, 130)
PICK = rgb(236, 196, 84)
ITEM_SHORT = {"glass": "Glass", "beer": "Beer", "cigarettes": "Smokes", "saw": "Saw", "cuffs": "Cuffs"}
LABELS = {"them": "Shoot them", "self": "Shoot self"}
HINT = "Left/Right choose  Cross use or shoot"


def screen(view: dict, seat: "int | None", stage: Stage) -> None:
    """Draw one frame of ``view`` for ``seat`` on the 320 x 240 stage."""
    stage.rect(0, 0, WIDTH, HEIGHT, WOOD)
    stage.rect(8, 18, WIDTH - 16, 170, FELT)
    me = seat if seat in (0, 1) else 0
    stage.rect(0, 0, WIDTH, 14, BAR)
    stage.text(4, 3, f"Round {view['round'] + 1} of {view['rounds']}", INK, 8, LEFT)
    stage.text(WIDTH // 2, 3, f"Rounds won {view['wins'][me]} - {view['wins'][1 - me]}", BRASS, 8, CENTER)
    if view["stake"]:
        stage.text(WIDTH - 4, 3, f"Stake {view['stake']} coins", INK, 8, RIGHT)
    _side(stage, view, 1 - me, 24, view["turn"] == 1 - me)
    _side(stage, view, me, 136, view["turn"] == me)
    _gun(stage, view, me)
    stage.rect(0, 190, WIDTH, 16, BAR)
    stage.text(WIDTH // 2, 193, view["line"][:70], INK, 8, CENTER)
    _choices(stage, view, seat)


def _side(stage: Stage, view: dict, s: int, y: int, on_turn: bool) -> None:
    """Draw a player's name, charge lights and items in a band at ``y``."""
    name = view["names"][s] + ("  (to play)" if on_turn and view["phase"] == "turn" else "")
    stage.text(16, y, name, PICK if on_turn else INK, 8, LEFT)
    for i in range(view["max_charges"]):
        stage.ellipse(20 + i * 12, y + 18, 4, 4, LIGHT_ON if i < view["charges"][s] else LIGHT_OFF)
    for i, item in enumerate(view["items"][s]):
        x = 100 + (i % 4) * 52
        iy = y + (i // 4) * 15
        stage.rect(x, iy, 48, 13, mix(FELT, INK, 1, 6))
        stage.text(x + 24, iy + 3, ITEM_SHORT[item], INK, 7, CENTER)
    if view["cuffed"] and view["turn"] != s:
        stage.text(WIDTH - 16, y, "cuffed", BRASS, 7, RIGHT)


def _gun(stage: Stage, view: dict, me: int) -> None:
    """Draw the gun; at a load, its shells (live first: the counts, never the order); else what is left."""
    y = 84
    if view["phase"] == "load":
        live, blank = view["loaded"]
        width = (live + blank) * 14
        x0 = WIDTH // 2 - width // 2
        for i in range(live + blank):
            stage.rect(x0 + i * 14 + 2, y, 10, 22, LIVE if i < live else BLANK)
            stage.rect(x0 + i * 14 + 2, y + 16, 10, 6, BRASS)
        stage.text(WIDTH // 2, y + 28, f"{live} live, {blank} blank", INK, 8, CENTER)
        return
    stage.rect(70, y + 6, 150, 10, STEEL if not view["saw"] else mix(STEEL, LIVE, 1, 3))
    stage.rect(200, y + 10, 48, 14, WOOD)
    stage.text(WIDTH // 2, y + 28, f"Left in the gun: {view['live']} live, {view['blank']} blank", INK, 8, CENTER)
    if view["glass"] >= 0:
        word = "live" if view["glass"] == 1 else "blank"
        stage.text(WIDTH // 2, y - 8, f"Your glass: the chamber holds a {word} shell", BRASS, 7, CENTER)
    if view["saw"]:
        stage.text(WIDTH // 2, y + 40, "Sawn off: double damage", LIVE, 7, CENTER)


def _choices(stage: Stage, view: dict, seat: "int | None") -> None:
    """Draw the choices of the player on turn, with a hotspot each for the seat that plays them."""
    stage.rect(0, 208, WIDTH, HEIGHT - 208, BAR)
    mine = seat is not None and view["turn"] == seat and view["phase"] == "turn" and not view["ai"][seat]
    if not mine:
        stage.text(WIDTH // 2, 220, "Watch the table." if view["phase"] != "over" else "The duel is over.",
                   DIM, 8, CENTER)
        return
    held: list[str] = []
    for item in view["items"][seat]:
        if item not in held:
            held.append(item)
    choices = ["them", "self", *held]
    w = min(60, (WIDTH - 8) // len(choices))
    for i, pick in enumerate(choices):
        x = 4 + i * w
        chosen = i == view["cursor"]
        stage.rect(x, 211, w - 4, 16, PICK if chosen else mix(BAR, INK, 1, 5))
        label = LABELS.get(pick) or ITEM_SHORT[pick]
        stage.text(x + (w - 4) // 2, 215, label, BAR if chosen else INK, 7, CENTER)
        act = {"do": "shoot", "target": pick} if pick in LABELS else {"do": "use", "item": pick}
        stage.hot(x, 211, w - 4, 16, act)
    stage.text(WIDTH // 2, 230, HINT, DIM, 7, CENTER)
    if view.get("clocked"):          # the turn clock runs only where other people wait (online, hot seat)
        ui.clock(stage, WIDTH // 2 - 60, 200, 120, view["clock"], view.get("clock_max", 1), size=7)
