"""The page's online room: one room (host or guest) the arcade holds, bytes in and out, its status.

The page opens data channels and calls the ``net_*`` bindings with the bytes that arrive and
the clock (``performance.now()`` in whole milliseconds); the room answers what to send. Once
its game starts, the room hands the arcade the game's driver (``pycore.net.drivers``), and
the arcade plays it like any other game: the page's one loop ticks and draws it through
``play_tick`` and ``play_frame``.
"""

from __future__ import annotations

import base64
from typing import Any, Callable, Mapping

from pycore.host.drivers import Driver
from pycore.packs import Instance, Pack

from .codec import SALT_BYTES
from .drivers import HostedGuestDriver, HostedHostDriver, LockstepDriver
from .hosted import HostedGuest, HostedHost
from .room import GuestRoom, HostRoom
from .trading import HostTrades


class PageRoom:
    """The page's room (host or guest) as the arcade holds it; once left, only its goodbyes remain."""

    def __init__(self, room: "HostRoom | GuestRoom", pack: Pack) -> None:
        self.room = room
        self.pack = pack
        self.closed = False
        self.byes: list[tuple[int, bytes]] = []
        self._driver: "Driver | None" = None

    @classmethod
    def host(cls, pack: Pack, instance_id: str, name: str, seats: int, now: int,
             cards: "Callable[[], dict] | None" = None,
             purse: "Callable[[], Mapping[str, int]] | None" = None) -> "PageRoom":
        """Open a room for ``instance_id`` of ``pack`` as its host; ``cards`` returns the player's collection,
        ``purse`` its purse (a table that stakes from the purse seats each person with their own)."""
        return cls(HostRoom(pack.instance(instance_id), pack.id, seats=seats, name=name, now=now, progress=cards,
                            pack=pack, purse=purse), pack)

    @classmethod
    def join(cls, pack: Pack, peer: int, name: str, now: int,
             cards: "Callable[[], dict] | None" = None,
             purse: "Callable[[], Mapping[str, int]] | None" = None) -> "PageRoom":
        """Join a room as guest number ``peer`` (the signalling hands it out); ``purse`` returns the player's purse."""
        return cls(GuestRoom(peer, pack, name=name, now=now, progress=cards, purse=purse), pack)

    @property
    def instance(self) -> "Instance | None":
        """Return the instance the room plays (a guest learns it from the host's start)."""
        return self.room.instance

    def driver(self) -> "Driver | None":
        """Return the game's driver once the game has started, the same one each time."""
        game = self.room.game
        if self._driver is None and game is not None and self.room.instance is not None:
            inst = self.room.instance
            if isinstance(game, HostedGuest):
                self._driver = HostedGuestDriver(game, inst, self.pack)
            elif isinstance(game, HostedHost):
                self._driver = HostedHostDriver(game, inst)
            else:
                self._driver = LockstepDriver(game, inst)
            self._driver.purse_staked = bool(self.room.purses)
        return self._driver

    def lobby(self) -> dict:
        """Return the lobby as plain data."""
        return self.room.lobby()

    def status(self) -> dict:
        """Return the lobby or the game's status (and the trades) as plain data."""
        if self.closed:
            return {"state": "closed", "message": "You left the room."}
        return self.room.status()

    def trade(self, do: str, peer: int, lines: Any = None) -> "str | None":
        """Offer ``lines`` to, confirm with, or cancel the trade with ``peer`` (the host, 0, for a guest)."""
        room = self.room
        if do == "offer":
            if not isinstance(lines, list) or not all(isinstance(x, list) and len(x) == 3 for x in lines):
                return "An offer is a list of [side, card id, count] lines."
            lines = [(int(side), str(card), int(count)) for side, card, count in lines]
        trades = room.trades
        if isinstance(trades, HostTrades):
            if do == "offer":
                return trades.offer(peer, lines)
            return trades.confirm(peer) if do == "confirm" else trades.cancel(peer)
        if do == "offer":
            return trades.offer(lines)
        return trades.confirm() if do == "confirm" else trades.cancel()

    def ready(self, flag: bool) -> None:
        """Say this guest is (not) ready."""
        if not isinstance(self.room, GuestRoom):
            raise ValueError("Only a guest says it is ready; the host starts the game.")
        self.room.set_ready(flag)

    def start(self, seed: int, salt_hex: str, now: int) -> "str | None":
        """Start the host's game; return the reason it cannot start, or None.

        The page passes a salt from ``crypto.getRandomValues``; without one the salt is the
        seed twice, which keeps the commitment only as hard to guess as the seed.
        """
        if not isinstance(self.room, HostRoom):
            return "Only the host starts the game."
        salt = bytes.fromhex(salt_hex) if salt_hex else seed.to_bytes(8, "little") * 2
        if len(salt) != SALT_BYTES:
            return f"The salt is {len(salt)} bytes; it takes {SALT_BYTES}."
        return self.room.start(seed & ((1 << 64) - 1), salt, now)

    def receive(self, peer: int, data: Any, now: int) -> "str | None":
        """Hand one arrived message to the room; return the reason it was refused, or None."""
        if self.closed:
            return "This room was left."
        return self.room.receive(int(peer), as_bytes(data), now)

    def outgoing(self, now: int) -> list[list]:
        """Return [peer, base64 bytes] pairs to send now (after leaving, the goodbyes once)."""
        if self.closed:
            out, self.byes = self.byes, []
        else:
            out = self.room.outgoing(now)
        return [[peer, base64.b64encode(data).decode("ascii")] for peer, data in out]

    def leave(self) -> None:
        """Leave the room (the game too): the goodbyes wait for the next outgoing."""
        if self.closed:
            return
        self.closed = True
        if self.room.game is not None:
            self.byes = self.room.game.leave()

    def recording(self) -> dict:
        """Return the recorded inputs of the lockstep game (for a desync report)."""
        game = self.room.game
        if game is None or not hasattr(game, "recording"):
            raise ValueError("Only a lockstep game records its inputs.")
        return game.recording()


def as_bytes(data: Any) -> bytes:
    """Return the bytes of a message the page handed over: bytes, base64 text or a JS typed array."""
    if isinstance(data, (bytes, bytearray, memoryview)):
        return bytes(data)
    if isinstance(data, str):
        return base64.b64decode(data.encode("ascii"), validate=True)
    to_bytes = getattr(data, "to_bytes", None)          # a Pyodide proxy of a Uint8Array
    if callable(to_bytes):
        return bytes(to_bytes())
    raise ValueError(f"a message is bytes or base64 text, not {type(data).__name__}")
