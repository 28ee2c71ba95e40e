"""The card collection around the book, owned by the host: progress, boosters, dealers, rewards, the desk and trades.

No mode imports it: a mode that plays with a player's cards says so through
``ModeSpec.player_deck`` and the host hands it the deck.
"""
