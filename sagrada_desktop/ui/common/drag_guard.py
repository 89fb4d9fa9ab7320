"""While a die is dragged, no window appears under the pointer.

A window that pops up under the pointer during a drag (a tooltip, a popup) takes the pointer
from the view being dragged over: the view sees the drag leave, and a release there drops
nothing. So every drag the program starts runs through `run_drag`: any tooltip on show is
hidden, and until the drag ends the application eats the events that would show one
(a widget's own tooltip, "What's This?"). A reason worth reading during a drag is shown where
the pointer is not: the game screen's notice and the status bar (`WindowView.hint`).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QDrag
from PySide6.QtWidgets import QApplication, QToolTip

# the events that would show a window at the pointer
_POPPING = (QEvent.Type.ToolTip, QEvent.Type.WhatsThis, QEvent.Type.QueryWhatsThis)


class _NoPopups(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in _POPPING:
            event.ignore()
            return True
        return False


_ACTIVE: list[_NoPopups] = []


def dragging() -> bool:
    """A drag the program started is under way."""
    return bool(_ACTIVE)


def run_drag(drag: QDrag, supported: Qt.DropAction,
             default: Qt.DropAction = Qt.DropAction.CopyAction) -> Qt.DropAction:
    """`drag.exec(supported, default)`, with no tooltip or popup shown until it ends."""
    app = QApplication.instance()
    guard = _NoPopups()
    QToolTip.hideText()
    if app is not None:
        app.installEventFilter(guard)
    _ACTIVE.append(guard)
    try:
        return drag.exec(supported, default)
    finally:
        _ACTIVE.remove(guard)
        if app is not None:
            app.removeEventFilter(guard)
        QToolTip.hideText()
