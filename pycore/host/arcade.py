"""The arcade: the whole app as one pad-driven state machine.

Picker (every instance by name, grouped by kind) -> active session -> results card, with a
quit prompt on Start (Cross leaves, Circle resumes). A finished session's rewards for the
player's seat settle into the profile once; quitting grants nothing. The page's mode select
and the canvas picker are two doors into this same object.

The card screens (Triangle in the picker) run the pack's card economy over the profile's
card progress; a mode that plays with the player's cards (``ModeSpec.player_deck``) gets the
player's duel deck; card notices show as toasts over every screen but the card screens,
one at a time (the card screens put them on their own message line, and a toast waits
there). A change worth saving (a grant, a purchase, an opening, a sale, a deck) adds a
``{"kind": "save"}`` event to the tick. An instance that cannot start says why on the picker.

Every game runs under a driver (``pycore.host.drivers``): the local driver for a game
entered here, a lockstep or hosted driver for a game an online room started. The frame, the
quit prompt, the results card and settling are the same for all of them; online, the player
settles only its own seat, and leaving the game leaves the room.

Stakes from the purse (``ModeSpec.with_purse``): the player's seat's ``stake`` and ``settle``
events move coins onto and off the profile's table at once (and save). While coins are
held, Start freezes the game on the quit prompt, which names them and what leaving does to
them (they come back, or with ``ModeSpec.leaving_forfeits`` they are lost); with none held,
Start leaves such a game at once, and on the results card Start leaves too. Online the same
events move the profile when the room handed the players' purses to the game (the driver's
``purse_staked``); a hosted guest's driver turns its seat's list in the host's view into them.
"""

from __future__ import annotations

from typing import Sequence

from pycore.host import profile as profiles
from pycore.host import screens
from pycore.host.drivers import LOCAL, Driver, LocalDriver, Room
from pycore.host.replay import Recording, ViewRecording, config_hash
from pycore.kernel import pad
from pycore.kernel.pad import Edges, pads_for
from pycore.kernel.rng import SplitMix64
from pycore.kernel.session import Results, Seat, Session
from pycore.collection import screens as card_screens
from pycore.look import scene as scenes
from pycore.look.motion import Motion
from pycore.collection.collector import Collector, with_player_deck
from pycore.collection.desk import CardDesk
from pycore.packs import PRACTICE_ID, Instance, Pack, practice_pack
from pycore.prims import Stage

PICKER, PLAYING, QUIT, RESULTS, CARDS, LOBBY = "picker", "playing", "quit", "results", "cards", "lobby"
# the arcade's own events and the sound each makes (presentation: the next frame carries the cue)
SOUNDS = {"entered": "confirm", "paused": "back", "resumed": "confirm", "left": "back", "picker": "back",
          "howto": "confirm", "howto_closed": "back", "refilled": "confirm", "cards": "confirm", "ready": "confirm", "host": "confirm"}
SAVED_EVENTS = ("bought", "opened", "sold", "deck")
MOTION_CATCH_UP = 4     # the most ticks one drawn frame's motion covers (the page ticks at most 4 a frame too)


class Arcade:
    """The picker, the active session, the quit prompt, the results card and the profile."""

    def __init__(self, pack: "Pack | None" = None, profile: "dict | None" = None, seed: int = 0) -> None:
        self.pack = pack or practice_pack()
        self.profile = profile or profiles.new_profile(self.pack.id, seed)
        self.seeds = SplitMix64(seed)
        self.screen = PICKER
        self.cursor = 0
        self.quit_cursor = 0
        self.frame = 0
        self.edges = Edges(1)
        self.latched: list[int] = []       # buttons held as the screen last changed, per local pad: unseen until released
        self.raw: list[int] = []           # the pads as the last frame read them, before the latch
        self.games = 0                     # games opened here, counted (a new game is a new screen)
        self.where: tuple = (PICKER, None, 0)      # the screen as the last frame left it (see ``_where``)
        self.instance: "Instance | None" = None
        self.driver: "Driver | None" = None   # runs the game: here, or a lockstep or hosted peer
        self.recorded: "Driver | None" = None  # the driver of the game in play or the last one, for its replay
        self.room: "Room | None" = None       # the online room while one is open (its game runs as the driver)
        self.seat = 0
        self.player: "int | None" = None
        self.results: "Results | None" = None
        self.settled: list[str] = []
        self.note = ""                        # what the results card says about settling online
        self.table_net: dict[str, int] = {}   # what this game's settles from the purse came to, by currency
        self.ledger: list[str] = []           # the ids of this game's stakes and settles taken: each is taken once
        self.log: list[str] = []
        self.desk: "CardDesk | None" = None
        self.lent = False                  # the player's duel deck this game is lent (costs nothing to lose)
        self.toasts: list[str] = []        # card notices still to show, the first one showing
        self.toast_age = 0
        self.notices: list[str] = []       # card notices the page has not taken yet
        self.changes = 0                   # changes worth saving, counted
        self.entry_error = ""              # why the last game asked for could not start, shown on the picker
        # presentation only (nothing here reaches a session): the screens' frame clocks and tweens, the
        # how-to-play card open over the lobby or the quit prompt, and the player's last refused move
        self.motion = Motion()             # the game's screen
        self.shell_motion = Motion()       # the lobby, the card screens and the room
        self.drawn_at = 0                  # the tick the last frame was drawn at: motion keeps the ticks' time
        self.howto: "Instance | None" = None
        self.refused: "tuple[str, int, tuple[int, int] | None] | None" = None   # reason, frame, where it was made
        self.pointer: "tuple[int, int] | None" = None   # where the player last clicked (stage pixels), for the refusal
        self.sounds: list[str] = []        # the arcade's own cues (a prompt opened, a game entered) for the next frame

    @property
    def session(self) -> "Session | None":
        """Return the session this machine runs (None in the picker, and at a guest of a hosted game)."""
        return getattr(self.driver, "session", None)

    # -- doors ----------------------------------------------------------------------
    def use_pack(self, pack: Pack) -> None:
        """Switch the picker to ``pack``, leaving any game without rewards."""
        self.leave()
        self.close_cards()
        if pack.id != self.pack.id:
            self.profile = profiles.new_profile(pack.id, self.seeds.next_u64())
        self.pack = pack
        self.cursor = 0

    def use_profile(self, profile: dict) -> "str | None":
        """Take ``profile`` (a loaded save) as the player's; refuse one that belongs to another pack.

        Refused during a game too: the game's deck and stakes came from the profile it started with.
        """
        if self.driver is not None:
            return "Finish or leave the game before loading a save."
        if profile.get("pack") and profile["pack"] != self.pack.id:
            return f"This save belongs to the pack {profile['pack']!r}, not {self.pack.id!r}."
        profile["pack"] = self.pack.id
        self.profile = profile
        if self.desk is not None:
            self.desk = CardDesk(self.collector())
        return None

    def collector(self) -> Collector:
        """Return the player's card side: the profile's card progress and gold against the pack's book."""
        return Collector(self.pack.book, self.profile["cards"], self.profile)

    def _take_notices(self, collector: Collector, changed: bool = False) -> None:
        if collector.notices or changed:
            self.changes += 1
        if self.screen == CARDS and self.desk is not None:
            if collector.notices:   # on the card screens a notice goes to the desk's own message line
                self.desk.say(collector.notices[-1])
        else:
            self.toasts.extend(collector.notices)
        self.notices.extend(collector.notices)
        self.log.extend(collector.notices)
        collector.notices = []

    def open_cards(self) -> "str | None":
        """Open the card screens from the picker (handing over the starter the first time)."""
        if self.driver is not None or (self.room is not None and not self.room.closed):
            return "Finish or leave the game before opening your cards."
        if self.desk is None:
            self.desk = CardDesk(self.collector())
        self.screen = CARDS
        self._take_notices(self.desk.cards, self.desk.cards.hand_starter())
        return None

    def close_cards(self) -> None:
        """Close the card screens and go back to the picker."""
        desk, self.desk = self.desk, None
        if self.screen == CARDS:
            self.screen = PICKER
        if desk is not None:
            self._take_notices(desk.cards)

    def enter(self, instance_id: str, seats: "Sequence[Seat] | None" = None, seed: "int | None" = None) -> "str | None":
        """Start ``instance_id`` here under the local driver; return the reason if it cannot start (the picker shows it), else None."""
        reason = self._enter(instance_id, seats, seed)
        self.entry_error = reason or ""
        return reason

    def _enter(self, instance_id: str, seats: "Sequence[Seat] | None", seed: "int | None") -> "str | None":
        if self.room is not None and not self.room.closed:
            return "Leave the online room before starting a game here."
        try:
            inst = self.pack.instance(instance_id)
        except KeyError as e:
            return str(e.args[0])
        spec = inst.spec
        if seats is None:
            seats = [Seat.human()] + [Seat.ai("regular") for _ in range(inst.config.seats - 1)]
        seats = list(seats)
        if not spec.min_seats <= len(seats) <= spec.max_seats:
            return f"{spec.title} seats {spec.min_seats} to {spec.max_seats} players, not {len(seats)}."
        if seed is None:
            seed = self.seeds.next_u64()
        self.close_cards()
        humans = [i for i, s in enumerate(seats) if not s.is_ai]
        config, self.lent = inst.config, False
        recording = Recording(instance=inst.id, seed=seed, seats=[s.spec() for s in seats],
                              pack="" if self.pack.id == PRACTICE_ID else self.pack.id,
                              seat=humans[0] if humans else None)
        if humans and spec.player_deck is not None:
            cards = self.collector()
            self._take_notices(cards, cards.hand_starter())
            config, self.lent = with_player_deck(recording.dealing(spec.player_deck), config, humans[0], cards)
        short = self.short_of(inst) if humans else ""
        if short:
            return short
        if humans and spec.with_purse is not None:
            recording.purse = {c: self.profile[c] for c in profiles.CURRENCIES}
            config = spec.with_purse(config, humans[0], recording.purse)
        recording.config = config_hash(config)
        try:
            session = spec.session(config=config, seed=seed, seats=seats)
        except ValueError as e:   # the mode refuses this table (its reason, in words)
            return str(e)
        self.play(LocalDriver(self.pack, inst, session, recording), inst)
        return None

    def short_of(self, inst: Instance) -> str:
        """Return why the player's purse cannot sit at ``inst`` and what to do about it ('' when it can)."""
        if inst.spec.cost is None or inst.spec.with_purse is None:
            return ""
        for currency, (least, _) in inst.spec.cost(inst.config).items():
            have = self.profile.get(currency, 0)
            if currency in profiles.CURRENCIES and have < least:
                fix = (f"Take the free coins to top it up to {max(profiles.STARTING_COINS, self.least_to_sit()):,}."
                       if currency == "coins" else
                       "Win gold in the other games first (their prizes pay gold).")
                need = screens.amount_words(least, currency)
                return f"{inst.name} needs {need} to sit down; your purse holds {have:,}. {fix}"
        return ""

    def least_to_sit(self) -> int:
        """Return the most coins any table of the pack asks to sit down (a purse below it is broke)."""
        return max((least for inst in self.pack.instances if inst.spec.cost is not None
                    and inst.spec.with_purse is not None
                    for currency, (least, _) in inst.spec.cost(inst.config).items() if currency == "coins"), default=0)

    def refill_offer(self) -> str:
        """Return why a refill of coins is not offered now ('' when it is: the purse is broke)."""
        if self.driver is not None:
            return "Finish or leave the game before refilling your purse."
        return profiles.refill_offer(self.profile, self.least_to_sit())

    def refill(self) -> "str | None":
        """Top a broke purse up with free coins (see ``profile.refill``); return why not, or None."""
        reason = self.refill_offer()
        if reason:
            return reason
        notes = profiles.refill(self.profile, self.least_to_sit())
        self.log.extend(notes)
        self.toasts.extend(notes)
        self.changes += 1
        if self.entry_error and not self.short_of(self.pack.instances[self.cursor]):
            self.entry_error = ""
        return None

    def play(self, driver: Driver, instance: Instance) -> None:
        """Run ``instance`` under ``driver``: the local one, or the driver of the game an online room started."""
        self.close_cards()
        self.games += 1
        self.instance = instance
        self.driver = driver
        self.recorded = driver
        self.player = driver.seat
        self.seat = driver.seat if driver.seat is not None else 0
        self.screen = PLAYING
        self.results = None
        self.settled = []
        self.note = ""
        self.table_net = {}
        self.ledger = []                      # a new game numbers its stakes and settles afresh
        self.motion = Motion()
        self.refused = None
        self.howto = None
        self.log.append(f"Entered {instance.name}" + ("" if driver.model == LOCAL else f" online ({driver.model})"))

    def open_room(self, room: Room) -> None:
        """Hold ``room`` (just hosted or joined): leave any game here; its game takes over once it starts."""
        self.leave()
        self.close_cards()
        self.room = room
        self.screen = LOBBY

    def close_room(self) -> "Room | None":
        """Leave the room (the game too, with no rewards) and hand it back for its goodbyes."""
        room = self.room
        self.leave()
        self.room = None
        return room

    def replay(self) -> "Recording | ViewRecording | None":
        """Return the replay of the game in play, or of the last one played (None: none yet).

        Local or online alike: the driver says what it holds (see ``Driver.replay``).
        """
        return self.recorded.replay() if self.recorded is not None else None

    def leave(self) -> None:
        """Leave the active game (no rewards) and return to the picker; online, leave the room too."""
        if self.driver is not None and self.screen in (PLAYING, QUIT):
            self.log.append(f"Left {self.instance.name if self.instance else 'the game'}")
        ended = profiles.end_unsettled(self.profile)
        if ended:
            self.log.extend(ended)
            self.changes += 1
        if self.driver is not None:
            self.driver.leave()
        if self.room is not None:
            self.room.leave()          # the goodbyes go with the next outgoing; the seat is the AI's for the others
        self.driver = None
        self.instance = None
        self.results = None
        self.screen = PICKER
        self.refused = None
        self.howto = None

    # -- one frame --------------------------------------------------------------------
    def tick(self, pads: Sequence[int], actions: "Sequence[dict] | None" = None) -> list[dict]:
        """Advance one frame: pads are the local seats' words, actions the player's clicks."""
        events = self._tick(pads, actions)
        for e in events:
            sound = SOUNDS.get(e.get("kind", ""))
            if sound and len(self.sounds) < 4:
                self.sounds.append(sound)
        return events

    def _where(self) -> tuple:
        """Return which screen is in front of the player: the screen, the card open over it, the game."""
        return (self.screen, self.howto.id if self.howto is not None else None, self.games)

    def _release_latch(self, raw: list[int]) -> list[int]:
        """Return the pads as the screen may read them: a button held since the screen changed stays unseen.

        A screen (the lobby, a game, the quit prompt, the results, a card over them) takes a
        button only once it has been released since that screen opened, so the press that
        started a game does not also make its first move. A door outside the frame (the
        page's select, an online room starting) latches what the last frame held.
        """
        if self._where() != self.where:
            self.where = self._where()
            self.latched = list(self.raw)
        self.raw = list(raw)
        self.latched = [held & word for held, word in zip(self.latched, raw)] + [0] * (len(raw) - len(self.latched))
        return [word & ~held for word, held in zip(raw, self.latched)]

    def _tick(self, pads: Sequence[int], actions: "Sequence[dict] | None") -> list[dict]:
        raw = [pad.check(p) for p in pads]
        words = self._release_latch(raw)
        self.edges.feed(pads_for(1, words))
        acts = list(actions or ())
        self.frame += 1
        changes = self.changes
        if self.toasts and self.screen != CARDS:   # a toast waits while the card screens are open
            self.toast_age += 1
            if self.toast_age >= card_screens.TOAST_FRAMES:
                self.toasts.pop(0)
                self.toast_age = 0
        if self.howto is not None and self.screen in (PICKER, QUIT):
            events = self._tick_howto(acts)
        elif self.screen == LOBBY:
            events = self._tick_lobby(acts)
        elif self.screen == PLAYING:
            events = self._tick_playing(words, acts)
        elif self.screen == QUIT:
            events = self._tick_quit(acts)
        elif self.screen == RESULTS:
            events = self._tick_results(acts)
        elif self.screen == CARDS:
            events = self._tick_cards(acts)
        else:
            events = self._tick_picker(acts)
        if self._where() != self.where:
            self.where = self._where()
            self.latched = list(raw)    # what is held now was pressed for the screen just left
        return events + [{"kind": "save"}] if self.changes != changes else events

    def _pressed(self, button: int) -> bool:
        return self.edges.pressed(0, button)

    def _tick_cards(self, acts: list[dict]) -> list[dict]:
        assert self.desk is not None
        pressed = self.edges.now[0] & ~self.edges.last[0]
        events = self.desk.tick(pressed, acts)
        self._take_notices(self.desk.cards, any(e["kind"] in SAVED_EVENTS for e in events))
        if any(e["kind"] == "leave" for e in events):
            self.close_cards()
        return events

    def _tick_picker(self, acts: list[dict]) -> list[dict]:
        if not self.pack.instances:
            return []
        if self._pressed(pad.TRIANGLE) or any(a.get("do") == "cards" for a in acts):
            reason = self.open_cards()
            return [{"kind": "refused", "reason": reason}] if reason else [{"kind": "cards"}]
        if any(a.get("do") == "refill" for a in acts) or (self._pressed(pad.CIRCLE) and not self.refill_offer()):
            reason = self.refill()
            return [{"kind": "refused", "reason": reason}] if reason else [{"kind": "refilled",
                                                                           "coins": self.profile["coins"]}]
        for act in acts:
            do, ident = act.get("do"), act.get("id")
            if do == "host" and isinstance(ident, str):
                if not any(inst.id == ident for inst in self.pack.instances):
                    return [{"kind": "refused", "reason": f"There is no game {ident!r} in this pack."}]
                self.cursor = next(i for i, inst in enumerate(self.pack.instances) if inst.id == ident)
                return [{"kind": "host", "id": ident}]          # the page opens the room (it holds the connections)
            if do in ("enter", "pick", "howto") and isinstance(ident, str):
                index = next((i for i, inst in enumerate(self.pack.instances) if inst.id == ident), None)
                if index is None:
                    reason = self.enter(ident) if do == "enter" else f"There is no game {ident!r} in this pack."
                    return [{"kind": "refused", "reason": reason}]
                self.cursor = index
                if do == "pick":
                    self.entry_error = ""
                    return [{"kind": "picked", "id": ident}]
                if do == "howto":
                    self.howto = self.pack.instances[index]
                    return [{"kind": "howto", "id": ident}]
                reason = self.enter(ident)
                return [{"kind": "refused", "reason": reason}] if reason else [{"kind": "entered", "id": ident}]
        for button, direction in ((pad.UP, "Up"), (pad.DOWN, "Down"), (pad.LEFT, "Left"), (pad.RIGHT, "Right")):
            if self._pressed(button):
                moved = screens.step(self.pack, self.cursor, direction)
                if moved != self.cursor:
                    self.cursor = moved
                    self.entry_error = ""
                    return [{"kind": "picked", "id": self.pack.instances[moved].id}]
                return []
        if self._pressed(pad.SQUARE):
            self.howto = self.pack.instances[self.cursor]
            return [{"kind": "howto", "id": self.howto.id}]
        if self._pressed(pad.SELECT):
            return [{"kind": "host", "id": self.pack.instances[self.cursor].id}]
        if self._pressed(pad.CROSS) or self._pressed(pad.START):
            inst = self.pack.instances[self.cursor]
            reason = self.enter(inst.id)
            return [{"kind": "refused", "reason": reason}] if reason else [{"kind": "entered", "id": inst.id}]
        return []

    def pick(self, instance_id: str) -> "str | None":
        """Show ``instance_id``'s tile in the lobby (the page's game select does), without starting it; return why not."""
        if self.driver is not None:
            return "Finish or leave the game before picking another."
        for i, inst in enumerate(self.pack.instances):
            if inst.id == instance_id:
                self.close_cards()
                self.cursor = i
                self.screen = PICKER
                self.entry_error = ""
                return None
        return f"There is no game {instance_id!r} in this pack."

    def _tick_howto(self, acts: list[dict]) -> list[dict]:
        """Read the how-to-play card: Circle, Cross, Square or a click on its button closes it."""
        if any(a.get("do") == "howto_close" for a in acts) or any(
                self._pressed(b) for b in (pad.CIRCLE, pad.CROSS, pad.SQUARE, pad.START)):
            self.howto = None
            return [{"kind": "howto_closed"}]
        return self._tick_away() if self.screen == QUIT else []

    def _tick_lobby(self, acts: list[dict]) -> list[dict]:
        """The online room before its game: a guest says it is ready (Cross, or the big button); the host starts it
        (Cross, or Start: the page starts it, which has the seed's entropy and the clock); Circle leaves."""
        if self.room is None:
            self.screen = PICKER
            return []
        driver = self.room.driver()
        if driver is None or self.room.instance is None:
            return self._room_choice(acts)
        self.play(driver, self.room.instance)
        return [{"kind": "entered", "id": self.room.instance.id, "online": driver.model}]

    def _room_choice(self, acts: list[dict]) -> list[dict]:
        assert self.room is not None
        room = self.room.status().get("lobby") or {}
        role = room.get("role")
        do = next((a.get("do") for a in acts if a.get("do") in ("ready", "start_room", "leave_room", "copy_link")), None)
        flag = next((a.get("on") for a in acts if a.get("do") == "ready"), None)
        if do is None and self._pressed(pad.CROSS):
            do = "start_room" if role == "host" else "ready"
        if do is None and self._pressed(pad.CIRCLE):
            do = "leave_room"
        if do == "ready":
            ready = getattr(self.room, "ready", None)
            if role != "guest" or ready is None:
                return [{"kind": "refused", "reason": "Only a guest says it is ready; the host starts the game."}]
            mine: dict = next((r for r in room.get("seats") or [] if r.get("seat") == room.get("you")), {})
            ready(bool(flag) if isinstance(flag, bool) else not mine.get("ready", False))
            return [{"kind": "ready"}]
        if do == "start_room":
            if role != "host":
                return [{"kind": "refused", "reason": "The host starts the game."}]
            if not room.get("can_start"):
                return [{"kind": "refused", "reason": room.get("reason") or "Not everyone is ready yet."}]
            return [{"kind": "start_room"}]
        if do in ("leave_room", "copy_link"):
            return [{"kind": do}]
        return []

    def _tick_playing(self, words: list[int], acts: list[dict]) -> list[dict]:
        assert self.driver is not None
        takes_start = self.session is not None and self.session.takes_start()
        # a bare {"do": "menu"} opens the quit prompt; one naming a card is the game's own (the kitchen table's card menu)
        paused = [a for a in acts if a.get("do") == "menu" and "card" not in a]
        if (self._pressed(pad.START) and not takes_start) or paused:
            if self.instance is not None and self.instance.spec.with_purse is not None \
                    and self.driver.model == LOCAL and not profiles.on_table(self.profile)[0]:
                self.leave()                   # nothing at stake: Start leaves at once
                return [{"kind": "left"}]
            self.screen = QUIT
            self.quit_cursor = 0
            return [{"kind": "paused"}] + self._tick_away()
        game_acts = [a for a in acts if a not in paused]
        events = self._ended(self.driver.tick(words, game_acts))
        for e in events:
            if e.get("kind") == "refused" and e.get("reason") and e.get("seat", self.player) == self.player:
                self.refused = (str(e["reason"]), self.frame, self.pointer if game_acts else None)
        return events

    def _tick_away(self) -> list[dict]:
        """Play an online game on while the player reads the quit prompt (released pads): it waits for no one."""
        if self.driver is None or self.driver.model == LOCAL:
            return []
        return self._ended(self.driver.tick([0], []))

    def _ended(self, events: list[dict]) -> list[dict]:
        assert self.driver is not None
        if self.instance is not None and self.instance.spec.with_purse is not None and self.driver.purse_staked:
            self._take_stakes(events)
        if self.driver.is_over():
            self._finish()
            events.append({"kind": "finished", "results": self.results.to_plain() if self.results else None,
                           "note": self.note})
        return events

    def _take_stakes(self, events: list[dict]) -> None:
        """Apply the player's seat's stakes and settlements to the profile as they happen (see ModeSpec)."""
        forfeit = self.instance is not None and self.instance.spec.leaving_forfeits
        for e in events:
            if e.get("seat") != self.player or e.get("currency") not in profiles.CURRENCIES:
                continue
            entry_id = e.get("id") if isinstance(e.get("id"), str) else None
            if e["kind"] == "stake":
                profiles.stake(self.profile, e["currency"], e["amount"], forfeit, entry_id, self.ledger)
                self.changes += 1
            elif e["kind"] == "settle":
                released = profiles.release(self.profile, e["currency"], e["stake"], e["paid"], forfeit, entry_id,
                                            self.ledger)
                if released:
                    self.log.extend(released)
                    self.table_net[e["currency"]] = self.table_net.get(e["currency"], 0) + e["paid"] - e["stake"]
                    self.changes += 1

    def _finish(self) -> None:
        assert self.driver is not None
        self.results = self.driver.results()
        self.note = self.driver.note()
        self.screen = RESULTS
        if self.note:
            self.log.append(self.note)
        if self.results is not None and self.player is not None and self.player < len(self.results.rewards):
            rewards = self.results.rewards[self.player]
            paid = profiles.settle(self.profile, rewards)
            self.log.extend(paid)
            self.settled = [f"{'+' if net >= 0 else ''}{net} {c}" for c, net in self.table_net.items()] + paid
            places = self.results.placements
            won = places[self.player] == 1 and places.count(1) == 1
            cards = self.collector()
            cards.win(rewards, self.instance.id if self.instance else "", self.instance.kind if self.instance else "",
                      placed_first=won, lent=self.lent)
            self._take_notices(cards, bool(self.settled))

    def _tick_quit(self, acts: list[dict]) -> list[dict]:
        choice = next((a.get("do") for a in acts if a.get("do") in ("leave", "resume", "howto")), None)
        if self._pressed(pad.SQUARE) or choice == "howto":
            self.howto = self.instance
            return [{"kind": "howto", "id": self.instance.id if self.instance else ""}] + self._tick_away()
        if self._pressed(pad.CROSS) or choice == "leave":
            self.leave()
            return [{"kind": "left"}]
        if self._pressed(pad.CIRCLE) or self._pressed(pad.START) or choice == "resume":
            self.screen = PLAYING
            return [{"kind": "resumed"}]
        return self._tick_away()

    def _tick_results(self, acts: list[dict]) -> list[dict]:
        if self._pressed(pad.CROSS) or self._pressed(pad.START) or any(a.get("do") == "continue" for a in acts):
            self.leave()
            return [{"kind": "picker"}]
        return []

    # -- reading ----------------------------------------------------------------------
    def view(self) -> "dict | None":
        """Return the active game's view for the player's seat (the cued round's while one plays), or None."""
        return self.driver.view(self.seat) if self.driver is not None else None

    def state(self) -> dict:
        """Return where the arcade is, as plain data."""
        game = self.driver.state() if self.driver is not None else {}
        return {
            "screen": self.screen,
            "instance": self.instance.id if self.instance else None,
            "picked": self.pack.instances[self.cursor].id if self.pack.instances and self.screen == PICKER else None,
            "howto": self.howto.id if self.howto is not None else None,
            "scene": self.instance is not None and self.instance.spec.scene is not None,   # a table view is offered
            "view": scenes.chosen(),
            "seat": self.seat,
            "player": self.player,
            "frame": self.frame,
            "model": self.driver.model if self.driver is not None else None,
            "room": "none" if self.room is None else "closed" if self.room.closed else "open",
            "session_frame": game.get("frame"),
            "state_hash": game.get("hash"),
            "round": game.get("round"),
            "round_seat": game.get("round_seat"),
            "message": self.driver.message() if self.driver is not None else "",
            "results": self.results.to_plain() if self.results else None,
            "note": self.note,
            "settled": list(self.settled),
            "purse": {c: self.profile[c] for c in profiles.CURRENCIES},
            "held": profiles.on_table(self.profile)[0],
            "forfeits": profiles.on_table(self.profile)[1],
            "pack": self.pack.id,
            "changes": self.changes,
            "toast": self.toasts[0] if self.toasts else None,
        }

    def cards_state(self) -> dict:
        """Return the card screen's state (None when closed) and the collection, as plain data."""
        return {"open": self.desk is not None, "desk": self.desk.view() if self.desk else None,
                "gold": self.profile["gold"], "progress": self.profile["cards"]}

    def take_notices(self) -> list[str]:
        """Return the card notices the page has not taken yet, and forget them."""
        taken, self.notices = self.notices, []
        return taken

    def _ticks_since_drawn(self) -> int:
        """Return the ticks played since the last frame drawn, 1 to MOTION_CATCH_UP: a page drawing 15 frames a
        second moves its cards as far a second as one drawing 60 (the page lets its clock go past that)."""
        ticks, self.drawn_at = self.frame - self.drawn_at, self.frame
        return min(MOTION_CATCH_UP, max(1, ticks))

    def draw(self) -> Stage:
        """Draw this frame: the lobby, or the game with the quit prompt, the results or a refusal over it."""
        if self.driver is not None and self.instance is not None:
            stage = Stage(*self.instance.spec.frame_stage)
            stage.motion = self.motion
            stage.table_view = scenes.chosen() == "table"
            self.motion.advance(self._ticks_since_drawn())
            self.driver.draw(stage, self.seat)
            while stage.depth:           # a screen that left a group open is closed here, not exported broken
                stage.pop()
            self.motion.draw_effects(stage)
            message = self.driver.message()
            if self.screen == QUIT:
                held, forfeits = profiles.on_table(self.profile)
                screens.quit_prompt(stage, self.instance.name, self.driver.model != LOCAL, held, forfeits,
                                    self.quit_cursor)
                if self.howto is not None:
                    screens.howto(stage, self.howto)
            elif self.screen == RESULTS:
                pays = self.results.pays if self.results is not None else ()
                why = [pays[self.player]] if self.player is not None and self.player < len(pays) else []
                screens.results_sheet(stage, self.instance.name, self.driver.seats, self.results, self.player,
                                      [self.note] + self.settled if self.note else self.settled, notes=why)
                self.motion.draw_effects(stage)
            else:
                if message:
                    screens.message_bar(stage, message)
                if self.refused is not None:
                    text, at, where = self.refused
                    # a screen that says it already, in its own notice line, is not repeated: the cue only
                    screens.refusal(stage, text, self.frame - at, where, said=stage.says(text))
        else:
            stage = Stage()
            stage.motion = self.shell_motion
            self.shell_motion.advance(self._ticks_since_drawn())
            if self.screen == LOBBY and self.room is not None:
                screens.room(stage, self.room.status())
            elif self.screen == CARDS and self.desk is not None:
                card_screens.draw_desk(stage, self.desk, self.frame)
            else:
                refill = 0 if self.refill_offer() else max(profiles.STARTING_COINS, self.least_to_sit())
                screens.lobby(stage, self.pack, self.cursor, self.profile, self.entry_error, refill=refill)
                screens.cards_button(stage)
                if self.howto is not None:
                    screens.howto(stage, self.howto)
            self.shell_motion.draw_effects(stage)
        if self.toasts and self.screen != CARDS:   # the card screens show their own notices
            screens.toast(stage, self.toasts[0], self.toast_age, card_screens.TOAST_FRAMES)
        for name in self.sounds:
            stage.cue(name)
        self.sounds = []
        return stage
