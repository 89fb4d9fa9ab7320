"""The program's words in the player's language: `translate(context, text)` marks every string
on screen (pyside6-lupdate extracts the calls into resources/translations/*.ts, `make
translations`), and the translators for the chosen language (ours and Qt's own qtbase, for the
standard dialogs and buttons).

Mark words with `translate("context", "text")` (never an f-string: put values in with
`.format(name=...)` after translating) and words kept before the translator is known (module
constants) with `QT_TRANSLATE_NOOP("context", "text")`, translated where they are shown.

In Chinese, `translate` gives the words spaced from Latin letters and digits as Taiwanese
typesetting does (wording/spacing.py, docs/glossary.md Style), and so does its `.format()`: a
Latin name filled in reads `由 Amat 完成`, a Chinese one `由小明完成`. English is left as it is."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator

import resources
from sagrada_desktop.wording.language import current_language, set_language
from sagrada_desktop.wording.spacing import Spaced, spaced

ENGLISH, CHINESE, SYSTEM = "en", "zh_TW", "system"
LANGUAGES = (ENGLISH, CHINESE)  # what --lang and the setting accept (with "system")
TRANSLATIONS = Path(resources.__file__).resolve().parent / "translations"
# The locales whose people read Traditional Chinese; other Chinese locales get English, as
# the program has no Simplified Chinese.
TRADITIONAL = ("zh_TW", "zh_HK", "zh_MO", "zh_Hant")


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """`text` in the current language (itself when no translation is loaded); in Chinese,
    spaced, and spaced again where `.format()` fills values in (wording.spacing.Spaced)."""
    words = QCoreApplication.translate(context, text, disambiguation, n)
    return Spaced(spaced(words)) if current_language() == CHINESE else words


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate reads
    """Marks `text` for translation in `context` where it is kept (a module constant); it is
    translated where it is shown, `translate(context, text)`."""
    return text


def language_of_locale(name: str) -> str:
    """The program's language for a locale name such as 'zh_TW.UTF-8', 'zh-Hant-TW', 'en_GB'."""
    tag = name.split(".")[0].split("@")[0].replace("-", "_")
    return CHINESE if any(tag.startswith(t) for t in TRADITIONAL) else ENGLISH


def system_language(env: Mapping[str, str]) -> str:
    """The language the system asks for: LC_ALL, then LC_MESSAGES, then LANG (as POSIX
    programs read them), else the system locale Qt sees."""
    for key in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(key, "")
        if value and value not in ("C", "POSIX"):
            return language_of_locale(value)
        if value:
            return ENGLISH
    return language_of_locale(QLocale.system().name())


def resolve(choice: str, env: Mapping[str, str]) -> str:
    """The language to show for a setting or --lang value: 'system', 'en' or 'zh_TW'."""
    return choice if choice in LANGUAGES else system_language(env)


class Translators:
    """The translators installed in the application for the current language."""

    def __init__(self) -> None:
        self.language = ENGLISH
        self._installed: list[QTranslator] = []

    def install(self, language: str) -> bool:
        """Show `language` from now on (QEvent.LanguageChange reaches every widget); False
        when its translation file is missing, the program then stays in English."""
        app = QCoreApplication.instance()
        for t in self._installed:
            QCoreApplication.removeTranslator(t)
        self._installed = []
        self.language = ENGLISH
        set_language(ENGLISH)  # the engine's reasons and the labels below ui/
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
        if language != CHINESE:
            if app is not None:  # the widgets rebuild in English
                QCoreApplication.postEvent(app, QEvent(QEvent.Type.LanguageChange))
            return language == ENGLISH
        ours = QTranslator(app)
        if not ours.load(str(TRANSLATIONS / "sagrada_zh_TW.qm")):
            return False
        qt = QTranslator(app)
        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        for t in (qt, ours) if qt.load("qtbase_zh_TW", qt_folder) else (ours,):
            QCoreApplication.installTranslator(t)
            self._installed.append(t)
        self.language = CHINESE
        set_language(CHINESE)
        QLocale.setDefault(QLocale(QLocale.Language.Chinese, QLocale.Script.TraditionalChineseScript,
                                   QLocale.Country.Taiwan))
        return True


_SHARED = Translators()


def translators() -> Translators:
    """The program's translators (one set)."""
    return _SHARED
