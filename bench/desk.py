"""The card desk's Python frame cost: each stage drawn and exported as the page asks for it (`Arcade.draw` and
`Stage.export` with the pictures already held), the median of N frames in ms of CPU.

    python3 bench/desk.py [--frames N] [--against REF]
    node bench/pyodide.mjs desk [--frames N]

``--against REF`` draws the desk of git revision REF (or of a file holding its screens.py) beside it (its `pycore/collection/screens.py`, laid out
for the 320 x 240 stage before 2 Dec 2026, scaled up as the arcade drew it then), both in one run.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
import types

REPO = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
sys.path.insert(0, REPO)

from pycore.collection import progress as prog  # noqa: E402
from pycore.host.arcade import Arcade  # noqa: E402
from pycore.kernel import pad  # noqa: E402
from pycore.packs import practice_pack  # noqa: E402
from pycore.prims import Stage  # noqa: E402

WALK = [("menu", ()), ("binder", (pad.CROSS,)), ("detail", (pad.CROSS,)),
        ("boosters", (pad.CIRCLE, pad.CIRCLE, pad.DOWN, pad.CROSS)), ("reveal", (pad.CROSS, pad.TRIANGLE)),
        ("sell", (pad.CIRCLE, pad.CIRCLE, pad.DOWN, pad.CROSS)), ("deck", (pad.CIRCLE, pad.DOWN, pad.CROSS, pad.TRIANGLE)),
        ("dealer", (pad.CIRCLE, pad.DOWN, pad.CROSS))]


def old_desk(ref: str):
    """Return REF's card screens module (a git revision, or a file of its source) and a draw of it scaled up to the
    arcade's stage, as the arcade drew it."""
    if os.path.exists(ref):
        with open(ref, encoding="utf-8") as f:
            src = f.read()
    else:
        src = subprocess.run(["git", "-C", REPO, "show", f"{ref}:pycore/collection/screens.py"], capture_output=True,
                             text=True, check=True).stdout
    module = types.ModuleType("pycore.collection._old_screens")
    module.__package__ = "pycore.collection"
    exec(compile(src, "old_screens.py", "exec"), module.__dict__)

    def draw(stage: Stage, desk, frame: int) -> None:
        part = Stage(320, 240)
        part.motion = stage.motion
        module.draw_desk(part, desk, frame)
        k = min(stage.width * 1024 // 320, stage.height * 1024 // 240)
        stage.push((stage.width - 320 * k // 1024) // 2, (stage.height - 240 * k // 1024) // 2, 0, k, k)
        stage.clip(0, 0, 320, 240)
        stage.paste(part)
        stage.pop()
    return draw


def median_ms(draw, frames: int) -> float:
    sent: set = set()
    draw().export(sent)                  # the pictures drawn and sent once, as the page then holds them
    times = []
    for _ in range(frames):
        t = time.process_time()
        draw().export(sent)
        times.append((time.process_time() - t) * 1000)
    return statistics.median(times)


def main(argv: "list[str] | None" = None) -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--frames", type=int, default=300)
    ap.add_argument("--against", default="", help="a git revision to measure beside, or a file of its screens.py "
                    "(in Pyodide, a file: there is no git)")
    args = ap.parse_args(argv)
    arcade = Arcade(practice_pack(), seed=3)
    arcade.open_cards()
    desk = arcade.desk
    for card in desk.book.cards[3:9]:
        prog.add_copy(arcade.profile["cards"], card.id)
    before = old_desk(args.against) if args.against else None

    def old_frame() -> Stage:
        stage = Stage()
        stage.motion = arcade.shell_motion
        arcade.shell_motion.advance()
        before(stage, desk, arcade.frame)   # type: ignore[misc]
        return stage

    print(f"{'stage':10} {'now ms':>8}" + (f" {args.against + ' ms':>14}" if before else "")
          + f"   (median of {args.frames} frames, draw + export, Python {sys.version.split()[0]} {sys.platform})")
    for name, buttons in WALK:
        for b in buttons:
            desk.tick(b)
            desk.tick(0)
        assert desk.stage == name, (desk.stage, name)
        now = median_ms(arcade.draw, args.frames)
        line = f"{name:10} {now:8.3f}"
        if before:
            line += f" {median_ms(old_frame, args.frames):14.3f}"
        print(line)


if __name__ == "__main__":
    main()
