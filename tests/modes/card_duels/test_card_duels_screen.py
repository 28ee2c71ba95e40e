"""The board on the stage: readable sizes, inside the stage, hotspots that play, owners' colours, the end."""

from __future__ import annotations

from pycore.host.replay import random_pads
from pycore.kernel.session import Seat
from pycore.modes.card_duels.screen import GRID_X, GRID_Y, PITCH_X, PITCH_Y, SEAT_COLOURS, screen
from pycore.prims import BOX, RECT, TEXT, Stage, decode

from .helpers import duel, fixed, lay, practice_config, starting


def draw(s, seat):
    stage = Stage(960, 540)
    screen(s.view(seat), seat, stage)
    return stage


def test_every_frame_of_a_random_game_stays_readable_and_on_the_stage():
    s = duel(practice_config(elements=3, chain=True, stakes=True, turn_seconds=10), 2, [Seat.human(), Seat.human()])
    pads = random_pads(2, s.seats)
    frames = 0
    while not s.is_finished() and frames < 20_000:
        s.tick(next(pads))
        frames += 1
        if frames % 7 == 0 or s.is_finished():
            for seat in (None, 0, 1):
                stage = draw(s, seat)
                decode(stage.export())
                for p in stage.prims:
                    if p[0] == TEXT:
                        assert 13 <= p[4] <= 44 and 0 <= p[2] and p[2] + p[4] <= 540, p
                        assert 0 <= p[1] <= 960, p
                    elif p[0] in (RECT, BOX):
                        assert 0 <= p[1] and p[1] + p[3] <= 960 and 0 <= p[2] and p[2] + p[4] <= 540, p
    assert s.is_finished()


def test_the_hint_line_and_panel_follow_the_pad_state():
    s = starting(practice_config(element_cells=((4, "fire"),)), 0)
    texts = draw(s, 0).texts()
    assert {"card", "lift", "or click a card, then a cell"} <= set(texts)        # the hints beside the player's keys
    assert "Waiting for Player 1" in draw(s, 1).texts()
    card = s.hands[0][s.selected[0]]
    assert card.name in texts and card.rarity.capitalize() in texts
    north, east, south, west = card.sides
    assert f"N {north}  E {east}  S {south}  W {west}" in texts
    s.tick([0x4000, 0])                                       # Cross lifts; the cursor starts on the fire centre
    texts = draw(s, 0).texts()
    assert {"cell", "place", "put back"} <= set(texts) and "lift" not in texts
    sign = "+1 every side" if card.element == "fire" else "-1 every side (min 1)"
    assert f"Cursor cell: fire, {sign}" in texts


def test_clicking_the_screens_hotspots_lays_a_card():
    s = starting(fixed(), 0)
    picks = [a for *_, a in draw(s, 0).hotspots() if a["do"] == "pick"]
    assert sorted(a["card"] for a in picks) == [0, 1, 2, 3, 4]
    assert draw(s, 1).hotspots() == [], "only the seat to move gets hotspots"
    s.tick([0, 0], {0: [{"do": "pick", "card": 2}]})
    places = [a for *_, a in draw(s, 0).hotspots() if a["do"] == "place"]
    assert len(places) == 9 and all(a["card"] == 2 for a in places)
    events = s.tick([0, 0], {0: [places[5]]})
    assert {"kind": "placed", "seat": 0, "card": "a-2", "index": 2, "cell": 5} in events


def ground_colour(stage, cell):
    """Return the owner colour the card in ``cell`` shows through (its stamped face names it last)."""
    row, col = divmod(cell, 3)
    x, y = GRID_X + col * PITCH_X + 4, GRID_Y + row * PITCH_Y + 4
    return [int(name.rsplit("/", 1)[1], 16) for name, sx, sy, *_ in stage.stamps() if (sx, sy) == (x, y)][-1]


def test_a_captured_card_changes_its_owner_colour():
    s = starting(fixed([(9, 9, 9, 9)] * 5), 1)
    lay(s, 1, 0, 0)
    assert ground_colour(draw(s, 0), 0) == SEAT_COLOURS[1]
    lay(s, 0, 0, 1)
    assert ground_colour(draw(s, 0), 0) == SEAT_COLOURS[0]


def finished_with_stakes(seats):
    s = starting(fixed([(9, 9, 9, 9)] * 5, stakes=True, prize_gold=25), 0, seats)
    for n, (seat, index) in enumerate([(0, 0), (1, 0), (0, 1), (1, 1), (0, 2), (1, 2), (0, 3), (1, 3), (0, 4)]):
        lay(s, seat, index, n)
    return s


def test_the_stake_pick_shows_the_losers_deck_with_take_hotspots():
    s = finished_with_stakes([Seat.human(), Seat.human()])
    stage = draw(s, 0)
    assert "Take one card from Player 2" in stage.texts()
    assert {"choose a card", "take it"} <= set(stage.texts())
    takes = [a for *_, a in stage.hotspots() if a["do"] == "take"]
    assert sorted(a["card"] for a in takes) == [0, 1, 2, 3, 4]
    s.tick([0, 0], {0: [takes[3]]})
    texts = draw(s, 0).texts()
    assert "Player 1 wins" in texts and "9 - 1" in texts and "+25 gold" in texts and "Took B 3" in texts


def test_a_draw_is_shown_as_a_draw():
    s = starting(fixed(), 1)
    for n in range(9):
        seat = s.turn
        lay(s, seat, next(i for i in range(5) if not s.played[seat][i]), n)
    texts = draw(s, None).texts()
    assert "A draw" in texts and "Draw, 5 to 5" in texts


def test_a_refusal_shows_in_the_panel_in_full_words():
    s = starting(fixed(), 0)
    s.tick([0, 0], {0: [{"do": "bogus"}]})
    words = " ".join(draw(s, 0).texts())
    assert "Grid Duel has no action 'bogus': it knows" in words and "pick, place and take." in words
    for _ in range(120):
        s.tick([0, 0])
    assert "pick, place and take." not in " ".join(draw(s, 0).texts()), "the notice fades after two seconds"


def test_the_end_shows_no_stale_refusal_and_no_control_the_duel_does_not_own():
    s = starting(fixed(), 0)
    s.tick([0, 0], {0: [{"do": "bogus"}]})
    for n in range(9):                 # no frame passes: the notice is still young when the duel ends
        seat = s.turn
        lay(s, seat, next(i for i in range(5) if not s.played[seat][i]), n)
    assert s.is_finished() and s.view(0)["seats"][0]["notice"]
    texts = draw(s, 0).texts()
    assert not any("bogus" in t for t in texts)
    assert "The duel is over" in texts and not any(t.startswith("Start") for t in texts)



def test_a_long_card_name_is_cut_to_clear_the_rarity_and_the_result_box():
    from pycore.book.cards import Card

    name = "The Drowned Keeper of the Last Lighthouse"
    long = Card(id="long", name=name, rarity="legendary", sides=(1, 1, 1, 1))
    base = fixed([], [(9, 9, 9, 9)] * 5, stakes=True)
    s = starting(practice_config(decks=((long,) + base.decks[0][1:], base.decks[1]), elements=0, stakes=True), 0)
    panel = [t for t in draw(s, 0).texts() if t.startswith("The Drowned")]
    assert len(panel) == 1 and panel[0].endswith("\u2026") and name not in panel[0]   # cut to clear the rarity
    for n, (seat, index) in enumerate([(0, 0), (1, 0), (0, 1), (1, 1), (0, 2), (1, 2), (0, 3), (1, 3), (0, 4)]):
        lay(s, seat, index, n)
    assert s.phase == "stake" and s.turn == 1
    s.take(1, 0)
    texts = draw(s, 0).texts()
    assert "Took The Drowned Keeper..." in texts and not any(name in t for t in texts)


def drawn(s, seat, m):
    """Draw ``seat``'s frame with the Motion ``m`` (the host's per-game clock), then move the clock on."""
    stage = Stage(960, 540)
    stage.motion = m
    screen(s.view(seat), seat, stage)
    m.advance()
    return stage


def cell_stamps(stage, cell):
    """Return the faces stamped in ``cell``'s box: (owner colour, x, y, w)."""
    row, col = divmod(cell, 3)
    x0, y0 = GRID_X + col * PITCH_X, GRID_Y + row * PITCH_Y
    return [(int(name.rsplit("/", 1)[1], 16), x, y, w) for name, x, y, w, _ in stage.stamps()
            if name.startswith("cardface/") and x0 <= x <= x0 + 50 and y0 - 20 <= y <= y0 + 10]


def test_a_laid_card_glides_in_from_the_hand_and_a_captured_one_turns_over_taking_its_colour_at_the_half_turn():
    from pycore.look.motion import Motion

    s = starting(fixed([(9, 9, 9, 9)] * 5), 1)
    m = Motion()
    drawn(s, 0, m)
    lay(s, 1, 0, 0)
    first = drawn(s, 0, m)
    assert not any((x, y) == (GRID_X + 4, GRID_Y + 4) for _, x, y, _ in cell_stamps(first, 0)), "it starts in the hand"
    for _ in range(30):
        drawn(s, 0, m)
    assert cell_stamps(drawn(s, 0, m), 0)[-1][1:] == (GRID_X + 4, GRID_Y + 4, 88), "and comes to rest on its cell"
    lay(s, 0, 0, 1)                                           # seat 0's nines take seat 1's card in cell 0
    frames = [cell_stamps(drawn(s, 0, m), 0)[-1] for _ in range(24)]
    widths = [w for _, _, _, w in frames]
    assert min(widths) < 30 and widths[-1] == 88, "it narrows about its long axis and widens again"
    narrowest = widths.index(min(widths))
    assert frames[1][0] == SEAT_COLOURS[1] and frames[-1][0] == SEAT_COLOURS[0]
    assert all(f[0] == SEAT_COLOURS[1] for f in frames[1:narrowest - 1]), "the old colour until the half turn"
    assert m._sparks, "sparks at the half turn"


def test_a_chain_of_captures_shouts_chain_a_beat_after_the_lay():
    from pycore.look.motion import Motion
    from pycore.modes.card_duels.screen import CHAIN_BEAT

    s = starting(fixed([(5, 1, 1, 1)], [(1, 8, 3, 1), (1, 1, 7, 2)], chain=True), 1)
    lay(s, 1, 0, 0)                        # the hinge, whose east 8 will take its neighbour
    lay(s, 0, 1, 8)
    lay(s, 1, 1, 1)
    m = Motion()
    drawn(s, 0, m)
    assert lay(s, 0, 0, 3)                 # north 5 takes the hinge's south 3; the hinge then takes cell 1
    assert s.view(0)["last"]["flips"] == [0, 1]
    shouts = []
    for _ in range(CHAIN_BEAT + 3):
        drawn(s, 0, m)
        shouts.append([f[2] for f in m._floats])
    assert shouts[CHAIN_BEAT - 1] == [] and shouts[-1] == ["Chain!"], "a beat later, once"
