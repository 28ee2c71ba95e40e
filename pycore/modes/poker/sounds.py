"""Poker's sounds, from the table and its log: cards dealt and turned, chips bet (pitched by the amount),
the bets swept into the pot, a check's knock, a fold, the pot pushed to its winner, the clock's last seconds."""

from __future__ import annotations

from pycore.look.sound import cue, fresh_lines, pan, rose
from pycore.prims import Stage


def sounds(view: dict, seat: "int | None", stage: Stage) -> None:
    """Cue what happened at the table since the last frame drawn."""
    seats = view.get("seats", ())
    n = max(1, len(seats))
    dealt = 0
    for i, s in enumerate(seats):
        where = pan(((i * 2 + 1) * stage.width) // (2 * n), stage.width)
        more = rose(stage, f"cards{i}", s.get("card_count", 0))
        for k in range(min(more, 2)):
            cue(stage, "deal", 190, pitch=(dealt + k) * 30, pan=where)
        dealt += more
        if rose(stage, f"bet{i}", s.get("bet", 0)):
            cue(stage, "chip", 210, pitch=min(700, s.get("bet", 0) * 2), pan=where)
    for k in range(min(rose(stage, "board", len(view.get("board", ()))), 3)):
        cue(stage, "flip", 200, pitch=k * 50)
    for line in fresh_lines(stage, "log", view.get("log", ()))[-3:]:
        if line.endswith(" checks"):
            cue(stage, "knock")
        elif line.endswith(" folds"):
            cue(stage, "fold")
        elif " wins " in line:
            cue(stage, "pot_win")
        elif line.startswith(("Flop:", "Turn:", "River:")):
            cue(stage, "chips_pot", 160)
        elif line.startswith("Hand "):
            cue(stage, "shuffle")
            for k in range(min(2 * n, 6)):                       # the hole cards go round
                cue(stage, "deal", 150 + 10 * k, pitch=k * 30)
    me = view.get("you")
    if view.get("to_act") == me and me is not None and 0 < view.get("clock", 99) <= 5:
        if rose(stage, "last_seconds", 6 - view.get("clock", 99)):
            cue(stage, "tick")
