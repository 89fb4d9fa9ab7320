"""What the program shows, written to a file for the end-to-end tests that drive it with a real
pointer: where each board die and window space is on the screen, which screen is up, the status
bar's words and the game as a save document.

Off unless the environment variable SAGRADA_PROBE names the file to write. It only observes:
every input still comes from the pointer and keys of the X server, through Qt's own events.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QPoint, QRect, QTimer
from PySide6.QtWidgets import QAbstractButton, QMainWindow, QWidget

ENV = "SAGRADA_PROBE"


def _rect(widget: QWidget, rect: QRect | None = None) -> list[int]:
    r = rect if rect is not None else widget.rect()
    top_left = widget.mapToGlobal(r.topLeft())
    return [top_left.x(), top_left.y(), r.width(), r.height()]


def _centre(widget: QWidget, rect: QRect) -> list[int]:
    c: QPoint = widget.mapToGlobal(rect.center())
    return [c.x(), c.y()]


class Probe(QObject):
    """Writes the file (atomically) whenever what it would say changes."""

    def __init__(self, window: QMainWindow, path: str) -> None:
        super().__init__(window)
        self._window, self._path, self._last = window, Path(path), ""
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.write)
        self._timer.start(100)

    def report(self) -> dict[str, Any]:
        w = self._window
        current = w.centralWidget()
        screen = getattr(current, "currentWidget", lambda: current)()
        out: dict[str, Any] = {
            "window": _rect(w), "screen": type(screen).__name__,
            "status": w.statusBar().currentMessage(),
            "buttons": {b.text(): _rect(b) for b in w.findChildren(QAbstractButton)
                        if b.isVisible() and b.text()},
        }
        focus = w.focusWidget()
        out["focus"] = focus.accessibleName() if focus is not None else ""
        session = getattr(screen, "session", None)
        if session is not None and hasattr(screen, "pool_view"):
            out.update(self._game(screen, session))
        own = getattr(screen, "probe_report", None)  # a screen that says more of itself
        if callable(own):
            out.update(own())
        return out

    def _game(self, screen: Any, session: Any) -> dict[str, Any]:
        from sagrada_desktop.saves import game_document

        from .roles import Role  # not before the first paint (it names the Qt namespace)

        pool, view = screen.pool_model, screen.pool_view
        board = {}
        for r in range(pool.rowCount()):
            for c in range(pool.columnCount()):
                die = pool.die_at(r, c)
                board[f"{die.color.value}{die.value}"] = _centre(
                    view.viewport(), view.visualRect(pool.index(r, c)))
        wv = screen.window_view
        wm = wv.model()
        spaces = {f"{r},{c}": _centre(wv.viewport(), wv.visualRect(wm.index(r, c)))
                  for r in range(wm.rowCount()) for c in range(wm.columnCount())}
        lit = sorted(f"{r},{c}" for r in range(wm.rowCount()) for c in range(wm.columnCount())
                     if wm.index(r, c).data(Role.LEGAL))
        state = session.state
        return {
            "lit": lit,
            "board": board, "spaces": spaces, "window_seat": wm.seat,
            "board_cursor": [view.currentIndex().row(), view.currentIndex().column()],
            "window_cursor": [wv.currentIndex().row(), wv.currentIndex().column()],
            "handover": bool(screen.handover.isVisible()),
            "game": game_document(state.setup, session.actions, state),
        }

    def write(self) -> None:
        try:
            text = json.dumps(self.report(), sort_keys=True)
        except RuntimeError:  # a widget went away between two ticks
            return
        if text == self._last:
            return
        self._last = text
        tmp = self._path.with_name(self._path.name + ".tmp")
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, self._path)


def attach(window: QMainWindow) -> Probe | None:
    path = os.environ.get(ENV)
    return Probe(window, path) if path else None
