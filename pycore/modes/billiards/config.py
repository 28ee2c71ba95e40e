"""Billiards' config: one ``[[billiards]]`` table of ``modes.toml`` read into a frozen table.

Fields of ``[[billiards]]`` (``id`` and ``name`` are read by the pack loader):

* ``game``: ``"8-ball"`` (solids and stripes, the 8 called and pocketed last) or ``"9-ball"``
  (the lowest ball first, the 9 wins). Default ``"8-ball"``.
* ``spin``: whether a player may put follow or draw on the cue ball (Up/Down). Default true.
* ``shot_seconds``: a human's clock to place, aim and strike, 5 to 120; when it runs out
  the cue ball goes at the aim shown with half power. Default 40.
* ``max_shots``: the shots a game may take, 10 to 500; at the cap the game is drawn. Default 200.
* ``stake``: coins each player puts up, 0 to 100,000; taken (and saved) as the game opens,
  the winner is paid twice it, a draw refunds it. Default 10.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Mapping

from pycore.book.cards import Book
from pycore.kernel.schema import Table

MIN_SEATS = MAX_SEATS = 2
GAMES = ("8-ball", "9-ball")
STAKE_CAP = 100_000


@dataclass(frozen=True)
class BilliardsConfig:
    """A table's terms: the game, spin, the shot clock, the shot cap and the stake."""

    game: str = "8-ball"
    spin: bool = True
    shot_seconds: int = 40
    max_shots: int = 200
    stake: int = 10
    seats: int = 2


def parse(t: Table, book: Book) -> BilliardsConfig:
    """Read one ``[[billiards]]`` table."""
    return BilliardsConfig(
        game=t.str("game", "8-ball", choices=GAMES),
        spin=t.bool("spin", True),
        shot_seconds=t.int("shot_seconds", 40, lo=5, hi=120),
        max_shots=t.int("max_shots", 200, lo=10, hi=500),
        stake=t.int("stake", 10, lo=0, hi=STAKE_CAP),
        seats=t.int("seats", 2, lo=MIN_SEATS, hi=MAX_SEATS),
    )


def with_purse(config: BilliardsConfig, seat: int, purse: Mapping[str, int]) -> BilliardsConfig:
    """Return the table with its stake cut to what the seated player holds in coins (the host's stake hook)."""
    return replace(config, stake=min(config.stake, max(0, int(purse.get("coins", 0)))))


def cost(config: BilliardsConfig) -> dict[str, tuple[int, int]]:
    """Return what sitting down costs (the lobby's line): the stake, cut to a short purse (so the least is 0)."""
    return {"coins": (0, config.stake)}


# The how-to-play card (``ModeSpec.howto``): the goal, the controls, the rules a newcomer trips on.
HOWTO = {
    "goal": "8-ball: pot your group (solids or stripes), then the 8 in the pocket you call. 9-ball: hit the "
            "lowest ball first; pot the 9 to win.",
    "controls": [("Left/Right", "aim"), ("Square", "hold for fine aim"), ("Up/Down", "spin"),
                 ("Triangle", "call the 8's pocket"), ("Cross", "start the meter"), ("Cross", "strike"),
                 ("Circle", "back"), ("Click", "the table to aim; hold Stroke and release")],
    "rules": ["The table is open after the break: the first ball legally potted gives you its group.",
              "A legal shot hits your own group first, then pots a ball or sends one to a cushion.",
              "A foul (the cue ball potted, the wrong ball first, no cushion) gives the other player the cue ball "
              "in hand anywhere.",
              "Potting the 8 early, in another pocket, or on a foul loses the game.",
              "Leaving mid-game loses your stake."],
}
