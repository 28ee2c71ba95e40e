"""Durak's screen: every phase draws from a view alone, the buttons never move, hotspots name real moves."""

from __future__ import annotations

from pycore.host.replay import random_pads
from pycore.kernel.session import Seat
from pycore.modes.durak.config import DurakConfig
from pycore.modes.durak.rules import DurakSession
from pycore.modes.durak.screen import BUTTON_X, HAND_Y, button_boxes, screen
from pycore.prims import Stage

BUTTONS = ("play", "take", "transfer", "end")


def draw(session: DurakSession, seat: "int | None") -> Stage:
    stage = Stage()
    screen(session.view(seat), seat, stage)
    return stage


def test_every_phase_draws_and_the_four_buttons_never_move_or_change_size():
    for n in (2, 4, 6):
        session = DurakSession(config=DurakConfig(variant="perevodnoy", seats=n, partnerships=n == 4), seed=n,
                               seats=[Seat.human()] + [Seat.ai("expert")] * (n - 1))
        pads = random_pads(n, session.seats)
        places: dict[str, tuple] = {}
        phases = {session.phase}
        draw(session, 0)
        while not session.is_finished() and session.frame < 60_000:
            session.tick(next(pads))
            if session.frame % 11 and not session.is_finished():
                continue
            phases.add(session.phase)
            stage = draw(session, 0)
            draw(session, None)
            for x, y, w, h, action in stage.hotspots():
                if action["do"] in BUTTONS and x >= BUTTON_X:   # the buttons (a lifted card also plays)
                    assert places.setdefault(action["do"], (x, y, w, h)) == (x, y, w, h)
                assert 0 <= x and x + w <= 960 and 0 <= y and y + h <= 540, action
        assert session.is_finished() and {"stake", "deal", "bout", "over"} <= phases
        assert sorted(places) == sorted(BUTTONS)
        assert places == button_boxes("perevodnoy")


def test_pass_on_is_a_button_only_in_perevodnoy():
    for variant, want in (("podkidnoy", {"play", "take", "end"}), ("perevodnoy", set(BUTTONS))):
        session = DurakSession(config=DurakConfig(variant=variant), seed=1, seats=[Seat.human(), Seat.ai()])
        session.hands[0] = [0, 5, 9]
        session.phase = "bout"
        spots = {a["do"] for x, y, w, h, a in draw(session, 0).hotspots() if x >= BUTTON_X}
        assert spots == want, variant


def test_the_stake_panel_and_a_refusal_are_on_screen():
    session = DurakSession(config=DurakConfig(), seed=1, seats=[Seat.human(), Seat.ai()])
    session.tick([0, 0])
    stage = draw(session, 0)
    assert "10 coins" in stage.texts() and {"do": "deal"} in [h[4] for h in stage.hotspots()]
    while session.phase != "bout" or session.flights:
        session.tick([0, 0], {0: [{"do": "deal"}]} if session.phase == "stake" else None)
    me_defending = session.defender == 0
    session.tick([0, 0], {0: [{"do": "end" if me_defending else "take"}]})
    notice = session.view(0)["notice"]
    assert notice and notice in draw(session, 0).texts()


def test_a_hand_of_more_than_eight_cards_pages():
    session = DurakSession(config=DurakConfig(deck=52), seed=2, seats=[Seat.human(), Seat.ai()])
    session.hands[0] = list(range(16, 52, 3))         # twelve cards
    session.phase = "bout"
    stage = draw(session, 0)
    hand_spots = [h[4] for h in stage.hotspots() if h[4]["do"] in ("select", "play") and h[0] < BUTTON_X
                  and h[1] >= HAND_Y - 30]
    assert len(hand_spots) == 8 and {"do": "page", "step": 1} in [h[4] for h in stage.hotspots()]
    session.tick([0, 0], {0: [{"do": "page", "step": 1}]})
    assert session.cursor[0] == 8
    hand_spots = [h[4] for h in draw(session, 0).hotspots() if h[4]["do"] in ("select", "play") and h[0] < BUTTON_X
                  and h[1] >= HAND_Y - 30]
    assert len(hand_spots) == 4


def test_every_card_of_a_full_deck_in_hand_is_reachable_by_pad():
    """Left/Right step, L1/R1 page by eight: a hand of all 36 cards is walked from end to end."""
    from pycore.cards52 import DECK36
    from pycore.kernel import pad

    session = DurakSession(config=DurakConfig(), seed=2, seats=[Seat.human(), Seat.ai()])
    session.hands[0] = list(DECK36)
    session.phase = "bout"
    seen = {session.cursor[0]}
    for button in [pad.R1] * 5 + [pad.L1] * 5 + [pad.RIGHT] * 40:
        session.tick([button, 0])
        session.tick([0, 0])
        seen.add(session.cursor[0])
    assert seen == set(range(36))
    pages = set()
    for cursor in range(0, 36, 8):
        session.cursor[0] = cursor
        pages.add(min(h[4].get("index", cursor) for h in draw(session, 0).hotspots() if h[4]["do"] == "select"
                      or h[4]["do"] == "play" and h[0] < BUTTON_X))
    assert pages == {0, 8, 16, 24, 32}
