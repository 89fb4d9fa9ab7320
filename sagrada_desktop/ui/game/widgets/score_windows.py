"""The score screen's finished windows as large as their box allows, in its width and its
height: one column or two for two seats, whichever gives larger spaces (two windows one
under the other on a tall screen), up to WINDOW_CELL a space, never taller than the box (no
scroll bar for nothing)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QGridLayout, QScrollArea, QVBoxLayout, QWidget

from .score_table_box import TopFitBox

WINDOW_CELL = 150   # a finished window's largest space (a large screen's room, few seats)
SPACING = 8         # between the windows
ROOM = 4            # px kept free under the windows, so rounding never adds a scroll bar


class WindowsFit(QObject):
    """Watches the scroll area's viewport and sizes the windows' spaces and columns to it."""

    def __init__(self, area: QScrollArea, page: QVBoxLayout, above: list[QWidget],
                 grid: QGridLayout, cells: list[tuple[QWidget, QWidget, TopFitBox]]) -> None:
        super().__init__(area)
        self.area, self.page, self.above, self.grid, self.cells = area, page, above, grid, cells
        self.columns = 0
        area.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.fit()
        return False

    def choices(self) -> tuple[int, ...]:
        seats = len(self.cells)
        return (1,) if seats == 1 else (1, 2) if seats == 2 else (2,)

    def cell(self, columns: int, width: int, height: int) -> int:
        """The largest space when the windows stand in `columns` columns in width x height."""
        view = self.cells[0][2].view
        rows, cols = view.grid()
        f = 2 * view.frame_px
        name = max(label.sizeHint().height() for _w, label, _box in self.cells)
        lines = -(-len(self.cells) // columns)
        across = (width - (columns - 1) * SPACING) // columns - f
        down = (height - (lines - 1) * SPACING) // lines - name - SPACING - f
        return max(view.min_cell, min(WINDOW_CELL, across // max(cols, 1), down // max(rows, 1)))

    def fit(self) -> None:
        if not self.cells:
            return
        viewport = self.area.viewport()
        m = self.page.contentsMargins()
        width = viewport.width() - m.left() - m.right()
        taken = sum(w.heightForWidth(width) if w.hasHeightForWidth() else w.sizeHint().height()
                    for w in self.above)
        spacing = self.page.spacing() * len(self.above) + 6  # the spacing under the rewards
        height = viewport.height() - m.top() - m.bottom() - taken - spacing - ROOM
        best = max(self.choices(), key=lambda c: (self.cell(c, width, height), -c))
        size = self.cell(best, width, height)
        for _w, _label, box in self.cells:
            if box.view.max_cell != size:
                box.view.max_cell = size
                box.updateGeometry()
        if best != self.columns:
            self.columns = best
            for i, (holder, _label, _box) in enumerate(self.cells):
                self.grid.removeWidget(holder)
                self.grid.addWidget(holder, i // best, i % best)
