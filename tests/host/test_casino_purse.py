"""Stakes from the purse: a casino bet leaves the profile when placed, is settled once, and comes back if unsettled.

The rule (``pycore.host.profile``): a placed bet moves from the purse into ``held`` at once
and the page is told to save; the round's settlement takes it out of ``held`` and pays what
it won; whatever is still held when the save is next loaded, or when the player leaves the
table mid-round, goes back to the purse.
"""

import json

from pycore.host import profile as profiles
from pycore.host.arcade import Arcade
from pycore.kernel.session import Seat
from pycore.packs import practice_pack


def arcade_with(coins: int, instance: str = "practice-blackjack") -> Arcade:
    a = Arcade(practice_pack(), seed=3)
    a.profile["coins"] = coins
    assert a.enter(instance, seats=[Seat.human()], seed=5) is None
    return a


def test_a_bet_leaves_the_purse_when_placed_and_is_saved():
    a = arcade_with(100)
    events = a.tick([0], [{"do": "bet", "amount": 20}])
    assert a.profile["coins"] == 80 and a.profile["held"] == {"coins": 20}
    assert {"kind": "save"} in events


def test_a_round_settles_once_and_empties_held():
    a = arcade_with(100)
    a.tick([0], [{"do": "bet", "amount": 20}])
    settles = 0
    for _ in range(2000):
        session = a.session
        if session is None or session.phase == "betting" and not session.hands[0] and session.rounds_played:
            break
        acts = [{"do": "act", "action": "stand"}] if session.phase == "playing" and session.to_act == 0 else []
        if session.phase == "insurance" and session.to_act == 0:
            acts = [{"do": "insure", "take": False}]
        events = a.tick([0], acts)
        settles += sum(1 for e in events if e["kind"] == "settle" and e["seat"] == 0)
    assert settles == 1
    assert a.profile["held"] == {}
    assert a.profile["coins"] == 80 + a.session.paid[0] if a.session else True
    assert a.profile["coins"] == a.session.purse[0]


def test_an_unsettled_bet_comes_back_on_the_next_load():
    a = arcade_with(100)
    a.tick([0], [{"do": "bet", "amount": 30}])
    saved = profiles.dumps(a.profile)          # the page saves here; then the tab closes
    profile, repairs = profiles.loads(saved)
    assert profile["coins"] == 100 and profile["held"] == {}
    assert "30 coins from an unfinished round came back to the purse" in repairs


def test_a_settled_round_is_not_paid_again_on_load():
    a = arcade_with(100)
    a.tick([0], [{"do": "bet", "amount": 30}])
    for _ in range(3000):
        if a.session.phase == "settled":
            break
        acts = []
        if a.session.to_act == 0:
            acts = [{"do": "insure", "take": False}] if a.session.phase == "insurance" else [{"do": "act", "action": "stand"}]
        a.tick([0], acts)
    coins = a.profile["coins"]
    profile, repairs = profiles.loads(profiles.dumps(a.profile))
    assert profile["coins"] == coins and not repairs


def test_leaving_mid_round_returns_the_stake():
    a = arcade_with(100, "practice-roulette")
    a.tick([0], [{"do": "place", "spot": 0, "amount": 25}])
    assert a.profile["coins"] == 75 and a.profile["held"] == {"coins": 25}
    a.leave()
    assert a.profile["coins"] == 100 and a.profile["held"] == {}


def test_an_undone_chip_comes_back_at_once():
    a = arcade_with(100, "practice-roulette")
    a.tick([0], [{"do": "place", "spot": 0, "amount": 25}])
    a.tick([0], [{"do": "undo"}])
    assert a.profile["coins"] == 100 and a.profile["held"] == {}


def test_an_empty_purse_is_told_so():
    a = arcade_with(5)
    assert a.session.can_bet(0, 10) == "The table is closed."
    a.tick([0])
    assert a.profile["coins"] == 5
    assert "Your purse holds 5 coins; the minimum bet is 10." in a.results.detail
    b = arcade_with(15)
    assert b.session.can_bet(0, 20) == "Your purse holds 15 coins; a bet of 20 needs 5 more."


def test_a_damaged_held_field_is_repaired():
    raw = json.loads(profiles.dumps(profiles.new_profile("practice")))
    raw["held"] = {"coins": -4, "gold": "x"}
    profile, repairs = profiles.normalize(raw)
    assert profile["held"] == {} and profile["coins"] == 0 and len(repairs) == 2


def _spot(a, key):
    return next(k for k, spot in enumerate(a.session.spots) if spot.key == key)


def test_an_undone_chip_s_settle_handed_in_again_while_other_chips_are_held_pays_once():
    """Issue 29: purse 100; 25 on red, 5 on black, undo the 5: the purse holds 75 and 25 is held. The same
    settle handed to the profile again (a replay, a resend) must not pay again (it paid: 80 coins, 20 held)."""
    a = arcade_with(100, "practice-roulette")
    a.tick([0], [{"do": "place", "spot": _spot(a, "red"), "amount": 25}])
    a.tick([0], [{"do": "place", "spot": _spot(a, "black"), "amount": 5}])
    events = a.tick([0], [{"do": "undo"}])
    settle = next(e for e in events if e["kind"] == "settle")
    assert isinstance(settle["id"], str) and (a.profile["coins"], a.profile["held"]) == (75, {"coins": 25})
    a._take_stakes([dict(settle)])
    assert (a.profile["coins"], a.profile["held"]) == (75, {"coins": 25})


def test_a_spin_s_settle_replayed_while_the_next_spin_s_chip_is_held_pays_nothing_more():
    a = arcade_with(100, "practice-roulette")
    a.tick([0], [{"do": "place", "spot": _spot(a, "red"), "amount": 25}])
    a.tick([0], [{"do": "done"}])
    settle = None
    for _ in range(2000):
        events = a.tick([0])
        settle = settle or next((e for e in events if e["kind"] == "settle" and e["seat"] == 0), None)
        if settle is not None and a.session.phase == "betting":
            break
    assert settle is not None and a.session.phase == "betting"
    a.tick([0], [{"do": "place", "spot": _spot(a, "red"), "amount": 5}])
    coins, held = a.profile["coins"], dict(a.profile["held"])
    assert held == {"coins": 5} and coins == a.session.purse[0]
    a._take_stakes([dict(settle)])
    assert (a.profile["coins"], a.profile["held"]) == (coins, held)


def test_every_stake_and_settle_of_a_session_carries_an_id_of_its_own():
    a = arcade_with(1000, "practice-roulette")
    ids = []
    for spot in ("red", "black", "odd"):
        ids += [e["id"] for e in a.tick([0], [{"do": "place", "spot": _spot(a, spot), "amount": 5}])
                if e["kind"] in ("stake", "settle")]
    ids += [e["id"] for e in a.tick([0], [{"do": "undo"}, {"do": "undo"}]) if e["kind"] == "settle"]
    assert len(ids) == 5 == len(dict.fromkeys(ids))


# -- the ledger's law: any stakes and settles, repeated, shuffled and replayed, move coins by what settled ---

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402


@st.composite
def _deliveries(draw):
    """Return a purse, a game's stakes and settles (each settle releasing coins staked before it), and the
    order a profile is handed them in: some duplicated, the lot shuffled, a tail replayed."""
    purse = draw(st.integers(0, 500))
    entries, open_ = [], 0
    for n in range(draw(st.integers(0, 14))):
        if open_ and draw(st.booleans()):
            staked = draw(st.integers(1, open_))
            entries.append({"kind": "settle", "id": f"{n}.1", "stake": staked, "paid": draw(st.integers(0, 3 * staked))})
            open_ -= staked
        else:
            amount = draw(st.integers(1, 60))
            entries.append({"kind": "stake", "id": f"{n}.0", "amount": amount})
            open_ += amount
    handed = list(entries) + draw(st.lists(st.sampled_from(entries), max_size=6)) if entries else []
    handed = draw(st.permutations(handed)) if draw(st.booleans()) else handed
    return purse, entries, handed + handed[draw(st.integers(0, len(handed))):]


@settings(max_examples=300, deadline=None)
@given(_deliveries())
def test_stakes_and_settles_duplicated_reordered_and_replayed_conserve_coins(case):
    """Purse + held moves by exactly paid - stake of each distinct settle, however often or in whatever order
    the profile is handed them; leaving the table then returns what is held, and each settle paid once."""
    purse, entries, handed = case
    profile, ledger = profiles.new_profile(), []
    profile["coins"] = purse
    for e in handed:
        if e["kind"] == "stake":
            profiles.stake(profile, "coins", e["amount"], entry_id=e["id"], ledger=ledger)
        else:
            profiles.release(profile, "coins", e["stake"], e["paid"], entry_id=e["id"], ledger=ledger)
    settled = sum(e["paid"] - e["stake"] for e in entries if e["kind"] == "settle")
    assert profile["coins"] + profile["held"].get("coins", 0) == purse + settled
    assert len(ledger) <= len(entries)
    profiles.end_unsettled(profile)
    assert profile["coins"] == max(0, purse + settled) and profile["held"] == {}
