"""Python's cycle collector runs on the window's thread, never on a computer player's worker
thread (ui/common/main_thread_gc.py; app.py installs it, as tests/ui/conftest.py does): a Qt
object left in a reference cycle must not be destroyed outside the window's thread."""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QRunnable, QThreadPool
from PySide6.QtWidgets import QWidget

from sagrada_desktop.ui.common.main_thread_gc import MainThreadCollector


class _Busy(QRunnable):
    """A computer player's thinking: many containers, kept (a search tree, say)."""

    def __init__(self, into: list[list[int]]) -> None:
        super().__init__()
        self.into = into

    def run(self) -> None:
        self.into.extend([i] for i in range(200_000))


def test_a_cycle_dies_on_the_window_thread_not_on_a_worker(qtbot, window_thread_collector):
    assert not gc.isenabled()  # no automatic collection, on any thread
    died_on: list[threading.Thread] = []

    class ClosedScreen:  # a screen left in a cycle: its handler refers back to it
        def __init__(self) -> None:
            self.widget = QWidget()
            self.handler = lambda: self.widget

        def __del__(self) -> None:
            died_on.append(threading.current_thread())

    gc.collect()
    ClosedScreen()  # garbage now, which only a cycle collection frees
    pool = QThreadPool.globalInstance()
    tree: list[list[int]] = []
    pool.start(_Busy(tree))
    assert pool.waitForDone(10_000)
    assert died_on == []  # the worker allocated far past the threshold: nothing collected there
    qtbot.waitUntil(lambda: bool(died_on), timeout=3000)  # the window's timer collects it
    assert died_on == [threading.main_thread()]
    tree.clear()


def test_the_collector_keeps_pythons_thresholds(qapp):
    thresholds = gc.get_threshold()
    gc.collect()
    collector = MainThreadCollector(qapp, interval_ms=60_000)
    try:
        collector.collect()  # below every threshold: nothing to do
        assert gc.get_count()[0] <= thresholds[0]
        junk = [[i] for i in range(thresholds[0] * 3)]
        assert gc.get_count()[0] > thresholds[0]
        collector.collect()
        assert gc.get_count()[0] < thresholds[0]  # the young generation was collected
        del junk
    finally:
        collector.timer.stop()
