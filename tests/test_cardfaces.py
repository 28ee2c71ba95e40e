"""The collectible cards' faces (pycore/look/cardfaces.py): one picture per card and owner, the rarity's metal."""

from __future__ import annotations

from pycore.book.look import METALS
from pycore.look import cardfaces
from pycore.prims import STAMP, Stage, decode, rgb

CARD = {"id": "ember", "name": "Ember Pup", "rarity": "rare", "sides": [4, 2, 3, 10], "element": "fire", "art": ""}
BLUE, RED = rgb(70, 120, 215), rgb(205, 75, 70)


def test_a_face_is_drawn_once_per_card_and_owner_and_stamped_by_name():
    a, b = cardfaces.face(CARD, BLUE), cardfaces.face(dict(CARD), BLUE)
    assert a is b, "the same card and owner: the same picture"
    assert cardfaces.face(CARD, RED).name != a.name, "the owner's colour shows through: another picture"
    stage = Stage(960, 540)
    for k in range(9):
        cardfaces.stamp(stage, a, 10 + 90 * k, 10)
    data = decode(stage.export())
    assert sum(1 for p in data if p[0] == "def") == 1 and sum(1 for p in data if p[0] == "stamp") == 9
    assert sum(1 for p in stage.prims if p[0] == STAMP) == 9


def test_the_back_names_no_card_and_the_face_shows_the_strengths():
    assert "ember" not in cardfaces.back().name
    texts = cardfaces.face(CARD, BLUE).stage.texts()
    assert {"4", "2", "3", "A"} <= set(texts), "a ten reads A on the cross"


def test_the_metals_run_bronze_silver_blue_steel_gold():
    def rgb_of(c):
        return c >> 24 & 255, c >> 16 & 255, c >> 8 & 255

    bronze, silver, steel, gold = (rgb_of(METALS[r]) for r in ("common", "uncommon", "rare", "legendary"))
    assert bronze[0] > bronze[2] + 60 and abs(silver[0] - silver[2]) < 30
    assert steel[2] > steel[0] + 40 and gold[0] > gold[2] + 100 and gold[1] > bronze[1]


def test_every_practice_card_s_name_is_whole_on_its_face_and_a_longer_one_is_cut_within_the_strip():
    import tomllib
    from pathlib import Path

    from pycore.prims import SANS, measure
    deck = tomllib.loads((Path(__file__).resolve().parent.parent / "pycore/packs/practice/cards.toml").read_text())
    names = sorted({c["name"] for c in deck.get("cards", [])})
    assert len(names) >= 10, names
    for name in names:
        texts = cardfaces.face({**CARD, "name": name}, BLUE).stage.texts()
        assert name in texts, f"{name!r} is cut on its face: {texts}"
    long = "Grandmother Thunderclap of the Eastern Hills"
    face = cardfaces.face({**CARD, "name": long}, BLUE)
    cut = [t for t in face.stage.texts() if t.endswith("\u2026")]
    assert len(cut) == 1 and long.startswith(cut[0][:-1])
    assert measure(cut[0], 9, SANS, True) <= cardfaces.NAME_W
