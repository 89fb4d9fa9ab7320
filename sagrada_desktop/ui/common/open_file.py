"""Opening a saved game handed to the program by the desktop: `sagrada-artisans GAME.sagrada.json`
(the file manager's Open, through the desktop entry's %f), or on macOS the Finder's open-file
event, which arrives as a QFileOpenEvent instead of an argument."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QMessageBox, QWidget

from sagrada_desktop.saves import SaveError
from sagrada_desktop.ui.common.i18n import translate
from sagrada_desktop.wording.system_errors import failure_text


class GameOpener(Protocol):
    def load_from(self, path: Path) -> object: ...


def open_saved_game(window: QWidget, path: Path) -> bool:
    """Load the game in `path` into the main window; a file that cannot be read is explained
    in a message box and the start screen stays. Returns whether the game was opened."""
    opener: GameOpener = window  # type: ignore[assignment]
    try:
        opener.load_from(path)
    except (SaveError, OSError) as exc:
        QMessageBox.warning(window, translate("open_file", "Cannot open the saved game"), f"{path}:\n{failure_text(exc)}")
        return False
    return True


class FileOpenFilter(QObject):
    """Installed on the application: opens the files the macOS Finder sends."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            if event.file():
                open_saved_game(self.window, Path(event.file()))
                return True
        return super().eventFilter(watched, event)
