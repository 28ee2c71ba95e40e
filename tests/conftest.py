"""Shared fixtures: the practice set and the sample pack, loaded once per test run."""

from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

from pycore.packs import load_pack, practice_pack

REPO = Path(__file__).resolve().parent.parent
SAMPLE = REPO / "packs" / "sample"


# A busy machine (two test workers, a browser, other jobs on two cores) makes hypothesis's own
# input generation slow: time is no property of the code under test, so no example has a
# deadline and slow generation is no failure. A test's own @settings still overrides the rest.
settings.register_profile("parlor", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("parlor")


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: a long test (still run by make test)")


@pytest.fixture(scope="session")
def practice():
    return practice_pack()


@pytest.fixture(scope="session")
def sample():
    return load_pack(SAMPLE)
