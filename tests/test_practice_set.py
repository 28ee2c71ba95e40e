"""The practice set is a taste, not a stub: a nine-hole course, a race of over a minute, prop hunt rounds worth
hiding in, tables that deal until the player leaves, and a Grid Duel the starter deck can win.

Lengths are in game frames (60 a second), played by AI seats: deterministic, not timed.
`bench/practice_lengths.py` and `bench/duel_practice.py` print the same figures over more seeds.
"""

from pycore.kernel.session import Seat
from pycore.packs import practice_pack

PACK = practice_pack()


def _config(instance_id):
    return PACK.instance(instance_id).config


def _ai_game_frames(instance_id: str, seed: int) -> int:
    inst = PACK.instance(instance_id)
    session = inst.spec.session(config=inst.config, seed=seed, seats=[Seat.ai("regular")] * inst.config.seats)
    while not session.is_finished():
        session.tick([0] * inst.config.seats)
    return session.frame


def test_the_golf_course_has_nine_holes():
    assert len(_config("practice-golf").holes) >= 9


def test_a_practice_race_lasts_over_a_minute():
    assert _ai_game_frames("practice-races", 1) >= 60 * 60     # a 3-lap race on the old oval lasted 10 s


def test_prop_hunt_gives_time_to_hide_and_to_hunt():
    config = _config("practice-prop_hunt")
    assert config.choose_seconds >= 8 and config.hide_seconds >= 10 and config.hunt_seconds >= 45


def test_the_casino_tables_and_the_kitchen_table_run_until_the_player_leaves():
    """The wheel and the blackjack table have no round limit (rounds = 0: until the player cashes out or is broke;
    they closed after 30 before), nor the kitchen table: a whole game, until it is won or the player leaves (it
    closed after 20 rounds before; the old caps: 5, 8, 6)."""
    assert _config("practice-roulette").rounds == 0 and _config("practice-blackjack").rounds == 0
    assert _config("practice-kitchen").rounds == 0


def test_the_starter_deck_wins_a_fair_share_of_practice_duels():
    """A regular AI with the starter five against the practice opponent: at least 30 % won (it was 1.5 %)."""
    inst = PACK.instance("practice-card_duels")
    assert [c.id for c in inst.config.decks[0]] == [c.id for c in PACK.book.cards[:5]]
    won = 0
    for seed in range(1, 101):
        session = inst.spec.session(config=inst.config, seed=seed, seats=[Seat.ai("regular"), Seat.ai("regular")])
        while not session.is_finished():
            session.tick([0, 0])
        places = session.results().placements
        won += places[0] < places[1]
    assert won >= 30, won
