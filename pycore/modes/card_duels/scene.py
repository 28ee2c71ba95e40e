"""Grid Duel at a table: the board laid on a table, the hands fanned on their seats' edges, the opponent
seated across, spectators round it, and the camera taking its shots (pycore/look/scene.py).

Composed from the view alone on the screen's own motion clock, so the same frames compose the
same scene; nothing here reaches the session. The viewer always sits in the near seat (+z):
the board turns half round for seat 1, as it would for a player sitting on the other side.

The timeline: the deal flies the ten cards from the dealer's pile into the hands; a placed card
slides from the hand (or from over the cell it was lifted to) in an arc and drops with a dust
ring; each captured card turns over about its long axis, its owner's colour changing at the
half turn, with sparks, and a chain's flips a beat later with a larger burst and "Chain!". The
shots: an establishing shot while the cards are dealt, a close shot over the board from behind
the near seat that drifts slowly, a push in over the cell being chosen, a pull back while
captures turn, a low reaction shot on the opponent at the end, which the results sheet waits for.
"""

from __future__ import annotations

from pycore.cards52.face import back_picture
from pycore.kernel import fx
from pycore.look import motion as motions
from pycore.look import scene as scenes
from pycore.look import style, ui
from pycore.look.motion import hump, lerp
from pycore.prims import CENTER, SANS, Picture, Stage, mix, picture, rgb

from . import screen as board

TABLE_TOP = 750                     # mm: the table's top; the board lies on it
BOARD_TOP = 776                     # the cells' top: a card lies on it
PITCH_X, PITCH_Z = 170, 215         # between cell centres
CARD_SX, CARD_SY, CARD_SZ = 2275, 2048, 2048   # a card is 143 x 176 mm (the board's 40:50 face)
HAND_Z = 500                        # the hands' line from the board's middle
TILT = 620                          # a hand card leans toward its holder (4096 a turn)
PILE = (760, TABLE_TOP + 4, -120)   # the dealer's pile, at the table's side
DEAL_GAP, DEAL_FLIGHT = 6, 20       # frames between dealt cards, frames a card flies
SLIDE = 26                          # frames a placed card takes from the hand to its cell
FLIP = 28                           # frames a capture takes to turn over
CHAIN_BEAT = 14                     # frames a chain's flips wait after the first captures
REACTION = 150                      # frames of the last shot, which the results sheet waits for
OPPONENT = (0, 0, -1020)
SPECTATORS = ((-1550, 0, -650, 600), (1600, 0, -800, -600), (-1000, 0, -1800, 250), (1150, 0, -1850, -300))
SEAT_COLOURS = (style.SEATS[0], style.SEATS[1])


def scene(view: dict, seat: "int | None", stage: Stage) -> None:
    """Compose the duel's table scene as ``seat`` sees it (None: from seat 0's chair) and draw its HUD."""
    near = 0 if seat is None else seat
    far = 1 - near
    m = motions.of(stage)
    sc = scenes.Scene(stage, rgb(22, 18, 24))
    _room(sc)
    _seats(sc, view, near, far, m)
    dealing = _deal_age(view, m)
    spots = _hands(sc, view, near, m, dealing)
    _grid(sc, view, near, m, spots)
    _camera(sc, view, near, m, dealing)
    sc.define(back_picture())
    sc.close()
    _effects(sc, view, near, m)
    _hud(stage, sc, view, seat, near, spots)
    if view["phase"] == "over":
        scenes.hold_results(stage, REACTION)


# -- the room, the table, the people -------------------------------------------------------
def _room(sc: scenes.Scene) -> None:
    sc.node("tile", (0, 0, 0), scale=(12288, 1024, 12288), color=rgb(58, 40, 30))           # the floor
    sc.node("box", (0, 0, 0), scale=(300, 700, 300), color=style.WOOD_DARK)                   # the pedestal
    sc.node("table", (0, TABLE_TOP - 50, 0), scale=(1450, 1024, 1450), color=style.WOOD)
    sc.node("felt", (0, TABLE_TOP, 0), scale=(640, 800, 790), color=style.GOLD_DARK)          # the board's rim
    sc.node("felt", (0, TABLE_TOP + 4, 0), scale=(610, 800, 760), color=style.FELT_DARK)


def _seats(sc: scenes.Scene, view: dict, near: int, far: int, m: motions.Motion) -> None:
    over = view["phase"] == "over"
    winner = view["winner"]
    pose = "idle"
    if view["thinking"] and view["turn"] == far:
        pose = "think"
    elif over:
        pose = "cheer" if winner == far else "slump" if winner == near else "idle"
    sc.node("chair", (OPPONENT[0], 0, OPPONENT[2] - 40), color=style.WOOD_LIGHT)
    sc.node("figure", OPPONENT, color=SEAT_COLOURS[far], pose=pose)
    sc.node("chair", (0, 0, 1060), (0, 2048, 0), color=style.WOOD_LIGHT)              # the viewer's own, empty
    leader = "cheer" if over and winner == near else "wave" if m.frame % 240 < 40 and not over else "idle"
    sc.node("figure", (-1250, 0, 1100), (0, 2048 - 600, 0), color=mix(SEAT_COLOURS[near], style.INK, 1, 3), pose=leader)
    mood = _mood(view, m)
    for k, (x, y, z, turn) in enumerate(SPECTATORS):
        backs = near if k % 2 == 0 else far          # whom each spectator is cheering for
        if mood is None:
            pose = "idle"
        else:
            pose = "cheer" if mood == backs else "slump" if mood == 1 - backs else "idle"
        sc.node("figure", (x, y, z), (0, turn, 0), color=rgb(90 + 40 * k, 80, 110 - 15 * k), pose=pose)


def _mood(view: dict, m: motions.Motion) -> "int | None":
    """Return the seat the crowd reacts to now: a move that took two or more cards, or the winner; else None."""
    if view["phase"] == "over":
        return view["winner"] if view["winner"] >= 0 else None
    last = view["last"]
    if last["cell"] >= 0 and len(last["flips"]) >= 2 and last["age"] < 90 and view["grid"][last["cell"]]:
        return view["grid"][last["cell"]]["owner"]
    return None


# -- where things lie -------------------------------------------------------------------------
def _cell(cell: int, near: int) -> tuple[int, int]:
    """Return the centre (x, z) of ``cell``; row 0 lies far from seat 0 (the board turns for seat 1)."""
    row, col = divmod(cell, 3)
    x, z = (col - 1) * PITCH_X, (row - 1) * PITCH_Z
    return (x, z) if near == 0 else (-x, -z)


def _hand_spot(k: int, pos: int, count: int, near: int, raised: bool) -> tuple[int, ...]:
    """Return (x, y, z, rx, ry, rz) of seat ``k``'s card at fan position ``pos`` of ``count``."""
    off = 2 * pos - (count - 1)                       # -4..4, in half steps
    x = off * 78
    z = HAND_Z + abs(off) * 9
    yaw = -off * 34
    lift = 70 if raised else 0
    y = TABLE_TOP + 72 + lift
    if k == near:
        return x, y, z - (40 if raised else 0), TILT, yaw, 0
    return -x, y, -z + (40 if raised else 0), TILT, 2048 + yaw, 0


def _deal_age(view: dict, m: motions.Motion) -> int:
    """Return frames since the deal began (large when it is long done or the game was met mid-way)."""
    fresh = view["phase"] == "place" and not any(card["played"] for s in view["seats"] for card in s["hand"])
    return m.age(("duel", "deal"), True, fresh=fresh)


def _hands(sc: scenes.Scene, view: dict, near: int, m: motions.Motion, dealing: int) -> dict:
    """Place both hands' unplayed cards; return where each was drawn, by (seat, index), for the HUD and the slides."""
    spots: dict = {}
    placing = view["phase"] == "place"
    for k in (near, 1 - near):
        info = view["seats"][k]
        showing = [i for i, card in enumerate(info["hand"]) if not card["played"]]
        chosen = info["selected"] if placing and not info["ai"] and view["turn"] == k else -1
        for pos, i in enumerate(showing):
            card = info["hand"][i]
            if i == chosen and info["lifted"]:
                cx, cz = _cell(info["cursor"], near)
                yaw = 0 if near == 0 else 2048
                target: tuple[int, ...] = (cx, BOARD_TOP + 90, cz, 0, yaw, 0)
            else:
                target = _hand_spot(k, pos, len(showing), near, i == chosen)
            at = m.tween(("duel", "card", k, i), target, 12)
            at = _dealt(at, k, i, dealing)
            spots[(k, i)] = at
            sc.node("card", at[0:3], at[3:6], (CARD_SX, CARD_SY, CARD_SZ), picture=_face(card, k, ""))
    return spots


def _dealt(at: tuple[int, ...], k: int, i: int, dealing: int) -> tuple[int, ...]:
    """Return where a card is while the deal flies it from the pile to ``at`` (face down until it lands)."""
    order = i * 2 + k
    t = (dealing - order * DEAL_GAP) * 1024 // DEAL_FLIGHT
    if t >= 1024:
        return at
    if t <= 0:
        return (PILE[0], PILE[1] + (10 - order) * 3, PILE[2], 0, 0, 2048)
    e = motions.out_cubic(t)
    pos = [lerp(PILE[0], at[0], e), lerp(PILE[1], at[1], e) + hump(t, 260), lerp(PILE[2], at[2], e)]
    rot = [lerp(0, at[3], e), lerp(0, at[4], e), lerp(2048, 4096, e) % 4096]
    return (*pos, *rot)


def _grid(sc: scenes.Scene, view: dict, near: int, m: motions.Motion, spots: dict) -> None:
    last = view["last"]
    yaw = 0 if near == 0 else 2048
    laid_from = None                               # where the card laid this frame was drawn in its hand
    for k in (0, 1):
        for i, card in enumerate(view["seats"][k]["hand"]):
            if m.changed(("duel", "played", k, i), card["played"]) and card["played"]:
                laid_from = m.where(("duel", "card", k, i))
    for c in range(9):
        x, z = _cell(c, near)
        element = view["elements"][c]
        tint = mix(style.FELT, board.ELEMENT_COLOURS[element], 1, 2) if element else style.FELT   # an element shows
        sc.node("felt", (x, TABLE_TOP + 16, z), scale=(164, 512, 208), color=tint)
        placed = view["grid"][c]
        if placed is None:
            continue
        owner = placed["owner"]
        fresh = c == last["cell"] and last["age"] < 5
        born = m.age(("duel", "laid", c), placed["card"]["id"], fresh=fresh)
        pos = m.tween(("duel", "cell", c), (x, BOARD_TOP + 2, z, 0, yaw, 0), SLIDE, motions.in_out_cubic,
                      laid_from if c == last["cell"] else None)
        lift = hump(born * 1024 // SLIDE, 240) if born < SLIDE else 0
        flip_age = m.age(("duel", "owner", c), owner) - _flip_delay(view, c)
        shown, turn = owner, 0
        if 0 <= flip_age < FLIP:
            turn = flip_age * 4096 // FLIP
            shown = owner if turn >= 2048 else 1 - owner      # the colour changes at the half turn
            lift += hump(flip_age * 1024 // FLIP, 160)
        elif flip_age < 0:
            shown = 1 - owner
        sc.node("card", (pos[0], pos[1] + lift, pos[2]), (0, pos[4], turn), (CARD_SX, CARD_SY, CARD_SZ),
                picture=_face(placed["card"], shown, element))
        if SLIDE <= born < SLIDE + 24:                      # the dust ring where it dropped
            grow = 220 + (born - SLIDE) * 10
            sc.node("ring", (x, BOARD_TOP + 1, z), scale=(grow, 512, grow), color=rgb(230, 214, 180, 200))


def _flip_delay(view: dict, c: int) -> int:
    """Return the frames a captured card waits before it turns: a chain's flips wait a beat."""
    return CHAIN_BEAT if c in _chained(view) else 0


def _chained(view: dict) -> list[int]:
    """Return the last move's flips that no side of the laid card touches (a chain took them)."""
    last = view["last"]
    if last["cell"] < 0:
        return []
    row, col = divmod(last["cell"], 3)
    return [c for c in last["flips"] if abs(c // 3 - row) + abs(c % 3 - col) != 1]


# -- the shots ---------------------------------------------------------------------------------
def _camera(sc: scenes.Scene, view: dict, near: int, m: motions.Motion, dealing: int) -> None:
    side = 1 if near == 0 else -1
    last = view["last"]
    info = view["seats"][view["turn"]]
    if view["phase"] == "over":
        ox, oy, oz = OPPONENT
        sc.camera((320, 980, 420), (ox, 1000, oz), 40, frames=60)          # low, across the board on the opponent
    elif view["phase"] == "place" and info["lifted"] and not info["ai"] and view["turn"] == near:
        cx, cz = _cell(info["cursor"], near)
        sc.camera((cx * 6 // 10, 1420, cz + 640), (cx, BOARD_TOP, cz - 40), 40, frames=28)   # pushed in
    elif dealing < 10 * DEAL_GAP + DEAL_FLIGHT + 10 and not _acting(view, near):
        sc.camera((1700, 1900, 1900), (0, TABLE_TOP, -60), 42, frames=50)   # the establishing shot
    elif last["flips"] and last["age"] < 70:
        sc.camera((0, 2050, 1500), (0, TABLE_TOP, -80), 42, frames=30)      # pulled back while captures turn
    else:
        drift = fx.sin(m.frame * 6) * 90 // fx.ONE
        sc.camera((drift * side, 1620, 1220), (0, TABLE_TOP + 40, -60), 44, frames=40,
                  follow=True)                                                            # the close shot


def _acting(view: dict, near: int) -> bool:
    """True once the near seat's player has begun their turn (moved to another card than the first): the
    establishing shot gives way to the close shot, and never holds over a turn being played."""
    info = view["seats"][near]
    return view["phase"] == "place" and view["turn"] == near and not info["ai"] and \
        (info["lifted"] or info["selected"] != _first_unplayed(info))


def _first_unplayed(info: dict) -> int:
    return next((i for i, card in enumerate(info["hand"]) if not card["played"]), -1)


def _effects(sc: scenes.Scene, view: dict, near: int, m: motions.Motion) -> None:
    """Sparks where cards turn and "Chain!" over a chain, in stage pixels through the camera."""
    last = view["last"]
    chained = _chained(view)
    for c in last["flips"]:
        owner = view["grid"][c]["owner"] if view["grid"][c] else 0
        at = m.age(("duel", "owner", c), owner) - _flip_delay(view, c)
        # the half turn: the first frame drawn past it (a frame drawn late may cover several ticks)
        if FLIP // 2 <= at < FLIP and m.changed(("duel", "half", c), owner, fresh=True):
            x, z = _cell(c, near)
            where = sc.project((x, BOARD_TOP + 80, z))
            if where is not None:
                big = c in chained
                m.burst(("duel", "spark", c), where[0], where[1], [SEAT_COLOURS[owner], style.GOLD_LIGHT],
                        30 if big else 18, 7 if big else 5)
                if big and c == chained[0]:
                    m.shout(where[0], where[1] - 40, "Chain!", style.GOLD_LIGHT, 40)
                stage = sc.stage
                stage.cue("flip")


# -- the HUD ------------------------------------------------------------------------------------
def _hud(stage: Stage, sc: scenes.Scene, view: dict, seat: "int | None", near: int, spots: dict) -> None:
    seats = view["seats"]
    for k, x in ((near, 24), (1 - near, stage.width - 24 - 220)):
        info = seats[k]
        left = sum(1 for card in info["hand"] if not card["played"])
        ui.plate(stage, x, 14, 220, info["label"], f"{info['score']} cards  ({left} in hand)", SEAT_COLOURS[k],
                 active=view["phase"] != "over" and view["turn"] == k)
    turn = seats[view["turn"]]
    if view["phase"] == "place":
        line = f"{turn['label']} is thinking..." if view["thinking"] else \
            f"{turn['label']}: lay {turn['hand'][turn['selected']]['name']}" if turn["lifted"] else \
            f"{turn['label']}: choose a card"
    elif view["phase"] == "stake":
        line = f"{turn['label']} takes a card from {seats[1 - view['turn']]['label']}"
    elif view["winner"] < 0:
        line = f"Draw, {seats[0]['score']} to {seats[1]['score']}"
    else:
        line = f"{seats[view['winner']]['label']} wins, {seats[view['winner']]['score']} to " \
               f"{seats[1 - view['winner']]['score']}"
    stage.text(stage.width // 2, 22, line, style.INK, style.HEAD, CENTER, SANS, True, rgb(0, 0, 0, 160), 3)
    if view["phase"] == "stake":
        board.stake_pick(stage, view, seat)          # the board's own pick, where the board draws it
    if view["phase"] == "place" and view["turn"] == near and not turn["ai"]:
        # the card panel under the player's plate, clear of the hand
        board.panel(stage, view, near)
        _hotspots(stage, sc, view, near, spots)
    elif view["phase"] == "over":
        result = "A draw" if view["winner"] < 0 else "You win" if view["winner"] == near and seat is not None \
            else f"{seats[view['winner']]['label']} wins"
        ui.banner(stage, result, f"{seats[near]['score']} - {seats[1 - near]['score']}", y=360)
    board.hint(stage, view, seat)


def _hotspots(stage: Stage, sc: scenes.Scene, view: dict, near: int, spots: dict) -> None:
    """Make the near hand's cards and, with a card lifted, the free cells clickable where the scene draws them.

    Each box is centred where the camera puts the card or the cell and sized from how far apart the
    camera puts them, so no two boxes overlap and a click takes the card or cell drawn under it, even
    in the establishing shot, where the board is small and seen corner on.
    """
    info = view["seats"][near]
    if not info["lifted"]:
        cards = [(i, sc.project(at[0:3])) for (k, i), at in spots.items() if k == near]
        shown = [(i, p) for i, p in cards if p is not None]
        _boxes(stage, [p for _, p in shown], [{"do": "pick", "card": i} for i, _ in shown], 45, 60)
        return
    middles = [_cell(c, near) for c in range(9)]
    cells = [(c, sc.project((x, BOARD_TOP, z))) for c, (x, z) in enumerate(middles)]
    cells = [(c, p) for c, p in cells if p is not None]
    free = [view["grid"][c] is None for c, _ in cells]            # a taken cell's box is not made, but keeps its room
    _boxes(stage, [p for _, p in cells], [{"do": "place", "card": info["selected"], "cell": c} for c, _ in cells
                                          if view["grid"][c] is None], 50, 40, free)


def _boxes(stage: Stage, points: list, actions: list, half_w: int, half_h: int, used: "list | None" = None) -> None:
    """Put a hotspot round each point (for the points ``used`` marks), at most ``half_w`` by ``half_h`` from
    it, shrunk alike until no two boxes (the unused points' too) overlap; none while two points coincide."""
    kx, ky = half_w, half_h
    for a in range(len(points)):
        for b in range(a + 1, len(points)):
            dx, dy = abs(points[a][0] - points[b][0]), abs(points[a][1] - points[b][1])
            if dx + dy < 4:
                return                         # cards still in the dealer's pile: nothing to click yet
            # boxes of kx by ky round both miss each other iff dx >= 2 kx or dy >= 2 ky
            scale = max(dx * 1024 // (2 * half_w), dy * 1024 // (2 * half_h))
            kx, ky = min(kx, max(1, half_w * scale // 1024)), min(ky, max(1, half_h * scale // 1024))
    acts = iter(actions)
    for k, (px, py) in enumerate(points):
        if used is None or used[k]:
            stage.hot(px - kx, py - ky, 2 * kx, 2 * ky, next(acts))


# -- pictures -----------------------------------------------------------------------------------
def _face(card: dict, owner: int, element: str) -> Picture:
    """Return the picture of ``card``'s face in ``owner``'s ground: the board's own stamped face."""
    return board.face_picture(card, owner)
