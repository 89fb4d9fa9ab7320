"""Reading content files: TOML text to tables, and TOML mistakes to located problems."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

from ..codec.details import Worded, detail
from ..wording.system_errors import os_error_words
from ..wording.toml_errors import toml_detail, toml_location, toml_reason
from .errors import Entry, Problem

_KEY = re.compile(r"^\s*([A-Za-z0-9_\-]+)\s*=")
_HEADER = re.compile(r"^\s*\[\[?\s*([A-Za-z0-9_.\-]+)\s*\]\]?\s*(#.*)?$")
_ID = re.compile(r"^\s*id\s*=\s*\"([^\"]*)\"")


def shown_path(root: Path, path: Path) -> str:
    """A file as the content writer sees it: resources/windows/campaign/w03.toml."""
    return f"{root.name}/{path.relative_to(root).as_posix()}"


def read_table(root: Path, path: Path, kind: str, list_key: str | None,
               problems: list[Problem]) -> dict[str, Any] | None:
    """The file's top-level table, or None after adding a problem naming file, entry, field.

    kind is the word for the file's entries (window, Tool Card ...); list_key the key of its
    [[...]] entries for files that hold several, None for files that are one entry.
    """
    shown = shown_path(root, path)
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        problems.append(Problem(shown, None, "", detail("not-utf8")))
        return None
    except OSError as exc:
        problems.append(Problem(shown, None, "", detail("cannot-read", error=Worded(
            os_error_words(exc, "en"), os_error_words(exc, "zh_TW")))))
        return None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        problems.append(_toml_problem(shown, text, str(exc), kind, list_key))
        return None
    except RecursionError:
        problems.append(Problem(shown, None, "", detail("toml-too-deep")))
        return None


def _toml_problem(shown: str, text: str, error: str, kind: str, list_key: str | None) -> Problem:
    """The reader's mistake with its place: the entry and field around its line, what is
    wrong worded in both languages (wording/toml_errors.py)."""
    where = toml_location(error)
    if not isinstance(where, tuple):  # no place, or the end of the file
        return Problem(shown, None, "", toml_detail(error))
    line, column = where
    reason = toml_reason(error)
    lines = text.splitlines()
    entry = _entry_at(lines, line, kind, list_key)
    field = _field_at(lines, line, list_key)
    return Problem(shown, entry, field, detail("invalid-toml-at", line=line, column=column,
                                               error=reason))


def _entry_at(lines: list[str], line: int, kind: str, list_key: str | None) -> Entry | None:
    """The entry around a line: the file's id for one-entry files, else the enclosing entry's."""
    if list_key is None:
        for text in lines:
            if _HEADER.match(text):
                break
            if (m := _ID.match(text)) is not None:
                return Entry(kind, m.group(1))
        return None
    start = 0
    count = 0
    for number, text in enumerate(lines[:line], start=1):
        if (h := _HEADER.match(text)) is not None and h.group(1) == list_key:
            start, count = number, count + 1
    if count == 0:
        return None
    for text in lines[start:]:
        if _HEADER.match(text):
            break
        if (m := _ID.match(text)) is not None:
            return Entry(kind, m.group(1))
    return Entry(kind, number=count)


def _field_at(lines: list[str], line: int, list_key: str | None) -> str:
    """The key written on (or last above) the line, prefixed with its table's name."""
    key = ""
    for number in range(min(line, len(lines)), 0, -1):
        text = lines[number - 1]
        if not key and (m := _KEY.match(text)) is not None:
            key = m.group(1)
        if (h := _HEADER.match(text)) is not None:
            table = h.group(1)
            if table == list_key:
                return key
            return f"{table}.{key}" if key else table
    return key
