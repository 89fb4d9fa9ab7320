"""A dialog's size from the window it opens over: a share of that window (or of the screen when
it has none), never smaller than its least size nor larger than its largest, and never larger
than the room itself. A dialog of a fixed size looked lost on a 1920x1080 screen."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QWidget

MARGIN = 40  # the room kept around a dialog inside its window


def room_for(dialog: QWidget) -> QSize:
    """The size of the window the dialog opens over, else of the screen's free area."""
    parent = dialog.parentWidget()
    if parent is not None:
        return parent.window().size()
    screen = dialog.screen()
    return screen.availableGeometry().size() if screen is not None else QSize(1280, 720)


def fitted_size(dialog: QWidget, share: tuple[float, float], least: QSize,
                largest: QSize) -> QSize:
    room = room_for(dialog)
    width = min(largest.width(), max(least.width(), int(room.width() * share[0])))
    height = min(largest.height(), max(least.height(), int(room.height() * share[1])))
    return QSize(max(1, min(width, room.width() - MARGIN)),
                 max(1, min(height, room.height() - MARGIN)))


def fit_to_window(dialog: QWidget, share: tuple[float, float], least: QSize,
                  largest: QSize) -> None:
    dialog.resize(fitted_size(dialog, share, least, largest))
