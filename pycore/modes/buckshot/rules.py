"""Buckshot: a two-player duel with a shotgun loaded with announced counts of live and blank shells in a hidden order.

A game is rounds of growing charges (``config.charges``); a round is loads. Each load the
gun takes a drawn number of shells (at least one live and one blank), the counts are shown
and the order, shuffled from the session's own stream, is not. On your turn you use any of
your items, then shoot yourself (a blank keeps your turn, a live shell costs you a charge)
or the other player (a live shell costs them a charge, two after a saw; your turn ends).
Items: the magnifying glass shows you alone the chambered shell; beer racks it out for all
to see; cigarettes give back a charge (never above the round's); the saw doubles the next
shot; the cuffs make the other player skip their next turn (not twice in a row). A player
at zero charges loses the round; most rounds wins the game and the stake.

The rule entry points are :meth:`can_use` / :meth:`use` and :meth:`can_shoot` / :meth:`shoot`;
pads, hotspots and the AI (``ai.py``) all end in them.
"""

from __future__ import annotations

from typing import Sequence

from pycore.kernel import pad
from pycore.kernel.digest import Digest
from pycore.kernel.rng import Xoshiro256ss
from pycore.kernel.session import (
    Action, Event, Results, Seat, Session, TwoWayPot, placements, refused,
)
from pycore.modes.buckshot import ai
from pycore.modes.buckshot.config import BuckshotConfig

FPS = 60
LOAD, TURN, PAUSE, OVER = "load", "turn", "pause", "over"
SHOW_FRAMES = 90                  # the load's shells stay on the table this long, then go in
PAUSE_FRAMES = 40                 # after a shot, so both players read what it did
THINK_FRAMES = 24                 # the AI's beat before each item or shot
BLANK, LIVE = 0, 1
SHELL_WORDS = ("blank", "live")
ITEM_WORDS = {"glass": "magnifying glass", "beer": "beer", "cigarettes": "cigarettes",
              "saw": "handsaw", "cuffs": "handcuffs"}


def frame_bound(config: BuckshotConfig) -> int:
    """Return the most frames a game can last: every load of every round, each shell on a full clock."""
    per_shell = config.turn_seconds * FPS + (2 * config.max_items + 2) * (THINK_FRAMES + 1) + PAUSE_FRAMES + 2
    per_load = SHOW_FRAMES + 2 + config.max_shells * 2 * per_shell
    return len(config.charges) * config.max_loads * per_load + PAUSE_FRAMES + 8


def options(items: Sequence[str]) -> list[str]:
    """Return the choices a player on turn picks from: the two shots, then each kind of item held."""
    held: list[str] = []
    for item in items:
        if item not in held:
            held.append(item)
    return ["them", "self", *held]


class BuckshotSession(TwoWayPot, Session):
    """One duel: rounds of loads, items, shots, until a player wins most rounds."""

    kind = "buckshot"

    def __init__(self, *, config: BuckshotConfig, seed: int, seats: Sequence[Seat]) -> None:
        super().__init__(config=config, seed=seed, seats=seats)
        self.rng = Xoshiro256ss(seed)
        self.round = 0
        self.wins = [0, 0]
        self.charges = [config.charges[0]] * 2
        self.shells: list[int] = []           # the gun's order, chamber first: never in a seat's view
        self.live = self.blank = 0            # what is left, by kind: public
        self.loaded = [0, 0]                  # the load's counts as announced (live, blank)
        self.items: list[list[str]] = [[], []]
        self.known = [-1, -1]                 # what each seat's glass saw in the chamber (-1: nothing)
        self.saw = False
        self.cuffed = False                   # the player not on turn skips their next turn
        self.cuff_rest = False                # a skip just happened: no cuffs until the turn passes
        self.turn = 0
        self.loads = 0
        self.phase = LOAD
        self.timer = 0
        self.clock = 0
        self.cursor = 0
        self.think = 0
        self.line = ""
        self.staked = False               # the stakes went into the pot
        self.pot: list[int] = []          # the seats whose stake is in it
        self.round_done = False           # the round ended: the next one starts after the pause
        self.events: list[Event] = []
        self._load()

    # -- rule entry points --------------------------------------------------------
    def _can_act(self, seat: int) -> "str | None":
        if self.phase == OVER:
            return "The duel is over."
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < 2:
            return f"There is no seat {seat!r} at this duel."
        if self.phase == LOAD:
            return "The shells are going in: wait."
        if self.phase == PAUSE:
            return "Wait for the smoke to clear."
        if seat != self.turn:
            return f"It is seat {self.turn + 1}'s turn, not yours."
        return None

    def can_use(self, seat: int, item: str) -> "str | None":
        """Return why ``seat`` may not use ``item`` now, or None if it may."""
        problem = self._can_act(seat)
        if problem:
            return problem
        if item not in ITEM_WORDS:
            return f"There is no item called {item!r}."
        if item not in self.items[seat]:
            return f"You hold no {ITEM_WORDS[item]}."
        if item == "cigarettes" and self.charges[seat] >= self.config.charges[self.round]:
            return "Your charges are full already."
        if item == "saw" and self.saw:
            return "The barrel is already sawn off for this shot."
        if item == "cuffs" and (self.cuffed or self.cuff_rest):
            return "The handcuffs cannot go on twice in a row."
        if item == "glass" and self.known[seat] >= 0:
            return "You already know the chambered shell."
        return None

    def use(self, seat: int, item: str) -> list[Event]:
        """Use ``item`` from ``seat``'s hand; return the events (a refusal changes nothing)."""
        problem = self.can_use(seat, item)
        if problem:
            return [refused(seat, problem)]
        self.items[seat].remove(item)
        who = self._name(seat)
        event: Event = {"kind": "use", "seat": seat, "item": item}
        if item == "glass":
            self.known[seat] = self.shells[0]
            self.line = f"{who} looks down the barrel with the magnifying glass."
        elif item == "beer":
            shell = self.shells.pop(0)
            self._spent(shell)
            event["shell"] = SHELL_WORDS[shell]
            self.line = f"{who} drinks a beer and racks out a {SHELL_WORDS[shell]} shell."
        elif item == "cigarettes":
            self.charges[seat] += 1
            self.line = f"{who} smokes: back to {self._charges_words(seat)}."
        elif item == "saw":
            self.saw = True
            self.line = f"{who} saws off the barrel: the next shot does double damage."
        else:
            self.cuffed = True
            self.line = f"{who} cuffs {self._name(1 - seat)}, who skips the next turn."
        self.events.append(event)
        if not self.shells:
            self._after_shot(keep=False, racked=True)
        return [event]

    def can_shoot(self, seat: int, target: str) -> "str | None":
        """Return why ``seat`` may not shoot ``target`` (``"self"`` or ``"them"``) now, or None."""
        problem = self._can_act(seat)
        if problem:
            return problem
        if target not in ("self", "them"):
            return f"Shoot 'self' or 'them', not {target!r}."
        return None

    def shoot(self, seat: int, target: str) -> list[Event]:
        """Fire the chambered shell at ``target``; return the events (a refusal changes nothing)."""
        problem = self.can_shoot(seat, target)
        if problem:
            return [refused(seat, problem)]
        shell = self.shells.pop(0)
        self._spent(shell)
        hit = seat if target == "self" else 1 - seat
        damage = 2 if self.saw else 1
        self.saw = False
        who, whom = self._name(seat), ("themself" if hit == seat else self._name(hit))
        if shell == LIVE:
            self.charges[hit] = max(0, self.charges[hit] - damage)
            lost = "a charge" if damage == 1 else "two charges"
            self.line = f"{who} shoots {whom}: live. {self._name(hit)} loses {lost}."
        else:
            self.line = f"{who} shoots {whom}: blank." + (" Another turn." if hit == seat else "")
        event = {"kind": "shot", "seat": seat, "target": target, "shell": SHELL_WORDS[shell],
                 "damage": damage if shell == LIVE else 0}
        self.events.append(event)
        self._after_shot(keep=(hit == seat and shell == BLANK), racked=False)
        return [event]

    # -- a frame --------------------------------------------------------------------
    def step(self, actions: dict[int, list[Action]]) -> list[Event]:
        """Run one frame: the stake at the start, the load's show, the player on turn, the pause."""
        if not self.staked:
            self.staked = True
            self._stake()
        for seat, acts in actions.items():
            for act in acts:
                problem = self._act(seat, act)
                if problem:
                    self.events.append(refused(seat, problem))
        if self.phase == LOAD:
            self.timer -= 1
            if self.timer <= 0:
                self._begin_turn()
        elif self.phase == PAUSE:
            self.timer -= 1
            if self.timer <= 0:
                self._resume()
        elif self.phase == TURN:
            if self.seats[self.turn].is_ai:
                self.think += 1
                if self.think >= THINK_FRAMES:
                    self.think = 0
                    self._ai_move()
            else:
                self._pads(self.turn)
                if self.phase == TURN and self.turn >= 0:
                    self.clock -= 1
                    if self.clock <= 0 and self.clocked():   # only where other people wait
                        seat = self.turn
                        self.events.append({"kind": "clock", "seat": seat})
                        self.shoot(seat, "them")
                        self.line = f"{self._name(seat)}'s time ran out: the gun fired at the other side. {self.line}"
        out, self.events = self.events, []
        return out

    def _ai_move(self) -> None:
        kind, arg = ai.decide(self, self.turn)
        if kind == "use":
            self.use(self.turn, arg)
        else:
            self.shoot(self.turn, arg)

    def _act(self, seat: int, act: Action) -> "str | None":
        """Apply one pointer action from the screen's hotspots, checked like a pad move."""
        do = act["do"]
        if do == "shoot":
            target = act.get("target")
            problem = self.can_shoot(seat, target) if isinstance(target, str) else "Shoot 'self' or 'them'."
            if not problem:
                self.shoot(seat, target)
            return problem
        if do == "use":
            item = act.get("item")
            problem = self.can_use(seat, item) if isinstance(item, str) else "Name the item to use."
            if not problem:
                self.use(seat, item)
            return problem
        return f"Buckshot has no action {do!r}."

    def _pads(self, seat: int) -> None:
        """Left/Right move the cursor over the shots and items held; Cross does what it points at."""
        choices = options(self.items[seat])
        self.cursor = min(self.cursor, len(choices) - 1)
        if self.edges.pressed(seat, pad.LEFT):
            self.cursor = (self.cursor - 1) % len(choices)
        if self.edges.pressed(seat, pad.RIGHT):
            self.cursor = (self.cursor + 1) % len(choices)
        if self.edges.pressed(seat, pad.CROSS):
            pick = choices[self.cursor]
            events = self.shoot(seat, pick) if pick in ("self", "them") else self.use(seat, pick)
            if events and events[0]["kind"] == "refused":
                self.events.extend(events)

    # -- loads, turns, rounds -----------------------------------------------------
    def _spent(self, shell: int) -> None:
        if shell == LIVE:
            self.live -= 1
        else:
            self.blank -= 1
        self.known = [-1, -1]            # the chamber moved on: what a glass saw is spent

    def _after_shot(self, keep: bool, racked: bool) -> None:
        """Settle a shot (or the last shell racked out): the round's end, or a pause before the next move."""
        loser = next((s for s in (0, 1) if self.charges[s] == 0), -1)
        if loser >= 0:
            self._end_round(1 - loser, f"{self._name(loser)} is out of charges.")
            return
        if not keep and not racked:
            self._pass_turn()
        self.phase = PAUSE
        self.timer = PAUSE_FRAMES

    def _pass_turn(self) -> None:
        if self.cuffed:
            self.cuffed = False
            self.cuff_rest = True
            self.events.append({"kind": "skip", "seat": 1 - self.turn})
            return
        self.cuff_rest = False
        self.turn = 1 - self.turn

    def _resume(self) -> None:
        if self.phase == OVER:
            return
        if self.round_done:
            self.round_done = False
            self._next_round()
        elif not self.shells:
            if self.loads >= self.config.max_loads:
                self._cap_round()
            else:
                self._load()
        else:
            self._begin_turn()

    def _begin_turn(self) -> None:
        self.phase = TURN
        self.clock = self.config.turn_seconds * FPS
        self.cursor = 0
        self.think = 0
        self.events.append({"kind": "turn", "seat": self.turn})

    def _load(self) -> None:
        """Draw the load's counts, shuffle its order, deal the items and show the shells."""
        total = self.rng.between(self.config.min_shells, self.config.max_shells)
        live = self.rng.between(1, total - 1)
        self.shells = [LIVE] * live + [BLANK] * (total - live)
        self.rng.shuffle(self.shells)
        self.live, self.blank = live, total - live
        self.loaded = [live, total - live]
        self.known = [-1, -1]
        self.saw = False
        self.loads += 1
        for s in (0, 1):
            for _ in range(self.config.items_per_load):
                if self.config.items and len(self.items[s]) < self.config.max_items:
                    self.items[s].append(self.rng.pick(self.config.items))
        self.phase = LOAD
        self.timer = SHOW_FRAMES
        self.line = f"{live} live and {total - live} blank go into the gun."
        self.events.append({"kind": "load", "live": live, "blank": total - live})

    def _cap_round(self) -> None:
        """End a round that used every load: more charges takes it, equal charges go to nobody."""
        a, b = self.charges
        winner = 0 if a > b else 1 if b > a else -1
        self._end_round(winner, "The round runs out of loads.")

    def _end_round(self, winner: int, why: str) -> None:
        if winner >= 0:
            self.wins[winner] += 1
        who = self._name(winner) + " takes" if winner >= 0 else "Nobody takes"
        self.line = f"{why} {who} round {self.round + 1}."
        self.events.append({"kind": "round", "round": self.round + 1, "winner": winner, "wins": list(self.wins)})
        left = len(self.config.charges) - self.round - 1
        if max(self.wins) >= self.config.to_win or left == 0 or abs(self.wins[0] - self.wins[1]) > left:
            self.phase = OVER
            self.shells = []
            self.live = self.blank = 0
            self.events.append({"kind": "over", "wins": list(self.wins)})
            self._pay()
            return
        self.round_done = True
        self.phase = PAUSE
        self.timer = PAUSE_FRAMES

    def _next_round(self) -> None:
        self.round += 1
        self.charges = [self.config.charges[self.round]] * 2
        self.items = [[], []]
        self.cuffed = self.cuff_rest = False
        self.loads = 0
        self.turn = self.round % 2
        self._load()

    def _name(self, seat: int) -> str:
        return self.seats[seat].label(seat)

    def _charges_words(self, seat: int) -> str:
        n = self.charges[seat]
        return f"{n} charge{'' if n == 1 else 's'}"

    # -- reading --------------------------------------------------------------------
    def view(self, seat: "int | None" = None) -> dict:
        """Return the table; a seat's view holds the counts and its own glass, never the order."""
        v = {
            "me": seat,
            "phase": self.phase,
            "round": self.round,
            "rounds": len(self.config.charges),
            "max_charges": self.config.charges[self.round],
            "charges": list(self.charges),
            "wins": list(self.wins),
            "live": self.live,
            "blank": self.blank,
            "loaded": list(self.loaded),
            "items": [list(h) for h in self.items],
            "saw": self.saw,
            "cuffed": self.cuffed,
            "turn": self.turn,
            "clock": self.clock,
            "clock_max": self.config.turn_seconds * FPS,
            "clocked": self.clocked(),
            "timer": self.timer,
            "cursor": self.cursor,
            "line": self.line,
            "stake": self.config.stake,
            "names": [self._name(s) for s in (0, 1)],
            "ai": [s.is_ai for s in self.seats],
        }
        if seat is None:
            v["secret"] = {"order": list(self.shells)}
            v["glasses"] = [{"seat": s, "shell": self.known[s]} for s in (0, 1) if self.known[s] >= 0]
            v["glass"] = -1
        else:
            v["glass"] = self.known[seat] if 0 <= seat < 2 else -1
        return v

    def hidden_from(self, seat: int) -> list:
        """Return what ``seat`` may not see: the chambered order, and what the other seat's glass saw."""
        secrets: list = [{"order": list(self.shells)}] if self.shells else []
        other = 1 - seat
        if self.known[other] >= 0 and self.known[seat] < 0:
            secrets.append({"seat": other, "shell": self.known[other]})
        return secrets

    def write_state(self, d: Digest) -> None:
        """Write every field the rules read: round, charges, the gun, the items, the turn, the clocks, the RNG."""
        d.int(self.round).ints(self.wins).ints(self.charges).ints(self.shells).int(self.live).int(self.blank)
        d.ints(self.loaded).value(self.items).ints(self.known)
        d.bool(self.saw).bool(self.cuffed).bool(self.cuff_rest).bool(self.round_done).bool(self.staked).ints(self.pot)
        d.int(self.turn).int(self.loads).str(self.phase).int(self.timer).int(self.clock).int(self.cursor)
        d.int(self.think).str(self.line)
        d.ints(self.rng.get_state())

    def is_finished(self) -> bool:
        """Return True once a player has won most rounds, or every round is played."""
        return self.phase == OVER

    def results(self) -> "Results | None":
        """Return placements by rounds won; the coins go through the pot's settle events, not the rewards."""
        if not self.is_finished():
            return None
        places = placements(self.wins)
        detail = tuple(f"{self._name(s)}: {w} round{'' if w == 1 else 's'}" for s, w in enumerate(self.wins))
        return Results(placements=places, rewards=tuple({} for _ in places), detail=detail)
