"""Which language the words come in: English (the default) or Traditional Chinese.

Every wording function takes an optional `lang`; without one it uses the current language,
set once for the program (set_language) when the player chooses it.
"""

from __future__ import annotations

from typing import Literal

Language = Literal["en", "zh_TW"]
LANGUAGES: tuple[Language, ...] = ("en", "zh_TW")

_current: Language = "en"


def language_of(code: str) -> Language:
    """'en', 'en_GB', 'zh_TW', 'zh-TW', 'zh_Hant' ... as one of LANGUAGES; ValueError otherwise."""
    text = code.replace("-", "_").split(".")[0].lower()
    if text == "en" or text.startswith("en_"):
        return "en"
    if text in ("zh_tw", "zh_hant", "zh_hant_tw", "zh_hk", "zh_mo"):
        return "zh_TW"
    raise ValueError(f"unknown language {code!r}; expected one of {', '.join(LANGUAGES)}")


def set_language(lang: str) -> None:
    """Make `lang` the language of every wording call that names none."""
    global _current
    _current = language_of(lang)


def current_language() -> Language:
    return _current


def chosen(lang: str | None) -> Language:
    """The language a call asked for, or the current one."""
    return _current if lang is None else language_of(lang)
