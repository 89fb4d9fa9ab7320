"""Measures the time from launch to the first paint of the main window, and runs what waits
for it (reading the rest of the content) right after."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer


class FirstPaint(QObject):
    def __init__(self, window: QObject, start: float) -> None:
        super().__init__(window)
        self._start = start
        self._then: Callable[[], None] | None = None
        self.ms = -1.0
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self.ms < 0:
            self.ms = (time.perf_counter() - self._start) * 1000
            watched.removeEventFilter(self)
            if self._then is not None:  # once the painted screen is on its way to the display
                QTimer.singleShot(0, self._then)
        return False

    def then(self, after: Callable[[], None]) -> None:
        """Run `after` once the window has painted (at once if it has already)."""
        if self.ms >= 0:
            QTimer.singleShot(0, after)
        else:
            self._then = after
