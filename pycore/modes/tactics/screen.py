"""Verdigris Cloister on the 480 x 270 stage: the floor, the units, the initiative strip, the numbers and the log.

Drawn only from the view. The floor (8 x 10 tiles of 22 pixels) sits on the left with its
heights shaded lighter, the garden and the crystal on it; on the right the initiative
strip, the active unit, the move preview or the hit-chance stack exactly as the referee
itemises it, the tile inspector and the mission log; the ability bar runs along the
bottom with each button's reason. Hotspots: every tile (a first click previews, a second
moves or fires), the ability buttons, the portraits, and the briefing's begin button.
"""

from __future__ import annotations

from pycore.prims import CENTER, LEFT, RIGHT, Stage, fit, mix, rgb, with_alpha

W, H = 480, 270
TILE = 22
FX, FY = 6, 20                        # the floor's top left
COLS, ROWS = 8, 10
PX = FX + COLS * TILE + 10            # the right-hand panels
PW = W - PX - 6
BAR_Y = 246
DX = (0, 1, 0, -1)
DY = (-1, 0, 1, 0)
BAR_LABELS = {"move": "Move", "attack": "Shoot", "overwatch": "Watch", "sow:creepvine": "Vine",
              "sow:lightwood": "Wood", "sow:thornbed": "Thorn", "sow:bloomstalk": "Bloom", "burn": "Burn",
              "flood": "Flood", "hold": "Hold", "undo": "Undo", "end_turn": "End"}

INK = rgb(14, 18, 16)
BACK = rgb(24, 30, 27)
PANEL = rgb(34, 44, 40)
STONE = rgb(92, 98, 88)
VERDIGRIS = rgb(72, 168, 140)
BRONZE = rgb(196, 146, 72)
PAPER = rgb(236, 232, 214)
DIM = rgb(150, 158, 148)
WATER = rgb(52, 96, 150)
CRYSTAL = rgb(170, 90, 220)
FIRE = rgb(240, 128, 40)
ALERT = rgb(255, 136, 118)
GOOD = rgb(140, 220, 140)
GOLD = rgb(236, 198, 96)
BLIGHT_TINT = rgb(150, 70, 180)
SEAT_COLOURS = (rgb(120, 200, 255), rgb(255, 196, 96))
GROWTH_COLOURS = {"creepvine": rgb(70, 150, 60), "lightwood": rgb(214, 206, 150), "thornbed": rgb(170, 60, 60),
                  "bloomstalk": rgb(236, 120, 180)}
COVER_COLOURS = {"none": ALERT, "half": GOLD, "full": GOOD, "unseen": DIM}


class _Fit:
    """A smaller stage seen as 480 x 270: every coordinate and size scaled by ``num/den``, centred.

    Until a page draws the larger stage this mode asks for, the whole screen is drawn
    shrunk onto the one it has (hotspots too, so clicks still land), never clipped.
    """

    def __init__(self, stage: Stage) -> None:
        self.stage = stage
        self.width, self.height = stage.width, stage.height   # the stage drawn on (the floor's memory tells them apart)
        wide = stage.width * H <= stage.height * W     # the width is the tighter side
        self.num, self.den = (stage.width, W) if wide else (stage.height, H)
        self.ox = (stage.width - W * self.num // self.den) // 2
        self.oy = (stage.height - H * self.num // self.den) // 2

    def _x(self, v: int) -> int:
        return self.ox + v * self.num // self.den

    def _y(self, v: int) -> int:
        return self.oy + v * self.num // self.den

    def _s(self, v: int) -> int:
        return max(1, v * self.num // self.den)

    def _pts(self, pts: "list[int]") -> list[int]:
        return [self._x(v) if k % 2 == 0 else self._y(v) for k, v in enumerate(pts)]

    def _span(self, x: int, y: int, w: int, h: int) -> tuple[int, int, int, int]:
        """Return a rectangle scaled by its edges, so neighbours meet as they did and never overlap."""
        x0, y0 = self._x(x), self._y(y)
        return x0, y0, max(1, self._x(x + w) - x0), max(1, self._y(y + h) - y0)

    def rect(self, x: int, y: int, w: int, h: int, color: int) -> None:
        self.stage.rect(*self._span(x, y, w, h), color)

    def box(self, x: int, y: int, w: int, h: int, color: int, thickness: int = 1) -> None:
        self.stage.box(*self._span(x, y, w, h), color, self._s(thickness))

    def line(self, x0: int, y0: int, x1: int, y1: int, color: int, width: int = 1) -> None:
        self.stage.line(self._x(x0), self._y(y0), self._x(x1), self._y(y1), color, self._s(width))

    def tri(self, x0: int, y0: int, x1: int, y1: int, x2: int, y2: int, color: int) -> None:
        self.stage.tri(self._x(x0), self._y(y0), self._x(x1), self._y(y1), self._x(x2), self._y(y2), color)

    def quad(self, pts: "list[int]", color: int) -> None:
        self.stage.quad(self._pts(pts), color)

    def ellipse(self, cx: int, cy: int, rx: int, ry: int, color: int) -> None:
        self.stage.ellipse(self._x(cx), self._y(cy), self._s(rx), self._s(ry), color)

    def text(self, x: int, y: int, text: str, color: int, size: int = 8, align: int = LEFT) -> None:
        self.stage.text(self._x(x), self._y(y), text, color, self._s(size), align)

    def paste(self, part: Stage) -> None:
        self.stage.paste(part)    # a layer drawn through a _Fit of its own: already scaled

    def hot(self, x: int, y: int, w: int, h: int, action: dict) -> None:
        self.stage.hot(*self._span(x, y, w, h), action)


def screen(view: dict, seat: "int | None", stage: Stage) -> None:
    """Draw one frame of the cloister as ``seat`` sees it (the squad hides nothing), shrunk onto a smaller stage."""
    if stage.width < W or stage.height < H:
        stage.rect(0, 0, stage.width, stage.height, BACK)
        stage = _Fit(stage)  # type: ignore[assignment]
    stage.rect(0, 0, W, H, BACK)
    _top(stage, view)
    _floor(stage, view)
    _units(stage, view)
    _overlays(stage, view)
    _queue(stage, view)
    _active(stage, view)
    _numbers(stage, view)
    _inspector(stage, view)
    _log(stage, view)
    _bar(stage, view)
    if view["menu"]:
        _menu(stage, view)
    if view["phase"] in ("briefing", "debrief", "over"):
        _briefing(stage, view)
    if view["notice"]:
        stage.rect(FX, BAR_Y - 14, COLS * TILE, 12, with_alpha(INK, 220))
        stage.text(FX + 3, BAR_Y - 12, fit(view["notice"], COLS * TILE - 6, 7), ALERT, 7, LEFT)


def _centre(x: int, y: int) -> tuple[int, int]:
    return FX + x * TILE + TILE // 2, FY + y * TILE + TILE // 2


def _top(stage: Stage, view: dict) -> None:
    b = view["brief"]
    stage.rect(0, 0, W, 16, PANEL)
    stage.text(6, 4, fit(b["name"], 150, 8), BRONZE, 8, LEFT)
    stage.text(160, 4, fit(f"Round {b['round']}/{b['rounds']}: {b['line']}", 210, 7), PAPER, 7, LEFT)
    stage.text(W - 6, 4, f"Crystal {b['crystal']}/{b['crystal_limit']}", CRYSTAL, 7, RIGHT)


_FLOOR: list = []   # the floor's layer last drawn, and what it was drawn from: the same frame after frame


def _floor(stage: Stage, view: dict) -> None:
    """Paste the floor's layer, drawn again only when the tiles or the stage differ from the last frame's."""
    key = (stage.width, stage.height, list(view["brief"]["goal"]), [dict(t) for t in view["tiles"]])   # a copy: views are not ours
    if not _FLOOR or _FLOOR[0] != key:
        layer = Stage(stage.width, stage.height)
        _tiles(_Fit(layer) if isinstance(stage, _Fit) else layer, view)
        _FLOOR[:] = [key, layer]
    stage.paste(_FLOOR[1])


def _tiles(stage: Stage, view: dict) -> None:
    goal = view["brief"]["goal"]
    for i, t in enumerate(view["tiles"]):
        x, y = i % COLS, i // COLS
        sx, sy = FX + x * TILE, FY + y * TILE
        base = WATER if t["water"] else mix(STONE, PAPER, t["h"], 5)
        stage.rect(sx, sy, TILE - 1, TILE - 1, base)
        if t["h"]:
            stage.rect(sx, sy, TILE - 1, 2 + t["h"], mix(base, PAPER, 1, 3))
            stage.text(sx + TILE - 3, sy + TILE - 9, str(t["h"]), INK, 6, RIGHT)
        if t["crystal"]:
            cx, cy = sx + TILE // 2, sy + TILE // 2
            stage.quad([cx, cy - 9, cx + 7, cy, cx, cy + 9, cx - 7, cy], CRYSTAL)
            stage.line(cx, cy - 9, cx, cy + 9, mix(CRYSTAL, PAPER, 1, 2), 1)
        if t["growth"]:
            _growth(stage, sx, sy, t["growth"], t["stage"])
        if t["fire"]:
            stage.tri(sx + 4, sy + TILE - 4, sx + TILE // 2, sy + 3, sx + TILE - 5, sy + TILE - 4, FIRE)
        if [x, y] == goal:
            stage.box(sx, sy, TILE - 1, TILE - 1, GOLD, 2)
        stage.hot(sx, sy, TILE - 1, TILE - 1, {"do": "tile", "x": x, "y": y})


def _growth(stage: Stage, sx: int, sy: int, kind: str, grown: int) -> None:
    colour = GROWTH_COLOURS[kind]
    size = 3 + grown * 2
    cx, cy = sx + TILE // 2, sy + TILE // 2
    if kind == "creepvine":
        for k in range(grown + 1):
            stage.line(sx + 3, sy + 5 + k * 4, sx + TILE - 4, sy + 3 + k * 4, colour, 2)
    elif kind == "lightwood":
        stage.rect(cx - 1, cy, 2, size, mix(colour, INK, 1, 2))
        stage.ellipse(cx, cy - 1, size, size, colour)
    elif kind == "thornbed":
        for k in range(grown + 1):
            ox = sx + 3 + k * 5
            stage.tri(ox, sy + TILE - 4, ox + 2, sy + TILE - 4 - size, ox + 4, sy + TILE - 4, colour)
    else:
        stage.line(cx, sy + TILE - 3, cx, cy, rgb(70, 150, 60), 1)
        stage.ellipse(cx, cy - 2, size // 2 + 1, size // 2 + 1, colour)


def _units(stage: Stage, view: dict) -> None:
    active = view["active"]
    for u in view["units"]:
        if not u["alive"]:
            continue
        cx, cy = _centre(u["x"], u["y"])
        body = (VERDIGRIS if u["side"] == "monks" else
                {"mote": rgb(200, 120, 230), "shard": rgb(150, 80, 210), "hulk": rgb(110, 50, 150)}[u["form"]])
        radius = {"monk": 7, "mote": 5, "shard": 6, "hulk": 9}[u["form"]]
        if u["id"] == active:
            stage.ellipse(cx, cy, radius + 3, radius + 3, GOLD if view["pulse"] % 2 else BRONZE)
        stage.ellipse(cx, cy, radius, radius, body)
        f = u["facing"]
        tx, ty = cx + DX[f] * (radius + 3), cy + DY[f] * (radius + 3)
        px, py = DY[f] * 3, -DX[f] * 3
        stage.tri(tx, ty, cx + DX[f] * radius + px, cy + DY[f] * radius + py,
                  cx + DX[f] * radius - px, cy + DY[f] * radius - py, PAPER)
        for k in range(u["max_hp"]):
            stage.rect(cx - 9 + k * 18 // u["max_hp"], cy + 9, max(1, 18 // u["max_hp"] - 1), 2,
                       GOOD if k < u["hp"] else INK)
        if u["overwatch"] >= 0:
            stage.box(cx - 10, cy - 10, 20, 20, ALERT, 1)
        # a monk by the initial of the name, a form of the Blight by its own (as in the initiative strip)
        stage.text(cx, cy - 4, u["name"].split()[-1][0] if u["side"] == "monks" else u["form"][0].upper(),
                   INK if u["side"] == "monks" else PAPER, 7, CENTER)


def _overlays(stage: Stage, view: dict) -> None:
    for cone in view["cones"] + ([view["aim_cone"]] if view["aim_cone"] else []):
        for x, y in cone["tiles"]:
            stage.rect(FX + x * TILE + 1, FY + y * TILE + 1, TILE - 3, TILE - 3, with_alpha(ALERT, 50))
    for r in view["reachable"]:
        sx, sy = FX + r["x"] * TILE, FY + r["y"] * TILE
        stage.rect(sx + 1, sy + 1, TILE - 3, TILE - 3, with_alpha(VERDIGRIS if r["ap"] == 1 else BRONZE, 60))
    path = view["path"]
    if path and path["ok"]:
        act = next(u for u in view["units"] if u["id"] == view["active"])
        last = _centre(act["x"], act["y"])
        for x, y in path["path"]:
            here = _centre(x, y)
            stage.line(last[0], last[1], here[0], here[1], PAPER, 2)
            last = here
        stage.text(last[0], last[1] - 4, f"{path['cost']}/{path['ap']}AP", PAPER, 6, CENTER)
        stage.box(last[0] - 10, last[1] - 10, 20, 20, COVER_COLOURS[path["cover"]], 2)
    px, py = view["preview"]
    if px >= 0:
        stage.box(FX + px * TILE - 1, FY + py * TILE - 1, TILE + 1, TILE + 1, PAPER, 1)
    cx, cy = view["cursor"]
    colour = SEAT_COLOURS[view["me"] % 2]
    stage.box(FX + cx * TILE, FY + cy * TILE, TILE - 1, TILE - 1, colour, 1 + view["pulse"] % 2)


def _queue(stage: Stage, view: dict) -> None:
    stage.text(PX, 20, "Initiative", DIM, 7, LEFT)
    units = view["units"]
    for k, uid in enumerate(view["queue_ahead"]):
        u = units[uid]
        x = PX + 46 + k * 22
        stage.rect(x, 18, 20, 20, PANEL if k else mix(PANEL, GOLD, 1, 3))
        colour = VERDIGRIS if u["side"] == "monks" else BLIGHT_TINT
        stage.ellipse(x + 10, 28, 7, 7, colour)
        label = u["name"].split()[-1][0] if u["side"] == "monks" else u["form"][0].upper()
        stage.text(x + 10, 24, label, INK, 7, CENTER)
        stage.hot(x, 18, 20, 20, {"do": "focus", "unit": uid})


def _active(stage: Stage, view: dict) -> None:
    y = 42
    stage.rect(PX, y, PW, 22, PANEL)
    if view["active"] < 0:
        stage.text(PX + 4, y + 7, "No unit is acting.", DIM, 7, LEFT)
        return
    u = view["units"][view["active"]]
    who = "the Blight" if u["owner"] < 0 else view["seats"][u["owner"]]["label"]
    stage.text(PX + 4, y + 3, fit(f"{u['name']} ({u['form']})", 140, 8), PAPER, 8, LEFT)
    stage.text(PX + 4, y + 13, fit(f"HP {u['hp']}/{u['max_hp']}  AP {u['ap']}  for {who}", 170, 7), DIM, 7, LEFT)
    if view["ai_turn"]:
        stage.text(PX + PW - 4, y + 7, "thinking...", BRONZE, 7, RIGHT)
    elif view["arming"]:
        stage.text(PX + PW - 4, y + 7, fit(f"aim: {BAR_LABELS[view['arming']]} - pick a tile", 100, 7), GOLD, 7,
                   RIGHT)


def _numbers(stage: Stage, view: dict) -> None:
    y = 68
    stage.rect(PX, y, PW, 92, PANEL)
    chance, path = view["chance"], view["path"]
    if chance:
        target = view["units"][chance["target"]]
        head = f"{chance['chance']}% to hit {target['name']}" if chance["ok"] else chance["reason"]
        stage.text(PX + 4, y + 3, fit(head, PW - 8, 8), GOLD if chance["ok"] else ALERT, 8, LEFT)
        for k, item in enumerate(chance["items"]):
            ly = y + 14 + k * 8
            stage.text(PX + 8, ly, fit(item["label"], PW - 50, 7), PAPER, 7, LEFT)
            value = item["value"]
            stage.text(PX + PW - 8, ly, f"{value:+d}", GOOD if value > 0 else ALERT if value < 0 else DIM, 7, RIGHT)
        foot = y + 14 + len(chance["items"]) * 8
        stage.text(PX + 8, foot, f"= {chance['chance']}%  (held to {chance['range'][0]}-{chance['range'][1]}), "
                   f"crit {chance['crit']}%, dmg {chance['damage'][0]}-{chance['damage'][1]}", DIM, 6, LEFT)
        stage.text(PX + PW - 8, y + 3, "click again: fire" if chance["ok"] else "", DIM, 6, RIGHT)
    elif path:
        if path["ok"]:
            stage.text(PX + 4, y + 3, f"Walk: cost {path['cost']}, {path['ap']} AP", PAPER, 8, LEFT)
            stage.text(PX + 4, y + 15, f"Cover there: {path['cover']} (best {path['best_cover']})",
                       COVER_COLOURS[path["cover"]], 7, LEFT)
            stage.text(PX + 4, y + 27, f"{len(path['path'])} steps; click again to walk", DIM, 7, LEFT)
        else:
            stage.text(PX + 4, y + 3, fit(path["reason"], PW - 8, 7), ALERT, 7, LEFT)
    else:
        stage.text(PX + 4, y + 3, "Click a tile to preview a walk, an enemy to see the chance.", DIM, 7, LEFT)
        ready = [a["label"] for a in view["abilities"] if a["ok"]]
        line = y + 14
        if ready:
            stage.text(PX + 4, line, fit("Ready: " + ", ".join(ready), PW - 8, 7), GOOD, 7, LEFT)
            line += 10
        for a in view["abilities"]:          # why each other action is out of reach now
            if not a["ok"] and line < y + 82:
                stage.text(PX + 4, line, fit(f"{a['label']}: {a['reason']}", PW - 8, 7), DIM, 7, LEFT)
                line += 9
        undo_ok, undo_reason = view["can_undo"]
        if view["committed"] and line < y + 82:
            stage.text(PX + 4, line, fit(f"Undo: {undo_reason}", PW - 8, 7), BRONZE, 7, LEFT)


def _inspector(stage: Stage, view: dict) -> None:
    y = 164
    t = view["inspect"]
    stage.rect(PX, y, PW, 34, PANEL)
    if not t.get("ok"):
        return
    parts = [f"({t['x']}, {t['y']}) height {t['height']}"]
    if t["water"]:
        parts.append("flooded")
    if t["crystal"]:
        parts.append("crystal")
    if t["growth"]:
        parts.append(f"{t['growth']} {t['stage']}")
    if t["fire"]:
        parts.append("burning")
    stage.text(PX + 4, y + 3, fit(", ".join(parts), PW - 8, 7), PAPER, 7, LEFT)
    n = t["next"]
    nxt = f"{n['growth']} {n['stage']}" if n["growth"] else "bare"
    extra = ("; fire may spread here" if n["fire_spreads_here"] else "") + \
            ("; crystal may spread here" if n["crystal_may_spread"] else "")
    stage.text(PX + 4, y + 13, fit(f"Next round: {nxt}{extra}", PW - 8, 7), DIM, 7, LEFT)
    who = view["units"][t["unit"]]["name"] if t["unit"] >= 0 else "nobody"
    stage.text(PX + 4, y + 23, fit(f"Best cover {t['best_cover']}; {who} stands here", PW - 8, 7), DIM, 7, LEFT)


def _log(stage: Stage, view: dict) -> None:
    y = 202
    stage.rect(PX, y, PW, 40, PANEL)
    for k, line in enumerate(view["log"][-4:]):
        stage.text(PX + 4, y + 3 + k * 9, fit(line, PW - 8, 7), PAPER if k == len(view["log"][-4:]) - 1 else DIM,
                   7, LEFT)


def _bar(stage: Stage, view: dict) -> None:
    legal = {a["name"]: a for a in view["abilities"]}
    step = (W - 12) // len(view["menu_items"])
    for k, name in enumerate(view["menu_items"]):
        x = 6 + k * step
        key = name.split(":")[0]
        ok = legal.get(key, {}).get("ok", False) if key != "undo" else view["can_undo"][0]
        chosen = view["arming"] == name
        stage.rect(x, BAR_Y, step - 2, 20, mix(PANEL, GOLD, 1, 2) if chosen else PANEL)
        stage.text(x + (step - 2) // 2, BAR_Y + 6, BAR_LABELS[name], PAPER if ok else DIM, 7, CENTER)
        stage.hot(x, BAR_Y, step - 2, 20, {"do": "ability", "name": name})


def _menu(stage: Stage, view: dict) -> None:
    legal = {a["name"]: a for a in view["abilities"]}
    x, y, w = FX + 2, FY + 10, COLS * TILE - 4
    stage.rect(x, y, w, 12 * len(view["menu_items"]) + 6, with_alpha(INK, 235))
    for k, name in enumerate(view["menu_items"]):
        key = name.split(":")[0]
        info = legal.get(key, {"ok": False, "reason": ""})
        ok, reason = (view["can_undo"][0], view["can_undo"][1]) if key == "undo" else (info["ok"], info["reason"])
        ly = y + 4 + k * 12
        if k == view["menu_index"]:
            stage.rect(x + 2, ly - 1, w - 4, 11, mix(PANEL, GOLD, 1, 3))
        stage.text(x + 6, ly, BAR_LABELS[name], PAPER if ok else DIM, 7, LEFT)
        if not ok:
            stage.text(x + 38, ly + 1, fit(reason, w - 42, 6), ALERT, 6, LEFT)


def _briefing(stage: Stage, view: dict) -> None:
    b = view["brief"]
    x, y, w, h = 40, 40, 400, 180
    stage.rect(x, y, w, h, with_alpha(INK, 240))
    stage.box(x, y, w, h, BRONZE, 2)
    phase = view["phase"]
    if phase == "over":
        won = view["outcomes"] and view["outcomes"][-1] == "won" and all(o == "won" for o in view["outcomes"])
        stage.text(x + w // 2, y + 12, "The campaign is won" if won else "The campaign is lost", GOLD, 12, CENTER)
        stage.text(x + w // 2, y + 32, fit(view["verdict"], w - 20, 8), PAPER, 8, CENTER)
    else:
        head = f"Mission {b['index'] + 1}: {b['name']}"
        stage.text(x + w // 2, y + 10, fit(head, w - 20, 12), GOLD, 12, CENTER)
        if phase == "debrief":
            stage.text(x + w // 2, y + 28, fit(f"Last mission: {view['verdict']}", w - 20, 7), GOOD, 7, CENTER)
        stage.text(x + 12, y + 42, fit(b["text"], w - 24, 7), PAPER, 7, LEFT)
        stage.text(x + 12, y + 56, fit(f"Objective: {b['line']}. The Blight wins at {b['crystal_limit']} crystal "
                                       "tiles.", w - 24, 7), PAPER, 7, LEFT)
    for k, m in enumerate(view["missions"]):
        colour = {"won": GOOD, "lost": ALERT, "next": GOLD, "playing": GOLD}.get(m["state"], DIM)
        stage.text(x + 12, y + 76 + k * 10, fit(f"{k + 1}. {m['name']}: {m['state']}", 180, 7), colour, 7, LEFT)
    for k, c in enumerate(view["carried"]):
        text = f"{c['name']}: fallen" if c["fallen"] else f"{c['name']}: {c['wounds']} wounds carried"
        stage.text(x + 210, y + 76 + k * 10, fit(text, 180, 7), ALERT if c["fallen"] or c["wounds"] else DIM, 7,
                   LEFT)
    if phase != "over":
        _tier_picker(stage, b, x + w - 144, y + h - 44)
        stage.rect(x + w // 2 - 50, y + h - 30, 100, 20, mix(PANEL, GOLD, 1, 2))
        stage.text(x + w // 2, y + h - 24, "Begin (Cross)", INK, 8, CENTER)
        stage.hot(x + w // 2 - 50, y + h - 30, 100, 20, {"do": "start"})


def _tier_picker(stage: Stage, brief: dict, x: int, y: int) -> None:
    """Draw the Blight's tier as three buttons, the chosen one lit: Left/Right or a click picks it."""
    stage.text(x, y, "The Blight's tier (Left/Right)", DIM, 7, LEFT)
    for k, tier in enumerate(brief["blight_tiers"]):
        bx = x + k * 44
        chosen = tier == brief["blight_tier"]
        stage.rect(bx, y + 12, 40, 16, mix(PANEL, GOLD, 1, 2) if chosen else PANEL)
        stage.box(bx, y + 12, 40, 16, GOLD if chosen else BRONZE, 1)
        stage.text(bx + 20, y + 16, tier.capitalize(), INK if chosen else PAPER, 7, CENTER)
        stage.hot(bx, y + 12, 40, 16, {"do": "blight", "tier": tier})
