"""Checks of plain data read from a file or another machine: whole numbers, and floats where none belong."""

from __future__ import annotations

from typing import TypeGuard


def whole(value: object) -> TypeGuard[int]:
    """Return True when ``value`` is a whole number (an int, not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool)


def float_at(value: object) -> "list | None":
    """Return the path (keys and places) to the first float in ``value``, or None when it holds none.

    Views and replays hold no floats (the rules are fixed point), so a float in one read from
    elsewhere is a forgery, and a screen handed one could put it into the export. Walked
    without recursion, so any nesting is safe.
    """
    todo: list[tuple[object, list]] = [(value, [])]
    while todo:
        item, path = todo.pop()
        if isinstance(item, float):
            return path
        if isinstance(item, dict):
            todo.extend((v, [*path, k]) for k, v in item.items())
        elif isinstance(item, list):
            todo.extend((v, [*path, i]) for i, v in enumerate(item))
    return None
