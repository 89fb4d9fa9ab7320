"""A square-celled table view without headers or grid lines, and the box that sizes its cells
to the room it is given and centres it."""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QSize, Qt
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QFrame, QHeaderView, QTableView, QWidget


class GridView(QTableView):
    def __init__(self, min_cell: int, max_cell: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.min_cell, self.max_cell = min_cell, max_cell
        self.cell = min_cell
        self.frame_px = 0
        for header in (self.horizontalHeader(), self.verticalHeader()):
            header.hide()
            header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
            header.setMinimumSectionSize(4)
        self.setShowGrid(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Digits and Escape belong to the game screen (abilities, undo), not to item search."""
        if Qt.Key.Key_0 <= event.key() <= Qt.Key.Key_9 or event.key() == Qt.Key.Key_Escape:
            event.ignore()
            return
        super().keyPressEvent(event)

    def grid(self) -> tuple[int, int]:
        m = self.model()
        return (m.rowCount(), m.columnCount()) if m is not None else (1, 1)

    def set_cell(self, cell: int) -> None:
        rows, cols = self.grid()
        self.cell = cell
        for header in (self.horizontalHeader(), self.verticalHeader()):
            header.setDefaultSectionSize(cell)
        for c in range(cols):
            self.setColumnWidth(c, cell)
        for r in range(rows):
            self.setRowHeight(r, cell)
        f = self.frame_px
        self.setFixedSize(cols * cell + 2 * f, rows * cell + 2 * f)

    def cell_for(self, width: int, height: int) -> int:
        rows, cols = self.grid()
        if not rows or not cols:
            return self.min_cell
        f = 2 * self.frame_px
        return max(self.min_cell, min(self.max_cell, (width - f) // cols, (height - f) // rows))

    def setModel(self, model: QAbstractItemModel | None) -> None:
        super().setModel(model)
        self.set_cell(self.cell)


class FitBox(QWidget):
    """Holds one GridView, centred, with cells as large as the box allows."""

    def __init__(self, view: GridView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = view
        view.setParent(self)

    def _fit(self) -> None:
        v = self.view
        v.set_cell(v.cell_for(self.width(), self.height()))
        v.move((self.width() - v.width()) // 2, (self.height() - v.height()) // 2)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def sizeHint(self) -> QSize:
        rows, cols = self.view.grid()
        f = 2 * self.view.frame_px
        return QSize(cols * self.view.max_cell + f, rows * self.view.max_cell + f)

    def minimumSizeHint(self) -> QSize:
        rows, cols = self.view.grid()
        f = 2 * self.view.frame_px
        return QSize(cols * self.view.min_cell + f, rows * self.view.min_cell + f)
