"""Parlor's local server: serves the page, its runtime and content packs; runs no game."""

from server.app import Server, packs_index, serve

__all__ = ["Server", "packs_index", "serve"]
