"""When a peer counts as gone: time without a packet from it, allowing for the link and for the judge.

A peer is judged silent by how long nothing has arrived from it, never by how many frames
it failed to play: a guest on a slow machine plays fewer frames (its pads come late, the
game waits or holds its last pad), yet its packets keep arriving and it keeps its seat.

Two allowances keep a slow machine from being taken for a silent one:

* the link's measured round trip: a link is allowed ``RTT_TIMES`` times the slowest of its
  last few round trips, if that is longer than the table's timeout (a peer whose machine is
  loaded answers pings late, so its round trip grows and its allowance with it);
* the judge's own stalls: the silence is counted in the judge's own frames, each counting at
  most ``STALL_MS``. When the judge's machine stalls for seconds, the packets that arrived
  meanwhile wait in its inbox; that gap is its own slowness, not the peer's silence.

The times come from outside (milliseconds handed in by the page); nothing here reads a clock.
"""

from __future__ import annotations

STALL_MS = 250      # a gap between two of the judge's own looks counts at most this much silence
RTT_TIMES = 6       # a link is allowed this many of its slowest recent round trips
RTT_KEPT = 8        # round trips remembered per link


class Silence:
    """The silence of each link, as its judge (a host, or a guest judging the host) counts it."""

    def __init__(self, links: "list[int]", now: int, timeout_ms: int) -> None:
        self.timeout_ms = timeout_ms
        self.last = now
        self.quiet = {link: 0 for link in links}          # ms without a packet, the judge's stalls capped
        self.trips: dict[int, list[int]] = {link: [] for link in links}

    def heard(self, link: int) -> None:
        """Note a packet from ``link``: its silence starts again from nothing."""
        if link in self.quiet:
            self.quiet[link] = 0

    def round_trip(self, link: int, ms: int) -> None:
        """Note a round trip measured on ``link`` (a pong answering this judge's ping)."""
        if link in self.trips:
            kept = self.trips[link]
            kept.append(max(0, ms))
            del kept[:-RTT_KEPT]

    def look(self, now: int) -> None:
        """Count the time since the judge's last look as silence of every link, at most ``STALL_MS`` of it."""
        passed = min(STALL_MS, max(0, now - self.last))
        self.last = max(self.last, now)
        for link in self.quiet:
            self.quiet[link] += passed

    def allowed(self, link: int) -> int:
        """Return how long ``link`` may stay silent: the timeout, or more on a slow link."""
        trips = self.trips.get(link) or [0]
        return max(self.timeout_ms, RTT_TIMES * max(trips))

    def silent(self, link: int) -> bool:
        """Return True once ``link`` has been silent longer than it is allowed."""
        return link in self.quiet and self.quiet[link] > self.allowed(link)

    def words(self, link: int) -> str:
        """Return, in words, how long ``link`` was silent and what it was allowed."""
        trips = self.trips.get(link) or []
        trip = f"round trip {max(trips)} ms" if trips else "no round trip measured"
        return f"nothing arrived for {_seconds(self.quiet.get(link, 0))} s, {trip}, {_seconds(self.allowed(link))} s allowed"

    def forget(self, link: int) -> None:
        """Stop judging ``link`` (it left, or its seat went to the AI)."""
        self.quiet.pop(link, None)
        self.trips.pop(link, None)


def _seconds(ms: int) -> str:
    """Return milliseconds as seconds to a tenth, rounded down ("3.1"), in whole-number arithmetic."""
    tenths = max(0, ms) // 100
    return f"{tenths // 10}.{tenths % 10}"
