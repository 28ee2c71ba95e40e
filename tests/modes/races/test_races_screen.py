"""Racing's screen: integer prims, the countdown, the panel, the camera and minimap, gates, pickups, hotspots."""

from __future__ import annotations

from pycore.kernel.session import Seat
from pycore.modes.races.rules import RacesSession
from pycore.modes.races.screen import GATE_BAND, ITEM_COLORS, MINI_Y, NEXT_GATE, PANEL_X, screen
from pycore.prims import QUAD, RRECT, Stage, decode

from .tracks import Pickup, canyon, harbour, session, square


def _draw(s, seat):
    stage = Stage()
    screen(s.view(seat), seat, stage)
    return stage


def _ints_only(stage):
    for p in stage.prims:
        for v in p[1:]:
            assert isinstance(v, (int, str, tuple)) and not isinstance(v, bool), p


def test_every_prim_is_integer_and_the_frame_exports():
    s = session(harbour(), seats=4)
    for _ in range(90):
        s.tick([0x4000])
        stage = _draw(s, 0)
        _ints_only(stage)
    assert decode(stage.export())


def test_the_countdown_counts_then_says_go():
    s = session(square(countdown=120))
    texts = _draw(s, 0).texts()
    assert "2" in texts and "GET READY" in texts
    for _ in range(61):
        s.tick([])
    assert "1" in _draw(s, 0).texts()
    for _ in range(60):
        s.tick([])
    assert "GO!" in _draw(s, 0).texts()


def test_the_panel_shows_lap_or_gate_place_item_and_the_controls():
    circuit = _draw(session(square(laps=3)), 0).texts()
    assert "LAP" in circuit and "1/3" in circuit and "PLACE" in circuit
    assert {"gas", "brake", "steer", "boost", "item", "Z"} <= set(circuit)       # the hint line, in the player's keys
    s = session(canyon(countdown=0), seats=2)
    s.racers[1].item = "shield"
    texts = _draw(s, 1).texts()
    assert "GATE" in texts and "0/11" in texts and "SHIELD" in texts and "SPEED" in texts and "BOOST" in texts
    standings = [t for t in _draw(session(square(), seats=2, ai="regular"), None).texts() if t[:2] in ("1 ", "2 ")]
    assert sorted(t[2:] for t in standings) == ["Ava", "Bea"]   # the AIs by name, whole


def _minimap(stage):
    return [p for p in stage.prims if p[0] == RRECT and p[1] == PANEL_X + 14 and p[2] == MINI_Y]


def test_a_large_track_is_followed_with_a_minimap_and_a_small_one_shown_whole():
    small = square(points=((0, 0), (150, 0), (150, 150), (0, 150)))   # 218 units across with its verge
    assert not _minimap(_draw(session(small), 0))
    s = session(harbour(countdown=0), seats=2)
    assert _minimap(_draw(s, 0))
    # the camera follows: the local racer is drawn near the middle of the map wherever it is
    s.racers[0].x, s.racers[0].y = 400 * 4096, 500 * 4096
    near = _draw(s, 0)
    far = _draw(s, 1)
    assert near.prims != far.prims


def test_the_next_gate_is_marked_and_ready_pickups_drawn():
    s = session(square(pickups=(Pickup(100, 0, "hop"), Pickup(100, 200, "slow"))))
    stage = _draw(s, 0)
    assert any(p[0] == 3 and p[5] == NEXT_GATE for p in stage.prims)   # a line in the gate colour
    quads = [p for p in stage.prims if p[0] == QUAD and p[9] in ITEM_COLORS.values()]
    assert len(quads) == 2
    s.spots[0] = 100
    quads = [p for p in _draw(s, 0).prims if p[0] == QUAD and p[9] in ITEM_COLORS.values()]
    assert len(quads) == 1 and quads[0][9] == ITEM_COLORS["slow"]


def test_hotspots_offer_boost_and_item_to_the_local_human_only():
    s = RacesSession(config=square(), seed=1, seats=[Seat.human(), Seat.ai("expert")])
    actions = sorted(h[4]["do"] for h in _draw(s, 0).hotspots())
    assert actions == ["boost", "use"]
    assert _draw(s, 1).hotspots() == [] and _draw(s, None).hotspots() == []


def test_the_end_of_the_race_is_announced():
    s = session(square(time_limit=2))
    s.tick([])
    s.tick([])
    texts = _draw(s, 1).texts()
    assert "RACE OVER" in texts and "You placed 1st" in texts
    leader = s.view(None)["racers"][0]["name"]
    assert f"{leader} placed 1st" in _draw(s, None).texts()       # a spectator is not told "You"


def test_when_the_line_is_next_it_is_banded_in_the_gate_colour():
    s = session(square())
    s.racers[0].next = 0
    bands = [p for p in _draw(s, 0).prims if p[0] == 3 and p[5] == NEXT_GATE]
    assert [p[6] for p in bands] == [GATE_BAND]
    s.racers[0].finished = 0
    assert not [p for p in _draw(s, 0).prims if p[0] == 3 and p[5] == NEXT_GATE]


def test_the_last_ten_seconds_of_the_time_limit_count_down_in_the_panel():
    s = session(square(time_limit=700))
    assert "TIME" in _draw(s, 0).texts()
    for _ in range(101):
        s.tick([])
    texts = _draw(s, 0).texts()
    assert "LEFT" in texts and "0:09.98" in texts


def test_the_still_road_is_stamped_as_tiles_and_the_tiles_the_camera_nears_are_sent_ahead():
    """The road is pictures drawn once: no frame draws a verge, kerb or asphalt shape itself; every frame stamps
    the tiles the map shows (the camera's middle always in one) and sends ahead those within a tile of it."""
    from pycore.modes.races.screen import MAP_H, MAP_W, MAP_X, MAP_Y, ROAD, SEAM, TILE, VERGE, ZOOM, _road, _road_key

    s = session(harbour(countdown=0), seats=2, ai="regular")
    tiles = _road(_road_key(s.view(0)["track"]))
    names = {pic.name for _, _, pic in tiles}
    assert len(names) == len(tiles) > 4
    for x, y in s.view(0)["track"]["points"]:           # every point of the centreline lies in a tile
        assert any(tx <= x < tx + TILE and ty <= y < ty + TILE for tx, ty, _ in tiles), (x, y)
    seen_ahead = set()
    for frame in range(600):
        s.tick([0, 0])
        stage = _draw(s, 0)
        if frame % 30:
            continue
        assert not [p for p in stage.prims if p[0] == QUAD and p[-1] in (ROAD, VERGE)]
        shown = [st for st in stage.stamps() if st[0] in names and st[3] > 0]
        ahead = [st for st in stage.stamps() if st[0] in names and st[3] == 0]
        assert shown and not {st[0] for st in shown} & {st[0] for st in ahead}
        mid = (MAP_X + MAP_W // 2, MAP_Y + MAP_H // 2)
        assert any(x <= mid[0] < x + w and y <= mid[1] < y + h for _, x, y, w, h in shown)
        assert all(w == TILE * ZOOM + 2 * SEAM for _, x, y, w, h in shown)
        seen_ahead |= {st[0] for st in ahead}
    assert seen_ahead                                    # the camera moved: tiles were sent before they showed


def test_a_frame_defines_a_road_tile_once_and_then_only_names_it():
    s = session(harbour(countdown=0), seats=2, ai="regular")
    sent: set = set()
    sizes = []
    for _ in range(300):
        s.tick([0, 0])
        stage = _draw(s, 0)
        sizes.append(len(stage.export(sent)))
        sent |= {name for name, *_ in stage.stamps()}
    defined = [p for p in decode(_draw(s, 0).export(sent)) if p[0] == "def"]
    assert not defined and sorted(sizes)[150] * 2 < sizes[0]
