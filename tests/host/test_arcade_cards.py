"""The arcade's card side: the card screens, the starter, toasts, duel decks, rewards, stakes, saves."""

from __future__ import annotations

import dataclasses
import json

import pytest

from pycore import bindings
from pycore.host import profile as profiles
from pycore.host.arcade import CARDS, PICKER, PLAYING, RESULTS, Arcade
from pycore.kernel import pad
from pycore.kernel.session import Results, Seat
from pycore.collection import progress as prog
from pycore.collection.screens import TOAST_FRAMES
from pycore.modes import registry
from pycore.packs import load_pack

from tests.conftest import SAMPLE

STARTER = ["straw-dummy", "ember-pup", "puddle-newt"]


def press(arcade: Arcade, button: int, actions=None) -> list[dict]:
    events = arcade.tick([button], actions)
    arcade.tick([0])
    return events


class Finished:
    """A stand-in session that is already over, with the results a test wants settled."""

    def __init__(self, seats, results, table=None):
        self.seats, self._results, self.frame, self.table = seats, results, 0, table

    def tick(self, pads, actions=None):
        return []

    def is_finished(self):
        return True

    def takes_start(self):
        return False

    def results(self):
        return self._results

    def view(self, seat=None):
        return self.table.view(seat) if self.table is not None else {}

    def state_hash(self):
        return 0


def finish(arcade: Arcade, placements, reward, instance_id="practice-card_duels", lent=False):
    """Enter ``instance_id`` and end it at once with ``reward`` for the player."""
    arcade.enter(instance_id)
    arcade.lent = lent
    table = arcade.session
    seats = table.seats
    arcade.driver.session = arcade.driver.rounds.session = Finished(    # drawn as the table it replaces
        seats, Results(placements=tuple(placements), rewards=tuple([reward] + [{}] * (len(seats) - 1))), table)
    return arcade.tick([0])


def test_triangle_opens_the_cards_and_the_starter_is_handed_over_once(practice):
    arcade = Arcade(practice, seed=4)
    events = press(arcade, pad.TRIANGLE)
    assert events[0] == {"kind": "cards"} and events[-1] == {"kind": "save"}
    assert arcade.screen == CARDS and arcade.profile["gold"] == 100
    assert arcade.profile["cards"]["binder"] == STARTER
    assert arcade.profile["cards"]["boosters"] == {"practice-booster": 1}
    assert "Starter: 100 gold" in arcade.log and "Got card: Straw Dummy (new!)" in arcade.log
    assert arcade.toasts == [] and arcade.desk.message == arcade.log[-1]   # said on the desk's own line
    assert press(arcade, pad.START)[-1] == {"kind": "leave"} and arcade.screen == PICKER
    assert press(arcade, 0, [{"do": "cards"}])[0] == {"kind": "cards"}   # the picker's Cards hotspot
    assert arcade.profile["gold"] == 100 and len(arcade.profile["cards"]["binder"]) == 3


def test_toasts_show_one_at_a_time_for_150_frames_over_every_screen_but_the_card_screens(practice):
    arcade = Arcade(practice)
    finish(arcade, (1, 2), {"cards": ["tin-knight", "grand-tutor"]})
    first, second = arcade.toasts[0], arcade.toasts[1]
    assert first in arcade.draw().texts()                        # over the results card
    for _ in range(TOAST_FRAMES - 1 - arcade.toast_age):
        arcade.tick([0])
    assert arcade.toasts[0] == first
    arcade.tick([0])
    assert arcade.toasts[0] == second and first not in arcade.draw().texts()
    arcade.leave()
    assert second in arcade.draw().texts()                       # over the picker
    arcade.open_cards()
    for _ in range(TOAST_FRAMES + 10):
        arcade.tick([0])
        assert second not in arcade.draw().texts()               # not over the card screens...
    assert arcade.toasts[0] == second                            # ...where it waits
    arcade.close_cards()
    arcade.enter("practice-card_duels")
    assert arcade.screen == PLAYING and second in arcade.draw().texts()


def test_buying_and_opening_in_the_card_screens_ask_for_a_save(practice):
    arcade = Arcade(practice, seed=9)
    arcade.open_cards()
    arcade.desk.dealer = "tutor-stall"
    arcade.desk.open_stage("dealer")
    events = press(arcade, pad.CROSS)
    assert events == [{"kind": "bought", "dealer": "tutor-stall", "line": 0}, {"kind": "save"}]
    assert arcade.profile["gold"] == 50 and arcade.profile["cards"]["boosters"] == {"practice-booster": 2}
    arcade.desk.open_stage("boosters")
    events = press(arcade, pad.CROSS)
    assert events[0]["kind"] == "opened" and events[-1] == {"kind": "save"}
    assert sum(arcade.profile["cards"]["copies"].values()) == 8
    assert press(arcade, pad.DOWN) == []                          # nothing changed: no save asked


def test_the_practice_duel_keeps_the_starter_deck_however_many_cards_are_owned(practice):
    """The built-in practice duel is practice: the player's seat plays the starter deck, lent."""
    arcade = Arcade(practice)
    starter_deck = [c.id for c in practice.book.cards[:5]]
    arcade.enter("practice-card_duels")
    assert [c.id for c in arcade.session.config.decks[0]] == starter_deck and arcade.lent
    assert [c.id for c in arcade.session.config.decks[1]] == [   # the practice opponent's own: beatable
        "straw-dummy", "straw-dummy", "lamp-moth", "lamp-moth", "cellar-rat"]
    arcade.leave()
    for card in practice.book.cards[5:]:
        prog.add_copy(arcade.profile["cards"], card.id)
    arcade.profile["cards"]["deck"] = prog.strongest(arcade.profile["cards"], practice.book)
    arcade.enter("practice-card_duels")
    assert [c.id for c in arcade.session.config.decks[0]] == starter_deck and arcade.lent


def test_a_pack_duel_deals_the_lent_starter_then_the_players_own_deck(sample):
    arcade = Arcade(sample)
    book = sample.book
    arcade.profile["cards"]["starter"] = True                     # nothing owned yet
    arcade.enter("tidewood-duel")
    assert [c.id for c in arcade.session.config.decks[0]] == [c.id for c in book.cards[:5]] and arcade.lent
    assert arcade.session.config.decks[1] == ()                   # the AI's hand is dealt as before
    arcade.leave()
    for card in book.cards[5:]:
        prog.add_copy(arcade.profile["cards"], card.id)
    arcade.enter("tidewood-duel")
    strongest = prog.strongest(arcade.profile["cards"], book)
    assert [c.id for c in arcade.session.config.decks[0]] == strongest and not arcade.lent
    arcade.leave()
    arcade.profile["cards"]["deck"] = strongest[::-1]
    arcade.enter("tidewood-duel")
    assert [c.id for c in arcade.session.config.decks[0]] == strongest[::-1]
    assert [c.id for c in arcade.session.hands[0]] == strongest[::-1]


def test_a_seat_whose_hand_the_pack_fixed_keeps_it_and_risks_nothing(sample):
    """The sample's high-tide duel fixes seat 1's hand: a human there plays it, lent."""
    fixed = sample.instance("tidewood-high-tide").config.decks[1]
    arcade = Arcade(sample)
    arcade.enter("tidewood-high-tide", seats=[Seat.ai("novice"), Seat.human()])
    assert arcade.session.config.decks[1] == fixed and arcade.lent
    arcade.leave()
    arcade.enter("tidewood-high-tide", seats=[Seat.human(), Seat.ai("novice")])
    assert len(arcade.session.config.decks[0]) == 5 and arcade.session.config.decks[1] == fixed


def test_the_players_deck_reaches_a_mode_only_through_its_hook(practice, monkeypatch):
    """A config with a ``decks`` field is not enough: without ``ModeSpec.player_deck`` the host deals nothing."""
    duel = practice.instance("practice-card_duels")
    monkeypatch.setitem(registry.MODES, "card_duels", dataclasses.replace(duel.spec, player_deck=None))
    arcade = Arcade(practice)
    arcade.enter("practice-card_duels")
    assert arcade.session.config is duel.config and not arcade.profile["cards"]["starter"]


def test_a_game_without_decks_is_left_alone(practice):
    arcade = Arcade(practice)
    other = next(i for i in practice.instances if i.kind != "card_duels")
    arcade.enter(other.id)
    assert arcade.session.config is other.config and not arcade.profile["cards"]["starter"]


def test_a_win_grants_the_rewards_and_the_reward_rules(practice):
    arcade = Arcade(practice, seed=2)
    arcade.open_cards()
    arcade.close_cards()
    wins = 0
    for _ in range(40):
        before = arcade.profile["cards"]["boosters"].get("practice-booster", 0)
        events = finish(arcade, (1, 2), {"gold": 20, "cards": ["tin-knight", "no-such-card"]})
        assert arcade.screen == RESULTS and events[-1] == {"kind": "save"}
        wins += arcade.profile["cards"]["boosters"].get("practice-booster", 0) - before
        arcade.leave()
    assert 10 <= wins <= 30                                       # chance = 50 over 40 wins
    assert arcade.profile["cards"]["copies"]["tin-knight"] == 40
    assert arcade.profile["gold"] == 100 + 40 * 20
    assert "Dropped a reward: this pack has no card 'no-such-card'" in arcade.log


@pytest.mark.parametrize("placements", [(2, 1), (1, 1)])
def test_a_loss_or_a_draw_rolls_no_reward_rule(practice, placements):
    arcade = Arcade(practice, seed=2)
    for _ in range(12):
        finish(arcade, placements, {})
        arcade.leave()
    assert arcade.profile["cards"]["boosters"] == {"practice-booster": 1}   # the starter's only


def test_stakes_take_an_owned_card_but_a_lent_one_costs_nothing(practice):
    arcade = Arcade(practice)
    finish(arcade, (2, 1), {"lost_cards": ["straw-dummy"]}, lent=True)
    assert prog.copies(arcade.profile["cards"], "straw-dummy") == 1
    arcade.leave()
    finish(arcade, (2, 1), {"lost_cards": ["straw-dummy"]}, lent=False)
    assert prog.copies(arcade.profile["cards"], "straw-dummy") == 0
    assert "Lost card: Straw Dummy" in arcade.toasts
    arcade.leave()
    finish(arcade, (1, 2), {"cards": ["grand-tutor"]})
    assert arcade.profile["cards"]["binder"][-1] == "grand-tutor"


def test_the_save_round_trips_the_card_progress_and_a_version_1_save_upgrades(practice):
    arcade = Arcade(practice)
    arcade.open_cards()
    text = profiles.dumps(arcade.profile)
    assert profiles.loads(text) == (arcade.profile, [])
    old = json.dumps({"version": 1, "gold": 5, "coins": 0, "cards": {"ember-pup": 2}})
    profile, repairs = profiles.loads(old)
    assert profile["version"] == 2 and profile["cards"]["copies"] == {"ember-pup": 2} and repairs == []
    assert not profile["cards"]["starter"]


def test_each_pack_keeps_its_own_profile(practice):
    arcade = Arcade(practice)
    arcade.open_cards()
    arcade.use_pack(load_pack(SAMPLE))
    assert arcade.profile["pack"] == "sample" and arcade.profile["gold"] == 0
    practice_save = profiles.new_profile("practice")
    assert arcade.use_profile(practice_save) == "This save belongs to the pack 'practice', not 'sample'."


@pytest.fixture
def page():
    bindings._arcade = None
    yield bindings
    bindings._arcade = None


def test_the_card_bindings(page):
    assert json.loads(page.play_cards_json())["open"] is False
    assert json.loads(page.play_cards_open())["ok"]
    state = json.loads(page.play_cards_json())
    assert state["open"] and state["desk"]["stage"] == "menu" and state["gold"] == 100
    assert state["progress"]["binder"] == STARTER
    notices = json.loads(page.play_card_notices_json())
    assert notices[0] == "Starter: 100 gold" and len(notices) == 5
    assert json.loads(page.play_card_notices_json()) == []         # taken
    saved = page.play_save_json()
    assert json.loads(page.play_cards_close())["ok"] and json.loads(page.play_cards_json())["open"] is False
    page._arcade = None
    assert json.loads(page.play_load_json(saved))["ok"]
    assert json.loads(page.play_cards_json())["progress"]["binder"] == STARTER
    other = json.loads(saved)
    other["pack"] = "sample"
    assert "belongs to the pack 'sample'" in json.loads(page.play_load_json(json.dumps(other)))["error"]
    page.play_mode_enter("practice-card_duels")
    assert "Finish or leave the game" in json.loads(page.play_cards_open())["error"]


def test_a_damaged_card_progress_is_repaired_and_reported():
    raw = {"version": 2, "pack": "practice", "gold": 10, "coins": 0,
           "cards": {"copies": {"ember-pup": 2, "tin-knight": -1}, "binder": ["tin-knight"], "rng": "x"}}
    profile, repairs = profiles.loads(json.dumps(raw))
    assert profile["cards"]["copies"] == {"ember-pup": 2} and profile["cards"]["binder"] == ["ember-pup"]
    assert repairs == ["card 'tin-knight' had count -1; dropped",
                       "the binder order did not match the cards owned; repaired",
                       "the card stream's state was unreadable; reseeded"]
    profile, repairs = profiles.loads(json.dumps({**raw, "cards": "junk"}))
    assert profile["cards"]["copies"] == {} and repairs == ["the card progress was unreadable; started afresh"]
