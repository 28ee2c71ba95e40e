"""One conformance suite for every registered mode, with no per-mode code.

Every instance of the practice set and the sample pack is played under random pads (human
seats) and AI (the rest) over several seeds, and held to the session contract: no
exception, the end within the mode's frame bound, the same hash sequence on replay and a
different one for another seed, JSON-serialisable views and events, results exactly when
finished with well-formed placements, and no seat's secrets anywhere in what is exported
for another seat.

A table without a round limit (``rounds = 0``: it runs until the people at it leave) has a
frame bound only for AI seats alone, which leave by a rule of their own; the all-AI test plays
it as it is, held to that bound. With people at it (random pads, which never hold a key long
enough to cash out), it is played with ``rounds`` set to ``PEOPLE_ROUNDS``, and held to that
config's bound: the same session, cut where a person would get up.

Secrets by default: a hosted mode (hidden information) must declare what each seat may not
see (its own ``hidden_from``), and the leak check searches every string exported for a seat,
as substrings: the view's JSON text, every string of its screen (labels and hotspot actions)
and, for a hosted mode, the text its host sends that seat's guest.
"""

from __future__ import annotations

import dataclasses
import json
import re

import pytest

from pycore.host.replay import random_pads
from pycore.host.rounds import RoundDriver
from pycore.kernel.mode import Lazy, ModeSpec, Netplay
from pycore.kernel.session import Seat, Session
from pycore.modes.registry import MODES
from pycore.net.hosted import guest_view
from pycore.packs import load_pack, practice_pack
from pycore.prims import Stage

from tests.conftest import SAMPLE

VIEW_EVERY = 7
PEOPLE_ROUNDS = 12   # the rounds a no-limit table (rounds = 0) is played for with people at it
HASH_EVERY = 4  # a replay that parts keeps differing, so sampled hashes catch it a few frames late


def _instances(*packs):
    return [pytest.param(inst, id=f"{pack.id}:{inst.id}") for pack in packs for inst in pack.instances]


PACKS = (practice_pack(), load_pack(SAMPLE))
PRACTICE = _instances(PACKS[0])
EVERY = PRACTICE + _instances(PACKS[1])


def _pack_of(inst):
    """Return the pack ``inst`` came from (a session that cues rounds plays them from it)."""
    return next(pack for pack in PACKS if any(other is inst for other in pack.instances))


def _contains(tree, item) -> bool:
    if tree == item:
        return True
    if isinstance(tree, dict):
        return any(_contains(v, item) for v in tree.values()) or any(k == item for k in tree)
    if isinstance(tree, list):
        return any(_contains(v, item) for v in tree)
    return False


def _default_seats(inst):
    """Return the seats random pads play: two people where the table seats two or more (a hot seat), so the
    clocks run as where other people wait and every game ends; a person alone with AI seats is never hurried
    (tests/test_clocks.py), so random pads alone might never find a legal checkers move."""
    people = 2 if inst.config.seats >= 2 else 1
    return [Seat.human()] * people + [Seat.ai(("novice", "regular", "expert")[i % 3])
                                      for i in range(inst.config.seats - people)]


def config_for(inst, seats):
    """Return the config to play ``inst`` with ``seats``: its own, but a no-limit table (``rounds = 0``) with a
    person at it cut to ``PEOPLE_ROUNDS`` (no bound holds a person who never leaves; AI seats alone leave)."""
    config = inst.config
    if getattr(config, "rounds", None) == 0 and not all(seat.is_ai for seat in seats):
        return dataclasses.replace(config, rounds=PEOPLE_ROUNDS)
    return config


def play(inst, seed: int, seats, pads_seed: int, check_views: bool = True) -> tuple[list[int], object]:
    """Play one game to its end under random pads, checking the contract along the way.

    The host's round driver ticks it, so a session that cues rounds (a party night) plays them.
    """
    spec = inst.spec
    config = config_for(inst, seats)
    session = spec.session(config=config, seed=seed, seats=seats)
    driver = RoundDriver(_pack_of(inst), session)
    pads = random_pads(pads_seed, seats)
    bound = spec.frame_bound(config)
    hashes = [session.state_hash()]
    watch = LeakWatch()
    for frame in range(bound):
        if session.is_finished():
            break
        assert session.results() is None, f"results before the end, at frame {frame}"
        events = driver.tick(next(pads))
        json.dumps(events)
        assert all(isinstance(e, dict) and isinstance(e.get("kind"), str) for e in events), events
        if frame % HASH_EVERY == 0 or session.is_finished():
            hashes.append(session.state_hash())
        if check_views and (frame % VIEW_EVERY == 0 or session.is_finished()):
            _check_views(driver, spec, watch)
        elif check_views:
            for seat in range(len(seats)):
                secrets = secrets_of(driver, seat)
                if secrets:   # the history matters only while there is a secret to keep
                    watch.observe(seat, secrets, _strings(driver.view(seat)))
    assert session.is_finished(), f"{inst.id} did not finish within {bound} frames"
    _check_results(session)
    return hashes, session


def exported_for(driver: RoundDriver, spec: ModeSpec, seat: int) -> list[str]:
    """Return every string exported for ``seat`` now: those in its view, its screen's labels and
    hotspot actions, and (hosted) those in the text its host sends its guest."""
    stage = Stage(*spec.frame_stage)
    driver.draw(stage, seat, spec)
    # every string the frame exports: its own (labels, hotspot actions, picture names) and those
    # inside the pictures it defines (a card face's index)
    exported = json.loads(stage.export()[20 + 4 * _word_count(stage.export()):])
    out = _strings(driver.view(seat)) + exported
    if spec.model(driver.session.config) == Netplay.HOSTED:
        out += _strings(json.loads(guest_view(driver, seat)))
    return out


def _word_count(data: bytes) -> int:
    return int.from_bytes(data[16:20], "little")


def _strings(tree) -> list[str]:
    """Return every string in plain data, keys included."""
    if isinstance(tree, str):
        return [tree]
    if isinstance(tree, dict):
        return [k for k in tree if isinstance(k, str)] + [t for v in tree.values() for t in _strings(v)]
    if isinstance(tree, list):
        return [t for v in tree for t in _strings(v)]
    return []


def secrets_of(driver: RoundDriver, seat: int) -> list:
    """Return what ``seat`` may not see now: the cued round's secrets while one plays, else the session's."""
    if driver.round is None:
        return driver.session.hidden_from(seat)
    inner = driver.round_seat(seat)
    return driver.round.hidden_from(0 if inner is None else inner)   # a seat sitting out watches seat 0


def _names(secret: str, text: str) -> bool:
    """True if ``text`` holds ``secret`` as itself: anywhere but as the start of a longer word ("Th" is in
    "card52/Th" and "holds Th", not in "Throw in" or "The bout is over"; "Ad" is not in "Ada")."""
    return re.search(re.escape(secret) + r"(?![a-z])", text) is not None


class LeakWatch:
    """Finds a seat's secrets in what is exported for it: a string secret as a substring of any string.

    A string exported before the secret became one is history, not a leak: last hand's log line
    "River: 3c" may stand while this hand deals the three of clubs to another seat. A string
    first exported since (say "Player 2 holds 3c"), even on the frame of the deal, is a leak.
    :meth:`observe` runs every frame a seat has secrets, on its view's strings, so that
    history is exact.
    """

    def __init__(self) -> None:
        self.clock: dict[int, int] = {}                   # observations per seat
        self.first: dict[tuple[int, str], int] = {}       # (seat, string) -> when it was first exported
        self.since: dict[tuple[int, str], int] = {}       # (seat, secret) -> when it became one

    def observe(self, seat: int, secrets: list, strings: list[str]) -> None:
        """Note what ``seat`` is shown now and what it may not see now."""
        now = self.clock[seat] = self.clock.get(seat, 0) + 1
        for text in strings:
            self.first.setdefault((seat, text), now)
        live = {(seat, x) for x in secrets if isinstance(x, str)}
        for key in [k for k in self.since if k[0] == seat and k not in live]:
            del self.since[key]                           # no longer a secret: a later one starts afresh
        for key in live:
            self.since.setdefault(key, now)

    def leaks(self, seat: int, secrets: list, strings: list[str], view) -> list:
        """Return the secrets of ``seat`` found in ``strings`` (or, not strings, as values in ``view``)."""
        secrets = json.loads(json.dumps(secrets))
        self.observe(seat, secrets, strings)
        found = []
        for secret in secrets:
            if not isinstance(secret, str):
                if _contains(view, secret):
                    found.append(secret)
            elif any(_names(secret, text) and self.first[(seat, text)] >= self.since[(seat, secret)] for text in strings):
                found.append(secret)
        return found


def _check_views(driver: RoundDriver, spec: ModeSpec, watch: LeakWatch) -> None:
    session = driver.session
    json.dumps(session.view(None))
    for seat in range(len(session.seats)):
        view = json.loads(json.dumps(driver.view(seat)))
        found = watch.leaks(seat, secrets_of(driver, seat), exported_for(driver, spec, seat), view)
        assert not found, f"seat {seat} can see {found!r} at frame {session.frame}"


def _check_results(session) -> None:
    results = session.results()
    assert results is not None
    places = list(results.placements)
    assert len(places) == len(session.seats)
    for p in places:  # competition ranking: a place is one more than the seats strictly ahead
        assert p == 1 + sum(1 for q in places if q < p), places
    plain = json.loads(json.dumps(results.to_plain()))
    assert len(plain["rewards"]) == len(session.seats)


@pytest.mark.parametrize("inst", EVERY)
@pytest.mark.parametrize("seed", [1, 2])
def test_random_pads_play_to_the_end_and_replay_identically(inst, seed):
    seats = _default_seats(inst)
    first, _ = play(inst, seed, seats, pads_seed=seed * 31)
    again, _ = play(inst, seed, seats, pads_seed=seed * 31, check_views=False)
    assert first == again, f"replay diverged at frame {next(i for i, (a, b) in enumerate(zip(first, again)) if a != b)}"


@pytest.mark.parametrize("inst", EVERY)
def test_another_seed_diverges(inst):
    """Same seats and pads, seeds 1 and 2: the hash sequences part (checked until they do)."""
    seats = [Seat.human()] + [Seat.ai("expert")] * (inst.config.seats - 1)
    config = config_for(inst, seats)
    one, two = (inst.spec.session(config=config, seed=seed, seats=seats) for seed in (1, 2))
    pads = random_pads(5, seats)
    for _ in range(inst.spec.frame_bound(config)):
        if one.state_hash() != two.state_hash():
            return
        if one.is_finished() and two.is_finished():
            break
        words = next(pads)
        one.tick(words)
        two.tick(words)
    pytest.fail("seeds 1 and 2 gave the same hash sequence")


@pytest.mark.parametrize("inst", PRACTICE)
def test_all_ai_tables_finish(inst):
    """AI seats alone finish every practice table within its own config's bound, a no-limit table too."""
    spec = inst.spec
    for n in sorted({spec.min_seats, inst.config.seats, spec.max_seats}):
        seats = [Seat.ai(("expert", "novice", "regular")[i % 3]) for i in range(n)]
        play(inst, 3, seats, pads_seed=3)


def undeclared_secrets(specs) -> list[str]:
    """Return the hosted modes whose session does not declare what each seat may not see."""
    return [spec.kind for spec in specs
            if spec.netplay == Netplay.HOSTED and session_class(spec).hidden_from is Session.hidden_from]


def session_class(spec):
    """Return the class a spec opens games with, importing it if the spec names it lazily."""
    return spec.session.target if isinstance(spec.session, Lazy) else spec.session


def test_every_hosted_mode_declares_what_each_seat_may_not_see():
    assert undeclared_secrets(MODES.values()) == []
    hosted = [spec for spec in MODES.values() if spec.netplay == Netplay.HOSTED]
    assert hosted, "no hosted mode to hold to it"
    careless_class = type("Careless", (session_class(hosted[0]),), {"hidden_from": Session.hidden_from})
    careless = dataclasses.replace(hosted[0], kind="careless", session=careless_class)
    assert undeclared_secrets([careless]) == ["careless"]          # the check can fail


def test_the_leak_check_finds_a_secret_inside_a_longer_string():
    """A hole card in a log line, a label or a hotspot is a leak, not only a card in its own field;
    a line from before the card was dealt (last hand's river) is not."""
    watch = LeakWatch()
    view = {"log": ["River: 3c"], "cards": []}
    assert watch.leaks(1, [], _strings(view), view) == []
    watch.observe(1, [], _strings(view))
    later = {"log": ["River: 3c", "Player 2 shows Ah Kd"], "at": [3, 4]}
    exported = _strings(later) + ["Raise to 40", '{"card":"Qs","do":"pick"}']
    assert watch.leaks(1, ["3c", "Ah", "Qs", "Jd", [3, 4], [5, 6]], exported, later) == ["Ah", "Qs", [3, 4]]
    assert watch.leaks(1, ["3c"], _strings(later) + ["You hold 3c"], later) == ["3c"]
    assert watch.leaks(0, ["Ah"], ["Player 2 shows Ah Kd"], {}) == ["Ah"]    # each seat keeps its own history


def test_every_mode_has_a_practice_instance():
    kinds = {inst.kind for inst in practice_pack().instances}
    missing = [kind for kind in MODES if kind not in kinds]
    assert not missing, f"modes missing from the practice set: {missing}"


def test_the_leak_watch_finds_a_card_code_itself_not_a_word_it_begins():
    assert _names("Th", "card52/Th") and _names("Th", "Bea holds Th") and _names("7s", "Kd7s")
    assert not _names("Th", "Throw in a rank") and not _names("Ad", "Ada takes") and not _names("Th", "The end")
