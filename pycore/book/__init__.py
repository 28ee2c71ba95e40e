"""The card book: what a collectible card is, read from a pack's ``cards.toml``.

:mod:`.cards` holds the frozen book (cards, booster sets, dealers, reward rules, the starter),
:mod:`.sections` reads a whole ``cards.toml`` into it, and :mod:`.look` the colours a card is
drawn in. Modes may read the book; what a player owns and trades is :mod:`pycore.collection`.
"""
