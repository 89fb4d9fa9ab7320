"""Which language the words come in: English (the default) or Traditional Chinese.

Every wording function takes an optional `lang`; without one it uses the current language,
set once for the program (set_language) when the player chooses it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
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


def language_of_env(env: Mapping[str, str]) -> Language:
    """The language LC_ALL, then LC_MESSAGES, then LANG asks for (as POSIX programs read
    them): Traditional Chinese for zh_TW (zh_HK, zh_MO, zh_Hant), else English."""
    for key in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(key, "")
        if value:
            tag = value.split(".")[0].split("@")[0].replace("-", "_")
            traditional = ("zh_TW", "zh_HK", "zh_MO", "zh_Hant")
            return "zh_TW" if tag.startswith(traditional) else "en"
    return "en"


def language_of_command(argv: Sequence[str], env: Mapping[str, str]) -> Language:
    """The language of a command line's messages: its --lang (en or zh_TW; the last one
    given), else the environment's (language_of_env)."""
    chosen_lang: str | None = None
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            chosen_lang = argv[i + 1]
        elif arg.startswith("--lang="):
            chosen_lang = arg.split("=", 1)[1]
    if chosen_lang is not None:
        try:
            return language_of(chosen_lang)
        except ValueError:
            pass
    return language_of_env(env)
