"""The colours a collectible card is drawn in: its rarity's metal and its element's hue.

The collection's screens and any mode that lays cards on a table draw from the same two
tables, so a rare card shines the same gold in the binder and on the grid.
"""

from __future__ import annotations

from pycore.prims import rgb

# bronze for a common card, silver for an uncommon one, blue steel for a rare one, gold for a legendary one
METALS = {"common": rgb(176, 120, 72), "uncommon": rgb(192, 198, 206), "rare": rgb(104, 140, 188),
          "legendary": rgb(232, 184, 72)}
ELEMENT_COLOURS = {"": rgb(96, 104, 112), "fire": rgb(200, 72, 48), "water": rgb(56, 112, 200),
                   "earth": rgb(132, 104, 60), "wind": rgb(96, 176, 132), "light": rgb(228, 212, 120),
                   "shadow": rgb(84, 64, 120)}
