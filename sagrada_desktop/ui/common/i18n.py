"""The program's words in the player's language: `translate(context, text)` marks every string
on screen (pyside6-lupdate extracts the calls into resources/translations/*.ts), and the
translators for the chosen language (ours and Qt's own, for standard dialogs and buttons).

Mark words with `translate("context", "text")` (never an f-string: put values in with
`.format(name=...)` after translating) and words kept before the translator is known (module
constants) with `QT_TRANSLATE_NOOP("context", "text")`, translated where they are shown."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """`text` in the current language (itself when no translation is loaded)."""
    return QCoreApplication.translate(context, text, disambiguation, n)
