"""The workbench's engine: a table game's rules typed in the page, run on a kit table, exported as a pack.

:meth:`Workbench.run` loads a rules text through the same loader as a pack's rules file and
deals a fresh table; an error (the loader's refusal, or the rules failing as they build or
start) comes back with its traceback and line, and the table keeps the last rules that ran.
A rule that fails during play stops the table at that frame with the same report. The
table is played hot seat (the pad and clicks go to the seat to move) or against an AI seat
that plays a random legal move (the rules' ``moves``).
"""

from __future__ import annotations

import dataclasses
import io
import traceback
import zipfile
from typing import Sequence

from pycore.kernel.session import Seat
from pycore.prims import Stage

from .config import SEATS, TablesConfig
from .loader import BUILT_IN, RulesError, built_in, error_line, load
from .rules import TablesSession
from .screen import with_notice

RULES_FILE = "rules.py"
OPPONENTS = ("human", "random")


def game_source(name: str) -> str:
    """Return the rules text of the built-in game ``name`` (the workbench opens on one)."""
    return built_in(name).source


class Workbench:
    """One editor's table: the last rules that ran, their session, and the last error."""

    def __init__(self) -> None:
        self.session: "TablesSession | None" = None
        self.source = ""
        self.error: "dict | None" = None
        self.seed = 1

    def run(self, source: str, opponent: str = "human") -> dict:
        """Load ``source`` and deal a new table; return ``{"ok": ...}`` or the error with its line."""
        if opponent not in OPPONENTS:
            return self._fail(f"The second seat is {' or '.join(OPPONENTS)}, not {opponent!r}.", 0, "")
        try:
            rules = load(source, RULES_FILE)
            if opponent == "random":   # the AI seat plays a random legal move: the rules' own choose is set aside
                rules = dataclasses.replace(rules, namespace={k: v for k, v in rules.namespace.items() if k != "choose"})
            seats = [Seat.human(), Seat.ai("novice") if opponent == "random" else Seat.human()]
            session = TablesSession(config=TablesConfig(rules=rules, seats=SEATS), seed=self.seed, seats=seats)
        except RulesError as e:
            return self._fail(str(e), e.line, "")
        except Exception as e:
            return self._fail(f"{RULES_FILE} failed: {type(e).__name__}: {e}", error_line(e, RULES_FILE),
                              _trace(e))
        self.seed += 1
        self.session, self.source, self.error = session, source, None
        return {"ok": True, "title": rules.title, "hidden": session.table.hidden}

    def _fail(self, message: str, line: int, trace: str) -> dict:
        self.error = {"error": message, "line": line, "traceback": trace or message}
        return self.error

    def seat(self) -> int:
        """Return the seat the page plays now: the seat to move when both are human, else seat 0."""
        if self.session is None:
            return 0
        if self.session.seats[1].is_ai:
            return 0
        return self.session.table.turn

    def tick(self, pad: int, actions: Sequence[dict] = ()) -> dict:
        """Advance one frame with the page's pad word and clicks for the seat it plays; return events or the error."""
        if self.session is None or self.error is not None and self.error.get("during_play"):
            return {"events": []}
        me = self.seat()
        pads = [0, 0]
        pads[me] = pad
        try:
            events = self.session.tick(pads, {me: list(actions)} if actions else None)
            failure = self.session.table.failure or self.session.failure
            if failure is not None:   # the play refused the input; the author still sees where the rules broke
                self.session.table.failure = self.session.failure = None
                raise failure
        except Exception as e:
            self._fail(f"{RULES_FILE} failed during play: {type(e).__name__}: {e}", error_line(e, RULES_FILE),
                       _trace(e))
            self.error["during_play"] = True
            return self.error
        return {"events": events, "finished": self.session.is_finished()}

    def frame(self) -> Stage:
        """Return the table drawn for the seat the page plays (an empty felt before any rules ran)."""
        stage = Stage()
        if self.session is None:
            stage.rect(0, 0, stage.width, stage.height, 0x1E583CFF)
            stage.text(stage.width // 2, stage.height // 2 - 12, "Press Run (Ctrl+Enter) to deal", 0xF4EEDEFF, 24, 1)
            return stage
        me = self.seat()
        with_notice(self.session.view(me), me, stage)
        return stage

    def export(self, pack_id: str, name: str) -> bytes:
        """Return a zip of a pack folder ``pack_id/`` holding ``modes.toml`` and the last rules that ran."""
        if not self.source:
            raise ValueError("Run the rules once before exporting them: only rules that ran are exported.")
        if not pack_id or not all(c.islower() or c.isdigit() or c in "-_" for c in pack_id) or len(pack_id) > 40:
            raise ValueError(f"A pack id is lowercase letters, digits, '-' or '_', not {pack_id!r}.")
        title = name.replace('"', "'").replace("\\", "/")[:60] or pack_id
        modes = (f'[pack]\nname = "{title}"\n\n[[tables]]\nid = "{pack_id}"\nname = "{title}"\n'
                 f'rules = "{RULES_FILE}"\n')
        out = io.BytesIO()
        with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
            for file, text in (("modes.toml", modes), (RULES_FILE, self.source)):
                z.writestr(zipfile.ZipInfo(f"{pack_id}/{file}", date_time=(2026, 1, 1, 0, 0, 0)), text)
        return out.getvalue()


def _trace(error: BaseException) -> str:
    """Return the traceback of ``error`` from the rules file's first frame on (the kit's own frames left out)."""
    lines = traceback.format_exception(type(error), error, error.__traceback__)
    start = next((i for i, line in enumerate(lines) if f'File "{RULES_FILE}"' in line), 1)
    return "".join(lines[:1] + lines[start:])


def built_in_games() -> list[str]:
    """Return the names of the shipped games the workbench offers."""
    return list(BUILT_IN)

