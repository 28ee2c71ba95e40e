"""The kitchen table as a mode: the screen's select-then-place, tap and menu paths through actions, pads, the AI, privacy, the phantom, a late joiner's snapshot."""

from __future__ import annotations

import dataclasses
import json

import pytest
from hypothesis import given, settings, strategies as st

from pycore.host.rounds import RoundDriver
from pycore.kernel import pad
from pycore.kernel.session import Seat
from pycore.kitchen.view import apply_patch, patch
from pycore.modes.kitchen import ai
from pycore.modes.kitchen.rules import KitchenSession
from pycore.net.hosted import guest_view
from pycore.packs import load_pack, practice_pack
from pycore.prims import Stage

from tests.conftest import SAMPLE

PRACTICE = practice_pack().instance("practice-kitchen")
HOT_SEAT = load_pack(SAMPLE).instance("sample-kitchen-stompy-vs-burn")


def solitaire(phantom: str = "off", seed: int = 1, **extra) -> KitchenSession:
    """Return a one-seat table of the practice deck with the phantom at ``phantom``."""
    config = dataclasses.replace(PRACTICE.config, phantom=phantom, **extra)
    return KitchenSession(config=config, seed=seed, seats=[Seat.human()])


def hot_seat(seed: int = 1) -> KitchenSession:
    """Return the sample's two-seat hot-seat table, both seats human."""
    return KitchenSession(config=HOT_SEAT.config, seed=seed, seats=[Seat.human(), Seat.human()])


def spots(s: KitchenSession, seat: int = 0) -> list:
    """Return the hotspots of ``seat``'s screen now."""
    stage = Stage(*PRACTICE.spec.stage)
    PRACTICE.spec.screen(s.view(seat), seat, stage)
    return stage.hotspots()


def click(s: KitchenSession, want: dict, seat: int = 0) -> list:
    """Click the topmost hotspot whose action holds ``want``'s fields; return the frame's events."""
    found = [a for *_, a in spots(s, seat) if all(a.get(k) == v for k, v in want.items())]
    assert found, f"no hotspot like {want}"
    return s.tick([0] * len(s.seats), {seat: [found[-1]]})


def press(s: KitchenSession, button: int, seat: int = 0) -> list:
    """Press ``button`` on ``seat``'s pad for one frame and release it."""
    words = [0] * len(s.seats)
    words[seat] = button
    out = s.tick(words)
    s.tick([0] * len(s.seats))
    return out


def zone_of(s: KitchenSession, cid: int) -> str:
    """Return the zone of card ``cid``, or where a card gone under a new id went (the newest id's zone)."""
    if str(cid) in s.game["cards"]:
        return s.game["cards"][str(cid)]["zone"]
    return s.game["cards"][str(s.game["next_id"] - 1)]["zone"]


def test_select_then_place_puts_a_hand_card_where_the_battlefield_was_clicked():
    """Clicking a hand card picks it up; clicking a battlefield cell moves it there at that cell's position."""
    s = solitaire()
    cid = s.hand(0)[0]
    click(s, {"do": "select", "card": cid})
    assert s.selected[0] == cid and s.view(0)["selected"] == cid
    out = click(s, {"do": "place", "zone": "battlefield", "x": 10_000, "y": 0})
    assert out[0]["kind"] == "move" and zone_of(s, cid) == "battlefield"
    c = s.game["cards"][str(cid)]
    assert (c["x"], c["y"]) == (10_000, 0) and s.selected[0] == 0


def test_select_then_a_zone_moves_the_card_there_and_placing_with_nothing_picked_is_refused():
    """A picked-up card goes to the clicked zone; a place click with nothing picked up is refused and changes nothing."""
    s = solitaire()
    before = s.state_hash()
    out = s.tick([0], {0: [{"do": "place", "zone": "graveyard"}]})
    assert out[0]["kind"] == "refused" and "Pick up a card" in out[0]["reason"]
    cid = s.hand(0)[1]
    click(s, {"do": "select", "card": cid})
    click(s, {"do": "place", "zone": "graveyard"})
    assert zone_of(s, cid) == "graveyard"
    assert before != s.state_hash()


def drag(s: KitchenSession, want: dict, at: tuple, seat: int = 0) -> list:
    """Drag as the page does: press the draggable hotspot like ``want``, release at stage point ``at``; return the events.

    The page sends the pressed hotspot's action, then the topmost hotspot under the release
    point (unless it is the same one), each frame drawing the screen anew.
    """
    found = [a for *_, a in spots(s, seat) if all(a.get(k) == v for k, v in want.items())]
    assert found and found[-1].get("drag") is True, f"no draggable hotspot like {want}"
    out = s.tick([0] * len(s.seats), {seat: [found[-1]]})
    x, y = at
    under = [a for hx, hy, hw, hh, a in spots(s, seat) if hx <= x < hx + hw and hy <= y < hy + hh]
    if under and under[-1] != found[-1]:
        out += s.tick([0] * len(s.seats), {seat: [under[-1]]})
    return out


def centre(s: KitchenSession, want: dict, seat: int = 0) -> tuple:
    """Return the stage point at the centre of the topmost hotspot like ``want``."""
    x, y, w, h, _ = [h for h in spots(s, seat) if all(h[4].get(k) == v for k, v in want.items())][-1]
    return x + w // 2, y + h // 2


def test_a_permanent_dragged_by_its_name_moves_to_a_place_a_zone_or_onto_another_permanent_without_tapping_it():
    """A battlefield card is draggable like a hand card: dropped on an empty place it moves there, dropped on another
    permanent it takes that one's place and taps nothing, dropped on a zone it goes there; each a move the engine validated."""
    s = solitaire()
    a, b = s.hand(0)[0], s.hand(0)[1]
    s.act(0, {"kind": "move", "cards": [a], "to": "battlefield", "x": 0, "y": 0})
    s.act(0, {"kind": "move", "cards": [b], "to": "battlefield", "x": 10_000, "y": 10_000})
    corner = centre(s, {"do": "place", "zone": "battlefield", "x": 10_000, "y": 0})
    out = drag(s, {"do": "select", "card": a}, corner)
    assert [e["kind"] for e in out] == ["selected", "move"], out
    assert (s.game["cards"][str(a)]["x"], s.game["cards"][str(a)]["y"]) == (10_000, 0) and s.selected[0] == 0
    onto = centre(s, {"do": "tap", "card": b})
    out = drag(s, {"do": "select", "card": a}, onto)
    assert out[-1]["kind"] == "move" and not any(c["tapped"] for c in s.game["cards"].values())
    assert (s.game["cards"][str(a)]["x"], s.game["cards"][str(a)]["y"]) == (10_000, 10_000)
    out = drag(s, {"do": "select", "card": a}, centre(s, {"do": "place", "zone": "graveyard"}))
    assert out[-1]["kind"] == "move" and zone_of(s, a) == "graveyard" and zone_of(s, b) == "battlefield"


def test_another_seats_permanent_cannot_be_dragged_and_a_forged_pick_up_of_it_changes_nothing():
    """In hot seat, seat 0's screen offers no handle on seat 1's permanent; a forged select of it is refused."""
    s = hot_seat()
    cid = s.hand(1)[0]
    s.act(1, {"kind": "move", "cards": [cid], "to": "battlefield"})
    assert not [a for *_, a in spots(s, 0) if a.get("card") == cid]
    assert [a for *_, a in spots(s, 1) if a.get("card") == cid and a.get("drag")]
    before, game, notice = s.state_hash(), json.dumps(s.game, sort_keys=True), s.notice[0]
    out = s.pointer(0, {"do": "select", "card": cid, "drag": True})
    assert out[0]["kind"] == "refused" and s.notice[0] == out[0]["reason"] and s.selected[0] == 0
    s.notice[0] = notice          # the notice shows the refusal; nothing else moved
    assert json.dumps(s.game, sort_keys=True) == game and s.state_hash() == before


def test_clicking_a_permanent_taps_it_and_again_untaps_it():
    """The tap path: a battlefield card's hotspot toggles tapped through a ``tap`` intent."""
    s = solitaire()
    cid = s.hand(0)[0]
    s.act(0, {"kind": "move", "cards": [cid], "to": "battlefield"})
    click(s, {"do": "tap", "card": cid})
    assert s.game["cards"][str(cid)]["tapped"]
    click(s, {"do": "tap", "card": cid})
    assert not s.game["cards"][str(cid)]["tapped"]


def test_the_context_menu_exiles_counts_and_returns_a_card():
    """The menu path: the card's tab opens the menu, whose buttons exile it, put a counter on it, return it to hand."""
    s = solitaire()
    a, b = s.hand(0)[:2]
    for cid in (a, b):
        s.act(0, {"kind": "move", "cards": [cid], "to": "battlefield"})
    click(s, {"do": "menu", "card": a})
    assert s.view(0)["menu"] == a
    click(s, {"do": "pick", "op": "counter"})
    assert s.game["cards"][str(a)]["counters"] == {"+1/+1": 1}
    click(s, {"do": "menu", "card": a})
    click(s, {"do": "pick", "op": "exile"})
    assert zone_of(s, a) == "exile"
    click(s, {"do": "menu", "card": b})
    click(s, {"do": "pick", "op": "lift"})
    assert s.selected[0] == b and s.menu[0] == 0
    click(s, {"do": "place", "zone": "battlefield", "x": 0, "y": 5_000})
    assert (s.game["cards"][str(b)]["x"], s.game["cards"][str(b)]["y"]) == (0, 5_000)
    click(s, {"do": "menu", "card": b})
    click(s, {"do": "pick", "op": "hand"})
    assert zone_of(s, b) == "hand"


def test_pad_shortcuts_draw_untap_pass_and_play():
    """Cross draws, Square untaps all, Triangle passes (the other seat's turn), Up plays the card under the cursor."""
    s = hot_seat()
    n = len(s.hand(0))
    press(s, pad.CROSS)
    assert len(s.hand(0)) == n + 1
    cid = s.hand(0)[s.cursor[0]]
    press(s, pad.UP)
    assert zone_of(s, cid) in ("battlefield", "stack")
    if zone_of(s, cid) == "battlefield":
        s.act(0, {"kind": "tap", "cards": [cid], "on": True})
        press(s, pad.SQUARE)
        assert not s.game["cards"][str(cid)]["tapped"]
    press(s, pad.TRIANGLE)
    assert s.active() == 1
    assert press(s, pad.TRIANGLE, seat=0)[0]["kind"] == "refused"       # not seat 1's pad: it is not seat 0's turn


def test_the_turn_clock_passes_a_turn_that_runs_out():
    """Nobody touching the pads: the turn passes by itself after ``turn_seconds``."""
    s = hot_seat()
    for _ in range(s.config.turn_frames):
        s.tick([0, 0])
    assert s.active() == 1


def test_a_seat_never_sees_the_other_seat_s_hand_in_its_view_or_screen():
    """Hot seat: seat 1's view holds none of seat 0's hand cards, and its screen only their count."""
    s = hot_seat()
    view = s.view(1)
    hand = s.hand(0)
    assert all(str(cid) not in view["table"]["cards"] for cid in hand)
    assert view["table"]["zones"]["0"]["hand"] == {"count": len(hand), "known": []}
    stage = Stage(*PRACTICE.spec.stage)
    PRACTICE.spec.screen(view, 1, stage)
    assert f"Hand {len(hand)}" in stage.texts()
    assert all(a.get("card") not in hand for *_, a in stage.hotspots())
    assert s.tick([0, 0], {1: [{"do": "select", "card": hand[0]}]})[0]["kind"] == "refused"


def test_every_ai_decision_is_one_the_engine_accepts():
    """Over 12 seeded two- and three-seat games of AI seats, each decision passes ``can_act`` and the table closes."""
    decisions = 0
    for seed in range(1, 13):
        seats = [Seat.ai(("novice", "regular", "expert")[seed % 3]) for _ in range(2 + seed % 2)]
        config = dataclasses.replace(HOT_SEAT.config, seats=len(seats))
        s = KitchenSession(config=config, seed=seed, seats=seats)
        real = ai.decide

        def checked(session, seat):
            nonlocal decisions
            move = real(session, seat)
            assert session.can_act(seat, move) is None, (move, session.can_act(seat, move))
            decisions += 1
            return move

        ai.decide = checked
        try:
            for _ in range(HOT_SEAT.spec.frame_bound(config)):
                if s.is_finished():
                    break
                s.tick([0] * len(seats))
        finally:
            ai.decide = real
        assert s.is_finished() and s.results() is not None
        assert any(s.game["zones"][str(k)]["battlefield"] for k in range(len(seats)))
    assert decisions > 200


ACTIONS = st.fixed_dictionaries({"do": st.sampled_from(["select", "place", "tap", "menu", "pick", "draw", "pass",
                                                         "accept", "decline", "undo", "scry", "fly"])},
                                optional={"card": st.one_of(st.integers(-3, 200), st.text(max_size=3), st.none()),
                                          "zone": st.sampled_from(["battlefield", "hand", "library", "nowhere", ""]),
                                          "x": st.integers(-5, 20_000), "y": st.integers(-5, 20_000),
                                          "op": st.sampled_from(["exile", "close", "burn", "counter"])})


@settings(max_examples=120, deadline=None)
@given(st.lists(ACTIONS, min_size=1, max_size=6))
def test_pointer_actions_from_anywhere_are_validated_and_a_refusal_changes_nothing(actions):
    """Random pointer actions: every frame's events are plain data; an action refused alone leaves the hash as it was."""
    s = solitaire("ruthless", seed=3)
    for action in actions:
        before, notice = s.state_hash(), s.notice[0]
        game = json.dumps(s.game, sort_keys=True)
        out = s.pointer(0, action)
        json.dumps(out)
        if out and all(e["kind"] == "refused" for e in out):
            assert json.dumps(s.game, sort_keys=True) == game
            assert s.notice[0] == out[-1]["reason"]
            s.notice[0] = notice      # the notice shows the refusal; nothing else moved
            assert s.state_hash() == before


def test_the_phantom_s_offer_shows_with_its_reason_accepting_resolves_it_and_undo_brings_the_card_back():
    """Solitaire, ruthless: play creatures until the phantom answers a landing; the screen shows the offer's sentence
    and its buttons; Accept moves the card; Undo puts it back on the battlefield."""
    for seed in range(1, 60):
        s = solitaire("ruthless", seed=seed)
        for _ in range(3):
            press(s, pad.TRIANGLE)
        for cid in s.hand(0):
            if s.phantom.offer is None:
                s.act(0, s.play_intent(cid))
        offer = s.phantom.offer
        if offer is None or offer["kind"] not in ("removal", "bounce"):
            continue
        stage = Stage(*PRACTICE.spec.stage)
        PRACTICE.spec.screen(s.view(0), 0, stage)
        assert any(offer["card"] in t for t in stage.texts())
        target = offer["cards"][0]
        assert zone_of(s, target) == "battlefield"
        click(s, {"do": "accept"})
        assert zone_of(s, target) == offer["to"] and s.phantom.offer is None
        click(s, {"do": "undo"})
        assert zone_of(s, target) == "battlefield"
        return
    raise AssertionError("no seed gave a removal or bounce offer")


def test_declining_changes_no_card():
    """Decline (Select on the pad) closes the offer and moves nothing."""
    for seed in range(1, 60):
        s = solitaire("ruthless", seed=seed)
        for _ in range(3):
            press(s, pad.TRIANGLE)
        for cid in s.hand(0):
            if s.phantom.offer is None:
                s.act(0, s.play_intent(cid))
        if s.phantom.offer is None:
            continue
        game = json.dumps(s.game, sort_keys=True)
        press(s, pad.SELECT)
        assert s.phantom.offer is None and json.dumps(s.game, sort_keys=True) == game
        return
    raise AssertionError("no seed gave an offer")


def test_a_late_joiner_s_snapshot_is_its_seat_s_view_and_patches_follow_it():
    """A guest joining at frame 300 of a hot-seat game receives its seat's view (nothing of the other hand); the
    engine's patches from that snapshot give the view at the end."""
    s = KitchenSession(config=HOT_SEAT.config, seed=5, seats=[Seat.human(), Seat.ai("regular")])
    driver = RoundDriver(None, s)
    for frame in range(300):
        driver.tick([pad.CROSS if frame % 40 == 0 else 0, 0])
    snapshot = json.loads(guest_view(driver, 1))
    assert json.dumps(snapshot, sort_keys=True).count('"name"') > 0
    table = s.view(1)["table"]
    assert all(str(cid) not in json.dumps(snapshot) or str(cid) not in table["cards"] for cid in s.hand(0))
    views = [table]
    for frame in range(300):
        driver.tick([pad.TRIANGLE if frame % 50 == 0 else 0, 0])
        views.append(s.view(1)["table"])
    followed = views[0]
    for a, b in zip(views, views[1:]):
        followed = apply_patch(followed, patch(a, b))
    assert followed == views[-1] and views[-1] != views[0]


def test_same_seed_and_pads_same_hashes():
    """Two solitaire games with the phantom from one seed and one pad sequence hash alike every frame."""
    def run(seed):
        s = solitaire("realistic", seed=seed)
        out = []
        for frame in range(600):
            word = (pad.CROSS, pad.UP, pad.TRIANGLE, pad.CIRCLE, 0, pad.RIGHT)[frame % 6] if frame % 7 == 0 else 0
            s.tick([word])
            out.append(s.state_hash())
        return out
    assert run(9) == run(9)
    assert run(9) != run(10)


def test_hidden_from_names_a_card_of_the_other_hand_that_nothing_shown_to_the_seat_holds():
    """Hot seat: some name only in seat 0's hand is a secret from seat 1, and no string exported for seat 1 holds it."""
    secrets = []
    for seed in range(1, 20):
        s = hot_seat(seed)
        secrets = s.hidden_from(1)
        own = [s.game["cards"][str(cid)]["name"] for cid in s.hand(0)]
        if any(name in secrets for name in own):
            break
    assert any(name in secrets for name in own), secrets
    stage = Stage(*PRACTICE.spec.stage)
    PRACTICE.spec.screen(s.view(1), 1, stage)
    exported = json.dumps(s.view(1)) + json.dumps(stage.texts()) + json.dumps([a for *_, a in stage.hotspots()])
    assert not [name for name in secrets if name in exported]
    s.act(0, {"kind": "move", "cards": [next(c for c in s.hand(0) if s.game["cards"][str(c)]["name"] in secrets)],
              "to": "battlefield"})
    shown = s.lines[-1]
    assert any(name in shown for name in s.public) and all(name not in s.hidden_from(1) for name in s.public)


def test_the_config_refuses_unknown_keys_and_malformed_decks():
    """A ``[[kitchen]]`` table with a typo, no decks, a deck of numbers, or an unknown intensity is refused in words."""
    from pycore.kernel.schema import PackError, Table
    from pycore.modes.kitchen.config import parse

    good = {"id": "k", "decks": [["20 Forest"]]}
    assert parse(Table(good, "modes.toml", "kitchen", 0)).seats == 1
    for bad in ({"id": "k"}, {"id": "k", "decks": []}, {"id": "k", "decks": [[1, 2]]},
                {"id": "k", "decks": [["20 Forest"]], "phantom": "savage"},
                {"id": "k", "decks": [["0 Forest"]]}, {"id": "k", "decks": [["Sideboard", "2 Plummet"]]},
                {"id": "k", "decks": [["20 Forest"]], "cards": [{"name": "Forest", "mv": 99}]},
                {"id": "k", "decks": [["20 Forest"]], "cards": [{"name": "Forest", "flavour": "x"}]}):
        t = Table(bad, "modes.toml", "kitchen", 0)
        with pytest.raises(PackError):
            parse(t)
            t.done()


@settings(max_examples=80, deadline=None)
@given(st.dictionaries(st.sampled_from(["decks", "cards", "seats", "phantom", "rounds", "turn_seconds", "oops"]),
                       st.one_of(st.integers(-5, 100), st.text(max_size=5), st.lists(st.text(max_size=5), max_size=3),
                                 st.lists(st.lists(st.text(min_size=1, max_size=12), max_size=3), max_size=3))))
def test_any_kitchen_table_is_read_or_refused_in_words(raw):
    """Fuzzed pack tables: parse either returns a config that seats a game or raises a PackError."""
    from pycore.kernel.schema import PackError, Table
    from pycore.modes.kitchen.config import parse

    t = Table(dict(raw, id="k"), "modes.toml", "kitchen", 0)
    try:
        config = parse(t)
        t.done()
    except PackError:
        return
    s = KitchenSession(config=config, seed=1, seats=[Seat.human()] * config.seats)
    assert s.view(0)["table"]["players"][0]["life"] == 20


def test_cards_are_conserved_every_frame_under_random_pads_and_the_phantom():
    """Over 4 seeds of random pads (hot seat, and solitaire with a ruthless phantom accepting by Circle), every dealt
    card is in exactly one zone on every frame, and the game ends within its bound."""
    from pycore.host.replay import random_pads

    for seed in range(1, 5):
        # the practice table has no round limit now: its old 20, so a person who never leaves is still bounded
        s = hot_seat(seed) if seed % 2 else solitaire("ruthless", seed=seed, rounds=20)
        dealt = sorted((c["owner"], c["name"]) for c in s.game["cards"].values())
        pads = random_pads(seed, s.seats)
        for _ in range(PRACTICE.spec.frame_bound(s.config)):
            if s.is_finished():
                break
            s.tick(next(pads))
            placed = sorted((s.game["cards"][str(cid)]["owner"], s.game["cards"][str(cid)]["name"])
                            for named in s.game["zones"].values() for ids in named.values() for cid in ids
                            if not s.game["cards"][str(cid)]["token"] and not s.game["cards"][str(cid)]["ability"])
            assert placed == dealt, (s.frame, len(placed), len(dealt))
        assert s.is_finished()


def test_every_row_of_the_table_menu_is_a_button_that_acts():
    """The table menu is data (its rows come with the view); every row but Close is a button on the screen, and
    clicking it makes its event at the table (or a refusal in words, never an error)."""
    from pycore.modes.kitchen.rules import TABLE_MENU

    s = hot_seat(3)
    click(s, {"do": "table"})
    assert s.view(0)["menu"] == -1 and [r[0] for r in s.view(0)["menus"]["table"]] == [r[0] for r in TABLE_MENU]
    made = []
    for op, _label, template in TABLE_MENU:
        if template is None:
            continue
        before = s.game["seq"]
        out = click(s, {"do": "pick", "op": op})
        kinds = [e["kind"] for e in out if e.get("kind") not in ("menu",)]
        if s.game["seq"] > before:
            made.append(template["kind"])
        else:
            assert any(k == "refused" for k in kinds), (op, out)
    assert {"take", "reveal_top", "reveal_until", "random_hand", "each_opponent", "extra_turn", "player_counter",
            "step", "priority", "day_night", "blessing", "designation", "planar_die"} <= set(made)
    assert s.game["players"][0]["counters"] == {"energy": 1, "experience": 1, "storm": 1}
    assert s.game["turn"]["step"] == "upkeep" and s.game["turn"]["priority"] == 1
    click(s, {"do": "pick", "op": "close"})
    assert s.view(0)["menu"] == 0


def test_the_card_menu_gives_a_permanent_until_the_end_of_the_turn():
    s = hot_seat(3)
    hand = s.hand(0)
    s.act(0, {"kind": "move", "cards": [hand[0]], "to": "battlefield"})
    click(s, {"do": "menu", "card": hand[0]})
    assert [r[0] for r in s.view(0)["menus"]["card"]][-3:] == ["give", "abandon", "close"]
    click(s, {"do": "pick", "op": "give"})
    assert s.game["cards"][str(hand[0])]["controller"] == 1
    s.act(0, {"kind": "pass"})
    assert s.game["cards"][str(hand[0])]["controller"] == 0


def test_the_top_line_shows_the_step_priority_day_and_the_planar_die_s_cost():
    s = hot_seat(3)
    for intent in ({"kind": "step", "step": "attackers"}, {"kind": "priority", "seat": 1},
                   {"kind": "day_night", "to": "night"}, {"kind": "planar_die"}, {"kind": "planar_die"}):
        assert s.act(0, intent)[0]["kind"] == intent["kind"]
    stage = Stage(*PRACTICE.spec.stage)
    PRACTICE.spec.screen(s.view(0), 0, stage)
    head = next(t for t in stage.texts() if "turn" in t)
    assert "attackers" in head and "priority: " in head and "night" in head and "planar die: 2" in head


def test_a_permanent_s_menu_tab_opens_its_card_menu_in_the_arcade_not_the_quit_prompt():
    """The arcade takes a bare {"do": "menu"} for its quit prompt; the tab's action names its card and reaches the table."""
    from pycore.host.arcade import PLAYING, QUIT, Arcade

    arcade = Arcade(practice_pack(), seed=3)
    assert arcade.enter("practice-kitchen", [Seat.human()], 3) is None
    arcade.tick([0])
    s = arcade.session
    cid = s.hand(0)[0]
    s.act(0, {"kind": "move", "cards": [cid], "to": "battlefield", "x": 0, "y": 0})
    arcade.tick([0])
    tab = [a for *_, a in arcade.draw().hotspots() if a.get("do") == "menu" and a.get("card") == cid]
    assert tab, "no menu tab on the permanent"
    arcade.tick([0], [tab[-1]])
    assert arcade.screen == PLAYING and s.view(0)["menu"] == cid
    arcade.tick([0], [{"do": "menu"}])
    assert arcade.screen == QUIT


# -- a table without a round limit (rounds = 0) -------------------------------------------------------------------
def _pass_turns(s: KitchenSession, rounds: int) -> None:
    """Pass the person's turn (Triangle) until ``rounds`` rounds are played; the phantom takes its own turns."""
    for _ in range(rounds * 400):
        if s.over or s.game["turn"]["round"] > rounds:
            return
        if s.active() == 0:
            press(s, pad.TRIANGLE)
        else:
            s.tick([0])


@pytest.mark.parametrize("rounds", [30, 100])
def test_a_table_without_a_round_limit_does_not_close_by_itself(rounds):
    s = solitaire("off", rounds=0)
    assert PRACTICE.config.rounds == 0
    _pass_turns(s, rounds)
    assert s.game["turn"]["round"] > rounds and not s.over and s.results() is None
    capped = solitaire("off", rounds=3)                          # a round limit still closes the table
    _pass_turns(capped, 5)
    assert capped.over


def test_ai_seats_alone_at_a_table_without_a_limit_concede_within_its_bound():
    from pycore.modes.kitchen.rules import frame_bound
    for n in (1, 2):
        config = dataclasses.replace(PRACTICE.config, rounds=0, seats=n, phantom="off")
        s = KitchenSession(config=config, seed=3, seats=[Seat.ai("regular")] * n)
        for _ in range(frame_bound(config)):
            if s.over:
                break
            s.tick([0] * n)
        assert s.over and s.game["turn"]["round"] == ai.STAY_ROUNDS + 1, n
