"""Leaving a no-limit casino table (pycore/kernel/leaving.py): the Select hold and the close."""

from pycore.kernel.leaving import HOLD_FRAMES, everyone_gone, held_long_enough


def test_a_hold_cashes_out_once_on_its_last_frame_and_a_release_starts_it_again():
    holding = [0, 0]
    fired = [held_long_enough(holding, 1, True) for _ in range(HOLD_FRAMES * 2)]
    assert fired.index(True) == HOLD_FRAMES - 1 and fired.count(True) == 1, "once per hold, never repeated"
    assert holding == [0, HOLD_FRAMES + 1], "the other seat's count is untouched; the count stops past the mark"
    assert not held_long_enough(holding, 1, False) and holding[1] == 0
    assert [held_long_enough(holding, 1, True) for _ in range(HOLD_FRAMES)][-1], "a new hold counts from nothing"


def test_the_table_closes_when_every_person_has_left_or_is_broke_and_ai_seats_count_only_alone():
    ai, person = True, False
    assert not everyone_gone([person, ai], [False, False], [100, 100], 10)
    assert everyone_gone([person, ai], [True, False], [100, 100], 10), "the AI seat does not keep the table open"
    assert everyone_gone([person, person], [True, False], [100, 9], 10), "broke is gone"
    assert not everyone_gone([person, person], [True, False], [100, 10], 10), "the least stake is still a stake"
    assert not everyone_gone([ai, ai], [True, False], [100, 100], 10), "a table of AI alone: every seat"
    assert everyone_gone([ai, ai], [True, True], [100, 100], 10)
