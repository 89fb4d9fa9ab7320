"""From its first frame until it has read its whole content (right after the first paint),
the program takes no input. So it says so: the status bar reads "Loading the game's content…",
the window's screens and menus are greyed from the first frame, the probe says
`"loading": true` (the window's property `loading`). A click or key that arrives meanwhile
reaches only greyed controls and is dropped, never queued to act (twice) once the content is
read."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

from .i18n import QT_TRANSLATE_NOOP, translate

LOADING = QT_TRANSLATE_NOOP("loading", "Loading the game's content…")


def _parts(window: QMainWindow) -> list[QWidget]:
    return [p for p in (window.centralWidget(), window.menuBar()) if p is not None]


def begin_loading(window: QMainWindow) -> None:
    """Before the window is first shown: greyed, and saying why."""
    window.setProperty("loading", True)
    window.setProperty("loading_before", window.statusBar().currentMessage())
    window.statusBar().showMessage(translate("loading", LOADING))
    for part in _parts(window):
        part.setEnabled(False)


def end_loading(window: QMainWindow) -> None:
    """The content is read: the input that came meanwhile meets greyed controls (and is
    dropped), then the window takes input."""
    QApplication.processEvents()
    for part in _parts(window):
        part.setEnabled(True)
    window.setProperty("loading", False)
    status = window.statusBar()
    if status.currentMessage() == translate("loading", LOADING):
        status.showMessage(str(window.property("loading_before") or ""))
