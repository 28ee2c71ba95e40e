"""Blackjack's AI players: a hunch (novice), basic strategy (regular), Hi-Lo with the Illustrious 18 (expert).

Every tier decides from what its seat sees: its own cards, the dealer's upcard, the cards
shown at the table since the shuffle (the running count is public) and the shoe's size.
The regular tier plays the basic strategy the table's own rules generate
(:mod:`.strategy`); the expert adds Don Schlesinger's Illustrious 18 index plays (Blackjack
Attack, 3rd ed., for multi-deck S17 games) and bets by the true count. ``decide`` returns
the seat's move as a pointer action, checked by the same rules as a click.

At a no-limit table (``rounds = 0``) of AI seats alone, each seat cashes out once
``STAY_HANDS`` hands are played (:func:`leaves`), so benches, ``pycore simulate`` and the
conformance tests end; with a person at the table the AI seats stay as long as they do.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .hands import total_of, value
from .strategy import DOUBLE, HIT, SPLIT, STAND, SURRENDER, Strategy, strategy_for

if TYPE_CHECKING:
    from .config import BlackjackConfig
    from .rules import BlackjackSession

CODES = {HIT: "hit", STAND: "stand", DOUBLE: "double", SPLIT: "split", SURRENDER: "surrender"}
INSURANCE_INDEX = 3
MAX_UNITS = 8
STAY_HANDS = 30        # hands an AI seat plays at a no-limit table of AI alone before it cashes out
# (hand, total or pair value, dealer upcard (1 = ace), index, at or above the index, below it)
ILLUSTRIOUS_18 = (
    ("hard", 16, 10, 0, "stand", "hit"),
    ("hard", 15, 10, 4, "stand", "hit"),
    ("pair", 10, 5, 5, "split", "stand"),
    ("pair", 10, 6, 4, "split", "stand"),
    ("hard", 10, 10, 4, "double", "hit"),
    ("hard", 12, 3, 2, "stand", "hit"),
    ("hard", 12, 2, 3, "stand", "hit"),
    ("hard", 11, 1, 1, "double", "hit"),
    ("hard", 9, 2, 1, "double", "hit"),
    ("hard", 10, 1, 4, "double", "hit"),
    ("hard", 9, 7, 3, "double", "hit"),
    ("hard", 16, 9, 5, "stand", "hit"),
    ("hard", 13, 2, -1, "stand", "hit"),
    ("hard", 12, 4, 0, "stand", "hit"),
    ("hard", 12, 5, -2, "stand", "hit"),
    ("hard", 12, 6, -1, "stand", "hit"),
    ("hard", 13, 3, -2, "stand", "hit"),
)


def strategy_of(config: "BlackjackConfig") -> Strategy:
    """Return the basic strategy for the table's rules."""
    return strategy_for(config.terms())


def decide(session: "BlackjackSession", seat: int) -> dict:
    """Return ``seat``'s move now, as a pointer action (bet, sit out, insure or act)."""
    if session.phase == "betting":
        if leaves(session, seat):
            return {"do": "cash_out"}
        amount = bet_size(session, seat)
        return {"do": "bet", "amount": amount} if amount else {"do": "sit_out"}
    if session.phase == "insurance":
        return {"do": "insure", "take": wants_insurance(session, seat)}
    return {"do": "act", "action": play(session, seat)}


def leaves(session: "BlackjackSession", seat: int) -> bool:
    """Return True if the seat cashes out now: at a no-limit table of AI alone, after ``STAY_HANDS`` hands."""
    return session.config.rounds == 0 and all(s.is_ai for s in session.seats) and \
        session.rounds_played >= STAY_HANDS


def bet_size(session: "BlackjackSession", seat: int) -> int:
    """Return the seat's bet for the next hand (0: sit it out): flat, or by the true count for the expert."""
    c = session.config
    tier = session.seats[seat].tier
    units = 1
    if tier == "expert":
        units = max(1, min(MAX_UNITS, session.true_count()))
    elif tier == "novice" and session.ai_rng.chance(1, 4):
        units = 2
    amount = min(units * c.min_bet, c.max_bet, session.purse[seat])
    amount -= amount % c.bet_step
    return amount if amount >= c.min_bet else 0


def wants_insurance(session: "BlackjackSession", seat: int) -> bool:
    """Return True if the seat insures: the expert at a true count of +3 or more, a novice on a whim."""
    tier = session.seats[seat].tier
    if tier == "expert":
        return session.true_count() >= INSURANCE_INDEX
    if tier == "novice":
        return session.ai_rng.chance(1, 3)
    return False


def play(session: "BlackjackSession", seat: int) -> str:
    """Return the move for the seat's current hand: hit, stand, double, split or surrender."""
    hand = session.hands[seat][session.hand_index]
    up = value(session.dealer[0])
    total, soft = total_of(hand.cards)
    tier = session.seats[seat].tier
    if tier == "novice":
        return _hunch(session, seat, total, soft, up)
    first_two = len(hand.cards) == 2
    pair = first_two and value(hand.cards[0]) == value(hand.cards[1])
    if tier == "expert" and not soft:
        tc = session.true_count()
        for kind, key, dealer_up, index, above, below in ILLUSTRIOUS_18:
            if dealer_up != up:
                continue
            if kind == "pair" and not (pair and value(hand.cards[0]) == key):
                continue
            if kind == "hard" and (total != key or (pair and value(hand.cards[0]) != 5)):
                continue   # a pair plays its own row, but 5,5 is a hard ten
            choice = above if tc >= index else below
            if session.can_act(seat, choice) is None:
                return choice
    s = session.strategy
    options = []
    if pair:
        options.append(s.pairs[value(hand.cards[0])][up])
    if first_two:
        table = s.soft if soft else s.hard
        if total in table:
            options.append(table[total][up])
    later = s.soft_later if soft else s.hard_later
    options.append(later[min(max(total, 12 if soft else 4), 21)][up])
    for code in options:
        if session.can_act(seat, CODES[code]) is None:
            return CODES[code]
    return "stand"


def _hunch(session: "BlackjackSession", seat: int, total: int, soft: bool, up: int) -> str:
    """Return a novice's move: hit small totals, stand on 17, guess in between; split aces and eights
    (a hit the table refuses, on split aces, is a stand)."""
    move = _guess(session, seat, total, soft, up)
    return move if session.can_act(seat, move) is None else "stand"


def _guess(session: "BlackjackSession", seat: int, total: int, soft: bool, up: int) -> str:
    hand = session.hands[seat][session.hand_index]
    rng = session.ai_rng
    if len(hand.cards) == 2 and value(hand.cards[0]) == value(hand.cards[1]) and value(hand.cards[0]) in (1, 8) \
            and session.can_act(seat, "split") is None:
        return "split"
    if total == 11 and session.can_act(seat, "double") is None and rng.chance(1, 2):
        return "double"
    if total >= (18 if soft else 17):
        return "stand"
    if total <= 11 or soft:
        return "hit"
    return "hit" if up >= 7 or rng.chance(1, 2) else "stand"
