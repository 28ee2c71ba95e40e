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
