"""Golden playthroughs: a short recorded game per practice instance, diffed in the tests.

Each file is JSON lines: a header, then one line per frame on which something happened
(pads, events, hash) and a hash line every 60 frames, then the results. A rule change
shows up as a readable diff of these lines.
"""

from __future__ import annotations

import json
from pathlib import Path

from pycore import open_session
from pycore.host.replay import hex_hash, random_pads
from pycore.host.rounds import RoundDriver
from pycore.packs import practice_pack

SEED = 7
FRAMES = 900


def playthrough(instance_id: str) -> list[str]:
    """Return the golden lines of one practice instance."""
    session = open_session(instance_id, seed=SEED)
    driver = RoundDriver(practice_pack(), session)   # a session that cues rounds plays them
    lines = [json.dumps({"instance": instance_id, "seed": SEED, "seats": [s.spec() for s in session.seats],
                         "pads": f"random:{SEED}"}, sort_keys=True)]
    pads = random_pads(SEED, session.seats)
    for frame in range(FRAMES):
        if session.is_finished():
            break
        words = next(pads)
        events = driver.tick(words)
        if events or frame % 60 == 59:
            lines.append(json.dumps({"frame": frame, "pads": words, "events": events, "hash": hex_hash(session)},
                                    sort_keys=True))
    results = session.results()
    lines.append(json.dumps({"frames": session.frame, "finished": session.is_finished(), "hash": hex_hash(session),
                             "results": results.to_plain() if results else None}, sort_keys=True))
    return lines


def _path(folder: Path, instance_id: str) -> Path:
    return folder / f"{instance_id}.jsonl"


def write_all(folder: Path) -> list[str]:
    """Regenerate every golden file; return the files written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for inst in practice_pack().instances:
        path = _path(folder, inst.id)
        path.write_text("\n".join(playthrough(inst.id)) + "\n", encoding="utf-8")
        written.append(f"wrote {path}")
    return written


def check_all(folder: Path) -> list[str]:
    """Compare every golden file with a fresh playthrough; return the differences found."""
    problems = []
    for inst in practice_pack().instances:
        path = _path(folder, inst.id)
        if not path.is_file():
            problems.append(f"{path}: missing (run `python -m pycore golden --write`)")
            continue
        want = path.read_text(encoding="utf-8").splitlines()
        got = playthrough(inst.id)
        for i, (a, b) in enumerate(zip(want, got)):
            if a != b:
                problems.append(f"{path}:{i + 1}: golden {a[:200]}\n{' ' * len(str(path))}  now    {b[:200]}")
                break
        else:
            if len(want) != len(got):
                problems.append(f"{path}: golden has {len(want)} lines, the playthrough {len(got)}")
    return problems
