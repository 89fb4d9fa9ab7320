"""The score screen's table with the words on ties under it, as tall as the screen gives it:
the rows grow from ROW to ROW_LARGEST on a tall screen, their words from POINTS to
POINTS_LARGEST with them, and the table ends at its last row (no empty strip under "Place");
as wide as its seats need, not the width of a wide screen.
And the finished windows' box, each window at the top of its cell, under its name."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QTableView, QWidget

from sagrada_desktop.ui.common.theme import GOLD_DARK, INK, PARCHMENT

from ..models.score_model import ScoreModel
from ..views.grid_view import FitBox, GridView

ROW = 30            # a scoring row's least height (1280x720)
ROW_LARGEST = 76    # and its largest, on a tall screen (1920x1080: the column's height)
POINTS = 11         # the table's words in rows up to ROW_FONT high
POINTS_LARGEST = 14  # and in the tallest rows
ROW_FONT = 40
TOTALS_LARGER = 1.5  # Total and Place, in points more than the other rows
SEAT_COLUMN = 120   # a seat's column at most: the table is no wider than its seats need
GAP = 6             # between the table and the words on ties


def points(row: int) -> float:
    """The table's font size for rows `row` px high: larger words in taller rows."""
    return min(POINTS_LARGEST, POINTS + max(0, row - ROW_FONT) / 10)


def table_sheet(size: float) -> str:
    """The scoring table's style, its words `size` points (the headers' half a point less,
    as the program's 10.5pt beside the cells' 11pt)."""
    header = f"QHeaderView {{ font-size: {size - 0.5:g}pt; }}" if size > POINTS else ""
    return (header +f"QTableView {{ background: {PARCHMENT}; color: {INK}; border: 2px solid {GOLD_DARK};"
            f" border-radius: 8px; gridline-color: #d9cbb0; font-size: {size:g}pt; }}"
            f"QHeaderView::section {{ background: #e9dcc0; color: {INK}; font-weight: bold;"
            f" border: none; padding: 6px; }}"
            f"QTableCornerButton::section {{ background: #e9dcc0; border: none; }}")


class TableBox(QWidget):
    """Lays out the table and the ties' words itself: the table's height follows the box's,
    while the box asks only for the least (ROW-high rows), so a tall table never holds a
    window that is made smaller again."""

    def __init__(self, table: QTableView, ties: QLabel, seats: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table, self.ties, self.seats = table, ties, seats
        self.points = float(POINTS)
        table.setStyleSheet(table_sheet(self.points))
        table.setParent(self)
        ties.setParent(self)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.setMaximumWidth(self.widest())  # the rest of a wide screen goes to the windows

    def _header(self) -> int:
        self.table.ensurePolished()
        return self.table.horizontalHeader().sizeHint().height()

    def _rows(self) -> int:
        return max(1, self.table.model().rowCount())

    def _ties_height(self, width: int) -> int:
        return self.ties.heightForWidth(max(width, 1)) if self.ties.text() else 0

    def _table_height(self, row: int) -> int:
        return self._header() + row * self._rows() + 2 * self.table.frameWidth()

    def widest(self) -> int:
        """The table's width when every seat's column is SEAT_COLUMN wide."""
        t = self.table
        t.ensurePolished()
        return (t.verticalHeader().sizeHint().width() + self.seats * SEAT_COLUMN
                + 2 * t.frameWidth())

    def minimumSizeHint(self) -> QSize:
        width = min(self.widest(), 480)
        return QSize(width, self._table_height(ROW) + GAP + self._ties_height(width))

    def sizeHint(self) -> QSize:
        width = self.widest()
        return QSize(width, self._table_height(ROW) + GAP + self._ties_height(width))

    def fit(self) -> None:
        width = min(self.width(), self.widest())
        ties = self._ties_height(width)
        room = self.height() - ties - GAP - self._table_height(0)
        row = max(ROW, min(ROW_LARGEST, room // self._rows()))
        size = points(row)
        if size != self.points:  # the words grow with the rows (the header's height too)
            self.points = size
            self.table.setStyleSheet(table_sheet(size))
            model = self.table.model()
            if isinstance(model, ScoreModel):  # Total and Place a size larger than the rest
                model.set_points(size + TOTALS_LARGER)
            self.table.ensurePolished()
            room = self.height() - ties - GAP - self._table_height(0)
            row = max(ROW, min(ROW_LARGEST, room // self._rows()))
            self.setMaximumWidth(self.widest())
            width = min(self.width(), self.widest())
        self.table.verticalHeader().setDefaultSectionSize(row)
        height = self._table_height(row)
        self.table.setGeometry(0, 0, width, height)
        self.ties.setGeometry(0, height + GAP, width, ties)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.setMaximumWidth(self.widest())  # now in the style it is shown with
        self.fit()


class TopFitBox(FitBox):
    """A finished window as large as its cell's width allows (up to the view's max_cell), at
    the top, right under its name; as tall as that width makes it (height for width), so a
    wide screen shows larger windows and a narrow one does not scroll for nothing."""

    def __init__(self, view: GridView, parent: QWidget | None = None) -> None:
        super().__init__(view, parent)
        policy = self.sizePolicy()
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        rows, cols = self.view.grid()
        f = 2 * self.view.frame_px
        if not rows or not cols:
            return self.minimumHeight()
        cell = max(self.view.min_cell, min(self.view.max_cell, (width - f) // cols))
        return max(self.minimumHeight(), rows * cell + f)

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width(), self.heightForWidth(hint.width()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.view.move(self.view.x(), 0)
