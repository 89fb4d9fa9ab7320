"""Content texts in other languages: `localized(text_id, lang)` with English as the fallback.

Every text a player reads in a content file has a text id, made from the id of the entry it
belongs to and the field: `w03.name`, `w03.tools[1].text`, `w03-intro.actions[0]`,
`e02.grants.rules_text`, `campaign.magic_square.color_collections.text`. A translation file
mirrors its content file under `translations/LANG/` (resources/translations/zh_TW/windows/
campaign/w03.toml translates resources/windows/campaign/w03.toml) and is a flat table of
`"text id" = "translated text"`. The Glory cards, written in the engine today, are translated
in `translations/LANG/glory.toml` under the ids `strife-board.ID.name`, `pioneer.ID.text` ...

The parts, each its own module: languages.py (which languages), text_ids.py (the English
texts and their ids), translation_files.py (reading one translation file),
translation_check.py (what `content check` says), localized_texts.py (the catalogue the
program asks: `localized`, `texts`, `help_page`; `add_texts` for a player's own windows), localized_content.py (content objects in
another language). This module names them all in one place.

See docs/content-format.md ("Translations").
"""

from __future__ import annotations

from .languages import ENGLISH, LANGUAGES, LanguageError, check_language
from .localized_content import localize_content, localize_design
from .localized_texts import add_texts, help_page, localized, texts
from .text_ids import (
    GLORY_FILE,
    TEXT_FIELDS,
    TEXT_LISTS,
    TRANSLATIONS,
    content_files,
    file_texts,
    glory_texts,
    translation_path,
)
from .translation_check import Report, check_translations, translation_languages

__all__ = [
    "ENGLISH", "GLORY_FILE", "add_texts", "LANGUAGES", "TEXT_FIELDS", "TEXT_LISTS", "TRANSLATIONS",
    "LanguageError", "Report", "check_language", "check_translations", "content_files",
    "file_texts", "glory_texts", "help_page", "localize_content", "localize_design", "localized",
    "texts", "translation_languages", "translation_path",
]
