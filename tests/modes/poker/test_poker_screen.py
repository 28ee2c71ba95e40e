"""The screen: drawn from the view alone, from the local chair, with hotspots for every action."""

from pycore.kernel.session import Seat
from pycore.modes.poker import MODE
from pycore.modes.poker.config import PokerConfig
from pycore.modes.poker.rules import PokerSession
from pycore.prims import Stage, decode

from .tables import play, run_until, table


def draw(s, seat):
    stage = Stage()
    MODE.screen(s.view(seat), seat, stage)
    return stage


def test_every_table_size_and_phase_draws_within_the_960_by_540_stage():
    """Format 2: the screen is laid out for the 960 x 540 stage itself; every label and hotspot lies on it."""
    assert MODE.stage == (960, 540)
    for n in range(2, 7):
        s = PokerSession(config=PokerConfig(max_hands=2), seed=n, seats=[Seat.ai("regular")] * n)
        phases = {}
        while not s.is_finished():
            s.tick([0] * n)
            if s.frame % 7 == 0 or s.phase not in phases:
                phases[s.phase] = True
                for seat in (None, *range(n)):
                    stage = draw(s, seat)
                    assert decode(stage.export())
                    # no fraction of a stage pixel anywhere (a stamp names its picture first)
                    assert not any(isinstance(v, float) for p in stage.prims for v in p[1:])
                    for x, y, w, h, text in stage.text_boxes():
                        assert x >= 0 and y >= 0 and x + w <= 961 and y + h <= 541, (n, s.phase, text)
                    for x, y, w, h, action in stage.hotspots():
                        assert 0 <= x and 0 <= y and x + w <= 960 and y + h <= 540, (n, s.phase, action)
        assert {"betting", "dealing", "over"} <= set(phases)


def test_the_seat_to_act_gets_a_button_and_a_hotspot_for_each_action():
    s = table([1000, 1000, 1000], button=0)
    stage = draw(s, 0)
    acts = [a for *_, a in stage.hotspots()]
    assert {"do": "act", "action": "fold"} in acts
    assert {"do": "act", "action": "call"} in acts
    assert {"do": "act", "action": "raise", "amount": 20} in acts
    assert {"do": "act", "action": "allin"} in acts
    assert {"do": "size", "steps": 1} in acts and {"do": "size", "steps": -1} in acts
    texts = stage.texts()
    assert {"Call", "10", "Raise", "to 20", "All-in", "1,000"} <= set(texts)     # each button: its action over its amount
    assert {"choose", "size", "commit"} <= set(texts)                             # the hint line's keys
    assert not any(a.get("do") == "act" for *_, a in draw(s, 1).hotspots())   # not seat 1's turn


def test_each_menu_hotspot_is_an_action_the_rules_accept():
    for action in ("fold", "call", "raise", "allin"):
        s = table([1000, 1000, 1000], button=0)
        hot = next(a for *_, a in draw(s, 0).hotspots() if a.get("action") in (action, "check"))
        events = s.tick([0, 0, 0], {0: [hot]})
        assert not [e for e in events if e["kind"] == "refused"], (action, events)
        assert s.to_act == 1


def test_the_showdown_offers_a_skip_and_shows_the_revealed_hands():
    s = table([1000, 1000, 1000], button=0, holes=["Ah Ad", "Kh Kd", "2c 7d"], board="As Ks 3h 4d 9c")
    play(s, (0, "allin"), (1, "call"), (2, "fold"))
    run_until(s, "showdown")
    stage = draw(s, 2)
    assert {"do": "skip"} in [a for *_, a in stage.hotspots()]
    assert "three aces" in stage.texts() and "three kings" in stage.texts()
    assert "Next hand" in stage.texts() and "next hand" in stage.texts()


def test_the_same_view_draws_the_same_frame():
    s = table([1000, 1000], button=0)
    view = s.view(0)
    one, two = Stage(), Stage()
    MODE.screen(view, 0, one)
    MODE.screen(view, 0, two)
    assert one.export() == two.export()
    assert any("(watching)" in t for t in draw(s, None).texts())


def test_every_table_size_watched_with_every_card_up_keeps_its_labels_apart():
    """A spectator sees every hand's words over its cards: none lies over a bet, a plate or the pot."""
    from pycore.look.motion import Motion
    from tests.test_look import faults

    found = []
    for n in range(2, 7):
        s = PokerSession(config=PokerConfig(seats=n, max_hands=2), seed=n, seats=[Seat.ai("regular")] * n)
        motion = Motion()
        while not s.is_finished():
            s.tick([0] * n)
            motion.advance()
            if s.frame % 9:
                continue
            stage = Stage()
            stage.motion = motion
            MODE.screen(s.view(None), None, stage)
            found += faults(stage, f"{n} seats, frame {s.frame}")
    assert not found, "\n".join(found[:10])
