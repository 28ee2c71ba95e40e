"""Verdigris Cloister's config: one ``[[tactics]]`` table of ``modes.toml`` and its missions, read into frozen values.

Fields of ``[[tactics]]`` (``id`` and ``name`` are read by the pack loader):

* ``seats``: 1 or 2 players sharing the squad (with two, each commands two monks). Default 1.
* ``blight``: the Blight's AI tier, ``novice``, ``regular`` or ``expert``. Default ``regular``.
* ``prize_gold``: gold each seat takes away per mission won, 0 to 9,999,999. Default 0.
* ``vigil_minutes``: how long, at 60 frames a second, the whole campaign may run before the
  candles burn out and it is lost (a cap on the game, not a clock on any turn), 5 to 600. Default 180.
* ``[[tactics.missions]]``: the campaign, one to eight missions played in order; a monk's
  wounds carry from one to the next. Each mission:

  - ``id`` (required), ``name`` (required, up to 40 characters), ``brief`` (up to 300 characters);
  - ``objective``: ``hold`` (keep a monk on or beside ``goal`` at every round's close from
    the second on, for ``rounds`` rounds), ``survive`` (``rounds`` rounds), ``reach`` (a monk on ``goal`` within
    ``rounds`` rounds) or ``cleanse`` (no crystal left within ``rounds`` rounds);
  - ``rounds``: 1 to 30; ``goal``: ``[x, y]`` (required for hold and reach);
  - ``share``: the percent of the floor the Blight must cover in crystal to win, 10 to 100. Default 40;
  - ``tiles``: 10 strings of 8 characters, row by row from the top: ``.`` floor, ``~`` flooded,
    ``*`` blight crystal, and growth as its letter (``c`` creepvine, ``l`` lightwood,
    ``t`` thornbed, ``b`` bloomstalk; lower case at stage 1, upper case at stage 3);
  - ``heights``: 10 strings of 8 digits 0 to 3 (default all 0);
  - ``units``: 10 strings of 8 characters placing who starts where: ``M`` a monk (one to
    four, taken in reading order), ``m`` a mote, ``s`` a shard, ``h`` a hulk (one to twelve
    forms of the Blight), ``.`` nobody; no unit starts on crystal.
"""

from __future__ import annotations

from dataclasses import dataclass

from pycore.kernel.schema import Table
from pycore.kernel.session import TIERS

from .tuning import COLS, GROWTH_KINDS, MAX_HEIGHT, ROWS

OBJECTIVES = ("hold", "survive", "reach", "cleanse")
GROWTH_LETTERS = {kind[0]: kind for kind in GROWTH_KINDS}
TILE_LETTERS = ".~*" + "".join(GROWTH_LETTERS) + "".join(GROWTH_LETTERS).upper()
MAX_MISSIONS = 8
MAX_BLIGHT = 12
SQUAD = 4
UNIT_FORMS = {"m": "mote", "s": "shard", "h": "hulk"}
UNIT_LETTERS = ".M" + "".join(UNIT_FORMS)


@dataclass(frozen=True)
class Mission:
    """One mission as data: the floor, who stands where, and what wins it."""

    id: str
    name: str
    objective: str
    rounds: int
    tiles: tuple[str, ...]
    heights: tuple[str, ...]
    monks: tuple[tuple[int, int], ...]
    blight: tuple[tuple[str, int, int], ...]
    goal: tuple[int, int] = (-1, -1)
    share: int = 40
    brief: str = ""


@dataclass(frozen=True)
class TacticsConfig:
    """A campaign's fixed terms: seats, the Blight's tier, the prize and the missions in order."""

    seats: int = 1
    blight: str = "regular"
    prize_gold: int = 0
    vigil_minutes: int = 180
    missions: tuple[Mission, ...] = ()

    @property
    def vigil_frames(self) -> int:
        """Return the campaign's cap in frames."""
        return self.vigil_minutes * 60 * 60


def parse(t: Table, book: object = None) -> TacticsConfig:
    """Read one ``[[tactics]]`` table and its missions."""
    seats = t.int("seats", 1, lo=1, hi=2)
    missions = tuple(_mission(sub) for sub in t.tables("missions", max_len=MAX_MISSIONS))
    if not missions:
        raise t.error("missions", [], "one to eight [[tactics.missions]] tables")
    ids = [m.id for m in missions]
    for i, ident in enumerate(ids):
        if ident in ids[:i]:
            raise t.error("missions", ident, "a mission id used once in the campaign")
    return TacticsConfig(
        seats=seats,
        blight=t.str("blight", "regular", choices=TIERS),
        prize_gold=t.int("prize_gold", 0, lo=0, hi=9_999_999),
        vigil_minutes=t.int("vigil_minutes", 180, lo=5, hi=600),
        missions=missions,
    )


def _spot(sub: Table, key: str, raw: object) -> tuple[int, int]:
    if (not isinstance(raw, list) or len(raw) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in raw)
            or not (0 <= raw[0] < COLS and 0 <= raw[1] < ROWS)):
        raise sub.error(key, raw, f"a tile [x, y] with x 0 to {COLS - 1} and y 0 to {ROWS - 1}")
    return raw[0], raw[1]


def _rows(sub: Table, key: str, letters: str, default: "list[str] | None") -> tuple[str, ...]:
    rows = sub.list(key, default, min_len=ROWS, max_len=ROWS)
    for row in rows:
        if len(row) != COLS or any(ch not in letters for ch in row):
            raise sub.error(key, row, f"{ROWS} strings of {COLS} characters from {letters!r}")
    return tuple(rows)


def _mission(sub: Table) -> Mission:
    if not sub.has("id"):
        raise sub.error("id", None, "a value (this field is required)")
    name = sub.str("name", max_len=40)
    brief = sub.str("brief", "", max_len=300)
    objective = sub.str("objective", choices=OBJECTIVES)
    rounds = sub.int("rounds", lo=1, hi=30)
    share = sub.int("share", 40, lo=10, hi=100)
    raw_goal = sub.raw_value("goal", None)
    goal = _spot(sub, "goal", raw_goal) if raw_goal is not None else (-1, -1)
    if objective in ("hold", "reach") and goal == (-1, -1):
        raise sub.error("goal", None, f"a tile [x, y] (a {objective} mission needs one)")
    tiles = _rows(sub, "tiles", TILE_LETTERS, None)
    heights = _rows(sub, "heights", "".join(str(h) for h in range(MAX_HEIGHT + 1)), ["0" * COLS] * ROWS)
    units = _rows(sub, "units", UNIT_LETTERS, None)
    monks = tuple((x, y) for y in range(ROWS) for x in range(COLS) if units[y][x] == "M")
    blight = tuple((UNIT_FORMS[units[y][x]], x, y) for y in range(ROWS) for x in range(COLS)
                   if units[y][x] in UNIT_FORMS)
    if not 1 <= len(monks) <= SQUAD:
        raise sub.error("units", len(monks), f"1 to {SQUAD} monks (M) on the floor")
    if not 1 <= len(blight) <= MAX_BLIGHT:
        raise sub.error("units", len(blight), f"1 to {MAX_BLIGHT} forms of the Blight (m, s, h) on the floor")
    for x, y in list(monks) + [(x, y) for _, x, y in blight]:
        if tiles[y][x] == "*":
            raise sub.error("units", [x, y], "a starting tile free of blight crystal")
    sub.done()
    return Mission(id=sub.ident, name=name, objective=objective, rounds=rounds, tiles=tiles, heights=heights,
                   monks=monks, blight=tuple(blight), goal=goal, share=share, brief=brief)


# The how-to-play card (``ModeSpec.howto``): the goal, the controls, the rules a newcomer trips on.
HOWTO = {
    "goal": "Command four monks against the Blight through the campaign's missions: hold, reach or cleanse as "
            "each mission's brief says, before its rounds run out.",
    "controls": [("Up/Down/Left/Right", "move the cursor"), ("Cross", "preview, then confirm (walk or fire)"),
                 ("Circle", "undo a move"), ("Square", "cycle targets"), ("Triangle", "abilities (the garden, "
                 "overwatch)"), ("L1/R1", "cycle units"), ("Select", "end the turn")],
    "rules": ["Each unit has two AP a turn: a walk costs one AP per three steps (a monk), every other action "
              "one AP; overwatch ends the turn.",
              "Cover comes from the side a shot comes from: a higher tile or grown plants beside the target are "
              "half (-20) or full (-40) cover.",
              "From behind a shot ignores cover (+30); from the side cover drops a step. Height gives +15.",
              "A move can be undone until a shot or a garden action commits the turn.",
              "Between rounds the garden grows and the crystal spreads: burn it, flood fire out."],
}
