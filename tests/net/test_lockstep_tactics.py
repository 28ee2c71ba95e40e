"""Two lockstep peers share Verdigris Cloister's squad (two monks each) for 5,000 frames over a lossy wire with equal hashes."""

from tests.net.modes import play_match


def test_tactics_stays_in_step_with_the_squad_shared():
    play_match("tactics", 2)
