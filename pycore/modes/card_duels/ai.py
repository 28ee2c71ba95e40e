"""Grid Duel's AI tiers, deciding from the session's own RNG.

* novice: a random legal move.
* regular: the most immediate captures, then the fewest sides left open to a card the
  opponent still holds.
* expert: the captures minus the opponent's best reply (a two-ply look-ahead), then the
  regular's care for open sides; over the last five cells it reads the game to its end.

Ties between equally good moves are broken by the session RNG, so two seeds play apart.
"""

from __future__ import annotations

from typing import Any, Sequence

from pycore.book.cards import Card
from pycore.kernel.session import Action

from .board import AROUND, Board, Cell, facing, side_at
from .config import STAKE


ENDGAME_CELLS = 5   # from this many free cells on, the expert reads the game to its end
LEAD_CAP = 10       # no final lead exceeds the ten cards in play


def decide(session: Any, seat: int) -> Action:
    """Return ``seat``'s move as the action a click would send: the stake to take, else the card to lay."""
    if session.phase == STAKE:
        return {"do": "take", "card": choose_stake(session, seat)}
    card_index, cell = choose_move(session, seat, session.seats[seat].tier)
    return {"do": "place", "card": card_index, "cell": cell}


def choose_move(session: Any, seat: int, tier: str) -> tuple[int, Cell]:
    """Return the (hand index, cell) ``seat`` lays at ``tier``."""
    moves = session.legal_moves(seat)
    if tier == "novice":
        return session.rng.pick(moves)
    board: Board = session.board
    chain: bool = session.config.chain
    mine = session.hands[seat]
    unplayed = [i for i in range(len(mine)) if not session.played[seat][i]]
    theirs = [c for i, c in enumerate(session.hands[1 - seat]) if not session.played[1 - seat][i]]
    endgame = tier == "expert" and len(board.empty_cells()) <= ENDGAME_CELLS
    best: list[tuple[int, Cell]] = []
    best_value = (-99, -99)
    for index, cell in moves:
        card = mine[index]
        after = board.copy()
        gain = len(after.lay(card, cell, seat, chain))
        care = -exposed(after, card, cell, theirs)
        if endgame:
            rest = [mine[i] for i in unplayed if i != index]
            # exact where it could tie or beat the best so far; below that a bound is enough
            lead = -_negamax(after, theirs, rest, 1 - seat, chain, -LEAD_CAP, 1 - best_value[0])
            value = (lead, care)
        elif tier == "expert":
            value = (gain - best_reply(after, theirs, 1 - seat, chain), care)
        else:
            value = (gain, care)
        if value > best_value:
            best, best_value = [(index, cell)], value
        elif value == best_value:
            best.append((index, cell))
    return session.rng.pick(best)


def _negamax(board: Board, mover: Sequence[Card], other: Sequence[Card], seat: int, chain: bool,
             alpha: int, beta: int) -> int:
    """Return the final score lead of ``seat`` (to move, holding ``mover``) under best play by both.

    Alpha-beta: a value at or above ``beta`` is only a lower bound, one at or below ``alpha`` an upper one.
    """
    free = board.empty_cells()
    if not free:
        return board.owned(seat) - board.owned(1 - seat) + len(mover) - len(other)
    best = -LEAD_CAP
    for k, card in enumerate(mover):
        rest = [c for j, c in enumerate(mover) if j != k]
        for cell in free:
            after = board.copy()
            after.lay(card, cell, seat, chain)
            value = -_negamax(after, other, rest, 1 - seat, chain, -beta, -max(alpha, best))
            if value > best:
                best = value
                if best >= beta:
                    return best
    return best


def exposed(board: Board, card: Card, cell: Cell, threats: Sequence[Card]) -> int:
    """Return how many of ``card``'s sides face a free cell from which a card of ``threats`` beats it."""
    count = 0
    for side, n in AROUND[cell]:
        if board.cards[n] is not None:
            continue
        mine = side_at(card, side, board.elements[cell])
        if any(side_at(t, facing(side), board.elements[n]) > mine for t in threats):
            count += 1
    return count


def best_reply(board: Board, cards: Sequence[Card], seat: int, chain: bool) -> int:
    """Return the most cards ``seat`` can flip with one of ``cards`` on a free cell of ``board``."""
    best = 0
    for cell in board.empty_cells():
        for card in cards:
            flips = len(board.captures(card, cell, seat, chain))
            if flips > best:
                best = flips
    return best


def choose_stake(session: Any, seat: int) -> int:
    """Return the hand index of the loser's strongest card (the first of equals)."""
    deck = session.hands[1 - seat]
    strongest = max(card.strength for card in deck)
    return next(i for i, card in enumerate(deck) if card.strength == strongest)
