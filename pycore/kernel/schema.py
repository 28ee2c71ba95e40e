"""Reading one table of a pack file with errors that teach: file, table, id, field, found, expected.

Modes parse their own pack sections with :class:`Table`, so every section reports errors
the same way and an unknown key is always an error.
"""

from __future__ import annotations

import builtins
from typing import Any, Callable, Sequence

MAX_STRING = 4000


class PackError(ValueError):
    """A pack file that cannot be loaded, with where and why."""

    def __init__(self, file: str, table: str = "", ident: str = "", field: str = "",
                 found: Any = None, expected: str = "", message: str = "") -> None:
        self.file, self.table, self.ident, self.field = file, table, ident, field
        self.found, self.expected = found, expected
        where = file
        if table:   # a section written [name] arrives bracketed; an array of tables is [[name]]
            where += f" {table}" if table.startswith("[") else f" [[{table}]]"
        if ident:
            where += f" id={ident!r}"
        if field:
            where += f" field {field!r}"
        if message:
            text = f"{where}: {message}"
        else:
            text = f"{where}: found {_show(found)}, expected {expected}"
        super().__init__(text)


def _show(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


_MISSING = object()


class Table:
    """One ``[[section]]`` entry being read; ``done()`` refuses keys nobody read."""

    def __init__(self, raw: Any, file: str, section: str, index: int) -> None:
        self.file, self.section = file, section
        self.ident = f"#{index + 1}"
        if not isinstance(raw, dict):
            raise PackError(file, section, self.ident, found=raw, expected="a table")
        self.raw = raw
        self.seen: list[str] = []
        if "id" in raw:
            self.ident = self.str("id", pattern_ok=_is_ident, pattern="lowercase letters, digits, '_' or '-'")

    def error(self, field: str, found: Any, expected: str) -> PackError:
        """Return the error for ``field`` holding ``found`` where ``expected`` was due."""
        return PackError(self.file, self.section, self.ident, field, found, expected)

    def fail(self, message: str, field: str = "") -> PackError:
        """Return an error with a free-form message (for rules across fields)."""
        return PackError(self.file, self.section, self.ident, field, message=message)

    def _get(self, key: str, default: Any) -> Any:
        if key not in self.seen:
            self.seen.append(key)
        if key in self.raw:
            return self.raw[key]
        if default is _MISSING:
            raise self.error(key, None, "a value (this field is required)")
        return default

    def has(self, key: str) -> bool:
        """Return True if the table sets ``key``."""
        return key in self.raw

    def str(self, key: str, default: Any = _MISSING, *, choices: Sequence[str] = (),
            pattern_ok: "Callable[[str], bool] | None" = None, pattern: str = "", max_len: int = 200) -> Any:
        """Read a string field, optionally one of ``choices``."""
        v = self._get(key, default)
        if v is default and default is not _MISSING:
            return v
        if not isinstance(v, str):
            raise self.error(key, v, "a string" + (f" (one of {', '.join(choices)})" if choices else ""))
        if len(v) > max_len:
            raise self.error(key, v, f"a string of at most {max_len} characters")
        if choices and v not in choices:
            raise self.error(key, v, f"one of {', '.join(choices)}")
        if pattern_ok and not pattern_ok(v):
            raise self.error(key, v, pattern)
        return v

    def int(self, key: builtins.str, default: Any = _MISSING, *, lo: builtins.int = -(2**31),
            hi: builtins.int = 2**31 - 1) -> Any:
        """Read an integer field within ``lo .. hi``."""
        v = self._get(key, default)
        if v is default and default is not _MISSING:
            return v
        if not isinstance(v, int) or isinstance(v, bool):
            raise self.error(key, v, f"an integer from {lo} to {hi}")
        if not lo <= v <= hi:
            raise self.error(key, v, f"an integer from {lo} to {hi}")
        return v

    def bool(self, key: builtins.str, default: Any = _MISSING) -> Any:
        """Read a true/false field."""
        v = self._get(key, default)
        if not isinstance(v, bool):
            raise self.error(key, v, "true or false")
        return v

    def list(self, key: builtins.str, default: Any = _MISSING, *, of: builtins.str = "str",
             max_len: builtins.int = 1000, min_len: builtins.int = 0, lo: builtins.int = -(2**31),
             hi: builtins.int = 2**31 - 1) -> Any:
        """Read a list of strings (``of='str'``) or integers (``of='int'``)."""
        v = self._get(key, default)
        if v is default and default is not _MISSING:
            return v
        want = "strings" if of == "str" else f"integers from {lo} to {hi}"
        expected = f"a list of {min_len} to {max_len} {want}"
        if not isinstance(v, list) or not min_len <= len(v) <= max_len:
            raise self.error(key, v, expected)
        for item in v:
            ok = isinstance(item, str) and len(item) <= MAX_STRING if of == "str" else (
                isinstance(item, int) and not isinstance(item, bool) and lo <= item <= hi)
            if not ok:
                raise self.error(key, item, expected)
        return list(v)

    def tables(self, key: builtins.str, default: Any = _MISSING, *, max_len: builtins.int = 100) -> Any:
        """Read a list of sub-tables, each returned as a :class:`Table`."""
        v = self._get(key, default)
        if v is default and default is not _MISSING:
            return v
        if not isinstance(v, list) or len(v) > max_len:
            raise self.error(key, v, f"a list of at most {max_len} tables")
        return [Table(item, self.file, f"{self.section}.{key}", i) for i, item in enumerate(v)]

    def raw_value(self, key: builtins.str, default: Any = _MISSING) -> Any:
        """Read a field as it is, for a section that checks its own shape."""
        return self._get(key, default)

    def done(self) -> None:
        """Refuse any key the reader did not ask for: a typo must not pass silently."""
        for key in self.raw:
            if key not in self.seen:
                raise self.error(key, self.raw[key], "no such field here (check the spelling)")


def _is_ident(text: str) -> bool:
    return bool(text) and len(text) <= 64 and all(c.islower() or c.isdigit() or c in "_-" for c in text) \
        and text.isascii()
