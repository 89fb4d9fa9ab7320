"""Overlays drawn on top of a picture: legal-space glow, refused hover, focus ring."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from ..theme import GOLD, LEGAL, REFUSED


def legal_glow(painter: QPainter, rect: QRectF, strong: bool) -> None:
    painter.save()
    fill = QColor(LEGAL)
    fill.setAlpha(90 if strong else 45)
    painter.setBrush(fill)
    painter.setPen(QPen(QColor(LEGAL), 5 if strong else 3))
    r = rect.width() * 0.08
    painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), r, r)
    painter.restore()


def refused_mark(painter: QPainter, rect: QRectF) -> None:
    """A red ring and a 'no entry' bar: this space refuses the die."""
    painter.save()
    painter.setPen(QPen(QColor(REFUSED), 4))
    shade = QColor(REFUSED)
    shade.setAlpha(50)
    painter.setBrush(shade)
    r = rect.width() * 0.08
    painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), r, r)
    c = rect.center()
    d = rect.width() * 0.2
    painter.setBrush(QColor(REFUSED))
    painter.setPen(QPen(QColor("#ffffff"), 2))
    painter.drawEllipse(c, d, d)
    painter.setPen(QPen(QColor("#ffffff"), max(2.0, d * 0.3), Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap))
    painter.drawLine(c.x() - d * 0.55, c.y(), c.x() + d * 0.55, c.y())
    painter.restore()


def focus_ring(painter: QPainter, rect: QRectF) -> None:
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(GOLD), 3, Qt.PenStyle.DashLine))
    r = rect.width() * 0.1
    painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), r, r)
    painter.restore()


def selected_ring(painter: QPainter, rect: QRectF) -> None:
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(GOLD), 5))
    r = rect.width() * 0.12
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), r, r)
    painter.restore()
