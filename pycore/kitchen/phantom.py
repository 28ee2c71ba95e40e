"""The sparring phantom: a solitaire opponent with no rules and no AI that answers the player's plays from a pool of real interaction cards.

After each of the player's events the phantom may offer a reaction: a counter when
something is cast, removal, bounce or an edict (58 : 7 : 3) when a nonland permanent lands,
a wipe when the player passes with creatures. The chance is base x the intensity's lean on
the occasion x the round's rhythm x the intensity x the threat's weight, all per-mille
integers, capped at 90 %; at most one offer a round (three when ruthless). The phantom has N mana on round N, except for free
and self-discounting cards; a targeting card never touches hexproof or shroud, a
destroying card never an indestructible permanent. The player accepts or declines; an
accepted reaction is the player's own ``move`` intent, so it is undone, saved and replayed
like any other event.
"""

from __future__ import annotations

from typing import Any

from pycore.kernel.rng import MASK64, Xoshiro256ss
from pycore.kernel.session import refused

from .game import card, facts, zone

INTENSITIES = ("off", "gentle", "realistic", "ruthless")
INTENSITY = {"off": 0, "gentle": 600, "realistic": 1000, "ruthless": 4500}   # per-mille
# How hard each intensity leans on each occasion, per-mille. A landing's chance meets the 90 %
# cap first as the intensity rises, and answered threats are no longer there to be wiped at
# the pass; leaning less on casts and more on passes at the top keeps the mix whatever the cap.
LEAN = {"off": {"cast": 0, "land": 0, "pass": 0},
        "gentle": {"cast": 1300, "land": 1000, "pass": 1000},
        "realistic": {"cast": 1100, "land": 1000, "pass": 1450},
        "ruthless": {"cast": 450, "land": 1000, "pass": 3600}}
PER_ROUND = {"off": 0, "gentle": 1, "realistic": 1, "ruthless": 3}
CAP = 900                                   # no offer is more likely than 90 %
KINDS = ("removal", "counter", "wipe", "bounce", "edict")
LANDING = (("removal", 58), ("bounce", 7), ("edict", 3))   # the mix when a nonland permanent lands
BASE = {"cast": 82, "land": 570, "pass": 55}   # per-mille, before rhythm, intensity and weight
RHYTHM = (0, 500, 800, 1000, 1100, 1150)    # per-mille by round (1..5; later rounds take the last)
_SALT = 0x7068616E746F6D    # "phantom": its stream differs from the deal's and the host's

# Lands that weigh anything: the few whose presence alone asks for an answer.
STRONG_LANDS = ("Gaea's Cradle", "Urza's Saga", "Field of the Dead", "Maze of Ith", "Strip Mine",
                "Wasteland", "Cabal Coffers", "Serra's Sanctum", "Tolarian Academy", "Dark Depths",
                "Glacial Chasm", "Mishra's Workshop")

# The pool: name, cost, mana value, kind, what it answers, flags, least mana it can cost.
# Answers: creature, artifact, enchantment, planeswalker, land, nonland (any nonland permanent),
# permanent, spell, noncreature (spell), creature_spell, enchantment_spell, instant_sorcery, mv<=N, mv>=N.
# Flags: target (it targets), destroy / exile / damage / shrink (how it removes: damage is lethal damage,
# which an indestructible permanent survives, 702.12b; shrink is -X/-X, which it does not), hand / library /
# bottom / shuffle (where the card goes instead of the graveyard), free (an alternative cost
# of no mana), per_creature (costs 1 less for each creature on the battlefield).
_POOL_ROWS = (
    # counters (29)
    ("Counterspell", "{U}{U}", 2, "counter", "spell", "target", 2),
    ("Mana Leak", "{1}{U}", 2, "counter", "spell", "target", 2),
    ("Negate", "{1}{U}", 2, "counter", "noncreature", "target", 2),
    ("Essence Scatter", "{1}{U}", 2, "counter", "creature_spell", "target", 2),
    ("Dovin's Veto", "{W}{U}", 2, "counter", "noncreature", "target", 2),
    ("Swan Song", "{U}", 1, "counter", "enchantment_spell instant_sorcery", "target", 1),
    ("Force of Will", "{3}{U}{U}", 5, "counter", "spell", "target free", 0),
    ("Force of Negation", "{1}{U}{U}", 3, "counter", "noncreature", "target free", 0),
    ("Fierce Guardianship", "{2}{U}", 3, "counter", "noncreature", "target free", 0),
    ("Pact of Negation", "{0}", 0, "counter", "spell", "target free", 0),
    ("Mental Misstep", "{U/P}", 1, "counter", "spell mv<=1", "target free", 0),
    ("Spell Pierce", "{U}", 1, "counter", "noncreature", "target", 1),
    ("Arcane Denial", "{1}{U}", 2, "counter", "spell", "target", 2),
    ("Delay", "{1}{U}", 2, "counter", "spell", "target exile", 2),
    ("Remand", "{1}{U}", 2, "counter", "spell", "target hand", 2),
    ("Cancel", "{1}{U}{U}", 3, "counter", "spell", "target", 3),
    ("Dissolve", "{1}{U}{U}", 3, "counter", "spell", "target", 3),
    ("Absorb", "{W}{U}{U}", 3, "counter", "spell", "target", 3),
    ("Cryptic Command", "{1}{U}{U}{U}", 4, "counter", "spell", "target", 4),
    ("Memory Lapse", "{1}{U}", 2, "counter", "spell", "target library", 2),
    ("Mana Drain", "{U}{U}", 2, "counter", "spell", "target", 2),
    ("Miscalculation", "{1}{U}", 2, "counter", "spell", "target", 2),
    ("Stern Scolding", "{U}", 1, "counter", "creature_spell", "target", 1),
    ("Flusterstorm", "{U}", 1, "counter", "instant_sorcery", "target", 1),
    ("Counterflux", "{U}{U}{R}", 3, "counter", "spell", "target", 3),
    ("Saw It Coming", "{1}{U}{U}", 3, "counter", "spell", "target", 3),
    ("Make Disappear", "{1}{U}", 2, "counter", "spell", "target", 2),
    ("Syncopate", "{X}{U}", 1, "counter", "spell", "target exile", 2),
    ("Lose Focus", "{1}{U}", 2, "counter", "spell", "target", 2),
    # removal (59)
    ("Swords to Plowshares", "{W}", 1, "removal", "creature", "target exile", 1),
    ("Path to Exile", "{W}", 1, "removal", "creature", "target exile", 1),
    ("Lightning Bolt", "{R}", 1, "removal", "creature planeswalker", "target damage", 1),
    ("Fatal Push", "{B}", 1, "removal", "creature mv<=2", "target destroy", 1),
    ("Doom Blade", "{1}{B}", 2, "removal", "creature", "target destroy", 2),
    ("Go for the Throat", "{1}{B}", 2, "removal", "creature", "target destroy", 2),
    ("Murder", "{1}{B}{B}", 3, "removal", "creature", "target destroy", 3),
    ("Hero's Downfall", "{1}{B}{B}", 3, "removal", "creature planeswalker", "target destroy", 3),
    ("Vraska's Contempt", "{2}{B}{B}", 4, "removal", "creature planeswalker", "target exile", 4),
    ("Beast Within", "{2}{G}", 3, "removal", "permanent", "target destroy", 3),
    ("Chaos Warp", "{2}{R}", 3, "removal", "permanent", "target shuffle", 3),
    ("Generous Gift", "{2}{W}", 3, "removal", "permanent", "target destroy", 3),
    ("Anguished Unmaking", "{1}{W}{B}", 3, "removal", "nonland", "target exile", 3),
    ("Assassin's Trophy", "{B}{G}", 2, "removal", "permanent", "target destroy", 2),
    ("Abrupt Decay", "{B}{G}", 2, "removal", "nonland mv<=3", "target destroy", 2),
    ("Putrefy", "{1}{B}{G}", 3, "removal", "artifact creature", "target destroy", 3),
    ("Mortify", "{1}{W}{B}", 3, "removal", "creature enchantment", "target destroy", 3),
    ("Vindicate", "{1}{W}{B}", 3, "removal", "permanent", "target destroy", 3),
    ("Dismember", "{1}{B/P}{B/P}", 3, "removal", "creature", "target damage", 1),
    ("Snuff Out", "{3}{B}", 4, "removal", "creature", "target destroy free", 0),
    ("Deadly Rollick", "{3}{B}", 4, "removal", "creature", "target exile free", 0),
    ("Nature's Claim", "{G}", 1, "removal", "artifact enchantment", "target destroy", 1),
    ("Naturalize", "{1}{G}", 2, "removal", "artifact enchantment", "target destroy", 2),
    ("Disenchant", "{1}{W}", 2, "removal", "artifact enchantment", "target destroy", 2),
    ("Shatter", "{1}{R}", 2, "removal", "artifact", "target destroy", 2),
    ("Krosan Grip", "{2}{G}", 3, "removal", "artifact enchantment", "target destroy", 3),
    ("Force of Vigor", "{2}{G}{G}", 4, "removal", "artifact enchantment", "target destroy free", 0),
    ("Pongify", "{U}", 1, "removal", "creature", "target destroy", 1),
    ("Reality Shift", "{1}{U}", 2, "removal", "creature", "target exile", 2),
    ("Infernal Grasp", "{1}{B}", 2, "removal", "creature", "target destroy", 2),
    ("Bloodchief's Thirst", "{B}", 1, "removal", "creature planeswalker mv<=2", "target destroy", 1),
    ("Cut Down", "{B}", 1, "removal", "creature mv<=3", "target destroy", 1),
    ("Eliminate", "{1}{B}", 2, "removal", "creature planeswalker mv<=3", "target destroy", 2),
    ("Ravenous Chupacabra", "{2}{B}{B}", 4, "removal", "creature", "target destroy", 4),
    ("Feed the Swarm", "{1}{B}", 2, "removal", "creature enchantment", "target destroy", 2),
    ("Despark", "{W}{B}", 2, "removal", "permanent mv>=4", "target exile", 2),
    ("Ossification", "{1}{W}", 2, "removal", "creature planeswalker", "target exile", 2),
    ("Fateful Absence", "{1}{W}", 2, "removal", "creature planeswalker", "target destroy", 2),
    ("Chained to the Rocks", "{W}", 1, "removal", "creature", "target exile", 1),
    ("Journey to Nowhere", "{1}{W}", 2, "removal", "creature", "target exile", 2),
    ("Oblivion Ring", "{2}{W}", 3, "removal", "nonland", "target exile", 3),
    ("Banishing Light", "{2}{W}", 3, "removal", "nonland", "target exile", 3),
    ("Council's Judgment", "{1}{W}{W}", 3, "removal", "nonland", "exile", 3),
    ("Abrade", "{1}{R}", 2, "removal", "artifact creature", "target damage", 2),
    ("Flame Slash", "{R}", 1, "removal", "creature", "target damage", 1),
    ("Unholy Heat", "{R}", 1, "removal", "creature planeswalker", "target damage", 1),
    ("Stoke the Flames", "{2}{R}{R}", 4, "removal", "creature planeswalker", "target damage", 4),
    ("Terminate", "{B}{R}", 2, "removal", "creature", "target destroy", 2),
    ("Dreadbore", "{B}{R}", 2, "removal", "creature planeswalker", "target destroy", 2),
    ("Bedevil", "{B}{B}{R}", 3, "removal", "artifact creature planeswalker", "target destroy", 3),
    ("Tragic Slip", "{B}", 1, "removal", "creature", "target damage", 1),
    ("Skyclave Apparition", "{1}{W}{W}", 3, "removal", "nonland mv<=4", "target exile", 3),
    ("Casualties of War", "{2}{B}{B}{G}{G}", 6, "removal", "permanent", "target destroy", 6),
    ("Acidic Slime", "{3}{G}{G}", 5, "removal", "artifact enchantment land", "target destroy", 5),
    ("Prismatic Ending", "{X}{W}", 1, "removal", "nonland mv<=2", "target exile", 1),
    ("Fiery Confluence", "{2}{R}{R}", 4, "removal", "artifact", "target destroy", 4),
    ("Get Lost", "{1}{W}", 2, "removal", "creature enchantment planeswalker", "target destroy", 2),
    ("Shriekmaw", "{4}{B}", 5, "removal", "creature", "target destroy", 2),
    ("Solitude", "{3}{W}{W}", 5, "removal", "creature", "target exile free", 0),
    # wipes (22)
    ("Wrath of God", "{2}{W}{W}", 4, "wipe", "creature", "destroy", 4),
    ("Day of Judgment", "{2}{W}{W}", 4, "wipe", "creature", "destroy", 4),
    ("Damnation", "{2}{B}{B}", 4, "wipe", "creature", "destroy", 4),
    ("Supreme Verdict", "{1}{W}{W}{U}", 4, "wipe", "creature", "destroy", 4),
    ("Toxic Deluge", "{2}{B}", 3, "wipe", "creature", "shrink", 3),
    ("Blasphemous Act", "{8}{R}", 9, "wipe", "creature", "damage per_creature", 1),
    ("Anger of the Gods", "{1}{R}{R}", 3, "wipe", "creature", "damage exile", 3),
    ("Pyroclasm", "{1}{R}", 2, "wipe", "creature", "damage", 2),
    ("Sweltering Suns", "{1}{R}{R}", 3, "wipe", "creature", "damage", 3),
    ("Terminus", "{4}{W}{W}", 6, "wipe", "creature", "bottom", 1),
    ("Settle the Wreckage", "{2}{W}{W}", 4, "wipe", "creature", "exile", 4),
    ("Farewell", "{4}{W}{W}", 6, "wipe", "creature", "exile", 6),
    ("Austere Command", "{4}{W}{W}", 6, "wipe", "creature", "destroy", 6),
    ("Evacuation", "{3}{U}{U}", 5, "wipe", "creature", "hand", 5),
    ("Languish", "{2}{B}{B}", 4, "wipe", "creature", "shrink", 4),
    ("Doomskar", "{3}{W}{W}", 5, "wipe", "creature", "destroy", 3),
    ("Sunfall", "{3}{W}{W}", 5, "wipe", "creature", "exile", 5),
    ("Depopulate", "{2}{W}{W}", 4, "wipe", "creature", "destroy", 4),
    ("Crux of Fate", "{3}{B}{B}", 5, "wipe", "creature", "destroy", 5),
    ("Kaya's Wrath", "{W}{W}{B}{B}", 4, "wipe", "creature", "destroy", 4),
    ("Shatter the Sky", "{2}{W}{W}", 4, "wipe", "creature", "destroy", 4),
    ("Vanquish the Horde", "{6}{W}{W}", 8, "wipe", "creature", "destroy per_creature", 2),
    # bounce (9)
    ("Cyclonic Rift", "{1}{U}", 2, "bounce", "nonland", "target hand", 2),
    ("Into the Roil", "{1}{U}", 2, "bounce", "nonland", "target hand", 2),
    ("Unsummon", "{U}", 1, "bounce", "creature", "target hand", 1),
    ("Boomerang", "{U}{U}", 2, "bounce", "permanent", "target hand", 2),
    ("Repulse", "{2}{U}", 3, "bounce", "creature", "target hand", 3),
    ("Vapor Snag", "{U}", 1, "bounce", "creature", "target hand", 1),
    ("Snap", "{1}{U}", 2, "bounce", "creature", "target hand free", 0),
    ("Fading Hope", "{U}", 1, "bounce", "creature mv<=3", "target hand", 1),
    ("Blink of an Eye", "{1}{U}", 2, "bounce", "nonland", "target hand", 2),
    # edicts (9): the player sacrifices; nothing is targeted but the player
    ("Diabolic Edict", "{1}{B}", 2, "edict", "creature", "sacrifice", 2),
    ("Chainer's Edict", "{1}{B}", 2, "edict", "creature", "sacrifice", 2),
    ("Geth's Verdict", "{B}{B}", 2, "edict", "creature", "sacrifice", 2),
    ("Cruel Edict", "{1}{B}", 2, "edict", "creature", "sacrifice", 2),
    ("Sheoldred's Edict", "{1}{B}", 2, "edict", "creature planeswalker", "sacrifice", 2),
    ("Liliana's Triumph", "{1}{B}", 2, "edict", "creature", "sacrifice", 2),
    ("Innocent Blood", "{B}", 1, "edict", "creature", "sacrifice", 1),
    ("Tergrid's Shadow", "{3}{B}{B}", 5, "edict", "creature", "sacrifice", 5),
    ("Fleshbag Marauder", "{2}{B}", 3, "edict", "creature", "sacrifice", 3),
)


def _answer(row: tuple) -> dict:
    name, cost, mv, kind, answers, flags, least = row
    words = answers.split()
    most = next((int(w[4:]) for w in words if w.startswith("mv<=")), None)
    least_mv = next((int(w[4:]) for w in words if w.startswith("mv>=")), None)
    return {"name": name, "cost": cost, "mv": mv, "kind": kind,
            "answers": [w for w in words if not w.startswith(("mv<=", "mv>="))], "max_mv": most, "min_mv": least_mv,
            "flags": flags.split(), "least": least}


POOL: tuple = tuple(_answer(r) for r in _POOL_ROWS)


# --- what a card is ------------------------------------------------------------------------

def _types(f: dict) -> list:
    """Return the card types of printed facts, lower case (``Legendary Creature — Elf`` -> creature)."""
    front = f["type"].split("—")[0].lower().split()
    return [t for t in ("creature", "artifact", "enchantment", "planeswalker", "land", "instant", "sorcery",
                        "battle") if t in front]


def _keywords(game: dict, c: dict) -> list:
    return [k.lower() for k in facts(game, c)["keywords"]] + [k.lower() for k in c["kw_counters"]]


def is_basic_land(f: dict) -> bool:
    """Return whether printed facts describe a basic land."""
    return "basic" in f["type"].lower().split("—")[0].split() and "land" in _types(f)


def weight(game: dict, c: dict) -> int:
    """Return a threat's weight in per-mille: its mana value, commander, planeswalker, its functions.

    Lands weigh nothing but the few very strong ones; a mana rock (a noncreature artifact of
    mana value 2 or less) or a mana dork (a creature of mana value 2 or less and power 0 or
    1) weighs less than its mana value says.
    """
    f = facts(game, c)
    types = _types(f)
    if "land" in types and "creature" not in types:
        return 1500 if f["name"] in STRONG_LANDS else 0
    w = min(2400, 400 + 200 * f["mv"])
    if c["commander"]:
        w = w * 1500 // 1000
    if "planeswalker" in types:
        w = w * 1500 // 1000
    rock = "artifact" in types and "creature" not in types and f["mv"] <= 2
    dork = "creature" in types and f["mv"] <= 2 and f["power"] in ("0", "1")
    if rock or dork:
        w = w * 400 // 1000
    return w


def rhythm(round_no: int) -> int:
    """Return the round's rhythm in per-mille: the phantom wakes over the first rounds."""
    return RHYTHM[min(round_no, len(RHYTHM) - 1)]


def chance(occasion: str, intensity: str, round_no: int, threat: int) -> int:
    """Return the per-mille chance of an offer: base x rhythm x intensity x threat weight, capped at 90 %."""
    lean = BASE[occasion] * LEAN[intensity][occasion] // 1000
    p = lean * rhythm(round_no) * INTENSITY[intensity] * threat // 1_000_000_000
    return min(CAP, p)


def _can_answer(game: dict, ans: dict, c: dict, on_stack: bool) -> bool:
    """Return whether pool card ``ans`` can answer card ``c`` (a spell when ``on_stack``)."""
    f = facts(game, c)
    types = _types(f)
    if ans["max_mv"] is not None and f["mv"] > ans["max_mv"] or ans["min_mv"] is not None and f["mv"] < ans["min_mv"]:
        return False
    if on_stack:
        want = ans["answers"]
        return "spell" in want or "noncreature" in want and "creature" not in types \
            or "creature_spell" in want and "creature" in types \
            or "instant_sorcery" in want and ("instant" in types or "sorcery" in types) \
            or "enchantment_spell" in want and "enchantment" in types
    if "land" in types and "creature" not in types and is_basic_land(f):
        return False                                 # a basic land is never the phantom's business
    kw = _keywords(game, c)
    if "target" in ans["flags"] and ("hexproof" in kw or "shroud" in kw):
        return False
    if ("destroy" in ans["flags"] or "damage" in ans["flags"]) and "indestructible" in kw:
        return False                                 # lethal damage destroys, and the indestructible is not (702.12b)
    want = ans["answers"]
    if "permanent" in want:
        return True
    if "nonland" in want and "land" not in types:
        return True
    return any(t in want for t in types)


def _cost_now(game: dict, ans: dict) -> int:
    """Return the least mana ``ans`` costs now (a per-creature discount counts the creatures on the battlefield)."""
    if "free" in ans["flags"]:
        return 0
    if "per_creature" in ans["flags"]:
        creatures = sum(1 for key, z in game["zones"].items() if key != "shared" for cid in z["battlefield"]
                        if "creature" in _types(facts(game, game["cards"][str(cid)])))
        return max(ans["least"], ans["mv"] - creatures)
    return ans["least"]


def affordable(game: dict, ans: dict, round_no: int) -> bool:
    """Return whether the phantom can pay for ``ans`` on round ``round_no`` (N mana on round N)."""
    return _cost_now(game, ans) <= round_no


# --- the phantom ---------------------------------------------------------------------------

class Phantom:
    """The sparring phantom of one solitaire table: its intensity, its stream, its offers by round."""

    def __init__(self, intensity: str, seed: int) -> None:
        if intensity not in INTENSITIES:
            raise ValueError(f"unknown intensity {intensity!r}: expected one of {', '.join(INTENSITIES)}")
        self.intensity = intensity
        self.rng = Xoshiro256ss((seed ^ _SALT) & MASK64)
        self.offers_by_round: dict = {}      # str(round) -> offers made in it
        self.offer: "dict | None" = None     # the offer waiting for the player's answer
        self.history: list = []              # every offer: [seq it answered, offer, answer]

    def state(self) -> dict:
        """Return the phantom's state as plain data (saved with the table, hashed by a session)."""
        return {"intensity": self.intensity, "rng": self.rng.get_state(), "by_round": dict(self.offers_by_round),
                "offer": self.offer, "history": [list(h) for h in self.history]}

    def _room(self, round_no: int) -> bool:
        return self.offers_by_round.get(str(round_no), 0) < PER_ROUND[self.intensity]

    def observe(self, before: dict, event: dict, after: dict) -> "dict | None":
        """Look at one of the player's events (``before`` -> ``after``) and maybe make an offer; return it.

        An offer still open is declined by the player acting on.
        """
        if self.offer is not None:
            self.answer("decline")
        if self.intensity == "off" or event["kind"] in ("chat", "restore") or after["end"] is not None:
            return None
        if before["mulligan"]["open"]:
            return None                              # nothing is cast or lands before every hand is kept
        seat = event["by"]
        round_no = before["turn"]["round"]           # a pass belongs to the round it ends, not the next one
        if event["kind"] == "move" and event["to"] == "stack":
            threats = [cid for cid in event["cards"] if str(cid) in after["cards"]]
            return self._consider(after, "cast", seat, threats, round_no, event["seq"])
        if event["kind"] == "move" and event["to"] == "battlefield" or event["kind"] in ("token", "copy"):
            landed = [int(k) for k in after["cards"] if k not in before["cards"]] if event["kind"] != "move" \
                else [cid for cid in event["cards"] if before["cards"][str(cid)]["zone"] != "battlefield"
                      and str(cid) in after["cards"] and not after["cards"][str(cid)]["face_down"]]
            return self._consider(after, "land", seat, landed, round_no, event["seq"])
        if event["kind"] == "pass":
            creatures = [cid for cid in zone(before, seat, "battlefield")
                         if "creature" in _types(facts(before, before["cards"][str(cid)]))]
            if creatures:
                return self._consider(after, "pass", seat, creatures, round_no, event["seq"], at=before)
        return None

    def _consider(self, game: dict, occasion: str, seat: int, threats: list, round_no: int, seq: int,
                  at: "dict | None" = None) -> "dict | None":
        """Roll for an offer on ``occasion`` against ``threats`` of ``seat``; record and return it."""
        if not threats or not self._room(round_no):
            return None
        where = at or game
        cards = [where["cards"][str(cid)] for cid in threats]
        if occasion == "pass":
            threat = min(3000, sum(weight(where, c) for c in cards))
            target = None
        else:
            scored = [(weight(where, c), c["id"]) for c in cards]
            threat, cid = max(scored)
            target = where["cards"][str(cid)]
        p = chance(occasion, self.intensity, round_no, threat)
        if p == 0 or self.rng.below(1000) >= p:
            return None
        kind, ans = self._pick(game, occasion, target, cards, round_no)
        if ans is None:
            return None
        offer = self._offer(game, occasion, kind, ans, seat, target, cards, p, round_no)
        if offer is None:
            return None
        key = str(round_no)
        self.offers_by_round[key] = self.offers_by_round.get(key, 0) + 1
        self.offer = offer
        self.history.append([seq, offer, ""])
        return offer

    def _pick(self, game: dict, occasion: str, target: "dict | None", cards: list, round_no: int) -> tuple:
        """Return (kind, pool card) for the occasion: the kind by the landing mix, the card at random among the legal."""
        if occasion == "cast":
            kinds = ["counter"]
        elif occasion == "pass":
            kinds = ["wipe"]
        else:
            roll = self.rng.below(sum(w for _, w in LANDING))
            for kind, w in LANDING:
                if roll < w:
                    kinds = [kind]
                    break
                roll -= w
            kinds += [k for k, _ in LANDING if k not in kinds]     # fall back when nothing of it fits
        for kind in kinds:
            legal = [a for a in POOL if a["kind"] == kind and affordable(game, a, round_no)
                     and self._fits(game, a, target, cards)]
            if legal:
                return kind, self.rng.pick(legal)
        return "", None

    def _fits(self, game: dict, ans: dict, target: "dict | None", cards: list) -> bool:
        if ans["kind"] == "wipe":
            return any(_can_answer(game, ans, c, False) for c in cards)
        assert target is not None               # a cast or a landing names its threat
        if ans["kind"] == "edict":
            kinds = _types(facts(game, target))
            return "creature" in kinds or "planeswalker" in ans["answers"] and "planeswalker" in kinds
        return _can_answer(game, ans, target, ans["kind"] == "counter")

    def _offer(self, game: dict, occasion: str, kind: str, ans: dict, seat: int, target: "dict | None",
               cards: list, p: int, round_no: int) -> "dict | None":
        to, place, choices = "graveyard", None, []
        for flag, dest, pl in (("exile", "exile", None), ("hand", "hand", None), ("library", "library", "top"),
                               ("bottom", "library", "bottom"), ("shuffle", "library", "shuffle")):
            if flag in ans["flags"]:
                to, place = dest, pl
        if kind == "wipe":
            hit = [c["id"] for c in cards if _can_answer(game, ans, c, False)]
            what = f"your {len(hit)} creature{'s' if len(hit) != 1 else ''}"
        elif kind == "edict":
            mine = [c for c in (game["cards"][str(cid)] for cid in zone(game, seat, "battlefield"))
                    if "creature" in _types(facts(game, c))]
            if not mine:
                return None
            choices = [c["id"] for c in mine]
            hit = [min((weight(game, c), c["id"]) for c in mine)[1]]   # the player chooses; the least is suggested
            what = "a creature of your choice"
        else:
            assert target is not None
            hit = [target["id"]]
            what = f"your {target['name']}"
        cost = _cost_now(game, ans)
        paid = "for free" if cost == 0 else f"for {cost} of its {round_no} mana"
        why = (f"The phantom casts {ans['name']} ({ans['cost']}) {paid} at {what}: "
               f"{_OCCASION[occasion]}, a {p // 10} % chance this round.")
        intent: dict = {"kind": "move", "cards": hit, "to": to}
        if place:
            intent["place"] = place
        return {"card": ans["name"], "kind": kind, "choices": choices if kind == "edict" else [], "occasion": occasion, "seat": seat, "cards": hit, "to": to,
                "chance": p, "why": why, "intent": intent}

    def answer(self, how: str) -> "dict | None":
        """Record the player's answer to the open offer (accept or decline); return the intent to apply on accept."""
        if self.offer is None or how not in ("accept", "decline"):
            return None
        offer, self.offer = self.offer, None
        self.history[-1][2] = how
        return dict(offer["intent"]) if how == "accept" else None


_OCCASION = {"cast": "you cast a spell", "land": "a nonland permanent landed", "pass": "you passed with creatures"}


def attend(table: Any, phantom: Phantom, seat: int, intent: Any) -> list:
    """Run the player's intent at ``table`` and let ``phantom`` watch it; return the events."""
    before = table.game
    out = table.command(seat, intent)
    if out and out[0]["kind"] not in ("refused", "restore"):
        phantom.observe(before, out[0], table.game)
    elif out and out[0]["kind"] == "restore" and phantom.offer is not None:
        phantom.answer("decline")
    return out


def accept(table: Any, phantom: Phantom, seat: int, choice: "list | None" = None) -> list:
    """Accept the open offer: the player's own move of the answered cards; return the events (refused if none)."""
    offer = phantom.offer
    if offer is None:
        return [refused(seat, "The phantom has offered nothing to answer.")]
    intent = dict(offer["intent"])
    if choice is not None:
        if offer["kind"] != "edict" or not isinstance(choice, list) or len(choice) != 1 \
                or choice[0] not in offer["choices"]:
            return [refused(seat, "Choose one of your creatures for the edict.")]
        intent["cards"] = list(choice)
    phantom.answer("accept")
    return table.command(seat, intent)
