"""Party night's config: one ``[[party_nights]]`` table of ``modes.toml`` read into a frozen night.

Fields of ``[[party_nights]]`` (``id`` and ``name`` are read by the pack loader):

* ``seats``: the default number of players, 2 to 4. Default 4.
* ``points``: points by round place, 1st first; a place past the table scores 0.
  Default ``[10, 6, 3, 1]``.
* ``double_final``: the night's last round scores double points. Default true.
* ``wager``: percent of their points every player still in stakes on each round; the
  round's winners split the pot. 0 to 100, default 0 (a round may set its own).
* ``picks``: before every round after the first, last place picks the next round from
  those left (true, the default); false plays them in file order.
* ``round_seconds``: a round still unfinished after this long is void, where other people
  wait (a hot seat, online); a player alone with AI seats is never hurried. Default 300.
* ``pick_seconds``: last place's clock to pick the next round, 3 to 120; when it runs out the
  round under the cursor is picked. It runs only where other people wait. Default 10.
* ``prizes``: sub-tables by final place, 1st first, each with ``gold``, ``coins``,
  ``boosters`` and ``cards`` (ids of the pack's ``cards.toml``). Default none.
* ``rounds``: 1 to 12 sub-tables, each with

  * ``instance``: the id of an instance of the same pack, played as the round.
  * ``knobs``: a table of integers cutting it short, by the base mode's knob names:
    ``holes`` (golf), ``laps`` (racing), ``hands`` (poker), ``rounds`` (prop hunt).
  * ``title``, ``detail``, ``tags``: what the round-intro card shows (``tags``: up to 4
    chips of at most 10 characters). ``title`` defaults to the base instance's name.
  * ``double``: this round scores double. Default false.
  * ``wager``: this round's wager percent. Default the night's.

A round of a two-seat mode (Grid Duel) is played king of the hill.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Sequence

from pycore.kernel.schema import Table
from pycore.book.cards import Book

MIN_SEATS = 2
MAX_SEATS = 4
MAX_ROUNDS = 12
MAX_KNOB = 99
MAX_TAG = 10
FRAMES_PER_SECOND = 60
INTRO_FRAMES = 150       # the round-intro card
SCORES_FRAMES = 180      # the scoreboard after a round
PICK_FRAMES = 600        # the default pick clock: ten seconds (where other people wait)
PODIUM_FRAMES = 240      # the podium rises before the night is over


@dataclass(frozen=True)
class Round:
    """One round of the night: a base instance cut by knobs, and how the intro card and scoring treat it.

    ``kind`` (the base mode's title) and ``duel`` (a two-seat mode: king of the hill) are
    filled in by :func:`link` once the pack is read.
    """

    instance: str
    knobs: tuple[tuple[str, int], ...] = ()
    title: str = ""
    detail: str = ""
    tags: tuple[str, ...] = ()
    double: bool = False
    wager: int = 0
    kind: str = ""
    duel: bool = False


@dataclass(frozen=True)
class Prize:
    """What one final place takes away."""

    gold: int = 0
    coins: int = 0
    boosters: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()

    def to_rewards(self) -> dict:
        """Return the prize as a seat's rewards."""
        return {"gold": self.gold, "coins": self.coins, "boosters": list(self.boosters), "cards": list(self.cards)}


@dataclass(frozen=True)
class PartyNightsConfig:
    """A night: its rounds in file order, the points table, options and prizes."""

    rounds: tuple[Round, ...]
    seats: int = 4
    points: tuple[int, ...] = (10, 6, 3, 1)
    double_final: bool = True
    picks: bool = True
    round_seconds: int = 300
    pick_seconds: int = PICK_FRAMES // FRAMES_PER_SECOND
    prizes: tuple[Prize, ...] = ()

    @property
    def round_frames(self) -> int:
        """Return how many frames a round may take before it is void."""
        return self.round_seconds * FRAMES_PER_SECOND

    @property
    def pick_frames(self) -> int:
        """Return last place's clock to pick the next round, in frames (where other people wait)."""
        return self.pick_seconds * FRAMES_PER_SECOND


def parse(t: Table, book: Book) -> PartyNightsConfig:
    """Read one ``[[party_nights]]`` table; prize boosters and cards must be in ``book``."""
    seats = t.int("seats", 4, lo=MIN_SEATS, hi=MAX_SEATS)
    points = tuple(t.list("points", [10, 6, 3, 1], of="int", min_len=1, max_len=MAX_SEATS, lo=0, hi=10_000))
    double_final = t.bool("double_final", True)
    wager = t.int("wager", 0, lo=0, hi=100)
    picks = t.bool("picks", True)
    round_seconds = t.int("round_seconds", 300, lo=10, hi=3600)
    pick_seconds = t.int("pick_seconds", PICK_FRAMES // FRAMES_PER_SECOND, lo=3, hi=120)
    prizes = tuple(_prize(sub, book) for sub in t.tables("prizes", [], max_len=MAX_SEATS))
    subs = t.tables("rounds", max_len=MAX_ROUNDS)
    if not subs:
        raise t.error("rounds", [], f"1 to {MAX_ROUNDS} rounds")
    rounds = tuple(_round(sub, wager) for sub in subs)
    return PartyNightsConfig(rounds=rounds, seats=seats, points=points, double_final=double_final, picks=picks,
                       round_seconds=round_seconds, pick_seconds=pick_seconds, prizes=prizes)


def _round(sub: Table, wager: int) -> Round:
    instance = sub.str("instance")
    knobs = sub.raw_value("knobs", {})
    if not isinstance(knobs, dict) or not all(
            isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= MAX_KNOB for v in knobs.values()):
        raise sub.error("knobs", knobs, f"a table of knob names to integers from 1 to {MAX_KNOB}")
    found = Round(instance=instance, knobs=tuple(knobs.items()), title=sub.str("title", "", max_len=40),
                  detail=sub.str("detail", "", max_len=80),
                  tags=tuple(sub.list("tags", [], max_len=4)), double=sub.bool("double", False),
                  wager=sub.int("wager", wager, lo=0, hi=100))
    for tag in found.tags:
        if len(tag) > MAX_TAG:
            raise sub.error("tags", tag, f"tags of at most {MAX_TAG} characters (a chip on the intro card)")
    sub.done()
    return found


def _prize(sub: Table, book: Book) -> Prize:
    prize = Prize(gold=sub.int("gold", 0, lo=0, hi=1_000_000), coins=sub.int("coins", 0, lo=0, hi=1_000_000),
                  boosters=tuple(sub.list("boosters", [], max_len=10)), cards=tuple(sub.list("cards", [], max_len=10)))
    sub.done()
    for set_id in prize.boosters:
        if book.booster(set_id) is None:
            raise sub.error("boosters", set_id, "the id of a [[boosters]] set in cards.toml")
    for card_id in prize.cards:
        if card_id not in book:
            raise sub.error("cards", card_id, "the id of a card in cards.toml")
    return prize


def references(config: PartyNightsConfig) -> list[tuple[str, dict]]:
    """Return each round's base instance id and knobs, in file order, for the pack loader to check."""
    return [(r.instance, dict(r.knobs)) for r in config.rounds]


def link(config: PartyNightsConfig, instances: Sequence[Any]) -> PartyNightsConfig:
    """Return the night knowing each round's base mode (title, and whether it seats two: king of the hill)."""
    rounds = tuple(replace(r, kind=inst.spec.title, duel=inst.spec.max_seats == 2, title=r.title or inst.name)
                   for r, inst in zip(config.rounds, instances))
    return replace(config, rounds=rounds)


# The how-to-play card (``ModeSpec.howto``): the goal, the controls, the rules a newcomer trips on.
HOWTO = {
    "goal": "Short rounds of the other games on one scoreboard: the most points at the end of the night wins.",
    "controls": [("Up/Down", "pick a round (when it is your pick)"), ("Cross", "choose it"),
                 ("Start", "on a party card: end the night early")],
    "rules": ["Each round plays with that game's own controls; its places score points.",
              "Doubled rounds score twice, and a wager round puts points at stake.",
              "After the first round, the seat in last place picks the next one; a Grid Duel round is king of "
              "the hill.",
              "Ending the night early keeps the totals but pays no prize."],
}
