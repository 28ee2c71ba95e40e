"""The visual language every screen shares: its palette, type scale and spacing on the 960 x 540 stage.

One warm parlour: dark wood and felt, ivory text, gold for what matters now, a red only for
danger and the clock's last seconds. Text is never under :data:`CAPTION` (13) stage pixels;
sizes come from the scale below, not from a screen's whim.
"""

from __future__ import annotations

from pycore.prims import rgb

# -- the palette --------------------------------------------------------------------------
BACKDROP = rgb(16, 13, 11)       # the room: behind every table, and the letterbox round the stage
PANEL = rgb(31, 26, 22)          # panels, plates, the menu cards
PANEL_HI = rgb(46, 38, 31)       # a panel's top light
PANEL_EDGE = rgb(86, 70, 52)
SHADE = rgb(0, 0, 0, 150)        # the veil under a prompt
INK = rgb(243, 235, 220)         # text on dark
DIM = rgb(184, 170, 148)         # second text on dark
FAINT = rgb(128, 116, 100)       # third text, rules, disabled
PAPER = rgb(250, 246, 236)       # cards, the light panels
PAPER_INK = rgb(30, 26, 22)      # text on paper
GOLD = rgb(230, 186, 92)         # the accent: the seat to act, the choice under the cursor, titles
GOLD_LIGHT = rgb(255, 224, 150)
GOLD_DARK = rgb(150, 108, 42)
RED = rgb(226, 84, 70)           # danger, a refusal, the clock's last five seconds
GREEN = rgb(104, 196, 122)       # a gain, a go
BLUE = rgb(96, 152, 232)         # information, the player's own colour by default
FELT = rgb(30, 102, 70)
FELT_LIGHT = rgb(48, 138, 94)
FELT_DARK = rgb(16, 60, 42)
WOOD = rgb(104, 62, 36)
WOOD_LIGHT = rgb(150, 96, 56)
WOOD_DARK = rgb(56, 32, 20)
# the seats' own colours, in seat order (a seat keeps its colour on every screen)
SEATS = (rgb(86, 146, 232), rgb(228, 92, 80), rgb(96, 190, 120), rgb(232, 184, 72), rgb(176, 120, 222),
         rgb(72, 196, 200))

# -- the type scale (stage pixels: a 960-wide stage) ------------------------------------------
CAPTION = 13      # the smallest text anywhere: fine print, a card's owner tag
SMALL = 14        # log lines, secondary figures
BODY = 16         # the ordinary line
LABEL = 18        # buttons, names on plates
HEAD = 22         # a panel's heading, the turn line
TITLE = 30        # a screen's title, a result
DISPLAY = 44      # a banner: "You win"

# -- spacing and shapes ------------------------------------------------------------------------
GAP = 8           # the unit of space between things
PAD = 14          # inside a panel
RADIUS = 12       # a panel's corners
BUTTON_H = 44     # a button a finger can hit (44 stage px is over 40 CSS px on a phone held across)
TOP = 56          # the band at the top of every game screen: the turn line and the player's plate
HINT_H = 34       # the band at the foot: the hint line of keys
