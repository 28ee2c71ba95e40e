"""Captures by hand-worked positions: each side, strictly lower, elements, and the one-step chain."""

from __future__ import annotations

import pytest

from pycore.modes.card_duels.board import EAST, NORTH, SOUTH, WEST, Board, neighbour, side_at

from .helpers import card

# placing on the centre (4): its north faces cell 1, east cell 5, south cell 7, west cell 3
FACING_CELL = {NORTH: 1, EAST: 5, SOUTH: 7, WEST: 3}


def board_with(*cards_at: tuple[int, object, int], elements: "dict[int, str] | None" = None) -> Board:
    b = Board()
    for cell, c, owner in cards_at:
        b.cards[cell], b.owners[cell] = c, owner
    for cell, element in (elements or {}).items():
        b.elements[cell] = element
    return b


def test_neighbours_stop_at_the_edges():
    assert [neighbour(0, s) for s in range(4)] == [None, 1, 3, None]
    assert [neighbour(4, s) for s in range(4)] == [1, 5, 7, 3]
    assert [neighbour(8, s) for s in range(4)] == [5, None, None, 7]
    assert [neighbour(2, s) for s in range(4)] == [None, None, 5, 1]


@pytest.mark.parametrize("side", [NORTH, EAST, SOUTH, WEST])
def test_each_side_captures_the_card_it_faces_when_strictly_higher(side):
    sides = [1, 1, 1, 1]
    sides[side] = 6
    attacker = card("attacker", *sides)
    target_sides = [9, 9, 9, 9]
    target_sides[(side + 2) % 4] = 5          # the side facing the attacker
    target = card("target", *target_sides)
    b = board_with((FACING_CELL[side], target, 1))
    assert b.captures(attacker, 4, 0, chain=False) == [(FACING_CELL[side], 4)]
    b.lay(attacker, 4, 0, chain=False)
    assert b.owners[FACING_CELL[side]] == 0


@pytest.mark.parametrize("side", [NORTH, EAST, SOUTH, WEST])
def test_an_equal_or_higher_facing_side_holds(side):
    sides = [1, 1, 1, 1]
    sides[side] = 5
    attacker = card("attacker", *sides)
    for facing_value in (5, 6):
        target_sides = [1, 1, 1, 1]
        target_sides[(side + 2) % 4] = facing_value
        b = board_with((FACING_CELL[side], card("target", *target_sides), 1))
        assert b.captures(attacker, 4, 0, chain=False) == []


def test_only_the_facing_side_counts_not_the_others():
    # the target's north is 9 but it faces the attacker with its south 2
    b = board_with((1, card("target", 9, 9, 2, 9), 1))
    assert b.captures(card("attacker", 3, 1, 1, 1), 4, 0, chain=False) == [(1, 4)]


def test_own_cards_are_never_captured():
    b = board_with((1, card("friend", 1, 1, 1, 1), 0))
    assert b.captures(card("attacker", 9, 9, 9, 9), 4, 0, chain=False) == []


def test_one_placement_can_capture_on_all_four_sides():
    weak = card("weak", 1, 1, 1, 1)
    b = board_with((1, weak, 1), (5, weak, 1), (7, weak, 1), (3, weak, 1))
    b.lay(card("strong", 2, 2, 2, 2), 4, 0, chain=False)
    assert b.owners == [-1, 0, -1, 0, 0, 0, -1, 0, -1]


def test_element_match_plays_plus_one_on_every_side():
    fire = card("fire", 5, 5, 5, 5, element="fire")
    assert [side_at(fire, s, "fire") for s in range(4)] == [6, 6, 6, 6]
    assert [side_at(fire, s, "") for s in range(4)] == [5, 5, 5, 5]
    # a 5 on its own fire cell beats a facing 5: 6 > 5
    b = board_with((1, card("target", 5, 5, 5, 5), 1), elements={4: "fire"})
    assert b.captures(fire, 4, 0, chain=False) == [(1, 4)]


def test_element_mismatch_plays_minus_one_never_below_one():
    water = card("water", 5, 1, 2, 10, element="water")
    plain = card("plain", 5, 1, 2, 10)
    assert [side_at(water, s, "fire") for s in range(4)] == [4, 1, 1, 9]
    assert [side_at(plain, s, "fire") for s in range(4)] == [4, 1, 1, 9]
    # on a fire cell the 5 plays 4, which no longer beats a facing 4
    b = board_with((1, card("target", 4, 4, 4, 4), 1), elements={4: "fire"})
    assert b.captures(plain, 4, 0, chain=False) == []


def test_the_defenders_cell_element_counts_too():
    # the defender lies on a water cell without being water: its facing 5 plays 4
    b = board_with((1, card("target", 5, 5, 5, 5), 1), elements={1: "water"})
    assert b.captures(card("attacker", 5, 1, 1, 1), 4, 0, chain=False) == [(1, 4)]


def test_a_floored_side_still_loses_to_a_two():
    b = board_with((1, card("target", 1, 1, 1, 1), 1), elements={1: "wind"})
    assert b.captures(card("attacker", 2, 1, 1, 1), 4, 0, chain=False) == [(1, 4)]


def chain_row() -> Board:
    """Opponent cards in a row 0-1-2 and below 1: placing at 3 takes 0, whose east is strong."""
    return board_with(
        (0, card("hinge", 1, 8, 3, 1), 1),      # captured directly from below (its south 3)
        (1, card("next", 1, 1, 7, 2), 1),       # its west 2 loses to the hinge's east 8
        (2, card("far", 1, 1, 1, 1), 1),        # beaten by 'next', but the chain stops before it
        (4, card("under", 3, 1, 1, 1), 1),      # 'next' south 7 would beat it: still not reached
    )


def test_without_chain_only_the_direct_capture_flips():
    b = chain_row()
    assert b.lay(card("placed", 5, 1, 1, 1), 3, 0, chain=False) == [(0, 3)]
    assert b.owners[:5] == [0, 1, 1, 0, 1]


def test_chain_flips_the_captured_cards_weaker_neighbours_one_step_only():
    b = chain_row()
    # the placed card's east 1 ties 'under''s west 1, so 'under' is not taken directly either
    flips = b.lay(card("placed", 5, 1, 1, 1), 3, 0, chain=True)
    assert flips == [(0, 3), (1, 0)]
    assert b.owners[:5] == [0, 0, 1, 0, 1], "the chain stops after one step: 'far' and 'under' stay"


def test_chain_does_not_recapture_own_cards_or_the_placed_card():
    b = board_with((0, card("hinge", 1, 9, 3, 1), 1), (1, card("mine", 1, 1, 1, 1), 0))
    assert b.lay(card("placed", 5, 1, 1, 1), 3, 0, chain=True) == [(0, 3)]


def test_chain_uses_the_elements_of_the_captured_cards_cell():
    b = board_with((0, card("hinge", 1, 5, 3, 1), 1), (1, card("next", 1, 1, 1, 5), 1), elements={0: "earth"})
    # the hinge's east 5 plays 4 on its earth cell: no longer beats 'next' west 5
    assert b.lay(card("placed", 5, 1, 1, 1), 3, 0, chain=True) == [(0, 3)]
