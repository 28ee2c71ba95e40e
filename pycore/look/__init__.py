"""Presentation, shared by every screen and read by no rule: how the parlour looks, moves and sounds.

* :mod:`.style`: the palette, the type scale and spacing (one visual language);
* :mod:`.ui`: panels, buttons, key caps and the hint line, plates, meters, the turn clock, banners, toasts;
* :mod:`.motion`: tweens, flips, counters and sparks on the screen's own frame clock, in integers;
* :mod:`.chips`: casino chips and stacks as stamped pictures;
* :mod:`.keys`: the names of the player's own buttons, for the hints.

Nothing here enters a session, its view or its hash; a screen reads a view and draws with these.
"""
