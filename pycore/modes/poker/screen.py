"""Poker's screen (being written)."""
def screen(view, seat, stage):
    pass
