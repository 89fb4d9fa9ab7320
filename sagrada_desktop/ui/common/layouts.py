"""Emptying a layout that is built again (a decision page's body, the book's rows, the Market's
tracks): its widgets deleted, the layouts nested in it emptied the same way."""

from __future__ import annotations

from PySide6.QtWidgets import QLayout


def empty_layout(layout: QLayout) -> None:
    """Takes every item out of `layout`; widgets are unparented and deleted later."""
    while layout.count():
        item = layout.takeAt(0)
        if item is None:
            break
        widget = item.widget()
        if widget is not None:
            widget.setParent(None)
            widget.deleteLater()
        elif (inner := item.layout()) is not None:
            empty_layout(inner)
