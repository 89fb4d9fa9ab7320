"""A computer player's level in the current language ('Medium', '中等')."""

from __future__ import annotations

from sagrada_desktop.ui.common.i18n import QT_TRANSLATE_NOOP, translate

LEVELS = {"easy": QT_TRANSLATE_NOOP("level_words", "Easy"),
          "medium": QT_TRANSLATE_NOOP("level_words", "Medium"),
          "hard": QT_TRANSLATE_NOOP("level_words", "Hard"),
          "expert": QT_TRANSLATE_NOOP("level_words", "Expert"),
          "greedy": QT_TRANSLATE_NOOP("level_words", "Greedy"),
          "random": QT_TRANSLATE_NOOP("level_words", "Random")}


def level_words(kind: str) -> str:
    return translate("level_words", LEVELS.get(kind, kind))
