"""Poker hands: an evaluator that packs a hand into one comparable int.

Cards are :mod:`pycore.cards52` ints (``rank * 4 + suit``, rank 0 a deuce). A hand value is ``category << 20`` plus five tie-break ranks of four bits each, so
comparing two values compares the hands; the wheel (A-2-3-4-5) is a five-high straight.

Speed comes from tables built once (about 80k small entries, no data files; the big one on
first use or :func:`ensure_tables`, so importing the mode at boot stays cheap):
each card carries one int whose low 39 bits count its rank (three bits a rank) and whose
high bits count its suit (three bits a suit). Summing a hand's card ints gives the rank
multiset, looked up in ``_RANKS``, and the suit counts, looked up in ``_FLUSH_SUIT``; only
the rare flush goes on to a 13-bit rank mask table. Sums also compose: a board's partial
sum plus a hole's pair sum is the seven-card key, which the equity sampler exploits.
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Sequence

from pycore.cards52 import DECK52, RANK_NAMES, Card

HandValue = int

HIGH_CARD, PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH = range(9)
CATEGORY_NAMES = ("high card", "pair", "two pair", "three of a kind", "straight", "flush",
                  "full house", "four of a kind", "straight flush")

_SUIT_SHIFT = 39
_RANK_FIELD = (1 << _SUIT_SHIFT) - 1


def category_of(value: HandValue) -> int:
    """Return the category (HIGH_CARD .. STRAIGHT_FLUSH) of a hand value."""
    return value >> 20


def _pack(category: int, ranks: Sequence[int]) -> HandValue:
    value = category
    for i in range(5):
        value = (value << 4) | (ranks[i] if i < len(ranks) else 0)
    return value


def tie_ranks(value: HandValue) -> list[int]:
    """Return the five tie-break ranks a hand value packs, most significant first."""
    return [(value >> shift) & 15 for shift in (16, 12, 8, 4, 0)]


def describe(value: HandValue) -> str:
    """Return a short name for a hand value, such as ``"pair of kings"``."""
    category, ranks = category_of(value), tie_ranks(value)
    top = RANK_NAMES[ranks[0]]
    if category == STRAIGHT_FLUSH and ranks[0] == 12:
        return "royal flush"
    if category in (STRAIGHT, STRAIGHT_FLUSH, FLUSH, HIGH_CARD):
        return f"{CATEGORY_NAMES[category]}, {top} high"
    if category == PAIR:
        return f"pair of {_plural(ranks[0])}"
    if category == TWO_PAIR:
        return f"two pair, {_plural(ranks[0])} and {_plural(ranks[1])}"
    if category == TRIPS:
        return f"three {_plural(ranks[0])}"
    if category == FULL_HOUSE:
        return f"full house, {_plural(ranks[0])} over {_plural(ranks[1])}"
    return f"four {_plural(ranks[0])}"


def _plural(rank: int) -> str:
    return "sixes" if rank == 4 else RANK_NAMES[rank] + "s"


# -- tables -----------------------------------------------------------------------------

def _straight_tops() -> list[int]:
    """Return, for every 13-bit rank mask, the top rank of its best straight or -1.

    Each run of five marks every mask holding it (its own bits plus any subset of the other
    eight), lowest run first, so a higher straight in the same mask overwrites a lower one.
    """
    tops = [-1] * 8192
    runs = [(0b1000000001111, 3)] + [(0b11111 << (top - 4), top) for top in range(4, 13)]
    for run, top in runs:
        others = 8191 & ~run
        sub = others
        while True:   # every subset of ``others``, counting down through them
            tops[run | sub] = top
            if not sub:
                break
            sub = (sub - 1) & others
    return tops


_STRAIGHT_TOP = _straight_tops()


def _straight_value(category: int, top: int) -> HandValue:
    ranks = [top, top - 1, top - 2, top - 3, top - 4] if top > 3 else [3, 2, 1, 0, 12]
    return _pack(category, ranks)


def _flush_table() -> list[HandValue]:
    """Return the value of the best flush (or straight flush) within each suited rank mask.

    Masks grow upward, so a mask of six or more ranks without a straight is worth what it is
    without its lowest rank (already filled in: the same top five, and no straight there
    either); only the 1 287 five-rank masks are packed from their ranks.
    """
    table = [0] * 8192
    for mask in range(8192):
        held = mask.bit_count()
        if held < 5:
            continue
        top = _STRAIGHT_TOP[mask]
        if top >= 0:
            table[mask] = _straight_value(STRAIGHT_FLUSH, top)
        elif held > 5:
            table[mask] = table[mask & (mask - 1)]
        else:
            table[mask] = _pack(FLUSH, [r for r in range(12, -1, -1) if mask >> r & 1])
    return table


def _multiset_value(quads: list[int], trips: list[int], pairs: list[int], singles: list[int],
                    mask: int) -> HandValue:
    """Return the best non-flush five-card value of a rank multiset given by its groups."""
    if quads:
        rest = quads[1:] + trips + pairs + singles
        return _pack(QUADS, [quads[0], max(rest)])
    if trips and (len(trips) > 1 or pairs):
        second = max(trips[1:] + pairs[:1])
        return _pack(FULL_HOUSE, [trips[0], second])
    top = _STRAIGHT_TOP[mask]
    if top >= 0:
        return _straight_value(STRAIGHT, top)
    if trips:
        return _pack(TRIPS, [trips[0]] + singles[:2])
    if len(pairs) > 1:
        kicker = max(pairs[2:3] + singles[:1])
        return _pack(TWO_PAIR, [pairs[0], pairs[1], kicker])
    if pairs:
        return _pack(PAIR, [pairs[0]] + singles[:3])
    return _pack(HIGH_CARD, singles[:5])


def _rank_table() -> dict[int, HandValue]:
    """Return the value of every multiset of 5, 6 or 7 ranks, keyed by its rank-count sum.

    Five-rank multisets are valued from their groups; a bigger multiset is worth the best
    of the multisets one rank smaller inside it, so the six- and seven-rank layers are
    grown by adding each rank to every smaller key (twice as fast as valuing each).
    """
    table: dict[int, HandValue] = {}
    groups: list[list[int]] = [[], [], [], [], []]  # ranks held 0..4 times, high to low

    def walk(rank: int, left: int, key: int, mask: int) -> None:
        if left == 0 or rank < 0:
            if left == 0:
                table[key] = _multiset_value(groups[4], groups[3], groups[2], groups[1], mask)
            return
        for count in range(min(4, left), -1, -1):
            if count:
                groups[count].append(rank)
            walk(rank - 1, left - count, key + (count << 3 * rank), mask | (1 << rank if count else 0))
            if count:
                groups[count].pop()

    walk(12, 5, 0, 0)
    units = tuple(1 << 3 * r for r in range(13))
    layer = dict(table)
    for size in (6, 7):
        # every multiset of ``size`` ranks as a key, made in C and sized once; the few with a
        # rank five times or more are no hand and never looked up (a 3-bit count holds 7)
        bigger = dict.fromkeys(map(sum, combinations_with_replacement(units, size)), -1)
        for key, value in layer.items():
            for unit in units:
                grown = key + unit
                if bigger[grown] < value:
                    bigger[grown] = value
        table.update(bigger)
        layer = bigger
    return table


def _flush_suits() -> list[int]:
    """Return, for every packed suit count (3 bits a suit), the suit holding five or more, or -1."""
    table = [-1] * 4096
    for key in range(4096):
        for suit in range(4):
            if (key >> 3 * suit) & 7 >= 5:
                table[key] = suit
    return table


_RANKS: dict[int, HandValue] = {}   # filled by ensure_tables(), on first use at the latest
_FLUSHES = _flush_table()
_FLUSH_SUIT = _flush_suits()
# per card: its rank count and suit count as one summable int, and its bit in a 52-bit suited mask
CARD_KEY: tuple[int, ...] = tuple((1 << 3 * (c >> 2)) + (1 << _SUIT_SHIFT + 3 * (c & 3)) for c in DECK52)
CARD_BIT: tuple[int, ...] = tuple(1 << (13 * (c & 3) + (c >> 2)) for c in DECK52)


def ensure_tables() -> None:
    """Build the rank-multiset table now (a session calls this when it opens, not mid-game)."""
    if not _RANKS:
        _RANKS.update(_rank_table())


def _rank_value(key: int) -> HandValue:
    """Return a rank multiset's value, building the table on the first miss."""
    ensure_tables()
    return _RANKS[key]


def evaluate(cards: Sequence[Card]) -> HandValue:
    """Return the value of the best five-card hand within 5, 6 or 7 cards."""
    key = 0
    for card in cards:
        key += CARD_KEY[card]
    return value_of_key(key, cards)


def value_of_key(key: int, cards: Sequence[Card]) -> HandValue:
    """Return the value of ``cards`` whose CARD_KEY sum is ``key`` (for callers that sum ahead)."""
    suit = _FLUSH_SUIT[key >> _SUIT_SHIFT]
    if suit < 0:
        try:   # a try costs nothing in the hot path; only the first call, before the build, lands below
            return _RANKS[key & _RANK_FIELD]
        except KeyError:
            return _rank_value(key & _RANK_FIELD)
    bits = 0
    for card in cards:
        bits |= CARD_BIT[card]
    return _FLUSHES[(bits >> 13 * suit) & 8191]


def evaluate7(a: Card, b: Card, c: Card, d: Card, e: Card, f: Card, g: Card) -> HandValue:
    """Return the value of the best five-card hand within seven cards (the hot path)."""
    k = CARD_KEY
    key = k[a] + k[b] + k[c] + k[d] + k[e] + k[f] + k[g]
    suit = _FLUSH_SUIT[key >> _SUIT_SHIFT]
    if suit < 0:
        try:   # a try costs nothing in the hot path; only the first call, before the build, lands below
            return _RANKS[key & _RANK_FIELD]
        except KeyError:
            return _rank_value(key & _RANK_FIELD)
    m = CARD_BIT
    bits = m[a] | m[b] | m[c] | m[d] | m[e] | m[f] | m[g]
    return _FLUSHES[(bits >> 13 * suit) & 8191]


def evaluate5(a: Card, b: Card, c: Card, d: Card, e: Card) -> HandValue:
    """Return the value of exactly five cards."""
    k = CARD_KEY
    key = k[a] + k[b] + k[c] + k[d] + k[e]
    suit = _FLUSH_SUIT[key >> _SUIT_SHIFT]
    if suit < 0:
        try:   # a try costs nothing in the hot path; only the first call, before the build, lands below
            return _RANKS[key & _RANK_FIELD]
        except KeyError:
            return _rank_value(key & _RANK_FIELD)
    m = CARD_BIT
    return _FLUSHES[((m[a] | m[b] | m[c] | m[d] | m[e]) >> 13 * suit) & 8191]
