"""Python's cycle collector, run on the window's thread only.

The computer players decide on worker threads (game/computer.py). Python runs its cycle
collector on whichever thread happens to allocate past the collector's threshold, and a Qt
object caught in a reference cycle (a closed dialog or screen whose connected lambda refers
back to it) is destroyed by whoever collects it: on a worker thread that is a widget destroyed
outside the window's thread, which Qt does not allow and which can crash the program. So the
automatic collection is switched off and a timer on the window's thread runs the same
generational collections at Python's own thresholds.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer


class MainThreadCollector(QObject):
    """Made on the window's thread (its parent: the application); collect() runs there."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = 250) -> None:
        super().__init__(parent)
        self.thresholds = gc.get_threshold()
        gc.disable()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.collect)
        self.timer.start(interval_ms)

    def collect(self) -> None:
        """The oldest generation past its threshold, with the younger ones (as Python would)."""
        counts = gc.get_count()
        for generation in (2, 1, 0):
            if counts[generation] > self.thresholds[generation]:
                gc.collect(generation)
                return

    def stop(self) -> None:
        """Automatic collection back on (tests: once the desktop program's tests are done)."""
        self.timer.stop()
        gc.enable()


_installed: list[MainThreadCollector] = []


def collect_on_window_thread(app: QObject) -> MainThreadCollector:
    """The program's one collector, made once (kept here: its timer calls it)."""
    if not _installed:
        _installed.append(MainThreadCollector(app))
    return _installed[0]
