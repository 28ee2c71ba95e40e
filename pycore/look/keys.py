"""What the player's own buttons are called: the page tells, the hint lines show them.

The page maps keys, a gamepad or the touch pad onto the pad word; it sends the names of the
buttons the player is using (``play_keys_json``) and every screen's hints show those (a key
cap reading Z, or the gamepad's A, or the touch pad's cross), never the pad's internal names.
This is presentation only: nothing here reaches a session.
"""

from __future__ import annotations

from typing import Mapping

# the pad's buttons by the names screens use (pycore.kernel.pad's order)
BUTTONS = ("Select", "L3", "R3", "Start", "Up", "Right", "Down", "Left", "L2", "R2", "L1", "R1", "Triangle",
           "Circle", "Cross", "Square")
ARROWS = {"Up": "\u2191", "Down": "\u2193", "Left": "\u2190", "Right": "\u2192"}   # drawn as arrows, not glyphs
KEYBOARD = {**ARROWS, "Cross": "Z", "Circle": "X", "Square": "A", "Triangle": "S", "Start": "Enter", "Select": "Shift",
            "L1": "Q", "R1": "W", "L2": "E", "R2": "R", "L3": "C", "R3": "V"}
GAMEPAD = {**ARROWS, "Cross": "A", "Circle": "B", "Square": "X", "Triangle": "Y", "Start": "Start", "Select": "Back",
           "L1": "LB", "R1": "RB", "L2": "LT", "R2": "RT", "L3": "LS", "R3": "RS"}
# the on-screen pad's own captions (web/index.html's #touch): the face buttons are drawn as their marks
# (it has no L2, R2, L3 or R3: a hint for one of those is left out there, and a button keeps its words)
TOUCH = {**ARROWS, "Cross": "Cross", "Circle": "Circle", "Square": "Square", "Triangle": "Triangle", "Start": "Start",
         "Select": "Select", "L1": "L1", "R1": "R1"}
SCHEMES = ("keyboard", "gamepad", "touch")
SYMBOLS = ("Cross", "Circle", "Square", "Triangle")   # drawn as their marks on the touch pad

_scheme = "keyboard"
_labels: dict[str, str] = dict(KEYBOARD)


def use(scheme: str, labels: "Mapping[str, str] | None" = None) -> "str | None":
    """Show ``scheme``'s names from now on (the page's key map for the keyboard); return why not, or None."""
    global _scheme, _labels
    if scheme not in SCHEMES:
        return f"no input scheme {scheme!r} (keyboard, gamepad or touch)"
    base = dict({"gamepad": GAMEPAD, "touch": TOUCH}.get(scheme, KEYBOARD))
    for name, text in (labels or {}).items():
        if name in BUTTONS and isinstance(text, str) and 0 < len(text) <= 12:
            base[name] = text
    _scheme, _labels = scheme, base
    return None


def scheme() -> str:
    """Return the input the player is using: keyboard, gamepad or touch."""
    return _scheme


def has(button: str) -> bool:
    """True when the player's input has ``button`` (the touch pad has no L2, R2, L3 or R3)."""
    return _scheme != "touch" or button in TOUCH


def label(button: str) -> str:
    """Return the player's name for ``button`` ("Z", "A", "Enter"; an arrow for a D-pad direction on its arrow key)."""
    return _labels.get(button, button)


def symbol(button: str) -> bool:
    """True when ``button`` is shown as its mark (the touch pad's face buttons) rather than a name."""
    return _scheme == "touch" and button in SYMBOLS
