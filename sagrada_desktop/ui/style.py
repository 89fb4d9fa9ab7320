"""The application's fonts and style sheet."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QApplication

import resources

from .theme import STYLESHEET

FONTS = Path(resources.__file__).resolve().parent / "fonts"


def apply_style(app: QApplication) -> None:
    """Load the bundled EB Garamond (titles) and set the stained-glass style sheet."""
    for name in ("EBGaramond12-Regular.ttf", "EBGaramond12-Italic.ttf"):
        path = FONTS / name
        if path.is_file():
            QFontDatabase.addApplicationFont(str(path))
    app.setStyle("Fusion")
    app.setStyleSheet(STYLESHEET)
