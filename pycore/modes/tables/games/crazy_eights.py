"""Crazy Eights for two on the table kit, after Pagat's rules, with each hand seen only by its holder.

Seven cards each; the next card that is not an eight starts the discard pile (eights
above it stay in the stock). On your turn lay a card of the top card's rank or of the suit to
follow, or an eight at any time, naming the suit to follow. A player who cannot lay a card
draws from the stock until able; with the stock gone, a player who cannot lay passes. The
first to lay down every card wins; when neither can play, the smaller hand by penalty
points wins (an eight 50, a court card 10, an ace 1, the rest their pips).

A hand lies on two rows of ten places. A hand of more than twenty scrolls: eighteen cards lie
in the middle places, the cards before them stack on the first place and the cards after them
on the last, and clicking either stack (or Cross on it) turns the hand a page that way; a stack
hiding a card that fits is marked. A card just drawn is turned into view.
"""

from pycore.tabletop import DECK52, NOBODY, Board, Seat, Table, card_code

TITLE = "Crazy Eights"
HAND = 7
COLUMNS = 10
STOCK, PILE = (2, 3), (2, 5)
SUITS = "cdhs"
SUIT_MARKS = {"c": "\u2663", "d": "\u2666", "h": "\u2665", "s": "\u2660"}
SUIT_CELLS = ((3, 3), (3, 4), (3, 5), (3, 6))
HAND_ROWS = ((5, 4), (0, 1))          # each seat's hand rows, nearest first
PLACES = 2 * COLUMNS                  # the places of a hand; a longer hand scrolls
PAGE = PLACES - 2                     # the cards a scrolled hand shows between its two end stacks
PENALTY = {"8": 50, "K": 10, "Q": 10, "J": 10, "T": 10, "A": 1}
MARK = 0xC0FFD84A
LOG = 4                               # the lines of what happened the table keeps: data["log"], the newest last


def build():
    """Make the table and its rules."""
    table = Table(board=Board(6, COLUMNS, look="felt"), seats=[Seat(side="South"), Seat(side="North", turned=True)],
                  turn_seconds=45, title=TITLE, hidden=True)

    @table.on("start")
    def start():
        table.clear()
        deck = [card_code(c) for c in DECK52]
        table.rng.shuffle(deck)
        for code in deck:
            table.add_piece("card", STOCK, data={"card": code}, visible_to=NOBODY)
        for _ in range(HAND):
            for seat in range(2):
                draw(seat)
        top = next(p for p in reversed(table.pieces_at(STOCK)) if p.data["card"][0] != "8")
        top.show_only_to(None)
        top.move_to(PILE)
        table.data.update(suit=top.data["card"][1], choosing=0, passes=0)

    def draw(seat):
        card = table.piece_at(STOCK)
        card.show_only_to(seat)
        card.side = table.side_of(seat)
        if len(hand(table, seat)) > PLACES:     # turn the hand to its last page: the card drawn is in view
            scroll(seat, len(hand(table, seat)))
        arrange(seat, card)

    def scroll(seat, offset):
        if "scroll" not in table.data:          # only once a hand outgrows its places: a short game's save stays as it was
            table.data["scroll"] = [0, 0]
        shown = list(table.data["scroll"])
        shown[seat] = max(0, min(offset, len(hand(table, seat)) - PAGE))
        table.data["scroll"] = shown

    def arrange(seat, arriving=None):
        if "scroll" in table.data:              # a page left past the hand's end once cards are laid comes back
            scroll(seat, offset_of(table, seat))
        for p, cell in zip(in_order(table, seat), hand_cells(table, seat)):
            if p.cell != cell:
                p.move_to(cell, frames=10 if p is arriving else 0)

    @table.on("turn")
    def turn(seat):
        table.clear_highlight()
        table.highlight([p.cell for p in playable(table, seat) if p in reachable(table, seat)], seats=[seat],
                        color=MARK, style="frame")
        ends = [cell for cell, cards in end_stacks(table, seat) if any(c in playable(table, seat) for c in cards)]
        if ends:
            table.highlight(ends, seats=[seat], color=MARK, style="dot")

    @table.on("cell_click")
    def click(seat, cell):
        if table.data["choosing"]:
            if cell not in SUIT_CELLS:
                return "Name the suit to follow: click one of the four suits."
            table.data.update(suit=SUITS[SUIT_CELLS.index(cell)], choosing=0)
            tell(table, seat, f"names {name_suit(table.data['suit'])}")
            for p in list(table.pieces):
                if p.kind == "suit":
                    p.remove()
            return end_turn(seat)
        if cell == STOCK:
            if playable(table, seat):
                return "You can lay a card: draw only when none of yours fits."
            if table.piece_at(STOCK) is None:
                table.data["passes"] = table.data["passes"] + 1
                tell(table, seat, "passes")
                if table.data["passes"] >= 2:
                    return blocked()
                table.next_turn()
                return False
            draw(seat)
            tell(table, seat, "draws")
            turn(seat)
            return False
        for at, cards in end_stacks(table, seat):
            if cell == at and cards:            # a scrolled hand's end stack: turn the hand a page that way
                step = -PAGE if cards[0] is in_order(table, seat)[0] else PAGE
                scroll(seat, offset_of(table, seat) + step)
                arrange(seat)
                turn(seat)
                return False
        card = table.piece_at(cell)
        if card is None or card.side != table.side_of(seat) or card.cell == PILE:
            return "Lay a card from your hand on the pile, or draw from the stock."
        if card not in playable(table, seat):
            return f"Follow {name_suit(table.data['suit'])} or the rank of the top card, or lay an eight."
        card.show_only_to(None)
        card.side = ""
        card.move_to(PILE, path="hop")
        table.data["passes"] = 0
        tell(table, seat, f"lays {card_words(card.data['card'])}")
        arrange(seat)
        if not hand(table, seat):
            table.finish(seat, "out of cards")
            return False
        if card.data["card"][0] == "8":
            table.data["choosing"] = 1
            for suit, at in zip(SUITS, SUIT_CELLS):
                table.add_piece("suit", at, data={"label": SUIT_MARKS[suit]})
            table.clear_highlight()
            table.highlight(list(SUIT_CELLS), seats=[seat], color=MARK, style="frame")
            return False
        table.data["suit"] = card.data["card"][1]
        return end_turn(seat)

    def end_turn(seat):
        table.next_turn()
        return False

    def blocked():
        points = [penalty(table, k) for k in range(2)]
        if points[0] == points[1]:
            table.finish(None, "neither can play and the hands weigh the same")
        else:
            winner = 0 if points[0] < points[1] else 1
            table.finish(winner, f"neither can play: {points[winner]} penalty points against {points[1 - winner]}")
        return False

    @table.on("turn_timeout")
    def timeout(seat):
        table.finish(1 - seat, f"{table.side_of(seat)} ran out of time")

    return table


def hand(table, seat):
    """Return ``seat``'s cards (only its holder sees their faces)."""
    return [p for p in table.pieces if p.kind == "card" and p.side == table.side_of(seat)]


def in_order(table, seat):
    """Return ``seat``'s cards in the order they came to the table (by piece id), never by their faces:
    where a hidden card lies is public, so a hand sorted by suit would tell the other seat what it holds."""
    return sorted(hand(table, seat), key=lambda p: p.id)


def offset_of(table, seat):
    """Return how many of ``seat``'s cards lie on the first place's stack (0 unless the hand scrolls)."""
    return table.data["scroll"][seat] if "scroll" in table.data else 0


def hand_cells(table, seat):
    """Return the place of each of ``seat``'s cards, in :func:`in_order`'s order.

    Up to twenty cards fill the places from the first; a longer hand shows eighteen from its
    scroll offset on the middle places, the cards before them stacked on the first place and
    the cards after them on the last.
    """
    cells = [(row, c) for row in HAND_ROWS[seat] for c in range(COLUMNS)]
    n = len(hand(table, seat))
    if n <= PLACES:
        return cells[:n]
    offset = max(0, min(offset_of(table, seat), n - PAGE))
    return [cells[0] if i < offset else cells[-1] if i >= offset + PAGE else cells[1 + i - offset] for i in range(n)]


def end_stacks(table, seat):
    """Return a scrolled hand's two end stacks as (place, cards there): the cards before the page, and after it."""
    cells = [(row, c) for row in HAND_ROWS[seat] for c in range(COLUMNS)]
    if len(hand(table, seat)) <= PLACES:
        return []
    placed = list(zip(in_order(table, seat), hand_cells(table, seat)))
    return [(end, [p for p, cell in placed if cell == end]) for end in (cells[0], cells[-1])]


def reachable(table, seat):
    """Return ``seat``'s cards a click lays now: each alone on its place (a scrolled hand's end stacks turn it)."""
    stacked = [p for _, cards in end_stacks(table, seat) for p in cards]
    return [p for p in hand(table, seat) if p not in stacked and table.piece_at(p.cell) is p]


def fits(code, top, suit):
    """Return True if the card ``code`` may go on ``top`` with ``suit`` to follow."""
    return code[0] == "8" or code[1] == suit or code[0] == top[0]


def playable(table, seat):
    """Return ``seat``'s cards it may lay now: every card of its hand that fits, in view or not."""
    top = table.piece_at(PILE)
    if top is None or table.data.get("choosing"):
        return []
    return [p for p in hand(table, seat) if fits(p.data["card"], top.data["card"], table.data["suit"])]


def penalty(table, seat):
    """Return the penalty points of ``seat``'s hand."""
    return sum(PENALTY.get(p.data["card"][0], "23456789".find(p.data["card"][0]) + 2) for p in hand(table, seat))


def tell(table, seat, words):
    """Note what ``seat`` just did in the table's log, which the kit's panel shows: draws run together ("draws
    3"), and a drawn card is never named (only its holder sees it)."""
    log = [list(line) for line in table.data.get("log", [])]
    if words == "draws" and log and log[-1][0] == seat and log[-1][1].startswith("draws "):
        log[-1] = [seat, f"draws {int(log[-1][1].split()[1]) + 1}"]
    else:
        log.append([seat, "draws 1" if words == "draws" else words])
    table.data["log"] = log[-LOG:]


def card_words(code):
    """Return a card as the log writes it: "7\u2665", "10\u2660", "Q\u2663"."""
    return ("10" if code[0] == "T" else code[0]) + SUIT_MARKS[code[1]]


def name_suit(suit):
    """Return a suit's name."""
    return {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}[suit]


def moves(table, seat):
    """Return every legal click of ``seat``: a suit to name, a card to lay, or the stock."""
    if table.data.get("choosing"):
        return [[cell] for cell in SUIT_CELLS]
    cards = playable(table, seat)
    if not cards:
        return [[STOCK]]
    shown = [[p.cell] for p in cards if p in reachable(table, seat)]
    return shown or [[cell] for cell, stack in end_stacks(table, seat) if any(p in cards for p in stack)]


def choose(table, seat, tier):
    """Return ``seat``'s click, from its own hand and the face-up pile only.

    Novice at random; regular and expert keep eights for last and name their longest suit;
    expert also prefers a card that leaves the suit to follow one it holds most of.
    """
    legal = moves(table, seat)
    if tier == "novice" or len(legal) == 1:
        return table.rng.pick(legal)
    mine = [p.data["card"] for p in hand(table, seat)]
    counts = {s: sum(1 for c in mine if c[1] == s and c[0] != "8") for s in SUITS}
    if table.data.get("choosing"):
        best = max(SUITS, key=lambda s: counts[s])
        return [SUIT_CELLS[SUITS.index(best)]]
    if legal[0] != [STOCK] and table.piece_at(legal[0][0]) not in reachable(table, seat):
        return legal[0]      # every card that fits lies in an end stack: turn the hand to it

    def value(move):
        code = table.piece_at(move[0]).data["card"]
        keep = 0 if code[0] == "8" else 100
        lead = counts[code[1]] if tier == "expert" else 0
        return keep + lead + PENALTY.get(code[0], 0) // 10

    best = max(value(m) for m in legal)
    return table.rng.pick([m for m in legal if value(m) == best])
