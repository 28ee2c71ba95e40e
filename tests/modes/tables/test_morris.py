"""Nine men's morris on the kit: placing, mills, the protected men, moving along lines, flying at three.

The rules as Pagat and the Mühle rules of the Deutscher Mühlespiel-Verband give them: a mill
takes one man not in a mill unless all are; with three men a player flies; two men lose.
"""

from pycore.modes.tables.loader import built_in

from tests.modes.tables.helpers import clicks, landed, lay, session

RULES = built_in("morris").namespace


def test_the_board_has_24_points_16_mills_and_32_lines():
    assert len(RULES["POINTS"]) == 24 and len(RULES["MILLS"]) == 16 and len(RULES["LINES"]) == 32
    degrees = sorted(len(RULES["neighbours"](p)) for p in RULES["POINTS"])
    assert degrees.count(2) == 12 and degrees.count(3) == 8 and degrees.count(4) == 4


def test_placing_closes_a_mill_and_the_mill_takes_a_man():
    s = session("morris")
    table = s.table
    assert clicks(s, 0, (0, 0)) == [None] and table.turn == 1
    clicks(s, 1, (6, 6))
    clicks(s, 0, (0, 3))
    clicks(s, 1, (6, 3))
    assert clicks(s, 0, (0, 6)) == [None]
    assert table.turn == 0 and table.data["remove"] == 1          # the mill's owner takes a man first
    assert clicks(s, 0, (1, 1)) == ["You closed a mill: take one of the other side's men."]
    assert clicks(s, 0, (6, 3)) == [None]
    assert table.piece_at((6, 3)) is None and table.turn == 1 and table.data["hand"] == [6, 7]


def test_a_man_in_a_mill_is_protected_unless_every_man_stands_in_one():
    s = session("morris")
    mill = [("man", c, "Black") for c in ((6, 0), (6, 3), (6, 6))]
    table = lay(s, [("man", (0, 0), "White"), ("man", (0, 3), "White"), ("man", (3, 6), "Black")] + mill,
                hand=[1, 0], remove=0, plies=0)
    assert clicks(s, 0, (0, 6)) == [None] and table.data["remove"] == 1
    assert clicks(s, 0, (6, 3)) == ["That man stands in a mill: take one that does not (unless all of them do)."]
    assert clicks(s, 0, (3, 6)) == [None]
    assert RULES["removable"](table, 1) == [(6, 0), (6, 3), (6, 6)]   # now all of Black's men stand in the mill


def test_moving_goes_along_a_line_to_a_free_neighbour():
    s = session("morris")
    lay(s, [("man", (0, 0), "White"), ("man", (3, 3 - 3), "White"), ("man", (1, 1), "White"), ("man", (5, 5), "White"),
            ("man", (6, 6), "Black"), ("man", (6, 3), "Black"), ("man", (5, 3), "Black"), ("man", (4, 4), "Black")],
        hand=[0, 0], remove=0, plies=0)
    assert clicks(s, 0, (0, 0), (6, 0)) == [None, "A man moves along a line to the free point next to it (it flies "
                                                  "only when three are left)."]
    assert clicks(s, 0, (0, 3)) == [None]
    assert s.table.piece_at((0, 3)).side == "White" and s.table.turn == 1


def test_with_three_men_a_player_flies_to_any_free_point():
    s = session("morris")
    table = lay(s, [("man", (0, 0), "White"), ("man", (3, 0), "White"), ("man", (1, 5), "White"),
                    ("man", (6, 6), "Black"), ("man", (6, 3), "Black"), ("man", (5, 3), "Black"), ("man", (4, 4), "Black")],
                hand=[0, 0], remove=0, plies=0)
    assert RULES["flying"](table, 0) and not RULES["flying"](table, 1)
    assert clicks(s, 0, (1, 5), (6, 0)) == [None, None]
    assert table.data["remove"] == 1                                # (0,0) (3,0) (6,0): a mill by flying
    clicks(s, 0, (4, 4))
    assert len(RULES["moves"](table, 1)) == sum(len(RULES["targets"](table, 1, p.cell)) for p in table.pieces
                                                 if p.side == "Black")


def test_down_to_two_men_loses():
    s = session("morris")
    table = lay(s, [("man", (0, 0), "White"), ("man", (0, 3), "White"), ("man", (3, 6), "White"), ("man", (2, 4), "White"),
                    ("man", (6, 6), "Black"), ("man", (6, 3), "Black"), ("man", (4, 4), "Black")],
                hand=[0, 0], remove=0, plies=0)
    assert clicks(s, 0, (3, 6), (0, 6)) == [None, None]
    assert clicks(s, 0, (6, 6)) == [None]
    assert landed(s).is_finished() and table.winner == 0 and table.reason == "Black is down to two men"


def test_placing_before_moving():
    s = session("morris")
    clicks(s, 0, (0, 0))
    clicks(s, 1, (6, 6))
    assert clicks(s, 0, (0, 0)) == ["That point is taken: lay your man on a free point."]
