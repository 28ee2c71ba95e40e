"""Party nights in the host: the round driver, the pack loader's checks, the screen, and a whole
Practice Night played by AI seats through the arcade to its podium."""

from __future__ import annotations

import pytest

from pycore.host.arcade import RESULTS, Arcade
from pycore.host.screens import SHEET_WAIT
from pycore.kernel import pad
from pycore.host.rounds import RoundDriver
from pycore.kernel.digest import Digest
from pycore.kernel.session import Cue, Results, Seat, Session
from pycore.modes.party_nights.config import Round
from pycore.modes.party_nights.rules import OVER, PICK, PODIUM, SCORES, frame_bound
from pycore.modes.party_nights.screen import CARD_X, PIECE_H, PIECE_W, SEAT_COLORS, screen
from pycore.packs import PackError, load_pack_texts
from pycore.prims import ELLIPSE, TEXT, Stage

from .helpers import night, play

class OneRound(Session):
    """A session that cues one round and records what comes back."""

    kind = "one_round"

    def __init__(self, cue: Cue, seats) -> None:
        super().__init__(config=None, seed=0, seats=seats)
        self.cue = cue
        self.reports: list = []

    def step(self, actions):
        return []

    def cued_round(self):
        return None if self.reports else self.cue

    def report_round(self, placements):
        self.reports.append(placements)

    def view(self, seat=None):
        return {"reports": len(self.reports)}

    def write_state(self, d: Digest) -> None:
        d.int(len(self.reports))

    def is_finished(self):
        return bool(self.reports)

    def results(self):
        return Results(placements=(1, 1, 1)) if self.reports else None


def test_sessions_cue_no_rounds_by_default(practice):
    inst = practice.instance("practice-golf")
    session = inst.spec.session(config=inst.config, seed=1, seats=[Seat.human(), Seat.ai()])
    assert session.cued_round() is None
    with pytest.raises(NotImplementedError):
        session.report_round((1, 2))


def test_the_driver_seats_the_cue_and_hands_each_seat_its_pad(practice):
    cue = Cue(instance="practice-golf", knobs={"holes": 1}, seats=(2, 0), seed=9)
    session = OneRound(cue, [Seat.human(), Seat.human(), Seat.human()])
    driver = RoundDriver(practice, session)
    events = driver.tick([0, 0, 0])
    assert {"kind": "round_opened", "instance": "practice-golf", "seats": [2, 0]} in events
    assert len(driver.round.config.holes) == 1 and len(driver.round.seats) == 2
    assert driver.round_seat(2) == 0 and driver.round_seat(0) == 1 and driver.round_seat(1) is None
    driver.tick([0x10, 0x20, 0x40])
    assert driver.round.edges.now == [0x40, 0x10]


def test_a_round_that_cannot_be_built_is_void(practice):
    for cue, reason in ((Cue("nope", {}, (0, 1), 1), "no instance 'nope'"),
                        (Cue("practice-golf", {"laps": 1}, (0, 1), 1), "Mini golf has no knob 'laps'"),
                        (Cue("practice-card_duels", {}, (0, 1, 2), 1), "Grid Duel seats 2 to 2 players, not 3.")):
        session = OneRound(cue, [Seat.ai()] * 3)
        events = RoundDriver(practice, session).tick([])
        assert session.reports == [None]
        assert events[0]["kind"] == "round_failed" and reason in events[0]["reason"], events


def test_a_round_past_its_frame_bound_is_void(practice):
    session = OneRound(Cue("practice-golf", {}, (0, 1), 1), [Seat.human(), Seat.human()])
    driver = RoundDriver(practice, session)
    driver.tick([])
    driver.bound = 3
    for _ in range(3):
        events = driver.tick([])
    assert session.reports == [None] and events[0]["kind"] == "round_failed"
    assert driver.round is None


def test_a_finished_round_reports_its_placements_in_cue_order(practice):
    session = OneRound(Cue("practice-card_duels", {}, (1, 0), 4), [Seat.ai("expert"), Seat.ai("novice")])
    driver = RoundDriver(practice, session)
    for _ in range(20000):
        events = driver.tick([])
        if session.reports:
            break
    places = session.reports[0]
    assert len(places) == 2 and {"kind": "round_played", "placements": list(places)} in events


MODES = b'''
[[golf]]
id = "green"
name = "Green"
[[golf.holes]]
par = 2
tiles = ["#####", "#T.O#", "#####"]

[[party_nights]]
id = "night"
name = "Night"
%s
'''


def load(night_body: str):
    return load_pack_texts(MODES.replace(b"%s", night_body.encode()), None, "test")


def test_the_loader_links_rounds_to_their_instances():
    pack = load('[[party_nights.rounds]]\ninstance = "green"\nknobs = { holes = 1 }\n')
    r = pack.instance("night").config.rounds[0]
    assert (r.kind, r.title, r.duel, r.knobs) == ("Mini Golf", "Green", False, (("holes", 1),))


@pytest.mark.parametrize("body, message", [
    ('[[party_nights.rounds]]\ninstance = "green"\n[[party_nights.rounds]]\ninstance = "gren"\n',
     "[[party_nights]] id='night' field 'rounds': round 2 plays 'gren', which is not an instance of this pack"),
    ('[[party_nights.rounds]]\ninstance = "night"\n', "round 1 plays 'night', which cues rounds itself"),
    ('[[party_nights.rounds]]\ninstance = "green"\nknobs = { holes = 2 }\n',
     "round 1 plays 'green': The course has 1 holes; holes = 2 cannot be played."),
    ('[[party_nights.rounds]]\ninstance = "green"\nknobs = { laps = 1 }\n', "Mini golf has no knob 'laps'"),
    ('[[party_nights.rounds]]\ninstance = "green"\nknobs = { holes = "one" }\n', "field 'knobs'"),
    ('rounds = []\n', "field 'rounds': found [], expected 1 to 12 rounds"),
    ('[[party_nights.prizes]]\nboosters = ["nope"]\n[[party_nights.rounds]]\ninstance = "green"\n',
     "field 'boosters': found 'nope', expected the id of a [[boosters]] set"),
    ('[[party_nights.rounds]]\ninstance = "green"\ndoubel = true\n', "field 'doubel'"),
])
def test_the_loader_refuses_bad_rounds_naming_night_round_and_id(body, message):
    with pytest.raises(PackError) as caught:
        load(body)
    assert message in str(caught.value)


def drawn(view, seat) -> Stage:
    stage = Stage()
    screen(view, seat, stage)
    return stage


def test_the_intro_card_slides_in_with_kind_title_detail_and_tags():
    rounds = (Round(instance="a", kind="Mini Golf", title="First tee", detail="One hole.", tags=("short",),
                    double=True, wager=10),) + tuple(Round(instance=f"r{i}", kind="Racing") for i in range(2))
    n = night(*rounds)
    n.tick([])
    texts = drawn(n.view(0), 0).texts()
    for want in ("MINI GOLF", "First tee", "One hole.", "short", "double", "wager 10%", "round 1 of 3"):
        assert want in texts, want
    def kind_at() -> int:
        return next(p[1] for p in drawn(n.view(0), 0).prims if p[0] == TEXT and p[6] == "MINI GOLF")
    early = kind_at()
    for _ in range(30):
        n.tick([])
    late = kind_at()
    assert early > late == CARD_X + 24       # slid in from the right, then rests


def test_the_scoreboard_rows_step_in_with_last_round_points():
    n = night()
    play(n, (1, 2, 3, 4))
    assert n.phase == SCORES
    n.tick([])
    first = drawn(n.view(0), 0).texts()
    assert "+10" in first and "+1" not in first   # the top row is in, the last is still off stage
    for _ in range(80):
        n.tick([])
    assert {"+10", "+6", "+3", "+1"} <= set(drawn(n.view(0), 0).texts())


def test_the_pick_list_has_hotspots_for_the_picker_only():
    n = night(ai=False)
    play(n, (4, 1, 2, 3))
    while n.phase != PICK:
        n.tick([])
    mine = drawn(n.view(0), 0).hotspots()
    assert [h[4] for h in mine] == [{"do": "pick", "round": i} for i in (1, 2, 3)]
    assert drawn(n.view(1), 1).hotspots() == []
    assert "You pick the next round (last place)" in drawn(n.view(0), 0).texts()


def test_the_podium_raises_figures_in_each_players_colour():
    n = night(Round(instance="a", kind="A"), seats=4)
    play(n, (2, 1, 3, 4))
    while n.phase != PODIUM:
        n.tick([])
    for _ in range(70):
        n.tick([])
    stage = drawn(n.view(0), 0)
    heads = [p[5] for p in stage.prims if p[0] == ELLIPSE]
    assert heads == [SEAT_COLORS[0], SEAT_COLORS[1], SEAT_COLORS[2]]   # 2nd, 1st, 3rd
    confetti = [p for p in stage.prims if p[0] == 1 and {p[3], p[4]} == {PIECE_W, PIECE_H}]
    assert len(confetti) == 48
    n.tick([])
    moved = [p for p in drawn(n.view(0), 0).prims if p[0] == 1 and {p[3], p[4]} == {PIECE_W, PIECE_H}]
    assert moved != confetti


def test_a_whole_practice_night_by_ai_seats_through_the_arcade(practice):
    arcade = Arcade(practice, seed=5)
    seats = [Seat.ai("expert"), Seat.ai("regular"), Seat.ai("novice"), Seat.ai("novice")]
    assert arcade.enter("practice-party_nights", seats) is None
    night_session = arcade.session
    opened, drawn_rounds = [], set()
    for frame in range(frame_bound(night_session.config)):
        events = arcade.tick([0])
        opened += [e["instance"] for e in events if e["kind"] == "round_opened"]
        if arcade.state()["round"] and frame % 40 == 0:
            stage = arcade.draw()
            drawn_rounds.add(arcade.state()["round"])
            assert stage.prims
        if arcade.screen == RESULTS:
            break
    assert arcade.screen == RESULTS and night_session.phase == OVER
    kinds = {r.instance for r in night_session.config.rounds}   # the night's games (the casino plays none)
    assert set(opened) == kinds and drawn_rounds == kinds
    assert opened.count("practice-card_duels") == 3          # king of the hill over four seats
    assert len(night_session.played) == 5 and not any(r["void"] for r in night_session.played)
    results = arcade.results
    assert sorted(results.placements)[0] == 1
    first = results.placements.index(1)
    assert results.rewards[first]["gold"] == 40
    for _ in range(SHEET_WAIT + 30):                         # whatever waits for the last move has risen
        arcade.tick([0])
    sheet = " ".join(arcade.draw().texts())
    assert "final standings" in sheet and "1st" in sheet and "40 gold" in sheet   # the night's podium is its results


def test_a_void_round_says_so_on_the_scoreboard():
    n = night()
    play(n, None)
    n.tick([])
    assert "Void round: nothing scored, no stakes taken" in drawn(n.view(0), 0).texts()


def test_a_player_off_the_podium_sees_their_own_place():
    n = night(Round(instance="a", kind="A"), ai=False)
    play(n, (1, 2, 3, 4))
    while not n.is_finished():
        n.tick([])
    assert "You: 4th with 2 points" in drawn(n.view(3), 3).texts()
    assert not any(t.startswith("You:") for t in drawn(n.view(0), 0).texts())


def test_round_config_cuts_each_mode_by_its_knob(practice):
    def cut(instance_id, knobs, seats):
        inst = practice.instance(instance_id)
        return inst.spec.round_config(inst.config, knobs, seats)

    golf = cut("practice-golf", {"holes": 1}, 4)
    assert (len(golf.holes), golf.seats) == (1, 4)
    race = cut("practice-races", {"laps": 1}, 3)
    assert (race.laps, race.seats) == (1, 3)
    poker = cut("practice-poker", {"hands": 2}, 2)
    assert (poker.max_hands, poker.seats, poker.buy_in) == (2, 2, practice.instance("practice-poker").config.buy_in)
    hunt = cut("practice-prop_hunt", {"rounds": 1}, 4)
    assert (hunt.rounds_for(4), hunt.seats) == (1, 4)
    duel = cut("practice-card_duels", {}, 2)
    assert duel == practice.instance("practice-card_duels").config


@pytest.mark.parametrize("instance_id, knobs, seats, reason", [
    ("practice-card_duels", {"hands": 1}, 2, "Grid Duel takes no knobs, not hands."),
    ("practice-card_duels", {}, 4, "Grid Duel seats 2 to 2 players, not 4."),
    ("practice-golf", {"holes": 10}, 2, "The course has 9 holes; holes = 10 cannot be played."),
    ("practice-golf", {"holes": 1}, 5, "Mini Golf seats 1 to 4 players, not 5."),
    ("practice-poker", {"laps": 1}, 2, "Poker has no knob 'laps'; it knows hands."),
    ("practice-prop_hunt", {"hands": 1}, 3, "Prop hunt has no knob 'hands'; it knows rounds."),
])
def test_round_config_refuses_in_words(practice, instance_id, knobs, seats, reason):
    inst = practice.instance(instance_id)
    with pytest.raises(ValueError) as caught:
        inst.spec.round_config(inst.config, knobs, seats)
    assert str(caught.value) == reason


def test_in_the_arcade_the_players_pad_and_screen_go_to_the_round(practice):
    arcade = Arcade(practice, seed=3)
    assert arcade.enter("practice-party_nights", [Seat.human(), Seat.ai(), Seat.ai(), Seat.ai()]) is None
    assert "PARTY NIGHT" in arcade.draw().texts()
    for _ in range(400):
        arcade.tick([0])
        if arcade.state()["round"]:
            break
    assert arcade.state()["round"] == "practice-golf"
    assert "tiles" in arcade.view()                       # the round's view, not the night's
    assert "PARTY NIGHT" not in arcade.draw().texts()
    arcade.tick([pad.CROSS])
    assert arcade.driver.rounds.round.edges.now[0] == pad.CROSS  # the player's pad reached the round
    arcade.tick([pad.START])
    assert arcade.screen == "quit"
    arcade.tick([pad.CROSS])
    assert arcade.screen == "picker" and arcade.driver is None and arcade.profile["gold"] == 0


def test_a_recorded_night_plays_its_rounds_and_replays_to_the_same_hashes(practice):
    from pycore.host.replay import Recording, open_recorded, random_pads, simulate, verify

    rec = Recording(instance="practice-party_nights", seed=8, seats=["ai:expert", "ai:novice"])
    session = open_recorded(rec, practice)
    for _, words, h in simulate(session, random_pads(1, session.seats), 20000, practice):
        rec.pads.append(words)
        rec.hashes.append(h)
    assert session.is_finished() and not any(r["void"] for r in session.played)
    assert verify(rec, practice) is None
    rec.hashes[len(rec.hashes) // 2] = "0" * 16
    assert verify(rec, practice)[0] == len(rec.hashes) // 2


def test_the_intro_card_of_a_hill_names_who_holds_it_and_who_challenges_first():
    rounds = (Round(instance="a", kind="Golf"), Round(instance="d", kind="Grid Duel", duel=True))
    humans = night(*rounds, picks=False, ai=False)
    play(humans, (1, 2, 4, 3))            # totals 10 6 1 3: seat 2 lowest, then seat 3
    while humans.phase != "intro":
        humans.tick([])
    assert "Player 4 holds the hill; Player 3 challenges first" in drawn(humans.view(0), 0).texts()
