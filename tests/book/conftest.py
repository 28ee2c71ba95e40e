"""The book tests' fixtures."""

from tests.book.sample import book  # noqa: F401  (the fixture)
