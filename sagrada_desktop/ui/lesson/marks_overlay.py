"""The lesson's marks over the screen: a frame round the part a step speaks of, a marker on
each space, die or row it names, and an arrow from the lesson's box to it. The marks differ
from the game's own by shape (a double frame with a round badge in the corner, not the legal
spaces' corner brackets or the hint's dashed frame), and every pointer event passes through
them to the game below."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QWidget

from sagrada_desktop.ui.common.theme import CREAM, GOLD

DARK = QColor(0, 0, 0, 210)  # the rim under every gold line: it reads on pale glass too


class MarksOverlay(QWidget):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("lessonMarks")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.frames: list[QRect] = []   # the widgets the step speaks of
        self.spots: list[QRect] = []    # the spaces, dice or rows on them
        self.crosses: list[QRect] = []  # spaces the rules refuse
        self.arrow: tuple[QPointF, QPointF] | None = None

    def show_marks(self, frames: list[QRect], spots: list[QRect], crosses: list[QRect],
                   arrow: tuple[QPointF, QPointF] | None) -> None:
        if (frames, spots, crosses, arrow) != (self.frames, self.spots, self.crosses, self.arrow):
            self.frames, self.spots, self.crosses, self.arrow = frames, spots, crosses, arrow
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(Qt.BrushStyle.NoBrush)
        for rect in self.frames:
            self._frame(p, QRectF(rect).adjusted(-3, -3, 3, 3), 5.0, 3.0)  # round, not over
        for rect in self.spots:
            box = QRectF(rect).adjusted(3, 3, -3, -3)
            self._frame(p, box, 7.0, 4.0)
            self._badge(p, box)
        for rect in self.crosses:
            self._cross(p, QRectF(rect).adjusted(6, 6, -6, -6))
        if self.arrow is not None:
            self._arrow(p, *self.arrow)
        p.end()

    @staticmethod
    def _frame(p: QPainter, rect: QRectF, under: float, over: float) -> None:
        p.setPen(QPen(DARK, under))
        p.drawRoundedRect(rect, 6, 6)
        p.setPen(QPen(QColor(GOLD), over))
        p.drawRoundedRect(rect, 6, 6)

    @staticmethod
    def _badge(p: QPainter, rect: QRectF) -> None:
        """A round gold badge with a dark rim on the top right corner."""
        r = max(5.0, min(rect.width(), rect.height()) * 0.11)
        centre = QPointF(rect.right() - r * 0.4, rect.top() + r * 0.4)
        p.setPen(QPen(DARK, 2.5))
        p.setBrush(QColor(GOLD))
        p.drawEllipse(centre, r, r)
        p.setPen(QPen(QColor(CREAM), 1.5))
        p.drawEllipse(centre, r * 0.45, r * 0.45)
        p.setBrush(Qt.BrushStyle.NoBrush)

    @staticmethod
    def _cross(p: QPainter, rect: QRectF) -> None:
        """A space the rules refuse: a cross from corner to corner, gold on a dark rim."""
        for pen in (QPen(DARK, 8.0), QPen(QColor(GOLD), 4.0)):
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            p.setPen(pen)
            p.drawLine(rect.topLeft(), rect.bottomRight())
            p.drawLine(rect.topRight(), rect.bottomLeft())

    @staticmethod
    def _arrow(p: QPainter, start: QPointF, end: QPointF) -> None:
        angle = math.atan2(end.y() - start.y(), end.x() - start.x())
        head = 16.0
        back = QPointF(end.x() - head * 0.8 * math.cos(angle), end.y() - head * 0.8 * math.sin(angle))
        left = QPointF(end.x() - head * math.cos(angle - 0.45), end.y() - head * math.sin(angle - 0.45))
        right = QPointF(end.x() - head * math.cos(angle + 0.45), end.y() - head * math.sin(angle + 0.45))
        line = QPainterPath(start)
        line.lineTo(back)
        tip = QPolygonF([end, left, right])
        for pen, brush in ((QPen(DARK, 7.0), DARK), (QPen(QColor(GOLD), 3.5), QColor(GOLD))):
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(line)
            p.setBrush(brush)
            p.drawPolygon(tip)
        p.setBrush(Qt.BrushStyle.NoBrush)
