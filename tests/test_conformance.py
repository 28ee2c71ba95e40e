"""One conformance suite for every registered mode, with no per-mode code.

Every instance of the practice set and the sample pack is played under random pads (human
seats) and AI (the rest) over several seeds, and held to the session contract: no
exception, the end within the mode's frame bound, the same hash sequence on replay and a
different one for another seed, JSON-serialisable views and events, results exactly when
finished with well-formed placements, and no seat's view holding another seat's secrets.
"""

from __future__ import annotations

import json

import pytest

from pycore.host.replay import random_pads
from pycore.host.rounds import RoundDriver
from pycore.kernel.session import Seat
from pycore.modes.registry import MODES
from pycore.packs import load_pack, practice_pack

from tests.conftest import SAMPLE

VIEW_EVERY = 7
HASH_EVERY = 4  # a replay that parts keeps differing, so sampled hashes catch it a few frames late


def _instances(*packs):
    return [pytest.param(inst, id=f"{pack.id}:{inst.id}") for pack in packs for inst in pack.instances]


PACKS = (practice_pack(), load_pack(SAMPLE))
PRACTICE = _instances(PACKS[0])
EVERY = PRACTICE + _instances(PACKS[1])


def _pack_of(inst):
    """Return the pack ``inst`` came from (a session that cues rounds plays them from it)."""
    return next(pack for pack in PACKS if any(other is inst for other in pack.instances))


def _contains(tree, item) -> bool:
    if tree == item:
        return True
    if isinstance(tree, dict):
        return any(_contains(v, item) for v in tree.values()) or any(k == item for k in tree)
    if isinstance(tree, list):
        return any(_contains(v, item) for v in tree)
    return False


def _default_seats(inst):
    return [Seat.human()] + [Seat.ai(("novice", "regular", "expert")[i % 3]) for i in range(inst.config.seats - 1)]


def play(inst, seed: int, seats, pads_seed: int, check_views: bool = True) -> tuple[list[int], object]:
    """Play one game to its end under random pads, checking the contract along the way.

    The host's round driver ticks it, so a session that cues rounds (a party night) plays them.
    """
    spec = inst.spec
    session = spec.session(config=inst.config, seed=seed, seats=seats)
    driver = RoundDriver(_pack_of(inst), session)
    pads = random_pads(pads_seed, seats)
    bound = spec.frame_bound(inst.config)
    hashes = [session.state_hash()]
    for frame in range(bound):
        if session.is_finished():
            break
        assert session.results() is None, f"results before the end, at frame {frame}"
        events = driver.tick(next(pads))
        json.dumps(events)
        assert all(isinstance(e, dict) and isinstance(e.get("kind"), str) for e in events), events
        if frame % HASH_EVERY == 0 or session.is_finished():
            hashes.append(session.state_hash())
        if check_views and (frame % VIEW_EVERY == 0 or session.is_finished()):
            _check_views(session)
    assert session.is_finished(), f"{inst.id} did not finish within {bound} frames"
    _check_results(session)
    return hashes, session


def _check_views(session) -> None:
    json.dumps(session.view(None))
    for seat in range(len(session.seats)):
        view = json.loads(json.dumps(session.view(seat)))
        for secret in json.loads(json.dumps(session.hidden_from(seat))):
            assert not _contains(view, secret), f"seat {seat} can see {secret!r} at frame {session.frame}"


def _check_results(session) -> None:
    results = session.results()
    assert results is not None
    places = list(results.placements)
    assert len(places) == len(session.seats)
    for p in places:  # competition ranking: a place is one more than the seats strictly ahead
        assert p == 1 + sum(1 for q in places if q < p), places
    plain = json.loads(json.dumps(results.to_plain()))
    assert len(plain["rewards"]) == len(session.seats)


@pytest.mark.parametrize("inst", EVERY)
@pytest.mark.parametrize("seed", [1, 2])
def test_random_pads_play_to_the_end_and_replay_identically(inst, seed):
    seats = _default_seats(inst)
    first, _ = play(inst, seed, seats, pads_seed=seed * 31)
    again, _ = play(inst, seed, seats, pads_seed=seed * 31, check_views=False)
    assert first == again, f"replay diverged at frame {next(i for i, (a, b) in enumerate(zip(first, again)) if a != b)}"


@pytest.mark.parametrize("inst", EVERY)
def test_another_seed_diverges(inst):
    """Same seats and pads, seeds 1 and 2: the hash sequences part (checked until they do)."""
    seats = [Seat.human()] + [Seat.ai("expert")] * (inst.config.seats - 1)
    one, two = (inst.spec.session(config=inst.config, seed=seed, seats=seats) for seed in (1, 2))
    pads = random_pads(5, seats)
    for _ in range(inst.spec.frame_bound(inst.config)):
        if one.state_hash() != two.state_hash():
            return
        if one.is_finished() and two.is_finished():
            break
        words = next(pads)
        one.tick(words)
        two.tick(words)
    pytest.fail("seeds 1 and 2 gave the same hash sequence")


@pytest.mark.parametrize("inst", PRACTICE)
def test_all_ai_tables_finish(inst):
    spec = inst.spec
    for n in sorted({spec.min_seats, inst.config.seats, spec.max_seats}):
        seats = [Seat.ai(("expert", "novice", "regular")[i % 3]) for i in range(n)]
        play(inst, 3, seats, pads_seed=3)


def test_every_mode_has_a_practice_instance():
    kinds = {inst.kind for inst in practice_pack().instances}
    missing = [kind for kind in MODES if kind not in kinds]
    assert not missing, f"modes missing from the practice set: {missing}"
