"""FNV-1a 64 against the published test vectors, and the field writer's framing."""

from pycore.kernel.digest import Digest, fnv1a64

import pytest


@pytest.mark.parametrize("data, digest", [
    (b"", 0xCBF29CE484222325),
    (b"a", 0xAF63DC4C8601EC8C),
    (b"foobar", 0x85944171F73967E8),
])
def test_fnv1a64_published_vectors(data, digest):
    assert fnv1a64(data) == digest


def test_lists_are_length_framed():
    assert Digest().ints([1]).ints([2]).digest() != Digest().ints([1, 2]).ints([]).digest()


def test_strings_are_length_framed():
    assert Digest().str("ab").str("c").digest() != Digest().str("a").str("bc").digest()


def test_value_tags_types_apart():
    assert Digest().value(1).digest() != Digest().value(True).digest()
    assert Digest().value("1").digest() != Digest().value(1).digest()
    assert Digest().value([1, 2]).digest() == Digest().value((1, 2)).digest()


def test_negative_ints_are_twos_complement():
    assert Digest().int(-1).digest() == Digest().bytes(b"\xff" * 8).digest()


def test_value_refuses_floats():
    with pytest.raises(TypeError, match="plain data"):
        Digest().value(0.5)
