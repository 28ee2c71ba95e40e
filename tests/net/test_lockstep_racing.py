"""Two, three and four lockstep peers play 5,000 frames of racing over a lossy wire with equal hashes."""

import pytest

from tests.net.modes import play_match


@pytest.mark.parametrize("n", [2, 3, 4])
def test_racing_stays_in_step(n):
    play_match("races", n)
