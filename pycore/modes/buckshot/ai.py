"""Buckshot's AI: the novice guesses, the regular shoots by the live/blank count, the expert reasons exactly.

Every tier decides from its own seat's view: the counts left, the charges, the items on the
table and what its own glass saw; never the order. The expert's chance of taking the round
comes from every ordering of the remaining shells: a chambered shell is live in exactly
``live`` of each ``live + blank`` orderings, so each branch is weighted by the integer
fraction of orderings that lead to it, and both players are assumed to shoot their best.
It plays an item where it raises that chance.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pycore.modes.buckshot.rules import BuckshotSession

Move = tuple[str, str]          # ("shoot", "self" | "them") or ("use", item)
ZERO, ONE = Fraction(0), Fraction(1)


def decide(session: "BuckshotSession", seat: int) -> Move:
    """Return ``seat``'s next move (an item to use or a shot), at its tier, from its own view."""
    view = session.view(seat)
    usable = [item for item in dict.fromkeys(view["items"][seat]) if session.can_use(seat, item) is None]
    tier = session.seats[seat].tier
    if tier == "novice":
        if usable and session.rng.chance(1, 3):
            return "use", session.rng.pick(usable)
        return "shoot", session.rng.pick(("self", "them"))
    if tier == "regular":
        return _regular(view, seat, usable)
    return _expert(view, seat, usable)


def _regular(view: dict, seat: int, usable: list[str]) -> Move:
    """Shoot the other player when live shells are at least as many as blanks, else yourself."""
    known = view["glass"]
    live, blank = view["live"], view["blank"]
    if "cigarettes" in usable:
        return "use", "cigarettes"
    if known < 0 and "glass" in usable and live and blank:
        return "use", "glass"
    lean_live = known == 1 or (known < 0 and live >= blank)
    if lean_live and "saw" in usable and (known == 1 or live > blank):
        return "use", "saw"
    return "shoot", "them" if lean_live else "self"


class Odds:
    """A round's chances for one seat: memoised over (charges, shells left, whose turn, saw, skip)."""

    def __init__(self) -> None:
        self.memo: dict[tuple, Fraction] = {}

    def chance(self, mine: int, theirs: int, live: int, blank: int, my_turn: bool, saw: bool, skip: bool) -> Fraction:
        """Return the exact chance of taking the round from here, both players shooting their best."""
        if mine <= 0:
            return ZERO
        if theirs <= 0:
            return ONE
        if live + blank == 0:
            return Fraction(mine, mine + theirs)      # a fresh load: the charges' share, the end of the look
        key = (mine, theirs, live, blank, my_turn, saw, skip)
        if key not in self.memo:
            values = [self.shot(mine, theirs, live, blank, my_turn, saw, skip, target) for target in ("them", "self")]
            self.memo[key] = max(values) if my_turn else min(values)
        return self.memo[key]

    def shot(self, mine: int, theirs: int, live: int, blank: int, my_turn: bool, saw: bool, skip: bool,
             target: str, shell: int = -1) -> Fraction:
        """Return the chance after the mover shoots ``target``: the shell ``shell`` if known, else weighed by orderings."""
        if shell < 0:
            total = live + blank
            value = ZERO
            if live:
                value += Fraction(live, total) * self.shot(mine, theirs, live, blank, my_turn, saw, skip, target, 1)
            if blank:
                value += Fraction(blank, total) * self.shot(mine, theirs, live, blank, my_turn, saw, skip, target, 0)
            return value
        damage = 2 if saw else 1
        at_mover = target == "self"
        if shell == 1:
            live -= 1
            if at_mover == my_turn:
                mine -= damage
            else:
                theirs -= damage
        else:
            blank -= 1
        keeps = at_mover and shell == 0
        if not keeps:
            if skip:
                skip = False
            else:
                my_turn = not my_turn
        return self.chance(mine, theirs, live, blank, my_turn, False, skip)


def _expert(view: dict, seat: int, usable: list[str]) -> Move:
    """Pick the shot or item with the best exact chance of taking the round."""
    odds = Odds()
    mine, theirs = view["charges"][seat], view["charges"][1 - seat]
    live, blank, saw, known = view["live"], view["blank"], view["saw"], view["glass"]
    total = live + blank

    def best_shot(m: int, s: bool, skip: bool, shell: int) -> tuple[Fraction, str]:
        return max((odds.shot(m, theirs, live, blank, True, s, skip, t, shell), t) for t in ("them", "self"))

    def weigh(f) -> Fraction:
        """Average ``f(shell)`` over the chambered shell: known, or live in ``live`` of ``total`` orderings."""
        if known >= 0:
            return f(known)
        return Fraction(live, total) * f(1) + Fraction(blank, total) * f(0) if total else f(0)

    value, target = best_shot(mine, saw, view["cuffed"], known)
    choices: list[tuple[Fraction, str]] = []
    if "cigarettes" in usable:
        choices.append((best_shot(mine + 1, saw, view["cuffed"], known)[0], "cigarettes"))
    if "glass" in usable:
        choices.append((weigh(lambda shell: best_shot(mine, saw, view["cuffed"], shell)[0]), "glass"))
    if "saw" in usable:
        choices.append((best_shot(mine, True, view["cuffed"], known)[0], "saw"))
    if "cuffs" in usable:
        choices.append((best_shot(mine, saw, True, known)[0], "cuffs"))
    if "beer" in usable:
        def racked(shell: int) -> Fraction:
            return odds.chance(mine, theirs, live - shell, blank - (1 - shell), True, saw, view["cuffed"])
        choices.append((weigh(racked), "beer"))
    if choices:
        gain, item = max(choices)
        if gain > value:
            return "use", item
    return "shoot", target


def round_chance(mine: int, theirs: int, live: int, blank: int) -> Fraction:
    """Return the exact chance the player on turn takes the round, with no items, both playing their best."""
    return Odds().chance(mine, theirs, live, blank, True, False, False)
