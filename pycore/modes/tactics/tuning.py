"""Every number of Verdigris Cloister in one table: units, aim, cover, flanking, the garden, pacing."""

from __future__ import annotations

from dataclasses import dataclass

COLS, ROWS = 8, 10          # the cloister floor
AP_PER_TURN = 2
MAX_HEIGHT = 3

# path cost of stepping onto a tile
STEP = 1
GROWTH_STEP = 1             # growth at stage GROWTH_SLOWS or more
GROWTH_SLOWS = 2
WATER_STEP = 1
CLIMB_STEP = 1              # per elevation step up

# cover states and what they take off a shot
NONE, HALF, FULL = 0, 1, 2
COVER_NAMES = ("none", "half", "full")
COVER_AIM = (0, -20, -40)

# the itemised hit chance
RANGE_FREE = 3              # tiles of range before the range item starts to bite
RANGE_AIM = -4              # per tile past RANGE_FREE
FLANK_SIDE = 12
FLANK_BEHIND = 30
HIGH_GROUND = 15
LOW_GROUND = -10
HIGH_REACH = 1              # extra tiles of reach from above
WOUND_AIM = -3              # per hit point the shooter is missing
REACTION_AIM = -15          # an overwatch shot
CHANCE_MIN, CHANCE_MAX = 5, 95

SIGHT_SCALE = 8             # sub-steps per tile of the line-of-sight walk between tile centres

# the overwatch cone: 56 degrees either side, as a 12-bit angle (4096 to a turn)
CONE_HALF = 56 * 4096 // 360

# the garden
GROWTH_KINDS = ("creepvine", "lightwood", "thornbed", "bloomstalk")
GROWTH_TOP = 3
SIGHT_BLOCK = 3             # lightwood at this stage blocks sight
THORN_BLEED = 1             # thornbed at GROWTH_SLOWS or more, per garden phase
BLOOM_MEND = 1              # bloomstalk at GROWTH_SLOWS or more, to each monk beside it
FIRE_HURT = 1               # to whoever stands in a burning tile at the garden phase
CRYSTAL_SPREAD = 2          # new crystal tiles per garden phase

# pacing (frames): nothing ever clocks a player's turn
BLIGHT_PACE = 24            # between two actions of an AI-driven unit
BRIEF_FRAMES = 90           # an all-AI table reads each briefing this long
NOTICE_FRAMES = 150


@dataclass(frozen=True)
class Form:
    """One kind of unit: health, movement, aim, reach, damage and crits."""

    name: str
    hp: int
    move_per_ap: int
    aim: int
    reach: int
    damage_lo: int
    damage_hi: int
    crit: int               # percent of hits that crit
    crit_bonus: int
    speed: int              # initiative: faster acts earlier in a round


FORMS: dict[str, Form] = {
    "monk": Form("monk", hp=7, move_per_ap=3, aim=70, reach=5, damage_lo=2, damage_hi=3, crit=15, crit_bonus=2,
                 speed=5),
    "mote": Form("mote", hp=2, move_per_ap=5, aim=65, reach=1, damage_lo=1, damage_hi=2, crit=10, crit_bonus=1,
                 speed=7),
    "shard": Form("shard", hp=4, move_per_ap=3, aim=60, reach=6, damage_lo=1, damage_hi=3, crit=10, crit_bonus=1,
                  speed=4),
    "hulk": Form("hulk", hp=9, move_per_ap=2, aim=75, reach=1, damage_lo=3, damage_hi=4, crit=20, crit_bonus=2,
                 speed=2),
}
BLIGHT_FORMS = ("mote", "shard", "hulk")

# the Blight's tier, the difficulty a player picks at the briefing: the AI's tier, and what it adds to every
# form of the Blight's aim (an item of the chance of its own) and health
BLIGHT_TIER_AIM = {"novice": -15, "regular": 0, "expert": 10}
BLIGHT_TIER_HP = {"novice": 0, "regular": 0, "expert": 1}
SHARD_KEEPS = 3             # a shard prefers to stay at least this many tiles from any monk

# the AI's weights when it scores a tile (higher is better)
AI_STEP = 100               # per tile nearer the unit's goal (a foe, the goal tile, crystal)
AI_CAN_SHOOT = 300          # a tile from which a shot is left this turn (plus a tenth of its worth)
AI_COVER = {"unseen": 150, "none": 0, "half": 100, "full": 200}   # regular: cover against the foes that see it
AI_TAKEN_DIVISOR = 30       # expert: the expected damage the foes would deal back, scaled down by this
AI_SHARD_CLOSE = 250        # per tile a shard stands inside SHARD_KEEPS
AI_ON_STATION = 4000        # a monk on or beside a goal to hold
AI_WATCHED = 2000           # expert: a walk through an armed overwatch cone (less than holding the goal)
AI_WALK_FIRST = 150         # how much better a tile must be before the AI walks there before shooting
