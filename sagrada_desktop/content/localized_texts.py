"""The catalogue the program asks: `localized(text_id, lang)`, English where `lang` has no
translation; every text in a language (`texts`); the help pages in a language."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

from .edition_files import edition_translation
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
# The entry a text id belongs to: `w03` of `w03.tools[1].text`, `w03-intro` of `w03-intro.actions[0]`.
_ENTRY = re.compile(r"[^.\[]*")


class _Catalogue:
    """The translation files of one language, each read when a text it may hold is first
    asked for. A text whose entry names its file (`b01.name`: windows/booster/b01.toml;
    `w03-intro.title`: stories/w03.toml; `e02.contents[1]`: envelopes/e02.toml) is looked up
    in the files so named alone: the start screen, which shows a few window names, reads those
    windows' files and no other. Any other text (a Tool Card's, an ability's, one no named
    file has) is what all the files give it read in path order, the last file winning: the
    files that may hold it are known from their lines (`_KEY_LINE`), read the first time such
    a text is asked for, and a file with an escape may hold any. A text in a file its entry
    does not name is a stray, which `content check` reports."""

    def __init__(self, root: Path, base: Path) -> None:
        self._root = root
        self._paths = sorted(base.rglob("*.toml")) if base.is_dir() else []
        self._named: dict[str, list[int]] = {}  # file name (stem) -> the files of that name
        for i, path in enumerate(self._paths):
            self._named.setdefault(path.stem, []).append(i)
        self._texts: dict[int, str] = {}
        self._tables: dict[int, dict[str, str]] = {}
        self._holders: dict[str, list[int]] | None = None  # text id -> files that may hold it
        self._escaped: list[int] = []  # files that may hold any text id

    def get(self, text_id: str) -> str | None:
        for i in reversed(self._owners(text_id)):
            found = self._table(i).get(text_id)
            if found is not None:
                return found
        holders = self._holders_of(text_id)
        for i in reversed(holders):
            found = self._table(i).get(text_id)
            if found is not None:
                return found
        return None

    def _owners(self, text_id: str) -> list[int]:
        """The files the text's entry names: its own (`w03`), or its window's (`w03-intro`,
        `w03-five-decades`: w03), in path order."""
        entry = _ENTRY.match(text_id)
        name = entry[0] if entry else ""
        out = list(self._named.get(name, ()))
        dash = name.find("-")
        while dash > 0:
            out += self._named.get(name[:dash], ())
            dash = name.find("-", dash + 1)
        return sorted(set(out))

    def _holders_of(self, text_id: str) -> list[int]:
        if self._holders is None:
            self._index()
        assert self._holders is not None
        holders = self._holders.get(text_id, [])
        return sorted({*holders, *self._escaped}) if self._escaped else holders

    def _index(self) -> None:
        """Which files may hold which text ids: every file read once, its key lines found."""
        self._holders = {}
        for i in range(len(self._paths)):
            text = self._text(i)
            if "\\" in text:
                self._escaped.append(i)
                continue
            for match in _KEY_LINE.finditer(text):
                key = next(group for group in match.groups() if group is not None)
                holders = self._holders.setdefault(key, [])
                if not holders or holders[-1] != i:
                    holders.append(i)

    def _text(self, i: int) -> str:
        text = self._texts.get(i)
        if text is None:
            try:
                text = self._paths[i].read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):  # read as an empty table, as before
                text = ""
            self._texts[i] = text
        return text

    def _table(self, i: int) -> dict[str, str]:
        table = self._tables.get(i)
        if table is None:  # a damaged file falls back to English; `content check` says so
            text = self._text(i)
            table = self._tables[i] = translation_table(
                self._root, self._paths[i], text, []) if text else {}
        return table


@cache
def _catalogue(root: Path, lang: str) -> _Catalogue:
    return _Catalogue(root, root / TRANSLATIONS / lang)


def localized(text_id: str, lang: str, english: str | None = None,
              root: Path | None = None) -> str:
    """The text `text_id` in `lang`; the English text when `lang` has no translation of it.

    `english` is what to fall back to (the content object's own text, e.g. `window.name`);
    without it the English text is looked up in the content files, and an unknown id gives
    the id itself so that nothing prints empty. An `english` that an older content edition
    gives the id (content/editions.py) gets that edition's translation.
    """
    where = (root or default_root()).resolve()
    if lang != ENGLISH:
        # a text an older content edition gives this id: translated by that edition's file
        older = edition_translation(text_id, english, lang, where) if english else None
        if older is not None:
            return older
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
