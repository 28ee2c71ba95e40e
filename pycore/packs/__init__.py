"""Packs: reading and validating ``modes.toml`` and ``cards.toml``, and the built-in practice set.

Loading is all or nothing: :func:`load_pack` returns a whole :class:`Pack` or raises
:class:`PackError`, whose message names the file, the table and id, the field, what was
found and what was expected. Nothing else escapes the loader.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from pycore.kernel.mode import ModeSpec
from pycore.kernel.schema import PackError, Table
from pycore.book.cards import Book
from pycore.book.sections import BOOK_SECTIONS, read_book
from pycore.modes.registry import MODES

__all__ = ["Instance", "Pack", "PackError", "load_pack", "load_pack_texts", "practice_pack"]

MAX_FILE_BYTES = 512 * 1024
MAX_DEPTH = 6
PRACTICE_ID = "practice"
CARDS_SECTIONS = BOOK_SECTIONS


@dataclass(frozen=True)
class Instance:
    """One playable entry of the picker: a mode's config under an id and a name."""

    id: str
    kind: str
    name: str
    config: Any

    @property
    def spec(self) -> ModeSpec:
        """Return the mode this instance plays."""
        return MODES[self.kind]

    def to_plain(self) -> dict:
        """Return what the picker and ``list --json`` show."""
        return {"id": self.id, "kind": self.kind, "title": self.spec.title, "name": self.name,
                "seats": self.config.seats, "netplay": self.spec.netplay.label}


@dataclass(frozen=True)
class Pack:
    """A loaded pack: its id, name, card book and instances in file order."""

    id: str
    name: str
    book: Book
    instances: tuple[Instance, ...]
    extras: dict = field(default_factory=dict)

    def instance(self, instance_id: str) -> Instance:
        """Return the instance ``instance_id``, or raise KeyError naming the choices."""
        for inst in self.instances:
            if inst.id == instance_id:
                return inst
        choices = ", ".join(i.id for i in self.instances)
        raise KeyError(f"no instance {instance_id!r} in pack {self.id!r} (it has: {choices})")


def _decode(data: bytes, file: str) -> dict:
    if len(data) > MAX_FILE_BYTES:
        raise PackError(file, message=f"the file is {len(data)} bytes; at most {MAX_FILE_BYTES} are read")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise PackError(file, message=f"the bytes at offset {e.start} are not UTF-8") from None
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise PackError(file, message=f"not valid TOML: {e}") from None
    except RecursionError:
        raise PackError(file, message=f"nested deeper than {MAX_DEPTH} levels") from None
    depth = _depth(doc)
    if depth > MAX_DEPTH:
        raise PackError(file, message=f"nested {depth} levels deep; the schema allows at most {MAX_DEPTH}")
    return doc


def _depth(value: Any, level: int = 0) -> int:
    if level > MAX_DEPTH:
        return level
    if isinstance(value, dict):
        return max([_depth(v, level + 1) for v in value.values()], default=level + 1)
    if isinstance(value, list):
        return max([_depth(v, level + 1) for v in value], default=level + 1)
    return level


def _section_list(doc: dict, key: str, file: str) -> list:
    value = doc[key]
    if not isinstance(value, list):
        raise PackError(file, key, found=value, expected=f"an array of tables, written [[{key}]]")
    return value


def _read_modes(doc: dict, file: str, book: Book) -> tuple[list[Instance], str, str]:
    pack_id, pack_name = "", ""
    instances: list[Instance] = []
    seen: set[str] = set()
    for key in doc:
        if key == "pack":
            head = Table(doc[key], file, "pack", 0)
            pack_name = head.str("name", "", max_len=60)
            head.done()
            pack_id = head.ident if head.has("id") else ""
            continue
        spec = MODES.get(key)
        if spec is None:
            known = ", ".join(["pack", *MODES])
            raise PackError(file, key, message=f"unknown section [[{key}]]; expected one of: {known}")
        for i, raw in enumerate(_section_list(doc, key, file)):
            table = Table(raw, file, key, i)
            if not table.has("id"):
                raise table.error("id", None, "a value (this field is required)")
            name = table.str("name", max_len=60)
            config = spec.parse(table, book)
            table.done()
            if table.ident in seen:
                raise table.error("id", table.ident, "an id no other instance in the pack uses")
            seen.add(table.ident)
            seats = getattr(config, "seats", 0)
            if not spec.min_seats <= seats <= spec.max_seats:
                raise table.error("seats", seats, f"{spec.min_seats} to {spec.max_seats} seats")
            instances.append(Instance(table.ident, key, name, config))
    return _link(instances, file), pack_id, pack_name


def _link(instances: list[Instance], file: str) -> list[Instance]:
    """Check the instances an instance plays as rounds (``ModeSpec.references``) and link them in.

    A round must name an instance of this pack that plays its own rounds, with knobs its
    mode accepts; the error names the instance, the round and the id.
    """
    by_id = {inst.id: inst for inst in instances}
    linked = []
    for inst in instances:
        spec = inst.spec
        if spec.references is None:
            linked.append(inst)
            continue
        found = []
        for number, (ref, knobs) in enumerate(spec.references(inst.config), 1):
            base = by_id.get(ref)
            where = f"round {number} plays {ref!r}"
            if base is None:
                raise PackError(file, inst.kind, inst.id, "rounds", message=f"{where}, which is not an instance "
                                f"of this pack (it has: {', '.join(by_id)})")
            if base.spec.references is not None:
                raise PackError(file, inst.kind, inst.id, "rounds", message=f"{where}, which cues rounds itself; "
                                "a round must play its own game")
            try:
                base.spec.round_config(base.config, knobs, base.config.seats)
            except ValueError as e:
                raise PackError(file, inst.kind, inst.id, "rounds", message=f"{where}: {e}") from None
            found.append(base)
        linked.append(Instance(inst.id, inst.kind, inst.name, spec.link(inst.config, found) if spec.link else inst.config))
    return linked


def _check_reward_sources(book: Book, instances: list[Instance], file: str) -> None:
    """Refuse a reward rule whose ``source`` is neither an instance id nor a section of the pack (it would never fire)."""
    ids = [inst.id for inst in instances]
    sections = list(dict.fromkeys(inst.kind for inst in instances))
    for number, rule in enumerate(book.rewards, 1):
        if rule.source not in ids and rule.source not in sections:
            raise PackError(file, "rewards", field="source", found=rule.source,
                            message=f"reward rule {number}'s source {rule.source!r} names no instance or section "
                            f"of this pack (instances: {', '.join(ids)}; sections: {', '.join(sections)})")


def _read_cards_doc(doc: dict, file: str) -> Book:
    for key in doc:
        if key not in CARDS_SECTIONS:
            raise PackError(file, key, message=f"unknown section [[{key}]]; expected one of: {', '.join(CARDS_SECTIONS)}")
    return read_book(doc, file)


def load_pack_texts(modes: bytes, cards: "bytes | None", pack_id: str,
                    modes_file: str = "modes.toml", cards_file: str = "cards.toml") -> Pack:
    """Load a pack from the bytes of its two files (``cards`` may be absent)."""
    try:
        cards_doc = _decode(cards, cards_file) if cards is not None else {}
        book = _read_cards_doc(cards_doc, cards_file)
        modes_doc = _decode(modes, modes_file)
        instances, declared_id, name = _read_modes(modes_doc, modes_file, book)
    except PackError:
        raise
    except Exception as e:  # a reader bug must still reach the player as a pack error
        raise PackError(modes_file, message=f"could not be read ({type(e).__name__}: {e})") from e
    if not instances:
        raise PackError(modes_file, message="the pack offers no game: add at least one [[section]]")
    _check_reward_sources(book, instances, cards_file)
    return Pack(declared_id or pack_id, name or pack_id, book, tuple(instances))


def load_pack(folder: "str | Path") -> Pack:
    """Load the pack in ``folder`` (its ``modes.toml`` and optional ``cards.toml``)."""
    folder = Path(folder)
    modes_path, cards_path = folder / "modes.toml", folder / "cards.toml"
    if not modes_path.is_file():
        raise PackError(str(modes_path), message="no such file: a pack folder holds modes.toml")
    modes = _read_bytes(modes_path)
    cards = _read_bytes(cards_path) if cards_path.is_file() else None
    return load_pack_texts(modes, cards, folder.name, str(modes_path), str(cards_path))


def _read_bytes(path: Path) -> bytes:
    try:
        with open(path, "rb") as f:
            return f.read(MAX_FILE_BYTES + 1)
    except OSError as e:
        raise PackError(str(path), message=f"cannot be read: {e.strerror}") from None


def practice_pack() -> Pack:
    """Return the built-in practice set: one instance of every mode, no pack needed."""
    base = resources.files("pycore.packs") / "practice"
    modes = (base / "modes.toml").read_bytes()
    cards = (base / "cards.toml").read_bytes()
    return load_pack_texts(modes, cards, PRACTICE_ID, "practice/modes.toml", "practice/cards.toml")
