"""A file written by a newer version of the program than this one: refused plainly, and
nothing in it is changed.

From 0.2.0 on, every saved game and campaign says which version of the program wrote it
(`written_by`), and its setup (and a campaign its own) says the rules edition, a campaign also
the content edition, it is played under. A file whose schema or editions this version does not
know yet names that version: "written by version 0.4.0 of Sagrada Artisans Desktop; this is
0.2.0: update to open it". Loading only reads, so the file stays as it is for the newer
version.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from typing import Any

import sagrada_desktop  # the package root: its version only (it is below every layer)

from ..codec.details import Detail, Expected, Raw, detail, got
from ..engine.edition_numbers import RULES_EDITION

_VERSION = re.compile(r"[0-9][0-9A-Za-z.+~-]{0,39}")  # a version as a file may name it


def program_version() -> str:
    """This program's version, as every file it writes records it (`written_by`)."""
    return sagrada_desktop.__version__


def newer_file(doc: dict[str, Any], schema: int, editions: Iterable[tuple[object, int]]
               ) -> Detail | None:
    """Why the document cannot be read by this version, when a newer one wrote it: its
    schema_version above `schema`, or an edition (each (number found, newest known)) above
    what this version knows. None when this version can read it (as far as versions go)."""
    version = doc.get("schema_version")
    newer = isinstance(version, int) and not isinstance(version, bool) and version > schema
    for found, known in editions:
        if isinstance(found, int) and not isinstance(found, bool) and found > known:
            newer = True
    if not newer:
        return None
    writer = doc.get("written_by")
    if isinstance(writer, str) and _VERSION.fullmatch(writer):
        return detail("written-by-newer", version=Raw(writer), this=Raw(program_version()))
    return detail("written-by-newer-unknown", this=Raw(program_version()))


def edition_in(table: object, key: str) -> object:
    """table[key] when table is a JSON object holding it (None otherwise)."""
    return table.get(key) if isinstance(table, dict) else None


def written_by_problems(doc: dict[str, Any]) -> list[Detail]:
    """`written_by`, when the document has it, must be text (a version)."""
    writer = doc.get("written_by", "")
    if isinstance(writer, str) and (not writer or _VERSION.fullmatch(writer)):
        return []
    return [detail("expected", "written_by", expected=Expected("text"), got=got(writer))]



def written_by_a_newer_version(path: str | os.PathLike[str]) -> bool:
    """Whether the saved game at `path` is one a newer version of the program wrote: such a
    file is never written over (the autosave keeps it aside)."""
    from .codec import loads
    from .errors import CodecError
    from .migrations import GAME_SCHEMA_VERSION
    from .reading import read_save_text

    try:
        doc = loads(read_save_text(path), "")
    except (OSError, CodecError):
        return False
    if not isinstance(doc, dict):
        return False
    editions = [(edition_in(doc.get("setup"), "rules_edition"), RULES_EDITION)]
    return newer_file(doc, GAME_SCHEMA_VERSION, editions) is not None
