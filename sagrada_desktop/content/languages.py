"""The languages the content is read in: English, the fallback, and the translated ones."""

from __future__ import annotations

ENGLISH = "en"
LANGUAGES: dict[str, str] = {"en": "English", "zh_TW": "繁體中文"}


class LanguageError(ValueError):
    """A language code the program has no words for."""


def check_language(lang: str) -> str:
    """`lang` itself when known (en, zh_TW; zh-TW and zh_tw are read as zh_TW)."""
    for known in LANGUAGES:
        if lang.replace("-", "_").lower() == known.lower():
            return known
    raise LanguageError(f"unknown language {lang!r}; choose one of: {', '.join(LANGUAGES)}")
