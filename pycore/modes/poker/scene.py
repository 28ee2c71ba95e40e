"""Poker at a table: an oval felt with a gold betting line and a padded rail, a chair and a figure at every
seat, the hole cards, the board, chip stacks, bets and the pot, the dealer button (pycore/look/scene.py).

Composed from the view alone on the screen's own motion clock; nothing here reaches the session.
The viewer sits in the near chair (+z) and nobody's figure sits in it; the others sit round the
oval in seat order. A hole card shows its face only where the view holds it (its own seat, or
everyone's once shown): any other card is the back's picture, so no face of a card this screen
may not see is in the frame. The camera looks from behind the near chair and, at a showdown,
sweeps round to hold on the winner.
"""

from __future__ import annotations

from pycore.cards52.face import back_picture, face_picture
from pycore.kernel import fx
from pycore.look import motion as motions
from pycore.look import scene as scenes
from pycore.look import style, ui
from pycore.look.motion import hump, lerp
from pycore.prims import CENTER, LEFT, SANS, Stage, rgb, with_alpha

from . import screen as board

TOP = 760                            # mm: the felt's top
RX, RZ = 1250, 750                   # the oval's half axes (the mesh's at scale 1)
CHAIR_RX, CHAIR_RZ = 1600, 1080      # where the chairs stand
CARD = (1700, 1700, 1700)            # a card at 1.7 x its real size (107 x 150 mm), read from a chair
BOARD_Z = -60                        # the board's line across the felt
DEAL = 18                            # frames a dealt card flies
SHOW = 18                            # frames a shown hand takes to turn over
SEAT_COLOURS = style.SEATS


def scene(view: dict, seat: "int | None", stage: Stage) -> None:
    """Compose the poker table as ``seat`` sees it (None: a spectator in seat 0's chair) and draw its HUD."""
    me = 0 if seat is None else seat
    seats = view["seats"]
    n = len(seats)
    m = motions.of(stage)
    sc = scenes.Scene(stage, rgb(20, 16, 22))
    sc.node("tile", (0, 0, 0), scale=(14336, 1024, 14336), color=rgb(50, 30, 34))
    sc.node("oval", (0, TOP - 40, 0), color=style.FELT)
    sc.node("ring", (0, TOP + 4, 0), scale=(1800, 300, 1000), color=style.GOLD)           # the betting line
    angles = [(s - me) % n * 4096 // n for s in range(n)]
    deck = _deck_spot(angles[view["button"]] if 0 <= view["button"] < n else 0)
    sc.node("box", (deck[0], TOP, deck[2]), (0, 300, 0), (64, 30, 90), rgb(120, 28, 36))   # the dealer's deck
    winners = {w["seat"] for w in view["winners"]} if view["phase"] in ("showdown", "settled", "over") else set()
    for s in range(n):
        _seat(sc, view, s, angles[s], s == me, deck, m, s in winners)
    _board(sc, view, deck, m)
    _pot(sc, view, angles, m)
    _camera(sc, view, angles, m)
    sc.define(back_picture())
    sc.close()
    _hud(stage, sc, view, seat, me, angles)


def _at(angle: int, rx: int, rz: int) -> tuple[int, int]:
    """Return the point at ``angle`` round an oval of half axes (rx, rz): angle 0 the near side, then clockwise."""
    return -fx.sin(angle) * rx // fx.ONE, fx.cos(angle) * rz // fx.ONE


def _deck_spot(angle: int) -> tuple[int, int, int]:
    x, z = _at(angle + 180, RX * 55 // 100, RZ * 55 // 100)
    return x, TOP, z


def _seat(sc: scenes.Scene, view: dict, s: int, angle: int, mine: bool, deck: tuple, m: motions.Motion,
          won: bool) -> None:
    info = view["seats"][s]
    x, z = _at(angle, CHAIR_RX, CHAIR_RZ)
    face = 2048 - angle                               # a chair and its figure turn to the table's middle
    sc.node("chair", (x, 0, z), (0, face + 2048, 0), color=style.WOOD_LIGHT)
    if not mine:
        pose = "idle"
        if won:
            pose = "cheer"
        elif not info["in_hand"] and info["stack"] == 0:
            pose = "slump"
        elif info["folded"]:
            pose = "fold"
        elif info["all_in"]:
            pose = "allin"
        elif view["to_act"] == s and view["phase"] == "betting":
            pose = "think"
        sc.node("figure", (x, 0, z), (0, face, 0), color=SEAT_COLOURS[s % len(SEAT_COLOURS)], pose=pose)
    # the stack in front of the seat, in columns of twenty chips
    sx, sz = _at(angle - 220, RX * 80 // 100, RZ * 80 // 100)
    big = max(1, view["blinds"][1])
    chips = min(60, (info["stack"] + big - 1) // big)
    for col in range((chips + 19) // 20):
        h = min(20, chips - col * 20)
        sc.node("chips", (sx + col * 48, TOP, sz), scale=(1500, 1024 * h, 1500),
                color=(style.RED, style.BLUE, style.GREEN)[col % 3])
    if view["button"] == s:
        bx, bz = _at(angle + 260, RX * 78 // 100, RZ * 78 // 100)
        sc.node("chips", (bx, TOP, bz), scale=(2400, 2048, 2400), color=style.PAPER)
    if info["bet"]:
        bx, bz = _at(angle, RX * 58 // 100, RZ * 56 // 100)
        h = min(30, max(1, info["bet"] // big))
        at = m.tween(("poker", "bet", view["hand"], view["street"], s), (bx, TOP, bz), 14, motions.out_cubic,
                     (sx, TOP, sz))
        sc.node("chips", at, scale=(1500, 1024 * h, 1500), color=style.GOLD)
    _hole(sc, view, s, angle, mine, deck, m)


def _hole(sc: scenes.Scene, view: dict, s: int, angle: int, mine: bool, deck: tuple, m: motions.Motion) -> None:
    """Place a seat's hole cards: faces where the view holds them, else backs; folded ones slid in face down."""
    info = view["seats"][s]
    if not info["in_hand"] or info["mucked"] or not info["card_count"]:
        return
    reach = 62 if mine else 74
    cx, cz = _at(angle, RX * reach // 100, RZ * reach // 100)
    codes = info["cards"]
    for k in range(board.held(info)):
        side = (2 * k - 1) * 62
        x = cx + fx.cos(angle) * side // fx.ONE
        z = cz + fx.sin(angle) * side // fx.ONE
        yaw = (4096 - angle) % 4096
        tilt = 420 if mine else 0                  # the near hand leans up toward its holder
        y = TOP + (60 if mine else 2) + k
        up = bool(codes) and not info["folded"]
        if info["folded"]:                          # folded: slid in toward the middle, face down
            x, z = x * 6 // 10, z * 6 // 10
            tilt = 0
            y = TOP + 2 + k
        pic = face_picture(codes[k]) if up and k < len(codes) else back_picture()
        flat = m.tween(("poker", "hole", view["hand"], s, k), (x, y, z), DEAL, motions.out_cubic, deck)
        lift = hump(m.progress(("poker", "hole", view["hand"], s, k)), 200)
        turn = 0
        shown = m.age(("poker", "up", view["hand"], s), up)
        if up and not mine and shown < SHOW:             # a shown hand turns over: its back, then its face
            turn = 2048 + 2048 * shown // SHOW
            lift += hump(shown * 1024 // SHOW, 120)
        sc.node("card", (flat[0], flat[1] + lift, flat[2]), (tilt, yaw, turn), CARD, picture=pic)


def _board(sc: scenes.Scene, view: dict, deck: tuple, m: motions.Motion) -> None:
    """Lay the board: each card flies from the deck and turns up as it lands."""
    for k, code in enumerate(view["board"]):
        target = ((k - 2) * 128, TOP + 2, BOARD_Z)
        key = ("poker", "board", view["hand"], k)
        at = m.tween(key, target, DEAL, motions.out_cubic, deck)
        t = m.progress(key)
        turn = 2048 - 2048 * t // 1024                 # face down in the air, face up as it lands
        sc.node("card", (at[0], at[1] + hump(t, 220), at[2]), (0, 0, turn), CARD, picture=face_picture(code))


def _pot(sc: scenes.Scene, view: dict, angles: list[int], m: motions.Motion) -> None:
    pot = view["pot"]
    target = (0, TOP, 200)
    if view["winners"] and view["phase"] in ("showdown", "settled"):
        x, z = _at(angles[view["winners"][0]["seat"]], RX * 78 // 100, RZ * 78 // 100)
        target = (x, TOP, z)
        pot = max(pot, sum(w["amount"] for w in view["winners"]))
    if not pot:
        return
    big = max(1, view["blinds"][1])
    at = m.tween(("poker", "pot"), target, 30, motions.in_out_cubic)
    chips = min(80, (pot + big - 1) // big)
    for col in range((chips + 19) // 20):
        h = min(20, chips - col * 20)
        sc.node("chips", (at[0] + (col % 2) * 46 - 23, TOP, at[2] + (col // 2) * 46), scale=(1500, 1024 * h, 1500),
                color=(style.GOLD, style.RED, style.BLUE, style.GREEN)[col % 4])


def _camera(sc: scenes.Scene, view: dict, angles: list[int], m: motions.Motion) -> None:
    if view["winners"] and view["phase"] in ("showdown", "settled", "over"):
        a = angles[view["winners"][0]["seat"]]
        ex, ez = _at(a + 2048 - 300, 1500, 1000)       # across the table from the winner, a little aside
        lx, lz = _at(a, CHAIR_RX, CHAIR_RZ)
        sc.camera((ex, 1500, ez), (lx * 8 // 10, 1000, lz * 8 // 10), 42, frames=70)
        return
    drift = fx.sin(m.frame * 5) * 80 // fx.ONE
    sc.camera((drift, 2500, 2750), (0, TOP - 100, -300), 48, frames=40, follow=True)


def _hud(stage: Stage, sc: scenes.Scene, view: dict, seat: "int | None", me: int, angles: list[int]) -> None:
    seats = view["seats"]
    small, big = view["blinds"]
    stage.text(24, 18, f"Hand {view['hand']} of {view['max_hands']}   Blinds {small}/{big}", style.DIM, style.SMALL)
    status = board.turn_words(view, me, seat is None)
    if status:
        stage.text(24, 38, status, style.INK, style.HEAD, LEFT, SANS, True, rgb(0, 0, 0, 160), 3)
    for s, info in enumerate(seats):
        if s == me:
            continue
        x, z = _at(angles[s], CHAIR_RX, CHAIR_RZ)
        p = sc.project((x, 1450, z))
        if p is None:
            continue
        p = (max(90, min(stage.width - 90, p[0])), max(90, p[1]))
        word = "out" if not info["in_hand"] and info["stack"] == 0 else "all-in" if info["all_in"] else \
            "folded" if info["folded"] else str(info["stack"])
        colour = style.GOLD if view["to_act"] == s and view["phase"] == "betting" else style.INK
        stage.text(p[0], p[1] - 36, info["name"][:14], colour, style.SMALL, CENTER, SANS, True, rgb(0, 0, 0, 170), 3)
        stage.text(p[0], p[1] - 18, word, style.GOLD if info["all_in"] else style.DIM, style.CAPTION, CENTER, SANS,
                   True, rgb(0, 0, 0, 170), 3)
        if info["shown"] and info["hand"]:
            stage.text(p[0], p[1] - 54, info["hand"][:22], style.GOLD_LIGHT, style.CAPTION, CENTER, SANS, True,
                       rgb(0, 0, 0, 170), 3)
    for s, info in enumerate(seats):                 # the amounts floating over the bets
        if info["bet"]:
            bx, bz = _at(angles[s], RX * 58 // 100, RZ * 56 // 100)
            p = sc.project((bx, TOP + 90, bz))
            if p is not None:
                stage.text(p[0], p[1] - 16, str(info["bet"]), style.GOLD_LIGHT, style.SMALL, CENTER, SANS, True,
                           rgb(0, 0, 0, 190), 3)
    if view["pot"]:
        p = sc.project((0, TOP + 120, 200))
        if p is not None:
            stage.text(p[0], p[1] - 20, f"Pot {view['pot']}", style.INK, style.BODY, CENTER, SANS, True,
                       rgb(0, 0, 0, 190), 3)
    if view["phase"] in ("showdown", "settled") and view["winners"]:
        best = view["winners"][0]
        who = "You win" if best["seat"] == me and seat is not None else f"{seats[best['seat']]['name']} wins"
        m = motions.of(stage)
        rise = 1024 if m.still else motions.out_cubic(min(1024, m.age(("poker", "banner", view["hand"]), True,
                                                                      fresh=True) * 1024 // 20))
        ui.banner(stage, f"{who} {best['amount']}", best["hand"] or "", rise=rise, y=150)
    board.actions(stage, view, me)     # the board's own buttons, sizer and hints, where the board draws them
