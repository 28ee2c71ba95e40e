"""The sound cues a screen may name: one fixed table, so the page can make every one and a typo fails at once.

A screen asks for a sound on the frame it sees something happen (a card dealt, a ball
pocketed): ``sound.cue(stage, "deal", pan=sound.pan(x, stage.width))``. A continuous sound
(an engine, a rolling ball) is a loop, named on every frame it plays and stopped by its
absence. Cues are presentation: they ride in the frame, never in a session or its hash, and a
replay plays the same ones. The page synthesises each name (``web/js/sound.js``).
"""

from __future__ import annotations

from pycore.look import motion
from pycore.prims import Stage

# one-shot sounds, by name: what each is for
CUES = {
    # the page and the arcade's screens
    "cursor": "the cursor moves to another choice",
    "confirm": "a choice is taken",
    "back": "a step back, a prompt closed",
    "refused": "a move the rules refused",
    "toast": "a notice slides in",
    "results": "the results rise",
    "win": "the player won: a rising sting",
    "lose": "the player lost: a falling sting",
    "tick": "the clock's last seconds",
    # every card table
    "shuffle": "a deck riffled",
    "deal": "one card dealt (one cue per card)",
    "slide": "a card slid across the felt",
    "flip": "a card turned over",
    "chip": "a chip put down (pitch by denomination)",
    "chips_pot": "the bets swept into the pot",
    "pot_win": "the pot pushed to its winner",
    "knock": "a check knocked on the table",
    "fold": "a hand folded",
    # Grid Duel and the card screens
    "place": "a duel card laid on its cell",
    "capture": "a captured card turning over",
    "chain": "a chain of captures",
    "draw": "a game drawn",
    "page": "the binder's page turned",
    "booster": "a booster torn open",
    "reveal": "a card revealed from a booster",
    "reveal_rare": "a rare card revealed",
    # golf
    "putt": "the putter strikes the ball (volume by power)",
    "wall": "the ball off a wall",
    "sand": "the ball into sand",
    "splash": "the ball into water",
    "cup": "the ball drops in the cup",
    "applause": "a hole's applause (volume by score)",
    # racing
    "boost": "a boost fired",
    "bump": "two cars touching",
    "hop": "a hop (a car, a checkers man)",
    "shield": "a shield raised",
    "slow": "slowed by a power-up",
    "countdown": "three, two, one",
    "go": "go!",
    "lap": "a lap done",
    "finish": "over the line",
    # prop hunt
    "inspect": "a hunter inspects a prop",
    "found": "a hider found",
    "miss": "a decoy inspected: nobody there",
    "taunt": "a hider taunts",
    "round_end": "the round is over",
    # billiards
    "strike": "the cue strikes (volume by power)",
    "ball": "ball on ball (volume by impulse)",
    "cushion": "a ball off a cushion",
    "pocket": "a ball dropped in a pocket",
    "break": "the break's crack",
    # buckshot
    "shell": "a shell loaded",
    "rack": "the shotgun racked",
    "blank": "a blank's click",
    "shot": "a live shell fired",
    "item": "an item used",
    # roulette
    "drop": "the ball drops into its pocket",
    # Durak
    "take": "the defender takes the cards",
    "pass_on": "an attack passed on",
    # the table games
    "land": "a piece lands",
    "crown": "a man crowned king",
    "mill": "a mill closed",
    # the cloister
    "step": "a monk's step",
    "fire": "a shot fired",
    "hit": "a shot hits",
    "overwatch": "overwatch fires",
    "growth": "the garden grows",
    # the kitchen table
    "play": "a card played",
    "tap": "a permanent tapped",
    "phantom": "the phantom answers",
}

# continuous sounds, by name
LOOPS = {
    "engine": "a car's engine, pitched by its speed",
    "roll": "a ball rolling (the roulette rim, a pool ball), louder while faster",
    "wheel": "the roulette wheel turning",
    "crowd": "a murmur of onlookers",
    "music": "the parlour's music (through the music channel of the mixer)",
}


def cue(stage: Stage, name: str, volume: int = 255, pitch: int = 0, pan: int = 0) -> None:
    """Ask for the sound ``name`` once on this frame (see :data:`CUES`); raise ValueError for a name not in the table."""
    if name not in CUES:
        raise ValueError(f"no sound cue {name!r}")
    stage.cue(name, volume, pitch, pan)


def loop(stage: Stage, name: str, key: str, volume: int = 255, pitch: int = 0, pan: int = 0) -> None:
    """Keep the continuous sound ``name`` playing this frame as the voice ``key`` (see :data:`LOOPS`)."""
    if name not in LOOPS:
        raise ValueError(f"no continuous sound {name!r}")
    stage.loop(name, key, volume, pitch, pan)


def pan(x: int, width: int) -> int:
    """Return the stereo position of stage x (-100 at the left edge, 100 at the right)."""
    return max(-100, min(100, (2 * x - width) * 100 // max(1, width)))


# -- what changed since the last frame drawn (a mode's ``sounds`` hook reads its view with these) --------
def last(stage: Stage, key: str, value: object) -> object:
    """Return what ``key`` was on the last frame drawn (``value`` itself on the first), keeping ``value``."""
    return motion.of(stage).was(("sound", key), value)


def rose(stage: Stage, key: str, value: int) -> int:
    """Return how much ``value`` rose since the last frame drawn (0 if it did not, and on the first frame)."""
    old = last(stage, key, value)
    return value - old if isinstance(old, int) and value > old else 0


def became(stage: Stage, key: str, value: object) -> bool:
    """True on the frame ``value`` changed (never on the first frame a screen shows it)."""
    return last(stage, key, value) != value


def fresh_lines(stage: Stage, key: str, lines: "list[str] | tuple[str, ...]") -> list[str]:
    """Return the lines a log (oldest first, the oldest falling off) gained since the last frame drawn."""
    new = tuple(lines)
    old = last(stage, key, new)
    if not isinstance(old, tuple) or old == new:
        return []
    for k in range(min(len(old), len(new)), 0, -1):      # the longest tail of the old log the new one starts with
        if old[-k:] == new[:k]:
            return list(new[k:])
    return list(new)
