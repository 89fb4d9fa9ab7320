"""The files of the older content editions (resources/editions/content-N.toml: how edition N
differs from edition N + 1, with its texts in each language), read as plain tables: what an
edition changed in words, and the translations of the texts an older edition has. Light enough
for the start screen's first paint (content/localized_texts.py asks it); content/editions.py
makes an older edition's content from them.
"""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path
from typing import Any

from ..engine.edition_numbers import CONTENT_EDITION, FIRST_EDITION
from .text_ids import TEXT_FIELDS, TEXT_LISTS

EDITIONS_FOLDER = "editions"
# The texts an older edition may word otherwise: a window's New Rules text, a Story Card's
# actions (content/editions.py refuses an edition file changing any other text). Only a text of
# these is looked for among the older editions' translations, so the start screen's window
# names never read an edition file.
CHANGED_TEXTS = ("rules_text", "actions")


def edition_file(edition: int, root: Path | None = None) -> Path:
    """resources/editions/content-N.toml: how edition N differs from edition N + 1."""
    from .loader import default_root

    return (root or default_root()) / EDITIONS_FOLDER / f"content-{edition}.toml"


@cache
def _differences(path: Path) -> dict[str, Any]:
    table: dict[str, Any] = tomllib.loads(path.read_text(encoding="utf-8"))
    return table


def differences(edition: int, root: Path | None = None) -> dict[str, Any]:
    """The table of edition `edition`'s differences from the next (ValueError for an edition
    that is not an older one)."""
    if not FIRST_EDITION <= edition < CONTENT_EDITION:
        raise ValueError(f"content edition {edition} is not an older edition "
                         f"({FIRST_EDITION} to {CONTENT_EDITION - 1})")
    return _differences(edition_file(edition, root).resolve())


def edition_changes(edition: int, lang: str = "en", root: Path | None = None
                    ) -> tuple[str, ...]:
    """What edition `edition` + 1 of the content changed from `edition`, in words."""
    table = differences(edition, root)
    words = table.get(lang, {}).get("changes") if lang != "en" else None
    return tuple(words if words is not None else table.get("changes", ()))


@cache
def _translations(root: Path, lang: str) -> dict[tuple[str, str], str]:
    """(text id, English text) -> its text in `lang`, for every text an older edition has."""
    out: dict[tuple[str, str], str] = {}
    for edition in range(FIRST_EDITION, CONTENT_EDITION):
        try:
            table = differences(edition, root)
        except (OSError, tomllib.TOMLDecodeError):  # a content folder without its editions
            continue
        there = table.get(lang, {})
        for kind in ("windows", "booster_windows", "story_cards"):
            for ident, changes in table.get(kind, {}).items():
                theirs = there.get(kind, {}).get(ident, {})
                for key, english in changes.items():
                    if key in TEXT_FIELDS and isinstance(theirs.get(key), str):
                        out[(f"{ident}.{key}", english)] = theirs[key]
                    elif key in TEXT_LISTS and isinstance(theirs.get(key), list):
                        for i, (en, words) in enumerate(zip(english, theirs[key], strict=False)):
                            out[(f"{ident}.{key}[{i}]", en)] = words
    return out


def edition_translation(text_id: str, english: str, lang: str, root: Path | None = None
                        ) -> str | None:
    """The translation into `lang` of `english`, the text an older edition gives `text_id`
    (None when no edition has that text)."""
    field = text_id.rsplit(".", 1)[-1].split("[", 1)[0]
    if field not in CHANGED_TEXTS:
        return None
    from .loader import default_root

    return _translations((root or default_root()).resolve(), lang).get((text_id, english))
