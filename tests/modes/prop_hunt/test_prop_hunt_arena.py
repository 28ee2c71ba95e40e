"""Prop hunt's pack section and arena: geometry refused with reasons, walls never entered, determinism."""

from __future__ import annotations

import copy

import pytest

from pycore.host.replay import random_pads
from pycore.kernel.fx import fx
from pycore.kernel.schema import PackError, Table
from pycore.kernel.session import Seat
from pycore.modes.prop_hunt.config import parse
from pycore.modes.prop_hunt.rules import HIDE, HUNT, frame_bound

from .arenas import open_game

GOOD = {
    "id": "den", "seats": 3, "width": 120, "height": 80,
    "hunter_spawn": [10, 10], "hider_spawn": [100, 60],
    "blockers": [[50, 0, 10, 40]],
    "props": [{"id": "crate", "name": "Crate", "radius": 5, "decoys": [20, 60, 90, 20]},
              {"id": "vase", "name": "Vase", "radius": 3, "color": "#336699", "decoys": [80, 70]}],
}


def read(raw: dict):
    t = Table(raw, "modes.toml", "prop_hunt", 0)
    config = parse(t, None)
    t.done()
    return config


def refusal(**changes) -> str:
    raw = copy.deepcopy(GOOD)
    raw.update(changes)
    with pytest.raises(PackError) as info:
        read(raw)
    return str(info.value)


def test_a_good_section_reads_every_field():
    c = read(GOOD)
    assert (c.width, c.height, c.seats, c.rounds, c.hunters) == (120, 80, 3, 0, 1)
    assert [(k.id, k.radius, k.decoys) for k in c.props] == [("crate", 5, ((20, 60), (90, 20))),
                                                             ("vase", 3, ((80, 70),))]
    assert c.props[1].color == 0x336699FF
    assert c.rounds_for(5) == 5
    assert c.prizes == () and read({**GOOD, "prizes": [50, 20]}).prizes == (50, 20)


def test_a_blocker_outside_the_bounds_is_refused_with_where_it_reaches():
    text = refusal(blockers=[[50, 0, 10, 40], [110, 70, 20, 5]])
    assert "blocker 2 at (110, 70) sized 20x5 reaches outside the 120x80 arena." in text
    assert "id='den'" in text


def test_a_decoy_inside_a_blocker_is_refused():
    props = copy.deepcopy(GOOD["props"])
    props[0]["decoys"] = [20, 60, 55, 30]
    assert "decoy 2 of 'crate' at (55, 30) with radius 5 lies inside blocker 1." in refusal(props=props)


def test_a_decoy_over_the_edge_is_refused():
    props = copy.deepcopy(GOOD["props"])
    props[1]["decoys"] = [118, 40]
    assert "decoy 1 of 'vase' at (118, 40) with radius 3 reaches outside the 120x80 arena." in refusal(props=props)


def test_spawns_must_be_clear_for_the_widest_prop():
    assert "the hunter spawn at (52, 10) with radius 4 lies inside blocker 1." in refusal(hunter_spawn=[52, 10])
    assert "the hider spawn at (47, 20) with radius 5 lies inside blocker 1." in refusal(hider_spawn=[47, 20])


def test_other_section_mistakes_name_the_field():
    assert "field 'hunters'" in refusal(hunters=3)
    assert "field 'decoys'" in refusal(props=[{"id": "x", "name": "X", "radius": 3, "decoys": [1, 2, 3]}])
    assert "field 'props'" in refusal(props=[])
    assert "field 'blockers'" in refusal(blockers=[[1, 2, 3]])
    assert "a blocker at (5, 5) is 0x4" in refusal(blockers=[[5, 5, 0, 4]])
    assert "field 'props'" in refusal(props=[GOOD["props"][0], GOOD["props"][0]])
    with pytest.raises(PackError, match="field 'colour'"):
        read({**GOOD, "props": [{**GOOD["props"][0], "colour": "#ffffff"}]})


def test_the_practice_and_sample_arenas_are_sound(practice, sample):
    instances = [i for pack in (practice, sample) for i in pack.instances if i.kind == "prop_hunt"]
    assert len(instances) >= 3
    for inst in instances:
        assert inst.config.geometry_problem() is None


def _every_avatar_fits(s) -> bool:
    return all(s.arena.fits(s.x[p], s.y[p], s.radius(p)) for p in range(len(s.seats)))


@pytest.mark.parametrize("seed", (1, 2, 3))
def test_random_pads_never_put_an_avatar_in_a_wall_and_always_finish(sample, seed):
    inst = [i for i in sample.instances if i.kind == "prop_hunt"][seed % 2]
    seats = [Seat.human(), Seat.human(), Seat.ai("novice"), Seat.human()]
    s = inst.spec.session(config=inst.config, seed=seed, seats=seats)
    pads = random_pads(seed, seats)
    steady = [0, 0, 0, 0]
    moved = 0
    while not s.is_finished():
        assert s.frame < frame_bound(inst.config)
        # hold the random word for a few frames so humans actually walk into walls
        if s.frame % 6 == 0:
            steady = next(pads)
        before = list(s.x)
        s.tick(steady)
        moved += sum(a != b for a, b in zip(before, s.x))
        assert _every_avatar_fits(s), f"an avatar is in a wall at frame {s.frame}"
    assert moved > 1000
    assert s.results() is not None


def _hashes(seed: int, pads_seed: int, seats) -> list[int]:
    s = open_game(len(seats), seed=seed, seats=seats)
    pads = random_pads(pads_seed, seats)
    out = []
    while not s.is_finished():
        s.tick(next(pads))
        out.append(s.state_hash())
    return out


def test_the_same_seed_and_pads_give_the_same_hashes_and_another_seed_does_not():
    seats = [Seat.human(), Seat.ai("expert"), Seat.ai("novice")]
    one = _hashes(4, 7, seats)
    assert one == _hashes(4, 7, seats)
    assert one != _hashes(5, 7, seats)


def test_views_hold_positions_for_every_seat_since_prop_hunt_is_lockstep():
    s = open_game(3)
    for phase in (HIDE, HUNT):
        while s.phase != phase:
            s.tick([])
        assert s.hidden_from(0) == []
        assert s.view(0)["players"] == s.view(1)["players"] == s.view(None)["players"]


def test_a_prop_is_drawn_as_the_furniture_its_id_or_shape_names():
    raw = copy.deepcopy(GOOD)
    raw["props"].append({"id": "stool", "name": "Stool", "radius": 3, "decoys": [30, 30]})
    raw["props"].append({"id": "seat", "name": "Seat", "radius": 4, "shape": "armchair", "decoys": [40, 70]})
    assert [k.shape for k in read(raw).props] == ["crate", "vase", "crate", "armchair"]
    bad = copy.deepcopy(GOOD["props"])
    bad[0]["shape"] = "sofa"
    assert "field 'shape': found 'sofa', expected one of crate, chair, armchair" in refusal(props=bad)
