"""How long a practice game lasts: each instance played by AI seats alone, in game seconds (60 frames a second).

    python bench/practice_lengths.py [instance ...]

Prints the frames and seconds to the end for a few seeds, so a practice set that is a stub
(a race of seconds, a course of two holes) shows as a number. The race and the golf course
are played by regular AIs; prop hunt's rounds run their clocks. Ratios side by side: the
shortest and the longest of the seeds.
"""

from __future__ import annotations

import sys

from pycore.kernel.session import Seat
from pycore.packs import practice_pack

DEFAULT = ("practice-golf", "practice-races", "practice-prop_hunt")
SEEDS = (1, 2, 3)


def length(instance_id: str, seed: int) -> int:
    """Return the frames a game of ``instance_id`` takes with every seat a regular AI."""
    inst = practice_pack().instance(instance_id)
    seats = [Seat.ai("regular") for _ in range(inst.config.seats)]
    session = inst.spec.session(config=inst.config, seed=seed, seats=seats)
    bound = inst.spec.frame_bound(inst.config)
    while not session.is_finished() and session.frame < bound:
        session.tick([0] * len(seats))
    return session.frame


def main(ids: "list[str]") -> None:
    print(f"{'instance':28} {'seed':>4} {'frames':>7} {'seconds':>8}")
    for instance_id in ids or DEFAULT:
        frames = []
        for seed in SEEDS:
            f = length(instance_id, seed)
            frames.append(f)
            print(f"{instance_id:28} {seed:>4} {f:>7} {f / 60:>8.1f}")
        print(f"{instance_id:28} {'min':>4} {min(frames):>7} {min(frames) / 60:>8.1f}   "
              f"max/min {max(frames) / max(1, min(frames)):.2f}")


if __name__ == "__main__":
    main(sys.argv[1:])
