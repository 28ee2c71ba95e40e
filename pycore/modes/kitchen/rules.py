"""The kitchen table as a mode: the engine's table driven by pads, pointer intents and simple AI seats, with the sparring phantom in solitaire.

The session holds a ``pycore.kitchen`` table (the host of the game) and, when one seat
plays, the sparring phantom. Every pad press, pointer action and AI decision becomes an
intent the engine validates; the session adds only what a screen needs (the selected card,
the open context menu, a hand cursor, the turn clock, the log in words). A turn passes by
itself when its clock runs out, and the table closes after its last round, so any game ends; a
table without a round limit (``rounds = 0``) runs until the game is won or the player leaves,
and AI seats alone at one concede after ``ai.STAY_ROUNDS`` rounds.
"""

from __future__ import annotations

from typing import Any, Sequence

from pycore.kernel import pad
from pycore.kernel.digest import Digest
from pycore.kernel.rng import Xoshiro256ss
from pycore.kernel.session import Event, Results, Seat, Session, placements, refused
from pycore.kitchen import phantom as spar
from pycore.kitchen.game import STEPS, Refusal, facts
from pycore.kitchen.resolve import resolve
from pycore.kitchen.rules import apply
from pycore.kitchen.table import Table
from pycore.kitchen.view import hidden_names, sees_card, view as table_view

from . import ai
from .config import KitchenConfig

AI_PACE = 20
LOG_LINES = 8
# The menus are data: (op, label, the intent it sends). "$card" is the card whose menu is open, "$seat" the seat
# acting, "$next" the next seat in turn order, "$next_step" the step after the turn's, "$day_night" the other one.
CARD_MENU: tuple = (
    ("lift", "Pick up", None),
    ("graveyard", "To graveyard", {"kind": "move", "cards": ["$card"], "to": "graveyard"}),
    ("exile", "Exile", {"kind": "move", "cards": ["$card"], "to": "exile"}),
    ("hand", "To hand", {"kind": "move", "cards": ["$card"], "to": "hand"}),
    ("top", "Library top", {"kind": "move", "cards": ["$card"], "to": "library", "place": "top"}),
    ("bottom", "Library bottom", {"kind": "move", "cards": ["$card"], "to": "library", "place": "bottom"}),
    ("counter", "+1/+1 counter", {"kind": "counter", "card": "$card", "name": "+1/+1", "delta": 1}),
    ("flip", "Flip", {"kind": "flip", "card": "$card"}),
    ("give", "Give until EOT", {"kind": "control", "card": "$card", "seat": "$next", "eot": True}),
    ("abandon", "Abandon scheme", {"kind": "scheme", "do": "abandon", "card": "$card"}),
    ("close", "Close", None),
)
TABLE_MENU: tuple = (
    ("exile_top", "Exile top", {"kind": "take", "n": 1, "end": "top", "to": "exile"}),
    ("draw_bottom", "Draw bottom", {"kind": "take", "n": 1, "end": "bottom", "to": "hand"}),
    ("reveal_top", "Reveal top", {"kind": "reveal_top", "n": 1, "to": []}),
    ("cascade", "Reveal to creature", {"kind": "reveal_until", "type": "Creature"}),
    ("random_discard", "Random discard", {"kind": "random_hand", "do": "discard"}),
    ("random_reveal", "Random reveal", {"kind": "random_hand", "do": "reveal"}),
    ("drain", "Opponents lose 1", {"kind": "each_opponent", "delta": -1}),
    ("resolve", "Resolve top", {"kind": "resolve"}),
    ("extra_turn", "Extra turn", {"kind": "extra_turn"}),
    ("energy", "+1 energy", {"kind": "player_counter", "seat": "$seat", "name": "energy", "delta": 1}),
    ("experience", "+1 experience", {"kind": "player_counter", "seat": "$seat", "name": "experience", "delta": 1}),
    ("storm", "+1 storm", {"kind": "player_counter", "seat": "$seat", "name": "storm", "delta": 1}),
    ("step", "Next step", {"kind": "step", "step": "$next_step"}),
    ("priority", "Pass priority", {"kind": "priority", "seat": "$next"}),
    ("day_night", "Day / night", {"kind": "day_night", "to": "$day_night"}),
    ("blessing", "City's blessing", {"kind": "blessing", "seat": "$seat", "on": True}),
    ("monarch", "Monarch", {"kind": "designation", "name": "monarch", "seat": "$seat"}),
    ("planar_die", "Planar die", {"kind": "planar_die"}),
    ("scheme", "Scheme in motion", {"kind": "scheme", "do": "motion"}),
    ("close", "Close", None),
)
MENU = tuple(op for op, _, _ in CARD_MENU)
TABLE_OPS = tuple(op for op, _, _ in TABLE_MENU)
BUTTONS = ("draw", "untap_all", "pass", "shuffle", "scry", "undo", "table")
TABLE = -1                                   # ``menu`` of a seat whose table menu is open
PERMANENT = ("Creature", "Artifact", "Enchantment", "Planeswalker", "Land", "Battle")


def is_permanent(f: dict) -> bool:
    """Return whether printed facts name a permanent (a name-only card counts as one)."""
    return not f["type"] or any(word in f["type"] for word in PERMANENT)


class KitchenSession(Session):
    """One game at the kitchen table: hot seat, or solitaire with the sparring phantom."""

    kind = "kitchen"

    def __init__(self, *, config: KitchenConfig, seed: int, seats: Sequence[Seat]) -> None:
        super().__init__(config=config, seed=seed, seats=seats)
        n = len(self.seats)
        if not 1 <= n <= 4:
            raise ValueError(f"the kitchen table seats 1 to 4 players, not {n}")
        people = [{"name": self.seats[s].label(s)[:40], "deck": config.deck_of(s)} for s in range(n)]
        self.table = Table({"format": "free", "players": people, "seed": seed & ((1 << 63) - 1), "first": 0},
                           config.card_data(), "solitaire" if n == 1 else "local")
        for s in range(n):
            self.table.intent(s, {"kind": "keep", "bottom": []})
        self.phantom = spar.Phantom(config.phantom, seed) if n == 1 and config.phantom != "off" else None
        self.selected = [0] * n
        self.menu = [0] * n
        self.cursor = [0] * n
        self.notice = [""] * n
        self.clock = config.turn_frames
        self.wait = AI_PACE
        self.over = False
        self.lines: list[str] = []
        self.public: list[str] = []          # every card name ever shown to the whole table, in order
        self.printed = (-1, "")               # (seq, fingerprint): the fingerprint is the slow step, taken once an event

    # -- reading -------------------------------------------------------------------------
    @property
    def game(self) -> dict:
        """Return the engine's game now."""
        return self.table.game

    def name(self, seat: int) -> str:
        """Return the name the log and the screen show for ``seat``."""
        return self.game["players"][seat]["name"]

    def active(self) -> int:
        """Return the seat whose turn it is."""
        return self.game["turn"]["active"]

    def hand(self, seat: int) -> list:
        """Return the card ids in ``seat``'s hand, in order."""
        return list(self.game["zones"][str(seat)]["hand"])

    # -- the rule entry points -------------------------------------------------------------
    def can_act(self, seat: int, intent: Any) -> "str | None":
        """Return why ``seat``'s intent would be refused now, or None (the engine judges, on a draft)."""
        if self.over:
            return "The table is closed."
        try:
            apply(self.game, resolve(self.game, seat, intent, Xoshiro256ss(1)))
        except Refusal as e:
            return str(e)
        return None

    def act(self, seat: int, intent: Any) -> list[Event]:
        """Resolve and apply ``seat``'s intent at the table (the phantom watching in solitaire); return the events."""
        reason = self.can_act(seat, intent)
        if reason:
            return self._refuse(seat, reason)
        before = self.game
        out = spar.attend(self.table, self.phantom, seat, intent) if self.phantom else self.table.command(seat, intent)
        return self._after(seat, before, out)

    def can_undo(self, seat: int) -> "str | None":
        """Return why ``seat`` may not undo its last action now, or None."""
        if self.over:
            return "The table is closed."
        return self.table.can_undo(seat)

    def undo(self, seat: int) -> list[Event]:
        """Undo the last action (a restore event); an open offer is declined."""
        reason = self.can_undo(seat)
        if reason:
            return self._refuse(seat, reason)
        before = self.game
        out = spar.attend(self.table, self.phantom, seat, {"kind": "undo"}) if self.phantom \
            else self.table.undo(seat)
        return self._after(seat, before, out)

    def can_answer(self, seat: int) -> "str | None":
        """Return why ``seat`` may not answer the phantom now, or None."""
        if self.phantom is None:
            return "There is no phantom at this table."
        if self.phantom.offer is None:
            return "The phantom has offered nothing to answer."
        return None

    def answer(self, seat: int, accept: bool) -> list[Event]:
        """Accept the phantom's offer (the player's own move of the answered cards) or decline it."""
        reason = self.can_answer(seat)
        if reason:
            return self._refuse(seat, reason)
        assert self.phantom is not None
        offer = self.phantom.offer
        if not accept:
            self.phantom.answer("decline")
            self._say(f"You decline {offer['card']}.")
            return [{"kind": "declined", "seat": seat, "card": offer["card"]}]
        before = self.game
        out = spar.accept(self.table, self.phantom, seat)
        if out[0]["kind"] != "refused":
            self._say(f"The phantom's {offer['card']} resolves.")
        return self._after(seat, before, out)

    def can_select(self, seat: int, cid: Any) -> "str | None":
        """Return why ``seat`` may not pick up card ``cid``, or None (a card it sees and may touch)."""
        if not isinstance(cid, int) or isinstance(cid, bool) or str(cid) not in self.game["cards"]:
            return "There is no such card at the table."
        c = self.game["cards"][str(cid)]
        if c["zone"] == "library" or not sees_card(self.game, seat, c, 1):
            return "You cannot see that card."
        mine = c["controller"] == seat if c["zone"] in ("battlefield", "stack") else c["owner"] == seat
        return None if mine or self.game["options"]["touch_all"] else "That card is not yours to move."

    def select(self, seat: int, cid: Any) -> list[Event]:
        """Pick up card ``cid``: the next place clicked (or the place a drag ends on) moves it there."""
        reason = self.can_select(seat, cid)
        if reason:
            return self._refuse(seat, reason)
        self.selected[seat] = cid
        self.menu[seat] = 0
        return [{"kind": "selected", "seat": seat, "card": self.selected[seat]}]

    # -- frames ------------------------------------------------------------------------------
    def step(self, actions: dict[int, list[dict]]) -> list[Event]:
        """Run one frame: pointer intents, pads, the AI seats, the turn clock."""
        out: list[Event] = []
        for seat, acts in actions.items():
            for action in acts:
                if not self.over:
                    out += self.pointer(seat, action)
        for seat in range(len(self.seats)):
            if not self.seats[seat].is_ai and not self.over:
                out += self._pads(seat)
        if self.over:
            return out
        turn = self.active()
        if self.seats[turn].is_ai:
            self.wait -= 1
            if self.wait <= 0:
                self.wait = AI_PACE
                move = ai.decide(self, turn)
                out += self.act(turn, move)
        self.clock -= 1
        if not self.over and self.clock <= 0 and self.clocked():   # alone, a turn lasts as long as the player likes
            self._say(f"{self.name(self.active())}'s time runs out: the turn passes.")
            out += self.act(self.active(), {"kind": "pass"})
        return out

    def _pads(self, seat: int) -> list[Event]:
        pressed = self.edges.pressed
        hand = self.hand(seat)
        if pressed(seat, pad.LEFT) and hand:
            self.cursor[seat] = (self.cursor[seat] - 1) % len(hand)
        if pressed(seat, pad.RIGHT) and hand:
            self.cursor[seat] = (self.cursor[seat] + 1) % len(hand)
        shortcuts = ((pad.CROSS, "draw"), (pad.SQUARE, "untap_all"), (pad.TRIANGLE, "pass"), (pad.L1, "shuffle"),
                     (pad.R1, "scry"), (pad.CIRCLE, "accept"), (pad.SELECT, "decline"), (pad.L2, "undo"))
        for button, do in shortcuts:
            if pressed(seat, button):
                return self.pointer(seat, {"do": do})
        if pressed(seat, pad.UP) and hand:
            cid = hand[min(self.cursor[seat], len(hand) - 1)]
            return self.act(seat, self.play_intent(cid))
        return []

    def play_intent(self, cid: int) -> dict:
        """Return the intent that plays card ``cid`` from a hand: a permanent to the battlefield, a spell to the stack."""
        f = facts(self.game, self.game["cards"][str(cid)])
        return {"kind": "move", "cards": [cid], "to": "battlefield" if is_permanent(f) else "stack"}

    def pointer(self, seat: int, action: dict) -> list[Event]:
        """Apply one pointer action (a hotspot's ``do``) or pad shortcut; each becomes an intent the engine validates."""
        do = action.get("do")
        simple = {"draw": {"kind": "draw", "n": 1}, "untap_all": {"kind": "untap_all"}, "pass": {"kind": "pass"},
                  "shuffle": {"kind": "shuffle"}, "scry": {"kind": "look", "n": 1}}
        if do in simple:
            out = self.act(seat, dict(simple[do]))
            if out[0]["kind"] != "refused":
                self.selected[seat] = self.menu[seat] = 0
            return out
        if do in ("accept", "decline"):
            return self.answer(seat, do == "accept")
        if do == "undo":
            return self.undo(seat)
        if do == "select":
            return self.select(seat, action.get("card"))
        if do == "place":
            return self._place(seat, action)
        if do == "tap":
            cid = action.get("card")
            c = self.game["cards"].get(str(cid)) if isinstance(cid, int) and not isinstance(cid, bool) else None
            if c is None:
                return self._refuse(seat, "There is no such card at the table.")
            return self.act(seat, {"kind": "tap", "cards": [cid], "on": not c["tapped"]})
        if do == "menu":
            reason = self.can_select(seat, action.get("card"))
            if reason:
                return self._refuse(seat, reason)
            self.menu[seat] = action["card"]
            return [{"kind": "menu", "seat": seat, "card": action["card"]}]
        if do == "pick":
            return self._pick(seat, action.get("op"))
        if do == "table":
            self.menu[seat] = 0 if self.menu[seat] == TABLE else TABLE
            return [{"kind": "menu", "seat": seat, "card": self.menu[seat]}]
        return self._refuse(seat, f"That does nothing here ({do!r}).")

    def _place(self, seat: int, action: dict) -> list[Event]:
        cid = self.selected[seat]
        if not cid:
            return self._refuse(seat, "Pick up a card first, then click where it goes.")
        to = action.get("zone")
        intent: dict = {"kind": "move", "cards": [cid], "to": to}
        if to == "battlefield":
            intent["seat"] = seat
            for key in ("x", "y"):
                if key in action:
                    intent[key] = action[key]
        elif to == "library":
            intent["place"] = "top"
        out = self.act(seat, intent)
        if out and out[0]["kind"] != "refused":
            self.selected[seat] = 0
        return out

    def fill(self, seat: int, template: Any, cid: int = 0) -> Any:
        """Return a menu row's intent with its placeholders filled in for ``seat`` (and card ``cid``)."""
        if isinstance(template, dict):
            return {k: self.fill(seat, v, cid) for k, v in template.items()}
        if isinstance(template, list):
            return [self.fill(seat, v, cid) for v in template]
        turn = self.game["turn"]
        n = len(self.seats)
        values = {"$card": cid, "$seat": seat, "$next": (seat + 1) % n,
                  "$next_step": STEPS[(STEPS.index(turn.get("step", STEPS[0])) + 1) % len(STEPS)],
                  "$day_night": "night" if turn.get("day_night") == "day" else "day"}
        return values.get(template, template) if isinstance(template, str) else template

    def _pick(self, seat: int, op: Any) -> list[Event]:
        cid = self.menu[seat]
        if cid == TABLE:
            return self._table_pick(seat, op)
        if not cid:
            return self._refuse(seat, "Open a card's menu first.")
        if op not in MENU:
            return self._refuse(seat, f"The menu offers {', '.join(MENU)}.")
        if op == "close":
            self.menu[seat] = 0
            return [{"kind": "menu", "seat": seat, "card": 0}]
        if op == "lift":                  # pick the card up: the next place clicked moves it there
            out = self.select(seat, cid)
            if out[0]["kind"] != "refused":
                self.menu[seat] = 0
            return out
        intent = self.fill(seat, next(t for o, _, t in CARD_MENU if o == op), cid)
        out = self.act(seat, intent)
        if out[0]["kind"] != "refused":
            self.menu[seat] = 0
        return out

    def _table_pick(self, seat: int, op: Any) -> list[Event]:
        """Run a row of the table menu (the library, player and turn actions without a card)."""
        if op not in TABLE_OPS:
            return self._refuse(seat, f"The table menu offers {', '.join(TABLE_OPS)}.")
        template = next(t for o, _, t in TABLE_MENU if o == op)
        if template is None:
            self.menu[seat] = 0
            return [{"kind": "menu", "seat": seat, "card": 0}]
        return self.act(seat, self.fill(seat, template))

    def _refuse(self, seat: int, reason: str) -> list[Event]:
        if 0 <= seat < len(self.notice):
            self.notice[seat] = reason
        return [refused(seat, reason)]

    def _after(self, seat: int, before: dict, out: list) -> list[Event]:
        """Note what an applied event did: the log in words, the names made public, the round cap."""
        if not out or out[0]["kind"] == "refused":
            if out:
                self.notice[seat] = out[0].get("reason", "")
            return out
        self.notice[seat] = ""
        for event in out:
            self._say(self.words(before, event))
        self._publish()
        if self.phantom and self.phantom.offer is not None:
            self._say(self.phantom.offer["why"])
        if self.game["turn"]["active"] != before["turn"]["active"] or out[0]["kind"] == "restore":
            self.clock = self.config.turn_frames
        rounds = self.config.rounds
        if self.game["end"] is not None or (rounds and self.game["turn"]["round"] > rounds):
            self.over = True
            self._say("The table closes.")
        return out

    def _publish(self) -> None:
        for key, named in self.game["zones"].items():
            for zone_name in ("battlefield", "graveyard", "exile", "stack", "command"):
                for cid in named.get(zone_name, []):
                    c = self.game["cards"][str(cid)]
                    if not c["face_down"] and c["name"] not in self.public:
                        self.public.append(c["name"])

    def words(self, before: dict, event: dict) -> str:
        """Return an event in words, naming only cards the whole table sees after it."""
        who = self.name(event["by"]) if 0 <= event.get("by", -1) < len(self.seats) else "The table"
        kind = event["kind"]
        if kind == "move":
            names = []
            for cid in event["cards"]:
                c = self.game["cards"].get(str(cid))
                public = c is not None and c["zone"] in ("battlefield", "graveyard", "exile", "stack", "command") \
                    and not c["face_down"]
                names.append(c["name"] if public else "a card")
            return f"{who} moves {', '.join(names)} to the {event['to']}."
        return {"draw": f"{who} draws {event.get('n', 1)}.", "pass": f"{who} passes the turn.",
                "untap_all": f"{who} untaps everything.", "shuffle": f"{who} shuffles.",
                "look": f"{who} looks at the top of their library.", "tap": f"{who} taps or untaps a card.",
                "restore": f"{who} undoes.", "counter": f"{who} puts a counter on a card.",
                "flip": f"{who} flips a card."}.get(kind, f"{who}: {kind}.")

    def _say(self, line: str) -> None:
        self.lines = (self.lines + [line])[-LOG_LINES:]

    # -- views -------------------------------------------------------------------------------
    def view(self, seat: "int | None" = None) -> dict:
        """Return the table as ``seat`` sees it (None: a spectator's view); hidden cards are absent."""
        viewer: Any = "spectator" if seat is None else seat
        out: dict = {"table": table_view(self.game, viewer), "you": seat, "log": list(self.lines),
                     "clock": self.clock, "clock_max": self.config.turn_frames, "clocked": self.clocked(),
                     "rounds": self.config.rounds, "over": self.over,
                     "phantom": self.phantom.intensity if self.phantom else "off"}
        if seat is not None:
            out["selected"], out["menu"], out["cursor"] = self.selected[seat], self.menu[seat], self.cursor[seat]
            out["menus"] = {"card": [[op, label] for op, label, _ in CARD_MENU],
                            "table": [[op, label] for op, label, _ in TABLE_MENU]}
            out["notice"] = self.notice[seat]
            out["offer"] = dict(self.phantom.offer) if self.phantom and self.phantom.offer else None
            out["can_undo"] = self.can_undo(seat) or ""
        if self.over:
            out["results"] = self.results().to_plain()
        return out

    def hidden_from(self, seat: int) -> list:
        """Return the names of cards ``seat`` may not see and sees no copy of, never shown to the whole table."""
        hidden = hidden_names(self.game, seat)
        seen = [c["name"] for cid, c in self.game["cards"].items() if int(cid) not in hidden]
        out: list = []
        for cid in hidden:
            name = self.game["cards"][str(cid)]["name"]
            if name not in seen and name not in self.public and name not in out:
                out.append(name)
        return out

    # -- hash and end ------------------------------------------------------------------------
    def write_state(self, d: Digest) -> None:
        """Write every field the rules read: the game's fingerprint, the host's stream, the phantom, the screen state."""
        if self.printed[0] != self.game["seq"]:     # the game changes only by events, each one raising seq
            self.printed = (self.game["seq"], self.table.fingerprint())
        d.str(self.printed[1]).int(self.game["seq"]).ints(self.table.rng.get_state())
        d.int(len(self.table.undoable)).int(len(self.table.redoable))
        d.value(self.phantom.state() if self.phantom else None)
        d.ints(self.selected).ints(self.menu).ints(self.cursor).int(self.clock).int(self.wait).bool(self.over)
        d.str("\n".join(self.lines)).str("\n".join(self.notice)).str("\n".join(self.public))

    def is_finished(self) -> bool:
        """Return True once the table has closed (its last round played, or one side left)."""
        return self.over

    def results(self) -> "Results | None":
        """Return placements by life (more is better); nothing is won at a kitchen table but the game."""
        if not self.over:
            return None
        life = [-1 if p["out"] else p["life"] for p in self.game["players"]]
        detail = tuple(f"{self.name(s)}: {life[s]} life" for s in range(len(self.seats)))
        return Results(placements=placements(life), rewards=tuple({} for _ in life), detail=detail)


def frame_bound(config: KitchenConfig) -> int:
    """Return a hard cap on a game's frames: every turn of every round run to its clock.

    A no-limit table (``rounds = 0``) has no bound while a person sits at it; this is the bound of a
    table of AI seats alone, which concede after ``ai.STAY_ROUNDS`` rounds.
    """
    return (config.rounds or ai.STAY_ROUNDS + 1) * config.seats * (config.turn_frames + AI_PACE + 2) + config.turn_frames + 10
