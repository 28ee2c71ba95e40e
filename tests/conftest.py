"""Shared fixtures: the practice set and the sample pack, loaded once per test run."""

from pathlib import Path

import pytest

from pycore.packs import load_pack, practice_pack

REPO = Path(__file__).resolve().parent.parent
SAMPLE = REPO / "packs" / "sample"


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: a long test (still run by make test)")


@pytest.fixture(scope="session")
def practice():
    return practice_pack()


@pytest.fixture(scope="session")
def sample():
    return load_pack(SAMPLE)
