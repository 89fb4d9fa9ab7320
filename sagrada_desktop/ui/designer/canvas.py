"""The window being designed, drawn as the journal prints it (svg_pictures.pane_svg), painted
with the pointer or the keyboard.

Pointer: press on a space, drag over others, release: one stroke of the brush (draft.Stroke),
one step of the history. Keyboard: the arrows move the cursor (a gold dashed ring); Space or
Enter paints the space under it; Shift with the arrows paints each space the cursor passes
(a stroke, ended when Shift is let go); a brush's key (R Y G B P O, 1-6, S, M, N, X) chooses
it (the screen maps the keys, brush_bar.py).

Spaces a problem of the checks names carry a red ring with a "!" badge (never the colour
alone); the spaces of the finding chosen in the list a thick gold ring.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from sagrada_desktop.designer.draft import Brush, Stroke, WindowDraft
from sagrada_desktop.engine import Window
from sagrada_desktop.ui.common import pictures, settings
from sagrada_desktop.ui.common.svg_pictures import pane_svg
from sagrada_desktop.ui.common.theme import GOLD, LEAD, MUTED, REFUSED

Cell = tuple[int, int]
GAP = 6  # the lead came between two panes
FRAME = 12
_MOVES = {Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1), Qt.Key.Key_Up: (-1, 0),
          Qt.Key.Key_Down: (1, 0)}


class DesignCanvas(QWidget):
    painted = Signal(object)        # the draft as a stroke has left it so far
    stroke_ended = Signal(object)   # the draft after a whole stroke: one step
    brush_key = Signal(str)         # a brush's key was pressed (the screen maps it)
    cursor_moved = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.draft: WindowDraft | None = None
        self.brush = Brush("plain")
        self.fill: Window | None = None  # a complete fill shown over the spaces
        self.marked: frozenset[Cell] = frozenset()
        self.picked: frozenset[Cell] = frozenset()
        self.at: Cell = (0, 0)
        self.stroke: Stroke | None = None
        self._keyed = False  # the stroke is the keyboard's (Shift held)
        self.describe: Callable[[int, int], str] = lambda r, c: ""
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(300, 240)

    # --- what it shows ----------------------------------------------------------------------
    def set_draft(self, draft: WindowDraft) -> None:
        self.draft = draft
        p = draft.pattern
        self.at = (min(self.at[0], p.rows - 1), min(self.at[1], p.cols - 1))
        self.update()

    def set_marks(self, marked: frozenset[Cell], picked: frozenset[Cell]) -> None:
        self.marked, self.picked = marked, picked
        self.update()

    def set_fill(self, fill: Window | None) -> None:
        self.fill = fill
        self.update()

    def cell_size(self) -> float:
        if self.draft is None:
            return 0.0
        p = self.draft.pattern
        return max(8.0, min((self.width() - 2 * FRAME - GAP * (p.cols - 1)) / p.cols,
                            (self.height() - 2 * FRAME - GAP * (p.rows - 1)) / p.rows))

    def _origin(self) -> QPointF:
        assert self.draft is not None
        p, size = self.draft.pattern, self.cell_size()
        w = p.cols * size + (p.cols - 1) * GAP
        h = p.rows * size + (p.rows - 1) * GAP
        return QPointF((self.width() - w) / 2, (self.height() - h) / 2)

    def cell_rect(self, row: int, col: int) -> QRectF:
        size, origin = self.cell_size(), self._origin()
        return QRectF(origin.x() + col * (size + GAP), origin.y() + row * (size + GAP), size,
                      size)

    def cell_at(self, point: QPointF) -> Cell | None:
        if self.draft is None:
            return None
        p = self.draft.pattern
        for r in range(p.rows):
            for c in range(p.cols):
                if self.cell_rect(r, c).adjusted(-GAP / 2, -GAP / 2, GAP / 2, GAP / 2).contains(
                        point):
                    return r, c
        return None

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.draft is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pattern = self.draft.pattern
        first, last = self.cell_rect(0, 0), self.cell_rect(pattern.rows - 1, pattern.cols - 1)
        p.fillRect(QRectF(first.topLeft(), last.bottomRight()).adjusted(
            -FRAME, -FRAME, FRAME, FRAME), QColor(LEAD))
        textures = settings.shared().textures
        for r in range(pattern.rows):
            for c in range(pattern.cols):
                self._paint_cell(p, r, c, textures)
        p.end()

    def _paint_cell(self, p: QPainter, r: int, c: int, textures: bool) -> None:
        assert self.draft is not None
        rect = self.cell_rect(r, c)
        space = self.draft.pattern.space(r, c)
        if space.exists:
            fill = self.fill.die_at(r, c) if self.fill is not None and self.fill.rows == \
                self.draft.pattern.rows and self.fill.cols == self.draft.pattern.cols else None
            pictures.paint(p, rect, pane_svg(space, fill, textures))
        else:  # no space: a dashed outline, a faint cross
            p.setPen(QPen(QColor(MUTED), 1.5, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            inner = rect.adjusted(4, 4, -4, -4)
            p.drawRoundedRect(inner, 6, 6)
            p.setPen(QPen(QColor(MUTED), 1.0))
            p.drawLine(inner.topLeft(), inner.bottomRight())
            p.drawLine(inner.topRight(), inner.bottomLeft())
        if (r, c) in self.marked:
            p.setPen(QPen(QColor(REFUSED), 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 6, 6)
            badge = QRectF(rect.right() - 22, rect.bottom() - 22, 18, 18)
            p.setBrush(QColor(REFUSED))
            p.setPen(QPen(QColor("#ffffff"), 1.5))
            p.drawEllipse(badge)
            font = QFont(p.font())
            font.setBold(True)
            font.setPixelSize(13)
            p.setFont(font)
            p.drawText(badge, Qt.AlignmentFlag.AlignCenter, "!")
        if (r, c) in self.picked:
            p.setPen(QPen(QColor(GOLD), 5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 8, 8)
        if (r, c) == self.at and self.hasFocus():
            p.setPen(QPen(QColor(GOLD), 3, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 7, 7)

    # --- the pointer --------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        cell = self.cell_at(event.position())
        if event.button() != Qt.MouseButton.LeftButton or cell is None or self.draft is None:
            super().mousePressEvent(event)
            return
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        self.move_cursor(*cell)  # the keyboard goes on from where the pointer pressed
        self._begin(cell)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        cell = self.cell_at(event.position())
        if self.stroke is not None and not self._keyed and cell is not None:
            self._over(cell)
        elif cell is not None and not event.buttons():
            QToolTip.showText(event.globalPosition().toPoint(), self.describe(*cell), self)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and not self._keyed:
            self._end()
        super().mouseReleaseEvent(event)

    # --- the keyboard ---------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if self.draft is None:
            super().keyPressEvent(event)
            return
        if key in _MOVES and not event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier
                                                       | Qt.KeyboardModifier.KeypadModifier):
            shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            if shift and self.stroke is None:
                self._keyed = True
                self._begin(self.at)
            dr, dc = _MOVES[Qt.Key(key)]
            p = self.draft.pattern
            self.move_cursor(max(0, min(p.rows - 1, self.at[0] + dr)),
                             max(0, min(p.cols - 1, self.at[1] + dc)))
            if shift and self.stroke is not None:
                self._over(self.at)
            return
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.modifiers(
                ) & Qt.KeyboardModifier.ControlModifier:
            self._begin(self.at)
            self._end()
            return
        text = event.text()
        if text and not event.modifiers() & (Qt.KeyboardModifier.ControlModifier
                                             | Qt.KeyboardModifier.AltModifier):
            self.brush_key.emit(text)
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Shift and self._keyed:
            self._end()
        super().keyReleaseEvent(event)

    def move_cursor(self, row: int, col: int) -> None:
        self.at = (row, col)
        self.setAccessibleDescription(self.describe(row, col))
        self.cursor_moved.emit(row, col)
        self.update()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.setAccessibleDescription(self.describe(*self.at))
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        if self.stroke is not None:
            self._end()
        super().focusOutEvent(event)
        self.update()

    # --- strokes --------------------------------------------------------------------------------
    def _begin(self, cell: Cell) -> None:
        assert self.draft is not None
        self.stroke = Stroke(self.draft, self.brush, *cell)
        self._show(self.stroke.draft)

    def _over(self, cell: Cell) -> None:
        if self.stroke is not None:
            before = self.stroke.draft
            if self.stroke.over(*cell) is not before:
                self._show(self.stroke.draft)

    def _show(self, draft: WindowDraft) -> None:
        self.draft = draft
        self.painted.emit(draft)
        self.update()

    def _end(self) -> None:
        stroke, self.stroke, self._keyed = self.stroke, None, False
        if stroke is not None:
            self.stroke_ended.emit(stroke.draft)
