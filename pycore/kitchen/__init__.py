"""The kitchen table: a free-form table for collectible card games that keeps the cards, not the rules.

Every action is an intent a host resolves into an event (randomness decided into it), and
``apply(game, event)`` is the one total door that changes a game. The rooms inside:
``decks`` (card data, decklists, construction checks), ``game`` (the model, formats,
fingerprints), ``catalogue`` (the tagged, versioned kinds), ``rules`` (apply and the
permissions), ``resolve`` (intents into events), ``view`` (what each viewer may see,
patches) and ``table`` (the host's log, photos, undo, redo, replay, encounters, summary).
"""
