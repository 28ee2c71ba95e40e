"""The table kit's config: one ``[[tables]]`` table of ``modes.toml`` read into a frozen value.

Fields of ``[[tables]]`` (``id`` and ``name`` are read by the pack loader):

* ``rules``: the game. A built-in one (``tictactoe``, ``checkers``, ``morris``,
  ``crazy_eights``), or the name of a rules file in the pack's folder (``connect4.py``),
  checked by the rules loader (only ``pycore.tabletop`` imports). Required.
* ``seats``: 2, the only count for now (may be left out); a rules file whose table seats
  another number is refused.
* ``turn_seconds``: the turn timer, 0 (none) to 600 seconds; default: the game's own.
* ``prize_gold``: gold the winner takes away, 0 to 9,999,999. Default 0.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from typing import Any, Mapping

from pycore.kernel.mode import Netplay
from pycore.kernel.schema import Table

from .loader import BUILT_IN, RulesError, Rules, built_in, load

SEATS = 2


@dataclass(frozen=True)
class TablesConfig:
    """A table game's fixed terms: its loaded rules and what the pack changed."""

    rules: Rules
    seats: int = 2
    turn_seconds: int = -1       # -1: the game's own
    prize_gold: int = 0
    hidden: bool = False         # the game uses hidden pieces, so it plays online hosted

    @property
    def netplay(self) -> Netplay:
        """Return how this game plays online: hosted when it hides pieces, else lockstep."""
        return Netplay.HOSTED if self.hidden else Netplay.LOCKSTEP


def parse(t: Table, book: Any) -> TablesConfig:
    """Read one ``[[tables]]`` table; a rules file is looked up in ``t.files`` (the pack folder's)."""
    name = t.str("rules", max_len=64)
    try:
        rules = built_in(name) if name in BUILT_IN else _pack_rules(t, name, t.files)
        table = rules.build()
    except RulesError as e:
        raise t.fail(str(e), "rules") from None
    except Exception as e:   # a build() that fails is the pack's error, in its words
        raise t.fail(f"{name}: build() failed: {type(e).__name__}: {e}", "rules") from None
    if len(table.seats) != SEATS:
        raise t.fail(f"{name}: the table seats {len(table.seats)}; a table game seats {SEATS} players "
                     "(the picker and netplay give a mode one seat range)", "rules")
    seats = t.int("seats", SEATS, lo=SEATS, hi=SEATS)
    return TablesConfig(
        rules=rules,
        seats=seats,
        turn_seconds=t.int("turn_seconds", -1, lo=0, hi=600) if t.has("turn_seconds") else -1,
        prize_gold=t.int("prize_gold", 0, lo=0, hi=9_999_999),
        hidden=bool(table.hidden),
    )


def _pack_rules(t: Table, name: str, files: Mapping[str, bytes]) -> Rules:
    if not name.endswith(".py") or "/" in name or "\\" in name or name.startswith("."):
        raise t.error("rules", name, f"a built-in game ({', '.join(BUILT_IN)}) or a file name ending in .py "
                      "in the pack's folder")
    if name not in files:
        raise t.fail(f"the pack's folder has no rules file {name!r}", "rules")
    try:
        source = files[name].decode("utf-8")
    except UnicodeDecodeError:
        raise t.fail(f"{name} is not UTF-8 text", "rules") from None
    return load(source, name)


# The how-to-play card (``ModeSpec.howto``): the goal, the controls, the rules a newcomer trips on.
POINTER = [("Click", "a square or a card"), ("Up/Down/Left/Right", "move the pointer (as you see the board)"),
           ("Cross", "click where the pointer is"), ("Circle", "put a picked-up piece down")]
GAMES = {
    "tictactoe": {
        "goal": "Three of your marks in a row, across, down or diagonally, wins; a full board is a draw.",
        "rules": ["X moves first; the foot of the table says which mark is yours, the top line whose move it is.",
                  "The expert AI plays perfectly: against it the best you can do is a draw."],
    },
    "checkers": {
        "goal": "Take or block every piece of the other side: a player with no piece or no move loses.",
        "rules": ["Men move one square diagonally forward; Black moves first.",
                  "A capture jumps a piece next to you into the empty square beyond, and it is compulsory: when you "
                  "can capture, you must (any capture, not only the longest).",
                  "A capturing piece goes on jumping while it can; a man reaching the far row is crowned a king and "
                  "stops there.",
                  "Kings move and jump both ways. Forty moves each with no capture and no man moved is a draw."],
    },
    "morris": {
        "goal": "Leave the other side with two men, or with no move.",
        "rules": ["First each player lays nine men, one a turn, on free points; then men move along a line to a free "
                  "neighbouring point.",
                  "Three of your men in a line is a mill: closing one removes a man of the other side (not one in a "
                  "mill, unless all of them are).",
                  "Flying: a player down to three men may move one to any free point, not just a neighbouring one.",
                  "Fifty moves each without a man removed is a draw."],
    },
    "crazy_eights": {
        "goal": "Be the first to lay down every card of your hand.",
        "rules": ["Lay a card of the top card's rank or of the suit to follow; an eight may be laid at any time and "
                  "names the suit to follow.",
                  "A player who cannot lay draws from the stock until able; with the stock gone, a player who cannot "
                  "lay passes.",
                  "When neither can play, the smaller hand by points wins (an eight 50, a court card 10, an ace 1, the "
                  "rest their pips).",
                  "Your hand is yours alone: the other side sees only backs."],
    },
}


def howto(config: object) -> dict:
    """Return the how-to-play card of ``config``'s game: a built-in one's, or a rules file's own docstring."""
    rules = getattr(config, "rules", None)
    name = str(getattr(rules, "name", ""))
    card = GAMES.get(name.removesuffix(".py"))
    if card is None:
        try:
            doc = ast.get_docstring(ast.parse(str(getattr(rules, "source", "")))) or ""
        except SyntaxError:
            doc = ""
        lines = [line.strip() for line in doc.split("\n\n")[0].split("\n") if line.strip()]
        title = str(getattr(rules, "title", "") or "this game")
        card = {"goal": " ".join(lines) or f"Play {title} by its rules file: the turn line says whose move it is.",
                "rules": ["The rules file decides what is legal: a refused move says why."]}
    return {"goal": card["goal"], "controls": POINTER, "rules": card["rules"]}
