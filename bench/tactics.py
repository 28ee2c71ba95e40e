"""Verdigris Cloister figures: the referee's queries, the AI's decisions by tier, whole campaigns played alone.

Run ``python3 bench/tactics.py`` (``--json`` for machine-readable output). The queries are
timed on the practice campaign's first floor mid-round; the AI is timed per decision over
all-AI campaigns of every tier (both sides at that tier, the referee driven directly, no
pacing); a campaign through the session counts frames per second with the Blight paced as
in play, and the view plus the screen per drawn frame.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pycore.kernel.session import TIERS, Seat  # noqa: E402
from pycore.modes.tactics import ai  # noqa: E402
from pycore.modes.tactics.referee import TURN, Referee  # noqa: E402
from pycore.packs import practice_pack  # noqa: E402
from pycore.prims import Stage  # noqa: E402

INST = practice_pack().instance("practice-tactics")


def _us(fn, repeat: int = 200) -> int:
    started = time.perf_counter()
    for _ in range(repeat):
        fn()
    return round((time.perf_counter() - started) * 1e6 / repeat)


def queries() -> dict:
    """Return microseconds per call of the referee's heavier queries on a live floor."""
    ref = Referee(INST.config, 1, ["regular"], ai.decide_unit)
    ref.start_mission(0, 0)
    while ref.active.side != "monks" or ref.active.ap < 2:   # a monk at the start of its turn
        ref.ai_step()
    act = ref.active
    foe = next(u.id for u in ref.units if u.alive and u.side != act.side)
    return {"snapshot": _us(ref.snapshot), "reachable": _us(lambda: ref.reachable(act.id)),
            "path_to": _us(lambda: ref.path_to(act.id, 0, 9)), "hit_chance": _us(lambda: ref.hit_chance(act.id, foe)),
            "targets": _us(lambda: ref.targets(act.id)), "abilities": _us(lambda: ref.abilities(act.id)),
            "overwatch_cone": _us(lambda: ref.overwatch_cone(act.id)), "tile_info": _us(lambda: ref.tile_info(3, 5))}


def decisions(seeds: int) -> dict:
    """Return the AI's decision time per tier: median and worst, in milliseconds, and the outcomes."""
    out = {}
    for tier in TIERS:
        times: list[float] = []
        outcomes: list[str] = []
        for seed in range(seeds):
            ref = Referee(INST.config, seed, [tier], ai.decide_unit)
            ref.set_blight(0, tier)
            while ref.phase != "over":
                if ref.phase != TURN:
                    ref.start_mission(0, ref.mission)
                    continue
                act = ref.active
                started = time.perf_counter()
                action = ai.decide_unit(ref, act.id, tier)
                times.append(time.perf_counter() - started)
                ref.perform(act.owner, action)
            outcomes.append("/".join(ref.outcomes))
        out[tier] = {"decisions": len(times), "median_ms": round(statistics.median(times) * 1000, 2),
                     "worst_ms": round(max(times) * 1000, 2), "campaigns": outcomes}
    return out


def campaign(seed: int) -> dict:
    """Return frames per second of a whole all-AI campaign through the session, and the view and screen cost."""
    session = INST.spec.session(config=INST.config, seed=seed, seats=[Seat.ai("expert")])
    started = time.perf_counter()
    while not session.is_finished():
        session.tick([0])
    wall = time.perf_counter() - started
    played = session
    session = INST.spec.session(config=INST.config, seed=seed, seats=[Seat.human()])
    session.ref.start_mission(0, 0)
    draws = []
    for frame in range(600):
        session.tick([0])
        if frame % 10 == 0:
            session._cache.clear()       # a fresh view each time: the worst case, as after every change
            t = time.perf_counter()
            INST.spec.screen(session.view(0), 0, Stage(480, 270))
            draws.append(time.perf_counter() - t)
    return {"campaign_frames": played.frame, "seconds": round(wall, 2), "frames_per_second": round(played.frame / wall),
            "outcomes": "/".join(played.ref.outcomes),
            "view_and_screen_ms_median": round(statistics.median(draws) * 1000, 2),
            "view_and_screen_ms_worst": round(max(draws) * 1000, 2)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--seeds", type=int, default=4)
    args = parser.parse_args()
    figures = {"query_us": queries(), "ai": decisions(args.seeds), "campaign": campaign(3)}
    if args.json:
        print(json.dumps(figures))
        return
    print("referee queries, microseconds per call:")
    for name, us in figures["query_us"].items():
        print(f"  {name:15} {us:>7}")
    print("AI decisions by tier (both sides at the tier):")
    for tier, f in figures["ai"].items():
        print(f"  {tier:8} {f['decisions']:>5} decisions, median {f['median_ms']} ms, worst {f['worst_ms']} ms;"
              f" campaigns {', '.join(f['campaigns'])}")
    c = figures["campaign"]
    print(f"an all-AI campaign through the session: {c['campaign_frames']} frames in {c['seconds']} s "
          f"({c['frames_per_second']} frames/s), {c['outcomes']}")
    print(f"view + screen per drawn frame: median {c['view_and_screen_ms_median']} ms, "
          f"worst {c['view_and_screen_ms_worst']} ms")


if __name__ == "__main__":
    main()
