"""Poker AI tiers: equity from a hand's category (novice) or Monte Carlo deals (regular, expert).

Equity is in per mille (1000 = the seat wins every deal). An AI seat thinks for a seeded
number of frames; the session calls :func:`sample_equity` once a frame with a share of the
deals, so even the expert's 200 deals never stall one frame, then :func:`decide` picks the
move from what it sampled. Every draw comes from the session's AI stream.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pycore.kernel.rng import Stream

from pycore.cards52 import DECK52, rank_of

from .hands import CARD_KEY, category_of, evaluate, value_of_key

if TYPE_CHECKING:  # the session imports this module; this import is for type names only
    from .rules import PokerSession

MIN_THINK_FRAMES = 8
MAX_THINK_FRAMES = 28
DEALS = {"novice": 0, "regular": 60, "expert": 200}
# the novice's guess by made-hand category, high card .. straight flush
CATEGORY_EQUITY = (250, 520, 680, 780, 840, 870, 930, 970, 990)
BLUFF_IN = 9   # the expert bluffs about one chance in this many


def think_frames(rng: Stream, tier: str) -> int:
    """Return how many frames an AI of ``tier`` takes over a decision (seeded)."""
    low = MIN_THINK_FRAMES if tier != "expert" else MIN_THINK_FRAMES + 4
    return rng.between(low, MAX_THINK_FRAMES)


def deals_for(tier: str) -> int:
    """Return how many Monte Carlo deals a tier samples per decision (0: it guesses)."""
    return DEALS.get(tier, 0)


def sample_equity(session: "PokerSession", seat: int, rng: Stream, deals: int) -> int:
    """Deal the unseen cards ``deals`` times; return the per-mille shares ``seat`` won, summed.

    Opponents hold random cards (one pair for each other live seat), the board is completed
    at random, and a tie among k best hands earns 1000 // k.
    """
    if deals <= 0:
        return 0
    hole, board = session.hole[seat], session.board
    opponents = sum(1 for s in range(len(session.seats)) if s != seat and session.live(s))
    known = hole + board
    unseen = [c for c in DECK52 if c not in known]
    missing = 5 - len(board)
    need = missing + 2 * opponents
    key = CARD_KEY
    board_key = sum(key[c] for c in board)
    hole_key = key[hole[0]] + key[hole[1]]
    total = 0
    for _ in range(deals):
        _deal(rng, unseen, need)
        full = board + unseen[:missing]
        fkey = board_key
        for c in unseen[:missing]:
            fkey += key[c]
        mine = value_of_key(fkey + hole_key, full + hole)
        ties = 1
        for k in range(missing, need, 2):
            a, b = unseen[k], unseen[k + 1]
            theirs = value_of_key(fkey + key[a] + key[b], full + [a, b])
            if theirs > mine:
                ties = 0
                break
            if theirs == mine:
                ties += 1
        if ties:
            total += 1000 // ties
    return total


def _deal(rng: Stream, cards: list, need: int) -> None:
    """Shuffle the first ``need`` places of ``cards`` (a partial Fisher-Yates, at most 64 cards).

    Each index is a 6-bit slice of a 64-bit draw, rejected when out of range, so a draw
    serves several swaps and the deal stays exactly uniform.
    """
    size = len(cards)
    bits = left = 0
    for i in range(need):
        span = size - i
        while True:
            if left < 6:
                bits, left = rng.next_u64(), 64
            pick = bits & 63
            bits >>= 6
            left -= 6
            if pick < span:
                break
        j = i + pick
        cards[i], cards[j] = cards[j], cards[i]


def guess_equity(session: "PokerSession", seat: int) -> int:
    """Return the novice's equity guess: its made hand's category, or its hole cards preflop."""
    hole, board = session.hole[seat], session.board
    if board:
        return CATEGORY_EQUITY[category_of(evaluate(hole + board))]
    high, low = sorted((rank_of(c) for c in hole), reverse=True)
    if high == low:
        return 550 + high * 25
    return 250 + high * 20 + low * 10


def decide(session: "PokerSession", seat: int) -> tuple[str, int]:
    """Return the action and raise-to amount ``seat`` takes once its thinking is done.

    The equity is what the thinking frames sampled (the session's ``think``), or the
    category guess when its tier samples no deals.
    """
    _, _, due, score = session.think
    equity = score // due if due else guess_equity(session, seat)
    return choose(session, seat, equity, session.ai_rng)


def choose(session: "PokerSession", seat: int, equity: int, rng: Stream) -> tuple[str, int]:
    """Return the action and raise-to amount a seat of its tier takes with ``equity``."""
    tier = session.seats[seat].tier
    owed = session.to_call(seat)
    pot = session.pot_total()
    live = sum(1 for s in range(len(session.seats)) if session.live(s))
    fair = 1000 // live
    odds = owed * 1000 // (pot + owed) if owed else 0
    if tier == "novice":
        if equity >= 800 and rng.chance(1, 2):
            return _raise(session, seat, pot // 2)
        if owed == 0:
            return "check", 0
        return ("call", 0) if equity + 200 >= odds or rng.chance(1, 3) else ("fold", 0)
    if tier == "expert" and owed:
        equity -= min(150, owed * 300 // pot)   # a bet narrows the range it faces: discount the equity
    edge = equity - fair
    if tier == "expert":
        if edge > 300 and session.stacks[seat] * 2 <= pot:
            return ("allin", 0) if session.can_act(seat, "allin") is None else _call(session, seat)
        if edge > 150:
            return _raise(session, seat, pot * (2 + edge // 200) // 4)
        if owed == 0 and rng.chance(1, BLUFF_IN):
            return _raise(session, seat, pot * 2 // 3)
    elif edge > 250:
        return _raise(session, seat, pot)
    if owed == 0:
        return "check", 0
    return ("call", 0) if equity >= odds else ("fold", 0)


def _raise(session: "PokerSession", seat: int, extra: int) -> tuple[str, int]:
    """Return a raise of about ``extra`` chips over the bet, or the call or check it falls back to."""
    low, high = session.min_raise_to(seat), session.max_raise_to(seat)
    to = max(low, min(high, session.current_bet + extra))
    if session.can_act(seat, "raise", to) is None:
        return "raise", to
    return _call(session, seat)


def _call(session: "PokerSession", seat: int) -> tuple[str, int]:
    """Return the call, or the check when nothing is owed: the best legal move short of a raise."""
    return ("check", 0) if session.to_call(seat) == 0 else ("call", 0)

