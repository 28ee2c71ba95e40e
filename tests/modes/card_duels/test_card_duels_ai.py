"""The AI tiers: legal moves, the thinking pause, and seeded tier comparisons with asserted counts."""

from __future__ import annotations

from pycore.kernel.session import Seat
from pycore.modes.card_duels import ai
from pycore.modes.card_duels.ai import choose_move, choose_stake
from pycore.modes.card_duels.rules import STAKE, THINK_MAX, THINK_MIN

from .helpers import duel, fixed, practice_config, starting

GAMES = 200


def tally(config, tier: str, against: str, games: int = GAMES) -> tuple[int, int, int]:
    """Return (wins, losses, draws) of ``tier`` over ``games`` seeded duels, changing chairs every game."""
    wins = losses = draws = 0
    for seed in range(games):
        me = seed % 2
        seats = [Seat.ai(against), Seat.ai(against)]
        seats[me] = Seat.ai(tier)
        s = duel(config, seed, seats)
        while not s.is_finished():
            s.tick([0, 0])
        winner = s.winner()
        if winner is None:
            draws += 1
        elif winner == me:
            wins += 1
        else:
            losses += 1
    return wins, losses, draws


def test_the_expert_beats_the_novice_clearly():
    wins, losses, draws = tally(practice_config(elements=0), "expert", "novice")
    assert wins >= 155 and losses <= 15, (wins, losses, draws)          # measured 169 / 6 / 25


def test_the_regular_beats_the_novice():
    wins, losses, draws = tally(practice_config(elements=0), "regular", "novice")
    assert wins >= 145 and losses <= 20, (wins, losses, draws)          # measured 157 / 14 / 29


def test_the_expert_beats_the_novice_with_elements_and_chain():
    wins, losses, draws = tally(practice_config(elements=3, chain=True), "expert", "novice", games=100)
    assert wins >= 75 and losses <= 12, (wins, losses, draws)           # measured 88 / 5 / 7


def test_the_expert_wins_more_than_it_loses_to_the_regular():
    wins, losses, draws = tally(practice_config(elements=0), "expert", "regular", games=100)
    assert wins > losses + 8, (wins, losses, draws)                     # measured 37 / 22 / 41


def test_every_decision_of_every_tier_is_legal_by_the_rules_own_checks():
    """ai.decide's move passes can_place / can_take whenever the AI is to move, stakes included."""
    config = practice_config(elements=2, chain=True, stakes=True)
    checked = stakes = 0
    for seed in range(60):
        tiers = ("novice", "regular", "expert")
        s = duel(config, seed, [Seat.ai(tiers[seed % 3]), Seat.ai(tiers[(seed + 1) % 3])])
        while not s.is_finished():
            if s.think == 1:                                   # the AI moves on this tick
                move = ai.decide(s, s.turn)
                if s.phase == STAKE:
                    assert move["do"] == "take" and s.can_take(s.turn, move["card"]) is None
                    stakes += 1
                else:
                    assert move["do"] == "place" and s.can_place(s.turn, move["card"], move["cell"]) is None
                checked += 1
            s.tick([0, 0])
    assert checked >= 60 * 9 and stakes >= 20, (checked, stakes)


def test_an_ai_thinks_a_seeded_number_of_frames_before_placing():
    pauses = []
    for seed in range(20):
        s = duel(practice_config(), seed, [Seat.ai("regular"), Seat.ai("regular")])
        frames = 0
        while s.placed == 0:
            s.tick([0, 0])
            frames += 1
        pauses.append(frames)
    assert all(THINK_MIN <= f <= THINK_MAX + 1 for f in pauses)
    assert len(set(pauses)) > 3


def test_the_regular_takes_the_capture():
    # seat 1's weak card lies in the corner; only seat 0's card 2 on cell 1 or 3 beats it
    s = starting(fixed([(1, 1, 1, 1)] * 2 + [(5, 5, 5, 5)], [(2, 2, 2, 2)]), 1, [Seat.ai("regular"), Seat.human()])
    s.place(1, 0, 0)
    index, cell = choose_move(s, 0, "regular")
    assert index == 2 and cell in (1, 3)


def test_the_regular_keeps_weak_sides_off_open_cells():
    # seat 1 holds nines: a card of ones shows the fewest open sides in a corner
    s = starting(fixed([(1, 1, 1, 1)], [(9, 9, 9, 9)] * 5), 0, [Seat.ai("regular"), Seat.human()])
    for _ in range(10):
        index, cell = choose_move(s, 0, "regular")
        assert cell in (0, 2, 6, 8)


def best_final_lead(board, mover, other, seat, chain):
    """Return ``seat``'s final score lead under perfect play, by playing every line out (no AI code)."""
    free = [c for c in range(9) if board.cards[c] is None]
    if not free:
        return board.owners.count(seat) - board.owners.count(1 - seat) + len(mover) - len(other)
    best = -99
    for k, card in enumerate(mover):
        for cell in free:
            after = board.copy()
            after.lay(card, cell, seat, chain)
            best = max(best, -best_final_lead(after, other, mover[:k] + mover[k + 1:], 1 - seat, chain))
    return best


def move_value(s, seat, index, cell):
    after = s.board.copy()
    after.lay(s.hands[seat][index], cell, seat, s.config.chain)
    mine = [c for i, c in enumerate(s.hands[seat]) if not s.played[seat][i] and i != index]
    theirs = [c for i, c in enumerate(s.hands[1 - seat]) if not s.played[1 - seat][i]]
    return -best_final_lead(after, theirs, mine, 1 - seat, s.config.chain)


def test_over_the_last_four_cells_the_expert_plays_perfectly_and_the_regular_does_not():
    config = practice_config(elements=2, chain=True)
    regular_slips = 0
    for seed in range(30):
        s = duel(config, seed, [Seat.ai("novice"), Seat.ai("novice")])
        while s.placed < 5:
            s.tick([0, 0])
        seat = s.turn
        values = {move: move_value(s, seat, *move) for move in s.legal_moves(seat)}
        best = max(values.values())
        assert values[choose_move(s, seat, "expert")] == best, seed
        regular_slips += values[choose_move(s, seat, "regular")] < best
    assert regular_slips >= 8, regular_slips                           # measured 15 of 30


def test_the_stake_goes_to_the_strongest_card_first_of_equals():
    s = starting(fixed((), [(1, 1, 1, 1), (4, 4, 4, 4), (2, 8, 3, 3), (9, 1, 3, 3), (1, 1, 1, 1)]), 0)
    assert choose_stake(s, 0) == 1
