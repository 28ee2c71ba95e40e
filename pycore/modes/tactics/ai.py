"""The AI of Verdigris Cloister, for the Blight and for monk seats: one action at a time, at three tiers.

* novice: shoots a random target in reach, else wanders toward the nearest foe (or the
  mission's goal).
* regular: uses cover and focus fire: shoots where the expected damage is highest (a kill
  first), walks to a tile with cover from which it can shoot, arms overwatch when nothing
  is in reach, facing where the foes are expected to walk (each foe's own AI's pick for its
  next turn, and its shortest walk to its goal).
* expert: scores every tile by the expected damage it would deal from there (flanks
  included) minus the expected damage the foes that see it would deal back, and keeps out
  of armed overwatch cones, holding until they are spent.

A shard keeps its distance from the monks. Monks also work toward the mission: a goal to
reach or hold, crystal to burn. Ties are broken by the session's dice stream, so two seeds
play apart. Every action returned is legal by the referee's own ``can_*``.

Scoring the tiles is most of a decision's work, and a tile's score is a pure function of the
floor as it stands: :func:`think` scores a few of them each frame the AI waits to act, into
the referee's memo for that version of the floor, and the decision reads them from there. A
decision made without them (after a restore, or a tile not reached) scores them itself and
comes out the same.
"""

from __future__ import annotations

from typing import Any

from .referee import COLS, MONKS, Referee, Unit, direction_toward, in_reach
from .tuning import (AP_PER_TURN, AI_CAN_SHOOT, AI_COVER, AI_ON_STATION, AI_SHARD_CLOSE, AI_STEP, AI_TAKEN_DIVISOR,
                     AI_WALK_FIRST, AI_WATCHED, COVER_AIM, FORMS, SHARD_KEEPS)

Action = dict
THINK_TILES = 4   # tiles scored ahead a waiting frame: the AI acts every BLIGHT_PACE frames, with some 20-60 to weigh


def decide(session: Any, seat: int) -> "Action | None":
    """Return the next action of the unit ``seat`` commands now (None when it commands none)."""
    ref: Referee = session.ref
    act = ref.active
    if act is None or act.owner != seat:
        return None
    tier = session.seats[seat].tier or "regular"
    return decide_unit(ref, act.id, tier)


def think(ref: Referee, tiles: int = THINK_TILES) -> None:
    """Score up to ``tiles`` more of the tiles the active AI unit's coming decision weighs, while it waits to act."""
    act = ref.active
    tier = ref.ai_tier()
    if act is None or not ref.ai_driven() or tier in ("", "novice") or ref.moved or act.ap < 1:
        return
    goals = _goal_tiles(ref, act)
    memo = _memo(ref)
    for o in [{"x": act.x, "y": act.y, "ap": 0}] + _walks(ref, act):
        if tiles <= 0:
            return
        if (act.id, o["y"] * COLS + o["x"], o["ap"], tier) not in memo:
            _score(ref, act, o["y"] * COLS + o["x"], o["ap"], tier, goals)
            tiles -= 1


def _memo(ref: Referee) -> dict:
    """Return the AI's memo for the floor as it stands (emptied whenever the referee's version moves)."""
    if ref.ai_memo_version != ref.version:
        ref.ai_memo, ref.ai_memo_version = {}, ref.version
    return ref.ai_memo


def _score(ref: Referee, u: Unit, i: int, cost_ap: int, tier: str, goals: list[int]) -> int:
    """Return :func:`_tile_score`, remembered for this version of the floor."""
    memo = _memo(ref)
    key = (u.id, i, cost_ap, tier)
    score = memo.get(key)
    if score is None:
        score = memo[key] = _tile_score(ref, u, i, cost_ap, tier, goals)
    return score


def _avg_damage(u: Unit) -> int:
    """Return the average damage of one hit of ``u``, in hundredths (crits included)."""
    form = FORMS[u.form]
    return (form.damage_lo + form.damage_hi) * 50 + form.crit * form.crit_bonus


def _shot_from(ref: Referee, a: Unit, ai: int, t: Unit) -> int:
    """Return the chance of ``a`` hitting ``t`` from tile ``ai``, or -1 when the shot is not there."""
    ti = t.y * COLS + t.x
    dx, dy = ai % COLS - t.x, ai // COLS - t.y
    if not in_reach(dx, dy, ref._reach(a, ai, ti)) or not ref.sees(ai, ti):
        return -1
    return ref._chance(a, ai, t, ti, False)["chance"]


def _foes(ref: Referee, u: Unit) -> list[Unit]:
    return [e for e in ref.units if e.alive and e.side != u.side]


def _goal_tiles(ref: Referee, u: Unit) -> list[int]:
    """Return the tiles ``u`` is drawn to: the mission's goal or crystal for monks, else the foes."""
    m = ref.current
    if u.side == MONKS:
        if m.objective in ("reach", "hold"):
            return [m.goal[1] * COLS + m.goal[0]]
        if m.objective == "cleanse":
            crystal = [i for i in range(len(ref.crystal)) if ref.crystal[i]]
            if crystal:
                return crystal
    return [e.y * COLS + e.x for e in _foes(ref, u)]


def _distance(i: int, tiles: list[int]) -> int:
    return min((abs(i % COLS - t % COLS) + abs(i // COLS - t // COLS) for t in tiles), default=0)


def _watched(ref: Referee, u: Unit) -> list[int]:
    """Return every tile an armed overwatch of ``u``'s foes covers."""
    out: list[int] = []
    for w in ref.units:
        if w.alive and w.watch >= 0 and w.side != u.side:
            out += ref.cone_tiles(w, w.watch)
    return out


def decide_unit(ref: Referee, unit: int, tier: str) -> Action:
    """Return the next action of the active ``unit`` at ``tier``: shoot, walk, garden, overwatch or end the turn."""
    u = ref.units[unit]
    end: Action = {"do": "end_turn"}
    if u.ap < 1:
        return end
    burn = _burn_crystal(ref, u)
    if burn is not None:
        return burn
    aims = ref.targets(u.id)
    if aims:
        if tier == "novice":
            pick = ref.rng.pick(aims)
        else:
            pick = max(aims, key=lambda t: (_shot_value(ref, u, ref.units[t["unit"]], t["chance"]), -t["unit"]))
        if tier == "novice" or ref.moved or not _better_walk(ref, u, tier, aims):
            return {"do": "attack", "target": pick["unit"]}
    if not ref.moved:
        walk = _walk(ref, u, tier)
        if walk is not None:
            return walk
    if tier != "novice" and not aims and _foes(ref, u):
        return {"do": "overwatch", "direction": _watch_direction(ref, u)}
    return end


def _shot_value(ref: Referee, u: Unit, t: Unit, chance: int) -> int:
    """Return what a shot is worth: expected damage, and a kill counted double (focus fire)."""
    value = chance * _avg_damage(u)
    if t.hp <= FORMS[u.form].damage_lo:
        value += chance * 100 * t.hp
    return value


def _foe_walks(ref: Referee, f: Unit) -> tuple[list[int], list[int]]:
    """Return the tiles foe ``f`` is expected to step through on its next turn: first the walk its own AI
    would pick with a turn's AP (a person's unit is read as the regular tier's; every best tile's path when
    several tie), then its shortest walk to what it is drawn to (its goal, crystal to burn, its own foes)."""
    goals = _goal_tiles(ref, f)
    if not goals:
        return [], []
    tier = (ref.blight_tier if f.owner < 0 else ref.tiers[f.owner]) or "regular"
    best, back = ref._paths(f, AP_PER_TURN)
    start = f.y * COLS + f.x
    near = min(_distance(i, goals) for i in best)
    shortest = [i for i in sorted(best) if _distance(i, goals) == near and i != start]
    chosen: list[int] = []
    if tier != "novice":
        saved, f.ap = f.ap, AP_PER_TURN  # scored as at the start of its turn (not remembered: the AP is not its own)
        try:
            scores = {i: _tile_score(ref, f, i, ref._ap_for(f, best[i]) if i != start else 0, tier, goals)
                      for i in sorted(best)}
        finally:
            f.ap = saved
        top = max(scores.values())
        chosen = [i for i in sorted(scores) if scores[i] == top and i != start] if top > scores[start] else []
    else:
        chosen = shortest

    def paths(ends: list[int]) -> list[int]:
        walk: list[int] = []
        for end in ends:
            while end in back:
                if end not in walk:
                    walk.append(end)
                end = back[end]
        return walk
    return paths(chosen), paths(shortest)


def _watch_direction(ref: Referee, u: Unit) -> int:
    """Return the facing whose overwatch cone the foes are likeliest to walk into: a foe's expected walk (see
    :func:`_foe_walks`) that enters the cone counts two, its shortest walk one, a foe nearer the keeper a
    little more; ties go to the cone over more of the tiles the foes can reach, then to the nearest foe's side."""
    foes = _foes(ref, u)
    cones = [ref.cone_tiles(u, d) for d in range(4)]
    covered = [False] * len(ref.crystal)
    for cone in cones:
        for i in cone:
            covered[i] = True
    walks: list[tuple[Unit, list[int], list[int]]] = []
    reach: list[int] = []
    for f in foes:
        tiles = sorted(ref._paths(f, AP_PER_TURN)[0])
        reach += tiles
        if any(covered[i] for i in tiles):  # only a foe that can step into some cone is worth foreseeing
            walks.append((f, *_foe_walks(ref, f)))
    default = _toward_nearest(u, foes)
    best_key: "tuple[int, int, bool] | None" = None
    best = default
    for d in range(4):
        cone = cones[d]
        entered = 0
        for f, chosen, shortest in walks:
            near = 20 - min(19, abs(f.x - u.x) + abs(f.y - u.y))
            entered += (2 * 20 + near) * any(i in cone for i in chosen) + (20 + near) * any(i in cone for i in shortest)
        key = (entered, sum(1 for i in reach if i in cone), d == default)
        if best_key is None or key > best_key:
            best_key, best = key, d
    return best


def _toward_nearest(u: Unit, foes: list[Unit]) -> int:
    near = min(foes, key=lambda e: (abs(e.x - u.x) + abs(e.y - u.y), e.id))
    return direction_toward(near.x - u.x, near.y - u.y, u.facing)


def _burn_crystal(ref: Referee, u: Unit) -> "Action | None":
    if u.side != MONKS or ref.current.objective != "cleanse":
        return None
    for j in ref._around(u.x, u.y):
        if ref.crystal[j] and ref.can_garden(u.owner, u.id, "burn", j % COLS, j // COLS)[0]:
            return {"do": "garden", "kind": "burn", "x": j % COLS, "y": j // COLS}
    return None


def _tile_score(ref: Referee, u: Unit, i: int, cost_ap: int, tier: str, goals: list[int]) -> int:
    """Return how good tile ``i`` is for ``u`` (higher is better), by ``tier``'s lights."""
    foes = _foes(ref, u)
    score = -_distance(i, goals) * AI_STEP
    m = ref.current
    if u.side == MONKS and m.objective == "hold" and max(abs(i % COLS - m.goal[0]), abs(i // COLS - m.goal[1])) <= 1:
        score += AI_ON_STATION
    left = u.ap - cost_ap
    best = -1
    for t in foes:
        c = _shot_from(ref, u, i, t)
        if c >= 0 and left >= 1:
            best = max(best, _shot_value(ref, u, t, c))
    if best >= 0:
        score += best // 10 + AI_CAN_SHOOT
    if tier == "regular":
        cover = ref._seen_cover(u, i)
        score += AI_COVER[cover]
    elif tier == "expert":
        taken = 0
        for e in foes:
            ei = e.y * COLS + e.x
            reach = ref._reach(e, ei, i)
            if (e.x - i % COLS) ** 2 + (e.y - i // COLS) ** 2 <= (reach + FORMS[e.form].move_per_ap) ** 2 \
                    and ref.sees(ei, i):
                c = max(0, FORMS[e.form].aim + COVER_AIM[ref.cover_against(i, e.x, e.y)])
                taken += c * _avg_damage(e)
        score -= taken // AI_TAKEN_DIVISOR
    if u.form == "shard":
        near = min((abs(i % COLS - e.x) + abs(i // COLS - e.y) for e in foes if e.side == MONKS), default=99)
        if near < SHARD_KEEPS:
            score -= (SHARD_KEEPS - near) * AI_SHARD_CLOSE
    return score


def _walk(ref: Referee, u: Unit, tier: str) -> "Action | None":
    """Return the walk ``tier`` picks for ``u``, or None when staying is at least as good."""
    goals = _goal_tiles(ref, u)
    here = u.y * COLS + u.x
    options = _walks(ref, u)
    if not options:
        return None
    if tier == "novice":
        stay = _distance(here, goals)
        closer = [o for o in options if _distance(o["y"] * COLS + o["x"], goals) < stay]
        if not closer:
            return None
        nearest = min(_distance(o["y"] * COLS + o["x"], goals) for o in closer)
        pick = ref.rng.pick([o for o in closer if _distance(o["y"] * COLS + o["x"], goals) == nearest])
        return {"do": "move", "x": pick["x"], "y": pick["y"]}
    stay_score = _score(ref, u, here, 0, tier, goals)
    scored = [(_score(ref, u, o["y"] * COLS + o["x"], o["ap"], tier, goals), o) for o in options]
    watched = _watched(ref, u) if tier == "expert" else []
    if watched:     # the expert keeps its walks out of armed cones, waiting for the overwatch to be spent
        _, back = ref._paths(u)
        scored = [(score - (AI_WATCHED if _crosses(o["y"] * COLS + o["x"], back, watched) else 0), o)
                  for score, o in scored]
    top = max(s for s, _ in scored)
    if top <= stay_score:
        return None
    pick = ref.rng.pick([o for s, o in scored if s == top])
    return {"do": "move", "x": pick["x"], "y": pick["y"]}


def _walks(ref: Referee, u: Unit) -> list[dict]:
    """Return the tiles ``u`` can walk to now with their AP, as ``reachable`` lists them.

    Without the cover ``reachable`` reads for the screen against every foe: the tiles' scores
    weigh what they need of it, and that reading was most of a decision's cost.
    """
    memo = _memo(ref)
    walks = memo.get(("walks", u.id))
    if walks is None:
        best, _ = ref._paths(u, ref._planning_ap(u))
        start = u.y * COLS + u.x
        walks = memo["walks", u.id] = [{"x": i % COLS, "y": i // COLS, "ap": ref._ap_for(u, best[i])}
                                       for i in sorted(best) if i != start]
    return walks


def _crosses(i: int, back: dict[int, int], watched: list[int]) -> bool:
    """Return True if the walk ending on tile ``i`` (traced back through ``back``) steps into a watched tile."""
    while i in back:
        if i in watched:
            return True
        i = back[i]
    return False


def _better_walk(ref: Referee, u: Unit, tier: str, aims: list[dict]) -> bool:
    """Return True when ``u`` should walk before shooting: with two AP, to a tile that still shoots better."""
    if u.ap < 2:
        return False
    goals = _goal_tiles(ref, u)
    here = u.y * COLS + u.x
    stay = _score(ref, u, here, 0, tier, goals)
    for o in _walks(ref, u):
        if o["ap"] == 1 and _score(ref, u, o["y"] * COLS + o["x"], 1, tier, goals) > stay + AI_WALK_FIRST:
            return True
    return False

