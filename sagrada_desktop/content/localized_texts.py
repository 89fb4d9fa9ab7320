"""The catalogue the program asks: `localized(text_id, lang)`, English where `lang` has no
translation; every text in a language (`texts`); the help pages in a language."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

from .languages import ENGLISH
from .loader import default_root
from .text_ids import TRANSLATIONS, content_files, file_texts, glory_texts
from .translation_files import translation_table


@cache
def _english(root: Path) -> dict[str, str]:
    out = glory_texts()
    for path in content_files(root):
        out.update(file_texts(path))
    return out


# A line that may define a text of a flat table: a key (quoted or bare) and "=". Every text
# a file defines is on such a line unless the file writes its key with an escape (a backslash).
_KEY_LINE = re.compile(r"""^[ \t]*(?:"([^"\n]*)"|'([^'\n]*)'|([A-Za-z0-9_-]+))[ \t]*=""",
                       re.MULTILINE)


class _Catalogue:
    """The translation files of one language, each parsed when a text it may hold is first
    asked for: the start screen, which shows a few window names, reads those windows' files
    only. A text is what the files give it read in path order, the last file winning, as
    though all were read: the files that may hold it are known from their lines (`_KEY_LINE`),
    and a file with an escape may hold any."""

    def __init__(self, root: Path, base: Path) -> None:
        self._root = root
        self._paths = sorted(base.rglob("*.toml")) if base.is_dir() else []
        self._texts: dict[int, str] = {}
        self._tables: dict[int, dict[str, str]] = {}
        self._holders: dict[str, list[int]] = {}  # text id -> the files that may hold it
        self._escaped: list[int] = []  # files that may hold any text id
        for i, path in enumerate(self._paths):
            try:
                text = path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):  # read as an empty table, as before
                continue
            self._texts[i] = text
            if "\\" in text:
                self._escaped.append(i)
                continue
            for match in _KEY_LINE.finditer(text):
                key = next(group for group in match.groups() if group is not None)
                holders = self._holders.setdefault(key, [])
                if not holders or holders[-1] != i:
                    holders.append(i)

    def get(self, text_id: str) -> str | None:
        holders = self._holders.get(text_id, [])
        if self._escaped:
            holders = sorted({*holders, *self._escaped})
        for i in reversed(holders):
            found = self._table(i).get(text_id)
            if found is not None:
                return found
        return None

    def _table(self, i: int) -> dict[str, str]:
        table = self._tables.get(i)
        if table is None:  # a damaged file falls back to English; `content check` says so
            table = self._tables[i] = translation_table(
                self._root, self._paths[i], self._texts[i], [])
        return table


@cache
def _catalogue(root: Path, lang: str) -> _Catalogue:
    return _Catalogue(root, root / TRANSLATIONS / lang)


def localized(text_id: str, lang: str, english: str | None = None,
              root: Path | None = None) -> str:
    """The text `text_id` in `lang`; the English text when `lang` has no translation of it.

    `english` is what to fall back to (the content object's own text, e.g. `window.name`);
    without it the English text is looked up in the content files, and an unknown id gives
    the id itself so that nothing prints empty.
    """
    where = (root or default_root()).resolve()
    if lang != ENGLISH:
        found = _catalogue(where, lang).get(text_id)
        if found is not None:
            return found
    if english is not None:
        return english
    return _english(where).get(text_id, text_id)


def texts(lang: str, root: Path | None = None) -> Iterator[tuple[str, str]]:
    """Every (text id, text in `lang`), English where `lang` has no translation."""
    where = (root or default_root()).resolve()
    for key, english in _english(where).items():
        yield key, localized(key, lang, english, where)


def help_page(name: str, lang: str, root: Path | None = None) -> Path:
    """The help page `name` (e.g. "rules.md") in `lang`: translations/LANG/help/NAME when it
    exists, else the English resources/help/NAME."""
    where = (root or default_root()).resolve()
    translated = where / TRANSLATIONS / lang / "help" / name
    if lang != ENGLISH and translated.is_file():
        return translated
    return where / "help" / name
