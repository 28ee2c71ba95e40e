"""The prims export (format 2): every opcode survives the flat encoding, strings are shared, pictures are
defined once, groups move hotspots, labels are measured in the shipped fonts, an old frame is refused."""

import json
import struct

import pytest

from pycore.prims import (ADD, CENTER, MAGIC, RIGHT, SERIF, Stage, decode, fit, header, hex_color, line_height,
                          measure, mix, picture, rgb, with_alpha, wrap)
from pycore.prims import fonts


def test_every_prim_round_trips_through_the_export():
    s = Stage()
    s.rect(-3, 2, 30, 40, rgb(255, 0, 0))
    s.box(1, 2, 3, 4, rgb(0, 255, 0, 128), 2)
    s.line(0, 0, 959, 539, rgb(9, 8, 7), 3)
    s.tri(1, 2, 3, 4, 5, 6, rgb(200, 200, 200))
    s.quad([1, 2, 3, 4, 5, 6, 7, 8], rgb(1, 1, 1))
    s.gquad([0, 0, 10, 0, 10, 10, 0, 10], [rgb(255, 255, 255), 0, rgb(1, 2, 3), rgb(250, 0, 0, 7)])
    s.ellipse(160, 120, 30, 20, rgb(0, 100, 0))
    s.image(5, 6, 2, [(3, rgb(4, 4, 4)), (1, rgb(255, 255, 255, 0))], scale=2)
    s.text(10, 20, "Grid Duel \u2014 h\u00e9", rgb(240, 232, 214), 16, 1)
    s.text(10, 40, "Title", rgb(1, 2, 3), 30, RIGHT, SERIF, True, rgb(0, 0, 0, 128), 3)
    s.hot(0, 0, 10, 10, {"do": "place", "card": 2, "cell": 4})
    s.rrect(1, 2, 30, 40, 6, rgb(10, 20, 30))
    s.rrbox(1, 2, 30, 40, 6, rgb(10, 20, 30), 2)
    s.ring(50, 60, 10, 8, rgb(1, 1, 1), 3)
    s.arc(50, 60, 10, 0, 1024, rgb(2, 2, 2), 4)
    s.pie(50, 60, 10, 512, 2048, rgb(3, 3, 3))
    s.poly([0, 0, 10, 0, 5, 9], rgb(4, 4, 4))
    s.path([0, 0, 10, 0, 5, 9, 0, 3], rgb(5, 5, 5), 3, closed=True)
    s.linear(0, 0, 0, 100, [(0, rgb(1, 0, 0)), (512, rgb(0, 1, 0)), (1024, rgb(0, 0, 1))])
    s.radial(40, 40, 30, [(0, rgb(9, 9, 9)), (1024, rgb(0, 0, 0, 0))], fx=35, fy=30, r0=2)
    s.shadow(12, 0, 4, rgb(0, 0, 0, 140))
    s.push(100, 50, 1024, 2048, 512, 128, ADD)
    s.clip(0, 0, 40, 40, 8)
    s.pop()
    s.cue("deal", 200, -120, -40)
    s.loop("engine", "car1", 90, 300, 55)
    assert decode(s.export()) == [
        ("rect", [-3, 2, 30, 40, 0xFF0000FF]),
        ("box", [1, 2, 3, 4, 0x00FF0080, 2]),
        ("line", [0, 0, 959, 539, 0x090807FF, 3]),
        ("tri", [1, 2, 3, 4, 5, 6, 0xC8C8C8FF]),
        ("quad", [1, 2, 3, 4, 5, 6, 7, 8, 0x010101FF]),
        ("gquad", [0, 0, 10, 0, 10, 10, 0, 10, 0xFFFFFFFF, 0, 0x010203FF, 0xFA000007]),
        ("ellipse", [160, 120, 30, 20, 0x006400FF]),
        ("image", [5, 6, 2, 2, [(3, 0x040404FF), (1, 0xFFFFFF00)]]),
        ("text", [10, 20, 0xF0E8D6FF, 16, 1, "Grid Duel \u2014 h\u00e9", 0, 0, 0]),
        ("text", [10, 40, 0x010203FF, 30, 2, "Title", 3, 0x00000080, 3]),
        ("hot", [0, 0, 10, 10, {"do": "place", "card": 2, "cell": 4}]),
        ("rrect", [1, 2, 30, 40, 6, 0x0A141EFF]),
        ("rrbox", [1, 2, 30, 40, 6, 0x0A141EFF, 2]),
        ("ring", [50, 60, 10, 8, 0x010101FF, 3]),
        ("arc", [50, 60, 10, 0, 1024, 0x020202FF, 4]),
        ("pie", [50, 60, 10, 512, 2048, 0x030303FF]),
        ("poly", [0x040404FF, [0, 0, 10, 0, 5, 9]]),
        ("path", [0x050505FF, 3, 1 | 1 << 1 | 1 << 3, [0, 0, 10, 0, 5, 9, 0, 3]]),
        ("linear", [0, 0, 0, 100, [(0, 0x010000FF), (512, 0x000100FF), (1024, 0x000001FF)]]),
        ("radial", [35, 30, 2, 40, 40, 30, [(0, 0x090909FF), (1024, 0)]]),
        ("shadow", [12, 0, 4, 0x0000008C]),
        ("push", [100, 50, 1024, 2048, 512, 128, ADD]),
        ("clip", [0, 0, 40, 40, 8]),
        ("pop", []),
        ("cue", ["deal", 200, -120, -40]),
        ("loop", ["engine", "car1", 90, 300, 55]),
    ]


def test_the_header_names_the_format_the_stage_and_the_backdrop_and_strings_are_shared():
    s = Stage(1280, 720, backdrop=rgb(10, 20, 30))
    s.text(0, 0, "same", 0, 16)
    s.text(0, 20, "same", 0, 16)
    data = s.export()
    magic, w, h, backdrop, n = struct.unpack_from("<IIIII", data)
    assert (magic, w, h, backdrop, n) == (MAGIC, 1280, 720, rgb(10, 20, 30), 20)
    assert data[:4] == b"PRM2" and data[20 + 4 * n:] == b'["same"]'
    assert header(data) == {"width": 1280, "height": 720, "backdrop": rgb(10, 20, 30), "words": 20}


def test_a_frame_of_the_old_format_is_refused_in_words():
    old = struct.pack("<I", 6) + struct.pack("<6i", 1, 0, 0, 10, 10, -1) + b"[]"   # format 1: a bare word count
    with pytest.raises(ValueError, match="not in prims format 2"):
        decode(old)
    with pytest.raises(ValueError, match="shorter than its header"):
        decode(b"\x01\x00")


def test_a_frame_whose_words_run_past_its_end_is_refused():
    data = bytearray(Stage().export())
    struct.pack_into("<I", data, 16, 1000)
    with pytest.raises(ValueError, match="1000 words"):
        decode(bytes(data))


def test_colour_helpers():
    assert hex_color("#ff8000") == rgb(255, 128, 0)
    assert with_alpha(rgb(1, 2, 3), 9) == rgb(1, 2, 3, 9)
    assert mix(rgb(0, 0, 0), rgb(200, 100, 50), 1, 2) == rgb(100, 50, 25)


def test_text_is_measured_as_the_sum_of_the_shipped_fonts_advances():
    family, upem, _, _, default, widths = fonts.FACES[0]
    assert family == "Inter" and upem == 2048
    expect = sum(widths[ord(c)] for c in "Poker") * 16
    assert measure("Poker", 16) == -(-expect // upem)
    assert measure("Poker", 32) >= 2 * measure("Poker", 16) - 1
    assert measure("WWW", 20, bold=True) > measure("WWW", 20)          # bold is wider
    assert measure("\u2665", 16) == -(-default * 16 // upem)            # a sign the face lacks: its default advance
    assert line_height(20) > 20


def test_fit_cuts_long_labels_with_an_ellipsis_to_the_width_they_are_drawn_in():
    assert fit("Poker", 100, 16) == "Poker"
    long = "Grid Duel: high tide (elements, chain, stakes)"
    cut = fit(long, 188, 16)
    assert cut.endswith("\u2026") and measure(cut, 16) <= 188
    assert measure(fit(long, 188, 16)[:-1] + long[len(cut) - 1] + "\u2026", 16) > 188   # the longest that fits
    assert fit("x", 0, 16) == "\u2026"


def test_wrap_breaks_at_words_within_the_width():
    lines = wrap("Grid Duel is played on a three by three grid with five cards each.", 200, 16)
    assert len(lines) > 1 and all(measure(line, 16) <= 200 for line in lines)
    assert " ".join(lines).split() == "Grid Duel is played on a three by three grid with five cards each.".split()
    assert len(wrap("one two three four five six seven", 60, 16, lines=2)) == 2


def test_a_hotspot_carries_its_action_as_sorted_compact_json_each_time_it_is_drawn():
    """Remembered actions stay apart where JSON tells them apart: True from 1, "1" from 1, key order aside."""
    actions = [{"do": "x", "v": True}, {"do": "x", "v": 1}, {"do": "x", "v": "1"}, {"v": 1, "do": "x"},
               {"do": "click", "cell": [1, 2]}, {"do": "a", "n": {"b": None, "a": [False, 0]}}, {"do": "é"}]
    for _ in range(2):
        stage = Stage()
        for k, action in enumerate(actions):
            stage.hot(k, 0, 1, 1, action)
        assert [h[4] for h in stage.hotspots()] == actions
        assert stage.strings == list(dict.fromkeys(json.dumps(a, sort_keys=True, separators=(",", ":"))
                                                   for a in actions))


def test_a_group_moves_and_scales_its_hotspots_and_text_boxes_into_stage_coordinates():
    s = Stage()
    with s.group(100, 50, 0, 2048, 2048):
        s.hot(10, 10, 20, 5, {"do": "a"})
        with s.group(5, 0, 0, 512, 512):
            s.hot(0, 0, 8, 8, {"do": "b"})
            s.text(0, 0, "Hi", 0, 20)
    assert s.hotspots() == [(120, 70, 40, 10, {"do": "a"}), (110, 50, 8, 8, {"do": "b"})]
    (x, y, w, h, text), = s.text_boxes()
    assert (x, y, text) == (110, 50, "Hi") and w == measure("Hi", 20) and h == line_height(20)
    with pytest.raises(ValueError, match="pop without a push"):
        s.pop()
    s.push(1, 1)
    with pytest.raises(ValueError, match="left open"):
        s.export()


def test_text_boxes_follow_the_alignment():
    s = Stage()
    s.text(500, 10, "Centre", 0, 20, CENTER)
    s.text(500, 40, "Right", 0, 20, RIGHT)
    boxes = s.text_boxes()
    assert boxes[0][0] == 500 - measure("Centre", 20) // 2 and boxes[1][0] + boxes[1][2] == 500


def _face(stage: Stage) -> None:
    stage.rrect(0, 0, 50, 70, 6, rgb(250, 250, 250))
    stage.text(4, 4, "A", rgb(200, 0, 0), 16)


def test_a_picture_is_defined_once_for_a_page_that_keeps_it_and_stamped_by_name():
    card = picture("test/ace", 50, 70, _face)
    sent: set[str] = set()
    frames = []
    for _ in range(2):
        s = Stage()
        s.stamp(card, 10, 20)
        s.stamp(card, 100, 20, 100, 140)
        frames.append(decode(s.export(sent)))
    first, second = frames
    assert first[0][0] == "def" and first[0][1][:3] == ["test/ace", 50, 70]
    assert first[0][1][3] == [("rrect", [0, 0, 50, 70, 6, rgb(250, 250, 250)]),
                              ("text", [4, 4, rgb(200, 0, 0), 16, 0, "A", 0, 0, 0])]
    assert first[1:] == second == [("stamp", ["test/ace", 10, 20, 50, 70]), ("stamp", ["test/ace", 100, 20, 100, 140])]
    assert sent == {"test/ace"}
    alone = decode(_stamped(card).export())       # without a page to remember, a frame stands alone
    assert [p[0] for p in alone] == ["def", "stamp"]
    assert _stamped(card).texts(pictures=True) == ["A"]


def _stamped(card) -> Stage:
    s = Stage()
    s.stamp(card, 0, 0)
    return s


def test_a_picture_is_drawn_once_and_holds_no_hotspot_or_sound():
    drawn = []
    p1 = picture("test/once", 10, 10, lambda s: (drawn.append(1), s.rect(0, 0, 10, 10, 0)))
    p2 = picture("test/once", 10, 10, lambda s: drawn.append(2))
    assert p1 is p2 and drawn == [1]
    with pytest.raises(ValueError, match="hotspot"):
        picture("test/hot", 10, 10, lambda s: s.hot(0, 0, 1, 1, {"do": "x"}))
    with pytest.raises(ValueError, match="sound"):
        picture("test/cue", 10, 10, lambda s: s.cue("deal"))


def test_a_picture_that_stamps_pictures_is_defined_after_them():
    inner = picture("test/inner", 10, 10, lambda s: s.rect(0, 0, 10, 10, rgb(1, 2, 3)))
    outer = picture("test/outer", 30, 10, lambda s: (s.stamp(inner, 0, 0), s.stamp(inner, 20, 0)))
    frame = Stage()
    frame.stamp(outer, 0, 0)
    frame.stamp(inner, 50, 0)
    prims = decode(frame.export())
    assert [(p[0], p[1][0]) for p in prims] == [("def", "test/inner"), ("def", "test/outer"), ("stamp", "test/outer"),
                                                ("stamp", "test/inner")]
    assert prims[1][1][3] == [("stamp", ["test/inner", 0, 0, 10, 10]), ("stamp", ["test/inner", 20, 0, 10, 10])]
    sent = {"test/inner"}
    assert [p[1][0] for p in decode(frame.export(sent)) if p[0] == "def"] == ["test/outer"]


def _layer(s: Stage) -> None:
    """Draw a layer with every kind of prim, strings shared with the stage's and new ones, an image between them."""
    s.text(1, 2, "shared", rgb(1, 2, 3), 13)
    s.image(5, 6, 2, [(3, rgb(4, 4, 4)), (1, rgb(255, 255, 255, 0))])
    s.hot(0, 0, 9, 9, {"do": "place", "spot": 3})
    s.quad([1, 2, 3, 4, 5, 6, 7, 8], rgb(200, 1, 1))
    s.poly([9, 9, 10, 10, 9, 10], rgb(1, 1, 1))
    s.text(3, 4, "layer only", rgb(9, 9, 9), 16, 2)
    s.cue("chip")
    s.text(5, 4, "shared", rgb(9, 9, 9), 16)


def test_a_pasted_layer_exports_as_if_drawn_there():
    layer = Stage()
    _layer(layer)
    for before in ([], [("text", "shared")], [("text", "first"), ("hot", {"do": "next"})]):
        direct, pasted = Stage(), Stage()
        for s in (direct, pasted):
            s.rect(0, 0, 5, 5, rgb(3, 3, 3))
            for kind, what in before:
                s.text(0, 0, what, 0) if kind == "text" else s.hot(0, 0, 1, 1, what)
        _layer(direct)
        _layer(direct)
        pasted.paste(layer)
        pasted.paste(layer)
        for s in (direct, pasted):
            s.text(7, 7, "after", 0)
            s.text(7, 8, "layer only", 0)
        assert pasted.export() == direct.export()
    assert layer.export() == (lambda s: (_layer(s), s.export())[1])(Stage())   # pasting leaves the layer as it was


def test_a_layer_pasted_in_a_group_has_its_hotspots_moved_with_it():
    layer = Stage()
    layer.text(9, 9, "x", 0, 16)          # a label whose x is the hotspot opcode must not be taken for one
    layer.hot(10, 20, 30, 40, {"do": "z"})
    s = Stage()
    with s.group(100, 0, 0, 2048, 2048):
        s.paste(layer)
    assert s.hotspots() == [(120, 40, 60, 80, {"do": "z"})]
    assert layer.hotspots() == [(10, 20, 30, 40, {"do": "z"})]


def test_the_font_table_is_the_shipped_fonts():
    """tools/font_metrics.py --check: the committed metrics are read from the WOFF files the page serves."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    out = subprocess.run([sys.executable, "tools/font_metrics.py", "--check"], cwd=root, capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr


def test_text_boxes_are_cut_to_their_clip_and_a_label_clipped_away_is_left_out():
    s = Stage()
    with s.group():
        s.clip(0, 0, 200, 100)
        s.text(10, 10, "inside", 0, 20)
        s.text(150, 80, "half way out", 0, 20)
        s.text(10, 300, "scrolled away", 0, 20)
    s.text(10, 300, "unclipped", 0, 20)
    boxes = {b[4]: b[:4] for b in s.text_boxes()}
    assert set(boxes) == {"inside", "half way out", "unclipped"}
    x, y, w, h = boxes["half way out"]
    assert x + w == 200 and y + h == 100
