"""The page's netplay door: one room at a time, bytes in and out, the status and the frame to draw.

The page opens data channels and calls these with the bytes that arrive and the clock
(``performance.now()`` in whole milliseconds); everything else happens here.
"""

from __future__ import annotations

import base64
from typing import Any, Callable

from pycore.packs import Pack
from pycore.prims import Stage, rgb

from .codec import SALT_BYTES
from .hosted import HostedGuest
from .room import GuestRoom, HostRoom
from .trading import HostTrades


class Netplay:
    """The page's one room (host or guest), or none."""

    def __init__(self) -> None:
        self.room: "HostRoom | GuestRoom | None" = None

    def host(self, pack: Pack, instance_id: str, name: str, seats: int, now: int,
             cards: "Callable[[], dict] | None" = None) -> dict:
        """Open a room for ``instance_id`` of ``pack`` as its host; ``cards`` returns the player's collection."""
        self.room = HostRoom(pack.instance(instance_id), pack.id, seats=seats, name=name, now=now, progress=cards,
                             pack=pack)
        return self.room.lobby()

    def join(self, pack: Pack, peer: int, name: str, now: int, cards: "Callable[[], dict] | None" = None) -> dict:
        """Join a room as guest number ``peer`` (the signalling hands it out)."""
        self.room = GuestRoom(peer, pack, name=name, now=now, progress=cards)
        return self.room.lobby()

    def trade(self, do: str, peer: int, lines: Any = None) -> "str | None":
        """Offer ``lines`` to, confirm with, or cancel the trade with ``peer`` (the host, 0, for a guest)."""
        room = self.need()
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

    def need(self) -> "HostRoom | GuestRoom":
        """Return the open room, or raise ValueError saying there is none."""
        if self.room is None:
            raise ValueError("There is no room: host one or join one first.")
        return self.room

    def ready(self, flag: bool) -> None:
        """Say this guest is (not) ready."""
        room = self.need()
        if not isinstance(room, GuestRoom):
            raise ValueError("Only a guest says it is ready; the host starts the game.")
        room.set_ready(flag)

    def start(self, seed: int, salt_hex: str, now: int) -> "str | None":
        """Start the host's game; return the reason it cannot start, or None.

        The page passes a salt from ``crypto.getRandomValues``; without one the salt is the
        seed twice, which keeps the commitment only as hard to guess as the seed.
        """
        room = self.need()
        if not isinstance(room, HostRoom):
            return "Only the host starts the game."
        salt = bytes.fromhex(salt_hex) if salt_hex else seed.to_bytes(8, "little") * 2
        if len(salt) != SALT_BYTES:
            return f"The salt is {len(salt)} bytes; it takes {SALT_BYTES}."
        return room.start(seed & ((1 << 64) - 1), salt, now)

    def receive(self, peer: int, data: Any, now: int) -> "str | None":
        """Hand one arrived message to the room; return the reason it was refused, or None."""
        return self.need().receive(int(peer), as_bytes(data), now)

    def outgoing(self, now: int) -> list[list]:
        """Return [peer, base64 bytes] pairs to send now."""
        if self.room is None:
            return []
        return [[peer, base64.b64encode(data).decode("ascii")] for peer, data in self.room.outgoing(now)]

    def leave(self) -> list[list]:
        """Leave the room (the game too) and return the goodbyes to send."""
        room, self.room = self.room, None
        if room is None or room.game is None:
            return []
        return [[peer, base64.b64encode(data).decode("ascii")] for peer, data in room.game.leave()]

    def draw(self) -> Stage:
        """Draw the game as this seat sees it, or the lobby's short notice."""
        room = self.need()
        stage = Stage()
        game = room.game
        if game is None:
            stage.rect(0, 0, 320, 240, rgb(16, 24, 40))
            stage.text(12, 12, "Lobby: waiting for the host to start.", rgb(230, 230, 240), 8)
            return stage
        if isinstance(game, HostedGuest):
            inst = room.instance
            if game.view is None or inst is None:
                stage.rect(0, 0, 320, 240, rgb(16, 24, 40))
                stage.text(12, 12, "Waiting for the host's first view.", rgb(230, 230, 240), 8)
                return stage
            inst.spec.screen(game.view, game.seat, stage)
        elif room.instance is not None:
            game.driver.draw(stage, game.seat if game.seat is not None else 0, room.instance.spec.screen)
        message = game.status()["message"]
        if message:
            stage.rect(0, 226, 320, 14, rgb(0, 0, 0))
            stage.text(4, 229, message[:78], rgb(255, 230, 160), 7)
        return stage


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
