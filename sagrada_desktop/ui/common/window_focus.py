"""The main window gets its activation back when one of its dialogs closes.

A window manager gives it back; a desktop without one (a bare X server, where the robots
play) does not, and then no window is active: the game's shortcuts (B, W, H, Ctrl+Z) do
nothing until the window is clicked. So when the window that had the focus was another of the
program's windows (a dialog, a message box) and it has just gone, the main window is activated
again. A switch to another program's window leaves the focus where the person put it: then the
window that had the focus is still shown, or was the main window itself."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QGuiApplication, QWindow
from PySide6.QtWidgets import QWidget


class GiveFocusBack(QObject):
    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._watched: list[QWindow] = []
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.focusWindowChanged.connect(self.focus_moved)

    def focus_moved(self, now: QWindow | None) -> None:
        """Another of the program's windows has the focus: when it goes, the focus comes back."""
        if now is None or now is self._window.windowHandle():
            return
        self._watched = [w for w in self._watched if shiboken6.isValid(w)]
        if any(w is now for w in self._watched):
            return
        self._watched.append(now)
        now.visibleChanged.connect(self.window_shown)

    def window_shown(self, visible: bool) -> None:
        if not visible:
            QTimer.singleShot(0, self.give_back)

    def give_back(self) -> None:
        """The main window active again, unless another of the program's windows is on show
        (a dialog still open, or the next one)."""
        from PySide6.QtCore import Qt  # not before the first paint: ui/common/qt_names.py

        main = self._window.windowHandle()
        passing = (Qt.WindowType.ToolTip, Qt.WindowType.Drawer)  # never take the focus
        for w in QGuiApplication.topLevelWindows():
            if w is not main and w.isVisible() and w.type() not in passing:
                return
        if self._window.isVisible():
            self._window.activateWindow()
