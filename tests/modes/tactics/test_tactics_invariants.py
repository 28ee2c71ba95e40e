"""What holds on every frame of every game: the floor's bounds, one unit a tile, hit points accounted for."""

from __future__ import annotations

import pytest

from pycore.host.replay import random_pads
from pycore.kernel.session import Seat
from pycore.modes.tactics.referee import COLS, TURN
from pycore.modes.tactics.tuning import AP_PER_TURN, GROWTH_TOP, MAX_HEIGHT
from pycore.packs import load_pack, practice_pack

from tests.conftest import SAMPLE

INSTANCES = [practice_pack().instance("practice-tactics"), load_pack(SAMPLE).instance("cloister-pair")]


def check(ref, hp_before: dict, events: list) -> None:
    spots = []
    for u in ref.units:
        assert 0 <= u.hp <= u.max_hp and u.alive == (u.hp > 0)
        assert 0 <= u.ap <= AP_PER_TURN and -1 <= u.watch < 4 and 0 <= u.facing < 4
        if u.alive:
            i = u.y * COLS + u.x
            assert i not in spots, f"two units on ({u.x}, {u.y})"
            assert not ref.crystal[i], f"{u.name} stands on crystal"
            spots.append(i)
    assert all(0 <= s <= GROWTH_TOP for s in ref.stage) and all(0 <= h <= MAX_HEIGHT for h in ref.height)
    assert all(not (ref.water[i] and ref.fire[i]) for i in range(len(ref.water)))
    assert all(ref.growth[i] or not ref.stage[i] for i in range(len(ref.stage)))
    if ref.phase == TURN:
        act = ref.active
        assert act is not None and act.alive
        assert all(ref.units[k].alive for k in ref.queue_ahead(12))
    # hit points: every loss is a damage event, every gain a mending (within one floor; the Blight's tier picked
    # at a briefing sets its forms' health)
    if not any(e["kind"] in ("mission_ended", "blight_tier") for e in events):
        for u in ref.units:
            lost = sum(e["damage"] for e in events if e["kind"] == "unit_damaged" and e["unit"] == u.id)
            mended = sum(1 for e in events if e["kind"] == "unit_mended" and e["unit"] == u.id)
            before = hp_before.get(u.id, u.hp)
            assert u.hp == max(0, before - lost) + mended or (u.hp == 0 and before - lost <= 0), (u.name, before, lost)


@pytest.mark.parametrize("inst", INSTANCES, ids=lambda i: i.id)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_frame_keeps_the_floor_and_the_hit_points_in_order(inst, seed):
    seats = [Seat.human()] + [Seat.ai("expert")] * (inst.config.seats - 1)
    session = inst.spec.session(config=inst.config, seed=seed, seats=seats)
    pads = random_pads(seed * 7, seats)
    for _ in range(6000):
        if session.is_finished():
            break
        hp = {u.id: u.hp for u in session.ref.units}
        events = session.tick(next(pads))
        check(session.ref, hp, events)
    assert session.frame > 100
