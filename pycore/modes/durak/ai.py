"""Durak's AI seats: novice, regular and expert, each deciding from what its own chair can see.

Every tier reads only its own hand, the table, the trump, the talon's size, the discard pile,
every opponent's hand size and the cards shown to everyone (the lowest trump, taken cards);
:func:`seen` lists exactly that, and :func:`unseen` is what it leaves out. A decision is a
move tuple the rules check with their own ``can_*`` before it is played.

* novice: any legal move, drawn from the session's AI stream; takes now and then for no reason.
* regular: the cheapest legal move; keeps trumps and high cards while the talon lasts; takes
  when beating would cost more than the cards are worth.
* expert: the regular's play, plus card counting (a lead nobody left can beat is led first),
  transfers that send a strong attack on, and an exact search of the two-player endgame (talon
  gone, every unseen card then lies in the one opponent's hand) while it is small enough,
  stopping at the first winning move and spread over the frames it waits.
"""

from __future__ import annotations

from typing import Any

from pycore.cards52 import Card, rank_of, suit_of

from .beat import beats

DELAYS = {"novice": 34, "regular": 26, "expert": 22}   # frames the AI waits after the table changes
MAX_DELAY = max(DELAYS.values())
JACK = 9
SEARCH_CARDS = 12    # the endgame is searched exactly while both hands together hold at most this many
SEARCH_NODES = 300      # positions one decision may visit: a few milliseconds, inside a frame
THINK_NODES = 120       # positions a waiting frame may visit (Pyodide runs slower than CPython)
SEARCH_DEPTH = 150      # moves deep one line of the search may go (a bound on the recursion)


def delay(tier: str) -> int:
    """Return how many quiet frames a ``tier`` AI lets pass before it moves (so a person can follow)."""
    return DELAYS.get(tier, DELAYS["regular"])


def value(card: Card, trump: int) -> int:
    """Return what a card is worth keeping: its rank, a trump above every plain card."""
    return rank_of(card) + (13 if suit_of(card) == trump else 0)


def seen(session: Any, seat: int) -> dict:
    """Return what ``seat`` may know: its hand, the table, the trump, counts and the cards shown to all."""
    n = len(session.seats)
    return {
        "hand": list(session.hands[seat]), "trump": session.trump, "table": [list(p) for p in session.table],
        "talon": session.talon_left(), "trump_card": session.trump_card, "discard": list(session.discard),
        "counts": [len(session.hands[s]) for s in range(n)],
        "known": [list(session.known[s]) for s in range(n)],
    }


def unseen(session: Any, seat: int) -> list[Card]:
    """Return the cards ``seat`` has not seen anywhere: in other hands (unshown) or the face-down talon."""
    sight = seen(session, seat)
    visible = set(sight["hand"]) | set(sight["discard"]) | {c for p in sight["table"] for c in p if c >= 0}
    for cards in sight["known"]:
        visible |= set(cards)
    if sight["trump_card"] >= 0:
        visible.add(sight["trump_card"])
    return [c for c in session.deck if c not in visible]


def decide(session: Any, seat: int) -> "tuple | None":
    """Return ``seat``'s next move as a tuple the rules apply (``("attack", card)``, ...), or None to wait."""
    if session.phase != "bout" or session.busy() or session.out[seat]:
        return None
    tier = session.tier(seat)
    if tier == "novice":
        return _novice(session, seat)
    if seat == session.defender:
        return _defend(session, seat, tier)
    return _attack(session, seat, tier)


def _legal(session: Any, seat: int) -> list[tuple]:
    moves: list[tuple] = []
    hand = session.hands[seat]
    if seat == session.defender:
        for slot in session.unbeaten():
            moves += [("defend", c, slot) for c in hand if session.can_defend(seat, c, slot) is None]
        moves += [("transfer", c) for c in hand if session.can_transfer(seat, c) is None]
        if session.can_take(seat) is None:
            moves.append(("take",))
    else:
        moves += [("attack", c) for c in hand if session.can_attack(seat, c) is None]
        if session.can_end_attack(seat) is None:
            moves.append(("end",))
    return moves


def _novice(session: Any, seat: int) -> "tuple | None":
    moves = _legal(session, seat)
    if not moves:
        return None
    rng = session.ai_rng
    if seat == session.defender and ("take",) in moves and rng.chance(1, 6):
        return ("take",)
    return rng.pick(moves)


def _beat_plan(session: Any, seat: int) -> "list[tuple[int, Card]] | None":
    """Return the cheapest cards that beat every unbeaten attack (slot, card), or None if some cannot be."""
    trump = session.trump
    spare = sorted(session.hands[seat], key=lambda c: value(c, trump))
    plan = []
    slots = sorted(session.unbeaten(), key=lambda k: -value(session.table[k][0], trump))
    for slot in slots:
        card = next((c for c in spare if session.can_defend(seat, c, slot) is None), -1)
        if card < 0:
            return None
        spare.remove(card)
        plan.append((slot, card))
    return sorted(plan)


def _defend(session: Any, seat: int, tier: str) -> "tuple | None":
    if session.taking or not session.unbeaten():
        return None
    trump = session.trump
    hand = session.hands[seat]
    endgame = session.talon_left() == 0
    if tier == "expert" and endgame:
        move = _search_move(session, seat)
        if move is not None:
            return move
    transfers = sorted((c for c in hand if session.can_transfer(seat, c) is None), key=lambda c: value(c, trump))
    if transfers:
        cheap = [c for c in transfers if suit_of(c) != trump]
        strong = len(session.table) >= 2 or value(session.table[0][0], trump) >= JACK
        if cheap and (tier == "regular" or strong or endgame):
            return ("transfer", cheap[0])
        if tier == "expert" and strong and endgame:
            return ("transfer", transfers[0])
    plan = _beat_plan(session, seat)
    if plan is None:
        return ("take",) if session.can_take(seat) is None else None
    cost = sum(value(c, trump) for _, c in plan)
    worth = sum(value(session.table[k][0], trump) for k, _ in plan)
    if not endgame and session.can_take(seat) is None:
        dear = [c for _, c in plan if suit_of(c) == trump and rank_of(c) >= JACK]
        if dear and cost > worth + (6 if tier == "expert" else 10) and session.talon_left() > 8:
            return ("take",)
    slot, card = plan[0]
    return ("defend", card, slot)


def _attack(session: Any, seat: int, tier: str) -> "tuple | None":
    trump = session.trump
    hand = session.hands[seat]
    endgame = session.talon_left() == 0
    if not session.table:
        if seat != session.leader or not hand:
            return None
        if tier == "expert" and endgame:
            move = _search_move(session, seat)
            if move is not None:
                return move
        return ("attack", _lead(session, seat, tier))
    if session.passed[seat]:
        return None
    if tier == "expert" and endgame:
        move = _search_move(session, seat)
        if move is not None:
            return move
    adds = sorted((c for c in hand if session.can_attack(seat, c) is None), key=lambda c: value(c, trump))
    keep = [c for c in adds if suit_of(c) != trump and (endgame or rank_of(c) < JACK)]
    if tier == "expert" and endgame:
        keep = adds
    if keep:
        return ("attack", keep[0])
    return ("end",) if session.can_end_attack(seat) is None else None


def _lead(session: Any, seat: int, tier: str) -> Card:
    trump = session.trump
    hand = session.hands[seat]
    plain = [c for c in hand if suit_of(c) != trump] or list(hand)
    if tier == "expert":
        if session.talon_left() == 0:
            out = unseen(session, seat)
            safe = [c for c in plain if not any(beats(o, c, trump) for o in out)]
            if safe:
                return min(safe, key=lambda c: value(c, trump))
        # lead the rank held most often among the cheap ones: the throw-ins follow it
        return min(plain, key=lambda c: (-sum(rank_of(o) == rank_of(c) for o in plain), value(c, trump)))
    return min(plain, key=lambda c: value(c, trump))


# -- the exact endgame search (two players, talon gone) ----------------------------------------

def think(session: Any, seat: int) -> None:
    """Spend one frame's search budget on ``seat``'s endgame while it waits to move.

    Every position the search solves stays in the session's memo of exact values, so the
    work of the waiting frames carries over to the decision: the search is spread over
    frames and each frame stays inside its budget.
    """
    if session.tier(seat) == "expert" and session.talon_left() == 0 and not session.busy():
        _search_move(session, seat, THINK_NODES)


def _search_move(session: Any, seat: int, nodes: int = SEARCH_NODES) -> "tuple | None":
    """Return the best move of the two-player endgame by exact search, or None when it does not apply.

    With the talon gone and one opponent left, every card ``seat`` has not seen is in that
    opponent's hand, so the position is open. The search plays a bout as turns (the attacker
    leads; the defender beats the first open card, takes, or in perevodnoy passes the attack
    back; with nothing open the attacker adds or ends) and gives up, returning None, past its
    node budget, unless a move already found wins outright.
    """
    live = [s for s in range(len(session.seats)) if not session.out[s]]
    if len(live) != 2:
        return None
    other = live[0] if live[1] == seat else live[1]
    theirs = tuple(sorted(unseen(session, seat) + list(session.known[other])))
    mine = tuple(sorted(session.hands[seat]))
    if len(theirs) != len(session.hands[other]) or len(mine) + len(theirs) > SEARCH_CARDS:
        return None
    attacking = seat != session.defender
    att, dfn = (mine, theirs) if attacking else (theirs, mine)
    table = tuple((a, d) for a, d in session.table)
    open_slots = [k for k, (_, d) in enumerate(table) if d < 0]
    defender_to_move = bool(table) and bool(open_slots) and not session.taking
    if defender_to_move == attacking or (attacking and session.passed[seat]):
        return None
    search = _Search(session.trump, session.config.bout_limit, session.config.transfers, session.search_memo, nodes)
    best, pick = -2, None
    for move, child, flip in search.children((att, dfn, table, session.taking, session.cap)):
        score = search.value(*child)
        if score is None:
            return pick if best == 1 else None
        score = score if flip != attacking else -score     # ``seat``'s own value of the move
        if score > best:
            best, pick = score, move
            if best == 1:
                break
    return pick


class _Search:
    """Exact minimax over an open two-player Durak endgame; values are the attacker's (+1 win, 0 draw, -1 loss).

    The side to move stops at the first move that reaches the best value it could have (a win
    for the attacker, a loss of the attacker for the defender): what it returns is still exact.
    A position met again on the line being searched (passes back and takes can go round) counts
    as a draw for that line, and no value that leaned on such a repeat is kept in the memo, so
    the memo holds exact values only, valid all game.
    """

    def __init__(self, trump: int, limit: int, transfers: bool = False, memo: "dict[tuple, int] | None" = None,
                 nodes: int = SEARCH_NODES) -> None:
        self.trump = trump
        self.limit = limit
        self.transfers = transfers
        self.memo: dict[tuple, int] = {} if memo is None else memo   # exact values only: valid all game
        self.nodes = nodes
        self.line: dict[tuple, bool] = {}     # the positions on the line being searched (a lookup, never iterated)
        self.repeats = 0                      # how often a line came back to one of its own positions

    def children(self, position: tuple):
        """Yield each move of the side to move, cheapest card first, as (move, next position, flip).

        ``flip`` is True when the roles swap (the attack passed back, or a beaten bout), so the
        next position's attacker is this one's defender.
        """
        att, dfn, table, taking, cap = position
        trump = self.trump
        if not table:
            for c in sorted(att, key=lambda c: value(c, trump)):
                yield ("attack", c), (_without(att, c), dfn, ((c, -1),), False, min(self.limit, len(dfn))), False
            return
        open_slots = [k for k, (_, d) in enumerate(table) if d < 0]
        if open_slots and not taking:
            slot = open_slots[0]
            for c in sorted(dfn, key=lambda c: value(c, trump)):
                if beats(c, table[slot][0], trump):
                    pairs = tuple((a, c) if k == slot else (a, d) for k, (a, d) in enumerate(table))
                    yield ("defend", c, slot), (att, _without(dfn, c), pairs, False, cap), False
            size = len(table) + 1
            if self.transfers and len(open_slots) == len(table) and size <= self.limit and len(att) >= size:
                rank = rank_of(table[0][0])
                for c in sorted(dfn, key=lambda c: value(c, trump)):
                    if rank_of(c) == rank:       # passed back: the roles swap over the same table
                        yield ("transfer", c), (_without(dfn, c), att, table + ((c, -1),), False,
                                                min(self.limit, len(att))), True
            yield ("take",), (att, dfn, table, True, cap), False
            return
        ranks = [rank_of(x) for pair in table for x in pair if x >= 0]
        if len(table) < cap:
            for c in sorted(att, key=lambda c: value(c, trump)):
                if rank_of(c) in ranks:
                    yield ("attack", c), (_without(att, c), dfn, table + ((c, -1),), taking, cap), False
        if taking:      # a take keeps the roles; a beaten bout swaps them
            cards = tuple(sorted(dfn + tuple(x for pair in table for x in pair if x >= 0)))
            yield ("end",), (att, cards, (), False, 0), False
        else:
            yield ("end",), (dfn, att, (), False, 0), True

    def moves(self, att: tuple, dfn: tuple, table: tuple, taking: bool, cap: int) -> list[tuple[tuple, "int | None"]]:
        """Return each move of the side to move with its value for this position's attacker (no early stop)."""
        out: list[tuple[tuple, "int | None"]] = []
        for move, child, flip in self.children((att, dfn, table, taking, cap)):
            score = self.value(*child)
            out.append((move, None if score is None else (-score if flip else score)))
        return out

    def value(self, att: tuple, dfn: tuple, table: tuple, taking: bool, cap: int) -> "int | None":
        """Return the attacker's value of a position with best play by both, or None past the node budget."""
        if not table:
            if not att:
                return 0 if not dfn else 1      # the attacker went out: the other holds cards and is the durak
            if not dfn:
                return -1
        key = (att, dfn, table, taking, cap)
        known = self.memo.get(key)
        if known is not None:
            return known
        if key in self.line:
            self.repeats += 1
            return 0
        self.nodes -= 1
        if self.nodes < 0 or len(self.line) >= SEARCH_DEPTH:
            return None
        defending = bool(table) and any(d < 0 for _, d in table) and not taking
        goal = -1 if defending else 1            # the best the side to move can reach
        repeats = self.repeats
        self.line[key] = True
        best, gave_up = -goal, False
        for _, child, flip in self.children(key):
            score = self.value(*child)
            if score is None:
                gave_up = True
                break
            score = -score if flip else score
            best = min(best, score) if defending else max(best, score)
            if best == goal:
                break
        del self.line[key]
        if gave_up:
            return None
        if self.repeats == repeats:
            self.memo[key] = best
        return best


def _without(cards: tuple, card: Card) -> tuple:
    return tuple(c for c in cards if c != card)
