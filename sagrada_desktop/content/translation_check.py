"""What `content check` says about a language: every text id of the content against its
translation files (missing, stray, malformed), and how many texts are translated."""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from pathlib import Path

from attrs import frozen

from ..codec.details import detail
from .errors import Problem
from .reading import shown_path
from .text_ids import (
    GLORY_FILE,
    TRANSLATIONS,
    content_files,
    file_texts,
    glory_texts,
    translation_path,
)
from .translation_files import read_translation


@frozen
class Report:
    """What `content check` says about one language: the problems (missing translations,
    translations whose id no content has, malformed files) and how many texts are translated."""

    lang: str
    problems: tuple[Problem, ...]
    translated: int
    total: int


def check_translations(root: Path, lang: str) -> Report:
    """Every text id of the content at `root` against the translation files of `lang`."""
    problems: list[Problem] = []
    translated = total = 0
    base = root / TRANSLATIONS / lang
    expected: set[Path] = set()
    for path in content_files(root):
        target = translation_path(root, lang, path)
        expected.add(target)
        try:
            english = file_texts(path)
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError, RecursionError):
            continue  # the content check reports the content file itself
        done = read_translation(root, target, problems) if target.is_file() else {}
        translated_here, total_here = _compare(root, target, english, done, problems)
        translated, total = translated + translated_here, total + total_here
    glory = base / GLORY_FILE
    expected.add(glory)
    done = read_translation(root, glory, problems) if glory.is_file() else {}
    translated_here, total_here = _compare(root, glory, glory_texts(), done, problems)
    translated, total = translated + translated_here, total + total_here
    for page in sorted((root / "help").glob("*.md")):
        target = base / "help" / page.name
        expected.add(target)
        if not target.is_file():
            problems.append(Problem(shown_path(root, target), None, "",
                                    detail("translation-file-missing", file=page.name)))
    for stray in sorted(base.rglob("*.toml")) if base.is_dir() else []:
        if stray not in expected:
            problems.append(Problem(shown_path(root, stray), None, "",
                                    detail("translation-file-stray")))
    return Report(lang, tuple(problems), translated, total)


def _compare(root: Path, target: Path, english: Mapping[str, str], done: Mapping[str, str],
             problems: list[Problem]) -> tuple[int, int]:
    shown = shown_path(root, target)
    for key in english:
        if key not in done:
            problems.append(Problem(shown, None, key, detail("translation-missing")))
    for key in done:
        if key not in english:
            problems.append(Problem(shown, None, key, detail("translation-stray")))
    return sum(1 for key in english if key in done), len(english)


def translation_languages(root: Path) -> list[str]:
    """The languages with a folder under translations/."""
    base = root / TRANSLATIONS
    return sorted(p.name for p in base.iterdir() if p.is_dir()) if base.is_dir() else []
