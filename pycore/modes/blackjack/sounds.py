"""Blackjack's sounds: the shoe shuffled, every card dealt (the dealer's too), chips put down, winnings paid."""

from __future__ import annotations

from pycore.look.sound import cue, pan, rose
from pycore.prims import Stage


def sounds(view: dict, seat: "int | None", stage: Stage) -> None:
    """Cue what happened at the table since the last frame drawn."""
    seats = view.get("seats", ())
    n = max(1, len(seats))
    if rose(stage, "shoe", view.get("shoe", 0)) > 1:
        cue(stage, "shuffle")
    dealt = rose(stage, "dealer", len(view.get("dealer", ())))
    for k in range(min(dealt, 2)):
        cue(stage, "deal", 190, pitch=k * 40)
    for i, s in enumerate(seats):
        where = pan(((i * 2 + 1) * stage.width) // (2 * n), stage.width)
        cards = sum(len(h.get("cards", ())) for h in s.get("hands", ()))
        for k in range(min(rose(stage, f"cards{i}", cards), 2)):
            cue(stage, "deal", 190, pitch=k * 40, pan=where)
        bet = s.get("wager", 0) + sum(h.get("bet", 0) for h in s.get("hands", ()))
        if rose(stage, f"bet{i}", bet):
            cue(stage, "chip", 210 if i == seat else 140, pitch=min(700, bet * 4), pan=where)
        if rose(stage, f"paid{i}", s.get("paid", 0)):
            cue(stage, "pot_win", 220 if i == seat else 140, pan=where)
