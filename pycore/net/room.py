"""The room: a lobby (who joined, their seats, ready flags, round trips) that starts the game.

The host picks an instance; guests say hello with a name and take the next free seat; a seat
nobody takes is an AI seat. Once every guest is ready the host starts: the mode's
``netplay`` picks the model (lockstep or hosted), the slowest round trip picks the input
delay, and each guest gets a Start message, repeated until its first game packet arrives.
From then on the room hands bytes to the game. Any mode in the registry plays online with
no netplay code of its own.

A table that stakes from the purse (``ModeSpec.with_purse``) seats each person with their
own purse: a guest's Hello says what its purse holds (its own claim, bounded by the wire),
the host adds its own, and the Start carries every seat's purse, so every peer builds the
same config through the mode's hook (:func:`seated_config`).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Callable, Mapping, Sequence

from pycore.host.drivers import model_of
from pycore.host.profile import clamp_purse
from pycore.host.replay import Recording, config_hash, purse_config
from pycore.kernel.mode import Netplay
from pycore.kernel.session import Seat, Session
from pycore.packs import PRACTICE_ID, Instance, Pack

from .codec import (Bye, Hello, Inputs, Lobby, Pads, Ping, Pong, Ready, Start, Trade, View, WireError, decode,
                    encode)
from .hosted import HostedGuest, HostedHost
from .lockstep import AI, CHECK_EVERY, DROP_AFTER_MS, HOST, PING_EVERY_MS, Lockstep, delay_for_rtt
from .trading import GuestTrades, HostTrades

LOBBY_EVERY_MS = 250
RTT_SAMPLES = 8          # round trips kept per guest (four seconds of pings); the delay covers the slowest
MAX_NAME = 24


Purse = tuple[int, int]     # what a person's purse holds: coins, gold


def purse_of(purse: "Callable[[], Mapping[str, int]] | None") -> Purse:
    """Return the purse a getter reads (the player's profile) as coins and gold; (0, 0) without one."""
    if purse is None:
        return (0, 0)
    held = purse()
    return (clamp_purse(int(held.get("coins", 0))), clamp_purse(int(held.get("gold", 0))))


def seated_config(instance: Instance, seats: Sequence[Seat], purses: Sequence[Purse]) -> Any:
    """Return ``instance``'s config with every person seated bringing their purse (through ``with_purse``).

    No purses (a room opened without the players' profiles) leaves the config as the pack has it.
    """
    return purse_config(instance, instance.config, purse_plain(seats, purses)) if purses else instance.config


def purse_plain(seats: Sequence[Seat], purses: Sequence[Purse]) -> "list[dict[str, int] | None]":
    """Return every seat's purse as a profile names it (None for an AI's seat, which brings none)."""
    return [None if who.is_ai else {"coins": coins, "gold": gold} for who, (coins, gold) in zip(seats, purses)]


def online_recording(instance: Instance, pack_id: str, session: Session, seat: "int | None",
                     purses: Sequence[Purse]) -> Recording:
    """Return the empty replay of an online game: its instance, config, seats, names and purses, seen from ``seat``."""
    seats = session.seats
    plain, names = purse_plain(seats, purses) if purses else None, [s.name for s in seats]
    return Recording(instance=instance.id, seed=session.seed, seats=[s.spec() for s in seats],
                     pack="" if pack_id == PRACTICE_ID else pack_id, config=config_hash(session.config, names, plain),
                     seat=seat, purses=plain, names=names)


def clean_name(name: str, fallback: str) -> str:
    """Return a printable name of at most :data:`MAX_NAME` characters."""
    name = "".join(ch for ch in str(name) if ch.isprintable()).strip()[:MAX_NAME]
    return name or fallback


@dataclass
class Member:
    """A guest in the room."""

    peer: int
    name: str
    seat: int
    purse: Purse = (0, 0)               # what the guest said its purse holds
    ready: bool = False
    rtt: int = -1                       # the slowest of the recent round trips: the delay must cover it
    rtts: list[int] = field(default_factory=list)
    heard: int = 0
    started: bool = False


class _Room:
    """What both sides of a room share: the game's frame and status once it runs, the trades."""

    game: "Lockstep | HostedHost | HostedGuest | None"
    trades: "HostTrades | GuestTrades"

    def _trade(self, peer: int, data: bytes) -> "str | None":
        try:
            msg = decode(data)
        except WireError as e:
            return str(e)
        return self.trades.receive(peer, msg) if isinstance(self.trades, HostTrades) else self.trades.receive(msg)

    def _trade_out(self, now: int) -> list[tuple[int, bytes]]:
        return [(peer, encode(msg)) for peer, msg in self.trades.outgoing(now)]

    def step(self, pad: int = 0, actions: "list[dict] | None" = None) -> list[dict]:
        """Play one local frame once the game runs (nothing in the lobby)."""
        return self.game.step(pad, actions) if self.game is not None else []

    def status(self) -> dict:
        """Return the lobby before the start, the game's status after, as plain data."""
        if self.game is None:
            return {"state": "lobby", "lobby": self.lobby(), "message": self.lobby().get("notice", ""),
                    "trades": self.trades.status()}
        return {**self.game.status(), "lobby": self.lobby(), "trades": self.trades.status()}

    def lobby(self) -> dict:  # pragma: no cover - each side defines it
        raise NotImplementedError


class HostRoom(_Room):
    """The host's side of a room: the lobby, then the game it starts."""

    role = "host"

    def __init__(self, instance: Instance, pack_id: str, *, seats: int = 0, name: str = "Host", now: int = 0,
                 drop_after_ms: int = DROP_AFTER_MS, progress: "Callable[[], dict] | None" = None,
                 pack: "Pack | None" = None, purse: "Callable[[], Mapping[str, int]] | None" = None) -> None:
        spec = instance.spec
        seats = seats or instance.config.seats
        if not spec.min_seats <= seats <= spec.max_seats:
            raise ValueError(f"{spec.title} seats {spec.min_seats} to {spec.max_seats} players, not {seats}")
        self.instance = instance
        self.pack = pack
        self.pack_id = pack_id
        self.seats = seats
        self.name = clean_name(name, "Host")
        self.model = model_of(instance, pack)
        self.members: dict[int, Member] = {}
        self.drop_after_ms = drop_after_ms
        self.game: "Lockstep | HostedHost | None" = None
        self.start_msgs: dict[int, bytes] = {}
        self.byes: list[tuple[int, bytes]] = []
        self.lobby_at = now - LOBBY_EVERY_MS
        self.pinged = now - PING_EVERY_MS
        self.pongs: list[tuple[int, int]] = []
        self.trades = HostTrades(progress or _no_cards())
        self.purse = purse                # the host's own purse (None: the table stakes nothing from anyone)
        self.purses: tuple[Purse, ...] = ()   # every seat's purse at the start (none: nothing staked from purses)

    # -- the lobby ---------------------------------------------------------------------
    def free_seat(self) -> "int | None":
        """Return the first seat no one has taken (seat 0 is the host's), or None when full."""
        taken = [m.seat for m in self.members.values()]
        return next((s for s in range(1, self.seats) if s not in taken), None)

    def can_start(self) -> "str | None":
        """Return why the game cannot start yet, or None."""
        if self.game is not None:
            return "The game has started."
        late = [m.name for m in self.members.values() if not m.ready]
        if late:
            return "Waiting for " + ", ".join(late) + " to be ready."
        return None

    def lobby(self) -> dict:
        """Return the lobby as plain data for the page."""
        by_seat = {m.seat: m for m in self.members.values()}
        rows = [{"seat": 0, "peer": HOST, "name": self.name, "ready": True, "rtt": 0}]
        for s in range(1, self.seats):
            m = by_seat.get(s)
            rows.append({"seat": s, "peer": m.peer, "name": m.name, "ready": m.ready, "rtt": m.rtt} if m else
                        {"seat": s, "peer": AI, "name": Seat.ai().label(s), "ready": True, "rtt": -1})
        rtts = [m.rtt for m in self.members.values() if m.rtt >= 0]
        return {"role": self.role, "instance": self.instance.id, "title": self.instance.name,
                "model": self.model.label, "seats": rows, "delay": delay_for_rtt(max(rtts, default=0)),
                "can_start": self.can_start() is None, "reason": self.can_start() or "",
                "started": self.game is not None}

    def _lobby_msg(self, you: int) -> Lobby:
        rows = tuple((r["peer"], r["name"], r["ready"]) for r in self.lobby()["seats"])
        return Lobby(self.instance.id, self.instance.name, self.model, rows, you)

    # -- bytes in ----------------------------------------------------------------------
    def receive(self, peer: int, data: bytes, now: int) -> "str | None":
        """Take one message from ``peer``; return the reason it was rejected, or None."""
        if len(data) > 3 and data[3] == Trade.TYPE:
            return self._trade(peer, data) if peer in self.members else f"Peer {peer} has not said hello."
        if self.game is not None:
            if len(data) > 3 and data[3] in (Hello.TYPE, Ready.TYPE):
                return None                      # the lobby's last words, still in flight at the start
            m = self.members.get(peer)
            if m is not None and not m.started and len(data) > 3 and data[3] in (Inputs.TYPE, Pads.TYPE):
                m.started = True
            return self.game.receive(peer, data, now)
        try:
            msg = decode(data)
        except WireError as e:
            return str(e)
        m = self.members.get(peer)
        if isinstance(msg, Hello):
            if m is None:
                seat = self.free_seat()
                if seat is None or peer in (HOST, AI):
                    self.byes.append((peer, encode(Bye("The room is full."))))
                    return "the room is full"
                self.members[peer] = m = Member(peer, clean_name(msg.name, f"Player {seat + 1}"), seat)
            else:
                m.name = clean_name(msg.name, m.name)
            m.purse = msg.purse
        elif m is None:
            return f"Peer {peer} has not said hello."
        elif isinstance(msg, Ready):
            m.ready = msg.ready
        elif isinstance(msg, Ping):
            self.pongs.append((peer, msg.stamp))
        elif isinstance(msg, Pong):
            if msg.stamp > now:
                return f"a pong stamped {msg.stamp} comes from the future (now {now})"
            m.rtts = m.rtts[-(RTT_SAMPLES - 1):] + [now - msg.stamp]
            m.rtt = max(m.rtts)
        elif isinstance(msg, Bye):
            del self.members[peer]
        else:
            return f"a {type(msg).__name__} message has no place in the lobby"
        if peer in self.members:
            m.heard = now
        return None

    # -- the start ---------------------------------------------------------------------
    def start(self, seed: int, salt: bytes, now: int) -> "str | None":
        """Start the game for everyone; return the reason it cannot start, or None."""
        reason = self.can_start()
        if reason:
            return reason
        by_seat = {m.seat: m for m in self.members.values()}
        seats = [Seat.human(self.name)]
        owners = [HOST]
        for s in range(1, self.seats):
            m = by_seat.get(s)
            seats.append(Seat.human(m.name) if m else Seat.ai("regular"))
            owners.append(m.peer if m else AI)
        spec = self.instance.spec
        purses: tuple[Purse, ...] = ()
        if self.purse is not None and spec.with_purse is not None:
            purses = tuple(purse_of(self.purse) if s == 0 else by_seat[s].purse if s in by_seat else (0, 0)
                           for s in range(self.seats))
        try:
            session = spec.session(config=seated_config(self.instance, seats, purses), seed=seed, seats=seats)
        except ValueError as e:    # the mode refuses this table as seated (its reason, in words)
            return str(e)
        self.purses = purses
        rtts = [m.rtt for m in self.members.values() if m.rtt >= 0]
        delay = delay_for_rtt(max(rtts, default=0)) if self.model == Netplay.LOCKSTEP else 0
        recorded = online_recording(self.instance, self.pack_id, session, 0, purses)
        if self.model == Netplay.LOCKSTEP:
            self.game = Lockstep(session, me=HOST, owners=owners, delay=delay, instance=self.instance.id,
                                 drop_after_ms=self.drop_after_ms, now=now, pack=self.pack, recording=recorded)
            commit, shown_seed = b"", seed
        else:
            self.game = HostedHost(session, owners=owners, salt=salt, instance=self.instance.id,
                                   drop_after_ms=self.drop_after_ms, now=now, pack=self.pack, purses=bool(purses),
                                   recording=recorded)
            commit, shown_seed = self.game.commitment, 0
        specs, names = tuple(s.spec() for s in seats), tuple(s.name for s in seats)
        for m in self.members.values():
            self.start_msgs[m.peer] = encode(Start(self.model, self.instance.id, self.pack_id, specs, names, tuple(owners),
                                                   m.seat, delay, shown_seed, commit, CHECK_EVERY, purses))
        return None

    # -- bytes out ---------------------------------------------------------------------
    def outgoing(self, now: int) -> list[tuple[int, bytes]]:
        """Return this moment's messages: lobby and pings before the start, the game's after."""
        out, self.byes = self.byes, []
        out.extend(self._trade_out(now))
        if self.game is not None:
            out.extend((m.peer, self.start_msgs[m.peer]) for m in self.members.values() if not m.started)
            out.extend(self.game.outgoing(now))
            return out
        out.extend((peer, encode(Pong(stamp))) for peer, stamp in self.pongs)
        self.pongs = []
        for peer in [p for p, m in self.members.items() if now - m.heard > self.drop_after_ms]:
            del self.members[peer]
        if now - self.lobby_at >= LOBBY_EVERY_MS:
            self.lobby_at = now
            out.extend((m.peer, encode(self._lobby_msg(m.seat))) for m in self.members.values())
        if now - self.pinged >= PING_EVERY_MS:
            self.pinged = now
            out.extend((m.peer, encode(Ping(now))) for m in self.members.values())
        return out


class GuestRoom(_Room):
    """A guest's side of a room: hello and ready until the Start, then the game."""

    role = "guest"

    def __init__(self, me: int, pack: Pack, *, name: str = "Guest", now: int = 0,
                 drop_after_ms: int = DROP_AFTER_MS, progress: "Callable[[], dict] | None" = None,
                 purse: "Callable[[], Mapping[str, int]] | None" = None) -> None:
        if not 0 < me < 255:
            raise ValueError(f"a guest's peer number is 1 to 254, not {me}")
        self.me = me
        self.pack = pack
        self.name = clean_name(name, f"Guest {me}")
        self.ready = False
        self.lobby_msg: "Lobby | None" = None
        self.drop_after_ms = drop_after_ms
        self.game: "Lockstep | HostedGuest | None" = None
        self.instance: "Instance | None" = None
        self.error = ""
        self.said = now - LOBBY_EVERY_MS
        self.heard = now
        self.pongs: list[int] = []
        self.trades = GuestTrades(progress or _no_cards())
        self.purse = purse                # the guest's own purse, said in every Hello
        self.purses: tuple[Purse, ...] = ()   # every seat's purse, as the Start gives them

    def set_ready(self, ready: bool) -> None:
        """Say whether this guest is ready (sent with the next outgoing batch)."""
        self.ready = bool(ready)
        self.said = -LOBBY_EVERY_MS - 1

    def lobby(self) -> dict:
        """Return the lobby as the host last sent it, as plain data for the page."""
        msg = self.lobby_msg
        if msg is None:
            return {"role": self.role, "instance": "", "title": "", "model": "", "seats": [], "you": -1,
                    "ready": self.ready, "started": self.game is not None, "notice": self.error}
        return {"role": self.role, "instance": msg.instance, "title": msg.title, "model": msg.model.label,
                "seats": [{"seat": s, "peer": p, "name": n, "ready": r} for s, (p, n, r) in enumerate(msg.seats)],
                "you": msg.you, "ready": self.ready, "started": self.game is not None, "notice": self.error}

    def receive(self, peer: int, data: bytes, now: int) -> "str | None":
        """Take one message from the host; return the reason it was rejected, or None."""
        if peer != HOST:
            return f"Peer {peer} is not the host."
        if len(data) > 3 and data[3] == Trade.TYPE:
            return self._trade(peer, data)
        if self.game is not None:
            if len(data) > 3 and data[3] in (Start.TYPE, Lobby.TYPE):
                return None                      # a repeated start, or the lobby still in flight
            return self.game.receive(peer, data, now)
        try:
            msg = decode(data)
        except WireError as e:
            return str(e)
        if isinstance(msg, Lobby):
            self.lobby_msg = msg
        elif isinstance(msg, Ping):
            self.pongs.append(msg.stamp)
        elif isinstance(msg, Start):
            reason = self._start(msg, now)
            if reason:
                return reason
        elif isinstance(msg, Bye):
            self.error = msg.reason or "The host closed the room."
        elif not isinstance(msg, (Pong, Inputs, View)):
            return f"a {type(msg).__name__} message has no place in the lobby"
        self.heard = now
        return None

    def _start(self, msg: Start, now: int) -> "str | None":
        """Open the game the Start describes; refuse (changing nothing) one this guest cannot play."""
        if not msg.seats or len(msg.owners) != len(msg.seats) or msg.owners[msg.seat] != self.me:
            return "the start gives this guest a seat that is not its own"
        if any(owner != AI and not HOST <= owner < 255 for owner in msg.owners):
            return "the start names a seat's peer that is not a peer"
        if (msg.model == Netplay.LOCKSTEP) != (not msg.commitment):
            return "the start's model and its commitment disagree"
        try:
            inst = self.pack.instance(msg.instance)
            seats = [replace(Seat.parse(spec), name=clean_name(name, "")) for spec, name in zip(msg.seats, msg.names)]
            spec = inst.spec
            if not spec.min_seats <= len(seats) <= spec.max_seats:
                raise ValueError(f"{spec.title} seats {spec.min_seats} to {spec.max_seats} players, not {len(seats)}.")
            model = model_of(inst, self.pack)
            if msg.model != model:
                raise ValueError(f"{spec.title} is played {model.label}, not {msg.model.label}.")
            if msg.purses and spec.with_purse is None:
                raise ValueError(f"{spec.title} stakes nothing from a purse, yet the start gives purses.")
            config = seated_config(inst, seats, msg.purses)
            opener: Callable[[int], Session] = lambda seed: spec.session(config=config, seed=seed, seats=list(seats))
            game: "Lockstep | HostedGuest"
            if msg.model == Netplay.LOCKSTEP:
                session = opener(msg.seed)
                game = Lockstep(session, me=self.me, owners=list(msg.owners), delay=msg.delay,
                                instance=inst.id, check_every=msg.check_every or CHECK_EVERY,
                                drop_after_ms=self.drop_after_ms, now=now, pack=self.pack,
                                recording=online_recording(inst, self.pack.id, session, msg.seat, msg.purses))
            else:
                session = opener(0)         # a seating the mode refuses is refused here, not at the reveal
                game = HostedGuest(me=self.me, seat=msg.seat, commitment_bytes=msg.commitment, opener=opener,
                                   drop_after_ms=self.drop_after_ms, now=now, pack=self.pack,
                                   frame_bound=spec.frame_bound(config), purses=bool(msg.purses),
                                   recording=online_recording(inst, self.pack.id, session, msg.seat, msg.purses))
        except (KeyError, ValueError) as e:
            self.error = f"The host's game cannot start here: {e.args[0]}"
            return self.error
        self.instance, self.game, self.purses = inst, game, msg.purses
        return None

    def outgoing(self, now: int) -> list[tuple[int, bytes]]:
        """Return this moment's messages: hello, ready and pongs in the lobby, the game's after."""
        if self.game is not None:
            return self.game.outgoing(now) + self._trade_out(now)
        out = self._trade_out(now) + [(HOST, encode(Pong(stamp))) for stamp in self.pongs]
        self.pongs = []
        if now - self.said >= LOBBY_EVERY_MS and not self.error:
            self.said = now
            out.append((HOST, encode(Hello(self.name, purse_of(self.purse)))))
            out.append((HOST, encode(Ready(self.ready))))
        return out



def _no_cards() -> Callable[[], dict]:
    """Return a getter of an empty collection, for a room opened without the player's cards."""
    from pycore.collection.progress import new_progress

    empty = new_progress(0)
    return lambda: empty
