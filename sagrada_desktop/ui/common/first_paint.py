"""Measures the time from launch to the first paint of the main window."""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QObject


class FirstPaint(QObject):
    def __init__(self, window: QObject, start: float) -> None:
        super().__init__(window)
        self._start = start
        self.ms = -1.0
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self.ms < 0:
            self.ms = (time.perf_counter() - self._start) * 1000
            watched.removeEventFilter(self)
        return False
