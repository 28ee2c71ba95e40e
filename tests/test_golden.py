"""The golden playthroughs still match: a rule change shows up here as a readable diff."""

from pycore.host import golden

from tests.conftest import REPO


def test_golden_playthroughs_match():
    problems = golden.check_all(REPO / "tests" / "golden")
    assert not problems, "\n".join(problems) + "\n(if the change is intended: python -m pycore golden --write)"
