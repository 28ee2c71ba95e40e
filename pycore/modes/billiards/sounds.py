"""Billiards' sounds: the cue's strike by power (the break's crack), ball on ball by the struck ball's speed,
cushions, a ball dropping in a pocket, and the balls rolling while any moves."""

from __future__ import annotations

from pycore.look.sound import cue, last, loop, pan, rose
from pycore.modes.billiards.physics import LENGTH, MAX_SPEED, R, WIDTH
from pycore.prims import Stage


def sounds(view: dict, seat: "int | None", stage: Stage) -> None:
    """Cue what happened on the cloth since the last frame drawn."""
    if rose(stage, "shots", view.get("shots", 0)):
        broke = last(stage, "breaking", view.get("breaking")) is True
        cue(stage, "break" if broke else "strike", 90 + min(100, view.get("power", 50)) * 165 // 100)
    else:
        last(stage, "breaking", view.get("breaking"))
    balls = view.get("balls", ())
    on = [b for b in balls if b[3]]
    if rose(stage, "down", len(balls) - len(on)):
        cue(stage, "pocket")
    moving, started, bounced = 0, [], []
    for number, x, y, _ in on:
        ox, oy, ovx, ovy = last(stage, f"b{number}", (x, y, 0, 0))  # type: ignore[misc]
        vx, vy = x - ox, y - oy
        last(stage, f"b{number}", (x, y, vx, vy))
        speed = max(abs(vx), abs(vy))
        moving += speed
        where = pan(x * stage.width // LENGTH, stage.width)
        if speed and not (ovx or ovy):
            started.append((speed, where))
        elif (vx and ovx and (vx > 0) != (ovx > 0)) or (vy and ovy and (vy > 0) != (ovy > 0)):
            near_rail = min(x, LENGTH - x, y, WIDTH - y) < 3 * R
            bounced.append((speed, where, near_rail))
    for speed, where in started[:2]:              # a ball at rest set moving: ball on ball
        if view.get("shots", 0) or len(started) > 1:
            cue(stage, "ball", 60 + min(speed, MAX_SPEED) * 195 // MAX_SPEED, pan=where)
    for speed, where, near_rail in bounced[:2]:
        if near_rail:
            cue(stage, "cushion", 50 + min(speed, MAX_SPEED) * 150 // MAX_SPEED, pan=where)
        elif not started:
            cue(stage, "ball", 60 + min(speed, MAX_SPEED) * 195 // MAX_SPEED, pan=where)
    if moving:
        loop(stage, "roll", "cloth", min(200, 30 + moving * 170 // (4 * MAX_SPEED)))
