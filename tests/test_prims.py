"""The prims export: every opcode survives the flat encoding, strings are shared, labels fit."""

import struct

from pycore.prims import Stage, decode, fit, hex_color, mix, rgb, with_alpha


def test_every_prim_round_trips_through_the_export():
    s = Stage()
    s.rect(-3, 2, 30, 40, rgb(255, 0, 0))
    s.box(1, 2, 3, 4, rgb(0, 255, 0, 128), 2)
    s.line(0, 0, 319, 239, rgb(9, 8, 7), 3)
    s.tri(1, 2, 3, 4, 5, 6, rgb(200, 200, 200))
    s.quad([1, 2, 3, 4, 5, 6, 7, 8], rgb(1, 1, 1))
    s.gquad([0, 0, 10, 0, 10, 10, 0, 10], [rgb(255, 255, 255), 0, rgb(1, 2, 3), rgb(250, 0, 0, 7)])
    s.ellipse(160, 120, 30, 20, rgb(0, 100, 0))
    s.image(5, 6, 2, [(3, rgb(4, 4, 4)), (1, rgb(255, 255, 255, 0))], scale=2)
    s.text(10, 20, "Grid Duel \u2014 h\u00e9", rgb(240, 232, 214), 8, 1)
    s.hot(0, 0, 10, 10, {"do": "place", "card": 2, "cell": 4})
    assert decode(s.export()) == [
        ("rect", [-3, 2, 30, 40, 0xFF0000FF]),
        ("box", [1, 2, 3, 4, 0x00FF0080, 2]),
        ("line", [0, 0, 319, 239, 0x090807FF, 3]),
        ("tri", [1, 2, 3, 4, 5, 6, 0xC8C8C8FF]),
        ("quad", [1, 2, 3, 4, 5, 6, 7, 8, 0x010101FF]),
        ("gquad", [0, 0, 10, 0, 10, 10, 0, 10, 0xFFFFFFFF, 0, 0x010203FF, 0xFA000007]),
        ("ellipse", [160, 120, 30, 20, 0x006400FF]),
        ("image", [5, 6, 2, 2, [(3, 0x040404FF), (1, 0xFFFFFF00)]]),
        ("text", [10, 20, 0xF0E8D6FF, 8, 1, "Grid Duel \u2014 h\u00e9"]),
        ("hot", [0, 0, 10, 10, {"do": "place", "card": 2, "cell": 4}]),
    ]


def test_the_header_counts_words_and_strings_are_shared():
    s = Stage()
    s.text(0, 0, "same", 0, 8)
    s.text(0, 9, "same", 0, 8)
    data = s.export()
    (n,) = struct.unpack_from("<I", data)
    assert n == 14 and data[4 + 4 * n:] == b'["same"]'


def test_colour_helpers():
    assert hex_color("#ff8000") == rgb(255, 128, 0)
    assert with_alpha(rgb(1, 2, 3), 9) == rgb(1, 2, 3, 9)
    assert mix(rgb(0, 0, 0), rgb(200, 100, 50), 1, 2) == rgb(100, 50, 25)


def test_fit_cuts_long_labels_with_an_ellipsis():
    assert fit("Poker", 100, 10) == "Poker"
    cut = fit("Grid Duel: high tide (elements, chain, stakes)", 188, 10)
    assert len(cut) == 188 * 5 // 30 and cut.endswith("\u2026")


def test_a_larger_stage_opens_its_export_with_its_size_and_the_default_stage_does_not():
    wide = Stage(480, 270)
    wide.rect(470, 260, 10, 10, rgb(255, 0, 0))
    assert decode(wide.export()) == [("stage", [480, 270]), ("rect", [470, 260, 10, 10, 0xFF0000FF])]
    assert wide.prims == [(1, 470, 260, 10, 10, 0xFF0000FF)]          # the size is no prim a screen drew
    plain = Stage()
    plain.rect(0, 0, 1, 1, rgb(255, 0, 0))
    assert decode(plain.export()) == [("rect", [0, 0, 1, 1, 0xFF0000FF])]


def test_a_hotspot_carries_its_action_as_sorted_compact_json_each_time_it_is_drawn():
    """Remembered actions stay apart where JSON tells them apart: True from 1, "1" from 1, key order aside."""
    import json

    from pycore.prims import Stage

    actions = [{"do": "x", "v": True}, {"do": "x", "v": 1}, {"do": "x", "v": "1"}, {"v": 1, "do": "x"},
               {"do": "click", "cell": [1, 2]}, {"do": "a", "n": {"b": None, "a": [False, 0]}}, {"do": "é"}]
    for _ in range(2):
        stage = Stage()
        for k, action in enumerate(actions):
            stage.hot(k, 0, 1, 1, action)
        assert [h[4] for h in stage.hotspots()] == actions
        assert stage.strings == list(dict.fromkeys(json.dumps(a, sort_keys=True, separators=(",", ":"))
                                                   for a in actions))


def _layer(s: Stage) -> None:
    """Draw a layer with every kind of prim, strings shared with the stage's and new ones, an image between them."""
    s.text(1, 2, "shared", rgb(1, 2, 3), 6)
    s.image(5, 6, 2, [(3, rgb(4, 4, 4)), (1, rgb(255, 255, 255, 0))])
    s.hot(0, 0, 9, 9, {"do": "place", "spot": 3})
    s.quad([1, 2, 3, 4, 5, 6, 7, 8], rgb(200, 1, 1))
    s.text(3, 4, "layer only", rgb(9, 9, 9), 8, 2)
    s.text(5, 4, "shared", rgb(9, 9, 9), 8)


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
