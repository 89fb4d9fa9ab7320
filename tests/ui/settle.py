"""A layout read only once Qt has done with it: never after a fixed wait.

`settle(widget)` does now what Qt would do over its next turns of the event loop for the
window holding `widget`: the posted events (layout requests, deferred resizes and moves,
polish) are sent and the loop turned (zero-time timers: an item view's delayed layout) until no
widget of the window changes its geometry or visibility. On a loaded machine it takes as many
turns as it needs, and it never waits for a clock, so a test that reads a layout after it reads
the same layout every run. The program lays out on nothing slower than a zero-time timer."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QWidget

MOST_TURNS = 200  # a layout that still moves after this many turns never settles


def _geometries(top: QWidget) -> list[tuple[int, QRect, bool]]:
    return [(id(w), w.geometry(), w.isVisible()) for w in (top, *top.findChildren(QWidget))]


def settle(*widgets: QWidget) -> None:
    """Lay out the windows of `widgets` now, until nothing in them moves."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    tops = list({id(w.window()): w.window() for w in widgets}.values())
    last: list[list[tuple[int, QRect, bool]]] | None = None
    still = 0  # turns in a row that moved nothing: two, as an event posted during one turn
    for _ in range(MOST_TURNS):  # is sent in the next
        app.sendPostedEvents()
        app.processEvents()
        for top in tops:
            layout = top.layout()
            if layout is not None:
                layout.activate()
        now = [_geometries(top) for top in tops]
        still = still + 1 if now == last else 0
        if still == 2:
            return
        last = now
    raise AssertionError(f"the layout still moves after {MOST_TURNS} turns of the event loop")
