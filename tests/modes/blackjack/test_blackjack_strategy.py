"""The basic strategy generated from the rules against the published charts for the same rules.

The charts are the Wizard of Odds' "4 to 8 decks" basic strategy charts
(wizardofodds.com/games/blackjack/strategy/4-decks/), one for a dealer who stands on soft 17
and one for a dealer who hits it, double after split allowed, no surrender; the surrender
cells are from the same charts' "surrender" rows. Rows read against a dealer 2..10 then ace;
the letter is the first choice: H hit, S stand, D double, P split, R surrender.
"""

from pycore.modes.blackjack.strategy import Terms, generate

UPS = (2, 3, 4, 5, 6, 7, 8, 9, 10, 1)

S17_HARD = {
    5: "HHHHHHHHHH", 6: "HHHHHHHHHH", 7: "HHHHHHHHHH", 8: "HHHHHHHHHH",
    9: "HDDDDHHHHH", 10: "DDDDDDDDHH", 11: "DDDDDDDDDH", 12: "HHSSSHHHHH",
    13: "SSSSSHHHHH", 14: "SSSSSHHHHH", 15: "SSSSSHHHHH", 16: "SSSSSHHHHH",
    17: "SSSSSSSSSS", 18: "SSSSSSSSSS", 19: "SSSSSSSSSS", 20: "SSSSSSSSSS",
}
S17_SOFT = {
    13: "HHHDDHHHHH", 14: "HHHDDHHHHH", 15: "HHDDDHHHHH", 16: "HHDDDHHHHH",
    17: "HDDDDHHHHH", 18: "SDDDDSSHHH", 19: "SSSSSSSSSS", 20: "SSSSSSSSSS",
}
S17_PAIRS = {
    1: "PPPPPPPPPP", 2: "PPPPPPHHHH", 3: "PPPPPPHHHH", 4: "HHHPPHHHHH", 5: "DDDDDDDDHH",
    6: "PPPPPHHHHH", 7: "PPPPPPHHHH", 8: "PPPPPPPPPP", 9: "PPPPPSPPSS", 10: "SSSSSSSSSS",
}
# hitting soft 17 changes three cells: 11 v A doubles, A,7 v 2 and A,8 v 6 double
H17_HARD = {**S17_HARD, 11: "DDDDDDDDDD"}
H17_SOFT = {**S17_SOFT, 18: "DDDDDSSHHH", 19: "SSSSDSSSSS"}
H17_PAIRS = S17_PAIRS


def rows(table):
    return {total: "".join(table[total][up] for up in UPS) for total in table}


def check(generated, published):
    diffs = [f"{total}: got {generated[total]}, chart {want}" for total, want in published.items()
             if generated[total] != want]
    assert not diffs, "\n".join(diffs)


def test_six_decks_s17_das_matches_the_published_chart():
    s = generate(Terms(decks=6, hits_soft_17=False, double_after_split=True))
    check(rows(s.hard), S17_HARD)
    check(rows(s.soft), S17_SOFT)
    check(rows(s.pairs), S17_PAIRS)


def test_six_decks_h17_das_matches_the_published_chart():
    s = generate(Terms(decks=6, hits_soft_17=True, double_after_split=True))
    check(rows(s.hard), H17_HARD)
    check(rows(s.soft), H17_SOFT)
    check(rows(s.pairs), H17_PAIRS)


def test_late_surrender_cells_match_the_charts():
    """S17: surrender 16 v 9, 10, A and 15 v 10. H17 adds 15 v A, 17 v A (Wizard of Odds, 4-8 decks)."""
    s17 = generate(Terms(hits_soft_17=False, surrender=True))
    h17 = generate(Terms(hits_soft_17=True, surrender=True))
    surrendered = lambda s: sorted((t, up) for t in s.hard for up in UPS if s.hard[t][up] == "R")  # noqa: E731
    assert surrendered(s17) == sorted([(15, 10), (16, 9), (16, 10), (16, 1)])
    assert surrendered(h17) == sorted([(15, 10), (15, 1), (16, 9), (16, 10), (16, 1), (17, 1)])
    assert h17.pairs[8][1] == "R" and s17.pairs[8][1] == "P"   # 8,8 v A: surrender when the dealer hits soft 17


def test_without_double_after_split_small_pairs_split_less():
    """No DAS (Wizard of Odds 4-8 decks): 2,2 and 3,3 split 4-7, 4,4 never, 6,6 3-6."""
    s = generate(Terms(double_after_split=False))
    got = rows(s.pairs)
    assert got[2] == "HHPPPPHHHH"
    assert got[3] == "HHPPPPHHHH"
    assert got[4] == "HHHHHHHHHH"
    assert got[6] == "HPPPPHHHHH"


def test_double_only_on_nine_to_eleven_leaves_soft_hands_undoubled():
    s = generate(Terms(double_on="9-11"))
    assert all(s.soft[t][up] != "D" for t in s.soft for up in UPS)
    assert s.hard[11][6] == "D"
