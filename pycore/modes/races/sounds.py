"""Racing's sounds: every car's engine following its speed, panned by where it is from the player's car;
the countdown and go, boosts, hops, shields, slows, laps and the finish."""

from __future__ import annotations

from pycore.kernel import fx
from pycore.look.sound import became, cue, loop, rose
from pycore.modes.races.car import RADIUS, TOP_SPEED
from pycore.prims import Stage

HEARD = 160 * fx.ONE          # a car this far off (in track units) is at the edge of hearing


def sounds(view: dict, seat: "int | None", stage: Stage) -> None:
    """Cue what happened on the track since the last frame drawn, and keep the engines running."""
    racers = view.get("racers", ())
    if not racers:
        return
    me = racers[seat if seat is not None and seat < len(racers) else 0]
    left = view.get("countdown", 0)
    if became(stage, "countdown", (left + 59) // 60) and left:
        cue(stage, "countdown")
    elif became(stage, "go", left == 0) and left == 0:
        cue(stage, "go")
    for i, r in enumerate(racers):
        dx, dy = r["x"] - me["x"], r["y"] - me["y"]
        far = min(HEARD, max(abs(dx), abs(dy)))
        near = 255 - far * 200 // HEARD                         # the player's own car is loudest
        where = max(-100, min(100, dx * 100 // HEARD))
        if r.get("finished", -1) < 0 or r is me:
            speed = max(0, r.get("speed", 0))
            loop(stage, "engine", f"car{i}", near * (90 + min(speed, TOP_SPEED) * 165 // TOP_SPEED) // 255,
                 pitch=min(speed, 2 * TOP_SPEED) * 1200 // TOP_SPEED, pan=where)
        if rose(stage, f"boost{i}", r.get("boost", 0)):
            cue(stage, "boost", near, pan=where)
        if rose(stage, f"hop{i}", r.get("hop", 0)):
            cue(stage, "hop", near, pan=where)
        if rose(stage, f"shield{i}", r.get("shield", 0)):
            cue(stage, "shield", near, pan=where)
        if rose(stage, f"slow{i}", r.get("slow", 0)):
            cue(stage, "slow", near, pan=where)
        if rose(stage, f"lap{i}", r.get("lap", 0)) and r is me and r.get("finished", -1) < 0:
            cue(stage, "lap")
        if became(stage, f"finished{i}", r.get("finished", -1) >= 0) and r.get("finished", -1) >= 0:
            cue(stage, "finish", near, pan=where)
    racing = [r for r in racers if r.get("finished", -1) < 0 and not r.get("hop")]
    touch = (2 * RADIUS + 2 * fx.ONE) ** 2          # the rules push a bumped pair just this far apart
    for i, a in enumerate(racing):
        for b in racing[i + 1:]:
            close = (a["x"] - b["x"]) ** 2 + (a["y"] - b["y"]) ** 2 < touch
            if became(stage, f"touch{a['seat']}-{b['seat']}", close) and close and me in (a, b):
                cue(stage, "bump")             # the player's own car touched another
