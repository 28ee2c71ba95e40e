"""How to play: every game of the practice set has a card (goal, controls, the rules newcomers trip on), shown
whole on the stage, opened from its tile and from the quit prompt; Durak's passing on is perevodnoy's alone."""

import pytest

from pycore.host import screens
from pycore.host.arcade import PICKER, QUIT, Arcade
from pycore.kernel import pad
from pycore.kernel.session import Seat
from pycore.look import keys
from pycore.look.style import BUTTON_H, CAPTION
from pycore.packs import practice_pack
from pycore.prims import TEXT, Stage

PACK = practice_pack()


@pytest.mark.parametrize("inst", PACK.instances, ids=lambda i: i.id)
def test_every_practice_game_has_a_how_to_play_card(inst):
    card = inst.spec.how_to_play(inst.config)
    assert card.get("goal") and card.get("controls") and card.get("rules"), inst.id
    for buttons, words in card["controls"]:
        assert words and all(b in keys.BUTTONS or b == "Click" for b in buttons.split("/")), (inst.id, buttons)


@pytest.mark.parametrize("inst", PACK.instances, ids=lambda i: i.id)
def test_the_card_is_drawn_whole_inside_its_panel_above_its_button(inst):
    stage = Stage(960, 540)
    screens.howto(stage, inst)
    texts = stage.texts()
    labels = [(p[2], p[4], texts[k]) for k, p in enumerate(q for q in stage.prims if q[0] == TEXT)]
    button_top = 540 - 16 - BUTTON_H - 16
    for y, size, text in labels:
        assert not text.endswith("\u2026"), (inst.id, text)      # nothing cut short
        assert size >= CAPTION, (inst.id, text)
        if text != "Got it" and text not in (keys.label(b) for b in keys.BUTTONS):
            assert y + size <= button_top, (inst.id, text)
    card = inst.spec.how_to_play(inst.config)
    shown = " ".join(texts)
    assert card["rules"][0].split()[0] in shown and f"How to play {inst.spec.title}" in texts


def test_the_rules_a_newcomer_trips_on_are_on_the_cards():
    def rules(instance_id):
        inst = PACK.instance(instance_id)
        return " ".join(inst.spec.how_to_play(inst.config)["rules"])
    assert "-1" in rules("practice-card_duels") and "element" in rules("practice-card_duels")
    assert "Throw-ins" in rules("practice-durak") and "Passing on" not in rules("practice-durak")
    assert "Passing on" in rules("practice-durak-perevodnoy")
    assert "Cover" in rules("practice-tactics") and "AP" in rules("practice-tactics")
    assert "Flying" in rules("practice-tables-morris")
    assert "compulsory" in rules("practice-tables-checkers")


def test_the_card_opens_from_the_tile_and_from_the_quit_prompt():
    arcade = Arcade(PACK)
    assert arcade.tick([0], [{"do": "howto", "id": "practice-golf"}]) == [{"kind": "howto", "id": "practice-golf"}]
    assert arcade.state()["howto"] == "practice-golf" and "How to play Mini Golf" in arcade.draw().texts()
    arcade.tick([pad.CIRCLE])
    assert arcade.state()["howto"] is None and arcade.screen == PICKER
    arcade.enter("practice-tables-morris", seats=[Seat.human(), Seat.ai()])
    arcade.tick([pad.START])
    arcade.tick([0])
    assert arcade.screen == QUIT
    arcade.tick([pad.SQUARE])
    assert arcade.state()["howto"] == "practice-tables-morris"
    assert "How to play Table games" in arcade.draw().texts()
    assert any("Flying" in t for t in arcade.draw().texts())


def test_podkidnoy_shows_no_pass_on_button_and_perevodnoy_does():
    for instance_id, shown in (("practice-durak", False), ("practice-durak-perevodnoy", True)):
        inst = PACK.instance(instance_id)
        seats = [Seat.human()] + [Seat.ai()] * (inst.config.seats - 1)
        session = inst.spec.session(config=inst.config, seed=3, seats=seats)
        while session.phase != "bout" or session.flights:
            session.tick([0] * len(seats), {0: [{"do": "deal"}]} if session.phase == "stake" else None)
        stage = Stage(*inst.spec.stage)
        inst.spec.screen(session.view(0), 0, stage)
        assert ("Pass on" in stage.texts()) is shown, instance_id
        assert any(h[4]["do"] == "transfer" for h in stage.hotspots()) is shown, instance_id
        assert "Play" in stage.texts() and "Done" in stage.texts()
