"""Basic strategy generated from the table's rules by computing the expectation of each decision.

The calculator is composition independent past the deal: the odds of every draw are those
of the shoe less the dealer's upcard and (for soft hands and pairs, whose two cards are
known) the player's two cards, and stay so for the rest of the hand (for hard totals only
the upcard is removed). That is how published total-dependent charts are made, and it
catches the few cells where six decks differ from an infinite deck (A,2 and A,4 double
against a 5 and a 4). Probabilities and expectations are integers scaled by 2**40 (floor
arithmetic), so every runtime builds the same table.

For each dealer upcard it finds the dealer's final totals (conditioned on no blackjack
when the dealer peeks), then the player's expectation of standing, hitting (and
playing on optimally), doubling, splitting (resplits to the table's hand limit, the split
aces rules, double after split) and surrendering, for every hard total, soft total and pair.
The decision in a cell is the action of highest expectation among those the rules allow.

Ranks here are blackjack values: 1 is an ace, 10 any ten-value card.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

VALUES = tuple(range(1, 11))
SHIFT = 40
ONE = 1 << SHIFT
Fixed = int   # an expectation or probability scaled by ONE
BUST, NATURAL = 22, 23
HIT, STAND, DOUBLE, SPLIT, SURRENDER = "H", "S", "D", "P", "R"
ZERO = 0


@dataclass(frozen=True)
class Terms:
    """The rules a strategy depends on (a projection of the table's config)."""

    hits_soft_17: bool = False
    peek: bool = True
    double_on: str = "any"         # any, 9-11 or 10-11
    double_after_split: bool = True
    max_hands: int = 4
    resplit_aces: bool = False
    hit_split_aces: bool = False
    surrender: bool = False
    decks: int = 6


def shoe_odds(decks: int, removed: "tuple[int, ...]") -> dict[int, Fixed]:
    """Return the odds of each value from a shoe of ``decks`` decks less the ``removed`` values."""
    counts = {v: (16 if v == 10 else 4) * decks for v in VALUES}
    for v in removed:
        counts[v] -= 1
    cards = sum(counts.values())
    return {v: counts[v] * ONE // cards for v in VALUES}


def best_total(hard: int, has_ace: bool) -> int:
    """Return a hand's best total from its hard sum (aces as one) and whether it holds an ace."""
    return hard + 10 if has_ace and hard + 10 <= 21 else hard


def may_double_total(terms: Terms, total: int) -> bool:
    """Return True if the table lets a hand of best total ``total`` double (first two cards)."""
    if terms.double_on == "9-11":
        return 9 <= total <= 11
    if terms.double_on == "10-11":
        return 10 <= total <= 11
    return True


class Calculator:
    """Expectations of every decision against one dealer upcard, memoised."""

    def __init__(self, terms: Terms, up: int, odds: "dict[int, Fixed] | None" = None) -> None:
        self.terms = terms
        self.up = up
        self.p = odds or shoe_odds(terms.decks, (up,))
        self.dealer = self._dealer_outcomes()
        self._hit: dict[tuple[int, bool], Fixed] = {}

    # -- the dealer ---------------------------------------------------------------------
    def _dealer_from(self, hard: int, has_ace: bool, memo: dict) -> dict[int, Fixed]:
        key = (hard, has_ace)
        if key in memo:
            return memo[key]
        total = best_total(hard, has_ace)
        soft = has_ace and hard + 10 <= 21
        if total > 21:
            out = {BUST: ONE}
        elif total >= 18 or (total == 17 and not (soft and self.terms.hits_soft_17)):
            out = {total: ONE}
        else:
            out = {}
            for v in VALUES:
                for t, p in self._dealer_from(hard + v, has_ace or v == 1, memo).items():
                    out[t] = out.get(t, ZERO) + (self.p[v] * p >> SHIFT)
        memo[key] = out
        return out

    def _dealer_outcomes(self) -> dict[int, Fixed]:
        """Return the dealer's final totals (17..21, BUST, NATURAL) given the upcard."""
        memo: dict = {}
        out: dict[int, Fixed] = {}
        for hole in VALUES:
            if {self.up, hole} == {1, 10}:
                if not self.terms.peek:
                    out[NATURAL] = out.get(NATURAL, ZERO) + self.p[hole]
                continue
            for t, p in self._dealer_from(self.up + hole, self.up == 1 or hole == 1, memo).items():
                out[t] = out.get(t, ZERO) + (self.p[hole] * p >> SHIFT)
        norm = sum(out.values())     # with a peek: conditioned on the dealer having no blackjack
        return {t: p * ONE // norm for t, p in out.items()}

    # -- the player ---------------------------------------------------------------------
    def stand(self, total: int) -> Fixed:
        """Return the expectation of standing on ``total`` (a busted total loses)."""
        if total > 21:
            return -ONE
        ev = ZERO
        for t, p in self.dealer.items():
            if t == BUST:
                ev += p
            elif t == NATURAL or t > total:
                ev -= p
            elif t < total:
                ev += p
        return ev

    def hit(self, hard: int, has_ace: bool) -> Fixed:
        """Return the expectation of hitting (then playing on by hit or stand only)."""
        key = (hard, has_ace)
        if key not in self._hit:
            ev = ZERO
            for v in VALUES:
                h, a = hard + v, has_ace or v == 1
                if h > 21:
                    ev -= self.p[v]
                else:
                    ev += self.p[v] * max(self.stand(best_total(h, a)), self.hit(h, a)) >> SHIFT
            self._hit[key] = ev
        return self._hit[key]

    def double(self, hard: int, has_ace: bool) -> Fixed:
        """Return the expectation of doubling: twice the bet, exactly one more card."""
        ev = ZERO
        for v in VALUES:
            ev += self.p[v] * self.stand(best_total(hard + v, has_ace or v == 1)) >> SHIFT
        return 2 * ev

    def surrender(self) -> Fixed:
        """Return the expectation of late surrender (half the bet; all of it to a natural without a peek)."""
        natural = self.dealer.get(NATURAL, ZERO)
        return -((ONE - natural) >> 1) - natural

    def best_two_card(self, hard: int, has_ace: bool, may_double: bool) -> Fixed:
        """Return the best of stand, hit and (if allowed) double for a two-card hand."""
        ev = max(self.stand(best_total(hard, has_ace)), self.hit(hard, has_ace))
        if may_double and may_double_total(self.terms, best_total(hard, has_ace)):
            ev = max(ev, self.double(hard, has_ace))
        return ev

    def split(self, value: int) -> Fixed:
        """Return the expectation of splitting a pair of ``value`` (both hands, resplits included)."""
        t = self.terms
        aces = value == 1
        limit = t.max_hands if (not aces or t.resplit_aces) else 2

        def played(second: int) -> Fixed:
            hard, has_ace = value + second, aces or second == 1
            if aces and not t.hit_split_aces:
                return self.stand(best_total(hard, has_ace))
            return self.best_two_card(hard, has_ace, t.double_after_split)

        p_same = self.p[value]
        other = sum(self.p[x] * played(x) for x in VALUES if x != value) // (ONE - p_same)
        same = played(value)
        memo: dict[tuple[int, int], Fixed] = {}

        def hands(total: int, pending: int) -> Fixed:
            if pending == 0:
                return ZERO
            key = (total, pending)
            if key not in memo:
                if total < limit:
                    again = hands(total + 1, pending + 1)
                else:
                    again = same + hands(total, pending - 1)
                memo[key] = p_same * again + (ONE - p_same) * (other + hands(total, pending - 1)) >> SHIFT
            return memo[key]

        return hands(2, 2)


@dataclass(frozen=True)
class Strategy:
    """A basic strategy: the first choice in every cell, and the expectations behind it.

    ``hard[total][up]``, ``soft[total][up]`` and ``pairs[value][up]`` hold one of H, S, D,
    P, R (the action of highest expectation among those the rules allow on the first two
    cards); ``hard_later`` and ``soft_later`` give the choice once doubling and surrender
    are gone (a hand of three cards, or a move the rules refuse): H or S.
    """

    hard: dict[int, dict[int, str]]
    soft: dict[int, dict[int, str]]
    pairs: dict[int, dict[int, str]]
    hard_later: dict[int, dict[int, str]]
    soft_later: dict[int, dict[int, str]]


def _choose(options: dict[str, Fixed]) -> str:
    # ties break in a fixed order, the cautious action first
    order = (STAND, HIT, DOUBLE, SPLIT, SURRENDER)
    best = max(options.values())
    return next(a for a in order if a in options and options[a] == best)


def generate(terms: Terms) -> Strategy:
    """Return the basic strategy for ``terms``, computed from each decision's expectation."""
    hard: dict[int, dict[int, str]] = {t: {} for t in range(5, 22)}
    soft: dict[int, dict[int, str]] = {t: {} for t in range(13, 22)}
    pairs: dict[int, dict[int, str]] = {v: {} for v in VALUES}
    hard_later: dict[int, dict[int, str]] = {t: {} for t in range(4, 22)}
    soft_later: dict[int, dict[int, str]] = {t: {} for t in range(12, 22)}
    for up in VALUES:
        calc = Calculator(terms, up)

        def options(h: int, ace: bool, two_cards: bool, calc: Calculator = calc) -> dict[str, Fixed]:
            total = best_total(h, ace)
            out = {STAND: calc.stand(total), HIT: calc.hit(h, ace)}
            if two_cards and may_double_total(terms, total):
                out[DOUBLE] = calc.double(h, ace)
            if two_cards and terms.surrender:
                out[SURRENDER] = calc.surrender()
            return out

        for total in hard:
            hard[total][up] = _choose(options(total, False, True))
        for total in soft:
            known = Calculator(terms, up, shoe_odds(terms.decks, (up, 1, total - 11)))
            soft[total][up] = _choose(options(total - 10, True, True, known))
        for total in hard_later:
            hard_later[total][up] = _choose(options(total, False, False))
        for total in soft_later:
            soft_later[total][up] = _choose(options(total - 10, True, False))
        for v in VALUES:
            known = Calculator(terms, up, shoe_odds(terms.decks, (up, v, v)))
            opts = options(2 * v, v == 1, True, known)
            opts[SPLIT] = known.split(v)
            pairs[v][up] = _choose(opts)
    return Strategy(hard=hard, soft=soft, pairs=pairs, hard_later=hard_later, soft_later=soft_later)


_CACHE: dict[Terms, Strategy] = {}


def strategy_for(terms: Terms) -> Strategy:
    """Return the basic strategy for ``terms``, generated once per rule set."""
    if terms not in _CACHE:
        _CACHE[terms] = generate(terms)
    return _CACHE[terms]


def chart(table: dict[int, dict[int, str]], label: Callable[[int], str] = str) -> list[str]:
    """Return a strategy table as text rows: the hand, then its choice against 2..10 and ace."""
    return [f"{label(row)}: " + " ".join(table[row][up] for up in (2, 3, 4, 5, 6, 7, 8, 9, 10, 1)) for row in table]
