"""What the program shows, written to a file for the robots and end-to-end tests that drive it
with a real pointer (docs/ui.md, "The probe"): which screen is up, every control on show by
its key (probe_controls.py), where each Cathedral Board space and window space is, the seats
and who plays them, the game as a save document, the scores, the other windows on show (a
tooltip, a dialog), the input the program has seen, and whether it is still loading.

Off unless the environment variable SAGRADA_PROBE names the file to write. It only observes:
every input still comes from the pointer and keys of the X server, through Qt's own events.
The file is written (atomically) every 100 ms, each time with a higher `seq` and the
`clock` (time.monotonic, the machine's monotonic clock) it was written at, so a reader can
tell a quiet program from a stale file: a probe written after an input was sent is one the
program wrote after the input was in its queue.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, QPoint, QTimer
from PySide6.QtGui import QWindow
from PySide6.QtWidgets import QAbstractButton, QApplication, QMainWindow

ENV = "SAGRADA_PROBE"
PERIOD_MS = 100


class _InputSeen(QObject):
    """The pointer and key events the program's windows received (each once: as its window
    gets it, before any widget does; a key a shortcut takes, as the shortcut gets it), and
    where the pointer last was for the program."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.pointer: list[int] | None = None
        self.counts = {"moves": 0, "presses": 0, "releases": 0, "drag_moves": 0, "drops": 0,
                       "keys": 0}

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        t = event.type()
        if t == QEvent.Type.Shortcut:  # a key a shortcut takes never reaches the window
            self.counts["keys"] += 1
            return False
        if not isinstance(watched, QWindow):
            return False
        kinds = {QEvent.Type.MouseMove: "moves", QEvent.Type.MouseButtonPress: "presses",
                 QEvent.Type.MouseButtonRelease: "releases", QEvent.Type.DragMove: "drag_moves",
                 QEvent.Type.DragEnter: "drag_moves", QEvent.Type.Drop: "drops",
                 QEvent.Type.KeyPress: "keys"}
        kind = kinds.get(t)
        if kind is None:
            return False
        self.counts[kind] += 1
        position = getattr(event, "position", None)
        if callable(position):
            at: QPoint = watched.mapToGlobal(position().toPoint())
            self.pointer = [at.x(), at.y()]
        return False

    def seen(self) -> dict[str, Any]:
        return {"pointer": self.pointer, **self.counts}


class Probe(QObject):
    """Writes the file every PERIOD_MS (and at once when asked: `write`)."""

    def __init__(self, window: QMainWindow, path: str) -> None:
        super().__init__(window)
        self._window, self._path = window, Path(path)
        self._seq = 0
        self._input = _InputSeen(self)
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self._input)
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.write)
        self._timer.start(PERIOD_MS)

    def report(self) -> dict[str, Any]:
        from PySide6.QtWidgets import QToolTip

        from .drag_guard import dragging
        from .probe_controls import controls, global_rect, windows

        w = self._window
        current = w.centralWidget()
        screen = getattr(current, "currentWidget", lambda: current)()
        frame = w.frameGeometry()
        shown_on = w.screen()
        area = shown_on.availableGeometry() if shown_on is not None else frame
        pages = getattr(screen, "pages", None)
        page = getattr(pages, "currentWidget", lambda: None)()
        focus = w.focusWidget()
        active = QApplication.activeWindow()
        out: dict[str, Any] = {
            "loading": bool(w.property("loading")),
            "window": global_rect(w), "frame": [frame.x(), frame.y(), frame.width(), frame.height()],
            "window_least": [w.minimumSizeHint().width(), w.minimumSizeHint().height()],
            "screen_area": [area.x(), area.y(), area.width(), area.height()],
            "screen": type(screen).__name__, "page": type(page).__name__ if page is not None else "",
            "status": w.statusBar().currentMessage(),
            "focus": focus.accessibleName() if focus is not None else "",
            "active_window": type(active).__name__ if active is not None else "",
            "controls": controls(w), "windows": windows(w),
            "buttons": {b.text(): global_rect(b) for b in w.findChildren(QAbstractButton)
                        if b.isVisible() and b.text()},  # the buttons by their words
            "tooltip": QToolTip.text() if QToolTip.isVisible() else "",
            "dragging": dragging(), "input": self._input.seen(),
        }
        report_of = getattr(screen, "probe_report", None)
        if callable(report_of):
            out.update(report_of())
        return out

    def write(self) -> None:
        try:
            report = self.report()
        except RuntimeError:  # a widget went away between two ticks
            return
        self._seq += 1
        report["seq"], report["clock"] = self._seq, time.monotonic()
        text = json.dumps(report, sort_keys=True, ensure_ascii=False)
        tmp = self._path.with_name(self._path.name + ".tmp")
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, self._path)


def attach(window: QMainWindow) -> Probe | None:
    path = os.environ.get(ENV)
    return Probe(window, path) if path else None
