"""The collection tests' fixtures: the sample book, a fresh progress and an empty purse."""

import pytest

from pycore.collection.progress import new_progress
from tests.book.sample import book  # noqa: F401  (the fixture)


@pytest.fixture
def progress():
    return new_progress(7)


@pytest.fixture
def purse():
    return {"gold": 0, "coins": 0}
