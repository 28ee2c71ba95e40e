"""Decks, construction checks, formats and variants, teams, deaths, encounters and the summary."""

from __future__ import annotations

import pytest

from pycore.kitchen import decks
from pycore.kitchen.game import new_game, opponents
from pycore.kitchen.rules import reports
from pycore.kitchen.table import Encounter, Table

from .helpers import BURN, DATA, GOBLINS, STOMPY, config, ids, table


def test_decklist_sections_counts_comments_and_set_codes():
    deck = decks.parse_decklist("# my deck\n4 Lightning Bolt\n2x Shock\nOpt (XLN) 65\n// a comment\n\n"
                                "Commander:\n1 Krenko, Mob Boss\nSideboard\n3 Pyroblast\n// Maybeboard:\nShivan Dragon\n"
                                "Tokens\nGoblin\n2 Shock\n")
    assert deck["main"] == [[4, "Lightning Bolt"], [2, "Shock"], [1, "Opt"]]
    assert deck["commander"] == [[1, "Krenko, Mob Boss"]] and deck["sideboard"] == [[3, "Pyroblast"]]
    assert deck["maybeboard"] == [[1, "Shivan Dragon"]] and deck["tokens"] == [[1, "Goblin"], [2, "Shock"]]


@pytest.mark.parametrize("text, words", [("0 Shock\n", "1 to 250"), ("999 Shock\n", "1 to 250")])
def test_decklist_errors_name_the_line(text, words):
    with pytest.raises(decks.DeckError, match=words):
        decks.parse_decklist(text)


@pytest.mark.parametrize("text", ['{"name": "x"}', "[1]", '[{"name": "A", "mv": -1}]', '[{"name": "A", "colours": ["P"]}]',
                                  '[{"name": "A", "flavour": "x"}]', '[{"name": "A"}, {"name": "A"}]', "not json"])
def test_card_data_errors(text):
    with pytest.raises(decks.DeckError):
        decks.parse_card_data(text)


def test_a_card_missing_from_the_data_plays_as_a_name_only_card():
    t = Table(config(1, fmt="free", players=[{"name": "A", "deck": "60 Mystery Card\n"}]), DATA)
    assert t.game["book"]["Mystery Card"] == decks.name_only("Mystery Card")


def problems(text, fmt):
    return decks.check(decks.parse_decklist(text), fmt, DATA)


def test_the_sample_decks_are_legal():
    assert problems(GOBLINS, "commander") == []
    assert problems(BURN, "constructed") == [] and problems(STOMPY, "constructed") == []


def test_commander_checks_block_size_commanders_and_copies_and_warn_identity_and_eligibility():
    assert problems(GOBLINS.replace("65 Mountain", "64 Mountain"), "commander") == [
        {"level": "block", "text": "A Commander deck holds exactly 100 cards with its commander, not 99."}]
    no_cmd = GOBLINS.replace("Commander\n1 Krenko, Mob Boss\n", "").replace("65 Mountain", "66 Mountain")
    assert {"level": "block", "text": "A Commander deck needs a commander."} in problems(no_cmd, "commander")
    three = GOBLINS.replace("1 Krenko, Mob Boss\n", "1 Krenko, Mob Boss\n1 Lightning Bolt\n1 Shock\n")
    assert any("at most 2 commanders" in p["text"] for p in problems(three, "commander"))
    twice = GOBLINS.replace("65 Mountain", "64 Mountain\n1 Sol Ring")
    assert {"level": "block", "text": "Sol Ring: 2 copies in a singleton deck."} in problems(twice, "commander")
    green = GOBLINS.replace("65 Mountain", "64 Mountain\n1 Giant Growth")
    found = problems(green, "commander")
    assert {"level": "warn", "text": "Giant Growth is outside the commander's colour identity (G)."} in found
    odd = GOBLINS.replace("1 Shivan Dragon\n", "1 SWAP\n").replace("1 Krenko, Mob Boss\n", "1 Shivan Dragon\n")
    odd = odd.replace("1 SWAP\n", "1 Krenko, Mob Boss\n")              # a dragon that is not legendary leads
    assert [p["level"] for p in problems(odd, "commander")] == ["warn"]


def test_constructed_and_limited_checks():
    assert problems(BURN.replace("20 Mountain", "19 Mountain"), "constructed")[0]["level"] == "block"
    five = BURN.replace("4 Shock", "5 Shock").replace("20 Mountain", "19 Mountain")
    assert {"level": "block", "text": "Shock: 5 copies; a Constructed deck and its sideboard hold at most 4."} in problems(five, "constructed")
    assert problems("40 Forest\n", "limited") == [] and problems("39 Forest\n", "limited")[0]["level"] == "block"
    assert problems("1 Forest\n", "free") == []
    big_side = BURN + "\n".join(f"1 {n}" for n in ("Naturalize", "Plummet", "Rancor", "Tarmogoyf", "Sol Ring", "Mind Stone",
                                                    "Shivan Dragon", "Goblin Lackey", "Goblin Matron", "Goblin Warchief",
                                                    "Chaos Warp", "Skirk Prospector")) + "\n"
    assert [p["level"] for p in problems(big_side, "constructed")] == ["warn"]


def test_a_blocked_deck_is_not_dealt():
    with pytest.raises(ValueError, match="cannot be dealt"):
        new_game(config(2, players=[{"deck": "10 Forest\n"}, {"deck": BURN}]), DATA)


def test_formats_set_life_and_the_first_draw():
    assert [p["life"] for p in table(2, fmt="commander", keep=False).game["players"]] == [40, 40]
    two = table(2, keep=False).game
    assert [p["life"] for p in two["players"]] == [20, 20] and not two["options"]["first_player_draws"]
    assert table(3, keep=False).game["options"]["first_player_draws"]
    opts = two["options"]
    assert all(opts["helpers"].values()) and not opts["touch_all"]


def test_two_headed_giant_shares_30_life_per_team():
    t = table(4, variant="two_headed_giant")
    assert [tm["seats"] for tm in t.game["teams"]] == [[0, 1], [2, 3]] and t.game["teams"][0]["life"] == 30
    t.intent(2, {"kind": "life", "seat": 1, "delta": -30})
    assert t.game["teams"][0]["life"] == 0
    assert reports(t.game) == [{"seat": 0, "reason": "life"}, {"seat": 1, "reason": "life"}]
    assert opponents(t.game, 0) == [2, 3]
    assert t.view(1)["zones"]["0"]["hand"] == ids(t, 0, "hand")      # a teammate sees the hand


def test_archenemy_and_planechase():
    arch = table(3, variant="archenemy", players=[
        {"deck": BURN + "Schemes\n2 Mountain\n"}, {"deck": STOMPY}, {"deck": STOMPY}])
    assert [p["life"] for p in arch.game["players"]] == [40, 20, 20] and len(ids(arch, 0, "schemes")) == 2
    assert arch.view(1)["zones"]["0"]["schemes"] == {"count": 2, "known": []}
    plane = table(2, variant="planechase", players=[{"deck": BURN + "Planes\n2 Forest\n"}, {"deck": STOMPY}])
    assert len(plane.game["zones"]["shared"]["planes"]) == 2
    assert plane.intent(1, {"kind": "planeswalk"})[0]["kind"] == "planeswalk"
    first = plane.game["zones"]["shared"]["plane"]
    assert len(first) == 1 and plane.view(1)["cards"][str(first[0])]["name"] == "Forest"
    plane.intent(0, {"kind": "planeswalk"})
    back = plane.game["zones"]["shared"]["planes"][-1]      # the old plane goes under the planar deck, as a new id
    assert plane.game["cards"][str(back)]["name"] == "Forest" and str(first[0]) not in plane.game["cards"]


def test_teams_and_friendly_fire_decide_opponents():
    t = table(4, teams=[[0, 2], [1, 3]])
    assert opponents(t.game, 0) == [1, 3]
    ff = table(4, teams=[[0, 2], [1, 3]], options={"friendly_fire": True})
    assert opponents(ff.game, 0) == [1, 2, 3]
    t.intent(0, {"kind": "eliminate", "seat": 1, "reason": "life"})
    assert opponents(t.game, 0) == [3]
    team_view = table(4, teams=[[0, 2], [1, 3]], options={"hide_team_hands": True}).view(2)
    assert isinstance(team_view["zones"]["0"]["hand"], dict)


def test_deaths_are_reported_and_a_person_confirms_them():
    t = table(3, fmt="commander")
    t.intent(1, {"kind": "life", "seat": 0, "delta": -40})
    t.intent(0, {"kind": "poison", "seat": 1, "delta": 10})
    cmd = t.game["zones"]["0"]["command"][0]
    for _ in range(3):
        t.intent(0, {"kind": "commander_damage", "seat": 2, "commander": cmd, "delta": 7})
    assert reports(t.game) == [{"seat": 0, "reason": "life"}, {"seat": 1, "reason": "poison"},
                               {"seat": 2, "reason": "commander damage"}]
    assert not any(p["out"] for p in t.game["players"])              # nobody is out until confirmed
    assert t.intent(1, {"kind": "eliminate", "seat": 0, "reason": "life"})[0]["kind"] == "eliminate"
    assert t.game["players"][0]["out"] and t.game["turn"]["active"] == 1    # the turn moved on


def test_turns_skip_the_eliminated_and_the_round_rises_past_the_first_seat():
    t = table(4)
    t.intent(0, {"kind": "eliminate", "seat": 2, "reason": "life"})
    seen = []
    for _ in range(4):
        seat = t.game["turn"]["active"]
        t.intent(seat, {"kind": "pass"})
        seen.append((t.game["turn"]["active"], t.game["turn"]["round"]))
    assert seen == [(1, 1), (3, 1), (0, 2), (1, 2)]
    t.intent(0, {"kind": "eliminate", "seat": 0, "reason": "life"})
    t.intent(1, {"kind": "pass"})
    assert t.game["turn"]["active"] == 3
    t.intent(3, {"kind": "pass"})
    assert t.game["turn"] == dict(t.game["turn"], active=1, round=3)   # past the first player's empty seat


def test_summary_ranks_the_last_to_fall_best_and_shares_places():
    t = table(4)
    t.intent(0, {"kind": "eliminate", "seat": 3, "reason": "life"})
    t.intent(1, {"kind": "concede"})
    t.intent(0, {"kind": "eliminate", "seat": 2, "reason": "poison"})
    assert t.game["end"] == {"winners": [0], "at": t.game["seq"]}
    assert t.summary()["places"] == [1, 3, 2, 4]
    assert t.view("all")["cards"]                                    # the whole table once it is over
    teams = table(4, teams=[[0, 2], [1, 3]])
    teams.intent(0, {"kind": "eliminate", "seat": 1, "reason": "life"})
    teams.intent(0, {"kind": "eliminate", "seat": 3, "reason": "life"})
    assert teams.summary()["places"] == [1, 2, 1, 2] and teams.game["end"]["winners"] == [0, 2]


def test_the_whole_table_is_not_shown_while_the_game_runs():
    from pycore.kitchen.game import Refusal
    with pytest.raises(Refusal):
        table(2).view("all")


def test_an_encounter_best_of_three_the_loser_starts_and_swaps_are_checked_first():
    enc = Encounter(config(2), DATA, best_of=3)
    enc.record([0], [1])
    assert enc.next_config(5)["first"] == 1 and enc.winner() is None
    with pytest.raises(ValueError, match="no Plummet"):
        enc.swap([{"seat": 0, "out": ["Shock"], "in": ["Smash to Smithereens"]}, {"seat": 1, "out": ["Forest"], "in": ["Plummet", "Plummet", "Plummet"]}])
    assert decks.count(enc.decks[0], "sideboard") == 4                 # nothing moved, not even seat 0's swap
    with pytest.raises(ValueError, match="cannot be dealt"):
        enc.swap([{"seat": 0, "out": ["Shock"], "in": []}])
    enc.swap([{"seat": 0, "out": ["Shock", "Shock"], "in": ["Smash to Smithereens", "Pyroblast"]}])
    cfg = enc.next_config(5)
    game = Table(cfg, DATA).game
    names = [c["name"] for c in game["cards"].values() if c["owner"] == 0 and c["zone"] != "sideboard"]
    assert names.count("Shock") == 2 and names.count("Pyroblast") == 1 and game["turn"]["active"] == 1
    enc.record([0], [1])
    assert enc.winner() == 0
    with pytest.raises(ValueError):
        enc.record([1], [0])
    assert Encounter(config(2), DATA, best_of=1).needed() == 1 and Encounter(config(2), DATA, best_of=5).needed() == 3
    with pytest.raises(ValueError):
        Encounter(config(2), DATA, best_of=2)
