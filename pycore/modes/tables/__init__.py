"""Table games on the table kit: tic-tac-toe, checkers, nine men's morris, Crazy Eights, and packs' own."""

import ast

from pycore.kernel.mode import Lazy, ModeSpec, Netplay

from .config import parse

POINTER = [("Click", "a square or a card"), ("Up/Down/Left/Right", "move the pointer (as you see the board)"),
           ("Cross", "click where the pointer is"), ("Circle", "put a picked-up piece down")]
GAMES = {
    "tictactoe": {
        "goal": "Three of your marks in a row, across, down or diagonally, wins; a full board is a draw.",
        "rules": ["X moves first; the turn line at the top says which mark is yours and whose move it is.",
                  "The expert AI plays perfectly: against it the best you can do is a draw."],
    },
    "checkers": {
        "goal": "Take or block every piece of the other side: a player with no piece or no move loses.",
        "rules": ["Men move one square diagonally forward; Black moves first.",
                  "A capture jumps a piece next to you into the empty square beyond, and it is compulsory: when you "
                  "can capture, you must (any capture, not only the longest).",
                  "A capturing piece goes on jumping while it can; a man reaching the far row is crowned a king and "
                  "stops there.",
                  "Kings move and jump both ways. Forty moves each with no capture and no man moved is a draw."],
    },
    "morris": {
        "goal": "Leave the other side with two men, or with no move.",
        "rules": ["First each player lays nine men, one a turn, on free points; then men move along a line to a free "
                  "neighbouring point.",
                  "Three of your men in a line is a mill: closing one removes a man of the other side (not one in a "
                  "mill, unless all of them are).",
                  "Flying: a player down to three men may move one to any free point, not just a neighbouring one.",
                  "Fifty moves each without a man removed is a draw."],
    },
    "crazy_eights": {
        "goal": "Be the first to lay down every card of your hand.",
        "rules": ["Lay a card of the top card's rank or of the suit to follow; an eight may be laid at any time and "
                  "names the suit to follow.",
                  "A player who cannot lay draws from the stock until able; with the stock gone, a player who cannot "
                  "lay passes.",
                  "When neither can play, the smaller hand by points wins (an eight 50, a court card 10, an ace 1, the "
                  "rest their pips).",
                  "Your hand is yours alone: the other side sees only backs."],
    },
}


def howto(config: object) -> dict:
    """Return the how-to-play card of ``config``'s game: a built-in one's, or a rules file's own docstring."""
    rules = getattr(config, "rules", None)
    name = str(getattr(rules, "name", ""))
    card = GAMES.get(name.removesuffix(".py"))
    if card is None:
        try:
            doc = ast.get_docstring(ast.parse(str(getattr(rules, "source", "")))) or ""
        except SyntaxError:
            doc = ""
        lines = [line.strip() for line in doc.split("\n\n")[0].split("\n") if line.strip()]
        title = str(getattr(rules, "title", "") or "this game")
        card = {"goal": " ".join(lines) or f"Play {title} by its rules file: the turn line says whose move it is.",
                "rules": ["The rules file decides what is legal: a refused move says why."]}
    return {"goal": card["goal"], "controls": POINTER, "rules": card["rules"]}


MODE = ModeSpec(
    kind="tables",
    title="Table games",
    session=Lazy("pycore.modes.tables.rules:TablesSession"),
    parse=parse,
    screen=Lazy("pycore.modes.tables.screen:screen"),
    min_seats=2,
    max_seats=2,
    netplay=Netplay.LOCKSTEP,
    room="tables",
    tile=Lazy("pycore.modes.tables.tile:tile"),
    netplay_of=lambda config: config.netplay,
    frame_bound=Lazy("pycore.modes.tables.rules:frame_bound"),
    blurb="Board and card games written on the table kit: click a square, or point with the pad and press Cross.",
    howto=howto,
)
