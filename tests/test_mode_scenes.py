"""The four games' table scenes, played through whole AI games in the arcade: the scene's prims are in the frame
when the table view is chosen and not when the board is, the same frames compose the same bytes, and the
session's hash sequence is the same whichever view is drawn (presentation never reaches the rules)."""

from __future__ import annotations

import pytest

from pycore.host.arcade import RESULTS, Arcade
from pycore.kernel.session import Seat
from pycore.look import scene as scenes
from pycore.packs import practice_pack
from pycore.prims import decode

GAMES = {"card_duels": 2, "poker": 3, "races": 3, "golf": 2}
LIMIT = {"card_duels": 2000, "poker": 1500, "races": 1500, "golf": 1500}


@pytest.fixture(autouse=True)
def _board_after():
    yield
    scenes.use("board")          # the engine's own default: other tests draw boards


def play(mode: str, view: str, frames: int, draw: bool = True, seed: int = 7) -> tuple[list[str], list[bytes], Arcade]:
    """Play ``mode``'s practice game with AI in every seat for ``frames``; return the hashes, the frames, the arcade."""
    assert scenes.use(view) is None
    arcade = Arcade(practice_pack(), seed=3)
    assert arcade.enter(f"practice-{mode}", [Seat.ai("expert")] * GAMES[mode], seed=seed) is None
    hashes, out = [], []
    for _ in range(frames):
        arcade.tick([0])
        hashes.append(arcade.state()["state_hash"])
        if draw:
            out.append(arcade.draw().export())
        if arcade.screen == RESULTS:
            break
    return hashes, out, arcade


def nodes(frame: bytes) -> list:
    """The frame's scene and nodes, each placed part's own nodes in its place (a frame exported alone defines them)."""
    prims = decode(frame)
    parts = {p[1][0]: p[1][3] for p in prims if p[0] == "def" and p[1][0].startswith(scenes.PART_PREFIX)}
    out = []
    for p in prims:
        if p[0] == "node" and p[1][0] == "part":
            out += [q for q in parts[p[1][11]] if q[0] == "node"]
        elif p[0] in ("scene", "node"):
            out.append(p)
    return out


@pytest.mark.parametrize("mode", list(GAMES))
def test_the_table_view_exports_a_scene_and_the_board_view_none(mode):
    _, table, _ = play(mode, "table", 120)
    _, board, _ = play(mode, "board", 120)
    assert all(nodes(f) for f in table[1:]), "every frame of the table view holds its scene"
    assert nodes(table[-1])[0][0] == "scene" and len(nodes(table[-1])) > 10
    assert not any(nodes(f) for f in board), "the board view draws no scene"


@pytest.mark.parametrize("mode", list(GAMES))
def test_the_same_frames_compose_the_same_scene_and_the_hash_never_sees_the_view(mode):
    hashes, first, _ = play(mode, "table", LIMIT[mode])
    again, second, _ = play(mode, "table", LIMIT[mode])
    assert first == second, "the same frames compose the same bytes"
    board, _, _ = play(mode, "board", LIMIT[mode])
    bare, _, _ = play(mode, "table", LIMIT[mode], draw=False)
    assert hashes == again == board == bare, "the hash sequence is the same whichever view is drawn, or none"


def test_a_hole_card_nobody_at_this_screen_may_see_has_no_face_in_the_table_scene():
    assert scenes.use("table") is None
    arcade = Arcade(practice_pack(), seed=3)
    assert arcade.enter("practice-poker", [Seat.human(), Seat.ai("regular"), Seat.ai("expert")], seed=11) is None
    shown = 0
    for frame in range(2500):
        arcade.tick([0])
        if arcade.screen != "playing":
            break
        hidden = {f"card52/{code}" for code in arcade.session.hidden_from(0)}
        stage = arcade.draw()
        names = [p[1][11] for p in decode(stage.export()) if p[0] == "node" and p[1][0] == "card"]
        assert "card52/back" in names or frame < 5
        assert not hidden & set(names), f"frame {frame}: a hidden card's face in the scene"
        assert not hidden & set(stage.pictures), f"frame {frame}: a hidden card's picture defined"
        shown += sum(1 for n in names if n != "card52/back")
    assert shown > 100, "faces are drawn where they may be"


def test_nobody_sits_in_the_viewer_s_chair_and_a_captured_duel_card_changes_colour_at_the_half_turn():
    from pycore.modes.card_duels import scene as duel

    _, frames, _ = play("card_duels", "table", 2000, seed=13)     # a deal whose game turns two cards over
    runs: dict = {}                       # a card turning: (card, cell) -> [(frame, turn, owner)]
    for k, f in enumerate(frames):
        for p in decode(f):
            if p[0] != "node":
                continue
            w = p[1]
            if w[0] == "figure":
                assert not (abs(w[1]) < 400 and w[3] > 700), "no figure in the near chair"
            if w[0] == "card" and w[11].startswith("cardface/") and w[11] != "cardface/back" \
                    and w[6] not in (0, 4096) \
                    and w[1] in (-duel.PITCH_X, 0, duel.PITCH_X) and w[3] in (-duel.PITCH_Z, 0, duel.PITCH_Z):
                parts = w[11].split("/")      # the face's picture: its card, then the owner's colour last
                runs.setdefault(("/".join(parts[:-1]), w[1], w[3]), []).append((k, w[6], parts[-1]))
    assert runs, "some capture turned over in a whole game"
    turns = 0
    for key, seen in runs.items():
        run: list = []
        for item in seen + [(-9, 0, "")]:      # split into turns: frames one after another
            if run and item[0] != run[-1][0] + 1:
                before = {owner for _, turn, owner in run if turn < 2048}
                after = {owner for _, turn, owner in run if turn >= 2048}
                assert len(before) == 1 and len(after) == 1 and before != after, (key, run)
                turns += 1
                run = []
            run.append(item)
    assert turns >= 1        # the practice opponent's weak hand is seldom captured twice before the end


def test_the_results_sheet_waits_for_the_duel_s_reaction_shot_in_the_table_view_only():
    from pycore.modes.card_duels.scene import REACTION

    def frames_until_sheet(view: str) -> int:
        _, _, arcade = play("card_duels", view, 2000)
        assert arcade.screen == RESULTS
        for k in range(400):
            if any("results" in t for t in arcade.draw().texts()):
                return k
        raise AssertionError("the sheet never rose")

    board, table = frames_until_sheet("board"), frames_until_sheet("table")
    assert board < REACTION - 60 and table >= REACTION - 1     # (the frame the game ended on was drawn already)


@pytest.mark.parametrize("seat", [0, 1])
def test_each_duellist_sits_in_the_near_seat_with_its_own_hand_nearest(seat):
    from pycore.modes.card_duels import scene as duel
    from pycore.prims import Stage

    arcade = Arcade(practice_pack(), seed=3)
    assert arcade.enter("practice-card_duels", [Seat.ai("expert")] * 2, seed=7) is None
    stage = Stage()
    duel.scene(arcade.session.view(seat), seat, stage)
    hands = [p[1] for p in decode(stage.export()) if p[0] == "node" and p[1][0] == "card"]
    near = [n for n in hands if n[3] > duel.HAND_Z - 100]
    far = [n for n in hands if n[3] < -duel.HAND_Z + 100]
    assert len(near) == len(far) == 5
    from pycore.modes.card_duels.screen import ground

    colour = lambda owner: f"{ground(owner) & 0xFFFFFFFF:08x}"        # a face's picture ends with its owner's colour
    assert all(n[11].split("/")[-1] == colour(seat) for n in near), "the near hand is the viewer's own"
    assert all(n[11].split("/")[-1] == colour(1 - seat) for n in far)


def _overlap(a, b) -> bool:
    return min(a[0] + a[2], b[0] + b[2]) > max(a[0], b[0]) and min(a[1] + a[3], b[1] + b[3]) > max(a[1], b[1])


def test_the_duel_s_hotspots_in_the_table_view_never_overlap_so_a_click_takes_the_card_or_cell_under_it():
    """Through a whole duel in the table view (the establishing shot, the camera pushing in over the cell being
    chosen), the player's clickable cards and cells are boxes that never overlap, each round where the scene
    draws it, so the page's hit test finds one action under a click; the boxes' own actions, sent now and
    then as clicks, play the duel's cards onto the board."""
    assert scenes.use("table") is None
    arcade = Arcade(practice_pack(), seed=3)
    assert arcade.enter("practice-card_duels", [Seat.human(), Seat.ai("regular")], seed=7) is None
    checked = placed = 0
    click = None
    for _ in range(3000):
        arcade.tick([0], [click] if click else None)
        click = None
        if arcade.screen == RESULTS:
            break
        stage = arcade.draw()
        spots = [(x, y, w, h, a) for x, y, w, h, a in stage.hotspots() if a.get("do") in ("pick", "place")]
        for k, a in enumerate(spots):
            assert a[2] > 0 and a[3] > 0, a
            for b in spots[k + 1:]:
                assert not _overlap(a, b), f"{a} and {b} overlap: a click there takes one of them at random"
        checked += len(spots)
        if spots and arcade.frame % 20 == 0:           # a click now and then, where the box is
            x, y, w, h, action = spots[-1]
            click = dict(action)
            placed += action["do"] == "place"
    assert checked > 200 and placed >= 3, (checked, placed)
    v = arcade.view()
    assert sum(cell is not None for cell in v["grid"]) >= 3


def _deal_landed(every: int, human: bool = False) -> int:
    """Return the tick on which the duel's last dealt card left the dealer's pile and reached its hand, with a
    frame drawn every ``every`` ticks (a page drawing 60, or 15, frames a second)."""
    from pycore.modes.card_duels import scene as duel

    assert scenes.use("table") is None
    arcade = Arcade(practice_pack(), seed=3)
    seats = [Seat.human() if human else Seat.ai("expert"), Seat.ai("expert")]
    assert arcade.enter("practice-card_duels", seats, seed=7) is None
    for tick in range(1, 600):
        arcade.tick([0])
        if tick % every:
            continue
        cards = [p[1] for p in decode(arcade.draw().export()) if p[0] == "node" and p[1][0] == "card"]
        flying = [c for c in cards if abs(c[1]) > 600]              # at the pile, or still on the way from it
        if tick > 20 and not flying:
            return tick
    raise AssertionError("the deal never landed")


def test_the_deal_keeps_the_game_s_time_when_the_page_draws_a_frame_every_fourth_tick():
    """Motion runs on the ticks played, not on the frames drawn: a slow page (the software rasteriser drawing a
    frame for every four ticks) sees the deal land when a fast one does, not four times later."""
    fast, slow = _deal_landed(1), _deal_landed(4)
    assert abs(slow - fast) <= 4, (fast, slow)


def test_the_establishing_shot_gives_way_to_the_close_shot_as_soon_as_the_player_moves():
    from pycore.kernel.pad import RIGHT
    from pycore.modes.card_duels import scene as duel

    def eye_after(press: bool) -> tuple:
        assert scenes.use("table") is None
        arcade = Arcade(practice_pack(), seed=3)
        assert arcade.enter("practice-card_duels", [Seat.human(), Seat.ai("expert")], seed=7) is None
        assert arcade.view()["turn"] == 0
        for tick in range(70):                    # still well inside the deal (ten cards, six ticks apart)
            arcade.tick([RIGHT if press and tick in (10, 11) else 0])
            stage = arcade.draw()
        assert arcade.view()["seats"][0]["selected"] == (1 if press else 0)
        return next(p[1] for p in decode(stage.export()) if p[0] == "scene")[2:5]

    waiting, moved = eye_after(False), eye_after(True)
    assert list(waiting) == [1700, 1900, 1900], "untouched, the deal is watched from the establishing shot"
    assert moved[2] < 1400 and moved[1] < 1800, f"the player moved: the camera is behind their seat ({moved})"


def test_a_race_s_road_is_defined_to_the_page_once_and_then_only_named():
    """The road (hundreds of tiles and kerbs) is a still part: the first frame exported to a page defines it,
    every later frame places it with one NODE, and a page that lost it gets it again after a reset."""
    scenes.use("table")
    arcade = Arcade(practice_pack(), seed=3)
    arcade.enter("practice-races", [Seat.ai("expert")] * 3, seed=7)
    sent: set[str] = set()
    defined, placed, sizes = [], [], []
    for frame in range(200):
        arcade.tick([0])
        data = arcade.draw().export(sent)
        prims = decode(data)
        defined += [p[1] for p in prims if p[0] == "def" and p[1][0].startswith("part/races/road/")]
        placed.append([p[1][11] for p in prims if p[0] == "node" and p[1][0] == "part"])
        sizes.append(len(data))
    assert len(defined) == 1, [d[0] for d in defined]
    name, w, h, inner = defined[0]
    assert (w, h) == (0, 0) and len(inner) > 100 and {p[0] for p in inner} == {"node"}
    assert {p[1][0] for p in inner} >= {"tile", "kerb"}, "the road's own meshes are in the part"
    assert all(p == [name] for p in placed[1:]), "every frame places the road once, by name"
    assert max(sizes[5:]) * 2 < sizes[0], f"later frames are a fraction of the first: {sizes[0]} then {max(sizes[5:])}"
    sent.clear()                                   # what play_pictures_reset does: the page lost its pictures
    arcade.tick([0])
    assert [p[1][0] for p in decode(arcade.draw().export(sent)) if p[0] == "def"].count(name) == 1


def test_a_part_is_named_by_what_it_depends_on_and_refused_where_it_cannot_be():
    from pycore.modes.races import scene as race_scene
    from pycore.prims import Stage, picture
    a = race_scene._road(((0, 0), (100, 0), (100, 100)), 4, True, ())
    assert race_scene._road(((0, 0), (100, 0), (100, 100)), 4, True, ()) is a
    b = race_scene._road(((0, 0), (100, 0), (100, 90)), 4, True, ())
    assert a.name != b.name and a.name.startswith("part/races/road/")
    sc = scenes.Scene(Stage())
    with pytest.raises(ValueError, match="a part is placed"):
        sc.node("part")
    with pytest.raises(ValueError, match="not a scene part"):
        sc.place(picture("card52/test-plain", 4, 4, lambda st: None))
    with pytest.raises(ValueError, match="do not nest"):
        scenes.part("test/nested", lambda inner: inner.place(a))
    assert sc.nodes == [], "a refused node places nothing"
