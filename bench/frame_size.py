"""Measure the largest screen frame of every practice instance, in prims and export words.

    .venv/bin/python bench/frame_size.py [FRAMES]

Plays each practice instance from its golden seed with random pads (human seats) and the AI,
draws every seat's screen every 5th frame, and prints the most prims and words one frame drew.
The prim budget of ``pycore.prims.Stage`` is set well above the largest figure printed here.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pycore.host.replay import random_pads  # noqa: E402
from pycore.host.rounds import RoundDriver  # noqa: E402
from pycore.kernel.session import Seat  # noqa: E402
from pycore.packs import practice_pack  # noqa: E402
from pycore.prims import MAX_PRIMS, Stage  # noqa: E402


def largest(inst, pack, frames: int) -> tuple[int, int]:
    n = max(2, inst.spec.min_seats)
    seats = [Seat.human()] + [Seat.ai()] * (n - 1)
    session = inst.spec.session(config=inst.config, seed=1, seats=seats)
    driver = RoundDriver(pack, session)
    pads = random_pads(1, seats)
    most_prims = most_words = 0
    for frame in range(frames):
        if session.is_finished():
            break
        driver.tick(next(pads))
        if frame % 5:
            continue
        for seat in range(n):
            stage = Stage(*inst.spec.stage)
            driver.draw(stage, seat, inst.spec.screen)
            most_prims = max(most_prims, stage.count)
            most_words = max(most_words, len(stage.words))
    return most_prims, most_words


def main() -> None:
    frames = int(sys.argv[1]) if len(sys.argv) > 1 else 3000
    pack = practice_pack()
    top = 0
    for inst in pack.instances:
        prims, words = largest(inst, pack, frames)
        top = max(top, prims)
        print(f"{inst.id:32} {prims:6} prims {words:7} words")
    print(f"largest {top} prims; the budget is {MAX_PRIMS} ({MAX_PRIMS // max(1, top)}x)")


if __name__ == "__main__":
    main()
